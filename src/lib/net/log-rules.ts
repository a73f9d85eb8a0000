/**
 * Pure rules of log replication (protocol.ts, LOCKSTEP, DUPLICATES, RECOVERY):
 * where an incoming entry falls in the local log, whether a duplicate agrees
 * with it, whether a proposal is already in it, and how a catch-up is cut
 * into batches. No network, no state: unit-tested on plain arrays.
 */
import { canonicalJson, isSecretChoice, type MatchRecord, type Text } from '$lib/engine';
import { BATCH_CHARS, type Item } from './protocol';

export type LogEntry = MatchRecord['log'][number];

/** Entry number `at` (0-based) against a log of `length`: already held, the next one, or past a gap. */
export function placeEntry(at: number, length: number): 'held' | 'next' | 'gap' {
	return at < length ? 'held' : at > length ? 'gap' : 'next';
}

/** Whether entry `at` of the log has this seat, action and hash (`hashes[i]` = hash after i entries). */
export function agreesWithLog(log: readonly LogEntry[], hashes: readonly string[], at: number, seat: number, action: unknown, hash: string): boolean {
	const mine = log[at];
	return hashes[at + 1] === hash && mine.seat === seat && canonicalJson(mine.action) === canonicalJson(action);
}

/**
 * Whether the log since a proposal's `base` holds an entry of its seat with the same
 * action: then it is a proposal applied before the host restarted (protocol.ts, DUPLICATES).
 */
export function inLogSince(log: readonly LogEntry[], base: number | undefined, seat: number, action: unknown): boolean {
	if (base === undefined || base < 0 || base >= log.length) return false;
	const canonical = canonicalJson(action);
	for (let i = base; i < log.length; i++) if (log[i].seat === seat && canonicalJson(log[i].action) === canonical) return true;
	return false;
}

/** Whether a waiting proposal (seat, canonical action, base) shows up in the log from `from` on. */
export function proposalInLog(log: readonly LogEntry[], from: number, p: { seat: number; action: string; base: number }): boolean {
	for (let i = Math.max(from, p.base); i < log.length; i++) if (log[i].seat === p.seat && canonicalJson(log[i].action) === p.action) return true;
	return false;
}

/** The entries from `from` on as `entries` batches, each below BATCH_CHARS (a single big entry goes alone). */
export function entryBatches(log: readonly LogEntry[], hashes: readonly string[], from: number): { from: number; items: Item[] }[] {
	const out: { from: number; items: Item[] }[] = [];
	let items: Item[] = [];
	let size = 0;
	let start = from;
	for (let i = from; i < log.length; i++) {
		const item: Item = [log[i].seat, log[i].action, hashes[i + 1]];
		const len = JSON.stringify(item).length;
		if (items.length && size + len > BATCH_CHARS) {
			out.push({ from: start, items });
			items = [];
			size = 0;
			start = i;
		}
		items.push(item);
		size += len;
	}
	if (items.length) out.push({ from: start, items });
	return out;
}

/** The digest of the seat's latest commitment in the log (the one its reveal must match), or null. */
export function lastCommitment(log: readonly LogEntry[], seat: number): string | null {
	for (let i = log.length - 1; i >= 0; i--) {
		const a = log[i].action as { t?: unknown; digest?: unknown } | null;
		if (log[i].seat === seat && a?.t === 'commit' && typeof a.digest === 'string') return a.digest;
	}
	return null;
}

/**
 * The digest of the seat's commitment still open in the log — not yet revealed, withdrawn or
 * forfeited — or null. An open commitment belongs to the secret decision under way: a decision
 * resolves only once every sealed pick is revealed or forfeited.
 */
export function openCommitment(log: readonly LogEntry[], seat: number): string | null {
	for (let i = log.length - 1; i >= 0; i--) {
		if (log[i].seat !== seat) continue;
		const a = log[i].action as { t?: unknown; digest?: unknown } | null;
		if (a?.t === 'commit') return typeof a.digest === 'string' ? a.digest : null;
		if (a?.t === 'reveal' || a?.t === 'withdraw' || a?.t === 'forfeit') return null;
	}
	return null;
}

/**
 * An online match never carries a secret choice in the clear (protocol.ts, SECRET CHOICES): it
 * would show the choice to every device before the others chose. Refused wherever it comes from.
 */
export const carriesClearSecret = (action: unknown): boolean => isSecretChoice(action);

export const CLEAR_SECRET: Text = {
	cs: 'Tah nese tajnou volbu v otevřené podobě (prozradil by ji ostatním); online se posílá jen závazek.',
	en: 'The action carries a secret choice in the clear (it would show it to the others); online only a commitment is sent.'
};

/** A reveal of a sealed secret choice (its refusal is told to every device). */
export const isReveal = (action: unknown): boolean => typeof action === 'object' && action !== null && (action as { t?: unknown }).t === 'reveal';

/**
 * Secret simultaneous choices online (protocol.ts, SECRET CHOICES): this device never sends a
 * choice in the clear. It seals the choice — a fresh salt, the pocket stored durably, then only
 * the commitment `{ t: 'commit', digest }` is proposed — and, once the agreed state asks the seat
 * to reveal (every seat of the decision has chosen or committed), proposes
 * `{ t: 'reveal', choice, salt }` from the pocket. The host does the same for the bot seats it
 * moves. Every engine checks the reveal against the commitment in the log.
 */
import { commitDigest, isSecretChoice, ok, type MatchRunner, type Result, type Text } from '$lib/engine';
import type { SessionCore } from './core';
import { pendingOf } from './game-calls';
import { lastCommitment } from './log-rules';
import type { PocketStore } from './pockets';
import { randomHex } from './protocol';
import { T } from './types';

/** Bytes of a salt: 32, as 64 hex characters (drawn here: the engine stays deterministic). */
export const SALT_BYTES = 32;

export type Commit = { t: 'commit'; digest: string };

/** The choice of a secret choice in the clear (`{ t: 'secret', choice }`), else null. */
export function clearChoiceOf(action: unknown): { choice: unknown } | null {
	return isSecretChoice(action) && typeof action === 'object' && action !== null && 'choice' in action ? { choice: action.choice } : null;
}

export interface Proposer {
	propose(seat: number, action: unknown, mySeats: number[]): Promise<Text | null>;
	commitEntry(seat: number, hash: string, by: number): Promise<void>;
}

export class Sealer {
	/** The commitments (`matchId|seat|digest`) whose reveal this incarnation of the session proposed: each once. */
	private revealing = new Set<string>();

	constructor(
		private core: SessionCore,
		private log: Proposer,
		private pockets: PocketStore,
		private mySeats: () => number[]
	) {
		core.subscribe(() => this.revealDue());
	}

	/** A person's secret choice on a seat this device holds, checked, then sealed: the commitment to propose. */
	async sealChoice(seat: number, action: unknown, clear: { choice: unknown }): Promise<Result<Commit>> {
		const r = this.core.runner;
		if (!r || this.core.st.phase !== 'playing') return { ok: false, reason: T('Hra neběží.', 'The match is not running.') };
		if (!this.mySeats().includes(seat)) return { ok: false, reason: T('Za toto místo nehrajete.', 'You do not play this seat.') };
		const checked = r.check(seat, action);
		if (!checked.ok) return checked;
		return this.seal(r, seat, clear.choice);
	}

	/** Draws a salt and stores the pocket durably; answers the commitment to propose. */
	async seal(r: MatchRunner, seat: number, choice: unknown): Promise<Result<Commit>> {
		const salt = randomHex(this.core.deps.random, SALT_BYTES);
		const digest = commitDigest(seat, choice, salt);
		try {
			await this.pockets.put({ matchId: r.record.id, seat, at: r.length, choice, salt, digest });
		} catch (e) {
			const msg = e instanceof Error ? e.message : String(e);
			return { ok: false, reason: T(`Tajnou volbu se nepodařilo uložit (${msg}); nic nebylo odesláno.`, `Could not store the secret choice (${msg}); nothing was sent.`) };
		}
		return ok({ t: 'commit', digest });
	}

	/** Whether this device moves the seat: a person's seat it holds, or (the host) a bot seat. */
	private moves(seat: number): boolean {
		const c = this.core;
		const s = c.st.seats[seat];
		return s?.kind === 'bot' ? c.isHost : this.mySeats().includes(seat);
	}

	/** Proposes, once per commitment, the reveals the agreed state asks of seats this device moves. */
	revealDue(): void {
		const c = this.core;
		const r = c.runner;
		if (!r || c.closed || c.st.phase !== 'playing') return;
		for (const p of pendingOf(r)) {
			if (p.secret !== 'reveal' || !this.moves(p.seat)) continue;
			const digest = lastCommitment(r.record.log, p.seat);
			if (digest === null) continue;
			const key = `${r.record.id}|${p.seat}|${digest}`;
			if (this.revealing.has(key)) continue;
			this.revealing.add(key);
			void this.reveal(r, p.seat, digest);
		}
	}

	private async reveal(r: MatchRunner, seat: number, digest: string): Promise<void> {
		const c = this.core;
		const matchId = r.record.id;
		const pocket = await this.pockets.find(matchId, seat, digest).catch(() => undefined);
		const name = c.st.seats[seat]?.name ?? `#${seat}`;
		if (!pocket) {
			c.notice('error', T(`Toto zařízení nemá uloženou tajnou volbu místa ${name}; nemůže ji odhalit.`, `This device does not hold the sealed choice of seat ${name}; it cannot reveal it.`));
			return;
		}
		const action = { t: 'reveal', choice: pocket.choice, salt: pocket.salt };
		let problem: Text | null;
		if (c.st.seats[seat]?.kind === 'bot') problem = await this.revealForBot(r, seat, action);
		else problem = await this.log.propose(seat, action, this.mySeats());
		if (problem) c.notice('error', T(`Odhalení volby místa ${name} odmítnuto: ${problem.cs}`, `The reveal of seat ${name} was refused: ${problem.en}`));
		else await this.pockets.forget(matchId, seat).catch(() => undefined); // a stale pocket is only clutter
	}

	/** Host: a bot seat's reveal is sequenced like any bot move (bots.ts). */
	private revealForBot(r: MatchRunner, seat: number, action: unknown): Promise<Text | null> {
		const c = this.core;
		return new Promise((resolve) =>
			c.enqueue(async () => {
				if (c.runner !== r || !c.isHost || c.st.phase !== 'playing') return resolve(T('Partie se mezitím změnila.', 'The match changed meanwhile.'));
				const applied = r.apply(seat, action);
				if (!applied.ok) return resolve(applied.reason);
				await this.log.commitEntry(seat, applied.value.hash, c.me);
				resolve(null);
			})
		);
	}
}

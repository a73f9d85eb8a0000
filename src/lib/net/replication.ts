/**
 * Replication of the action log (protocol.ts, LOCKSTEP, DUPLICATES, RECOVERY).
 * On the host: checking and sequencing proposals, storing before broadcasting,
 * catch-up batches, a whole record on `resync`, adopting a survivor's longer
 * log after a hand-over. On a guest: proposals waiting for their entry,
 * applying entries in seq order with hash checks, store-before-ack, asking for
 * gaps, and replacing the record from a verified base.
 */
import { canonicalJson, type MatchRecord, type MatchRunner, type Text } from '$lib/engine';
import { randomHex, type Item, type Msg } from './protocol';
import type { Link } from './transport';
import type { SessionCore } from './core';
import { isInternalError, resultOf, safeOpen } from './game-calls';
import { agreesWithLog, carriesClearSecret, CLEAR_SECRET, entryBatches, inLogSince, isReveal, placeEntry, proposalInLog } from './log-rules';
import { T } from './types';
import { moveTracer, TRACING, type MoveSpan } from './trace';

/** A guest's proposal waiting for its entry (or a refusal). */
export interface WaitingProposal {
	resolve: (t: Text | null) => void;
	seat: number;
	/** canonicalJson of the action */
	action: string;
	base: number;
	pid: string;
}

export class Replication {
	/** This device's proposals waiting for the host, by pid. */
	readonly pending = new Map<string, WaitingProposal>();
	/** Host: a guest with a longer log whose entries we asked for (after a hand-over). */
	adopting: number | null = null;
	private pidBase: string;
	private pidCounter = 0;
	/** Host: `<device>:<pid>` of every proposal applied since this host started. */
	private seenPids = new Set<string>();
	/** Guest: the host's record being replayed before it replaces ours (after `base`). */
	private staging: { runner: MatchRunner; len: number; hash: string } | null = null;
	private resyncing = false;
	/** Guest: the log length at which we last asked for missing entries (-1: none asked). */
	private needSentAt = -1;
	/** The seq of an entry that even the host's whole record could not replay here (this device's game code fails on it). */
	private stuckAt: number | null = null;
	/** The seq of an entry refused because it carried a secret choice in the clear (noticed once). */
	private clearSecretAt: number | null = null;

	constructor(
		private core: SessionCore,
		private driveBots: () => Promise<void>
	) {
		this.pidBase = randomHex(core.deps.random, 4);
		core.onClose(() => {
			for (const p of this.pending.values()) p.resolve(T('Spojení bylo ukončeno.', 'The session was closed.'));
			this.pending.clear();
		});
	}

	/** This device proposes an action for a seat it holds. */
	propose(seat: number, action: unknown, mySeats: number[]): Promise<Text | null> {
		const c = this.core;
		const r = c.runner;
		if (!r || c.st.phase !== 'playing') return Promise.resolve(T('Hra neběží.', 'The match is not running.'));
		if (!mySeats.includes(seat)) return Promise.resolve(T('Za toto místo nehrajete.', 'You do not play this seat.'));
		const span = TRACING ? moveTracer.start(c.isHost ? 'sequence' : 'propose') : null;
		const checked = r.check(seat, action);
		if (!checked.ok) return Promise.resolve(checked.reason);
		span?.mark('propose');
		const pid = `${this.pidBase}-${++this.pidCounter}`;
		if (c.isHost) {
			return new Promise((resolve) => c.enqueue(async () => resolve(await this.hostPropose(c.me, { t: 'propose', pid, seat, action }, span))));
		}
		return new Promise((resolve) => {
			this.pending.set(pid, { resolve, seat, action: canonicalJson(action), base: r.length, pid });
			c.send(c.hostLink, { t: 'propose', pid, seat, action, base: r.length });
			span?.mark('send');
			span?.finish(r.length + 1, false);
		});
	}

	// ---------------------------------------------------------------- host

	/** Checks and applies a proposal; returns the refusal reason or null once it is stored and broadcast. */
	async hostPropose(dev: number, m: Extract<Msg, { t: 'propose' }>, ownSpan: MoveSpan | null = null): Promise<Text | null> {
		const span = ownSpan ?? (TRACING ? moveTracer.start('sequence', moveTracer.receivedAt(m)) : null);
		const c = this.core;
		const r = c.runner;
		const remote = dev !== c.me;
		const refuse = (reason: Text) => {
			if (remote) c.bad(dev, reason.cs, reason.en);
			return reason;
		};
		if (!r || c.st.phase !== 'playing') return refuse(T('Hra neběží.', 'The match is not running.'));
		const key = `${dev}:${m.pid}`;
		if (this.seenPids.has(key)) return null; // a resent proposal we already applied
		if (inLogSince(r.record.log, m.base, m.seat, m.action)) return null; // …applied before this host restarted (protocol.ts, DUPLICATES)
		const seat = c.st.seats[m.seat];
		if (!seat || seat.kind !== 'human' || seat.device !== dev) return refuse(T(`Místo ${m.seat} tomuto zařízení nepatří.`, `Seat ${m.seat} does not belong to this device.`));
		if (carriesClearSecret(m.action)) return refuse(CLEAR_SECRET);
		span?.mark('order');
		const applied = r.apply(m.seat, m.action);
		if (!applied.ok) {
			// A refused reveal stalls the secret decision: every device learns why (protocol.ts, SECRET CHOICES).
			if (isReveal(m.action)) c.broadcast({ t: 'refusal', device: dev, seat: m.seat, reason: applied.reason }, dev);
			if (isReveal(m.action) && remote) {
				// The host's own refused reveals are told by its sealer; a guest's, here as on every other device.
				const name = c.st.seats[m.seat]?.name ?? `#${m.seat}`;
				c.notice('error', T(`Odhalení volby místa ${name} (zařízení ${c.who(dev)}) odmítnuto: ${applied.reason.cs}`, `The reveal of seat ${name} (device ${c.who(dev, undefined, 'en')}) was refused: ${applied.reason.en}`));
			}
			return refuse(applied.reason);
		}
		span?.mark('apply');
		const hash = applied.value.hash;
		span?.mark('hash');
		this.seenPids.add(key);
		await this.commitEntry(m.seat, hash, dev, m.pid, span);
		return null;
	}

	/** Host: stores the entry just applied, then broadcasts it (store before anyone acts on it). */
	async commitEntry(seat: number, hash: string, by: number, pid?: string, span: MoveSpan | null = null): Promise<void> {
		const c = this.core;
		const r = c.runner!;
		await c.saveRecord(r);
		span?.mark('store');
		const seq = r.length;
		c.broadcast({ t: 'entry', seq, seat, action: r.record.log[seq - 1].action, hash, by, pid });
		span?.mark('send');
		if (resultOf(r) && c.st.phase === 'playing') {
			c.st.phase = 'finished';
			c.roomChanged();
		} else c.emit();
		span?.finish(seq, true);
		c.enqueue(() => this.driveBots());
	}

	/** Host: a guest's hello after welcome — send what it misses, the whole record, or ask for its longer log. */
	catchUp(link: Link, dev: { index: number; name: string }, m: Extract<Msg, { t: 'hello' }>): void {
		const c = this.core;
		const r = c.runner;
		if (!r) return;
		if (m.matchId !== r.record.id) this.sendBase(link);
		else if (m.lastSeq <= r.length) {
			if (m.hash !== r.hashes[m.lastSeq]) {
				c.notice('warn', T(`Zařízení ${dev.name} má odlišný záznam; posílám mu celý.`, `Device ${dev.name} has a different record; sending it the whole one.`));
				this.sendBase(link);
			} else this.sendEntries(link, m.lastSeq);
		} else {
			// The guest knows more than we do (after a hand-over): adopt its entries.
			this.adopting = dev.index;
			c.send(link, { t: 'need', from: r.length });
		}
	}

	sendEntries(link: Link, from: number): void {
		const r = this.core.runner;
		if (!r) return;
		for (const b of entryBatches(r.record.log, r.hashes, from)) this.core.send(link, { t: 'entries', from: b.from, items: b.items });
	}

	sendBase(link: Link): void {
		const r = this.core.runner;
		if (!r) return;
		this.core.send(link, { t: 'base', record: { ...r.record, log: [] }, len: r.length, hash: r.hash });
		this.sendEntries(link, 0);
	}

	/** Host: the replication messages of a guest. */
	async onGuestMessage(link: Link, dev: number, m: Extract<Msg, { t: 'propose' | 'ack' | 'need' | 'resync' | 'entries' }>): Promise<void> {
		const c = this.core;
		switch (m.t) {
			case 'propose': {
				const reason = await this.hostPropose(dev, m);
				if (reason) c.send(link, { t: 'refused', pid: m.pid, reason });
				return;
			}
			case 'ack': {
				if (!c.runner || m.seq > c.runner.length) c.bad(dev, `potvrzení neznámého tahu ${m.seq}.`, `an ack for unknown seq ${m.seq}.`);
				return;
			}
			case 'need':
				if (!c.runner || m.from > c.runner.length) return c.bad(dev, 'žádost o neexistující tahy.', 'a request for entries that do not exist.');
				return this.sendEntries(link, m.from);
			case 'resync':
				c.notice('warn', T(`Zařízení ${c.who(dev)} hlásí odlišný stav; posílám celý záznam.`, `Device ${c.who(dev)} reports a different state; sending the whole record.`));
				return this.sendBase(link);
			case 'entries':
				if (this.adopting !== dev) return c.bad(dev, 'nevyžádané tahy.', 'unrequested entries.');
				return this.adopt(dev, m);
		}
	}

	/** New host adopting entries a survivor has and we do not. */
	private async adopt(dev: number, m: Extract<Msg, { t: 'entries' }>): Promise<void> {
		const c = this.core;
		const r = c.runner;
		if (!r || m.from !== r.length) return c.bad(dev, 'tahy mimo pořadí.', 'entries out of order.');
		for (const [seat, action, hash] of m.items) {
			if (carriesClearSecret(action)) {
				c.bad(dev, CLEAR_SECRET.cs, CLEAR_SECRET.en);
				break;
			}
			const applied = r.apply(seat, action);
			if (!applied.ok || applied.value.hash !== hash) {
				if (applied.ok) r.undo(seat);
				c.bad(dev, 'převzatý tah nesouhlasí.', 'an adopted entry does not match.');
				break;
			}
			await c.saveRecord(r);
			c.broadcast({ t: 'entry', seq: r.length, seat, action: r.record.log[r.length - 1].action, hash, by: dev }, dev);
		}
		this.adopting = null;
		if (resultOf(r) && c.st.phase === 'playing') c.st.phase = 'finished';
		c.roomChanged();
		await this.driveBots();
	}

	/** Host: a link to `dev` closed; stop waiting for its entries. */
	linkLost(dev: number): void {
		if (this.adopting === dev) this.adopting = null;
	}

	// ---------------------------------------------------------------- hand-over

	/** A guest that reached a host: send the waiting proposals again (the host drops ones it has seen). */
	resendPending(): void {
		this.needSentAt = -1;
		for (const p of this.pending.values()) this.core.send(this.core.hostLink, { t: 'propose', pid: p.pid, seat: p.seat, action: JSON.parse(p.action), base: p.base });
	}

	/** A guest becoming host: drop any resync in progress and take its waiting proposals to apply as host. */
	takeOverPending(): WaitingProposal[] {
		this.staging = null;
		this.resyncing = false;
		const waiting = [...this.pending.values()];
		this.pending.clear();
		return waiting;
	}

	/** Applies, as host, the proposals this device was waiting for as a guest. */
	proposeAsHost(waiting: WaitingProposal[]): void {
		const c = this.core;
		for (const p of waiting) c.enqueue(async () => p.resolve(await this.hostPropose(c.me, { t: 'propose', pid: p.pid, seat: p.seat, action: JSON.parse(p.action) })));
	}

	// ---------------------------------------------------------------- guest

	/** Guest: the replication messages of the host. */
	async onHostMessage(link: Link, m: Extract<Msg, { t: 'entry' | 'entries' | 'base' | 'need' | 'refused' | 'refusal' }>): Promise<void> {
		switch (m.t) {
			case 'refusal': {
				const c = this.core;
				const seat = c.st.seats[m.seat]?.name ?? `#${m.seat}`;
				c.notice('error', T(`Hostitel odmítl odhalení volby místa ${seat} (zařízení ${c.who(m.device)}): ${m.reason.cs}`, `The host refused the reveal of seat ${seat} (device ${c.who(m.device, undefined, 'en')}): ${m.reason.en}`));
				return;
			}
			case 'entry':
				return this.takeEntries(m.seq - 1, [[m.seat, m.action, m.hash]], m.by, m.pid, TRACING ? moveTracer.start('follow', moveTracer.receivedAt(m)) : null);
			case 'entries':
				return this.takeEntries(m.from, m.items);
			case 'base':
				return this.takeBase(m);
			case 'need': {
				// The new host asks for entries it missed (hand-over); an empty batch says "nothing more".
				const r = this.core.runner;
				if (!r || m.from > r.length) return;
				const batches = entryBatches(r.record.log, r.hashes, m.from);
				if (!batches.length) batches.push({ from: m.from, items: [] });
				for (const b of batches) this.core.send(link, { t: 'entries', from: b.from, items: b.items });
				return;
			}
			case 'refused': {
				const p = this.pending.get(m.pid);
				if (p) {
					this.pending.delete(m.pid);
					p.resolve(m.reason);
				}
				return;
			}
		}
	}

	private async takeBase(m: Extract<Msg, { t: 'base' }>): Promise<void> {
		const c = this.core;
		if (!c.module) return;
		const rec = m.record as unknown as MatchRecord;
		if (!Array.isArray(rec.log) || rec.log.length) return c.bad(c.st.hostIndex, 'neplatný základ záznamu.', 'an invalid record base.');
		const opened = safeOpen(c.module, rec);
		if (!opened.ok) return c.bad(c.st.hostIndex, opened.reason.cs, opened.reason.en);
		this.staging = { runner: opened.value, len: m.len, hash: m.hash };
		this.resyncing = true;
		await this.finishStaging();
	}

	/** The host's record does not replay here: keep our own record and stop waiting for the resync. */
	private stagingFailed(seq: number, reason: Text | null): void {
		this.staging = null;
		this.resyncing = false;
		this.stuckAt = seq;
		this.needSentAt = -1;
		const why = reason ? T(` (tah ${seq}: ${reason.cs})`, ` (action ${seq}: ${reason.en})`) : T(` (tah ${seq})`, ` (action ${seq})`);
		this.core.notice('error', T(`Záznam od hostitele nejde přehrát${why.cs}.`, `The record from the host cannot be replayed${why.en}.`));
	}

	/** Once the staged record reached the announced length and hash, it replaces ours (stored, then acked). */
	private async finishStaging(): Promise<void> {
		const c = this.core;
		const sg = this.staging;
		if (!sg || sg.runner.length < sg.len) return;
		this.staging = null;
		this.resyncing = false;
		if (sg.runner.hash !== sg.hash) {
			c.notice('error', T('Záznam od hostitele se nepodařilo ověřit.', 'The record from the host could not be verified.'));
			return;
		}
		const replaced = c.runner !== null;
		this.stuckAt = null;
		c.runner = sg.runner;
		await c.saveRecord(sg.runner);
		c.st.matchId = sg.runner.record.id;
		if (c.st.phase !== 'finished') c.st.phase = resultOf(sg.runner) ? 'finished' : 'playing';
		c.saveSession();
		if (replaced) c.notice('info', T('Záznam partie byl obnoven od hostitele.', 'The match record was restored from the host.'));
		this.resolvePendingFrom(0);
		c.send(c.hostLink, { t: 'ack', seq: sg.runner.length });
		c.emit();
	}

	private async takeEntries(from: number, items: Item[], by?: number, pid?: string, span: MoveSpan | null = null): Promise<void> {
		const c = this.core;
		span?.mark('order');
		if (this.staging) {
			const sg = this.staging;
			let at = from;
			for (const [seat, action, hash] of items) {
				if (at === sg.runner.length) {
					if (carriesClearSecret(action)) return this.stagingFailed(at + 1, CLEAR_SECRET);
					const a = sg.runner.apply(seat, action);
					if (!a.ok || a.value.hash !== hash) return this.stagingFailed(at + 1, a.ok ? null : a.reason);
				}
				at++;
			}
			return this.finishStaging();
		}
		const r = c.runner;
		if (!r) {
			// (Not again after the host's record failed to replay here: see stuckAt.)
			if ((c.st.phase === 'playing' || c.st.phase === 'finished') && this.stuckAt === null) c.send(c.hostLink, { t: 'resync' });
			return;
		}
		if (this.resyncing) return;
		let at = from;
		let applied = 0;
		for (const [seat, action, hash] of items) {
			const place = placeEntry(at, r.length);
			if (place === 'held') {
				// A duplicate: it must agree with what we already have.
				if (!agreesWithLog(r.record.log, r.hashes, at, seat, action, hash)) return this.mismatch(at + 1, null);
			} else if (place === 'gap') {
				if (this.needSentAt !== r.length) {
					this.needSentAt = r.length;
					c.notice('info', T(`Chybí tahy od ${r.length + 1}; vyžádány znovu.`, `Missing entries from ${r.length + 1}; asked again.`));
					c.send(c.hostLink, { t: 'need', from: r.length });
				}
				break;
			} else if (carriesClearSecret(action)) {
				// Not applied, not resynced (the host's record would carry it again): refused with the reason.
				this.clearSecretFromHost(at + 1);
				break;
			} else {
				const a = r.apply(seat, action);
				span?.mark('apply');
				const got = a.ok ? a.value.hash : null;
				span?.mark('hash');
				if (!a.ok || got !== hash) {
					if (a.ok) r.undo(seat);
					return this.mismatch(at + 1, a.ok ? null : a.reason);
				}
				span?.mark('verify');
				applied++;
			}
			at++;
		}
		if (!applied) return;
		this.needSentAt = -1;
		if (this.stuckAt !== null && r.length >= this.stuckAt) this.stuckAt = null;
		await c.saveRecord(r);
		span?.mark('store');
		c.send(c.hostLink, { t: 'ack', seq: r.length });
		span?.mark('send');
		if (pid !== undefined && by === c.me) {
			const p = this.pending.get(pid);
			if (p) {
				this.pending.delete(pid);
				p.resolve(null);
			}
		}
		this.resolvePendingFrom(r.length - applied);
		if (resultOf(r) && c.st.phase === 'playing') c.st.phase = 'finished';
		c.emit();
		span?.finish(r.length, true);
	}

	/** Guest: the host sent entry `seq` with a secret choice in the clear: refuse it, say so once. */
	private clearSecretFromHost(seq: number): void {
		if (this.clearSecretAt === seq) return;
		this.clearSecretAt = seq;
		this.core.notice('error', T(`Tah ${seq} od hostitele odmítnut: ${CLEAR_SECRET.cs}`, `Action ${seq} from the host refused: ${CLEAR_SECRET.en}`));
	}

	/** Proposals that show up in the log (caught up after a reconnect) are done. */
	private resolvePendingFrom(from: number): void {
		const r = this.core.runner;
		if (!r || !this.pending.size) return;
		for (const p of [...this.pending.values()]) {
			if (proposalInLog(r.record.log, from, p)) {
				this.pending.delete(p.pid);
				p.resolve(null);
			}
		}
	}

	/**
	 * Our state after `seq` differs from the host's, or our game code cannot apply
	 * that entry (`reason`): fetch the host's whole record. When even that could not
	 * be replayed at this entry, stay behind and try again with the next entries
	 * instead of fetching the whole record over and over.
	 */
	private mismatch(seq: number, reason: Text | null): void {
		this.needSentAt = -1;
		if (this.stuckAt === seq && reason && isInternalError(reason)) return;
		const why = reason ? T(` (${reason.cs})`, ` (${reason.en})`) : T('', '');
		this.core.notice('error', T(`Stav po tahu ${seq} nesouhlasí s hostitelem${why.cs}; stahuji celý záznam.`, `The state after action ${seq} differs from the host${why.en}; fetching the whole record.`));
		this.resyncing = true;
		this.core.send(this.core.hostLink, { t: 'resync' });
	}
}

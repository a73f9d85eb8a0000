/**
 * Secret simultaneous choices online (protocol.ts, SECRET CHOICES): this device never sends a
 * choice in the clear. It seals the choice — a fresh salt, the pocket stored durably, then only
 * the commitment `{ t: 'commit', digest }` is proposed — and, once the agreed state asks the seat
 * to reveal (every seat of the decision has chosen or committed), proposes
 * `{ t: 'reveal', choice, salt }` from the pocket. The host does the same for the bot seats it
 * moves. Every engine checks the reveal against the commitment in the log.
 *
 * When a reveal cannot come (engine/sdk/secret.ts; README, "Secret choices"): a seat whose pocket
 * is missing — storage cleared, another browser, or a new host holding none for its bots'
 * commitments — or does not open its commitment is withdrawn while some seat still has to choose
 * (the person, or the bot, then chooses again) and forfeited to the seeded lot once all are in.
 * A reveal refused although its pocket opens the commitment was altered on its way (a tampered
 * device or link): it is proposed once more, as the seat must reveal what it committed to.
 */
import { commitDigest, isSecretChoice, ok, type MatchRunner, type Result, type Text } from '$lib/engine';
import type { SessionCore } from './core';
import { pendingOf } from './game-calls';
import { lastCommitment, openCommitment } from './log-rules';
import type { Pocket, PocketStore } from './pockets';
import { randomHex } from './protocol';
import { T } from './types';

/** Bytes of a salt: 32, as 64 hex characters (drawn here: the engine stays deterministic). */
export const SALT_BYTES = 32;

export type Commit = { t: 'commit'; digest: string };

/** How often a seat proposes the reveal of one commitment in a session's life: a reveal altered on its way is sent again once. */
const REVEAL_TRIES = 2;

/** Whether the pocket opens the commitment `digest` of `seat` (a pocket edited in storage does not). */
export function opens(pocket: Pocket | undefined, seat: number, digest: string): pocket is Pocket {
	return !!pocket && commitDigest(seat, pocket.choice, pocket.salt) === digest;
}

/** The choice of a secret choice in the clear (`{ t: 'secret', choice }`), else null. */
export function clearChoiceOf(action: unknown): { choice: unknown } | null {
	return isSecretChoice(action) && typeof action === 'object' && action !== null && 'choice' in action ? { choice: action.choice } : null;
}

export interface Proposer {
	/** Set while a new host adopts a survivor's longer log (its state is stale until then). */
	readonly adopting: number | null;
	propose(seat: number, action: unknown, mySeats: number[]): Promise<Text | null>;
	commitEntry(seat: number, hash: string, by: number): Promise<void>;
}

export class Sealer {
	/** The commitments (`matchId|seat|digest|stage`) this incarnation of the session handled: each once per stage. */
	private handled = new Set<string>();

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

	/**
	 * Whether this device moves the seat: a person's seat it holds, or (the host) a bot seat — not
	 * while adopting a survivor's longer log, which may hold the old host's reveal for the bot.
	 */
	private moves(seat: number): boolean {
		const c = this.core;
		const s = c.st.seats[seat];
		return s?.kind === 'bot' ? c.isHost && this.log.adopting === null : this.mySeats().includes(seat);
	}

	/**
	 * Acts, once per commitment and stage, for the seats this device moves: reveals what the agreed
	 * state asks to reveal; while some seat still has to choose, checks that the pocket of each open
	 * commitment is still here (else withdraws it, so the seat chooses again).
	 */
	revealDue(): void {
		const c = this.core;
		const r = c.runner;
		if (!r || c.closed || c.st.phase !== 'playing') return;
		const pending = pendingOf(r);
		const once = (seat: number, digest: string, stage: string) => {
			const key = `${r.record.id}|${seat}|${digest}|${stage}`;
			if (this.handled.has(key)) return false;
			this.handled.add(key);
			return true;
		};
		for (const p of pending) {
			if (p.secret !== 'reveal' || !this.moves(p.seat)) continue;
			const digest = lastCommitment(r.record.log, p.seat);
			if (digest !== null && once(p.seat, digest, 'reveal')) void this.reveal(r, p.seat, digest);
		}
		if (!pending.some((p) => p.secret === 'choose')) return;
		for (let seat = 0; seat < c.st.seats.length; seat++) {
			if (!this.moves(seat) || pending.some((p) => p.seat === seat)) continue;
			const digest = openCommitment(r.record.log, seat);
			if (digest !== null && once(seat, digest, 'held')) void this.withdrawIfLost(r, seat, digest);
		}
	}

	/** The pocket of the commitment, `undefined` when none opens it, or null when the store cannot be read (then nothing is done). */
	private async pocketOf(r: MatchRunner, seat: number, digest: string): Promise<Pocket | undefined | null> {
		try {
			const pocket = await this.pockets.find(r.record.id, seat, digest);
			return opens(pocket, seat, digest) ? pocket : undefined;
		} catch (e) {
			const name = this.core.st.seats[seat]?.name ?? `#${seat}`;
			const msg = e instanceof Error ? e.message : String(e);
			this.core.notice('error', T(`Tajnou volbu místa ${name} se nepodařilo přečíst (${msg}).`, `Could not read the sealed choice of seat ${name} (${msg}).`));
			return null;
		}
	}

	/** While some seat still has to choose: a commitment whose pocket is lost is withdrawn, and the seat chooses again. */
	private async withdrawIfLost(r: MatchRunner, seat: number, digest: string): Promise<void> {
		const c = this.core;
		if ((await this.pocketOf(r, seat, digest)) !== undefined) return;
		const name = c.st.seats[seat]?.name ?? `#${seat}`;
		c.notice('error', T(`Toto zařízení nemá uloženou tajnou volbu místa ${name}; bere ji zpět, místo volí znovu.`, `This device does not hold the sealed choice of seat ${name}; it withdraws it and the seat chooses again.`));
		const problem = await this.proposeFor(r, seat, { t: 'withdraw' });
		if (problem) c.notice('error', T(`Vzetí volby místa ${name} zpět odmítnuto: ${problem.cs}`, `Withdrawing the choice of seat ${name} was refused: ${problem.en}`));
	}

	private async reveal(r: MatchRunner, seat: number, digest: string): Promise<void> {
		const c = this.core;
		const pocket = await this.pocketOf(r, seat, digest);
		if (pocket === null) return;
		const name = c.st.seats[seat]?.name ?? `#${seat}`;
		if (!pocket) {
			// Everyone is in, so the seat may not choose again: the seeded lot decides (engine/sdk/secret.ts).
			c.notice('error', T(`Toto zařízení nemá uloženou tajnou volbu místa ${name}; nemůže ji odhalit, rozhodne los.`, `This device does not hold the sealed choice of seat ${name}; it cannot reveal it, so the lot decides.`));
			const problem = await this.proposeFor(r, seat, { t: 'forfeit' });
			if (problem) c.notice('error', T(`Los za volbu místa ${name} odmítnut: ${problem.cs}`, `The lot for the choice of seat ${name} was refused: ${problem.en}`));
			return;
		}
		const action = { t: 'reveal', choice: pocket.choice, salt: pocket.salt };
		for (let attempt = 1; attempt <= REVEAL_TRIES; attempt++) {
			const problem = await this.proposeFor(r, seat, action);
			if (!problem) return void (await this.pockets.forget(r.record.id, seat, digest).catch(() => undefined)); // a stale pocket is only clutter
			c.notice('error', T(`Odhalení volby místa ${name} odmítnuto: ${problem.cs}`, `The reveal of seat ${name} was refused: ${problem.en}`));
			// The pocket opens the commitment, so the refused reveal was altered on its way: send it again if it is still due.
			const still = c.runner === r && pendingOf(r).some((p) => p.seat === seat && p.secret === 'reveal') && lastCommitment(r.record.log, seat) === digest;
			if (!still) return;
		}
	}

	/** Proposes a seat's action: a person's through the log, a bot's (host) sequenced like any bot move. */
	private proposeFor(r: MatchRunner, seat: number, action: unknown): Promise<Text | null> {
		return this.core.st.seats[seat]?.kind === 'bot' ? this.applyForBot(r, seat, action) : this.log.propose(seat, action, this.mySeats());
	}

	/** Host: a bot seat's reveal, withdrawal or forfeit is sequenced like any bot move (bots.ts). */
	private applyForBot(r: MatchRunner, seat: number, action: unknown): Promise<Text | null> {
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

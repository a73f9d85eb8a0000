/**
 * Bot seats are played by the host (protocol.ts, LOCKSTEP) through the one bot
 * driver of the engine (engine/bot-driver.ts): the first bot of the game chooses
 * among the legal actions with rngFromSeed(`${seed}:bot:${seq}`), seq being the
 * entry's 1-based index in the log, so any device could recompute the same
 * choice. With a BotClient (a worker in the app) the host asks it asynchronously
 * and applies the answer only if the match has not moved on meanwhile. A bot's secret choice
 * is drawn with a private salt in its seed and goes out sealed like a person's (sealing.ts).
 */
import { answerAction, answerBotRequest, BOT_FAILED, botMove, nextBotTurn, type Bot, type BotAnswer, type BotClient, type BotRequest, type MatchRunner, type Text } from '$lib/engine';
import type { SessionCore } from './core';
import { pendingOf, resultOf } from './game-calls';
import { randomHex } from './protocol';
import { clearChoiceOf, SALT_BYTES, type Sealer } from './sealing';
import { T, type RoomSeat } from './types';

export type BotMove = { seat: number; action: unknown } | { failed: Text } | null;

const botSeat = (seats: readonly RoomSeat[]) => (seat: number) => seats[seat]?.kind === 'bot';

/** The move of the first bot seat that has a decision pending (null: none to make), chosen in this thread. */
export function chooseBotMove(r: MatchRunner, seats: readonly RoomSeat[], bots: readonly Bot[]): BotMove {
	if (!bots.length) return null;
	const move = botMove(r, botSeat(seats), bots);
	if (!move) return null;
	return 'failed' in move ? { failed: move.failed } : { seat: move.seat, action: move.action };
}

/** Plays the bot seats on the host, one move per call; each move is sequenced like a proposal. */
export class BotDriver {
	constructor(
		private core: SessionCore,
		private log: { readonly adopting: number | null; commitEntry(seat: number, hash: string, by: number): Promise<void> },
		private sealer: Pick<Sealer, 'seal'>,
		private client?: BotClient
	) {}

	#ready(r: MatchRunner | null): r is MatchRunner {
		const c = this.core;
		// Not while adopting a survivor's longer log: the bot would move on a stale state.
		return !!r && c.isHost && c.runner === r && c.st.phase === 'playing' && !resultOf(r) && this.log.adopting === null;
	}

	/** The answer of the bot (its worker, else this thread); never throws. */
	async #ask(request: BotRequest): Promise<BotAnswer> {
		if (!this.client) return answerBotRequest(this.core.bots, request);
		try {
			return await this.client.choose(request);
		} catch (e) {
			const msg = String((e as Error)?.message ?? e);
			return { ok: false, reason: BOT_FAILED(T(msg, msg)) };
		}
	}

	async drive(): Promise<void> {
		const c = this.core;
		const r = c.runner;
		if (!this.#ready(r) || !c.bots.length) return;
		const pending = pendingOf(r);
		// A bot seat that must reveal reveals from its pocket (sealing.ts), it does not choose again.
		const revealing = new Set(pending.flatMap((p) => (p.secret === 'reveal' ? [p.seat] : [])));
		const turn = nextBotTurn(r, (seat) => botSeat(c.st.seats)(seat) && !revealing.has(seat), c.bots);
		if (!turn) return;
		if ('failed' in turn) return c.notice('error', turn.failed);
		const secret = pending.some((p) => p.seat === turn.seat && p.secret === 'choose');
		// A secret choice: the public seed rule would let any device recompute the bot's pick, so it gets a private salt.
		const request = secret ? { ...turn.request, seedString: `${turn.request.seedString}:sealed:${randomHex(c.deps.random, SALT_BYTES)}` } : turn.request;
		const answer = await this.#ask(request);
		// The match may have moved on while the bot thought: its answer is for entry `seq` only.
		if (!this.#ready(r)) return;
		if (!answer.ok) return c.notice('error', answer.reason);
		if (turn.seq !== r.length + 1) return;
		let action = answerAction(turn, answer);
		const clear = clearChoiceOf(action);
		if (clear) {
			const sealed = await this.sealer.seal(r, turn.seat, clear.choice);
			if (!sealed.ok) return c.notice('error', sealed.reason);
			if (!this.#ready(r) || turn.seq !== r.length + 1) return;
			action = sealed.value;
		}
		const applied = r.apply(turn.seat, action);
		if (!applied.ok) {
			c.notice('error', T(`Robot zahrál nepovolený tah: ${applied.reason.cs}`, `The bot chose an illegal action: ${applied.reason.en}`));
			return;
		}
		await this.log.commitEntry(turn.seat, applied.value.hash, c.me);
	}
}

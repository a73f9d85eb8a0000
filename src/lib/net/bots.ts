/**
 * Bot seats are played by the host (protocol.ts, LOCKSTEP) through the one bot
 * driver of the engine (engine/bot-driver.ts): the first bot of the game chooses
 * among the legal actions with rngFromSeed(`${seed}:bot:${seq}`), seq being the
 * entry's 1-based index in the log, so any device could recompute the same
 * choice. With a BotClient (a worker in the app) the host asks it asynchronously
 * and applies the answer only if the match has not moved on meanwhile.
 */
import { botMove, botMoveVia, type Bot, type BotClient, type MatchRunner, type Text } from '$lib/engine';
import type { SessionCore } from './core';
import { resultOf } from './game-calls';
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
		private client?: BotClient
	) {}

	#ready(r: MatchRunner | null): r is MatchRunner {
		const c = this.core;
		// Not while adopting a survivor's longer log: the bot would move on a stale state.
		return !!r && c.isHost && c.runner === r && c.st.phase === 'playing' && !resultOf(r) && this.log.adopting === null;
	}

	async drive(): Promise<void> {
		const c = this.core;
		const r = c.runner;
		if (!this.#ready(r) || !c.bots.length) return;
		let move: BotMove;
		if (this.client) {
			const m = await botMoveVia(r, botSeat(c.st.seats), c.bots, this.client);
			// The match may have moved on while the bot thought: its answer is for entry `seq` only.
			if (!m || !this.#ready(r)) return;
			if ('failed' in m) move = m;
			else if (m.seq !== r.length + 1) return;
			else move = m;
		} else move = chooseBotMove(r, c.st.seats, c.bots);
		if (!move) return;
		if ('failed' in move) {
			c.notice('error', move.failed);
			return;
		}
		const applied = r.apply(move.seat, move.action);
		if (!applied.ok) {
			c.notice('error', T(`Robot zahrál nepovolený tah: ${applied.reason.cs}`, `The bot chose an illegal action: ${applied.reason.en}`));
			return;
		}
		await this.log.commitEntry(move.seat, applied.value.hash, c.me);
	}
}

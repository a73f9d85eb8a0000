/**
 * Bot seats are played by the host (protocol.ts, LOCKSTEP): the first bot of
 * the game chooses among the legal actions with rngFromSeed(seed + ':bot:' + seq),
 * so any device could recompute the same choice.
 */
import { INTERNAL_ERROR, rngFromSeed, type Bot, type MatchRunner, type Text } from '$lib/engine';
import type { SessionCore } from './core';
import { callGame, pendingOf, resultOf } from './game-calls';
import { T, type RoomSeat } from './types';

export type BotMove = { seat: number; action: unknown } | { failed: Text } | null;

/** The move of the first bot seat that has a decision pending (null: none to make). */
export function chooseBotMove(r: MatchRunner, seats: readonly RoomSeat[], bots: readonly Bot[]): BotMove {
	const p = pendingOf(r).find((x) => seats[x.seat]?.kind === 'bot');
	if (!p || !bots.length) return null;
	const bot = bots[0];
	const legal = callGame(r.module, 'legalActions', () => r.legalActions(p.seat), []);
	if (!legal.length) return null;
	const action = callGame(r.module, `bot ${bot.id}`, () => bot.choose(r.view(p.seat), legal, rngFromSeed(`${r.record.seed}:bot:${r.length + 1}`)), undefined);
	if (action === undefined) return { failed: T(`Robot nedokázal vybrat tah: ${INTERNAL_ERROR.cs}`, `The bot could not choose an action: ${INTERNAL_ERROR.en}`) };
	return { seat: p.seat, action };
}

/** Plays the bot seats on the host, one move per call; each move is sequenced like a proposal. */
export class BotDriver {
	constructor(
		private core: SessionCore,
		private log: { readonly adopting: number | null; commitEntry(seat: number, hash: string, by: number): Promise<void> }
	) {}

	async drive(): Promise<void> {
		const c = this.core;
		const r = c.runner;
		// Not while adopting a survivor's longer log: the bot would move on a stale state.
		if (!c.isHost || !r || c.st.phase !== 'playing' || resultOf(r) || this.log.adopting !== null) return;
		const move = chooseBotMove(r, c.st.seats, c.bots);
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

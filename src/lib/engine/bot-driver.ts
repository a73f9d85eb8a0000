/**
 * The one bot driver: used by the app (local bots), the network host (bot seats
 * online) and the sim. It picks the first pending bot seat, lists that seat's
 * legal actions and asks the bot with ONE seed rule:
 *
 *   rngFromSeed(`${record.seed}:bot:${seq}`)
 *
 * where `seq` is the 1-based index the bot's action will have in the log (the log
 * length + 1). The rule depends only on the record, so any device (and any tool)
 * recomputes the same choice for the same match at the same point.
 *
 * Game and bot code is guarded: an exception is reported like the kernel's
 * (`internalErrors`) and becomes a failure with a reason, never a throw.
 */
import type { Bot } from './bot';
import { INTERNAL_ERROR, internalErrors, sameData, type MatchRunner } from './match';
import { rngFromSeed } from './rng';
import type { Text } from './types';

/** The seed string of the bot's choice for log entry number `seq` (1-based). */
export function botSeedString(matchSeed: string, seq: number): string {
	return `${matchSeed}:bot:${seq}`;
}

/** Everything a bot needs to choose one action (plain data: it may cross to a worker). */
export interface BotRequest {
	gameId: string;
	botId: string;
	/** The deciding seat's view only. */
	view: unknown;
	legal: unknown[];
	/** botSeedString(seed, seq) */
	seedString: string;
}

/** A bot's answer: the chosen action and its index among `legal` (-1: not listed). */
export type BotAnswer = { ok: true; action: unknown; index: number } | { ok: false; reason: Text };

/** A bot turn prepared by the driver: who decides, what the bot is asked, and for which log entry. */
export interface BotTurn {
	seat: number;
	/** The 1-based log index the action will take (the seed rule's `seq`). */
	seq: number;
	request: BotRequest;
}

export type BotTurnOrFailure = BotTurn | { seat: number; failed: Text };

const T = (cs: string, en: string): Text => ({ cs, en });

export const BOT_FAILED = (reason: Text): Text =>
	T(`Robot nedokázal vybrat tah: ${reason.cs}`, `The bot could not choose an action: ${reason.en}`);

function guard<R>(r: MatchRunner, call: string, fn: () => R): { ok: true; value: R } | { ok: false } {
	try {
		return { ok: true, value: fn() };
	} catch (error) {
		internalErrors.report(error, { game: r.module.id, call });
		return { ok: false };
	}
}

/**
 * The next bot turn of a match: the first pending seat that `isBot` says is a bot.
 * Null when the match is over or no bot has a decision. `botId` picks the bot
 * (default: the game's first).
 */
export function nextBotTurn(r: MatchRunner, isBot: (seat: number) => boolean, bots: readonly Pick<Bot, 'id'>[], botId?: string): BotTurnOrFailure | null {
	const over = guard(r, 'result', () => r.result());
	if (!over.ok || over.value) return null;
	const pending = guard(r, 'pending', () => r.pending());
	if (!pending.ok) return null;
	const p = pending.value.find((x) => isBot(x.seat));
	if (!p) return null;
	const seat = p.seat;
	const bot = botId === undefined ? bots[0] : bots.find((b) => b.id === botId);
	if (!bot) return { seat, failed: BOT_FAILED(T('hra nemá robota', 'the game has no bot')) };
	const legal = guard(r, 'legalActions', () => r.legalActions(seat));
	if (!legal.ok) return { seat, failed: BOT_FAILED(INTERNAL_ERROR) };
	if (!legal.value.length) return { seat, failed: BOT_FAILED(T('žádný povolený tah', 'no legal action')) };
	const view = guard(r, 'view', () => r.view(seat));
	if (!view.ok) return { seat, failed: BOT_FAILED(INTERNAL_ERROR) };
	const seq = r.length + 1;
	return { seat, seq, request: { gameId: r.module.id, botId: bot.id, view: view.value, legal: legal.value, seedString: botSeedString(r.record.seed, seq) } };
}

/** Asks a bot (in this thread) for its choice; never throws. */
export function answerBotRequest(bots: readonly Bot[], req: BotRequest): BotAnswer {
	const bot = bots.find((b) => b.id === req.botId);
	if (!bot) return { ok: false, reason: BOT_FAILED(T(`neznámý robot ${req.botId}`, `unknown bot ${req.botId}`)) };
	let action: unknown;
	try {
		action = bot.choose(req.view, req.legal, rngFromSeed(req.seedString));
	} catch (error) {
		internalErrors.report(error, { game: req.gameId, call: `bot ${bot.id}` });
		const msg = error instanceof Error ? error.message : String(error);
		return { ok: false, reason: BOT_FAILED(T(`${INTERNAL_ERROR.cs} (${msg})`, `${INTERNAL_ERROR.en} (${msg})`)) };
	}
	if (action === undefined) return { ok: false, reason: BOT_FAILED(T('robot nevrátil tah', 'the bot returned no action')) };
	let index = req.legal.indexOf(action);
	if (index < 0) index = req.legal.findIndex((a) => sameData(a, action));
	return { ok: true, action, index };
}

/** The action an answer stands for: the listed action when the bot chose one (a copy from a worker maps back). */
export function answerAction(turn: BotTurn, answer: Extract<BotAnswer, { ok: true }>): unknown {
	return answer.index >= 0 && answer.index < turn.request.legal.length ? turn.request.legal[answer.index] : answer.action;
}

/** Where bots choose: in this thread, or in a worker (asynchronously, so a slow bot never blocks the page). */
export interface BotClient {
	choose(req: BotRequest): Promise<BotAnswer>;
	dispose?(): void;
}

/** A BotClient that runs the bots in this thread (Node, tests, no Worker). */
export function inThreadBotClient(botsOf: (gameId: string) => readonly Bot[] | undefined | Promise<readonly Bot[] | undefined>): BotClient {
	return {
		async choose(req) {
			let bots: readonly Bot[] | undefined;
			try {
				bots = await botsOf(req.gameId);
			} catch {
				bots = undefined;
			}
			if (!bots) return { ok: false, reason: BOT_FAILED(T(`neznámá hra ${req.gameId}`, `unknown game ${req.gameId}`)) };
			return answerBotRequest(bots, req);
		}
	};
}

export type BotMove = { seat: number; seq: number; action: unknown } | { seat: number; failed: Text } | null;

/** One bot move, synchronously (the sim, tests): the next bot turn answered in this thread. */
export function botMove(r: MatchRunner, isBot: (seat: number) => boolean, bots: readonly Bot[], botId?: string): BotMove {
	const turn = nextBotTurn(r, isBot, bots, botId);
	if (!turn || 'failed' in turn) return turn;
	const answer = answerBotRequest(bots, turn.request);
	if (!answer.ok) return { seat: turn.seat, failed: answer.reason };
	return { seat: turn.seat, seq: turn.seq, action: answerAction(turn, answer) };
}

/** One bot move through a BotClient (a worker). The caller checks `seq` is still next before applying. */
export async function botMoveVia(r: MatchRunner, isBot: (seat: number) => boolean, bots: readonly Pick<Bot, 'id'>[], client: BotClient, botId?: string): Promise<BotMove> {
	const turn = nextBotTurn(r, isBot, bots, botId);
	if (!turn || 'failed' in turn) return turn;
	let answer: BotAnswer;
	try {
		answer = await client.choose(turn.request);
	} catch (e) {
		answer = { ok: false, reason: BOT_FAILED(T(String((e as Error)?.message ?? e), String((e as Error)?.message ?? e))) };
	}
	if (!answer.ok) return { seat: turn.seat, failed: answer.reason };
	return { seat: turn.seat, seq: turn.seq, action: answerAction(turn, answer) };
}

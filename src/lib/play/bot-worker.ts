/**
 * The bots' Web Worker: answers {id, request: BotRequest} with {id, answer: BotAnswer}.
 * It loads a game's headless rules and bots lazily through the manifest (the same
 * loader the Node tools use) and asks the bot named in the request with the seed
 * string the driver computed (engine/bot-driver.ts), so its choice is the one the
 * main thread, another device or the sim would make.
 */
import { answerBotRequest, type BotAnswer, type BotRequest } from '$lib/engine';
import { loadHeadlessGame, type HeadlessGame } from '$lib/games/headless';

const games = new Map<string, Promise<HeadlessGame | undefined>>();

export interface BotWorkerRequest {
	id: number;
	request: BotRequest;
}
export interface BotWorkerReply {
	id: number;
	answer: BotAnswer;
}

const T = (cs: string, en: string) => ({ cs, en });

async function answer(req: BotRequest): Promise<BotAnswer> {
	let game = games.get(req.gameId);
	if (!game) games.set(req.gameId, (game = loadHeadlessGame(req.gameId)));
	const g = await game.catch(() => undefined);
	if (!g) {
		games.delete(req.gameId);
		return { ok: false, reason: T(`Robot: neznámá hra ${req.gameId}.`, `Bot: unknown game ${req.gameId}.`) };
	}
	return answerBotRequest(g.bots, req);
}

const scope = self as unknown as { onmessage: ((e: MessageEvent<BotWorkerRequest>) => void) | null; postMessage(m: BotWorkerReply): void };
scope.onmessage = (e) => {
	const { id, request } = e.data;
	void answer(request)
		.catch((err): BotAnswer => ({ ok: false, reason: T(`Robot selhal: ${String(err)}`, `The bot failed: ${String(err)}`) }))
		.then((a) => scope.postMessage({ id, answer: a }));
};

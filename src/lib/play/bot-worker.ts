/**
 * The bots' Web Worker: answers {id, request: BotRequest} with {id, answer: BotAnswer}.
 * It loads a game's headless rules and bots lazily (each game folder's
 * `headless.ts`, the module the manifest's `headless` line loads; the manifest
 * itself also names the games' Svelte UI, which a worker bundle cannot hold) and
 * asks the bot named in the request with the seed string the driver computed
 * (engine/bot-driver.ts), so its choice is the one the main thread, another
 * device or the sim would make.
 */
import { answerBotRequest, type BotAnswer, type BotRequest } from '$lib/engine';
import type { HeadlessGame } from '$lib/games/headless';

const loaders = import.meta.glob<Record<string, unknown>>('../games/*/headless.ts');

const isHeadless = (v: unknown): v is HeadlessGame =>
	typeof v === 'object' && v !== null && 'module' in v && 'bots' in v && Array.isArray((v as HeadlessGame).bots);

/** The game whose module id is `id` (its folder is normally named by its id). */
async function loadHeadlessGame(id: string): Promise<HeadlessGame | undefined> {
	const paths = Object.keys(loaders);
	const own = paths.filter((p) => p === `../games/${id}/headless.ts`);
	for (const p of [...own, ...paths.filter((x) => !own.includes(x))]) {
		const found = Object.values(await loaders[p]()).find((v) => isHeadless(v) && v.module.id === id);
		if (found) return found as HeadlessGame;
	}
	return undefined;
}

const games = new Map<string, Promise<HeadlessGame | undefined>>();

export interface BotWorkerRequest {
	id: number;
	request: BotRequest;
}
export interface BotWorkerReply {
	id: number;
	answer: BotAnswer;
	/** The worker has no such game (not under src/lib/games/<id>/headless.ts): the caller asks its own bots. */
	unknownGame?: true;
}

const T = (cs: string, en: string) => ({ cs, en });

async function answer(req: BotRequest): Promise<Omit<BotWorkerReply, 'id'>> {
	let game = games.get(req.gameId);
	if (!game) games.set(req.gameId, (game = loadHeadlessGame(req.gameId)));
	const g = await game.catch(() => undefined);
	if (!g) {
		games.delete(req.gameId);
		return { answer: { ok: false, reason: T(`Robot: neznámá hra ${req.gameId}.`, `Bot: unknown game ${req.gameId}.`) }, unknownGame: true };
	}
	return { answer: answerBotRequest(g.bots, req) };
}

const scope = self as unknown as { onmessage: ((e: MessageEvent<BotWorkerRequest>) => void) | null; postMessage(m: BotWorkerReply): void };
scope.onmessage = (e) => {
	const { id, request } = e.data;
	void answer(request)
		.catch((err) => ({ answer: { ok: false as const, reason: T(`Robot selhal: ${String(err)}`, `The bot failed: ${String(err)}`) } }))
		.then((a) => scope.postMessage({ id, ...a }));
};

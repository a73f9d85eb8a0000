/**
 * The app's BotClient: bots choose in a module Web Worker (bot-worker.ts), so a
 * slow bot never blocks the page. Without Worker (Node, vitest, SSR), or when the
 * worker cannot start at all, the bots choose in this thread instead. A bot that
 * does not answer within the time-out, or a worker that fails, ends that request
 * with a failure (the controller shows it as the "bot failed" banner; retrying
 * starts a fresh worker). A game the worker does not know (it loads
 * src/lib/games/<id>/headless.ts) has its bots choose in this thread.
 */
import { BOT_FAILED, inThreadBotClient, type Bot, type BotAnswer, type BotClient, type BotRequest, type Text } from '$lib/engine';
import type { BotWorkerReply, BotWorkerRequest } from './bot-worker';

export const BOT_TIMEOUT_MS = 30_000;

/** What the client needs of a Worker (tests pass a fake). */
export interface WorkerLike {
	onmessage: ((e: MessageEvent<BotWorkerReply>) => void) | null;
	onerror: ((e: Event) => void) | null;
	postMessage(m: BotWorkerRequest): void;
	terminate(): void;
}

export interface BotClientOptions {
	/** The game's bots for choosing in this thread (no Worker, or it cannot start). */
	fallback: (gameId: string) => Promise<readonly Bot[] | undefined> | readonly Bot[] | undefined;
	timeoutMs?: number;
	/** Starts the worker (default: the module worker bot-worker.ts; null: no Worker here). */
	makeWorker?: () => WorkerLike | null;
}

const T = (cs: string, en: string): Text => ({ cs, en });

function defaultWorker(): WorkerLike | null {
	if (typeof Worker === 'undefined') return null;
	return new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;
}

export function createBotClient(o: BotClientOptions): BotClient {
	const inThread = inThreadBotClient(o.fallback);
	const timeoutMs = o.timeoutMs ?? BOT_TIMEOUT_MS;
	const make = o.makeWorker ?? defaultWorker;
	let worker: WorkerLike | null = null;
	/** The worker could not start (or failed before its first answer): bots choose in this thread. */
	let unavailable = false;
	let answered = false;
	let nextId = 1;
	const waiting = new Map<number, { resolve: (a: BotAnswer) => void; timer: ReturnType<typeof setTimeout>; request: BotRequest }>();

	/** Ends every waiting request and drops the worker (the next request starts a fresh one). */
	const stop = (reason: Text | null) => {
		const pending = [...waiting.values()];
		waiting.clear();
		worker?.terminate();
		worker = null;
		for (const w of pending) {
			clearTimeout(w.timer);
			if (reason) w.resolve({ ok: false, reason });
			else void inThread.choose(w.request).then(w.resolve);
		}
	};

	const start = (): WorkerLike | null => {
		let w: WorkerLike | null;
		try {
			w = make();
		} catch {
			w = null;
		}
		if (!w) {
			unavailable = true;
			return null;
		}
		w.onmessage = (e) => {
			const item = waiting.get(e.data?.id);
			if (!item) return;
			answered = true;
			waiting.delete(e.data.id);
			clearTimeout(item.timer);
			// A game the worker cannot load (its headless module lives elsewhere): its bots choose here.
			if (e.data.unknownGame) void inThread.choose(item.request).then(item.resolve);
			else item.resolve(e.data.answer);
		};
		w.onerror = (e) => {
			e.preventDefault?.();
			console.warn('[bots] the bot worker failed:', (e as ErrorEvent).message ?? e.type, answered ? '' : '(choosing in this thread from now on)');
			if (!answered) {
				// It never worked here (e.g. its script failed to load): choose in this thread from now on.
				unavailable = true;
				stop(null);
			} else stop(BOT_FAILED(T('výpočetní vlákno robota selhalo', 'the bot worker failed')));
		};
		return w;
	};

	return {
		choose(request: BotRequest): Promise<BotAnswer> {
			if (unavailable) return inThread.choose(request);
			worker ??= start();
			const w = worker;
			if (!w) return inThread.choose(request);
			return new Promise<BotAnswer>((resolve) => {
				const id = nextId++;
				const timer = setTimeout(() => {
					if (!waiting.has(id)) return;
					waiting.delete(id);
					console.warn(`[bots] no answer within ${timeoutMs} ms: the bot worker is stopped`);
					resolve({ ok: false, reason: BOT_FAILED(T(`robot neodpověděl do ${Math.round(timeoutMs / 1000)} s`, `the bot did not answer within ${Math.round(timeoutMs / 1000)} s`)) });
					stop(BOT_FAILED(T('robot byl zastaven', 'the bot was stopped')));
				}, timeoutMs);
				waiting.set(id, { resolve, timer, request });
				try {
					w.postMessage({ id, request });
				} catch {
					// Not transferable to a worker (should not happen: views are plain data): choose here.
					waiting.delete(id);
					clearTimeout(timer);
					void inThread.choose(request).then(resolve);
				}
			});
		},
		dispose() {
			stop(BOT_FAILED(T('robot byl zastaven', 'the bot was stopped')));
		}
	};
}

let appClient: BotClient | null = null;

/** The app's one bot client (one worker shared by local matches and a network host). */
export function appBotClient(): BotClient {
	return (appClient ??= createBotClient({
		fallback: async (gameId) => (await import('$lib/games/registry').then((m) => m.loadGame(gameId)))?.bots
	}));
}

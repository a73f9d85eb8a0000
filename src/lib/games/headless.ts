/**
 * Rules and bots of every game without any UI, for Node (simulation,
 * benchmarks, tests). Loading is lazy so each game stays its own chunk.
 */
import type { AnyGameModule, Bot } from '$lib/engine';

export interface HeadlessGame {
	module: AnyGameModule;
	bots: Bot[];
}

const loaders: Record<string, () => Promise<HeadlessGame>> = {
	rivals: () => import('./rivals/index').then((m) => ({ module: m.rivals, bots: m.rivalsBots }))
};

export const headlessGameIds = Object.keys(loaders);

export async function loadHeadlessGame(id: string): Promise<HeadlessGame | undefined> {
	const load = loaders[id];
	return load ? load() : undefined;
}

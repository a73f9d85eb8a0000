/**
 * Rules and bots of every game without any UI, for Node (simulation,
 * benchmarks, tests). Loading is lazy so each game stays its own chunk.
 */
import type { HeadlessGame } from './contract';
import { manifest } from './manifest';

export type { HeadlessGame } from './contract';

export const headlessGameIds = manifest.map((e) => e.meta.id);

export async function loadHeadlessGame(id: string): Promise<HeadlessGame | undefined> {
	const entry = manifest.find((e) => e.meta.id === id);
	return entry ? entry.headless() : undefined;
}

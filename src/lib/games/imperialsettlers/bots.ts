/**
 * Bots for Imperial Settlers. They see only their seat's view and the legal actions.
 * - heuristic (bot-heuristic.ts): values every legal action in VP-equivalents (economy first,
 *   Deals, actions, razing, storage at Cleanup, the solo goal) — the sim's default;
 * - random: any legal action, uniformly (the fuzzers' bot).
 */
import { randomInt, type Bot } from '$lib/engine';
import { heuristicBot } from './bot-heuristic';
import type { IsAction } from './types';
import type { IsView } from './view';

export { heuristicBot };

export const randomBot: Bot<IsView, IsAction> = {
	id: 'random',
	name: { cs: 'Náhodný', en: 'Random' },
	choose: (_view, legal, rng) => legal[randomInt(rng, legal.length)]
};

export const imperialSettlersBots: Bot[] = [heuristicBot as Bot, randomBot as Bot];

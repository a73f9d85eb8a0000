/**
 * Bots for Mage Knight. They see only their seat's view and the legal actions.
 * - random: any legal action, uniformly (the fuzzers' bot);
 * - heuristic (bot-heuristic.ts): plays cards for what its goal needs, explores, fights what
 *   its hand can beat, recruits and heals.
 */
import { randomInt, type Bot, type RngState } from '$lib/engine';
import { heuristicBot } from './bot-heuristic';
import type { MkAction } from './tasks';
import type { MkView } from './view';

const pick = <T>(items: T[], rng: RngState): T => items[randomInt(rng, items.length)];

/** Actions that move the game on; the random bot takes one a quarter of the time so matches end. */
const PROGRESS = new Set(['endTurn', 'done', 'nextPhase', 'announce', 'strike', 'block']);

export const randomBot: Bot<MkView, MkAction> = {
	id: 'random',
	name: { cs: 'Náhodný', en: 'Random' },
	choose(_view, legal, rng) {
		const onward = legal.filter((a) => PROGRESS.has(a.a));
		return onward.length && randomInt(rng, 4) === 0 ? pick(onward, rng) : pick(legal, rng);
	}
};

export const mageKnightBots: Bot[] = [heuristicBot as Bot, randomBot as Bot];

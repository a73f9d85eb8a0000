/**
 * Bots for Imperial Settlers. They see only their seat's view and the legal actions.
 * - heuristic: builds (Production early), activates, razes enemies, makes Deals early, uses
 *   Samurai/Defence tokens, and passes only when nothing else is worth doing;
 * - random: any legal action, uniformly (the fuzzers' bot).
 */
import { randomInt, type Bot, type RngState } from '$lib/engine';
import { card } from './data';
import type { IsAction } from './types';
import type { IsView } from './view';

const pick = <T>(items: T[], rng: RngState): T => items[randomInt(rng, items.length)];

export const randomBot: Bot<IsView, IsAction> = {
	id: 'random',
	name: { cs: 'Náhodný', en: 'Random' },
	choose: (_view, legal, rng) => pick(legal, rng)
};

function score(view: IsView, a: IsAction): number {
	const late = view.round >= 4;
	switch (a.a) {
		case 'build': {
			const c = card(a.card);
			return 10 + (c.kind === 'production' ? 6 - view.round : 0) + (c.deck !== 'common' ? 2 : 0) - (c.needsL ? 1 : 0) - (c.key === 'ruins' ? 6 : 0);
		}
		case 'activate':
			return 7 * a.times;
		case 'razeEnemy':
			return 8;
		case 'conquer':
			return 9;
		case 'siege':
			return 6;
		case 'deal':
			return late ? 1 : 5;
		case 'razeHand':
			return late ? 4 : 2;
		case 'workers':
			return 1;
		case 'samurai':
		case 'defence':
			return 3;
		case 'draft': {
			const c = card(a.card);
			return (c.kind === 'production' ? 3 : 1) + (c.key === 'ruins' ? 1 : 0);
		}
		case 'l': {
			if (a.from === 'foundation') return 10;
			const c = card(a.id);
			return (c.key === 'ruins' ? 8 : 0) + (c.deck === 'common' ? 3 : 0) - (c.kind === 'production' ? 2 : 0);
		}
		case 'option':
			return late ? a.i : -a.i;
		case 'pick':
			return a.item === 'vp' ? 3 : a.item === 'wood' ? 2.5 : a.item === 'stone' ? 2 : a.item === 'food' ? 1 : a.item === 'card' ? 0.5 : 0;
		default:
			return 0;
	}
}

export const heuristicBot: Bot<IsView, IsAction> = {
	id: 'heuristic',
	name: { cs: 'Osadník', en: 'Settler' },
	choose(view, legal, rng) {
		let best: IsAction[] = [];
		let top = -Infinity;
		for (const a of legal) {
			const v = score(view, a);
			if (v > top) (top = v), (best = [a]);
			else if (v === top) best.push(a);
		}
		return pick(best, rng);
	}
};

export const imperialSettlersBots: Bot[] = [heuristicBot as Bot, randomBot as Bot];

/**
 * Bots for The Great Wall (assembly layer). They see only their seat's view and the legal actions.
 * - heuristic: scores every legal action by a few rules of thumb (Honor now, the economy behind
 *   it, the walls that are about to break) and takes the best, ties by the seeded generator;
 * - random: any legal action, uniformly (the fuzzers' bot).
 */
import { randomInt, type Bot, type RngState } from '$lib/engine';
import type { GwAction, LocationId } from './types';
import type { GwView } from './view';

export const randomBot: Bot<GwView, GwAction> = {
	id: 'random',
	name: { cs: 'Náhodný', en: 'Random' },
	choose: (_view, legal, rng) => legal[randomInt(rng, legal.length)]
};

/** Command cards from the most to the least useful to the heuristic (the built-in data's ids). */
const CARD_RANK = ['command-6', 'economy', 'work-harder', 'despotism', 'attack-order', 'betrayal'];

/** How likely a clerk placed in `loc` works soon: a regular location works when its last slot fills (seed l.513-521). */
function readiness(v: GwView, loc: LocationId, slots: Partial<Record<LocationId, number>>): number {
	const left = (slots[loc] ?? 0) - v.clerks[loc].reduce((a, b) => a + b, 0);
	if (!slots[loc]) return 1;
	return left <= 1 ? 1.5 : left === 2 ? 0.8 : 0.5;
}

/** How much the heuristic wants a clerk in each location, given its resources. */
function placeValue(v: GwView, loc: LocationId): number {
	const me = v.players[v.seat!];
	const r = me.res ?? { wood: 0, stone: 0, gold: 0, chi: 0 };
	const building = r.wood + r.stone + r.gold;
	switch (loc) {
		case 'camp':
			return building >= 5 ? 9 : building >= 2 ? 4 : 0;
		case 'barracks':
			return r.wood >= 1 && (r.stone >= 2 || r.gold >= 3 || r.chi >= 2) ? 7 : 0;
		case 'mill':
			return r.wood < 2 ? 6 : 4;
		case 'quarry':
		case 'mine':
			return 5;
		case 'temple':
			return r.chi < 2 ? 5 : 3;
		case 'embassy':
			return me.unhired > 0 && r.gold >= 2 ? 6 : r.gold >= 3 ? 5 : 0;
		case 'teahouse':
			return v.tea[0] === v.seat ? 0 : 2;
		case 'academy':
			return 2;
		case 'hq':
			return 0;
	}
}

/** The danger at a section: its hordes' cards against its wall (a rough count from the view). */
const threat = (v: GwView, sec: number) => v.sections[sec].hordes.length * 4 - v.sections[sec].level * 3 - v.sections[sec].barricades * 2;

function score(v: GwView, a: GwAction): number {
	const me = v.players[v.seat!];
	const r = me.res ?? { wood: 0, stone: 0, gold: 0, chi: 0 };
	switch (a.t) {
		case 'secret':
			return a.choice.includes('|') ? 0 : 10 - CARD_RANK.indexOf(a.choice);
		case 'done':
			return 0;
		case 'place':
			return placeValue(v, a.to) * readiness(v, a.to, v.slots) + (a.from === 'supply' ? 1 : -placeValue(v, a.from)) + 0.5;
		case 'promote':
			return 8;
		case 'donate':
			return 3;
		case 'recruit': {
			// A soldier on every horde card of a section spares its Shame at a breach (seed l.449-450).
			const card = a.to.k === 'spot' && a.to.row !== undefined ? v.sections[a.to.sec].hordes[a.to.row] : undefined;
			const mine = card ? card.spots.some((x) => x && x !== 'w' && x.o === v.seat) : true;
			const firing = a.to.k === 'firing' ? (v.sections[a.to.sec].firing.includes(v.seat!) ? 5 : 8) : 0;
			return (a.to.k === 'spot' ? 6 + (mine ? 0 : 4) + (a.unit === 'horse' ? 2 : 0) : a.to.k === 'firing' ? firing : 1 + threat(v, a.to.sec) / 4) + (a.unit === 'spear' ? 1 : 0);
		}
		case 'attack':
			return 1;
		case 'wall':
			return 20 + v.sections[a.sec].level * 5 + threat(v, a.sec);
		case 'barricade':
			return 3 + threat(v, a.sec);
		case 'hireClerk':
			return 8;
		case 'hireAdvisor':
			// Supporting Advisors scale the general and often the artifacts.
			return a.active ? 3 : 7;
		case 'lose':
			return (a.rescue ? (r.chi >= 6 ? 3 : -2) : 0) + (a.unit === 'spear' ? 2 : a.unit === 'archer' ? 1 : 0);
		case 'shame': {
			// On a won card it costs that card's Honor; under a soldier 5 Honor and the soldier (seed l.455-470).
			const won = me.won.find((w) => w.id === a.at);
			return won ? (won.shame > 0 ? 6 : 5 - (v.hordeHonor[won.id] ?? 0)) : 0;
		}
		case 'tactic':
			return a.boosted ? 5 : 4;
		case 'shed':
			// A token under a soldier costs 5 at the end unless Honor is already at the floor.
			return me.honor >= 5 && r.chi >= 2 ? 5 : -1;
		case 'reclaim':
			return a.take ? 1 : -1;
		case 'track':
			return -a.pos;
		case 'move':
			return threat(v, a.to) - threat(v, a.from) - 2;
		case 'charge':
			return 1;
		default:
			return 1;
	}
}

export const heuristicBot: Bot<GwView, GwAction> = {
	id: 'heuristic',
	name: { cs: 'Stratég', en: 'Strategist' },
	choose(view, legal, rng: RngState) {
		let best: GwAction[] = [];
		let top = -Infinity;
		for (const a of legal) {
			const x = score(view, a);
			if (x > top) (top = x), (best = [a]);
			else if (x === top) best.push(a);
		}
		return best[randomInt(rng, best.length)] ?? legal[0];
	}
};

export const greatWallBots: Bot[] = [heuristicBot as Bot, randomBot as Bot];

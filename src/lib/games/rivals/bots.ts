/**
 * Bots decide from their own view and the legal actions only. The builder
 * pursues the cheapest way to victory points (city, settlement, road) and
 * spends surplus on expansions; the random bot picks uniformly (for fuzzing).
 */
import { randomInt, type Bot, type RngState } from '$lib/engine';
import { cardDef, CENTER_COSTS, REGION_BY_ID, REGION_RESOURCE, RESOURCES, type Cost, type Resource } from './cards';
import type { RivalsAction } from './types';
import type { PlayerView, RivalsView } from './view';

const resOf = (regionCard: string): Resource => REGION_RESOURCE[REGION_BY_ID[regionCard].type];

function stock(p: PlayerView): Record<Resource, number> {
	const out = Object.fromEntries(RESOURCES.map((r) => [r, 0])) as Record<Resource, number>;
	for (const r of p.regions) out[resOf(r.card)] += r.stock;
	return out;
}

/** What the bot is saving for next: a city, else a settlement, else a road. */
function goal(view: RivalsView, me: PlayerView): Cost {
	const hasSettlement = me.centers.some((c) => c.kind === 'settlement');
	if (hasSettlement && view.cities > 0) return CENTER_COSTS.city;
	const cols = me.regions.map((r) => r.col);
	const outerRoad = me.centers.some((c) => c.kind === 'road' && (c.col === Math.min(...cols) || c.col === Math.max(...cols)));
	if (outerRoad && view.settlements > 0) return CENTER_COSTS.settlement;
	return CENTER_COSTS.road;
}

function deficit(have: Record<Resource, number>, cost: Cost): Resource[] {
	return RESOURCES.filter((r) => have[r] < (cost[r] ?? 0));
}

const pick = <T>(rng: RngState, list: T[]): T => list[randomInt(rng, list.length)];

function scoreMain(a: RivalsAction, view: RivalsView, me: PlayerView): number {
	const have = stock(me);
	const want = goal(view, me);
	switch (a.t) {
		case 'buildCity':
			return 100;
		case 'buildSettlement':
			return 90;
		case 'buildRoad':
			return 70;
		case 'buildExpansion': {
			const def = cardDef(a.card);
			// Spend on expansions only when it does not delay the goal.
			const after = { ...have };
			for (const r of RESOURCES) after[r] -= def.cost?.[r] ?? 0;
			const delays = RESOURCES.some((r) => (want[r] ?? 0) > 0 && after[r] < (want[r] ?? 0) && have[r] >= (want[r] ?? 0));
			const value = def.kind === 'hero' ? 40 + (def.points?.strength ?? 0) * 3 : def.kind === 'ship' ? 35 : 30;
			return delays ? value - 35 : value;
		}
		case 'trade': {
			const need = deficit(have, want);
			if (!need.includes(a.get)) return -1;
			const spare = have[a.give] - (want[a.give] ?? 0);
			const rate = a.via === 'bank' ? 3 : 2;
			return spare >= rate || a.via.startsWith('large') ? 50 - rate : -1;
		}
		case 'playAction': {
			const def = cardDef(a.card);
			if (def.action === 'goldsmith') return 45;
			if (def.action === 'caravan') return deficit(have, want).length ? 20 : -1;
			return -1;
		}
		case 'endTurn':
			return 0;
	}
	return -1;
}

function chooseBuilder(view: RivalsView, legal: RivalsAction[], rng: RngState): RivalsAction {
	const me = view.players[view.viewer ?? 0];
	const task = view.task;
	if (!task || legal.length === 1) return legal[0];
	const have = stock(me);
	const need = deficit(have, goal(view, me));
	switch (task.t) {
		case 'main': {
			let best = legal[0];
			let bestScore = -Infinity;
			for (const a of legal) {
				const sc = scoreMain(a, view, me) + randomInt(rng, 3) / 10;
				if (sc > bestScore) [best, bestScore] = [a, sc];
			}
			return best;
		}
		case 'gain': {
			const wanted = legal.filter((a) => a.t === 'gainOn' && need.includes(resOf(a.region)));
			return pick(rng, wanted.length ? wanted : legal);
		}
		case 'pay':
		case 'payAny': {
			// Pay from what the goal needs least, from the fullest region.
			const ranked = legal
				.filter((a): a is Extract<RivalsAction, { t: 'payFrom' }> => a.t === 'payFrom')
				.map((a) => ({ a, r: me.regions.find((r) => r.card === a.region)! }))
				.sort((x, y) => Number(need.includes(resOf(x.r.card))) - Number(need.includes(resOf(y.r.card))) || y.r.stock - x.r.stock);
			return ranked.length ? ranked[0].a : pick(rng, legal);
		}
		case 'preRoll':
			return legal.find((a) => a.t === 'roll') ?? legal[0];
		case 'exchangeOffer':
			return legal.find((a) => a.t === 'skipExchange') ?? pick(rng, legal);
		case 'merchantBuy': {
			const buy = legal.find((a) => a.t === 'buyWithGold');
			return buy && need.length ? buy : (legal.find((a) => a.t === 'doneBuying') ?? legal[0]);
		}
		case 'chooseTakeType': {
			const wanted = legal.filter((a) => a.t === 'takeType' && need.includes(a.res));
			return pick(rng, wanted.length ? wanted : legal);
		}
		case 'scoutOffer':
			return legal.find((a) => a.t === 'useScout') ?? legal[0];
		default:
			return pick(rng, legal);
	}
}

export const builderBot: Bot<RivalsView, RivalsAction> = {
	id: 'builder',
	name: { cs: 'Stavitel', en: 'Builder' },
	choose: chooseBuilder
};

export const randomBot: Bot<RivalsView, RivalsAction> = {
	id: 'random',
	name: { cs: 'Náhodný', en: 'Random' },
	choose: (_view, legal, rng) => pick(rng, legal)
};

export const rivalsBots = [builderBot, randomBot] as Bot[];

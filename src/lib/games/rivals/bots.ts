/**
 * Bots decide from their own view and the legal actions only. The builder
 * pursues the cheapest way to victory points (city, settlement, road) and
 * spends surplus on expansions; the random bot picks uniformly (for fuzzing).
 */
import { randomInt, type Bot, type RngState } from '$lib/engine';
import { cardDef, RESOURCES, type Cost, type Resource } from './cards';
import { cardsOf, centerCost } from './content';
import { regionResource } from './principality';
import { effId, requirementReasonFor } from './theme';
import type { RivalsAction } from './types';
import type { PlayerView, RivalsView } from './view';

const resOf = (card: string): Resource => regionResource({ card });

function stock(p: PlayerView): Record<Resource, number> {
	const out: Record<Resource, number> = { lumber: 0, wool: 0, grain: 0, brick: 0, ore: 0, gold: 0 }; // RESOURCES order
	for (const r of p.regions) out[regionResource(r)] += r.stock;
	return out;
}

/** What the bot is saving for next: a city, else a settlement, else a road. */
function goal(view: RivalsView, me: PlayerView): Cost {
	const hasSettlement = me.centers.some((c) => c.kind === 'settlement');
	if (hasSettlement && view.cities > 0) return centerCost(view, 'city');
	const cols = me.regions.map((r) => r.col);
	const [min, max] = [Math.min(...cols), Math.max(...cols)];
	const outerRoad = me.centers.some((c) => c.kind === 'road' && (c.col === min || c.col === max));
	if (outerRoad && view.settlements > 0) return centerCost(view, 'settlement');
	return centerCost(view, 'road');
}

function deficit(have: Record<Resource, number>, cost: Cost): Resource[] {
	return RESOURCES.filter((r) => have[r] < (cost[r] ?? 0));
}

const pick = <T>(rng: RngState, list: T[]): T => list[randomInt(rng, list.length)];

/** `have` and `want` are stock(me) and goal(view, me), computed once per decision. */
function scoreMain(a: RivalsAction, view: RivalsView, me: PlayerView, have: Record<Resource, number>, want: Cost): number {
	switch (a.t) {
		case 'buildCity':
			return 100;
		case 'buildSettlement':
			return 90;
		case 'buildRoad':
			return 70;
		case 'buildExpansion': {
			// The match's costs and points (a pack may correct them: content.ts).
			const def = cardsOf(view)(a.card);
			// Spend on expansions only when it does not delay the goal.
			const after = { ...have };
			for (const r of RESOURCES) after[r] -= def.cost?.[r] ?? 0;
			const delays = RESOURCES.some((r) => (want[r] ?? 0) > 0 && after[r] < (want[r] ?? 0) && have[r] >= (want[r] ?? 0));
			const value =
				(def.points?.vp ?? 0) > 0 ? 60 + 10 * (def.points?.vp ?? 0) : def.kind === 'hero' ? 40 + (def.points?.strength ?? 0) * 3 : def.kind === 'ship' ? 35 : 30;
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
			if (def.action) return -1; // Relocation, Scout, Brigitta: not used by this bot
			// Guido / Gustav taking each other back from the pile would go round forever.
			if (['guido', 'gustav'].includes(effId(a.card)) && view.discardTop && ['guido', 'gustav'].includes(effId(view.discardTop))) return -1;
			return 25; // theme action cards: take what the opponent must give
		}
		case 'demolish': {
			// Make room for an affordable card with victory points that has no free site.
			const cityCols = new Set(me.centers.filter((c) => c.kind === 'city').map((c) => c.col));
			const placed = me.expansions.find((e) => e.card === a.card);
			const cards = cardsOf(view);
			if (!placed || !cityCols.has(placed.col) || (cards(a.card).points?.vp ?? 0) > 0) return -1;
			const candidates = [...(me.hand ?? []), ...(view.faceUp ?? [])];
			const blocked = candidates.some((c) => {
				const def = cards(c);
				if (!(def.points?.vp ?? 0) || def.kind !== 'cityExpansion') return false;
				const free = cityCols.size * 4 > me.expansions.filter((e) => cityCols.has(e.col)).length;
				return !free && RESOURCES.every((r) => have[r] >= (def.cost?.[r] ?? 0));
			});
			return blocked ? 55 : -1;
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
			const want = goal(view, me);
			for (const a of legal) {
				const sc = scoreMain(a, view, me, have, want) + randomInt(rng, 3) / 10;
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
				.map((a) => ({ a, r: me.regions.find((r) => r.card === a.region) ?? { card: a.region, stock: me.expansions.find((e) => e.card === a.region)?.stock ?? 0 } }))
				.sort((x, y) => Number(need.includes(resOf(x.r.card))) - Number(need.includes(resOf(y.r.card))) || y.r.stock - x.r.stock);
			return ranked.length ? ranked[0].a : pick(rng, legal);
		}
		case 'preRoll':
			return legal.find((a) => a.t === 'roll') ?? legal[0];
		case 'exchangeOffer': {
			// Swap a card this bot never uses (Relocation, Scout, Brigitta, Reiner) or one whose requirement it
			// does not meet (it would sit in the hand for good) for a fresh one.
			const facts = { me, strengthToken: view.tokens.strength === view.viewer, myVp: me.vp, oppVp: view.players[1 - (view.viewer ?? 0)].vp, cards: cardsOf(view), match: view };
			const useless = legal.filter(
				(a) =>
					a.t === 'exchange' &&
					(['relocation', 'scout', 'brigitta'].includes(cardDef(a.card).action ?? '') || ['reiner', 'sebastian'].includes(effId(a.card)) || requirementReasonFor(facts, a.card) !== null)
			);
			return view.mode !== 'intro' && useless.length ? pick(rng, useless) : (legal.find((a) => a.t === 'skipExchange') ?? pick(rng, legal));
		}
		case 'exchangeTake':
			if (view.mode !== 'intro') {
				const tops = legal.filter((a) => a.t === 'takeTop');
				const theme = tops.filter((a) => a.t === 'takeTop' && view.stackSets?.[a.stack] !== 'basic');
				if (tops.length) return pick(rng, theme.length ? theme : tops);
			}
			return pick(rng, legal);
		case 'merchantBuy': {
			const buy = legal.find((a) => a.t === 'buyWithGold');
			return buy && need.length ? buy : (legal.find((a) => a.t === 'doneBuying') ?? legal[0]);
		}
		case 'chooseTakeType': {
			const wanted = legal.filter((a) => a.t === 'takeType' && need.includes(a.res));
			return pick(rng, wanted.length ? wanted : legal);
		}
		case 'libraryOffer': {
			// A free look: search a theme stack if there is one (their cards are worth more), never decline.
			const searches = legal.filter((a) => a.t === 'search');
			const theme = searches.filter((a) => a.t === 'search' && view.stackSets?.[a.stack] !== 'basic');
			return pick(rng, theme.length ? theme : searches.length ? searches : legal);
		}
		case 'discardPick': {
			// Guido / Gustav: the card with the most victory points; never the other of the two (no ping-pong).
			const takes = legal.filter((a): a is Extract<RivalsAction, { t: 'searchTake' }> => a.t === 'searchTake' && !['guido', 'gustav'].includes(effId(a.card)));
			const cards = cardsOf(view);
			const best = Math.max(...takes.map((a) => cards(a.card).points?.vp ?? 0));
			const top = takes.filter((a) => (cards(a.card).points?.vp ?? 0) === best);
			return pick(rng, top.length ? top : legal);
		}
		case 'scoutOffer':
			return legal.find((a) => a.t === 'useScout') ?? legal[0];
		case 'arrange':
			return legal.find((a) => a.t === 'choose') ?? pick(rng, legal);
		case 'nameTypes': {
			const wanted = legal.filter((a) => a.t === 'takeType' && need.includes(a.res));
			const types = legal.filter((a) => a.t === 'takeType');
			return pick(rng, wanted.length ? wanted : types.length ? types : legal);
		}
		case 'giveAny': {
			const ranked = legal
				.filter((a): a is Extract<RivalsAction, { t: 'giveFrom' }> => a.t === 'giveFrom')
				.sort((x, y) => Number(need.includes(resOf(x.region))) - Number(need.includes(resOf(y.region))));
			return ranked[0] ?? pick(rng, legal);
		}
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

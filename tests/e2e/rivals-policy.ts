/**
 * A goal-directed click policy for The Rivals for Catan theme games, as a pure
 * function of what the board shows (`Obs`): it decides the next `Move` (what to
 * tap). It has no imports so that the same code drives the browser tests
 * (tests/e2e/rivals-helpers.ts reads `Obs` from the DOM and turns a `Move` into
 * clicks) and a headless replay in Node (tests/e2e/rivals-seeds.ts builds `Obs`
 * from the rules' view and legal actions) that finds seeds where the policy
 * reaches a mode's cards quickly.
 *
 * Plan of a seat: a city (3 ore 2 grain), then a city expansion of the mode
 * (face-up stack or hand), a settlement when it fits, cheap buildings from the
 * hand; bank trades toward the current goal; at the end of the turn one
 * useless hand card is exchanged for the top of a theme stack, so the mode's
 * attack cards come to hand; an attack card is played when the opponent will
 * have a real decision to answer (see `ModePlan.attacks`).
 */

export type Res = 'lumber' | 'wool' | 'grain' | 'brick' | 'ore' | 'gold';
export const RESOURCES: Res[] = ['lumber', 'wool', 'grain', 'brick', 'ore', 'gold'];
type Cost = Partial<Record<Res, number>>;

const REGION_RES: Record<string, Res> = {
	forest: 'lumber',
	pasture: 'wool',
	fields: 'grain',
	hills: 'brick',
	mountains: 'ore',
	goldfield: 'gold'
};
/** Resource of a region card id (`<type>-<red|blue|n>`). */
export const regionRes = (region: string): Res => REGION_RES[region.split('-')[0]];
/** Card id of a card instance (`merchant#2` → `merchant`). */
export const cardId = (instance: string) => instance.split('#')[0];

export interface ObsCard {
	card: string;
	kind: string;
	playable: boolean;
	/** The card's set (its back): 'basic', 'gold', 'turmoil', 'progress'. */
	set?: string;
}
export interface ObsSide {
	regions: { region: string; stock: number }[];
	centers: { kind: 'road' | 'settlement' | 'city'; col: number }[];
	expansions: { card: string; kind: string; col: number; row: number }[];
}
export interface ObsButton {
	id: string;
	/** data-option / data-res / data-stack / data-region of the button, when it has one. */
	key?: string;
}
/** What one look at the board gives the deciding seat. */
export interface Obs {
	/** data-task of the board (the decision due). */
	task: string;
	buttons: ObsButton[];
	/** Cards offered in the decision panel (start pick, search, feuds). */
	optionCards: string[];
	hand: ObsCard[];
	faceUp: ObsCard[];
	stacks: { stack: number; set: string; count: number; hl: boolean }[];
	me: ObsSide;
	opp: ObsSide;
	hlRegions: string[];
	hlCities: number[];
	ghosts: { kind: 'road' | 'settlement'; col: number; legal: boolean }[];
	hlMyExpansions: string[];
	hlOppExpansions: string[];
	tradeEnabled: boolean;
}

export type Move =
	| { t: 'button'; id: string; key?: string }
	| { t: 'region'; region: string }
	| { t: 'city'; col: number }
	| { t: 'ghost'; kind: 'road' | 'settlement'; col: number }
	/** Select the card (hand or face-up stack), then tap the first highlighted site (`pickSite`). */
	| { t: 'build'; card: string; from: 'hand' | 'faceUp' }
	/** Select an action card in hand, then "play". */
	| { t: 'play'; card: string }
	| { t: 'trade'; give: Res; get: Res }
	/**
	 * Select the card (hand or decision panel), then a highlighted draw stack: the first one, or
	 * ('most') the one with the most cards (an exchanged card goes under the stack not drawn from next).
	 */
	| { t: 'cardToStack'; card: string; from: 'hand' | 'option'; stack?: 'first' | 'most' }
	| { t: 'stack'; stack: number }
	/** Tap a card in the decision panel that decides at once (start pick, search pick). */
	| { t: 'option'; card: string }
	| { t: 'myExpansion'; card: string }
	| { t: 'oppExpansion'; card: string }
	| { t: 'endTurn' };

/** What the opponent must answer when an attack card is played. */
export type VictimDecision =
	/** They give named resources and choose the region: a real choice only with 2 stocked regions of a type. */
	| 'give'
	/** They choose which card goes under which stack (always a choice: 2+ stacks share a back). */
	| 'stack'
	/** Nothing: the attacker decides (Traitor: take a card from the opponent's hand, or none). */
	| 'none';

export interface ModePlan {
	/** City expansions to build first, best first (any playable city expansion is taken after these). */
	cityExpansions: { id: string; cost: Cost }[];
	/** Attack action cards the policy plays, with the decision they give the opponent. */
	attacks: Record<string, VictimDecision>;
	/** Starting cards by preference (card ids), before the generic order. */
	startPicks?: string[];
	/** Cards never built: protection that would stop the attack before the opponent decides anything. */
	avoidBuilding?: string[];
}

export const CITY_COST: Cost = { grain: 2, ore: 3 };
const SETTLEMENT_COST: Cost = { lumber: 1, brick: 1, grain: 1, wool: 1 };
const ROAD_COST: Cost = { lumber: 1, brick: 2 };

// ------------------------------------------------------------------ reading the observation

export function totals(side: ObsSide): Record<Res, number> {
	const out = Object.fromEntries(RESOURCES.map((r) => [r, 0])) as Record<Res, number>;
	for (const r of side.regions) out[regionRes(r.region)] += r.stock;
	return out;
}
const hasCity = (side: ObsSide) => side.centers.some((c) => c.kind === 'city');
const isUnit = (kind: string) => kind === 'hero' || kind === 'ship' || kind === 'unit';
const byKey = <T>(key: (x: T) => string | number) => (a: T, b: T) => {
	const x = key(a);
	const y = key(b);
	return x < y ? -1 : x > y ? 1 : 0;
};

/** The city expansion this seat saves for (null when it has one or no city yet). */
function cityExpansionGoal(o: Obs, plan: ModePlan): { id: string; cost: Cost } | null {
	if (!hasCity(o.me) || o.me.expansions.some((e) => e.kind === 'cityExpansion')) return null;
	const mine = new Set(o.me.expansions.map((e) => cardId(e.card)));
	return plan.cityExpansions.find((c) => !mine.has(c.id) && [...o.faceUp, ...o.hand].some((h) => cardId(h.card) === c.id)) ?? null;
}

/** What the seat saves for now. */
export function goal(o: Obs, plan: ModePlan): Cost {
	if (!hasCity(o.me)) return CITY_COST;
	const exp = cityExpansionGoal(o, plan);
	if (exp) return exp.cost;
	if (o.ghosts.some((g) => g.kind === 'settlement')) return SETTLEMENT_COST;
	return ROAD_COST;
}

function deficit(have: Record<Res, number>, want: Cost): Res[] {
	return RESOURCES.filter((r) => have[r] < (want[r] ?? 0));
}

/** Whether the opponent will have a real decision when `card` is played now. */
export function victimWillDecide(o: Obs, kind: VictimDecision): boolean {
	if (kind !== 'give') return true;
	// Two or more of their regions of one type hold something: they choose which one gives.
	const stocked: Record<string, number> = {};
	for (const r of o.opp.regions) if (r.stock > 0) stocked[regionRes(r.region)] = (stocked[regionRes(r.region)] ?? 0) + 1;
	return Object.values(stocked).some((n) => n >= 2);
}

/** Resource types the opponent holds on 2+ regions (best first: most regions, then most stock). */
function contestedTypes(o: Obs): Res[] {
	const regions: Record<string, number> = {};
	const stock: Record<string, number> = {};
	for (const r of o.opp.regions)
		if (r.stock > 0) {
			const res = regionRes(r.region);
			regions[res] = (regions[res] ?? 0) + 1;
			stock[res] = (stock[res] ?? 0) + r.stock;
		}
	return RESOURCES.filter((r) => (regions[r] ?? 0) >= 2).sort((a, b) => regions[b] - regions[a] || stock[b] - stock[a]);
}

/** How much a hand card is worth keeping (low = exchange it first). */
function cardValue(c: ObsCard, o: Obs, plan: ModePlan): number {
	const id = cardId(c.card);
	if ((plan.avoidBuilding ?? []).includes(id)) return 0;
	if (plan.attacks[id]) return 10;
	if (plan.cityExpansions.some((x) => x.id === id)) return 8;
	if (c.kind === 'cityExpansion') return 3;
	if (c.kind === 'building') return 4;
	if (isUnit(c.kind)) return 3;
	return 1; // other action cards: this policy does not play them
}

/** The draw stack a card goes under, among the highlighted ones. */
export function pickStack<T extends { stack: number; count: number }>(hot: T[], how: 'first' | 'most' = 'first'): T | undefined {
	return [...hot].sort((a, b) => (how === 'most' ? b.count - a.count : 0) || a.stack - b.stack)[0];
}

function pickSite<T extends { col: number; row: number }>(sites: T[]): T | undefined {
	return [...sites].sort((a, b) => Math.abs(a.row) - Math.abs(b.row) || a.row - b.row || a.col - b.col)[0];
}
export { pickSite };

// ------------------------------------------------------------------ the decision

const button = (o: Obs, id: string, key?: string) => o.buttons.find((b) => b.id === id && (key === undefined || b.key === key));

export function decide(o: Obs, plan: ModePlan): Move {
	const have = totals(o.me);
	const want = goal(o, plan);
	const need = (res: Res) => (want[res] ?? 0) - have[res]; // > 0: missing
	// Regions: paying from the fullest; storing where the goal needs it most.
	const fullest = (regions: string[]) =>
		[...regions].sort(
			(a, b) => stockOf(o.me, b) - stockOf(o.me, a) || need(regionRes(a)) - need(regionRes(b)) || (a < b ? -1 : 1)
		)[0];
	const spare = (regions: string[]) =>
		[...regions].sort((a, b) => need(regionRes(a)) - need(regionRes(b)) || stockOf(o.me, b) - stockOf(o.me, a) || (a < b ? -1 : 1))[0];
	const wanted = (regions: string[]) =>
		[...regions].sort((a, b) => need(regionRes(b)) - need(regionRes(a)) || stockOf(o.me, a) - stockOf(o.me, b) || (a < b ? -1 : 1))[0];

	switch (o.task) {
		case 'chooseStartStack':
		case 'replenish': {
			if (o.task === 'replenish' && o.hand.length && !o.stacks.some((s) => s.hl)) {
				// Over the hand limit: the least useful card goes under a stack.
				const junk = [...o.hand].sort((a, b) => cardValue(a, o, plan) - cardValue(b, o, plan) || (a.card < b.card ? -1 : 1))[0];
				return { t: 'cardToStack', card: junk.card, from: 'hand' };
			}
			const hot = o.stacks.filter((s) => s.hl);
			// Refill from a theme stack (the mode's cards), else the first.
			const theme = themeStack(hot);
			return { t: 'stack', stack: (o.task === 'replenish' && theme ? theme : hot[0]).stack };
		}
		case 'startPick': {
			const order = plan.startPicks ?? [];
			const score = (card: string) => {
				const i = order.indexOf(cardId(card));
				return i >= 0 ? 100 - i : 0;
			};
			const best = [...o.optionCards].sort((a, b) => score(b) - score(a) || (a < b ? -1 : 1))[0];
			return { t: 'option', card: best };
		}
		case 'arrange':
			return { t: 'button', id: 'choice', key: 'done' };
		case 'preRoll':
			return { t: 'button', id: 'roll' };
		case 'main':
			return mainMove(o, plan, have, want);
		case 'pay':
			return { t: 'region', region: fullest(o.hlRegions) };
		case 'payAny':
		case 'giveAny':
			return { t: 'region', region: spare(o.hlRegions) };
		case 'give':
			return { t: 'region', region: fullest(o.hlRegions) };
		case 'gain':
			return { t: 'region', region: wanted(o.hlRegions) };
		case 'chooseTakeType':
		case 'titheBarn':
		case 'drillWaive': {
			const types = o.buttons.filter((b) => b.id === 'take-type').map((b) => b.key as Res);
			const best = [...types].sort((a, b) => need(b) - need(a) || RESOURCES.indexOf(a) - RESOURCES.indexOf(b))[0];
			return { t: 'button', id: 'take-type', key: best };
		}
		case 'nameTypes': {
			const types = o.buttons.filter((b) => b.id === 'take-type').map((b) => b.key as Res);
			const contested = contestedTypes(o).filter((r) => types.includes(r));
			if (contested.length) return { t: 'button', id: 'take-type', key: contested[0] };
			if (button(o, 'choice', 'done')) return { t: 'button', id: 'choice', key: 'done' };
			const best = [...types].sort((a, b) => need(b) - need(a) || RESOURCES.indexOf(a) - RESOURCES.indexOf(b))[0];
			return { t: 'button', id: 'take-type', key: best };
		}
		case 'feudRemove':
		case 'feudsPick':
			return { t: 'cardToStack', card: [...o.optionCards].sort()[0], from: 'option' };
		case 'feudSelect':
		case 'targetPick':
			return { t: 'oppExpansion', card: [...o.hlOppExpansions].sort()[0] };
		case 'loseShip':
			return { t: 'myExpansion', card: [...o.hlMyExpansions].sort()[0] };
		case 'traitorPick':
		case 'discardPick': {
			// The opponent's hand (Traitor) or the discard pile: the most useful card, if any.
			const best = [...o.optionCards].sort((a, b) => cardValue({ card: b, kind: '', playable: false }, o, plan) - cardValue({ card: a, kind: '', playable: false }, o, plan) || (a < b ? -1 : 1))[0];
			if (best) return { t: 'option', card: best };
			return { t: 'button', id: 'choice', key: 'none' };
		}
		case 'riots':
			// Pay the gold when there is enough; else one unit (shown as a card) goes under a stack of its back.
			if (button(o, 'choice', 'payGold')) return { t: 'button', id: 'choice', key: 'payGold' };
			if (o.optionCards.length) return { t: 'cardToStack', card: [...o.optionCards].sort()[0], from: 'option' };
			break;
		case 'sebastianOffer':
			return { t: 'button', id: 'choice', key: 'decline' };
		case 'merchantBuy':
			return { t: 'button', id: 'merchant-doneBuying' };
		case 'scoutOffer':
			return { t: 'button', id: 'scout-noScout' };
		case 'scoutPick':
		case 'orientRegions': {
			const b = o.buttons.find((x) => x.id === 'region-choice');
			if (b) return { t: 'button', id: 'region-choice', key: b.key };
			break;
		}
		case 'exchangeOffer': {
			// Swap the least useful card while no attack card is in hand.
			const holdsAttack = o.hand.some((c) => plan.attacks[cardId(c.card)]);
			const junk = [...o.hand].sort((a, b) => cardValue(a, o, plan) - cardValue(b, o, plan) || (a.card < b.card ? -1 : 1))[0];
			if (junk && (!holdsAttack || cardValue(junk, o, plan) <= 1)) return { t: 'cardToStack', card: junk.card, from: 'hand', stack: 'most' };
			return { t: 'button', id: 'skip-exchange' };
		}
		case 'exchangeTake': {
			const theme = themeStack(o.stacks);
			const any = o.stacks.filter((s) => s.count > 0).sort(byKey((s) => s.stack))[0];
			return { t: 'button', id: 'take-top', key: String((theme ?? any).stack) };
		}
		case 'libraryOffer': {
			// Library: a free search; look through the fuller theme stack.
			const searchable = new Set(o.buttons.filter((b) => b.id === 'search').map((b) => Number(b.key)));
			const theme = o.stacks.filter((s) => searchable.has(s.stack) && s.set !== 'basic').sort((a, b) => b.count - a.count || a.stack - b.stack)[0];
			if (theme) return { t: 'button', id: 'search', key: String(theme.stack) };
			return { t: 'button', id: 'choice', key: 'decline' };
		}
		case 'searchPick': {
			const best = [...o.optionCards].sort((a, b) => Number(!!plan.attacks[cardId(b)]) - Number(!!plan.attacks[cardId(a)]) || (a < b ? -1 : 1))[0];
			return { t: 'option', card: best };
		}
	}
	throw new Error(`policy: no move for the decision "${o.task}" (buttons: ${o.buttons.map((b) => b.id + (b.key ? '=' + b.key : '')).join(', ')})`);
}

/**
 * The theme stack to draw from: the one with fewer cards (the exchanged card went under the
 * other one, so the policy works through a whole stack instead of cycling its own cards).
 */
function themeStack(stacks: Obs['stacks']): Obs['stacks'][number] | undefined {
	return stacks.filter((s) => s.set !== 'basic' && s.count > 0).sort((a, b) => a.count - b.count || a.stack - b.stack)[0];
}

function stockOf(side: ObsSide, region: string): number {
	return side.regions.find((r) => r.region === region)?.stock ?? 0;
}

function mainMove(o: Obs, plan: ModePlan, have: Record<Res, number>, want: Cost): Move {
	// 1. An attack card when the opponent will have to decide something.
	for (const c of [...o.hand].sort(byKey((c) => c.card))) {
		const kind = plan.attacks[cardId(c.card)];
		if (c.playable && kind && victimWillDecide(o, kind)) return { t: 'play', card: c.card };
	}
	// 2. A city.
	if (o.hlCities.length) return { t: 'city', col: Math.min(...o.hlCities) };
	// 3. A city expansion: the mode's first, then any.
	const avoided = (card: string) => (plan.avoidBuilding ?? []).includes(cardId(card));
	const buildable = [...o.faceUp.map((c) => ({ ...c, from: 'faceUp' as const })), ...o.hand.map((c) => ({ ...c, from: 'hand' as const }))].filter(
		(c) => c.playable && c.kind === 'cityExpansion' && !avoided(c.card)
	);
	const rank = (card: string) => {
		const i = plan.cityExpansions.findIndex((x) => x.id === cardId(card));
		return i < 0 ? 99 : i;
	};
	const exp = buildable.sort((a, b) => rank(a.card) - rank(b.card) || (a.card < b.card ? -1 : 1))[0];
	if (exp) return { t: 'build', card: exp.card, from: exp.from };
	// 4. A settlement, else a road towards one (only once a city stands).
	const settlement = o.ghosts.filter((g) => g.kind === 'settlement' && g.legal).sort(byKey((g) => g.col))[0];
	if (settlement) return { t: 'ghost', kind: 'settlement', col: settlement.col };
	if (hasCity(o.me) && !o.ghosts.some((g) => g.kind === 'settlement')) {
		const road = o.ghosts.filter((g) => g.kind === 'road' && g.legal).sort(byKey((g) => g.col))[0];
		if (road) return { t: 'ghost', kind: 'road', col: road.col };
	}
	// 5. A cheap building or unit from the hand that leaves the goal's resources alone.
	for (const c of [...o.hand].sort(byKey((c) => c.card))) {
		if (!c.playable || c.kind === 'action' || c.kind === 'cityExpansion' || c.kind === 'regionExpansion') continue;
		if (avoided(c.card)) continue;
		return { t: 'build', card: c.card, from: 'hand' };
	}
	// 6. One bank trade towards the goal: give what is most over the goal (3 of it), get what is missing.
	if (o.tradeEnabled) {
		const missing = deficit(have, want).sort((a, b) => (want[b] ?? 0) - have[b] - ((want[a] ?? 0) - have[a]) || RESOURCES.indexOf(a) - RESOURCES.indexOf(b));
		const surplus = RESOURCES.filter((r) => have[r] - (want[r] ?? 0) >= 3).sort((a, b) => have[b] - (want[b] ?? 0) - (have[a] - (want[a] ?? 0)) || RESOURCES.indexOf(a) - RESOURCES.indexOf(b));
		if (missing.length && surplus.length) return { t: 'trade', give: surplus[0], get: missing[0] };
	}
	return { t: 'endTurn' };
}

/**
 * What the policy knows of each theme mode (keyed by mode id). A new mode needs an entry here
 * (its city expansion to aim for, its attack cards and what they make the opponent decide).
 */
export const MODE_PLANS: Record<string, ModePlan> = {
	gold: {
		// Merchant Guild: face-up stack, so always there (seed L699-701).
		cityExpansions: [{ id: 'merchantGuild', cost: { brick: 2, wool: 2, grain: 1 } }],
		attacks: { merchant: 'give', tradeMaster: 'give', brigandsGold: 'give', gudrun: 'give' }
	},
	turmoil: {
		// Hedge Tavern: face-up stack; it is also what Archer, Arsonist and Traitor require.
		cityExpansions: [{ id: 'hedgeTavern', cost: { gold: 2, grain: 1, wool: 1 } }],
		attacks: { arsonist: 'stack' },
		avoidBuilding: ['fireBrigade', 'lookoutTower', 'heinrich']
	},
	progress: {
		// No attack cards in this set; University is face-up but needs an Abbey or a Library first.
		cityExpansions: [
			{ id: 'library', cost: { lumber: 1, grain: 2 } },
			{ id: 'university', cost: { lumber: 2, grain: 2, brick: 1 } }
		],
		attacks: {}
	},
	duel: {
		// No face-up stack: any city expansion from the stacks; the attacks are the sets' non-crescent ones.
		cityExpansions: [],
		attacks: { merchant: 'give', brigandsTurmoil: 'give', gudrun: 'give' },
		avoidBuilding: ['lookoutTower', 'heinrich']
	}
};

/**
 * Plan variants for single-card tests of tests/e2e/rivals-modes.spec.ts (Turmoil): `riots` is the
 * mode's plan (it builds heroes and ships, so Riots asks for gold or a unit); `traitor` plays Traitor
 * as soon as it can.
 */
export const SCENARIO_PLANS: Record<'riots' | 'traitor', ModePlan> = {
	riots: MODE_PLANS.turmoil,
	traitor: { ...MODE_PLANS.turmoil, attacks: { traitor: 'none' } }
};

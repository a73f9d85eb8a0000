/**
 * The heuristic Imperial Settlers bot ("Osadník"). It sees only its seat's view and the legal
 * actions, and scores each legal action by what it is worth in VP-equivalents:
 *
 * - goods have prices that depend on the round and the mode (a card is worth more early; a Raze
 *   token is worth much more in the solo modes, where 2 of them raze a virtual Location (one card
 *   less in its Collection) or conquer a card back (one Faction Location more, one card less));
 * - a Location is worth its end VP plus what it will still produce, its action's net gain per use
 *   times the uses left, its Feature's expected gains; building it costs the goods paid (gold only
 *   where the rules take it) and, for the Location part, the cheapest own Foundation or Location;
 * - a Deal is its good times the Production phases left, against the food and the card;
 * - razing and conquering weigh the spoils, the damage to the victim (shared among the
 *   opponents in multiplayer) and, in solo, the goal (Faction Locations against Collection cards),
 *   including the risk of the virtual player's attacks (hittable Common Locations) and conquest
 *   waves (a Faction Location in a row of its own);
 * - when nothing is worth its price any more, goods that Cleanup would discard are valued at 0
 *   (its faction's stored good and what storage Features hold are kept), so the rest is spent
 *   rather than lost; then it passes.
 *
 * Deterministic: ties are broken with the rng it is given. One decision takes well under a ms.
 */
import { randomInt, type Bot, type RngState } from '$lib/engine';
import { factionDef, type CardInfo } from './data';
import { cardOf } from './cards';
import { CONQUEST_WAVES } from './data/solo';
import { actionOf, fortressVpPerLevel, storeMax } from './content';
import { GOODS, RESOURCES, type Color, type Cost, type FactionId, type Gain, type Good, type Item, type LocKind, type Yield } from './data/types';
import { purposeOf } from './purposes';
import type { IsAction, Loc, Task } from './types';
import type { IsView, PlayerView } from './view';

const ROUNDS = 5;
const EPS = 1e-6;

interface Mine {
	loc: Loc;
	c: CardInfo;
	/** Lies in my own Empire (else an enemy Location I took over). */
	own: boolean;
}

interface Ctx {
	v: IsView;
	seat: number;
	me: PlayerView;
	r: number;
	/** Production phases after this round. */
	left: number;
	solo: boolean;
	conq: boolean;
	/** Solo: VP-equivalent of one unit of the goal (a Faction Location more or a Collection card less). */
	W: number;
	price: Record<Item, number>;
	/** Goods Cleanup would discard are worth nothing (the end of my turn sequence in a round). */
	dump: boolean;
	keep: Good;
	/** Goods storage Features keep at Cleanup. */
	stored: Record<Good, number>;
	/** Solo: which Locations count for the goal (option soloGoal). */
	goalAll: boolean;
	mine: Mine[];
	colors: Map<Color, number>;
	samurai: number;
	/** How much a damage to one opponent is worth to me (multiplayer). */
	denial: number;
	opponents: number[];
	/** Per-decision caches (values do not change within one decision). */
	memo: Map<string, number>;
}

function memo(ctx: Ctx, key: string, f: () => number): number {
	let x = ctx.memo.get(key);
	if (x === undefined) {
		x = f();
		ctx.memo.set(key, x);
	}
	return x;
}

const ITEM_GOODS = new Set<string>(GOODS);
const isGood = (i: Item): i is Good => ITEM_GOODS.has(i);

// ——— Context and prices ———

function makeCtx(v: IsView, seat: number, dump = false): Ctx {
	const me = v.players[seat];
	const r = Math.min(ROUNDS, Math.max(1, v.round));
	const left = ROUNDS - r;
	const solo = v.options.mode === 'solo' || v.options.mode === 'solo-conquest';
	const conq = v.options.mode === 'solo-conquest';
	const W = solo ? 4 : 0;
	const mine: Mine[] = [];
	v.players.forEach((p, owner) => {
		for (const loc of p.empire) {
			if (loc.neutral) continue;
			const ctl = loc.ctl ?? owner;
			if (ctl === seat) mine.push({ loc, c: cardOf(v, loc.id), own: owner === seat });
		}
	});
	const colors = new Map<Color, number>();
	for (const m of mine) for (const col of m.c.colors) colors.set(col, (colors.get(col) ?? 0) + 1);
	const opponents = v.players.map((_, i) => i).filter((i) => i !== seat);
	const ctx: Ctx = {
		v,
		seat,
		me,
		r,
		left,
		solo,
		conq,
		W,
		price: {} as Record<Item, number>,
		dump,
		keep: factionDef(me.faction).keeps,
		stored: storedGoods(v, me, mine, factionDef(me.faction).keeps),
		goalAll: v.options.soloGoal === 'all',
		mine,
		colors,
		samurai: me.empire.filter((l) => l.samurai).length,
		denial: opponents.length ? 1 / opponents.length : 0,
		opponents,
		memo: new Map()
	};
	ctx.price = prices(ctx);
	return ctx;
}

function prices(ctx: Ctx): Record<Item, number> {
	const { r, solo, conq, W, me, v } = ctx;
	// A card is worth less the more of them wait in hand (resources, not cards, are short then),
	// and more when goods pile up that the hand cannot use.
	const h = me.hand?.length ?? me.handCount;
	const g = me.goods;
	const units = g.wood + g.stone + g.food + g.gold + g.worker / 2;
	const need = (me.hand ?? []).reduce((n, id) => n + Object.values(cardOf(ctx.v, id).cost).reduce((a, b) => a + (b ?? 0), 0), 0);
	const slack = units - need;
	let cardP = [1.3, 1.2, 1.0, 0.8, 0.6][r - 1] * Math.max(0.25, 1 - 0.15 * Math.max(0, h - 3));
	if (slack >= 2) cardP = Math.max(cardP, Math.min(1.6, 0.8 + 0.2 * slack));
	const res = r < ROUNDS ? 1 : 0.8;
	let raze = 1.1;
	if (solo) {
		// Targets left this round: the virtual Locations (2 tokens each) or, in solo conquest, its row (2 each, the leftmost).
		const targets = conq ? Math.max(v.virtual?.row.length ?? 0, 0) + (v.virtual?.locs.length ?? 0) : (v.virtual?.locs.length ?? 0);
		const roundsOfUse = r < ROUNDS ? 1 : 0.6;
		raze = me.goods.raze < 2 * targets || r < ROUNDS ? (conq ? W * 0.9 : W * 0.55) * roundsOfUse + 0.4 : 1.1;
	}
	const factionCard = solo ? cardP + (r < ROUNDS ? 0.35 * W * (r <= 3 ? 1 : 0.6) : 0.2) : cardP + 0.1;
	const p: Record<Item, number> = {
		wood: res,
		stone: res * 1.1,
		food: res * 0.95,
		gold: res * 1.1,
		worker: 0.5 * Math.max(res, cardP * 0.9),
		raze,
		defence: 0.05,
		card: Math.max(cardP, (cardP + factionCard) / 2),
		commonCard: cardP,
		factionCard,
		vp: 1
	};
	return p;
}

/** The price of a good I hold now: with `dump`, goods Cleanup discards are worth nothing. */
function held(ctx: Ctx, g: Good): number {
	if (!ctx.dump) return ctx.price[g];
	if (ctx.r >= ROUNDS) return 0.01;
	// The last unit of a good that storage would keep keeps its price.
	return g === ctx.keep || ctx.me.goods[g] <= ctx.stored[g] ? ctx.price[g] : 0;
}

/** What storage Features (Warehouses) would keep at Cleanup besides the faction's good (round.ts `kept`). */
function storedGoods(v: IsView, me: PlayerView, mine: Mine[], keep: Good): Record<Good, number> {
	const out = Object.fromEntries(GOODS.map((g) => [g, 0])) as Record<Good, number>;
	for (const m of mine)
		for (const f of m.c.feature ?? []) {
			if (f.k !== 'store') continue;
			let room = storeMax(v, m.loc.id, f);
			for (const g of f.goods) {
				if (g === keep) continue;
				const take = Math.min(room, me.goods[g] - out[g]);
				out[g] += take;
				room -= take;
			}
		}
	return out;
}

const gainValue = (ctx: Ctx, g: Gain): number => (Object.keys(g) as Item[]).reduce((n, i) => n + (g[i] ?? 0) * out(ctx, i), 0);
/** The price of a gained item (in dump mode, a good Cleanup would discard counts little). */
function out(ctx: Ctx, i: Item): number {
	if (!ctx.dump || !isGood(i)) return ctx.price[i];
	return held(ctx, i) > 0 ? held(ctx, i) : ctx.price[i] * 0.05;
}

/** What paying `cost` takes from my supply (named goods first, gold for the missing Resources), as a price; null when unaffordable. */
function payValue(ctx: Ctx, cost: Cost, goods = ctx.me.goods): number | null {
	let gold = cost.gold ?? 0;
	let v = 0;
	for (const g of GOODS) {
		const need = cost[g] ?? 0;
		if (!need || g === 'gold') continue;
		const have = goods[g];
		const named = Math.min(need, have);
		v += named * held(ctx, g);
		if (need > have) {
			if (!(RESOURCES as string[]).includes(g)) return null;
			gold += need - have;
		}
	}
	if (gold > goods.gold) return null;
	return v + gold * held(ctx, 'gold');
}

/** A price for a cost in general (affordability aside). */
const costPrice = (ctx: Ctx, cost: Cost): number => (Object.keys(cost) as Good[]).reduce((n, g) => n + (cost[g] ?? 0) * ctx.price[g], 0);

// ——— Locations ———

/** Solo: does this Location count for the goal? */
const counts = (ctx: Ctx, c: CardInfo): boolean => ctx.goalAll || c.deck !== 'common';
const endVp = (c: CardInfo): number => (c.deck === 'common' ? 1 : 2);
const isFortress = (c: CardInfo): boolean => c.action?.effect.k === 'fortify';
const guarded = (c: CardInfo): boolean => !!c.feature?.some((f) => f.k === 'guarded');
/** Can the virtual player's attacks hit it (solo.ts `hittable`)? */
const hittable = (c: CardInfo): boolean => !!c.raze && !guarded(c) && !isFortress(c);

function colorCount(ctx: Ctx, col: Color, extra?: CardInfo): number {
	return (ctx.colors.get(col) ?? 0) + (extra?.colors.includes(col) ? 1 : 0);
}

/** One Production phase of these yields, for me. */
function yieldsValue(ctx: Ctx, ys: Yield[] | undefined, self?: CardInfo, skip?: string): number {
	let n = 0;
	for (const y of ys ?? []) {
		switch (y.k) {
			case 'gain':
				n += gainValue(ctx, y.gain);
				break;
			case 'perColor':
				n += Math.min(y.max, colorCount(ctx, y.color, self)) * out(ctx, y.item);
				break;
			case 'perSamurai':
				n += Math.min(y.max, ctx.samurai) * out(ctx, y.item);
				break;
			case 'oneOf':
				n += Math.max(0, ...y.of.map((g) => gainValue(ctx, g)));
				break;
			case 'copyProduction':
				n += bestProduction(ctx, skip ?? self?.id);
				break;
			case 'samurai':
				n += y.n * (ctx.solo ? 0.2 : 0.5);
				break;
			case 'perForeign': {
				const k = ctx.mine.filter((m) => m.c.deck !== 'common' && m.c.deck !== ctx.me.faction).length;
				n += y.steps.filter((s) => k >= s).length * out(ctx, y.item) + 0.1;
				break;
			}
		}
	}
	return n;
}

function bestProduction(ctx: Ctx, skip?: string): number {
	let best = 0;
	for (const m of ctx.mine)
		if (m.c.kind === 'production' && m.loc.id !== skip && !m.c.production?.some((y) => y.k === 'copyProduction')) best = Math.max(best, yieldsValue(ctx, m.c.production, undefined, m.loc.id));
	return best;
}

/** Net gain of one use of an Action Location in general (at decision time `activationValue` is exact). */
function actionNet(ctx: Ctx, c: CardInfo): number {
	const a = actionOf(ctx.v, c.id);
	if (!a) return 0;
	return effectValue(ctx, c) - costPrice(ctx, a.pay) - (a.discardCard ? 0.6 * ctx.price.card : 0) - (a.discardDeal ? 1.5 : 0);
}

let depth = 0;

/** What one activation's effect brings (the best target where it needs one). */
function effectValue(ctx: Ctx, c: CardInfo): number {
	return depth > 0 ? effectValueRaw(ctx, c) : memo(ctx, 'e' + c.id, () => effectValueRaw(ctx, c));
}

function effectValueRaw(ctx: Ctx, c: CardInfo): number {
	const e = actionOf(ctx.v, c.id)!.effect;
	switch (e.k) {
		case 'gain':
			return gainValue(ctx, e.gain);
		case 'placeholder':
			return 1;
		case 'fortify':
			return ctx.r <= ROUNDS ? fortressVpPerLevel(ctx.v) : 0;
		default: {
			const purpose = purposeOf(e);
			if (!purpose) return 0;
			// A target's value may itself depend on effects (a card to build, an action to copy): one level deep, then a flat guess.
			if (depth > 0) return 1;
			depth++;
			try {
				const opts = genericPickOptions(ctx, purpose, c.id);
				return Math.max(0, ...opts.map((o) => pickValue(ctx, purpose, o, c.id)));
			} finally {
				depth--;
			}
		}
	}
}


/** Expected gains of a Feature over the rest of the game. */
function featureValue(ctx: Ctx, c: CardInfo, builtNow: boolean): number {
	let n = 0;
	const hand = ctx.me.hand ?? [];
	for (const f of c.feature ?? []) {
		switch (f.k) {
			case 'onBuild': {
				const inHand = hand.filter((id) => id !== c.id && cardOf(ctx.v, id).colors.includes(f.color)).length;
				const builds = Math.min(inHand, 2) * 0.7 + ctx.left * 0.5 + (builtNow && c.colors.includes(f.color) ? 1 : 0);
				n += builds * gainValue(ctx, f.gain);
				break;
			}
			case 'onRaze':
				n += (ctx.left + 1) * 0.6;
				break;
			case 'oasis':
				n += ctx.left * 0.3 * ctx.opponents.length;
				break;
			case 'store':
				n += ctx.left * 0.6;
				break;
			case 'sphinxLink':
				n += 0.3 * ctx.left;
				break;
			case 'endVp':
				// An owner's end-of-game Feature (vocabulary.ts endVp / endVpPerColor, scored by
				// scoring.ts featureVp): its VP, per colour by my Locations of that colour (this card
				// too when built now). No built-in card has it, so their values stay as they were.
				n += f.vp * (f.color ? colorCount(ctx, f.color, builtNow ? c : undefined) : 1);
				break;
		}
	}
	return n;
}

/** Uses left of an Action Location this round and later (a share of them realised). */
function actionFuture(ctx: Ctx, c: CardInfo, usedNow: number): number {
	const a = c.action;
	if (!a) return 0;
	const net = actionNet(ctx, c);
	if (net <= 0) return 0;
	const thisRound = Math.max(0, a.limit - usedNow);
	return net * (thisRound * 0.8 + a.limit * ctx.left * 0.6);
}

/** Solo: the risk that the virtual player takes this Location before the game ends (in goal units). */
function soloRisk(ctx: Ctx, c: CardInfo, kind: LocKind, rowCount: number): number {
	if (!ctx.solo) return 0;
	let risk = 0;
	if (c.deck === 'common' && hittable(c)) risk += ctx.r < ROUNDS ? 0.45 : 0.35; // the attacks (a hit adds it to the Collection)
	if (ctx.conq && c.deck !== 'common' && !c.feature?.some((f) => f.k === 'foundationsCard') && !isFortress(c)) {
		// Conquest waves: it goes when more waves hit its row than Faction Locations lie left of it.
		const waves = CONQUEST_WAVES[ctx.v.options.difficulty ?? 'medium'].slice(ctx.r - 1).reduce((a, b) => a + b, 0);
		risk += 2 * binomAtLeast(waves, 1 / 3, rowCount + 1);
	}
	return risk;
}

function binomAtLeast(n: number, p: number, k: number): number {
	if (k <= 0) return 1;
	if (k > n) return 0;
	let sum = 0;
	let coef = 1;
	for (let i = 0; i <= n; i++) {
		if (i > 0) coef = (coef * (n - i + 1)) / i;
		if (i >= k) sum += coef * p ** i * (1 - p) ** (n - i);
	}
	return sum;
}

/** Faction Locations (that waves can take) in my row of this kind. */
const factionInRow = (ctx: Ctx, kind: LocKind): number =>
	ctx.me.empire.filter((l) => {
		const c = cardOf(ctx.v, l.id);
		return c.kind === kind && c.deck !== 'common' && !isFortress(c) && !c.feature?.some((f) => f.k === 'foundationsCard');
	}).length;

/** What a Location I hold is still worth to me (it would be lost by discarding it). */
function locValue(ctx: Ctx, l: Loc): number {
	return memo(ctx, `l${l.id}:${l.used}:${l.level ?? 0}`, () => locValueRaw(ctx, l));
}

function locValueRaw(ctx: Ctx, l: Loc): number {
	const c = cardOf(ctx.v, l.id);
	let n = endVp(c) + (l.level ?? 0) * fortressVpPerLevel(ctx.v);
	if (c.kind === 'production') n += yieldsValue(ctx, c.production, undefined, l.id) * ctx.left;
	n += actionFuture(ctx, c, l.used);
	n += featureValue(ctx, c, false);
	if (ctx.solo) {
		if (counts(ctx, c)) n += ctx.W;
		if (c.deck === 'common' && hittable(c)) n -= ctx.W * (ctx.r < ROUNDS ? 0.35 : 0.25);
	}
	return n;
}

/** A Location in an enemy Empire: what its controller loses with it. */
function enemyLocValue(ctx: Ctx, owner: number, l: Loc): number {
	const c = cardOf(ctx.v, l.id);
	let n = endVp(c) + (l.level ?? 0) * fortressVpPerLevel(ctx.v);
	if (c.kind === 'production') n += 1.0 * ctx.left;
	if (c.kind === 'action') n += 0.5 * ctx.left;
	void owner;
	return n;
}

/** Value of building `c` now (before its payment). */
function buildGain(ctx: Ctx, c: CardInfo, noL = false): number {
	let n = endVp(c);
	n += yieldsValue(ctx, c.bonus, c);
	if (c.kind === 'production') n += yieldsValue(ctx, c.production, c) * (ctx.left + 1);
	n += actionFuture(ctx, c, 0);
	n += featureValue(ctx, c, true);
	// Build-trigger Features I have (the new card counts itself, handled in featureValue).
	for (const m of ctx.mine) for (const f of m.c.feature ?? []) if (f.k === 'onBuild' && c.colors.includes(f.color)) n += gainValue(ctx, f.gain);
	if (ctx.solo) {
		if (counts(ctx, c)) n += ctx.W;
		n -= ctx.W * soloRisk(ctx, c, c.kind, factionInRow(ctx, c.kind));
	}
	// A Faction card in hand waiting for a Location part: a new Location is one more way to pay it.
	if (!noL && c.deck === 'common' && lSources(ctx) < factionWaiting(ctx)) n += 0.5;
	return n;
}

const factionWaiting = (ctx: Ctx): number => (ctx.me.hand ?? []).filter((id) => cardOf(ctx.v, id).needsL).length;
const lSources = (ctx: Ctx): number => ctx.me.foundationCount + ctx.me.empire.filter((l) => l.ctl === undefined && cardOf(ctx.v, l.id).deck === 'common').length;

/** The cheapest Location part I can pay (a Foundation or an own Location). */
function lCost(ctx: Ctx, except?: string): number {
	return memo(ctx, 'L' + (except ?? ''), () => lCostRaw(ctx, except));
}

function lCostRaw(ctx: Ctx, except?: string): number {
	let best = Infinity;
	if (ctx.me.foundationCount > 0) best = 0.2;
	for (const l of ctx.me.empire) if (l.ctl === undefined && l.id !== except) best = Math.min(best, locValue(ctx, l));
	return best;
}

/** What a card in hand is worth kept for later (to build, raze or make a Deal). */
function keepValue(ctx: Ctx, id: string): number {
	return memo(ctx, 'k' + id, () => keepValueRaw(ctx, id));
}

function keepValueRaw(ctx: Ctx, id: string): number {
	const c = cardOf(ctx.v, id);
	const build = buildGain(ctx, c, true) - costPrice(ctx, c.cost) - (c.needsL ? 1.2 : 0) - (ctx.r < ROUNDS ? 0 : 0.5);
	const raze = c.raze ? gainValue(ctx, c.raze) - ctx.price.raze : 0;
	const deal = c.deal && ctx.r < ROUNDS ? ctx.price[c.deal] * ctx.left - ctx.price.food : 0;
	return Math.max(0, build, raze, deal) * (ctx.r < ROUNDS ? 0.55 : 0.3);
}

// ——— Picks ———

type PickOpt = { seat?: number; id?: string; i?: number; item?: Item };

/** The targets an effect could pick now, from what I can see (an estimate for activation values). */
function genericPickOptions(ctx: Ctx, purpose: string, src: string): PickOpt[] {
	const { v, seat, me } = ctx;
	const enemies = ctx.opponents.filter((o) => !v.players[o].passed);
	const enemyLocs = (): { seat: number; id: string; loc: Loc }[] => {
		const outL: { seat: number; id: string; loc: Loc }[] = [];
		for (const o of enemies) for (const l of v.players[o].empire) if ((l.ctl ?? o) !== seat) outL.push({ seat: o, id: l.id, loc: l });
		return outL;
	};
	const virtualLocs = (): PickOpt[] => (v.virtual ? v.virtual.locs.filter((id) => !!cardOf(ctx.v, id).raze).map((id) => ({ seat: -1, id })) : []);
	switch (purpose) {
		case 'reproduce':
		case 'copyProduction':
			return ctx.mine.filter((m) => m.c.kind === 'production' && m.loc.id !== src).map((m) => ({ id: m.loc.id }));
		case 'dealAgain':
			return me.deals.map((_, i) => ({ i }));
		case 'settlers':
		case 'sanctuary':
		case 'foundation':
		case 'tradeRouteCard':
			return (me.hand ?? []).map((id) => ({ id }));
		case 'copyAction':
			return ctx.mine.filter((m) => m.c.kind === 'action' && m.loc.id !== src && !['copyAction', 'fortify'].includes(m.c.action!.effect.k)).map((m) => ({ id: m.loc.id }));
		case 'steal':
			return enemies.flatMap((o) => RESOURCES.filter((r) => v.players[o].goods[r] > 0).map((item) => ({ seat: o, item })));
		case 'razeEnemy':
		case 'razeEnemyFree':
		case 'removeEnemy':
			return [...enemyLocs().filter((x) => !!cardOf(ctx.v, x.id).raze && (!guarded(cardOf(ctx.v, x.id)) || x.loc.samurai) && !isFortress(cardOf(ctx.v, x.id))), ...virtualLocs()];
		case 'pack':
			return [...enemyLocs(), ...(v.virtual?.locs ?? []).map((id) => ({ seat: -1, id }))].flatMap((x) =>
				(Object.keys(cardOf(ctx.v, x.id).raze ?? {}) as Item[]).map((item) => ({ seat: x.seat, id: x.id, item }))
			);
		case 'razeOwn':
			return me.empire.filter((l) => l.ctl === undefined && !!cardOf(ctx.v, l.id).raze && (!guarded(cardOf(ctx.v, l.id)) || l.samurai)).map((l) => ({ id: l.id }));
		case 'stealDeal':
		case 'discardEnemyDeal':
			return enemies.flatMap((o) => v.players[o].deals.flatMap((d, i): PickOpt[] => (purpose === 'stealDeal' && d.host ? [] : [{ seat: o, i }])));
		case 'negotiator':
			return me.deals.map((_, i) => ({ i }));
		case 'takeOver':
			return me.tokens > 0 ? enemyLocs().filter((x) => x.loc.ctl === undefined && cardOf(ctx.v, x.id).deck === 'common').map((x) => ({ seat: x.seat, id: x.id })) : [];
		case 'conquer':
			return enemyLocs().filter((x) => cardOf(ctx.v, x.id).deck !== 'common' && x.loc.ctl === undefined && !isFortress(cardOf(ctx.v, x.id))).map((x) => ({ seat: x.seat, id: x.id }));
		default:
			return [];
	}
}

function findEnemyLoc(ctx: Ctx, seat: number | undefined, id: string | undefined): Loc | undefined {
	if (seat === undefined || seat < 0 || !id) return undefined;
	return ctx.v.players[seat]?.empire.find((l) => l.id === id);
}

/** Gains for me of razing (spoils, Gallows) a card with this raze field. */
function razeSpoils(ctx: Ctx, c: CardInfo): number {
	let n = gainValue(ctx, c.raze ?? {});
	for (const m of ctx.mine) for (const f of m.c.feature ?? []) if (f.k === 'onRaze') n += gainValue(ctx, f.gain);
	return n;
}

/** Razing (or removing) an enemy or virtual Location, before its token cost. */
function razeTargetValue(ctx: Ctx, seat: number | undefined, id: string, spoils: boolean): number {
	const c = cardOf(ctx.v, id);
	const s = spoils ? razeSpoils(ctx, c) : 0;
	if (seat === -1) return s + ctx.W; // a virtual Location: one Collection card less
	const l = findEnemyLoc(ctx, seat, id);
	if (!l) return s;
	// The owner loses the Location but gets a Foundation and 1 wood (a Japanese Faction card is discarded).
	const back = spoils && c.deck !== 'japanese' ? 1.2 : 0;
	return s + ctx.denial * (enemyLocValue(ctx, seat!, l) - back) * leaderFactor(ctx, seat!);
}

/** Hurting the opponent who leads counts more. */
function leaderFactor(ctx: Ctx, seat: number): number {
	return memo(ctx, 'F' + seat, () => leaderFactorRaw(ctx, seat));
}

function leaderFactorRaw(ctx: Ctx, seat: number): number {
	const score = (i: number) => ctx.v.players[i].vp + ctx.v.players[i].empire.reduce((n, l) => n + endVp(cardOf(ctx.v, l.id)), 0);
	const best = Math.max(...ctx.opponents.map(score));
	return score(seat) >= best ? 1.3 : 0.9;
}

function pickValue(ctx: Ctx, purpose: string, o: PickOpt, src?: string, task?: Extract<Task, { t: 'pick' }>): number {
	const { me } = ctx;
	switch (purpose) {
		case 'reproduce':
		case 'copyProduction': {
			const c = cardOf(ctx.v, o.id!);
			return yieldsValue(ctx, c.production, c, o.id);
		}
		case 'dealAgain':
			return out(ctx, cardOf(ctx.v, me.deals[o.i!]?.card ?? '').deal ?? 'wood');
		case 'discardDeal': {
			const d = me.deals[o.i!];
			return -(d ? ctx.price[d.item] * ctx.left : 0);
		}
		case 'discardCard':
		case 'foundation':
			return -keepValue(ctx, o.id!) + (purpose === 'foundation' ? (lSources(ctx) < factionWaiting(ctx) ? 1.2 : 0.3) : 0);
		case 'sanctuary':
			return -keepValue(ctx, o.id!) + out(ctx, 'stone') + (lSources(ctx) < factionWaiting(ctx) ? 1.2 : 0.3);
		case 'settlers': {
			const c = cardOf(ctx.v, o.id!);
			const pay = payValue(ctx, c.cost);
			return pay === null ? -Infinity : buildGain(ctx, c, true) - pay;
		}
		case 'copyAction': {
			const m = ctx.mine.find((x) => x.loc.id === o.id);
			return m ? effectValue(ctx, m.c) - costPrice(ctx, actionOf(ctx.v, m.c.id)!.pay) : 0;
		}
		case 'steal':
			return out(ctx, o.item!) + ctx.denial * 0.5;
		case 'razeEnemy':
		case 'razeEnemyFree':
		case 'removeEnemy': {
			const l = findEnemyLoc(ctx, o.seat, o.id);
			const extra = purpose === 'razeEnemy' && l ? (l.defence + (l.samurai ? 1 : 0)) * ctx.price.raze : 0;
			return razeTargetValue(ctx, o.seat, o.id!, purpose !== 'removeEnemy') - extra;
		}
		case 'pack':
			return out(ctx, o.item!);
		case 'razeOwn': {
			const l = me.empire.find((x) => x.id === o.id);
			if (!l) return -Infinity;
			const c = cardOf(ctx.v, l.id);
			return razeSpoils(ctx, c) + (c.deck === 'japanese' ? 0 : out(ctx, 'wood') + 0.4) - locValue(ctx, l);
		}
		case 'stealDeal': {
			const d = ctx.v.players[o.seat!]?.deals[o.i!];
			return d ? (ctx.price[d.item] * ctx.left) * (1 + ctx.denial) : 0;
		}
		case 'discardEnemyDeal': {
			const d = ctx.v.players[o.seat!]?.deals[o.i!];
			return d ? ctx.price[d.item] * ctx.left * ctx.denial : 0;
		}
		case 'negotiator': {
			const d = me.deals[o.i!];
			if (!d?.card) return 0;
			const c = cardOf(ctx.v, d.card);
			const pay = payValue(ctx, c.cost);
			return pay === null ? -Infinity : buildGain(ctx, c, true) - pay - ctx.price[d.item] * ctx.left;
		}
		case 'takeOver': {
			const l = findEnemyLoc(ctx, o.seat, o.id);
			if (!l) return 0;
			const c = cardOf(ctx.v, l.id);
			const mineV = (c.kind === 'production' ? yieldsValue(ctx, c.production, c) * ctx.left : 0) + actionFuture(ctx, c, l.used) + featureValue(ctx, c, false);
			return mineV + ctx.denial * enemyLocValue(ctx, o.seat!, l) * 0.7;
		}
		case 'tradeRouteCard': {
			const c = cardOf(ctx.v, o.id!);
			return (c.deal ? ctx.price[c.deal] * (ctx.left + 1) : 0) - keepValue(ctx, o.id!);
		}
		case 'tradeRouteHost': {
			const c = cardOf(ctx.v, o.id!);
			// A host that can be razed takes the Deal with it.
			return c.raze && !guarded(c) ? 0 : 1;
		}
		case 'samurai': {
			const l = me.empire.find((x) => x.id === o.id);
			if (!l) return 0;
			const c = cardOf(ctx.v, l.id);
			return guarded(c) ? -1 : locValue(ctx, l) * 0.1;
		}
		case 'worker':
			return workerItemValue(ctx, o.item!);
		case 'conquer':
			return conquestValue(ctx, o.seat!, o.id!, src && cardOf(ctx.v, src).action?.effect.k === 'conquer' ? 0 : 0);
		default:
			void task;
			return 0;
	}
}

/** The best thing 1 good from 2 Workers buys: a card, or a Resource that lets me build or activate something. */
function workerItemValue(ctx: Ctx, item: Item): number {
	return memo(ctx, 'w' + item, () => workerItemValueRaw(ctx, item));
}

function workerItemValueRaw(ctx: Ctx, item: Item): number {
	if (item === 'card' || !isGood(item)) return out(ctx, item);
	let best = out(ctx, item);
	// A Resource that completes a payment is worth what that build, Deal or activation brings.
	const goods = { ...ctx.me.goods, [item]: ctx.me.goods[item] + 1 };
	const after: Ctx = { ...ctx, me: { ...ctx.me, goods }, memo: new Map() };
	const tries: IsAction[] = [];
	for (const id of new Set(ctx.me.hand ?? [])) {
		const c = cardOf(ctx.v, id);
		if (payValue(ctx, c.cost) === null && payValue(ctx, c.cost, goods) !== null) tries.push({ a: 'build', card: id });
		if (c.deck !== 'common' && item === 'food' && ctx.me.goods.food + ctx.me.goods.gold === 0) tries.push({ a: 'deal', card: id });
	}
	for (const m of ctx.mine) {
		const a = actionOf(ctx.v, m.c.id);
		if (a && m.loc.used < a.limit && payValue(ctx, a.pay) === null && payValue(ctx, a.pay, goods) !== null) tries.push({ a: 'activate', loc: m.loc.id, times: 1 });
	}
	for (const a of tries) best = Math.max(best, turnValue(after, a) + held(ctx, item));
	return best;
}

/** Conquering an enemy Faction Location (expansion) or a virtual row card (solo conquest), before its token cost. */
function conquestValue(ctx: Ctx, seat: number, id: string, _x: number): number {
	const c = cardOf(ctx.v, id);
	let mineV = 2 + (c.kind === 'production' ? yieldsValue(ctx, c.production, c) * ctx.left : 0) + actionFuture(ctx, c, 0) + featureValue(ctx, c, false);
	if (seat === -1) {
		mineV += 2 * ctx.W - ctx.W * soloRisk(ctx, c, c.kind, factionInRow(ctx, c.kind));
		return mineV;
	}
	const l = findEnemyLoc(ctx, seat, id);
	return mineV + (l ? ctx.denial * (enemyLocValue(ctx, seat, l) - 0.5) * leaderFactor(ctx, seat) : 0);
}

// ——— Scoring the legal actions ———

function activationValue(ctx: Ctx, id: string, times: number): number {
	const c = cardOf(ctx.v, id);
	const a = actionOf(ctx.v, id)!;
	const pay = payValue(ctx, Object.fromEntries(Object.entries(a.pay).map(([g, n]) => [g, (n ?? 0) * times])) as Cost);
	if (pay === null) return -Infinity;
	let per = effectValue(ctx, c);
	if (a.discardCard) {
		const hand = [...(ctx.me.hand ?? [])].map((h) => keepValue(ctx, h)).sort((x, y) => x - y);
		per -= hand.length ? hand[0] : 99;
	}
	if (a.discardDeal) per -= Math.min(...ctx.me.deals.map((d) => ctx.price[d.item] * ctx.left), 99);
	// A second use of a pick-effect cannot reuse the same best target: count the later ones a bit lower.
	const mult = times === 1 ? 1 : 1 + (times - 1) * (purposeOf(a.effect) ? 0.7 : 1);
	return per * mult - pay;
}

function turnValue(ctx: Ctx, a: IsAction): number {
	const { me, price } = ctx;
	switch (a.a) {
		case 'build': {
			const c = cardOf(ctx.v, a.card);
			const pay = payValue(ctx, c.cost);
			if (pay === null) return -Infinity;
			const l = c.needsL ? lCost(ctx) : 0;
			return buildGain(ctx, c) - pay - l - keepValue(ctx, a.card) * 0.2;
		}
		case 'deal': {
			const c = cardOf(ctx.v, a.card);
			const pay = payValue(ctx, { food: 1 });
			if (pay === null) return -Infinity;
			return out(ctx, c.deal!) + price[c.deal!] * ctx.left - pay - keepValue(ctx, a.card);
		}
		case 'razeHand': {
			const c = cardOf(ctx.v, a.card);
			return razeSpoils(ctx, c) - held(ctx, 'raze') - keepValue(ctx, a.card);
		}
		case 'razeEnemy': {
			if (a.seat === -1) return razeTargetValue(ctx, -1, a.loc, true) - 2 * held(ctx, 'raze');
			const l = findEnemyLoc(ctx, a.seat, a.loc);
			if (!l) return -Infinity;
			return razeTargetValue(ctx, a.seat, a.loc, true) - (2 + l.defence + (l.samurai ? 1 : 0)) * held(ctx, 'raze');
		}
		case 'conquer': {
			if (a.seat === -1) {
				const i = ctx.v.virtual?.row.indexOf(a.loc) ?? 0;
				return conquestValue(ctx, -1, a.loc, 0) - (2 + i) * held(ctx, 'raze');
			}
			const l = findEnemyLoc(ctx, a.seat, a.loc);
			if (!l) return -Infinity;
			const row = ctx.v.players[a.seat].empire.filter((x) => cardOf(ctx.v, x.id).kind === cardOf(ctx.v, a.loc).kind && cardOf(ctx.v, x.id).deck !== 'common');
			const cost = 2 + Math.max(0, row.findIndex((x) => x.id === a.loc)) + l.defence + (l.samurai ? 1 : 0);
			return conquestValue(ctx, a.seat, a.loc, 0) - cost * held(ctx, 'raze');
		}
		case 'siege': {
			const l = findEnemyLoc(ctx, a.seat, a.loc);
			return (l?.level ?? 0) * fortressVpPerLevel(ctx.v) * ctx.denial * leaderFactor(ctx, a.seat) - 2 * held(ctx, 'raze');
		}
		case 'activate':
			return activationValue(ctx, a.loc, a.times);
		case 'workers': {
			const best = Math.max(...(['wood', 'stone', 'food', 'card'] as Item[]).map((i) => workerItemValue(ctx, i)));
			// One pair at a time (the next pair is valued again after the good arrives).
			return a.n === 1 ? best - 2 * held(ctx, 'worker') : -Infinity;
		}
		case 'samurai': {
			const l = me.empire.find((x) => x.id === a.loc);
			if (!l) return -Infinity;
			const c = cardOf(ctx.v, l.id);
			if (guarded(c)) return -1;
			const daimyo = ctx.mine.some((m) => m.c.production?.some((y) => y.k === 'perSamurai')) && ctx.samurai < 3 ? ctx.left + 0.3 : 0;
			const threat = ctx.solo ? 0 : 0.15 * endVp(c) + 0.05 * locValue(ctx, l);
			return daimyo + threat - held(ctx, 'worker');
		}
		case 'defence': {
			if (ctx.solo) return -1;
			const l = me.empire.find((x) => x.id === a.loc);
			const threat = ctx.opponents.some((o) => ctx.v.players[o].goods.raze >= 2 && !ctx.v.players[o].passed);
			return l && threat ? 0.02 * locValue(ctx, l) + 0.05 : 0.01;
		}
		case 'pass':
			return 0;
		default:
			return -Infinity;
	}
}

/** Card choices: a Lookout draft or which deck to draw from. */
function draftValue(ctx: Ctx, id: string): number {
	const c = cardOf(ctx.v, id);
	const build = buildGain(ctx, c, true) - costPrice(ctx, c.cost) - (c.needsL ? 1 : 0);
	const raze = c.raze ? gainValue(ctx, c.raze) - ctx.price.raze : 0;
	return Math.max(build, raze, 0) + (c.kind === 'production' ? 0.3 * ctx.left : 0);
}

function deckValue(ctx: Ctx, deck: 'common' | 'faction'): number {
	if (deck === 'common') return ctx.price.commonCard + (lSources(ctx) < factionWaiting(ctx) ? 0.5 : 0);
	const pileLeft = ctx.v.deckCounts[ctx.me.faction as FactionId] ?? 0;
	return pileLeft > 0 ? ctx.price.factionCard - (factionWaiting(ctx) > lSources(ctx) + 1 ? 0.6 : 0) : -1;
}

function decisionValue(ctx: Ctx, a: IsAction): number {
	const task = ctx.v.task;
	switch (a.a) {
		case 'draft':
			return draftValue(ctx, a.card);
		case 'deck':
			return deckValue(ctx, a.deck);
		case 'option':
			return task?.t === 'oneOf' ? gainValue(ctx, task.of[a.i] ?? {}) : 0;
		case 'l':
			if (a.from === 'foundation') return -0.2;
			return -locValue(ctx, ctx.me.empire.find((l) => l.id === a.id)!);
		case 'target': {
			const l = ctx.me.empire.find((x) => x.id === a.id);
			return l ? -locValue(ctx, l) : 0;
		}
		case 'pick':
			return task?.t === 'pick' ? pickValue(ctx, task.purpose, a, task.src, task) : 0;
		default:
			return turnValue(ctx, a);
	}
}

function best(values: number[]): number[] {
	let top = -Infinity;
	for (const x of values) if (x > top) top = x;
	const out: number[] = [];
	values.forEach((x, i) => {
		if (x >= top - EPS) out.push(i);
	});
	return out;
}

const THRESHOLD = 0.05;

export function heuristicChoose(view: IsView, legal: IsAction[], rng: RngState): IsAction {
	if (legal.length === 1 || view.seat === null) return legal[0];
	const seat = view.seat;
	let ctx = makeCtx(view, seat);
	let values = legal.map((a) => decisionValue(ctx, a));
	const inTurn = view.task?.t === 'turn';
	if (inTurn) {
		const passAt = legal.findIndex((a) => a.a === 'pass');
		const top = Math.max(...values.filter((_, i) => i !== passAt));
		if (top <= THRESHOLD) {
			// Nothing is worth its price: spend what Cleanup would discard anyway.
			ctx = makeCtx(view, seat, true);
			values = legal.map((a) => (a.a === 'pass' ? THRESHOLD : decisionValue(ctx, a)));
		} else if (passAt >= 0) values[passAt] = THRESHOLD;
	}
	const idx = best(values);
	return legal[idx[randomInt(rng, idx.length)]];
}

export const heuristicBot: Bot<IsView, IsAction> = {
	id: 'heuristic',
	name: { cs: 'Osadník', en: 'Settler' },
	choose: heuristicChoose
};

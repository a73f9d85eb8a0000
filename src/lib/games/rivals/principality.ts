/**
 * Principality topology (spec §11.5): regions at even columns in rows ±1, roads
 * at even columns and settlements/cities at odd columns in row 0, building sites
 * above and below settlements (rows ±1) and cities (rows ±1, ±2).
 */
import { cardsOf, regionNumbersOf, textNumber, type CardLookup, type ContentHolder } from './content';
import { cardDef, REGION_BY_ID, REGION_RESOURCE, REGIONS, type Resource, type RegionType } from './cards';
import { citySites, commercePoints, effId, isBuilding, isCovered, regionExpansionSites, townHallSites } from './theme';
import type { Player, PlacedExpansion, PlacedRegion, RivalsState, Site } from './types';

export const regionType = (r: PlacedRegion): RegionType => REGION_BY_ID[r.card].type;
/**
 * The resource of every region card. The rules ask for it thousands of times per match (every stock
 * count of every legality check): one Map lookup instead of two dictionary lookups.
 */
const RESOURCE_OF_REGION = new Map<string, Resource>(REGIONS.map((r) => [r.id, REGION_RESOURCE[r.type]]));
/** The resource a store holds: a region's, or gold for a Gold Cache. */
export const regionResource = (r: { card: string }): Resource => RESOURCE_OF_REGION.get(r.card) ?? 'gold';
/** Whether a store is a region card (not a Gold Cache). */
export const isRegionStore = (r: { card: string }): boolean => RESOURCE_OF_REGION.has(r.card);
/** A region's die number in this match (a pack may correct it: content.ts). */
export const regionNumber = (h: ContentHolder, r: PlacedRegion): number => regionNumbersOf(h)(r.card);

export const MAX_STOCK = 3;

/** Something that holds resources: a region, or a Gold Cache (an expansion with a stock). */
export type Store = PlacedRegion | (PlacedExpansion & { stock: number });

/** Regions first (layout order), then Gold Caches. */
export function stores(p: Player): Store[] {
	// Most principalities have no Gold Cache: then the regions themselves, without a copy.
	if (!p.expansions.some((e) => e.stock !== undefined)) return p.regions;
	const caches = p.expansions.filter((e): e is PlacedExpansion & { stock: number } => e.stock !== undefined);
	return [...p.regions, ...caches];
}

export function findRegion(p: Player, card: string): Store | undefined {
	return stores(p).find((r) => r.card === card);
}

export function settlementsAndCities(p: Player) {
	return p.centers.filter((c) => c.kind !== 'road');
}

/** Region columns at the two ends of the principality. */
export function outerRegionColumns(p: Player): [number, number] {
	let min = Infinity;
	let max = -Infinity;
	for (const r of p.regions) {
		if (r.col < min) min = r.col;
		if (r.col > max) max = r.col;
	}
	return [min, max];
}

/** Free building sites of settlements and cities, in a stable order (left to right, top to bottom). */
export function freeSites(p: Player): Site[] {
	const sites: Site[] = [];
	for (const c of settlementsAndCities(p).slice().sort((a, b) => a.col - b.col)) {
		const rows: Site['row'][] = c.kind === 'city' ? [-2, -1, 1, 2] : [-1, 1];
		for (const row of rows) {
			if (!p.expansions.some((e) => e.col === c.col && e.row === row)) sites.push({ col: c.col, row });
		}
	}
	return sites;
}

export function isFreeSite(p: Player, site: Site): boolean {
	return freeSites(p).some((s) => s.col === site.col && s.row === site.row);
}

/** The regions on the same side as a site, diagonally left and right (spec §6.5). */
export function regionsNextToSite(p: Player, site: Site): PlacedRegion[] {
	const row = site.row < 0 ? -1 : 1;
	return p.regions.filter((r) => r.row === row && (r.col === site.col - 1 || r.col === site.col + 1));
}

/** Expansions (of a kind) that touch a region. */
export function expansionsNextToRegion(p: Player, region: PlacedRegion) {
	return p.expansions.filter(
		(e) => (e.row < 0 ? -1 : 1) === region.row && (e.col === region.col - 1 || e.col === region.col + 1)
	);
}

// The counting helpers below are the hottest code of the rules and bots (legality checks of every
// candidate action): plain loops over the player's cards, no intermediate arrays or closures.

/**
 * Per-position memo (chessops style: a fact computed once per position, not once per question).
 * Listing the legal actions validates every candidate, and each asks for the same stocks again;
 * inside `readOnly` the stocks of a player are counted once. Only code that changes nothing may
 * run inside: the memo is keyed by the player object and dropped when the outermost call returns,
 * so a state changed between two calls (by `apply` on its copy, or by a test) is never misread.
 */
let memo: Map<Player, PlayerMemo> | null = null;

interface PlayerMemo {
	stocks: Record<Resource, number> | null;
	sites: { townHall?: Site[]; city?: Site[]; region?: Site[]; free?: Site[] };
}

function memoOf(p: Player): PlayerMemo {
	let m = memo!.get(p);
	if (!m) memo!.set(p, (m = { stocks: null, sites: {} }));
	return m;
}

/** Runs `fn`, which must not change any state, with the per-position memo on. */
export function readOnly<T>(fn: () => T): T {
	if (memo) return fn();
	memo = new Map();
	try {
		return fn();
	} finally {
		memo = null;
	}
}

export function stockOf(p: Player, res: Resource): number {
	if (memo) {
		const m = memoOf(p);
		return (m.stocks ??= countStocks(p))[res];
	}
	return countStock(p, res);
}

/** countStock of every resource, in one pass. */
function countStocks(p: Player): Record<Resource, number> {
	const out: Record<Resource, number> = { lumber: 0, wool: 0, grain: 0, brick: 0, ore: 0, gold: 0 };
	for (const r of p.regions) out[regionResource(r)] += r.stock;
	for (const e of p.expansions) if (e.stock !== undefined) out[regionResource(e)] += e.stock;
	return out;
}

function countStock(p: Player, res: Resource): number {
	let n = 0;
	for (const r of p.regions) if (regionResource(r) === res) n += r.stock;
	// Gold Caches (the stores after the regions).
	for (const e of p.expansions) if (e.stock !== undefined && regionResource(e) === res) n += e.stock;
	return n;
}

export function totalStock(p: Player): number {
	let n = 0;
	for (const r of p.regions) n += r.stock;
	for (const e of p.expansions) if (e.stock !== undefined) n += e.stock;
	return n;
}

/** Free sites a card may be built on: city expansions only at cities, region expansions at the outer rows. */
export function sitesFor(p: Player, card: string): Site[] {
	const kind = cardDef(card).kind;
	// Inside readOnly the sites of each kind are listed once per position (the list is never changed by its users).
	const sites = memo ? memoOf(p).sites : null;
	if (effId(card) === 'townHall') return sites ? (sites.townHall ??= townHallSites(p)) : townHallSites(p); // on top of a Parish Hall (seed L1377-1379)
	if (kind === 'cityExpansion') return sites ? (sites.city ??= citySites(p)) : citySites(p);
	if (kind === 'regionExpansion') return sites ? (sites.region ??= regionExpansionSites(p)) : regionExpansionSites(p);
	return sites ? (sites.free ??= freeSites(p)) : freeSites(p);
}

export function canAfford(p: Player, cost: Partial<Record<Resource, number>>): boolean {
	for (const res of Object.keys(cost) as Resource[]) if (stockOf(p, res) < (cost[res] ?? 0)) return false;
	return true;
}

/** A player's points of a kind, from the match's card values (`cards`: content.ts cardsOf). */
export function points(cards: CardLookup, p: Player, kind: 'strength' | 'skill' | 'commerce' | 'progress'): number {
	if (kind === 'commerce') return commercePoints(cards, p);
	let n = 0;
	for (const e of p.expansions) n += cards(e.card).points?.[kind] ?? 0;
	return n;
}

/** Owns a card of this id, theme copies of it included. */
export function hasExpansion(p: Player, defId: string): boolean {
	return p.expansions.some((e) => effId(e.card) === defId);
}

export function handLimit(cards: CardLookup, p: Player): number {
	return 3 + points(cards, p, 'progress'); // seed L335-336, L418-420
}

export function tradeShips(p: Player): number {
	let n = 0;
	for (const e of p.expansions) if (cardDef(e.card).kind === 'ship') n++;
	return n;
}

/** Buildings that can be picked (Feud, Invention): a Parish Hall under a Town Hall is not one of them. */
export function buildings(p: Player): string[] {
	return p.expansions.filter((e) => isBuilding(e.card) && !isCovered(p, e.card)).map((e) => e.card);
}

/** The regions next to the city (or settlement) at column `col`: left and right, top and bottom. */
export function regionsAroundCenter(p: Player, col: number): PlacedRegion[] {
	return p.regions.filter((r) => r.col === col - 1 || r.col === col + 1);
}

/** VP: settlement 1, city 2, each token 1 (seed L512-514). */
export function victoryPoints(s: RivalsState, seat: number): number {
	const p = s.players[seat];
	const cards = cardsOf(s);
	let vp = 0;
	for (const c of p.centers) vp += c.kind === 'settlement' ? 1 : c.kind === 'city' ? 2 : 0;
	for (const e of p.expansions) vp += cards(e.card).points?.vp ?? 0;
	// Harbor: +1 VP while its owner has at least 3 trade ships (seed L1092-1106; a pack may correct the 3).
	const ships = textNumber(s, 'ships.harbor');
	if (p.expansions.length >= ships && tradeShips(p) >= ships) for (const e of p.expansions) if (effId(e.card) === 'harbor') vp++;
	if (s.tokens.strength === seat) vp += 1;
	if (s.tokens.trade === seat) vp += 1;
	return vp;
}

/**
 * Token owner: the player with at least 3 points and strictly more than the
 * opponent; otherwise nobody (seed L400-410; spec §6.3 and §12.7, recomputed continuously).
 */
export function recomputeTokens(s: RivalsState): void {
	const cards = cardsOf(s);
	for (const [token, kind] of [
		['strength', 'strength'],
		['trade', 'commerce']
	] as const) {
		const a = points(cards, s.players[0], kind);
		const b = points(cards, s.players[1], kind);
		s.tokens[token] = a >= 3 && a > b ? 0 : b >= 3 && b > a ? 1 : null;
	}
}

/** Columns where a road may go: the free outer ends of the principality. */
export function roadColumns(p: Player): number[] {
	const [min, max] = outerRegionColumns(p);
	return [min, max].filter((col) => !p.centers.some((c) => c.col === col));
}

/** Columns where a settlement may go: beyond a road at an outer end. */
export function settlementColumns(p: Player): number[] {
	const [min, max] = outerRegionColumns(p);
	const out: number[] = [];
	if (p.centers.some((c) => c.kind === 'road' && c.col === min)) out.push(min - 1);
	if (p.centers.some((c) => c.kind === 'road' && c.col === max)) out.push(max + 1);
	return out;
}

/** The exchange search costs 2 resources, 1 with a Parish Hall, nothing with a Town Hall (seed L383-387, L877-879, L1377-1387). */
export const searchCost = (p: Player) => (hasExpansion(p, 'townHall') ? 0 : hasExpansion(p, 'parishHall') ? 1 : 2);

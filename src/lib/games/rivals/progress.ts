/**
 * The Era of Progress: pure rules helpers (spec §9.7-9.8; seed L1295-1413). Benjamin's
 * regions, the Bath House cities (Doctor, Plague), Plague losses and the Building Crane
 * discount. No decisions here.
 */
import { cardDef } from './cards';
import type { CardLookup, ContentHolder } from './content';
import { hasExpansion, regionNumber, regionsAroundCenter } from './principality';
import { effId } from './theme';
import type { PlacedRegion, Player } from './types';

/** Benjamin: the regions whose number is this turn's production result, added this turn included (seed L1299-1306). */
export const benjaminRegions = (h: ContentHolder, p: Player, production: number | null): PlacedRegion[] =>
	production === null ? [] : p.regions.filter((r) => regionNumber(h, r) === production);

const isCity = (p: Player, col: number) => p.centers.some((c) => c.col === col && c.kind === 'city');

/** The city columns with an own Bath House, left to right (several Bath Houses in one city count once). */
export function bathHouseCities(p: Player): number[] {
	const cols = p.expansions.filter((e) => effId(e.card) === 'bathHouse' && isCity(p, e.col)).map((e) => e.col);
	return [...new Set(cols)].sort((a, b) => a - b);
}

/** Doctor: the regions next to the city at `col` that can still take a resource. */
export const doctorRegions = (p: Player, col: number): PlacedRegion[] => regionsAroundCenter(p, col).filter((r) => r.stock < 3);

/**
 * Plague: every region next to a city loses 1 (once, even next to two cities), except the regions next
 * to a city with a Bath House (seed L1365-1367, L1411-1413). Gold Caches are not regions. Only regions
 * that hold something are returned.
 */
export function plagueRegions(p: Player): PlacedRegion[] {
	const cities = p.centers.filter((c) => c.kind === 'city').map((c) => c.col);
	const bath = new Set(bathHouseCities(p));
	return p.regions.filter((r) => {
		const near = cities.filter((col) => Math.abs(col - r.col) === 1);
		return r.stock > 0 && near.length > 0 && !near.some((col) => bath.has(col));
	});
}

/** Pharmacies: 1 resource of choice each whenever Plague strikes (seed L1369-1373). */
export const pharmacies = (p: Player): number => p.expansions.filter((e) => effId(e.card) === 'pharmacy').length;

const costSize = (cards: CardLookup, card: string) => Object.values(cards(card).cost ?? {}).reduce((n, x) => n + (x ?? 0), 0);

/** Building Crane: a city expansion that costs more than 4 resources costs 1 less (seed L1392-1396). */
export const craneApplies = (cards: CardLookup, p: Player, card: string): boolean =>
	cardDef(card).kind === 'cityExpansion' && costSize(cards, card) > 4 && hasExpansion(p, 'buildingCrane');

/**
 * Hex geometry (mage-knight-data.md §6.1): axial (q, r), pointy-top, r grows downward.
 * A tile at lattice (i, j) has its centre hex at i·(3, −2) + j·(1, −3).
 */
import type { TileHexPos } from './data/types';

export interface Hex {
	q: number;
	r: number;
}
/** "q,r": the key of a hex in maps (string keys keep insertion order: deterministic iteration). */
export type HexKey = string;

export const key = (h: Hex): HexKey => `${h.q},${h.r}`;
export function parseKey(k: HexKey): Hex {
	const [q, r] = k.split(',').map(Number);
	return { q, r };
}

export const DIRECTIONS: Record<Exclude<TileHexPos, 'C'>, Hex> = {
	NW: { q: 0, r: -1 },
	NE: { q: 1, r: -1 },
	E: { q: 1, r: 0 },
	SE: { q: 0, r: 1 },
	SW: { q: -1, r: 1 },
	W: { q: -1, r: 0 }
};
export const RING: Exclude<TileHexPos, 'C'>[] = ['NW', 'NE', 'E', 'SE', 'SW', 'W'];
export const TILE_POSITIONS: TileHexPos[] = ['C', ...RING];

export const add = (a: Hex, b: Hex): Hex => ({ q: a.q + b.q, r: a.r + b.r });

export function neighbours(h: Hex): Hex[] {
	return RING.map((d) => add(h, DIRECTIONS[d]));
}
export const neighbourKeys = (k: HexKey): HexKey[] => neighbours(parseKey(k)).map(key);

export function distance(a: Hex, b: Hex): number {
	const dq = a.q - b.q;
	const dr = a.r - b.r;
	return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
export const adjacent = (a: HexKey, b: HexKey): boolean => distance(parseKey(a), parseKey(b)) === 1;

/** A tile's place on the tile lattice. */
export interface TilePos {
	i: number;
	j: number;
}
export const tileKey = (p: TilePos): string => `${p.i}/${p.j}`;
export function tileCentre(p: TilePos): Hex {
	return { q: 3 * p.i + p.j, r: -2 * p.i - 3 * p.j };
}
export function tileHex(p: TilePos, pos: TileHexPos): Hex {
	const c = tileCentre(p);
	return pos === 'C' ? c : add(c, DIRECTIONS[pos]);
}
export function tileHexes(p: TilePos): Hex[] {
	return TILE_POSITIONS.map((pos) => tileHex(p, pos));
}
export function adjacentTilePositions(p: TilePos): TilePos[] {
	return [
		{ i: p.i + 1, j: p.j },
		{ i: p.i - 1, j: p.j },
		{ i: p.i, j: p.j + 1 },
		{ i: p.i, j: p.j - 1 },
		{ i: p.i + 1, j: p.j - 1 },
		{ i: p.i - 1, j: p.j + 1 }
	];
}
/** First Reconnaissance's wedge: positions with i ≥ 0 and j ≥ 0 (§6.2). */
export const inWedge = (p: TilePos): boolean => p.i >= 0 && p.j >= 0;

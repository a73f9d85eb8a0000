/**
 * Hex geometry (mage-knight-data.md §6.1): axial (q, r), pointy-top, r grows downward — the
 * engine's hex grid (engine/sdk/board/hex.ts) under the names the rules use, plus the tile lattice
 * of Mage Knight's seven-hex tiles: a tile at lattice (i, j) has its centre hex at i·(3, −2) + j·(1, −3).
 */
import { HEX_CLOCKWISE, HEX_DIRECTIONS, hexAdd, hexCommonNeighbourKeys, hexDistance, hexesAdjacent, hexKey, hexNeighbourKeys, hexNeighbours, parseHexKey, type Hex, type HexKey } from '$lib/engine';
import type { TileHexPos } from './data/types';

export type { Hex, HexKey };

export const key = hexKey;
export const parseKey = parseHexKey;

/** A tile's six outer hexes are named by the grid's compass directions. */
export const DIRECTIONS: Record<Exclude<TileHexPos, 'C'>, Hex> = HEX_DIRECTIONS;
export const RING: Exclude<TileHexPos, 'C'>[] = [...HEX_CLOCKWISE];
export const TILE_POSITIONS: TileHexPos[] = ['C', ...RING];

export const add = hexAdd;
export const neighbours = hexNeighbours;
export const neighbourKeys = hexNeighbourKeys;
export const distance = hexDistance;
export const adjacent = hexesAdjacent;
/** The spaces next to both `a` and `b`: a step from one to the other passes between them (provoking, spec §5.3). */
export const besideBoth = hexCommonNeighbourKeys;

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

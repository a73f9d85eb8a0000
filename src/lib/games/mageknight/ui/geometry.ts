/** Screen geometry of the hex map (pointy-top axial hexes, data §6.1) and the small icons drawn on it. */
import { hexCorners, hexToPixel } from '$lib/engine';
import { parseKey, tileHexes, type HexKey } from '../hex';
import type { SiteKind, Terrain } from '../data/types';

export const HEX = 30;

export function pixel(k: HexKey): { x: number; y: number } {
	return hexToPixel(parseKey(k), HEX);
}

/** The corners of a hex of radius `s` around (0, 0), as an SVG points list. */
export function corners(s = HEX): string {
	return hexCorners(s)
		.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
		.join(' ');
}

/** The hexes of a tile position "i/j" (an explore target). */
export function tileSpotHexes(at: string): HexKey[] {
	const [i, j] = at.split('/').map(Number);
	return tileHexes({ i, j }).map((h) => `${h.q},${h.r}`);
}

/** A little drawing of the terrain (stroke paths in a box of about ±14). */
export const TERRAIN_ICON: Partial<Record<Terrain, string>> = {
	forest: 'M-12 6 l5 -10 l5 10 z M2 8 l5 -10 l5 10 z M-5 -2 l4 -8 l4 8 z',
	hills: 'M-14 8 q7 -12 14 0 q7 -12 14 0',
	mountain: 'M-14 9 l9 -17 l6 10 l4 -6 l9 13 z',
	lake: 'M-12 -2 q4 -4 8 0 t8 0 t8 0 M-12 5 q4 -4 8 0 t8 0 t8 0',
	sea: 'M-12 -4 q4 -4 8 0 t8 0 t8 0 M-12 3 q4 -4 8 0 t8 0 t8 0 M-8 10 q4 -4 8 0 t8 0',
	swamp: 'M-12 6 h24 M-8 2 v-8 M-3 2 v-11 M3 2 v-7 M8 2 v-10',
	desert: 'M-10 4 h1 M-4 -2 h1 M2 6 h1 M7 0 h1 M-7 9 h1 M5 -6 h1 M0 1 h1',
	wasteland: 'M-10 -6 l6 6 l-3 6 M4 -8 l3 7 l6 2 M-2 6 l5 4',
	plains: 'M-9 4 q2 -5 4 0 M1 -2 q2 -5 4 0 M5 8 q2 -5 4 0'
};

/** A site's symbol (filled paths in a box of ±8), drawn on a round badge. */
export const SITE_ICON: Record<SiteKind, string> = {
	portal: 'M0 -7 a7 7 0 1 0 0.1 0 z M0 -3 a3 3 0 1 1 -0.1 0 z',
	village: 'M-6 7 v-7 l6 -6 l6 6 v7 z',
	monastery: 'M-6 7 v-6 l6 -5 l6 5 v6 z M-1 -9 h2 v3 h2 v2 h-2 v3 h-2 v-3 h-2 v-2 h2 z',
	keep: 'M-7 7 v-10 h3 v3 h2 v-3 h4 v3 h2 v-3 h3 v10 z',
	mageTower: 'M-4 7 v-8 l4 -7 l4 7 v8 z',
	monsterDen: 'M-7 7 q0 -13 7 -13 q7 0 7 13 h-4 q0 -6 -3 -6 q-3 0 -3 6 z',
	dungeon: 'M-7 -6 h14 l-7 13 z',
	ruins: 'M-7 7 v-10 h3 v10 z M-1 7 v-6 h3 v6 z M5 7 v-12 h2 v12 z',
	glade: 'M0 -7 a3 3 0 1 1 -0.1 0 z M-6 0 a3 3 0 1 1 -0.1 0 z M6 0 a3 3 0 1 1 -0.1 0 z M0 7 a3 3 0 1 1 -0.1 0 z',
	mine: 'M0 -8 l6 8 l-6 8 l-6 -8 z',
	spawningGrounds: 'M0 -8 l2 5 l6 -2 l-4 5 l4 5 l-6 -2 l-2 5 l-2 -5 l-6 2 l4 -5 l-4 -5 l6 2 z',
	tomb: 'M-1.5 -8 h3 v4 h4 v3 h-4 v9 h-3 v-9 h-4 v-3 h4 z',
	city: 'M-7 6 v-9 l3.5 4 l3.5 -7 l3.5 7 l3.5 -4 v9 z'
};

/**
 * A faster deep copy of a Rivals state for `apply` (it copies the state once per step, the largest
 * single cost of a bot playout). The result is exactly `cloneData(s)`: same keys in the same order,
 * `undefined` properties dropped. The players' cards — most of the objects of a state — are copied
 * with object literals of their usual shapes (V8 builds those far faster than key-by-key copies);
 * any object whose keys are not exactly the expected ones, in order, falls back to cloneData, and so
 * does everything else (tasks, dice, tokens…), so a field added later is copied like before.
 */
import { cloneData } from '$lib/engine';
import type { Center, PlacedExpansion, PlacedRegion, Player, RivalsState } from './types';

/** True when `o`'s keys are exactly `keys`, in this order, and each holds a primitive (not undefined). */
function hasShape(o: object, keys: readonly string[]): boolean {
	let i = 0;
	for (const k in o) {
		const v = (o as Record<string, unknown>)[k];
		if (k !== keys[i] || v === undefined || (typeof v === 'object' && v !== null)) return false;
		i++;
	}
	return i === keys.length;
}

const REGION = ['card', 'row', 'col', 'stock'] as const;
const CENTER = ['kind', 'col'] as const;
const EXPANSION = ['card', 'col', 'row'] as const;
const PLAYER = ['hand', 'regions', 'centers', 'expansions'] as const;

const region = (r: PlacedRegion): PlacedRegion => (hasShape(r, REGION) ? { card: r.card, row: r.row, col: r.col, stock: r.stock } : cloneData(r));
const center = (c: Center): Center => (hasShape(c, CENTER) ? { kind: c.kind, col: c.col } : cloneData(c));
const expansion = (e: PlacedExpansion): PlacedExpansion => (hasShape(e, EXPANSION) ? { card: e.card, col: e.col, row: e.row } : cloneData(e));

function player(p: Player): Player {
	let i = 0;
	for (const k in p) if (k !== PLAYER[i++] || !Array.isArray(p[k as keyof Player])) return cloneData(p);
	if (i !== PLAYER.length) return cloneData(p);
	return { hand: cloneData(p.hand), regions: p.regions.map(region), centers: p.centers.map(center), expansions: p.expansions.map(expansion) };
}

export function cloneState(s: RivalsState): RivalsState {
	const out: Record<string, unknown> = {};
	for (const key in s) {
		const v = (s as unknown as Record<string, unknown>)[key];
		if (v === undefined) continue;
		out[key] = key === 'players' && Array.isArray(v) ? v.map(player) : cloneData(v);
	}
	return out as unknown as RivalsState;
}

/**
 * A faster deep copy of a Rivals state for `apply` (it copies the state once per step, the largest
 * single cost of a bot playout). The result is exactly `cloneData(s)`: same keys in the same order,
 * `undefined` properties dropped (tests/games/rivals/clone.test.ts). The top level is copied by one
 * spread, the players' cards — most of the objects of a state — as object literals of their usual
 * shapes (V8 builds those far faster than key-by-key copies), the rest (tasks, stacks, dice…) by
 * cloneData. Any object with keys other than the expected ones, in order, is copied by cloneData, so
 * a field added later is copied as before; a new top-level field must be added to KEYS (TypeScript
 * insists) or the whole state takes the generic path.
 */
import { cloneData } from '$lib/engine';
import type { Center, PlacedExpansion, PlacedRegion, Player, RivalsState } from './types';

/** True when `o`'s keys are exactly `keys`, in this order, and each holds a primitive (not undefined). */
function hasShape(o: object, keys: readonly string[]): boolean {
	const own = Object.keys(o);
	if (own.length !== keys.length) return false;
	for (let i = 0; i < own.length; i++) {
		const v = (o as Record<string, unknown>)[own[i]];
		if (own[i] !== keys[i] || v === undefined || (typeof v === 'object' && v !== null)) return false;
	}
	return true;
}

const REGION = ['card', 'row', 'col', 'stock'] as const;
const CENTER = ['kind', 'col'] as const;
const EXPANSION = ['card', 'col', 'row'] as const;
const PLAYER = ['hand', 'regions', 'centers', 'expansions'] as const;

const region = (r: PlacedRegion): PlacedRegion => (hasShape(r, REGION) ? { card: r.card, row: r.row, col: r.col, stock: r.stock } : cloneData(r));
const center = (c: Center): Center => (hasShape(c, CENTER) ? { kind: c.kind, col: c.col } : cloneData(c));
const expansion = (e: PlacedExpansion): PlacedExpansion => (hasShape(e, EXPANSION) ? { card: e.card, col: e.col, row: e.row } : cloneData(e));

function player(p: Player): Player {
	const own = Object.keys(p);
	if (own.length !== PLAYER.length) return cloneData(p);
	for (let i = 0; i < own.length; i++) if (own[i] !== PLAYER[i] || !Array.isArray(p[PLAYER[i]])) return cloneData(p);
	return { hand: cloneData(p.hand), regions: p.regions.map(region), centers: p.centers.map(center), expansions: p.expansions.map(expansion) };
}

/**
 * How each top-level key is copied: `value` (a primitive, taken as is), `copy` (deep-copied) or
 * `share` (frozen data taken as is: the pack values). Typed so that every key of RivalsState must be
 * listed, and a key holding an object must be `copy` (`content` alone is `share`).
 */
const KEYS: { [K in keyof RivalsState]-?: K extends 'content' ? 'share' : NonNullable<RivalsState[K]> extends object ? 'copy' : 'value' | 'copy' } = {
	mode: 'value',
	rng: 'copy',
	target: 'value',
	players: 'copy',
	startPlayer: 'value',
	active: 'value',
	turn: 'value',
	roads: 'value',
	settlements: 'value',
	cities: 'value',
	regionStack: 'copy',
	drawStacks: 'copy',
	eventDeck: 'copy',
	discard: 'copy',
	startStack: 'value',
	dice: 'copy',
	lastEvent: 'value',
	tokens: 'copy',
	tasks: 'copy',
	winner: 'value',
	faceUp: 'copy',
	stackSets: 'copy',
	mintsUsed: 'copy',
	v2: 'value',
	turnStartVp: 'copy',
	staleTurns: 'value',
	v3: 'value',
	vpBest: 'copy',
	over: 'value',
	// Frozen pack values (content.ts): the copy shares them, so the per-match card table is built once.
	content: 'share'
};
const KIND = new Map<string, string>(Object.entries(KEYS));

export function cloneState(s: RivalsState): RivalsState {
	// Only known keys, none undefined, primitives where expected; anything else: the generic copy.
	for (const key of Object.keys(s)) {
		const kind = KIND.get(key);
		const v = (s as unknown as Record<string, unknown>)[key];
		if (kind === undefined || v === undefined || (kind === 'value' && typeof v === 'object' && v !== null)) return cloneData(s);
	}
	// The spread copies the top level, keys in order, in one go (adding ~25 keys one by one was the
	// slowest part of a generic copy); then each object value is replaced by its copy.
	if (!Array.isArray(s.players) || s.players.length !== 2) return cloneData(s);
	const out = { ...s };
	out.rng = cloneData(s.rng);
	out.players = [player(s.players[0]), player(s.players[1])];
	out.regionStack = cloneData(s.regionStack);
	out.drawStacks = cloneData(s.drawStacks);
	out.eventDeck = cloneData(s.eventDeck);
	out.discard = cloneData(s.discard);
	out.dice = cloneData(s.dice);
	out.tokens = cloneData(s.tokens);
	out.tasks = cloneData(s.tasks);
	if (s.faceUp !== undefined) out.faceUp = cloneData(s.faceUp);
	if (s.stackSets !== undefined) out.stackSets = cloneData(s.stackSets);
	if (s.mintsUsed !== undefined) out.mintsUsed = cloneData(s.mintsUsed);
	if (s.turnStartVp !== undefined) out.turnStartVp = cloneData(s.turnStartVp);
	return out;
}

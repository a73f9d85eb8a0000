/**
 * Where a hero can get by other means than steps (facts: pure queries of the map): Flight's
 * targets, a card's own move (Underground Travel / Attack, Wings of Wind), the sites an
 * Underground Attack may assault.
 */
import { hexSteps, stepCounts } from '$lib/engine';
import type { HexKey } from './hex';
import { isSafe } from './map';
import type { CardMoveMode } from './tasks';
import type { MkState } from './types';

/** Flight (data §7.6): safe spaces 1 away (free) or 2 away (2 Move); the space between may be anything revealed. */
export function flightTargets(s: MkState, seat: number): { to: HexKey; cost: number }[] {
	const pos = s.players[seat].pos;
	if (!pos) return [];
	const out: { to: HexKey; cost: number }[] = [];
	for (const [k, d] of stepCounts(pos, hexSteps((to) => !!s.hexes[to]), 2)) if (d > 0 && isSafe(s, seat, k)) out.push({ to: k, cost: d === 1 ? 0 : 2 });
	return out;
}

export const flightOptions = (s: MkState, seat: number) => flightTargets(s, seat).filter((o) => o.cost <= (s.turn?.pools.move ?? 0));

/** Entering `k` is an assault: an unconquered keep or mage tower, or another player's keep. */
export function assaultAt(s: MkState, seat: number, k: HexKey): boolean {
	const site = s.hexes[k]?.site;
	return !!site && (site.kind === 'keep' || site.kind === 'mageTower') && !(site.conquered && (site.kind === 'mageTower' || site.owner === seat));
}

/**
 * Spaces a card's move reaches from `from` within `max` spaces, through revealed spaces that
 * `through` allows (the destination too), with how many spaces away each is (breadth first).
 */
export function cardMoveReach(s: MkState, from: HexKey, max: number, through: (k: HexKey) => boolean): Map<HexKey, number> {
	const dist = stepCounts(from, hexSteps((to) => !!s.hexes[to] && through(to)), max);
	dist.delete(from);
	return dist;
}

/**
 * Where a card's move may end and how many spaces away (data §3.1): Underground Travel up to
 * 3 revealed spaces, never into or through swamps or lakes, ending on a safe space;
 * Underground Attack the same but ending on a fortified site to assault; Wings of Wind
 * 1 space per Move point spent (at most 5), any terrain, ending on a safe space.
 */
export function cardMoveTargets(s: MkState, seat: number, mode: CardMoveMode): Map<HexKey, number> {
	const t = s.turn;
	const pos = s.players[seat].pos;
	if (!t || !pos) return new Map();
	const underground = mode !== 'wings';
	const max = underground ? 3 : Math.min(5, t.pools.move);
	const reach = cardMoveReach(s, pos, max, (k) => !underground || !['swamp', 'lake'].includes(s.hexes[k].terrain));
	for (const k of [...reach.keys()]) {
		const ok = mode === 'undergroundAttack' ? assaultAt(s, seat, k) : isSafe(s, seat, k);
		if (!ok) reach.delete(k);
	}
	return reach;
}

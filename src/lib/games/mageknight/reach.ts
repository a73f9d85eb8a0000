/**
 * Where a hero can get by other means than steps (facts: pure queries of the map): Flight's
 * targets, a card's own move (Underground Travel / Attack, Wings of Wind), the sites an
 * Underground Attack may assault.
 */
import { neighbourKeys, type HexKey } from './hex';
import { isSafe } from './map';
import type { CardMoveMode } from './tasks';
import type { MkState } from './types';

/** Flight (data §7.6): safe spaces 1 away (free) or 2 away (2 Move); the space between may be anything revealed. */
export function flightTargets(s: MkState, seat: number): { to: HexKey; cost: number }[] {
	const pos = s.players[seat].pos;
	if (!pos) return [];
	const out: { to: HexKey; cost: number }[] = [];
	const seen = new Set<HexKey>([pos]);
	const near = neighbourKeys(pos).filter((k) => s.hexes[k]);
	for (const k of near) {
		seen.add(k);
		if (isSafe(s, seat, k)) out.push({ to: k, cost: 0 });
	}
	for (const m of near)
		for (const k of neighbourKeys(m)) {
			if (seen.has(k) || !s.hexes[k]) continue;
			seen.add(k);
			if (isSafe(s, seat, k)) out.push({ to: k, cost: 2 });
		}
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
	const dist = new Map<HexKey, number>([[from, 0]]);
	let frontier = [from];
	for (let d = 1; d <= max && frontier.length; d++) {
		const next: HexKey[] = [];
		for (const k of frontier)
			for (const n of neighbourKeys(k)) {
				if (dist.has(n) || !s.hexes[n] || !through(n)) continue;
				dist.set(n, d);
				next.push(n);
			}
		frontier = next;
	}
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

/**
 * Empires: who controls which Location, the rows, colour counts, and the targets of razing
 * (RB p.9, p.11; data §3): an enemy Common Location (not Ruins) or a Japanese Faction Location;
 * Gate and Shrine only when a Samurai guards them; never a player who has passed (RB p.7).
 */
import { type CardInfo } from './data';
import type { Color, LocKind } from './data/types';
import type { IsState, Loc } from './types';
import { cardOf, type CardHolder } from './cards';

/** What reads only the public Empires: the state, or a seat's view (view.ts), with no cast. */
export interface Empires extends CardHolder {
	players: readonly { empire: Loc[] }[];
}

export interface Placed {
	owner: number;
	loc: Loc;
}

export function findLoc(s: IsState, id: string): Placed | null {
	for (let owner = 0; owner < s.players.length; owner++) {
		const loc = s.players[owner].empire.find((l) => l.id === id);
		if (loc) return { owner, loc };
	}
	return null;
}

/** The seat a Location works for: its owner, or the Egyptian who took it over. */
export const controllerOf = (p: Placed): number => p.loc.ctl ?? p.owner;

/** Locations working for `seat`: his own (not taken over) and those he took over. */
export function controlled(s: IsState, seat: number): Placed[] {
	const out: Placed[] = [];
	s.players.forEach((p, owner) => {
		for (const loc of p.empire) if ((loc.ctl ?? owner) === seat && !loc.neutral) out.push({ owner, loc });
	});
	return out;
}

export const ofKind = (h: CardHolder, places: Placed[], kind: LocKind): Placed[] => places.filter((p) => cardOf(h, p.loc.id).kind === kind);

export function colorCount(s: IsState, seat: number, color: Color): number {
	return controlled(s, seat).filter((p) => cardOf(s, p.loc.id).colors.includes(color)).length;
}

export const samuraiCount = (s: IsState, seat: number): number => s.players[seat].empire.filter((l) => l.samurai).length;

/**
 * A row of an Empire, left to right, as its current owner sees it (SEED l.44–46): Faction cards,
 * then Common cards, each in build order (a conquered card joins at the right end of the Faction
 * part); an expansion Roman Foundations card lies leftmost (SEED l.70–73).
 */
export function row(s: Empires, seat: number, kind: LocKind): Loc[] {
	const locs = s.players[seat].empire.filter((l) => cardOf(s, l.id).kind === kind);
	const base = (l: Loc) => cardOf(s, l.id).feature?.some((f) => f.k === 'foundationsCard');
	const faction = locs.filter((l) => cardOf(s, l.id).deck !== 'common');
	return [...faction.filter(base), ...faction.filter((l) => !base(l)), ...locs.filter((l) => cardOf(s, l.id).deck === 'common')];
}

const guarded = (c: CardInfo) => !!c.feature?.some((f) => f.k === 'guarded');

/** Can this Location be razed at all (a raze field; Gate/Shrine only under a Samurai)? */
export function razeable(h: CardHolder, loc: Loc): boolean {
	const c = cardOf(h, loc.id);
	return !!c.raze && (!guarded(c) || loc.samurai);
}

/** Raze tokens a normal raze of this Location costs: 2, +1 per Defence token, +1 for a Samurai (RB p.9). */
export const razeCost = (loc: Loc): number => 2 + guardCount(loc);
export const guardCount = (loc: Loc): number => loc.defence + (loc.samurai ? 1 : 0);

/** Enemy Locations `seat` may target: in the Empire of a player who has not passed, not working for `seat`. */
export function enemyLocs(s: IsState, seat: number): Placed[] {
	const out: Placed[] = [];
	s.players.forEach((p, owner) => {
		if (owner === seat || p.passed) return;
		for (const loc of p.empire) {
			const ctl = loc.ctl ?? owner;
			// A taken-over Location also needs its Egyptian controller not to have passed.
			if (ctl === seat || (ctl !== owner && s.players[ctl].passed)) continue;
			out.push({ owner, loc });
		}
	});
	return out;
}

/**
 * Facts about the expansion's cards (SEED l.1–79, spec §5.2; pure queries): which card is a
 * Fortress or a Roman Foundations card, a Fortress's end VP, the price of a Conquest and the
 * Locations a Siege or a Conquest may target. The expansion's rules (expansion.ts), the scoring,
 * the picks and the UI read them here.
 */

import { fortressVpPerLevel, type ContentHolder } from './content';
import { enemyLocs, row, type Empires, type Placed } from './empire';
import type { IsState, Loc } from './types';
import { cardOf } from './cards';
import { cardInfo } from './data';

// Built-in cards only: neither an owner's effect (vocabulary.ts) nor an added card can make a Fortress or Foundations card.
export const isFortress = (id: string): boolean => cardInfo(id)?.action?.effect.k === 'fortify';
export const isFoundationsCard = (id: string): boolean => !!cardInfo(id)?.feature?.some((f) => f.k === 'foundationsCard');
/** Fortification VP at the end (placeholder data/expansion.ts, or the owner's value: content.ts). */
export const fortressVp = (h: ContentHolder, l: Loc): number => (isFortress(l.id) ? (l.level ?? 0) * fortressVpPerLevel(h) : 0);

/**
 * Raze tokens to conquer `loc` of `owner` (spec §5.2 working rule, SEED l.70–73): 2 + the Faction
 * cards left of it in its row (a Foundations card counts), +1 per Defence token (unless ignored) and Samurai.
 */
export function conquestCost(s: Empires, owner: number, loc: Loc, ignoreDefence = false): number {
	const faction = row(s, owner, cardOf(s, loc.id).kind).filter((l) => cardOf(s, l.id).deck !== 'common');
	return 2 + faction.findIndex((l) => l.id === loc.id) + (ignoreDefence ? 0 : loc.defence) + (loc.samurai ? 1 : 0);
}

/** Enemy Faction Locations `seat` may conquer. */
export const conquestTargets = (s: IsState, seat: number): Placed[] =>
	s.options.expansion ? enemyLocs(s, seat).filter((x) => cardOf(s, x.loc.id).deck !== 'common' && x.loc.ctl === undefined && !isFortress(x.loc.id) && !isFoundationsCard(x.loc.id)) : [];

/** Enemy Fortresses with a fortification a Siege can take down. */
export const siegeTargets = (s: IsState, seat: number): Placed[] => (s.options.expansion ? enemyLocs(s, seat).filter((x) => isFortress(x.loc.id) && (x.loc.level ?? 0) >= 1) : []);

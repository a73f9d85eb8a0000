/**
 * The content data sites/ looks up (units, ruins tokens, Spell colours, enemy piles): pure
 * queries, kept in one file so tests can mock them (sites.test.ts).
 */
import type { BasicColor, PileColor, RuinsToken, UnitCard } from '../data/types';
import { ruinsTokenIn } from '../card-tables';
import { deedById } from '../data/deeds';
import { enemyById } from '../data/enemies';
import { maybeUnitIn, type ContentHolder } from '../content';

/** The unit as the match plays it (its pack's values in: content.ts). */
export function unitCard(h: ContentHolder, id: string): UnitCard | undefined {
	return maybeUnitIn(h, id);
}

/** The ruins token with this number as the match plays it (its pack's rewards in). */
export function ruinsToken(h: ContentHolder, n: number): RuinsToken | undefined {
	return ruinsTokenIn(h, n);
}

/** The colour of a Spell card (its mana colour), undefined when unknown. */
export function spellColor(id: string): BasicColor | undefined {
	try { return deedById(id).color; } catch { return undefined; }
}

/** The pile an enemy token belongs to (green = orcs, red = Draconum…). */
export function enemyPile(id: string): PileColor | undefined {
	return enemyById(id)?.pile;
}

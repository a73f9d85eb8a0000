/**
 * The content data sites/ looks up (units, ruins tokens, Spell colours, enemy piles): pure
 * queries, kept in one file so tests can mock them (sites.test.ts).
 */
import type { BasicColor, PileColor, RuinsToken, UnitCard } from '../data/types';
import { unitById } from '../data/units';
import { ruinsTokenIn } from '../card-tables';
import type { ContentHolder } from '../content';
import { deedById } from '../data/deeds';
import { enemyById } from '../data/enemies';

export function unitCard(id: string): UnitCard | undefined {
	return unitById(id) ?? undefined;
}

/** The ruins token with this number as the match plays it (its pack's rewards in). */
export function ruinsToken(n: number, h: ContentHolder): RuinsToken | undefined {
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

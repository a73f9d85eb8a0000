/**
 * The content data sites/ looks up (units, ruins tokens, Spell colours, enemy piles): pure
 * queries, kept in one file so tests can mock them (sites.test.ts).
 */
import type { BasicColor, PileColor, RuinsToken, UnitCard } from '../data/types';
import { unitById } from '../data/units';
import { RUINS_TOKENS } from '../data/ruins';
import { deedById } from '../data/deeds';
import { enemyById } from '../data/enemies';

export function unitCard(id: string): UnitCard | undefined {
	return unitById(id) ?? undefined;
}

export function ruinsToken(n: number): RuinsToken | undefined {
	return (RUINS_TOKENS as readonly RuinsToken[]).find((t) => t.n === n);
}

/** The colour of a Spell card (its mana colour), undefined when unknown. */
export function spellColor(id: string): BasicColor | undefined {
	try { return deedById(id).color; } catch { return undefined; }
}

/** The pile an enemy token belongs to (green = orcs, red = Draconum…). */
export function enemyPile(id: string): PileColor | undefined {
	return enemyById(id)?.pile;
}

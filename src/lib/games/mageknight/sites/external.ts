/**
 * The few things sites/ needs from modules that other branches are writing (content data,
 * the combat module). Kept in one file so the rest of sites/ does not depend on their
 * exact export names, and so tests can mock this one module.
 */
import type { StepContext } from '$lib/engine';
import type { BasicColor, PileColor, RuinsToken, UnitCard } from '../data/types';
import type { CombatEnemy } from '../combat/types';
import type { MkState } from '../types';
import { unitById } from '../data/units';
import { RUINS_TOKENS } from '../data/ruins';
import { deedById } from '../data/deeds';
import { enemyById } from '../data/enemies';
import { startCombat } from '../combat';

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

export function beginCombat(
	s: MkState,
	seat: number,
	enemies: CombatEnemy[],
	opts: { fortifiedSite: boolean; nightRules: boolean; noUnits: boolean },
	ctx: StepContext
): void {
	startCombat(s, seat, enemies, opts, ctx);
}

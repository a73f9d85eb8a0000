/**
 * What sites/ needs from outside its folder: the content data lookups (tokens.ts) and the start
 * of a combat (combat/). Kept in one file so tests can mock this one module; the end of a
 * combat comes back through sites/outcome.ts, which imports tokens.ts, not this file (that
 * would close an import cycle through combat/).
 */
import type { StepContext } from '$lib/engine';
import type { CombatEnemy } from '../combat/types';
import type { MkState } from '../types';
import { startCombat } from '../combat';

export { enemyPile, ruinsToken, spellColor, unitCard } from './tokens';

export function beginCombat(
	s: MkState,
	seat: number,
	enemies: CombatEnemy[],
	opts: { fortifiedSite: boolean; nightRules: boolean; noUnits: boolean },
	ctx: StepContext
): void {
	startCombat(s, seat, enemies, opts, ctx);
}

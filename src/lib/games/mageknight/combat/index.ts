/**
 * Combat (spec §5.7): the public face of the module.
 * - `startCombat` sets `s.combat` (phase ranged); the player then drives it from the turn
 *   menu (`COMBAT_TURN_ACTIONS`) and the sub-decisions below; at its end `afterCombat`
 *   (sites/outcome.ts) is called and `s.combat` is null.
 * - `COMBAT_HANDLERS`: the handlers of the combat tasks (merged in rules.ts).
 * - `COMBAT_SPECIALS`: `special` effect ids with combat rules (dispatched by the core).
 */
import type { DecisionHandler } from '$lib/engine';
import type { MkAction } from '../tasks';
import type { MkState } from '../types';
import { ASSIGN_DAMAGE } from './damage';
import { COMBAT_CHOICE, PICK_ENEMY } from './specials';
import type { CombatTask } from './types';

export { startCombat, checkKnockOut, attackers, pendingDamage, foeOf, attackerOf, combatWounds } from './phases';
export { COMBAT_TURN_ACTIONS, blockEnemy, blockRequired, blockValue, strikeGroup } from './actions';
export { COMBAT_SPECIALS, combatSpecialUsable, choiceOptions, immuneTo, type SpecialParams, type CombatSpecial } from './specials';
export { unitDamageBlocked } from './damage';
export {
	effectiveAttack,
	effectiveBlock,
	blockNeeded,
	damageOf,
	canDefeat,
	resists,
	blockEfficient,
	usableKinds,
	damageUnit,
	heroWoundsFor,
	type Foe,
	type AttackTarget,
	type Attacker,
	type DefeatCheck
} from './rules';

/** Handlers of the combat tasks (all decisions of the fighting seat). */
export const COMBAT_HANDLERS: { [K in CombatTask['t']]: DecisionHandler<MkState, Extract<CombatTask, { t: K }>, MkAction> } = {
	assignDamage: ASSIGN_DAMAGE,
	pickEnemy: PICK_ENEMY,
	combatChoice: COMBAT_CHOICE
};

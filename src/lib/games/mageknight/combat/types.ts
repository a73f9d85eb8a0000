/**
 * Combat state, tasks and actions (owned by combat/). Fields marked FIXED are read by
 * the core (mana, effects, view); the combat module may add more.
 */
import type { HexKey } from '../hex';
import type { EnemyToken } from '../types';

/** Where an enemy of the combat came from, so the outcome can be applied to the map. */
export interface CombatOrigin {
	kind: 'assault' | 'provoked' | 'challenge' | 'adventure' | 'burn';
	/** The hex the enemy stands on (site or rampaging enemy's hex). */
	hex: HexKey;
}

export interface CombatEnemy {
	token: EnemyToken;
	from: CombatOrigin;
	defeated: boolean;
}

export interface CombatState {
	/** FIXED */
	phase: 'ranged' | 'block' | 'damage' | 'attack';
	/** FIXED */
	enemies: CombatEnemy[];
	/** FIXED: the combat is at a fortified site the hero assaults (keep, mage tower). */
	fortifiedSite: boolean;
	/** FIXED: night rules in a dungeon/tomb (black mana usable, gold not, regardless of the Round). */
	nightRules: boolean;
	/** FIXED: units may not be used (dungeon, tomb, burning a monastery). */
	noUnits: boolean;
}

export interface CombatOutcome {
	defeated: CombatEnemy[];
	undefeated: CombatEnemy[];
	/** The hero was knocked out in this combat. */
	knockedOut: boolean;
}

export type CombatTask = { t: 'combatStart'; seat: number };
export type CombatAction = { a: 'combatNext' };

/**
 * Combat state, tasks and actions (owned by combat/). Fields marked FIXED are read by
 * the core (mana, effects, view); the combat module may add more.
 */
import type { AttackKind, Element, Resistance } from '../data/types';
import type { HexKey } from '../hex';
import type { EnemyToken } from '../pieces';

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
	/** Blocked in the Block phase (its attack deals no damage). */
	blocked?: boolean;
	/** Its damage was assigned in phase 3. */
	damaged?: boolean;
	/** Summoner: the brown token standing in for it in phases 2–3 (spec §5.7.7), discarded after phase 3. */
	summoned?: EnemyToken | null;
	/** Temporary modifiers of this combat (spells, unit abilities): Armor −X (minimum 1). */
	armorMinus?: number;
	/** Resistances it lost (Expose, Mass Expose, Chill). */
	lostResist?: Resistance[];
	/** Lost all fortifications (Expose, Mass Expose). */
	lostFortify?: boolean;
	/** Does not attack this combat (Whirlwind, Chill, Illusionists, Banner of Fear). */
	noAttack?: boolean;
}

/** A rider of the block being built: applied to the enemy the next block resolves against. */
export type BlockRider =
	/** Ice Shield powered: the blocked enemy gets Armor −n (if the block succeeds). */
	| { k: 'armor'; n: number; color?: 'red' | 'blue' }
	/** Utem Guardsmen: the enemy blocked this way loses Swift (counts for this block). */
	| { k: 'noSwift' }
	/** Cold Toughness powered: +1 Ice Block per ability, non-physical attack element and resistance of the blocked enemy. */
	| { k: 'coldToughness' }
	/** Burning Shield: if the block succeeds, Fire Attack n in the Attack phase. */
	| { k: 'burning'; n: number }
	/** Exploding Shield: if the block succeeds, the blocked enemy is destroyed (not Fire-resistant ones). */
	| { k: 'exploding' };

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

	/** The hero fighting. */
	seat: number;
	/** Uids of the enemies selected as the current attack group (phases ranged/attack). */
	group: number[];
	/** Uid of the enemy the block pool will be used against (block phase). */
	blockTarget: number | null;
	/** Riders of the block being built (cleared when a block resolves and at the phase end). */
	riders: BlockRider[];
	/** Attacks earned for the Attack phase (Burning Shield), added to the pool when it starts. */
	deferred: { n: number; kind: AttackKind; el: Element }[];
	/** Wound cards the hero took into hand in this combat (knock-out, spec §5.7.8). */
	wounds: number;
	/** `s.turn.woundsTaken` when the combat started (Wounds from cards count for knock-out too). */
	woundsBefore: number;
	knockedOut: boolean;
	/** Units that were assigned damage in this combat (each at most once, spec §5.7.8). */
	unitsDamaged: number[];
	/** Site fortifications ignored (Demolish). */
	siteFortIgnored: boolean;
	/** Skip the Block and Assign Damage phases (Banner of Fear thrown away, Wings of Night). */
	skipBlock: boolean;
}

export interface CombatOutcome {
	defeated: CombatEnemy[];
	undefeated: CombatEnemy[];
	/** The hero was knocked out in this combat. */
	knockedOut: boolean;
}

/** What a picked enemy is for (combat specials). */
export type PickEnemyPurpose =
	| 'tremor'
	| 'earthquake'
	| 'expose'
	| 'whirlwind'
	| 'tornado'
	| 'chill'
	| 'lethalChill'
	| 'disintegrate'
	| 'notAttack'
	| 'fearCancel';

/** A choice between a few options of a combat special. */
export type CombatChoicePurpose = 'massExpose' | 'bloodRage' | 'manaBolt';

export type CombatTask =
	/** Assign the damage of enemy `uid` (`left` points still to assign), one target at a time. */
	| { t: 'assignDamage'; seat: number; uid: number; left: number }
	/** Choose the enemy a combat special affects (`all`: "every enemy" is an answer too). */
	| { t: 'pickEnemy'; seat: number; purpose: PickEnemyPurpose; all?: boolean; how: 'basic' | 'powered' }
	| { t: 'combatChoice'; seat: number; purpose: CombatChoicePurpose; how: 'basic' | 'powered' };

export type CombatAction =
	/** Toggle an enemy in/out of the attack group. */
	| { a: 'target'; uid: number }
	/** Defeat the attack group with the attack pool. */
	| { a: 'strike' }
	/** Choose the enemy the block pool goes against. */
	| { a: 'blockTarget'; uid: number }
	/** Resolve the block pool against the chosen enemy. */
	| { a: 'block' }
	/** Damage phase: assign the damage of this unblocked enemy next. */
	| { a: 'takeDamage'; uid: number }
	| { a: 'nextPhase' }
	/** assignDamage: the next part of the damage goes to the hero (one Wound) or to a unit. */
	| { a: 'damage'; to: 'hero' }
	| { a: 'damage'; to: 'unit'; uid: number }
	/** pickEnemy */
	| { a: 'pickEnemy'; uid: number }
	| { a: 'pickEnemy'; all: true }
	/** combatChoice */
	| { a: 'combatChoose'; i: number };

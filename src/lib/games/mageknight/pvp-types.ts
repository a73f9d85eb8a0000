/**
 * Player-vs-player combat state (spec §8.1, Rulebook "Player versus Player Combat"): the state
 * layer's part of the variant; its rules are pvp-state.ts, pvp-specials.ts and pvp.ts.
 *
 * Both heroes take part, but exactly one of them acts at any moment (the attacker builds an
 * attack, then the blocker builds a block, then the attacker assigns the damage). The acting
 * seat's TurnState is `s.turn`, so cards, units, mana and effects work as in any turn; the
 * other seat's TurnState waits in `other` and the two are swapped when the role changes.
 */
import type { AttackKind, Element, Resistance } from './data/types';
import type { HexKey } from './hex';
import type { TurnState } from './pieces';

export interface PvpState {
	aggressor: number;
	defender: number;
	/** Where the heroes fight (the defender's space). */
	hex: HexKey;
	/** Defender's choice: full attendance (his next turn now) or partial; null until chosen. */
	full: boolean | null;
	phase: 'ranged' | 'melee';
	/** The seat whose attack is being built or resolved. */
	attacker: number;
	step: 'attack' | 'block';
	/** Consecutive passes (2 end the phase). */
	passes: number;
	/** The attack being blocked: its value and elements (with the parts by element and by unit, for cancelling a unit's part). */
	attack: PvpAttack | null;
	/** Units' Attack played into the attack being built (Rulebook PvP "Special Combat Effects" 4). */
	unitParts?: UnitPart[];
	/** Armor taken from units by effects aimed at enemies (Tremor…), by unit uid, for the rest of the combat. */
	armorMinus?: Record<number, number>;
	/** The block being built carries a "the enemy loses Swift" rider (Utem Guardsmen): full value in the Ranged phase. */
	noSwift?: boolean;
	/** Resistances units lost for the rest of the combat (Expose: all; Chill: Fire), by unit uid (Rulebook PvP special effects 3). */
	lostResist?: Record<number, Resistance[]>;
	/** Burning/Exploding Shield played into the block being built: what a block stopping the whole attack does. */
	shieldRider?: { burning?: number; exploding?: boolean };
	/** Mana the attacker spent while building the attack (mana.ts; Cold Toughness in PvP, data §2). */
	manaSpent?: number;
	/** The TurnState of the seat not acting now. */
	other: TurnState | null;
	/** Wounds each seat took into hand in this combat (knock-out), by seat. */
	wounds: Record<number, number>;
	knockedOut: number[];
	/** The defender sits in a fortified site (his keep, a conquered mage tower): the aggressor needs Siege in the ranged phase. */
	fortified: boolean;
}

/** One unit's Attack in an attack: which unit card, how much, of what kind and element. */
export interface UnitPart {
	unit: string;
	/** The unit's uid when known (the spent unit of that card): effects on the unit itself (Lethal Chill, Ice Shield). */
	uid?: number;
	n: number;
	kind: AttackKind;
	el: Element;
}

export interface PvpAttack {
	n: number;
	elements: Element[];
	byEl?: Partial<Record<Element, number>>;
	units?: UnitPart[];
	/** Mana the attacker spent on this attack. */
	mana?: number;
}

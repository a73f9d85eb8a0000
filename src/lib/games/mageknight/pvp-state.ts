/**
 * Player-vs-player combat state (spec §8.1, Rulebook "Player versus Player Combat") and the
 * one rule the core asks about it: which Attack/Block effects the acting seat may play now.
 * A leaf module (no imports from the rest of the engine) so effects.ts can consult it.
 *
 * Both heroes take part, but exactly one of them acts at any moment (the attacker builds an
 * attack, then the blocker builds a block, then the attacker assigns the damage). The acting
 * seat's TurnState is `s.turn`, so cards, units, mana and effects work as in any turn; the
 * other seat's TurnState waits in `other` and the two are swapped when the role changes.
 */
import type { AttackKind, Effect, Element, Resistance } from './data/types';
import type { HexKey } from './hex';
import type { MkState, TurnState } from './types';

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

export const blockerOf = (p: PvpState) => (p.attacker === p.aggressor ? p.defender : p.aggressor);

/** Whether an Attack/Block/Heal effect may be played by `seat` now (null: not a PvP question). */
export function pvpEffectUsable(s: MkState, seat: number, e: Effect): boolean | null {
	const p = s.pvp;
	if (!p || p.full === null) return null;
	if (e.k === 'heal') return false;
	if (e.k === 'attack') {
		if (p.step !== 'attack' || p.attacker !== seat) return false;
		if (p.phase === 'melee') return true;
		// Ranged phase: Ranged/Siege only; only Siege against a defender in a fortified site.
		return p.fortified && seat === p.aggressor ? e.kind === 'siege' : e.kind !== 'melee';
	}
	if (e.k === 'block') return p.step === 'block' && blockerOf(p) === seat;
	return null;
}

/** A unit's Attack was played (effects.ts): remembered so an effect may cancel that unit's part. */
export function pvpNoteAttack(s: MkState, src: string, kind: AttackKind, el: Element, n: number): void {
	const p = s.pvp;
	if (!p || !src.startsWith('unit:') || n <= 0) return;
	const unit = src.slice(5);
	const taken = new Set((p.unitParts ?? []).map((x) => x.uid));
	// The unit just activated: a spent one of that card not yet in the attack.
	const uid = s.players[p.attacker]?.units.find((u) => u.id === unit && !u.ready && !taken.has(u.uid))?.uid;
	(p.unitParts ??= []).push(uid === undefined ? { unit, n, kind, el } : { unit, uid, n, kind, el });
}

/** A unit's resistances in this combat: what it has minus what effects took (Expose, Chill). */
export function pvpResist(s: MkState, uid: number, resist: readonly Resistance[]): Resistance[] {
	const lost = s.pvp?.lostResist?.[uid] ?? [];
	return resist.filter((r) => !lost.includes(r));
}

/** Mana spent by the seat building an attack now counts for that attack (mana.ts spendMana). */
export function pvpNoteMana(s: MkState, seat: number): void {
	const p = s.pvp;
	if (p && p.full !== null && p.step === 'attack' && p.attacker === seat) p.manaSpent = (p.manaSpent ?? 0) + 1;
}

/**
 * The one rule the core asks about player-vs-player combat: which Attack/Block effects the
 * acting seat may play now, and what the core notes for it (attack parts, mana spent).
 * Imports only the state layer, so effects.ts and mana.ts can consult it. The combat's state
 * is pvp-types.ts.
 */
import type { AttackKind, Effect, Element, Resistance } from './data/types';
import type { HexKey } from './hex';
import type { MkState, TurnState } from './types';
import type { PvpState } from './pvp-types';

export type { PvpAttack, PvpState, UnitPart } from './pvp-types';

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

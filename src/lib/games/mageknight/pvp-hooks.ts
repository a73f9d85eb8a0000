/**
 * The player-vs-player variant as the core rules see it (spec §8.1; Rulebook "Player versus
 * Player Combat"): one hook object chosen by the `pvp` option. effects.ts and movement.ts ask
 * these hooks instead of importing the variant's modules or testing the option themselves;
 * without the option every hook gives the core's own reading (no PvP reading, no attack).
 */
import type { StepContext, Text } from '$lib/engine';
import type { AttackKind, Effect, Element } from './data/types';
import type { HexKey } from './hex';
import { ANOTHER_HERO, pvpDefenderAt, pvpEntryRefused, startPvp } from './pvp-entry';
import { PVP_SPECIALS } from './pvp-specials';
import { pvpEffectUsable, pvpNoteAttack } from './pvp-state';
import type { SpecialRule } from './special-rule';
import type { MkOptions, MkState } from './types';

export interface PvpHooks {
	/** Whether an effect is usable in a player-vs-player combat under way; null: the core decides. */
	effectUsable(s: MkState, seat: number, e: Effect): boolean | null;
	/** A unit's Attack played into the attack being built (its part, for cancelling it). */
	noteAttack(s: MkState, src: string, kind: AttackKind, el: Element, n: number): void;
	/** A special effect's player-vs-player reading during such a combat, where it has one. */
	specialRule(s: MkState, id: string): SpecialRule | undefined;
	/** The hero attacked by entering `to`; null when entering it attacks no one. */
	defenderAt(s: MkState, seat: number, to: HexKey): number | null;
	/** Why the seat may not enter `to`, a space with another hero; null: entering it is an attack. */
	entryRefused(s: MkState, seat: number, from: HexKey, to: HexKey): Text | null;
	/** The aggressor entered the defender's space (defenderAt named him): the combat starts. */
	startCombat(s: MkState, seat: number, to: HexKey, ctx: StepContext): void;
}

const PVP: PvpHooks = {
	effectUsable: pvpEffectUsable,
	noteAttack(s, src, kind, el, n) {
		if (s.pvp) pvpNoteAttack(s, src, kind, el, n);
	},
	specialRule: (s, id) => (s.pvp ? PVP_SPECIALS[id] : undefined),
	defenderAt: pvpDefenderAt,
	entryRefused: pvpEntryRefused,
	startCombat: startPvp
};

/** Without the option: no combat between heroes, so another hero's space cannot be entered. */
const NO_PVP: PvpHooks = {
	effectUsable: () => null,
	noteAttack: () => {},
	specialRule: () => undefined,
	defenderAt: () => null,
	entryRefused: () => ANOTHER_HERO,
	// Never reached: defenderAt names no one without the option.
	startCombat: startPvp
};

/** The variant's hooks for a match's options. */
export const pvpHooks = (o: MkOptions): PvpHooks => (o.pvp ? PVP : NO_PVP);

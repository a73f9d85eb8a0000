/**
 * The vocabulary of effects shared by every rule module: who played an effect (EffectSource),
 * what a `special` effect's rule looks like (SpecialRule), and the effect operations a rule
 * below effects.ts receives as a hook (EffectOps) instead of importing effects.ts — the
 * special rules and the card queries are called by effects.ts, so importing it back would
 * close an import cycle.
 */
import type { StepContext, Text } from '$lib/engine';
import type { Effect, ManaColor } from './data/types';
import type { MkState } from './types';

/** Who played an effect and how: the parameters of a special rule. */
export interface EffectSource {
	/** Card id, "unit:<id>", "skill:<id>" or "tactic:<id>". */
	src: string;
	how: 'basic' | 'powered';
	bonus: number;
	/**
	 * Mana still to be paid before the effect runs (a card's powering cost while its modes are
	 * listed), so an effect that needs more mana is offered only when both can be paid.
	 */
	reserve?: ManaColor[];
}

export interface SpecialRule {
	/** Whether the effect can do anything now (offered only then). */
	usable(s: MkState, seat: number, e: Extract<Effect, { k: 'special' }>, from: EffectSource): boolean;
	apply(s: MkState, seat: number, e: Extract<Effect, { k: 'special' }>, from: EffectSource, ctx: StepContext): void;
	/** A short description for prompts, when the data's card text is not enough. */
	label?: Text;
}

/** effects.ts's two operations, handed to the rules it calls (specials, card queries). */
export interface EffectOps {
	/** Whether an effect does something now (spec §5.1). */
	effectUsable(s: MkState, seat: number, e: Effect, from?: EffectSource): boolean;
	/** Applies an effect: pools grow, gains happen, choices and special rules may queue decisions. */
	applyEffect(s: MkState, seat: number, e: Effect, ctx: StepContext, from: EffectSource): void;
}

/** The alternatives of an effect at its top level ("Attack 2 or Block 2" → two). */
export const alternatives = (e: Effect): Effect[] => (e.k === 'one' ? e.of : [e]);

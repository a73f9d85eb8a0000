/**
 * The seams where a variant — the solo modes' virtual player, the expansion — plugs into the
 * base rules. The core (setup.ts, round.ts, turn.ts, picks.ts) calls these hooks and never
 * imports a variant; the assembly (variants.ts) picks the variants a match's options name, in a
 * fixed order (solo before expansion: the order of their turn actions and pick answers is part of
 * the legal-action lists, so of every seeded match).
 */
import type { Result, StepContext, Text } from '$lib/engine';
import type { FactionId } from './data/types';
import type { FinalScore, IsAction, IsOptions, IsState, PickAction, PickTask, Task } from './types';

/** Setup after the base setup (decks dealt, starting hands drawn). */
export interface SetupHooks {
	/** Why these options cannot start with the factions the seats chose (null: they can). */
	problem(options: IsOptions, picked: FactionId[]): Result<never> | null;
	/** `free`: the factions no seat plays. */
	run(s: IsState, free: FactionId[], ctx: StepContext): void;
}

/** The phases of a round: a hook replaces (lookout, end) or adds (beforeEnd) its tasks. */
export interface RoundHooks {
	/** Replaces the base Lookout draft (the two `lookoutReveal` passes). */
	lookout?(s: IsState): Task[];
	/** Added after the Action phase, before the round end. */
	beforeEnd?(s: IsState): Task[];
	/** Replaces the base round end (`roundEnd`). */
	end?(s: IsState): Task[];
}

/** Turn actions a variant adds; an action it owns it alone validates and carries out. */
export interface TurnHooks {
	/** Its actions offered now (listed after the razes of enemy Locations). */
	actions(s: IsState, seat: number): IsAction[];
	owns(a: IsAction): boolean;
	problem(s: IsState, seat: number, a: IsAction): Text | null;
	/** Carries out a validated action it owns; returns the tasks that follow it. */
	perform(s: IsState, seat: number, a: IsAction, ctx: StepContext): Task[];
}

/** Answers a variant adds to a `pick`; an answer it owns it alone carries out. */
export interface PickHooks {
	/** Its answers (listed after the base ones). */
	options(s: IsState, task: PickTask): PickAction[];
	owns(task: PickTask, a: PickAction): boolean;
	perform(s: IsState, task: PickTask, a: PickAction, ctx: StepContext): Task[];
}

export interface IsVariant {
	id: 'solo' | 'expansion';
	setup?: SetupHooks;
	round?: RoundHooks;
	turn?: TurnHooks;
	pick?: PickHooks;
	/** The final scoring as this variant decides it, from the base scoring (the solo goal decides who won). */
	score?(s: IsState, base: FinalScore): FinalScore;
}

/** The variants of the match a state belongs to (the assembly's choice from its options). */
export type VariantsOf = (s: IsState) => readonly IsVariant[];

/** The variant that owns a turn action, if any. */
export const turnOwner = (vs: readonly IsVariant[], a: IsAction): TurnHooks | undefined => {
	for (const v of vs) if (v.turn?.owns(a)) return v.turn;
	return undefined;
};

/** The variant that owns a pick's answer, if any. */
export const pickOwner = (vs: readonly IsVariant[], task: PickTask, a: PickAction): PickHooks | undefined => {
	for (const v of vs) if (v.pick?.owns(task, a)) return v.pick;
	return undefined;
};

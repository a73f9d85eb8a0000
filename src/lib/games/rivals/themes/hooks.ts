/**
 * What a theme set adds to the shared rules (layer: rules): its action cards and what its cards do
 * once placed, keyed by the effective card id (a copy acts as its original, theme.ts `effId`). The
 * sets of a match are chosen from its mode (themes/index.ts), so the core rules name no theme card.
 */
import type { Text } from '$lib/engine';
import type { StepContext } from '../context';
import type { RivalsState } from '../types';

/** An action card of a theme set, as the action phase sees it. */
export type ThemeAction =
	| {
			/** Why the card may not be played now; null: playable (its printed requirement is checked before). */
			reason(s: RivalsState, seat: number, card: string): Text | null;
			/** Carries out the card, already discarded from the hand. */
			play(s: RivalsState, seat: number, card: string, ctx: StepContext): void;
	  }
	/** A card played at another moment (before the roll, when an event is revealed): never in the action phase. */
	| { elsewhere: Text };

/** A theme action card that is played in the action phase. */
export type PlayableAction = Extract<ThemeAction, { play: unknown }>;

/** What a card does right after it is placed (and paid for). */
export type OnBuilt = (s: RivalsState, seat: number, card: string, ctx: StepContext) => void;

export interface ThemeHooks {
	actions: Readonly<Record<string, ThemeAction>>;
	built: Readonly<Record<string, OnBuilt>>;
}

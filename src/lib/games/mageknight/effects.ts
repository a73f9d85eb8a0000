/** Applying card, unit and skill effects. */
import type { StepContext } from '$lib/engine';
import type { Effect } from './data/types';
import type { MkState } from './types';

export function applyEffect(s: MkState, seat: number, effect: Effect, ctx: StepContext, src: string, bonus = 0): void {
	throw new Error('todo');
}
export function effectUsable(s: MkState, effect: Effect): boolean {
	throw new Error('todo');
}

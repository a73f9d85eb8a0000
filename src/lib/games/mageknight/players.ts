/** A hero's tracks and cards: Fame, Reputation, crystals, Wounds, drawing, Armor and limits. */
import type { StepContext } from '$lib/engine';
import type { BasicColor, ManaColor } from './data/types';
import type { MkState } from './types';

export function gainFame(s: MkState, seat: number, n: number, ctx: StepContext): void {
	throw new Error('todo');
}
export function changeReputation(s: MkState, seat: number, n: number, ctx: StepContext): void {
	throw new Error('todo');
}
export function gainCrystal(s: MkState, seat: number, color: BasicColor, ctx: StepContext): void {
	throw new Error('todo');
}
export function gainToken(s: MkState, color: ManaColor): void {
	throw new Error('todo');
}
export function takeWounds(s: MkState, seat: number, n: number, ctx: StepContext): number {
	throw new Error('todo');
}
export function woundToDiscard(s: MkState, seat: number, n: number): void {
	throw new Error('todo');
}
export function drawCards(s: MkState, seat: number, n: number, ctx: StepContext): void {
	throw new Error('todo');
}
export function armorOf(s: MkState, seat: number): number {
	throw new Error('todo');
}
export function handLimitOf(s: MkState, seat: number): number {
	throw new Error('todo');
}
export function commandLimit(s: MkState, seat: number): number {
	throw new Error('todo');
}
export function reputationModifier(rep: number): number | null {
	throw new Error('todo');
}
export function healWoundFromHand(s: MkState, seat: number): boolean {
	throw new Error('todo');
}

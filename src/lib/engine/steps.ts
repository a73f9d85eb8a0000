/**
 * What one step of a game produces besides the new state: its log lines and
 * whether it is an information barrier. Randomness and reveals go through the
 * context, so the barrier is set by the draw itself: no game can forget it.
 */
import type { GameEvent, Text } from './types';
import { randomInt, shuffleInPlace, type RngState } from './rng';

/** The seeded generator of the state, seen through the step: every draw is a barrier. */
export interface StepRandom {
	/** Uniform integer in [0, n). */
	int(n: number): number;
	/** A die roll 1..sides. */
	die(sides?: number): number;
	/** One element, uniformly (one `int` draw). */
	pick<T>(items: readonly T[]): T;
	/** Fisher–Yates shuffle in place; returns the same array. */
	shuffle<T>(items: T[]): T[];
}

export interface StepContext {
	readonly events: GameEvent[];
	/** Set when the step drew, rolled or revealed anything: undo stops here. */
	barrier: boolean;
	readonly random: StepRandom;
	/** Adds a log line; `onlyFor` limits who reads it, `othersSee` is what everybody else reads. */
	log(text: Text, onlyFor?: number[], othersSee?: Text): void;
	/** Shows someone information that was hidden (a drawn card, a searched stack): a barrier. */
	reveal(): void;
}

/**
 * A fresh context over the generator `rng` returns (read at every draw, so a
 * state whose generator is replaced keeps working).
 */
export function newStepContext(rng: () => RngState): StepContext {
	const ctx: StepContext = {
		events: [],
		barrier: false,
		random: {
			int(n) {
				ctx.barrier = true;
				return randomInt(rng(), n);
			},
			die(sides = 6) {
				ctx.barrier = true;
				return randomInt(rng(), sides) + 1;
			},
			pick(items) {
				ctx.barrier = true;
				return items[randomInt(rng(), items.length)];
			},
			shuffle(items) {
				ctx.barrier = true;
				return shuffleInPlace(rng(), items);
			}
		},
		log(text, onlyFor, othersSee) {
			ctx.events.push(onlyFor ? { text, onlyFor, othersSee } : { text });
		},
		reveal() {
			ctx.barrier = true;
		}
	};
	return ctx;
}

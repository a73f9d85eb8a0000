import type { GameEvent, Text } from '$lib/engine';

/** What one step produced besides the new state. */
export interface StepContext {
	events: GameEvent[];
	/** Set when the step drew, rolled or revealed anything: undo stops here. */
	barrier: boolean;
}

export const newContext = (): StepContext => ({ events: [], barrier: false });

export function log(ctx: StepContext, text: Text, onlyFor?: number[], othersSee?: Text): void {
	ctx.events.push(onlyFor ? { text, onlyFor, othersSee } : { text });
}

/**
 * The engine's step context (src/lib/engine/steps.ts): events, `log`, and the barrier that the
 * context's random draws and `reveal()` set by themselves. Kept as the Rivals import path.
 */
export { newStepContext, type StepContext } from '$lib/engine';

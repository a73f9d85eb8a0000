/**
 * The shared contract tests every game runs, as a vitest suite (the checks
 * themselves are in checks.ts, also used by `npm run soak`).
 */
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../src/lib/engine';
import { checkRobustness, checkShapes, playCheckedMatch, DEFAULT_BUDGET, sampleStates, type ContractAdapter, type ContractBudget } from './checks';

export * from './checks';

/**
 * Registers the contract tests of one game with vitest: `robustness`, `hidden`
 * or both (a game may split them over two files so vitest runs them in parallel).
 */
export function contractSuite(adapter: ContractAdapter, part: 'robustness' | 'hidden' | 'all' = 'all', budget: ContractBudget = DEFAULT_BUDGET): void {
	const id = adapter.module.id;
	describe(`${id}: kernel contract (${part})`, () => {
		for (const mode of adapter.modes) {
			// The sampled states, shared by the robustness and the shape tests (sampling is the slow part).
			let sampled: ReturnType<typeof sampleStates> | null = null;
			const samples = () => (sampled ??= sampleStates(adapter, mode, budget, 'contract'));
			if (part !== 'hidden')
				it(`${mode.id}: apply never throws, never changes its input, and accepts exactly the listed actions`, () => {
					const rng = rngFromSeed(`robust:${id}:${mode.id}`);
					const problems = samples().flatMap((s) => checkRobustness(adapter, s, budget, rng));
					expect(problems.slice(0, 5), `${problems.length} problems`).toEqual([]);
				});
			if (part !== 'hidden')
				it(`${mode.id}: parseAction and apply refuse hostile shapes (built-in key names, deep nesting, huge strings) without throwing`, () => {
					const rng = rngFromSeed(`shapes:${id}:${mode.id}`);
					const problems = samples()
						.filter((_, i) => i % 2 === 0)
						.flatMap((s) => checkShapes(adapter, s, rng));
					expect(problems.slice(0, 5), `${problems.length} problems`).toEqual([]);
				});
			if (part !== 'robustness')
				it(`${mode.id}: a seat perceives the same whatever it cannot see, and a step that shows it more is an undo barrier`, () => {
					let compared = 0;
					const problems: string[] = [];
					for (let m = 0; m < budget.hiddenMatches; m++) {
						const r = playCheckedMatch(adapter, mode, m, budget, { hidden: true, invariants: false });
						compared += r.compared;
						problems.push(...r.problems);
					}
					expect(problems.slice(0, 3), `${problems.length} problems`).toEqual([]);
					expect(compared, 'the check compared nothing').toBeGreaterThan(20);
				});
		}
	});
}

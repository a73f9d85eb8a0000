/**
 * The shared contract's barrier check (issue 23, Barriers): a step that shows a seat what it could
 * not see before must be an undo barrier. These tests make games "forget" their reveal and expect the
 * check to find it.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../src/lib/engine';
import { DEFAULT_BUDGET, playCheckedMatch, type ContractAdapter } from '../contract/checks';
import { imperialSettlersContract } from '../games/imperialsettlers/contract';
import { lanternsContract } from '../contract/lanterns';

/** The adapter with a module whose steps matching `forgets` are never barriers (a forgotten `ctx.reveal()`). */
function forgetful(adapter: ContractAdapter, forgets: (action: unknown) => boolean): ContractAdapter {
	const module: AnyGameModule = {
		...adapter.module,
		apply(state, seat, action) {
			const r = adapter.module.apply(state, seat, action);
			return r.ok && forgets(action) ? { ok: true, value: { ...r.value, barrier: false } } : r;
		}
	};
	return { ...adapter, module };
}

const budget = { ...DEFAULT_BUDGET, maxActions: 120 };
const barrierProblems = (adapter: ContractAdapter, modeId: string) => {
	const mode = adapter.modes.find((m) => m.id === modeId)!;
	return playCheckedMatch(adapter, mode, 0, budget, { hidden: true, invariants: false }).problems.filter((p) => p.includes('no undo barrier'));
};

describe('contract: a step that reveals something is an undo barrier', () => {
	it('finds a draw that forgets its reveal (Lanterns fixture)', () => {
		expect(barrierProblems(lanternsContract, 'versus')).toEqual([]);
		expect(barrierProblems(forgetful(lanternsContract, () => true), 'versus').length).toBeGreaterThan(0);
	});

	it("finds Imperial Settlers' card draw without ctx.reveal() (piles.ts), also where only a reordered deck shows it", () => {
		const drawsACard = (a: unknown) => (a as { a?: string }).a === 'deck';
		const found = barrierProblems(forgetful(imperialSettlersContract, drawsACard), 'base-2p');
		expect(found.length).toBeGreaterThan(0);
		expect(found[0]).toMatch(/commonDeck.* reordered/);
	});
});

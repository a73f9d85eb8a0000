import { describe, expect, it } from 'vitest';
import { createBoardGraph, distancesFrom, edgeCost, hasRoom, neighboursOf, nodesOfKind, reachableWithin, shortestPath, stepsFrom, type BoardGraph } from '$lib/engine';

/** A small fortress: gate → yard (2) → keep (1), gate → wall (1) → keep (5), a one-way chute keep → gate. */
function fortress(): BoardGraph<'gate' | 'yard' | 'keep' | 'wall'> {
	const g = createBoardGraph(
		[
			{ id: 'gate', kind: 'gate' },
			{ id: 'yard', kind: 'yard', capacity: 2 },
			{ id: 'wall', kind: 'wall', capacity: 0 },
			{ id: 'keep', kind: 'keep' },
			{ id: 'tower', kind: 'wall' }
		],
		[
			{ from: 'gate', to: 'yard', cost: 2 },
			{ from: 'yard', to: 'keep', cost: 1 },
			{ from: 'gate', to: 'wall' },
			{ from: 'wall', to: 'keep', cost: 5 },
			{ from: 'keep', to: 'gate', cost: 0, directed: true }
		]
	);
	if (!g.ok) throw new Error(g.reason.en);
	return g.value;
}

describe('board graph', () => {
	it('lists neighbours in edge order, each once, and follows one-way edges only forwards', () => {
		const g = fortress();
		expect(neighboursOf(g, 'gate')).toEqual(['yard', 'wall']);
		expect(neighboursOf(g, 'keep')).toEqual(['yard', 'wall', 'gate']);
		expect(edgeCost(g, 'keep', 'gate')).toBe(0);
		expect(edgeCost(g, 'gate', 'keep')).toBeNull();
		expect(neighboursOf(g, 'tower')).toEqual([]);
		expect(neighboursOf(g, 'nowhere')).toEqual([]);
	});

	it('keeps capacities and kinds', () => {
		const g = fortress();
		expect(hasRoom(g, 'yard', 1)).toBe(true);
		expect(hasRoom(g, 'yard', 2)).toBe(false);
		expect(hasRoom(g, 'wall', 0)).toBe(false);
		expect(hasRoom(g, 'keep', 99)).toBe(true);
		expect(hasRoom(g, 'nowhere', 0)).toBe(false);
		expect(nodesOfKind(g, 'wall')).toEqual(['wall', 'tower']);
	});

	it('finds the cheapest distances and paths (Dijkstra) and the step counts (breadth-first)', () => {
		const g = fortress();
		expect(Object.fromEntries(distancesFrom(g, 'gate'))).toEqual({ gate: 0, wall: 1, yard: 2, keep: 3 });
		expect(shortestPath(g, 'gate', 'keep')).toEqual({ path: ['gate', 'yard', 'keep'], cost: 3 });
		expect(shortestPath(g, 'keep', 'gate')).toEqual({ path: ['keep', 'gate'], cost: 0 });
		expect(shortestPath(g, 'gate', 'gate')).toEqual({ path: ['gate'], cost: 0 });
		expect(shortestPath(g, 'gate', 'tower')).toBeNull();
		expect(Object.fromEntries(stepsFrom(g, 'gate'))).toEqual({ gate: 0, yard: 1, wall: 1, keep: 2 });
		expect(Object.fromEntries(stepsFrom(g, 'gate', 1))).toEqual({ gate: 0, yard: 1, wall: 1 });
	});

	it('gives the places within a budget', () => {
		const g = fortress();
		expect(Object.fromEntries(reachableWithin(g, 'gate', 2))).toEqual({ gate: 0, wall: 1, yard: 2 });
		expect(Object.fromEntries(reachableWithin(g, 'gate', 0))).toEqual({ gate: 0 });
	});

	it('refuses a malformed board with a reason in both languages instead of throwing', () => {
		const twice = createBoardGraph([{ id: 'a', kind: 'x' }, { id: 'a', kind: 'x' }], []);
		expect(twice.ok).toBe(false);
		const unknown = createBoardGraph([{ id: 'a', kind: 'x' }], [{ from: 'a', to: 'b' }]);
		expect(unknown).toMatchObject({ ok: false, reason: { en: expect.stringContaining('unknown place') } });
		expect(createBoardGraph([{ id: 'a', kind: 'x' }], [{ from: 'a', to: 'a', cost: -1 }]).ok).toBe(false);
		expect(createBoardGraph([{ id: 'a', kind: 'x' }], [{ from: 'a', to: 'a', cost: NaN }]).ok).toBe(false);
		expect(createBoardGraph([{ id: 'a', kind: 'x', capacity: 1.5 }], []).ok).toBe(false);
	});
});

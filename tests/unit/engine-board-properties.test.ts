/** Properties of the board searches (fast-check): metric laws on the hex grid and on random graphs. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBoardGraph, distancesFrom, hexDistance, hexesWithin, hexLine, hexRing, shortestPath, edgeCost, type BoardEdge } from '$lib/engine';

const hex = fc.record({ q: fc.integer({ min: -20, max: 20 }), r: fc.integer({ min: -20, max: 20 }) });

/** A random undirected graph on up to 8 places with integer costs. */
const graph = fc.integer({ min: 1, max: 8 }).chain((n) =>
	fc
		.array(fc.record({ a: fc.nat({ max: n - 1 }), b: fc.nat({ max: n - 1 }), cost: fc.integer({ min: 0, max: 9 }) }), { maxLength: 20 })
		.map((es) => ({ n, edges: es.map((e): BoardEdge => ({ from: `p${e.a}`, to: `p${e.b}`, cost: e.cost })) }))
);
function build(spec: { n: number; edges: BoardEdge[] }) {
	const g = createBoardGraph(
		Array.from({ length: spec.n }, (_, i) => ({ id: `p${i}`, kind: 'place' })),
		spec.edges
	);
	if (!g.ok) throw new Error(g.reason.en);
	return g.value;
}

describe('board properties', () => {
	it('hex distance is a metric, and rings and lines agree with it', () => {
		fc.assert(
			fc.property(hex, hex, hex, (a, b, c) => {
				expect(hexDistance(a, b)).toBe(hexDistance(b, a));
				expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c));
				expect(hexLine(a, b)).toHaveLength(hexDistance(a, b) + 1);
			})
		);
		fc.assert(
			fc.property(hex, fc.integer({ min: 0, max: 5 }), (c, k) => {
				expect(hexRing(c, k).every((h) => hexDistance(c, h) === k)).toBe(true);
				expect(hexesWithin(c, k)).toHaveLength(3 * k * (k + 1) + 1);
			})
		);
	});

	it('graph distances are symmetric on undirected boards, obey the triangle inequality, and a path costs its distance', () => {
		fc.assert(
			fc.property(graph, (spec) => {
				const g = build(spec);
				const ids = [...g.nodes.keys()];
				const d = new Map(ids.map((id) => [id, distancesFrom(g, id)]));
				for (const a of ids) {
					for (const b of ids) {
						const ab = d.get(a)?.get(b);
						expect(ab).toBe(d.get(b)?.get(a));
						const p = shortestPath(g, a, b);
						expect(p?.cost).toBe(ab);
						if (p) {
							expect(p.path[0]).toBe(a);
							expect(p.path.at(-1)).toBe(b);
							// The path's steps add up to its cost.
							const sum = p.path.slice(1).reduce((s, n, i) => s + (edgeCost(g, p.path[i], n) ?? NaN), 0);
							expect(sum).toBe(p.cost);
						}
						for (const c of ids) {
							const bc = d.get(b)?.get(c);
							const ac = d.get(a)?.get(c);
							if (ab !== undefined && bc !== undefined) expect(ac).toBeLessThanOrEqual(ab + bc);
						}
					}
				}
			}),
			{ numRuns: 150 }
		);
	});
});

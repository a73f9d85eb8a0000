/**
 * The search tree (cheapestTree, pathIn) with its order of equal costs, and a hex map searched as
 * arcs (hexArcs, hexSteps) without building a graph: what a game whose map and costs change move
 * by move (Mage Knight's hero) searches.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	cheapestCosts,
	cheapestTree,
	createBoardGraph,
	distancesFrom,
	edgeCost,
	hexArcs,
	hexBoardGraph,
	hexCommonNeighbourKeys,
	hexDistance,
	hexesAdjacent,
	hexesWithin,
	hexKey,
	hexSteps,
	parseHexKey,
	pathIn,
	stepCounts,
	stepsFrom,
	type Arcs,
	type BoardEdge,
	type HexKey
} from '$lib/engine';

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** start → c, b, a (1 each, listed in that order); a → d (1), c → d (1). */
const star: Arcs<string> = (n) =>
	({
		start: [['c', 1], ['b', 1], ['a', 1]] as const,
		a: [['d', 1]] as const,
		c: [['d', 1]] as const
	})[n] ?? [];

describe('search tree', () => {
	it('settles equal costs in the order they were reached, or in the order `ties` gives', () => {
		expect([...cheapestTree('start', star).cost.keys()]).toEqual(['start', 'c', 'b', 'a', 'd']);
		const tree = cheapestTree('start', star, { ties: byName });
		expect([...tree.cost.keys()]).toEqual(['start', 'a', 'b', 'c', 'd']);
		// d is reached from whichever of a and c settles first: the order decides the path.
		expect(pathIn(tree, 'd')).toEqual(['start', 'a', 'd']);
		expect(pathIn(cheapestTree('start', star), 'd')).toEqual(['start', 'c', 'd']);
	});

	it('gives no path to a node it did not settle, and the start alone to the start', () => {
		const tree = cheapestTree('start', star, { budget: 1 });
		expect(pathIn(tree, 'd')).toBeNull();
		expect(pathIn(tree, 'start')).toEqual(['start']);
		expect(cheapestTree('start', star, { goal: 'b' }).cost.has('a')).toBe(false);
	});

	it('on random graphs with positive steps: the costs do not depend on `ties`, nodes settle by cost then by `ties`, and each path costs its node', () => {
		const graph = fc.integer({ min: 1, max: 8 }).chain((n) =>
			fc
				.array(fc.record({ a: fc.nat({ max: n - 1 }), b: fc.nat({ max: n - 1 }), cost: fc.integer({ min: 1, max: 4 }) }), { maxLength: 20 })
				.map((es) => ({ n, edges: es.map((e): BoardEdge => ({ from: `p${e.a}`, to: `p${e.b}`, cost: e.cost })) }))
		);
		fc.assert(
			fc.property(graph, fc.boolean(), (spec, reverse) => {
				const built = createBoardGraph(
					Array.from({ length: spec.n }, (_, i) => ({ id: `p${i}`, kind: 'place' })),
					spec.edges
				);
				if (!built.ok) throw new Error(built.reason.en);
				const g = built.value;
				const ties = reverse ? (a: string, b: string) => byName(b, a) : byName;
				const tree = cheapestTree<string>('p0', (id) => g.out.get(id) ?? [], { ties });
				expect(new Map([...tree.cost].sort(([a], [b]) => byName(a, b)))).toEqual(new Map([...distancesFrom(g, 'p0')].sort(([a], [b]) => byName(a, b))));
				const settled = [...tree.cost];
				for (let i = 1; i < settled.length; i++) {
					const [pa, ca] = settled[i - 1];
					const [pb, cb] = settled[i];
					expect(ca < cb || (ca === cb && ties(pa, pb) < 0)).toBe(true);
				}
				for (const [id, c] of tree.cost) {
					const path = pathIn(tree, id)!;
					expect(path[0]).toBe('p0');
					expect(path.slice(1).reduce((s, n, i) => s + (edgeCost(g, path[i], n) ?? NaN), 0)).toBe(c);
				}
			}),
			{ numRuns: 150 }
		);
	});
});

/** A random hex map: the hexes within 3 of the origin, each with a cost to enter (null: impassable). */
const hexMap = fc.array(fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }), { minLength: 37, maxLength: 37 }).map((costs) => {
	const keys = hexesWithin({ q: 0, r: 0 }, 3).map(hexKey);
	return new Map<HexKey, number | null>(keys.map((k, i) => [k, i === 0 ? 1 : costs[i]]));
});

describe('hex map as arcs', () => {
	it('steps into the six neighbours clockwise from north-west, leaving out what `enter` refuses', () => {
		const arcs = hexArcs((to) => (to === '1,0' ? null : to === '0,-1' ? 3 : 1));
		const none = () => false;
		expect([...arcs('0,0', none)]).toEqual([
			['0,-1', 3],
			['1,-1', 1],
			['0,1', 1],
			['-1,1', 1],
			['-1,0', 1]
		]);
		// The step may depend on where it comes from (a hero provoking an enemy on the way).
		const oneWay = hexArcs((to, from) => (from === '0,0' && to === '1,0' ? null : 1));
		expect([...oneWay('0,0', none)].map(([k]) => k)).not.toContain('1,0');
		expect([...oneWay('0,1', none)].map(([k]) => k)).toContain('1,0');
		expect(hexSteps((to) => to !== '1,0')('0,0')).toEqual(['0,-1', '1,-1', '0,1', '-1,1', '-1,0']);
	});

	it('does not price the hexes the search has settled (each step into a hex is priced once)', () => {
		const priced: string[] = [];
		const arcs = hexArcs((to, from) => {
			priced.push(`${from}>${to}`);
			return 1;
		});
		expect([...arcs('0,0', (k) => k === '1,0' || k === '0,1')].map(([k]) => k)).toEqual(['0,-1', '1,-1', '-1,1', '-1,0']);
		expect(priced).toEqual(['0,0>0,-1', '0,0>1,-1', '0,0>-1,1', '0,0>-1,0']);
		priced.length = 0;
		const map = new Set(hexesWithin({ q: 0, r: 0 }, 2).map(hexKey));
		const inMap = hexArcs((to) => {
			priced.push(to);
			return map.has(to) ? 1 : null;
		});
		expect(cheapestCosts('0,0', inMap).size).toBe(19);
		// Never back into a settled hex: on the disc of 19 hexes, its 42 inner joins are priced one way only.
		expect(priced.filter((k) => map.has(k))).toHaveLength(42);
	});

	it('on random hex maps: the same costs and step counts as the hex board graph of the same map', () => {
		fc.assert(
			fc.property(hexMap, (map) => {
				const g = hexBoardGraph(
					[...map.keys()].map((key) => ({ key, kind: 'hex' })),
					(c) => map.get(c.key) ?? null
				);
				if (!g.ok) throw new Error(g.reason.en);
				const enter = (to: HexKey) => (map.has(to) ? (map.get(to) ?? null) : null);
				expect(cheapestCosts('0,0', hexArcs(enter))).toEqual(distancesFrom(g.value, '0,0'));
				expect(stepCounts('0,0', hexSteps((to) => enter(to) !== null))).toEqual(stepsFrom(g.value, '0,0'));
			}),
			{ numRuns: 50 }
		);
	});
});

describe('hexes next to both', () => {
	it('two between neighbours (in the second hex’s clockwise order), one or two 2 apart, none farther', () => {
		expect(hexCommonNeighbourKeys('0,0', '1,0')).toEqual(['1,-1', '0,1']);
		expect(hexCommonNeighbourKeys('0,0', '2,0')).toEqual(['1,0']);
		expect(hexCommonNeighbourKeys('0,0', '1,1')).toEqual(['1,0', '0,1']);
		expect(hexCommonNeighbourKeys('0,0', '3,0')).toEqual([]);
		expect(hexCommonNeighbourKeys('0,0', '0,0')).toHaveLength(6);
		const hex = fc.record({ q: fc.integer({ min: -6, max: 6 }), r: fc.integer({ min: -6, max: 6 }) }).map(hexKey);
		fc.assert(
			fc.property(hex, hex, (a, b) => {
				const both = hexCommonNeighbourKeys(a, b);
				expect(both.every((k) => hexesAdjacent(k, a) && hexesAdjacent(k, b))).toBe(true);
				const d = hexDistance(parseHexKey(a), parseHexKey(b));
				if (d === 1) expect(both).toHaveLength(2);
				if (d >= 3) expect(both).toEqual([]);
				expect(new Set(both)).toEqual(new Set(hexCommonNeighbourKeys(b, a)));
			})
		);
	});
});

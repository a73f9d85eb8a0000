import { describe, expect, it } from 'vitest';
import {
	cheapestPath,
	hexBoardGraph,
	hexCorners,
	hexDistance,
	hexesWithin,
	hexKey,
	hexLine,
	hexNeighbourKeys,
	hexRing,
	hexToPixel,
	parseHexKey,
	pixelToHex,
	reachableWithin,
	shortestPath,
	type Hex
} from '$lib/engine';

const O: Hex = { q: 0, r: 0 };

describe('hex grid', () => {
	it('names hexes by "q,r" and lists neighbours clockwise from north-west', () => {
		expect(hexKey({ q: -2, r: 3 })).toBe('-2,3');
		expect(parseHexKey('-2,3')).toEqual({ q: -2, r: 3 });
		expect(hexNeighbourKeys('0,0')).toEqual(['0,-1', '1,-1', '1,0', '0,1', '-1,1', '-1,0']);
	});

	it('measures distance and walks rings, discs and lines', () => {
		expect(hexDistance(O, { q: 2, r: -1 })).toBe(2);
		expect(hexDistance(O, { q: 3, r: 3 })).toBe(6);
		expect(hexRing(O, 0)).toEqual([O]);
		const ring2 = hexRing(O, 2);
		expect(ring2).toHaveLength(12);
		expect(ring2.every((h) => hexDistance(O, h) === 2)).toBe(true);
		expect(new Set(ring2.map(hexKey)).size).toBe(12);
		// Consecutive hexes of a ring touch (a ring is walkable).
		ring2.forEach((h, i) => expect(hexDistance(h, ring2[(i + 1) % 12])).toBe(1));
		expect(hexesWithin(O, 2)).toHaveLength(19);
		const line = hexLine(O, { q: 3, r: -1 });
		expect(line.map(hexKey)).toEqual(['0,0', '1,0', '2,-1', '3,-1']);
		line.slice(1).forEach((h, i) => expect(hexDistance(line[i], h)).toBe(1));
	});

	it('lays hexes out pointy-top and finds the hex under a point', () => {
		expect(hexToPixel({ q: 1, r: 0 }, 30)).toEqual({ x: 30 * Math.sqrt(3), y: 0 });
		expect(hexToPixel({ q: 0, r: 2 }, 30).y).toBe(90);
		for (const h of hexesWithin({ q: 1, r: -2 }, 3)) {
			const p = hexToPixel(h, 30);
			expect(pixelToHex({ x: p.x + 7, y: p.y - 9 }, 30)).toEqual(h);
		}
		const c = hexCorners(30);
		expect(c).toHaveLength(6);
		expect(c[0].x).toBeCloseTo(30 * Math.cos(-Math.PI / 6));
	});

	it('becomes a graph of a finite board with entry costs and walls', () => {
		const cells = hexesWithin(O, 2).map((h) => ({ key: hexKey(h), kind: hexKey(h) === '1,0' ? 'lake' : 'plains' }));
		const g = hexBoardGraph(cells, (c) => (c.kind === 'lake' ? null : 2));
		if (!g.ok) throw new Error(g.reason.en);
		// Around the lake: three steps of 2.
		expect(shortestPath(g.value, '0,0', '2,0')).toEqual({ path: ['0,0', '1,-1', '2,-1', '2,0'], cost: 6 });
		expect(shortestPath(g.value, '0,0', '1,0')).toBeNull();
		expect([...reachableWithin(g.value, '0,0', 2).keys()]).toEqual(['0,0', '0,-1', '1,-1', '0,1', '-1,1', '-1,0']);
	});

	it('searches an open grid through its arcs', () => {
		const open = (k: string) => hexNeighbourKeys(k).map((n) => [n, 1] as const);
		expect(cheapestPath('0,0', '3,-3', open)?.cost).toBe(3);
	});
});

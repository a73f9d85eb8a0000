/**
 * A finite board of hexes as a graph: each listed hex is a place, joined to its listed
 * neighbours. Entering a hex costs what `enterCost` says (1 by default); null leaves it out of
 * every path (a lake, a wall), so the same searches and capacities serve hex and point-to-point boards.
 * A map that changes move by move is searched as arcs instead (hexArcs, hexSteps): nothing to build.
 */
import type { Result } from '../../types';
import { createBoardGraph, type BoardEdge, type BoardGraph, type BoardNode } from './graph';
import { hexNeighbourKeys, type HexKey } from './hex';
import type { Arcs } from './search';

export interface HexCell<K extends string = string> {
	key: HexKey;
	kind: K;
	capacity?: number;
}

export function hexBoardGraph<K extends string>(cells: readonly HexCell<K>[], enterCost: (cell: HexCell<K>) => number | null = () => 1): Result<BoardGraph<K>> {
	const byKey = new Map(cells.map((c) => [c.key, c]));
	const nodes: BoardNode<K>[] = cells.map((c) => ({ id: c.key, kind: c.kind, ...(c.capacity === undefined ? {} : { capacity: c.capacity }) }));
	const edges: BoardEdge[] = [];
	for (const c of cells) {
		for (const n of hexNeighbourKeys(c.key)) {
			const to = byKey.get(n);
			const cost = to ? enterCost(to) : null;
			if (cost !== null) edges.push({ from: c.key, to: n, cost, directed: true });
		}
	}
	return createBoardGraph(nodes, edges);
}

/**
 * A hex map as arcs for the path searches (search.ts), without building a graph: from a hex, a
 * step enters each of its six neighbours (clockwise from north-west) for what `enter` says, or
 * not at all when it says null (off the map, impassable, forbidden from `from`). For maps that
 * change move by move and costs that depend on the turn, as a hero's movement does. Hexes the
 * search has settled are not priced again. `neighbours`
 * may be a remembered copy of hexNeighbourKeys for searches that run often.
 */
export function hexArcs(enter: (to: HexKey, from: HexKey) => number | null, neighbours: (k: HexKey) => readonly HexKey[] = hexNeighbourKeys): Arcs<HexKey> {
	return (from, settled) => {
		const out: [HexKey, number][] = [];
		for (const to of neighbours(from)) {
			if (settled(to)) continue;
			const cost = enter(to, from);
			if (cost !== null) out.push([to, cost]);
		}
		return out;
	};
}

/** The neighbours of a hex that `open` lets a step enter, for breadth-first step counts (stepCounts). */
export function hexSteps(open: (to: HexKey, from: HexKey) => boolean, neighbours: (k: HexKey) => readonly HexKey[] = hexNeighbourKeys): (from: HexKey) => HexKey[] {
	return (from) => neighbours(from).filter((to) => open(to, from));
}

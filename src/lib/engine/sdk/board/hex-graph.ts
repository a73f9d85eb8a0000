/**
 * A finite board of hexes as a graph: each listed hex is a place, joined to its listed
 * neighbours. Entering a hex costs what `enterCost` says (1 by default); null leaves it out of
 * every path (a lake, a wall), so the same searches and capacities serve hex and point-to-point boards.
 */
import type { Result } from '../../types';
import { createBoardGraph, type BoardEdge, type BoardGraph, type BoardNode } from './graph';
import { hexNeighbourKeys, type HexKey } from './hex';

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

/**
 * A board as a graph: places (nodes) with an id, a kind and an optional capacity, joined by
 * edges that cost something to cross and may go one way only. Built once from plain data and
 * then read-only: what a game's state refers to is node ids, never the graph itself.
 */
import { reject, ok, type Result } from '../../types';
import { cheapestCosts, cheapestPath, stepCounts, type Arcs } from './search';

export type NodeId = string;

export interface BoardNode<K extends string = string> {
	id: NodeId;
	kind: K;
	/** How many pieces the place holds; absent: no limit. */
	capacity?: number;
}

export interface BoardEdge {
	from: NodeId;
	to: NodeId;
	/** What crossing costs (≥ 0); 1 when absent. */
	cost?: number;
	/** Crossable from `from` to `to` only; both ways when absent. */
	directed?: boolean;
}

export interface BoardGraph<K extends string = string> {
	/** The places in the order they were given. */
	readonly nodes: ReadonlyMap<NodeId, BoardNode<K>>;
	/** For each place, the steps out of it in the order the edges were given. */
	readonly out: ReadonlyMap<NodeId, readonly (readonly [NodeId, number])[]>;
}

/** Builds a graph; refuses duplicate places, edges to unknown places and negative or non-finite costs or capacities. */
export function createBoardGraph<K extends string>(nodes: readonly BoardNode<K>[], edges: readonly BoardEdge[]): Result<BoardGraph<K>> {
	const byId = new Map<NodeId, BoardNode<K>>();
	const out = new Map<NodeId, [NodeId, number][]>();
	for (const n of nodes) {
		if (byId.has(n.id)) return reject(`Místo ${n.id} je na desce dvakrát.`, `The place ${n.id} is on the board twice.`);
		if (n.capacity !== undefined && !(Number.isInteger(n.capacity) && n.capacity >= 0)) return reject(`Místo ${n.id} má neplatnou kapacitu.`, `The place ${n.id} has an invalid capacity.`);
		byId.set(n.id, { ...n });
		out.set(n.id, []);
	}
	for (const e of edges) {
		const cost = e.cost ?? 1;
		const from = out.get(e.from);
		const to = out.get(e.to);
		if (!from || !to) return reject(`Spojení ${e.from}–${e.to} vede na neznámé místo.`, `The edge ${e.from}–${e.to} leads to an unknown place.`);
		if (!(Number.isFinite(cost) && cost >= 0)) return reject(`Spojení ${e.from}–${e.to} má neplatnou cenu.`, `The edge ${e.from}–${e.to} has an invalid cost.`);
		from.push([e.to, cost]);
		if (!e.directed) to.push([e.from, cost]);
	}
	return ok({ nodes: byId, out });
}

/** The steps out of a place, as the path searches take them. */
export const arcsOf =
	(g: BoardGraph): Arcs<NodeId> =>
	(id) =>
		g.out.get(id) ?? [];

/** The places one step away from `id` (each once, in edge order). */
export function neighboursOf(g: BoardGraph, id: NodeId): NodeId[] {
	return [...new Set((g.out.get(id) ?? []).map(([n]) => n))];
}

/** The cheapest direct step from `from` to `to`; null when no edge leads there. */
export function edgeCost(g: BoardGraph, from: NodeId, to: NodeId): number | null {
	let best: number | null = null;
	for (const [n, c] of g.out.get(from) ?? []) if (n === to && (best === null || c < best)) best = c;
	return best;
}

/** Whether a place holding `occupants` pieces takes one more. */
export function hasRoom(g: BoardGraph, id: NodeId, occupants: number): boolean {
	const node = g.nodes.get(id);
	return !!node && (node.capacity === undefined || occupants < node.capacity);
}

/** The ids of the places of one kind, in board order. */
export function nodesOfKind<K extends string>(g: BoardGraph<K>, kind: K): NodeId[] {
	return [...g.nodes.values()].filter((n) => n.kind === kind).map((n) => n.id);
}

/** The cheapest cost from `from` to every place it reaches (Dijkstra). */
export const distancesFrom = (g: BoardGraph, from: NodeId): Map<NodeId, number> => cheapestCosts(from, arcsOf(g));

/** The places reachable from `from` for at most `budget`, with their cost (the start included, at 0). */
export const reachableWithin = (g: BoardGraph, from: NodeId, budget: number): Map<NodeId, number> => cheapestCosts(from, arcsOf(g), budget);

/** The cheapest path between two places (both ends included) and its cost; null when there is none. */
export const shortestPath = (g: BoardGraph, from: NodeId, to: NodeId): { path: NodeId[]; cost: number } | null => cheapestPath(from, to, arcsOf(g));

/** The number of edges from `from` to every place it reaches, ignoring costs (breadth-first), within `maxSteps` when given. */
export const stepsFrom = (g: BoardGraph, from: NodeId, maxSteps?: number): Map<NodeId, number> => stepCounts(from, (id) => neighboursOf(g, id), maxSteps);

/**
 * Path searches over any board described by its arcs: a function that lists, for a node, the
 * nodes one step away and what the step costs. A finite graph (graph.ts) and an unbounded hex
 * grid (hex.ts) both fit. Dijkstra for costs (never negative), breadth-first for unit steps.
 * Results are Maps in the order nodes were settled: deterministic for deterministic arcs.
 */
import { MinQueue } from './queue';

/**
 * The steps out of a node: [next node, cost of the step ≥ 0]. `settled` tells which nodes a
 * cheapest-cost search has already settled: a step to one of them is ignored, so arcs whose costs
 * take work to price may leave them out.
 */
export type Arcs<N> = (node: N, settled: (node: N) => boolean) => Iterable<readonly [N, number]>;

/** The cheapest cost from `start` to every node it reaches, within `budget` when given. */
export function cheapestCosts<N>(start: N, arcs: Arcs<N>, budget = Infinity): Map<N, number> {
	return cheapestTree(start, arcs, { budget }).cost;
}

/** The cheapest way from `start` to `goal`: its nodes (both ends included) and its cost; null when unreachable. */
export function cheapestPath<N>(start: N, goal: N, arcs: Arcs<N>, budget = Infinity): { path: N[]; cost: number } | null {
	const tree = cheapestTree(start, arcs, { budget, goal });
	const path = pathIn(tree, goal);
	const cost = tree.cost.get(goal);
	return path && cost !== undefined ? { path, cost } : null;
}

/** The number of steps from `start` to every node it reaches, within `maxSteps` when given (breadth-first). */
export function stepCounts<N>(start: N, next: (node: N) => Iterable<N>, maxSteps = Infinity): Map<N, number> {
	const steps = new Map<N, number>([[start, 0]]);
	let frontier = [start];
	for (let d = 1; d <= maxSteps && frontier.length; d++) {
		const ring: N[] = [];
		for (const node of frontier) {
			for (const n of next(node)) {
				if (steps.has(n)) continue;
				steps.set(n, d);
				ring.push(n);
			}
		}
		frontier = ring;
	}
	return steps;
}

/** How a cheapest-cost search runs: within `budget`, stopping once `goal` is settled, `ties` ordering nodes of equal cost. */
export interface SearchOptions<N> {
	budget?: number;
	goal?: N;
	/** Which of two nodes of equal cost is settled first (negative: `a`); by the order they were reached when absent. */
	ties?: (a: N, b: N) => number;
}

/** What a cheapest-cost search found: each settled node's cost, in the order settled, and the node it was reached from. */
export interface SearchTree<N> {
	cost: Map<N, number>;
	via: Map<N, N>;
}

/** Dijkstra: settles nodes cheapest first (equal costs in the order `ties` gives), stopping at `goal` or beyond `budget`. */
export function cheapestTree<N>(start: N, arcs: Arcs<N>, { budget = Infinity, goal, ties }: SearchOptions<N> = {}): SearchTree<N> {
	const cost = new Map<N, number>();
	const best = new Map<N, number>([[start, 0]]);
	const via = new Map<N, N>();
	const queue = new MinQueue<N>(ties);
	const settled = (n: N) => cost.has(n);
	queue.push(start, 0);
	for (let e = queue.pop(); e !== undefined; e = queue.pop()) {
		if (cost.has(e.node)) continue;
		cost.set(e.node, e.cost);
		if (e.node === goal) break;
		for (const [n, step] of arcs(e.node, settled)) {
			const c = e.cost + step;
			if (c > budget || cost.has(n) || c >= (best.get(n) ?? Infinity)) continue;
			best.set(n, c);
			via.set(n, e.node);
			queue.push(n, c);
		}
	}
	return { cost, via };
}

/** The way a search tree reached `node` from its start, both ends included; null when it was not settled. */
export function pathIn<N>(tree: SearchTree<N>, node: N): N[] | null {
	if (!tree.cost.has(node)) return null;
	const path = [node];
	for (let at = tree.via.get(node); at !== undefined; at = tree.via.get(at)) path.push(at);
	return path.reverse();
}

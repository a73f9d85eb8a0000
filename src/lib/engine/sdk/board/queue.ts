/**
 * A binary min-heap of (node, cost) entries for the path searches. Ties on cost are broken by
 * `ties` when given (an order of the nodes), else by the order of insertion, so every search
 * visits its nodes in one fixed order (replays and seeded bots depend on deterministic iteration).
 */
interface Entry<N> {
	node: N;
	cost: number;
	seq: number;
}

export class MinQueue<N> {
	private readonly heap: Entry<N>[] = [];
	private seq = 0;

	/** `ties`: which of two nodes of equal cost comes first (negative: `a`); insertion order when absent or 0. */
	constructor(private readonly ties?: (a: N, b: N) => number) {}

	get size(): number {
		return this.heap.length;
	}

	push(node: N, cost: number): void {
		this.heap.push({ node, cost, seq: this.seq++ });
		this.up(this.heap.length - 1);
	}

	/** The entry of the lowest cost (the earliest pushed among equals), or undefined when empty. */
	pop(): { node: N; cost: number } | undefined {
		const top = this.heap[0];
		const last = this.heap.pop();
		if (top === undefined || last === undefined) return undefined;
		if (this.heap.length) {
			this.heap[0] = last;
			this.down(0);
		}
		return { node: top.node, cost: top.cost };
	}

	private less(a: number, b: number): boolean {
		const x = this.heap[a];
		const y = this.heap[b];
		if (x.cost !== y.cost) return x.cost < y.cost;
		const t = this.ties ? this.ties(x.node, y.node) : 0;
		return t < 0 || (t === 0 && x.seq < y.seq);
	}

	private swap(a: number, b: number): void {
		const t = this.heap[a];
		this.heap[a] = this.heap[b];
		this.heap[b] = t;
	}

	private up(i: number): void {
		while (i > 0) {
			const parent = (i - 1) >> 1;
			if (!this.less(i, parent)) return;
			this.swap(i, parent);
			i = parent;
		}
	}

	private down(i: number): void {
		for (;;) {
			const l = 2 * i + 1;
			const r = l + 1;
			let m = i;
			if (l < this.heap.length && this.less(l, m)) m = l;
			if (r < this.heap.length && this.less(r, m)) m = r;
			if (m === i) return;
			this.swap(i, m);
			i = m;
		}
	}
}

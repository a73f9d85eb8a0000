/**
 * Timings of one online move through this device, stage by stage (issue 28, item 2: measurement
 * only). Off unless, when this module loads, the page URL has `?trace` or
 * `localStorage.deskovkyTrace === '1'`: `TRACING` is then the constant false, and every call site is
 * one branch on it (no clock read, no allocation). On, the last moves are kept in
 * `window.__deskovkyTrace.moves` and each is printed with console.debug. Tracing reads clocks only:
 * it changes no message, log, hash or order of work.
 *
 * A span is one device's part of one move, cut into consecutive stages (each stage is the time since
 * the previous mark, so the stages add up to the span):
 *  - `propose` the mover checks its action (runner.check) — on the host, its own move
 *  - `order`   waiting in the session's queue after the message arrived, and the host's checks
 *  - `apply`   the rules fold the action (runner.apply, without the hash)
 *  - `hash`    the new state's hash (MatchRunner computes it when first read)
 *  - `verify`  a guest compares it with the host's hash
 *  - `store`   the record saved (durable before it is sent or acked)
 *  - `send`    encoding and handing the message(s) to the link(s)
 *  - `render`  telling the UI (emit: the listeners run) until a microtask queued after it runs, by when
 *              Svelte's update, queued by those listeners, has changed the DOM
 *  - `paint`   from there to the next animation frame (the browser is about to paint the change)
 * Span kinds: `propose` (a guest's proposal until it is sent), `sequence` (the host ordering,
 * applying, storing and sending an entry), `follow` (a guest taking an entry from the host).
 */
export const TRACE_STAGES = ['propose', 'order', 'apply', 'hash', 'verify', 'store', 'send', 'render', 'paint'] as const;
export type TraceStage = (typeof TRACE_STAGES)[number];
export type SpanKind = 'propose' | 'sequence' | 'follow';

export interface MoveTrace {
	kind: SpanKind;
	/** The log length after the move (a proposal: the length it expects). */
	seq: number;
	/** Epoch ms (performance.timeOrigin + now) when the span began: comparable between pages of one machine. */
	startedAt: number;
	/** ms per stage, in the order marked. */
	stages: Partial<Record<TraceStage, number>>;
	total: number;
}

export interface MoveSpan {
	/** Ends the current stage (the time since the previous mark or the start). */
	mark(stage: TraceStage): void;
	/** Closes the span; with `render`, after the UI's update (`render`) and the next animation frame (`paint`). */
	finish(seq: number, render: boolean): void;
}

export interface MoveTracer {
	readonly enabled: boolean;
	/** The moves traced, oldest first (at most `keep`). */
	readonly moves: readonly MoveTrace[];
	/** A span beginning now, or at `from` (a clock reading, e.g. when its message arrived); null when off. */
	start(kind: SpanKind, from?: number): MoveSpan | null;
	/** Remembers when a message arrived (before it waits in the queue). */
	received(m: object): void;
	receivedAt(m: object): number | undefined;
	clear(): void;
}

export interface TracerDeps {
	now: () => number;
	/** Epoch ms of now() = 0. */
	origin: number;
	/** Calls back after the microtasks queued so far. */
	microtask: (fn: () => void) => void;
	/** Calls back at the next animation frame (absent outside a browser: paint is then not measured). */
	frame?: (fn: () => void) => void;
	sink?: (t: MoveTrace) => void;
	keep?: number;
}

const OFF: MoveTracer = {
	enabled: false,
	moves: [],
	start: () => null,
	received: () => undefined,
	receivedAt: () => undefined,
	clear: () => undefined
};

export function createMoveTracer(enabled: boolean, deps: TracerDeps): MoveTracer {
	if (!enabled) return OFF;
	const moves: MoveTrace[] = [];
	const arrived = new WeakMap<object, number>();
	const keep = deps.keep ?? 200;
	const record = (t: MoveTrace) => {
		moves.push(t);
		if (moves.length > keep) moves.splice(0, moves.length - keep);
		deps.sink?.(t);
	};
	return {
		enabled: true,
		moves,
		start(kind, from) {
			const begin = from ?? deps.now();
			let last = begin;
			const stages: Partial<Record<TraceStage, number>> = {};
			const mark = (stage: TraceStage) => {
				const t = deps.now();
				stages[stage] = (stages[stage] ?? 0) + (t - last);
				last = t;
			};
			const close = (seq: number) => record({ kind, seq, startedAt: deps.origin + begin, stages, total: last - begin });
			return {
				mark,
				finish(seq, render) {
					if (!render) return close(seq);
					deps.microtask(() => {
						mark('render');
						if (!deps.frame) return close(seq);
						deps.frame(() => {
							mark('paint');
							close(seq);
						});
					});
				}
			};
		},
		received: (m) => void arrived.set(m, deps.now()),
		receivedAt: (m) => arrived.get(m),
		clear: () => void moves.splice(0)
	};
}

function traceFlag(): boolean {
	try {
		if (typeof location !== 'undefined' && new URLSearchParams(location.search).has('trace')) return true;
		return globalThis.localStorage?.getItem('deskovkyTrace') === '1';
	} catch {
		return false; // storage blocked: no tracing
	}
}

/** Read once, when the module loads: the constant every call site branches on. */
export const TRACING: boolean = traceFlag();

export const moveTracer: MoveTracer = createMoveTracer(TRACING, {
	now: () => performance.now(),
	origin: typeof performance !== 'undefined' ? performance.timeOrigin : 0,
	microtask: (fn) => queueMicrotask(fn),
	frame: typeof requestAnimationFrame === 'function' ? (fn) => requestAnimationFrame(() => fn()) : undefined,
	sink: (t) => console.debug(`[deskovky trace] ${t.kind} #${t.seq}: ${Object.entries(t.stages).map(([k, v]) => `${k} ${v!.toFixed(2)}`).join(', ')} = ${t.total.toFixed(2)} ms`)
});

if (TRACING) (globalThis as { __deskovkyTrace?: MoveTracer }).__deskovkyTrace = moveTracer;

/**
 * The trace of an online move (src/lib/net/trace.ts, issue 28 item 2): off, it records nothing and
 * reads no clock; on, each device's part of a move is cut into stages that add up to the span, and a
 * traced match ends with the same log and hash on every device.
 */
import { describe, expect, it, vi } from 'vitest';

// Tracing is read once when the module loads: switch it on before anything imports the net code.
vi.hoisted(() => {
	(globalThis as { localStorage?: unknown }).localStorage = { getItem: (k: string) => (k === 'deskovkyTrace' ? '1' : null), setItem: () => undefined, removeItem: () => undefined };
});

import { createMoveTracer, moveTracer, TRACE_STAGES, TRACING, type MoveTrace } from '../../src/lib/net/trace';
import { createWorld, finished, room, sameEverywhere, autoplay } from './net-harness';

describe('move tracer', () => {
	it('off: records nothing, reads no clock, starts no span', () => {
		const now = vi.fn(() => 1);
		const frame = vi.fn();
		const microtask = vi.fn();
		const sink = vi.fn();
		const t = createMoveTracer(false, { now, origin: 0, microtask, frame, sink });
		expect(t.enabled).toBe(false);
		expect(t.start('sequence')).toBeNull();
		t.received({});
		expect(t.receivedAt({})).toBeUndefined();
		expect(t.moves).toEqual([]);
		expect(now).not.toHaveBeenCalled();
		expect(frame).not.toHaveBeenCalled();
		expect(microtask).not.toHaveBeenCalled();
		expect(sink).not.toHaveBeenCalled();
	});

	it('on: consecutive stages from the start (or the arrival), render after the UI\'s microtasks, paint at the next frame, the last `keep` moves', () => {
		let clock = 100;
		const frames: (() => void)[] = [];
		const micro: (() => void)[] = [];
		const got: MoveTrace[] = [];
		const t = createMoveTracer(true, { now: () => clock, origin: 1000, microtask: (fn) => micro.push(fn), frame: (fn) => frames.push(fn), sink: (m) => got.push(m), keep: 2 });
		const msg = {};
		t.received(msg);
		clock = 103;
		const span = t.start('follow', t.receivedAt(msg))!;
		span.mark('order');
		clock = 104.5;
		span.mark('apply');
		clock = 105;
		span.mark('hash');
		span.finish(7, true);
		clock = 106;
		micro.shift()!();
		expect(t.moves).toEqual([]); // waits for the frame
		clock = 121;
		frames.shift()!();
		expect(t.moves).toEqual([{ kind: 'follow', seq: 7, startedAt: 1100, stages: { order: 3, apply: 1.5, hash: 0.5, render: 1, paint: 15 }, total: 21 }]);
		expect(got).toEqual(t.moves);
		for (const seq of [8, 9]) t.start('propose')!.finish(seq, false);
		expect(t.moves.map((m) => m.seq)).toEqual([8, 9]);
		t.clear();
		expect(t.moves).toEqual([]);
	});
});

describe('a traced online match', () => {
	it('the host sequences, the guest follows and proposes; both end with the same log and hash', async () => {
		expect(TRACING).toBe(true);
		const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
		const w = createWorld('trace');
		const [A, B] = await room(w, 2, [0, 1], 'short');
		const play = autoplay(() => [A.s, B.s]);
		await w.until(() => finished(A.s) && finished(B.s) && A.s!.runner!.length === B.s!.runner!.length, 120_000, 50, play);
		sameEverywhere([A.s, B.s]);
		const n = A.s!.runner!.length;
		// One world, two devices: each span is one device's; a move of each seat reached both.
		const kinds = (k: string) => moveTracer.moves.filter((m) => m.kind === k);
		expect(kinds('sequence').length).toBe(n);
		expect(kinds('follow').length).toBe(n);
		expect(kinds('propose').length).toBeGreaterThan(0);
		for (const m of moveTracer.moves) {
			expect(Object.keys(m.stages).every((s) => (TRACE_STAGES as readonly string[]).includes(s))).toBe(true);
			expect(Object.values(m.stages).reduce((a, b) => a + b!, 0)).toBeCloseTo(m.total, 6);
		}
		expect(kinds('sequence')[0].stages).toHaveProperty('store');
		expect(kinds('follow')[0].stages).toHaveProperty('verify');
		expect(kinds('follow')[0].stages).toHaveProperty('render'); // node has no animation frames: no paint
		expect(kinds('follow')[0].stages).not.toHaveProperty('paint');
		expect(debug).toHaveBeenCalled();
		debug.mockRestore();
	});
});

import { describe, expect, it } from 'vitest';
import { checkBounds, parseShape, shape } from '../../src/lib/engine';

const action = shape.tagged('t', {
	draw: { stack: shape.int(0, 3) },
	play: { card: shape.str(10, 1), where: shape.opt(shape.oneOf(['top', 'bottom'])) },
	pick: { ids: shape.arr(shape.int(0, 99), 3), target: shape.obj({ kind: shape.oneOf(['a', 'b']), ok: shape.bool() }) },
	pass: {}
});

/** An array (or object) nested `n` deep, built without recursion. */
function nested(n: number, obj = false): unknown {
	let v: unknown = 1;
	for (let i = 0; i < n; i++) v = obj ? { x: v } : [v];
	return v;
}

const PROTO_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

describe('shape: the schema parser for untrusted actions', () => {
	it('accepts well-formed values and returns a clean copy', () => {
		const raw = { t: 'pick', ids: [1, 2], target: { kind: 'a', ok: true } };
		const r = parseShape(action, raw);
		expect(r).toEqual({ ok: true, value: raw });
		if (r.ok) {
			expect(r.value).not.toBe(raw);
			expect((r.value as { target: object }).target).not.toBe(raw.target);
		}
		expect(parseShape(action, { t: 'play', card: 'x' })).toEqual({ ok: true, value: { t: 'play', card: 'x' } });
		expect(parseShape(action, { t: 'play', card: 'x', where: 'top' }).ok).toBe(true);
		expect(parseShape(action, { t: 'pass' }).ok).toBe(true);
	});

	it('refuses unknown own keys, also the names of built-in object members', () => {
		for (const k of PROTO_KEYS) {
			const viaJson = JSON.parse(`{"t":"pass",${JSON.stringify(k)}:1}`);
			expect(Object.keys(viaJson)).toContain(k);
			expect(parseShape(action, viaJson).ok, k).toBe(false);
			expect(parseShape(action, JSON.parse(`{"t":"draw","stack":1,${JSON.stringify(k)}:{}}`)).ok, k).toBe(false);
			expect(parseShape(action, JSON.parse(`{"t":${JSON.stringify(k)}}`)).ok, `tag ${k}`).toBe(false);
			expect(parseShape(action, { t: 'pick', ids: [], target: JSON.parse(`{"kind":"a","ok":true,${JSON.stringify(k)}:0}`) }).ok, k).toBe(false);
		}
		expect(parseShape(action, { t: 'pass', extra: 1 }).ok).toBe(false);
	});

	it('refuses missing, ill-typed and out-of-range fields with a Czech and English reason', () => {
		const bad: unknown[] = [
			{ t: 'draw' },
			{ t: 'draw', stack: 4 },
			{ t: 'draw', stack: 1.5 },
			{ t: 'draw', stack: '1' },
			{ t: 'play', card: '' },
			{ t: 'play', card: 'x'.repeat(11) },
			{ t: 'play', card: 'x', where: 'middle' },
			{ t: 'pick', ids: [1, 2, 3, 4], target: { kind: 'a', ok: true } },
			{ t: 'pick', ids: [1], target: { kind: 'a' } },
			{ t: 'pick', ids: [1], target: [] },
			{ t: 'nope' },
			{},
			null,
			7,
			'draw',
			[{ t: 'pass' }]
		];
		for (const b of bad) {
			const r = parseShape(action, b);
			expect(r.ok, JSON.stringify(b)).toBe(false);
			if (!r.ok) {
				expect(r.reason.cs).toMatch(/^Neplatný tah/);
				expect(r.reason.en).toMatch(/^Malformed action/);
			}
		}
		const r = parseShape(action, { t: 'draw', stack: 9 });
		expect(!r.ok && r.reason.en).toContain('stack');
	});

	it('bounds depth and size without recursion and never throws', () => {
		for (const deep of [nested(10_000), nested(100_000, true)]) {
			expect(() => parseShape(action, { t: 'draw', stack: deep })).not.toThrow();
			expect(parseShape(action, { t: 'draw', stack: deep }).ok).toBe(false);
			expect(parseShape(action, { t: deep }).ok).toBe(false);
			expect(checkBounds(deep).ok).toBe(false);
		}
		expect(parseShape(action, { t: 'play', card: 'x'.repeat(1 << 20) }).ok).toBe(false);
		expect(parseShape(action, { t: 'pass', x: Array.from({ length: 100_000 }, () => 0) }).ok).toBe(false);
		const cyclic: Record<string, unknown> = { t: 'pass' };
		cyclic.self = cyclic;
		expect(parseShape(action, cyclic).ok).toBe(false);
		const getter = { t: 'draw', get stack() { throw new Error('boom'); } };
		expect(() => parseShape(action, getter)).not.toThrow();
		expect(parseShape(action, getter).ok).toBe(false);
		const proxy = new Proxy({}, { ownKeys() { throw new Error('boom'); } });
		expect(parseShape(action, proxy).ok).toBe(false);
		class Draw { t = 'pass'; }
		expect(parseShape(action, new Draw()).ok).toBe(false);
		expect(parseShape(action, { t: 'draw', stack: NaN }).ok).toBe(false);
		expect(checkBounds({ a: [1, 'x', null, true, { b: 2 }] }).ok).toBe(true);
	});
});

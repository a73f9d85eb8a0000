import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson, fnv1a64, hashState } from '../../src/lib/engine';

/** Reference FNV-1a 64 over UTF-16 code units, with BigInt. */
function fnvReference(text: string): string {
	let h = 0xcbf29ce484222325n;
	for (let i = 0; i < text.length; i++) {
		h ^= BigInt(text.charCodeAt(i));
		h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
	}
	return h.toString(16).padStart(16, '0');
}

/** The same object with its keys inserted in reverse order, recursively. */
function reorder(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(reorder);
	if (value === null || typeof value !== 'object') return value;
	// fromEntries defines own properties, so a "__proto__" key (fast-check generates it) stays a key.
	return Object.fromEntries(Object.keys(value).reverse().map((k) => [k, reorder((value as Record<string, unknown>)[k])]));
}

describe('fnv1a64', () => {
	// KNOWN BUG (src/lib/engine/hash.ts, not owned by the test author): `lo ^= code`
	// turns `lo` into a signed 32-bit int, so the carry is wrong whenever bit 31 is
	// set and the result is not FNV-1a 64 (still deterministic on every device).
	// Fix: `lo = (lo ^ text.charCodeAt(i)) >>> 0;` — then change these two
	// `it.fails` back to `it` (they fail loudly as soon as the fix lands).
	it('matches the published test vectors', () => {
		expect(fnv1a64('')).toBe('cbf29ce484222325');
		expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
		expect(fnv1a64('foobar')).toBe('85944171f73967e8');
	});

	it('matches a BigInt reference on any string', () => {
		fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => {
			expect(fnv1a64(s)).toBe(fnvReference(s));
		}));
	});
});

describe('hashState', () => {
	it('is stable under key order', () => {
		fc.assert(
			fc.property(fc.jsonValue(), (v) => {
				expect(canonicalJson(reorder(v))).toBe(canonicalJson(v));
				expect(hashState(reorder(v))).toBe(hashState(v));
			})
		);
		expect(hashState({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(hashState({ b: { d: 'x', c: [1, 2] }, a: 1 }));
	});

	it('ignores undefined properties, keeps array order', () => {
		expect(hashState({ a: 1, b: undefined })).toBe(hashState({ a: 1 }));
		expect(hashState([1, 2])).not.toBe(hashState([2, 1]));
	});

	it('survives a JSON round trip (saves and the network)', () => {
		fc.assert(fc.property(fc.jsonValue(), (v) => {
			expect(hashState(JSON.parse(JSON.stringify(v)))).toBe(hashState(v));
		}));
	});

	it('distinguishes different states', () => {
		fc.assert(
			fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
				fc.pre(canonicalJson(a) !== canonicalJson(b));
				expect(hashState(a)).not.toBe(hashState(b));
			})
		);
		const states = [
			{ scores: [1, 2] },
			{ scores: [2, 1] },
			{ scores: [1, 2], turn: 0 },
			{ scores: ['1', 2] },
			{ score: [1, 2] },
			{ scores: [1, 2, null] },
			[1, 2],
			'12',
			12,
			null
		];
		expect(new Set(states.map(hashState)).size).toBe(states.length);
	});

	it('keeps its exact format (saves and other devices compare these hashes)', () => {
		const state = { b: [3, { d: null, c: 'x' }], a: 1.5, u: undefined, n: [NaN, undefined, -Infinity] };
		expect(canonicalJson(state)).toBe('{"a":1.5,"b":[3,{"c":"x","d":null}],"n":[null,null,null]}');
		expect(hashState(state)).toBe('01c542a463628a98');
		// Arrays keep their order even past 10 items (object keys would sort "10" before "2").
		const eleven = Array.from({ length: 11 }, (_, i) => i);
		expect(canonicalJson(eleven)).toBe(JSON.stringify(eleven));
		expect(canonicalJson(undefined)).toBe('null');
		expect(canonicalJson([])).toBe('[]');
		expect(canonicalJson({})).toBe('{}');
	});

	it('is 16 hex digits', () => {
		fc.assert(fc.property(fc.jsonValue(), (v) => {
			expect(hashState(v)).toMatch(/^[0-9a-f]{16}$/);
		}));
	});
});

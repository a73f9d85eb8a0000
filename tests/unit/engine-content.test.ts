/**
 * Owner values (engine/content.ts) from hostile sources go through the shape parser: bounded,
 * never throwing, never taking a key no field names (prototype keys included), with a Czech and
 * English reason for every refusal.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseContentValues, salvageContentValues, type ContentField } from '../../src/lib/engine';

const FIELDS: ContentField[] = [
	{ key: 'a.n', group: { cs: 'Karta', en: 'Card' }, label: { cs: 'Cena', en: 'Cost' }, kind: { k: 'int', min: 0, max: 3 }, placeholder: 1 },
	{ key: 'b.c', group: { cs: 'Karta', en: 'Card' }, label: { cs: 'Cíl', en: 'Target' }, kind: { k: 'choice', options: [{ value: 'wood', label: { cs: 'dřevo', en: 'wood' } }] }, placeholder: 'wood' }
];
const PROTO_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

function nested(n: number): unknown {
	let v: unknown = 1;
	for (let i = 0; i < n; i++) v = { 'a.n': v };
	return v;
}

describe('owner values through the shape parser', () => {
	it('refuses prototype keys, deep nesting, huge or exotic input with a reason, and never throws', () => {
		const hostile: unknown[] = [
			...PROTO_KEYS.map((k) => JSON.parse(`{"${k}": 1}`)),
			JSON.parse('{"a.n": 1, "__proto__": {"b.c": "wood"}}'),
			nested(100_000),
			{ 'a.n': nested(3) },
			Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i])),
			{ 'b.c': 'x'.repeat(1_000_000) },
			Object.defineProperty({}, 'a.n', { get: () => { throw new Error('boom'); }, enumerable: true }),
			new Proxy({}, { ownKeys: () => { throw new Error('boom'); } }),
			Object.create({ 'a.n': 2 }),
			Object.assign(Object.create(null), { 'a.n': 2 }),
			{ 'a.n': NaN },
			{ 'a.n': Infinity },
			{ 'a.n': 2n },
			{ 'a.n': undefined }
		];
		for (const raw of hostile) {
			const r = parseContentValues(FIELDS, raw);
			if (r.ok) {
				// Only a null-prototype object of valid values may pass, and it is copied.
				expect(r.value).toEqual({ 'a.n': 2 });
				continue;
			}
			expect(r.reason.cs.length * r.reason.en.length).toBeGreaterThan(0);
			expect(() => salvageContentValues(FIELDS, raw)).not.toThrow();
		}
		expect(parseContentValues(FIELDS, JSON.parse('{"__proto__": 1}'))).toMatchObject({ ok: false, reason: { en: expect.stringMatching(/Unknown owner value “__proto__”/) } });
		expect(parseContentValues(FIELDS, nested(100_000))).toMatchObject({ ok: false, reason: { en: expect.stringMatching(/too large or too deeply nested/) } });
	});

	it('property: parsing never throws, and what it accepts holds only fields’ keys with valid values, in the fields’ order', () => {
		const key = fc.constantFrom('a.n', 'b.c', ...PROTO_KEYS, 'z');
		fc.assert(
			fc.property(fc.oneof(fc.anything({ withObjectString: true, withNullPrototype: true, maxDepth: 3 }), fc.dictionary(key, fc.anything({ maxDepth: 2 }))), (raw) => {
				const r = parseContentValues(FIELDS, raw);
				expect(salvageContentValues(FIELDS, raw).values).toBeDefined();
				if (!r.ok) return;
				const keys = Object.keys(r.value);
				expect(keys).toEqual(['a.n', 'b.c'].filter((k) => keys.includes(k)));
				if ('a.n' in r.value) expect([0, 1, 2, 3]).toContain(r.value['a.n']);
				if ('b.c' in r.value) expect(r.value['b.c']).toBe('wood');
			}),
			{ numRuns: 2000 }
		);
	});
});

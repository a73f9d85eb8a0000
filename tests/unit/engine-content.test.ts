/**
 * Owner values (engine/content.ts) from hostile sources go through the shape parser: bounded,
 * never throwing, never taking a key no field names (prototype keys included), with a Czech and
 * English reason for every refusal.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentValueLabel, effectValueOf, kindValueOf, parseContentValues, salvageContentValues, type ContentField, type ContentKind, type EffectVocabulary } from '../../src/lib/engine';

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

describe('value kinds: a name, goods and a composed effect', () => {
	const name = { cs: 'Karta', en: 'Card' };
	const TEXT: ContentKind = { k: 'text', max: 10 };
	const GOODS: ContentKind = { k: 'goods', items: [{ value: 'wood', label: { cs: 'dřevo', en: 'wood' } }, { value: 'gold', label: { cs: 'zlato', en: 'gold' } }], max: 3 };
	const VOCAB: EffectVocabulary = {
		maxSteps: 2,
		kinds: [
			{ kind: 'gain', label: { cs: 'Získej', en: 'Gain' }, params: [{ key: 'goods', label: { cs: 'zboží', en: 'goods' }, kind: GOODS as Extract<ContentKind, { k: 'goods' }>, initial: {} }] },
			{ kind: 'vp', label: { cs: 'Body', en: 'Points' }, params: [{ key: 'n', label: { cs: 'počet', en: 'count' }, kind: { k: 'int', min: 1, max: 5 }, initial: 1 }] },
			{ kind: 'pass', label: { cs: 'Pas', en: 'Pass' }, params: [] }
		]
	};
	const EFFECT: ContentKind = { k: 'effect', vocabulary: VOCAB };
	const refused = (kind: ContentKind, value: unknown, re: RegExp) => {
		const r = kindValueOf(kind, value, name);
		expect(r.ok, JSON.stringify(value)).toBe(false);
		if (r.ok) return;
		expect(r.reason.en).toMatch(/^Card/);
		expect(r.reason.en).toMatch(re);
		expect(r.reason.cs).toMatch(/^Karta/);
	};

	it('a name: Czech and English, both given, each at most `max` characters; a fresh copy', () => {
		const v = { cs: 'Brána', en: 'Gate' };
		const r = kindValueOf(TEXT, v, name);
		expect(r).toEqual({ ok: true, value: v });
		expect(r.ok && r.value).not.toBe(v);
		refused(TEXT, 'Gate', /Czech and an English form/);
		refused(TEXT, { cs: 'Brána' }, /both the Czech and the English name/);
		refused(TEXT, { cs: 'Brána', en: '  ' }, /both the Czech and the English name/);
		refused(TEXT, { cs: 'Brána', en: 5 }, /both the Czech and the English name/);
		refused(TEXT, { cs: 'Brána', en: 'Gate', de: 'Tor' }, /Czech and an English form/);
		refused(TEXT, JSON.parse('{"cs": "a", "en": "b", "__proto__": {"polluted": 1}}'), /Czech and an English form/);
		refused(TEXT, { cs: 'x'.repeat(11), en: 'Gate' }, /at most 10 characters/);
		refused(TEXT, Object.assign(Object.create(null), v), /Czech and an English form/);
		refused(TEXT, [v], /Czech and an English form/);
	});

	it('goods: known items, each count 1..max, in the items’ order', () => {
		const r = kindValueOf(GOODS, { gold: 2, wood: 1 }, name);
		expect(r).toEqual({ ok: true, value: { wood: 1, gold: 2 } });
		expect(Object.keys(r.ok ? (r.value as object) : {})).toEqual(['wood', 'gold']);
		expect(kindValueOf(GOODS, {}, name)).toEqual({ ok: true, value: {} });
		refused(GOODS, [1], /goods must be an object/);
		refused(GOODS, 3, /goods must be an object/);
		refused(GOODS, { wood: 0 }, /count of “wood” must be between 1 and 3/);
		refused(GOODS, { wood: 4 }, /count of “wood” must be between 1 and 3/);
		refused(GOODS, { wood: 1.5 }, /count of “wood”/);
		refused(GOODS, { wood: '1' }, /count of “wood”/);
		refused(GOODS, { silver: 1 }, /unknown kind of goods “silver”/);
		refused(GOODS, JSON.parse('{"__proto__": 1}'), /unknown kind of goods “__proto__”/);
		refused(GOODS, JSON.parse('{"constructor": 1}'), /unknown kind of goods “constructor”/);
		refused(GOODS, { ['x'.repeat(100)]: 1 }, new RegExp(`“${'x'.repeat(40)}…”`));
	});

	it('an effect: steps of the vocabulary, each parameter present and valid, at most maxSteps', () => {
		const v = [{ kind: 'gain', params: { goods: { gold: 1 } } }, { kind: 'pass', params: {} }];
		expect(kindValueOf(EFFECT, v, name)).toEqual({ ok: true, value: v });
		expect(effectValueOf(VOCAB, [], name)).toEqual({ ok: true, value: [] });
		refused(EFFECT, { kind: 'vp', params: { n: 1 } }, /an effect must be a list of steps/);
		refused(EFFECT, [...v, { kind: 'pass', params: {} }], /at most 2 steps/);
		refused(EFFECT, [{ kind: 'fly', params: {} }], /Card, step 1: the game does not know the effect kind “fly”/);
		refused(EFFECT, [{ kind: 'constructor', params: {} }], /does not know the effect kind “constructor”/);
		refused(EFFECT, [{ kind: 'toString', params: {} }], /does not know the effect kind “toString”/);
		refused(EFFECT, [{ kind: 7, params: {} }], /effect kind “7”/);
		refused(EFFECT, [{ kind: Object.create(null), params: {} }], /effect kind “\{…\}”/);
		refused(EFFECT, [{ kind: ['vp'], params: {} }], /effect kind “\[…\]”/);
		refused(EFFECT, [{ kind: 'vp' }], /step 1: the parameters must be an object/);
		refused(EFFECT, [{ kind: 'vp', params: [] }], /step 1: the parameters must be an object/);
		refused(EFFECT, [{ kind: 'vp', params: { n: 1 }, code: 'alert(1)' }], /a step must have a kind and parameters/);
		refused(EFFECT, ['vp'], /a step must have a kind and parameters/);
		refused(EFFECT, [{ kind: 'vp', params: {} }], /step 1 – count: is missing/);
		refused(EFFECT, [{ kind: 'pass', params: {} }, { kind: 'vp', params: { n: 6 } }], /step 2 – count: the value must be between 1 and 5/);
		refused(EFFECT, [{ kind: 'vp', params: { n: 1, m: 2 } }], /step 1: unknown parameter “m”/);
		refused(EFFECT, [{ kind: 'vp', params: JSON.parse('{"n": 1, "__proto__": {"polluted": 1}}') }], /unknown parameter “__proto__”/);
		refused(EFFECT, [{ kind: 'gain', params: { goods: { silver: 1 } } }], /step 1 – goods: unknown kind of goods “silver”/);
		expect(({} as Record<string, unknown>).polluted).toBeUndefined();
	});

	it('contentValueLabel of every kind', () => {
		const field = (kind: ContentKind): ContentField => ({ key: 'k', group: name, label: name, kind, placeholder: 0 });
		expect(contentValueLabel(field({ k: 'int', min: 0, max: 9 }), 3)).toEqual({ cs: '3', en: '3' });
		expect(contentValueLabel(field(FIELDS[1].kind), 'wood')).toEqual({ cs: 'dřevo', en: 'wood' });
		expect(contentValueLabel(field(TEXT), { cs: 'Brána', en: 'Gate' })).toEqual({ cs: 'Brána', en: 'Gate' });
		expect(contentValueLabel(field(GOODS), { wood: 1, gold: 2 })).toEqual({ cs: '1× dřevo, 2× zlato', en: '1× wood, 2× gold' });
		expect(contentValueLabel(field(GOODS), {})).toEqual({ cs: 'nic', en: 'nothing' });
		expect(contentValueLabel(field(EFFECT), [{ kind: 'gain', params: { goods: { gold: 1 } } }, { kind: 'vp', params: { n: 2 } }, { kind: 'pass', params: {} }])).toEqual({
			cs: 'Získej (zboží: 1× zlato) → Body (počet: 2) → Pas',
			en: 'Gain (goods: 1× gold) → Points (count: 2) → Pass'
		});
		expect(contentValueLabel(field(EFFECT), [])).toEqual({ cs: 'žádný účinek', en: 'no effect' });
	});
});

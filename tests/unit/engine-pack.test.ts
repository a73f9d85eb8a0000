/**
 * Content packs (engine/pack.ts) from hostile files: every refusal has a Czech and English reason
 * naming the field; nothing is polluted; a valid pack round-trips through its file to the same
 * pack and hash (fast-check, over a description using every value kind and the real Imperial
 * Settlers description).
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
	canonicalJson,
	contentHash,
	emptyPack,
	MAX_PACK_DATA_CHARS,
	MAX_PACK_FILE_CHARS,
	packDataChars,
	packChanges,
	packFileText,
	packHash,
	parsePack,
	parsePackText,
	PACK_FORMAT,
	PACK_FORMAT_VERSION,
	type ContentDescription,
	type ContentPack,
	type ContentValue
} from '../../src/lib/engine';
import { IS_CONTENT } from '../../src/lib/games/imperialsettlers/content';
import { DESC, packArb, valueArb } from './engine-pack.fixture';

/** A valid pack using every kind, an added record of each template and notes. */
function goodPack(): ContentPack {
	return {
		format: PACK_FORMAT,
		formatVersion: PACK_FORMAT_VERSION,
		game: 'testgame',
		contentVersion: 2,
		name: 'Moje krabice',
		author: 'Alena',
		values: {
			'cost.a': 3,
			'target.a': 'gold',
			'name.a': { cs: 'Pila II', en: 'Saw II' },
			'pay.a': { wood: 2, gold: 1 },
			'effect.a': [
				{ kind: 'when', params: { at: 'razed', n: 2 } },
				{ kind: 'gain', params: { goods: { stone: 2 } } },
				{ kind: 'nothing', params: {} }
			]
		},
		added: [
			{ type: 'card', id: 'exp-17', values: { name: { cs: 'Brána', en: 'Gate' }, cost: { wood: 1 }, effect: [{ kind: 'vp', params: { n: 2 } }] } },
			{ type: 'token', id: 'constructor', values: { vp: 1 } }
		],
		notes: { 'cost.a': 'z mé krabice, karta 17', 'exp-17': 'from my copy' }
	};
}

/** The good pack as untrusted JSON data, changed by `edit`. */
function raw(edit: (p: Record<string, any>) => void = () => {}): unknown {
	const p = JSON.parse(JSON.stringify(goodPack()));
	edit(p);
	return p;
}

/** A JSON text with `key` set to `value` in the object at `path` (a raw text: `__proto__` stays a plain JSON key). */
function withRawKey(path: (string | number)[], key: string, value: unknown): string {
	const p = raw() as Record<string, any>;
	let at: any = p;
	for (const k of path) at = at[k];
	at['@@KEY@@'] = value;
	return JSON.stringify(p).replace('"@@KEY@@"', JSON.stringify(key));
}

const refused = (r: { ok: boolean; reason?: { cs: string; en: string } }, re: RegExp) => {
	expect(r.ok).toBe(false);
	if (r.ok) return;
	expect(r.reason!.en).toMatch(re);
	expect(r.reason!.cs.length).toBeGreaterThan(0);
	expect(r.reason!.cs).not.toBe(r.reason!.en);
};

const protoBefore = Object.getOwnPropertyNames(Object.prototype).sort();
afterEach(() => {
	// No test may leave anything on Object.prototype.
	expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(protoBefore);
	expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

describe('parsePack: what it accepts', () => {
	it('accepts a valid pack using every kind, a copy holding exactly its parts', () => {
		const r = parsePack(DESC, raw());
		expect(r).toEqual({ ok: true, value: goodPack() });
		expect(parsePackText(DESC, packFileText(goodPack()))).toEqual({ ok: true, value: goodPack() });
		expect(parsePack(DESC, emptyPack(DESC, 'Prázdný'))).toEqual({ ok: true, value: emptyPack(DESC, 'Prázdný') });
	});

	it('trims the name, drops empty notes, accepts an older content version', () => {
		const r = parsePack(DESC, raw((p) => ((p.name = '  Krabice  '), (p.notes['target.a'] = ''), (p.contentVersion = 1))));
		expect(r.ok && [r.value.name, r.value.notes, r.value.contentVersion]).toEqual(['Krabice', goodPack().notes, 1]);
	});

	it('packChanges: an own note only (an added record may be called `constructor`), values equal to the built-in ones left out', () => {
		const p = goodPack();
		const changes = packChanges(DESC, { ...p, values: { ...p.values, 'pay.a': { wood: 1 } } });
		expect(changes.map((c) => (c.t === 'value' ? c.field.key : c.record.id))).toEqual(['cost.a', 'target.a', 'name.a', 'effect.a', 'exp-17', 'constructor']);
		expect(changes.map((c) => c.note)).toEqual(['z mé krabice, karta 17', undefined, undefined, undefined, 'from my copy', undefined]);
	});
});

describe('parsePack: hostile files refused with a reason naming the field', () => {
	it('wrong types at every field', () => {
		const wrong: unknown[] = [null, true, 0, -1, 1.5, 'x', '', [], {}, [1], { a: 1 }];
		const want: Record<string, RegExp> = {
			format: /not a Deskovky content pack/,
			formatVersion: /format is version/,
			game: /another game/,
			contentVersion: /contentVersion/,
			name: /the name must have/,
			author: /the author/,
			values: /“values”|Unknown owner value “a”/,
			added: /added records must be a list/,
			notes: /notes must be an object|a note on an unknown record “a”/
		};
		// The only values of this list a field may hold.
		const valid = ['author=""', 'author="x"', 'name="x"', 'contentVersion=1', 'values={}', 'notes={}'];
		for (const [key, re] of Object.entries(want))
			for (const w of wrong) {
				const r = parsePack(DESC, raw((p) => (p[key] = w)));
				const what = `${key}=${JSON.stringify(w)}`;
				expect(r.ok, what).toBe(valid.includes(what));
				if (r.ok) continue;
				if (key === 'added' && Array.isArray(w)) continue; // a list: its records are checked (below)
				expect(r.reason.en, `${key} = ${JSON.stringify(w)}`).toMatch(re);
			}
	});

	it('a missing field is named; an unknown top-level field is named', () => {
		for (const key of ['formatVersion', 'game', 'contentVersion', 'name', 'author', 'values', 'added', 'notes'])
			refused(parsePack(DESC, raw((p) => delete p[key])), new RegExp(`field “${key}” is missing`));
		refused(parsePack(DESC, raw((p) => delete p.format)), /not a Deskovky content pack/);
		refused(parsePack(DESC, raw((p) => (p.extra = 1))), /unknown field “extra”/);
		refused(parsePack(DESC, [raw()]), /must be a JSON object/);
		refused(parsePack(DESC, 'pack'), /must be a JSON object/);
	});

	it('prototype keys anywhere are refused (and nothing is polluted)', () => {
		const payload = { polluted: 1, 'cost.a': 9 };
		const cases: [string, RegExp][] = [];
		for (const key of ['__proto__', 'constructor']) {
			cases.push(
				[withRawKey([], key, payload), new RegExp(`unknown field “${key}”`)],
				[withRawKey(['values'], key, payload), new RegExp(`Unknown owner value “${key}”`)],
				[withRawKey(['values', 'name.a'], key, payload), /Czech and an English form/],
				[withRawKey(['values', 'pay.a'], key, 1), new RegExp(`unknown kind of goods “${key}”`)],
				[withRawKey(['values', 'effect.a', 0], key, payload), /a step must have a kind and parameters/],
				[withRawKey(['values', 'effect.a', 0, 'params'], key, payload), new RegExp(`unknown parameter “${key}”`)],
				[withRawKey(['values', 'effect.a', 1, 'params', 'goods'], key, 1), new RegExp(`unknown kind of goods “${key}”`)],
				[withRawKey(['added', 0], key, payload), /must have a type, an id and values/],
				[withRawKey(['added', 0, 'values'], key, payload), new RegExp(`unknown field “${key}”`)],
				[withRawKey(['added', 0, 'values', 'effect', 0, 'params'], key, payload), new RegExp(`unknown parameter “${key}”`)],
				[withRawKey(['added', 1, 'values'], key, 1), new RegExp(`unknown field “${key}”`)]
			);
		}
		for (const [text, re] of cases) {
			expect(text).toMatch(/"(__proto__|constructor)":/);
			refused(parsePackText(DESC, text), re);
			refused(parsePack(DESC, JSON.parse(text)), re);
		}
		refused(parsePackText(DESC, withRawKey(['notes'], '__proto__', 'x')), /a note on an unknown record “__proto__”/);
		// `constructor` is a valid id of an added record (goodPack has one): its note is a plain own note.
		const noted = parsePackText(DESC, withRawKey(['notes'], 'constructor', 'card 3'));
		expect(noted.ok && Object.getOwnPropertyDescriptor(noted.value.notes, 'constructor')?.value).toBe('card 3');
		expect(noted.ok && packChanges(DESC, noted.value).at(-1)?.note).toBe('card 3');
		// A kind named like a prototype key is simply unknown.
		refused(parsePack(DESC, raw((p) => (p.values['effect.a'][0].kind = 'constructor'))), /does not know the effect kind “constructor”/);
		refused(parsePack(DESC, raw((p) => (p.added[0].type = '__proto__'))), /does not allow adding a record of type “__proto__”/);
	});

	it('a pack parsed from a file holds only plain objects', () => {
		const r = parsePackText(DESC, packFileText(goodPack()));
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		for (const o of [r.value, r.value.values, r.value.notes, r.value.added[0], r.value.added[0].values]) expect(Object.getPrototypeOf(o)).toBe(Object.prototype);
	});

	it('too big or too deep: over 1 MB of text, over PACK_BOUNDS, nested 100,000 deep', () => {
		refused(parsePackText(DESC, ' '.repeat(MAX_PACK_FILE_CHARS + 1)), /too large for a content pack/);
		refused(parsePackText(DESC, '['.repeat(100_000) + ']'.repeat(100_000)), /too large or too deeply nested/);
		let deep: unknown = 1;
		for (let i = 0; i < 100_000; i++) deep = { a: deep };
		refused(parsePack(DESC, raw((p) => (p.values['effect.a'][0].params = deep))), /too large or too deeply nested/);
		refused(parsePack(DESC, raw((p) => (p.notes = deep))), /too large or too deeply nested/);
		refused(parsePack(DESC, raw((p) => (p.author = 'x'.repeat(700_000)))), /too large or too deeply nested/);
		refused(parsePack(DESC, raw((p) => (p.added = Array.from({ length: 70_000 }, () => 0)))), /too large or too deeply nested/);
		// Under 1 MB of text but over the bounds' characters.
		refused(parsePackText(DESC, JSON.stringify(raw((p) => (p.notes['cost.a'] = 'x'.repeat(650_000))))), /too large or too deeply nested/);
	});

	it('exotic data (not JSON) is refused, never thrown', () => {
		const exotic: unknown[] = [
			raw((p) => (p.values['cost.a'] = NaN)),
			raw((p) => (p.values['cost.a'] = 2n)),
			raw((p) => Object.defineProperty(p, 'name', { get: () => { throw new Error('boom'); }, enumerable: true })),
			new Proxy({}, { ownKeys: () => { throw new Error('boom'); } }),
			raw((p) => (p.added[0].type = Object.create(null)))
		];
		for (const x of exotic) {
			const r = parsePack(DESC, x);
			expect(r.ok).toBe(false);
		}
	});

	it('unknown records and fields, effects outside the vocabulary, bad parameters', () => {
		const cases: [(p: Record<string, any>) => void, RegExp][] = [
			[(p) => (p.values['cost.zzz'] = 1), /Unknown owner value “cost.zzz”/],
			[(p) => (p.values['cost.a'] = 10), /Card – Cost: the value must be between 0 and 9/],
			[(p) => (p.values['cost.a'] = '3'), /Card – Cost: the value must be a whole number/],
			[(p) => (p.values['target.a'] = 'silver'), /Card – Target: unknown choice/],
			[(p) => (p.values['name.a'] = 'Saw'), /Card – Name: a name must have a Czech and an English form/],
			[(p) => (p.values['name.a'] = { cs: 'x'.repeat(21), en: 'y' }), /at most 20 characters/],
			[(p) => (p.values['pay.a'] = { wood: 5 }), /Card – Payment: the count of “wood” must be between 1 and 4/],
			[(p) => (p.values['pay.a'] = { silver: 1 }), /unknown kind of goods “silver”/],
			[(p) => (p.values['effect.a'] = [{ kind: 'fly', params: {} }]), /Card – Effect, step 1: the game does not know the effect kind “fly”/],
			[(p) => (p.values['effect.a'] = [{ kind: { evil: 1 }, params: {} }]), /the effect kind “\{…\}”/],
			[(p) => void delete p.values['effect.a'][0].params.at, /step 1 – moment: is missing/],
			[(p) => (p.values['effect.a'][0].params.x = 1), /step 1: unknown parameter “x”/],
			[(p) => (p.values['effect.a'][0].params.n = 4), /step 1 – count: the value must be between 0 and 3/],
			[(p) => (p.values['effect.a'][1].params.goods = { gold: 6 }), /step 2 – goods: the count of “gold” must be between 1 and 5/],
			[(p) => p.values['effect.a'].push({ kind: 'nothing', params: {} }), /at most 3 steps/],
			[(p) => (p.values['effect.a'] = { kind: 'vp' }), /an effect must be a list of steps/],
			[(p) => (p.added[0].type = 'dragon'), /Added record 1: this game does not allow adding a record of type “dragon”/],
			[(p) => (p.added[0].id = 'Exp 17'), /Added record 1: an id has 1–32 characters/],
			[(p) => (p.added[0].id = 'x'.repeat(33)), /an id has 1–32 characters/],
			[(p) => (p.added[0].values.power = 1), /Added record 1 \(exp-17\): unknown field “power”/],
			[(p) => void delete p.added[0].values.cost, /Expansion card exp-17 – Cost: is missing/],
			[(p) => (p.added[0].values.effect = [{ kind: 'fly', params: {} }]), /Expansion card exp-17 – Effect, step 1: the game does not know the effect kind “fly”/],
			[(p) => (p.added[1].values.vp = 6), /Token constructor – Points: the value must be between 0 and 5/],
			[(p) => (p.added[1].id = 'exp-17'), /The id “exp-17” is used by two added records/],
			[(p) => (p.added = Array.from({ length: 6 }, (_, i) => ({ type: 'token', id: `t${i}`, values: { vp: 0 } }))), /at most 5 added records/],
			[(p) => (p.added = Array.from({ length: 3 }, (_, i) => ({ type: 'token', id: `t${i}`, values: { vp: 0 } }))), /Token: at most 2 may be added/],
			[(p) => (p.notes['cost.zzz'] = 'x'), /a note on an unknown record “cost.zzz”/],
			[(p) => (p.notes['cost.a'] = 'x'.repeat(501)), /the note “cost.a” must be a text of at most 500 characters/],
			[(p) => (p.notes['cost.a'] = 5), /the note “cost.a” must be a text/],
			[(p) => (p.name = 'x'.repeat(61)), /the name must have 1–60 characters/],
			[(p) => (p.name = '   '), /the name must have/],
			[(p) => (p.game = 'mageknight'), /belongs to another game \(“mageknight”\)/],
			[(p) => (p.formatVersion = 2), /format is version 2; this app reads version 1/],
			[(p) => (p.contentVersion = 3), /made for newer game data \(version 3, this app has 2\)/],
			[(p) => (p.contentVersion = 0), /contentVersion/]
		];
		for (const [edit, re] of cases) refused(parsePack(DESC, raw(edit)), re);
	});

	it('a pack whose data would not fit a match’s options online is refused (its notes do not count)', () => {
		// 300 names of 100 + 100 characters: valid values, over MAX_PACK_DATA_CHARS together.
		const fields = Array.from({ length: 300 }, (_, i) => ({ ...DESC.fields[2], key: `name.${i}`, kind: { k: 'text' as const, max: 100 } }));
		const big: ContentDescription = { ...DESC, fields };
		const values = (n: number) => Object.fromEntries(fields.slice(0, n).map((f) => [f.key, { cs: 'č'.repeat(100), en: 'e'.repeat(100) }]));
		const pack = (n: number) => ({ ...emptyPack(big, 'Velký'), values: values(n) });
		const fits = Array.from({ length: 300 }, (_, n) => n).filter((n) => packDataChars(values(n), []) <= MAX_PACK_DATA_CHARS).at(-1)!;
		expect(fits).toBeGreaterThan(100);
		expect(parsePack(big, pack(fits))).toEqual({ ok: true, value: pack(fits) });
		refused(parsePack(big, pack(fits + 1)), new RegExp(`too large to play: its data has ${packDataChars(values(fits + 1), [])} characters, at most ${MAX_PACK_DATA_CHARS}`));
		// Notes stay on the device: a pack with long notes still plays.
		const noted = { ...pack(fits), notes: Object.fromEntries(fields.slice(0, 300).map((f) => [f.key, 'n'.repeat(500)])) };
		expect(parsePack(big, noted).ok).toBe(true);
	});

	it('a game without templates allows no added record', () => {
		const none: ContentDescription = { ...DESC, templates: [] };
		refused(parsePack(none, raw((p) => (p.added = [p.added[0]]))), /at most 0 added records/);
	});

	it('parsePackText: not JSON', () => {
		for (const text of ['', 'pack', '{"format":', '{a: 1}', "{'a': 1}", 'undefined']) refused(parsePackText(DESC, text), /not valid JSON/);
	});
});

describe('round trips and the hash (fast-check)', () => {
	const roundTrip = (desc: ContentDescription) =>
		fc.assert(
			fc.property(packArb(desc), (p) => {
				const text = packFileText(p);
				const back = parsePackText(desc, text);
				expect(back).toEqual({ ok: true, value: p });
				if (!back.ok) return;
				expect(packHash(back.value)).toBe(packHash(p));
				expect(packFileText(back.value)).toBe(text);
			}),
			{ numRuns: 200 }
		);

	it('any valid pack of a description using every kind exports and imports to the same pack and hash', () => roundTrip(DESC));
	it('the same with the real Imperial Settlers description', () => roundTrip(IS_CONTENT));

	it('the hash does not depend on key order', () => {
		const reversed = (v: unknown): unknown =>
			Array.isArray(v) ? v.map(reversed) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversed(x)])) : v;
		fc.assert(
			fc.property(packArb(DESC), (p) => {
				const r = { ...p, values: reversed(p.values) as ContentPack['values'], added: reversed(p.added) as ContentPack['added'] };
				expect(packHash(r)).toBe(packHash(p));
			}),
			{ numRuns: 200 }
		);
	});

	it('any single change of a value, of an added record or of the game changes the hash; names and notes do not', () => {
		const field = fc.integer({ min: 0, max: DESC.fields.length - 1 });
		fc.assert(
			fc.property(packArb(DESC), field, fc.gen(), (p, i, gen) => {
				const f = DESC.fields[i];
				const before = Object.hasOwn(p.values, f.key) ? canonicalJson(p.values[f.key]) : null;
				let v: ContentValue;
				do v = gen(() => valueArb(f.kind));
				while (canonicalJson(v) === before);
				expect(packHash({ ...p, values: { ...p.values, [f.key]: v } })).not.toBe(packHash(p));
				if (before !== null) {
					const rest = { ...p.values };
					delete rest[f.key];
					expect(packHash({ ...p, values: rest })).not.toBe(packHash(p));
				}
				expect(packHash({ ...p, game: 'othergame' })).not.toBe(packHash(p));
				expect(packHash({ ...p, name: 'x', notes: {} } as ContentPack)).toBe(packHash(p));
			}),
			{ numRuns: 200 }
		);
	});

	it('changing one value of an added record changes the hash', () => {
		fc.assert(
			fc.property(packArb(DESC).filter((p) => p.added.length > 0), fc.gen(), (p, gen) => {
				const rec = p.added[0];
				const tp = DESC.templates.find((x) => x.type === rec.type)!;
				const f = tp.fields[gen(() => fc.integer({ min: 0, max: tp.fields.length - 1 }))];
				let v: ContentValue;
				do v = gen(() => valueArb(f.kind));
				while (canonicalJson(v) === canonicalJson(rec.values[f.key]));
				const changed = [{ ...rec, values: { ...rec.values, [f.key]: v } }, ...p.added.slice(1)];
				expect(contentHash(p.game, p.values, changed)).not.toBe(packHash(p));
				expect(contentHash(p.game, p.values, [{ ...rec, id: rec.id === 'a' ? 'b' : 'a' }, ...p.added.slice(1)])).not.toBe(packHash(p));
			}),
			{ numRuns: 200 }
		);
	});
});

/** The pack editor's edits (src/lib/ui/packs/edit.ts): each checked as an import checks it, undo/redo, added records. */
import { describe, expect, it } from 'vitest';
import { emptyPack, packChanges, packFileText, parsePackText, type ContentDescription, type ContentPack, type EffectVocabulary } from '../../src/lib/engine';
import { addRecord, editorRecords, PackHistory, recordIdFrom, removeRecord, resetField, setFieldValue, setIdentity, setNote, setRecordValue } from '../../src/lib/ui/packs/edit';
import { asEffect, asGoods, asNumber, asText, numberOf } from '../../src/lib/ui/packs/values';

const ITEMS = [
	{ value: 'wood', label: { cs: 'dřevo', en: 'wood' } },
	{ value: 'gold', label: { cs: 'zlato', en: 'gold' } }
];
const VOCAB: EffectVocabulary = {
	maxSteps: 2,
	kinds: [
		{ kind: 'gain', label: { cs: 'Získej', en: 'Gain' }, params: [{ key: 'goods', label: { cs: 'Zboží', en: 'Goods' }, kind: { k: 'goods', items: ITEMS, max: 5 }, initial: { wood: 1 } }] },
		{ kind: 'vp', label: { cs: 'Body', en: 'Points' }, params: [{ key: 'n', label: { cs: 'Počet', en: 'Count' }, kind: { k: 'int', min: 1, max: 3 }, initial: 1 }] }
	]
};
const DESC: ContentDescription = {
	game: 'g1',
	version: 1,
	fields: [
		{ key: 'cost.a', group: { cs: 'Karta A', en: 'Card A' }, label: { cs: 'Cena', en: 'Cost' }, kind: { k: 'int', min: 0, max: 5 }, placeholder: 1 },
		{ key: 'name.a', group: { cs: 'Karta A', en: 'Card A' }, label: { cs: 'Název', en: 'Name' }, kind: { k: 'text', max: 20 }, placeholder: { cs: 'A', en: 'A' } },
		{ key: 'gives.b', group: { cs: 'Karta B', en: 'Card B' }, label: { cs: 'Dává', en: 'Gives' }, kind: { k: 'goods', items: ITEMS, max: 3 }, placeholder: {} },
		{ key: 'effect.b', group: { cs: 'Karta B', en: 'Card B' }, label: { cs: 'Účinek', en: 'Effect' }, kind: { k: 'effect', vocabulary: VOCAB }, placeholder: [] }
	],
	templates: [
		{
			type: 'card',
			label: { cs: 'Karta', en: 'Card' },
			max: 2,
			fields: [
				{ key: 'cost', label: { cs: 'Cena', en: 'Cost' }, kind: { k: 'int', min: 0, max: 5 }, initial: 0 },
				{ key: 'effect', label: { cs: 'Účinek', en: 'Effect' }, kind: { k: 'effect', vocabulary: VOCAB }, initial: [] }
			]
		}
	]
};
const F = Object.fromEntries(DESC.fields.map((f) => [f.key, f]));
const pack = (): ContentPack => emptyPack(DESC, 'Mine');
/** What an import of the pack's file gives (the editor must never hold what an import refuses). */
const roundTrip = (p: ContentPack) => parsePackText(DESC, packFileText(p));
const value = <T>(r: { ok: true; value: T } | { ok: false }): T => {
	if (!r.ok) throw new Error('refused');
	return r.value;
};

describe('pack editor edits', () => {
	it('groups fields by card, then lists added records', () => {
		const p = value(addRecord(pack(), DESC.templates[0], 'Šíp'));
		expect(editorRecords(DESC, p.pack).map((r) => r.key)).toEqual(['g:Card A', 'g:Card B', 'a:sip']);
	});

	it('sets values of every kind with the import checks, and refuses bad ones with the reason', () => {
		let p = value(setFieldValue(pack(), F['cost.a'], 3));
		p = value(setFieldValue(p, F['name.a'], { cs: 'Šíp', en: 'Arrow' }));
		p = value(setFieldValue(p, F['gives.b'], { gold: 2 }));
		p = value(setFieldValue(p, F['effect.b'], [{ kind: 'gain', params: { goods: { wood: 2 } } }, { kind: 'vp', params: { n: 2 } }]));
		expect(value(roundTrip(p))).toEqual(p);
		expect(packChanges(DESC, p)).toHaveLength(4);
		const refusals: [string, unknown, RegExp][] = [
			['cost.a', 9, /between 0 and 5/],
			['cost.a', NaN, /whole number/],
			['name.a', { cs: '', en: 'Arrow' }, /Czech and the English/],
			['gives.b', { gold: 4 }, /between 1 and 3/],
			['gives.b', { silver: 1 }, /unknown kind of goods/],
			['effect.b', [{ kind: 'fly', params: {} }], /does not know the effect kind/],
			['effect.b', [{ kind: 'vp', params: { n: 1 } }, { kind: 'vp', params: { n: 1 } }, { kind: 'vp', params: { n: 1 } }], /at most 2 steps/],
			['effect.b', [{ kind: 'vp', params: { n: 7 } }], /step 1 – Count/]
		];
		for (const [key, v, why] of refusals) {
			const r = setFieldValue(p, F[key], v);
			expect(r.ok, key).toBe(false);
			if (!r.ok) expect(r.reason.en).toMatch(why);
		}
	});

	it('resets a field, notes a field, renames', () => {
		let p = value(setFieldValue(pack(), F['cost.a'], 3));
		p = value(setNote(p, 'cost.a', 'from my copy, card 17'));
		expect(value(roundTrip(p)).notes).toEqual({ 'cost.a': 'from my copy, card 17' });
		p = resetField(p, 'cost.a');
		expect(p.values).toEqual({});
		expect(value(setNote(p, 'cost.a', '  ')).notes).toEqual({});
		expect(setNote(p, 'cost.a', 'x'.repeat(501)).ok).toBe(false);
		expect(value(setIdentity(p, '  New  ', 'Me'))).toMatchObject({ name: 'New', author: 'Me' });
		expect(setIdentity(p, ' ', '').ok).toBe(false);
		expect(setIdentity(p, 'x'.repeat(61), '').ok).toBe(false);
	});

	it('adds records from a template up to its max, edits and removes them', () => {
		const a = value(addRecord(pack(), DESC.templates[0], 'Šíp', 'card 17'));
		expect(a.id).toBe('sip');
		const b = value(addRecord(a.pack, DESC.templates[0], 'Šíp'));
		expect(b.id).toBe('sip-2');
		const full = addRecord(b.pack, DESC.templates[0], 'Third');
		expect(full.ok).toBe(false);
		if (!full.ok) expect(full.reason.en).toMatch(/at most 2/);
		let p = value(setRecordValue(DESC, b.pack, 'sip', 'effect', [{ kind: 'vp', params: { n: 3 } }]));
		expect(setRecordValue(DESC, p, 'sip', 'cost', 6).ok).toBe(false);
		expect(setRecordValue(DESC, p, 'nope', 'cost', 1).ok).toBe(false);
		expect(value(roundTrip(p))).toEqual(p);
		p = removeRecord(p, 'sip');
		expect(p.added.map((r) => r.id)).toEqual(['sip-2']);
		expect(p.notes).toEqual({});
	});

	it('makes record ids of [a-z0-9-], at most 32 characters', () => {
		expect(recordIdFrom('Chrám Ra!', [])).toBe('chram-ra');
		expect(recordIdFrom('***', [])).toBe('record');
		expect(recordIdFrom('x'.repeat(50), []).length).toBeLessThanOrEqual(32);
		expect(recordIdFrom('a', ['a', 'a-2'])).toBe('a-3');
	});

	it('undoes and redoes; a new edit forgets the redo list', () => {
		const h = new PackHistory();
		const p0 = pack();
		const p1 = value(setFieldValue(p0, F['cost.a'], 2));
		const p2 = value(setFieldValue(p1, F['cost.a'], 3));
		h.push(p0);
		h.push(p1);
		expect(h.undo(p2)).toBe(p1);
		expect(h.undo(p1)).toBe(p0);
		expect(h.canUndo).toBe(false);
		expect(h.undo(p0)).toBeNull();
		expect(h.redo(p0)).toBe(p1);
		h.push(p1);
		expect(h.canRedo).toBe(false);
		expect(h.redo(p1)).toBeNull();
	});

	it('reads stored values for the controls without casts', () => {
		expect(asNumber('3')).toBeNaN();
		expect(asText({ cs: 'a', en: 'b', x: 1 })).toEqual({ cs: 'a', en: 'b' });
		expect(asGoods({ wood: 2, gold: 'x' })).toEqual({ wood: 2 });
		expect(asEffect([{ kind: 'vp', params: {} }, 'junk'])).toEqual([{ kind: 'vp', params: {} }]);
		expect(numberOf(' ')).toBeNaN();
		expect(numberOf('4')).toBe(4);
	});
});

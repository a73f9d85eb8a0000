/**
 * A pack in a match's options (engine/pack.ts: withPack, contentOptionFields, checkPackOptions):
 * the label's hash is recomputed (a tampered one is refused), added records need a pack, empty
 * keys are dropped (a match without a pack keeps its options and hash), and Imperial Settlers'
 * parseOptions takes a pack as well as the flat owner values recorded before packs.
 */
import { describe, expect, it } from 'vitest';
import {
	addedOfOptions,
	checkPackOptions,
	contentOptionFields,
	emptyPack,
	MAX_PACK_DATA_CHARS,
	packHash,
	packOfOptions,
	shape,
	withPack,
	type ContentPack,
	type Result
} from '../../src/lib/engine';
import { IS_CONTENT } from '../../src/lib/games/imperialsettlers/content';
import { imperialSettlers } from '../../src/lib/games/imperialsettlers/rules';
import { DESC } from './engine-pack.fixture';

const OPTIONS = shape.options({ mode: shape.def(shape.str(10, 1), 'coop'), ...contentOptionFields(DESC) });
function parseOptions(raw: unknown): Result<unknown> {
	const parsed = OPTIONS.parse(raw);
	return parsed.ok ? checkPackOptions(DESC, parsed.value) : parsed;
}

const PACK: ContentPack = {
	...emptyPack(DESC, 'Moje krabice', 'Alena'),
	values: { 'cost.a': 3, 'effect.a': [{ kind: 'gain', params: { goods: { gold: 2 } } }] },
	added: [{ type: 'card', id: 'exp-1', values: { name: { cs: 'Brána', en: 'Gate' }, cost: { wood: 1 }, effect: [{ kind: 'vp', params: { n: 2 } }] } }],
	notes: { 'cost.a': 'card 17' }
};
const BASE = { mode: 'coop' };

const refused = (r: Result<unknown>, re: RegExp) => {
	expect(r.ok).toBe(false);
	if (!r.ok) expect(r.reason.en).toMatch(re);
};

describe('withPack and the option fields', () => {
	it('a pack travels as overrides, added records and its label; parseOptions gives the same options back', () => {
		const o = withPack(BASE, PACK) as Record<string, unknown>;
		expect(o).toEqual({ mode: 'coop', content: PACK.values, contentAdded: PACK.added, contentPack: { name: 'Moje krabice', hash: packHash(PACK) } });
		expect(parseOptions(o)).toEqual({ ok: true, value: o });
		expect(packOfOptions(o)).toEqual({ name: 'Moje krabice', hash: packHash(PACK) });
		expect(addedOfOptions(o)).toEqual(PACK.added);
		// A copy: editing the pack later changes no match.
		expect(o.content).not.toBe(PACK.values);
	});

	it('the built-in data (no pack, an empty pack) leaves the options as they are', () => {
		expect(withPack(BASE, null)).toBe(BASE);
		expect(withPack(BASE, emptyPack(DESC, 'x'))).toBe(BASE);
		expect(packOfOptions(BASE)).toBeNull();
		expect(addedOfOptions(BASE)).toEqual([]);
	});

	it('a new pack replaces the old keys; an option key is copied as a plain key (even `__proto__`)', () => {
		const old = withPack(BASE, PACK) as Record<string, unknown>;
		const only = { ...PACK, values: { 'cost.a': 1 }, added: [] };
		expect(withPack(old, only)).toEqual({ mode: 'coop', content: { 'cost.a': 1 }, contentPack: { name: 'Moje krabice', hash: packHash(only) } });
		const hostile = JSON.parse('{"mode": "coop", "__proto__": {"polluted": 1}}');
		const o = withPack(hostile, PACK) as Record<string, unknown>;
		expect(Object.getPrototypeOf(o)).toBe(Object.prototype);
		expect(({} as Record<string, unknown>).polluted).toBeUndefined();
		expect(Object.keys(o)).toContain('__proto__');
		refused(parseOptions(o), /__proto__/);
	});
});

describe('checkPackOptions', () => {
	it('refuses a label whose hash does not match the content: a tampered hash, changed content under the old hash', () => {
		const o = withPack(BASE, PACK) as Record<string, any>;
		refused(parseOptions({ ...o, contentPack: { name: 'Moje krabice', hash: '0123456789abcdef' } }), /Pack “Moje krabice”: the data's hash does not match its content/);
		refused(parseOptions({ ...o, content: { ...o.content, 'cost.a': 4 } }), /hash does not match/);
		refused(parseOptions({ ...o, contentAdded: [] }), /hash does not match/);
		refused(parseOptions({ ...o, contentAdded: [{ ...o.contentAdded[0], id: 'exp-2' }] }), /hash does not match/);
		const { content: _c, ...noValues } = o;
		refused(parseOptions(noValues), /hash does not match/);
		// The hash of the same content for another game.
		refused(parseOptions({ ...o, contentPack: { name: 'x', hash: packHash({ ...PACK, game: 'other' }) } }), /hash does not match/);
		// The name is not content: renaming keeps the hash.
		expect(parseOptions({ ...o, contentPack: { ...o.contentPack, name: 'Jiný' } }).ok).toBe(true);
	});

	it('refuses a label of the wrong shape, added records without a pack, and bad added records', () => {
		const o = withPack(BASE, PACK) as Record<string, any>;
		refused(parseOptions({ ...o, contentPack: { name: '', hash: o.contentPack.hash } }), /contentPack/);
		refused(parseOptions({ ...o, contentPack: { name: 'x', hash: 'abc' } }), /contentPack/);
		refused(parseOptions({ ...o, contentPack: { name: 'x', hash: o.contentPack.hash, extra: 1 } }), /contentPack/);
		const { contentPack: _p, ...unlabelled } = o;
		refused(parseOptions(unlabelled), /Added records without a pack/);
		refused(parseOptions({ ...o, contentAdded: [{ type: 'dragon', id: 'd', values: {} }] }), /does not allow adding a record of type “dragon”/);
		refused(parseOptions({ ...o, content: { 'effect.a': [{ kind: 'fly', params: {} }] } }), /does not know the effect kind “fly”/);
	});

	it('drops empty keys: a match with an empty pack is the same match as none', () => {
		const none = parseOptions(BASE);
		expect(none).toEqual({ ok: true, value: { mode: 'coop' } });
		expect(parseOptions({ ...BASE, content: {}, contentAdded: [] })).toEqual(none);
		const emptyHash = packHash(emptyPack(DESC, 'x'));
		const labelled = parseOptions({ ...BASE, content: {}, contentPack: { name: 'x', hash: emptyHash } });
		expect(labelled).toEqual({ ok: true, value: { mode: 'coop', contentPack: { name: 'x', hash: emptyHash } } });
	});

	it('refuses a labelled pack whose data is too large to play online (the same limit as parsePack)', () => {
		const big = { 'name.a': { cs: 'x', en: 'y' } };
		const added = Array.from({ length: 3 }, (_, i) => ({ type: 'card', id: `c${i}`, values: { name: { cs: 'x', en: 'y' }, cost: {}, effect: [] } }));
		const o = withPack(BASE, { ...PACK, values: big, added }) as Record<string, any>;
		expect(parseOptions(o).ok).toBe(true);
		// Over the limit only through a description with bigger values: checked directly.
		const huge = { 'name.a': { cs: 'x'.repeat(MAX_PACK_DATA_CHARS), en: 'y' } };
		refused(checkPackOptions(DESC, { mode: 'coop', content: huge, contentPack: { name: 'x', hash: packHash({ game: DESC.game, values: huge, added: [] }) } }), /too large to play/);
		// Flat owner values (from before packs) are not packs: left as they were.
		expect(checkPackOptions(DESC, { mode: 'coop', content: huge }).ok).toBe(true);
	});

	it('flat owner values without a label (recorded before packs) are still accepted', () => {
		expect(parseOptions({ ...BASE, content: { 'cost.a': 2 } })).toEqual({ ok: true, value: { mode: 'coop', content: { 'cost.a': 2 } } });
	});
});

describe('Imperial Settlers’ parseOptions takes a pack', () => {
	const base = { mode: 'base-2p', factionReshuffle: false, expansion: true };
	const key = IS_CONTENT.fields.find((f) => f.kind.k === 'int')!.key;
	const pack: ContentPack = { ...emptyPack(IS_CONTENT, 'Krabice'), values: { [key]: 3 } };

	it('options without pack keys are unchanged (old saves keep their hashes)', () => {
		const r = imperialSettlers.parseOptions(base);
		expect(r).toEqual({ ok: true, value: base });
		expect(r.ok && Object.keys(r.value)).toEqual(Object.keys(base));
		expect(imperialSettlers.parseOptions({ ...base, content: {} })).toEqual(r);
	});

	it('a pack is accepted; a tampered hash is refused; flat owner values still are accepted', () => {
		const o = withPack(base, pack) as Record<string, any>;
		expect(imperialSettlers.parseOptions(o)).toEqual({ ok: true, value: o });
		refused(imperialSettlers.parseOptions({ ...o, content: { [key]: 2 } }), /hash does not match/);
		refused(imperialSettlers.parseOptions({ ...o, contentPack: { name: 'Krabice', hash: 'ffffffffffffffff' } }), /hash does not match/);
		expect(imperialSettlers.parseOptions({ ...base, content: { [key]: 2 } })).toEqual({ ok: true, value: { ...base, content: { [key]: 2 } } });
	});
});

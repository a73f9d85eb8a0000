/** User packs in IndexedDB (src/lib/store/packs.ts): round trips, damaged records, the owner values' migration, import refusals. */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { createStore, entries, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyPack, packFileText, packHash, type ContentDescription, type ContentPack } from '../../src/lib/engine';
import {
	deletePack,
	getPack,
	importPackText,
	listPacks,
	loadOwnerValues,
	MIGRATED_PACK_NAME,
	packFileName,
	PackRefused,
	resetContentStoreHandle,
	resetPacksStoreHandle,
	savePack,
	setOwnerValue,
	trySavePack,
	uniquePackName
} from '../../src/lib/store';

const DESC: ContentDescription = {
	game: 'g1',
	version: 2,
	fields: [
		{ key: 'cost.a', group: { cs: 'Karta A', en: 'Card A' }, label: { cs: 'Cena', en: 'Cost' }, kind: { k: 'int', min: 0, max: 5 }, placeholder: 1, provisional: true },
		{ key: 'pick.a', group: { cs: 'Karta A', en: 'Card A' }, label: { cs: 'Cíl', en: 'Target' }, kind: { k: 'choice', options: [{ value: 'wood', label: { cs: 'dřevo', en: 'wood' } }, { value: 'stone', label: { cs: 'kámen', en: 'stone' } }] }, placeholder: 'wood' }
	],
	templates: [
		{ type: 'card', label: { cs: 'Karta', en: 'Card' }, max: 3, fields: [{ key: 'cost', label: { cs: 'Cena', en: 'Cost' }, kind: { k: 'int', min: 0, max: 5 }, initial: 0 }] }
	]
};
const OTHER: ContentDescription = { ...DESC, game: 'g2' };

const pack = (name: string, values: ContentPack['values'] = {}): ContentPack => ({ ...emptyPack(DESC, name), values });
const packsDb = () => createStore('deskovky-packs', 'packs');
const rawPacks = async () => (await entries(packsDb())).map(([k, v]) => [k, JSON.stringify(v)]);

beforeEach(() => {
	globalThis.indexedDB = new IDBFactory();
	resetPacksStoreHandle();
	resetContentStoreHandle();
});

describe('packs store', () => {
	it('saves, reads, lists newest first, overwrites by id and deletes', async () => {
		expect(await listPacks(DESC)).toEqual({ packs: [] });
		const a = await savePack(DESC, pack('A', { 'cost.a': 3 }));
		await new Promise((r) => setTimeout(r, 2));
		const b = await savePack(DESC, { ...pack('B'), added: [{ type: 'card', id: 'new-1', values: { cost: 2 } }], notes: { 'new-1': 'from my copy, card 17' } });
		expect(a.id).not.toEqual(b.id);
		expect(a.hash).toBe(packHash(a.pack));
		resetPacksStoreHandle();
		const listed = await listPacks(DESC);
		expect(listed.problem).toBeUndefined();
		expect(listed.packs.map((p) => p.pack.name)).toEqual(['B', 'A']);
		expect(await getPack(DESC, b.id)).toEqual(b);
		expect((await listPacks(OTHER)).packs).toEqual([]);
		const a2 = await savePack(DESC, pack('A renamed', { 'cost.a': 4 }), a.id);
		expect(a2.id).toBe(a.id);
		expect((await getPack(DESC, a.id))?.pack.values).toEqual({ 'cost.a': 4 });
		expect((await listPacks(DESC)).packs.map((p) => p.pack.name)).toEqual(['A renamed', 'B']);
		await deletePack('g1', a.id);
		expect(await getPack(DESC, a.id)).toBeNull();
		expect((await listPacks(DESC)).packs.map((p) => p.id)).toEqual([b.id]);
	});

	it('refuses an invalid pack with its reason and stores nothing', async () => {
		const r = await trySavePack(DESC, pack('A', { 'cost.a': 99 }));
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.reason.en).toMatch(/between 0 and 5/);
		await expect(savePack(DESC, pack(''))).rejects.toBeInstanceOf(PackRefused);
		await expect(savePack(DESC, pack(''))).rejects.toMatchObject({ reason: { cs: expect.stringMatching(/název/) } });
		expect(await rawPacks()).toEqual([]);
	});

	it('skips damaged stored packs with a message, never throws', async () => {
		const good = await savePack(DESC, pack('Good'));
		for (const [id, bad] of [['x1', 'garbage'], ['x2', null], ['x3', { pack: { ...pack('Bad'), values: { 'cost.a': 'seven' } }, updatedAt: 1 }], ['x4', { pack: { ...pack('Newer'), contentVersion: 3 } }]] as const)
			await set(`g1/${id}`, bad, packsDb());
		const r = await listPacks(DESC);
		expect(r.packs.map((p) => p.id)).toEqual([good.id]);
		expect(r.problem?.en).toMatch(/4 stored packs are damaged/);
		expect(r.problem?.cs).toMatch(/poškozené/);
		expect(await getPack(DESC, 'x3')).toBeNull();
	});

	it('a failing database is a message, not a crash', async () => {
		globalThis.indexedDB = { open: () => { throw new Error('no IDB'); } } as unknown as IDBFactory;
		resetPacksStoreHandle();
		resetContentStoreHandle();
		const r = await listPacks(DESC);
		expect(r.packs).toEqual([]);
		expect(r.problem?.en).toMatch(/cannot be/);
		const imported = await importPackText(DESC, packFileText(pack('A')));
		expect(imported.ok).toBe(false);
	});
});

describe('migration of the owner values', () => {
	it('turns them into the first pack once; deleting that pack does not bring them back', async () => {
		await setOwnerValue('g1', DESC.fields, 'cost.a', 4);
		await setOwnerValue('g1', DESC.fields, 'pick.a', 'stone');
		const [first, second] = await Promise.all([listPacks(DESC), listPacks(DESC)]);
		expect(first.packs).toHaveLength(1);
		expect(second.packs).toHaveLength(1);
		const migrated = first.packs[0];
		expect(migrated.pack).toMatchObject({ name: MIGRATED_PACK_NAME, author: '', notes: {}, values: { 'cost.a': 4, 'pick.a': 'stone' } });
		expect((await loadOwnerValues('g1', DESC.fields)).values).toEqual({});
		resetPacksStoreHandle();
		expect((await listPacks(DESC)).packs.map((p) => p.id)).toEqual([migrated.id]);
		await deletePack('g1', migrated.id);
		resetPacksStoreHandle();
		expect((await listPacks(DESC)).packs).toEqual([]);
	});

	it('no owner values: no pack, and values set later are not migrated', async () => {
		expect((await listPacks(DESC)).packs).toEqual([]);
		await setOwnerValue('g1', DESC.fields, 'cost.a', 2);
		resetPacksStoreHandle();
		expect((await listPacks(DESC)).packs).toEqual([]);
	});

	it('keeps the old record when some stored owner values were damaged (nothing lost)', async () => {
		await set('g1', { 'cost.a': 3, 'pick.a': 'gold' }, createStore('deskovky-content', 'owner'));
		const r = await listPacks(DESC);
		expect(r.packs[0].pack.values).toEqual({ 'cost.a': 3 });
		expect(r.problem?.en).toMatch(/damaged/);
		expect((await loadOwnerValues('g1', DESC.fields)).values).toEqual({ 'cost.a': 3 });
	});

	it('migrates per game', async () => {
		await setOwnerValue('g2', OTHER.fields, 'cost.a', 5);
		expect((await listPacks(DESC)).packs).toEqual([]);
		expect((await listPacks(OTHER)).packs.map((p) => p.pack.values)).toEqual([{ 'cost.a': 5 }]);
	});
});

describe('import', () => {
	it('imports a file to the same pack and hash; a used name gets " (2)", then " (3)"', async () => {
		const original = pack('Mine', { 'cost.a': 0 });
		const text = packFileText(original);
		const first = await importPackText(DESC, text);
		expect(first.ok && first.value.pack).toEqual(original);
		expect(first.ok && first.value.hash).toBe(packHash(original));
		const second = await importPackText(DESC, text);
		expect(second.ok && second.value.pack.name).toBe('Mine (2)');
		expect(second.ok && second.value.hash).toBe(packHash(original));
		const third = await importPackText(DESC, text);
		expect(third.ok && third.value.pack.name).toBe('Mine (3)');
	});

	it('a bad file is refused with its reason and changes nothing', async () => {
		await savePack(DESC, pack('Kept', { 'cost.a': 2 }));
		const before = await rawPacks();
		const cases: [string, RegExp][] = [
			['not json', /not valid JSON/],
			[packFileText({ ...pack('X'), game: 'g2' }), /another game/],
			[packFileText(pack('X', { 'cost.a': 9 })), /between 0 and 5/],
			['{"__proto__":{"x":1},"format":"deskovky-pack"}', /unknown field|not a Deskovky/],
			[JSON.stringify({ ...pack('X'), added: [{ type: 'spell', id: 'a', values: {} }] }), /does not allow adding/],
			['x'.repeat(1_000_001), /too large/]
		];
		for (const [text, reason] of cases) {
			const r = await importPackText(DESC, text);
			expect(r.ok).toBe(false);
			if (!r.ok) expect(r.reason.en).toMatch(reason);
		}
		expect(await rawPacks()).toEqual(before);
	});
});

describe('names', () => {
	it('uniquePackName keeps the name within 60 characters', () => {
		expect(uniquePackName('A', [])).toBe('A');
		expect(uniquePackName('A', ['A', 'A (2)'])).toBe('A (3)');
		const long = 'x'.repeat(60);
		expect(uniquePackName(long, [long])).toBe(`${'x'.repeat(56)} (2)`);
	});

	it('packFileName is a safe file name of the game and the pack', () => {
		expect(packFileName(pack('My values'))).toBe('deskovky-g1-my-values.json');
		expect(packFileName({ ...pack('Moje hodnoty – Šíp!'), game: 'imperialsettlers' })).toBe('deskovky-imperialsettlers-moje-hodnoty-sip.json');
		expect(packFileName(pack('///'))).toBe('deskovky-g1-pack.json');
	});
});

/** Owner values in IndexedDB (src/lib/store/content.ts): per game, persisted, damaged data ignored with a message. */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { createStore, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ContentField } from '../../src/lib/engine';
import { clearOwnerValues, loadOwnerValues, resetContentStoreHandle, setOwnerValue } from '../../src/lib/store';

const FIELDS: ContentField[] = [
	{ key: 'a.n', group: { cs: 'Karta', en: 'Card' }, label: { cs: 'Cena', en: 'Cost' }, kind: { k: 'int', min: 0, max: 3 }, placeholder: 1 },
	{ key: 'b.c', group: { cs: 'Karta', en: 'Card' }, label: { cs: 'Cíl', en: 'Target' }, kind: { k: 'choice', options: [{ value: 'wood', label: { cs: 'dřevo', en: 'wood' } }, { value: 'stone', label: { cs: 'kámen', en: 'stone' } }] }, placeholder: 'wood' }
];
const raw = (game: string, value: unknown) => set(game, value, createStore('deskovky-content', 'owner'));

beforeEach(() => {
	globalThis.indexedDB = new IDBFactory();
	resetContentStoreHandle();
});

describe('owner values store', () => {
	it('sets, reloads and resets values per game', async () => {
		expect(await loadOwnerValues('g1', FIELDS)).toEqual({ values: {} });
		await setOwnerValue('g1', FIELDS, 'b.c', 'stone');
		await setOwnerValue('g1', FIELDS, 'a.n', 0);
		resetContentStoreHandle();
		expect(await loadOwnerValues('g1', FIELDS)).toEqual({ values: { 'a.n': 0, 'b.c': 'stone' } });
		expect(await loadOwnerValues('g2', FIELDS)).toEqual({ values: {} });
		expect(await setOwnerValue('g1', FIELDS, 'a.n', undefined)).toEqual({ 'b.c': 'stone' });
		await clearOwnerValues('g1');
		expect((await loadOwnerValues('g1', FIELDS)).values).toEqual({});
	});

	it('refuses to store an invalid value (it is dropped, the rest stays)', async () => {
		await setOwnerValue('g1', FIELDS, 'b.c', 'stone');
		expect(await setOwnerValue('g1', FIELDS, 'a.n', 99)).toEqual({ 'b.c': 'stone' });
	});

	it('ignores damaged data with a Czech and English message, never throws', async () => {
		for (const bad of ['garbage', 42, [1, 2], null]) {
			await raw('g1', bad);
			const r = await loadOwnerValues('g1', FIELDS);
			expect(r.values).toEqual({});
			expect(r.problem?.cs).toMatch(/poškozené/);
			expect(r.problem?.en).toMatch(/damaged/);
		}
		await raw('g1', { 'a.n': 7, 'b.c': 'stone', gone: 1 });
		const r = await loadOwnerValues('g1', FIELDS);
		expect(r.values).toEqual({ 'b.c': 'stone' });
		expect(r.problem?.en).toMatch(/a\.n, gone/);
		// Writing again keeps only the valid values.
		expect(await setOwnerValue('g1', FIELDS, 'a.n', 2)).toEqual({ 'a.n': 2, 'b.c': 'stone' });
	});

	it('a failing database is a message, not a crash', async () => {
		globalThis.indexedDB = { open: () => { throw new Error('no IDB'); } } as unknown as IDBFactory;
		resetContentStoreHandle();
		const r = await loadOwnerValues('g1', FIELDS);
		expect(r.values).toEqual({});
		expect(r.problem?.en).toMatch(/cannot be loaded/);
	});
});

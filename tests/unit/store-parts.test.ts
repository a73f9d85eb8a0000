/**
 * Saves in parts (issue 9, long matches): a save after one more action rewrites only
 * the last log chunk, the header and the summary; shrinking removes chunks past the
 * end; saves of older releases (one record, one index) are still read and migrated.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { createStore, get, keys, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MatchRecord } from '../../src/lib/engine';
import { INDEX_KEY, listMatches, loadMatch, LOG_CHUNK, logChunkKey, matchKey, resetStoreHandle, saveMatch, summarize } from '../../src/lib/store';

const db = () => createStore('deskovky', 'kv');

function record(id: string, n: number): MatchRecord {
	return {
		id,
		game: 'counter',
		rulesVersion: '1',
		options: { mode: 'short' },
		seats: [
			{ name: 'Jana', kind: 'human' },
			{ name: 'Petr', kind: 'bot' }
		],
		seed: 's',
		log: Array.from({ length: n }, (_, i) => ({ seat: i % 2, action: { type: 'add', n: 1, i } })),
		createdAt: 1,
		updatedAt: 1
	};
}

beforeEach(() => {
	globalThis.indexedDB = new IDBFactory();
	resetStoreHandle();
});

/** Records the keys written by the next saves (fake-indexeddb's put, observed on the object store). */
function watchWrites(): string[] {
	const written: string[] = [];
	const put = IDBObjectStore.prototype.put;
	IDBObjectStore.prototype.put = function (value: unknown, key?: IDBValidKey) {
		written.push(String(key));
		return put.call(this, value, key);
	};
	(watchWrites as { undo?: () => void }).undo = () => (IDBObjectStore.prototype.put = put);
	return written;
}

describe('saves in parts', () => {
	it('a save after one more action writes the last chunk, the header and the summary only', async () => {
		const r = record('long', 3 * LOG_CHUNK + 10);
		await saveMatch(r);
		const written = watchWrites();
		try {
			for (let i = 0; i < 5; i++) {
				r.log.push({ seat: 0, action: { type: 'add', n: 2, i } });
				await saveMatch(r);
			}
		} finally {
			(watchWrites as { undo?: () => void }).undo!();
		}
		const saves = written.filter((k) => !k.startsWith('meta:'));
		expect(new Set(saves)).toEqual(new Set([logChunkKey('long', 3), matchKey('long'), 'summary:long']));
		expect(saves).toHaveLength(15);
		expect(await loadMatch('long')).toEqual(r);
	});

	it('an undo across a chunk boundary removes the chunk past the end; a new log array is written whole', async () => {
		const r = record('u', LOG_CHUNK + 1);
		await saveMatch(r);
		r.log.pop();
		await saveMatch(r);
		expect(await get(logChunkKey('u', 1), db())).toBeUndefined();
		expect(await loadMatch('u')).toEqual(r);
		// A replaced record (a resync adopts another log) is written whole.
		const other = { ...record('u', 40), log: record('x', 40).log.map((e) => ({ ...e, action: { type: 'peek' } })) };
		await saveMatch(other);
		expect(await loadMatch('u')).toEqual(other);
		expect((await keys(db())).filter((k) => String(k).startsWith('log:u:'))).toEqual([logChunkKey('u', 0)]);
	});

	it('reads and migrates the saves of older releases', async () => {
		const old = record('old', 12);
		await set(matchKey('old'), old, db());
		await set(INDEX_KEY, [summarize(old)], db());
		expect((await listMatches()).map((s) => s.id)).toEqual(['old']);
		expect(await get(INDEX_KEY, db())).toBeUndefined();
		expect(await loadMatch('old')).toEqual(old);
		old.log.push({ seat: 0, action: { type: 'add', n: 1 } });
		await saveMatch(old);
		expect(await loadMatch('old')).toEqual(old);
		expect((await get<{ log?: unknown }>(matchKey('old'), db()))?.log).toBeUndefined();
	});

	it('a damaged save (a chunk missing) loads as missing, not as a shorter match', async () => {
		const r = record('d', LOG_CHUNK * 2);
		await saveMatch(r);
		await set(logChunkKey('d', 1), undefined, db());
		expect(await loadMatch('d')).toBeUndefined();
	});
});

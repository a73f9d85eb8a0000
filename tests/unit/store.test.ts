import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { MatchRunner, newMatchRecord, type AnyGameModule, type MatchRecord } from '../../src/lib/engine';
import {
	deleteMatch,
	exportMatchFile,
	importMatchFile,
	listMatches,
	loadMatch,
	parseMatchFile,
	resetStoreHandle,
	saveMatch
} from '../../src/lib/store';
import { counterGame } from '../fixtures/counter-game';

const loader = async (id: string) => (id === 'counter' ? (counterGame as AnyGameModule) : undefined);

function record(id = 'm1', actions: unknown[] = []): MatchRecord {
	const r = newMatchRecord(counterGame, id, [
		{ name: 'Jana', kind: 'human' },
		{ name: 'Petr', kind: 'bot' }
	], { mode: 'short' }, 'abc123', 1000);
	const opened = MatchRunner.open(counterGame, r);
	if (!opened.ok) throw new Error('open');
	const runner = opened.value;
	for (const a of actions) {
		const res = runner.apply(runner.pending()[0].seat, a);
		if (!res.ok) throw new Error(res.reason.en);
	}
	return { ...runner.record };
}

beforeEach(() => {
	globalThis.indexedDB = new IDBFactory();
	resetStoreHandle();
});

describe('store', () => {
	it('saves, loads, lists newest first and deletes', async () => {
		const a = record('a');
		const b = { ...record('b'), updatedAt: 5000 };
		await saveMatch(a);
		await saveMatch(b);
		expect(await loadMatch('a')).toEqual(a);
		const list = await listMatches();
		expect(list.map((s) => s.id)).toEqual(['b', 'a']);
		expect(list[1]).toMatchObject({ game: 'counter', mode: 'short', status: 'playing', winners: [] });
		expect(list[1].seats).toEqual([
			{ name: 'Jana', kind: 'human' },
			{ name: 'Petr', kind: 'bot' }
		]);
		await deleteMatch('a');
		expect(await loadMatch('a')).toBeUndefined();
		expect((await listMatches()).map((s) => s.id)).toEqual(['b']);
	});

	it('takes a snapshot at save time and updates the summary', async () => {
		const r = record('s');
		const pending = saveMatch(r);
		r.log.push({ seat: 0, action: { type: 'add', n: 1 } });
		await pending;
		expect((await loadMatch('s'))!.log).toHaveLength(0);
		r.updatedAt = 9000;
		await saveMatch(r, { result: { winners: [0], scores: [1, 0], summary: { cs: '', en: '' } } });
		const [s] = await listMatches();
		expect(s).toMatchObject({ status: 'finished', winners: ['Jana'], updatedAt: 9000 });
		expect(await listMatches()).toHaveLength(1);
	});

	it('serializes overlapping saves without losing index entries', async () => {
		await Promise.all(['x1', 'x2', 'x3', 'x4'].map((id) => saveMatch(record(id))));
		expect((await listMatches()).map((s) => s.id).sort()).toEqual(['x1', 'x2', 'x3', 'x4']);
	});
});

describe('import / export', () => {
	const add = (n: 1 | 2) => ({ type: 'add', n });

	it('round-trips an exported file', async () => {
		const r = record('r1', [add(1), { type: 'peek' }, add(2)]);
		const text = exportMatchFile(r);
		expect(JSON.parse(text)).toMatchObject({ format: 'deskovky-match', formatVersion: 1 });
		const res = await importMatchFile(text, loader);
		expect(res).toEqual({ ok: true, value: { id: 'r1', outcome: 'imported' } });
		expect(await loadMatch('r1')).toEqual(r);
	});

	it('marks a finished match as finished', async () => {
		const r = record('fin', [add(2), add(2), add(2)]);
		await importMatchFile(exportMatchFile(r), loader);
		expect((await listMatches())[0]).toMatchObject({ status: 'finished', winners: ['Jana'] });
	});

	it('refuses garbage and foreign files with a reason in both languages', async () => {
		for (const text of ['', 'not json', '[]', '{"format":"other"}', JSON.stringify({ format: 'deskovky-match', formatVersion: 1, record: { id: 'x' } })]) {
			const res = await importMatchFile(text, loader);
			expect(res.ok).toBe(false);
			if (!res.ok) {
				expect(res.reason.cs.length).toBeGreaterThan(5);
				expect(res.reason.en.length).toBeGreaterThan(5);
			}
		}
		const v2 = JSON.stringify({ format: 'deskovky-match', formatVersion: 2, record: record('q') });
		expect(parseMatchFile(v2).ok).toBe(false);
		expect(await listMatches()).toEqual([]);
	});

	it('refuses unknown game, wrong rules version, bad seat count, bad ids and unreplayable logs', async () => {
		const base = record('z', [add(1)]);
		const cases: MatchRecord[] = [
			{ ...base, game: 'chess' },
			{ ...base, rulesVersion: '0' },
			{ ...base, seats: [...base.seats, ...base.seats, ...base.seats] },
			{ ...base, id: '../evil' },
			{ ...base, log: [{ seat: 1, action: add(1) }] },
			{ ...base, log: [{ seat: 0, action: { type: 'teleport' } }] },
			{ ...base, options: { mode: 'huge' } }
		];
		for (const c of cases) {
			const res = await importMatchFile(exportMatchFile(c), loader);
			expect(res.ok, JSON.stringify(c).slice(0, 80)).toBe(false);
		}
		const rv = await importMatchFile(exportMatchFile({ ...base, rulesVersion: '0' }), loader);
		expect(!rv.ok && rv.reason.en).toContain('rules version');
		expect(await listMatches()).toEqual([]);
	});

	it('never overwrites: same course is left alone, a different course becomes a copy', async () => {
		const mine = record('dup', [add(1), add(1)]);
		await saveMatch(mine);
		const same = await importMatchFile(exportMatchFile({ ...mine, updatedAt: 99999 }), loader);
		expect(same).toEqual({ ok: true, value: { id: 'dup', outcome: 'same' } });
		expect(await loadMatch('dup')).toEqual(mine);

		const other = record('dup', [add(2)]);
		const res = await importMatchFile(exportMatchFile(other), loader, () => 'dup-copy');
		expect(res).toEqual({ ok: true, value: { id: 'dup-copy', outcome: 'copy' } });
		expect(await loadMatch('dup')).toEqual(mine);
		expect((await loadMatch('dup-copy'))!.log).toEqual(other.log);
		expect((await listMatches()).map((s) => s.id).sort()).toEqual(['dup', 'dup-copy']);
	});
});

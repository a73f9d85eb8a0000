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
		// The store never reads a game's option fields: it keeps the options for the game's own description.
		expect(list[1]).toMatchObject({ game: 'counter', mode: null, options: { mode: 'short' }, status: 'playing', winners: [] });
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

	it('records how a match ended and the per-seat choices', async () => {
		const r = { ...record('o'), seats: [{ name: 'Jana', kind: 'human' as const, choices: { faction: 'romans' } }, { name: 'Petr', kind: 'bot' as const }] };
		await saveMatch(r, { result: { winners: [], scores: [3, 5], summary: { cs: '', en: '' }, outcome: 'sharedLoss' }, mode: 'short' });
		const [s] = await listMatches();
		expect(s).toMatchObject({ status: 'finished', outcome: 'sharedLoss', scores: [3, 5], winners: [], mode: 'short' });
		expect(s.seats[0].choices).toEqual({ faction: 'romans' });
		const parsed = parseMatchFile(exportMatchFile(r));
		expect(parsed.ok && parsed.value.seats[0].choices).toEqual({ faction: 'romans' });
		for (const choices of [{ faction: 5 }, 'romans', { ['x'.repeat(41)]: 'a' }, { faction: '' }])
			expect(parseMatchFile(exportMatchFile({ ...r, seats: [{ ...r.seats[0], choices } as never, r.seats[1]] })).ok).toBe(false);
	});

	it('keeps a solo result\'s won and score name for the saves list (issue 23)', async () => {
		await saveMatch(record('solo1'), { result: { winners: [], scores: [48], summary: { cs: '', en: '' }, outcome: 'solo', won: false, scoreName: { cs: 'Sláva', en: 'Fame' } } });
		const s = (await listMatches()).find((m) => m.id === 'solo1');
		expect(s).toMatchObject({ outcome: 'solo', scores: [48], won: false, scoreName: { cs: 'Sláva', en: 'Fame' } });
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

/**
 * Every field check of parseMatchFile, one by one (issue 8): each case breaks
 * exactly one field of an otherwise valid export and must be refused, with the
 * store left exactly as it was. Removing any single check turns a case red.
 */
describe('import refuses a file with one bad field and changes nothing', () => {
	const add = (n: 1 | 2) => ({ type: 'add', n });
	type Json = Record<string, unknown>;
	/** A valid export as plain JSON, to break one field of. */
	const validFile = (): { format: unknown; formatVersion: unknown; record: Json } =>
		JSON.parse(exportMatchFile(record('imp', [add(1), add(2)])));
	const long = (n: number) => 'a'.repeat(n);

	/** Name → how to break a valid file (returns the file text). */
	const breakages: Record<string, (f: ReturnType<typeof validFile>) => string> = {};
	const field = (name: string, change: (f: ReturnType<typeof validFile>) => void) => {
		breakages[name] = (f) => {
			change(f);
			return JSON.stringify(f);
		};
	};
	const recordField = (key: string, values: Record<string, unknown>) => {
		for (const [label, v] of Object.entries(values))
			field(`record.${key} ${label}`, (f) => {
				if (v === ABSENT) delete f.record[key];
				else f.record[key] = v;
			});
	};
	const ABSENT = Symbol('absent');

	field('format absent', (f) => delete (f as Json).format);
	field('format of another app', (f) => (f.format = 'deskovky-matches'));
	field('formatVersion absent', (f) => delete (f as Json).formatVersion);
	field('formatVersion as a string', (f) => (f.formatVersion = '1'));
	field('formatVersion 2', (f) => (f.formatVersion = 2));
	field('formatVersion 0', (f) => (f.formatVersion = 0));
	field('record absent', (f) => delete (f as Json).record);
	field('record null', (f) => ((f as Json).record = null));
	field('record an array', (f) => ((f as Json).record = [f.record]));
	field('record a string', (f) => ((f as Json).record = JSON.stringify(f.record)));

	recordField('id', { absent: ABSENT, empty: '', 'a number': 7, 'with a slash': 'a/b', 'with a space': 'a b', 'with a dot': 'a.b', 'non-ASCII': 'zápas', '201 chars': long(201) });
	recordField('game', { absent: ABSENT, empty: '', 'a number': 1, '65 chars': 'counter' + long(58) });
	recordField('rulesVersion', { absent: ABSENT, empty: '', 'a number': 1, '65 chars': long(65) });
	recordField('options', { absent: ABSENT });
	recordField('seed', { absent: ABSENT, empty: '', 'a number': 123, '257 chars': long(257) });
	recordField('seats', { absent: ABSENT, empty: [], 'an object': { 0: { name: 'Jana', kind: 'human' } } });
	recordField('log', { absent: ABSENT, 'an object': {}, 'a string': '[]' });
	for (const key of ['createdAt', 'updatedAt'])
		recordField(key, {
			absent: ABSENT,
			negative: -1,
			'NaN (JSON null)': null,
			'a string': '1000',
			'a numeric string of 0': '0',
			boolean: true
		});

	const seat = (label: string, change: (s: Json) => void) =>
		field(`seat ${label}`, (f) => change((f.record.seats as Json[])[1]));
	seat('kind admin', (s) => (s.kind = 'admin'));
	seat('kind Human (case)', (s) => (s.kind = 'Human'));
	seat('kind absent', (s) => delete s.kind);
	seat('name absent', (s) => delete s.name);
	seat('name empty', (s) => (s.name = ''));
	seat('name a number', (s) => (s.name = 5));
	seat('name of 101 chars', (s) => (s.name = long(101)));
	field('seat null', (f) => ((f.record.seats as unknown[])[1] = null));
	field('seat a string', (f) => ((f.record.seats as unknown[])[1] = 'Petr'));
	field('seat an array', (f) => ((f.record.seats as unknown[])[1] = ['Petr', 'bot']));

	const entry = (label: string, change: (e: Json) => void) =>
		field(`log entry ${label}`, (f) => change((f.record.log as Json[])[1]));
	entry('seat absent', (e) => delete e.seat);
	entry('seat negative', (e) => (e.seat = -1));
	entry('seat fractional', (e) => (e.seat = 0.5));
	entry('seat a string', (e) => (e.seat = '1'));
	entry('seat null', (e) => (e.seat = null));
	entry('action absent', (e) => delete e.action);
	field('log entry null', (f) => ((f.record.log as unknown[])[1] = null));
	field('log entry an array', (f) => ((f.record.log as unknown[])[1] = [1, add(2)]));

	// JSON has no NaN or Infinity; an overflowing number literal parses to Infinity.
	breakages['record.createdAt Infinity (1e999)'] = (f) => JSON.stringify(f).replace(/"createdAt":\d+/, '"createdAt":1e999');
	breakages['record.updatedAt -Infinity (-1e999)'] = (f) => JSON.stringify(f).replace(/"updatedAt":\d+/, '"updatedAt":-1e999');

	/** Everything the store holds, to compare before and after. */
	async function storeContents() {
		return { list: await listMatches(), kept: await loadMatch('kept'), imp: await loadMatch('imp') };
	}

	it('the unbroken file is accepted (so every refusal below is due to its one change)', async () => {
		expect(parseMatchFile(JSON.stringify(validFile())).ok).toBe(true);
		expect(await importMatchFile(JSON.stringify(validFile()), loader)).toEqual({ ok: true, value: { id: 'imp', outcome: 'imported' } });
	});

	it.each(Object.keys(breakages))('%s', async (name) => {
		const text = breakages[name](validFile());
		expect(text).not.toBe(JSON.stringify(validFile()));
		const parsed = parseMatchFile(text);
		expect(parsed.ok).toBe(false);
		if (!parsed.ok) {
			expect(parsed.reason.cs.length).toBeGreaterThan(5);
			expect(parsed.reason.en.length).toBeGreaterThan(5);
		}

		await saveMatch(record('kept', [add(2)]));
		const before = await storeContents();
		const res = await importMatchFile(text, loader, () => 'copy');
		expect(res.ok).toBe(false);
		expect(await storeContents()).toEqual(before);
		expect(await loadMatch('copy')).toBeUndefined();
	});

	it('accepts the limits themselves: 200-char id, 64-char game and version, 256-char seed, 100-char name, time 0', () => {
		const f = validFile();
		Object.assign(f.record, { id: long(200), rulesVersion: long(64), seed: long(256), createdAt: 0, updatedAt: 0 });
		(f.record.seats as Json[])[0].name = long(100);
		const parsed = parseMatchFile(JSON.stringify(f));
		expect(parsed.ok).toBe(true);
		const g = validFile();
		g.record.game = long(64);
		expect(parsed.ok && parsed.value).toMatchObject({ id: long(200), seed: long(256), createdAt: 0, updatedAt: 0 });
		expect(parseMatchFile(JSON.stringify(g)).ok).toBe(true);
	});

	it('keeps only the known fields of the record, its seats and its log entries', () => {
		const f = validFile();
		Object.assign(f.record, { extra: 'x' });
		(f.record.seats as Json[])[0].admin = true;
		(f.record.log as Json[])[0].note = 'hi';
		const parsed = parseMatchFile(JSON.stringify(f));
		expect(parsed.ok).toBe(true);
		if (!parsed.ok) return;
		expect(Object.keys(parsed.value).sort()).toEqual(['createdAt', 'game', 'id', 'log', 'options', 'rulesVersion', 'seats', 'seed', 'updatedAt']);
		expect(parsed.value.seats[0]).toEqual({ name: 'Jana', kind: 'human' });
		expect(parsed.value.log[0]).toEqual({ seat: 0, action: add(1) });
	});
});

/**
 * The bench's pure parts (issue 28): its command line, and the comparison of a figure measured on a
 * reference build and on this tree (min/median/max per side, new/reference of the medians, "—"),
 * the online round trips read from two pages' logs, and the per-stage table of a traced move.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ARGS, parseBenchArgs, runtimeArgv } from '../../scripts/lib/bench-args';
import { comparisonTable, DASH, FigureSamples, formatNumber, formatRatio, median, percentile, spread } from '../../scripts/lib/bench-compare';
import { roundTrips } from '../../scripts/lib/round-trips';
import { sentAt, stageMedians, traceTable, wireTimes } from '../../scripts/lib/trace-table';
import type { MoveTrace } from '../../src/lib/net/trace';

describe('bench arguments', () => {
	const ok = (argv: string[]) => {
		const r = parseBenchArgs(argv);
		if (!r.ok) throw new Error(r.error);
		return r.value;
	};

	it('keeps the defaults and reads --against, --browser and the counts, also as --flag=value', () => {
		expect(ok([])).toEqual(DEFAULT_ARGS);
		const a = ok(['--against', 'main~5', '--game=mageknight', '--compare-rounds', '4', '--runtime-only', '--browser', '--moves=30', '--cold-starts', '2']);
		expect(a).toMatchObject({ against: 'main~5', game: 'mageknight', compareRounds: 4, runtimeOnly: true, browser: true, moves: 30, coldStarts: 2 });
		expect(ok(['--seed', 'a=b']).seed).toBe('a=b');
	});

	it('refuses unknown flags, missing values, a flag taken for a value, and counts that are not positive integers', () => {
		for (const argv of [['--nope'], ['--against'], ['--against', '--game', 'rivals'], ['--games', '0'], ['--rounds', '1.5'], ['--playouts'], ['--compare-rounds', 'x'], ['games', '3'], ['--toString', '1'], ['--module', 'x.ts', '--against', 'main']])
			expect(parseBenchArgs(argv).ok, argv.join(' ')).toBe(false);
	});

	it('passes the headless flags on to each tree\'s bench as a --runtime-only run of one game', () => {
		const a = ok(['--games', '3', '--mode', 'duel', '--against', 'main']);
		const argv = runtimeArgv(a, 'rivals');
		expect(argv.slice(0, 3)).toEqual(['--runtime-only', '--game', 'rivals']);
		expect(argv).toContain('duel');
		expect(argv).not.toContain('--against');
		expect(parseBenchArgs(argv).ok).toBe(true);
	});
});

describe('comparing a figure', () => {
	it('median, percentile and spread of the finite samples', () => {
		expect(median([3, 1, 2])).toBe(2);
		expect(median([4, 1, 2, 3])).toBe(2.5);
		expect(median([])).toBeNaN();
		const xs = Array.from({ length: 20 }, (_, i) => i + 1);
		expect(percentile(xs, 95)).toBe(19);
		expect(percentile(xs, 100)).toBe(20);
		expect(spread([5, NaN, 1, 3])).toEqual({ n: 3, min: 1, median: 3, max: 5 });
		expect(spread([NaN])).toBeNull();
	});

	it('prints three significant digits and the ratio of the medians new/reference', () => {
		expect([formatNumber(0.041234), formatNumber(4.1234), formatNumber(41.234), formatNumber(412.34), formatNumber(4123.4), formatNumber(0)]).toEqual(['0.0412', '4.12', '41.2', '412', '4123', '0']);
		expect(formatRatio(spread([10, 20, 30]), spread([5, 10, 15]))).toBe('0.50×');
		expect(formatRatio(spread([10]), spread([11]))).toBe('1.10×');
	});

	it('prints "—" where a side has no sample (a game the reference lacks) or the reference is 0', () => {
		expect(formatRatio(null, spread([1]))).toBe(DASH);
		expect(formatRatio(spread([1]), null)).toBe(DASH);
		expect(formatRatio(spread([0]), spread([1]))).toBe(DASH);
		const s = new FigureSamples();
		s.add('ref', 'newgame: apply, median', 'µs', undefined);
		s.add('now', 'newgame: apply, median', 'µs', 12.5);
		s.add('ref', 'first page JS, gzipped', 'KB', 64.8);
		s.add('now', 'first page JS, gzipped', 'KB', 78.9);
		s.add('ref', 'first page JS, gzipped', 'KB', 64.8);
		s.add('now', 'first page JS, gzipped', 'KB', 78.9);
		const table = comparisonTable(s.list(), { ref: 'main~5', now: 'this tree' }).split('\n');
		expect(table).toHaveLength(3);
		expect(table[1]).toMatch(/^newgame: apply, median \(µs\)\s+—\s+12\.5 \/ 12\.5 \/ 12\.5\s+—$/);
		expect(table[2]).toMatch(/64\.8 \/ 64\.8 \/ 64\.8\s+78\.9 \/ 78\.9 \/ 78\.9\s+1\.22×$/);
	});
});

describe('online round trips from two pages\' logs', () => {
	it('the mover is the device whose click came last before the move showed on it; the trip ends when the other page shows it', () => {
		const host = { lens: [[10, 0], [11, 120], [12, 400], [13, 700]] as [number, number][], clicks: [[10, 100], [12, 650], [12, 660]] as [number, number][] };
		const guest = { lens: [[10, 0], [11, 150], [12, 380], [13, 720]] as [number, number][], clicks: [[11, 300], [12, 500]] as [number, number][] };
		expect(roundTrips(host, guest, 10, 13)).toEqual([
			{ by: 'host', seq: 11, own: 20, other: 50 },
			{ by: 'guest', seq: 12, own: 80, other: 100 },
			// The guest's click at 12 (500) came before the host's last (660): the host moved.
			{ by: 'host', seq: 13, own: 40, other: 60 }
		]);
	});

	it('skips a move nobody clicked for, a click after the move showed, and a move one page never showed', () => {
		const host = { lens: [[0, 0], [1, 100], [2, 200]] as [number, number][], clicks: [[0, 150]] as [number, number][] };
		const guest = { lens: [[0, 0], [1, 110]] as [number, number][], clicks: [] as [number, number][] };
		expect(roundTrips(host, guest, 0, 2)).toEqual([]);
	});
});

describe('where the time of a move goes', () => {
	const span = (kind: MoveTrace['kind'], seq: number, startedAt: number, stages: MoveTrace['stages']): MoveTrace => ({ kind, seq, startedAt, stages, total: Object.values(stages).reduce((a, b) => a + b!, 0) });

	it('a span sent its message after the stages up to send; the wire is from there to the other device\'s span start', () => {
		const host = [span('sequence', 5, 1000, { order: 1, apply: 2, hash: 1, store: 4, send: 0.5, render: 10 })];
		const guest = [span('follow', 5, 1010.5, { order: 1, apply: 2 }), span('propose', 6, 2000, { propose: 1, send: 1 }), span('follow', 6, 2010, {})];
		const hostNext = [...host, span('sequence', 6, 2005, { order: 1 })];
		expect(sentAt(host[0])).toBe(1008.5);
		expect(sentAt(guest[0])).toBeUndefined();
		expect(wireTimes(hostNext, guest)).toEqual({ hostToGuest: [2], guestToHost: [3] });
		expect(stageMedians(hostNext)).toMatchObject({ n: 2, order: 1, apply: 2, total: (18.5 + 1) / 2 });
		expect(traceTable(hostNext, guest).split('\n')).toHaveLength(6);
	});
});

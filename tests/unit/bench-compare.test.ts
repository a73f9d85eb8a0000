/**
 * The bench's pure parts (issue 28): its command line, and the comparison of a figure measured on a
 * reference build and on this tree (min/median/max per side, new/reference of the medians, "—").
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ARGS, parseBenchArgs, runtimeArgv } from '../../scripts/lib/bench-args';
import { comparisonTable, DASH, FigureSamples, formatNumber, formatRatio, median, percentile, spread } from '../../scripts/lib/bench-compare';

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

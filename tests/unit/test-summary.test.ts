/**
 * The closing summary of `npm test` (scripts/lib/summary.mjs). The fixtures are
 * real reports, trimmed: vitest 4 run on five small files (one passing with a
 * skipped and a todo test, one failing, one importing a missing module, one
 * throwing while it loads, one whose beforeAll fails) and playwright 1.65 with
 * retries on a spec with a flaky, a failing and a skipped test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { summarizeReports, summaryLines } from '../../scripts/lib/summary.mjs';

const fixture = (name: string) => JSON.parse(fs.readFileSync(path.join(__dirname, '../fixtures/reports', name), 'utf8'));
const vitestReport = () => fixture('vitest.json');
const playwrightReport = () => fixture('playwright.json');

/** A vitest report with only the given files (the top-level counts recomputed by hand). */
function vitestWith(files: string[]) {
	const report = vitestReport();
	report.testResults = report.testResults.filter((f: { name: string }) => files.some((n) => f.name.endsWith('/' + n)));
	return report;
}

describe('npm test summary', () => {
	it('counts a vitest file that could not run as a failure and names it', () => {
		const s = summarizeReports(vitestReport(), null, '/repo');
		// 2 passed (ok, hook's "outside"); 1 failed test + 3 files that did not run.
		expect(s.passed).toBe(2);
		expect(s.failed).toBe(1 + 3);
		// "is skipped", "is todo" and the two tests skipped by the failing hook.
		expect(s.skipped).toBe(4);
		expect(s.flaky).toEqual([]);
		expect(s.problems).toEqual([
			"vitest could not run tests/unit/broken.test.ts: Cannot find module './does-not-exist.mjs' imported from /repo/tests/unit/broken.test.mjs",
			'vitest could not run tests/unit/hook.test.ts: a hook failed, its tests were skipped',
			'vitest could not run tests/unit/throws.test.ts: load-time error'
		]);
	});

	it('an unloadable file alone still makes the run red', () => {
		const report = vitestWith(['ok.test.ts', 'throws.test.ts']);
		Object.assign(report, { numPassedTests: 1, numFailedTests: 0, numPendingTests: 1, numTodoTests: 1, numFailedTestSuites: 1 });
		const s = summarizeReports(report, null);
		expect(s).toMatchObject({ passed: 1, failed: 1, skipped: 2 });
		expect(s.problems).toHaveLength(1);
		expect(s.problems[0]).toMatch(/^vitest could not run \/repo\/tests\/unit\/throws\.test\.ts: load-time error$/);
	});

	it('a file whose tests failed is not named again as unloadable', () => {
		const report = vitestWith(['fail.test.ts']);
		Object.assign(report, { numPassedTests: 0, numFailedTests: 1, numPendingTests: 0, numTodoTests: 0, numFailedTestSuites: 1 });
		expect(summarizeReports(report, null)).toEqual({ passed: 0, failed: 1, skipped: 0, flaky: [], problems: [] });
	});

	it('falls back on numFailedTestSuites when a report has no per-file results', () => {
		const report = { numPassedTests: 3, numFailedTests: 0, numFailedTestSuites: 2, testResults: [] };
		const s = summarizeReports(report, null);
		expect(s.failed).toBe(2);
		expect(s.problems).toEqual(['vitest reports 2 failed suite(s) but no failed test']);
	});

	it('a green vitest report gives no problem', () => {
		const report = vitestWith(['ok.test.ts']);
		Object.assign(report, { numPassedTests: 1, numFailedTests: 0, numPendingTests: 1, numTodoTests: 1, numFailedTestSuites: 0 });
		expect(summarizeReports(report, null)).toEqual({ passed: 1, failed: 0, skipped: 2, flaky: [], problems: [] });
	});

	it('counts playwright: flaky passed (and named), failed, skipped', () => {
		const s = summarizeReports(null, playwrightReport());
		// expected 2 (passes, group › inner) + flaky 1; unexpected 1; skipped 1.
		expect(s).toEqual({ passed: 3, failed: 1, skipped: 1, flaky: ['a.spec.ts › flaky'], problems: [] });
	});

	it('names flaky tests inside describe blocks, with their project', () => {
		const report = playwrightReport();
		const inner = report.suites[0].suites[0].specs[0];
		inner.tests[0].status = 'flaky';
		inner.tests[0].projectName = 'chromium';
		expect(summarizeReports(null, report).flaky).toEqual(['a.spec.ts › flaky', 'a.spec.ts › group › inner [chromium]']);
	});

	it('a playwright error outside tests (a spec that does not load) is a failure', () => {
		// The shape playwright writes when a spec imports a missing module: no suites, no tests.
		const report = {
			suites: [],
			errors: [{ message: "Error: Cannot find module '/repo/e2e/nope.mjs' imported from /repo/e2e/b.spec.ts", stack: '…' }],
			stats: { startTime: '2026-11-23T07:01:10.880Z', duration: 416, expected: 0, skipped: 0, unexpected: 0, flaky: 0 }
		};
		const s = summarizeReports(null, report);
		expect(s.failed).toBe(1);
		expect(s.problems).toEqual(["playwright error outside tests: Error: Cannot find module '/repo/e2e/nope.mjs' imported from /repo/e2e/b.spec.ts"]);
	});

	it('sums both reports; missing reports add nothing', () => {
		const s = summarizeReports(vitestReport(), playwrightReport(), '/repo');
		expect(s).toMatchObject({ passed: 5, failed: 5, skipped: 5, flaky: ['a.spec.ts › flaky'] });
		expect(summarizeReports(null, null)).toEqual({ passed: 0, failed: 0, skipped: 0, flaky: [], problems: [] });
	});

	it('ends with the line CI reads, flaky tests named just before it', () => {
		const lines = summaryLines(summarizeReports(vitestReport(), playwrightReport(), '/repo'));
		expect(lines.at(-1)).toBe('tests: 5 passed, 5 failed, 5 skipped');
		expect(lines.at(-1)).toMatch(/^tests: \d+ passed, \d+ failed(, \d+ skipped)?$/);
		expect(lines.at(-2)).toBe('flaky: 1 passed only on retry: a.spec.ts › flaky');
		expect(lines.slice(0, 3).every((l) => l.startsWith('problem: vitest could not run '))).toBe(true);
		expect(summaryLines({ passed: 7, failed: 0, skipped: 0, flaky: [], problems: [] })).toEqual(['tests: 7 passed, 0 failed, 0 skipped']);
	});
});

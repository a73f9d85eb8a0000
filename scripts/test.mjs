#!/usr/bin/env node
/**
 * `npm test`: install what is missing (npm ci, Debian chromium), then
 *   1. vitest run        (unit + fuzz)
 *   1b. svelte-check      (types of app, tests and tools)
 *   2. vite build        (and the fixture app: tests/fixtures/vite.lanterns.config.ts → build-fixture/)
 *   3. playwright test   (e2e against the built app and its real service worker)
 * Output is streamed. The last line is `tests: N passed, M failed, K skipped`
 * summed over vitest and playwright (read from their JSON reports in
 * test-results/ by lib/summary.mjs: a test file that does not load counts as a
 * failure and is named in a `problem:` line; tests that passed only on retry
 * are named in a `flaky:` line). Exits non-zero if anything failed, a step
 * broke, or no test ran at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, ensureDeps, ensureChromium, run, log, bin } from './lib/setup.mjs';
import { summarizeReports, summaryLines } from './lib/summary.mjs';

const RESULTS = path.join(ROOT, 'test-results');
const VITEST_JSON = path.join(RESULTS, 'vitest.json');
const PLAYWRIGHT_JSON = path.join(RESULTS, 'playwright.json');

const started = Date.now();
/** Problems of the steps themselves (the reports add their own). */
const problems = [];
const timings = [];

function readJson(file) {
	try {
		return JSON.parse(fs.readFileSync(file, 'utf8'));
	} catch {
		return null;
	}
}

async function step(name, fn) {
	const t0 = Date.now();
	const result = await fn();
	timings.push(`${name} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
	return result;
}

function finish() {
	const secs = ((Date.now() - started) / 1000).toFixed(1);
	const summary = summarizeReports(readJson(VITEST_JSON), readJson(PLAYWRIGHT_JSON), ROOT);
	summary.problems.unshift(...problems);
	if (summary.passed + summary.failed === 0 && summary.problems.length === 0) summary.problems.push('no tests ran');
	console.log('');
	console.log(`time: ${secs} s (${timings.join(', ')})`);
	for (const line of summaryLines(summary)) console.log(line);
	process.exit(summary.failed > 0 || summary.problems.length > 0 || summary.passed === 0 ? 1 : 0);
}

fs.mkdirSync(RESULTS, { recursive: true });
for (const f of [VITEST_JSON, PLAYWRIGHT_JSON]) fs.rmSync(f, { force: true });

if (!(await step('install', ensureDeps))) {
	problems.push('npm ci failed');
	finish();
}
const haveBrowser = await step('chromium', ensureChromium);
if (!haveBrowser) problems.push('chromium is missing: e2e tests skipped');

// 1. Unit + fuzz tests.
log('vitest run');
const vitestCode = await step('vitest', () =>
	run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`])
);
const vitest = readJson(VITEST_JSON);
if (vitest) {
	// A red exit with a green report: errors outside tests (e.g. an unhandled rejection).
	if (vitestCode !== 0 && vitest.success !== false)
		problems.push(`vitest exited with code ${vitestCode} (errors outside tests?)`);
} else {
	problems.push(`vitest wrote no report (exit code ${vitestCode})`);
}

// 1b. Types: a type error is a failure even when every test passes.
log('svelte-check');
const checkCode = await step('svelte-check', async () => {
	const sync = await run(bin('svelte-kit'), ['sync']);
	return sync !== 0 ? sync : run(bin('svelte-check'), ['--tsconfig', './tsconfig.json', '--output', 'human']);
});
if (checkCode !== 0) problems.push(`svelte-check found type errors (exit code ${checkCode})`);

// 2. Build.
log('vite build');
const buildCode = await step('build', () => run(bin('vite'), ['build']));
if (buildCode !== 0) problems.push(`vite build failed (exit code ${buildCode}): e2e tests skipped`);
// 2b. The fixture app: the Lanterns fixture game added by one manifest line (e2e project "fixture").
log('vite build (fixture app)');
fs.rmSync(path.join(ROOT, 'build-fixture'), { recursive: true, force: true });
const fixtureCode = await step('fixture build', () =>
	run(bin('vite'), ['build', '-c', 'tests/fixtures/vite.lanterns.config.ts', '--logLevel', 'warn'], { env: { ...process.env, DESKOVKY_OUT: 'build-fixture' } })
);
if (fixtureCode !== 0) problems.push(`the fixture app build failed (exit code ${fixtureCode})`);

// 3. End-to-end tests against the build.
if (buildCode === 0 && haveBrowser) {
	log('playwright test');
	const pwCode = await step('playwright', () =>
		run(bin('playwright'), ['test'])
	);
	const pw = readJson(PLAYWRIGHT_JSON);
	if (pw?.stats) {
		if (pwCode !== 0 && !pw.stats.unexpected && !pw.errors?.length) problems.push(`playwright exited with code ${pwCode}`);
	} else {
		problems.push(`playwright wrote no report (exit code ${pwCode})`);
	}
}

finish();

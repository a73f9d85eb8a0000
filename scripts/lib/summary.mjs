/**
 * What `npm test` reports at the end, read from vitest's and playwright's JSON
 * reports. A test that did not run must not vanish from the count: a vitest
 * file that failed to load (or whose hooks failed) is a failure, and a
 * playwright error outside tests (a spec that does not load) is one too.
 * Skipped tests and tests that passed only on a retry are counted separately.
 */
import path from 'node:path';

/**
 * @typedef {{ passed: number, failed: number, skipped: number, flaky: string[], problems: string[] }} Summary
 * The parts of the reports read here (vitest 4 `--reporter=json`, playwright's json reporter):
 * @typedef {{ status?: string }} VitestTest
 * @typedef {{ name: string, status?: string, message?: string, assertionResults?: VitestTest[] }} VitestFile
 * @typedef {{ numPassedTests?: number, numFailedTests?: number, numPendingTests?: number, numTodoTests?: number,
 *   numFailedTestSuites?: number, testResults?: VitestFile[] }} VitestReport
 * @typedef {{ title?: string, specs?: { title: string, tests?: { status?: string, projectName?: string }[] }[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 * @typedef {{ stats?: { expected?: number, unexpected?: number, skipped?: number, flaky?: number },
 *   errors?: { message?: string }[], suites?: PlaywrightSuite[] }} PlaywrightReport
 */

/** @param {unknown} text */
const firstLine = (text) => String(text ?? '').split('\n')[0].trim();

/**
 * Sums the two reports (either may be null: that step did not run or wrote nothing).
 * `root` shortens file names in the messages.
 * @param {VitestReport | null} vitest
 * @param {PlaywrightReport | null} playwright
 * @param {string} [root]
 * @returns {Summary}
 */
export function summarizeReports(vitest, playwright, root = '') {
	/** @type {Summary} */
	const total = { passed: 0, failed: 0, skipped: 0, flaky: [], problems: [] };
	if (vitest) addVitest(total, vitest, root);
	if (playwright) addPlaywright(total, playwright);
	return total;
}

/** @param {Summary} total @param {VitestReport} report @param {string} root */
function addVitest(total, report, root) {
	total.passed += report.numPassedTests ?? 0;
	total.failed += report.numFailedTests ?? 0;
	total.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);

	// vitest marks a file 'failed' when it did not load (no tests at all) or a
	// hook failed (its tests skipped); neither shows up in numFailedTests.
	let brokenFiles = 0;
	for (const file of report.testResults ?? []) {
		const tests = file.assertionResults ?? [];
		if (file.status !== 'failed' || tests.some((t) => t.status === 'failed')) continue;
		brokenFiles++;
		const name = root ? path.relative(root, file.name) : file.name;
		const why = firstLine(file.message) || (tests.length ? 'a hook failed, its tests were skipped' : 'no test ran');
		total.problems.push(`vitest could not run ${name}: ${why}`);
	}
	total.failed += brokenFiles;

	// Safety net for a report without per-file results.
	const failedSuites = report.numFailedTestSuites ?? 0;
	if (failedSuites > 0 && brokenFiles === 0 && !report.numFailedTests) {
		total.failed += failedSuites;
		total.problems.push(`vitest reports ${failedSuites} failed suite(s) but no failed test`);
	}
}

/** @param {Summary} total @param {PlaywrightReport} report */
function addPlaywright(total, report) {
	const stats = report.stats ?? {};
	// A flaky test passed in the end: counted as passed and named separately.
	total.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
	total.failed += stats.unexpected ?? 0;
	total.skipped += stats.skipped ?? 0;
	total.flaky.push(...flakyTests(report.suites ?? []));
	// Errors outside tests (a spec that fails to load stops the whole run).
	for (const error of report.errors ?? []) {
		total.failed++;
		total.problems.push(`playwright error outside tests: ${firstLine(error.message)}`);
	}
}

/**
 * Names ("file › describe › title [project]") of the tests playwright marked flaky.
 * @param {PlaywrightSuite[]} suites
 * @param {string[]} [titles]
 * @returns {string[]}
 */
function flakyTests(suites, titles = []) {
	/** @type {string[]} */
	const out = [];
	for (const suite of suites) {
		const here = suite.title ? [...titles, suite.title] : titles;
		for (const spec of suite.specs ?? [])
			for (const test of spec.tests ?? [])
				if (test.status === 'flaky')
					out.push([...here, spec.title].join(' › ') + (test.projectName ? ` [${test.projectName}]` : ''));
		out.push(...flakyTests(suite.suites ?? [], here));
	}
	return out;
}

/**
 * The closing lines: problems, flaky tests by name, then the line CI reads,
 * exactly `tests: N passed, M failed, K skipped`.
 * @param {Summary} summary
 */
export function summaryLines(summary) {
	const lines = summary.problems.map((p) => `problem: ${p}`);
	if (summary.flaky.length)
		lines.push(`flaky: ${summary.flaky.length} passed only on retry: ${summary.flaky.join('; ')}`);
	lines.push(`tests: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`);
	return lines;
}

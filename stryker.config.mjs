// @ts-check
/**
 * Mutation testing of the kernel and the network session: `npm run mutate`.
 * Narrow it with `npm run mutate -- --mutate src/lib/engine/match.ts`.
 * Not part of `npm test` (minutes, not seconds). The score is printed at the
 * end (clear-text reporter); the HTML/JSON reports go to reports/mutation/.
 *
 * StrykerJS 9.6.1, not 10.x: 10 refuses to start on Node 20, which is what
 * these machines and CI run.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
	testRunner: 'vitest',
	vitest: {
		// Only the relevant unit tests (see that file); every mutated file is
		// imported by them, but not always directly, so no `related` filtering.
		configFile: 'vitest.mutate.config.ts',
		related: false
	},
	mutate: ['src/lib/engine/**/*.ts', 'src/lib/net/session.ts', 'src/lib/net/protocol.ts'],
	// Run only the tests that cover a mutant: the difference between minutes and hours.
	coverageAnalysis: 'perTest',
	// A mutant in a module-level constant would need every test re-run; such
	// mutants (texts, tables) are reported as ignored instead.
	ignoreStatic: true,
	// The machines have 2 cores.
	concurrency: 2,
	// A mutant that makes a loop endless (or a network test wait forever) times out:
	// allowed time = 1.5 x the test's own time + 10 s.
	timeoutFactor: 1.5,
	timeoutMS: 10_000,
	reporters: ['clear-text', 'progress', 'html', 'json'],
	htmlReporter: { fileName: 'reports/mutation/index.html' },
	jsonReporter: { fileName: 'reports/mutation/mutation.json' },
	clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
	tempDirName: '.stryker-tmp',
	cleanTempDir: true
};

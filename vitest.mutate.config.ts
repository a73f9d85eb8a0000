/**
 * Vitest config for mutation testing only (`npm run mutate`, stryker.config.mjs):
 * the unit tests that exercise the kernel, the network session and the store,
 * not the long Rivals fuzz files, so each mutant is judged in seconds.
 * No PWA plugin: the tests need only SvelteKit's `$lib` alias.
 */
import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	plugins: [sveltekit()],
	test: {
		include: [
			'tests/unit/kernel-*.test.ts',
			'tests/unit/net-*.test.ts',
			'tests/unit/store.test.ts',
			'tests/unit/determinism.test.ts'
		],
		environment: 'node',
		testTimeout: 120_000
	}
});

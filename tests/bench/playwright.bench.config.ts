import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';

/**
 * The browser bench (scripts/bench-browser.ts runs it: `npm run bench -- --browser`): Debian's
 * chromium with the e2e tests' flags (WebRTC between two contexts on loopback), against the servers
 * the script started (BENCH_TARGETS); no webServer here.
 */
const executablePath = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => fs.existsSync(p));

export default defineConfig({
	testDir: '.',
	testMatch: /browser\.bench\.ts$/,
	outputDir: '../../test-results/bench-browser',
	fullyParallel: false,
	workers: 1,
	retries: 0,
	timeout: 300_000,
	expect: { timeout: 15_000 },
	reporter: [['list']],
	use: {
		...devices['Desktop Chrome'],
		viewport: { width: 1280, height: 800 },
		locale: 'cs-CZ',
		timezoneId: 'Europe/Prague',
		permissions: ['camera', 'microphone'],
		serviceWorkers: 'allow',
		reducedMotion: 'reduce',
		launchOptions: {
			executablePath,
			args: [
				'--headless',
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				'--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
				'--allow-loopback-in-peer-connection'
			]
		}
	}
});

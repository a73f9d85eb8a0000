import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';

/**
 * End-to-end tests against the production build (made by `npm test` before this
 * runs) served by scripts/serve.mjs, with the real service worker.
 * Browser: Debian's chromium (see shared/notes/platform.md); no downloads.
 */
const CI = !!process.env.CI;
const PORT = Number(process.env.E2E_PORT ?? 4180);
const BASE_URL = `http://127.0.0.1:${PORT}`;

/** The fixture app (the Lanterns game added by one manifest line), built by `npm test` into build-fixture/. */
const FIXTURE_DIR = 'build-fixture';
const FIXTURE_PORT = PORT + 1;
const haveFixture = fs.existsSync(`${FIXTURE_DIR}/index.html`);

/** This machine's LAN address (tests/e2e/lan.spec.ts opens the app on it as a phone would). */
const LAN_IP = Object.values(os.networkInterfaces())
	.flat()
	.find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

const executablePath = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => fs.existsSync(p));

const launchOptions = {
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
		// No DNS lookups into the closed network: test URLs use 127.0.0.1/localhost (and this machine's LAN address).
		`--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1${LAN_IP ? ` , EXCLUDE ${LAN_IP}` : ''}`,
		// WebRTC between two contexts on a loopback-only machine (with the permissions below).
		'--allow-loopback-in-peer-connection'
		// Never --enable-features/--disable-features: Playwright passes its own list.
	]
};

const shared = {
	baseURL: BASE_URL,
	locale: 'cs-CZ',
	timezoneId: 'Europe/Prague',
	permissions: ['camera', 'microphone'],
	serviceWorkers: 'allow' as const,
	launchOptions,
	screenshot: 'only-on-failure' as const,
	// Tracing snapshots the whole DOM at every action and doubled the time of a long clicked
	// match (measured: the Duel against the bot 50 s without, 102 s with): only a retry records it.
	// Locally: `npx playwright test --trace on` when a trace is wanted.
	trace: 'on-first-retry' as const,
	// The board animates what changes (issue 11); Playwright waits for a moving element to stand
	// still before each click, which made the clicked matches about 1.5x slower. The tests check
	// behaviour, so they run with reduced motion; board-screen.spec.ts checks the motion itself.
	reducedMotion: 'reduce' as const
};

export default defineConfig({
	testDir: 'tests/e2e',
	outputDir: 'test-results/playwright',
	fullyParallel: false,
	forbidOnly: CI,
	workers: CI ? 1 : 2,
	retries: CI ? 1 : 0,
	timeout: 30_000,
	expect: { timeout: 10_000 },
	reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
	use: shared,
	projects: [
		...(haveFixture
			? [
					{
						name: 'fixture',
						testMatch: /fixture-app\.spec\.ts/,
						use: { ...devices['Desktop Chrome'], ...shared, baseURL: `http://127.0.0.1:${FIXTURE_PORT}`, viewport: { width: 1280, height: 800 } }
					}
				]
			: []),
		{
			name: 'phone',
			testIgnore: /fixture-app\.spec\.ts/,
			use: {
				...devices['Pixel 7'],
				...shared,
				defaultBrowserType: 'chromium',
				viewport: { width: 390, height: 844 },
				deviceScaleFactor: 2,
				isMobile: true,
				hasTouch: true
			}
		},
		{
			name: 'desktop',
			testIgnore: /fixture-app\.spec\.ts/,
			use: {
				...devices['Desktop Chrome'],
				...shared,
				viewport: { width: 1280, height: 800 }
			}
		}
	],
	webServer: [
		{
			command: `node scripts/serve.mjs --port ${PORT} --host 127.0.0.1`,
			url: `${BASE_URL}/`,
			// Never reuse: sirv indexes build/ at start, so an old server would serve an old build.
			reuseExistingServer: false,
			timeout: 30_000,
			stdout: 'pipe' as const,
			stderr: 'pipe' as const
		},
		...(haveFixture
			? [
					{
						command: `node scripts/serve.mjs --port ${FIXTURE_PORT} --host 127.0.0.1 --dir ${FIXTURE_DIR}`,
						url: `http://127.0.0.1:${FIXTURE_PORT}/`,
						reuseExistingServer: false,
						timeout: 30_000,
						stdout: 'pipe' as const,
						stderr: 'pipe' as const
					}
				]
			: [])
	]
});

/**
 * The browser bench's measurements (run by scripts/bench-browser.ts with BENCH_* in the environment;
 * not part of `npm test`). For each round, for each target in order (the reference first when there
 * is one, so runs alternate ref, new, ref, new …):
 *  - online: a host and a guest (two contexts) play a Rivals introductory match over the real
 *    PeerServer of scripts/serve.mjs on loopback, each its own seat by the e2e clicking policy, for
 *    BENCH_MOVES moves; both pages log clicks and data-length changes (scripts/lib/round-trips.ts);
 *  - cold start: the home page under a service worker, network off (context.setOffline), reloaded
 *    BENCH_COLD times; in the page, ms from the navigation's start to the first enabled control
 *    (button, select, input or link: the app renders on the client only, so it is live) and to the
 *    new-match form's start button enabled.
 * After the rounds, one more online match on this tree with the move trace on (localStorage
 * deskovkyTrace) for the per-stage table. Each result is one JSON line appended to BENCH_OUT.
 */
import { test, type Browser } from '@playwright/test';
import fs from 'node:fs';
import { hostRivalsRoom, installLengthProbe, joinByLink, lengthProbe, playAll, sameLength, startOnline, takeSeat, type Device } from '../e2e/net-helpers';
import { waitForServiceWorkerControl } from '../e2e/helpers';

interface Target {
	side: 'ref' | 'now';
	url: string;
}
const targets: Target[] = JSON.parse(process.env.BENCH_TARGETS ?? '[]');
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const moves = Number(process.env.BENCH_MOVES ?? 50);
const colds = Number(process.env.BENCH_COLD ?? 5);
const out = process.env.BENCH_OUT ?? 'test-results/bench-browser.jsonl';

const append = (o: object) => fs.appendFileSync(out, JSON.stringify(o) + '\n');

async function device(browser: Browser, url: string, name: string, trace: boolean): Promise<Device> {
	const context = await browser.newContext({ baseURL: url });
	if (trace) await context.addInitScript(() => localStorage.setItem('deskovkyTrace', '1'));
	const page = await context.newPage();
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
	return { name, context, page, errors };
}

async function online(browser: Browser, t: Target, round: number, trace: boolean) {
	const a = await device(browser, t.url, 'Alena', trace);
	const b = await device(browser, t.url, 'Bohouš', trace);
	try {
		const { link } = await hostRivalsRoom(a);
		await joinByLink(b, link);
		await takeSeat(b, 1);
		await startOnline(a, [a, b]);
		await Promise.all([installLengthProbe(a.page), installLengthProbe(b.page)]);
		const start = await sameLength([a.page, b.page]);
		await playAll([a, b], { stopAt: start + moves, deadline: Date.now() + 240_000 });
		const end = await sameLength([a.page, b.page]);
		const [host, guest] = await Promise.all([lengthProbe(a.page), lengthProbe(b.page)]);
		const traces = trace
			? await Promise.all([a, b].map((d) => d.page.evaluate(() => (window as unknown as { __deskovkyTrace?: { moves: unknown[] } }).__deskovkyTrace?.moves ?? [])))
			: null;
		append({ kind: trace ? 'traced' : 'online', side: t.side, round, start, end, host, guest, traces, errors: [...a.errors, ...b.errors] });
	} finally {
		await Promise.all([a.context.close(), b.context.close()]);
	}
}

/** In every document of the context: when the first enabled control and the form's start button appear (ms since navigation start). */
function probeFirstControl(): void {
	const w = window as unknown as { __firstControl?: number; __formReady?: number };
	const check = () => {
		if (w.__firstControl === undefined && document.querySelector('button:not([disabled]), select:not([disabled]), input:not([disabled]), a[href]')) w.__firstControl = performance.now();
		const start = document.querySelector<HTMLButtonElement>('[data-testid="start-match"]');
		if (w.__formReady === undefined && start && !start.disabled) {
			w.__formReady = performance.now();
			observer.disconnect();
		}
	};
	const observer = new MutationObserver(check);
	observer.observe(document, { childList: true, subtree: true, attributes: true });
}

async function coldStart(browser: Browser, t: Target, round: number) {
	const context = await browser.newContext({ baseURL: t.url });
	try {
		await context.addInitScript(probeFirstControl);
		const page = await context.newPage();
		await page.goto('/');
		await page.waitForFunction(() => (window as unknown as { __formReady?: number }).__formReady !== undefined);
		await waitForServiceWorkerControl(page);
		await context.setOffline(true);
		const samples: { firstControl: number; formReady: number; controlled: boolean }[] = [];
		for (let i = 0; i < colds; i++) {
			await page.reload();
			await page.waitForFunction(() => (window as unknown as { __formReady?: number }).__formReady !== undefined, undefined, { timeout: 15_000 });
			samples.push(
				await page.evaluate(() => {
					const w = window as unknown as { __firstControl: number; __formReady: number };
					return { firstControl: w.__firstControl, formReady: w.__formReady, controlled: !!navigator.serviceWorker.controller };
				})
			);
		}
		append({ kind: 'cold', side: t.side, round, samples });
	} finally {
		await context.close();
	}
}

for (let round = 0; round < rounds; round++) {
	for (const t of targets) {
		test(`round ${round + 1}: ${t.side}: online round trips`, async ({ browser }) => online(browser, t, round, false));
		test(`round ${round + 1}: ${t.side}: offline cold start`, async ({ browser }) => coldStart(browser, t, round));
	}
}
const now = targets.find((t) => t.side === 'now');
if (now) test('this tree, traced: where the time of a move goes', async ({ browser }) => online(browser, now, rounds, true));

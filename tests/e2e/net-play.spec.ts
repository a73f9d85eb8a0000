/**
 * Online Rivals matches between browser contexts (one context = one device)
 * over real WebRTC through the app's own PeerServer (scripts/serve.mjs,
 * /peerjs), with the real IndexedDB and service worker. All pages use
 * `?netTimings=fast` (ping 0.5 s, stale 1.5 s, host gone 3 s).
 *
 * Peer-to-peer tests run in the desktop project only (several browser
 * contexts each; the phone project would double the CI time for no new
 * coverage of the protocol).
 */
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {
	endScores,
	expectSameRecord,
	hostRivalsRoom,
	joinByLink,
	newDevice,
	playAll,
	startOnline,
	takeSeat,
	type Device
} from './net-helpers';

test.describe.configure({ mode: 'serial' });
// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument destructured
test.beforeEach(({}, testInfo) => {
	test.skip(testInfo.project.name !== 'desktop', 'P2P tests run in the desktop project only (CI time)');
});

const bench: Record<string, unknown> = {};

async function closeAll(devs: Device[]): Promise<void> {
	await Promise.all(devs.map((d) => d.context.close().catch(() => undefined)));
}

test('two devices play a whole Rivals intro match online and end identical', async ({ browser }, testInfo) => {
	test.setTimeout(150_000);
	const a = await newDevice(browser, 'Alena');
	const b = await newDevice(browser, 'Bohouš');
	try {
		const { link } = await hostRivalsRoom(a);
		const join = await joinByLink(b, link);
		await takeSeat(b, 1);
		await expect(a.page.locator('[data-testid="room-seat"][data-seat="1"]')).toContainText('Bohouš');
		const toMatch = await startOnline(a, [a, b]);
		const started = Date.now();
		const [pa, pb] = await playAll([a, b], { deadline: started + 110_000 });
		const took = Date.now() - started;
		expect(pa.over && pb.over, `both devices reach the end screen (A over=${pa.over}, B over=${pb.over})`).toBe(true);
		const len = await expectSameRecord([a.page, b.page]);
		const [sa, sb] = await Promise.all([endScores(a.page), endScores(b.page)]);
		expect(Object.keys(sa).sort()).toEqual(['Alena', 'Bohouš']);
		expect(sb).toEqual(sa);
		expect(Math.max(...Object.values(sa))).toBeGreaterThanOrEqual(7);
		expect([...a.errors, ...b.errors]).toEqual([]);
		const figures = {
			joinLinkToForm: join.toForm,
			joinLinkToRoom: join.toRoom,
			startToMatchHost: toMatch[0],
			startToMatchGuest: toMatch[1],
			matchLength: len,
			actionsA: pa.acted.length,
			actionsB: pb.acted.length,
			matchSeconds: +(took / 1000).toFixed(1),
			scores: sa
		};
		bench.fullMatch = figures;
		testInfo.annotations.push({ type: 'full match', description: JSON.stringify(figures) });
	} finally {
		await closeAll([a, b]);
	}
});

test.afterAll(() => {
	if (!Object.keys(bench).length) return;
	const file = path.join('test-results', 'net-bench.json');
	fs.mkdirSync(path.dirname(file), { recursive: true });
	const old = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
	fs.writeFileSync(file, JSON.stringify({ ...old, ...bench, at: new Date().toISOString() }, null, 2));
	console.log(`net bench → ${file}\n${JSON.stringify(bench, null, 2)}`);
});

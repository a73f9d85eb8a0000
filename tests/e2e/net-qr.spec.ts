/**
 * Pairing by QR with no server at all (issue 10, points 4 and 6): two browser
 * contexts whose signalling settings point at a dead port and whose requests to
 * /peerjs (HTTP and WebSocket) are cut off. The host first tries an online room
 * and is told which server failed, hosts without a server instead, and the two
 * devices pair by exchanging the offer and answer texts through the paste box
 * (instead of a camera picture); then a whole Rivals intro match is played.
 */
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { endScores, expectSameRecord, FAST, matchLen, newDevice, playAll, startOnline, takeSeat, type Device } from './net-helpers';

// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument destructured
test.beforeEach(({}, testInfo) => {
	test.skip(testInfo.project.name !== 'desktop', 'P2P tests run in the desktop project only (CI time)');
});

/** A signalling server nobody listens on (port 9, "discard", is closed here). */
const DEAD = { v: 1, host: '127.0.0.1', port: 9, path: '/', secure: false, iceServers: [] };
/** The pairing dialog open on this page (a page may hold several closed ones). */
const dlg = (page: Page) => page.locator('dialog[open][data-testid="pair-dialog"]');
const SHOTS = path.join('test-results', 'qr-pairing');

/** A device with the dead signalling setting and every /peerjs request and WebSocket cut off (and counted). */
async function serverlessDevice(browser: Parameters<typeof newDevice>[0], name: string): Promise<Device & { serverHits: string[] }> {
	const dev = await newDevice(browser, name);
	const serverHits: string[] = [];
	await dev.context.addInitScript((dead) => localStorage.setItem('deskovky:signaling', JSON.stringify(dead)), DEAD);
	await dev.context.route(/\/peerjs/, (route) => {
		serverHits.push(route.request().url());
		return route.abort();
	});
	await dev.context.routeWebSocket(/.*/, (ws) => {
		serverHits.push(ws.url());
		return ws.close();
	});
	return { ...dev, serverHits };
}

async function setRivalsForm(page: Page, seats: { name: string; kind: 'human' | 'bot' }[]): Promise<void> {
	await page.goto(`/?${FAST}`);
	await expect(page.getByTestId('new-match-form')).toBeVisible();
	await page.getByTestId('new-game').selectOption('rivals');
	await page.getByTestId('new-mode').selectOption('intro');
	for (let i = 0; i < seats.length; i++) {
		await page.getByTestId(`seat-${i}-${seats[i].kind}`).click();
		await page.getByTestId(`seat-name-${i}`).fill(seats[i].name);
	}
}

/** Host hands its offer to the guest, the guest its answer back, all as pasted text; returns when both are connected. */
async function pair(host: Page, guest: Page, guestName: string, o: { guestJoins: boolean; shot?: string }): Promise<void> {
	const dialog = dlg(host);
	await expect(dialog.getByTestId('pair-offer-text')).not.toHaveValue('', { timeout: 10_000 });
	const offer = await dialog.getByTestId('pair-offer-text').inputValue();
	expect(offer).toMatch(/^DK1[A-Za-z0-9_-]+$/);
	const g = dlg(guest);
	await expect(g).toBeVisible();
	if (o.guestJoins) await g.getByTestId('pair-name').fill(guestName);
	await g.getByTestId('qr-paste').fill(offer);
	await g.getByTestId('qr-paste-use').click();
	await expect(g.getByTestId('pair-answer-text')).not.toHaveValue('', { timeout: 10_000 });
	const answer = await g.getByTestId('pair-answer-text').inputValue();
	if (o.shot) {
		fs.mkdirSync(SHOTS, { recursive: true });
		await guest.screenshot({ path: path.join(SHOTS, `guest-answer-${o.shot}.png`) });
	}
	expect(answer).toMatch(/^DK1[A-Za-z0-9_-]+$/);
	await dialog.getByTestId('qr-paste').fill(answer);
	await dialog.getByTestId('qr-paste-use').click();
	await expect(dialog.getByTestId('pair-done')).toBeVisible({ timeout: 20_000 });
	console.log(`QR pairing codes: offer ${offer.length} characters, answer ${answer.length}`);
}

test('two devices with no server pair by QR (pasted codes) and play a whole Rivals intro match', async ({ browser }, testInfo) => {
	test.setTimeout(180_000);
	const a = await serverlessDevice(browser, 'Alena');
	const b = await serverlessDevice(browser, 'Bohouš');
	try {
		// Point 6: an online room says which signalling server failed and offers pairing by QR.
		await setRivalsForm(a.page, [
			{ name: 'Alena', kind: 'human' },
			{ name: 'Bohouš', kind: 'human' }
		]);
		await a.page.getByTestId('where-online').click();
		await expect(a.page.getByTestId('signaling-info')).toContainText('ws://127.0.0.1:9/');
		await a.page.getByTestId('start-match').click();
		const err = a.page.getByTestId('new-match-error');
		await expect(err).toContainText('ws://127.0.0.1:9/', { timeout: 30_000 });
		await expect(err).toContainText(/vaše nastavení/);
		await expect(err).toContainText(/QR/);
		// That attempt did reach for the dead server (so the interception below is real); from here on nothing may.
		expect(a.serverHits.length, 'the online attempt tried the signalling server').toBeGreaterThan(0);
		a.serverHits.length = 0;
		const socketsBefore = await a.page.evaluate(() => (window as unknown as { __ws: unknown[] }).__ws.length);
		// Hosting without a server from that message.
		await a.page.getByTestId('host-qr-instead').click();
		await a.page.waitForURL((u) => u.pathname === '/room' && u.searchParams.get('pair') === '1');
		await expect(a.page.getByTestId('room-serverless')).toBeVisible();
		await expect(a.page.getByTestId('room-link')).toHaveCount(0);
		// The pairing dialog opened by itself; it is closed here and opened by its button, to time the pairing.
		await expect(dlg(a.page)).toBeVisible();
		await expect(a.page.getByTestId('pair-qr')).toBeVisible({ timeout: 10_000 });
		await dlg(a.page).getByTestId('dialog-close').click();
		await expect(dlg(a.page)).toHaveCount(0);

		await b.page.goto(`/?${FAST}`);
		await b.page.getByTestId('join-qr').click();

		const t0 = Date.now();
		await a.page.getByTestId('room-pair').click();
		await pair(a.page, b.page, 'Bohouš', { guestJoins: true, shot: '1280x800' });
		await b.page.waitForURL((u) => u.pathname === '/room');
		await expect(b.page.getByTestId('room-seats')).toBeVisible({ timeout: 15_000 });
		await expect(a.page.locator('[data-testid="room-device"][data-status="connected"]')).toHaveCount(2);
		await expect(b.page.locator('[data-testid="room-device"][data-status="connected"]')).toHaveCount(2);
		const pairingMs = Date.now() - t0;
		console.log(`QR pairing time (host opens the pairing dialog → both devices connected): ${pairingMs} ms`);
		testInfo.annotations.push({ type: 'QR pairing ms', description: String(pairingMs) });
		await a.page.getByTestId('pair-finish').click();

		await takeSeat(b, 1);
		await expect(a.page.locator('[data-testid="room-seat"][data-seat="1"]')).toContainText('Bohouš');
		await startOnline(a, [a, b]);
		const started = Date.now();
		const [pa, pb] = await playAll([a, b], { deadline: started + 120_000 });
		expect(pa.over && pb.over, `both devices reach the end screen (A over=${pa.over}, B over=${pb.over})`).toBe(true);
		const len = await expectSameRecord([a.page, b.page]);
		const [sa, sb] = await Promise.all([endScores(a.page), endScores(b.page)]);
		expect(Object.keys(sa).sort()).toEqual(['Alena', 'Bohouš']);
		expect(sb).toEqual(sa);
		expect(Math.max(...Object.values(sa))).toBeGreaterThanOrEqual(7);
		// Not one request reached a signalling server, and no WebSocket was opened at all.
		expect(a.serverHits, 'host: requests to a signalling server').toEqual([]);
		expect(b.serverHits, 'guest: requests to a signalling server').toEqual([]);
		const sockets = await Promise.all([a, b].map((d) => d.page.evaluate(() => (window as unknown as { __ws: unknown[] }).__ws.length)));
		expect(sockets).toEqual([socketsBefore, 0]);
		expect([...a.errors, ...b.errors]).toEqual([]);
		const figures = { pairingMs, matchLength: len, matchSeconds: +((Date.now() - started) / 1000).toFixed(1), scores: sa };
		console.log(`QR match: ${JSON.stringify(figures)}`);
		fs.mkdirSync('test-results', { recursive: true });
		fs.writeFileSync(path.join('test-results', 'net-qr.json'), JSON.stringify({ ...figures, at: new Date().toISOString() }, null, 2));
	} finally {
		await Promise.all([a, b].map((d) => d.context.close().catch(() => undefined)));
	}
});

test('with no server, a reloaded guest and a reloaded host pair again by QR and the match goes on', async ({ browser }) => {
	test.setTimeout(120_000);
	const a = await serverlessDevice(browser, 'Alena');
	const b = await serverlessDevice(browser, 'Bohouš');
	try {
		await setRivalsForm(a.page, [
			{ name: 'Alena', kind: 'human' },
			{ name: 'Bohouš', kind: 'human' }
		]);
		await a.page.getByTestId('where-qr').click();
		await a.page.getByTestId('start-match').click();
		await a.page.waitForURL((u) => u.pathname === '/room');
		await b.page.goto(`/?${FAST}`);
		await b.page.getByTestId('join-qr').click();
		await pair(a.page, b.page, 'Bohouš', { guestJoins: true });
		await dlg(a.page).getByTestId('pair-finish').click();
		await expect(b.page.getByTestId('room-seats')).toBeVisible({ timeout: 15_000 });
		await takeSeat(b, 1);
		await startOnline(a, [a, b]);
		await playAll([a, b], { stopAt: 12, deadline: Date.now() + 30_000 });
		await expectSameRecord([a.page, b.page]);

		for (const [who, other, name] of [
			[b, a, 'guest'],
			[a, b, 'host']
		] as const) {
			const len = await matchLen(a.page);
			const t0 = Date.now();
			await who.page.reload();
			await expect(who.page.getByTestId('match')).toBeVisible();
			// Nothing reconnects by itself: the host offers "connect a device by QR", the guest "pair again".
			const host = name === 'guest' ? other : who;
			const guest = name === 'guest' ? who : other;
			await expect(guest.page.getByTestId('room-repair')).toBeVisible({ timeout: 15_000 });
			await expect(host.page.getByTestId('room-pair')).toBeVisible({ timeout: 15_000 });
			await expect(host.page.getByTestId('room-repair-hint')).toBeVisible();
			if (name === 'guest') {
				fs.mkdirSync(SHOTS, { recursive: true });
				await guest.page.screenshot({ path: path.join(SHOTS, 'guest-pair-again-1280x800.png') });
			}
			await host.page.getByTestId('room-pair').click();
			await guest.page.getByTestId('room-repair').click();
			await pair(host.page, guest.page, 'Bohouš', { guestJoins: false });
			await expect(dlg(guest.page).getByTestId('pair-done')).toBeVisible({ timeout: 15_000 });
			await dlg(guest.page).getByTestId('pair-finish').click();
			await dlg(host.page).getByTestId('pair-finish').click();
			await expect(a.page.locator('[data-testid="net-device"][data-index="1"]')).toHaveAttribute('data-status', 'connected', { timeout: 15_000 });
			await expect(b.page.locator('[data-testid="net-device"][data-index="0"]')).toHaveAttribute('data-status', 'connected', { timeout: 15_000 });
			await expect.poll(() => matchLen(who.page)).toBeGreaterThanOrEqual(len);
			await expect(guest.page.getByTestId('room-repair')).toHaveCount(0);
			console.log(`${name} reloaded and paired again in ${Date.now() - t0} ms (with the test's pasting)`);
			await playAll([a, b], { stopAt: len + 8, deadline: Date.now() + 30_000 });
			await expectSameRecord([a.page, b.page]);
		}
		expect(a.serverHits).toEqual([]);
		expect(b.serverHits).toEqual([]);
		expect([...a.errors, ...b.errors]).toEqual([]);
	} finally {
		await Promise.all([a, b].map((d) => d.context.close().catch(() => undefined)));
	}
});

test('the pairing dialog fits a phone (390×844) and a desktop (1280×800); garbage pasted gives a clear reason', async ({ browser }) => {
	test.setTimeout(60_000);
	fs.mkdirSync(SHOTS, { recursive: true });
	const a = await serverlessDevice(browser, 'Alena');
	const b = await serverlessDevice(browser, 'Bohouš');
	try {
		await setRivalsForm(a.page, [
			{ name: 'Alena', kind: 'human' },
			{ name: 'Bot', kind: 'bot' }
		]);
		await a.page.getByTestId('where-qr').click();
		await a.page.getByTestId('start-match').click();
		await a.page.waitForURL((u) => u.pathname === '/room');
		const dialog = dlg(a.page);
		await expect(dialog.getByTestId('pair-qr')).toBeVisible({ timeout: 10_000 });
		await dialog.getByTestId('qr-paste').fill('hello, this is not a code');
		await dialog.getByTestId('qr-paste-use').click();
		await expect(dialog.getByTestId('pair-error')).toContainText('není kód párování');
		await b.page.goto('/');
		await b.page.getByTestId('join-qr').click();
		const g = dlg(b.page);
		await g.getByTestId('pair-name').fill('Bohouš');
		// A guest pasting an answer where the host's code belongs is told so.
		await g.getByTestId('qr-paste').fill(await dialog.getByTestId('pair-offer-text').inputValue().then((t) => t.slice(0, 60)));
		await g.getByTestId('qr-paste-use').click();
		await expect(g.getByTestId('pair-error')).toContainText(/poškozený|neúplný/);
		for (const [w, h] of [
			[1280, 800],
			[390, 844]
		]) {
			for (const p of [a.page, b.page]) await p.setViewportSize({ width: w, height: h });
			const box = await dialog.boundingBox();
			expect(box!.x).toBeGreaterThanOrEqual(0);
			expect(box!.x + box!.width).toBeLessThanOrEqual(w);
			// The QR code is whole on screen, wide enough for a camera.
			const qr = await dialog.getByTestId('pair-qr').locator('svg').boundingBox();
			expect(qr!.width).toBeGreaterThanOrEqual(200);
			expect(qr!.x + qr!.width).toBeLessThanOrEqual(w);
			const sw = await a.page.evaluate(() => document.documentElement.scrollWidth);
			expect(sw).toBeLessThanOrEqual(w);
			await a.page.screenshot({ path: path.join(SHOTS, `host-${w}x${h}.png`) });
			await b.page.screenshot({ path: path.join(SHOTS, `guest-${w}x${h}.png`) });
		}
		// Every form control of the dialog has an accessible name.
		const unnamed = await a.page.evaluate(() =>
			Array.from(document.querySelectorAll('dialog[open] textarea, dialog[open] input, dialog[open] button'))
				.filter((el) => !el.textContent?.trim() && !el.getAttribute('aria-label') && !(el as HTMLInputElement).labels?.length)
				.map((el) => el.outerHTML.slice(0, 80))
		);
		expect(unnamed).toEqual([]);
		expect(a.serverHits).toEqual([]);
		expect(b.serverHits).toEqual([]);
	} finally {
		await Promise.all([a, b].map((d) => d.context.close().catch(() => undefined)));
	}
});

/** A one-frame YUV4MPEG2 video of a QR code (Chromium's fake camera plays it in a loop). */
async function qrVideo(text: string, file: string): Promise<void> {
	const QR = (await import('qrcode')).default;
	const qr = QR.create(text, { errorCorrectionLevel: 'L' });
	const n = qr.modules.size;
	const [w, h] = [640, 480];
	const scale = Math.floor((h - 40) / (n + 8));
	const x0 = Math.floor((w - n * scale) / 2);
	const y0 = Math.floor((h - n * scale) / 2);
	const y = Buffer.alloc(w * h, 235);
	for (let r = 0; r < n; r++)
		for (let c = 0; c < n; c++) {
			if (!qr.modules.get(c, r)) continue;
			for (let dy = 0; dy < scale; dy++) y.fill(16, (y0 + r * scale + dy) * w + x0 + c * scale, (y0 + r * scale + dy) * w + x0 + (c + 1) * scale);
		}
	const uv = Buffer.alloc((w / 2) * (h / 2) * 2, 128);
	fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${w} H${h} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), y, uv]));
}

test('a guest scans the host code with the camera (jsQR on a fake camera showing the QR code)', async ({ browser }) => {
	test.setTimeout(60_000);
	const a = await serverlessDevice(browser, 'Alena');
	await setRivalsForm(a.page, [
		{ name: 'Alena', kind: 'human' },
		{ name: 'Bot', kind: 'bot' }
	]);
	await a.page.getByTestId('where-qr').click();
	await a.page.getByTestId('start-match').click();
	await a.page.waitForURL((u) => u.pathname === '/room');
	const host = dlg(a.page);
	await expect(host.getByTestId('pair-offer-text')).not.toHaveValue('', { timeout: 10_000 });
	const offer = await host.getByTestId('pair-offer-text').inputValue();
	const video = path.join(test.info().outputDir, 'offer-qr.y4m');
	fs.mkdirSync(path.dirname(video), { recursive: true });
	await qrVideo(offer, video);
	// A second browser whose camera shows the host's QR code.
	const launch = test.info().project.use.launchOptions ?? {};
	const camBrowser = await browser.browserType().launch({
		...launch,
		args: [...(launch.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`]
	});
	try {
		const ctx = await camBrowser.newContext({ baseURL: test.info().project.use.baseURL, permissions: ['camera', 'microphone'], locale: 'cs-CZ' });
		await ctx.addInitScript((dead) => localStorage.setItem('deskovky:signaling', JSON.stringify(dead)), DEAD);
		const page = await ctx.newPage();
		await page.goto(`/?${FAST}`);
		await page.getByTestId('join-qr').click();
		const g = dlg(page);
		await g.getByTestId('pair-name').fill('Bohouš');
		const t0 = Date.now();
		await g.getByTestId('qr-camera-start').click();
		// jsQR reads the code from the camera picture and the answer appears.
		await expect(g.getByTestId('pair-answer-text')).not.toHaveValue('', { timeout: 15_000 });
		console.log(`camera scan to answer: ${Date.now() - t0} ms`);
		const answer = await g.getByTestId('pair-answer-text').inputValue();
		await host.getByTestId('qr-paste').fill(answer);
		await host.getByTestId('qr-paste-use').click();
		await expect(host.getByTestId('pair-done')).toBeVisible({ timeout: 20_000 });
		await page.waitForURL((u) => u.pathname === '/room');
		await expect(page.locator('[data-testid="room-device"][data-status="connected"]')).toHaveCount(2);
		expect(a.serverHits).toEqual([]);
	} finally {
		await camBrowser.close();
		await a.context.close().catch(() => undefined);
	}
});

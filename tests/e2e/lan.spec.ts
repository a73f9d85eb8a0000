/**
 * The app on a plain-http LAN address (issue 10, point 5), as a phone in the same network opens it
 * (`http://<LAN-IP>:<port>`): not a secure context, so no service worker, no crypto.randomUUID and no
 * clipboard API. A match on this device must still start, play, save and continue after a reload;
 * a notice says what needs https. A second server on all interfaces serves the same build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { expect, test } from '@playwright/test';
import { matchLength, startMatch } from './helpers';
import { GREEDY } from './net-helpers';
import { playStep } from './rivals-helpers';

const PORT = Number(process.env.E2E_PORT ?? 4180) + 2;
const lanIp = Object.values(os.networkInterfaces())
	.flat()
	.find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

let server: ChildProcess | null = null;

test.beforeAll(async () => {
	if (!lanIp) return;
	server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(PORT), '--host', '0.0.0.0'], { stdio: 'ignore' });
	for (let i = 0; i < 100; i++) {
		const up = await fetch(`http://${lanIp}:${PORT}/`).then((r) => r.ok, () => false);
		if (up) return;
		await new Promise((r) => setTimeout(r, 100));
	}
	throw new Error('the LAN server did not start');
});

test.afterAll(() => {
	server?.kill();
});

test('on a plain-http LAN address a match starts, plays, saves and continues after a reload; a notice names what needs https', async ({ page }, testInfo) => {
	test.skip(testInfo.project.name !== 'desktop', 'desktop project only');
	test.skip(!lanIp, 'this machine has no LAN address');
	test.setTimeout(90_000);
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	const base = `http://${lanIp}:${PORT}`;
	await page.goto(`${base}/`);
	expect(await page.evaluate(() => window.isSecureContext), 'the LAN address is not a secure context').toBe(false);
	await expect(page.getByTestId('insecure-notice')).toBeVisible();
	await page.getByTestId('insecure-dismiss').click();
	await expect(page.getByTestId('insecure-notice')).toBeHidden();

	await startMatch(page, { game: 'rivals', seats: [{ name: 'Alena', kind: 'human' }, { name: 'Robot', kind: 'bot' }] });
	expect(new URL(page.url()).host).toBe(`${lanIp}:${PORT}`);
	for (let i = 0; i < 40 && (await matchLength(page)) < 8; i++) {
		const r = await playStep(page, GREEDY);
		if (r.kind === 'over') break;
	}
	const played = await matchLength(page);
	expect(played).toBeGreaterThanOrEqual(8);
	await page.reload();
	await expect(page.getByTestId('match')).toBeVisible();
	await expect.poll(() => matchLength(page)).toBeGreaterThanOrEqual(played);
	// The saves list has it too.
	await page.goto(`${base}/saves`);
	await expect(page.getByTestId('match-row')).toHaveCount(1);
	expect(errors).toEqual([]);
});

test('a room opened on localhost gives friends a link and QR code with the server’s LAN address', async ({ page }, testInfo) => {
	test.skip(testInfo.project.name !== 'desktop', 'desktop project only');
	test.skip(!lanIp, 'this machine has no LAN address');
	await page.goto(`http://127.0.0.1:${PORT}/`);
	await page.getByTestId('where-online').click();
	await page.getByTestId('start-match').click();
	await page.waitForURL(/\/room\?code=/);
	const code = new URL(page.url()).searchParams.get('code');
	await expect(page.getByTestId('room-link')).toHaveText(new RegExp(`^http://${lanIp!.replace(/[.]/g, '\\.')}:${PORT}/room\\?code=${code}&k=[0-9a-f]{32}$`));
	await expect(page.getByTestId('room-qr')).toBeVisible();
});

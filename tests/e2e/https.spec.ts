/**
 * `npm start -- --https` (issue 10, point 5): scripts/serve.mjs over https on this machine's LAN
 * address, as a phone in the same network opens it.
 *
 * What Chromium really does (measured, and asserted below):
 * - The self-signed certificate (`--https`), once the user clicks through the warning (here:
 *   ignoreHTTPSErrors): the page IS a secure context (crypto.subtle, camera), PeerJS signalling
 *   runs over wss on the same origin and the room link is https, but Chromium registers NO service
 *   worker on a certificate it does not trust ("An SSL certificate error occurred when fetching the
 *   script"), so no offline and no install; the app says so.
 * - A certificate the browser trusts (`--cert/--key`, as with mkcert and its CA installed on the
 *   device; here Chromium trusts the key through --ignore-certificate-errors-spki-list): the service
 *   worker registers, controls the page and the app reloads offline.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { ensureCert, wantedNames } from '../../scripts/lib/cert.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4180) + 3;
const lanIp = Object.values(os.networkInterfaces())
	.flat()
	.find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

/** Starts serve.mjs on all interfaces; resolves with its stdout once it listens. */
async function startServer(args: string[]): Promise<{ proc: ChildProcess; out: () => string }> {
	const proc = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(PORT), '--host', '0.0.0.0', ...args], {
		stdio: ['ignore', 'pipe', 'pipe']
	});
	let out = '';
	proc.stdout!.on('data', (d) => (out += d));
	proc.stderr!.on('data', (d) => (out += d));
	await new Promise<void>((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error(`serve.mjs did not start:\n${out}`)), 20_000);
		proc.on('exit', (code) => reject(new Error(`serve.mjs exited (${code}):\n${out}`)));
		proc.stdout!.on('data', () => {
			if (out.includes('Press Ctrl+C')) {
				clearTimeout(timer);
				resolve();
			}
		});
	});
	return { proc, out: () => out };
}

async function stopServer(proc: ChildProcess | undefined) {
	if (!proc || proc.exitCode !== null) return;
	const gone = new Promise((r) => proc.once('exit', r));
	proc.kill('SIGTERM');
	await gone;
}

/** What the page sees of the service worker within `ms`: 'ready' or the registration error. */
function workerState(page: Page, ms = 8_000) {
	return page.evaluate(async (ms) => {
		const ready = navigator.serviceWorker.ready.then((r) => (r.active ? 'ready' : 'no-active'));
		const err = navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
			() => new Promise<string>(() => undefined),
			(e: Error) => `error: ${e.message}`
		);
		return Promise.race([ready, err, new Promise<string>((r) => setTimeout(() => r('timeout'), ms))]);
	}, ms);
}

test.describe('https', () => {
	test.skip(({ browserName }) => browserName !== 'chromium');
	test.use({ ignoreHTTPSErrors: true });

	test('npm start -- --https: self-signed, secure context, PeerServer on wss, https room link; no service worker on the untrusted certificate and a notice says so', async ({ page }, testInfo) => {
		test.skip(testInfo.project.name !== 'desktop', 'desktop project only');
		test.skip(!lanIp, 'this machine has no LAN address');
		test.setTimeout(60_000);
		const server = await startServer(['--https']);
		try {
			const banner = server.out();
			expect(banner).toContain(`Deskovky is running: https://localhost:${PORT}`);
			expect(banner).toContain(`https://${lanIp}:${PORT}`);
			expect(banner).toMatch(/warns once/);
			// The certificate in .cert/ names the LAN address.
			const x509 = new crypto.X509Certificate(fs.readFileSync(path.join('.cert', 'cert.pem')));
			expect(x509.subjectAltName).toContain(`IP Address:${lanIp}`);
			expect(x509.subjectAltName).toContain('DNS:localhost');

			const errors: string[] = [];
			page.on('pageerror', (e) => errors.push(e.message));
			const base = `https://${lanIp}:${PORT}`;
			await page.goto(`${base}/`);
			expect(await page.evaluate(() => [window.isSecureContext, !!crypto.subtle, location.protocol])).toEqual([true, true, 'https:']);
			// The PeerServer and /lan.json answer on the same https origin.
			const peer = await page.evaluate(() => fetch('/peerjs', { cache: 'no-store' }).then((r) => r.json()));
			expect(peer.name).toBe('PeerJS Server');
			expect(await page.evaluate(() => fetch('/lan.json').then((r) => r.json()))).toEqual({ addresses: [base] });
			// Chromium refuses the service worker on a certificate it does not trust.
			expect(await workerState(page)).toMatch(/^error: .*SSL certificate error/);
			await expect(page.getByTestId('insecure-notice')).toBeVisible();
			await expect(page.getByTestId('insecure-notice')).toContainText('certifikát');

			// A room opened on localhost: PeerJS signals over wss on this server, the link is https on the LAN address.
			const sockets: string[] = [];
			page.on('websocket', (ws) => sockets.push(ws.url()));
			await page.goto(`https://localhost:${PORT}/`);
			await page.getByTestId('where-online').click();
			await page.getByTestId('start-match').click();
			await page.waitForURL(/\/room\?code=/);
			const code = new URL(page.url()).searchParams.get('code');
			await expect(page.getByTestId('room-link')).toHaveText(new RegExp(`^${base.replace(/[.]/g, '\\.')}/room\\?code=${code}&k=[0-9a-f]{32}$`));
			expect(sockets.some((u) => u.startsWith(`wss://localhost:${PORT}/peerjs/peerjs?`))).toBe(true);
			expect(errors).toEqual([]);
		} finally {
			await stopServer(server.proc);
		}
	});

	test('own certificate (--cert/--key) that the browser trusts: the service worker registers and the app reloads offline', async ({}, testInfo) => {
		test.skip(testInfo.project.name !== 'desktop', 'desktop project only');
		test.skip(!lanIp, 'this machine has no LAN address');
		test.setTimeout(60_000);
		// Stands in for an mkcert certificate: any certificate for the LAN address with its key.
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deskovky-cert-'));
		const own = await ensureCert({ dir, names: wantedNames({ ips: [lanIp!] }) });
		const spki = crypto.createHash('sha256').update(crypto.createPublicKey(own.cert).export({ type: 'spki', format: 'der' })).digest('base64');
		const server = await startServer(['--cert', own.certFile, '--key', own.keyFile]);
		const launch = testInfo.project.use.launchOptions ?? {};
		const browser = await chromium.launch({ ...launch, args: [...(launch.args ?? []), `--ignore-certificate-errors-spki-list=${spki}`] });
		try {
			expect(server.out()).toContain(`https://${lanIp}:${PORT}`);
			expect(server.out()).not.toMatch(/warns once/);
			const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'cs-CZ' });
			const page = await context.newPage();
			const errors: string[] = [];
			page.on('pageerror', (e) => errors.push(e.message));
			const base = `https://${lanIp}:${PORT}`;
			await page.goto(`${base}/`);
			expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
			expect(await workerState(page)).toBe('ready');
			await page.reload();
			await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
			await expect(page.getByTestId('insecure-notice')).toHaveCount(0);
			expect(await page.evaluate(() => fetch('/peerjs', { cache: 'no-store' }).then((r) => r.json()).then((j) => j.name))).toBe('PeerJS Server');
			await context.setOffline(true);
			await page.reload();
			await expect(page.getByTestId('where-online')).toBeVisible();
			expect(errors).toEqual([]);
			await context.close();
		} finally {
			await browser.close();
			await stopServer(server.proc);
			fs.rmSync(dir, { recursive: true, force: true });
		}
	});
});

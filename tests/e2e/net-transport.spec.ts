/**
 * The PeerJS transport between two browser contexts through the PeerServer that
 * scripts/serve.mjs mounts under /peerjs (same origin as the app, no ICE
 * servers), plus the network settings form.
 *
 * The transport is reached through the hidden /dev/net page, which exposes
 * `window.__deskovkyNet` (nothing test-only ships in the first page).
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

type NetHook = {
	createPeerJsTransport: (c: unknown) => { open(id: string): Promise<unknown> };
	resolveSignaling: () => Promise<{ host: string; port: number; path: string; secure: boolean; iceServers: unknown[] }>;
};

async function netPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.goto('/dev/net');
	await page.waitForFunction(() => !!(window as unknown as { __deskovkyNet?: NetHook }).__deskovkyNet);
	return { context, page };
}

/** Opens an endpoint in the page and keeps it (and what it receives) on window.__t. */
async function openEndpoint(page: Page, id: string): Promise<string> {
	return page.evaluate(async (id) => {
		const net = (window as unknown as { __deskovkyNet: NetHook }).__deskovkyNet;
		const w = window as unknown as Record<string, unknown>;
		const t = { received: [] as string[], closed: 0, incoming: [] as string[], links: [] as unknown[], ep: null as unknown };
		w.__t = t;
		const config = await net.resolveSignaling();
		// eslint-disable-next-line @typescript-eslint/no-explicit-any
		const ep: any = await net.createPeerJsTransport(config).open(id);
		t.ep = ep;
		// eslint-disable-next-line @typescript-eslint/no-explicit-any
		ep.onIncoming((link: any) => {
			t.incoming.push(link.remoteId);
			t.links.push(link);
			link.onMessage((m: string) => t.received.push(m));
			link.onClose(() => t.closed++);
		});
		return ep.selfId as string;
	}, id);
}

const uid = () => Math.random().toString(36).slice(2, 10);

test.describe('network transport (PeerJS over the own PeerServer)', () => {
	// The transport has no screen: the phone project would only repeat it (CI time).
	test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name === 'phone', 'desktop project only'));
	test('the server answers the PeerServer JSON and the SPA fallback leaves /peerjs alone', async ({ request }) => {
		const res = await request.get('/peerjs');
		expect(res.status()).toBe(200);
		expect(res.headers()['content-type']).toContain('application/json');
		expect((await res.json()).name).toBe('PeerJS Server');
		const id = await request.get('/peerjs/peerjs/id');
		expect(await id.text()).toMatch(/^[0-9a-f-]{36}$/);
		expect((await request.get('/peerjs/peerjs/peers')).status()).toBe(401); // no discovery
		expect((await request.get('/settings')).headers()['content-type']).toContain('text/html');
	});

	test('two devices connect, talk both ways and see the other side close', async ({ browser }, testInfo) => {
		const a = await netPage(browser);
		const b = await netPage(browser);
		try {
			// The default on our own server: same origin, /peerjs, no ICE servers.
			const config = await a.page.evaluate(() => (window as unknown as { __deskovkyNet: NetHook }).__deskovkyNet.resolveSignaling());
			const origin = new URL(a.page.url());
			expect(config).toEqual({ host: origin.hostname, port: Number(origin.port), path: '/peerjs', secure: false, iceServers: [] });
			await expect(a.page.getByTestId('net-check-source')).toHaveText('local');

			const idA = `e2e-a-${uid()}`;
			const idB = `e2e-b-${uid()}`;
			const t0 = Date.now();
			expect(await openEndpoint(a.page, idA)).toBe(idA);
			expect(await openEndpoint(b.page, idB)).toBe(idB);
			const tOpen = Date.now();

			// 60 000 UTF-16 units: several frames, under the message limit (64 KiB; more parts close the link, see the flood test).
			const big = 'ž😀'.repeat(20_000);
			const connected = await a.page.evaluate(
				async ({ idB, big }) => {
					const t = (window as unknown as { __t: Record<string, unknown> }).__t as {
						received: string[];
						closed: number;
						// eslint-disable-next-line @typescript-eslint/no-explicit-any
						ep: any;
						// eslint-disable-next-line @typescript-eslint/no-explicit-any
						out?: any;
					};
					const link = await t.ep.connect(idB, 10_000);
					t.out = link;
					link.onMessage((m: string) => t.received.push(m));
					link.onClose(() => t.closed++);
					link.send('hello from A');
					link.send('{"seq":1,"json":"as a string"}');
					link.send(big);
					return { remoteId: link.remoteId, isOpen: link.isOpen };
				},
				{ idB, big }
			);
			expect(connected).toEqual({ remoteId: idB, isOpen: true });
			const tConnect = Date.now();

			const bState = () =>
				b.page.evaluate(() => {
					const t = (window as unknown as { __t: { received: string[]; incoming: string[]; closed: number } }).__t;
					return { received: t.received.map((m) => (m.length > 100 ? `len:${m.length}` : m)), incoming: t.incoming, closed: t.closed };
				});
			await expect.poll(bState).toEqual({
				received: ['hello from A', '{"seq":1,"json":"as a string"}', `len:${big.length}`],
				incoming: [idA],
				closed: 0
			});
			expect(await b.page.evaluate((big) => (window as unknown as { __t: { received: string[] } }).__t.received[2] === big, big)).toBe(
				true
			);

			// B answers on the incoming link.
			await b.page.evaluate(() => {
				// eslint-disable-next-line @typescript-eslint/no-explicit-any
				const link = (window as unknown as { __t: { links: any[] } }).__t.links[0];
				link.send('hello from B');
				link.send('');
			});
			await expect
				.poll(() => a.page.evaluate(() => (window as unknown as { __t: { received: string[] } }).__t.received))
				.toEqual(['hello from B', '']);

			// A closes the link: B sees onClose once, and A's link says closed.
			await a.page.evaluate(() => (window as unknown as { __t: { out: { close(): void } } }).__t.out.close());
			await expect.poll(async () => (await bState()).closed, { timeout: 10_000 }).toBe(1);
			const after = await a.page.evaluate(() => {
				const t = (window as unknown as { __t: { out: { isOpen: boolean; send(s: string): void }; closed: number } }).__t;
				t.out.send('dropped silently');
				return { isOpen: t.out.isOpen, closed: t.closed };
			});
			expect(after).toEqual({ isOpen: false, closed: 1 });
			expect(await b.page.evaluate(() => (window as unknown as { __t: { links: { isOpen: boolean }[] } }).__t.links[0].isOpen)).toBe(false);
			const tClose = Date.now();

			// Connecting to nobody fails quickly with peer-unavailable.
			const missing = await a.page.evaluate(async () => {
				// eslint-disable-next-line @typescript-eslint/no-explicit-any
				const ep = (window as unknown as { __t: { ep: any } }).__t.ep;
				const started = performance.now();
				try {
					await ep.connect(`nobody-${Math.random().toString(36).slice(2)}`, 8000);
					return { ok: true };
				} catch (e) {
					return { ok: false, type: (e as { type?: string }).type, ms: Math.round(performance.now() - started) };
				}
			});
			expect(missing).toMatchObject({ ok: false, type: 'peer-unavailable' });

			// Closing a whole endpoint closes its links on the other side too.
			await a.page.evaluate(async (idB) => {
				// eslint-disable-next-line @typescript-eslint/no-explicit-any
				const t = (window as unknown as { __t: { ep: any; out: any } }).__t;
				t.out = await t.ep.connect(idB, 10_000);
			}, idB);
			await expect.poll(async () => (await bState()).incoming.length).toBe(2);
			await a.page.evaluate(() => (window as unknown as { __t: { ep: { close(): void } } }).__t.ep.close());
			await expect.poll(async () => (await bState()).closed, { timeout: 10_000 }).toBe(2);

			testInfo.annotations.push({
				type: 'timings',
				description: `open both ${tOpen - t0} ms, connect+send ${tConnect - tOpen} ms, close seen ${tClose - tConnect} ms, peer-unavailable ${missing.ms} ms`
			});
		} finally {
			await a.context.close();
			await b.context.close();
		}
	});

	test('a taken id is refused with IdTakenError', async ({ browser }) => {
		const a = await netPage(browser);
		const b = await netPage(browser);
		try {
			const id = `e2e-dup-${uid()}`;
			await openEndpoint(a.page, id);
			const err = await b.page.evaluate(async (id) => {
				const net = (window as unknown as { __deskovkyNet: NetHook & { IdTakenError: new (id: string) => Error } }).__deskovkyNet;
				try {
					await net.createPeerJsTransport(await net.resolveSignaling()).open(id);
					return null;
				} catch (e) {
					return { name: (e as Error).name, isIdTaken: e instanceof net.IdTakenError, message: (e as Error).message };
				}
			}, id);
			expect(err).toEqual({ name: 'IdTakenError', isIdTaken: true, message: `network id taken: ${id}` });
		} finally {
			await a.context.close();
			await b.context.close();
		}
	});

	test('a lost signaling connection is reported and reopen() restores it', async ({ browser }) => {
		const a = await netPage(browser);
		const b = await netPage(browser);
		try {
			const idA = `e2e-re-a-${uid()}`;
			const idB = `e2e-re-b-${uid()}`;
			await openEndpoint(a.page, idA);
			await openEndpoint(b.page, idB);
			// Simulates a network drop: close PeerJS's WebSocket to the PeerServer (internals).
			await a.page.evaluate(() => {
				// eslint-disable-next-line @typescript-eslint/no-explicit-any
				const t = (window as unknown as { __t: { ep: any; disconnected?: number } }).__t;
				t.disconnected = 0;
				t.ep.onDisconnected(() => (t.disconnected = (t.disconnected ?? 0) + 1));
				t.ep.peer.socket._socket.close();
			});
			await expect
				.poll(() => a.page.evaluate(() => (window as unknown as { __t: { disconnected: number } }).__t.disconnected))
				.toBe(1);
			const whileDown = await a.page.evaluate(async (idB) => {
				// eslint-disable-next-line @typescript-eslint/no-explicit-any
				const ep = (window as unknown as { __t: { ep: any } }).__t.ep;
				try {
					await ep.connect(idB, 2000);
					return 'connected';
				} catch (e) {
					return (e as { type?: string }).type;
				}
			}, idB);
			expect(whileDown).toBe('disconnected');
			await a.page.evaluate(() => (window as unknown as { __t: { ep: { reopen(): Promise<void> } } }).__t.ep.reopen());
			// Reachable again under the same id, in both directions.
			const fromB = await b.page.evaluate(async (idA) => {
				// eslint-disable-next-line @typescript-eslint/no-explicit-any
				const ep = (window as unknown as { __t: { ep: any } }).__t.ep;
				const link = await ep.connect(idA, 10_000);
				link.send('back again?');
				return link.remoteId;
			}, idA);
			expect(fromB).toBe(idA);
			await expect
				.poll(() => a.page.evaluate(() => (window as unknown as { __t: { received: string[] } }).__t.received))
				.toEqual(['back again?']);
			const fromA = await a.page.evaluate(async (idB) => {
				// eslint-disable-next-line @typescript-eslint/no-explicit-any
				const ep = (window as unknown as { __t: { ep: any } }).__t.ep;
				return (await ep.connect(idB, 10_000)).isOpen;
			}, idB);
			expect(fromA).toBe(true);
		} finally {
			await a.context.close();
			await b.context.close();
		}
	});

	test('an outsider who floods message parts or never says hello is cut off; the host holds nothing beyond the message limit', async ({ browser }, testInfo) => {
		test.setTimeout(60_000);
		const host = await netPage(browser);
		const evil = await netPage(browser);
		try {
			// A real room on the host page (the app's live sessions over PeerJS), and a watch on what its framed links hold.
			const code = await host.page.evaluate(async () => {
				// eslint-disable-next-line @typescript-eslint/no-explicit-any
				const net = (window as any).__deskovkyNet;
				const code: string = await net.hostRoom({ name: 'Alena', game: 'rivals', options: { mode: 'intro' }, seats: [{ name: 'Alena', kind: 'human' }, { name: 'B', kind: 'human' }] });
				const w = window as unknown as { __maxBuffered: number };
				w.__maxBuffered = 0;
				const sample = () => {
					w.__maxBuffered = Math.max(w.__maxBuffered, net.framingStats().buffered);
					setTimeout(sample, 2);
				};
				sample();
				return code;
			});
			expect(code).toMatch(/^[A-Z2-9]{6}$/);
			const idE = `e2e-evil-${uid()}`;
			await openEndpoint(evil.page, idE);
			// Two links to the room address: one floods parts of a message that never ends (every part
			// distinct, up to 8 MB), the other never says anything.
			const flood = await evil.page.evaluate(async (code) => {
				// eslint-disable-next-line @typescript-eslint/no-explicit-any
				const t = (window as any).__t;
				const to = `dk-${code}`;
				// eslint-disable-next-line @typescript-eslint/no-explicit-any
				const open = async (): Promise<any> => {
					const link = await t.ep.connect(to, 10_000);
					link.gotChallenge = new Promise<void>((r) => link.onMessage((m: string) => m.includes('"challenge"') && r()));
					link.closedAt = 0;
					link.onClose(() => (link.closedAt = performance.now()));
					await link.gotChallenge;
					return link;
				};
				const silent = await open();
				t.silent = silent;
				const link = await open();
				const started = performance.now();
				let sent = 0;
				const pause = () => new Promise((r) => setTimeout(r, 1));
				for (let i = 0; i < 500 && link.isOpen; i++) {
					// A distinct part of 16,000 characters ('+' = more follows).
					link.sendFrame('+' + `${i}:${Math.random()}:`.padEnd(16_000, String.fromCharCode(97 + (i % 26))));
					sent++;
					if (i % 4 === 3) await pause();
				}
				for (let i = 0; i < 2000 && link.isOpen; i++) await new Promise((r) => setTimeout(r, 5));
				return { sentParts: sent, sentChars: sent * 16_001, open: link.isOpen, ms: Math.round(performance.now() - started) };
			}, code);
			expect(flood.open, `the flooding link is closed by the host (sent ${flood.sentParts} parts)`).toBe(false);
			const hostSide = await host.page.evaluate(async (code) => {
				// eslint-disable-next-line @typescript-eslint/no-explicit-any
				const net = (window as any).__deskovkyNet;
				return { stats: net.framingStats(), max: (window as unknown as { __maxBuffered: number }).__maxBuffered, devices: (await net.roomOf(code))?.devices.length };
			}, code);
			expect(hostSide.stats.overflows).toBeGreaterThanOrEqual(1);
			expect(hostSide.max, 'the host never held more than the message limit').toBeLessThanOrEqual(64 * 1024);
			expect(hostSide.stats.buffered).toBe(0);
			expect(hostSide.devices).toBe(1);
			// The silent link is closed after the hello time (5 s).
			await expect
				.poll(() => evil.page.evaluate(() => (window as unknown as { __t: { silent: { isOpen: boolean } } }).__t.silent.isOpen), { timeout: 15_000 })
				.toBe(false);
			testInfo.annotations.push({
				type: 'flood',
				description: `sent ${flood.sentParts} distinct parts (${flood.sentChars} characters) before the host closed the link (${flood.ms} ms); the host held at most ${hostSide.max} characters`
			});
		} finally {
			await host.context.close();
			await evil.context.close();
		}
	});

	test('an unreachable PeerServer gives a clear error', async ({ page }) => {
		await page.goto('/dev/net');
		await page.waitForFunction(() => !!(window as unknown as { __deskovkyNet?: NetHook }).__deskovkyNet);
		const err = await page.evaluate(async () => {
			const net = (window as unknown as { __deskovkyNet: NetHook }).__deskovkyNet;
			try {
				await net.createPeerJsTransport({ host: '127.0.0.1', port: 9, path: '/', secure: false, iceServers: [] }).open('lonely');
				return null;
			} catch (e) {
				return { name: (e as Error).name, message: (e as Error).message };
			}
		});
		expect(err?.name).toBe('PeerNetError');
		expect(err?.message).toContain('ws://127.0.0.1:9/');
	});
});

test.describe('network settings', () => {
	test('shows the own PeerServer, validates, saves, reloads and resets', async ({ page }) => {
		await page.goto('/settings');
		await expect(page.getByTestId('net-status')).toHaveAttribute('data-source', 'local');
		await expect(page.getByTestId('net-status')).toContainText(/PeerServer/);
		const origin = new URL(page.url());
		await expect(page.getByTestId('net-host')).toHaveValue(origin.hostname);
		await expect(page.getByTestId('net-port')).toHaveValue(origin.port);
		await expect(page.getByTestId('net-path')).toHaveValue('/peerjs');
		await expect(page.getByTestId('net-secure')).not.toBeChecked();
		await expect(page.getByTestId('net-ice-none')).toBeVisible();

		// Bad input: clear messages, nothing saved.
		await page.getByTestId('net-host').fill('https://peers.example.org');
		await page.getByTestId('net-port').fill('70000');
		await page.getByTestId('net-ice-add').click();
		await page.getByTestId('net-ice-url-0').fill('turn:turn.example.org:3478');
		await page.getByTestId('net-save').click();
		const error = page.getByTestId('net-error');
		await expect(error).toContainText(/https:\/\//);
		await expect(error).toContainText(/65535/);
		await expect(error).toContainText(/TURN/);
		await expect(page.getByTestId('net-host')).toHaveAttribute('aria-invalid', 'true');
		expect(await page.evaluate(() => localStorage.getItem('deskovky:signaling'))).toBeNull();

		// Fix it and save.
		await page.getByTestId('net-host').fill('peers.example.org');
		await page.getByTestId('net-port').fill('9000');
		await page.getByTestId('net-path').fill('/myapp');
		await page.getByTestId('net-secure').check();
		await page.getByTestId('net-ice-username-0').fill('alice');
		await page.getByTestId('net-ice-credential-0').fill('s3cret');
		await page.getByTestId('net-ice-add').click();
		await page.getByTestId('net-ice-url-1').fill('stun:stun.example.org:3478');
		await page.getByTestId('net-ice-add').click(); // an empty third row is ignored
		await page.getByTestId('net-save').click();
		await expect(page.getByTestId('net-error')).toHaveCount(0);
		await expect(page.getByTestId('net-notice')).toBeVisible();
		await expect(page.getByTestId('net-status')).toHaveAttribute('data-source', 'custom');
		await expect(page.getByTestId('net-local-available')).toBeVisible();

		await page.reload();
		await expect(page.getByTestId('net-status')).toHaveAttribute('data-source', 'custom');
		await expect(page.getByTestId('net-status')).toContainText('peers.example.org');
		await expect(page.getByTestId('net-host')).toHaveValue('peers.example.org');
		await expect(page.getByTestId('net-port')).toHaveValue('9000');
		await expect(page.getByTestId('net-path')).toHaveValue('/myapp');
		await expect(page.getByTestId('net-secure')).toBeChecked();
		await expect(page.getByTestId('net-ice-url-0')).toHaveValue('turn:turn.example.org:3478');
		await expect(page.getByTestId('net-ice-username-0')).toHaveValue('alice');
		await expect(page.getByTestId('net-ice-credential-0')).toHaveValue('s3cret');
		await expect(page.getByTestId('net-ice-url-1')).toHaveValue('stun:stun.example.org:3478');
		await expect(page.getByTestId('net-ice-url-2')).toHaveCount(0);

		// Remove a row, save, then reset to the default (the own PeerServer).
		await page.getByTestId('net-ice-remove-0').click();
		await expect(page.getByTestId('net-ice-url-0')).toHaveValue('stun:stun.example.org:3478');
		await page.getByTestId('net-save').click();
		await page.reload();
		await expect(page.getByTestId('net-ice-url-0')).toHaveValue('stun:stun.example.org:3478');
		await expect(page.getByTestId('net-ice-url-1')).toHaveCount(0);

		await page.getByTestId('net-reset').click();
		await expect(page.getByTestId('net-status')).toHaveAttribute('data-source', 'local');
		await expect(page.getByTestId('net-host')).toHaveValue(origin.hostname);
		await expect(page.getByTestId('net-path')).toHaveValue('/peerjs');
		expect(await page.evaluate(() => localStorage.getItem('deskovky:signaling'))).toBeNull();
		await page.reload();
		await expect(page.getByTestId('net-status')).toHaveAttribute('data-source', 'local');
	});
});

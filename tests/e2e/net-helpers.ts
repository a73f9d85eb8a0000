/**
 * Helpers for online (peer-to-peer) matches in end-to-end tests: every device
 * is its own browser context of the same browser, talking WebRTC through the
 * PeerServer that scripts/serve.mjs mounts under /peerjs. Everything goes
 * through the pages (home form, lobby, match page) with `?netTimings=fast`.
 *
 * Rivals decisions are made by the clicking policy of rivals-helpers.ts
 * (`playStep`, introductory game), each page for its own seat; theme games and
 * the Duel (starting picks, region rearrangement, theme cards) are played with
 * the goal-directed policy of rivals-policy.ts (`playOwnSeatWithPlan`).
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { playStep, policyStep, snapshot, type BoardObs, type Policy, type StepResult } from './rivals-helpers';
import type { ModePlan, Move } from './rivals-policy';

export const FAST = 'netTimings=fast';
export const GREEDY: Policy = { build: true, trade: false, action: true, gain: 'spread' };

export interface Device {
	name: string;
	context: BrowserContext;
	page: Page;
	/** Uncaught page errors (checked at the end of a test). */
	errors: string[];
}

/**
 * An init script around the browser's RTCDataChannel (nothing is exposed by the app):
 * - counts what this page sends over data channels, by protocol message type
 *   (the app's frames are '.'/'+' + JSON; see src/lib/net/peerjs.ts);
 * - `window.__cut = true` silently drops everything sent and received on data
 *   channels, like a dead network (Playwright's setOffline does not touch WebRTC).
 * - `window.__dcGot`, when a test sets it (recordReceived), collects every string frame received.
 */
function countDataChannelSends(): void {
	const w = window as unknown as { __dcSent: Record<string, { n: number; bytes: number }>; __cut: boolean; __dcGot?: string[] };
	w.__dcSent = {};
	w.__cut = false;
	// A test that sets `window.__dcGot = []` (recordReceived) gets every string frame received, in order.
	const received = (e: MessageEvent) => void (w.__dcGot && typeof e.data === 'string' && w.__dcGot.push(e.data));
	const proto = RTCDataChannel.prototype;
	const onmessage = Object.getOwnPropertyDescriptor(proto, 'onmessage')!;
	Object.defineProperty(proto, 'onmessage', {
		configurable: true,
		get() {
			return onmessage.get!.call(this);
		},
		set(fn: ((e: MessageEvent) => void) | null) {
			onmessage.set!.call(this, fn ? (e: MessageEvent) => (w.__cut ? undefined : (received(e), fn.call(this, e))) : fn);
		}
	});
	const add = proto.addEventListener;
	proto.addEventListener = function (this: RTCDataChannel, type: string, fn: EventListenerOrEventListenerObject, opts?: unknown) {
		const wrapped =
			type === 'message' && typeof fn === 'function' ? (e: Event) => (w.__cut ? undefined : (received(e as MessageEvent), (fn as (e: Event) => void).call(this, e))) : fn;
		// eslint-disable-next-line @typescript-eslint/no-explicit-any
		return add.call(this, type, wrapped, opts as any);
	} as typeof proto.addEventListener;
	// Signaling sockets and when they closed (to tell what an outage did to the PeerServer link).
	const wsLog: { url: string; opened: number; closed: number | null }[] = ((w as unknown as { __ws: unknown[] }).__ws = []);
	const wsLive: WebSocket[] = ((w as unknown as { __wsLive: WebSocket[] }).__wsLive = []);
	const WS = window.WebSocket;
	window.WebSocket = class extends WS {
		constructor(url: string | URL, protocols?: string | string[]) {
			super(url, protocols);
			const e = { url: String(url).replace(/\?.*/, ''), opened: Date.now(), closed: null as number | null };
			wsLog.push(e);
			wsLive.push(this);
			this.addEventListener('close', () => {
				e.closed = Date.now();
				wsLive.splice(wsLive.indexOf(this), 1);
			});
		}
	};
	const orig = proto.send;
	proto.send = function (this: RTCDataChannel, data: unknown) {
		if (w.__cut) return;
		if (typeof data === 'string') {
			const m = /^[.+]\{"t":"([a-zA-Z]+)"/.exec(data);
			const t = m ? m[1] : data[0] === '+' || data[0] === '.' ? 'frame' : 'other';
			const e = (w.__dcSent[t] ??= { n: 0, bytes: 0 });
			e.n++;
			e.bytes += new TextEncoder().encode(data).length;
		}
		// eslint-disable-next-line @typescript-eslint/no-explicit-any
		return orig.call(this, data as any);
	} as typeof RTCDataChannel.prototype.send;
}

/** From the next page load on, the device records every string frame its data channels receive (`window.__dcGot`). */
export async function recordReceived(dev: Device): Promise<void> {
	await dev.context.addInitScript(() => void ((window as unknown as { __dcGot: string[] }).__dcGot = []));
}

export async function newDevice(browser: Browser, name: string): Promise<Device> {
	const context = await browser.newContext();
	await context.addInitScript(countDataChannelSends);
	const page = await context.newPage();
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
	return { name, context, page, errors };
}

/** Cuts (or restores) this device's network: offline for HTTP/WebSocket and silent data channels. */
export async function setNetworkCut(dev: Device, cut: boolean, o: { closeSignaling?: boolean } = {}): Promise<void> {
	if (cut) await dev.context.setOffline(true);
	await dev.page.evaluate(
		({ cut, close }) => {
			const w = window as unknown as { __cut: boolean; __wsLive: WebSocket[] };
			w.__cut = cut;
			// Offline emulation keeps open WebSockets alive; a real outage ends them eventually.
			if (close) for (const s of w.__wsLive) s.close();
		},
		{ cut, close: !!o.closeSignaling }
	);
	if (!cut) await dev.context.setOffline(false);
}

export async function dataChannelSent(page: Page): Promise<Record<string, { n: number; bytes: number }>> {
	return page.evaluate(() => (window as unknown as { __dcSent?: Record<string, { n: number; bytes: number }> }).__dcSent ?? {});
}

/**
 * Hosts a Rivals room of `mode` (default: the introductory game) from the home form
 * (where-online). `seats` kinds: seat 0 human is claimed by the host itself.
 * Returns the room code and the link.
 */
export async function hostRivalsRoom(
	dev: Device,
	seats: { name: string; kind: 'human' | 'bot' }[] = [
		{ name: dev.name, kind: 'human' },
		{ name: 'Host2', kind: 'human' }
	],
	mode = 'intro'
): Promise<{ code: string; link: string }> {
	const page = dev.page;
	await page.goto(`/?${FAST}`);
	await expect(page.getByTestId('new-match-form')).toBeVisible();
	await page.getByTestId('new-game').selectOption('rivals');
	await page.getByTestId('new-mode').selectOption(mode);
	await page.getByTestId('where-online').click();
	await expect(page.getByTestId('where-online')).toHaveAttribute('aria-pressed', 'true');
	const rows = page.locator('[data-testid^="seat-name-"]');
	await expect(rows).toHaveCount(seats.length);
	for (let i = 0; i < seats.length; i++) {
		await page.getByTestId(`seat-${i}-${seats[i].kind}`).click();
		await page.getByTestId(`seat-name-${i}`).fill(seats[i].name);
	}
	await page.getByTestId('start-match').click();
	await page.waitForURL((u) => u.pathname === '/room' && u.searchParams.get('netTimings') === 'fast');
	await expect(page.getByTestId('room-seats')).toBeVisible();
	const code = (await page.getByTestId('room-code').textContent())!.trim();
	expect(code).toMatch(/^[A-Z2-9]{6}$/);
	const link = (await page.getByTestId('room-link').getAttribute('href'))!;
	// The link carries the host key's fingerprint: a joiner by link checks the host against it.
	expect(link).toMatch(new RegExp(`^${new URL(page.url()).origin.replace(/[.]/g, '\\.')}/room\\?code=${code}&k=[0-9a-f]{32}$`));
	return { code, link };
}

/** Opens the join link (with fast timings), joins with a name; returns ms from opening the link to the join form and to the room. */
export async function joinByLink(dev: Device, link: string): Promise<{ toForm: number; toRoom: number }> {
	const page = dev.page;
	const t0 = Date.now();
	await page.goto(`${link}&${FAST}`);
	await expect(page.getByTestId('join-form')).toBeVisible();
	const toForm = Date.now() - t0;
	await page.getByTestId('join-name').fill(dev.name);
	await page.getByTestId('join-submit').click();
	await expect(page.getByTestId('room-seats')).toBeVisible({ timeout: 15_000 });
	return { toForm, toRoom: Date.now() - t0 };
}

export async function takeSeat(dev: Device, seat: number): Promise<void> {
	const row = dev.page.locator(`[data-testid="room-seat"][data-seat="${seat}"]`);
	await row.getByTestId('seat-take').click();
	await expect(row).not.toHaveAttribute('data-device', '');
	await expect(row).toContainText(dev.name);
}

/** Host clicks start; every device lands on the match page. Returns ms from the click to each device's match page. */
export async function startOnline(host: Device, all: Device[]): Promise<number[]> {
	await expect(host.page.getByTestId('room-start')).toBeEnabled();
	const t0 = Date.now();
	await host.page.getByTestId('room-start').click();
	return Promise.all(
		all.map(async (d) => {
			await d.page.waitForURL((u) => u.pathname === '/play' && !!u.searchParams.get('room'), { timeout: 15_000 });
			await expect(d.page.getByTestId('match')).toBeVisible();
			return Date.now() - t0;
		})
	);
}

export const matchLen = async (page: Page): Promise<number> =>
	Number((await page.getByTestId('match').getAttribute('data-length').catch(() => null)) ?? -1);

/**
 * Waits until this page has something to decide, the match is over, or
 * `stop()` says so. Returns 'mine' | 'over' | 'stop' | 'idle' (nothing within `ms`).
 */
async function waitMine(page: Page, stopLen: number, ms: number): Promise<'mine' | 'over' | 'stop' | 'idle'> {
	return page
		.waitForFunction(
			(stopLen) => {
				const one = (sel: string) => document.querySelector<HTMLElement>(sel);
				const match = one('[data-testid="match"]');
				if (!match) return false;
				if (one('[data-testid="end-screen"]') || match.dataset.finished === 'true') return 'over';
				if (Number(match.dataset.length) >= stopLen) return 'stop';
				if (one('[data-testid="handoff"]') || one('[data-testid="rivals-board"]')?.dataset.myDecision === 'true' || one('[data-testid="play-problem"]'))
					return 'mine';
				return false;
			},
			stopLen,
			{ timeout: ms, polling: 25 }
		)
		.then((h) => h.jsonValue() as Promise<'mine' | 'over' | 'stop'>)
		.catch((e: Error) => {
			if (/Timeout/i.test(e.message)) return 'idle' as const;
			throw e;
		});
}

export interface SeatPlay {
	steps: StepResult[];
	over: boolean;
	/** Per own action: [ms at the click (Date.now), match length before]. */
	acted: { at: number; before: number }[];
}

/**
 * Plays this page's own seat with the clicking policy until the match is over,
 * the page's match length reaches `stopAt`, or the deadline.
 */
export async function playOwnSeat(page: Page, o: { policy?: Policy; stopAt?: number; deadline: number }): Promise<SeatPlay> {
	const out: SeatPlay = { steps: [], over: false, acted: [] };
	const stopAt = o.stopAt ?? Number.MAX_SAFE_INTEGER;
	while (Date.now() < o.deadline) {
		const w = await waitMine(page, stopAt, Math.min(2000, Math.max(1, o.deadline - Date.now())));
		if (w === 'over') {
			out.over = true;
			break;
		}
		if (w === 'stop') break;
		if (w === 'idle') continue;
		const before = (await snapshot(page)).length;
		const at = Date.now();
		const r = await playStep(page, o.policy ?? GREEDY);
		out.steps.push(r);
		if (r.kind === 'over') {
			out.over = true;
			break;
		}
		if (r.kind !== 'wait' && r.kind !== 'handoff') out.acted.push({ at, before });
	}
	return out;
}

/**
 * Plays this page's own seat with the goal-directed theme policy (tests/e2e/rivals-policy.ts: it
 * answers the starting stack and picks, the region rearrangement and the theme cards' decisions,
 * which `playStep` does not) until `done()`, the end of the match or the deadline. `onMove` sees
 * every move with the board it was decided on, after it was accepted. An online device never shows
 * a hand-off screen.
 */
export async function playOwnSeatWithPlan(
	page: Page,
	plan: ModePlan,
	o: { deadline: number; done: () => boolean; onMove?: (move: Move, obs: BoardObs) => Promise<void> | void }
): Promise<{ moves: number; over: boolean }> {
	const out = { moves: 0, over: false };
	while (Date.now() < o.deadline && !o.done()) {
		const w = await waitMine(page, Number.MAX_SAFE_INTEGER, Math.min(500, Math.max(1, o.deadline - Date.now())));
		if (w === 'over') {
			out.over = true;
			break;
		}
		if (w !== 'mine' || o.done()) continue;
		const step = await policyStep(page, plan);
		if (step.kind === 'handoff') throw new Error(`an online device shows a hand-off screen (${step.to})`);
		if (step.kind === 'over') {
			out.over = true;
			break;
		}
		if (step.kind === 'move') {
			out.moves++;
			await o.onMove?.(step.move, step.obs);
		}
	}
	return out;
}

/** Plays every device's own seat at the same time (devices without a seat just watch). */
export async function playAll(devs: Device[], o: { stopAt?: number; deadline: number; policy?: Policy }): Promise<SeatPlay[]> {
	return Promise.all(devs.map((d) => playOwnSeat(d.page, o)));
}

/**
 * The stored match record as seen by this device, read straight from IndexedDB ('deskovky'/'kv'):
 * the header under match:<id> (all its fields but the chunk count) and the log gathered from its
 * chunks log:<id>:<k> (src/lib/store/matches.ts); null when this device stored no such match.
 */
export async function storedRecord(page: Page): Promise<StoredRecord | null> {
	const id = new URL(page.url()).searchParams.get('id');
	return page.evaluate(
		(id) =>
			new Promise<StoredRecord | null>((resolve, reject) => {
				const req = indexedDB.open('deskovky');
				req.onerror = () => reject(req.error);
				req.onsuccess = () => {
					const db = req.result;
					const store = db.transaction('kv', 'readonly').objectStore('kv');
					const read = (key: string) =>
						new Promise<unknown>((ok, fail) => {
							const get = store.get(key);
							get.onsuccess = () => ok(get.result);
							get.onerror = () => fail(get.error);
						});
					(async () => {
						const h = (await read(`match:${id}`)) as (StoredRecord & { logChunks?: number }) | undefined;
						if (!h) return null;
						const log = h.log ? [...h.log] : [];
						for (let k = 0; !h.log && k < (h.logChunks ?? 0); k++) log.push(...(((await read(`log:${id}:${k}`)) as unknown[]) ?? []));
						const { logChunks: _chunks, ...rest } = h;
						void _chunks;
						return { ...rest, log };
					})().then(
						(v) => {
							db.close();
							resolve(v);
						},
						(e) => {
							db.close();
							reject(e);
						}
					);
				};
			}),
		id
	);
}

/** A stored match record: its header's fields (id, seed, game, options…) and the whole log. */
export type StoredRecord = { id: string; seed: string; log: unknown[] } & Record<string, unknown>;

/** Waits until all pages show the same match length and returns it. */
export async function sameLength(pages: Page[], timeout = 15_000): Promise<number> {
	let last: number[] = [];
	await expect
		.poll(
			async () => {
				last = await Promise.all(pages.map(matchLen));
				return last.every((l) => l === last[0] && l >= 0);
			},
			{ timeout, message: `devices never agreed on the match length (${JSON.stringify(last)})` }
		)
		.toBe(true);
	return last[0];
}

/**
 * Asserts that every device shows the same match length and stored the same
 * seed and log (= the same state). Re-reads until they agree, since a host's
 * bot may still be moving.
 */
export async function expectSameRecord(pages: Page[], timeout = 15_000): Promise<number> {
	let seen = '';
	let agreed = -1;
	await expect
		.poll(
			async () => {
				const lens = await Promise.all(pages.map(matchLen));
				const recs = await Promise.all(
					pages.map((p) =>
						storedRecord(p).catch((e: Error) => {
							seen = e.message;
							return null;
						})
					)
				);
				seen = `pages ${JSON.stringify(lens)}, stored ${JSON.stringify(recs.map((r) => r?.log.length ?? null))}`;
				const r0 = recs[0];
				if (!r0 || lens.some((l) => l !== lens[0] || l < 0)) return false;
				for (const r of recs) {
					if (!r || r.log.length !== lens[0]) return false;
					if (r.id !== r0.id || r.seed !== r0.seed || JSON.stringify(r.log) !== JSON.stringify(r0.log)) {
						seen += ' — the logs differ';
						return false;
					}
				}
				agreed = lens[0];
				return true;
			},
			{ timeout, message: 'every device shows and stores the same log' }
		)
		.toBe(true)
		.catch((e: Error) => {
			throw new Error(`${e.message}\nlast seen: ${seen}`);
		});
	return agreed;
}

/** Final scores from the end screen: { name: score }. */
export async function endScores(page: Page): Promise<Record<string, number>> {
	await expect(page.getByTestId('end-screen')).toBeVisible();
	const rows = page.getByTestId('end-scores').locator('tbody tr');
	const table = await rows.evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent?.trim() ?? '')));
	return Object.fromEntries(table.map(([n, s]) => [n, Number(s)]));
}

/** Statuses that `net-device[data-index=i]` shows on this page, recorded as they change. */
export async function watchDeviceStatus(page: Page, index: number): Promise<void> {
	await page.evaluate((index) => {
		const w = window as unknown as { __statusLog?: Record<number, string[]> };
		w.__statusLog ??= {};
		const log = (w.__statusLog[index] = [] as string[]);
		const waiting = ((w as unknown as { __waitingLog?: string[] }).__waitingLog = [] as string[]);
		const read = () => {
			const s = document.querySelector<HTMLElement>(`[data-testid="net-device"][data-index="${index}"]`)?.dataset.status ?? 'absent';
			if (log[log.length - 1] !== s) log.push(s);
			const t = document.querySelector('[data-testid="net-waiting"]')?.textContent?.trim() ?? '';
			if (waiting[waiting.length - 1] !== t) waiting.push(t);
		};
		read();
		setInterval(read, 20);
	}, index);
}

export async function statusLog(page: Page, index: number): Promise<string[]> {
	return page.evaluate((index) => (window as unknown as { __statusLog?: Record<number, string[]> }).__statusLog?.[index] ?? [], index);
}

/** The net-waiting texts seen since watchDeviceStatus. */
export async function waitingLog(page: Page): Promise<string[]> {
	return page.evaluate(() => (window as unknown as { __waitingLog?: string[] }).__waitingLog ?? []);
}

export function median(xs: number[]): number {
	const s = [...xs].sort((a, b) => a - b);
	return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
}
export function percentile(xs: number[], p: number): number {
	const s = [...xs].sort((a, b) => a - b);
	return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
}

// ---------------------------------------------------------------- a hostile device

type NetHook = {
	createPeerJsTransport: (c: unknown) => { open(id: string): Promise<unknown> };
	resolveSignaling: () => Promise<unknown>;
	identityFromSecret: (secret: Uint8Array) => unknown;
	signMessage: (m: Record<string, unknown>, id: unknown, nonce: string) => Record<string, unknown>;
	rendezvousId: (code: string) => string;
};

export interface Hostile {
	context: BrowserContext;
	page: Page;
	peerId: string;
}

/**
 * A scripted device on /dev/net that speaks the protocol by hand through
 * `window.__deskovkyNet`: it opens an address of its own, connects to the
 * host at the room's rendezvous address, signs its hello (a key of its own)
 * over the host's challenge and then plays along honestly (pong, commit,
 * reveal) so it is a member of the room. Every hello it sends on any link is
 * signed over that link's challenge. Everything it receives is kept on
 * `window.__h.got`; `h.addrOf(i)` is device i's address from the room state.
 */
export async function hostileJoin(browser: Browser, code: string): Promise<Hostile> {
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.goto('/dev/net');
	await page.waitForFunction(() => !!(window as unknown as { __deskovkyNet?: NetHook }).__deskovkyNet);
	const peerId = `evil-${Math.random().toString(36).slice(2, 10)}`;
	await page.evaluate(
		async ({ code, peerId }) => {
			const net = (window as unknown as { __deskovkyNet: NetHook }).__deskovkyNet;
			const sha = async (s: string) =>
				Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s))), (b) => b.toString(16).padStart(2, '0')).join('');
			// eslint-disable-next-line @typescript-eslint/no-explicit-any
			const ep: any = await net.createPeerJsTransport(await net.resolveSignaling()).open(peerId);
			const identity = net.identityFromSecret(crypto.getRandomValues(new Uint8Array(32)));
			const nonce = 'ab'.repeat(32);
			// eslint-disable-next-line @typescript-eslint/no-explicit-any
			const h: any = { ep, got: [] as Record<string, unknown>[], side: [] as { to: string; got: Record<string, unknown>[] }[], matchId: null, len: 0, challenge: '', room: null };
			(window as unknown as { __h: unknown }).__h = h;
			const wire = (link: { send(d: string): void }, challenge: () => string, key = identity) => (m: unknown) => {
				const msg = typeof m === 'object' && m && (m as { t?: string }).t === 'hello' ? net.signMessage(m as Record<string, unknown>, key, challenge()) : m;
				link.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
			};
			h.link = await ep.connect(net.rendezvousId(code), 10_000);
			h.send = wire(h.link, () => h.challenge);
			const challenged = new Promise<void>((resolve) => (h.gotChallenge = resolve));
			h.link.onMessage(async (d: string) => {
				let m: Record<string, unknown>;
				try {
					m = JSON.parse(d);
				} catch {
					return;
				}
				if (m.t === 'challenge') {
					h.challenge = m.nonce;
					h.gotChallenge();
					return;
				}
				if (m.t === 'room' || m.t === 'welcome') h.room = m.room;
				h.got.push(m.t === 'entries' || m.t === 'base' ? { t: m.t, from: m.from, len: m.len } : m.t === 'room' || m.t === 'start' ? { t: m.t } : m);
				if (m.t === 'ping') h.send({ t: 'pong', ts: m.ts });
				if (m.t === 'commitReq') h.send({ t: 'commit', startId: m.startId, c: await sha(nonce) });
				// `h.badReveal = true` reveals another value than it committed to (a veto of the start).
				if (m.t === 'commits') h.send({ t: 'reveal', startId: m.startId, nonce: h.badReveal ? 'ef'.repeat(32) : nonce });
				if (m.t === 'start') h.matchId = (m.record as { id: string }).id;
				if (m.t === 'entry') h.len = Math.max(h.len, m.seq as number);
				if (m.t === 'entry') h.last = m;
			});
			h.addrOf = (i: number) => (h.room?.devices ?? []).find((d: { index: number }) => d.index === i)?.addr;
			h.hello = (o: Record<string, unknown> = {}) => ({
				t: 'hello',
				proto: 2,
				app: '0.1.0',
				game: null,
				rulesVersion: null,
				deviceId: 'evil-device',
				name: 'Mallory',
				room: code,
				index: 0,
				lastSeq: 0,
				hash: null,
				matchId: null,
				term: 0,
				hostIndex: 0,
				addr: peerId,
				nonce: 'cd'.repeat(16),
				...o
			});
			await challenged;
			h.send(h.hello());
			/**
			 * One extra link to `to`: waits for its challenge, sends `msgs` (hellos signed over it; with
			 * `fresh`, by a new key: another device), keeps what comes back on h.side.
			 */
			h.probe = async (to: string, msgs: unknown[], fresh = false) => {
				const rec = { to, got: [] as Record<string, unknown>[], closed: false, challenge: '' };
				h.side.push(rec);
				const l = await ep.connect(to, 10_000);
				let gotIt: () => void = () => undefined;
				const challenged = new Promise<void>((r) => (gotIt = r));
				l.onMessage((d: string) => {
					try {
						const m = JSON.parse(d);
						if (m.t === 'challenge') {
							rec.challenge = m.nonce;
							gotIt();
						} else rec.got.push(m);
					} catch {
						/* ignore */
					}
				});
				l.onClose(() => (rec.closed = true));
				await Promise.race([challenged, new Promise((r) => setTimeout(r, 3000))]);
				const send = wire(l, () => rec.challenge, fresh ? net.identityFromSecret(crypto.getRandomValues(new Uint8Array(32))) : identity);
				for (const m of msgs) send(m);
				return h.side.length - 1;
			};
		},
		{ code, peerId }
	);
	await expect.poll(() => page.evaluate(() => (window as unknown as { __h: { got: { t: string }[] } }).__h.got.map((m) => m.t)).then((t) => t[0])).toBe('welcome');
	return { context, page, peerId };
}

/** What the hostile device got on its main link (compacted). */
export async function hostileGot(h: Hostile): Promise<Record<string, unknown>[]> {
	return h.page.evaluate(() => (window as unknown as { __h: { got: Record<string, unknown>[] } }).__h.got);
}

// ---------------------------------------------------------------- measuring

/** Logs, in the page, every click ([match length, ms]) and every change of data-length ([length, ms]). */
export async function installLengthProbe(page: Page): Promise<void> {
	await page.evaluate(() => {
		const w = window as unknown as { __lenLog: [number, number][]; __clicks: [number, number][] };
		const m = document.querySelector<HTMLElement>('[data-testid="match"]')!;
		w.__lenLog = [[Number(m.dataset.length), Date.now()]];
		w.__clicks = [];
		new MutationObserver(() => {
			const l = Number(m.dataset.length);
			if (w.__lenLog[w.__lenLog.length - 1][0] !== l) w.__lenLog.push([l, Date.now()]);
		}).observe(m, { attributes: true, attributeFilter: ['data-length'] });
		document.addEventListener('click', () => w.__clicks.push([Number(m.dataset.length), Date.now()]), true);
	});
}

export async function lengthProbe(page: Page): Promise<{ lens: [number, number][]; clicks: [number, number][] }> {
	return page.evaluate(() => {
		const w = window as unknown as { __lenLog: [number, number][]; __clicks: [number, number][] };
		return { lens: w.__lenLog, clicks: w.__clicks };
	});
}

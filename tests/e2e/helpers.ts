/**
 * Helpers for end-to-end tests. Selectors prefer data-testid (when the shell
 * has one) and fall back to accessible roles/labels that match both the Czech
 * and the English UI text (see src/lib/i18n/cs.ts and en.ts).
 */
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** Czech | English alternatives as one case-insensitive regex. */
export const t = (cs: string, en: string): RegExp =>
	new RegExp(`^\\s*(?:${escape(cs)}|${escape(en)})\\s*$`, 'i');
export const tPart = (cs: string, en: string): RegExp => new RegExp(`${escape(cs)}|${escape(en)}`, 'i');
function escape(s: string): string {
	return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The element with `testId` if the page has one, else `fallback`. */
export async function byTestIdOr(page: Page, testId: string, fallback: Locator): Promise<Locator> {
	const el = page.getByTestId(testId);
	return (await el.count()) > 0 ? el.first() : fallback;
}

/** Waits until the app shell has rendered (the main heading is visible). */
export async function waitForShell(page: Page): Promise<void> {
	await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/**
 * Waits for an active service worker and reloads until it controls the page.
 * Fails with a clear message when the app never registers one.
 */
export async function waitForServiceWorkerControl(page: Page, timeoutMs = 20_000): Promise<void> {
	const active = await page.evaluate(async (ms) => {
		if (!('serviceWorker' in navigator)) return 'unsupported';
		const ready = navigator.serviceWorker.ready.then((r) => (r.active ? 'active' : 'no-active'));
		const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), ms));
		return Promise.race([ready, timeout]);
	}, timeoutMs);
	expect(active, 'the app registered no service worker (or it never became active)').toBe('active');
	await expect
		.poll(
			async () => {
				const controlled = await page.evaluate(() => !!navigator.serviceWorker.controller);
				if (!controlled) await page.reload();
				return controlled;
			},
			{ timeout: timeoutMs, message: 'the service worker never took control of the page' }
		)
		.toBe(true);
}

export async function goOffline(context: BrowserContext): Promise<void> {
	await context.setOffline(true);
}

export type SeatSpec = { name?: string; kind?: 'human' | 'bot' };

/**
 * Starts a match from the home page form and waits for the match page
 * (/play?id=…, `data-testid="match"`). `seats` sets how many seats, their names
 * and human/bot kinds; omitted fields keep the form's defaults.
 * Uses the home page's data-testids: new-game, new-mode, seat-N, seat-name-N,
 * seat-N-human / seat-N-bot, seat-add, seat-remove, start-match (N from 0).
 */
export async function startMatch(
	page: Page,
	opts: { game: string; mode?: string; seats?: SeatSpec[] }
): Promise<{ url: string; id: string | null }> {
	if (new URL(page.url() === 'about:blank' ? 'http://x/none' : page.url()).pathname !== '/') await page.goto('/');
	await waitForShell(page);
	const form = page.getByTestId('new-match-form');
	await expect(form).toBeVisible();

	await page.getByTestId('new-game').selectOption(opts.game);
	if (opts.mode) await page.getByTestId('new-mode').selectOption(opts.mode);

	if (opts.seats) {
		const want = opts.seats.length;
		const seatRows = page.locator('[data-testid^="seat-name-"]');
		for (let guard = 0; (await seatRows.count()) < want && guard < 10; guard++) await page.getByTestId('seat-add').click();
		for (let guard = 0; (await seatRows.count()) > want && guard < 10; guard++) await page.getByTestId('seat-remove').click();
		await expect(seatRows).toHaveCount(want);
		for (let i = 0; i < want; i++) {
			const seat = opts.seats[i];
			if (seat.kind) await page.getByTestId(`seat-${i}-${seat.kind}`).click();
			if (seat.name !== undefined) await page.getByTestId(`seat-name-${i}`).fill(seat.name);
		}
	}

	await page.getByTestId('start-match').click();
	await page.waitForURL((url) => url.pathname.startsWith('/play'));
	await expect(page.getByTestId('match')).toBeVisible();
	return { url: page.url(), id: new URL(page.url()).searchParams.get('id') };
}

/** Seats currently asked to decide on the match page. */
export async function pendingSeats(page: Page): Promise<number[]> {
	const prompts = page.getByTestId('prompt');
	const seats: number[] = [];
	for (let i = 0; i < (await prompts.count()); i++) seats.push(Number(await prompts.nth(i).getAttribute('data-seat')));
	return seats;
}

/** Number of accepted actions so far (the match page's data-length). */
export async function matchLength(page: Page): Promise<number> {
	return Number(await page.getByTestId('match').getAttribute('data-length'));
}

/** Reads a PNG's width and height from its IHDR chunk. */
export function pngSize(buf: Buffer): { width: number; height: number } | null {
	const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
	if (buf.length < 24 || !sig.every((b, i) => buf[i] === b) || buf.toString('ascii', 12, 16) !== 'IHDR') return null;
	return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/**
 * Follows a header link (`nav-home`, `nav-saves`, `nav-catalogue`, `nav-settings`). On a phone
 * (≤ 600 px) the links sit behind the menu button (`nav-menu`): it is opened first.
 */
export async function clickNav(page: Page, id: 'home' | 'saves' | 'catalogue' | 'settings'): Promise<void> {
	const menu = page.getByTestId('nav-menu');
	if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
	await page.getByTestId(`nav-${id}`).click();
}

/** Tabs from the top of a freshly loaded page until an answer has the focus; returns the presses used. */
export async function tabToAnswer(page: Page, max = 5): Promise<number> {
	for (let presses = 1; presses <= max; presses++) {
		await page.keyboard.press('Tab');
		const state = await page.evaluate(() => {
			const el = document.activeElement as HTMLElement | null;
			return { skip: el?.dataset.testid === 'skip-answers', answer: !!el?.closest('[data-answer], [data-testid="handoff-continue"]') };
		});
		if (state.answer) return presses;
		// A skip link is followed with Enter (that is what it is for); it moves the focus on.
		if (state.skip) {
			await page.keyboard.press('Enter');
			if (await page.evaluate(() => !!document.activeElement?.closest('[data-answer], [data-testid="handoff-continue"]'))) return presses;
		}
	}
	throw new Error(`no answer reached in ${max} Tab presses`);
}

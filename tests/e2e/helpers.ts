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
 * Starts a match from the home page and waits for the match page.
 * `seats` sets the number of seats, their names and human/bot kinds.
 * Relies on the home form's labels: game select "Hra/Game", mode "Varianta/Mode",
 * "Jméno hráče n / Name of player n", "Kdo hraje za místo n / Who plays seat n",
 * "Přidat hráče / Add player", "Začít partii / Start match".
 */
export async function startMatch(
	page: Page,
	opts: { game: string; mode?: string; seats?: SeatSpec[] }
): Promise<{ url: string }> {
	if (!/\/$/.test(new URL(page.url() === 'about:blank' ? 'http://x/' : page.url()).pathname)) await page.goto('/');
	if (page.url() === 'about:blank') await page.goto('/');
	await waitForShell(page);

	const gameSelect = await byTestIdOr(page, 'new-match-game', page.getByLabel(t('Hra', 'Game')));
	if ((await gameSelect.count()) > 0 && (await gameSelect.evaluate((el) => el.tagName)) === 'SELECT')
		await gameSelect.selectOption(opts.game);
	else await (await byTestIdOr(page, `game-${opts.game}`, page.getByRole('radio', { name: new RegExp(opts.game, 'i') }))).check();

	if (opts.mode) {
		const modeSelect = await byTestIdOr(page, 'new-match-mode', page.getByLabel(t('Varianta', 'Mode')));
		if ((await modeSelect.evaluate((el) => el.tagName)) === 'SELECT') await modeSelect.selectOption(opts.mode);
		else await (await byTestIdOr(page, `mode-${opts.mode}`, page.getByRole('radio', { name: new RegExp(opts.mode, 'i') }))).check();
	}

	const seats = opts.seats ?? [];
	for (let i = 0; i < seats.length; i++) {
		const n = i + 1;
		let name = page.getByLabel(t(`Jméno hráče ${n}`, `Name of player ${n}`));
		if ((await name.count()) === 0) {
			const add = await byTestIdOr(page, 'add-seat', page.getByRole('button', { name: t('Přidat hráče', 'Add player') }));
			await add.click();
			name = page.getByLabel(t(`Jméno hráče ${n}`, `Name of player ${n}`));
		}
		const seat = seats[i];
		if (seat.kind) {
			const kind = page.getByLabel(t(`Kdo hraje za místo ${n}`, `Who plays seat ${n}`));
			if ((await kind.evaluate((el) => el.tagName)) === 'SELECT') await kind.selectOption(seat.kind);
			else await kind.getByRole('radio', { name: seat.kind === 'bot' ? t('Bot', 'Bot') : t('Člověk', 'Human') }).check();
		}
		if (seat.name !== undefined) await name.fill(seat.name);
	}

	const start = await byTestIdOr(page, 'start-match', page.getByRole('button', { name: t('Začít partii', 'Start match') }));
	await start.click();
	await page.waitForURL((url) => url.pathname !== '/' && url.pathname !== '');
	return { url: page.url() };
}

/** Reads a PNG's width and height from its IHDR chunk. */
export function pngSize(buf: Buffer): { width: number; height: number } | null {
	const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
	if (buf.length < 24 || !sig.every((b, i) => buf[i] === b) || buf.toString('ascii', 12, 16) !== 'IHDR') return null;
	return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/**
 * Accessibility of every page around the board (issue 11), in Czech and in English, on the phone
 * and the desktop project: axe-core finds no serious or critical violation, and on a narrow
 * screen no text is cut off (no element clips its text, the page does not scroll sideways).
 * The language is switched the way a person does it: on the settings page.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11y } from './a11y';
import { clickNav, startMatch, waitForShell } from './helpers';

const LANGS = ['cs', 'en'] as const;

type Lang = (typeof LANGS)[number];

async function useLanguage(page: Page, l: Lang): Promise<void> {
	await page.goto('/settings');
	await waitForShell(page);
	await page.getByTestId(`lang-${l}`).check();
	await expect(page.locator('html')).toHaveAttribute('lang', l);
}

/** Texts that are cut off: an element narrower than its content that hides the rest, or a page wider than the screen. */
async function clippedTexts(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const out: string[] = [];
		const doc = document.documentElement;
		if (doc.scrollWidth > window.innerWidth + 1) out.push(`the page scrolls sideways: ${doc.scrollWidth} px wide on a ${window.innerWidth} px screen`);
		for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
			if (!el.offsetParent && getComputedStyle(el).position !== 'fixed') continue;
			if (el.closest('.visually-hidden, svg, select, option, input, textarea')) continue;
			const box = el.getBoundingClientRect();
			if (box.width <= 1 || box.height <= 1) continue; // a text for screen readers only
			const hasText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
			if (!hasText) continue;
			const cs = getComputedStyle(el);
			const clipsX = cs.overflowX !== 'visible' || cs.textOverflow === 'ellipsis';
			if (clipsX && el.scrollWidth > el.clientWidth + 1) out.push(`${el.tagName.toLowerCase()}.${el.className}: "${el.textContent!.trim().slice(0, 40)}"`);
			const r = el.getBoundingClientRect();
			if (r.width > 0 && (r.right > window.innerWidth + 1 || r.left < -1)) out.push(`${el.tagName.toLowerCase()}.${el.className} sticks out of the screen: "${el.textContent!.trim().slice(0, 40)}"`);
		}
		return out;
	});
}

/**
 * Tabs through the page (up to `max` stops) and returns the focused elements that show no focus
 * ring: neither an outline of at least 2 px nor a box-shadow.
 */
async function focusWithoutRing(page: Page, max = 60): Promise<string[]> {
	await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
	const bad: string[] = [];
	const seen = new Set<string>();
	for (let i = 0; i < max; i++) {
		await page.keyboard.press('Tab');
		const f = await page.evaluate(() => {
			const el = document.activeElement as HTMLElement | null;
			if (!el || el === document.body) return null;
			const cs = getComputedStyle(el);
			const label = `${el.tagName.toLowerCase()}${el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
			// A file input hidden under its label shows the ring on the label.
			const host = el.matches('input[type=file]') ? (el.closest('label') ?? el) : el;
			const hs = getComputedStyle(host);
			const ring = hs.outlineStyle !== 'none' && parseFloat(hs.outlineWidth) >= 2 && hs.outlineColor !== cs.backgroundColor;
			return { label, ring };
		});
		if (!f) break;
		if (seen.has(f.label)) break; // round the page once
		seen.add(f.label);
		if (!f.ring) bad.push(f.label);
	}
	return bad;
}

async function check(page: Page, where: string, testInfo: TestInfo): Promise<void> {
	await expectNoSeriousA11y(page, where, testInfo);
	if ((page.viewportSize()?.width ?? 1000) <= 420) expect(await clippedTexts(page), `text cut off on ${where}`).toEqual([]);
	expect(await focusWithoutRing(page), `focus without a visible ring on ${where}`).toEqual([]);
}

for (const l of LANGS) {
	test.describe(`pages in ${l}`, () => {
		test.beforeEach(async ({ page }, testInfo) => {
			// English is scanned on the phone (where its longer words could be clipped); Czech on both (CI time).
			test.skip(l === 'en' && testInfo.project.name === 'desktop', 'English pages are scanned in the phone project');
			await useLanguage(page, l);
		});

		test(`home: on this device, online, without a server (${l})`, async ({ page }, testInfo) => {
			// Four axe scans and three rounds of the page by Tab (one evaluate per stop): 11–17 s on a quiet
			// runner, near 30 s on this shared 2-core machine under load — the time is not what it checks.
			test.setTimeout(90_000);
			await page.goto('/');
			await waitForShell(page);
			await expect(page.getByTestId('new-match-form')).toBeVisible();
			await expect(page.getByTestId('recent-empty')).toBeVisible();
			await check(page, `home-here-${l}`, testInfo);
			await page.getByTestId('where-online').click();
			await expect(page.getByTestId('where-online')).toHaveAttribute('aria-pressed', 'true');
			await check(page, `home-online-${l}`, testInfo);
			await page.getByTestId('where-qr').click();
			await expect(page.getByTestId('serverless-info')).toBeVisible();
			await check(page, `home-qr-${l}`, testInfo);
			// Joining a room by QR: the pairing dialog over the page.
			await page.getByTestId('join-qr').click();
			await expect(page.getByTestId('qr-paste')).toBeVisible();
			await expectNoSeriousA11y(page, `home-join-qr-${l}`, testInfo);
		});

		test(`header: one row, the menu on a phone, the skip link (${l})`, async ({ page }, testInfo) => {
			await page.goto('/');
			await waitForShell(page);
			const header = page.locator('header.top');
			const menu = page.getByTestId('nav-menu');
			const phone = (page.viewportSize()?.width ?? 1000) <= 600;
			const hb = (await header.boundingBox())!;
			expect(hb.height, 'the header is one compact row').toBeLessThanOrEqual(phone ? 52 : 60);
			const brand = (await page.getByTestId('brand').boundingBox())!;
			if (phone) {
				await expect(page.getByTestId('nav-saves')).toBeHidden();
				await expect(menu).toHaveAttribute('aria-expanded', 'false');
				await expect(menu).toHaveAttribute('aria-controls', 'site-nav');
				await expect(menu).toHaveText('Menu');
				const mb = (await menu.boundingBox())!;
				expect(Math.abs(mb.y + mb.height / 2 - (brand.y + brand.height / 2)), 'brand and menu button in one row').toBeLessThan(4);
				expect(mb.width).toBeGreaterThanOrEqual(44);
				expect(mb.height).toBeGreaterThanOrEqual(44);
				// Opens, closes with Escape (focus back on the button), closes when a link is followed.
				await menu.click();
				await expect(menu).toHaveAttribute('aria-expanded', 'true');
				await expect(page.locator('#site-nav')).toBeVisible();
				await expect(page.getByTestId('nav-home')).toHaveAttribute('aria-current', 'page');
				await expectNoSeriousA11y(page, `header-menu-${l}`, testInfo);
				await page.getByTestId('nav-catalogue').focus();
				await page.keyboard.press('Escape');
				await expect(menu).toHaveAttribute('aria-expanded', 'false');
				await expect(page.getByTestId('nav-catalogue')).toBeHidden();
				await expect(menu).toBeFocused();
				await page.keyboard.press('Enter');
				await expect(menu).toHaveAttribute('aria-expanded', 'true');
				await page.getByTestId('nav-saves').click();
				await page.waitForURL((u) => u.pathname === '/saves');
				await expect(menu).toHaveAttribute('aria-expanded', 'false');
				await expect(page.getByTestId('nav-saves')).toBeHidden();
				await clickNav(page, 'settings');
				await page.waitForURL((u) => u.pathname === '/settings');
				// A tap outside closes it too.
				await menu.click();
				await page.mouse.click(195, 800);
				await expect(menu).toHaveAttribute('aria-expanded', 'false');
			} else {
				await expect(menu).toBeHidden();
				for (const id of ['home', 'saves', 'catalogue', 'settings']) {
					const b = (await page.getByTestId(`nav-${id}`).boundingBox())!;
					expect(b.y + b.height, `nav-${id} in the header's one row`).toBeLessThanOrEqual(hb.y + hb.height);
				}
				await clickNav(page, 'saves');
				await page.waitForURL((u) => u.pathname === '/saves');
			}
			// The skip link: the first stop of the keyboard, visible then, and it lands in <main>.
			await page.goto('/');
			await waitForShell(page);
			await page.keyboard.press('Tab');
			const skip = page.getByTestId('skip-link');
			await expect(skip).toBeFocused();
			await expect(skip).toHaveText(l === 'cs' ? 'Přeskočit na obsah' : 'Skip to content');
			await expect(skip).toBeInViewport();
			const sb = (await skip.boundingBox())!;
			expect(sb.y).toBeGreaterThanOrEqual(0);
			await page.keyboard.press('Enter');
			await expect(page.locator('main#main')).toBeFocused();
			await expect(skip).not.toBeInViewport();
			await page.keyboard.press('Tab');
			expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
		});

		test(`saves with a saved match, and home's recent list (${l})`, async ({ page }, testInfo) => {
			await startMatch(page, { game: 'rivals', seats: [{ name: 'Alena', kind: 'human' }, { name: 'Robot', kind: 'bot' }] });
			await page.goto('/saves');
			await expect(page.getByTestId('match-row')).toHaveCount(1);
			await check(page, `saves-${l}`, testInfo);
			await page.goto('/');
			await expect(page.getByTestId('match-row')).toHaveCount(1);
			await check(page, `home-recent-${l}`, testInfo);
		});

		test(`rules help dialog (${l})`, async ({ page }, testInfo) => {
			await startMatch(page, { game: 'rivals', seats: [{ name: 'Alena', kind: 'human' }, { name: 'Robot', kind: 'bot' }] });
			await page.getByTestId('rules-help').click();
			await expect(page.getByTestId('rivals-rules')).toBeVisible();
			// The whole page with the dialog open (the board behind it passes its own scans too).
			await expectNoSeriousA11y(page, `rules-help-${l}`, testInfo);
		});

		test(`catalogue and the old /cards address (${l})`, async ({ page }, testInfo) => {
			test.setTimeout(120_000); // three scans of some 150 cards
			await page.goto('/catalogue?game=rivals');
			await expect(page.getByTestId('card-entry').first()).toBeVisible();
			await check(page, `catalogue-${l}`, testInfo);
			const box = (await page.getByTestId('cards-only-provisional').boundingBox())!;
			expect(Math.min(box.width, box.height), 'the checkbox is at least 24 px').toBeGreaterThanOrEqual(24);
			await page.getByTestId('cards-only-provisional').check();
			await check(page, `catalogue-provisional-${l}`, testInfo);
			await page.goto('/cards');
			await page.waitForURL((u) => u.pathname === '/catalogue');
			await expect(page.getByTestId('card-entry').first()).toBeVisible();
			await check(page, `cards-${l}`, testInfo);
		});

		test(`settings (${l})`, async ({ page }, testInfo) => {
			await expect(page.getByTestId('net-host')).toBeVisible();
			await page.getByTestId('net-ice-add').click();
			for (const id of ['net-secure', 'lang-cs', 'lang-en']) {
				const box = (await page.getByTestId(id).boundingBox())!;
				expect(Math.min(box.width, box.height), `${id} is at least 24 px`).toBeGreaterThanOrEqual(24);
			}
			await check(page, `settings-${l}`, testInfo);
		});

		test(`room: no code, joining by code, a hosted lobby (${l})`, async ({ page }, testInfo) => {
			await page.goto('/room');
			await expect(page.getByTestId('room')).toBeVisible();
			await expect(page.getByTestId('room-loading')).toHaveCount(0);
			await check(page, `room-${l}`, testInfo);
			await page.goto('/room?code=ABCDEF');
			await expect(page.getByTestId('join-form')).toBeVisible();
			await check(page, `room-join-${l}`, testInfo);
			// A room hosted online (the test server's own PeerServer): the lobby with its link, QR and seats.
			await page.goto('/');
			await page.getByTestId('where-online').click();
			await page.getByTestId('seat-1-bot').click();
			await page.getByTestId('start-match').click();
			await page.waitForURL((u) => u.pathname === '/room' && u.searchParams.has('code'));
			await expect(page.getByTestId('room-seats')).toBeVisible();
			await expect(page.getByTestId('room-qr')).toBeVisible();
			await check(page, `room-lobby-${l}`, testInfo);
		});

		test(`404 page (${l})`, async ({ page }, testInfo) => {
			await page.goto('/no-such-page');
			await expect(page.getByTestId('error-page')).toBeVisible();
			await check(page, `404-${l}`, testInfo);
		});
	});
}

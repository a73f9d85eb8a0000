/**
 * Keyboard access to the answer (issue 23, item 31): on every game's board, from a fresh page
 * load, the control that answers the current decision is reached in at most five Tab presses (the
 * first stop is the "Přeskočit na volby / Skip to answers" link, which focuses it) and Enter plays
 * it; Alt+A does the same from anywhere on the page. The fixture game's board is checked in
 * fixture-app.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { startMatch, tabToAnswer } from './helpers';

const GAMES = [
	{ game: 'rivals', mode: 'intro', seats: [{ name: 'Alena', kind: 'human' as const }, { name: 'Bot', kind: 'bot' as const }] },
	{ game: 'mageknight', mode: 'solo', seats: [{ name: 'Alena', kind: 'human' as const }] },
	{ game: 'imperialsettlers', mode: 'solo', seats: [{ name: 'Alena', kind: 'human' as const }] }
];

test.describe('keyboard: the answer in a few keys on every board (issue 23)', () => {
	for (const g of GAMES) {
		test(`${g.game}: Tab reaches the answer in ≤ 5 presses, Enter plays it; Alt+A focuses it`, async ({ page }, testInfo) => {
			test.skip(testInfo.project.name !== 'desktop', 'keyboard: the desktop project (the same page on a phone)');
			test.setTimeout(45_000);
			await startMatch(page, g);
			// A fresh page load (with quick bots): nothing has the focus yet.
			await page.goto(`${page.url()}&botDelay=0`);
			const answer = page.locator('[data-testid="dock"] [data-answer]').first();
			await expect(answer).toBeVisible({ timeout: 20_000 });
			const presses = await tabToAnswer(page);
			expect(presses).toBeLessThanOrEqual(5);
			const focused = await page.evaluate(() => !!document.activeElement?.closest('[data-testid="dock"]'));
			expect(focused, 'the answer focused is the dock’s (the action bar’s) answer').toBe(true);
			const before = await page.getByTestId('match').getAttribute('data-length');
			await page.keyboard.press('Enter');
			// Enter plays it (or opens its choice: a card picked, a step of a multi-part answer).
			await expect
				.poll(async () => (await page.getByTestId('match').getAttribute('data-length')) !== before || (await page.locator('[data-testid="selection"], dialog[open]').count()) > 0)
				.toBe(true);
			// The shortcut: from the top of the page Alt+A focuses an answer again.
			await page.keyboard.press('Escape');
			await page.locator('body').click({ position: { x: 2, y: 2 } });
			await expect(page.locator('[data-answer], [data-testid="handoff-continue"]').first()).toBeVisible({ timeout: 20_000 });
			await page.keyboard.press('Alt+A');
			expect(await page.evaluate(() => !!document.activeElement?.closest('[data-answer], [data-testid="handoff-continue"]'))).toBe(true);
			// The rules help documents the shortcut.
			await page.getByTestId('rules-help').click();
			await expect(page.getByTestId('rules-keys')).toContainText('Alt+A');
		});
	}
});

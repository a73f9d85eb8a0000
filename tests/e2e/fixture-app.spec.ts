/**
 * The fixture app (issue 9): the app built with the Lanterns fixture game added by its own
 * folder and one manifest line (tests/fixtures/lanterns-ui, tests/fixtures/vite.lanterns.config.ts).
 * A new user picks it on the home page, sets its own setup option and per-seat roles, reads
 * its rules help, plays it pass-and-play to a shared result, plays its solo mode, and finds
 * both matches described and finished in the saves list. No shared file knows the game.
 * The festival (issue 24) is a secret simultaneous choice: pass-and-play collects each colour
 * behind a hand-off, and one seat's screen never shows another's colour before both chose.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { startMatch, tabToAnswer } from './helpers';

/** Plays whoever is asked (tapping through hand-offs) by lighting the first lantern or colour offered, until the end screen. */
async function playToEnd(page: Page): Promise<number> {
	let moves = 0;
	for (let i = 0; i < 200; i++) {
		if (await page.getByTestId('end-screen').isVisible()) return moves;
		const handoff = page.getByTestId('handoff-continue');
		if (await handoff.isVisible()) {
			await handoff.click();
			continue;
		}
		const light = page.locator('[data-testid="lanterns-action"][data-t="play"], [data-testid="lanterns-action"][data-t="secret"]').first();
		if (await light.isVisible()) {
			const before = Number(await page.getByTestId('match').getAttribute('data-length'));
			await light.click();
			await expect(page.getByTestId('match')).not.toHaveAttribute('data-length', String(before));
			moves++;
			continue;
		}
		await page.waitForTimeout(50);
	}
	throw new Error('the match did not end');
}

test('a game added by one manifest line: setup form, per-seat roles, rules help, a shared result, a solo score, the saves list', async ({ page }) => {
	test.setTimeout(120_000); // two matches, the cooperative one with a festival after every round
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	await page.goto('/');
	await page.getByTestId('new-game').selectOption('lanterns');
	await page.getByTestId('new-mode').selectOption('coop');
	// The game's own setup form, under the mode.
	const goal = page.getByTestId('lanterns-goal');
	await expect(goal).toBeVisible();
	await goal.fill('12');
	// Per-seat roles from the game's meta.
	await page.getByTestId('seat-name-0').fill('Alena');
	await page.getByTestId('seat-name-1').fill('Bohouš');
	await page.getByTestId('seat-1-choice-role').selectOption('keeper');
	await page.getByTestId('start-match').click();
	await page.waitForURL((url) => url.pathname.startsWith('/play'));

	// The rules help names the goal from the setup form.
	await page.getByTestId('handoff-continue').click();
	await page.getByTestId('rules-help').click();
	await expect(page.getByTestId('rules-dialog')).toBeVisible();
	await expect(page.getByTestId('lanterns-rules')).toContainText(/12/);
	await page.getByTestId('dialog-close').click();
	await expect(page.getByTestId('rules-dialog')).toBeHidden();
	await expect(page.getByTestId('lanterns-row')).toContainText('/ 12');

	// Bohouš is the keeper: he may also put a lantern away.
	await expect(page.locator('[data-testid="lanterns-action"][data-t="dig"]')).toHaveCount(0);
	await page.locator('[data-testid="lanterns-action"][data-t="play"]').first().click();
	await page.getByTestId('handoff-continue').click();
	await expect(page.locator('[data-testid="lanterns-action"][data-t="dig"]').first()).toBeVisible();

	await playToEnd(page);
	const winners = page.getByTestId('end-winners');
	const outcome = await winners.getAttribute('data-outcome');
	expect(['sharedWin', 'sharedLoss']).toContain(outcome);
	await expect(page.getByTestId('end-summary')).toContainText(/12/);

	// Solo: one seat, a solo score.
	await page.goto('/');
	await page.getByTestId('new-game').selectOption('lanterns');
	await page.getByTestId('new-mode').selectOption('solo');
	await expect(page.getByTestId('lanterns-goal')).toHaveCount(0); // the goal is a cooperative option
	await startMatch(page, { game: 'lanterns', mode: 'solo', seats: [{ name: 'Alena', kind: 'human' }] });
	// Keyboard (issue 23): from a fresh load the answer is a few Tab presses away (the skip link), Enter plays it.
	await page.reload();
	await expect(page.locator('[data-testid="lanterns-action"]').first()).toBeVisible();
	expect(await tabToAnswer(page)).toBeLessThanOrEqual(5);
	await page.keyboard.press('Enter');
	await expect(page.getByTestId('match')).not.toHaveAttribute('data-length', '0');
	await playToEnd(page);
	await expect(page.getByTestId('end-winners')).toHaveAttribute('data-outcome', 'solo');
	// The headline says the outcome first, not a bare "Skóre: N" (issue 23).
	await expect(page.getByTestId('end-title')).not.toHaveText(/^\s*Skóre/);
	fs.mkdirSync('test-results/screens', { recursive: true });
	await page.screenshot({ path: 'test-results/screens/fixture-end-solo.png' });

	// The saves list describes both and shows them finished.
	await page.goto('/saves');
	const rows = page.getByTestId('match-row');
	await expect(rows).toHaveCount(2);
	await expect(page.locator('[data-testid="match-row"][data-status="finished"]')).toHaveCount(2);
	await expect(page.getByText(/Společně|Together/).first()).toBeVisible();
	await expect(page.getByText(/Sólo|Solo/).first()).toBeVisible();
	expect(errors).toEqual([]);
});

test('the festival pass-and-play: each colour chosen behind a hand-off, never seen by the other seat, then revealed together', async ({ page }) => {
	test.setTimeout(60_000);
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	await startMatch(page, { game: 'lanterns', mode: 'versus', seats: [{ name: 'Alena', kind: 'human' }, { name: 'Bohouš', kind: 'human' }] });
	const action = (t: string) => page.locator(`[data-testid="lanterns-action"][data-t="${t}"]`);
	const length = async () => Number(await page.getByTestId('match').getAttribute('data-length'));
	// One round: Alena's turn, then Bohouš's.
	for (const name of ['Alena', 'Bohouš']) {
		await expect(page.getByTestId('handoff-title')).toContainText(name);
		await page.getByTestId('handoff-continue').click();
		const before = await length();
		await action('play').first().click();
		await expect(page.getByTestId('match')).toHaveAttribute('data-length', String(before + 1));
	}
	// The festival: Bohouš still holds the device and picks gold in secret.
	await expect(page.getByTestId('lanterns-festival')).toBeVisible();
	await expect(action('play')).toHaveCount(0);
	await page.getByRole('button', { name: /zlatá|gold/ }).click();
	await expect(page.getByTestId('match')).toHaveAttribute('data-length', '3');
	// Hand-off to Alena: her screen says Bohouš has chosen, never what.
	await expect(page.getByTestId('handoff-title')).toContainText('Alena');
	await expect(page.getByTestId('lanterns-board')).toHaveCount(0);
	await page.getByTestId('handoff-continue').click();
	await expect(page.locator('[data-testid="festival-seat"][data-seat="1"]')).toHaveAttribute('data-chosen', 'true');
	await expect(page.locator('[data-testid="festival-seat"][data-seat="0"]')).toHaveAttribute('data-chosen', 'false');
	await expect(page.getByTestId('festival-mine')).toHaveCount(0);
	await expect(page.getByTestId('festival-revealed')).toHaveCount(0);
	for (const where of ['lanterns-festival', 'event-log', 'prompts']) {
		const box = page.getByTestId(where);
		if (await box.count()) await expect(box).not.toContainText(/zlat|gold/i);
	}
	await page.getByRole('button', { name: /červená|red/ }).click();
	// Both colours revealed together, on Alena's next turn.
	await expect(page.getByTestId('festival-revealed')).toContainText(/Alena (červená|red), Bohouš (zlatá|gold)/);
	await expect(page.getByTestId('lanterns-festival')).toHaveCount(0);
	await expect(action('play').first()).toBeVisible();
	expect(errors).toEqual([]);
});

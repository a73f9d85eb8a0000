/**
 * Mage Knight played through its board, by clicking: a 2-player pass-and-play match from the
 * home page — both Tactics picked behind hand-off screens, cards played for Move, a step onto a
 * highlighted space of the map, a reload in the middle of the turn (the match continues where it
 * was), the end of the turn and the hand-off to the other player. Runs in the phone project too
 * (tagged @phone: Mage Knight's one phone flow).
 */
import { expect, test, type Page } from '@playwright/test';
import { startMatch } from './helpers';

const NAMES = ['Alena', 'Bohous'];

/** Clicks through a hand-off screen when one covers the board; returns whose it was. */
async function passDevice(page: Page): Promise<string | null> {
	const handoff = page.getByTestId('handoff');
	if (!(await handoff.isVisible().catch(() => false))) return null;
	const title = (await page.getByTestId('handoff-title').textContent()) ?? '';
	await page.getByTestId('handoff-continue').click();
	await expect(handoff).toBeHidden();
	return NAMES.find((n) => title.includes(n)) ?? null;
}

/** Waits until the board or a hand-off screen is shown. */
async function settle(page: Page): Promise<void> {
	await expect(page.locator('[data-testid=mk-board], [data-testid=handoff]').first()).toBeVisible();
}

const board = (page: Page) => page.getByTestId('mk-board');

test('Mage Knight: pass-and-play tactics, a card for Move, a step on the map, reload, end of turn', { tag: '@phone' }, async ({ page }) => {
	test.setTimeout(60_000);
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	await startMatch(page, { game: 'mageknight', seats: NAMES.map((name) => ({ name, kind: 'human' as const })) });
	await settle(page);

	// Tactics: each player picks behind their own hand-off screen (Rethink may ask for "done").
	for (let guard = 0; guard < 10; guard++) {
		await settle(page);
		await passDevice(page);
		await expect(board(page)).toBeVisible();
		const task = await board(page).getAttribute('data-task');
		if (task === 'turn') break;
		if (task === 'pickTactic') {
			await expect(page.getByTestId('tactics-offer')).toBeVisible();
			await page.getByTestId('answer-tactic').first().click();
		} else await page.getByTestId('answer-done').first().click();
	}
	await expect(board(page)).toHaveAttribute('data-task', 'turn');
	await expect(board(page)).toHaveAttribute('data-my-decision', 'true');
	const seat = Number(await board(page).getAttribute('data-seat'));
	expect([0, 1]).toContain(seat);
	const other = NAMES[1 - seat];

	// Play cards for Move (basic Move, else sideways as Move) until a space of the map is in reach.
	const reach = page.locator('[data-testid=hex][data-reach=true]');
	for (let guard = 0; guard < 5 && (await reach.count()) === 0; guard++) {
		await page.locator('[data-testid=hand-card][data-answer]').first().click();
		const basicMove = page.getByTestId('answer-how').filter({ hasText: /Pohyb|Move/ }).first();
		const sideways = page.locator('[data-testid=answer-sideways][data-as=move]');
		await expect(basicMove.or(sideways).first()).toBeVisible();
		if (await basicMove.isVisible()) await basicMove.click();
		else await sideways.click();
		// A card with a choice of effects asks once more.
		const choose = page.getByTestId('answer-choose').filter({ hasText: /Pohyb|Move/ }).first();
		if (await choose.isVisible().catch(() => false)) await choose.click();
		await expect(board(page)).toHaveAttribute('data-task', 'turn');
	}
	await expect(page.getByTestId('pool-move')).not.toHaveText(/\b0\b/);
	await expect(reach.first()).toBeVisible();
	const target = (await reach.first().getAttribute('data-hex'))!;
	await reach.first().click();
	const hero = page.locator(`[data-testid=hex][data-hex="${target}"] [data-testid=hero-figure][data-seat="${seat}"]`);
	await expect(hero).toHaveCount(1);

	// A tap on a space that no legal action targets shows what it is.
	await page.locator('[data-testid=hex][data-reach=false]').filter({ hasNot: page.getByTestId('enemy-token') }).last().focus();
	await page.keyboard.press('Enter');
	await expect(page.getByTestId('hex-info')).toBeVisible();
	await page.getByTestId('hex-info').getByTestId('dialog-close').click();

	// Reload in the middle of the turn: the match continues with the hero where it stood.
	const length = await page.getByTestId('match').getAttribute('data-length');
	await page.reload();
	await settle(page);
	await passDevice(page);
	await expect(page.getByTestId('match')).toHaveAttribute('data-length', length!);
	await expect(hero).toHaveCount(1);
	await expect(board(page)).toHaveAttribute('data-my-decision', 'true');

	// End the turn (and any end-of-turn choices): the device goes to the other player.
	await page.getByTestId('end-turn').click();
	const handoff = page.getByTestId('handoff');
	for (let guard = 0; guard < 6; guard++) {
		const done = page.getByTestId('answer-done').first();
		await expect(handoff.or(done)).toBeVisible();
		if (await handoff.isVisible()) break;
		await done.click({ timeout: 2_000 }).catch(() => undefined); // the hand-off may cover it first
	}
	await expect(page.getByTestId('handoff-title')).toContainText(other);
	await passDevice(page);
	await expect(page.getByTestId('viewing-seat')).toContainText(other);
	await expect(board(page)).toHaveAttribute('data-my-decision', 'true');
	expect(errors).toEqual([]);
});

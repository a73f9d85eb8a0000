/**
 * Imperial Settlers played through its board, by clicking: a 2-player pass-and-play round from
 * the home page (factions chosen per seat) — the Lookout draft behind hand-off screens, the
 * Production it brings, the Action phase with a build, a Deal (after trading 2 Workers for food
 * when needed) and both players passing, a reload in the middle of the round (the match continues
 * where it was), then Cleanup and the next round's Lookout. Runs in the phone project too.
 *
 * The policy adapts to any deal of the cards; the seed below (forced like rivals-helpers'
 * recordSeeds) only makes it take the same short path every time: in a Node replay of this
 * policy the Japanese first player builds, both build and the Deal comes in the first round.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11y } from './a11y';
import { waitForShell } from './helpers';
import { recordSeeds } from './rivals-helpers';

const NAMES = ['Alena', 'Bohous'];
const SEED = '8dde6c408dde6c408dde6c408dde6c40';

const board = (page: Page) => page.getByTestId('is-board');

/** Everyone a hand-off screen passed the device to. */
const handedTo = new Set<string>();

/** Clicks through a hand-off screen when one covers the board; returns whose it was. */
async function passDevice(page: Page): Promise<string | null> {
	const handoff = page.getByTestId('handoff');
	if (!(await handoff.isVisible().catch(() => false))) return null;
	const title = (await page.getByTestId('handoff-title').textContent()) ?? '';
	await page.getByTestId('handoff-continue').click();
	await expect(handoff).toBeHidden();
	const who = NAMES.find((n) => title.includes(n)) ?? null;
	if (who) handedTo.add(who);
	return who;
}

/** Waits until the board or a hand-off screen is shown. */
async function settle(page: Page): Promise<void> {
	await expect(page.locator('[data-testid=is-board], [data-testid=handoff]').first()).toBeVisible();
}

/** Waits until the match took the step (its length grew past `before`). */
async function stepped(page: Page, before: number): Promise<void> {
	await expect.poll(async () => Number(await page.getByTestId('match').getAttribute('data-length'))).toBeGreaterThan(before);
}
/**
 * Checks `seat`'s Empire after a step that may have passed the device: on the table when the
 * device shows that seat, else in the dialog the other player opens from the table.
 */
async function inEmpire(page: Page, seat: number, check: (empire: Locator) => Promise<void>): Promise<void> {
	await settle(page);
	await passDevice(page);
	const viewer = Number(await board(page).getAttribute('data-seat'));
	if (viewer === seat) return check(page.locator(`[data-testid=table] [data-testid=empire][data-seat="${seat}"]`));
	await page.locator(`[data-testid=open-empire][data-seat="${seat}"]`).click();
	const dialog = page.getByTestId('empire-dialog');
	await check(dialog.getByTestId('empire'));
	await dialog.getByTestId('dialog-close').click();
	await expect(dialog).toBeHidden();
}
const seeLocation = (page: Page, seat: number, id: string) => inEmpire(page, seat, (e) => expect(e.locator(`[data-testid=location][data-card="${id}"]`)).toBeVisible());
const lengthOf = async (page: Page) => Number(await page.getByTestId('match').getAttribute('data-length'));

test('Imperial Settlers: pass-and-play Lookout, Production, build, Deal, pass, reload, Cleanup', { tag: '@phone' }, async ({ page }, testInfo) => {
	test.setTimeout(60_000);
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	await recordSeeds(page, SEED);
	await page.goto('/');
	await waitForShell(page);
	await page.getByTestId('new-game').selectOption('imperialsettlers');
	for (let i = 0; i < 2; i++) await page.getByTestId(`seat-name-${i}`).fill(NAMES[i]);
	await page.getByTestId('seat-0-choice-faction').selectOption('japanese');
	await page.getByTestId('seat-1-choice-faction').selectOption('romans');
	await page.getByTestId('start-match').click();
	await page.waitForURL((url) => url.pathname.startsWith('/play'));
	await settle(page);

	const status = page.getByTestId('is-status');
	const phases = new Set<string>();
	const done = { draft: 0, build: 0, deal: 0, pass: 0, reload: false };
	const exchanged = new Set<number>();
	let produced = false;
	const scanned = new Set<string>();

	for (let guard = 0; guard < 60; guard++) {
		await settle(page);
		await passDevice(page);
		await expect(board(page)).toBeVisible();
		const round = Number(await status.getAttribute('data-round'));
		if (round === 2) break;
		phases.add((await status.getAttribute('data-phase')) ?? '');
		if ((await board(page).getAttribute('data-my-decision')) !== 'true') continue;
		const task = await board(page).getAttribute('data-task');
		const seat = Number(await board(page).getAttribute('data-seat'));
		const before = await lengthOf(page);

		if (task === 'draft') {
			// The Lookout offer is on the table; a tap on a highlighted card takes it.
			await expect(page.getByTestId('lookout')).toBeVisible();
			await expect(status).toHaveAttribute('data-phase', 'lookout');
			if (!scanned.has('draft')) {
				scanned.add('draft');
				await expectNoSeriousA11y(page, 'Imperial Settlers Lookout draft', testInfo);
			}
			await page.locator('[data-testid=lookout-card][data-answer]').first().click();
			done.draft++;
		} else if (task === 'turn') {
			await expect(status).toHaveAttribute('data-phase', 'actions');
			if (!produced) {
				// Production ran: the faction board's goods are in the supply (every board gives Workers and a Raze token).
				const goods = JSON.parse((await page.locator(`[data-testid=empire][data-seat="${seat}"] [data-testid=supply]`).getAttribute('data-goods'))!);
				expect(goods.worker).toBeGreaterThanOrEqual(2);
				expect(goods.raze).toBe(1);
				produced = true;
			}
			// Tap the hand's highlighted cards in turn: the first that may be built is built.
			const cards = page.locator('[data-testid=hand-card][data-answer]');
			let built: string | null = null;
			let dealCard: string | null = null;
			for (let i = 0; i < (await cards.count()) && !built; i++) {
				const id = (await cards.nth(i).getAttribute('data-card'))!;
				await cards.nth(i).click();
				await expect(page.getByTestId('selection')).toBeVisible();
				if (!scanned.has('turn')) {
					scanned.add('turn');
					await expectNoSeriousA11y(page, 'Imperial Settlers turn with a selected card', testInfo);
				}
				const build = page.getByTestId('selection').getByTestId('answer-build');
				if (await build.count()) {
					await build.click();
					built = id;
				} else {
					if (!dealCard && (await page.getByTestId('selection').getByTestId('answer-deal').count())) dealCard = id;
					await page.getByTestId('clear-selection').click();
				}
			}
			if (built) {
				await stepped(page, before);
				await settle(page);
				// A build that needs the Location part asks which Location or Foundation to discard.
				if ((await board(page).isVisible()) && (await board(page).getAttribute('data-task')) === 'payL') await page.locator('[data-testid=decision] [data-answer]').first().click();
				// The turn goes to the other player behind a hand-off screen: the new Location shows in
				// the builder's Empire, which the other player opens from the table (a dialog).
				await seeLocation(page, seat, built);
				done.build++;
				if (!done.reload) {
					// Reload in the middle of the round: the match continues with the new Location.
					const length = await lengthOf(page);
					await page.reload();
					await settle(page);
					await passDevice(page);
					await expect(page.getByTestId('match')).toHaveAttribute('data-length', String(length));
					await seeLocation(page, seat, built);
					done.reload = true;
				}
				continue;
			}
			if (dealCard && !done.deal) {
				const deals = page.locator(`[data-testid=empire][data-seat="${seat}"] [data-testid=deals]`);
				const count = Number(await deals.getAttribute('data-count'));
				await page.locator(`[data-testid=hand-card][data-card="${dealCard}"]`).click();
				await page.getByTestId('selection').getByTestId('answer-deal').click();
				await stepped(page, before);
				await inEmpire(page, seat, (e) => expect(e.getByTestId('deals')).toHaveAttribute('data-count', String(count + 1)));
				done.deal++;
				continue;
			}
			// No food for a Deal yet: trade 2 Workers (once per player) and take food.
			const workers = page.locator('[data-testid=decision] [data-testid=answer-workers]');
			if (!done.deal && !exchanged.has(seat) && (await workers.count())) {
				exchanged.add(seat);
				await workers.first().click();
				await stepped(page, before);
				await expect(board(page)).toHaveAttribute('data-task', 'pick');
				await page.locator('[data-testid=answer-pick][data-item=food]').click();
				continue;
			}
			await page.getByTestId('answer-pass').click();
			await stepped(page, before);
			await settle(page);
			await passDevice(page);
			await expect(page.locator(`[data-testid=track-seat][data-seat="${seat}"]`)).toHaveAttribute('data-passed', 'true');
			done.pass++;
			continue;
		} else {
			// Any other decision (a deck to draw from, a pick, the Location part): its first answer.
			await page.locator('[data-testid=decision] [data-answer]').first().click();
		}
		await stepped(page, before);
	}

	// Cleanup ran and the next round opened with its Lookout.
	await expect(status).toHaveAttribute('data-round', '2');
	await expect(status).toHaveAttribute('data-phase', 'lookout');
	await expect(page.getByTestId('lookout')).toBeVisible();
	expect(done.draft).toBe(4);
	expect(done.build).toBeGreaterThan(0);
	expect(done.deal).toBe(1);
	expect(done.pass).toBe(2);
	expect(done.reload).toBe(true);
	expect([...phases]).toEqual(expect.arrayContaining(['lookout', 'actions']));
	expect([...handedTo].sort()).toEqual(NAMES);
	expect(produced).toBe(true);
	expect(errors).toEqual([]);
});

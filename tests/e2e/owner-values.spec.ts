/**
 * Owner values (/content), with the real IndexedDB: the owner corrects Imperial Settlers' solo
 * Attack Targets and an activation cost, they persist over a reload, the catalogue shows them as
 * owner values, the new-match form says it will use them, a solo match started from the home page
 * plays with them (the virtual panel's Target line) and the card details show them; then reset.
 * axe on the page.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11y } from './a11y';
import { waitForShell } from './helpers';

const field = (page: Page, key: string) => page.locator(`[data-testid=content-field][data-key="${key}"]`);
const ATTACKS = Array.from({ length: 16 }, (_, i) => `attack.atk${String(i + 1).padStart(2, '0')}`);

test('owner values: set on the page, persist, used by a new solo match, shown in the catalogue, reset', async ({ page }, testInfo) => {
	test.setTimeout(60_000);
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	await page.goto('/content?game=imperialsettlers');
	await waitForShell(page);
	await expect(page.getByTestId('content-count')).toHaveAttribute('data-count', '0');
	await expect(page.getByTestId('content-group').first()).toBeVisible();
	await expectNoSeriousA11y(page, 'owner values page', testInfo);

	// Every Attack card names gold; Rabble costs 2 workers.
	for (const key of ATTACKS) {
		await field(page, key).getByTestId('content-input').selectOption('gold');
		await expect(field(page, key)).toHaveAttribute('data-owned', 'true');
	}
	const rabble = field(page, 'cost.bar-rabble');
	await rabble.getByTestId('content-input').fill('9');
	await rabble.getByTestId('content-input').press('Enter');
	await expect(rabble.getByTestId('content-invalid')).toBeVisible();
	await expect(rabble).toHaveAttribute('data-owned', 'false');
	await rabble.getByTestId('content-input').fill('2');
	await rabble.getByTestId('content-input').press('Enter');
	await expect(rabble).toHaveAttribute('data-owned', 'true');
	await expect(page.getByTestId('content-status')).toContainText('2');

	await page.reload();
	await waitForShell(page);
	await expect(page.getByTestId('content-count')).toHaveAttribute('data-count', '17');
	await expect(field(page, 'attack.atk01').getByTestId('content-input')).toHaveValue('gold');
	await expect(rabble.getByTestId('content-input')).toHaveValue('2');
	await expect(rabble.getByTestId('content-owned')).toBeVisible();

	// The catalogue shows them as owner values instead of the placeholder mark.
	await page.goto('/catalogue?game=imperialsettlers');
	const attack = page.locator('[data-testid=is-catalogue-entry][data-key=solo-attack]');
	await expect(attack.getByTestId('is-catalogue-owner')).toBeVisible();
	await expect(attack).toContainText(/16× (zlato|gold)/);
	const rabbleEntry = page.locator('[data-testid=is-catalogue-entry][data-key=bar-rabble]');
	await expect(rabbleEntry.getByTestId('is-catalogue-owner-line')).toContainText('2');
	await expect(page.locator('[data-testid=is-catalogue-entry][data-key=bar-mission] [data-testid=is-catalogue-owner]')).toHaveCount(0);

	// The new-match form says so and the solo match plays with them.
	await page.goto('/');
	await waitForShell(page);
	await page.getByTestId('new-game').selectOption('imperialsettlers');
	await page.getByTestId('new-mode').selectOption('solo');
	await expect(page.getByTestId('owner-values')).toHaveAttribute('data-count', '17');
	await expect(page.getByTestId('owner-values')).toContainText('17');
	await page.getByTestId('start-match').click();
	await page.waitForURL((url) => url.pathname.startsWith('/play'));
	await expect(page.getByTestId('match')).toBeVisible();
	const matchUrl = page.url();
	const target = page.getByTestId('is-attack-target').first();
	await expect(target).toHaveAttribute('data-target', 'gold');
	await expect(target).toHaveAttribute('data-owner', 'true');
	await expect(page.getByTestId('is-attack-owner')).toBeVisible();

	// Reset one, then all.
	await page.goto('/content?game=imperialsettlers');
	await waitForShell(page);
	await field(page, 'attack.atk01').getByTestId('content-reset').click();
	await expect(field(page, 'attack.atk01')).toHaveAttribute('data-owned', 'false');
	await expect(field(page, 'attack.atk01').getByTestId('content-input')).toHaveValue('wood');
	await expect(page.getByTestId('content-count')).toHaveAttribute('data-count', '16');
	await page.getByTestId('content-reset-all').click();
	await expect(page.getByTestId('content-count')).toHaveAttribute('data-count', '0');
	await page.reload();
	await waitForShell(page);
	await expect(page.getByTestId('content-count')).toHaveAttribute('data-count', '0');
	// The match started before keeps its values: they are in its record.
	await page.goto(matchUrl);
	await expect(page.getByTestId('is-attack-target').first()).toHaveAttribute('data-owner', 'true');
	expect(errors).toEqual([]);
});

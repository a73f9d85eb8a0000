/**
 * The content-pack editor on the catalogue page (issue 25, item 3), with the real IndexedDB: create
 * a pack of Imperial Settlers, change a card's activation cost (a refused value first), see the
 * diff, undo and redo, the first screen (name, records, first form) and no horizontal scroll,
 * export the pack as a file and import it in a second browser context (a new device) to the same
 * name and hash; a damaged file is refused with its reason and nothing changes; the owner values
 * of before packs come back as the first pack "Moje hodnoty"; axe and a screenshot at both sizes.
 */
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import { expectNoSeriousA11y } from './a11y';
import { waitForShell } from './helpers';

const CATALOGUE = '/catalogue?game=imperialsettlers';

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('pack editor: create, edit a cost, diff, undo/redo, export, import on a new device, refusal, axe', async ({ page, browser }, testInfo) => {
	test.setTimeout(180_000); // two devices, and axe scans the editor with the whole catalogue below it
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	await page.goto(CATALOGUE);
	await waitForShell(page);
	await expect(page.getByTestId('pack-row').first()).toHaveAttribute('data-builtin', 'true');

	await page.getByTestId('pack-new').click();
	const editor = page.getByTestId('pack-editor');
	await expect(editor).toBeVisible();
	// The first screen of the editor: the pack's name, the list of records and the first form.
	await expect(page.getByTestId('pack-editor-name')).toBeInViewport();
	await expect(page.getByTestId('pack-record').first()).toBeInViewport();
	await expect(page.getByTestId('pack-field').first().locator('select, input').first()).toBeInViewport();
	expect(await noHorizontalScroll(page)).toBe(true);

	const name = page.getByTestId('pack-editor-name-input');
	await name.fill('Moje krabice');
	await name.press('Tab');
	await expect(page.getByTestId('pack-editor-name')).toHaveText('Moje krabice');
	// The status line says the last action: the rename, no longer the creation before it.
	const status = page.getByTestId('pack-status');
	await expect(status).toHaveText('Přejmenováno na „Moje krabice“.');

	// Rabble's activation cost: a refused value first (shown next to the control, nothing stored).
	await page.getByTestId('pack-filter').fill('cost.bar-rabble');
	await page.getByTestId('pack-record').first().click();
	const field = page.locator('[data-testid=pack-field][data-key="cost.bar-rabble"]');
	const input = field.getByTestId('pack-int');
	await expect(input).toBeInViewport();
	const builtIn = await input.inputValue();
	const cost = builtIn === '3' ? '4' : '3';
	await input.fill('9');
	await input.press('Tab');
	await expect(field.getByTestId('pack-field-error')).toBeVisible();
	await expect(input).toHaveAttribute('aria-invalid', 'true');
	await expect(input).toHaveAttribute('aria-describedby', /-err/);
	await expect(field).toHaveAttribute('data-in-pack', 'false');
	await input.fill(cost);
	await input.press('Tab');
	await expect(field).toHaveAttribute('data-in-pack', 'true');
	await expect(field.getByTestId('pack-field-error')).toHaveCount(0);
	const diffItem = page.locator('[data-testid=pack-diff-item][data-key="cost.bar-rabble"]');
	await expect(diffItem).toContainText(`${builtIn} → ${cost}`);
	await expect(page.getByTestId('pack-diff')).toHaveAttribute('data-count', '1');
	await expect(status).toContainText(`Uloženo: `);
	await expect(status).toContainText(`= ${cost}.`);

	// Ctrl+Z in a text box undoes the typing there, not the pack's last edit (the cost).
	await name.focus();
	await page.keyboard.press('End');
	await page.keyboard.type(' XY');
	await expect(name).toHaveValue('Moje krabice XY');
	await page.keyboard.press('Control+z');
	await expect(name).toHaveValue('Moje krabice');
	await expect(field).toHaveAttribute('data-in-pack', 'true');
	await expect(page.getByTestId('pack-diff')).toHaveAttribute('data-count', '1');
	await name.press('Tab');
	await expect(page.getByTestId('pack-editor-name')).toHaveText('Moje krabice');

	// Undo (the button, then Ctrl+Z after a redo) and redo.
	await page.getByTestId('pack-undo').click();
	await expect(status).toHaveText('Vráceno zpět.');
	await expect(field).toHaveAttribute('data-in-pack', 'false');
	await expect(input).toHaveValue(builtIn);
	await expect(page.getByTestId('pack-diff')).toHaveAttribute('data-count', '0');
	await page.getByTestId('pack-redo').click();
	await expect(status).toHaveText('Znovu provedeno.');
	await expect(field).toHaveAttribute('data-in-pack', 'true');
	await expect(input).toHaveValue(cost);
	await page.getByTestId('pack-diff').click();
	await page.keyboard.press('Control+z');
	await expect(field).toHaveAttribute('data-in-pack', 'false');
	await page.keyboard.press('Control+Shift+z');
	await expect(field).toHaveAttribute('data-in-pack', 'true');
	await expect(diffItem).toContainText(`${builtIn} → ${cost}`);

	const hash = await editor.getAttribute('data-hash');
	expect(hash).toMatch(/^[0-9a-f]{16}$/);
	const row = page.locator('[data-testid=pack-row][data-name="Moje krabice"]');
	await expect(row).toHaveAttribute('data-changes', '1');
	await expect(row).toHaveAttribute('data-hash', hash!);

	// Saved: a reload opens the same pack with the change.
	await page.reload();
	await waitForShell(page);
	await expect(editor).toHaveAttribute('data-hash', hash!);

	// Axe and the screenshot of the editor at this size.
	await page.getByTestId('pack-filter').fill('cost.bar-rabble');
	await page.getByTestId('pack-record').first().click();
	// From the top: nothing sits under the sticky header (axe counts a covered button as too small).
	await page.evaluate(() => window.scrollTo(0, 0));
	await expectNoSeriousA11y(page, 'pack editor', testInfo);
	expect(await noHorizontalScroll(page)).toBe(true);
	await page.getByTestId('pack-filter').fill('');
	await editor.evaluate((el) => el.scrollIntoView({ block: 'start' }));
	await expect(field).toBeVisible();
	fs.mkdirSync('test-results/screens', { recursive: true });
	await page.screenshot({ path: `test-results/screens/pack-editor-${testInfo.project.name === 'phone' ? 'phone' : 'desktop'}.png` });

	// Duplicate: a copy of the same content (the same hash) under its own name.
	await row.getByTestId('pack-duplicate').click();
	const copyRow = page.locator('[data-testid=pack-row][data-name="Moje krabice – kopie"]');
	await expect(copyRow).toHaveAttribute('data-hash', hash!);
	await expect(status).toHaveText('Balíček „Moje krabice“ zkopírován jako „Moje krabice – kopie“.');
	// A rename in the list (the copy is open in the editor): the line says the rename.
	await copyRow.getByTestId('pack-rename').click();
	await page.getByTestId('pack-rename-input').fill('Kopie B');
	await page.getByTestId('pack-rename-save').click();
	await expect(page.locator('[data-testid=pack-row][data-name="Kopie B"]')).toHaveAttribute('data-hash', /./);
	await expect(status).toHaveText('Přejmenováno na „Kopie B“.');

	// Export: the file is named after the game and the pack.
	const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('pack-export').click()]);
	expect(download.suggestedFilename()).toBe('deskovky-imperialsettlers-moje-krabice.json');
	await expect(status).toHaveText('Balíček uložen do souboru deskovky-imperialsettlers-moje-krabice.json.');
	const file = testInfo.outputPath('pack.json');
	await download.saveAs(file);
	const damaged = testInfo.outputPath('damaged.json');
	fs.writeFileSync(damaged, fs.readFileSync(file, 'utf8').replace(`"cost.bar-rabble": ${cost}`, '"cost.bar-rabble": 99'));
	expect(fs.readFileSync(damaged, 'utf8')).toContain('99');

	// A new device: import the file, the same pack (name, hash); a damaged file is refused.
	const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport, locale: 'cs-CZ' });
	try {
		const second = await other.newPage();
		await second.goto(CATALOGUE);
		await waitForShell(second);
		await expect(second.getByTestId('pack-row')).toHaveCount(1);
		await second.getByTestId('pack-import').setInputFiles(damaged);
		await expect(second.getByTestId('packs-error')).toContainText(/99|0 (a|do|and) 5/);
		await expect(second.getByTestId('pack-row')).toHaveCount(1);
		await second.getByTestId('pack-import').setInputFiles(file);
		const imported = second.locator('[data-testid=pack-row][data-name="Moje krabice"]');
		await expect(imported).toHaveAttribute('data-hash', hash!);
		await expect(imported).toHaveAttribute('data-changes', '1');
		await expect(second.getByTestId('packs-status')).toContainText(hash!.slice(0, 8));
		await imported.getByTestId('pack-open').click();
		await expect(second.getByTestId('pack-editor')).toHaveAttribute('data-hash', hash!);
		await expect(second.locator('[data-testid=pack-diff-item][data-key="cost.bar-rabble"]')).toContainText(`${builtIn} → ${cost}`);
		// The same file again: a second pack named "(2)" with the same hash.
		await second.getByTestId('pack-import').setInputFiles(file);
		await expect(second.locator('[data-testid=pack-row][data-name="Moje krabice (2)"]')).toHaveAttribute('data-hash', hash!);
	} finally {
		await other.close();
	}
	expect(errors).toEqual([]);
});

test('the owner values of before packs become the first pack; /content leads to the editor', async ({ page }) => {
	await page.goto('/');
	await waitForShell(page);
	// The owner values as the first step stored them (idb-keyval: database deskovky-content, store owner).
	await page.evaluate(
		() =>
			new Promise<void>((resolve, reject) => {
				const open = indexedDB.open('deskovky-content');
				open.onupgradeneeded = () => open.result.createObjectStore('owner');
				open.onerror = () => reject(open.error);
				open.onsuccess = () => {
					const tx = open.result.transaction('owner', 'readwrite');
					tx.objectStore('owner').put({ 'attack.atk01': 'gold', 'cost.bar-rabble': 2 }, 'imperialsettlers');
					tx.oncomplete = () => resolve();
					tx.onerror = () => reject(tx.error);
				};
			})
	);
	await page.goto('/content?game=imperialsettlers');
	await page.waitForURL((url) => url.pathname === '/catalogue');
	const migrated = page.locator('[data-testid=pack-row][data-name="Moje hodnoty"]');
	await expect(migrated).toBeVisible();
	await expect(migrated).toHaveAttribute('data-changes', '2');
	await migrated.getByTestId('pack-open').click();
	await expect(page.locator('[data-testid=pack-field][data-key="attack.atk01"]')).toHaveAttribute('data-in-pack', 'true');
	// The catalogue below shows the opened pack's values instead of the placeholder marks.
	const rabble = page.locator('[data-testid=is-catalogue-entry][data-key=bar-rabble]');
	await expect(rabble.getByTestId('is-catalogue-owner-line')).toContainText('2');
	await expect(page.locator('[data-testid=is-catalogue-entry][data-key=solo-attack]').getByTestId('is-catalogue-owner')).toBeVisible();
	// Renamed in the list.
	await migrated.getByTestId('pack-rename').click();
	await page.getByTestId('pack-rename-input').fill('Z mé krabice');
	await page.getByTestId('pack-rename-save').click();
	const renamed = page.locator('[data-testid=pack-row][data-name="Z mé krabice"]');
	await expect(renamed).toHaveAttribute('data-changes', '2');
	await expect(migrated).toHaveCount(0);
	// Deleted (confirmed), it does not come back.
	await renamed.getByTestId('pack-delete').click();
	await page.getByTestId('pack-delete-yes').click();
	await expect(renamed).toHaveCount(0);
	await page.reload();
	await waitForShell(page);
	await expect(page.getByTestId('pack-row')).toHaveCount(1);
});

test('an added record with a composed effect (where the game has record templates)', async ({ page }, testInfo) => {
	test.setTimeout(150_000); // axe scans the editor and the whole catalogue below it
	await page.goto(CATALOGUE);
	await waitForShell(page);
	await page.getByTestId('pack-new').click();
	await expect(page.getByTestId('pack-editor')).toBeVisible();
	test.skip((await page.getByTestId('pack-add-record').count()) === 0, 'the game has no record templates yet');

	await page.getByTestId('pack-add-name').fill('Chrám slunce');
	await page.getByTestId('pack-add-note').fill('z mé krabice, karta 17');
	await page.getByTestId('pack-add-submit').click();
	const record = page.locator('[data-testid=pack-added-record][data-id=chram-slunce]');
	await expect(record).toBeVisible();
	await expect(record.getByTestId('pack-added-note')).toHaveValue('z mé krabice, karta 17');
	await expect(page.locator('[data-testid=pack-diff-item][data-key=chram-slunce]')).toBeVisible();

	// The name in Czech and English: an empty Czech name is refused next to the control.
	const name = record.locator('[data-testid=pack-added-field][data-key=name]');
	const cs = name.getByRole('textbox').first();
	await cs.fill('');
	await cs.press('Tab');
	await expect(name.getByTestId('pack-field-error')).toBeVisible();
	await expect(cs).toHaveAttribute('aria-invalid', 'true');
	await cs.fill('Chrám slunce');
	await cs.press('Tab');
	await expect(name.getByTestId('pack-field-error')).toHaveCount(0);

	// Compose: two steps, the second moved up, one removed; a parameter out of range refused.
	const effect = record.locator('[data-testid=pack-added-field][data-key=effect]');
	const kinds = effect.getByTestId('pack-effect-kind');
	const options = await kinds.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
	expect(options.length).toBeGreaterThan(1);
	await kinds.selectOption(options[0]);
	await expect(effect.getByTestId('pack-effect-help')).toBeVisible();
	await effect.getByTestId('pack-effect-add').click();
	await kinds.selectOption(options[1]);
	await effect.getByTestId('pack-effect-add').click();
	const steps = effect.getByTestId('pack-effect-step');
	await expect(steps).toHaveCount(2);
	await expect(steps.nth(1)).toHaveAttribute('data-kind', options[1]);
	await steps.nth(1).getByRole('button', { name: /nahoru|up/i }).click();
	await expect(steps.nth(0)).toHaveAttribute('data-kind', options[1]);
	const int = steps.nth(0).getByTestId('pack-int').first();
	if (await int.count()) {
		await int.fill('999');
		await int.press('Tab');
		await expect(effect.getByTestId('pack-field-error')).toBeVisible();
		await int.fill('1');
		await int.press('Tab');
		await expect(effect.getByTestId('pack-field-error')).toHaveCount(0);
	}
	await steps.nth(1).getByTestId('pack-effect-remove').click();
	await expect(steps).toHaveCount(1);
	await page.getByTestId('pack-undo').click();
	await expect(steps).toHaveCount(2);

	// Axe with the composer and the added record's form open.
	await page.evaluate(() => window.scrollTo(0, 0));
	await expectNoSeriousA11y(page, 'pack editor with an added record', testInfo);
	expect(await noHorizontalScroll(page)).toBe(true);

	// Removed, it leaves the diff.
	await record.getByTestId('pack-added-remove').click();
	await expect(page.locator('[data-testid=pack-diff-item][data-key=chram-slunce]')).toHaveCount(0);
});

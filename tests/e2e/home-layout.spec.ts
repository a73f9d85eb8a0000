/**
 * The home page on a phone (issue 23, item 30): the game and mode selects fit inside the
 * viewport for every game and mode, and the chosen mode's whole name can be read — in the
 * select itself, or (a long provisional mode the select cuts) in the note under it.
 */
import { expect, test, type Locator } from '@playwright/test';

/** Whether the select's chosen text fits its box (text width measured in the select's own font). */
async function textFits(sel: Locator): Promise<boolean> {
	return sel.evaluate((el) => {
		const s = el as HTMLSelectElement;
		const cs = getComputedStyle(s);
		const ctx = document.createElement('canvas').getContext('2d')!;
		ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
		const room = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20; // the arrow
		return ctx.measureText(s.selectedOptions[0]?.text ?? '').width <= room;
	});
}

test('home: the game and mode selects fit in the viewport and every mode name is readable @phone', async ({ page }) => {
	await page.goto('/');
	const game = page.getByTestId('new-game');
	await expect(game).toBeVisible();
	const games = await game.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
	const width = page.viewportSize()!.width;
	for (const id of games) {
		await game.selectOption(id);
		const mode = page.getByTestId('new-mode');
		const modes = await mode.locator('option').evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent!.replace(/ \*$/, '')]));
		for (const [m, name] of modes) {
			await mode.selectOption(m);
			for (const sel of [game, mode]) {
				const box = (await sel.boundingBox())!;
				expect(box.x, `${id}/${m}: the select starts on screen`).toBeGreaterThanOrEqual(0);
				expect(box.x + box.width, `${id}/${m}: the select ends inside the ${width} px viewport`).toBeLessThanOrEqual(width);
			}
			expect(await textFits(game), `${id}: the game's name fits its select`).toBe(true);
			if (!(await textFits(mode))) {
				const note = page.getByTestId('mode-note');
				await expect(note, `${id}/${m}: the select cuts "${name}", so the note under it says it whole`).toContainText(name);
				const box = (await note.boundingBox())!;
				expect(box.x + box.width).toBeLessThanOrEqual(width);
			}
			expect(await page.evaluate(() => document.documentElement.scrollWidth), `${id}/${m}: the page is not wider than the screen`).toBeLessThanOrEqual(width);
		}
	}
	await page.screenshot({ path: 'test-results/screens/home-phone.png' });
});

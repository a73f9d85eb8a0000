/**
 * The home page on a phone (issue 23, item 30): the game and mode selects fit inside the
 * viewport for every game and mode, and the chosen mode's whole name can be read — in the
 * select itself, or (a long provisional mode the select cuts) in the note under it.
 */
import { expect, test } from '@playwright/test';

/** Measures the form in one go: the selects' boxes, whether their chosen text fits, the note. */
function measure() {
	const fits = (s: HTMLSelectElement) => {
		const cs = getComputedStyle(s);
		const ctx = document.createElement('canvas').getContext('2d')!;
		ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
		const room = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20; // the arrow
		return ctx.measureText(s.selectedOptions[0]?.text ?? '').width <= room;
	};
	const game = document.querySelector<HTMLSelectElement>('[data-testid="new-game"]')!;
	const mode = document.querySelector<HTMLSelectElement>('[data-testid="new-mode"]')!;
	const note = document.querySelector<HTMLElement>('[data-testid="mode-note"]');
	const right = (el: Element) => el.getBoundingClientRect().right;
	return {
		lefts: [game, mode].map((el) => el.getBoundingClientRect().left),
		rights: [game, mode, ...(note ? [note] : [])].map(right),
		gameFits: fits(game),
		modeFits: fits(mode),
		note: note?.textContent ?? '',
		scrollWidth: document.documentElement.scrollWidth
	};
}

test('home: the game and mode selects fit in the viewport and every mode name is readable @phone', async ({ page }, testInfo) => {
	test.skip(testInfo.project.name !== 'phone', 'a phone layout check');
	await page.goto('/');
	const game = page.getByTestId('new-game');
	const mode = page.getByTestId('new-mode');
	await expect(game).toBeVisible();
	const games = await game.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
	const width = page.viewportSize()!.width;
	for (const id of games) {
		await game.selectOption(id);
		const modes = await mode.locator('option').evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent!.replace(/ \*$/, '')]));
		for (const [m, name] of modes) {
			await mode.selectOption(m);
			const r = await page.evaluate(measure);
			const what = `${id}/${m}`;
			for (const x of r.lefts) expect(x, `${what}: the select starts on screen`).toBeGreaterThanOrEqual(0);
			for (const x of r.rights) expect(x, `${what}: the select (and its note) ends inside the ${width} px viewport`).toBeLessThanOrEqual(width);
			expect(r.gameFits, `${id}: the game's name fits its select`).toBe(true);
			if (!r.modeFits) expect(r.note, `${what}: the select cuts "${name}", so the note under it says it whole`).toContain(name);
			expect(r.scrollWidth, `${what}: the page is not wider than the screen`).toBeLessThanOrEqual(width);
		}
	}
	await page.screenshot({ path: 'test-results/screens/home-phone.png' });
});

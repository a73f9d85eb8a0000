/**
 * The end screen's headline (issue 23, item 29), on finished matches imported from saves of earlier
 * releases: Jana played the Rivals intro against a bot and won, so the screen speaks to her —
 * "Vítězství!", then "Výhra: Jana" and "7 bodů proti 5 · Cíl: 7 bodů"; a pass-and-play Mage Knight
 * match of two people names the winner and counts Fame. axe finds nothing serious.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11y } from './a11y';
import { importAndOpen } from './mageknight-helpers';

const SAVES = 'tests/fixtures/saves';

test('end screen: the outcome first for the person at the screen, the score against the opponent and the goal @phone', async ({ page }, testInfo) => {
	test.skip(testInfo.project.name !== 'phone', 'the phone project (the narrowest screen); the desktop shows the same panel');
	test.setTimeout(45_000);
	await importAndOpen(page, `${SAVES}/rivals-intro-finished.json`, 'fixture-intro-fx-intro');
	await expect(page.getByTestId('end-screen')).toBeVisible();
	await expect(page.getByTestId('end-title')).toHaveText('Vítězství!');
	await expect(page.getByTestId('end-line')).toHaveText(['Výhra: Jana', '7 bodů proti 5 · Cíl: 7 bodů']);
	await expect(page.getByTestId('end-winners')).toHaveAttribute('data-tone', 'win');
	fs.mkdirSync('test-results/screens', { recursive: true });
	await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-end-rivals.png` });
	await expectNoSeriousA11y(page, 'end screen', testInfo, [], { quick: true });

	await importAndOpen(page, `${SAVES}/mageknight-2p-finished.json`, 'fixture-mk-finished');
	await expect(page.getByTestId('end-title')).toHaveText(/^\s*Výhra: (Alena|Bohouš)/);
	await expect(page.getByTestId('end-line').first()).toContainText(/^Sláva −?\d+ proti −?\d+$/);
	await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-end-mk.png` });
});

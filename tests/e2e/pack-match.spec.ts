/**
 * Matches play a content pack (issue 25, item 4), desktop project. A user pack that changes an
 * Imperial Settlers activation cost (Rabble: 1 → 3 workers) is imported as a file on the catalogue
 * page (the app's pack store checks and keeps it, src/lib/store/packs.ts); the new-match form chooses it and shows what
 * it changes; the setup screen and the match header say "Data z balíčku …"; the match record embeds
 * the pack (name, hash, the override) and the Rabble in the starting hand (a forced seed) shows the
 * new cost in its details; a bots' match with the pack ends with the end screen saying so. Online:
 * the guest's lobby shows the host's pack (name, hash, what it changes) before the start, and that
 * its own pack of the same name differs; both devices play the host's options.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11y } from './a11y';
import { waitForShell } from './helpers';
import { FAST, joinByLink, newDevice, startOnline, storedRecord, takeSeat, type Device } from './net-helpers';
import { recordSeeds } from './rivals-helpers';

test.skip(({ isMobile }) => isMobile, 'desktop project only');

const GAME = 'imperialsettlers';
/** A forced seed whose deal puts a Rabble (bar019) in the first seat's starting hand (Barbarians). */
const SEED = '0'.repeat(32);
const PACK_NAME = 'E2E karty';

/** A pack file (engine/pack.ts ContentPack) that corrects the Rabble's activation cost. */
function packFile(name: string, rabbleCost: number): string {
	const pack = { format: 'deskovky-pack', formatVersion: 1, game: GAME, contentVersion: 1, name, author: 'e2e', values: { 'cost.bar-rabble': rabbleCost }, added: [], notes: { 'cost.bar-rabble': 'z mé krabice' } };
	return JSON.stringify(pack, null, 2);
}

/**
 * Imports a pack file on the game's catalogue page (the editor's import: the app's pack store
 * checks and stores it); returns its id and the content hash the app computed for it.
 */
async function importPack(page: Page, text: string, name: string): Promise<{ id: string; hash: string }> {
	await page.goto(`/catalogue?game=${GAME}`);
	await waitForShell(page);
	await page.getByTestId('pack-import').setInputFiles({ name: 'pack.json', mimeType: 'application/json', buffer: Buffer.from(text) });
	const row = page.locator(`[data-testid=pack-row][data-name="${name}"]`);
	await expect(row).toHaveCount(1);
	const id = (await row.getAttribute('data-id'))!;
	const hash = (await row.getAttribute('data-hash'))!;
	expect(hash).toMatch(/^[0-9a-f]{16}$/);
	return { id, hash };
}

/** The home form with Imperial Settlers' 2-player game and the pack chosen; checks the badge names it with `hash`'s short form. */
async function chooseGameAndPack(page: Page, hash: string): Promise<void> {
	await expect(page.getByTestId('new-match-form')).toBeVisible();
	await page.getByTestId('new-game').selectOption(GAME);
	await page.getByTestId('new-mode').selectOption('base-2p');
	const select = page.getByTestId('new-pack-select');
	await expect(select.locator('option', { hasText: PACK_NAME })).toHaveCount(1);
	await select.selectOption({ label: PACK_NAME });
	const changes = page.getByTestId('new-pack-changes');
	await expect(changes).toHaveAttribute('data-count', '1');
	await changes.locator('summary').click();
	await expect(page.getByTestId('new-pack-changes-line')).toHaveText(/Sebranka – Cena aktivace \(dělník\): 1 → 3/);
	await expect(page.getByTestId('new-pack-edit')).toHaveAttribute('href', `/catalogue?game=${GAME}`);
	const badge = page.getByTestId('content-badge-setup');
	await expect(badge).toHaveAttribute('data-kind', 'pack');
	await expect(badge).toHaveText(`Data z balíčku „${PACK_NAME}“ (otisk ${hash.slice(0, 8)})`);
}

test('a match plays the chosen pack: the form, the badges, the record and the card’s new cost', async ({ page }, testInfo) => {
	test.setTimeout(60_000);
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	await recordSeeds(page, SEED);
	const { id, hash } = await importPack(page, packFile(PACK_NAME, 3), PACK_NAME);
	await page.goto('/');
	await waitForShell(page);

	// The built-in data is the default: Imperial Settlers' modes play on placeholder values.
	await page.getByTestId('new-game').selectOption(GAME);
	await page.getByTestId('new-mode').selectOption('base-2p');
	await expect(page.getByTestId('new-pack-select')).toHaveValue('');
	await expect(page.getByTestId('content-badge-setup')).toHaveAttribute('data-kind', 'provisional');
	await expect(page.getByTestId('content-badge-setup')).toHaveText('Hraje se na zástupných či předběžných hodnotách');

	await chooseGameAndPack(page, hash);
	await expectNoSeriousA11y(page, 'new-match form with a pack', testInfo);
	await page.getByTestId('seat-name-0').fill('Alena');
	await page.getByTestId('seat-0-choice-faction').selectOption('barbarians');
	await page.getByTestId('seat-1-bot').click();
	await page.getByTestId('seat-1-choice-faction').selectOption('romans');
	await page.getByTestId('start-match').click();
	await page.waitForURL((u) => u.pathname === '/play');
	await expect(page.getByTestId('is-board')).toBeVisible();

	// The header names the pack; the record embeds it (name, content hash, the override).
	await expect(page.getByTestId('content-badge-header')).toHaveText(`Balíček „${PACK_NAME}“ (otisk ${hash.slice(0, 8)})`);
	await expect(page.getByTestId('content-badge-header')).toHaveAttribute('title', `Data z balíčku „${PACK_NAME}“ (otisk ${hash.slice(0, 8)})`);
	const record = await storedRecord(page);
	const options = record!.options as { content?: unknown; contentPack?: { name: string; hash: string } };
	expect(options.content).toEqual({ 'cost.bar-rabble': 3 });
	expect(options.contentPack?.name).toBe(PACK_NAME);
	expect(options.contentPack?.hash).toBe(hash);
	expect(record!.seed).toBe(SEED);

	// The Rabble in the starting hand costs 3 workers to activate (the built-in guess is 1).
	const rabble = page.locator('[data-testid=hand-card][data-card=bar019]');
	await expect(rabble).toBeVisible();
	await rabble.click();
	await page.getByTestId('card-detail-open').click();
	const detail = page.getByTestId('card-detail');
	await expect(detail).toContainText('3 dělníci → zboř svou lokaci');
	await expect(detail).toContainText('Cena aktivace (dělník): 3 (zástupná 1)');

	// The choice is remembered for the game on this device.
	await page.goto('/');
	await waitForShell(page);
	await page.getByTestId('new-game').selectOption(GAME);
	await expect(page.getByTestId('new-pack-select')).toHaveValue(id);
	expect(errors).toEqual([]);
});

test('a bots’ match with the pack ends with the end screen naming the pack', async ({ page }) => {
	test.setTimeout(120_000);
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	const { hash } = await importPack(page, packFile(PACK_NAME, 3), PACK_NAME);
	await page.goto('/');
	await waitForShell(page);
	await chooseGameAndPack(page, hash);
	await page.getByTestId('seat-0-bot').click();
	await page.getByTestId('seat-1-bot').click();
	await page.getByTestId('start-match').click();
	await page.waitForURL((u) => u.pathname === '/play');
	await page.goto(`${page.url()}&botDelay=0`);
	await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 100_000 });
	await expect(page.getByTestId('content-badge-end')).toHaveText(`Data z balíčku „${PACK_NAME}“ (otisk ${hash.slice(0, 8)})`);
	expect(errors).toEqual([]);
});

test('online: the guest’s lobby shows the host’s pack before the start; both devices play it', async ({ browser }, testInfo) => {
	test.setTimeout(90_000);
	const devs: Device[] = [await newDevice(browser, 'Alena'), await newDevice(browser, 'Bohous')];
	const [a, b] = devs;
	try {
		const { hash } = await importPack(a.page, packFile(PACK_NAME, 3), PACK_NAME);
		// The guest has a pack of the same name with other values: the lobby says the host's is played.
		const guests = await importPack(b.page, packFile(PACK_NAME, 2), PACK_NAME);
		expect(guests.hash).not.toBe(hash);
		await a.page.goto(`/?${FAST}`);
		await waitForShell(a.page);
		await chooseGameAndPack(a.page, hash);
		await a.page.getByTestId('where-online').click();
		for (let i = 0; i < 2; i++) {
			await a.page.getByTestId(`seat-${i}-human`).click();
			await a.page.getByTestId(`seat-name-${i}`).fill(devs[i].name);
		}
		await a.page.getByTestId('start-match').click();
		await a.page.waitForURL((u) => u.pathname === '/room');
		await expect(a.page.getByTestId('room-pack-name')).toContainText(PACK_NAME);
		const link = (await a.page.getByTestId('room-link').getAttribute('href'))!;
		await joinByLink(b, link);

		// Before the seed is agreed the guest sees the host's pack: its name, hash and what it changes.
		const pack = b.page.getByTestId('room-pack');
		await expect(b.page.getByTestId('room-pack-name')).toHaveText(`Hostitel hraje balíček „${PACK_NAME}“ (otisk ${hash.slice(0, 8)}).`);
		await expect(pack).toHaveAttribute('data-hash', hash);
		await expect(b.page.getByTestId('room-pack-changes')).toHaveAttribute('data-count', '1');
		await b.page.getByTestId('room-pack-changes').locator('summary').click();
		await expect(b.page.getByTestId('room-pack-changes-line')).toContainText('1 → 3');
		await expect(b.page.getByTestId('room-pack-differs')).toHaveText(`Váš balíček „${PACK_NAME}“ se liší (otisk ${guests.hash.slice(0, 8)}): hraje se balíček hostitele.`);
		await expect(a.page.getByTestId('room-pack-differs')).toHaveCount(0);
		// The guest checked the host's pack already in the lobby (its hash, this app's description): accepted.
		await expect(b.page.getByTestId('room-options-refused')).toHaveCount(0);
		await expectNoSeriousA11y(b.page, 'lobby with the host’s pack', testInfo);

		await takeSeat(b, 1);
		await startOnline(a, devs);
		for (const d of devs) await expect(d.page.getByTestId('content-badge-header')).toHaveText(`Balíček „${PACK_NAME}“ (otisk ${hash.slice(0, 8)})`);
		// Both devices' records carry the host's options: the host's override, not the guest's own.
		const [ra, rb] = await Promise.all(devs.map((d) => storedRecord(d.page)));
		expect(rb!.options).toEqual(ra!.options);
		expect((rb!.options as { content?: unknown }).content).toEqual({ 'cost.bar-rabble': 3 });
		expect([...a.errors, ...b.errors]).toEqual([]);
	} finally {
		await Promise.all(devs.map((d) => d.context.close().catch(() => undefined)));
	}
});

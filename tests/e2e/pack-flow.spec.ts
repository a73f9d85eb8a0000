/**
 * The whole content-pack flow of issue 25 as a new user walks it, through the UI only (desktop
 * project): in the Rivals' pack editor on the catalogue page an owner creates the pack "Levné cesty"
 * and makes the road cheaper (1 lumber + 1 brick instead of 1 lumber + 2 bricks: the starting
 * principality holds 1 of each resource but gold, so it can pay the new cost on its first turn) and
 * sees the diff; a pass-and-play match with the pack (a forced seed) names the pack in its header,
 * offers the road on the first turn and building it pays exactly the pack's cost, whereas a built-in
 * match of the same seed at the same point either offers no road (2 bricks not at hand) or pays the
 * built-in 2 bricks. The pack is exported as a file and imported on a second device (another browser
 * context) to the same name and hash; then the first device hosts an online Rivals room with the
 * pack, the second joins by link, its lobby shows the host's pack with the same hash and no "your
 * pack differs" note, and both devices play it: the pack badge on both, the same options and the
 * same folded record.
 */
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import { waitForShell } from './helpers';
import { expectSameRecord, FAST, joinByLink, newDevice, playAll, startOnline, storedRecord, takeSeat, type Device } from './net-helpers';
import { playStep, recordSeeds, snapshot, type Policy } from './rivals-helpers';
import { regionRes } from './rivals-policy';

test.skip(({ isMobile }) => isMobile, 'desktop project only');

const GAME = 'rivals';
const CATALOGUE = `/catalogue?game=${GAME}`;
const PACK = 'Levné cesty';
/** A forced seed for both local matches (the same deal, the same first turn). */
const SEED = '5eed'.repeat(8);
/** The road as the pack says (the built-in road: 1 lumber + 2 bricks, content.ts CENTER_COSTS). */
const PACK_ROAD = { lumber: 1, brick: 1 };
const BUILT_IN_ROAD = { lumber: 1, brick: 2 };
const PASSIVE: Policy = { build: false, trade: false, action: false };
const T = { timeout: 15_000 };

const badgeText = (hash: string) => `Data z balíčku „${PACK}“ (otisk ${hash.slice(0, 8)})`;
/** The match header's compact badge (its title says it in full). */
const headerBadgeText = (hash: string) => `Balíček „${PACK}“ (otisk ${hash.slice(0, 8)})`;

/** The resources of the viewer's principality by kind (sum over its regions). */
async function resources(page: Page): Promise<Record<string, number>> {
	const s = await snapshot(page);
	const out: Record<string, number> = {};
	for (const [region, stock] of Object.entries(s.stocks)) {
		const r = regionRes(region);
		out[r] = (out[r] ?? 0) + stock;
	}
	return out;
}

/** Plays both seats of a pass-and-play match passively until a person's first action phase. */
async function untilFirstMainPhase(page: Page): Promise<void> {
	for (let i = 0; i < 60; i++) {
		const s = await snapshot(page);
		if (s.board && s.myDecision && s.buttons.includes('end-turn')) return;
		const r = await playStep(page, PASSIVE);
		if (r.kind === 'over') throw new Error('the match ended before the first action phase');
	}
	throw new Error('no action phase within 60 steps');
}

/** Answers the payment decisions after a build (if the game asks which region pays) until the action phase is back. */
async function payUntilMainPhase(page: Page): Promise<void> {
	for (let i = 0; i < 10; i++) {
		const s = await snapshot(page);
		if (s.myDecision && s.buttons.includes('end-turn')) return;
		expect(s.handoff, 'no hand-off in the middle of a payment').toBe(false);
		await playStep(page, PASSIVE);
	}
	throw new Error('the build was not paid within 10 steps');
}

/** Starts a local Rivals introductory match of two humans with the pack (by name) or the built-in data (null). */
async function startLocal(page: Page, pack: string | null): Promise<void> {
	await page.goto('/');
	await waitForShell(page);
	await expect(page.getByTestId('new-match-form')).toBeVisible(T);
	await page.getByTestId('new-game').selectOption(GAME);
	await page.getByTestId('new-mode').selectOption('intro');
	const select = page.getByTestId('new-pack-select');
	if (pack) await select.selectOption({ label: pack });
	else await select.selectOption('');
	await page.getByTestId('seat-0-human').click(T);
	await page.getByTestId('seat-name-0').fill('Alena');
	await page.getByTestId('seat-1-human').click(T);
	await page.getByTestId('seat-name-1').fill('Bohouš');
	await page.getByTestId('start-match').click(T);
	await page.waitForURL((u) => u.pathname === '/play', T);
	await expect(page.getByTestId('match')).toBeVisible(T);
}

const minus = (a: Record<string, number>, b: Record<string, number>) =>
	Object.fromEntries(Object.keys({ ...a, ...b }).map((k) => [k, (a[k] ?? 0) - (b[k] ?? 0)]).filter(([, n]) => n !== 0));

test('a pack from the editor to a local and an online match: edit, play, export, import, share', async ({ browser }, testInfo) => {
	test.setTimeout(300_000); // two devices, two local matches and an online one on a loaded machine
	const devs: Device[] = [await newDevice(browser, 'Alena'), await newDevice(browser, 'Bohous')];
	const [a, b] = devs;
	for (const d of devs) await d.page.setViewportSize({ width: 1280, height: 800 });
	try {
		// ---- 1. The editor: a new pack, the road's cost, the diff.
		let hash = '';
		await test.step('editor: create "Levné cesty" and make the road cheaper', async () => {
			const page = a.page;
			await page.goto(CATALOGUE);
			await waitForShell(page);
			await expect(page.getByTestId('pack-row').first()).toHaveAttribute('data-builtin', 'true', T);
			await page.getByTestId('pack-new').click(T);
			const editor = page.getByTestId('pack-editor');
			await expect(editor).toBeVisible(T);
			const name = page.getByTestId('pack-editor-name-input');
			await name.fill(PACK);
			await name.press('Tab');
			await expect(page.getByTestId('pack-editor-name')).toHaveText(PACK);

			await page.getByTestId('pack-filter').fill('cost.road');
			await page.getByTestId('pack-record').first().click(T);
			const field = page.locator('[data-testid=pack-field][data-key="cost.road"]');
			await expect(field).toBeVisible(T);
			const brick = field.locator('input[data-item=brick]');
			await expect(field.locator('input[data-item=lumber]')).toHaveValue(String(BUILT_IN_ROAD.lumber));
			await expect(brick).toHaveValue(String(BUILT_IN_ROAD.brick));
			await brick.fill(String(PACK_ROAD.brick));
			await brick.press('Tab');
			await expect(field).toHaveAttribute('data-in-pack', 'true', T);
			await expect(field.getByTestId('pack-field-error')).toHaveCount(0);
			await expect(page.getByTestId('pack-diff')).toHaveAttribute('data-count', '1');
			await expect(page.locator('[data-testid=pack-diff-item][data-key="cost.road"]')).toContainText('1× dřevo, 2× cihly → 1× dřevo, 1× cihly');

			hash = (await editor.getAttribute('data-hash'))!;
			expect(hash).toMatch(/^[0-9a-f]{16}$/);
			const row = page.locator(`[data-testid=pack-row][data-name="${PACK}"]`);
			await expect(row).toHaveAttribute('data-hash', hash, T);
			await expect(row).toHaveAttribute('data-changes', '1');

			await page.getByTestId('pack-filter').fill('');
			await page.getByTestId('pack-record').filter({ hasText: 'Cesta' }).first().click(T);
			await expect(field).toBeVisible(T);
			await editor.evaluate((el) => el.scrollIntoView({ block: 'start' }));
			await expect(field).toBeInViewport();
			expect(page.viewportSize()).toEqual({ width: 1280, height: 800 });
			fs.mkdirSync('test-results/screens', { recursive: true });
			await page.screenshot({ path: 'test-results/screens/pack-flow-editor.png' });
		});

		// ---- 2. A pass-and-play match with the pack, then a built-in one of the same seed.
		await test.step('a local match plays the pack: the badge, the road on the first turn paid at the pack’s cost', async () => {
			// A page of its own (the same device) so the forced seed touches nothing online later.
			const page = await a.context.newPage();
			await page.setViewportSize({ width: 1280, height: 800 });
			page.on('pageerror', (e) => a.errors.push(`local: ${e.message}`));
			await recordSeeds(page, SEED);
			try {
				await startLocal(page, PACK);
				await expect(page.getByTestId('content-badge-header')).toHaveText(headerBadgeText(hash), T);
				await expect(page.getByTestId('content-badge-header')).toHaveAttribute('title', badgeText(hash));
				const record = await storedRecord(page);
				expect((record!.options as { content?: unknown }).content).toEqual({ 'cost.road': PACK_ROAD });
				await untilFirstMainPhase(page);
				const lenAtMain = Number(await page.getByTestId('match').getAttribute('data-length'));
				const before = await resources(page);
				testInfo.annotations.push({ type: 'first turn', description: `seed ${record!.seed}, length ${lenAtMain}, resources ${JSON.stringify(before)}` });
				const road = page.getByTestId('rivals-board').locator('[data-testid=answer-build][data-build=road]');
				await expect(road.first(), 'the pack’s road is offered on the first turn').toBeVisible(T);
				await road.first().click(T);
				await expect.poll(async () => Number(await page.getByTestId('match').getAttribute('data-length')), T).toBeGreaterThan(lenAtMain);
				await payUntilMainPhase(page);
				const after = await resources(page);
				expect(minus(before, after), 'building the road paid exactly the pack’s cost').toEqual(PACK_ROAD);

				// The same seed with the built-in data: the same first turn, and the road costs 2 bricks.
				await startLocal(page, null);
				// The built-in data of the introductory game: no pack badge (the header names no pack).
				await expect(page.getByTestId('content-badge-header')).toHaveCount(0);
				const builtIn = await storedRecord(page);
				expect(builtIn!.seed).toBe(record!.seed);
				expect((builtIn!.options as { content?: unknown }).content ?? {}).toEqual({});
				await untilFirstMainPhase(page);
				expect(Number(await page.getByTestId('match').getAttribute('data-length'))).toBe(lenAtMain);
				const same = await resources(page);
				expect(same, 'the built-in match reaches the same first turn').toEqual(before);
				if ((same.brick ?? 0) < BUILT_IN_ROAD.brick || (same.lumber ?? 0) < BUILT_IN_ROAD.lumber) {
					// The built-in road is not payable: no answer, the ghost road is shown but not highlighted.
					await expect(road).toHaveCount(0);
					await expect(page.getByTestId('principality-me').locator('[data-testid=ghost-road]').first()).toBeVisible();
					await expect(page.getByTestId('principality-me').locator('[data-testid=ghost-road].hl')).toHaveCount(0);
					// A tap on it says what is missing for the built-in cost: a brick (nothing is played).
					await page.getByTestId('principality-me').locator('[data-testid=ghost-road]').first().click(T);
					await expect(page.getByTestId('board-message')).toContainText(/chybí .*cihl/, T);
					expect(Number(await page.getByTestId('match').getAttribute('data-length'))).toBe(lenAtMain);
					testInfo.annotations.push({ type: 'built-in road', description: `not offered with ${JSON.stringify(same)}` });
				} else {
					await road.first().click(T);
					await expect.poll(async () => Number(await page.getByTestId('match').getAttribute('data-length')), T).toBeGreaterThan(lenAtMain);
					await payUntilMainPhase(page);
					expect(minus(same, await resources(page)), 'the built-in road costs 1 lumber + 2 bricks').toEqual(BUILT_IN_ROAD);
					testInfo.annotations.push({ type: 'built-in road', description: `paid ${JSON.stringify(BUILT_IN_ROAD)}` });
				}
			} finally {
				await page.close();
			}
		});

		// ---- 3. Export on the first device, import on the second (a new device).
		await test.step('export the pack, import it on a second device: the same name and hash', async () => {
			const page = a.page;
			await page.goto(CATALOGUE);
			await waitForShell(page);
			const row = page.locator(`[data-testid=pack-row][data-name="${PACK}"]`);
			await expect(row).toHaveAttribute('data-hash', hash, T);
			const [download] = await Promise.all([page.waitForEvent('download', T), row.getByTestId('pack-export').click(T)]);
			expect(download.suggestedFilename()).toMatch(/^deskovky-rivals-.+\.json$/);
			const file = testInfo.outputPath('levne-cesty.json');
			await download.saveAs(file);
			expect(JSON.parse(fs.readFileSync(file, 'utf8')).values).toEqual({ 'cost.road': PACK_ROAD });

			await b.page.goto(CATALOGUE);
			await waitForShell(b.page);
			await expect(b.page.getByTestId('pack-row')).toHaveCount(1, T);
			await b.page.getByTestId('pack-import').setInputFiles(file);
			const imported = b.page.locator(`[data-testid=pack-row][data-name="${PACK}"]`);
			await expect(imported).toHaveAttribute('data-hash', hash, T);
			await expect(imported).toHaveAttribute('data-changes', '1');
			await imported.getByTestId('pack-open').click(T);
			await expect(b.page.getByTestId('pack-editor')).toHaveAttribute('data-hash', hash, T);
			await expect(b.page.getByTestId('pack-editor-name')).toHaveText(PACK);
			await expect(b.page.locator('[data-testid=pack-diff-item][data-key="cost.road"]')).toContainText('1× dřevo, 2× cihly → 1× dřevo, 1× cihly');
		});

		// ---- 4. Online: the first device hosts with the pack, the second joins by link.
		await test.step('online: the guest’s lobby shows the same pack, both devices play it', async () => {
			const page = a.page;
			await page.goto(`/?${FAST}`);
			await waitForShell(page);
			await expect(page.getByTestId('new-match-form')).toBeVisible(T);
			await page.getByTestId('new-game').selectOption(GAME);
			await page.getByTestId('new-mode').selectOption('intro');
			await page.getByTestId('new-pack-select').selectOption({ label: PACK });
			await expect(page.getByTestId('content-badge-setup')).toHaveText(badgeText(hash), T);
			await page.getByTestId('where-online').click(T);
			await expect(page.getByTestId('where-online')).toHaveAttribute('aria-pressed', 'true');
			for (let i = 0; i < 2; i++) {
				await page.getByTestId(`seat-${i}-human`).click(T);
				await page.getByTestId(`seat-name-${i}`).fill(devs[i].name);
			}
			await page.getByTestId('start-match').click(T);
			await page.waitForURL((u) => u.pathname === '/room', T);
			await expect(page.getByTestId('room-pack-name')).toContainText(PACK, T);
			const link = (await page.getByTestId('room-link').getAttribute('href'))!;
			await joinByLink(b, link);

			const pack = b.page.getByTestId('room-pack');
			await expect(b.page.getByTestId('room-pack-name')).toHaveText(`Hostitel hraje balíček „${PACK}“ (otisk ${hash.slice(0, 8)}).`, T);
			await expect(pack).toHaveAttribute('data-hash', hash);
			await expect(b.page.getByTestId('room-pack-changes')).toHaveAttribute('data-count', '1');
			await takeSeat(b, 1);
			// The guest holds the same pack (same hash): no "your pack differs" note on either device.
			await expect(b.page.getByTestId('room-pack-differs')).toHaveCount(0);
			await expect(a.page.getByTestId('room-pack-differs')).toHaveCount(0);

			await startOnline(a, devs);
			for (const d of devs) await expect(d.page.getByTestId('content-badge-header')).toHaveText(headerBadgeText(hash), T);
			const [ra, rb] = await Promise.all(devs.map((d) => storedRecord(d.page)));
			expect(rb!.options).toEqual(ra!.options);
			expect((ra!.options as { content?: unknown }).content).toEqual({ 'cost.road': PACK_ROAD });
			// A few steps of play (start stacks, the first roll), then both devices fold the same record.
			const played = await playAll(devs, { stopAt: 6, deadline: Date.now() + 60_000 });
			expect(played.some((p) => p.steps.length > 0), 'someone made a move').toBe(true);
			const len = await expectSameRecord(devs.map((d) => d.page), 30_000);
			expect(len).toBeGreaterThanOrEqual(6);
		});
		expect([...a.errors, ...b.errors]).toEqual([]);
	} finally {
		await Promise.all(devs.map((d) => d.context.close().catch(() => undefined)));
	}
});

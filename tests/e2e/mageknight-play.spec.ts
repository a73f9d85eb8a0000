/**
 * Mage Knight played through its board, by clicking, against the production build (service
 * worker, IndexedDB, the app's PeerServer on loopback; no mocks):
 *
 * 1. A 2-player pass-and-play match from the home page: both Tactics behind hand-off screens, a
 *    card for Move, a step on the map, a tap on a space, a reload mid-turn, the end of the turn.
 * 2. @phone (the one Mage Knight flow of the phone project; the desktop runs it too): a prepared
 *    2-player save (tests/fixtures/mageknight-saves.ts) at the start of a Round, then the planned
 *    actions clicked through the board's own answers, each of which must be offered on the page:
 *    both Tactics, a challenged enemy blocked and defeated (a reload in the middle of the combat
 *    continues identically), a level-up choice, healing bought at a village, steps and an
 *    exploration; the stored record ends with the hash the rules give. At the first decision of
 *    each kind (Tactic, turn, card mode, combat) and on the end screen of an imported finished
 *    match: prompt, answer and hand on the first screen, and axe; screenshots of the map, the
 *    combat and the scoring.
 * 3. Solo against the Dummy from the home page to the end of the scenario: a few real turns
 *    (cards for Move, steps, exploring), then a quick policy (Tactics, end the turn) until the end
 *    screen shows the result and the achievements table.
 * 4. Online: two devices (two browser contexts, WebRTC through the real PeerServer) play a whole
 *    Round and the next Round's Tactics; both store the same record with the same hash.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { hashOf, type MatchRecord } from '../fixtures/mageknight-replay';
import { expectNoSeriousA11y } from './a11y';
import { startMatch } from './helpers';
import { board, importAndOpen, MkAudit, pageState, passDevice, playPlanned, policyStep, shoot, untilSeatDecides, type PlanEntry } from './mageknight-helpers';
import { expectSameRecord, joinByLink, newDevice, startOnline, storedRecord, takeSeat, FAST, type Device } from './net-helpers';

const NAMES = ['Alena', 'Bohouš'];
const SAVES = 'tests/fixtures/saves';
const ROUND_SAVE = `${SAVES}/mageknight-2p-round.json`;
const FINISHED_SAVE = `${SAVES}/mageknight-2p-finished.json`;

/** Seconds each test took, as an annotation (the Mage Knight browser budget is ≈150 s in CI). */
function timed(testInfo: import('@playwright/test').TestInfo): () => void {
	const t0 = Date.now();
	return () => testInfo.annotations.push({ type: 'seconds', description: ((Date.now() - t0) / 1000).toFixed(1) });
}

function collectErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	return errors;
}

/** Waits until the board shows a decision of this page's person, passing the device when a hand-off screen asks. */
async function untilMine(page: Page): Promise<void> {
	await expect
		.poll(
			async () => {
				const s = await pageState(page);
				if (s.handoff !== null) await passDevice(page);
				return s.handoff === null && s.mine;
			},
			{ timeout: 10_000, intervals: [50, 100, 200], message: 'a decision of this device is shown' }
		)
		.toBe(true);
}

test('pass-and-play from the home page: Tactics, a card for Move, a step on the map, reload, end of turn', async ({ page }, testInfo) => {
	test.skip(testInfo.project.name === 'phone', 'the phone project runs the @phone flow below');
	const took = timed(testInfo);
	const errors = collectErrors(page);
	await startMatch(page, { game: 'mageknight', seats: NAMES.map((name) => ({ name, kind: 'human' as const })) });

	// Tactics: each player picks behind their own hand-off screen (Rethink may ask for "done").
	for (let guard = 0; guard < 10; guard++) {
		await untilMine(page);
		const task = await board(page).getAttribute('data-task');
		if (task === 'turn') break;
		if (task === 'pickTactic') {
			await expect(page.getByTestId('tactics-offer')).toBeVisible();
			await page.getByTestId('answer-tactic').first().click();
		} else await page.getByTestId('answer-done').first().click();
		// The next decision: a hand-off to the other player or another decision of this one.
		await expect.poll(async () => ((s) => s.handoff !== null || s.task !== task)(await pageState(page))).toBe(true);
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
	const hero = page.locator(`[data-testid=hero-figure][data-hex="${target}"][data-seat="${seat}"]`);
	await expect(hero).toHaveCount(1);

	// A tap on a space that no legal action targets shows what it is.
	await page.locator('[data-testid=hex][data-reach=false][data-foes="0"]').last().focus();
	await page.keyboard.press('Enter');
	await expect(page.getByTestId('hex-info')).toBeVisible();
	await page.getByTestId('hex-info').getByTestId('dialog-close').click();

	// Reload in the middle of the turn: the match continues with the hero where it stood.
	const length = await page.getByTestId('match').getAttribute('data-length');
	await page.reload();
	await untilMine(page);
	await expect(page.getByTestId('match')).toHaveAttribute('data-length', length!);
	await expect(hero).toHaveCount(1);

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
	took();
});

/** What the combat looks like on the page (compared before and after a reload). */
async function combatFingerprint(page: Page) {
	return {
		length: await page.getByTestId('match').getAttribute('data-length'),
		task: await board(page).getAttribute('data-task'),
		combat: await board(page).getAttribute('data-combat'),
		panel: (await page.getByTestId('combat-panel').innerText()).replace(/\s+/g, ' '),
		pools: (await page.getByTestId('pools').innerText()).replace(/\s+/g, ' '),
		played: await page.locator('[data-testid=play-area] [data-testid=played-card]').count(),
		hand: await page.locator('[data-testid=hand-card]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.card))
	};
}

const fameOf = async (page: Page): Promise<number> => Number(await page.getByTestId('player-area').getByTestId('fame').textContent());

test('a prepared Round, clicked: Tactics, a combat won with Block and Attack (reload mid-combat), a level-up, a village, steps, exploring; first screen, axe, screenshots', { tag: '@phone' }, async ({ page }, testInfo) => {
	test.setTimeout(120_000);
	const took = timed(testInfo);
	const errors = collectErrors(page);
	const file = JSON.parse(fs.readFileSync(ROUND_SAVE, 'utf8')) as { record: MatchRecord };
	const plan = JSON.parse(fs.readFileSync(ROUND_SAVE.replace('.json', '.expect.json'), 'utf8')) as {
		hash: string;
		finalHash: string;
		marks: Record<string, number>;
		plan: PlanEntry[];
	};
	// The save and its plan still replay under today's rules (else: npx tsx tests/fixtures/mageknight-saves.ts).
	expect(hashOf(file.record), 'the save replays to its hash (regenerate the saves when the rules changed)').toBe(plan.hash);
	expect(hashOf({ ...file.record, log: [...file.record.log, ...plan.plan] }), 'the plan replays to its hash').toBe(plan.finalHash);
	const audit = new MkAudit(testInfo, ['pickTactic', 'turn', 'cardMode', 'combat']);

	await importAndOpen(page, ROUND_SAVE, file.record.id);
	const { marks } = plan;
	let reloaded = false;
	let shotCombat = false;
	let fameBefore = 0;
	let hexesBefore = 0;
	for (let i = 0; i < plan.plan.length; i++) {
		const e = plan.plan[i];
		await untilSeatDecides(page, e.seat, NAMES);
		await audit.check(page);
		if (e.task === 'pickTactic') await expect(page.getByTestId('tactics-offer')).toBeVisible();
		if (i === marks.combat) fameBefore = await fameOf(page);
		if (e.action.a === 'explore') hexesBefore = await page.getByTestId('hex').count();
		if (e.task === 'levelUp') {
			// The level-up offers the two skills drawn (named) and the common offer.
			await expect(page.getByTestId('answer-choose')).toHaveCount(2);
			for (const c of await page.getByTestId('answer-choose').all()) await expect(c).toHaveText(/\S+ – \S+/);
		}
		await playPlanned(page, e, NAMES);
		const a = e.action.a;

		if (i === marks.combat) {
			await expect(page.getByTestId('combat-panel')).toBeVisible();
			await expect(page.getByTestId('combat-enemy').first()).toBeVisible();
		}
		if (a === 'target' && !shotCombat) {
			await shoot(page, testInfo, 'combat');
			shotCombat = true;
		}
		if (a === 'block') await expect(page.getByTestId('combat-enemy').filter({ hasText: /zablokován|blocked/i }).first()).toBeVisible();
		// Reload in the middle of the combat, once cards were played in the Attack phase: it continues identically.
		if (!reloaded && (a === 'how' || a === 'sideways') && (await board(page).getAttribute('data-combat')) === 'attack') {
			const before = await combatFingerprint(page);
			await page.reload();
			await untilSeatDecides(page, e.seat, NAMES);
			expect(await combatFingerprint(page), 'the combat after the reload is the one before').toEqual(before);
			reloaded = true;
		}
		if (i === marks.combatWon) {
			await expect(board(page)).toHaveAttribute('data-combat', '');
			await expect(page.getByTestId('combat-panel')).toHaveCount(0);
			expect(await fameOf(page), 'the won combat gave Fame').toBeGreaterThan(fameBefore);
		}
		if (a === 'buyHeal') await expect(page.getByTestId('pools')).toContainText(/Léčení|Healing/);
		if (a === 'step') await expect(page.locator(`[data-testid=hero-figure][data-hex="${String(e.action.to)}"][data-seat="${e.seat}"]`)).toHaveCount(1);
		if (a === 'explore') await expect(page.getByTestId('hex')).toHaveCount(hexesBefore + 7);
	}
	expect(reloaded, 'the page was reloaded in the middle of the combat').toBe(true);
	await shoot(page, testInfo, 'map');

	// What this device stored is the planned match: the same hash as the rules give for the plan.
	const stored = await storedRecord(page);
	expect(stored?.log.length).toBe(file.record.log.length + plan.plan.length);
	expect(hashOf({ ...file.record, log: stored!.log as MatchRecord['log'] }), 'the stored record ends in the planned state').toBe(plan.finalHash);
	audit.report();
	expect([...audit.done.keys()].sort()).toEqual(['cardMode', 'combat', 'pickTactic', 'turn']);

	// The end of the scenario (an imported finished match): the result, then the achievements table on the board.
	await importAndOpen(page, FINISHED_SAVE, 'fixture-mk-finished');
	await expect(page.getByTestId('end-screen')).toBeVisible();
	await expect(page.getByTestId('end-scores').locator('tbody tr')).toHaveCount(2);
	// The end screen's first screen: the result and its buttons without scrolling.
	for (const id of ['end-winners', 'end-scores', 'end-view-board']) await expect(page.getByTestId(id)).toBeInViewport();
	await expectNoSeriousA11y(page, 'mageknight end screen', testInfo, [], { quick: true });
	await page.getByTestId('end-view-board').click();
	const scoring = page.getByTestId('mk-scoring');
	await expect(scoring).toBeVisible();
	await expect(scoring.locator('tr[data-achievement]').first()).toBeVisible();
	await expect(page.getByTestId('mk-winners')).toContainText(/Alena|Bohouš/);
	await expectNoSeriousA11y(page, 'mageknight scoring', testInfo, [], { quick: true });
	await shoot(page, testInfo, 'scoring');
	expect(errors).toEqual([]);
	took();
});

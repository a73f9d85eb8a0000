/**
 * Mage Knight played through its board, by clicking, against the production build (service
 * worker, IndexedDB, the app's PeerServer on loopback; no mocks):
 *
 * 1. A 2-player pass-and-play match from the home page: both Tactics behind hand-off screens, a
 *    card for Move, a step on the map, a tap on a space (its dialog scanned by axe), a reload
 *    mid-turn, the end of the turn.
 * 2. @phone (the one Mage Knight flow of the phone project; the desktop runs it too): a prepared
 *    2-player save (tests/fixtures/mageknight-saves.ts) at the start of a Round, then the planned
 *    actions clicked through the board's own answers, each of which must be offered on the page:
 *    both Tactics, a challenged enemy blocked and defeated (a reload in the middle of the combat
 *    continues identically), a level-up choice, an exploration and a step, a unit recruited at a
 *    village (a stronger card paid with a Source die on the way), Rethink's discards; the stored record ends with the hash the rules give. At the first decision of
 *    each kind (Tactic, turn, card mode, each combat phase, level-up, plunder, end-of-turn discard…):
 *    prompt, answer and hand on the first screen without scrolling, and axe; on the end screen of an
 *    imported finished match: the result on the first screen, axe, the achievements table.
 *    Screenshots of the map, the combat and the scoring (test-results/screens/, attached).
 *    Before the browser, the save and its plan are replayed in Node: a change of the rules that
 *    makes them replay differently says "regenerate the saves".
 * 3. Solo against the Dummy from the home page to the end of the scenario: a few real turns
 *    (cards for Move, steps, exploring), then a quick policy (Tactics, end the turn) until the end
 *    screen shows the result and the achievements table.
 * 4. Online: two devices (two browser contexts, WebRTC through the real PeerServer) play a whole
 *    Round and the next Round's Tactics; both store the same record with the same hash.
 *
 * 5. @phone (issue 23 items 25–26, both projects, ≈20 s each): a prepared turn with four Wounds and one
 *    other card fifth in the hand: the turn's points next to the prompt, the card first in the hand;
 *    with the dock scrolled away, a tap on the card brings "how to play" into view below the header;
 *    resting says "odhoď" and its one card is on the screen.
 *
 * Only flows 2 and 5 run in the phone project. Each test annotates its seconds; together ≈75 s in CI
 * (the Mage Knight budget is ≈150 s).
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { hashOf, stateOf, type MatchRecord } from '../fixtures/mageknight-replay';
import { expectNoSeriousA11y } from './a11y';
import { startMatch } from './helpers';
import { board, hostMkRoom, importAndOpen, storedMatch, MkAudit, pageState, passDevice, playPlanned, policyStep, shoot, untilSeatDecides, type PlanEntry } from './mageknight-helpers';
import { expectSameRecord, joinByLink, newDevice, startOnline, takeSeat, type Device } from './net-helpers';

const NAMES = ['Alena', 'Bohouš'];
const SAVES = 'tests/fixtures/saves';
const ROUND_SAVE = `${SAVES}/mageknight-2p-round.json`;
const FINISHED_SAVE = `${SAVES}/mageknight-2p-finished.json`;
const REST_SAVE = `${SAVES}/mageknight-2p-rest-wounds.json`;

/** Desktop-only tests are skipped in the phone project before a page is opened (CI time): only the @phone flow runs there. */
function desktopOnly(): void {
	test.skip(({ isMobile }) => isMobile, 'desktop project only (CI time): the phone project runs the @phone flow');
}

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

test.describe(() => {
	desktopOnly();
	test('pass-and-play from the home page: Tactics, a card for Move, a step on the map, reload, end of turn', async ({ page }, testInfo) => {
		const took = timed(testInfo);
		const errors = collectErrors(page);
		await startMatch(page, { game: 'mageknight', seats: NAMES.map((name) => ({ name, kind: 'human' as const })) });
		testInfo.annotations.push({ type: 'seed', description: (await storedMatch(page)).seed });

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
			// A card that gives Move by itself (Concentration first would ask for another card to boost).
			const moveCard = page.locator('[data-testid=hand-card][data-answer]').filter({ hasText: /(Pohyb|Move) \d/ }).first();
			await ((await moveCard.count()) ? moveCard : page.locator('[data-testid=hand-card][data-answer]').first()).click();
			const basicMove = page.getByTestId('answer-how').filter({ hasText: /Pohyb|Move/ }).first();
			const sideways = page.locator('[data-testid=answer-sideways][data-as=move]');
			await expect(basicMove.or(sideways).first()).toBeVisible();
			if (await basicMove.isVisible()) await basicMove.click();
			else await sideways.click();
			// A card with a choice of effects asks once more.
			const choose = page.getByTestId('answer-choose').filter({ hasText: /Pohyb|Move/ }).first();
			if (await choose.isVisible().catch(() => false)) await choose.click();
			// A card that costs another card (Improvisation: discard one for Move 3) asks for it in the hand.
			await expect(board(page)).toHaveAttribute('data-task', /^(turn|pickCard)$/);
			if ((await board(page).getAttribute('data-task')) === 'pickCard') await page.locator('[data-testid=hand] [data-answer]').first().click();
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
		await expectNoSeriousA11y(page, 'mageknight space info', testInfo, [], { quick: true });
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
		finalHash: string;
		planHash: string;
		marks: Record<string, number>;
		plan: PlanEntry[];
	};
	// The save and its plan still replay under today's rules (else: npx tsx tests/fixtures/mageknight-saves.ts).
	expect(hashOf(file.record), 'the save replays to its hash (regenerate the saves when the rules changed)').toBe(plan.finalHash);
	expect(hashOf({ ...file.record, log: [...file.record.log, ...plan.plan] }), 'the plan replays to its hash').toBe(plan.planHash);
	// Every kind of decision on the way (the Tactic, the turn, a card's mode, the combat, the level-up…).
	const audit = new MkAudit(testInfo, []);

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
		if (a === 'blockTarget' && !shotCombat) {
			await shoot(page, testInfo, 'combat');
			shotCombat = true;
		}
		// A summoned monster attacks instead of its summoner: its Attack is shown (what the Block must reach).
		if (a === 'blockTarget' && (await page.getByTestId('combat-summoned').count())) await expect(page.getByTestId('combat-summoned').first()).toContainText(/(Útok|Attack) \d/);
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
		if (a === 'recruit') await expect(page.getByTestId('player-area').locator(`[data-testid=unit-card][data-unit="${String(e.action.unit)}"]`)).toHaveCount(1);
		if (a === 'step') await expect(page.locator(`[data-testid=hero-figure][data-hex="${String(e.action.to)}"][data-seat="${e.seat}"]`)).toHaveCount(1);
		if (a === 'explore') await expect(page.getByTestId('hex')).toHaveCount(hexesBefore + 7);
	}
	expect(reloaded, 'the page was reloaded in the middle of the combat').toBe(true);
	await shoot(page, testInfo, 'map');

	// What this device stored is the planned match: the same hash as the rules give for the plan.
	const stored = await storedMatch(page);
	expect(stored.log.length).toBe(file.record.log.length + plan.plan.length);
	expect(hashOf(stored), 'the stored record ends in the planned state').toBe(plan.planHash);
	audit.report();
	for (const kind of ['pickTactic', 'turn', 'cardMode', 'combat-block', 'combat-attack', 'levelUp', 'payMana']) expect([...audit.done.keys()], `the ${kind} decision was audited`).toContain(kind);

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

/**
 * One real turn by reading the page: Tactic and other decisions by the policy; on the turn, up to two
 * cards for Move (a basic Move effect when the card has one, else sideways), then explore a tile when
 * one is in reach, else a step onto a free space, then the end of the turn.
 */
async function realTurn(page: Page): Promise<{ explored: boolean; stepped: boolean }> {
	const out = { explored: false, stepped: false };
	for (let guard = 0; guard < 20; guard++) {
		await untilMine(page);
		const s = await pageState(page);
		if (s.task === 'turn' && !s.combat) break;
		await policyStep(page, { cardsPerTurn: 0 });
	}
	const length = async () => Number(await page.getByTestId('match').getAttribute('data-length'));
	const dock = page.getByTestId('decision');
	for (let n = 0; n < 2; n++) {
		const card = page.locator('[data-testid=hand-card][data-answer]').first();
		if (!(await card.count())) break;
		let before = await length();
		await card.click();
		await expect.poll(length).toBeGreaterThan(before);
		const basicMove = dock.getByTestId('answer-how').filter({ hasText: /Pohyb|Move/ }).first();
		const how = (await basicMove.count()) ? basicMove : dock.locator('[data-testid=answer-sideways][data-as=move]');
		before = await length();
		await how.click();
		await expect.poll(length).toBeGreaterThan(before);
		// What the card asks on the way (a choice of effects: Move when offered; a card to discard, mana…).
		for (let guard = 0; guard < 6; guard++) {
			const s = await pageState(page);
			if (s.task === 'turn' || !s.mine) break;
			const choose = dock.getByTestId('answer-choose').filter({ hasText: /Pohyb|Move/ }).first();
			if (s.task === 'effectChoice' && (await choose.count())) {
				before = await length();
				await choose.click();
				await expect.poll(length).toBeGreaterThan(before);
			} else await policyStep(page, { cardsPerTurn: 0 });
		}
		await expect(board(page)).toHaveAttribute('data-task', 'turn');
	}
	const explore = dock.getByTestId('answer-explore').first();
	const free = page.locator('[data-testid=hex][data-reach=true][data-foes="0"]');
	const before = await length();
	if (await explore.count()) {
		const hexes = await page.getByTestId('hex').count();
		await explore.click();
		await expect(page.getByTestId('hex')).toHaveCount(hexes + 7);
		out.explored = true;
	} else if (await free.count()) {
		const to = (await free.first().getAttribute('data-hex'))!;
		await dock.locator(`[data-testid=answer-step][data-hex="${to}"]`).click();
		await expect(page.locator(`[data-testid=hero-figure][data-hex="${to}"]`)).toHaveCount(1);
		out.stepped = true;
	}
	if (out.explored || out.stepped) await expect.poll(length).toBeGreaterThan(before);
	// The end of the turn, and whatever a combat (a provoked enemy) or the end of the turn asks.
	for (let guard = 0; guard < 20; guard++) {
		const s = await pageState(page);
		if (s.over || (s.task === 'turn' && !s.combat && (await page.locator('[data-testid=play-area]').count()) === 0 && s.mine)) break;
		if (!s.mine) break;
		await policyStep(page, { cardsPerTurn: 0 });
	}
	return out;
}

test.describe(() => {
	desktopOnly();
	test('solo against the Dummy to the end of the scenario: real turns, then Tactics and ended turns until the achievements table', async ({ page }, testInfo) => {
		test.setTimeout(150_000);
		const took = timed(testInfo);
		const errors = collectErrors(page);
		await startMatch(page, { game: 'mageknight', mode: 'solo', seats: [{ name: 'Alena', kind: 'human' }] });
		await expect(page.getByTestId('round-bar')).toBeVisible();
		testInfo.annotations.push({ type: 'seed', description: (await storedMatch(page)).seed });

		// A few real turns.
		const real = [];
		for (let t = 0; t < 3; t++) real.push(await realTurn(page));
		expect(real.some((r) => r.explored || r.stepped), `the hero moved or explored (${JSON.stringify(real)})`).toBe(true);

		// The rest by the quick policy: every Tactic, every turn ended at once (the Dummy ends the Rounds).
		const counts: Record<string, number> = {};
		let rounds = new Set<number>();
		for (let guard = 0; guard < 600; guard++) {
			const s = await pageState(page);
			rounds.add(s.round);
			if (s.over) break;
			if (!s.mine) {
				await page.waitForTimeout(30);
				continue;
			}
			const did = await policyStep(page, { cardsPerTurn: 0 });
			counts[did] = (counts[did] ?? 0) + 1;
		}
		testInfo.annotations.push({ type: 'solo', description: `real turns ${JSON.stringify(real)}; then ${JSON.stringify(counts)}; rounds ${[...rounds].join(',')}` });
		rounds = new Set([...rounds].filter(Boolean));
		expect([...rounds].sort()).toEqual([1, 2, 3, 4]);

		// The end screen: the solo result, then the achievements table on the board.
		await expect(page.getByTestId('end-screen')).toBeVisible();
		await expect(page.getByTestId('end-winners')).toHaveAttribute('data-outcome', 'solo');
		await page.getByTestId('end-view-board').click();
		const scoring = page.getByTestId('mk-scoring');
		await expect(scoring).toBeVisible();
		expect(await scoring.locator('tr[data-achievement]').count()).toBeGreaterThanOrEqual(5);
		await expect(page.getByTestId('mk-winners')).toContainText(/\d/);
		expect(errors).toEqual([]);
		took();
	});
});

test.describe(() => {
	desktopOnly();
	test('online: two devices play a whole Round and the next Round\'s Tactics; both store the same record with the same hash', async ({ browser }, testInfo) => {
		test.setTimeout(120_000);
		const took = timed(testInfo);
		const devs: Device[] = [await newDevice(browser, NAMES[0]), await newDevice(browser, NAMES[1])];
		const [a, b] = devs;
		try {
			const link = await hostMkRoom(a.page, NAMES);
			await joinByLink(b, `${link}`);
			await takeSeat(b, 1);
			await expect(a.page.locator('[data-testid="room-seat"][data-seat="1"]')).toContainText(NAMES[1]);
			await startOnline(a, devs);
			const started = Date.now();

			// Alena plays her whole hand every turn (sideways for Move) until her deck is empty and she
			// announces the End of the Round; Bohouš plays one card a turn. Both then pick the next Tactics.
			let stop = false;
			const acted = [0, 0];
			const play = async (d: Device, i: number, cardsPerTurn: number) => {
				while (!stop && Date.now() - started < 90_000) {
					const s = await pageState(d.page);
					expect(s.handoff, 'an online device shows no hand-off screen').toBeNull();
					if (s.round >= 2 && s.mine && ['turn', 'plunder', 'sparingPower'].includes(s.task)) {
						stop = true;
						break;
					}
					if (s.over) break;
					if (!s.mine) {
						await d.page.waitForTimeout(40);
						continue;
					}
					await policyStep(d.page, { cardsPerTurn });
					acted[i]++;
				}
			};
			await Promise.all([play(a, 0, Infinity), play(b, 1, 1)]);
			expect(stop, `the second Round began within 90 s (actions: ${acted})`).toBe(true);

			// Both devices store the same log, which replays to the same state: Round 2, both Tactics taken.
			const len = await expectSameRecord([a.page, b.page]);
			const recs = await Promise.all(devs.map((d) => storedMatch(d.page)));
			const hashes = recs.map((r) => hashOf(r));
			for (const [i, r] of recs.entries()) expect(r.log.length, `device ${i} stored the whole log`).toBe(len);
			expect(recs[1].log).toEqual(recs[0].log);
			const state = stateOf(recs[0]);
			expect(state.round).toBe(2);
			expect(state.players.map((p) => !!p.tactic), 'both players took a Tactic for Round 2').toEqual([true, true]);
			expect(hashes[1]).toBe(hashes[0]);
			for (const d of devs) await expect(d.page.getByTestId('round-bar')).toHaveAttribute('data-round', '2');
			expect(acted[0]).toBeGreaterThan(10);
			expect(acted[1]).toBeGreaterThan(3);
			testInfo.annotations.push({ type: 'online', description: `${len} actions (Alena ${acted[0]}, Bohouš ${acted[1]}) in ${((Date.now() - started) / 1000).toFixed(1)} s; hash ${hashes[0]}` });
			expect([...a.errors, ...b.errors]).toEqual([]);
		} finally {
			await Promise.all(devs.map((d) => d.context.close().catch(() => undefined)));
		}
		took();
	});
});

test('resting with four Wounds: the one card to discard is first in the hand and on the screen, the prompt says "odhoď"; the turn points and a new prompt are in view', { tag: '@phone' }, async ({ page }, testInfo) => {
	test.setTimeout(60_000);
	const took = timed(testInfo);
	const errors = collectErrors(page);
	const file = JSON.parse(fs.readFileSync(REST_SAVE, 'utf8')) as { record: MatchRecord };
	const expected = JSON.parse(fs.readFileSync(REST_SAVE.replace('.json', '.expect.json'), 'utf8')) as { finalHash: string; seat: number; hand: string[] };
	expect(hashOf(file.record), 'the save replays to its hash (regenerate the saves when the rules changed)').toBe(expected.finalHash);
	const card = expected.hand[4];
	await importAndOpen(page, REST_SAVE, file.record.id);
	await untilSeatDecides(page, expected.seat, NAMES);
	const hand = page.locator('[data-testid="hand-card"]');
	// Item 26: the turn's points next to the prompt, on the first screen.
	await expect(page.getByTestId('dock-pools')).toBeInViewport();
	await expect(page.getByTestId('dock-pools')).toContainText(/Body tahu: Pohyb 0/);
	// The playable card leads the hand (the Wounds follow).
	await expect(hand.first()).toHaveAttribute('data-card', card);
	// Item 25 (desktop): with the dock scrolled to the bottom, tapping the card brings "how to play" into view.
	await page.getByTestId('dock').evaluate((d) => {
		for (let el: Element | null = d; el; el = el.parentElement) el.scrollTop = el.scrollHeight;
	});
	// (A tap where the card is now, without Playwright scrolling it into view first.)
	await hand.first().evaluate((b) => (b as HTMLElement).click());
	await expect(board(page)).toHaveAttribute('data-task', 'cardMode');
	await expect(page.getByTestId('action-prompt')).toBeInViewport({ ratio: 0.9 });
	// …and not under the sticky page header.
	const below = async () => page.evaluate(() => document.querySelector('[data-testid="action-prompt"]')!.getBoundingClientRect().top - document.querySelector('header.top')!.getBoundingClientRect().bottom);
	await expect.poll(below, { message: 'the prompt is below the page header' }).toBeGreaterThanOrEqual(-1);
	await page.getByTestId('undo').click();
	await expect(board(page)).toHaveAttribute('data-task', 'turn');

	// Item 25: resting asks to discard, and the only card that may be discarded is on the screen.
	await page.getByTestId('decision').getByTestId('answer-rest').click();
	await expect(board(page)).toHaveAttribute('data-task', 'pickCard');
	await expect(page.getByTestId('action-prompt')).toContainText(/odhoď z ruky jednu kartu, která není zranění/);
	const answer = page.locator('[data-testid="hand-card"][data-answer]');
	await expect(answer).toHaveCount(1);
	await expect(answer).toHaveAttribute('data-card', card);
	await expect(answer).toBeInViewport({ ratio: 0.9 });
	await shoot(page, testInfo, 'rest');
	await answer.click();
	await expect(page.getByTestId('action-prompt')).toContainText(/odhoď další zranění/);
	expect(errors).toEqual([]);
	took();
});

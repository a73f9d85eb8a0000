/**
 * The Rivals for Catan played through the board UI, by clicking, against the
 * production build with the real service worker: pass-and-play privacy and
 * hand-offs, building / trading / action cards, reload mid-turn, a full match
 * against a bot, offline play, export/import of a save, and screenshots.
 *
 * Games are random (the home page seeds them from crypto); every test plays a
 * policy over as many turns as it needs (with a cap) and annotates the seed.
 * Replay a failing game with E2E_RIVALS_SEED=<seed from the annotation>.
 */
import { expectNoSeriousA11y } from './a11y';
import { expect, test, type Page, type TestInfo, type Worker } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { goOffline, matchLength, pngSize, startMatch, waitForServiceWorkerControl, waitForShell } from './helpers';
import {
	annotateSeed,
	boardFingerprint,
	isActionCard,
	layoutIssue,
	playStep,
	playUntil,
	playUrl,
	probeDimGhost,
	recordSeeds,
	snapshot,
	waitForHumanOrEnd,
	type Policy,
	type StepResult
} from './rivals-helpers';

const PASSIVE: Policy = { build: false, trade: false, action: false };
const GREEDY: Policy = { build: true, trade: false, action: true, gain: 'spread' };

/** Uncaught errors on the page fail the test at the end. */
function collectErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	return errors;
}

/** Starts a Rivals match (seat 0 human, seat 1 bot unless told) and opens it with instant bots. */
async function startRivals(page: Page, testInfo: TestInfo, seats: { name: string; kind: 'human' | 'bot' }[]): Promise<string> {
	const { id } = await startMatch(page, { game: 'rivals', mode: 'intro', seats });
	expect(id, 'the match page URL carries ?id=').toBeTruthy();
	await annotateSeed(page, testInfo);
	await page.goto(playUrl(id!));
	await expect(page.getByTestId('match')).toBeVisible();
	return id!;
}

const VS_BOT = [
	{ name: 'Alena', kind: 'human' as const },
	{ name: 'Robot', kind: 'bot' as const }
];

/** Steps until the board offers end-turn to the human (their action phase). */
async function untilMainPhase(page: Page, maxSteps = 80): Promise<void> {
	for (let i = 0; i < maxSteps; i++) {
		const s = await snapshot(page);
		if (s.myDecision && s.buttons.includes('end-turn')) return;
		const r = await playStep(page, PASSIVE);
		if (r.kind === 'over') throw new Error('the match ended before the human reached an action phase');
	}
	throw new Error(`no action phase for the human within ${maxSteps} steps`);
}

test.describe('Rivals through the board UI', () => {
	// The match page must never be wider than the screen (a growing principality scrolls in its own box).
	test.afterEach(async ({ page }) => {
		expect(layoutIssue(page), 'the match page must not be wider than the screen').toBeNull();
	});

	test('pass-and-play: hand-offs hide the board, hands stay private; build, trade and action cards by clicking', async ({ page }, testInfo) => {
		test.setTimeout(150_000);
		const errors = collectErrors(page);
		await recordSeeds(page);
		await startMatch(page, {
			game: 'rivals',
			mode: 'intro',
			seats: [
				{ name: 'Alena', kind: 'human' },
				{ name: 'Bohouš', kind: 'human' }
			]
		});
		await annotateSeed(page, testInfo);
		const names = ['Alena', 'Bohouš'];

		// The first thing is a hand-off to the start player; the board is not in the page.
		const handoff = page.getByTestId('handoff');
		await expect(handoff).toBeVisible();
		await expect(page.getByTestId('board')).toHaveCount(0);
		await expect(page.getByTestId('rivals-board')).toHaveCount(0);
		await expect(page.getByTestId('handoff-title')).toContainText(/Alena|Bohouš/);

		// Hands seen by each player (by name), to check privacy after every hand-off.
		const lastHand = new Map<string, string[]>();
		let viewer: string | null = null;
		let handoffs = 0;
		let privacyChecks = 0;

		const counts = { startStack: 0, roll: 0, build: 0, trade: 0, action: 0, turns: 0 };
		let actionEverPlayable = false;
		let tradeEverOffered = false;
		const builds: string[] = [];
		let dimGhostMessage: string | null = null;
		const deadline = Date.now() + 110_000;
		const maxSteps = 500;
		let steps = 0;

		for (; steps < maxSteps && Date.now() < deadline; steps++) {
			const s = await snapshot(page);
			if (s.handoff) {
				// Board hidden while the device changes hands.
				await expect(page.getByTestId('rivals-board')).toHaveCount(0);
				await expect(page.getByTestId('hand')).toHaveCount(0);
				const to = (await page.getByTestId('handoff-title').textContent())!;
				const next = names.find((n) => to.includes(n))!;
				expect(next, `hand-off title names a player: ${to}`).toBeTruthy();
				await page.getByTestId('handoff-continue').click();
				await expect(page.getByTestId('rivals-board')).toBeVisible();
				await expect(page.getByTestId('viewing-seat')).toContainText(next);
				handoffs++;
				viewer = next;
				// Privacy: my hand only; the opponent principality shows a count, no cards.
				const now = await snapshot(page);
				const other = names.find((n) => n !== next)!;
				const theirs = lastHand.get(other) ?? [];
				const mineNow = now.hand.map((c) => c.card);
				for (const c of theirs) {
					expect(mineNow, `${next}'s hand must not contain ${other}'s card ${c}`).not.toContain(c);
					await expect(page.locator(`[data-card="${c}"]:not([data-testid="expansion"])`), `${other}'s hand card ${c} is not in ${next}'s page`).toHaveCount(0);
				}
				const opp = page.getByTestId('principality-opponent');
				await expect(opp).toContainText(names.find((n) => n !== next)!);
				await expect(opp.getByTestId('card')).toHaveCount(0);
				await expect(opp.getByTestId('hand')).toHaveCount(0);
				if (theirs.length) await expect(opp.locator('header')).toContainText(new RegExp(`\\b${theirs.length}/\\d`));
				await expect(page.getByTestId('principality-me').locator('header')).toContainText(new RegExp(`\\b${mineNow.length}/\\d`));
				privacyChecks++;
				continue;
			}
			if (viewer && s.board) lastHand.set(viewer, s.hand.map((c) => c.card));
			if (dimGhostMessage === null && s.myDecision && s.dimGhosts.length && s.buttons.includes('end-turn')) {
				dimGhostMessage = await probeDimGhost(page);
				continue;
			}

			const policy: Policy = {
				build: counts.build === 0,
				trade: counts.trade === 0,
				action: counts.action === 0,
				gain: 'fill'
			};
			const r: StepResult = await playStep(page, policy);
			if (r.actionPlayable) actionEverPlayable = true;
			if (r.tradeOffered) tradeEverOffered = true;
			if (r.kind === 'startStack') counts.startStack++;
			if (r.kind === 'roll') counts.roll++;
			if (r.kind === 'build') (counts.build++, builds.push(r.detail ?? ''));
			if (r.kind === 'trade') counts.trade++;
			if (r.kind === 'action') counts.action++;
			if (r.kind === 'endTurn') counts.turns++;
			if (r.kind === 'over') break;
			// Stop at the end of a turn once build, trade and an action card have happened (at least 2 turns);
			// without a playable action card, give it up to 8 turns.
			const enough = counts.build > 0 && counts.trade > 0 && (counts.action > 0 || counts.turns >= 8);
			if (enough && r.kind === 'endTurn' && counts.turns >= 2) break;
		}

		testInfo.annotations.push({
			type: 'rivals pass-and-play',
			description: `${steps} steps, ${counts.turns} turns, ${handoffs} hand-offs, builds: ${builds.join(', ')}, trades: ${counts.trade}, action cards played: ${counts.action}${
				actionEverPlayable ? '' : ' (no action card became playable in this game)'
			}, trade offered: ${tradeEverOffered}; unaffordable ghost explained: ${dimGhostMessage}`
		});
		expect(counts.startStack, 'both players chose a start stack by clicking').toBe(2);
		expect(counts.roll, 'dice were rolled').toBeGreaterThan(0);
		expect(handoffs, 'hand-offs between the two humans').toBeGreaterThanOrEqual(2);
		expect(privacyChecks).toBeGreaterThanOrEqual(2);
		expect(counts.build, `a build by clicking (builds: ${builds.join(', ')})`).toBeGreaterThan(0);
		expect(counts.trade, 'a bank trade by clicking (trade-toggle → trade-give → trade-get)').toBeGreaterThan(0);
		if (actionEverPlayable) expect(counts.action, 'a playable action card was played (card → play-selected)').toBeGreaterThan(0);
		else testInfo.annotations.push({ type: 'skipped step', description: 'no action card became playable within the turns played' });
		await expect(page.getByTestId('event-line').first()).toBeVisible();
		expect(errors, 'uncaught page errors').toEqual([]);
	});

	test('reload mid-turn restores the same moves, board and hand', async ({ page }, testInfo) => {
		test.setTimeout(60_000);
		const errors = collectErrors(page);
		await recordSeeds(page);
		const id = await startRivals(page, testInfo, VS_BOT);
		await untilMainPhase(page);

		// One more action inside the turn when there is one (a build may leave a payment open).
		const s = await snapshot(page);
		let what = 'after the roll, in the action phase';
		if (s.ghosts.length || s.hlCities.length || s.hand.some((c) => c.playable)) {
			const r = await playStep(page, { build: true, trade: false, action: true, gain: 'spread' });
			what = `after ${r.kind} ${r.detail ?? ''}`;
			await waitForHumanOrEnd(page);
		} else if (s.tradeEnabled) {
			const r = await playStep(page, { build: false, trade: true, action: false });
			what = `after ${r.kind} ${r.detail ?? ''}`;
			await waitForHumanOrEnd(page);
		}
		testInfo.annotations.push({ type: 'reloaded', description: what });

		const before = await boardFingerprint(page);
		expect(Number(before.length)).toBeGreaterThan(0);
		expect(before.hand.length, 'the human holds cards').toBeGreaterThan(0);
		await page.reload();
		await expect(page.getByTestId('rivals-board')).toBeVisible();
		expect(new URL(page.url()).searchParams.get('id')).toBe(id);
		await expect.poll(() => matchLength(page)).toBe(Number(before.length));
		const after = await boardFingerprint(page);
		expect(after).toEqual(before);

		// And the match goes on from there.
		const r = await playStep(page, PASSIVE);
		expect(['build', 'endTurn', 'pay/gain', 'choice', 'trade', 'action']).toContain(r.kind);
		expect(await matchLength(page)).toBeGreaterThan(Number(before.length));
		expect(errors).toEqual([]);
	});

	test('a full match against a bot ends with the end screen naming a winner and scores', async ({ page }, testInfo) => {
		test.skip(testInfo.project.name !== 'desktop', 'desktop project only: the phone project plays the Turmoil flows (CI time)');
		test.setTimeout(300_000);
		const errors = collectErrors(page);
		await recordSeeds(page);
		await startRivals(page, testInfo, VS_BOT);
		const started = Date.now();
		const capMs = 240_000;
		const log = await playUntil(page, {
			policy: () => GREEDY,
			done: () => false,
			maxSteps: 3000,
			deadline: started + capMs
		});
		const took = ((Date.now() - started) / 1000).toFixed(1);
		const last = await snapshot(page);
		const summary = `${log.steps.length} human decisions, ${log.turnsEnded} human turns, ${took} s, match length ${last.length}; builds: ${
			log.steps.filter((s) => s.kind === 'build').length
		}, action cards: ${log.steps.filter((s) => s.kind === 'action').length}`;
		testInfo.annotations.push({ type: 'rivals vs bot', description: summary });
		expect(
			last.endScreen,
			`the match did not finish within ${capMs / 1000} s / 3000 decisions (${summary}); last page state: ${JSON.stringify({ ...last, stocks: undefined, oppStocks: undefined })}`
		).toBe(true);

		const end = page.getByTestId('end-screen');
		await expect(end).toBeVisible();
		await expect(page.getByTestId('match')).toHaveAttribute('data-finished', 'true');
		const winners = page.getByTestId('end-winners');
		await expect(winners).toContainText(/Alena|Robot/);
		const rows = page.getByTestId('end-scores').locator('tbody tr');
		await expect(rows).toHaveCount(2);
		const table = await rows.evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent?.trim() ?? '')));
		const byName = Object.fromEntries(table.map(([n, score]) => [n, Number(score)]));
		expect(Object.keys(byName).sort()).toEqual(['Alena', 'Robot']);
		for (const v of Object.values(byName)) expect(Number.isFinite(v), `score is a number: ${JSON.stringify(table)}`).toBe(true);
		const winnerName = (await winners.textContent())!.includes('Alena') ? 'Alena' : 'Robot';
		expect(byName[winnerName], 'the winner has at least 7 VP (intro game target)').toBeGreaterThanOrEqual(7);
		expect(byName[winnerName]).toBe(Math.max(...Object.values(byName)));
		await expect(page.getByTestId('end-summary')).not.toBeEmpty();
		testInfo.annotations.push({ type: 'result', description: `winner ${winnerName}; scores ${JSON.stringify(byName)}` });
		await expectNoSeriousA11y(page, 'the end screen', testInfo);

		// The board behind the end screen can still be viewed; no more decisions are offered.
		await page.getByTestId('end-view-board').click();
		await expect(end).toHaveCount(0);
		await expect(page.getByTestId('rivals-board')).toHaveAttribute('data-my-decision', 'false');
		await expect(page.getByTestId('show-result')).toBeVisible();
		await expectNoSeriousA11y(page, 'the finished board', testInfo);
		expect(errors).toEqual([]);
	});

	test('offline after the first load: start a new match and play a few steps', async ({ page, context }, testInfo) => {
		test.setTimeout(60_000);
		const errors = collectErrors(page);
		await recordSeeds(page);
		await page.goto('/');
		await waitForShell(page);
		await waitForServiceWorkerControl(page);

		await goOffline(context);
		// The bot chooses in its Web Worker, whose script comes from the service worker's precache.
		const workers: Worker[] = [];
		const closed: string[] = [];
		const botNotes: string[] = [];
		page.on('console', (m) => m.text().includes('[bots]') && botNotes.push(m.text()));
		page.on('worker', (w) => {
			workers.push(w);
			w.on('close', () => closed.push(w.url()));
		});
		const id = await startRivals(page, testInfo, VS_BOT); // the match page is a fresh navigation, offline
		await expect(page.getByTestId('rivals-board')).toBeVisible();
		const start = await matchLength(page);
		const kinds: string[] = [];
		for (let i = 0; i < 60 && !(kinds.includes('roll') && kinds.filter((k) => k !== 'wait').length >= 4); i++) {
			kinds.push((await playStep(page, GREEDY)).kind);
		}
		expect(kinds, 'start stack chosen and dice rolled offline').toEqual(expect.arrayContaining(['startStack', 'roll']));
		// The last move may have handed the turn to the bot: let it finish before counting (else it moves during the reload).
		await waitForHumanOrEnd(page);
		const len = await matchLength(page);
		expect(len).toBeGreaterThan(start);
		const botWorker = workers.find((w) => w.url().includes('bot-worker'));
		expect(botWorker, `a bot worker was started (workers: ${workers.map((w) => w.url()).join(', ')})`).toBeTruthy();
		expect(closed, `the bot worker kept running (${botNotes.join(' | ')})`).toEqual([]);
		expect(botNotes).toEqual([]);
		expect(await botWorker!.evaluate(() => typeof self.onmessage), 'the bot worker loaded offline').toBe('function');

		// Still offline: a reload brings back the same match from IndexedDB.
		await page.reload();
		await expect(page.getByTestId('rivals-board')).toBeVisible();
		await expect.poll(() => matchLength(page)).toBe(len);
		expect(new URL(page.url()).searchParams.get('id')).toBe(id);
		expect(errors).toEqual([]);
	});

	test('export a save, delete it, import the file and continue with the same moves', async ({ page }, testInfo) => {
		test.setTimeout(60_000);
		const errors = collectErrors(page);
		await recordSeeds(page);
		const id = await startRivals(page, testInfo, VS_BOT);
		await untilMainPhase(page);
		const len = await matchLength(page);
		const hand = (await snapshot(page)).hand.map((c) => c.card);

		await page.goto('/saves');
		const row = page.locator(`[data-testid="match-row"][data-match-id="${id}"]`);
		await expect(row).toBeVisible();
		const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('match-export').click()]);
		const file = testInfo.outputPath(download.suggestedFilename() || 'rivals-save.json');
		await download.saveAs(file);
		const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
		expect(JSON.stringify(saved)).toContain(id);
		await testInfo.attach('exported save', { path: file, contentType: 'application/json' });

		page.once('dialog', (d) => void d.accept());
		await row.getByTestId('match-delete').click();
		await expect(row).toHaveCount(0);
		await page.goto(playUrl(id));
		await expect(page.getByTestId('play-error')).toBeVisible();

		await page.goto('/saves');
		await page.getByTestId('import-input').setInputFiles(file);
		await expect(page.getByTestId('saves-message')).toBeVisible();
		await expect(page.getByTestId('saves-error')).toHaveCount(0);
		const back = page.locator(`[data-testid="match-row"][data-match-id="${id}"]`);
		await expect(back).toBeVisible();
		await back.getByTestId('match-continue').click();
		await page.waitForURL((u) => u.pathname.startsWith('/play'));
		await expect(page.getByTestId('rivals-board')).toBeVisible();
		await expect.poll(() => matchLength(page)).toBe(len);
		expect((await snapshot(page)).hand.map((c) => c.card)).toEqual(hand);

		// Continue the imported match (instant bots): end the turn and get the next turn back.
		await page.goto(playUrl(id));
		await expect(page.getByTestId('rivals-board')).toBeVisible();
		const r = await playStep(page, PASSIVE);
		expect(r.kind).toBe('endTurn');
		await waitForHumanOrEnd(page);
		expect(await matchLength(page)).toBeGreaterThan(len);
		expect(errors).toEqual([]);
	});

	test('screenshot of the match page', async ({ page }, testInfo) => {
		test.setTimeout(60_000);
		await recordSeeds(page);
		await startRivals(page, testInfo, VS_BOT);
		await untilMainPhase(page);
		// Select a card so the screenshot shows selection/highlights too.
		const s = await snapshot(page);
		const pick = s.hand.find((c) => c.playable && !isActionCard(c.card)) ?? s.hand[0];
		if (pick) await page.getByTestId('hand').locator(`[data-card="${pick.card}"]`).click();
		await page.evaluate(() => document.fonts?.ready);
		// Full-page shots of a scrolled page draw the sticky header mid-page: scroll to the top first.
		await page.evaluate(() => window.scrollTo(0, 0));
		await page.waitForFunction(() => window.scrollY === 0);
		const name = `rivals-${testInfo.project.name}.png`;
		const out = testInfo.outputPath(name);
		await page.screenshot({ path: out, fullPage: true });
		const dir = path.join('test-results', 'screenshots');
		fs.mkdirSync(dir, { recursive: true });
		fs.copyFileSync(out, path.join(dir, name));
		await testInfo.attach(name, { path: out, contentType: 'image/png' });
		const size = pngSize(fs.readFileSync(out));
		expect(size?.width).toBe((page.viewportSize()?.width ?? 0) * (testInfo.project.use.deviceScaleFactor ?? 1));

		// The rules help opens over the match (the intro goal: 7 VP), fits the screen and closes again.
		await page.getByTestId('rules-help').click();
		const help = page.getByTestId('rivals-rules');
		await expect(help).toBeVisible();
		await expect(help).toContainText(/7/);
		const box = await page.getByTestId('rules-dialog').boundingBox();
		expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
		await page.keyboard.press('Escape');
		await expect(page.getByTestId('rules-dialog')).toBeHidden();
		await expect(page.getByTestId('board')).toBeVisible();
	});
});

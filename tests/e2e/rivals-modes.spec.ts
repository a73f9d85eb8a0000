/**
 * The Rivals for Catan theme games played through the board UI, by clicking,
 * against the production build (real service worker, real IndexedDB).
 *
 * For every mode in MODES:
 *  - pass-and-play (two people on one device), started from the home page as a
 *    new user would: each player picks 3 starting cards from a basic stack,
 *    rearranges (keeps) the regions, then both play with a goal-directed policy
 *    (tests/e2e/rivals-policy.ts) until a city expansion stands at a city and
 *    an attack action card has been answered by its victim behind the hand-off
 *    screen; the page is reloaded while the victim's decision is pending and
 *    the same board, hand and decision come back; play goes on.
 *    (Desktop project only: it is long, and the phone project would double the
 *    CI time for the same rules; the bot test below runs on the phone too.)
 *  - against the bot: start, starting cards, rearrangement, a few turns, a
 *    reload mid-turn, play goes on.
 * Turmoil also: Traitor (the attacker sees the opponent's hand and takes a
 * card), and a known-bug test for Riots (skipped unless E2E_RIVALS_KNOWN_BUGS=1:
 * a player without the gold has no way on the board to return a unit, the
 * match is stuck; so the Turmoil policy builds no units).
 *
 * Adding a mode: put its id in MODES and its plan (city expansion to aim for,
 * attack cards) in MODE_PLANS of tests/e2e/rivals-policy.ts; find quick seeds
 * with `npx tsx tests/e2e/rivals-seeds.ts --mode <id>` (a Node replay of
 * the same policy) and put them in SEEDS. Seeds only make the tests faster:
 * the policy reaches the goals from any seed (E2E_RIVALS_SEED=random checks
 * that; E2E_RIVALS_SEED=<32 hex> replays one game).
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { matchLength, startMatch } from './helpers';
import {
	annotateSeed,
	boardFingerprint,
	continueHandoff,
	layoutIssue,
	observe,
	playUrl,
	policyStep,
	recordSeeds,
	type BoardObs
} from './rivals-helpers';
import { cardId, MODE_PLANS, SCENARIO_PLANS, type ModePlan, type Move } from './rivals-policy';

/** Theme modes under test; E2E_RIVALS_MODES=gold,turmoil,progress,duel overrides the list. */
const MODES = process.env.E2E_RIVALS_MODES?.split(',') ?? ['gold', 'turmoil'];

/**
 * Forced home-page seeds (32 hex digits), so that CI plays the same short games every time.
 * `pnp`: the fastest of 100 seeds in `npx tsx tests/e2e/rivals-seeds.ts --mode <id>` (gold: city
 * expansion and Merchant answered after ~72 decisions, median of 100 seeds ~132; turmoil: Hedge
 * Tavern and Arsonist after ~42, median ~73). `bot`: a seed the bot test passed with (any works).
 * If a rules change makes a seed slow, the tests still pass (just slower); pick new ones with the tool.
 */
const SEEDS: Record<string, { pnp?: string; bot?: string }> = {
	gold: { pnp: '8f4abcf942eabc22913fcd147d92c789', bot: '90abfcbe2751f920a075c9df91c63706' },
	turmoil: { pnp: 'de8a6fb99d2632d2d5fa63d6de82c5a5', bot: 'ae270689c1522d7d142efe18f3ceb536' },
	// Ready for when these modes join MODES (Progress: a Library after ~37 decisions; Duel: Merchant after ~69).
	progress: { pnp: 'b6444c46802d130a85a0ac33ac2b64fd' },
	duel: { pnp: 'b8f880a980ca3f9a48c94904624b4815' }
};

const NAMES = ['Alena', 'Bohouš'];
const TASK_OF_VICTIM: Record<string, string> = { give: 'give', stack: 'feudRemove' };

/** Uncaught errors on the page fail the test at the end. */
function collectErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	return errors;
}

/** Starts the mode from the home page form; checks the mode is offered there. */
async function startMode(page: Page, testInfo: TestInfo, mode: string, seats: { name: string; kind: 'human' | 'bot' }[]): Promise<string> {
	await page.goto('/');
	await page.getByTestId('new-game').selectOption('rivals');
	await expect(page.getByTestId('new-mode').locator(`option[value="${mode}"]`), `the home page offers the mode ${mode}`).toHaveCount(1);
	const { id } = await startMatch(page, { game: 'rivals', mode, seats });
	expect(id, 'the match page URL carries ?id=').toBeTruthy();
	await annotateSeed(page, testInfo);
	return id!;
}

/** Opening checks shared by both tests: starting cards from a basic stack, 3 of them, then "done" on the regions. */
class Opening {
	picks = new Map<string, number>();
	picked = new Map<string, string[]>();
	stacks = new Map<string, number>();
	arranged = new Set<string>();

	async before(o: BoardObs, who: string, move: Move): Promise<void> {
		if (o.task === 'chooseStartStack') {
			const hot = o.stacks.filter((s) => s.hl);
			expect(hot.length, 'a starting stack to choose').toBeGreaterThan(0);
			expect(hot.map((s) => s.set), 'starting cards come from basic stacks only').toEqual(hot.map(() => 'basic'));
			expect(o.stacks.some((s) => s.set !== 'basic'), 'the theme stacks are on the table').toBe(true);
			this.stacks.set(who, (this.stacks.get(who) ?? 0) + 1);
		}
		if (o.task === 'startPick') {
			expect(o.optionCards.length, 'the whole basic stack is shown to pick from').toBeGreaterThanOrEqual(3);
			expect(o.hand.map((c) => c.card).sort(), 'each pick goes to the hand').toEqual([...(this.picked.get(who) ?? [])].sort());
			expect(move.t).toBe('option');
			if (move.t === 'option') this.picked.set(who, [...(this.picked.get(who) ?? []), move.card]);
			this.picks.set(who, (this.picks.get(who) ?? 0) + 1);
		}
		if (o.task === 'arrange') {
			expect(move).toEqual({ t: 'button', id: 'choice', key: 'done' });
			expect(o.hand.map((c) => c.card).sort(), `${who} holds the 3 picked starting cards`).toEqual([...(this.picked.get(who) ?? [])].sort());
			expect(o.hand.length).toBe(3);
			this.arranged.add(who);
		}
	}

	check(humans: string[]): void {
		for (const who of humans) {
			expect(this.stacks.get(who), `${who} chose one starting stack`).toBe(1);
			expect(this.picks.get(who), `${who} picked 3 starting cards one by one`).toBe(3);
			expect(this.arranged.has(who), `${who} finished the region rearrangement with "done"`).toBe(true);
		}
	}
}

/** After a city expansion was built: it stands in the builder's principality, at a city. */
async function expectCityExpansionAtCity(page: Page, card: string): Promise<void> {
	const me = page.getByTestId('principality-me');
	const placed = me.locator(`[data-testid="expansion"][data-card="${card}"]`);
	await expect(placed).toHaveAttribute('data-kind', 'cityExpansion');
	const col = await placed.getAttribute('data-col');
	await expect(me.locator(`[data-testid="center-city"][data-col="${col}"]`), `${card} stands at a city (column ${col})`).toHaveCount(1);
}

/** Known-bug tests are skipped unless E2E_RIVALS_KNOWN_BUGS is set (they fail until the board is fixed). */
const KNOWN = !process.env.E2E_RIVALS_KNOWN_BUGS;

/** Plays pass-and-play (hand-offs tapped through) with `plan` until `until` holds for the person deciding. */
async function playPassAndPlayUntil(page: Page, plan: ModePlan, until: (o: BoardObs) => boolean, maxSteps: number): Promise<BoardObs> {
	for (let i = 0; i < maxSteps; i++) {
		const o = await observe(page);
		if (o.board && o.myDecision && until(o)) return o;
		const step = await policyStep(page, plan);
		if (step.kind === 'handoff') await continueHandoff(page);
		if (step.kind === 'over') throw new Error('the match ended first');
	}
	throw new Error(`not reached within ${maxSteps} steps`);
}

test.describe('Rivals theme games through the board UI', () => {
	test.afterEach(async ({ page }) => {
		expect(layoutIssue(page), 'the match page must not be wider than the screen').toBeNull();
	});

	for (const mode of MODES) {
		test(`${mode}: pass-and-play from the home page; a city expansion and an attack card answered behind the hand-off; reload at the victim's decision`, async ({
			page
		}, testInfo) => {
			test.skip(testInfo.project.name !== 'desktop', 'long pass-and-play flows run in the desktop project only (CI time)');
			test.setTimeout(150_000);
			const plan: ModePlan = MODE_PLANS[mode];
			expect(plan, `tests/e2e/rivals-policy.ts has a plan for ${mode}`).toBeTruthy();
			// A set without attack cards (Progress): the reload comes right after the city expansion instead.
			const hasAttacks = Object.keys(plan.attacks).length > 0;
			const errors = collectErrors(page);
			await recordSeeds(page, SEEDS[mode]?.pnp);
			await startMode(page, testInfo, mode, NAMES.map((name) => ({ name, kind: 'human' as const })));

			// The first screen is a hand-off to the start player: no board, no cards.
			await expect(page.getByTestId('handoff')).toBeVisible();
			await expect(page.getByTestId('rivals-board')).toHaveCount(0);

			const opening = new Opening();
			const started = Date.now();
			const deadline = started + 120_000;
			let viewer: string | null = null;
			let decisions = 0;
			let handoffs = 0;
			let cityExpansion: string | null = null;
			let attack: { card: string; by: string; victim: string; task: string; at: number; handedOff: boolean } | null = null;
			let reloaded: string | null = null;
			let answered = false;
			let afterReload = 0;

			/** 3. Reload now: the hand-off to the deciding person comes back, then the same board, hand and decision. */
			const reloadAndCompare = async (deciding: string, task: string) => {
				const b = page.getByTestId('rivals-board');
				const before = await boardFingerprint(page);
				await page.reload();
				await expect(page.getByTestId('handoff'), 'after a reload the device is handed to the deciding person again').toBeVisible();
				await expect(page.getByTestId('handoff-title')).toContainText(deciding);
				await expect(b).toHaveCount(0);
				await continueHandoff(page);
				await expect.poll(() => matchLength(page)).toBe(Number(before.length));
				await expect(b).toHaveAttribute('data-task', task);
				expect(await boardFingerprint(page), 'board, hand, highlights and prompt after the reload').toEqual(before);
			};

			while (Date.now() < deadline) {
				const step = await policyStep(page, plan);
				if (step.kind === 'over') break;
				if (step.kind === 'wait') continue;
				if (step.kind === 'handoff') {
					const to = NAMES.find((n) => step.to.includes(n));
					expect(to, `the hand-off names a player: ${step.to}`).toBeTruthy();
					// Nothing of anybody's cards or decision is on the page behind the hand-off screen.
					await expect(page.getByTestId('rivals-board')).toHaveCount(0);
					await expect(page.getByTestId('principality-me')).toHaveCount(0);
					await expect(page.getByTestId('hand')).toHaveCount(0);
					if (attack && !attack.handedOff) {
						// (b) The attack reaches its victim: the device goes to them first.
						expect(to, `after ${attack.by} played ${attack.card} (and named what it asks), the device goes to ${attack.victim}`).toBe(attack.victim);
						// The public prompt line says who decides, not what they will see.
						await expect(page.locator(`[data-testid="prompt"][data-seat="${NAMES.indexOf(attack.victim)}"]`)).toBeVisible();
						await continueHandoff(page);
						await expect(page.getByTestId('viewing-seat')).toContainText(attack.victim);
						const b = page.getByTestId('rivals-board');
						await expect(b).toHaveAttribute('data-task', attack.task);
						await expect(b).toHaveAttribute('data-my-decision', 'true');
						const seen = await observe(page);
						if (attack.task === 'give')
							expect(seen.hlRegions.length, `${attack.victim} chooses which region gives (${JSON.stringify(seen.hlRegions)})`).toBeGreaterThanOrEqual(2);
						else expect(seen.optionCards.length, `${attack.victim} sees the card to put under a stack`).toBeGreaterThan(0);
						attack.handedOff = true;
						viewer = attack.victim;
						handoffs++;
						await reloadAndCompare(attack.victim, attack.task);
						reloaded = `at ${attack.victim}'s answer to ${attack.card}`;
						continue;
					}
					await continueHandoff(page);
					await expect(page.getByTestId('viewing-seat')).toContainText(to!);
					viewer = to!;
					handoffs++;
					continue;
				}
				const { move, obs } = step;
				decisions++;
				const who: string = viewer!;
				await opening.before(obs, who, move);
				if (reloaded) afterReload++;

				// (a) A city expansion: it must stand at a city of its builder.
				if (move.t === 'build' && !cityExpansion) {
					const kind = [...obs.hand, ...obs.faceUp].find((c) => c.card === move.card)?.kind;
					if (kind === 'cityExpansion') {
						await expectCityExpansionAtCity(page, move.card);
						cityExpansion = `${move.card} by ${who} after ${decisions} decisions`;
						const now = await observe(page);
						if (!hasAttacks && now.handoff === null && now.myDecision) {
							await reloadAndCompare(who, now.task);
							reloaded = `after ${who} built ${move.card}`;
						}
					}
				}
				// (b) An attack card (the policy plays one only when the opponent will have a real choice).
				if (move.t === 'play' && plan.attacks[cardId(move.card)] && !attack) {
					const victim = NAMES.find((n) => n !== who)!;
					attack = { card: move.card, by: who, victim, task: TASK_OF_VICTIM[plan.attacks[cardId(move.card)]], at: decisions, handedOff: false };
					continue;
				}
				if (attack && !attack.handedOff) {
					// Until the hand-off, only the attacker decides (naming what the card asks for).
					expect(who, `${attack.by} goes on deciding until the device is handed to ${attack.victim}`).toBe(attack.by);
					expect(['nameTypes', 'targetPick']).toContain(obs.task);
				}
				if (attack?.handedOff && !answered) {
					expect(who).toBe(attack.victim);
					expect(obs.task, "the victim's first move answers the attack").toBe(attack.task);
					answered = true;
				}
				if (cityExpansion && (answered || !hasAttacks) && reloaded && afterReload >= 6) break;
			}

			const took = ((Date.now() - started) / 1000).toFixed(1);
			testInfo.annotations.push({
				type: `rivals ${mode} pass-and-play`,
				description: `${decisions} decisions, ${handoffs} hand-offs, ${took} s; city expansion: ${cityExpansion}; attack: ${
					attack ? `${attack.card} by ${attack.by}, answered by ${attack.victim} (${attack.task}) after ${attack.at} decisions` : hasAttacks ? null : 'none in this set'
				}; reloaded ${reloaded}`
			});
			opening.check(NAMES);
			expect(cityExpansion, `a city expansion was built at a city within ${took} s`).toBeTruthy();
			if (hasAttacks) {
				expect(attack, `an attack card was played and reached the opponent's decision within ${took} s`).toBeTruthy();
				expect(answered, 'the victim answered after the reload').toBe(true);
			}
			expect(reloaded, 'the page was reloaded mid-match').toBeTruthy();
			expect(afterReload, 'play went on after the reload').toBeGreaterThanOrEqual(6);
			expect(errors, 'uncaught page errors').toEqual([]);
		});

		test(`${mode}: against the bot from the home page; a few turns; reload mid-turn`, async ({ page }, testInfo) => {
			test.setTimeout(60_000);
			const plan: ModePlan = MODE_PLANS[mode];
			const errors = collectErrors(page);
			await recordSeeds(page, SEEDS[mode]?.bot);
			const id = await startMode(page, testInfo, mode, [
				{ name: 'Alena', kind: 'human' },
				{ name: 'Robot', kind: 'bot' }
			]);
			await page.goto(playUrl(id)); // instant bots
			await expect(page.getByTestId('rivals-board')).toBeVisible();

			const opening = new Opening();
			let turns = 0;
			let decisions = 0;
			const play = async (until: (o: BoardObs) => boolean, max: number) => {
				for (let i = 0; i < max; i++) {
					const o = await observe(page);
					if (until(o)) return;
					const step = await policyStep(page, plan);
					expect(step.kind, 'one person and a bot: no hand-off screen').not.toBe('handoff');
					if (step.kind === 'over') throw new Error('the match ended early');
					if (step.kind !== 'move') continue;
					decisions++;
					await opening.before(step.obs, 'Alena', step.move);
					if (step.move.t === 'endTurn') turns++;
				}
				throw new Error(`not reached within ${max} steps`);
			};
			// A few turns, then into the human's action phase after the roll.
			await play((o) => turns >= 3 && o.myDecision && o.task === 'main', 300);
			opening.check(['Alena']);

			const before = await boardFingerprint(page);
			expect(before.hand.length, 'the human holds cards').toBeGreaterThan(0);
			await page.reload();
			await expect(page.getByTestId('rivals-board')).toBeVisible();
			expect(new URL(page.url()).searchParams.get('id')).toBe(id);
			await expect.poll(() => matchLength(page)).toBe(Number(before.length));
			expect(await boardFingerprint(page), 'board, hand, dice and prompt after the reload').toEqual(before);

			// Play goes on: this turn ends, the bot plays its turn, the human decides again.
			const len = Number(before.length);
			const humanBefore = decisions;
			await play((o) => turns >= 4 && o.myDecision && o.task === 'preRoll', 200);
			const grown = (await matchLength(page)) - len;
			expect(grown, 'the bot made moves of its own after the reload').toBeGreaterThan(decisions - humanBefore);
			testInfo.annotations.push({ type: `rivals ${mode} vs bot`, description: `${decisions} decisions, ${turns} turns, match length ${await matchLength(page)}` });
			expect(errors, 'uncaught page errors').toEqual([]);
		});
	}

	test('turmoil: Riots without the gold lets the player choose the unit to return (KNOWN BUG)', async ({ page }, testInfo) => {
		test.skip(testInfo.project.name !== 'desktop', 'desktop project only');
		test.skip(
			KNOWN,
			'KNOWN BUG: Board.svelte has no way to answer Riots by returning a unit (the feudRemove actions of the riots decision are neither highlighted nor listed), so a player without the gold is stuck'
		);
		test.setTimeout(60_000);
		// A seed where a player holding a unit meets Riots without the gold after ~20 decisions
		// (npx tsx tests/e2e/rivals-seeds.ts --mode turmoil --scenario riots).
		await recordSeeds(page, 'cd5791887a1361242c1b5c812ba8cb15');
		await startMode(page, testInfo, 'turmoil', NAMES.map((name) => ({ name, kind: 'human' as const })));
		const o = await playPassAndPlayUntil(page, SCENARIO_PLANS.riots, (x) => x.task === 'riots' && !x.buttons.some((b) => b.key === 'payGold'), 400);
		const panel = (await page.getByTestId('decision').textContent())?.trim();
		testInfo.annotations.push({ type: 'riots decision', description: `prompt: ${o.prompt}; panel: ${panel}; own units: ${o.me.expansions.map((e) => e.card).join(', ')}` });
		// Something to tap: a unit of mine (then a stack), or the units listed in the panel.
		expect(o.hlMyExpansions.length + o.optionCards.length + o.stacks.filter((s) => s.hl).length, `the board offers a unit to return (panel: "${panel}")`).toBeGreaterThan(0);
	});

	test("turmoil: Traitor shows the attacker the opponent's hand; the card taken changes hands", async ({ page }, testInfo) => {
		test.skip(testInfo.project.name !== 'desktop', 'desktop project only (CI time)');
		test.setTimeout(60_000);
		// A seed where the policy plays Traitor after ~43 decisions (rivals-seeds.ts --mode turmoil --scenario traitor).
		await recordSeeds(page, 'fc0a3bc77ba27d8ecbfd71b26bcb1ba9');
		await startMode(page, testInfo, 'turmoil', NAMES.map((name) => ({ name, kind: 'human' as const })));
		const plan = SCENARIO_PLANS.traitor;
		const o = await playPassAndPlayUntil(page, plan, (x) => x.task === 'traitorPick', 600);
		const opp = page.getByTestId('principality-opponent').locator('header');
		const oppHand = o.optionCards.length;
		expect(oppHand, "the attacker sees the opponent's hand").toBeGreaterThan(0);
		await expect(opp, 'as many cards as the opponent holds').toContainText(new RegExp(`\\b${oppHand}/\\d`));
		for (const c of o.optionCards) expect(o.hand.map((h) => h.card)).not.toContain(c);
		await expect(page.getByTestId('decision').locator('[data-testid="choice"][data-option="none"]'), 'taking nothing is offered too').toBeVisible();
		const step = await policyStep(page, plan);
		expect(step.kind === 'move' && step.move.t).toBe('option');
		const taken = step.kind === 'move' && step.move.t === 'option' ? step.move.card : '';
		testInfo.annotations.push({ type: 'traitor', description: `took ${taken} of ${o.optionCards.join(', ')}` });
		await expect(page.getByTestId('hand').locator(`[data-card="${taken}"]`), 'the taken card is in the attacker\'s hand').toHaveCount(1);
		await expect(opp).toContainText(new RegExp(`\\b${oppHand - 1}/\\d`));
		await expect(page.getByTestId('decision').getByTestId('card'), "the opponent's hand is no longer shown").toHaveCount(0);
	});
});

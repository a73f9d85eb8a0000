/**
 * Helpers that play The Rivals for Catan through the board UI by clicking,
 * like a person would: everything is read from the DOM (data-testid, data-*
 * attributes and the "hl"/"playable" classes that the board derives from the
 * legal actions), never from the app's internals.
 *
 * The main entry point is `playStep`, one decision of a simple policy; the
 * test decides how greedy the policy is (build / trade / play action cards).
 */
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { decide, pickSite, pickStack, regionRes, type ModePlan, type Move, type Obs } from './rivals-policy';

/** Action cards that are played in the action phase (the rest: Brigitta before the roll, Scout with a settlement). */
export const MAIN_ACTION_CARDS = ['goldsmith', 'caravan', 'relocation'];
export const ACTION_CARDS = [...MAIN_ACTION_CARDS, 'brigitta', 'scout'];
export const cardKindId = (instance: string) => instance.split('#')[0];
export const isActionCard = (instance: string) => ACTION_CARDS.includes(cardKindId(instance));

/** URL of a match page with instant bots. */
export function playUrl(id: string, botDelay = 0): string {
	return `/play?id=${encodeURIComponent(id)}&botDelay=${botDelay}`;
}

/**
 * Records the match seed the home page draws from crypto.getRandomValues
 * (16 bytes), and lets E2E_RIVALS_SEED (32 hex digits) force it to replay a
 * failing game. A test may force its own `seed` (32 hex digits); E2E_RIVALS_SEED
 * still wins, and E2E_RIVALS_SEED=random turns every forced seed off.
 * Call before the first navigation.
 */
export async function recordSeeds(page: Page, seed?: string): Promise<void> {
	const env = process.env.E2E_RIVALS_SEED ?? '';
	const forced = env === 'random' ? '' : env || seed || '';
	await page.addInitScript((forced: string) => {
		const w = window as unknown as { __seeds: string[] };
		w.__seeds = [];
		const orig = crypto.getRandomValues.bind(crypto);
		crypto.getRandomValues = (<T extends ArrayBufferView | null>(arr: T): T => {
			const out = orig(arr as never) as T;
			if (arr instanceof Uint8Array && arr.length === 16) {
				if (/^[0-9a-f]{32}$/i.test(forced)) for (let i = 0; i < 16; i++) arr[i] = parseInt(forced.slice(2 * i, 2 * i + 2), 16);
				w.__seeds.push(Array.from(arr, (b) => b.toString(16).padStart(2, '0')).join(''));
			}
			return out;
		}) as typeof crypto.getRandomValues;
	}, forced);
}

/** Annotates the seed of the last match started in this page (to replay: E2E_RIVALS_SEED=<seed>). */
export async function annotateSeed(page: Page, testInfo: TestInfo): Promise<string | null> {
	const seeds = await page.evaluate(() => (window as unknown as { __seeds?: string[] }).__seeds ?? []).catch(() => []);
	const seed = seeds[seeds.length - 1] ?? null;
	if (seed) testInfo.annotations.push({ type: 'rivals seed', description: `${seed} (replay with E2E_RIVALS_SEED=${seed})` });
	return seed;
}

// ---------------------------------------------------------------- reading the board

export interface HandCard {
	card: string;
	playable: boolean;
	selected: boolean;
}

export interface Snapshot {
	length: number;
	finished: boolean;
	handoff: boolean;
	endScreen: boolean;
	board: boolean;
	myDecision: boolean;
	/** data-testids of the buttons in the decision panel. */
	buttons: string[];
	tradeEnabled: boolean;
	hlRegions: { region: string; stock: number }[];
	hlStacks: number[];
	/** Highlighted (affordable) ghost roads/settlements. */
	ghosts: { kind: 'road' | 'settlement'; col: number }[];
	/** Ghosts shown but not highlighted (a place that fits, not affordable now). */
	dimGhosts: { kind: 'road' | 'settlement'; col: number }[];
	hlCities: number[];
	hlSites: { col: number; row: number }[];
	hlMyExpansions: string[];
	hlOppExpansions: string[];
	hand: HandCard[];
	/** Cards shown in the decision panel (search / feud choices). */
	optionCards: { card: string; selected: boolean }[];
	stocks: Record<string, number>;
	oppStocks: Record<string, number>;
	message: string | null;
	/** How many px the page is wider than the viewport (0 = fits). */
	overflowX: number;
	prompt: string;
	problem: string | null;
}

/** One look at the whole match page (one round trip). */
export async function snapshot(page: Page): Promise<Snapshot> {
	return page.evaluate(() => {
		const q = (sel: string, root: ParentNode = document) => Array.from(root.querySelectorAll<HTMLElement>(sel));
		const one = (sel: string) => document.querySelector<HTMLElement>(sel);
		const match = one('[data-testid="match"]');
		const board = one('[data-testid="rivals-board"]');
		const me = one('[data-testid="principality-me"]');
		const opp = one('[data-testid="principality-opponent"]');
		const decision = one('[data-testid="decision"]');
		const stocks = (root: HTMLElement | null) =>
			Object.fromEntries(q('[data-testid="region"]', root ?? document.createElement('div')).map((r) => [r.dataset.region!, Number(r.dataset.stock)]));
		const toggle = one('[data-testid="trade-toggle"]') as HTMLButtonElement | null;
		return {
			length: Number(match?.dataset.length ?? -1),
			finished: match?.dataset.finished === 'true',
			handoff: !!one('[data-testid="handoff"]'),
			endScreen: !!one('[data-testid="end-screen"]'),
			board: !!board,
			myDecision: board?.dataset.myDecision === 'true',
			buttons: decision ? q('button[data-testid]', decision).map((b) => b.dataset.testid!) : [],
			tradeEnabled: !!toggle && !toggle.disabled,
			hlRegions: me ? q('[data-testid="region"].hl', me).map((r) => ({ region: r.dataset.region!, stock: Number(r.dataset.stock) })) : [],
			hlStacks: q('[data-testid="draw-stack"].hl').map((s) => Number(s.dataset.stack)),
			ghosts: me
				? q('[data-testid^="ghost-"].hl', me).map((g) => ({ kind: g.dataset.testid!.slice(6) as 'road' | 'settlement', col: Number(g.dataset.col) }))
				: [],
			dimGhosts: me
				? q('[data-testid^="ghost-"]:not(.hl)', me).map((g) => ({ kind: g.dataset.testid!.slice(6) as 'road' | 'settlement', col: Number(g.dataset.col) }))
				: [],
			hlCities: me ? q('[data-testid="center-settlement"].hl', me).map((c) => Number(c.dataset.col)) : [],
			hlSites: me ? q('[data-testid="site"].hl', me).map((s) => ({ col: Number(s.dataset.col), row: Number(s.dataset.row) })) : [],
			hlMyExpansions: me ? q('[data-testid="expansion"].hl', me).map((e) => e.dataset.card!) : [],
			hlOppExpansions: opp ? q('[data-testid="expansion"].hl', opp).map((e) => e.dataset.card!) : [],
			hand: q('[data-testid="hand"] [data-testid="card"]').map((c) => ({
				card: c.dataset.card!,
				playable: c.classList.contains('playable'),
				selected: c.getAttribute('aria-pressed') === 'true'
			})),
			optionCards: decision
				? q('[data-testid="card"]', decision).map((c) => ({ card: c.dataset.card!, selected: c.getAttribute('aria-pressed') === 'true' }))
				: [],
			stocks: stocks(me),
			oppStocks: stocks(opp),
			message: one('[data-testid="board-message"]')?.textContent?.trim() ?? null,
			overflowX: Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
			prompt: q('[data-testid="prompt"]').map((p) => p.textContent?.trim()).join(' | '),
			problem: one('[data-testid="play-problem"]')?.textContent?.trim() ?? null
		};
	});
}

/** The state a person would compare after a reload: public board, own hand, dice, prompt. */
export async function boardFingerprint(page: Page) {
	return page.evaluate(() => {
		const q = (sel: string) => Array.from(document.querySelectorAll<HTMLElement>(sel));
		return {
			length: document.querySelector<HTMLElement>('[data-testid="match"]')?.dataset.length,
			regions: q('[data-testid="region"]').map((r) => `${r.dataset.region}=${r.dataset.stock}`),
			hand: q('[data-testid="hand"] [data-testid="card"]').map((c) => c.dataset.card),
			expansions: q('[data-testid="expansion"]').map((e) => e.dataset.card),
			centers: q('[data-testid^="center-"]').map((c) => `${c.dataset.testid}@${c.dataset.col}`),
			stacks: q('[data-testid="draw-stack"]').map((s) => s.textContent?.trim()),
			hlRegions: q('[data-testid="region"].hl').map((r) => r.dataset.region),
			dice: document.querySelector('[data-testid="dice"]')?.textContent?.replace(/\s+/g, ' ').trim(),
			vp: q('[data-testid="vp"]').map((v) => v.textContent?.trim()),
			prompt: q('[data-testid="prompt"]').map((p) => p.textContent?.trim())
		};
	});
}

// ---------------------------------------------------------------- acting

/** Per page: the first horizontal overflow seen, and whether clicks go through hit testing. */
const layout = new WeakMap<Page, { overflow: string | null; dispatch: boolean }>();

/**
 * Known layout bug (see the report): on a 390 px phone a principality with
 * many columns makes the whole page wider than the screen, and then pointer
 * hits land on other elements. When that has been seen, taps are dispatched
 * straight to the element so the game can go on; `layoutIssue` reports it.
 */
export function layoutIssue(page: Page): string | null {
	return layout.get(page)?.overflow ?? null;
}

async function noteOverflow(page: Page, s: { overflowX: number; length: number }): Promise<void> {
	const l = layout.get(page) ?? { overflow: null, dispatch: false };
	layout.set(page, l);
	if (s.overflowX > 0 && !l.overflow) {
		const widest = await page.evaluate(() => {
			const cw = document.documentElement.clientWidth;
			const el = Array.from(document.querySelectorAll<HTMLElement>('[data-testid]')).find((e) => e.getBoundingClientRect().right > cw + 1);
			return el ? `${el.dataset.testid} (${Math.round(el.getBoundingClientRect().width)} px wide, right edge ${Math.round(el.getBoundingClientRect().right)} px)` : '?';
		});
		l.overflow = `page ${s.overflowX} px wider than the ${page.viewportSize()?.width} px viewport at move ${s.length}; first overflowing: ${widest}`;
		l.dispatch = false; // the overflow is a failure (checked after each test), never worked around
	}
}

/** A click on `el` (a real pointer click unless the layout bug forced dispatching). */
export async function tap(page: Page, el: Locator): Promise<void> {
	if (layout.get(page)?.dispatch) await el.dispatchEvent('click');
	else await el.click({ timeout: 10_000 });
}

const board = (page: Page) => page.getByTestId('rivals-board');
const mine = (page: Page) => page.getByTestId('principality-me');

/** Waits until it is a human's move here, or the match is over (bots play meanwhile). */
export async function waitForHumanOrEnd(page: Page, timeout = 15_000): Promise<void> {
	await page.waitForFunction(
		() => {
			const one = (sel: string) => document.querySelector<HTMLElement>(sel);
			return (
				!!one('[data-testid="handoff"]') ||
				!!one('[data-testid="end-screen"]') ||
				one('[data-testid="match"]')?.dataset.finished === 'true' ||
				one('[data-testid="rivals-board"]')?.dataset.myDecision === 'true' ||
				!!one('[data-testid="play-problem"]')
			);
		},
		null,
		{ timeout, polling: 50 }
	);
}

/** Clicks something that submits an action and waits until the match has one more move. */
async function submit(page: Page, click: () => Promise<void>, what: string): Promise<void> {
	const before = Number(await page.getByTestId('match').getAttribute('data-length'));
	await click();
	const outcome = await page
		.waitForFunction(
			(prev) => {
				const len = Number(document.querySelector<HTMLElement>('[data-testid="match"]')?.dataset.length ?? -1);
				if (len > prev) return 'ok';
				const msg = document.querySelector('[data-testid="board-message"]')?.textContent?.trim();
				const problem = document.querySelector('[data-testid="play-problem"]')?.textContent?.trim();
				return msg ? `rejected: ${msg}` : problem ? `problem: ${problem}` : false;
			},
			before,
			{ timeout: 10_000, polling: 30 }
		)
		.then((h) => h.jsonValue() as Promise<string>)
		.catch(() => 'timeout');
	expect(outcome, `${what}: the move was not accepted (match length stayed ${before})`).toBe('ok');
}

export type StepKind =
	| 'handoff'
	| 'wait'
	| 'over'
	| 'startStack'
	| 'roll'
	| 'build'
	| 'trade'
	| 'action'
	| 'endTurn'
	| 'pay/gain'
	| 'choice'
	| 'stack'
	| 'skipExchange';

export interface Policy {
	/** Build (settlement > city > road > expansion) when something is highlighted. */
	build: boolean;
	/** Make one bank trade when the trade panel offers one. */
	trade: boolean;
	/** Play an action card (goldsmith, caravan, relocation) when it is playable. */
	action: boolean;
	/** Where gains go: 'fill' = the fullest highlighted region (reaches 3 of a kind sooner), 'spread' = the emptiest. */
	gain?: 'fill' | 'spread';
}

export interface StepResult {
	kind: StepKind;
	detail?: string;
	/** An action card in hand was playable (whether or not the policy played it). */
	actionPlayable?: boolean;
	/** A bank trade was offered. */
	tradeOffered?: boolean;
	/** Something to build was highlighted (ghost, city, or a buildable card). */
	buildOffered?: boolean;
}

/**
 * Makes one decision on the match page by clicking. Returns what it did.
 * Throws (with the snapshot) when the page shows nothing it knows how to answer.
 */
export async function playStep(page: Page, policy: Policy): Promise<StepResult> {
	const s = await snapshot(page);
	await noteOverflow(page, s);
	if (s.problem) throw new Error(`the match page reports a problem: ${s.problem}`);
	if (s.endScreen || s.finished) return { kind: 'over' };
	if (s.handoff) {
		await tap(page, page.getByTestId('handoff-continue'));
		await expect(board(page)).toBeVisible();
		return { kind: 'handoff' };
	}
	if (!s.board || !s.myDecision) {
		await waitForHumanOrEnd(page);
		return { kind: 'wait' };
	}
	const has = (id: string) => s.buttons.includes(id);
	const clickBtn = (id: string, kind: StepKind, nth = 0) =>
		submit(page, () => tap(page, board(page).getByTestId(id).nth(nth)), id).then((): StepResult => ({ kind, detail: id }));

	// ---- pre-roll
	if (has('roll')) return clickBtn('roll', 'roll');

	// ---- action phase
	if (has('end-turn')) {
		const actionCards = s.hand.filter((c) => c.playable && isActionCard(c.card));
		const buildCards = s.hand.filter((c) => c.playable && !isActionCard(c.card));
		const info = {
			actionPlayable: actionCards.length > 0,
			tradeOffered: s.tradeEnabled,
			buildOffered: s.ghosts.length + s.hlCities.length + buildCards.length > 0
		};
		if (policy.build) {
			const settlement = s.ghosts.find((g) => g.kind === 'settlement');
			if (settlement) {
				await submit(page, () => tap(page, mine(page).locator(`[data-testid="ghost-settlement"][data-col="${settlement.col}"]`)), 'ghost settlement');
				return { kind: 'build', detail: `settlement@${settlement.col}`, ...info };
			}
			if (s.hlCities.length) {
				const col = s.hlCities[0];
				await submit(page, () => tap(page, mine(page).locator(`[data-testid="center-settlement"][data-col="${col}"]`)), 'city');
				return { kind: 'build', detail: `city@${col}`, ...info };
			}
			const road = s.ghosts.find((g) => g.kind === 'road');
			if (road) {
				await submit(page, () => tap(page, mine(page).locator(`[data-testid="ghost-road"][data-col="${road.col}"]`)), 'ghost road');
				return { kind: 'build', detail: `road@${road.col}`, ...info };
			}
			if (buildCards.length) {
				const card = buildCards[0].card;
				await selectHandCard(page, card);
				const site = mine(page).locator('[data-testid="site"].hl').first();
				await expect(site, `selecting the buildable card ${card} highlights a building site`).toBeVisible();
				const where = `${await site.getAttribute('data-col')}:${await site.getAttribute('data-row')}`;
				await submit(page, () => tap(page, site), `build ${card} on a site`);
				return { kind: 'build', detail: `${card}@${where}`, ...info };
			}
		}
		if (policy.action && actionCards.length) {
			const card = actionCards[0].card;
			await selectHandCard(page, card);
			const play = board(page).getByTestId('play-selected');
			await expect(play).toBeEnabled();
			await submit(page, () => tap(page, play), `play ${card}`);
			return { kind: 'action', detail: card, ...info };
		}
		if (policy.trade && s.tradeEnabled) {
			const detail = await bankTrade(page);
			return { kind: 'trade', detail, ...info };
		}
		// Leave no stale selection behind, then end the turn.
		await submit(page, () => tap(page, board(page).getByTestId('end-turn')), 'end turn');
		return { kind: 'endTurn', ...info };
	}

	// ---- payments and gains: a highlighted region of mine
	if (s.hlRegions.length) {
		const byStock = [...s.hlRegions].sort((a, b) => b.stock - a.stock);
		const gaining = /krajinu pro surovinu|region to store/i.test(s.prompt);
		const pick = gaining && policy.gain === 'spread' ? byStock[byStock.length - 1] : byStock[0];
		await submit(page, () => tap(page, mine(page).locator(`[data-testid="region"][data-region="${pick.region}"]`)), `region ${pick.region}`);
		return { kind: 'pay/gain', detail: pick.region };
	}
	// ---- relocation of expansions, feud selection
	if (s.hlMyExpansions.length) {
		await submit(page, () => tap(page, mine(page).locator(`[data-testid="expansion"][data-card="${s.hlMyExpansions[0]}"]`)), 'my expansion');
		return { kind: 'choice', detail: s.hlMyExpansions[0] };
	}
	if (s.hlOppExpansions.length) {
		await submit(
			page,
			() => tap(page, page.getByTestId('principality-opponent').locator(`[data-testid="expansion"][data-card="${s.hlOppExpansions[0]}"]`)),
			'opponent expansion'
		);
		return { kind: 'choice', detail: s.hlOppExpansions[0] };
	}
	// ---- buttons in the decision panel
	for (const id of ['skip-exchange', 'scout-noScout', 'merchant-doneBuying', 'take-type', 'region-choice', 'take-top', 'brigitta-number']) {
		if (has(id)) return clickBtn(id, id === 'skip-exchange' ? 'skipExchange' : 'choice');
	}
	// ---- draw stacks (start hand, replenish, exchange)
	if (s.hlStacks.length) {
		const stack = s.hlStacks[0];
		await submit(page, () => tap(page, board(page).locator(`[data-testid="draw-stack"][data-stack="${stack}"]`)), `draw stack ${stack}`);
		return { kind: s.hand.length === 0 ? 'startStack' : 'stack', detail: String(stack) };
	}
	// ---- a card to choose first, then a stack (search pick, feuds, putting a card under a stack)
	if (s.optionCards.length) {
		const decisionCards = page.getByTestId('decision').getByTestId('card');
		const first = s.optionCards[0];
		const before = s.length;
		if (!first.selected) await tap(page, decisionCards.first());
		const after = await snapshot(page);
		if (after.length > before) return { kind: 'choice', detail: first.card }; // search pick submits at once
		return chooseStackAfterSelection(page, first.card);
	}
	if (s.hand.length && /pod balíček|under a stack/i.test(s.prompt)) {
		const card = s.hand[s.hand.length - 1].card;
		await selectHandCard(page, card);
		return chooseStackAfterSelection(page, card);
	}
	throw new Error(`playStep: nothing to do on this page:\n${JSON.stringify(s, null, 1)}`);
}

async function chooseStackAfterSelection(page: Page, card: string): Promise<StepResult> {
	const hot = board(page).locator('[data-testid="draw-stack"].hl').first();
	await expect(hot, `after selecting ${card}, a draw stack is highlighted`).toBeVisible();
	const stack = await hot.getAttribute('data-stack');
	await submit(page, () => tap(page, hot), `put ${card} under stack ${stack}`);
	return { kind: 'stack', detail: `${card}→${stack}` };
}

/** Selects a hand card (a second click would unselect it). */
export async function selectHandCard(page: Page, card: string): Promise<void> {
	const el = page.getByTestId('hand').locator(`[data-testid="card"][data-card="${card}"]`);
	if ((await el.getAttribute('aria-pressed')) !== 'true') await tap(page, el);
	await expect(el).toHaveAttribute('aria-pressed', 'true');
}

/** Own resources by type, from the regions' data-stock. */
export function resourceTotals(stocks: Record<string, number>): Record<string, number> {
	const out: Record<string, number> = {};
	for (const [region, n] of Object.entries(stocks)) out[regionRes(region)] = (out[regionRes(region)] ?? 0) + n;
	return out;
}

/**
 * trade-toggle → trade-give → trade-get (a 3:1 bank trade). The payment of 3 is
 * forced and happens at once; checks that 3 of the given resource left.
 */
export async function bankTrade(page: Page): Promise<string> {
	const b = board(page);
	const before = resourceTotals((await snapshot(page)).stocks);
	await tap(page, b.getByTestId('trade-toggle'));
	await expect(b.getByTestId('trade-panel')).toBeVisible();
	// Prefer a 3:1 bank rate; a trade ship / large trade ship shows 2.
	const gives = b.getByTestId('trade-give');
	const rates = await gives.evaluateAll((els) => els.map((e) => Number(e.querySelector('b')?.textContent ?? 1)));
	const i = Math.max(0, rates.indexOf(3));
	const give = gives.nth(i);
	const rate = rates[i];
	const giveRes = await give.getAttribute('data-res');
	await tap(page, give);
	const get = b.getByTestId('trade-get').first();
	await expect(get).toBeVisible();
	const getRes = await get.getAttribute('data-res');
	await submit(page, () => tap(page, get), `trade ${giveRes}→${getRes}`);
	// With several regions of that resource the payment is a choice: pay from highlighted regions.
	let now = await snapshot(page);
	for (let guard = 0; guard < 3 && now.hlRegions.length && /zaplať|pay/i.test(now.prompt); guard++) {
		const from = [...now.hlRegions].sort((x, y) => y.stock - x.stock)[0].region;
		await submit(page, () => tap(page, mine(page).locator(`[data-testid="region"][data-region="${from}"]`)), `pay the trade from ${from}`);
		now = await snapshot(page);
	}
	const after = resourceTotals(now.stocks);
	expect(after[giveRes!], `the trade took ${rate} ${giveRes} (before ${JSON.stringify(before)}, after ${JSON.stringify(after)})`).toBe(before[giveRes!] - rate);
	return `${rate}×${giveRes}→${getRes}`;
}

export interface PlayLog {
	steps: StepResult[];
	kinds: Set<StepKind>;
	turnsEnded: number;
}

/**
 * Plays steps with `policy(log)` until `done(log)` or the end screen, at most
 * `maxSteps` decisions or until `deadline` (ms since epoch).
 */
export async function playUntil(
	page: Page,
	opts: {
		policy: (log: PlayLog) => Policy;
		done: (log: PlayLog, last: StepResult) => boolean;
		maxSteps: number;
		deadline?: number;
		onStep?: (r: StepResult, log: PlayLog) => Promise<void> | void;
	}
): Promise<PlayLog> {
	const log: PlayLog = { steps: [], kinds: new Set(), turnsEnded: 0 };
	for (let i = 0; i < opts.maxSteps; i++) {
		if (opts.deadline && Date.now() > opts.deadline) break;
		const r = await playStep(page, opts.policy(log));
		log.steps.push(r);
		log.kinds.add(r.kind);
		if (r.kind === 'endTurn') log.turnsEnded++;
		if (opts.onStep) await opts.onStep(r, log);
		if (r.kind === 'over' || opts.done(log, r)) break;
	}
	return log;
}

/**
 * Taps a shown-but-not-highlighted ghost (a place that fits but is not
 * affordable): the board must explain why and the match must not move.
 * Returns the explanation, or null when there is no such ghost now.
 */
export async function probeDimGhost(page: Page): Promise<string | null> {
	const s = await snapshot(page);
	const g = s.dimGhosts[0];
	if (!g || !s.buttons.includes('end-turn')) return null;
	await tap(page, page.getByTestId('principality-me').locator(`[data-testid="ghost-${g.kind}"][data-col="${g.col}"]`));
	const msg = page.getByTestId('board-message');
	await expect(msg, `tapping the unaffordable ${g.kind} ghost explains why`).toBeVisible();
	expect(Number(await page.getByTestId('match').getAttribute('data-length'))).toBe(s.length);
	return (await msg.textContent())?.trim() ?? '';
}

// ---------------------------------------------------------------- theme games: the goal-directed policy

/** One look at the board as the policy sees it (tests/e2e/rivals-policy.ts), plus the page state around it. */
export interface BoardObs extends Obs {
	length: number;
	finished: boolean;
	endScreen: boolean;
	handoff: string | null;
	board: boolean;
	myDecision: boolean;
	/** The "viewing: <name>" line of pass-and-play (null with one human). */
	viewing: string | null;
	problem: string | null;
	prompt: string;
	overflowX: number;
}

export async function observe(page: Page): Promise<BoardObs> {
	return page.evaluate(() => {
		const q = (sel: string, root: ParentNode | null = document) => (root ? Array.from(root.querySelectorAll<HTMLElement>(sel)) : []);
		const one = (sel: string) => document.querySelector<HTMLElement>(sel);
		const match = one('[data-testid="match"]');
		const board = one('[data-testid="rivals-board"]');
		const me = one('[data-testid="principality-me"]');
		const opp = one('[data-testid="principality-opponent"]');
		const decision = one('[data-testid="decision"]');
		const cards = (root: ParentNode | null) =>
			q('[data-testid="card"]', root).map((c) => ({
				card: c.dataset.card!,
				kind: c.dataset.kind ?? '',
				set: c.dataset.set ?? 'basic',
				playable: c.classList.contains('playable')
			}));
		const side = (root: HTMLElement | null) => ({
			regions: q('[data-testid="region"]', root).map((r) => ({ region: r.dataset.region!, stock: Number(r.dataset.stock) })),
			centers: q('[data-testid^="center-"]', root).map((c) => ({ kind: c.dataset.testid!.slice(7) as 'road' | 'settlement' | 'city', col: Number(c.dataset.col) })),
			expansions: q('[data-testid="expansion"]', root).map((e) => ({ card: e.dataset.card!, kind: e.dataset.kind ?? '', col: Number(e.dataset.col), row: Number(e.dataset.row) }))
		});
		const toggle = one('[data-testid="trade-toggle"]') as HTMLButtonElement | null;
		return {
			length: Number(match?.dataset.length ?? -1),
			finished: match?.dataset.finished === 'true',
			endScreen: !!one('[data-testid="end-screen"]'),
			handoff: one('[data-testid="handoff"]') ? (one('[data-testid="handoff-title"]')?.textContent?.trim() ?? '') : null,
			board: !!board,
			myDecision: board?.dataset.myDecision === 'true',
			viewing: one('[data-testid="viewing-seat"]')?.textContent?.trim() ?? null,
			problem: one('[data-testid="play-problem"]')?.textContent?.trim() ?? null,
			prompt: q('[data-testid="prompt"]').map((p) => p.textContent?.trim()).join(' | '),
			overflowX: Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
			task: board?.dataset.task ?? '',
			buttons: q('button[data-testid]', decision)
				.filter((b) => b.dataset.testid !== 'card')
				.map((b) => ({ id: b.dataset.testid!, key: b.dataset.option ?? b.dataset.res ?? b.dataset.stack ?? b.dataset.region })),
			optionCards: q('[data-testid="card"]', decision).map((c) => c.dataset.card!),
			hand: cards(one('[data-testid="hand"]')),
			// The face-up stack lies in the table centre, the section with the dice.
			faceUp: cards(one('[data-testid="dice"]')?.closest('section') ?? null),
			stacks: q('[data-testid="draw-stack"]').map((s) => ({
				stack: Number(s.dataset.stack),
				set: s.dataset.set ?? 'basic',
				count: Number(s.querySelector('b')?.textContent ?? 0),
				hl: s.classList.contains('hl')
			})),
			me: side(me),
			opp: side(opp),
			hlRegions: q('[data-testid="region"].hl', me).map((r) => r.dataset.region!),
			hlCities: q('[data-testid="center-settlement"].hl', me).map((c) => Number(c.dataset.col)),
			ghosts: q('[data-testid^="ghost-"]', me).map((g) => ({ kind: g.dataset.testid!.slice(6) as 'road' | 'settlement', col: Number(g.dataset.col), legal: g.classList.contains('hl') })),
			hlMyExpansions: q('[data-testid="expansion"].hl', me).map((e) => e.dataset.card!),
			hlOppExpansions: q('[data-testid="expansion"].hl', opp).map((e) => e.dataset.card!),
			tradeEnabled: !!toggle && !toggle.disabled
		};
	});
}

const KEY_ATTR: Record<string, string> = { choice: 'option', 'take-type': 'res', 'take-top': 'stack', search: 'stack', 'region-choice': 'region' };

/** Taps what `move` says (tests/e2e/rivals-policy.ts) and waits until the match accepted the action. */
export async function playMove(page: Page, move: Move): Promise<void> {
	const b = board(page);
	const me = mine(page);
	const what = JSON.stringify(move);
	switch (move.t) {
		case 'button': {
			const attr = KEY_ATTR[move.id];
			const sel = `[data-testid="${move.id}"]${move.key !== undefined && attr ? `[data-${attr}="${move.key}"]` : ''}`;
			return submit(page, () => tap(page, b.getByTestId('decision').locator(sel).first()), what);
		}
		case 'region': {
			const region = me.locator(`[data-testid="region"][data-region="${move.region}"]`);
			return submit(page, () => tap(page, region), what);
		}
		case 'city':
			return submit(page, () => tap(page, me.locator(`[data-testid="center-settlement"][data-col="${move.col}"]`)), what);
		case 'ghost':
			return submit(page, () => tap(page, me.locator(`[data-testid="ghost-${move.kind}"][data-col="${move.col}"]`)), what);
		case 'build': {
			const from = move.from === 'hand' ? page.getByTestId('hand') : b.locator('section', { has: page.getByTestId('dice') });
			const card = from.locator(`[data-testid="card"][data-card="${move.card}"]`);
			if ((await card.getAttribute('aria-pressed')) !== 'true') await tap(page, card);
			await expect(card).toHaveAttribute('aria-pressed', 'true');
			// Free sites, or a placed card the selected one is built onto (Town Hall on a Parish Hall).
			const sites = me.locator('[data-testid="site"].hl, [data-testid="expansion"][data-build-site]');
			await expect(sites.first(), `selecting ${move.card} highlights a building site`).toBeVisible();
			const all = await sites.evaluateAll((els) => els.map((e) => ({ col: Number((e as HTMLElement).dataset.col), row: Number((e as HTMLElement).dataset.row) })));
			const site = pickSite(all)!;
			const target = me.locator(`[data-testid="site"].hl[data-col="${site.col}"][data-row="${site.row}"], [data-testid="expansion"][data-build-site="${site.col}:${site.row}"]`);
			return submit(page, () => tap(page, target.first()), `${what} at ${site.col}:${site.row}`);
		}
		case 'play': {
			await selectHandCard(page, move.card);
			const play = b.getByTestId('play-selected');
			await expect(play).toBeEnabled();
			return submit(page, () => tap(page, play), what);
		}
		case 'trade': {
			if (!(await b.getByTestId('trade-panel').isVisible())) await tap(page, b.getByTestId('trade-toggle'));
			await tap(page, b.locator(`[data-testid="trade-give"][data-res="${move.give}"]`));
			return submit(page, () => tap(page, b.locator(`[data-testid="trade-get"][data-res="${move.get}"]`)), what);
		}
		case 'cardToStack': {
			const card = (move.from === 'hand' ? page.getByTestId('hand') : b.getByTestId('decision')).locator(`[data-testid="card"][data-card="${move.card}"]`);
			if ((await card.getAttribute('aria-pressed')) !== 'true') await tap(page, card);
			await expect(card).toHaveAttribute('aria-pressed', 'true');
			const hot = b.locator('[data-testid="draw-stack"].hl');
			await expect(hot.first(), `after selecting ${move.card}, a draw stack is highlighted`).toBeVisible();
			const stacks = await hot.evaluateAll((els) => els.map((e) => ({ stack: Number((e as HTMLElement).dataset.stack), count: Number(e.querySelector('b')?.textContent ?? 0) })));
			const stack = pickStack(stacks, move.stack)!;
			return submit(page, () => tap(page, b.locator(`[data-testid="draw-stack"][data-stack="${stack.stack}"]`)), `${what} under ${stack.stack}`);
		}
		case 'stack':
			return submit(page, () => tap(page, b.locator(`[data-testid="draw-stack"][data-stack="${move.stack}"]`)), what);
		case 'option':
			return submit(page, () => tap(page, b.getByTestId('decision').locator(`[data-testid="card"][data-card="${move.card}"]`)), what);
		case 'myExpansion':
			return submit(page, () => tap(page, me.locator(`[data-testid="expansion"][data-card="${move.card}"]`)), what);
		case 'oppExpansion':
			return submit(page, () => tap(page, page.getByTestId('principality-opponent').locator(`[data-testid="expansion"][data-card="${move.card}"]`)), what);
		case 'endTurn':
			return submit(page, () => tap(page, b.getByTestId('end-turn')), what);
	}
}

export type PolicyStep =
	| { kind: 'handoff'; to: string }
	| { kind: 'wait' }
	| { kind: 'over' }
	| { kind: 'move'; move: Move; obs: BoardObs };

/**
 * One decision of the theme policy: a hand-off screen is reported (not tapped: the test checks it
 * and calls `continueHandoff`), bots are waited for, else the policy's move is played.
 */
export async function policyStep(page: Page, plan: ModePlan): Promise<PolicyStep> {
	const o = await observe(page);
	await noteOverflow(page, o);
	if (o.problem) throw new Error(`the match page reports a problem: ${o.problem}`);
	if (o.endScreen || o.finished) return { kind: 'over' };
	if (o.handoff !== null) return { kind: 'handoff', to: o.handoff };
	if (!o.board || !o.myDecision) {
		await waitForHumanOrEnd(page);
		return { kind: 'wait' };
	}
	let move: Move;
	try {
		move = decide(o, plan);
	} catch (e) {
		throw new Error(`${(e as Error).message}\nprompt: ${o.prompt}`);
	}
	await playMove(page, move);
	return { kind: 'move', move, obs: o };
}

/** Taps "continue" on the hand-off screen; the board comes back for that person. */
export async function continueHandoff(page: Page): Promise<void> {
	await tap(page, page.getByTestId('handoff-continue'));
	await expect(page.getByTestId('rivals-board')).toBeVisible();
}

/**
 * Opening checks of a theme game (rivals-modes.spec.ts, net-play.spec.ts): each person chooses one
 * basic stack, picks 3 starting cards from it one by one, then taps "done" on the region rearrangement.
 * Call `before` with every policy move of a person and the board it was decided on, `check` at the end.
 */
export class Opening {
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

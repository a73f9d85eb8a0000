/**
 * The board's first-screen rule and accessibility scans (issue 11), shared by the board-screen
 * spec and the long Rivals mode flows (which already play every mode through the board).
 */
import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11y } from './a11y';

interface Box {
	top: number;
	bottom: number;
	left: number;
	right: number;
}

/** Which board: its test id and the test id of a card in the hand (Rivals by default; Mage Knight: mk-board, hand-card). */
export interface BoardIds {
	board: string;
	card: string;
}
const RIVALS: BoardIds = { board: 'rivals-board', card: 'card' };

/** Where the prompt, the answers and the hand are now (viewport coordinates), read in one go. */
async function firstScreen(page: Page, ids: BoardIds) {
	return page.evaluate(({ board, card }) => {
		const vw = document.documentElement.clientWidth;
		const vh = window.innerHeight;
		const box = (el: Element | null): Box | null => {
			if (!el) return null;
			const r = el.getBoundingClientRect();
			return r.width && r.height ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right } : null;
		};
		const inside = (b: Box | null) => !!b && b.top >= -1 && b.bottom <= vh + 1 && b.left >= -1 && b.right <= vw + 1;
		const answers = Array.from(document.querySelectorAll(`[data-testid="${board}"] [data-answer]`)).map(box);
		const hand = document.querySelector('[data-testid="hand"]');
		return {
			task: document.querySelector<HTMLElement>(`[data-testid="${board}"]`)?.dataset.task ?? '',
			vh,
			prompt: box(document.querySelector('[data-testid="action-prompt"]')),
			promptInside: inside(box(document.querySelector('[data-testid="action-prompt"]'))),
			answers: answers.length,
			answerInside: answers.some(inside),
			hand: box(hand?.querySelector('h2') ?? null),
			handInside: !hand || (inside(box(hand.querySelector('h2'))) && (!hand.querySelector(`[data-testid="${card}"]`) || inside(box(hand.querySelector(`[data-testid="${card}"]`))))),
			firstCard: box(hand?.querySelector(`[data-testid="${card}"]`) ?? null),
			overflowX: document.documentElement.scrollWidth - vw
		};
	}, ids);
}

/** Waits for the finite animations (a card arriving, a die rolling) to end; endless ones (a highlight's pulse) are left. */
export async function settled(page: Page): Promise<void> {
	await page.evaluate(() =>
		Promise.all(
			document
				.getAnimations()
				.filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
				.map((a) => a.finished.catch(() => undefined))
		)
	);
}

/** Checks the first-screen rule at the current decision (the page scrolled to the top and a scrolling hand to its start, as it loads). */
export async function expectFirstScreen(page: Page, where: string, ids: BoardIds = RIVALS): Promise<string> {
	await page.evaluate(() => {
		window.scrollTo(0, 0);
		// A tap on a card far in a scrolling hand strip leaves the strip scrolled there (Mage Knight on a phone).
		for (const el of document.querySelectorAll<HTMLElement>('[data-testid="hand"], [data-testid="hand"] *')) if (el.scrollLeft) el.scrollLeft = 0;
	});
	await settled(page);
	const s = await firstScreen(page, ids);
	const what = `${where}, decision ${s.task}: ${JSON.stringify(s)}`;
	expect(s.promptInside, `the prompt is on the first screen (${what})`).toBe(true);
	expect(s.answers, `the decision has a control that answers it (${what})`).toBeGreaterThan(0);
	expect(s.answerInside, `a control that answers the prompt is on the first screen (${what})`).toBe(true);
	expect(s.handInside, `the hand is on the first screen (${what})`).toBe(true);
	expect(s.overflowX, `the page is not wider than the screen (${what})`).toBeLessThanOrEqual(0);
	return s.task;
}


/**
 * Checks the board before each decision of a played flow: the first-screen rule at every decision
 * of this device's person, axe at the first decision of each kind and at the first hand-off.
 */
export class BoardAudit {
	readonly checked = new Map<string, number>();
	readonly scanned = new Set<string>();
	handoffScanned = false;

	constructor(
		private readonly testInfo: TestInfo,
		private readonly label: string
	) {}

	async beforeStep(page: Page, step: number): Promise<void> {
		if (!this.handoffScanned && (await page.getByTestId('handoff').isVisible())) {
			await expectNoSeriousA11y(page, `${this.label} hand-off`, this.testInfo);
			this.handoffScanned = true;
			return;
		}
		const board = page.getByTestId('rivals-board');
		if ((await board.count()) === 0 || (await board.getAttribute('data-my-decision')) !== 'true') return;
		const task = await expectFirstScreen(page, `${this.label} step ${step}`);
		this.checked.set(task, (this.checked.get(task) ?? 0) + 1);
		if (!this.scanned.has(task)) {
			this.scanned.add(task);
			await expectNoSeriousA11y(page, `${this.label} ${task}`, this.testInfo);
		}
	}

	/** Records what was checked on the test (an annotation). */
	report(): void {
		this.testInfo.annotations.push({ type: 'first screen and axe', description: JSON.stringify(Object.fromEntries(this.checked)) });
	}
}

/**
 * Mage Knight through its board, for the browser tests (mageknight-play.spec.ts): the control on
 * the page that stands for a legal action, playing a prepared plan by clicking those controls,
 * a simple clicking policy that reads the page (solo and online matches), importing a save,
 * the first-screen and axe audit per kind of decision, and screenshots.
 *
 * Board hooks (src/lib/games/mageknight/ui): mk-board (data-task, data-seat: the viewing seat,
 * data-my-decision, data-combat: the combat phase), the hand's hand-card (data-card, data-answer
 * when a tap answers), the answers of the dock (answer-* and end-turn, with data-* naming what
 * they stand for), combat-enemy (data-uid) with its combat-target / combat-block-target button,
 * hex (data-hex, data-reach, data-foes), hero-figure and enemy-token over the map (data-hex),
 * round-bar (data-round), combat-summoned.
 */
import fs from 'node:fs';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11y } from './a11y';
import { expectFirstScreen, type BoardIds } from './board-audit';
import { FAST, storedRecord } from './net-helpers';
import type { MatchRecord } from '../fixtures/mageknight-replay';

export const MK: BoardIds = { board: 'mk-board', card: 'hand-card' };
export const board = (page: Page): Locator => page.getByTestId('mk-board');

export type MkAction = { a: string; [k: string]: unknown };
export interface PlanEntry {
	seat: number;
	action: MkAction;
	/** The decision it answers (task kind). */
	task: string;
}

/** Tasks whose card answers are the cards of the hand. */
const HAND_TASKS = new Set(['pickCard', 'rethink', 'endDiscard']);

/** The one control on the page that takes `action` (as the board labels the legal actions). */
export function controlFor(page: Page, action: MkAction, task: string): Locator {
	const dock = page.getByTestId('decision');
	const answer = (testid: string, data: Record<string, unknown> = {}) =>
		dock.locator(`[data-testid="${testid}"]${Object.entries(data).map(([k, v]) => `[data-${k}="${String(v)}"]`).join('')}`);
	const enemy = (uid: unknown) => page.locator(`[data-testid="combat-enemy"][data-uid="${String(uid)}"]`);
	const a = action;
	switch (a.a) {
		case 'tactic':
			return answer('answer-tactic', { tactic: a.id });
		case 'play':
			return page.locator(`[data-testid="hand-card"][data-card="${String(a.card)}"][data-answer]`).first();
		case 'card':
			return HAND_TASKS.has(task) ? page.locator(`[data-testid="hand-card"][data-card="${String(a.card)}"][data-answer]`).first() : answer('answer-card', { card: a.card });
		case 'how':
			return answer('answer-how', { how: a.how, alt: a.alt });
		case 'sideways':
			return answer('answer-sideways', { as: a.as });
		case 'mana':
			return answer('answer-mana', { from: a.from, color: a.color, ...(a.die !== undefined ? { die: a.die } : {}) });
		case 'choose':
			return answer('answer-choose', { i: a.i });
		case 'skill':
			return answer('answer-skill', { skill: a.id });
		case 'step':
			return answer('answer-step', { hex: a.to });
		case 'explore':
			return answer('answer-explore', { at: a.at });
		case 'challenge':
			return answer('answer-challenge', { uids: (a.uids as number[]).join(',') });
		case 'target':
			return enemy(a.uid).getByTestId('combat-target');
		case 'blockTarget':
			return enemy(a.uid).getByTestId('combat-block-target');
		case 'takeDamage':
			return answer('answer-take-damage', { uid: a.uid });
		case 'damage':
			return a.to === 'hero' ? answer('answer-damage', { to: 'hero' }) : answer('answer-damage', { to: 'unit', uid: a.uid });
		case 'recruit':
			return answer('answer-recruit', { unit: a.unit });
		case 'buyHeal':
			return answer('answer-buy', { buy: 'heal' });
		case 'buyAdvanced':
		case 'buySpell':
			return answer('answer-buy', { buy: a.id });
		case 'unit':
		case 'pickUnit':
			return answer('answer-unit', { uid: a.uid });
		case 'endTurn':
			return dock.getByTestId('end-turn');
		case 'nextPhase':
			return answer('answer-next-phase');
		case 'useTactic':
			return answer('answer-tactic-use');
		case 'done':
		case 'interact':
		case 'strike':
		case 'block':
		case 'rest':
		case 'announce':
		case 'enterSite':
			return answer(`answer-${a.a.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()).replace('enter-site', 'enter')}`);
		default:
			throw new Error(`no control is mapped for the action ${JSON.stringify(a)} (add it to controlFor)`);
	}
}

/** What the page shows now: a hand-off screen (to whom), the end, or the board (whose view, whose decision). */
export async function pageState(page: Page): Promise<{ handoff: string | null; over: boolean; seat: number | null; mine: boolean; task: string; combat: string; length: number; round: number }> {
	return page.evaluate(() => {
		const q = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
		const b = q('mk-board');
		const m = q('match');
		return {
			handoff: q('handoff') ? (q('handoff-title')?.textContent ?? '') : null,
			over: !!q('end-screen') || m?.dataset.finished === 'true',
			seat: b && b.dataset.seat !== '' ? Number(b.dataset.seat) : null,
			mine: b?.dataset.myDecision === 'true',
			task: b?.dataset.task ?? '',
			combat: b?.dataset.combat ?? '',
			length: Number(m?.dataset.length ?? -1),
			round: Number(q('round-bar')?.dataset.round ?? 0)
		};
	});
}

/** Clicks through the hand-off screen; checks it names `name` when given. Returns whether there was one. */
export async function passDevice(page: Page, name?: string): Promise<boolean> {
	const handoff = page.getByTestId('handoff');
	if (!(await handoff.isVisible().catch(() => false))) return false;
	if (name) await expect(page.getByTestId('handoff-title')).toContainText(name);
	await page.getByTestId('handoff-continue').click();
	await expect(handoff).toBeHidden();
	return true;
}

/**
 * Waits until `seat` may decide on this page: passes the device to its player when a hand-off screen
 * asks for it (checking the name), and waits for the board to show that seat's decision.
 */
export async function untilSeatDecides(page: Page, seat: number, names: string[]): Promise<void> {
	await expect
		.poll(
			async () => {
				const s = await pageState(page);
				if (s.handoff !== null) {
					expect(s.handoff, `the hand-off screen names ${names[seat]}`).toContain(names[seat]);
					await page.getByTestId('handoff-continue').click({ timeout: 5_000 });
					return false;
				}
				return s.seat === seat && s.mine;
			},
			{ timeout: 10_000, intervals: [50, 100, 200], message: `${names[seat]}'s decision is shown on the board` }
		)
		.toBe(true);
}

/** Clicks the control of one planned action (it must be offered: visible on the page) and waits until the match took it. */
export async function playPlanned(page: Page, e: PlanEntry, names: string[]): Promise<void> {
	await untilSeatDecides(page, e.seat, names);
	await expect(board(page)).toHaveAttribute('data-task', e.task);
	const before = Number(await page.getByTestId('match').getAttribute('data-length'));
	const control = controlFor(page, e.action, e.task);
	await expect(control, `the page offers ${JSON.stringify(e.action)} (${e.task})`).toBeVisible();
	await control.click();
	await expect(page.getByTestId('match'), `the match took ${JSON.stringify(e.action)}`).toHaveAttribute('data-length', String(before + 1));
}

/** Imports a save file on the saves page and opens the match (the match page with the board or a hand-off screen). */
export async function importAndOpen(page: Page, file: string, id: string): Promise<void> {
	await page.goto('/saves');
	await page.getByTestId('import-input').setInputFiles(file);
	await expect(page.getByTestId('saves-message')).toBeVisible();
	await page.locator(`[data-testid="match-row"][data-match-id="${id}"]`).getByTestId('match-continue').click();
	await page.waitForURL((u) => u.pathname.startsWith('/play'));
	await expect(page.locator('[data-testid=mk-board], [data-testid=handoff], [data-testid=end-screen]').first()).toBeVisible();
}

/** A screenshot of the page (scrolled to the top) kept as an artifact of the test. */
export async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
	const dir = 'test-results/screens';
	fs.mkdirSync(dir, { recursive: true });
	const path = `${dir}/${testInfo.project.name}-mageknight-${name}.png`;
	await page.evaluate(() => window.scrollTo(0, 0));
	await page.screenshot({ path });
	await testInfo.attach(`mageknight-${name}`, { path, contentType: 'image/png' });
}

/**
 * The first-screen rule (prompt, an answer and the hand without scrolling, nothing wider than the
 * screen) and axe (no serious or critical finding) at the first decision of each kind: the kind is
 * the task, or "combat-<phase>" during a combat. `kinds` limits which kinds are audited (empty: every kind).
 */
export class MkAudit {
	readonly done = new Map<string, string>();
	constructor(
		private readonly testInfo: TestInfo,
		private readonly kinds: string[]
	) {}

	async check(page: Page): Promise<void> {
		const s = await pageState(page);
		if (s.handoff !== null || !s.mine) return;
		const kind = s.combat ? `combat-${s.combat}` : s.task;
		if ((this.kinds.length && !this.kinds.includes(kind)) || this.done.has(kind)) return;
		await expectFirstScreen(page, `mageknight ${kind}`, MK);
		await expectNoSeriousA11y(page, `mageknight ${kind}`, this.testInfo, [], { quick: true });
		this.done.set(kind, `${s.task}${s.combat ? `/${s.combat}` : ''}`);
	}

	report(): void {
		this.testInfo.annotations.push({ type: 'first screen and axe', description: JSON.stringify(Object.fromEntries(this.done)) });
	}
}

/** How the simple policy plays a turn: end it at once, or play cards (sideways for Move) first. */
export interface Policy {
	/** Cards to play per turn before ending it (Infinity: the whole hand). */
	cardsPerTurn: number;
}

/**
 * One decision by the simple policy, read from the page: a Tactic (the first offered); on the turn,
 * announce the End of the Round when offered, else play up to `cardsPerTurn` cards sideways for
 * Move, then end the turn; in a combat, go to the next phase or take the damage; anything else:
 * "done" when offered, else the first answer. Returns what it did ('wait' when nothing is due here).
 */
export async function policyStep(page: Page, policy: Policy): Promise<string> {
	const s = await pageState(page);
	if (s.over) return 'over';
	if (s.handoff !== null) {
		await page.getByTestId('handoff-continue').click();
		return 'handoff';
	}
	if (!s.mine) return 'wait';
	const dock = page.getByTestId('decision');
	/** The first control in the dock matching one of the selectors, tried in order. */
	const first = async (...selectors: string[]): Promise<Locator | null> => {
		for (const sel of selectors) {
			const l = dock.locator(sel).first();
			if ((await l.count()) > 0) return l;
		}
		return null;
	};
	const click = async (l: Locator, what: string): Promise<string> => {
		await l.click();
		// Every answer is one action: wait until the match (here, or the host online) took it.
		await expect(page.getByTestId('match')).not.toHaveAttribute('data-length', String(s.length));
		return what;
	};
	const id = (testid: string) => `[data-testid="${testid}"]`;
	if (s.task === 'pickTactic') return click(dock.getByTestId('answer-tactic').first(), 'tactic');
	if (s.task === 'turn' && s.combat) {
		const c = await first(id('answer-next-phase'), id('answer-take-damage'), id('answer-damage'), id('answer-done'));
		if (c) return click(c, 'combat');
	} else if (s.task === 'turn') {
		const announce = await first(id('answer-announce'));
		if (announce) return click(announce, 'announce');
		const played = await page.locator('[data-testid="play-area"] [data-testid="played-card"]').count();
		const card = page.locator('[data-testid="hand-card"][data-answer]').first();
		if (played < policy.cardsPerTurn && (await card.count()) > 0) return click(card, 'play');
		const end = await first(id('end-turn'), id('answer-rest'));
		if (end) return click(end, 'endTurn');
	} else if (s.task === 'cardMode') {
		const c = await first('[data-testid="answer-sideways"][data-as="move"]', id('answer-how'), id('answer-sideways'));
		if (c) return click(c, 'cardMode');
	}
	const done = await first(id('answer-done'));
	if (done) return click(done, 'done');
	const any = page.locator('[data-testid="decision"] [data-answer], [data-testid="hand-card"][data-answer], [data-testid="combat-enemy"] [data-answer]').first();
	if ((await any.count()) > 0) return click(any, `other:${s.task}`);
	throw new Error(`nothing to answer the ${s.task} decision with`);
}

/** Opens an online room for a 2-player Mage Knight match on the host device (fast net timings); returns the join link. */
export async function hostMkRoom(page: Page, names: string[]): Promise<string> {
	await page.goto(`/?${FAST}`);
	await expect(page.getByTestId('new-match-form')).toBeVisible();
	await page.getByTestId('new-game').selectOption('mageknight');
	await page.getByTestId('new-mode').selectOption('first-reconnaissance-2p');
	await page.getByTestId('where-online').click();
	await expect(page.getByTestId('where-online')).toHaveAttribute('aria-pressed', 'true');
	await expect(page.locator('[data-testid^="seat-name-"]')).toHaveCount(names.length);
	for (let i = 0; i < names.length; i++) {
		await page.getByTestId(`seat-${i}-human`).click();
		await page.getByTestId(`seat-name-${i}`).fill(names[i]);
	}
	await page.getByTestId('start-match').click();
	await page.waitForURL((u) => u.pathname === '/room');
	await expect(page.getByTestId('room-seats')).toBeVisible();
	await expect(page.getByTestId('room-rules')).toContainText('mageknight-2');
	return (await page.getByTestId('room-link').getAttribute('href'))!;
}

/** The whole match record this page stored in IndexedDB (header and log chunks; src/lib/store/matches.ts). */
export async function storedMatch(page: Page): Promise<MatchRecord> {
	const r = await storedRecord(page);
	if (!r) throw new Error(`no match stored for ${page.url()}`);
	return r as unknown as MatchRecord;
}

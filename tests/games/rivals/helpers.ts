/**
 * Scenario helpers for the Rivals for Catan rules tests.
 *
 * Two ways to reach a position:
 *  1. Through the public API only: `start(seed)` runs `rivals.setup`, `act()` runs
 *     `parseAction` + `rivals.apply` and fails the test with the engine's reason on
 *     rejection.
 *  2. A *prepared* state for a worked example: `prepared(seed)` is a setup state
 *     with both starting hands taken (through the API); the small `with*` / `set*`
 *     helpers below then adjust that plain-data state (region stocks, hand cards,
 *     placed expansions, region-stack order, task queue). They always MOVE cards
 *     from wherever they are, so every card stays in exactly one place. Every
 *     assertion afterwards goes through `rivals.apply` / `legalActions` / `view` /
 *     `result`.
 *
 * Controlling the dice (documented once here):
 *  - The production and event dice are drawn from `state.rng` by the automatic
 *    `roll` task (production die first, then the event die). `rollAs()` puts the
 *    seat at its pre-roll decision (`tasks = [{t:'preRoll', seat}]`), replaces
 *    `state.rng` with a generator — found by `rngForDice()` among
 *    `rngFromSeed('dice-<i>')` — whose next two draws are exactly the wanted
 *    production number and event face, and applies the real `{t:'roll'}` action.
 *    So the real roll → production / event-face code path runs unchanged.
 *  - `brigittaRoll()` does the same through the Brigitta card (played before
 *    rolling; only the event die is rolled, also controlled through the rng).
 *  - The event card drawn on the "?" face is controlled by `withEventOnTop()`.
 */
import { expect } from 'vitest';
import { randomInt, rngFromSeed, rollDie, type RngState } from '$lib/engine';
import { rivals, type RivalsAction, type RivalsState } from '$lib/games/rivals';
import { cardDef, REGION_BY_ID, REGION_RESOURCE, RESOURCES, type Resource } from '$lib/games/rivals/cards';
import { EVENT_DIE, type EventFace, type Mode, type PlacedExpansion, type Task } from '$lib/games/rivals/types';
import type { RivalsView } from '$lib/games/rivals/view';

export const SEATS = [
	{ name: 'Red', kind: 'human' as const },
	{ name: 'Blue', kind: 'human' as const }
];
export const RED = 0;
export const BLUE = 1;

export const clone = <T>(x: T): T => structuredClone(x);

// ---------------------------------------------------------------------------
// Public-API scenario building.

/** A new match of `mode` (the introductory game by default) through the public setup. */
export function start(seed: string, mode: Mode = 'intro'): RivalsState {
	const r = rivals.setup(SEATS, { mode }, seed);
	if (!r.ok) throw new Error(`setup failed: ${r.reason.en}`);
	return r.value.state;
}

/** The same state as a rivals-1 match (a replayed old save): rivals-1 states carry no version fields. */
export function asRulesV1(s: RivalsState): RivalsState {
	asRulesV2(s);
	delete s.v2;
	delete s.turnStartVp;
	delete s.staleTurns;
	return s;
}

/** The same state as a rivals-2 match (a replayed save of that version): no rivals-3 fields. */
export function asRulesV2(s: RivalsState): RivalsState {
	delete s.v3;
	delete s.vpBest;
	return s;
}

/** Result of `parseAction` + `apply` exactly as the MatchRunner does it. */
export function tryAct(s: RivalsState, seat: number, raw: unknown) {
	const parsed = rivals.parseAction(raw);
	if (!parsed.ok) return parsed;
	return rivals.apply(s, seat, parsed.value);
}

/** Applies an action that must be legal; fails the test with the engine's reason otherwise. */
export function act(s: RivalsState, seat: number, action: RivalsAction): RivalsState {
	const r = tryAct(s, seat, action);
	if (!r.ok) throw new Error(`rejected ${JSON.stringify(action)} for seat ${seat}: ${r.reason.en}`);
	return r.value.state;
}

/** The rejection reason (English) of an action that must be illegal. */
export function rejection(s: RivalsState, seat: number, action: unknown): string {
	const r = tryAct(s, seat, action);
	expect(r.ok, `expected ${JSON.stringify(action)} to be rejected`).toBe(false);
	return r.ok ? '' : r.reason.en;
}

export const view = (s: RivalsState, seat: number | null): RivalsView => rivals.view(s, seat);
export const legal = (s: RivalsState, seat: number): RivalsAction[] => rivals.legalActions(s, seat);
export const isLegal = (s: RivalsState, seat: number, a: RivalsAction) =>
	legal(s, seat).some((x) => JSON.stringify(x) === JSON.stringify(a));
/** The decision due now, as the deciding seat sees it. */
export const due = (s: RivalsState) => s.tasks[0];

/** Setup, start player takes stack 0, the other stack 1 (through the API). */
export function prepared(seed = 'examples'): RivalsState {
	let s = start(seed);
	s = act(s, s.startPlayer, { t: 'startStack', stack: 0 });
	s = act(s, 1 - s.startPlayer, { t: 'startStack', stack: 1 });
	return clone(s);
}

// ---------------------------------------------------------------------------
// Plain-data adjustments for worked examples (each returns the same, mutated state).

export const resOf = (regionCard: string): Resource => REGION_RESOURCE[REGION_BY_ID[regionCard].type];

/** `forest-red`, `goldfield-blue`… — a start region id of a seat (seat 0 is red, seat 1 blue). */
export const startRegion = (seat: number, type: string) => `${type}-${seat === 0 ? 'red' : 'blue'}`;

export function region(s: RivalsState, seat: number, card: string) {
	const r = s.players[seat].regions.find((x) => x.card === card);
	if (!r) throw new Error(`seat ${seat} has no region ${card}`);
	return r;
}

/** Sets region stocks, e.g. `{ 'fields-red': 3 }`. */
export function setStocks(s: RivalsState, seat: number, stocks: Record<string, number>): RivalsState {
	for (const [card, n] of Object.entries(stocks)) region(s, seat, card).stock = n;
	return s;
}

/** Sets every region of a seat to 0 and then the given stocks. */
export function setOnlyStocks(s: RivalsState, seat: number, stocks: Record<string, number>): RivalsState {
	for (const r of s.players[seat].regions) r.stock = 0;
	return setStocks(s, seat, stocks);
}

export const stockOf = (s: RivalsState, seat: number, res: Resource) =>
	s.players[seat].regions.reduce((n, r) => n + (resOf(r.card) === res ? r.stock : 0), 0);
export const totalStock = (s: RivalsState, seat: number) => s.players[seat].regions.reduce((n, r) => n + r.stock, 0);
export const stocks = (s: RivalsState, seat: number) => Object.fromEntries(RESOURCES.map((r) => [r, stockOf(s, seat, r)]));

/** Removes a draw card from wherever it is (hands, stacks, discard, placed expansions). */
function take(s: RivalsState, card: string): void {
	for (const p of s.players) {
		const i = p.hand.indexOf(card);
		if (i >= 0) return void p.hand.splice(i, 1);
		const j = p.expansions.findIndex((e) => e.card === card);
		if (j >= 0) return void p.expansions.splice(j, 1);
	}
	for (const st of s.drawStacks) {
		const i = st.indexOf(card);
		if (i >= 0) return void st.splice(i, 1);
	}
	const i = s.discard.indexOf(card);
	if (i >= 0) return void s.discard.splice(i, 1);
	throw new Error(`card ${card} not found`);
}

/** Moves a card into a draw stack (at the bottom) — where unused cards park. */
function park(s: RivalsState, card: string): void {
	const shortest = s.drawStacks.reduce((best, st, i) => (st.length < s.drawStacks[best].length ? i : best), 0);
	s.drawStacks[shortest].push(card);
}

/** Makes `cards` exactly the seat's hand; its previous hand cards go under draw stacks. */
export function setHand(s: RivalsState, seat: number, cards: string[]): RivalsState {
	const old = s.players[seat].hand.filter((c) => !cards.includes(c));
	for (const c of cards) take(s, c);
	for (const c of old) {
		take(s, c);
		park(s, c);
	}
	s.players[seat].hand = [...cards];
	return s;
}

/** Places an expansion card (moved from wherever it is) on a building site. */
export function placeExpansion(s: RivalsState, seat: number, card: string, col: number, row: PlacedExpansion['row']): RivalsState {
	take(s, card);
	s.players[seat].expansions.push({ card, col, row });
	return s;
}

/** Puts the given region cards on top of the region stack, in this order. */
export function setRegionStackTop(s: RivalsState, top: string[]): RivalsState {
	s.regionStack = [...top, ...s.regionStack.filter((c) => !top.includes(c))];
	return s;
}

/**
 * Moves a region card out of the region stack into a principality (as if built
 * earlier), e.g. blue's first new settlement with its two regions.
 */
export function addSettlementWithRegions(
	s: RivalsState,
	seat: number,
	side: 'left' | 'right',
	top: string,
	bottom: string,
	stock = 0
): RivalsState {
	const p = s.players[seat];
	const cols = p.regions.map((r) => r.col);
	const edge = side === 'right' ? Math.max(...cols) : Math.min(...cols);
	const dir = side === 'right' ? 1 : -1;
	s.regionStack = s.regionStack.filter((c) => c !== top && c !== bottom);
	p.centers.push({ kind: 'road', col: edge }, { kind: 'settlement', col: edge + dir });
	p.regions.push({ card: top, row: -1, col: edge + 2 * dir, stock }, { card: bottom, row: 1, col: edge + 2 * dir, stock });
	s.roads -= 1;
	s.settlements -= 1;
	return s;
}

/** Turns a settlement into a city (the settlement stays underneath). */
export function makeCity(s: RivalsState, seat: number, col: number): RivalsState {
	const c = s.players[seat].centers.find((x) => x.col === col && x.kind === 'settlement');
	if (!c) throw new Error(`no settlement at ${col}`);
	c.kind = 'city';
	s.cities -= 1;
	return s;
}

/** The seat is in its action phase (T4) this turn, dice already rolled. */
export function mainPhase(s: RivalsState, seat: number): RivalsState {
	s.active = seat;
	s.dice = { production: 1, event: 'harvest' };
	s.tasks = [{ t: 'main', seat }];
	return s;
}

/** The seat is about to roll (T1). */
export function preRoll(s: RivalsState, seat: number): RivalsState {
	s.active = seat;
	s.dice = { production: null, event: null };
	s.tasks = [{ t: 'preRoll', seat }];
	return s;
}

export function setTasks(s: RivalsState, tasks: Task[]): RivalsState {
	s.tasks = clone(tasks);
	return s;
}

/** Puts an event card on top of the event deck (the rest keeps its order). */
export function withEventOnTop(s: RivalsState, card: string): RivalsState {
	s.eventDeck = [card, ...s.eventDeck.filter((c) => c !== card)];
	return s;
}

/** A copy of `state.rng` state whose next draws give the wanted dice (see the header). */
export function rngForDice(production: number | null, face: EventFace): RngState {
	for (let i = 0; i < 100_000; i++) {
		const rng = rngFromSeed(`dice-${i}`);
		const probe: RngState = [...rng];
		if (production !== null && rollDie(probe) !== production) continue;
		if (EVENT_DIE[randomInt(probe, EVENT_DIE.length)] !== face) continue;
		return rng;
	}
	throw new Error('no rng found');
}

/** Real roll at the seat's pre-roll decision with controlled dice; returns the state after it. */
export function rollAs(s: RivalsState, seat: number, production: number, face: EventFace): RivalsState {
	const t = clone(s);
	preRoll(t, seat);
	t.rng = rngForDice(production, face);
	return act(t, seat, { t: 'roll' });
}

/** Plays Brigitta (moved into the hand) before rolling, chooses `production`; the event die is controlled. */
export function brigittaRoll(s: RivalsState, seat: number, production: number, face: EventFace, card = 'brigitta#1'): RivalsState {
	let t = clone(s);
	if (!t.players[seat].hand.includes(card)) setHand(t, seat, [...t.players[seat].hand, card]);
	preRoll(t, seat);
	t = act(t, seat, { t: 'playBrigitta', card });
	t.rng = rngForDice(null, face);
	return act(t, seat, { t: 'brigittaNumber', number: production });
}

/** Applies actions for `seat` while its decision is of type `t`, always choosing `pick(legal)`. */
export function resolveWhile(
	s: RivalsState,
	t: Task['t'],
	pick: (legal: RivalsAction[], s: RivalsState) => RivalsAction
): RivalsState {
	for (let guard = 0; guard < 50 && s.tasks[0]?.t === t; guard++) {
		const seat = (s.tasks[0] as { seat: number }).seat;
		s = act(s, seat, pick(legal(s, seat), s));
	}
	return s;
}

/** A card instance whose definition is `defId`, e.g. `card('abbey')` → `abbey#1`. */
export const card = (defId: string, copy = 1) => {
	const id = `${defId}#${copy}`;
	if (!cardDef(id)) throw new Error(`unknown card ${id}`);
	return id;
};

/** Like `act`, but returns the whole Applied (state, events, barrier). */
export function actFull(s: RivalsState, seat: number, action: RivalsAction) {
	const r = tryAct(s, seat, action);
	if (!r.ok) throw new Error(`rejected ${JSON.stringify(action)} for seat ${seat}: ${r.reason.en}`);
	return r.value;
}

/** A neutral choice: decline optional things, else the first legal action. */
export function neutralPick(legalActions: RivalsAction[]): RivalsAction {
	return (
		legalActions.find((a) => a.t === 'skipExchange' || a.t === 'doneBuying' || a.t === 'noScout') ?? legalActions[0]
	);
}

/** Lets whoever must decide decide (with `pick`) until `stop(state)` holds. */
export function runUntil(
	s: RivalsState,
	stop: (s: RivalsState) => boolean,
	pick: (legal: RivalsAction[], s: RivalsState) => RivalsAction = neutralPick
): RivalsState {
	for (let guard = 0; guard < 200 && !stop(s); guard++) {
		const p = rivals.pending(s);
		if (!p.length) throw new Error('nobody to decide, but the stop condition does not hold');
		s = act(s, p[0].seat, pick(legal(s, p[0].seat), s));
	}
	if (!stop(s)) throw new Error('runUntil: too many steps');
	return s;
}

/** English text of all events of a step, joined (for assertions on the log). */
export const eventText = (events: { text: { en: string } }[]) => events.map((e) => e.text.en).join('\n');

/**
 * Theme games: both players take the first 3 cards of basic stacks 0 and 1
 * (start player first) and keep their start regions as they are.
 */
export function chooseThemeStart(state: RivalsState): RivalsState {
	let s = state;
	for (const [seat, stack] of [
		[s.startPlayer, 0],
		[1 - s.startPlayer, 1]
	]) {
		s = act(s, seat, { t: 'startStack', stack });
		for (let i = 0; i < 3; i++) s = act(s, seat, { t: 'searchTake', card: s.drawStacks[stack][0] });
	}
	s = act(s, s.startPlayer, { t: 'choose', option: 'done' });
	s = act(s, 1 - s.startPlayer, { t: 'choose', option: 'done' });
	return clone(s);
}

/**
 * Seeded fuzzing of complete theme-game matches (one mode per test file) through the
 * public API (MatchRunner). Seats are the builder or the random bot; 30 % of the
 * decisions are uniformly random legal actions. Invariants: the intro ones (card
 * conservation, capacity, geometry, VP and tokens, hidden information, pending ⇔ legal,
 * legal actions apply) plus the theme ones: city expansions only at cities, region
 * expansions only above/below outer regions, "1x", requirements held when a card was
 * built, face-up stack conservation, every draw stack holds only cards of its back,
 * Gold Cache storage. Checked after every action for the first EVERY_ACTION matches,
 * at every turn start afterwards. Every match ends with a proper winner; the first
 * EVERY_ACTION matches and every 5th after them replay from the record to the same hashes.
 * Budget: a theme match is ~2.5× as long as an intro match (12 VP), so each mode's 300
 * matches are split over two test files that vitest runs in parallel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchRunner, newMatchRecord, randomInt, rngFromSeed, type Bot, type RngState } from '$lib/engine';
import { rivals, rivalsBots, type RivalsAction, type RivalsState } from '$lib/games/rivals';
import { cardDef, DRAW_CARDS, EVENT_CARDS, REGIONS } from '$lib/games/rivals/cards';
import { themeDrawCards, themeEventCards, themeFaceUpCards, type ThemeSet } from '$lib/games/rivals/cards-theme';
import { duelDrawStacks } from '$lib/games/rivals/theme';
import type { Mode } from '$lib/games/rivals/types';
import type { RivalsView } from '$lib/games/rivals/view';
import { SEATS } from './helpers';
import { checkLogPrivacy, checkPendingMatchesLegal, EndWatch, hiddenEventCards, mentions, privateMoves, viewText } from './fuzz-checks';

export const EVERY_ACTION = 30;
const ALL_LEGAL = 5;
const MAX_ACTIONS = 8000;
const TARGET: Record<string, number> = { gold: 12, turmoil: 12, progress: 12, duel: 13 };

const [builder, randomBot] = rivalsBots as Bot<RivalsView, RivalsAction>[];
const ALL_REGIONS = REGIONS.map((r) => r.id).sort();
const eff = (c: string) => cardDef(c).copyOf ?? cardDef(c).id;
const setOf = (c: string) => cardDef(c).set ?? 'basic';

/** Independent re-statement of the printed requirements (spec §9.4), for the state before a build. */
function requirementHeld(s: RivalsState, seat: number, card: string): boolean {
	const p = s.players[seat];
	const owns = (id: string) => p.expansions.some((e) => eff(e.card) === id);
	switch (eff(card)) {
		case 'stapleHouse':
			return owns('merchantGuild');
		case 'goldCache':
			return p.expansions.some((e) => cardDef(e.card).kind === 'hero' && (cardDef(e.card).points?.strength ?? 0) >= 1);
		case 'chiefCannoneer':
		case 'buildingCrane':
			return owns('university');
		case 'university':
			return owns('abbey') || owns('library');
		case 'townHall':
			return owns('parishHall');
		case 'parliament':
			return p.expansions.reduce((n, e) => n + (cardDef(e.card).points?.progress ?? 0), 0) >= 2;
	}
	return true;
}

function commerce(s: RivalsState, seat: number): number {
	const ex = s.players[seat].expansions;
	let n = ex.reduce((a, e) => a + (cardDef(e.card).points?.commerce ?? 0), 0);
	if (ex.some((e) => eff(e.card) === 'tradingBase')) n += ex.filter((e) => ['marketplace', 'harbor'].includes(eff(e.card))).length;
	if (ex.some((e) => eff(e.card) === 'saltSilo')) n += ex.filter((e) => cardDef(e.card).kind === 'ship').length;
	return n;
}
const strength = (s: RivalsState, seat: number) => s.players[seat].expansions.reduce((a, e) => a + (cardDef(e.card).points?.strength ?? 0), 0);

function owner(a: number, b: number): number | null {
	return a >= 3 && a > b ? 0 : b >= 3 && b > a ? 1 : null;
}

export function expectedVp(s: RivalsState, seat: number): number {
	const p = s.players[seat];
	let vp = 0;
	for (const c of p.centers) vp += c.kind === 'settlement' ? 1 : c.kind === 'city' ? 2 : 0;
	for (const e of p.expansions) vp += cardDef(e.card).points?.vp ?? 0;
	const ships = p.expansions.filter((e) => cardDef(e.card).kind === 'ship').length;
	if (ships >= 3) vp += p.expansions.filter((e) => eff(e.card) === 'harbor').length;
	if (owner(strength(s, 0), strength(s, 1)) === seat) vp++;
	if (owner(commerce(s, 0), commerce(s, 1)) === seat) vp++;
	return vp;
}

/** Every draw card of the mode: theme games add one set (face-up stack included), the Duel the non-crescent cards of all three. */
function allDrawCards(mode: Mode): string[] {
	if (mode === 'duel') return [...DRAW_CARDS, ...duelDrawStacks().flatMap(([, cards]) => cards)].sort();
	const set = mode as ThemeSet;
	return [...DRAW_CARDS, ...themeDrawCards(set), ...themeFaceUpCards(set)].sort();
}

function checkState(runner: MatchRunner, mode: Mode, fullLegal: boolean, rng: RngState, events: string[]): void {
	const s = runner.state as RivalsState;
	const fail = (msg: string) => {
		throw new Error(`${msg} (after ${runner.length} actions, task ${JSON.stringify(s.tasks[0])})`);
	};
	for (const p of s.players) {
		for (const r of p.regions) if (!(Number.isInteger(r.stock) && r.stock >= 0 && r.stock <= 3)) fail(`region ${r.card} holds ${r.stock}`);
		for (const e of p.expansions) {
			if (e.stock !== undefined && (eff(e.card) !== 'goldCache' || e.stock < 0 || e.stock > 3)) fail(`${e.card} stores ${e.stock}`);
			if (eff(e.card) === 'goldCache' && e.stock === undefined) fail('Gold Cache without a store');
		}
	}
	// Conservation of every card; the face-up stack; matching backs.
	const placed = s.players.flatMap((p) => p.expansions.map((e) => e.card));
	const draw = [...s.players[0].hand, ...s.players[1].hand, ...s.drawStacks.flat(), ...s.discard, ...placed, ...(s.faceUp ?? [])].sort();
	const all = allDrawCards(mode);
	if (JSON.stringify(draw) !== JSON.stringify(all)) fail(`draw cards not conserved (${draw.length}/${all.length})`);
	if (mode === 'duel' && s.faceUp) fail('the Duel has no face-up stack');
	for (const c of s.faceUp ?? []) if (!cardDef(c).faceUp) fail(`${c} in the face-up stack`);
	if (mode !== 'duel')
		for (const c of [...s.players[0].hand, ...s.players[1].hand, ...s.drawStacks.flat(), ...s.discard]) if (cardDef(c).faceUp) fail(`face-up card ${c} left the face-up stack`);
	s.drawStacks.forEach((st, i) => {
		for (const c of st) if (setOf(c) !== s.stackSets![i]) fail(`${c} under stack ${i} (${s.stackSets![i]})`);
	});
	if (JSON.stringify([...s.eventDeck].sort()) !== JSON.stringify(events)) fail('event cards not conserved');
	const inTransit = s.tasks.flatMap((t) => (t.t === 'orientRegions' ? t.cards : t.t === 'scoutPick' ? t.picked : []));
	const regions = [...s.players.flatMap((p) => p.regions.map((r) => r.card)), ...s.regionStack, ...inTransit].sort();
	if (JSON.stringify(regions) !== JSON.stringify(ALL_REGIONS)) fail('regions not conserved');
	const centers = s.players.flatMap((p) => p.centers);
	const count = (k: string) => centers.filter((c) => c.kind === k).length;
	if (s.roads + count('road') !== 9 || s.settlements + count('settlement') + count('city') !== 9 || s.cities + count('city') !== 7) fail('center cards not conserved');
	// Geometry and "1x".
	for (const p of s.players) {
		if (new Set(p.centers.map((c) => c.col)).size !== p.centers.length) fail('two centers in one column');
		// One card per site; only a Town Hall lies on top of a Parish Hall (seed L1377-1379).
		const bySite = new Map<string, string[]>();
		for (const e of p.expansions) bySite.set(`${e.col}/${e.row}`, [...(bySite.get(`${e.col}/${e.row}`) ?? []), eff(e.card)]);
		for (const cards of bySite.values())
			if (cards.length > 1 && !(cards.length === 2 && cards.includes('townHall') && cards.includes('parishHall'))) fail(`two expansions on one site: ${cards}`);
		for (const e of p.expansions) {
			const def = cardDef(e.card);
			if (def.kind === 'regionExpansion') {
				if (!p.regions.some((r) => r.col === e.col && r.row * 2 === e.row)) fail(`${e.card} not above/below an outer region`);
				continue;
			}
			const c = p.centers.find((x) => x.col === e.col);
			if (!c || c.kind === 'road' || (Math.abs(e.row) === 2 && c.kind !== 'city')) fail(`expansion ${e.card} on an invalid site`);
			if (def.kind === 'cityExpansion' && c!.kind !== 'city') fail(`city expansion ${e.card} not at a city`);
			if (def.unique && p.expansions.filter((x) => eff(x.card) === eff(e.card)).length > 1) fail(`two "1x" ${def.id}`);
		}
	}
	// Views: VP, tokens, hidden information.
	const task = s.tasks[0];
	const tokens = { strength: owner(strength(s, 0), strength(s, 1)), trade: owner(commerce(s, 0), commerce(s, 1)) };
	for (const viewer of [0, 1, null]) {
		const v = runner.view(viewer) as RivalsView;
		for (const seat of [0, 1]) if (v.players[seat].vp !== expectedVp(s, seat)) fail(`seat ${seat} VP ${v.players[seat].vp} ≠ ${expectedVp(s, seat)}`);
		if (v.tokens.strength !== tokens.strength || v.tokens.trade !== tokens.trade) fail(`tokens ${JSON.stringify(v.tokens)} ≠ ${JSON.stringify(tokens)}`);
		for (const seat of [0, 1]) if (v.players[seat].handCount !== s.players[seat].hand.length) fail('hand count');
		if (viewer !== null && JSON.stringify(v.players[viewer].hand) !== JSON.stringify(s.players[viewer].hand)) fail('own hand not shown');
		// Every string anywhere in the serialized view, also inside longer strings.
		const text = viewText(v);
		const hidden: string[] = [...hiddenEventCards(s)];
		for (const seat of [0, 1]) {
			if (seat === viewer) continue;
			// Legitimate looks at the opponent's hand: Fraternal Feuds and the Traitor.
			if ((task?.t === 'feudsPick' || task?.t === 'traitorPick') && task.seat === viewer && task.victim === seat) continue;
			hidden.push(...s.players[seat].hand);
		}
		s.drawStacks.forEach((st, i) => {
			if ((task?.t === 'searchPick' || task?.t === 'startPick') && task.seat === viewer && task.stack === i) return;
			hidden.push(...st);
		});
		if (!(task?.t === 'scoutPick' && task.seat === viewer)) hidden.push(...s.regionStack);
		// The discard pile shows only its top card (Guido / Gustav: their player looks through it).
		if (!(task?.t === 'discardPick' && task.seat === viewer)) hidden.push(...s.discard.slice(0, -1).filter((c) => c !== s.discard[s.discard.length - 1]));
		for (const c of hidden) if (mentions(text, c)) fail(`viewer ${viewer} sees hidden ${c}`);
	}
	const { legalBySeat, withLegal } = checkPendingMatchesLegal(runner, fail);
	if (task?.t === 'preRoll' && runner.result() === null && (expectedVp(s, 0) >= s.target || expectedVp(s, 1) >= s.target)) fail('a player at the target is about to roll');
	for (const seat of withLegal) {
		const list = legalBySeat[seat];
		const trial = fullLegal ? list : [list[randomInt(rng, list.length)]];
		for (const a of trial) {
			const r = rivals.apply(s, seat, a);
			if (!r.ok) fail(`legal ${JSON.stringify(a)} rejected: ${r.reason.en}`);
		}
	}
}

/**
 * A uniformly random legal move, except that demolition is drawn only 1 time in 10: with every
 * move equally likely, random seats tear down about as much as they build, and a few matches
 * end with every expansion in the discard pile, the stacks empty and nobody able to reach the target.
 */
function randomMove(legal: RivalsAction[], rng: RngState): RivalsAction {
	const keep = legal.filter((a) => a.t !== 'demolish');
	const pool = keep.length && randomInt(rng, 10) > 0 ? keep : legal;
	return pool[randomInt(rng, pool.length)];
}

/** Matches that ended by exhaustion in this file (reported, so a change in how matches end is seen). */
let exhaustions = 0;

export function playThemeMatch(mode: Mode, i: number): { actions: number; winner: number | undefined } {
	const seed = `${mode}-fuzz-${i}`;
	const rng: RngState = rngFromSeed(`${mode}-fuzz-bots-${i}`);
	const bots = [0, 1].map(() => (randomInt(rng, 5) === 0 ? randomBot : builder));
	// Two purely random seats demolish as often as they build and rarely reach 12 VP: keep one builder.
	if (bots[0] === randomBot && bots[1] === randomBot) bots[1] = builder;
	const record = newMatchRecord(rivals, `m${i}`, SEATS, { mode }, seed, 0);
	const opened = MatchRunner.open(rivals, record);
	if (!opened.ok) throw new Error(opened.reason.en);
	const runner = opened.value;
	const everyAction = i < EVERY_ACTION;
	const checkRng = rngFromSeed(`${mode}-fuzz-check-${i}`);
	// The event cards of the match: fixed per theme game; the Duel draws 6 of its 15 crescent events at setup.
	const events = mode === 'duel' ? [...(runner.state as RivalsState).eventDeck].sort() : [...EVENT_CARDS, ...themeEventCards(mode as ThemeSet)].sort();
	if (mode === 'duel') {
		expect(events).toHaveLength(12);
		expect(events).toEqual(expect.arrayContaining(['yule#1']));
	}
	checkState(runner, mode, i < ALL_LEGAL, checkRng, events);
	const watch = new EndWatch(expectedVp);
	while (runner.result() === null) {
		if (runner.length >= MAX_ACTIONS) throw new Error(`match ${seed} did not finish in ${MAX_ACTIONS} actions`);
		const seat = runner.pending()[0].seat;
		const legal = runner.legalActions(seat) as RivalsAction[];
		const action = randomInt(rng, 10) < 3 ? randomMove(legal, rng) : bots[seat].choose(runner.view(seat) as RivalsView, legal, rng);
		const before = runner.state as RivalsState;
		const placedBefore = new Set(before.players.flatMap((p) => p.expansions.map((e) => e.card)));
		const applied = runner.apply(seat, JSON.parse(JSON.stringify(action)));
		if (!applied.ok) throw new Error(`match ${seed}: ${JSON.stringify(action)} rejected: ${applied.reason.en}`);
		// Requirements held when a card was built (the building seat's state just before).
		const after = runner.state as RivalsState;
		// Private card moves (starting picks, draws, searches, exchanges, put-unders) are not named in what the other seat reads.
		checkLogPrivacy(applied.value.events, privateMoves(before, after, seat), `match ${seed}`);
		watch.observe(after);
		after.players.forEach((p, owner) => {
			for (const e of p.expansions)
				if (!placedBefore.has(e.card) && !requirementHeld(before, owner, e.card)) throw new Error(`match ${seed}: ${e.card} built without its requirement`);
		});
		const turnStart = after.tasks[0]?.t === 'preRoll';
		if (!everyAction && !turnStart && runner.result() === null) continue;
		try {
			checkState(runner, mode, i < ALL_LEGAL, checkRng, events);
		} catch (err) {
			throw new Error(`match ${seed}: ${(err as Error).message}`);
		}
	}
	// Ended by a rule: the target at the end of the winner's own turn or before the roll (seed L667-668), or by exhaustion.
	const s = runner.state as RivalsState;
	const res = runner.result()!;
	const w = res.winners[0];
	if (watch.check(s, res, TARGET[mode], `match ${seed}`) === 'target') {
		expect(s.active).toBe(w);
		const lastSeat = runner.record.log[runner.record.log.length - 1].seat;
		if (lastSeat === w) expect(s.dice.production, `${seed}: end of own turn`).not.toBeNull();
		else expect(s.dice.production, `${seed}: win before rolling`).toBeNull();
	} else exhaustions++;
	// Replay from the record: every match checked action by action, every 5th of the rest (time budget).
	if (everyAction || i % 5 === 0) {
		const replay = MatchRunner.open(rivals, JSON.parse(JSON.stringify(runner.record)));
		expect(replay.ok).toBe(true);
		if (replay.ok) expect(replay.value.hashes).toEqual(runner.hashes);
	}
	return { actions: runner.length, winner: w };
}

const SUITE_NAMES: Record<string, string> = { gold: 'Era of Gold', turmoil: 'Era of Turmoil', progress: 'Era of Progress', duel: 'Duel of the Princes' };

/** Per-action checks added to a suite: `install` wraps the rules and returns the undo; `ran` counts how often each check fired. */
export interface ActionChecks {
	install(): () => void;
	ran: Record<string, number>;
	/** The checks that must fire at least once in every file (the rest are too rare for half a mode's matches). */
	required: string[];
}

/**
 * The vitest suite for matches [from, to) of `mode` in batches of 25 (each mode's 300 matches are
 * split over two files that vitest runs in parallel). `checks` add per-action checks for the suite's
 * duration; a last test fails when a required one never fired (a check keyed on an event text would
 * otherwise stop silently when the text changes).
 */
export function themeFuzzSuite(mode: Mode, part: number, from: number, to: number, checks: ActionChecks[] = []): void {
	const undo: (() => void)[] = [];
	beforeAll(() => {
		for (const c of checks) undo.push(c.install());
	});
	afterAll(() => {
		while (undo.length) undo.pop()!();
	});
	describe(`Rivals ${SUITE_NAMES[mode]} fuzz: complete seeded matches (part ${part})`, () => {
		for (let batch = from; batch < to; batch += 25) {
			it(`matches ${batch}-${batch + 24} finish with a proper winner and replay identically`, () => {
				for (let i = batch; i < batch + 25; i++) playThemeMatch(mode, i);
			});
		}
		it('every required per-action check fired', () => {
			for (const c of checks) for (const name of c.required) expect(c.ran[name] ?? 0, `${name} (${JSON.stringify(c.ran)}; ${exhaustions} exhaustion ends)`).toBeGreaterThan(0);
		});
	});
}

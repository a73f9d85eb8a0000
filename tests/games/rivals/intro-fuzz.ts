/**
 * Seeded fuzzing of complete Rivals matches through the public API (MatchRunner).
 * Seats are the builder or the random bot; on 30 % of the decisions a uniformly
 * random legal action is taken instead. All choices come from rngFromSeed.
 * Invariants (card conservation, region capacity, geometry, VP and tokens,
 * hidden information in every view, pending ⇔ legal actions, legal actions
 * apply) are checked after every action of the first 100 matches and at every
 * turn boundary of the rest (see the budget note below); private card moves are
 * checked against the public event log after every action of every match. Each
 * match must end with a proper winner and replay from its record (MatchRunner.open)
 * to the same list of hashes. Nothing is printed.
 */
import { describe, expect, it } from 'vitest';
import { MatchRunner, newMatchRecord, randomInt, rngFromSeed, type Bot, type RngState } from '$lib/engine';
import { rivals, rivalsBots, type RivalsAction, type RivalsState } from '$lib/games/rivals';
import { cardDef, DRAW_CARDS, EVENT_CARDS, REGIONS } from '$lib/games/rivals/cards';
import type { RivalsView } from '$lib/games/rivals/view';
import { SEATS } from './helpers';
import { checkLogPrivacy, checkPendingMatchesLegal, EndWatch, hiddenEventCards, mentions, privateMoves, viewText } from './fuzz-checks';

export const MATCHES = 250;
/**
 * Budget (measured on this 2-core box: ~270 actions per match; playing ≈ 45 ms and
 * replaying ≈ 30 ms per match are the floor, ≈ 40 s of CPU for 500 matches):
 * - matches 0..EVERY_ACTION-1: all invariants after EVERY action;
 *   of these, matches 0..ALL_LEGAL-1 trial-apply EVERY legal action of both seats after
 *   every action, the others a random sample of LEGAL_SAMPLE legal actions per step;
 * - the remaining matches: the same invariants (with the sample) at the end of every
 *   turn (whenever a turn starts) and at the end of the match.
 */
const EVERY_ACTION = 100;
const ALL_LEGAL = 10;
const LEGAL_SAMPLE = 1;
const MAX_ACTIONS = 6000;

const ALL_DRAW = [...DRAW_CARDS].sort();
const ALL_EVENTS = [...EVENT_CARDS].sort();
const ALL_REGIONS = REGIONS.map((r) => r.id).sort();

const [builder, randomBot] = rivalsBots as Bot<RivalsView, RivalsAction>[];

const pts = (s: RivalsState, seat: number, kind: 'strength' | 'commerce') =>
	s.players[seat].expansions.reduce((n, e) => n + (cardDef(e.card).points?.[kind] ?? 0), 0);

function tokenOwner(s: RivalsState, kind: 'strength' | 'commerce'): number | null {
	const a = pts(s, 0, kind);
	const b = pts(s, 1, kind);
	return a >= 3 && a > b ? 0 : b >= 3 && b > a ? 1 : null;
}

function expectedVp(s: RivalsState, seat: number): number {
	const p = s.players[seat];
	let vp = 0;
	for (const c of p.centers) vp += c.kind === 'settlement' ? 1 : c.kind === 'city' ? 2 : 0;
	if (tokenOwner(s, 'strength') === seat) vp++;
	if (tokenOwner(s, 'commerce') === seat) vp++;
	return vp;
}

/** Throws (with a short description) when an invariant does not hold. */
function checkState(runner: MatchRunner, fullLegal: boolean, rng: RngState): void {
	const s = runner.state as RivalsState;
	const fail = (msg: string) => {
		throw new Error(`${msg} (after ${runner.length} actions, task ${JSON.stringify(s.tasks[0])})`);
	};

	// Regions hold 0-3.
	for (const p of s.players) for (const r of p.regions) if (!(Number.isInteger(r.stock) && r.stock >= 0 && r.stock <= 3)) fail(`region ${r.card} holds ${r.stock}`);

	// Every draw card in exactly one place.
	const draw = [...s.players[0].hand, ...s.players[1].hand, ...s.drawStacks.flat(), ...s.discard, ...s.players.flatMap((p) => p.expansions.map((e) => e.card))];
	if (draw.length !== 36 || JSON.stringify(draw.sort()) !== JSON.stringify(ALL_DRAW)) fail(`draw cards not conserved (${draw.length})`);
	if (JSON.stringify([...s.eventDeck].sort()) !== JSON.stringify(ALL_EVENTS)) fail('event cards not conserved');
	const inTransit = s.tasks.flatMap((t) => (t.t === 'orientRegions' ? t.cards : t.t === 'scoutPick' ? t.picked : []));
	const regions = [...s.players.flatMap((p) => p.regions.map((r) => r.card)), ...s.regionStack, ...inTransit].sort();
	if (JSON.stringify(regions) !== JSON.stringify(ALL_REGIONS)) fail(`regions not conserved (${regions.length})`);
	const centers = s.players.flatMap((p) => p.centers);
	const count = (k: string) => centers.filter((c) => c.kind === k).length;
	if (s.roads + count('road') !== 9) fail('roads not conserved');
	if (s.settlements + count('settlement') + count('city') !== 9) fail('settlements not conserved');
	if (s.cities + count('city') !== 7) fail('cities not conserved');
	if (s.roads < 0 || s.settlements < 0 || s.cities < 0) fail('negative center stack');
	// Geometry: one center per column, no two expansions on one site, 2 regions per region column.
	for (const p of s.players) {
		if (new Set(p.centers.map((c) => c.col)).size !== p.centers.length) fail('two centers in one column');
		if (new Set(p.expansions.map((e) => `${e.col}/${e.row}`)).size !== p.expansions.length) fail('two expansions on one site');
		for (const e of p.expansions) {
			const c = p.centers.find((x) => x.col === e.col);
			if (!c || c.kind === 'road' || (Math.abs(e.row) === 2 && c.kind !== 'city')) fail(`expansion ${e.card} on an invalid site`);
			const def = cardDef(e.card);
			if (def.unique && p.expansions.filter((x) => cardDef(x.card).id === def.id).length > 1) fail(`two "1x" ${def.id}`);
		}
	}

	// Views: VP, tokens, own hand, hidden information.
	const expectedTokens = { strength: tokenOwner(s, 'strength'), trade: tokenOwner(s, 'commerce') };
	const task = s.tasks[0];
	for (const viewer of [0, 1, null]) {
		const v = runner.view(viewer) as RivalsView;
		for (const seat of [0, 1]) {
			if (v.players[seat].vp !== expectedVp(s, seat)) fail(`seat ${seat} VP ${v.players[seat].vp} ≠ ${expectedVp(s, seat)}`);
			if (v.players[seat].handCount !== s.players[seat].hand.length) fail('hand count');
		}
		if (v.tokens.strength !== expectedTokens.strength || v.tokens.trade !== expectedTokens.trade) fail(`tokens ${JSON.stringify(v.tokens)} ≠ ${JSON.stringify(expectedTokens)}`);
		if (viewer !== null && JSON.stringify(v.players[viewer].hand) !== JSON.stringify(s.players[viewer].hand)) fail('own hand not shown');
		// Every string anywhere in the serialized view, also inside longer strings.
		const text = viewText(v);
		const hidden: string[] = [...hiddenEventCards(s)];
		for (const seat of [0, 1]) {
			if (seat === viewer) continue;
			// The Fraternal Feuds picker looks at the victim's hand.
			if (task?.t === 'feudsPick' && task.seat === viewer && task.victim === seat) continue;
			hidden.push(...s.players[seat].hand);
		}
		s.drawStacks.forEach((st, i) => {
			if (task?.t === 'searchPick' && task.seat === viewer && task.stack === i) return;
			hidden.push(...st);
		});
		if (!(task?.t === 'scoutPick' && task.seat === viewer)) hidden.push(...s.regionStack);
		for (const c of hidden) if (mentions(text, c)) fail(`viewer ${viewer} sees hidden ${c}`);
	}

	// pending() names exactly the seats with legal actions; nothing is stuck.
	const { legalBySeat, withLegal } = checkPendingMatchesLegal(runner, fail);
	// The introductory game is won only at the end of one's own turn (seed L508-514): a player may
	// start a turn at 7 VP (reached in the opponent's turn), but never ends their own turn there.
	if (task?.t === 'preRoll' && runner.result() === null && expectedVp(s, 1 - s.active) >= 7) fail(`seat ${1 - s.active} ended its turn at 7 VP without winning`);

	for (const seat of withLegal) {
		const all = legalBySeat[seat];
		const trial = fullLegal ? all : Array.from({ length: LEGAL_SAMPLE }, () => all[randomInt(rng, all.length)]);
		for (const a of trial) {
			const r = rivals.apply(s, seat, a);
			if (!r.ok) fail(`legal ${JSON.stringify(a)} rejected: ${r.reason.en}`);
		}
	}
}

export function playMatch(i: number): { actions: number; winner: number | undefined } {
	const seed = `fuzz-${i}`;
	const rng: RngState = rngFromSeed(`fuzz-bots-${i}`);
	const bots = [0, 1].map(() => (randomInt(rng, 5) === 0 ? randomBot : builder));
	const record = newMatchRecord(rivals, `m${i}`, SEATS, rivals.defaultOptions(), seed, 0);
	const opened = MatchRunner.open(rivals, record);
	if (!opened.ok) throw new Error(opened.reason.en);
	const runner = opened.value;
	const fullLegal = i < ALL_LEGAL;
	const everyAction = i < EVERY_ACTION;
	// A separate stream for the checks, so the match itself does not depend on how much is checked.
	const checkRng = rngFromSeed(`fuzz-check-${i}`);
	checkState(runner, fullLegal, checkRng);
	const watch = new EndWatch(expectedVp);
	while (runner.result() === null) {
		if (runner.length >= MAX_ACTIONS) throw new Error(`match ${seed} did not finish in ${MAX_ACTIONS} actions`);
		const seat = runner.pending()[0].seat;
		const legal = runner.legalActions(seat) as RivalsAction[];
		const action =
			randomInt(rng, 10) < 3 ? legal[randomInt(rng, legal.length)] : bots[seat].choose(runner.view(seat) as RivalsView, legal, rng);
		const before = runner.state as RivalsState;
		const applied = runner.apply(seat, JSON.parse(JSON.stringify(action)));
		if (!applied.ok) throw new Error(`match ${seed}: ${JSON.stringify(action)} rejected: ${applied.reason.en}`);
		// Private card moves (draw, take, search, put under, exchange) are not named in what the other seat reads.
		checkLogPrivacy(applied.value.events, privateMoves(before, runner.state as RivalsState, seat), `match ${seed}`);
		watch.observe(runner.state as RivalsState);
		const turnStart = (runner.state as RivalsState).tasks[0]?.t === 'preRoll';
		if (!everyAction && !turnStart && runner.result() === null) continue;
		try {
			checkState(runner, fullLegal, checkRng);
		} catch (err) {
			throw new Error(`match ${seed}: ${(err as Error).message}`);
		}
	}

	// Ended by a rule: ≥7 VP at the end of the winner's own turn (seed L508-514: the introductory
	// game knows no win before the roll), or by exhaustion.
	const s = runner.state as RivalsState;
	const res = runner.result()!;
	const how = watch.check(s, res, 7, `match ${seed}`);
	const w = res.winners[0];
	for (const seat of [0, 1]) expect(res.scores[seat]).toBe(expectedVp(s, seat));
	if (how === 'target') {
		expect(s.active).toBe(w);
		expect(s.dice.production, `${seed}: the intro game is won at the end of one's own turn`).not.toBeNull();
	}
	expect(runner.pending()).toEqual([]);

	// Replay from the record.
	const replay = MatchRunner.open(rivals, JSON.parse(JSON.stringify(runner.record)));
	expect(replay.ok).toBe(true);
	if (replay.ok) expect(replay.value.hashes).toEqual(runner.hashes);
	return { actions: runner.length, winner: w };
}

/**
 * The vitest suite for intro matches [from, to) in batches of 50 (the 500 matches are split over two
 * files that vitest runs in parallel). See the budget note at the top: every action for the first
 * EVERY_ACTION matches, the end of every turn for the rest.
 */
export function introFuzzSuite(part: number, from: number, to: number): void {
	describe(`Rivals fuzz: complete seeded matches (part ${part})`, () => {
		const CHUNK = 50;
		for (let batch = from; batch < to; batch += CHUNK) {
			it(`matches ${batch}-${batch + CHUNK - 1} finish by a rule and replay identically`, () => {
				for (let i = batch; i < batch + CHUNK; i++) playMatch(i);
			});
		}
	});
}

/**
 * Issue 8, points 1 and 4: `rivals.apply` never throws on a well-formed but wrong action, and accepts
 * exactly the actions `legalActions` lists (in canonical form). States are sampled from bot matches
 * played through the MatchRunner in every mode; every legal action is mutated field by field (an
 * unknown id, a real id from elsewhere, the other copy of the card, -1, 99, a string for a number,
 * a missing field, an extra field) and sent to `rivals.apply` directly.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, MatchRunner, newMatchRecord, randomInt, rngFromSeed, type Bot } from '$lib/engine';
import { rivals, rivalsBots, type RivalsAction, type RivalsState } from '$lib/games/rivals';
import { ALL_CARDS, isCardInstance } from '$lib/games/rivals/cards';
import type { Mode, Task } from '$lib/games/rivals/types';
import type { RivalsView } from '$lib/games/rivals/view';
import { SEATS } from './helpers';

const MODES: Mode[] = ['intro', 'gold', 'turmoil', 'progress', 'duel'];
const [builder, randomBot] = rivalsBots as Bot<RivalsView, RivalsAction>[];

/** Every `every`-th state of `matches` bot matches (builder vs random), with the seat that decides. */
function sampleStates(mode: Mode, matches: number, every: number): { state: RivalsState; seat: number }[] {
	const out: { state: RivalsState; seat: number }[] = [];
	for (let m = 0; m < matches; m++) {
		const record = newMatchRecord(rivals, `robust-${mode}-${m}`, SEATS, { mode }, `robust-${mode}-${m}`, 0);
		const opened = MatchRunner.open(rivals, record);
		if (!opened.ok) throw new Error(opened.reason.en);
		const runner = opened.value;
		const rng = rngFromSeed(`bots-${mode}-${m}`);
		for (let step = 0; step < 3000 && !runner.result(); step++) {
			const seat = runner.pending()[0].seat;
			const legal = runner.legalActions(seat) as RivalsAction[];
			if (step % every === 0) out.push({ state: runner.state as RivalsState, seat });
			const bot = (m + seat) % 2 === 0 ? builder : randomBot;
			const action = randomInt(rng, 10) < 3 ? legal[randomInt(rng, legal.length)] : bot.choose(runner.view(seat) as RivalsView, legal, rng);
			const applied = runner.apply(seat, action);
			if (!applied.ok) throw new Error(applied.reason.en);
		}
	}
	return out;
}

/** Real card ids found elsewhere in the state (the opponent's hand and principality, stacks, piles). */
function foreignIds(s: RivalsState, seat: number): string[] {
	const opp = s.players[1 - seat];
	const ids = [
		...opp.hand.slice(0, 2),
		...opp.expansions.slice(0, 2).map((e) => e.card),
		opp.regions[0].card,
		s.players[seat].regions[0].card,
		...s.drawStacks.map((st) => st[st.length - 1]).filter(Boolean),
		s.discard[0],
		s.faceUp?.[0],
		s.regionStack[0],
		s.eventDeck[0]
	];
	return [...new Set(ids.filter((x): x is string => typeof x === 'string'))];
}

/** The other copy of a card instance (`x#1` ↔ `x#2`), the way a face-up duplicate is named. */
const otherCopy = (id: string) => (/#\d+$/.test(id) ? id.replace(/#(\d+)$/, (_, n) => `#${n === '1' ? 2 : 1}`) : `${id}#1`);

/** Mutations of one action: each field replaced, removed, or an extra field added. */
function mutations(a: RivalsAction, foreign: string[]): unknown[] {
	const out: unknown[] = [];
	const base = a as unknown as Record<string, unknown>;
	for (const key of Object.keys(base)) {
		if (key === 't') continue;
		const v = base[key];
		const values: unknown[] = ['nope', -1, 99, 0, 1.5, '1', null, true, {}, ...foreign.slice(0, 6)];
		if (typeof v === 'string') values.push(otherCopy(v));
		if (key === 'target') {
			const t = v as { kind: string; card: string };
			values.push({ kind: t.kind, card: 'nope' }, { kind: t.kind === 'region' ? 'expansion' : 'region', card: t.card }, ...foreign.slice(0, 4).map((card) => ({ kind: t.kind, card })));
		}
		for (const value of values) out.push({ ...base, [key]: value });
		const { [key]: _dropped, ...rest } = base;
		out.push(rest);
	}
	for (const [key, value] of [['ship', 'nope'], ['ship', foreign[0]], ['card', 'nope'], ['stack', 0], ['col', 1], ['extra', 1]] as const)
		if (!(key in base)) out.push({ ...base, [key]: value });
	return out;
}

/** Up to `n` legal actions spread over the whole list (the main phase lists dozens). */
const spread = <T>(list: T[], n: number): T[] => (list.length <= n ? list : Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)]));

describe('rivals.apply on mutated actions (every mode)', () => {
	for (const mode of MODES)
		it(`${mode}: never throws, never hits an internal error, and accepts only listed actions`, () => {
			const states = sampleStates(mode, 3, 7);
			expect(states.length).toBeGreaterThan(50);
			let tried = 0;
			for (const { state, seat } of states) {
				const before = canonicalJson(state);
				const legal = rivals.legalActions(state, seat);
				const listed = new Set(legal.map((a) => canonicalJson(a)));
				const foreign = foreignIds(state, seat);
				for (const a of spread(legal, 12))
					for (const raw of [a, ...mutations(a, foreign)])
						for (const who of [seat, 1 - seat]) {
							tried++;
							let r: ReturnType<typeof rivals.apply>;
							try {
								r = rivals.apply(state, who, raw as RivalsAction);
							} catch (err) {
								throw new Error(`${mode}: apply threw on ${JSON.stringify(raw)} at ${state.tasks[0]?.t}: ${String(err)}`);
							}
							if (!r.ok) {
								expect(r.reason.en, JSON.stringify(raw)).not.toMatch(/internal/i);
								continue;
							}
							const parsed = rivals.parseAction(raw);
							expect(parsed.ok, `accepted but unparsable: ${JSON.stringify(raw)}`).toBe(true);
							const key = parsed.ok ? canonicalJson(parsed.value) : '';
							expect(who === seat && listed.has(key), `accepted but not listed at ${state.tasks[0]?.t}: ${JSON.stringify(raw)}`).toBe(true);
						}
				expect(canonicalJson(state)).toBe(before); // apply never mutates its input
			}
			expect(tried).toBeGreaterThan(5000);
		}, 120_000);
});

/** One action of every kind, naming things of the state (sent to every decision, right or wrong). */
function templates(s: RivalsState, seat: number): RivalsAction[] {
	const p = s.players[seat];
	const opp = s.players[1 - seat];
	const card = p.hand[0] ?? p.expansions[0]?.card ?? 'scout#1';
	const theirs = opp.hand[0] ?? opp.expansions[0]?.card ?? 'abbey#1';
	const region = p.regions[0].card;
	return [
		{ t: 'startStack', stack: 0 }, { t: 'roll' }, { t: 'playBrigitta', card }, { t: 'brigittaNumber', number: 3 },
		{ t: 'buildRoad', col: 5 }, { t: 'buildSettlement', col: 5 }, { t: 'buildCity', col: 1 }, { t: 'buildExpansion', card, col: 1, row: -1 },
		{ t: 'playAction', card }, { t: 'trade', give: 'wool', get: 'ore', via: 'largeLeft', ship: card }, { t: 'demolish', card: theirs },
		{ t: 'pickExpansion', card: theirs }, { t: 'choose', option: 'done' }, { t: 'endTurn' }, { t: 'payFrom', region }, { t: 'gainOn', region },
		{ t: 'takeType', res: 'gold' }, { t: 'giveFrom', region }, { t: 'useScout', card }, { t: 'noScout' }, { t: 'scoutTake', region: s.regionStack[0] ?? region },
		{ t: 'regionOnTop', region }, { t: 'relocatePick', target: { kind: 'expansion', card: theirs } }, { t: 'buyWithGold' }, { t: 'doneBuying' },
		{ t: 'feudsPut', card: theirs, stack: 0 }, { t: 'feudSelect', card: theirs }, { t: 'feudRemove', card, stack: 0 }, { t: 'draw', stack: 0 },
		{ t: 'putUnder', card, stack: 0 }, { t: 'exchange', card, stack: 0 }, { t: 'skipExchange' }, { t: 'takeTop', stack: 0 }, { t: 'search', stack: 0 },
		{ t: 'searchTake', card: theirs }
	];
}

/** Every decision with cards or places to name, set up on a late-game state of the mode. */
function rareDecisions(s: RivalsState, seat: number): Task[] {
	const victim = 1 - seat;
	const own = s.players[seat].expansions.map((e) => e.card);
	return [
		{ t: 'feudsPick', seat, victim, left: 2, seen: [] },
		{ t: 'feudSelect', seat, victim, selected: [] },
		{ t: 'feudRemove', seat, options: own.slice(0, 3) },
		{ t: 'feudRemove', seat, options: own.slice(0, 1), cause: 'archer#1' },
		{ t: 'replenish', seat },
		{ t: 'exchangeOffer', seat },
		{ t: 'exchangeTake', seat },
		{ t: 'searchPick', seat, stack: 0 },
		{ t: 'traitorPick', seat, victim },
		{ t: 'discardPick', seat, card: 'guido#1' },
		{ t: 'scoutOffer', seat, col: 7 },
		{ t: 'scoutPick', seat, col: 7, picked: [] },
		{ t: 'relocate', seat, first: null },
		{ t: 'riots', seat, gold: 1 },
		{ t: 'targetPick', seat, victim, card: 'arsonist#1' },
		{ t: 'loseShip', seat },
		{ t: 'doctorPick', seat },
		{ t: 'libraryOffer', seat },
		{ t: 'sebastianOffer', seat, card: 'riots#1' },
		{ t: 'giveAny', seat, to: victim },
		{ t: 'nameTypes', seat, from: victim, card: 'merchant#1', left: 2, named: [] },
		{ t: 'drillWaive', seat, card: own[0] ?? 'abbey#1', site: { col: 1, row: -1 } },
		{ t: 'arrange', seat, first: null },
		{ t: 'startPick', seat, stack: 0, left: 3 },
		{ t: 'chooseStartStack', seat },
		{ t: 'orientRegions', seat, col: 7, cards: s.regionStack.slice(0, 2) }
	];
}

describe('rivals.apply on every kind of decision (constructed from late-game states)', () => {
	it('card ids: every card copy is recognised, made-up ones are not', () => {
		expect(ALL_CARDS.flatMap((c) => Array.from({ length: c.count }, (_, i) => `${c.id}#${i + 1}`)).filter((id) => !isCardInstance(id))).toEqual([]);
		for (const id of ['nope', 'abbey#0', 'abbey#9', 'constructor#1', '__proto__#1', 'abbey', '#1']) expect(isCardInstance(id), id).toBe(false);
	});

	for (const mode of MODES)
		it(`${mode}: never throws, accepts only listed actions`, () => {
			const samples = sampleStates(mode, 1, 1);
			for (const { state: late } of samples.filter((_, i) => i % Math.floor(samples.length / 3) === 0 && i > 0)) {
				for (const seat of [0, 1])
					for (const task of rareDecisions(late, seat)) {
						const state = structuredClone(late);
						state.tasks = [task, { t: 'main', seat }];
						const legal = rivals.legalActions(state, seat);
						const listed = new Set(legal.map((a) => canonicalJson(a)));
						const foreign = foreignIds(state, seat);
						for (const a of [...spread(legal, 8), ...templates(state, seat)])
							for (const raw of [a, ...mutations(a, foreign)]) {
								let r: ReturnType<typeof rivals.apply>;
								try {
									r = rivals.apply(state, seat, raw as RivalsAction);
								} catch (err) {
									throw new Error(`${mode}: apply threw on ${JSON.stringify(raw)} at ${task.t}: ${String(err)}`);
								}
								if (!r.ok) {
									expect(r.reason.en, `${task.t}: ${JSON.stringify(raw)}`).not.toMatch(/internal/i);
									continue;
								}
								const parsed = rivals.parseAction(raw);
								expect(parsed.ok && listed.has(canonicalJson(parsed.value)), `accepted but not listed at ${task.t}: ${JSON.stringify(raw)}`).toBe(true);
							}
					}
			}
		}, 120_000);
});

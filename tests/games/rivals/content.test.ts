/**
 * The Rivals on content packs (issue 25, src/lib/games/rivals/content.ts): the description's
 * built-in values are the cards the game plays, a pack's costs are the ones the legal actions
 * require, its points count in the score, its options parse (and old ones do not change), and a
 * match with a pack replays to the same hashes.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, contentValueOf, emptyPack, hashState, MatchRunner, packHash, parsePackText, packFileText, replayHashes, rngFromSeed, withPack, type ContentPack, type ContentValues, type MatchRecord } from '$lib/engine';
import { rivals, type RivalsState } from '$lib/games/rivals';
import { builderBot } from '$lib/games/rivals/bots';
import { ALL_CARDS, cardDef, CENTER_COSTS, CENTER_STACKS, REGION_BY_ID, REGIONS } from '$lib/games/rivals/cards';
import { cloneState } from '$lib/games/rivals/clone';
import { cardsOf, centerCost, contentKeysOf, RIVALS_CONTENT, RIVALS_CONTENT_FIELDS } from '$lib/games/rivals/content';
import { TEXT_NUMBERS, type TextNumber } from '$lib/games/rivals/content-fields';
import { victoryPoints } from '$lib/games/rivals/principality';
import type { Mode } from '$lib/games/rivals/types';
import { playFuzzMatch } from '../../unit/fuzz-match';
import { rivalsHeadless } from '$lib/games/rivals/headless';
import { simulateMatch } from '../../../scripts/lib/simulate';
import { centerCardsOf } from '$lib/games/rivals/ui/rules-help';
import { act, card, isLegal, legal, mainPhase, placeExpansion, rejection, RED, SEATS, setHand, setOnlyStocks, startRegion, stockOf, view } from './helpers';

const pack = (values: ContentValues): ContentPack => ({ ...emptyPack(RIVALS_CONTENT, 'Z mé krabice'), values });

/** A new match playing `p` through the public setup (options parsed as the app does). */
function startWith(p: ContentPack | null, seed = 'packs', mode: Mode = 'intro'): RivalsState {
	const options = rivals.parseOptions(withPack({ mode }, p));
	if (!options.ok) throw new Error(options.reason.en);
	const r = rivals.setup(SEATS, options.value, seed);
	if (!r.ok) throw new Error(r.reason.en);
	let s = r.value.state;
	s = act(s, s.startPlayer, { t: 'startStack', stack: 0 });
	return act(s, 1 - s.startPlayer, { t: 'startStack', stack: 1 });
}

const ABBEY_AT = { t: 'buildExpansion', card: 'abbey#1', col: 1, row: -1 } as const;

describe('the description', () => {
	it('has unique keys, and every built-in value is what the game plays today', () => {
		const keys = RIVALS_CONTENT_FIELDS.map((f) => f.key);
		expect(new Set(keys).size).toBe(keys.length);
		for (const f of RIVALS_CONTENT_FIELDS) {
			const [what, id] = f.key.split('.');
			if (what === 'number') {
				expect(f.placeholder, f.key).toBe(REGION_BY_ID[id].number);
				continue;
			}
			if (what === 'capacity') {
				expect([f.key, f.placeholder, f.provisional]).toEqual(['capacity.goldCache', 3, true]);
				continue;
			}
			if (Object.hasOwn(TEXT_NUMBERS, f.key)) {
				expect([f.placeholder, f.group], f.key).toEqual([TEXT_NUMBERS[f.key as TextNumber].value, cardDef(id).name]);
				continue;
			}
			if (what === 'count') {
				expect(f.placeholder, f.key).toBe(id in CENTER_STACKS ? CENTER_STACKS[id as keyof typeof CENTER_STACKS] : cardDef(id).count);
				continue;
			}
			if (what === 'name') {
				expect(f.placeholder, f.key).toEqual(cardDef(id).name);
				continue;
			}
			if (id in CENTER_COSTS) {
				expect(f.placeholder).toEqual(CENTER_COSTS[id as keyof typeof CENTER_COSTS]);
				continue;
			}
			const def = cardDef(id);
			expect(def, f.key).toBeDefined();
			expect(f.group).toEqual(def.name);
			if (what === 'requirement') expect([f.key, f.placeholder, !!def.requirement]).toEqual(['requirement.goldCache', 'hero', true]);
			else expect(f.placeholder, f.key).toEqual(what === 'cost' ? (def.cost ?? {}) : (def.points?.[what as 'vp'] ?? 0));
		}
	});

	it('covers the cost and every point of every expansion card, and each disputed or unsourced value, marked provisional', () => {
		const keys = new Set(RIVALS_CONTENT_FIELDS.map((f) => f.key));
		for (const def of ALL_CARDS.filter((d) => d.kind !== 'action' && d.kind !== 'event')) {
			expect(keys.has(`cost.${def.id}`), def.id).toBe(true);
			for (const k of Object.keys(def.points ?? {})) expect(keys.has(`${k}.${def.id}`), `${k}.${def.id}`).toBe(true);
			for (const field of [...(def.disputed ?? []).map((d) => d.field), ...(def.placeholder ?? []).filter((p) => p !== 'name.cs')]) {
				const key = `${field.replace('points.', '')}.${def.id}`;
				const f = RIVALS_CONTENT_FIELDS.find((x) => x.key === key);
				expect(f, key).toBeDefined();
				expect(f?.provisional, key).toBe(true);
				expect(f?.note?.en, key).toMatch(/sources disagree|No source gives/);
			}
		}
		// The disputed Pirate Ship strength (no source) and Gold Cache cost ([Z1] only) are there.
		expect(RIVALS_CONTENT_FIELDS.find((f) => f.key === 'strength.pirateShip')?.placeholder).toBe(0);
		expect(RIVALS_CONTENT_FIELDS.find((f) => f.key === 'cost.goldCache')?.note?.en).toContain('[Z1]');
		expect(contentKeysOf('austin')).toEqual(['cost.austin', 'vp.austin', 'strength.austin', 'skill.austin', 'name.austin', 'count.austin']);
		// Every card's name and every region's die number; the Large Festival Hall's Czech name is our own (provisional).
		for (const def of ALL_CARDS) expect(keys.has(`name.${def.id}`), def.id).toBe(true);
		for (const r of REGIONS) expect(keys.has(`number.${r.id}`), r.id).toBe(true);
		for (const def of ALL_CARDS) expect(keys.has(`count.${def.id}`), def.id).toBe(true);
		for (const id of Object.keys(CENTER_STACKS)) expect(keys.has(`count.${id}`), id).toBe(true);
		expect(RIVALS_CONTENT_FIELDS.find((f) => f.key === 'name.largeFestivalHall')?.provisional).toBe(true);
		expect(RIVALS_CONTENT_FIELDS.find((f) => f.key === 'name.abbey')?.provisional).toBeUndefined();
	});

	it('every built-in value is a valid value of its field, and a pack of all of them parses', () => {
		for (const f of RIVALS_CONTENT_FIELDS) expect(contentValueOf(f, f.placeholder), f.key).toEqual({ ok: true, value: f.placeholder });
		const all = pack(Object.fromEntries(RIVALS_CONTENT_FIELDS.map((f) => [f.key, f.placeholder])));
		expect(parsePackText(RIVALS_CONTENT, packFileText(all)).ok).toBe(true);
		expect(rivals.parseOptions(withPack({ mode: 'duel' }, all)).ok).toBe(true);
	});

	it('a pack of every built-in value plays the card table as the built-in cards', () => {
		const all: ContentValues = Object.fromEntries(RIVALS_CONTENT_FIELDS.map((f) => [f.key, f.placeholder]));
		const cards = cardsOf({ content: all });
		for (const def of ALL_CARDS) {
			const got = cards(`${def.id}#1`);
			expect({ cost: got.cost ?? {}, points: Object.fromEntries(Object.entries(got.points ?? {}).filter(([, n]) => n)) }, def.id).toEqual({
				cost: def.cost ?? {},
				points: def.points ?? {}
			});
		}
	});

	it('exports and imports a pack to the same hash', () => {
		const p = pack({ 'cost.abbey': { lumber: 2 }, 'vp.abbey': 2 });
		const back = parsePackText(RIVALS_CONTENT, packFileText(p));
		expect(back.ok && back.value).toEqual(p);
	});
});

describe('options', () => {
	it('options without a pack parse exactly as before', () => {
		for (const mode of ['intro', 'gold', 'turmoil', 'progress', 'duel']) expect(rivals.parseOptions({ mode })).toEqual({ ok: true, value: { mode } });
	});

	it('a pack parses; a wrong hash, an unknown card, a bad value or added records are refused', () => {
		const options = withPack({ mode: 'gold' }, pack({ 'cost.abbey': { lumber: 2 } })) as Record<string, unknown>;
		expect(rivals.parseOptions(options)).toEqual({ ok: true, value: options });
		expect(rivals.parseOptions({ ...options, contentPack: { name: 'x', hash: '0000000000000000' } }).ok).toBe(false);
		expect(rivals.parseOptions({ ...options, content: { 'cost.abbey': { lumber: 3 } } }).ok).toBe(false);
		expect(rivals.parseOptions({ mode: 'gold', content: { 'cost.nothing': { lumber: 1 } } }).ok).toBe(false);
		expect(rivals.parseOptions({ mode: 'gold', content: { 'vp.abbey': 99 } }).ok).toBe(false);
		expect(rivals.parseOptions({ mode: 'gold', content: { 'cost.abbey': { iron: 1 } } }).ok).toBe(false);
		expect(rivals.parseOptions({ mode: 'gold', contentAdded: [{ type: 'card', id: 'x', values: {} }] }).ok).toBe(false);
	});

	it('an empty pack is the same match as none (no keys in the state, the same hash)', () => {
		const none = startWith(null);
		const empty = startWith(pack({}));
		expect(empty.content).toBeUndefined();
		expect(hashState(empty)).toBe(hashState(none));
	});
});

describe('a pack in a match', () => {
	it("a changed card cost is what building requires: the old cost no longer suffices, the new one does and is paid", () => {
		const s0 = mainPhase(startWith(pack({ 'cost.abbey': { lumber: 2 } })), RED);
		setHand(s0, RED, [card('abbey')]);
		// The printed cost (1 brick, 1 grain, 1 ore) only.
		setOnlyStocks(s0, RED, { [startRegion(RED, 'hills')]: 1, [startRegion(RED, 'fields')]: 1, [startRegion(RED, 'mountains')]: 1 });
		expect(isLegal(s0, RED, ABBEY_AT)).toBe(false);
		expect(rejection(s0, RED, ABBEY_AT)).toMatch(/lumber/);
		// The pack's cost.
		setOnlyStocks(s0, RED, { [startRegion(RED, 'forest')]: 2 });
		expect(isLegal(s0, RED, ABBEY_AT)).toBe(true);
		const s = act(s0, RED, ABBEY_AT);
		expect(stockOf(s, RED, 'lumber')).toBe(0);
		expect(s.players[RED].expansions.map((e) => e.card)).toEqual(['abbey#1']);
		// Without the pack the same principality cannot build it.
		const plain = mainPhase(startWith(null), RED);
		setHand(plain, RED, [card('abbey')]);
		setOnlyStocks(plain, RED, { [startRegion(RED, 'forest')]: 2 });
		expect(isLegal(plain, RED, ABBEY_AT)).toBe(false);
	});

	it("a pack may drop the Gold Cache's provisional requirement (a hero with strength)", () => {
		const inGold = (p: ContentPack | null) => {
			const options = rivals.parseOptions(withPack({ mode: 'gold' }, p));
			const r = options.ok ? rivals.setup(SEATS, options.value, 'cache') : options;
			if (!r.ok) throw new Error(r.reason.en);
			const s = mainPhase(r.value.state, RED);
			setHand(s, RED, [card('goldCache')]);
			setOnlyStocks(s, RED, { [startRegion(RED, 'forest')]: 1, [startRegion(RED, 'pasture')]: 1 });
			return s;
		};
		const at = { t: 'buildExpansion', card: card('goldCache'), col: 0, row: -2 } as const;
		expect(rejection(inGold(null), RED, at)).toMatch(/hero with at least 1 strength/);
		expect(rejection(inGold(pack({ 'requirement.goldCache': 'hero' })), RED, at)).toMatch(/hero with at least 1 strength/);
		expect(isLegal(inGold(pack({ 'requirement.goldCache': 'none' })), RED, at)).toBe(true);
	});

	it('a changed road cost is what a road requires', () => {
		const s0 = mainPhase(startWith(pack({ 'cost.road': { lumber: 1 } })), RED);
		setOnlyStocks(s0, RED, { [startRegion(RED, 'forest')]: 1 });
		expect(legal(s0, RED).some((a) => a.t === 'buildRoad')).toBe(true);
		const plain = mainPhase(startWith(null), RED);
		setOnlyStocks(plain, RED, { [startRegion(RED, 'forest')]: 1 });
		expect(legal(plain, RED).some((a) => a.t === 'buildRoad')).toBe(false);
		expect(centerCost(s0, 'road')).toEqual({ lumber: 1 });
		expect(centerCost(plain, 'settlement')).toEqual(CENTER_COSTS.settlement);
	});

	it('changed points count: victory points in the score, progress in the hand limit, strength in the token', () => {
		const values = { 'vp.abbey': 2, 'progress.abbey': 0, 'strength.austin': 3 };
		const withPackState = startWith(pack(values));
		const plain = startWith(null);
		for (const s of [withPackState, plain]) {
			placeExpansion(s, RED, card('abbey'), 1, -1);
			placeExpansion(s, RED, card('austin'), 1, 1);
		}
		expect(victoryPoints(withPackState, RED) - victoryPoints(plain, RED)).toBe(2);
		const v = view(withPackState, RED).players[RED];
		expect([v.handLimit, v.strength]).toEqual([3, 3]);
		expect([view(plain, RED).players[RED].handLimit, view(plain, RED).players[RED].strength]).toEqual([4, 1]);
		// The token follows the pack's strength after the next step (3 points: recomputed continuously).
		const s = act(mainPhase(withPackState, RED), RED, { t: 'endTurn' });
		expect(s.tokens.strength).toBe(RED);
		expect(rivals.result({ ...s, winner: RED })?.scores[RED]).toBe(victoryPoints(s, RED));
	});

	it('the card table is built once per match: copies of the state share it', () => {
		const s = startWith(pack({ 'vp.abbey': 2 }));
		expect(cardsOf(cloneState(s))).toBe(cardsOf(s));
		expect(cardsOf(startWith(null))).toBe(cardDef);
		expect(Object.isFrozen(s.content)).toBe(true);
		expect(view(s, 0).content).toEqual({ 'vp.abbey': 2 });
	});

	it.each(['intro', 'gold', 'turmoil', 'progress', 'duel'] as Mode[])('a bot match of %s with a pack replays to the same hash after every step', (mode) => {
		const p = pack({ 'cost.road': { lumber: 1, brick: 1 }, 'cost.abbey': { grain: 1 }, 'vp.abbey': 1, 'strength.austin': 4, 'cost.merchantGuild': { wool: 1, brick: 1 }, 'vp.university': 2 });
		const options = withPack({ mode }, p);
		const end = playFuzzMatch(rivals, { seats: SEATS, options, seed: `pack-${mode}`, bot: builderBot, rng: rngFromSeed(`bots-${mode}`), maxActions: 4000 });
		expect(end.content).toEqual(p.values);
		expect(canonicalJson(rivals.parseOptions(options))).toBe(canonicalJson({ ok: true, value: options }));
	});

	it('a saved match with a pack replays after export and import to the same hashes; its values changed under the old hash are refused', () => {
		const p = pack({ 'cost.settlement': { lumber: 1, brick: 1, wool: 1 }, 'vp.marketplace': 1, 'commerce.brickShip': 2 });
		const sim = simulateMatch(rivalsHeadless, 0, { seed: 'pack-save', options: withPack({ mode: 'intro' }, p), seats: 2, maxActions: 3000 });
		expect(sim.finished).toBe(true);
		const saved = sim.record;
		expect((saved.options as { contentPack?: unknown }).contentPack).toEqual({ name: p.name, hash: packHash(p) });
		const imported: MatchRecord = JSON.parse(JSON.stringify(saved));
		const before = replayHashes(rivals, saved);
		const after = replayHashes(rivals, imported);
		expect(after.ok && before.ok && after.value).toEqual(before.ok && before.value);
		const tampered: MatchRecord = { ...imported, options: { ...(imported.options as object), content: { ...p.values, 'vp.marketplace': 2 } } };
		const opened = MatchRunner.open(rivals, tampered);
		expect(opened.ok).toBe(false);
	});

	it("the rules summary shows the match's center costs: the pack's, or the rules data's when there is none or it is damaged", () => {
		const costs = (options: unknown) => centerCardsOf(options).map((c) => c.cost);
		expect(costs(withPack({ mode: 'intro' }, pack({ 'cost.city': { ore: 2 } })))).toEqual([CENTER_COSTS.road, CENTER_COSTS.settlement, { ore: 2 }]);
		const builtIn = [CENTER_COSTS.road, CENTER_COSTS.settlement, CENTER_COSTS.city];
		expect(costs({ mode: 'intro' })).toEqual(builtIn);
		expect(costs({ mode: 'intro', content: { 'cost.city': { ore: 'x' } } })).toEqual(builtIn);
		expect(costs({ mode: 'intro', content: JSON.parse('{"__proto__": {"lumber": 1}}') })).toEqual(builtIn);
		expect(costs(null)).toEqual(builtIn);
	});
});

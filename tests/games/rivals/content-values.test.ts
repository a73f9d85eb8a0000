/**
 * The Rivals' pack fields beyond costs and points (issue 25, content-fields.ts): a card's name in
 * the log and the cards a view shows, a region's die number in production, the Gold Cache's
 * capacity in what a player may store on it.
 */
import { describe, expect, it } from 'vitest';
import { emptyPack, hashState, withPack, type ContentPack, type ContentValues } from '$lib/engine';
import { rivals, type RivalsState } from '$lib/games/rivals';
import { cardsOf, RIVALS_CONTENT } from '$lib/games/rivals/content';
import type { Mode } from '$lib/games/rivals/types';
import { act, actFull, card, chooseThemeStart, eventText, isLegal, mainPhase, placeExpansion, RED, region, rollAs, SEATS, setHand, setOnlyStocks, setTasks, startRegion, view } from './helpers';

const pack = (values: ContentValues): ContentPack => ({ ...emptyPack(RIVALS_CONTENT, 'Z mé krabice'), values });

/** A new match of `mode` playing `p`, both starting hands taken (options parsed as the app does). */
function startWith(p: ContentPack | null, mode: Mode = 'intro', seed = 'pack-values'): RivalsState {
	const options = rivals.parseOptions(withPack({ mode }, p));
	if (!options.ok) throw new Error(options.reason.en);
	const r = rivals.setup(SEATS, options.value, seed);
	if (!r.ok) throw new Error(r.reason.en);
	let s = r.value.state;
	if (mode !== 'intro') return chooseThemeStart(s);
	s = act(s, s.startPlayer, { t: 'startStack', stack: 0 });
	return act(s, 1 - s.startPlayer, { t: 'startStack', stack: 1 });
}

describe('card names', () => {
	const PRIORY = { cs: 'Převorství', en: 'Priory' };
	const BUILD = { t: 'buildExpansion', card: 'abbey#1', col: 1, row: -1 } as const;

	/** Red builds the Abbey (its printed cost on the regions): the events of that step. */
	function buildAbbey(p: ContentPack | null) {
		const s = mainPhase(startWith(p), RED);
		setHand(s, RED, [card('abbey')]);
		setOnlyStocks(s, RED, { [startRegion(RED, 'hills')]: 1, [startRegion(RED, 'fields')]: 1, [startRegion(RED, 'mountains')]: 1 });
		return { s, applied: actFull(s, RED, BUILD) };
	}

	it("a renamed card is named so in the log and in the match's card table (the view's cards)", () => {
		const { s, applied } = buildAbbey(pack({ 'name.abbey': PRIORY }));
		expect(eventText(applied.events)).toContain('builds Priory');
		expect(eventText(applied.events)).not.toContain('Abbey');
		expect(cardsOf(view(s, RED))('abbey#2').name).toEqual(PRIORY);
		const plain = buildAbbey(null);
		expect(eventText(plain.applied.events)).toContain('builds Abbey');
	});

	it('an empty name or one without both languages is refused', () => {
		expect(rivals.parseOptions({ mode: 'intro', content: { 'name.abbey': { cs: '', en: 'Priory' } } }).ok).toBe(false);
		expect(rivals.parseOptions({ mode: 'intro', content: { 'name.abbey': { cs: '  ', en: 'Priory' } } }).ok).toBe(false);
		expect(rivals.parseOptions({ mode: 'intro', content: { 'name.abbey': { en: 'Priory' } } }).ok).toBe(false);
		expect(rivals.parseOptions({ mode: 'intro', content: { 'name.abbey': 'Priory' } }).ok).toBe(false);
		expect(rivals.parseOptions({ mode: 'intro', content: { 'name.abbey': { cs: 'x'.repeat(61), en: 'Priory' } } }).ok).toBe(false);
		expect(rivals.parseOptions({ mode: 'intro', content: { 'name.abbey': PRIORY } }).ok).toBe(true);
	});
});

describe('region die numbers', () => {
	// The red Forest is number 2 in the built-in data; the pack makes it 4 (the red Pasture's number too).
	const FOREST = startRegion(RED, 'forest');

	function rolled(p: ContentPack | null, n: number) {
		const s = mainPhase(startWith(p), RED);
		setOnlyStocks(s, RED, {});
		return rollAs(s, RED, n, 'trade');
	}

	it('a region produces on its new number and no longer on the printed one', () => {
		const p = pack({ 'number.forest-red': 4 });
		expect(region(rolled(p, 4), RED, FOREST).stock).toBe(1);
		expect(region(rolled(p, 2), RED, FOREST).stock).toBe(0);
		expect(region(rolled(null, 2), RED, FOREST).stock).toBe(1);
		expect(region(rolled(null, 4), RED, FOREST).stock).toBe(0);
	});

	it('the log names the region with its new number', () => {
		const s = mainPhase(startWith(pack({ 'number.forest-red': 4 })), RED);
		setHand(s, RED, [card('relocation')]);
		const applied = actFull(s, RED, { t: 'playAction', card: card('relocation') });
		const after = act(applied.state, RED, { t: 'relocatePick', target: { kind: 'region', card: FOREST } });
		const swapped = actFull(after, RED, { t: 'relocatePick', target: { kind: 'region', card: startRegion(RED, 'hills') } });
		expect(eventText(swapped.events)).toContain('Forest (4)');
	});

	it('a number outside the die is refused', () => {
		for (const n of [0, 7, 2.5, '3']) expect(rivals.parseOptions({ mode: 'intro', content: { 'number.forest-red': n } }).ok, String(n)).toBe(false);
		expect(rivals.parseOptions({ mode: 'intro', content: { 'number.forest-1': 6 } }).ok).toBe(true);
	});
});

describe("the Gold Cache's capacity", () => {
	const CACHE = 'goldCache#1';
	/** Red has a Gold Cache holding `stock` gold, a full Gold Field, and is to receive 1 gold. */
	function receivingGold(p: ContentPack | null, stock: number): RivalsState {
		const s = mainPhase(startWith(p, 'gold'), RED);
		placeExpansion(s, RED, CACHE, 2, -2);
		s.players[RED].expansions.find((e) => e.card === CACHE)!.stock = stock;
		setOnlyStocks(s, RED, { [startRegion(RED, 'goldfield')]: 3 });
		return setTasks(s, [{ t: 'gain', seat: RED, count: 1, allowed: ['gold'], why: { cs: 'Zkouška', en: 'Test' } }, { t: 'main', seat: RED }]);
	}
	const GAIN = { t: 'gainOn', region: CACHE } as const;

	it('a larger capacity takes more gold: a 4th on the cache', () => {
		const s = receivingGold(pack({ 'capacity.goldCache': 4 }), 3);
		expect(isLegal(s, RED, GAIN)).toBe(true);
		expect(act(s, RED, GAIN).players[RED].expansions.find((e) => e.card === CACHE)?.stock).toBe(4);
		expect(isLegal(receivingGold(null, 3), RED, GAIN)).toBe(false);
	});

	it('a smaller capacity limits gold: 2 fill the cache', () => {
		expect(isLegal(receivingGold(pack({ 'capacity.goldCache': 2 }), 2), RED, GAIN)).toBe(false);
		expect(isLegal(receivingGold(null, 2), RED, GAIN)).toBe(true);
	});

	it('a capacity outside 1–6 is refused', () => {
		for (const n of [0, 7, -1]) expect(rivals.parseOptions({ mode: 'gold', content: { 'capacity.goldCache': n } }).ok, String(n)).toBe(false);
	});
});

describe('a match without these keys', () => {
	it('sets up exactly as before (the same hash)', () => {
		for (const mode of ['intro', 'gold', 'duel'] as Mode[]) expect(hashState(startWith(pack({}), mode))).toBe(hashState(startWith(null, mode)));
	});
});

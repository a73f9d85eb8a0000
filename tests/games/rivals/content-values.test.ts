/**
 * The Rivals' pack fields beyond costs and points (issue 25, content-fields.ts): a card's name in
 * the log and the cards a view shows, a region's die number in production, the Gold Cache's
 * capacity in what a player may store on it.
 */
import { describe, expect, it } from 'vitest';
import { emptyPack, hashState, withPack, type ContentPack, type ContentValues } from '$lib/engine';
import { rivals, type RivalsState } from '$lib/games/rivals';
import { cardDef, DRAW_CARDS, EVENT_CARDS } from '$lib/games/rivals/cards';
import { themeDrawCards, themeEventCards, themeFaceUpCards, THEME_SETS } from '$lib/games/rivals/cards-theme';
import { cardsOf, RIVALS_CONTENT } from '$lib/games/rivals/content';
import { basicDrawCards, basicEventCards, splitEvenly, themeDrawOf, themeEventsOf, themeFaceUpOf } from '$lib/games/rivals/decks';
import { duelDrawStacks } from '$lib/games/rivals/theme';
import { gudrunAmount } from '$lib/games/rivals/themes/gold';
import { victoryPoints } from '$lib/games/rivals/principality';
import { riotsGold } from '$lib/games/rivals/turmoil';
import type { Mode } from '$lib/games/rivals/types';
import { act, actFull, BLUE, card, chooseThemeStart, eventText, isLegal, legal, mainPhase, makeCity, placeExpansion, RED, region, rollAs, SEATS, setHand, setOnlyStocks, rejection, setTasks, startRegion, stockOf, view, withEventOnTop } from './helpers';

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

describe('card counts', () => {
	/** Every card of a fresh match: the draw stacks, the face-up stack and the event deck (no hands yet). */
	function setUp(p: ContentPack | null, mode: Mode) {
		const options = rivals.parseOptions(withPack({ mode }, p));
		if (!options.ok) throw new Error(options.reason.en);
		const r = rivals.setup(SEATS, options.value, 'counts');
		if (!r.ok) throw new Error(r.reason.en);
		return r.value.state;
	}
	const drawn = (s: RivalsState) => s.drawStacks.flat();

	it('with the built-in counts the decks are the data\'s lists, in their order', () => {
		expect(basicDrawCards(cardDef)).toEqual(DRAW_CARDS);
		expect(basicEventCards(cardDef)).toEqual(EVENT_CARDS);
		for (const set of THEME_SETS) {
			expect(themeDrawOf(cardDef, set)).toEqual(themeDrawCards(set));
			expect(themeFaceUpOf(cardDef, set)).toEqual(themeFaceUpCards(set));
			expect(themeEventsOf(cardDef, set)).toEqual(themeEventCards(set));
		}
		expect(splitEvenly(DRAW_CARDS, 4).map((st) => st.length)).toEqual([9, 9, 9, 9]);
		expect(splitEvenly([1, 2, 3, 4, 5], 2)).toEqual([[1, 2, 3], [4, 5]]);
	});

	it('a count changes the deck: one Abbey fewer or one more (and that copy can be built)', () => {
		expect(drawn(setUp(null, 'intro'))).toHaveLength(36);
		const fewer = setUp(pack({ 'count.abbey': 1 }), 'intro');
		expect(drawn(fewer)).toHaveLength(35);
		expect(drawn(fewer)).not.toContain('abbey#2');
		expect(fewer.drawStacks.map((st) => st.length)).toEqual([9, 9, 9, 8]);
		const more = setUp(pack({ 'count.abbey': 3 }), 'intro');
		expect(drawn(more)).toHaveLength(37);
		expect(drawn(more)).toContain('abbey#3');

		const s = mainPhase(startWith(pack({ 'count.abbey': 3 })), RED);
		setHand(s, RED, ['abbey#3']);
		setOnlyStocks(s, RED, { [startRegion(RED, 'hills')]: 1, [startRegion(RED, 'fields')]: 1, [startRegion(RED, 'mountains')]: 1 });
		const built = act(s, RED, { t: 'buildExpansion', card: 'abbey#3', col: 1, row: -1 });
		expect(built.players[RED].expansions.map((e) => e.card)).toEqual(['abbey#3']);
	});

	it('counts build the theme stacks, the face-up stack, the event deck, the Duel stacks and the centre stacks', () => {
		const gold = setUp(pack({ 'count.merchantGuild': 1, 'count.pirateShip': 3, 'count.giftForThePrince': 2 }), 'gold');
		expect(gold.faceUp).toEqual(['merchantGuild#1']);
		expect(gold.drawStacks.slice(3).map((st) => st.length)).toEqual([12, 11]);
		expect(gold.eventDeck).toHaveLength(13);
		const duel = setUp(pack({ 'count.pirateShip': 3 }), 'duel');
		expect(duelDrawStacks(cardsOf(duel))[0][1]).toContain('pirateShip#3');
		expect(drawn(duel)).toContain('pirateShip#3');
		expect(drawn(setUp(null, 'duel'))).not.toContain('pirateShip#3');
		// The Merchant Guild carries 1 crescent of 2: with 1 copy, that copy has the crescent and no Duel stack holds it.
		expect(drawn(setUp(pack({ 'count.merchantGuild': 1 }), 'duel'))).not.toContain('merchantGuild#1');
		const centre = setUp(pack({ 'count.city': 3, 'count.road': 9 }), 'intro');
		expect([centre.cities, centre.roads, centre.settlements]).toEqual([3, 9, 5]);
	});

	it('counts that leave no setup are refused with the reason; so is a count outside 0–4', () => {
		const noDraw = Object.fromEntries(DRAW_CARDS.map((c) => [`count.${c.split('#')[0]}`, 0]));
		const r = rivals.parseOptions(withPack({ mode: 'intro' }, pack(noDraw)));
		expect(r.ok ? '' : r.reason.en).toMatch(/0 draw cards; 4 stacks of 3 starting cards need at least 12/);
		// 9 draw cards make 3 stacks of 3 (a theme game) but not 4 (the introductory game).
		const nine = { ...noDraw, 'count.abbey': 2, 'count.scout': 2, 'count.caravan': 2, 'count.parishHall': 2, 'count.storehouse': 1 };
		expect(rivals.parseOptions(withPack({ mode: 'gold' }, pack(nine))).ok).toBe(true);
		expect(rivals.parseOptions(withPack({ mode: 'intro' }, pack(nine))).ok).toBe(false);
		// Yule alone with 3 other events would come up again at once after the deck is rebuilt.
		const fewEvents = { 'count.travelingMerchant': 0, 'count.yearOfPlenty': 0, 'count.feud': 0, 'count.invention': 0, 'count.fraternalFeuds': 2 };
		const e = rivals.parseOptions(withPack({ mode: 'intro' }, pack(fewEvents)));
		expect(e.ok ? '' : e.reason.en).toMatch(/3 cards besides Yule/);
		expect(rivals.parseOptions(withPack({ mode: 'gold' }, pack(fewEvents))).ok).toBe(true);
		for (const n of [-1, 5, 1.5]) expect(rivals.parseOptions({ mode: 'intro', content: { 'count.abbey': n } }).ok, String(n)).toBe(false);
		expect(rivals.parseOptions({ mode: 'intro', content: { 'count.city': 0 } }).ok).toBe(false);
	});
});

/** Moves a face-up card onto a site (as if built earlier). */
function placeFaceUp(s: RivalsState, seat: number, c: string, col: number, row: -2 | -1 | 1 | 2): RivalsState {
	s.faceUp = s.faceUp!.filter((x) => x !== c);
	s.players[seat].expansions.push({ card: c, col, row });
	return s;
}

describe('numbers in card texts', () => {
	const goldGains = (s: RivalsState, seat: number) => s.tasks.filter((t) => t.t === 'gain' && t.seat === seat && t.allowed.join() === 'gold').map((t) => (t.t === 'gain' ? t.count : 0));

	it('Toll Bridge and Pirate Ship: the gold a Plentiful Harvest brings', () => {
		const harvest = (p: ContentPack | null) => {
			const s = mainPhase(startWith(p, 'gold'), RED);
			placeExpansion(s, RED, card('tollBridge'), 1, -1);
			placeExpansion(s, RED, card('pirateShip'), 1, 1);
			setOnlyStocks(s, RED, {});
			return goldGains(rollAs(s, RED, 6, 'harvest'), RED);
		};
		expect(harvest(null)).toEqual([2, 1]);
		expect(harvest(pack({ 'gold.tollBridge': 3, 'gold.pirateShip': 2 }))).toEqual([3, 2]);
		expect(harvest(pack({ 'gold.tollBridge': 0 }))).toEqual([1]);
	});

	it('Goldsmith: the gold it costs and the resources it gives; Merchant Caravan: what it takes', () => {
		const withGold = (p: ContentPack | null, gold: number) => {
			const s = mainPhase(startWith(p), RED);
			setHand(s, RED, [card('goldsmith'), card('caravan')]);
			return setOnlyStocks(s, RED, { [startRegion(RED, 'goldfield')]: gold });
		};
		const PLAY = { t: 'playAction', card: card('goldsmith') } as const;
		expect(isLegal(withGold(null, 2), RED, PLAY)).toBe(false);
		const cheap = withGold(pack({ 'pay.goldsmith': 2, 'take.goldsmith': 3 }), 2);
		expect(isLegal(cheap, RED, PLAY)).toBe(true);
		const played = actFull(cheap, RED, PLAY);
		expect(stockOf(played.state, RED, 'gold')).toBe(0);
		expect(played.state.tasks[0]).toMatchObject({ t: 'gain', count: 3, why: { en: 'Goldsmith: take any 3 resources.' } });
		const CARAVAN = { t: 'playAction', card: card('caravan') } as const;
		expect(isLegal(withGold(null, 2), RED, CARAVAN)).toBe(true);
		expect(isLegal(withGold(pack({ 'give.caravan': 3 }), 2), RED, CARAVAN)).toBe(false);
	});

	it('Gudrun: gold per Pirate Ship; Harbor: the trade ships its victory point needs', () => {
		const s = mainPhase(startWith(pack({ 'gold.gudrun': 1, 'ships.harbor': 2 }), 'gold'), RED);
		const plain = mainPhase(startWith(null, 'gold'), RED);
		for (const x of [s, plain]) {
			placeExpansion(x, RED, card('pirateShip'), 1, -1);
			setOnlyStocks(x, BLUE, { [startRegion(BLUE, 'goldfield')]: 3 });
			setOnlyStocks(x, RED, {});
		}
		expect([gudrunAmount(s, RED), gudrunAmount(plain, RED)]).toEqual([1, 2]);
		for (const x of [s, plain]) {
			makeCity(x, RED, 1);
			placeExpansion(x, RED, card('oreShip'), 1, 1);
			placeExpansion(x, RED, card('woolShip'), 1, 2);
		}
		const before = [victoryPoints(s, RED), victoryPoints(plain, RED)];
		for (const x of [s, plain]) placeExpansion(x, RED, card('harbor'), 1, -2);
		expect([victoryPoints(s, RED) - before[0], victoryPoints(plain, RED) - before[1]]).toEqual([1, 0]);
	});

	it('Mineral Mining and Staple House: how many resources they give', () => {
		const s = mainPhase(startWith(pack({ 'take.mineralMining': 3, 'take.stapleHouse': 0 }), 'progress'), RED);
		makeCity(s, RED, 1);
		placeFaceUp(s, RED, 'university#1', 1, -2);
		setHand(s, RED, [card('mineralMining')]);
		setOnlyStocks(s, RED, {});
		expect(stockOf(act(s, RED, { t: 'playAction', card: card('mineralMining') }), RED, 'ore')).toBe(3);
		const gold = mainPhase(startWith(pack({ 'take.stapleHouse': 1 }), 'gold'), RED);
		makeCity(gold, RED, 1);
		placeFaceUp(gold, RED, 'merchantGuild#1', 1, -1);
		setHand(gold, RED, [card('stapleHouse')]);
		setOnlyStocks(gold, RED, { [startRegion(RED, 'hills')]: 2, [startRegion(RED, 'mountains')]: 2, [startRegion(RED, 'pasture')]: 1 });
		const built = act(gold, RED, { t: 'buildExpansion', card: card('stapleHouse'), col: 1, row: 2 });
		expect(built.tasks[0]).toMatchObject({ t: 'gain', count: 1 });
		expect(legal(built, RED).every((a) => a.t === 'gainOn')).toBe(true);
	});
});

describe('production boosters, Riots and the Traveling Merchant', () => {
	it("a booster's bonus: the red Fields (6) next to a Grain Mill yield 1 + the bonus", () => {
		const fields = (p: ContentPack | null) => {
			const s = mainPhase(startWith(p), RED);
			placeExpansion(s, RED, card('grainMill'), 3, -1);
			setOnlyStocks(s, RED, {});
			return region(rollAs(s, RED, 6, 'trade'), RED, startRegion(RED, 'fields')).stock;
		};
		expect([fields(null), fields(pack({ 'bonus.grainMill': 0 })), fields(pack({ 'bonus.grainMill': 2 }))]).toEqual([2, 1, 3]);
		expect(fields(pack({ 'bonus.lumberCamp': 0 }))).toBe(2);
	});

	it('Riots: the units and the gold of each payment', () => {
		const riots = (p: ContentPack | null) => {
			const s = startWith(p, 'turmoil');
			placeExpansion(s, RED, card('carlForkbeard'), 1, 1);
			const one = riotsGold(s, s.players[RED]);
			placeExpansion(s, RED, card('heinrich'), 1, -1);
			return [one, riotsGold(s, s.players[RED])];
		};
		expect(riots(null)).toEqual([1, 1]);
		expect(riots(pack({ 'units.riots': 1, 'gold.riots': 2, 'moreGold.riots': 3 }))).toEqual([2, 3]);
	});

	it('Traveling Merchant: how many resources and their price', () => {
		const drawn = (p: ContentPack | null, gold: number) => {
			const s = mainPhase(startWith(p), RED);
			withEventOnTop(s, 'travelingMerchant#1');
			for (const seat of [RED, BLUE]) setOnlyStocks(s, seat, { [startRegion(seat, 'goldfield')]: gold });
			return rollAs(s, RED, 3, 'event');
		};
		const plain = drawn(null, 1);
		expect(plain.tasks[0]).toMatchObject({ t: 'merchantBuy', left: 2 });
		const dear = drawn(pack({ 'buy.travelingMerchant': 3, 'price.travelingMerchant': 2 }), 2);
		expect(dear.tasks[0]).toMatchObject({ t: 'merchantBuy', left: 3 });
		const seat = (dear.tasks[0] as { seat: number }).seat;
		const bought = act(dear, seat, { t: 'buyWithGold' });
		expect(stockOf(bought, seat, 'gold')).toBe(0);
		// With 1 gold and a price of 2 nobody can buy: the event asks nobody.
		expect(drawn(pack({ 'price.travelingMerchant': 2 }), 1).tasks.some((t) => t.t === 'merchantBuy')).toBe(false);
	});
});

describe('numbers in requirements', () => {
	it("the Merchant's commerce points and the Parliament's progress points", () => {
		const merchant = (p: ContentPack | null) => {
			const s = mainPhase(startWith(p, 'gold'), RED);
			placeExpansion(s, RED, card('brickShip'), 1, -1);
			placeExpansion(s, RED, card('marketplace'), 1, 1);
			setHand(s, RED, [card('merchant')]);
			return s;
		};
		const PLAY = { t: 'playAction', card: card('merchant') } as const;
		expect(rejection(merchant(null), RED, PLAY)).toMatch(/at least 3 commerce points/);
		expect(isLegal(merchant(pack({ 'need.merchant': 2 })), RED, PLAY)).toBe(true);
		expect(rejection(merchant(pack({ 'need.merchant': 5 })), RED, PLAY)).toMatch(/at least 5 commerce points/);

		const parliament = (p: ContentPack | null) => {
			const s = mainPhase(startWith(p, 'progress'), RED);
			makeCity(s, RED, 1);
			placeExpansion(s, RED, card('abbey'), 1, -1);
			setHand(s, RED, [card('parliament')]);
			setOnlyStocks(s, RED, { [startRegion(RED, 'forest')]: 3, [startRegion(RED, 'hills')]: 2, [startRegion(RED, 'pasture')]: 2 });
			return s;
		};
		const BUILD = { t: 'buildExpansion', card: card('parliament'), col: 1, row: 2 } as const;
		expect(rejection(parliament(null), RED, BUILD)).toMatch(/at least 2 progress points/);
		expect(isLegal(parliament(pack({ 'need.parliament': 1 })), RED, BUILD)).toBe(true);
	});
});

describe('a match without these keys', () => {
	it('sets up exactly as before (the same hash)', () => {
		for (const mode of ['intro', 'gold', 'duel'] as Mode[]) expect(hashState(startWith(pack({}), mode))).toBe(hashState(startWith(null, mode)));
	});
});

/**
 * The Era of Gold (spec §3.3, §5.6-5.11, §9.3-9.4, §10 E10-E14, E16, E18, D3, D5, D10):
 * worked examples, derived vectors and rejection reasons, through the public API.
 */
import { describe, expect, it } from 'vitest';
import { rivals, type RivalsState } from '$lib/games/rivals';
import { cardDef } from '$lib/games/rivals/cards';
import {
	act,
	BLUE,
	card,
	chooseThemeStart,
	clone,
	isLegal,
	legal,
	mainPhase,
	makeCity,
	placeExpansion,
	RED,
	rejection,
	resolveWhile,
	rngForDice,
	rollAs,
	SEATS,
	setHand,
	setOnlyStocks,
	startRegion,
	stockOf,
	view,
	preRoll,
	start
} from './helpers';

const startGold = (seed = 'gold-examples'): RivalsState => start(seed, 'gold');

/** Both starting hands chosen (first 3 cards of basic stacks 0 and 1), regions not rearranged. */
function preparedGold(seed = 'gold-examples'): RivalsState {
	return chooseThemeStart(startGold(seed));
}

/** Moves a face-up card out of the face-up stack onto a site (as if built earlier). */
function placeFaceUp(s: RivalsState, seat: number, c: string, col: number, row: -2 | -1 | 1 | 2): RivalsState {
	s.faceUp = s.faceUp!.filter((x) => x !== c);
	s.players[seat].expansions.push({ card: c, col, row });
	return s;
}

describe('Era of Gold setup (E10, E11)', () => {
	it('E10: the event deck is the 9 basic + 3 Gold events, Yule 4th from the bottom', () => {
		const s = startGold();
		expect(s.eventDeck).toHaveLength(12);
		expect(s.eventDeck[s.eventDeck.length - 4]).toBe('yule#1');
		for (const c of ['giftForThePrince#1', 'travelingMerchantGold#1', 'tradeShipsRaceGold#1']) expect(s.eventDeck).toContain(c);
		expect(s.target).toBe(12);
	});

	it('E11: 3 basic stacks of 12, 2 Gold stacks of 11, the face-up stack holds both Merchant Guilds', () => {
		const s = startGold();
		expect(s.drawStacks.map((st) => st.length)).toEqual([12, 12, 12, 11, 11]);
		expect(s.stackSets).toEqual(['basic', 'basic', 'basic', 'gold', 'gold']);
		for (let i = 0; i < 5; i++) for (const c of s.drawStacks[i]) expect(cardDef(c).set ?? 'basic').toBe(s.stackSets![i]);
		expect(s.faceUp).toEqual(['merchantGuild#1', 'merchantGuild#2']);
		const v = view(s, null);
		expect(v.faceUp).toEqual(['merchantGuild#1', 'merchantGuild#2']);
		expect(v.stackSets).toEqual(s.stackSets);
	});

	it('the mode is offered with provisional card values', () => {
		const mode = rivals.modes.find((m) => m.id === 'gold');
		expect(mode?.provisional).toBe(true);
		expect(rivals.parseOptions({ mode: 'gold' }).ok).toBe(true);
	});
});

describe('Starting hands are chosen (E12) and regions rearranged (E13)', () => {
	it('E12: the seat looks through one basic stack, takes 3 cards, the rest keeps its order; only it sees the stack', () => {
		let s = startGold();
		const seat = s.startPlayer;
		expect(rejection(s, seat, { t: 'startStack', stack: 3 })).toMatch(/basic-set stack/);
		s = act(s, seat, { t: 'startStack', stack: 2 });
		const stack = [...s.drawStacks[2]];
		expect(view(s, seat).task).toMatchObject({ t: 'startPick', cards: stack });
		expect(view(s, 1 - seat).task).toMatchObject({ t: 'startPick', cards: null });
		const picks = [stack[7], stack[2], stack[10]];
		for (const c of picks) s = act(s, seat, { t: 'searchTake', card: c });
		expect(s.players[seat].hand).toEqual(picks);
		expect(s.drawStacks[2]).toEqual(stack.filter((c) => !picks.includes(c)));
		// The second player may choose the same basic stack [inferred].
		expect(isLegal(s, 1 - seat, { t: 'startStack', stack: 2 })).toBe(true);
	});

	it('E13: rearranging puts the Pasture outside; the regions keep their resources; Weaver’s Shop then boosts both Pastures', () => {
		let s = startGold();
		s = act(s, s.startPlayer, { t: 'startStack', stack: 0 });
		for (let i = 0; i < 3; i++) s = act(s, s.startPlayer, { t: 'searchTake', card: s.drawStacks[0][0] });
		s = act(s, 1 - s.startPlayer, { t: 'startStack', stack: 1 });
		for (let i = 0; i < 3; i++) s = act(s, 1 - s.startPlayer, { t: 'searchTake', card: s.drawStacks[1][0] });
		// Red's turn to rearrange (red decides first or second; run until red's arrange).
		if ((s.tasks[0] as { seat: number }).seat !== RED) s = act(s, BLUE, { t: 'choose', option: 'done' });
		const pasture = startRegion(RED, 'pasture');
		const mountains = startRegion(RED, 'mountains');
		s.players[RED].regions.find((r) => r.card === pasture)!.stock = 2;
		s = act(s, RED, { t: 'relocatePick', target: { kind: 'region', card: pasture } });
		s = act(s, RED, { t: 'relocatePick', target: { kind: 'region', card: mountains } });
		const p = s.players[RED].regions.find((r) => r.card === pasture)!;
		expect([p.row, p.col, p.stock]).toEqual([1, 4, 2]);
		expect(s.players[RED].regions.find((r) => r.card === mountains)).toMatchObject({ row: 1, col: 2, stock: 1 });
		s = act(s, RED, { t: 'choose', option: 'done' });
		// Later: a road (0,4), a settlement (0,5) with a second Pasture below at (+1,6), Weaver's Shop at (+1,5).
		s.players[RED].centers.push({ kind: 'road', col: 4 }, { kind: 'settlement', col: 5 });
		s.regionStack = s.regionStack.filter((c) => c !== 'pasture-1' && c !== 'forest-1');
		s.players[RED].regions.push({ card: 'forest-1', row: -1, col: 6, stock: 0 }, { card: 'pasture-1', row: 1, col: 6, stock: 0 });
		placeExpansion(s, RED, card('weaversShop'), 5, 1);
		setOnlyStocks(s, RED, {});
		const t = rollAs(s, RED, 4, 'trade'); // red Pasture 4 (start); pasture-1 is a 6
		expect(t.players[RED].regions.find((r) => r.card === pasture)!.stock).toBe(2);
		const u = rollAs(s, RED, 6, 'trade');
		expect(u.players[RED].regions.find((r) => r.card === 'pasture-1')!.stock).toBe(2);
	});
});

describe('Requirements, sites and limits', () => {
	it('E14: without a Merchant Guild neither Trade Master nor Staple House; after building the Guild both are legal', () => {
		let s = preparedGold();
		mainPhase(s, RED);
		makeCity(s, RED, 1);
		setHand(s, RED, [card('tradeMaster'), card('stapleHouse')]);
		setOnlyStocks(s, RED, { [startRegion(RED, 'hills')]: 3, [startRegion(RED, 'pasture')]: 3, [startRegion(RED, 'fields')]: 3, [startRegion(RED, 'mountains')]: 3 });
		setOnlyStocks(s, BLUE, { [startRegion(BLUE, 'forest')]: 2 });
		expect(rejection(s, RED, { t: 'playAction', card: card('tradeMaster') })).toMatch(/Merchant Guild/);
		expect(rejection(s, RED, { t: 'buildExpansion', card: card('stapleHouse'), col: 1, row: -2 })).toMatch(/Merchant Guild/);
		// Build the Guild from the face-up stack (2B 2W 1G) onto a city site.
		s = act(s, RED, { t: 'buildExpansion', card: 'merchantGuild#1', col: 1, row: -1 });
		s = resolveWhile(s, 'pay', (l) => l[0]);
		expect(s.faceUp).toEqual(['merchantGuild#2']);
		expect(isLegal(s, RED, { t: 'playAction', card: card('tradeMaster') })).toBe(true);
		// Staple House: the requirement is met now; only resources are missing.
		expect(rejection(s, RED, { t: 'buildExpansion', card: card('stapleHouse'), col: 1, row: 1 })).toMatch(/Not enough resources/);
		// "1x": the second Guild cannot be built.
		expect(rejection(s, RED, { t: 'buildExpansion', card: 'merchantGuild#2', col: 1, row: 1 })).toMatch(/1x/);
	});

	it('city expansions only at a city, the Gold Cache only above/below an outer region', () => {
		const s = preparedGold();
		mainPhase(s, RED);
		setHand(s, RED, [card('mint'), card('goldCache')]);
		placeExpansion(s, RED, card('austin'), 3, -1); // a hero with strength for the Gold Cache
		setOnlyStocks(s, RED, { [startRegion(RED, 'forest')]: 3, [startRegion(RED, 'pasture')]: 3, [startRegion(RED, 'mountains')]: 3, [startRegion(RED, 'hills')]: 3 });
		expect(rejection(s, RED, { t: 'buildExpansion', card: card('mint'), col: 1, row: -1 })).toMatch(/city expansion goes only/);
		expect(rejection(s, RED, { t: 'buildExpansion', card: card('goldCache'), col: 1, row: -1 })).toMatch(/region expansion goes/);
		expect(isLegal(s, RED, { t: 'buildExpansion', card: card('goldCache'), col: 0, row: -2 })).toBe(true);
		expect(isLegal(s, RED, { t: 'buildExpansion', card: card('goldCache'), col: 4, row: 2 })).toBe(true);
		const noHero = clone(s);
		noHero.players[RED].expansions = [];
		expect(rejection(noHero, RED, { t: 'buildExpansion', card: card('goldCache'), col: 0, row: -2 })).toMatch(/hero with at least 1 strength/);
	});

	it('E16: Staple House cannot be built with its cost minus 1; built in full it gives 2 resources after payment', () => {
		let s = preparedGold();
		mainPhase(s, RED);
		makeCity(s, RED, 1);
		placeFaceUp(s, RED, 'merchantGuild#1', 1, -2);
		setHand(s, RED, [card('stapleHouse')]);
		// Cost 2B 2O 1W: only 1 ore.
		setOnlyStocks(s, RED, { [startRegion(RED, 'hills')]: 2, [startRegion(RED, 'mountains')]: 1, [startRegion(RED, 'pasture')]: 1 });
		expect(rejection(s, RED, { t: 'buildExpansion', card: card('stapleHouse'), col: 1, row: 2 })).toMatch(/lack 1 ore/);
		s.players[RED].regions.find((r) => r.card === startRegion(RED, 'mountains'))!.stock = 2;
		s = act(s, RED, { t: 'buildExpansion', card: card('stapleHouse'), col: 1, row: 2 });
		expect(s.tasks[0]).toMatchObject({ t: 'gain', seat: RED, count: 2 });
		expect(stockOf(s, RED, 'ore') + stockOf(s, RED, 'brick') + stockOf(s, RED, 'wool')).toBe(0);
	});
});

describe('Mint, Harbor, Gold Cache, Pirate Ship, demolition, matching backs', () => {
	it('E18: with both Mints two 1-gold exchanges this turn, a third is illegal', () => {
		let s = preparedGold();
		mainPhase(s, RED);
		makeCity(s, RED, 1);
		placeExpansion(s, RED, card('mint', 1), 1, -2);
		placeExpansion(s, RED, card('mint', 2), 1, 2);
		setOnlyStocks(s, RED, { [startRegion(RED, 'goldfield')]: 3 });
		s = act(s, RED, { t: 'trade', give: 'gold', get: 'ore', via: 'mint', ship: card('mint', 1) });
		expect(rejection(s, RED, { t: 'trade', give: 'gold', get: 'ore', via: 'mint', ship: card('mint', 1) })).toMatch(/used this Mint/);
		s = act(s, RED, { t: 'trade', give: 'gold', get: 'wool', via: 'mint', ship: card('mint', 2) });
		expect(stockOf(s, RED, 'gold')).toBe(1);
		expect(legal(s, RED).some((a) => a.t === 'trade' && a.via === 'mint')).toBe(false);
		expect(rejection(s, RED, { t: 'trade', give: 'ore', get: 'wool', via: 'mint', ship: card('mint', 2) })).toMatch(/used this Mint/);
	});

	it('Harbor: +1 VP only while its owner has at least 3 trade ships; Trading Base adds commerce', () => {
		const s = preparedGold();
		makeCity(s, RED, 1);
		placeExpansion(s, RED, card('harbor'), 1, -2);
		placeExpansion(s, RED, card('oreShip'), 1, -1);
		placeExpansion(s, RED, card('woolShip'), 1, 1);
		const base = view(s, RED).players[RED].vp;
		placeExpansion(s, RED, card('brickShip'), 3, -1);
		expect(view(s, RED).players[RED].vp).toBe(base + 1); // Harbor VP (the trade token was red's already)
		expect(view(s, RED).players[RED].commerce).toBe(4);
		placeExpansion(s, RED, card('tradingBase'), 1, 2);
		expect(view(s, RED).players[RED].commerce).toBe(4 + 1 + 1); // its own point + 1 for Harbor
	});

	it('Gold Cache stores gold that Brigand Attack neither counts nor takes', () => {
		let s = preparedGold();
		placeExpansion(s, RED, card('goldCache'), 2, -2);
		s.players[RED].expansions.find((e) => e.card === card('goldCache'))!.stock = 3;
		setOnlyStocks(s, RED, { [startRegion(RED, 'forest')]: 3, [startRegion(RED, 'fields')]: 3, [startRegion(RED, 'pasture')]: 1 });
		s = rollAs(s, BLUE, 3, 'brigand'); // 7 on regions (not more than 7): nothing lost
		expect(s.players[RED].expansions.find((e) => e.card === card('goldCache'))!.stock).toBe(3);
		expect(stockOf(s, RED, 'wool')).toBe(1);
		expect(view(s, RED).players[RED].expansions.find((e) => e.card === card('goldCache'))?.stock).toBe(3);
	});

	it('Pirate Ship: when built the opponent discards a trade ship of their choice; +1 gold on Plentiful Harvest', () => {
		let s = preparedGold();
		mainPhase(s, RED);
		placeExpansion(s, BLUE, card('oreShip'), 1, -1);
		placeExpansion(s, BLUE, card('woolShip'), 3, 1);
		setHand(s, RED, [card('pirateShip')]);
		setOnlyStocks(s, RED, { [startRegion(RED, 'forest')]: 1, [startRegion(RED, 'pasture')]: 1 });
		s = act(s, RED, { t: 'buildExpansion', card: card('pirateShip'), col: 1, row: -1 });
		expect(s.tasks[0]).toMatchObject({ t: 'loseShip', seat: BLUE });
		expect(rejection(s, BLUE, { t: 'pickExpansion', card: card('pirateShip') })).toMatch(/trade ships/);
		s = act(s, BLUE, { t: 'pickExpansion', card: card('woolShip') });
		expect(s.players[BLUE].expansions.map((e) => e.card)).toEqual([card('oreShip')]);
		expect(s.discard.at(-1)).toBe(card('woolShip'));
		s = rollAs(s, RED, 3, 'harvest');
		expect(s.tasks.some((t) => t.t === 'gain' && t.seat === RED && t.allowed.length === 1 && t.allowed[0] === 'gold')).toBe(true);
	});

	it('demolition: free in the action phase; a face-up card goes back to the face-up stack; not in the intro game', () => {
		let s = preparedGold();
		mainPhase(s, RED);
		makeCity(s, RED, 1);
		placeFaceUp(s, RED, 'merchantGuild#1', 1, -2);
		placeExpansion(s, RED, card('austin'), 3, 1);
		s = act(s, RED, { t: 'demolish', card: 'merchantGuild#1' });
		expect(s.faceUp).toContain('merchantGuild#1');
		s = act(s, RED, { t: 'demolish', card: card('austin') });
		expect(s.discard.at(-1)).toBe(card('austin'));
		expect(rejection(s, RED, { t: 'demolish', card: card('austin') })).toMatch(/own buildings and units/);
		const intro = rivals.setup(SEATS, { mode: 'intro' }, 'x');
		if (!intro.ok) throw new Error();
		const i = mainPhase(clone(intro.value.state), RED);
		i.players[RED].expansions.push({ card: 'abbey#1', col: 1, row: -1 });
		i.drawStacks = i.drawStacks.map((st) => st.filter((c) => c !== 'abbey#1'));
		i.players.forEach((p) => (p.hand = p.hand.filter((c) => c !== 'abbey#1')));
		expect(rejection(i, RED, { t: 'demolish', card: 'abbey#1' })).toMatch(/not part of the introductory game/);
	});

	it('cards go under stacks only with a matching back', () => {
		let s = preparedGold();
		s.active = RED;
		setHand(s, RED, [card('mint'), card('abbey'), card('austin'), card('tollBridge')]);
		s.tasks = [{ t: 'replenish', seat: RED }, { t: 'endTurn', seat: RED }];
		expect(rejection(s, RED, { t: 'putUnder', card: card('mint'), stack: 0 })).toMatch(/same back/);
		expect(rejection(s, RED, { t: 'putUnder', card: card('abbey'), stack: 3 })).toMatch(/same back/);
		s = act(s, RED, { t: 'putUnder', card: card('mint'), stack: 4 });
		expect(s.drawStacks[4].at(-1)).toBe(card('mint'));
	});
});

describe('Era of Gold action cards', () => {
	it('D10: Gudrun with 2 Pirate Ships and room for 3 gold: the victim with 2 gold gives 2, with 5 gold gives 3', () => {
		const base = preparedGold();
		mainPhase(base, RED);
		placeExpansion(base, RED, card('pirateShip', 1), 1, -1);
		placeExpansion(base, RED, card('pirateShip', 2), 1, 1);
		setHand(base, RED, [card('gudrun')]);
		setOnlyStocks(base, RED, {}); // Gold Field empty: room for 3
		let s = clone(base);
		addGold(s, BLUE, 2);
		s = act(s, RED, { t: 'playAction', card: card('gudrun') });
		s = resolveWhile(s, 'give', (l) => l[0]);
		s = resolveWhile(s, 'gain', (l) => l[0]);
		s = resolveWhile(s, 'give', (l) => l[0]);
		expect(stockOf(s, RED, 'gold')).toBe(2);
		expect(stockOf(s, BLUE, 'gold')).toBe(0);
		let t = clone(base);
		addGold(t, BLUE, 5);
		t = act(t, RED, { t: 'playAction', card: card('gudrun') });
		for (let g = 0; g < 10 && t.tasks[0].t !== 'main'; g++) t = act(t, (t.tasks[0] as { seat: number }).seat, legal(t, (t.tasks[0] as { seat: number }).seat)[0]);
		expect(stockOf(t, RED, 'gold')).toBe(3);
		expect(stockOf(t, BLUE, 'gold')).toBe(2);
		// Not playable when the opponent has no gold.
		const u = clone(base);
		expect(rejection(u, RED, { t: 'playAction', card: card('gudrun') })).toMatch(/no gold/);
	});

	it('Merchant: requires a city or 3 commerce; name 2, the victim chooses regions, then give 1 back', () => {
		let s = preparedGold();
		mainPhase(s, RED);
		setHand(s, RED, [card('merchant')]);
		setOnlyStocks(s, BLUE, { [startRegion(BLUE, 'mountains')]: 2, [startRegion(BLUE, 'forest')]: 1 });
		setOnlyStocks(s, RED, { [startRegion(RED, 'forest')]: 1 });
		expect(rejection(s, RED, { t: 'playAction', card: card('merchant') })).toMatch(/city or at least 3 commerce/);
		makeCity(s, RED, 1);
		s = act(s, RED, { t: 'playAction', card: card('merchant') });
		expect(rejection(s, RED, { t: 'takeType', res: 'grain' })).toMatch(/does not have/);
		expect(rejection(s, RED, { t: 'choose', option: 'done' })).toMatch(/at least 1/);
		s = act(s, RED, { t: 'takeType', res: 'ore' });
		s = act(s, RED, { t: 'takeType', res: 'ore' });
		for (let g = 0; g < 10 && s.tasks[0].t !== 'giveAny'; g++) s = act(s, (s.tasks[0] as { seat: number }).seat, legal(s, (s.tasks[0] as { seat: number }).seat)[0]);
		expect(stockOf(s, RED, 'ore')).toBe(2);
		s = act(s, RED, { t: 'giveFrom', region: startRegion(RED, 'mountains') });
		for (let g = 0; g < 5 && s.tasks[0].t !== 'main'; g++) s = act(s, (s.tasks[0] as { seat: number }).seat, legal(s, (s.tasks[0] as { seat: number }).seat)[0]);
		expect(stockOf(s, RED, 'ore')).toBe(1);
		expect(stockOf(s, BLUE, 'ore')).toBe(1);
		expect(view(s, RED).task?.t).toBe('main');
	});

	it('Brigands: needs the strength token; the victim gives one type, as much as one of your regions can hold', () => {
		let s = preparedGold();
		mainPhase(s, RED);
		setHand(s, RED, [card('brigandsGold')]);
		expect(rejection(s, RED, { t: 'playAction', card: card('brigandsGold') })).toMatch(/strength token/);
		placeExpansion(s, RED, card('candamir'), 1, -1); // strength 4 → token
		s.tokens.strength = RED;
		setOnlyStocks(s, BLUE, { [startRegion(BLUE, 'hills')]: 3, [startRegion(BLUE, 'fields')]: 1, [startRegion(BLUE, 'mountains')]: 1 });
		setOnlyStocks(s, RED, { [startRegion(RED, 'hills')]: 1, [startRegion(RED, 'mountains')]: 3 });
		s = act(s, RED, { t: 'playAction', card: card('brigandsGold') });
		expect(rejection(s, RED, { t: 'takeType', res: 'ore' })).toMatch(/could not give/);
		s = act(s, RED, { t: 'takeType', res: 'brick' });
		for (let g = 0; g < 10 && s.tasks[0].t !== 'main'; g++) s = act(s, (s.tasks[0] as { seat: number }).seat, legal(s, (s.tasks[0] as { seat: number }).seat)[0]);
		expect(stockOf(s, RED, 'brick')).toBe(3);
		expect(stockOf(s, BLUE, 'brick')).toBe(1);
	});

	it('D3: Reiner before rolling: the event die shows Celebration and the Reiner player gets 1 more even without the skill lead; not in the action phase', () => {
		let s = preparedGold();
		placeExpansion(s, RED, card('siglind'), 1, -1); // red skill 3
		setHand(s, BLUE, [card('reiner')]);
		preRoll(s, BLUE);
		s = act(s, BLUE, { t: 'playAction', card: card('reiner') });
		expect(s.tasks[0]).toMatchObject({ t: 'preRoll', reiner: true });
		s.rng = rngForDice(2, 'brigand'); // the production die is rolled; the event die is not
		s = act(s, BLUE, { t: 'roll' });
		expect(s.dice.event).toBe('celebration');
		const gains = s.tasks.filter((t) => t.t === 'gain').map((t) => (t as { seat: number }).seat);
		expect(gains.sort()).toEqual([RED, BLUE].sort());
		const m = mainPhase(preparedGold(), BLUE);
		setHand(m, BLUE, [card('reiner')]);
		expect(rejection(m, BLUE, { t: 'playAction', card: card('reiner') })).toMatch(/only before rolling/);
	});

	it('Moneylender: on the Trade face the trade-token owner takes 2 storable resources of their choice', () => {
		let s = preparedGold();
		makeCity(s, RED, 1);
		placeExpansion(s, RED, card('moneylender'), 1, -2);
		for (const [c, col, row] of [['oreShip', 3, -1], ['woolShip', 3, 1], ['brickShip', 1, -1]] as const) placeExpansion(s, RED, card(c), col, row);
		setOnlyStocks(s, BLUE, { [startRegion(BLUE, 'fields')]: 2, [startRegion(BLUE, 'hills')]: 1 });
		setOnlyStocks(s, RED, { [startRegion(RED, 'fields')]: 2 }); // room for 1 grain only
		s = rollAs(s, BLUE, 1, 'trade'); // red Gold Field(1), blue Pasture(1)
		expect(s.tasks[0]).toMatchObject({ t: 'nameTypes', seat: RED, left: 2 });
		s = act(s, RED, { t: 'takeType', res: 'grain' });
		expect(rejection(s, RED, { t: 'takeType', res: 'grain' })).toMatch(/no room/);
		s = act(s, RED, { t: 'takeType', res: 'brick' });
		for (let g = 0; g < 10 && s.tasks[0].t !== 'main'; g++) s = act(s, (s.tasks[0] as { seat: number }).seat, legal(s, (s.tasks[0] as { seat: number }).seat)[0]);
		expect(stockOf(s, RED, 'grain')).toBe(3);
		expect(stockOf(s, RED, 'brick')).toBe(1);
		expect(stockOf(s, BLUE, 'grain') + stockOf(s, BLUE, 'brick')).toBe(1);
	});
});

describe('Winning at 12 (D5)', () => {
	it('D5: blue reaches 12 during red’s turn (red demolishes a hero) and wins before rolling', () => {
		let s = preparedGold();
		mainPhase(s, RED);
		// Blue: 4 cities (8) + 1 settlement… build 11 VP: 3 cities, 2 settlements = 8; 3 VP city expansions = 11.
		const b = s.players[BLUE];
		b.centers.push({ kind: 'road', col: 4 }, { kind: 'settlement', col: 5 }, { kind: 'road', col: 0 }, { kind: 'settlement', col: -1 });
		makeCity(s, BLUE, 1);
		makeCity(s, BLUE, 3);
		makeCity(s, BLUE, 5);
		placeExpansion(s, BLUE, card('mint', 1), 1, -2);
		placeExpansion(s, BLUE, card('mint', 2), 3, -2);
		placeExpansion(s, BLUE, card('saltSilo'), 5, -2);
		placeExpansion(s, BLUE, card('moneylender'), 5, 2);
		placeExpansion(s, BLUE, card('harald'), 1, -1);
		placeExpansion(s, BLUE, card('austin'), 3, -1); // blue strength 3
		placeExpansion(s, RED, card('candamir'), 1, -1); // red strength 4
		expect(view(s, RED).players[BLUE].vp).toBe(11);
		s = act(s, RED, { t: 'demolish', card: card('candamir') });
		expect(view(s, RED).players[BLUE].vp).toBe(12);
		s = act(s, RED, { t: 'endTurn' });
		for (let g = 0; g < 20 && s.winner === null; g++) {
			const seat = (s.tasks[0] as { seat: number }).seat;
			const l = legal(s, seat);
			s = act(s, seat, l.find((a) => a.t === 'skipExchange') ?? l[0]);
		}
		expect(s.winner).toBe(BLUE);
		expect(s.dice.production).toBeNull();
		expect(rivals.result(s)?.scores[BLUE]).toBe(12);
	});
});

function addGold(s: RivalsState, seat: number, n: number): void {
	const gf = s.players[seat].regions.find((r) => r.card === startRegion(seat, 'goldfield'))!;
	gf.stock = Math.min(3, n);
	if (n > 3) {
		s.regionStack = s.regionStack.filter((c) => c !== 'goldfield-1');
		s.players[seat].regions.push({ card: 'goldfield-1', row: -1, col: 6, stock: n - 3 });
	}
}

describe('Gold Cache pays like a region', () => {
	it('searching a stack on the exchange can be paid from the Gold Cache alone', () => {
		let s = preparedGold();
		mainPhase(s, RED);
		makeCity(s, RED, 3);
		placeExpansion(s, RED, card('goldCache'), 2, -2);
		s.players[RED].expansions.find((e) => e.card === card('goldCache'))!.stock = 2;
		setOnlyStocks(s, RED, {});
		s.tasks = [{ t: 'exchangeTake', seat: RED }, { t: 'endTurn', seat: RED }];
		s = act(s, RED, { t: 'search', stack: 0 });
		// 2 gold from the cache (forced: the only store), then the pick.
		expect(s.players[RED].expansions.find((e) => e.card === card('goldCache'))!.stock).toBe(0);
		expect(s.tasks[0]).toMatchObject({ t: 'searchPick', seat: RED });
	});
});

/**
 * The Era of Progress (spec §3.3, §9.7-9.9, §10 D6, D11; seed L1295-1413): card effects, requirements,
 * the Town Hall / Parish Hall pair and Plague, through the public API (rivals.apply / legalActions /
 * view). Cards of other sets (Gold Cache, Hedge Tavern, Arsonist, Archer, Drill Ground, Tithe Barn,
 * Riots) are put straight into the test state where a rule needs them: they are not part of a
 * Progress game's stacks, so they are added, not moved.
 */
import { describe, expect, it } from 'vitest';
import { rivals, type RivalsState } from '$lib/games/rivals';
import type { Resource } from '$lib/games/rivals/cards';
import {
	act,
	actFull,
	addSettlementWithRegions,
	BLUE,
	card,
	chooseThemeStart,
	clone,
	eventText,
	isLegal,
	legal,
	mainPhase,
	makeCity,
	placeExpansion,
	RED,
	region,
	rejection,
	rngForDice,
	rollAs,
	SEATS,
	setHand,
	setOnlyStocks,
	setStocks,
	startRegion,
	stockOf,
	view,
	withEventOnTop,
	start
} from './helpers';

const startProgress = (seed = 'progress-examples'): RivalsState => start(seed, 'progress');

/** Both starting hands chosen (first 3 cards of basic stacks 0 and 1), regions not rearranged. */
const preparedProgress = (seed = 'progress-examples') => chooseThemeStart(startProgress(seed));

/** Moves a face-up card (University) out of the face-up stack onto a site (as if built earlier). */
function placeFaceUp(s: RivalsState, seat: number, c: string, col: number, row: -2 | -1 | 1 | 2): RivalsState {
	s.faceUp = s.faceUp!.filter((x) => x !== c);
	s.players[seat].expansions.push({ card: c, col, row });
	return s;
}

/** Adds a card of another theme set (not in this game) to a principality. */
function addForeign(s: RivalsState, seat: number, c: string, col: number, row: -2 | -1 | 1 | 2, stock?: number): RivalsState {
	s.players[seat].expansions.push({ card: c, col, row, ...(stock === undefined ? {} : { stock }) });
	return s;
}

/** Moves cards (from the stacks or hands) onto the discard pile, last one on top. */
function toDiscard(s: RivalsState, cards: string[]): RivalsState {
	for (const c of cards) {
		for (const st of s.drawStacks) if (st.includes(c)) st.splice(st.indexOf(c), 1);
		for (const p of s.players) if (p.hand.includes(c)) p.hand.splice(p.hand.indexOf(c), 1);
		s.discard.push(c);
	}
	return s;
}

/** Moves a draw card to the top of draw stack `stack`. */
function toStackTop(s: RivalsState, c: string, stack: number): RivalsState {
	for (const st of s.drawStacks) if (st.includes(c)) st.splice(st.indexOf(c), 1);
	for (const p of s.players) if (p.hand.includes(c)) p.hand.splice(p.hand.indexOf(c), 1);
	if (s.discard.includes(c)) s.discard.splice(s.discard.indexOf(c), 1);
	s.drawStacks[stack].unshift(c);
	return s;
}

const R = (type: string) => startRegion(RED, type);
const B = (type: string) => startRegion(BLUE, type);
const stockAt = (s: RivalsState, seat: number, c: string) => region(s, seat, c).stock;
const cardsOf = (s: RivalsState, seat: number) => s.players[seat].expansions.map((e) => e.card);
const siteOf = (s: RivalsState, seat: number, c: string) => {
	const e = s.players[seat].expansions.find((x) => x.card === c);
	return e ? { col: e.col, row: e.row } : null;
};
const progressStack = (s: RivalsState) => s.stackSets!.indexOf('progress');

/** Like rollAs (real roll with controlled dice), but returns the whole step (state and events). */
function rollFull(s: RivalsState, seat: number, production: number, face: 'event' | 'harvest' = 'event') {
	const t = clone(s);
	t.active = seat;
	t.dice = { production: null, event: null };
	t.tasks = [{ t: 'preRoll', seat }];
	t.rng = rngForDice(production, face);
	return actFull(t, seat, { t: 'roll' });
}

/** Lets whoever must store a gain put it on the first legal region. */
function gainAll(s: RivalsState): RivalsState {
	for (let g = 0; g < 20 && s.tasks[0]?.t === 'gain'; g++) {
		const seat = (s.tasks[0] as { seat: number }).seat;
		s = act(s, seat, legal(s, seat)[0]);
	}
	return s;
}

const ALL_STOCKS = (seat: number, n: number) =>
	Object.fromEntries(['forest', 'goldfield', 'fields', 'hills', 'pasture', 'mountains'].map((t) => [startRegion(seat, t), n]));

// Start layout (both colours): top row forest (col 0), goldfield (2), fields (4); bottom row hills (0),
// pasture (2), mountains (4); settlements at columns 1 and 3. Red numbers: forest 2, goldfield 1,
// fields 6, hills 3, pasture 4, mountains 5; blue: forest 3, goldfield 4, fields 5, hills 2, pasture 1,
// mountains 6.

describe('Era of Progress setup', () => {
	it('the mode is offered (provisional); 2 Universities face up; target 12; 2 Progress stacks of 12; 14 events', () => {
		expect(rivals.modes.find((m) => m.id === 'progress')?.provisional).toBe(true);
		expect(rivals.parseOptions({ mode: 'progress' }).ok).toBe(true);
		const s = startProgress();
		expect(s.faceUp).toEqual(['university#1', 'university#2']);
		expect(view(s, null).faceUp).toEqual(['university#1', 'university#2']);
		expect(s.target).toBe(12);
		expect(view(s, RED).target).toBe(12);
		expect(s.stackSets).toEqual(['basic', 'basic', 'basic', 'progress', 'progress']);
		expect(s.drawStacks.map((st) => st.length)).toEqual([12, 12, 12, 12, 12]);
		expect(s.drawStacks.flat()).not.toContain('university#1');
		// Basic 9 + Invention ×2 + Plague ×3 (spec §3.3 item 1); Yule 4th from the bottom.
		expect(s.eventDeck).toHaveLength(14);
		for (const c of ['plague#1', 'plague#2', 'plague#3', 'inventionProgress#1', 'inventionProgress#2']) expect(s.eventDeck).toContain(c);
		expect(s.eventDeck[s.eventDeck.length - 4]).toBe('yule#1');
	});
});

describe('D6: Plague', () => {
	it('regions next to a city lose 1 (only 1 next to two cities); next to settlements only, and the Gold Cache, nothing', () => {
		const s = preparedProgress();
		makeCity(s, RED, 1);
		makeCity(s, RED, 3);
		addForeign(s, RED, card('goldCache'), 0, -2, 2);
		setOnlyStocks(s, RED, { [R('forest')]: 1, [R('goldfield')]: 2, [R('fields')]: 3, [R('hills')]: 0, [R('pasture')]: 2, [R('mountains')]: 1 });
		setOnlyStocks(s, BLUE, ALL_STOCKS(BLUE, 2)); // blue: settlements only
		withEventOnTop(s, 'plague#1');
		// Production 3 (red Hills 0 → 1, blue Forest 2 → 3) comes first, then the event card.
		const { state: t, events } = rollFull(s, RED, 3);
		expect(t.lastEvent).toBe('plague#1');
		expect(eventText(events)).toMatch(/Event card: Plague/);
		expect({
			forest: stockAt(t, RED, R('forest')),
			goldfield: stockAt(t, RED, R('goldfield')),
			fields: stockAt(t, RED, R('fields')),
			hills: stockAt(t, RED, R('hills')),
			pasture: stockAt(t, RED, R('pasture')),
			mountains: stockAt(t, RED, R('mountains'))
		}).toEqual({ forest: 0, goldfield: 1, fields: 2, hills: 0, pasture: 1, mountains: 0 });
		expect(t.players[RED].expansions.find((e) => e.card === card('goldCache'))!.stock).toBe(2);
		expect(t.players[BLUE].regions.map((r) => [r.card, r.stock])).toEqual(
			s.players[BLUE].regions.map((r) => [r.card, r.card === B('forest') ? 3 : 2])
		);
		expect(t.tasks[0]).toMatchObject({ t: 'main', seat: RED });
	});

	it('one city: the regions touching only the other settlement keep their resources', () => {
		const s = preparedProgress();
		makeCity(s, RED, 1);
		setOnlyStocks(s, RED, ALL_STOCKS(RED, 2));
		withEventOnTop(s, 'plague#2');
		const t = rollAs(s, RED, 6, 'event'); // production: red Fields 2 → 3
		// Columns 0 and 2 touch the city at 1; column 4 only the settlement at 3.
		expect(stockAt(t, RED, R('forest'))).toBe(1);
		expect(stockAt(t, RED, R('hills'))).toBe(1);
		expect(stockAt(t, RED, R('goldfield'))).toBe(1);
		expect(stockAt(t, RED, R('pasture'))).toBe(1);
		expect(stockAt(t, RED, R('fields'))).toBe(3);
		expect(stockAt(t, RED, R('mountains'))).toBe(2);
	});

	it('Bath House: the 4 regions next to its city are protected, also those touching another city too', () => {
		const s = preparedProgress();
		makeCity(s, RED, 1);
		makeCity(s, RED, 3);
		placeExpansion(s, RED, card('bathHouse'), 1, -1);
		setOnlyStocks(s, RED, ALL_STOCKS(RED, 2));
		withEventOnTop(s, 'plague#1');
		const t = rollAs(s, RED, 3, 'event'); // red Hills 2 → 3
		expect(stockAt(t, RED, R('forest'))).toBe(2);
		expect(stockAt(t, RED, R('hills'))).toBe(3);
		expect(stockAt(t, RED, R('goldfield'))).toBe(2);
		expect(stockAt(t, RED, R('pasture'))).toBe(2);
		expect(stockAt(t, RED, R('fields'))).toBe(1);
		expect(stockAt(t, RED, R('mountains'))).toBe(1);
	});

	it('Pharmacy: 1 resource of choice per Pharmacy even when nothing was lost; no Pharmacy, nothing', () => {
		const s = preparedProgress();
		makeCity(s, RED, 1);
		placeExpansion(s, RED, card('bathHouse'), 1, -1);
		placeExpansion(s, RED, card('pharmacy', 1), 1, 1);
		placeExpansion(s, RED, card('pharmacy', 2), 1, 2);
		setOnlyStocks(s, RED, { [R('forest')]: 1, [R('fields')]: 1 });
		makeCity(s, BLUE, 3);
		setOnlyStocks(s, BLUE, ALL_STOCKS(BLUE, 1));
		withEventOnTop(s, 'plague#3');
		let t = rollAs(s, RED, 2, 'event'); // red Forest 1 → 2; blue Hills 1 → 2
		// Red lost nothing: the Bath House guards columns 0 and 2, the Fields (4) touch only the settlement at 3.
		expect(stockAt(t, RED, R('forest'))).toBe(2);
		expect(stockAt(t, RED, R('fields'))).toBe(1);
		expect(t.tasks[0]).toMatchObject({ t: 'gain', seat: RED, count: 2 });
		expect((t.tasks[0] as { allowed: Resource[] }).allowed).toHaveLength(6);
		t = act(t, RED, { t: 'gainOn', region: R('mountains') });
		t = act(t, RED, { t: 'gainOn', region: R('goldfield') });
		expect(stockAt(t, RED, R('mountains'))).toBe(1);
		expect(stockAt(t, RED, R('goldfield'))).toBe(1);
		// Blue (city at 3, no Pharmacy) lost 1 on each region of columns 2 and 4 and gets nothing.
		for (const type of ['goldfield', 'pasture', 'fields', 'mountains']) expect(stockAt(t, BLUE, B(type))).toBe(0);
		expect(stockAt(t, BLUE, B('forest'))).toBe(1);
		expect(stockAt(t, BLUE, B('hills'))).toBe(2);
		expect(t.tasks[0]).toMatchObject({ t: 'main', seat: RED });
	});

	it('Plague on the opponent’s roll: both principalities, the active player first; each Pharmacy owner chooses', () => {
		const s = preparedProgress();
		makeCity(s, RED, 1);
		placeExpansion(s, RED, card('pharmacy', 1), 1, -1);
		makeCity(s, BLUE, 3);
		placeExpansion(s, BLUE, card('pharmacy', 2), 3, -1);
		setOnlyStocks(s, RED, ALL_STOCKS(RED, 1));
		setOnlyStocks(s, BLUE, ALL_STOCKS(BLUE, 1));
		withEventOnTop(s, 'plague#1');
		let t = rollAs(s, BLUE, 5, 'event'); // blue Fields 1 → 2, red Mountains 1 → 2
		expect(t.tasks.filter((x) => x.t === 'gain').map((x) => (x as { seat: number }).seat)).toEqual([BLUE, RED]);
		expect(stockAt(t, RED, R('forest'))).toBe(0);
		expect(stockAt(t, RED, R('mountains'))).toBe(2); // column 4: settlement only
		expect(stockAt(t, BLUE, B('fields'))).toBe(1);
		expect(stockAt(t, BLUE, B('forest'))).toBe(1);
		t = gainAll(t);
		expect(t.tasks[0]).toMatchObject({ t: 'main', seat: BLUE });
	});
});

describe('D11: Town Hall and Parish Hall', () => {
	/** Red: a city at 1 with a Parish Hall above it, the Town Hall in hand, exactly its cost 2W 2O 1B. */
	function townHallScene(parishHall = true): RivalsState {
		const s = preparedProgress();
		mainPhase(s, RED);
		makeCity(s, RED, 1);
		if (parishHall) placeExpansion(s, RED, card('parishHall'), 1, -1);
		setHand(s, RED, [card('townHall')]);
		setOnlyStocks(s, RED, { [R('pasture')]: 2, [R('mountains')]: 2, [R('hills')]: 1 });
		return s;
	}

	it('the Town Hall goes only on the own Parish Hall at a city; then it covers it and searching costs 0', () => {
		const s = townHallScene();
		expect(view(s, RED).searchCost[RED]).toBe(1);
		const sites = legal(s, RED).filter((a) => a.t === 'buildExpansion' && a.card === card('townHall'));
		expect(sites).toEqual([{ t: 'buildExpansion', card: card('townHall'), col: 1, row: -1 }]);
		expect(rejection(s, RED, { t: 'buildExpansion', card: card('townHall'), col: 1, row: -2 })).toMatch(/on top of your Parish Hall/);
		const t = act(s, RED, { t: 'buildExpansion', card: card('townHall'), col: 1, row: -1 });
		expect(siteOf(t, RED, card('townHall'))).toEqual({ col: 1, row: -1 });
		expect(siteOf(t, RED, card('parishHall'))).toEqual({ col: 1, row: -1 });
		expect(t.players[RED].hand).toEqual([]);
		expect(view(t, RED).searchCost).toEqual([0, 2]);
		expect(view(t, BLUE).searchCost[RED]).toBe(0);
	});

	it('without an own Parish Hall at a city the Town Hall is refused (requirement)', () => {
		const none = townHallScene(false);
		expect(rejection(none, RED, { t: 'buildExpansion', card: card('townHall'), col: 1, row: -1 })).toMatch(/Requirement: a Parish Hall stands/);
		// A Parish Hall at a settlement does not count.
		const atSettlement = townHallScene(false);
		placeExpansion(atSettlement, RED, card('parishHall'), 3, 1);
		expect(rejection(atSettlement, RED, { t: 'buildExpansion', card: card('townHall'), col: 3, row: 1 })).toMatch(/Requirement: a Parish Hall stands/);
		// The opponent's Parish Hall does not count either.
		const theirs = townHallScene(false);
		makeCity(theirs, BLUE, 1);
		placeExpansion(theirs, BLUE, card('parishHall'), 1, -1);
		expect(rejection(theirs, RED, { t: 'buildExpansion', card: card('townHall'), col: 1, row: -1 })).toMatch(/Requirement/);
	});

	/** Red holds a Parish Hall with a Town Hall on it at city 1. */
	function coveredScene(): RivalsState {
		const s = townHallScene();
		setHand(s, RED, []);
		placeExpansion(s, RED, card('townHall'), 1, -1);
		return s;
	}

	it('exchange with a Town Hall: searching needs no resources and asks for none; with the Parish Hall alone it costs 1', () => {
		const s = coveredScene();
		setHand(s, RED, [card('abbey')]);
		setOnlyStocks(s, RED, {});
		s.tasks = [{ t: 'exchangeOffer', seat: RED }, { t: 'endTurn', seat: RED }];
		let t = act(s, RED, { t: 'exchange', card: card('abbey'), stack: 0 });
		expect(t.tasks[0]).toMatchObject({ t: 'exchangeTake', seat: RED });
		expect(isLegal(t, RED, { t: 'search', stack: 1 })).toBe(true);
		const stack = [...t.drawStacks[1]];
		t = act(t, RED, { t: 'search', stack: 1 });
		expect(t.tasks[0]).toMatchObject({ t: 'searchPick', seat: RED, stack: 1 });
		expect(view(t, RED).task).toMatchObject({ t: 'searchPick', cards: stack });
		expect(view(t, BLUE).task).toMatchObject({ t: 'searchPick', cards: null });
		t = act(t, RED, { t: 'searchTake', card: stack[4] });
		expect(t.players[RED].hand).toEqual([stack[4]]);
		expect(t.drawStacks[1]).toEqual(stack.filter((c) => c !== stack[4]));
		// Parish Hall alone: 1 resource; with none the search is refused.
		const ph = clone(s);
		ph.players[RED].expansions = ph.players[RED].expansions.filter((e) => e.card !== card('townHall'));
		expect(view(ph, RED).searchCost[RED]).toBe(1);
		let u = act(ph, RED, { t: 'exchange', card: card('abbey'), stack: 0 });
		expect(rejection(u, RED, { t: 'search', stack: 1 })).toMatch(/costs 1 resources/);
		setOnlyStocks(u, RED, { [R('forest')]: 1 });
		u = act(u, RED, { t: 'search', stack: 1 }); // the single resource is paid automatically
		expect(u.tasks[0]).toMatchObject({ t: 'searchPick', seat: RED });
		expect(stockOf(u, RED, 'lumber')).toBe(0);
		// Neither: 2.
		const neither = clone(ph);
		neither.players[RED].expansions = [];
		expect(view(neither, RED).searchCost[RED]).toBe(2);
	});

	it('D11: the Arsonist burns the Town Hall: the Parish Hall stays and searching costs 1 again; the covered Parish Hall is no target', () => {
		const s = preparedProgress();
		makeCity(s, RED, 1);
		addForeign(s, RED, 'hedgeTavern#1', 1, -1);
		setHand(s, RED, []);
		s.players[RED].hand.push('arsonist#1');
		makeCity(s, BLUE, 3);
		placeExpansion(s, BLUE, card('parishHall'), 3, -1);
		placeExpansion(s, BLUE, card('townHall'), 3, -1);
		placeExpansion(s, BLUE, card('storehouse'), 1, 1);
		mainPhase(s, RED);
		expect(view(s, RED).searchCost[BLUE]).toBe(0);
		let t = act(s, RED, { t: 'playAction', card: 'arsonist#1' });
		expect(t.tasks[0]).toMatchObject({ t: 'targetPick', seat: RED, victim: BLUE });
		const targets = legal(t, RED).map((a) => (a as { card: string }).card).sort();
		expect(targets).toEqual([card('storehouse'), card('townHall')].sort());
		expect(rejection(t, RED, { t: 'pickExpansion', card: card('parishHall') })).toMatch(/unprotected buildings/);
		t = act(t, RED, { t: 'pickExpansion', card: card('townHall') });
		expect(t.tasks[0]).toMatchObject({ t: 'feudRemove', seat: BLUE, options: [card('townHall')], cause: 'arsonist#1' });
		t = act(t, BLUE, { t: 'feudRemove', card: card('townHall'), stack: progressStack(t) });
		expect(cardsOf(t, BLUE).sort()).toEqual([card('parishHall'), card('storehouse')].sort());
		expect(siteOf(t, BLUE, card('parishHall'))).toEqual({ col: 3, row: -1 });
		expect(t.drawStacks[progressStack(t)].at(-1)).toBe(card('townHall'));
		expect(view(t, BLUE).searchCost[BLUE]).toBe(1);
		// Only the Town Hall and the Parish Hall under it: the Town Hall is named automatically.
		const lone = clone(s);
		lone.players[BLUE].expansions = lone.players[BLUE].expansions.filter((e) => e.card !== card('storehouse'));
		const u = act(lone, RED, { t: 'playAction', card: 'arsonist#1' });
		expect(u.tasks[0]).toMatchObject({ t: 'feudRemove', seat: BLUE, options: [card('townHall')] });
	});

	it('while the Town Hall stands no second Parish Hall; the covered one cannot be demolished, the Town Hall can', () => {
		const s = coveredScene();
		setHand(s, RED, [card('parishHall', 2)]);
		setOnlyStocks(s, RED, { [R('hills')]: 1, [R('fields')]: 1 });
		expect(rejection(s, RED, { t: 'buildExpansion', card: card('parishHall', 2), col: 3, row: 1 })).toMatch(/"1x"/);
		expect(isLegal(s, RED, { t: 'demolish', card: card('parishHall') })).toBe(false);
		expect(rejection(s, RED, { t: 'demolish', card: card('parishHall') })).toMatch(/demolish the Town Hall first/);
		let t = act(s, RED, { t: 'demolish', card: card('townHall') });
		expect(cardsOf(t, RED)).toEqual([card('parishHall')]);
		expect(view(t, RED).searchCost[RED]).toBe(1);
		expect(isLegal(t, RED, { t: 'demolish', card: card('parishHall') })).toBe(true);
		t = act(t, RED, { t: 'demolish', card: card('parishHall') });
		// With neither in the principality the second Parish Hall may be built.
		expect(isLegal(t, RED, { t: 'buildExpansion', card: card('parishHall', 2), col: 3, row: 1 })).toBe(true);
	});

	it('Feud: the covered Parish Hall cannot be selected; the Town Hall can', () => {
		const s = coveredScene();
		placeExpansion(s, RED, card('storehouse'), 1, 1);
		placeExpansion(s, RED, card('abbey'), 1, -2);
		placeExpansion(s, RED, card('tollBridge'), 3, -1);
		placeExpansion(s, BLUE, card('chiefCannoneer'), 1, 1); // blue: strength 4 → strength token
		const feud = s.eventDeck.find((c) => c.startsWith('feud#'))!;
		withEventOnTop(s, feud);
		let t = gainAll(rollAs(s, RED, 3, 'event'));
		expect(t.tokens.strength).toBe(BLUE);
		expect(t.tasks[0]).toMatchObject({ t: 'feudSelect', seat: BLUE, victim: RED });
		expect(isLegal(t, BLUE, { t: 'feudSelect', card: card('parishHall') })).toBe(false);
		expect(rejection(t, BLUE, { t: 'feudSelect', card: card('parishHall') })).toMatch(/lies under the Town Hall/);
		t = act(t, BLUE, { t: 'feudSelect', card: card('townHall') });
		t = act(t, BLUE, { t: 'feudSelect', card: card('abbey') });
		t = act(t, BLUE, { t: 'feudSelect', card: card('tollBridge') });
		expect(t.tasks[0]).toMatchObject({ t: 'feudRemove', seat: RED });
		t = act(t, RED, { t: 'feudRemove', card: card('townHall'), stack: progressStack(t) });
		expect(siteOf(t, RED, card('parishHall'))).toEqual({ col: 1, row: -1 });
		// With 3 buildings besides the covered Parish Hall they are selected automatically, without it.
		const three = clone(s);
		three.players[RED].expansions = three.players[RED].expansions.filter((e) => e.card !== card('tollBridge'));
		const u = gainAll(rollAs(three, RED, 3, 'event'));
		expect(u.tasks[0]).toMatchObject({ t: 'feudRemove', seat: RED });
		expect([...(u.tasks[0] as { options: string[] }).options].sort()).toEqual([card('abbey'), card('storehouse'), card('townHall')].sort());
	});

	it('Relocation moves the Town Hall together with its Parish Hall; the Parish Hall cannot be picked alone', () => {
		const s = coveredScene();
		makeCity(s, RED, 3);
		placeExpansion(s, RED, card('library'), 3, -2);
		placeExpansion(s, RED, card('storehouse'), 3, 1);
		setHand(s, RED, [card('relocationProgress')]);
		let t = act(s, RED, { t: 'playAction', card: card('relocationProgress') });
		expect(t.tasks[0]).toMatchObject({ t: 'relocate', seat: RED });
		expect(rejection(t, RED, { t: 'relocatePick', target: { kind: 'expansion', card: card('parishHall') } })).toMatch(/choose the Town Hall/);
		t = act(t, RED, { t: 'relocatePick', target: { kind: 'expansion', card: card('townHall') } });
		expect(rejection(t, RED, { t: 'relocatePick', target: { kind: 'expansion', card: card('parishHall') } })).toMatch(/Town Hall/);
		t = act(t, RED, { t: 'relocatePick', target: { kind: 'expansion', card: card('library') } });
		expect(siteOf(t, RED, card('townHall'))).toEqual({ col: 3, row: -2 });
		expect(siteOf(t, RED, card('parishHall'))).toEqual({ col: 3, row: -2 });
		expect(siteOf(t, RED, card('library'))).toEqual({ col: 1, row: -1 });
		expect(view(t, RED).searchCost[RED]).toBe(0);
		expect(isLegal(t, RED, { t: 'demolish', card: card('parishHall') })).toBe(false);
	});
});

describe('Benjamin and Doctor', () => {
	it('Benjamin: every region with this turn’s number +1 (a region added this turn too), no booster; not playable without room', () => {
		const s = preparedProgress();
		mainPhase(s, RED);
		s.dice = { production: 4, event: 'harvest' };
		addSettlementWithRegions(s, RED, 'right', 'forest-2', 'hills-1'); // forest-2 is a 4
		placeExpansion(s, RED, card('weaversShop'), 1, 1); // boosts the red Pasture (4)
		setOnlyStocks(s, RED, { [R('pasture')]: 1 });
		setOnlyStocks(s, BLUE, {});
		setHand(s, RED, [card('benjamin')]);
		const r = actFull(s, RED, { t: 'playAction', card: card('benjamin') });
		const t = r.state;
		expect(stockAt(t, RED, R('pasture'))).toBe(2);
		expect(stockAt(t, RED, 'forest-2')).toBe(1);
		expect(t.players[RED].regions.reduce((n, x) => n + x.stock, 0)).toBe(3);
		expect(stockOf(t, BLUE, 'gold')).toBe(0); // blue's Gold Field is a 4 too: Benjamin is for his player only
		expect(t.tasks[0]).toMatchObject({ t: 'main', seat: RED });
		expect(t.discard.at(-1)).toBe(card('benjamin'));
		expect(eventText(r.events)).toMatch(/Benjamin: \{0\} receives wool \(Pasture \(4\)\), lumber \(Forest \(4\)\)/);
		const full = clone(s);
		setOnlyStocks(full, RED, { [R('pasture')]: 3, 'forest-2': 3, [R('forest')]: 0 });
		expect(rejection(full, RED, { t: 'playAction', card: card('benjamin') })).toMatch(/None of your regions with the number 4 has room/);
		// One full, the other not: playable, the full one stays 3.
		setStocks(full, RED, { 'forest-2': 2 });
		const u = act(full, RED, { t: 'playAction', card: card('benjamin') });
		expect(stockAt(u, RED, R('pasture'))).toBe(3);
		expect(stockAt(u, RED, 'forest-2')).toBe(3);
	});

	it('Doctor: needs a Bath House; the 4 regions next to its city +1 each (full ones stay full)', () => {
		const s = preparedProgress();
		mainPhase(s, RED);
		makeCity(s, RED, 1);
		setHand(s, RED, [card('doctor')]);
		setOnlyStocks(s, RED, { [R('hills')]: 3, [R('pasture')]: 1 });
		expect(rejection(s, RED, { t: 'playAction', card: card('doctor') })).toMatch(/Requirement: you own a Bath House/);
		placeExpansion(s, RED, card('bathHouse'), 1, -1);
		const t = act(s, RED, { t: 'playAction', card: card('doctor') });
		expect(t.tasks[0]).toMatchObject({ t: 'main', seat: RED });
		expect([R('forest'), R('goldfield'), R('hills'), R('pasture'), R('fields'), R('mountains')].map((c) => stockAt(t, RED, c))).toEqual([1, 1, 3, 2, 0, 0]);
		// All four full: not playable.
		const full = clone(s);
		setOnlyStocks(full, RED, { [R('forest')]: 3, [R('goldfield')]: 3, [R('hills')]: 3, [R('pasture')]: 3 });
		expect(rejection(full, RED, { t: 'playAction', card: card('doctor') })).toMatch(/full/);
	});

	it('Doctor with Bath Houses in two cities: the player chooses the city', () => {
		const s = preparedProgress();
		mainPhase(s, RED);
		makeCity(s, RED, 1);
		makeCity(s, RED, 3);
		placeExpansion(s, RED, card('bathHouse', 1), 1, -1);
		placeExpansion(s, RED, card('bathHouse', 2), 3, 2);
		setHand(s, RED, [card('doctor')]);
		setOnlyStocks(s, RED, {});
		let t = act(s, RED, { t: 'playAction', card: card('doctor') });
		expect(t.tasks[0]).toMatchObject({ t: 'doctorPick', seat: RED });
		expect(legal(t, RED)).toEqual([
			{ t: 'pickExpansion', card: card('bathHouse', 1) },
			{ t: 'pickExpansion', card: card('bathHouse', 2) }
		]);
		expect(rejection(t, RED, { t: 'pickExpansion', card: card('doctor') })).toMatch(/Bath House/);
		t = act(t, RED, { t: 'pickExpansion', card: card('bathHouse', 2) });
		expect([R('forest'), R('goldfield'), R('hills'), R('pasture'), R('fields'), R('mountains')].map((c) => stockAt(t, RED, c))).toEqual([0, 1, 0, 1, 1, 1]);
		expect(t.tasks[0]).toMatchObject({ t: 'main', seat: RED });
	});
});

describe('Guido and Gustav', () => {
	function discardScene(): RivalsState {
		const s = preparedProgress();
		mainPhase(s, RED);
		toDiscard(s, [card('abbey'), card('storehouse'), card('caravan')]);
		setHand(s, RED, [card('guido'), card('gustav')]);
		return s;
	}

	it('requirement: Town Hall / Library, or fewer VP than the opponent; not with an empty discard pile', () => {
		const s = discardScene();
		// 2 VP each: neither is playable.
		expect(rejection(s, RED, { t: 'playAction', card: card('guido') })).toMatch(/Town Hall, or you have fewer VP/);
		expect(rejection(s, RED, { t: 'playAction', card: card('gustav') })).toMatch(/Library, or you have fewer VP/);
		// Fewer VP: both playable.
		const behind = clone(s);
		makeCity(behind, BLUE, 3);
		expect(isLegal(behind, RED, { t: 'playAction', card: card('guido') })).toBe(true);
		expect(isLegal(behind, RED, { t: 'playAction', card: card('gustav') })).toBe(true);
		// Town Hall → Guido only; Library → Gustav only (red is then ahead on VP).
		const th = clone(s);
		makeCity(th, RED, 1);
		placeExpansion(th, RED, card('parishHall'), 1, -1);
		placeExpansion(th, RED, card('townHall'), 1, -1);
		expect(isLegal(th, RED, { t: 'playAction', card: card('guido') })).toBe(true);
		expect(rejection(th, RED, { t: 'playAction', card: card('gustav') })).toMatch(/Library/);
		const lib = clone(s);
		makeCity(lib, RED, 1);
		placeExpansion(lib, RED, card('library'), 1, -1);
		expect(isLegal(lib, RED, { t: 'playAction', card: card('gustav') })).toBe(true);
		expect(rejection(lib, RED, { t: 'playAction', card: card('guido') })).toMatch(/Town Hall/);
		// Empty pile.
		const empty = clone(behind);
		for (const c of [...empty.discard]) toStackTop(empty, c, 0);
		expect(empty.discard).toEqual([]);
		expect(rejection(empty, RED, { t: 'playAction', card: card('guido') })).toMatch(/discard pile is empty/);
	});

	it('Guido: takes any card but itself; only the taker sees the pile and the card; it can be built at once', () => {
		const s = discardScene();
		makeCity(s, BLUE, 3); // red is behind
		let t = act(s, RED, { t: 'playAction', card: card('guido') });
		expect(t.tasks[0]).toMatchObject({ t: 'discardPick', seat: RED, card: card('guido') });
		expect(view(t, RED).task).toMatchObject({ t: 'discardPick', cards: [card('abbey'), card('caravan'), card('storehouse')] });
		expect(view(t, BLUE).task).toMatchObject({ t: 'discardPick', cards: null });
		for (const v of [view(t, BLUE), view(t, null)]) {
			const json = JSON.stringify(v);
			for (const c of [card('abbey'), card('caravan'), card('storehouse')]) expect(json).not.toContain(c);
			expect(v.discardTop).toBe(card('guido'));
		}
		expect(rejection(t, RED, { t: 'searchTake', card: card('guido') })).toMatch(/cannot take itself/);
		expect(rejection(t, RED, { t: 'searchTake', card: card('abbey', 2) })).toMatch(/not in the discard pile/);
		expect(legal(t, BLUE)).toEqual([]);
		const r = actFull(t, RED, { t: 'searchTake', card: card('abbey') });
		t = r.state;
		expect(t.players[RED].hand).toEqual([card('gustav'), card('abbey')]);
		expect(t.discard).toEqual([card('storehouse'), card('caravan'), card('guido')]);
		// The log: the card's name only for the taker.
		for (const e of r.events) {
			if (e.onlyFor) {
				expect(e.onlyFor).toEqual([RED]);
				expect(e.text.en).toContain('Abbey');
				expect(e.othersSee?.en).toMatch(/takes a card from the discard pile/);
				expect(e.othersSee?.en).not.toContain('Abbey');
			} else expect(e.text.en).not.toContain('Abbey');
		}
		const v = view(t, BLUE);
		expect(v.discardTop).toBe(card('guido'));
		expect(v.discardCount).toBe(3);
		expect(v.players[RED].hand).toBeNull();
		// Built in the same action phase.
		setOnlyStocks(t, RED, { [R('hills')]: 1, [R('fields')]: 1, [R('mountains')]: 1 });
		t = act(t, RED, { t: 'buildExpansion', card: card('abbey'), col: 3, row: 1 });
		expect(cardsOf(t, RED)).toContain(card('abbey'));
	});

	it('Gustav: the taken action card can be played at once', () => {
		const s = discardScene();
		makeCity(s, RED, 1);
		placeExpansion(s, RED, card('library'), 1, -1);
		setOnlyStocks(s, RED, { [R('forest')]: 2 });
		let t = act(s, RED, { t: 'playAction', card: card('gustav') });
		t = act(t, RED, { t: 'searchTake', card: card('caravan') });
		expect(t.players[RED].hand).toContain(card('caravan'));
		t = act(t, RED, { t: 'playAction', card: card('caravan') });
		expect(stockOf(t, RED, 'lumber')).toBe(0); // the 2 lumber paid (forced)
		expect(t.tasks[0]).toMatchObject({ t: 'gain', seat: RED, count: 2 });
	});
});

describe('University cards: Mineral Mining, Three-Field System, Chief Cannoneer, Building Crane', () => {
	function universityScene(): RivalsState {
		const s = preparedProgress();
		mainPhase(s, RED);
		makeCity(s, RED, 1);
		placeFaceUp(s, RED, 'university#1', 1, -2);
		return s;
	}

	it('Mineral Mining / Three-Field System need a University', () => {
		const s = preparedProgress();
		mainPhase(s, RED);
		setHand(s, RED, [card('mineralMining'), card('threeFieldSystem'), card('buildingCrane'), card('chiefCannoneer')]);
		expect(rejection(s, RED, { t: 'playAction', card: card('mineralMining') })).toMatch(/Requirement: you own a University/);
		expect(rejection(s, RED, { t: 'playAction', card: card('threeFieldSystem') })).toMatch(/Requirement: you own a University/);
		setOnlyStocks(s, RED, { [R('forest')]: 2, [R('mountains')]: 2 });
		expect(rejection(s, RED, { t: 'buildExpansion', card: card('chiefCannoneer'), col: 1, row: 1 })).toMatch(/Requirement: you own a University/);
		makeCity(s, RED, 1);
		expect(rejection(s, RED, { t: 'buildExpansion', card: card('buildingCrane'), col: 1, row: -1 })).toMatch(/Requirement: you own a University/);
	});

	it('Mineral Mining: up to 2 ore; what does not fit is lost; not playable without room', () => {
		const s = universityScene();
		setHand(s, RED, [card('mineralMining')]);
		setOnlyStocks(s, RED, { [R('mountains')]: 2 });
		const r = actFull(s, RED, { t: 'playAction', card: card('mineralMining') });
		expect(stockOf(r.state, RED, 'ore')).toBe(3);
		expect(r.state.tasks[0]).toMatchObject({ t: 'main', seat: RED });
		expect(eventText(r.events)).toMatch(/no room to store it \(1 lost\)/);
		const empty = clone(s);
		setOnlyStocks(empty, RED, {});
		expect(stockOf(act(empty, RED, { t: 'playAction', card: card('mineralMining') }), RED, 'ore')).toBe(2);
		const full = clone(s);
		setOnlyStocks(full, RED, { [R('mountains')]: 3 });
		expect(rejection(full, RED, { t: 'playAction', card: card('mineralMining') })).toMatch(/no Mountains with room/);
	});

	it('Three-Field System: 2 grain spread over any Fields', () => {
		const s = universityScene();
		addSettlementWithRegions(s, RED, 'right', 'fields-1', 'hills-1');
		setHand(s, RED, [card('threeFieldSystem')]);
		setOnlyStocks(s, RED, {});
		let t = act(s, RED, { t: 'playAction', card: card('threeFieldSystem') });
		expect(t.tasks[0]).toMatchObject({ t: 'gain', seat: RED, count: 2, allowed: ['grain'] });
		expect(legal(t, RED)).toEqual([
			{ t: 'gainOn', region: R('fields') },
			{ t: 'gainOn', region: 'fields-1' }
		]);
		t = act(t, RED, { t: 'gainOn', region: R('fields') });
		t = act(t, RED, { t: 'gainOn', region: 'fields-1' });
		expect([stockAt(t, RED, R('fields')), stockAt(t, RED, 'fields-1')]).toEqual([1, 1]);
		expect(t.tasks[0]).toMatchObject({ t: 'main', seat: RED });
	});

	it('Chief Cannoneer: strength 4, both copies allowed; a unit for Archer, not a hero for Drill Ground or Tithe Barn', () => {
		const s = universityScene();
		setHand(s, RED, [card('chiefCannoneer', 1), card('chiefCannoneer', 2)]);
		setOnlyStocks(s, RED, { [R('forest')]: 2, [R('mountains')]: 2 });
		let t = act(s, RED, { t: 'buildExpansion', card: card('chiefCannoneer', 1), col: 3, row: 1 });
		t = act(t, RED, { t: 'buildExpansion', card: card('chiefCannoneer', 2), col: 3, row: -1 });
		expect(view(t, RED).players[RED].strength).toBe(8);
		expect(t.tokens.strength).toBe(RED);
		// Drill Ground: no discount for the Cannoneer (1L 1O paid in full, nothing to choose).
		const d = clone(s);
		addForeign(d, RED, 'drillGround#1', 1, 1);
		setHand(d, RED, [card('chiefCannoneer')]);
		setOnlyStocks(d, RED, { [R('forest')]: 1, [R('mountains')]: 1 });
		const built = act(d, RED, { t: 'buildExpansion', card: card('chiefCannoneer'), col: 3, row: 1 });
		expect(built.tasks[0]).toMatchObject({ t: 'main', seat: RED });
		expect(cardsOf(built, RED)).toContain(card('chiefCannoneer'));
		expect(stockOf(built, RED, 'lumber') + stockOf(built, RED, 'ore')).toBe(0);
		setOnlyStocks(d, RED, { [R('forest')]: 1 });
		expect(rejection(d, RED, { t: 'buildExpansion', card: card('chiefCannoneer'), col: 3, row: 1 })).toMatch(/lack 1 ore/);
		// Tithe Barn: the Cannoneer is no hero, so nothing is due.
		const tb = clone(t);
		tb.players[RED].hand.push('titheBarn#1');
		setOnlyStocks(tb, RED, { [R('forest')]: 2, [R('hills')]: 1, [R('mountains')]: 1, [R('pasture')]: 1 });
		const barn = act(tb, RED, { t: 'buildExpansion', card: 'titheBarn#1', col: 1, row: 2 });
		expect(cardsOf(barn, RED)).toContain('titheBarn#1');
		expect(barn.tasks[0]).toMatchObject({ t: 'main', seat: RED });
		expect(stockOf(barn, RED, 'wool')).toBe(1);
		// Archer: the Cannoneer is a unit with strength.
		const a = clone(s);
		placeExpansion(a, BLUE, card('chiefCannoneer'), 1, 1);
		addForeign(a, RED, 'hedgeTavern#1', 1, -1);
		setHand(a, RED, []);
		a.players[RED].hand.push('archer#1');
		const shot = act(a, RED, { t: 'playAction', card: 'archer#1' });
		expect(shot.tasks[0]).toMatchObject({ t: 'feudRemove', seat: BLUE, options: [card('chiefCannoneer')], cause: 'archer#1' });
	});

	it('Riots counts the Chief Cannoneer as a unit with strength', () => {
		const s = preparedProgress();
		placeExpansion(s, BLUE, card('chiefCannoneer'), 1, 1);
		setOnlyStocks(s, BLUE, { [B('goldfield')]: 1 });
		withEventOnTop(s, 'riots#1');
		const t = gainAll(rollAs(s, RED, 3, 'event'));
		expect(t.tasks[0]).toMatchObject({ t: 'riots', seat: BLUE, gold: 1 });
		expect(t.tasks.some((x) => x.t === 'riots' && x.seat === RED)).toBe(false);
	});

	it('Building Crane: a city expansion costing more than 4 → the player leaves out one cost resource; 4 or less → full price', () => {
		const s = universityScene();
		placeExpansion(s, RED, card('buildingCrane'), 1, 2);
		placeExpansion(s, RED, card('parishHall'), 1, -1);
		setHand(s, RED, [card('townHall'), card('bathHouse')]);
		setOnlyStocks(s, RED, { [R('pasture')]: 2, [R('mountains')]: 2, [R('hills')]: 1 }); // Town Hall: 2W 2O 1B
		let t = act(s, RED, { t: 'buildExpansion', card: card('townHall'), col: 1, row: -1 });
		expect(t.tasks[0]).toMatchObject({ t: 'drillWaive', seat: RED, card: card('townHall') });
		expect(legal(t, RED).map((a) => (a as { res: string }).res).sort()).toEqual(['brick', 'ore', 'wool']);
		expect(rejection(t, RED, { t: 'takeType', res: 'lumber' })).toMatch(/resource of the card's cost/);
		const r = actFull(t, RED, { t: 'takeType', res: 'ore' });
		t = r.state;
		expect(eventText(r.events)).toMatch(/Building Crane: \{0\} does not pay 1 ore/);
		expect(siteOf(t, RED, card('townHall'))).toEqual({ col: 1, row: -1 });
		expect([stockOf(t, RED, 'wool'), stockOf(t, RED, 'ore'), stockOf(t, RED, 'brick')]).toEqual([0, 1, 0]);
		// One resource short of the full price: still buildable, the only affordable waiver is automatic.
		const short = clone(s);
		setOnlyStocks(short, RED, { [R('pasture')]: 2, [R('mountains')]: 1, [R('hills')]: 1 });
		const u = act(short, RED, { t: 'buildExpansion', card: card('townHall'), col: 1, row: -1 });
		expect(siteOf(u, RED, card('townHall'))).toEqual({ col: 1, row: -1 });
		expect(u.players[RED].regions.reduce((n, x) => n + x.stock, 0)).toBe(0);
		// Bath House costs 4 (2B 1W 1O): full price, 3 of them are not enough.
		const bath = clone(s);
		setOnlyStocks(bath, RED, { [R('hills')]: 1, [R('pasture')]: 1, [R('mountains')]: 1 });
		expect(rejection(bath, RED, { t: 'buildExpansion', card: card('bathHouse'), col: 3, row: 1 })).toMatch(/city expansion goes only/);
		makeCity(bath, RED, 3);
		expect(rejection(bath, RED, { t: 'buildExpansion', card: card('bathHouse'), col: 3, row: 1 })).toMatch(/lack 1 brick/);
		setOnlyStocks(bath, RED, { [R('hills')]: 2, [R('pasture')]: 1, [R('mountains')]: 1 });
		const v = act(bath, RED, { t: 'buildExpansion', card: card('bathHouse'), col: 3, row: 1 });
		expect(v.tasks[0]).toMatchObject({ t: 'main', seat: RED });
		expect(cardsOf(v, RED)).toContain(card('bathHouse'));
		expect(v.players[RED].regions.reduce((n, x) => n + x.stock, 0)).toBe(0);
	});
});

describe('Library, University, Parliament, Invention', () => {
	it('Library: when built, search any stack for free (only its builder sees it) and may build the card at once; or decline', () => {
		const s = preparedProgress();
		mainPhase(s, RED);
		makeCity(s, RED, 1);
		setHand(s, RED, [card('library')]);
		toStackTop(s, card('bathHouse'), progressStack(s));
		setOnlyStocks(s, RED, { [R('forest')]: 1, [R('fields')]: 2, [R('hills')]: 2, [R('pasture')]: 1, [R('mountains')]: 1 });
		let t = act(s, RED, { t: 'buildExpansion', card: card('library'), col: 1, row: -1 });
		expect(t.tasks[0]).toMatchObject({ t: 'libraryOffer', seat: RED });
		expect(view(t, BLUE).task).toMatchObject({ t: 'libraryOffer', seat: RED });
		expect(isLegal(t, RED, { t: 'choose', option: 'decline' })).toBe(true);
		for (let i = 0; i < 5; i++) expect(isLegal(t, RED, { t: 'search', stack: i })).toBe(true);
		const declined = act(clone(t), RED, { t: 'choose', option: 'decline' });
		expect(declined.tasks[0]).toMatchObject({ t: 'main', seat: RED });
		expect(declined.players[RED].hand).toEqual([]);
		const ps = progressStack(t);
		const stack = [...t.drawStacks[ps]];
		t = act(t, RED, { t: 'search', stack: ps });
		expect(t.tasks[0]).toMatchObject({ t: 'searchPick', seat: RED, stack: ps });
		expect(view(t, RED).task).toMatchObject({ cards: stack });
		expect(view(t, BLUE).task).toMatchObject({ cards: null });
		expect(JSON.stringify(view(t, BLUE))).not.toContain(stack[1]);
		const r = actFull(t, RED, { t: 'searchTake', card: card('bathHouse') });
		t = r.state;
		expect(r.events.every((e) => !e.text.en.includes('Bath House') || (e.onlyFor && !e.othersSee?.en.includes('Bath House')))).toBe(true);
		expect(t.players[RED].hand).toEqual([card('bathHouse')]);
		expect(t.drawStacks[ps]).toEqual(stack.slice(1));
		// Nothing was paid for the search: the remaining 2B 1W 1O build the Bath House now.
		expect(t.players[RED].regions.reduce((n, x) => n + x.stock, 0)).toBe(4);
		t = act(t, RED, { t: 'buildExpansion', card: card('bathHouse'), col: 1, row: 1 });
		expect(cardsOf(t, RED)).toEqual([card('library'), card('bathHouse')]);
		// An empty stack cannot be searched.
		const e = act(s, RED, { t: 'buildExpansion', card: card('library'), col: 1, row: -1 });
		e.drawStacks[4] = [];
		expect(rejection(e, RED, { t: 'search', stack: 4 })).toMatch(/empty/);
	});

	it('University: from the face-up stack, needs an Abbey or a Library, 1x', () => {
		const s = preparedProgress();
		mainPhase(s, RED);
		makeCity(s, RED, 1);
		setOnlyStocks(s, RED, { [R('forest')]: 3, [R('fields')]: 3, [R('hills')]: 2 }); // 2L 2G 1B and more
		expect(rejection(s, RED, { t: 'buildExpansion', card: 'university#1', col: 1, row: -1 })).toMatch(/Requirement: you own an Abbey or a Library/);
		const lib = clone(s);
		placeExpansion(lib, RED, card('library'), 1, 2);
		expect(isLegal(lib, RED, { t: 'buildExpansion', card: 'university#1', col: 1, row: -1 })).toBe(true);
		placeExpansion(s, RED, card('abbey'), 3, 1);
		let t = act(s, RED, { t: 'buildExpansion', card: 'university#1', col: 1, row: -1 });
		for (let g = 0; g < 10 && t.tasks[0].t === 'pay'; g++) t = act(t, RED, legal(t, RED)[0]);
		expect(cardsOf(t, RED)).toContain('university#1');
		expect(t.faceUp).toEqual(['university#2']);
		expect(view(t, RED).players[RED].progress).toBe(2);
		expect(rejection(t, RED, { t: 'buildExpansion', card: 'university#2', col: 1, row: 1 })).toMatch(/"1x"/);
	});

	it('Parliament: needs at least 2 progress points on placed expansions', () => {
		const s = preparedProgress();
		mainPhase(s, RED);
		makeCity(s, RED, 1);
		setHand(s, RED, [card('parliament')]);
		setOnlyStocks(s, RED, { [R('forest')]: 3, [R('hills')]: 2, [R('pasture')]: 2 }); // 3L 2B 2W
		placeExpansion(s, RED, card('abbey'), 3, 1);
		expect(rejection(s, RED, { t: 'buildExpansion', card: card('parliament'), col: 1, row: -1 })).toMatch(/at least 2 progress points/);
		placeExpansion(s, RED, card('library'), 1, 2);
		const t = act(s, RED, { t: 'buildExpansion', card: card('parliament'), col: 1, row: -1 });
		expect(cardsOf(t, RED)).toContain(card('parliament'));
		expect(t.players[RED].regions.reduce((n, x) => n + x.stock, 0)).toBe(0);
	});

	it('Invention: 1 resource per building with a progress point (Library, University, Abbey), at most 2', () => {
		const s = preparedProgress();
		makeCity(s, RED, 1);
		placeExpansion(s, RED, card('library'), 1, -1);
		setOnlyStocks(s, RED, {});
		setOnlyStocks(s, BLUE, {});
		withEventOnTop(s, 'inventionProgress#1');
		const one = rollAs(s, RED, 3, 'event');
		expect(one.lastEvent).toBe('inventionProgress#1');
		expect(one.tasks.filter((x) => x.t === 'gain')).toEqual([expect.objectContaining({ seat: RED, count: 1 })]);
		placeFaceUp(s, RED, 'university#1', 1, 1);
		const two = rollAs(s, RED, 3, 'event');
		expect(two.tasks.filter((x) => x.t === 'gain')).toEqual([expect.objectContaining({ seat: RED, count: 2 })]);
		placeExpansion(s, RED, card('abbey'), 3, 1);
		expect(view(s, RED).players[RED].progress).toBe(3);
		const three = rollAs(s, RED, 3, 'event');
		expect(three.tasks.filter((x) => x.t === 'gain')).toEqual([expect.objectContaining({ seat: RED, count: 2 })]);
	});
});

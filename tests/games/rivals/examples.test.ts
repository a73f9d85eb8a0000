/**
 * Worked examples of spec §10 (introductory game) run against the rules module,
 * plus rejection reasons, parseAction hardening and "apply never throws".
 * Positions are prepared with tests/games/rivals/helpers.ts (see its header for
 * how the dice are controlled); every assertion goes through the public API.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hashState } from '$lib/engine';
import { rivals, type RivalsAction, type RivalsState } from '$lib/games/rivals';
import { EVENT_CARDS } from '$lib/games/rivals/cards';
import {
	act,
	actFull,
	addSettlementWithRegions,
	BLUE,
	brigittaRoll,
	card,
	clone,
	eventText,
	isLegal,
	legal,
	mainPhase,
	makeCity,
	placeExpansion,
	prepared,
	RED,
	region,
	rejection,
	resolveWhile,
	rngForDice,
	rollAs,
	runUntil,
	setHand,
	setOnlyStocks,
	setRegionStackTop,
	setStocks,
	start,
	stockOf,
	stocks,
	totalStock,
	tryAct,
	view,
	withEventOnTop,
	asRulesV1
} from './helpers';

const regionStocks = (s: RivalsState, seat: number) => Object.fromEntries(s.players[seat].regions.map((r) => [r.card, r.stock]));

/** Red and blue at their start state; red is about to act. Red's hand is 3 harmless cards. */
function base(seed = 'examples'): RivalsState {
	const s = prepared(seed);
	setHand(s, RED, [card('storehouse'), card('storehouse', 2), card('tollBridge')]);
	setHand(s, BLUE, [card('lumberCamp'), card('weaversShop'), card('grainMill')]);
	return s;
}

describe('Rivals §10 worked examples (introductory game)', () => {
	it('start layouts match §10 (red seat 0, blue seat 1)', () => {
		const s = base();
		expect(regionStocks(s, RED)).toEqual({ 'forest-red': 1, 'goldfield-red': 0, 'fields-red': 1, 'hills-red': 1, 'pasture-red': 1, 'mountains-red': 1 });
		expect(regionStocks(s, BLUE)).toEqual({ 'forest-blue': 1, 'goldfield-blue': 0, 'fields-blue': 1, 'hills-blue': 1, 'pasture-blue': 1, 'mountains-blue': 1 });
		const v = view(s, RED);
		expect(v.players[RED].vp).toBe(2);
		expect(v.players[BLUE].vp).toBe(2);
	});

	it('E1 production roll 6 gives red grain and blue ore, nothing else', () => {
		const s0 = base();
		const redBefore = regionStocks(s0, RED);
		const blueBefore = regionStocks(s0, BLUE);
		// Trade face with nobody holding the trade token changes nothing.
		const s = rollAs(s0, RED, 6, 'trade');
		expect(view(s, RED).dice).toEqual({ production: 6, event: 'trade' });
		expect(regionStocks(s, RED)).toEqual({ ...redBefore, 'fields-red': 2 });
		expect(regionStocks(s, BLUE)).toEqual({ ...blueBefore, 'mountains-blue': 2 });
		expect(s.tasks[0]).toEqual({ t: 'main', seat: RED });
		expect(rivals.pending(s).map((p) => p.seat)).toEqual([RED]);
	});

	it('E2 paying the Abbey rotates Fields, Hills and Mountains once; hand limit 4', () => {
		const s0 = rollAs(base(), RED, 6, 'trade'); // state after E1
		setHand(s0, RED, [card('abbey')]);
		expect(view(s0, RED).players[RED].handLimit).toBe(3);
		const s = act(s0, RED, { t: 'buildExpansion', card: 'abbey#1', col: 1, row: -1 });
		expect(regionStocks(s, RED)).toEqual({ 'forest-red': 1, 'goldfield-red': 0, 'fields-red': 1, 'hills-red': 0, 'pasture-red': 1, 'mountains-red': 0 });
		expect(stocks(s, RED)).toEqual({ lumber: 1, wool: 1, grain: 1, brick: 0, ore: 0, gold: 0 });
		const v = view(s, RED);
		expect(v.players[RED].expansions).toEqual([{ card: 'abbey#1', col: 1, row: -1 }]);
		expect(v.players[RED].hand).toEqual([]);
		expect(v.players[RED].progress).toBe(1);
		expect(v.players[RED].handLimit).toBe(4);
	});

	it('E3 building a road costs 1 lumber + 2 brick and gives no VP', () => {
		const s0 = mainPhase(base(), RED);
		setStocks(s0, RED, { 'hills-red': 2 });
		expect(legal(s0, RED).filter((a) => a.t === 'buildRoad')).toEqual([
			{ t: 'buildRoad', col: 0 },
			{ t: 'buildRoad', col: 4 }
		]);
		const s = act(s0, RED, { t: 'buildRoad', col: 4 });
		expect(stocks(s, RED)).toMatchObject({ lumber: 0, brick: 0 });
		expect(s.players[RED].centers).toContainEqual({ kind: 'road', col: 4 });
		expect(view(s, RED).roads).toBe(6);
		expect(view(s, RED).players[RED].vp).toBe(2);
	});

	it('E4 settlement draws two regions (Mountains 4, Gold Field 2) with 0 resources', () => {
		let s = mainPhase(base(), RED);
		setStocks(s, RED, { 'hills-red': 2 });
		s = act(s, RED, { t: 'buildRoad', col: 4 }); // pays 1 lumber + 2 brick…
		setStocks(s, RED, { 'forest-red': 1, 'hills-red': 1, 'fields-red': 1, 'pasture-red': 1 });
		setRegionStackTop(s, ['mountains-1', 'goldfield-2']);
		expect(legal(s, RED)).toContainEqual({ t: 'buildSettlement', col: 5 });
		// rivals-2: the builder is always asked (Scout or the top 2 regions), Scout held or not.
		s = act(s, RED, { t: 'buildSettlement', col: 5 });
		expect(legal(s, RED)).toEqual([{ t: 'noScout' }]);
		const r = actFull(s, RED, { t: 'noScout' });
		expect(r.barrier).toBe(true); // regions were revealed
		s = r.state;
		expect(s.tasks[0]).toMatchObject({ t: 'orientRegions', seat: RED, col: 5, cards: ['mountains-1', 'goldfield-2'] });
		expect(legal(s, RED)).toEqual([
			{ t: 'regionOnTop', region: 'mountains-1' },
			{ t: 'regionOnTop', region: 'goldfield-2' }
		]);
		s = act(s, RED, { t: 'regionOnTop', region: 'goldfield-2' });
		expect(stocks(s, RED)).toMatchObject({ lumber: 0, brick: 0, grain: 0, wool: 0 });
		expect(s.players[RED].regions).toContainEqual({ card: 'goldfield-2', row: -1, col: 6, stock: 0 });
		expect(s.players[RED].regions).toContainEqual({ card: 'mountains-1', row: 1, col: 6, stock: 0 });
		expect(s.players[RED].centers).toContainEqual({ kind: 'settlement', col: 5 });
		expect(view(s, RED).players[RED].vp).toBe(3);
		expect(view(s, RED).settlements).toBe(4);
		expect(view(s, RED).regionStackCount).toBe(10);

		// Production 4 → wool (Pasture 4) and ore (Mountains 4); production 2 → lumber (Forest 2) and gold (Gold Field 2).
		const before = regionStocks(s, RED);
		const four = rollAs(s, RED, 4, 'trade');
		expect(regionStocks(four, RED)).toEqual({ ...before, 'pasture-red': before['pasture-red'] + 1, 'mountains-1': 1 });
		const two = rollAs(s, RED, 2, 'trade');
		expect(regionStocks(two, RED)).toEqual({ ...before, 'forest-red': before['forest-red'] + 1, 'goldfield-2': 1 });
	});

	it('E5 city on a settlement: +1 VP net, 4 building sites', () => {
		const s0 = mainPhase(base(), RED);
		setStocks(s0, RED, { 'fields-red': 2, 'mountains-red': 3 });
		const s = act(s0, RED, { t: 'buildCity', col: 1 });
		expect(stocks(s, RED)).toMatchObject({ grain: 0, ore: 0 });
		const v = view(s, RED);
		expect(v.players[RED].vp).toBe(3);
		expect(v.players[RED].centers).toContainEqual({ kind: 'city', col: 1 });
		expect(v.cities).toBe(6);
		expect(v.settlements).toBe(5); // the settlement stays under the city
		const sites = legal(s, RED)
			.filter((a): a is Extract<RivalsAction, { t: 'buildExpansion' }> => a.t === 'buildExpansion' && a.card === 'tollBridge#1')
			.map((a) => [a.col, a.row]);
		expect(sites.filter(([col]) => col === 1).sort()).toEqual([[1, -1], [1, -2], [1, 1], [1, 2]].sort());
		expect(sites.filter(([col]) => col === 3)).toEqual([[3, -1], [3, 1]]);
	});

	it('E6 standard trade 3:1 takes ore from two Mountains regions', () => {
		const s0 = mainPhase(base(), RED);
		addSettlementWithRegions(s0, RED, 'right', 'fields-1', 'mountains-1');
		setStocks(s0, RED, { 'mountains-red': 2, 'mountains-1': 2, 'pasture-red': 1 });
		let s = act(s0, RED, { t: 'trade', give: 'ore', get: 'wool', via: 'bank' });
		expect(s.tasks[0]).toMatchObject({ t: 'pay', seat: RED });
		expect(legal(s, RED)).toEqual([
			{ t: 'payFrom', region: 'mountains-red' },
			{ t: 'payFrom', region: 'mountains-1' }
		]);
		s = act(s, RED, { t: 'payFrom', region: 'mountains-red' });
		s = act(s, RED, { t: 'payFrom', region: 'mountains-1' });
		s = act(s, RED, { t: 'payFrom', region: 'mountains-red' });
		expect(region(s, RED, 'mountains-red').stock).toBe(0);
		expect(region(s, RED, 'mountains-1').stock).toBe(1);
		// The wool goes to the only Pasture with space.
		expect(stockOf(s, RED, 'wool')).toBe(2);
		expect(s.tasks[0]).toEqual({ t: 'main', seat: RED });
	});

	it('E7 trade ship 2:1, repeatable while ore suffices', () => {
		const s0 = mainPhase(base(), RED);
		placeExpansion(s0, RED, card('oreShip'), 1, -1);
		addSettlementWithRegions(s0, RED, 'right', 'fields-1', 'mountains-1');
		setStocks(s0, RED, { 'mountains-red': 3, 'mountains-1': 1, 'pasture-red': 0 });
		expect(rejection(s0, RED, { t: 'trade', give: 'wool', get: 'ore', via: 'ship' })).toMatch(/no trade ship for wool/);
		let s = act(s0, RED, { t: 'trade', give: 'ore', get: 'wool', via: 'ship' });
		s = resolveWhile(s, 'pay', (l) => l.find((a) => a.t === 'payFrom' && a.region === 'mountains-red') ?? l[0]);
		expect(stocks(s, RED)).toMatchObject({ ore: 2, wool: 1 });
		s = act(s, RED, { t: 'trade', give: 'ore', get: 'wool', via: 'ship' });
		s = resolveWhile(s, 'pay', (l) => l[0]);
		expect(stocks(s, RED)).toMatchObject({ ore: 0, wool: 2 });
		expect(rejection(s, RED, { t: 'trade', give: 'ore', get: 'wool', via: 'ship' })).toMatch(/needs 2 ore/);
	});

	it('E8 hand limit: Abbey raises the refill to 4 at the end of this turn', () => {
		const endTurn = (withAbbey: boolean) => {
			const s0 = mainPhase(base(), RED);
			setHand(s0, RED, [card('abbey'), card('storehouse'), card('tollBridge')]);
			setStocks(s0, RED, { 'hills-red': 1, 'fields-red': 1, 'mountains-red': 1 });
			let s = withAbbey ? act(s0, RED, { t: 'buildExpansion', card: 'abbey#1', col: 1, row: 1 }) : s0;
			s = act(s, RED, { t: 'endTurn' });
			s = runUntil(s, (x) => x.tasks[0]?.t === 'preRoll');
			expect(s.tasks[0]).toEqual({ t: 'preRoll', seat: BLUE });
			return view(s, BLUE).players[RED].handCount;
		};
		expect(endTurn(false)).toBe(3);
		expect(endTurn(true)).toBe(4);
	});

	it('E9 winning the intro game: 2 cities + 1 settlement + both tokens = 7 at the end of the turn', () => {
		const prep = (withTradeToken: boolean) => {
			const s = mainPhase(base(), RED);
			makeCity(s, RED, 1);
			makeCity(s, RED, 3);
			addSettlementWithRegions(s, RED, 'right', 'fields-1', 'mountains-1');
			placeExpansion(s, RED, card('candamir'), 1, -1); // strength 4
			placeExpansion(s, RED, card('oreShip'), 1, 1);
			placeExpansion(s, RED, card('woolShip'), 3, -1);
			if (withTradeToken) placeExpansion(s, RED, card('brickShip'), 3, 1); // commerce 3
			setStocks(s, RED, { 'hills-red': 2, 'forest-red': 1 });
			return s;
		};
		// While red is still acting, 7 VP do not end the game (tokens are recomputed after the road).
		const acting = act(prep(true), RED, { t: 'buildRoad', col: 0 });
		expect(view(acting, null).players[RED].vp).toBe(7);
		expect(rivals.result(acting)).toBeNull();
		expect(acting.tasks[0]).toEqual({ t: 'main', seat: RED });
		let s = act(acting, RED, { t: 'endTurn' });
		// …the win is checked at the end of red's own turn (after replenish/exchange).
		s = runUntil(s, (x) => rivals.result(x) !== null || x.tasks[0]?.t === 'preRoll');
		const res = rivals.result(s);
		expect(res?.winners).toEqual([RED]);
		expect(res?.scores[RED]).toBe(7);
		expect(view(s, null).tokens).toEqual({ strength: RED, trade: RED });
		expect(rivals.pending(s)).toEqual([]);
		expect(legal(s, BLUE)).toEqual([]);
		expect(tryAct(s, BLUE, { t: 'roll' }).ok).toBe(false);

		// 6 VP (no trade token): the turn passes to blue.
		let t = act(act(prep(false), RED, { t: 'buildRoad', col: 0 }), RED, { t: 'endTurn' });
		t = runUntil(t, (x) => rivals.result(x) !== null || x.tasks[0]?.t === 'preRoll');
		expect(rivals.result(t)).toBeNull();
		expect(view(t, null).players[RED].vp).toBe(6);
		expect(t.tasks[0]).toEqual({ t: 'preRoll', seat: BLUE });
	});

	it('E15 Marketplace: red takes one of the types blue receives, even from a full region', () => {
		const s0 = base();
		placeExpansion(s0, RED, card('marketplace'), 1, -1);
		addSettlementWithRegions(s0, BLUE, 'right', 'fields-1', 'goldfield-1'); // Fields(3), Gold(3)
		setStocks(s0, BLUE, { 'forest-blue': 3 }); // blue's Forest(3) is full: its lumber is lost
		const redBefore = regionStocks(s0, RED);
		const s = rollAs(s0, RED, 3, 'trade');
		expect(regionStocks(s, BLUE)).toMatchObject({ 'forest-blue': 3, 'fields-1': 1, 'goldfield-1': 1 });
		expect(regionStocks(s, RED)).toEqual({ ...redBefore, 'hills-red': 2 });
		expect(s.tasks[0]).toMatchObject({ t: 'gain', seat: RED, count: 1 });
		expect(rivals.pending(s).map((p) => p.seat)).toEqual([RED]);
		expect(legal(s, RED)).toEqual([
			{ t: 'gainOn', region: 'forest-red' },
			{ t: 'gainOn', region: 'goldfield-red' },
			{ t: 'gainOn', region: 'fields-red' }
		]);
		expect(rejection(s, RED, { t: 'gainOn', region: 'pasture-red' })).toMatch(/cannot receive that resource/);
		const after = act(s, RED, { t: 'gainOn', region: 'goldfield-red' });
		expect(stockOf(after, RED, 'gold')).toBe(1);
		expect(after.tasks[0]).toEqual({ t: 'main', seat: RED });
	});

	it('E15 (reverse) Marketplace gives nothing when the opponent does not have more matching regions', () => {
		const s0 = base();
		placeExpansion(s0, RED, card('marketplace'), 1, -1);
		const s = rollAs(s0, RED, 3, 'trade'); // 1 region each
		expect(s.tasks[0]).toEqual({ t: 'main', seat: RED });
	});

	it('D1 Brigand Attack is resolved before production: 7 is not "more than 7"', () => {
		const s0 = base();
		setOnlyStocks(s0, RED, { 'goldfield-red': 1, 'pasture-red': 2, 'forest-red': 1, 'fields-red': 1, 'hills-red': 1, 'mountains-red': 1 });
		expect(totalStock(s0, RED)).toBe(7);
		const s = rollAs(s0, RED, 2, 'brigand'); // Forest(2) produces
		expect(totalStock(s, RED)).toBe(8);
		expect(stocks(s, RED)).toMatchObject({ gold: 1, wool: 2, lumber: 2 });
		expect(s.tasks[0]).toEqual({ t: 'main', seat: RED });
	});

	it('D1 (variant) 8 before the roll: lose all gold and wool, then production', () => {
		const s0 = base();
		setOnlyStocks(s0, RED, { 'goldfield-red': 1, 'pasture-red': 2, 'forest-red': 1, 'fields-red': 1, 'hills-red': 2, 'mountains-red': 1 });
		expect(totalStock(s0, RED)).toBe(8);
		const s = rollAs(s0, RED, 2, 'brigand');
		expect(stocks(s, RED)).toMatchObject({ gold: 0, wool: 0, lumber: 2 });
		expect(totalStock(s, RED)).toBe(6);
		// Production of the brigand turn that would give gold/wool still arrives after the attack.
		const t = rollAs(s0, RED, 4, 'brigand'); // Pasture(4)
		expect(stocks(t, RED)).toMatchObject({ gold: 0, wool: 1 });
	});

	it('D2 Storehouse: protected resources are not counted but are lost if the rest exceeds 7', () => {
		const make = (forest: number) => {
			const s = base();
			placeExpansion(s, RED, card('storehouse'), 1, 1); // next to Hills (0,+1) and Pasture (2,+1)
			setOnlyStocks(s, RED, { 'pasture-red': 2, 'hills-red': 1, 'forest-red': forest, 'goldfield-red': 2, 'fields-red': 2, 'mountains-red': 1 });
			return s;
		};
		const lose = make(3);
		expect(totalStock(lose, RED)).toBe(11);
		const s = rollAs(lose, RED, 5, 'brigand'); // Mountains(5) produces afterwards
		expect(stocks(s, RED)).toMatchObject({ gold: 0, wool: 0, ore: 2, lumber: 3, brick: 1 });
		expect(totalStock(s, RED)).toBe(11 - 4 + 1);

		const keep = make(3);
		setStocks(keep, RED, { 'fields-red': 1 }); // 10 total, 3 protected → counted 7
		expect(totalStock(keep, RED)).toBe(10);
		const t = rollAs(keep, RED, 5, 'brigand');
		expect(stocks(t, RED)).toMatchObject({ gold: 2, wool: 2 });
		expect(totalStock(t, RED)).toBe(11);
	});

	it('D3 Celebration: more skill takes 1; equal skill (also 0-0) both take 1, active first', () => {
		const s0 = base();
		placeExpansion(s0, RED, card('inga'), 1, -1); // skill 3
		placeExpansion(s0, BLUE, card('harald'), 1, -1); // skill 1
		let s = rollAs(s0, RED, 1, 'celebration');
		expect(s.tasks[0]).toMatchObject({ t: 'gain', seat: RED, count: 1 });
		expect(s.tasks.filter((t) => t.t === 'gain')).toHaveLength(1);
		const before = totalStock(s, RED);
		s = act(s, RED, { t: 'gainOn', region: 'hills-red' });
		expect(totalStock(s, RED)).toBe(before + 1);
		expect(s.tasks[0]).toEqual({ t: 'main', seat: RED });

		// Blue has more skill: only blue takes, during red's turn.
		const b0 = base();
		placeExpansion(b0, BLUE, card('inga'), 1, -1);
		const b = rollAs(b0, RED, 1, 'celebration');
		expect(rivals.pending(b).map((p) => p.seat)).toEqual([BLUE]);
		expect(legal(b, RED)).toEqual([]);
		expect(rejection(b, RED, { t: 'endTurn' })).toMatch(/decision now/);
		expect(act(b, BLUE, { t: 'gainOn', region: 'hills-blue' }).tasks[0]).toEqual({ t: 'main', seat: RED });

		// 0-0: both, red (active) first.
		let e = rollAs(base(), RED, 1, 'celebration');
		expect(e.tasks.slice(0, 3).map((t) => [t.t, (t as { seat?: number }).seat])).toEqual([
			['gain', RED],
			['gain', BLUE],
			['main', RED]
		]);
		e = act(e, RED, { t: 'gainOn', region: 'hills-red' });
		e = act(e, BLUE, { t: 'gainOn', region: 'hills-blue' });
		expect(stockOf(e, RED, 'brick') + stockOf(e, BLUE, 'brick')).toBe(4);
	});

	it('D4 token transfer: strength 3 vs 2 → red; blue reaches 4 → blue; blue reaches 3 (tie) → nobody', () => {
		const prep = () => {
			const s = base();
			placeExpansion(s, RED, card('austin'), 1, -1); // 1
			placeExpansion(s, RED, card('harald'), 3, -1); // 2
			placeExpansion(s, BLUE, card('osmund'), 1, -1); // 2
			setHand(s, BLUE, [card('siglind'), card('inga')]);
			setOnlyStocks(s, BLUE, { 'pasture-blue': 1, 'fields-blue': 2, 'mountains-blue': 2 });
			return rollAs(s, BLUE, 1, 'trade'); // Pasture(1) → 2 wool; tokens recomputed
		};
		const s = prep();
		let v = view(s, null);
		expect(v.tokens.strength).toBe(RED);
		expect(v.players[RED].vp).toBe(3);
		expect(v.players[BLUE].vp).toBe(2);

		const moved = act(s, BLUE, { t: 'buildExpansion', card: 'siglind#1', col: 3, row: -1 });
		v = view(moved, RED);
		expect(v.players[BLUE].strength).toBe(4);
		expect(v.tokens.strength).toBe(BLUE);
		expect(v.players[RED].vp).toBe(2);
		expect(v.players[BLUE].vp).toBe(3);

		const tie = act(s, BLUE, { t: 'buildExpansion', card: 'inga#1', col: 3, row: -1 });
		v = view(tie, RED);
		expect(v.players[BLUE].strength).toBe(3);
		expect(v.tokens.strength).toBeNull();
		expect(v.players[RED].vp).toBe(2);
		expect(v.players[BLUE].vp).toBe(2);
	});

	it('D9 Feud with exactly 2 buildings: both selected automatically, victim removes one under a stack', () => {
		const s0 = base();
		placeExpansion(s0, BLUE, card('candamir'), 1, -1); // blue holds the strength token
		placeExpansion(s0, RED, card('abbey'), 1, -1);
		placeExpansion(s0, RED, card('marketplace'), 3, -1);
		placeExpansion(s0, RED, card('oreShip'), 1, 1); // a unit: does not count
		withEventOnTop(s0, 'feud#1');
		const s = rollAs(s0, RED, 1, 'event');
		expect(view(s, null).lastEvent).toBe('feud#1');
		expect(s.tasks[0]).toEqual({ t: 'feudRemove', seat: RED, options: ['abbey#1', 'marketplace#1'] });
		expect(rivals.pending(s).map((p) => p.seat)).toEqual([RED]);
		expect(legal(s, BLUE)).toEqual([]);
		expect(legal(s, RED)).toHaveLength(2 * 4);
		expect(rejection(s, RED, { t: 'feudRemove', card: 'oreShip#1', stack: 0 })).toMatch(/selected buildings/);
		const stack2 = s.drawStacks[2].length;
		const after = act(s, RED, { t: 'feudRemove', card: 'abbey#1', stack: 2 });
		expect(after.players[RED].expansions.map((e) => e.card).sort()).toEqual(['marketplace#1', 'oreShip#1']);
		expect(after.drawStacks[2].length).toBe(stack2 + 1);
		expect(after.drawStacks[2].at(-1)).toBe('abbey#1');
		expect(after.tasks[0]).toEqual({ t: 'main', seat: RED });
	});

	it('D9 (contrast) Feud with 4 buildings: the strength-token owner selects 3, the victim removes 1', () => {
		const s0 = base();
		placeExpansion(s0, BLUE, card('candamir'), 1, -1);
		placeExpansion(s0, RED, card('abbey'), 1, -1);
		placeExpansion(s0, RED, card('marketplace'), 1, 1);
		placeExpansion(s0, RED, card('storehouse'), 3, -1);
		placeExpansion(s0, RED, card('tollBridge'), 3, 1);
		withEventOnTop(s0, 'feud#1');
		let s = rollAs(s0, RED, 1, 'event');
		expect(s.tasks[0]).toMatchObject({ t: 'feudSelect', seat: BLUE, victim: RED });
		s = act(s, BLUE, { t: 'feudSelect', card: 'abbey#1' });
		expect(rejection(s, BLUE, { t: 'feudSelect', card: 'abbey#1' })).toMatch(/Already selected/);
		s = act(s, BLUE, { t: 'feudSelect', card: 'storehouse#1' });
		s = act(s, BLUE, { t: 'feudSelect', card: 'tollBridge#1' });
		expect(s.tasks[0]).toEqual({ t: 'feudRemove', seat: RED, options: ['abbey#1', 'storehouse#1', 'tollBridge#1'] });
	});

	it('D12 Yule: the deck is rebuilt (Yule 4th from the bottom) and another card is drawn and resolved', () => {
		const s0 = withEventOnTop(base(), 'yule#1');
		const r = actFull(preRollFor(s0, RED, 'event'), RED, { t: 'roll' });
		const s = r.state;
		expect(eventText(r.events)).toMatch(/Event card: Yule\.[\s\S]*rebuilt[\s\S]*Event card: /);
		expect(s.lastEvent).not.toBe('yule#1');
		expect(view(s, null).eventDeckCount).toBe(9);
		expect([...s.eventDeck].sort()).toEqual([...EVENT_CARDS].sort());
		// Rebuilt: 5 on top, Yule, 3; the drawn top card went under → Yule is 5th from the bottom now.
		expect(s.eventDeck.indexOf('yule#1')).toBe(4);
		expect(s.eventDeck.at(-1)).toBe(s.lastEvent);
	});

	it('D13 region capacity: a full region stays at 3; a booster extra is lost at 3', () => {
		const s0 = setStocks(base(), RED, { 'fields-red': 3 });
		expect(region(rollAs(s0, RED, 6, 'trade'), RED, 'fields-red').stock).toBe(3);

		const mill = base();
		placeExpansion(mill, RED, card('grainMill'), 3, -1); // next to Gold Field (2,-1) and Fields (4,-1)
		setStocks(mill, RED, { 'fields-red': 2 });
		expect(region(rollAs(mill, RED, 6, 'trade'), RED, 'fields-red').stock).toBe(3);
		setStocks(mill, RED, { 'fields-red': 0 });
		expect(region(rollAs(mill, RED, 6, 'trade'), RED, 'fields-red').stock).toBe(2);
		// The booster does not act on a region of another type next to it.
		expect(region(rollAs(mill, RED, 1, 'trade'), RED, 'goldfield-red').stock).toBe(1);
	});

	it('D14 intro event deck: 9 cards, Yule 4th from the bottom; 5 draws without Yule, the 6th is Yule', () => {
		for (const seed of ['a', 'b', 'c', 'd', 'e']) {
			const s = start(seed);
			expect([...s.eventDeck].sort()).toEqual([...EVENT_CARDS].sort());
			expect(s.eventDeck).toHaveLength(9);
			expect(s.eventDeck.indexOf('yule#1')).toBe(5);
			expect(view(s, null).eventDeckCount).toBe(9);
		}
		let s = base();
		const drawn: string[] = [];
		for (let i = 0; i < 6; i++) {
			const r = actFull(preRollFor(s, RED, 'event'), RED, { t: 'roll' });
			const text = eventText(r.events);
			drawn.push(/Event card: Yule\./.test(text) ? 'yule#1' : r.state.lastEvent!);
			s = runUntil(r.state, (x) => x.tasks[0]?.t === 'main');
		}
		expect(drawn.slice(0, 5)).not.toContain('yule#1');
		expect(drawn[5]).toBe('yule#1');
	});

	it('D15 end-of-turn exchange: card under stack B, pay 2, search stack C keeping its order', () => {
		let s = mainPhase(base(), RED);
		const hand = [...s.players[RED].hand];
		s = act(s, RED, { t: 'endTurn' });
		// Hand = limit: no refill decision; the exchange is offered.
		expect(s.tasks[0]).toEqual({ t: 'exchangeOffer', seat: RED });
		s = act(s, RED, { t: 'exchange', card: hand[0], stack: 1 });
		expect(s.drawStacks[1].at(-1)).toBe(hand[0]);
		expect(view(s, BLUE).players[RED].handCount).toBe(2);
		expect(JSON.stringify(view(s, BLUE))).not.toContain(`"${hand[0]}"`);
		expect(legal(s, RED)).toContainEqual({ t: 'search', stack: 2 });
		const stackC = [...s.drawStacks[2]];
		s = act(s, RED, { t: 'search', stack: 2 });
		// Pay 2 resources of any types (the payer chooses).
		expect(s.tasks[0]).toMatchObject({ t: 'payAny', seat: RED, count: 2 });
		s = act(s, RED, { t: 'payFrom', region: 'forest-red' });
		s = act(s, RED, { t: 'payFrom', region: 'hills-red' });
		expect(totalStock(s, RED)).toBe(3);
		// Only the searcher sees the stack.
		expect(view(s, RED).task).toMatchObject({ t: 'searchPick', cards: stackC });
		expect(view(s, BLUE).task).toMatchObject({ t: 'searchPick', cards: null });
		const pick = stackC[3];
		s = act(s, RED, { t: 'searchTake', card: pick });
		expect(s.drawStacks[2]).toEqual(stackC.filter((c) => c !== pick));
		expect(s.players[RED].hand).toEqual([hand[1], hand[2], pick]);
		// The turn is over: no second exchange, and the new card cannot be used before red's next turn.
		expect(s.tasks[0]).toEqual({ t: 'preRoll', seat: BLUE });
		expect(legal(s, RED)).toEqual([]);

		// Variant without payment: take the top card of any stack.
		let t = act(mainPhase(base(), RED), RED, { t: 'endTurn' });
		t = act(t, RED, { t: 'exchange', card: hand[0], stack: 0 });
		const top = t.drawStacks[3][0];
		t = act(t, RED, { t: 'takeTop', stack: 3 });
		expect(t.players[RED].hand).toContain(top);
		expect(totalStock(t, RED)).toBe(5);
		expect(t.tasks[0]).toEqual({ t: 'preRoll', seat: BLUE });
	});

	it('D15 Parish Hall: searching costs 1 resource; search needs enough resources', () => {
		let s = mainPhase(base(), RED);
		placeExpansion(s, RED, card('parishHall'), 1, -1);
		s = act(s, RED, { t: 'endTurn' });
		s = runUntil(s, (x) => x.tasks[0]?.t === 'exchangeOffer');
		s = act(s, RED, { t: 'exchange', card: s.players[RED].hand[0], stack: 0 });
		expect(view(s, RED).searchCost[RED]).toBe(1);
		s = act(s, RED, { t: 'search', stack: 1 });
		expect(s.tasks[0]).toMatchObject({ t: 'payAny', count: 1 });

		let poor = mainPhase(base(), RED);
		setOnlyStocks(poor, RED, { 'forest-red': 1 });
		poor = act(poor, RED, { t: 'endTurn' });
		poor = act(poor, RED, { t: 'exchange', card: poor.players[RED].hand[0], stack: 0 });
		expect(rejection(poor, RED, { t: 'search', stack: 1 })).toMatch(/costs 2 resources/);
		expect(legal(poor, RED).some((a) => a.t === 'search')).toBe(false);
	});

	it('D16 Abbey lost to Feud on your own turn: the limit of 3 applies at the end of this turn', () => {
		const s0 = base();
		placeExpansion(s0, BLUE, card('candamir'), 1, -1);
		placeExpansion(s0, RED, card('abbey'), 1, -1);
		setHand(s0, RED, [card('storehouse'), card('storehouse', 2), card('tollBridge'), card('lumberShip')]);
		withEventOnTop(s0, 'feud#1');
		let s = rollAs(s0, RED, 1, 'event');
		// Red's only building is selected automatically; red chooses the stack.
		expect(s.tasks[0]).toEqual({ t: 'feudRemove', seat: RED, options: ['abbey#1'] });
		s = act(s, RED, { t: 'feudRemove', card: 'abbey#1', stack: 0 });
		expect(view(s, RED).players[RED].handLimit).toBe(3);
		s = act(s, RED, { t: 'endTurn' });
		expect(s.tasks[0]).toEqual({ t: 'replenish', seat: RED });
		expect(legal(s, RED).every((a) => a.t === 'putUnder')).toBe(true);
		expect(rejection(s, RED, { t: 'draw', stack: 0 })).toMatch(/more than your limit of 3/);
		s = act(s, RED, { t: 'putUnder', card: 'lumberShip#1', stack: 3 });
		expect(s.players[RED].hand).toHaveLength(3);
		expect(s.drawStacks[3].at(-1)).toBe('lumberShip#1');
		expect(s.tasks[0]).toEqual({ t: 'exchangeOffer', seat: RED });
	});

	it('D16 (contrast) a hand over the limit is not checked during the opponent’s turn', () => {
		const s0 = base();
		placeExpansion(s0, RED, card('candamir'), 1, -1); // red holds the strength token
		placeExpansion(s0, BLUE, card('abbey'), 1, -1);
		setHand(s0, BLUE, [card('lumberCamp'), card('weaversShop'), card('grainMill'), card('lumberShip')]);
		withEventOnTop(s0, 'feud#1');
		let s = rollAs(s0, RED, 1, 'event');
		s = act(s, BLUE, { t: 'feudRemove', card: 'abbey#1', stack: 0 });
		s = act(s, RED, { t: 'endTurn' });
		s = runUntil(s, (x) => x.tasks[0]?.t === 'preRoll');
		expect(s.tasks[0]).toEqual({ t: 'preRoll', seat: BLUE });
		expect(s.players[BLUE].hand).toHaveLength(4);
	});

	it('D17 Fraternal Feuds: the strength-token owner sees the hand and puts 2 cards under stacks', () => {
		const s0 = base();
		placeExpansion(s0, RED, card('candamir'), 1, -1);
		const blueHand = [...s0.players[BLUE].hand];
		withEventOnTop(s0, 'fraternalFeuds#1');
		let s = rollAs(s0, RED, 1, 'event');
		expect(s.tasks[0]).toMatchObject({ t: 'feudsPick', seat: RED, victim: BLUE, left: 2 });
		expect(view(s, RED).task).toMatchObject({ t: 'feudsPick', victimHand: blueHand });
		expect(view(s, BLUE).task).toMatchObject({ t: 'feudsPick', victimHand: null });
		expect(JSON.stringify(view(s, null))).not.toContain(`"${blueHand[0]}"`);
		expect(legal(s, RED)).toHaveLength(3 * 4);
		const r = actFull(s, RED, { t: 'feudsPut', card: blueHand[0], stack: 0 });
		// Only red and blue read which card it was; a spectator is told only the stack.
		for (const e of r.events.filter((x) => x.onlyFor)) {
			expect(e.onlyFor).toEqual([RED, BLUE]);
			expect(JSON.stringify(e.othersSee)).not.toMatch(/Lumber Camp|Weaver|Grain Mill/);
		}
		s = act(r.state, RED, { t: 'feudsPut', card: blueHand[2], stack: 3 });
		expect(s.players[BLUE].hand).toEqual([blueHand[1]]);
		expect(s.drawStacks[0].at(-1)).toBe(blueHand[0]);
		expect(s.drawStacks[3].at(-1)).toBe(blueHand[2]);
		expect(s.tasks[0]).toEqual({ t: 'main', seat: RED });
		// Blue refills only at the end of his own turn.
		s = act(s, RED, { t: 'endTurn' });
		s = runUntil(s, (x) => x.tasks[0]?.t === 'preRoll');
		expect(s.players[BLUE].hand).toHaveLength(1);
		s = act(s, BLUE, { t: 'roll' });
		s = runUntil(s, (x) => x.tasks[0]?.t === 'main');
		s = act(s, BLUE, { t: 'endTurn' });
		s = runUntil(s, (x) => x.tasks[0]?.t === 'preRoll' || rivals.result(x) !== null);
		expect(s.players[BLUE].hand).toHaveLength(3);

		// Nobody holds the strength token: no effect.
		const none = rollAs(withEventOnTop(base(), 'fraternalFeuds#1'), RED, 1, 'event');
		expect(none.tasks[0]).toEqual({ t: 'main', seat: RED });
		expect(none.players[BLUE].hand).toHaveLength(3);
	});

	it('D18 starting hands: different stacks; stacks 6, 6, 9, 9', () => {
		let s = start('d18');
		const first = s.startPlayer;
		expect(rivals.pending(s).map((p) => p.seat)).toEqual([first]);
		expect(legal(s, 1 - first)).toEqual([]);
		const top0 = s.drawStacks[0].slice(0, 3);
		s = act(s, first, { t: 'startStack', stack: 0 });
		expect(s.players[first].hand).toEqual(top0);
		expect(rejection(s, 1 - first, { t: 'startStack', stack: 0 })).toMatch(/choose another/);
		expect(legal(s, 1 - first)).not.toContainEqual({ t: 'startStack', stack: 0 });
		s = act(s, 1 - first, { t: 'startStack', stack: 1 });
		expect(view(s, null).drawStackCounts).toEqual([6, 6, 9, 9]);
		expect(view(s, first).players[first].hand).toHaveLength(3);
		expect(view(s, first).players[1 - first].hand).toBeNull();
		expect(view(s, first).players[1 - first].handCount).toBe(3);
		expect(s.tasks[0]).toEqual({ t: 'preRoll', seat: first });
	});

	it('Brigitta: chosen production number, only the event die is rolled; the card is discarded', () => {
		const s0 = base();
		const before = regionStocks(s0, RED);
		const s = brigittaRoll(s0, RED, 6, 'trade');
		expect(view(s, null).dice).toEqual({ production: 6, event: 'trade' });
		expect(regionStocks(s, RED)).toEqual({ ...before, 'fields-red': 2 });
		expect(view(s, null).discardTop).toBe('brigitta#1');
		expect(s.tasks[0]).toEqual({ t: 'main', seat: RED });
	});
});

/** The seat at its pre-roll decision; its real roll will show the "?" event face (production 1). */
function preRollFor(s: RivalsState, seat: number, face: 'event'): RivalsState {
	const t = clone(s);
	t.active = seat;
	t.dice = { production: null, event: null };
	t.tasks = [{ t: 'preRoll', seat }];
	t.rng = rngForDice(1, face);
	return t;
}

// ---------------------------------------------------------------------------

describe('Rivals rejection reasons', () => {
	it('not your decision', () => {
		const s = mainPhase(base(), RED);
		expect(rejection(s, BLUE, { t: 'endTurn' })).toBe("It is {0}'s decision now.");
		expect(rejection(s, 7, { t: 'endTurn' })).toMatch(/decision now/);
	});

	it("can't afford: the message lists what is missing", () => {
		const s = mainPhase(base(), RED);
		setOnlyStocks(s, RED, { 'fields-red': 1 });
		expect(rejection(s, RED, { t: 'buildCity', col: 1 })).toBe('Not enough resources: you lack 1 grain, 3 ore.');
		expect(rejection(s, RED, { t: 'buildRoad', col: 0 })).toBe('Not enough resources: you lack 1 lumber, 2 brick.');
		setHand(s, RED, [card('candamir')]);
		expect(rejection(s, RED, { t: 'buildExpansion', card: 'candamir#1', col: 1, row: 1 })).toBe('Not enough resources: you lack 2 wool, 1 ore.');
		const cs = tryAct(s, RED, { t: 'buildCity', col: 1 });
		expect(!cs.ok && cs.reason.cs).toMatch(/chybí 1 obilí, 3 rudy/);
	});

	it('occupied building site', () => {
		const s = mainPhase(base(), RED);
		placeExpansion(s, RED, card('storehouse'), 1, -1);
		setStocks(s, RED, { 'pasture-red': 3, 'forest-red': 3 });
		expect(rejection(s, RED, { t: 'buildExpansion', card: 'tollBridge#1', col: 1, row: -1 })).toBe('That building site is not free.');
		expect(rejection(s, RED, { t: 'buildExpansion', card: 'tollBridge#1', col: 1, row: -2 })).toBe('That building site is not free.'); // settlement: no row ±2
		expect(rejection(s, RED, { t: 'buildExpansion', card: 'tollBridge#1', col: 2, row: 1 })).toBe('That building site is not free.'); // a road column
		expect(isLegal(s, RED, { t: 'buildExpansion', card: 'tollBridge#1', col: 1, row: 1 })).toBe(true);
	});

	it.each(['abbey', 'marketplace', 'parishHall'])('"1x": a second %s is refused', (id) => {
		const s = mainPhase(base(), RED);
		setStocks(s, RED, { 'hills-red': 3, 'fields-red': 3, 'mountains-red': 3, 'pasture-red': 3 });
		placeExpansion(s, RED, card(id, 1), 1, -1);
		setHand(s, RED, [card(id, 2)]);
		expect(rejection(s, RED, { t: 'buildExpansion', card: card(id, 2), col: 3, row: -1 })).toBe('You already have this "1x" card in your principality.');
		expect(legal(s, RED).some((a) => a.t === 'buildExpansion')).toBe(false);
		// The opponent may own the other copy.
		const t = mainPhase(base(), BLUE);
		setStocks(t, BLUE, { 'hills-blue': 3, 'fields-blue': 3, 'mountains-blue': 3, 'pasture-blue': 3 });
		placeExpansion(t, RED, card(id, 1), 1, -1);
		setHand(t, BLUE, [card(id, 2)]);
		expect(isLegal(t, BLUE, { t: 'buildExpansion', card: card(id, 2), col: 3, row: -1 })).toBe(true);
	});

	it('road not at a free end', () => {
		const s = mainPhase(base(), RED);
		setStocks(s, RED, { 'hills-red': 3, 'forest-red': 3 });
		for (const col of [2, 6, -2, 1, 5])
			expect(rejection(s, RED, { t: 'buildRoad', col })).toBe('A road goes only at a free end next to your outermost settlement.');
		const t = act(s, RED, { t: 'buildRoad', col: 4 });
		expect(rejection(t, RED, { t: 'buildRoad', col: 4 })).toMatch(/free end/);
		expect(rejection(s, RED, { t: 'buildSettlement', col: 5 })).toBe('A settlement goes at the free end of a road.');
	});

	it('Brigitta after rolling', () => {
		const s = mainPhase(base(), RED);
		setHand(s, RED, [card('brigitta')]);
		expect(rejection(s, RED, { t: 'playAction', card: 'brigitta#1' })).toBe('Brigitta is played only before rolling.');
		expect(rejection(s, RED, { t: 'playBrigitta', card: 'brigitta#1' })).toMatch(/action phase/);
		// Before rolling it is offered; without the card it is refused.
		const p = mainPhase(base(), RED);
		setHand(p, RED, [card('brigitta')]);
		p.tasks = [{ t: 'preRoll', seat: RED }];
		expect(legal(p, RED)).toEqual([{ t: 'roll' }, { t: 'playBrigitta', card: 'brigitta#1' }]);
		expect(rejection(p, RED, { t: 'playBrigitta', card: 'brigitta#2' })).toBe('You have no Brigitta in hand.');
		expect(rejection(p, RED, { t: 'endTurn' })).toMatch(/Roll the dice first/);
	});

	it('Scout outside settlement building; Scout while building picks the regions', () => {
		let s = mainPhase(base(), RED);
		setHand(s, RED, [card('scout')]);
		expect(rejection(s, RED, { t: 'playAction', card: 'scout#1' })).toBe('The Scout is played only while building a settlement.');
		expect(legal(s, RED).some((a) => a.t === 'playAction')).toBe(false);
		// While building a settlement it is offered.
		s.players[RED].centers.push({ kind: 'road', col: 4 }); // a road built earlier
		s.roads -= 1;
		setStocks(s, RED, { 'forest-red': 1, 'hills-red': 1, 'fields-red': 1, 'pasture-red': 1 });
		s = act(s, RED, { t: 'buildSettlement', col: 5 });
		expect(legal(s, RED)).toEqual([{ t: 'noScout' }, { t: 'useScout', card: 'scout#1' }]);
		const stack = [...s.regionStack];
		s = act(s, RED, { t: 'useScout', card: 'scout#1' });
		expect(view(s, RED).task).toMatchObject({ t: 'scoutPick', regionStack: stack });
		expect(view(s, BLUE).task).toMatchObject({ t: 'scoutPick', regionStack: null });
		s = act(s, RED, { t: 'scoutTake', region: stack[5] });
		s = act(s, RED, { t: 'scoutTake', region: stack[7] });
		s = act(s, RED, { t: 'regionOnTop', region: stack[7] });
		expect(s.players[RED].regions).toContainEqual({ card: stack[7], row: -1, col: 6, stock: 0 });
		expect(s.players[RED].regions).toContainEqual({ card: stack[5], row: 1, col: 6, stock: 0 });
		expect([...s.regionStack].sort()).toEqual(stack.filter((c) => c !== stack[5] && c !== stack[7]).sort());
		expect(s.discard).toContain('scout#1');
	});

	it('action cards: Goldsmith needs 3 gold, Caravan needs 2 resources', () => {
		const s = mainPhase(base(), RED);
		setHand(s, RED, [card('goldsmith'), card('caravan')]);
		setOnlyStocks(s, RED, { 'goldfield-red': 2, 'forest-red': 0 });
		expect(rejection(s, RED, { t: 'playAction', card: 'goldsmith#1' })).toBe('The Goldsmith needs 3 gold.');
		setOnlyStocks(s, RED, { 'forest-red': 1 });
		expect(rejection(s, RED, { t: 'playAction', card: 'caravan#1' })).toBe('The Merchant Caravan needs 2 resources.');
		expect(rejection(s, RED, { t: 'buildExpansion', card: 'caravan#1', col: 1, row: 1 })).toBe('Action cards are played, not built.');
		expect(rejection(s, RED, { t: 'trade', give: 'lumber', get: 'lumber', via: 'bank' })).toMatch(/different resource/);
	});
});

// ---------------------------------------------------------------------------

describe('Rivals parseAction and apply robustness', () => {
	it('parseAction refuses malformed input without throwing', () => {
		const bad: unknown[] = [
			null,
			undefined,
			42,
			'roll',
			[],
			[{ t: 'roll' }],
			{},
			{ t: 'nope' },
			{ t: 'toString' },
			{ t: '__proto__' },
			{ t: 'constructor' },
			{ t: 'hasOwnProperty' },
			{ t: 'roll', extra: 1 },
			{ t: 'endTurn', seat: 0 },
			{ t: 'buildRoad' },
			{ t: 'buildRoad', col: '4' },
			{ t: 'buildRoad', col: 4.5 },
			{ t: 'buildRoad', col: NaN },
			{ t: 'buildRoad', col: Infinity },
			{ t: 'buildRoad', col: 1e300 },
			{ t: 'buildRoad', col: 2 ** 53 },
			{ t: 'buildRoad', col: -1e9 },
			{ t: 'startStack', stack: 123456789 },
			{ t: 'buildExpansion', card: 'abbey#1', col: 1, row: 0 },
			{ t: 'buildExpansion', card: 'abbey#1', col: 1, row: 3 },
			{ t: 'buildExpansion', card: '', col: 1, row: 1 },
			{ t: 'buildExpansion', card: 'x'.repeat(10_000), col: 1, row: 1 },
			{ t: 'buildExpansion', card: 7, col: 1, row: 1 },
			{ t: 'trade', give: 'diamonds', get: 'ore', via: 'bank' },
			{ t: 'trade', give: 'ore', get: 'wool', via: 'pirate' },
			{ t: 'trade', give: 'ore', get: 'wool', via: 'ship', ship: 5 },
			{ t: 'relocatePick', target: { kind: 'region' } },
			{ t: 'relocatePick', target: { kind: 'city', card: 'x' } },
			{ t: 'relocatePick', target: { kind: 'region', card: 'forest-red', extra: 1 } },
			{ t: 'relocatePick', target: 'forest-red' },
			{ t: 'relocatePick', target: null },
			{ t: 'takeType', res: 'toString' },
			{ t: 'payFrom', region: { card: 'x' } }
		];
		for (const raw of bad) {
			let r: ReturnType<typeof rivals.parseAction> | undefined;
			expect(() => (r = rivals.parseAction(raw)), JSON.stringify(raw)).not.toThrow();
			expect(r?.ok, JSON.stringify(raw) ?? String(raw)).toBe(false);
			if (r && !r.ok) expect(r.reason.en).toMatch(/^Malformed action/);
		}
	});

	// Issue 23 item 17: a field nested thousands deep (a 40 KB network message builds one) threw RangeError.
	it('parseAction and apply refuse a deeply nested or huge field without throwing', () => {
		let deep: unknown = 'roll';
		for (let i = 0; i < 20_000; i++) deep = [deep];
		const s = prepared('deep');
		const raws = [{ t: deep }, { t: 'draw', stack: deep }, { t: 'playAction', card: 'x'.repeat(1 << 20) }, deep];
		for (const raw of raws) {
			expect(() => rivals.parseAction(raw)).not.toThrow();
			expect(rivals.parseAction(raw).ok).toBe(false);
			expect(() => rivals.apply(s, 0, raw as RivalsAction)).not.toThrow();
			expect(rivals.apply(s, 0, raw as RivalsAction).ok).toBe(false);
		}
	});

	it('parseAction accepts and copies well-formed actions', () => {
		const good: RivalsAction[] = [
			{ t: 'roll' },
			{ t: 'buildExpansion', card: 'abbey#1', col: 1, row: -2 },
			{ t: 'trade', give: 'ore', get: 'wool', via: 'largeLeft', ship: 'largeShip#1' },
			{ t: 'trade', give: 'ore', get: 'wool', via: 'bank' },
			{ t: 'relocatePick', target: { kind: 'expansion', card: 'abbey#1' } }
		];
		for (const a of good) {
			const r = rivals.parseAction(a);
			expect(r.ok && r.value).toEqual(a);
			if (r.ok) expect(r.value).not.toBe(a);
		}
		// A JSON round trip of a real legal action parses to itself.
		const s = mainPhase(base(), RED);
		for (const a of legal(s, RED)) expect(rivals.parseAction(JSON.parse(JSON.stringify(a)))).toEqual({ ok: true, value: a });
	});

	/** A few states from different phases to throw garbage at. */
	function sampleStates(): RivalsState[] {
		const out: RivalsState[] = [start('garbage'), base(), mainPhase(base(), RED)];
		let s = base();
		s.tasks = [{ t: 'preRoll', seat: s.startPlayer }];
		for (let i = 0; i < 120 && rivals.result(s) === null; i++) {
			const p = rivals.pending(s)[0];
			const l = legal(s, p.seat);
			s = act(s, p.seat, l[(i * 7919) % l.length]);
			if (i % 15 === 0) out.push(s);
		}
		return out;
	}

	const fieldValue = fc.oneof(
		fc.integer({ min: -3, max: 10 }),
		fc.constantFrom('abbey#1', 'abbey#2', 'forest-red', 'forest-blue', 'mountains-1', 'brigitta#1', 'scout#1', 'lumber', 'ore', 'gold', 'bank', 'ship', 'largeLeft', 'x', ''),
		fc.constantFrom(-2, -1, 1, 2, 0.5, NaN, Infinity, -0, 1e12),
		fc.record({ kind: fc.constantFrom('region', 'expansion', 'x'), card: fc.constantFrom('forest-red', 'abbey#1', 'hills-blue') }),
		fc.anything()
	);
	const types = [
		'startStack', 'roll', 'playBrigitta', 'brigittaNumber', 'buildRoad', 'buildSettlement', 'buildCity', 'buildExpansion',
		'playAction', 'trade', 'endTurn', 'payFrom', 'gainOn', 'takeType', 'giveFrom', 'useScout', 'noScout', 'scoutTake',
		'regionOnTop', 'relocatePick', 'buyWithGold', 'doneBuying', 'feudsPut', 'feudSelect', 'feudRemove', 'draw', 'putUnder',
		'exchange', 'skipExchange', 'takeTop', 'search', 'searchTake', 'bogus'
	];
	const actionish = fc.record(
		{
			t: fc.constantFrom(...types),
			stack: fieldValue,
			number: fieldValue,
			col: fieldValue,
			row: fieldValue,
			card: fieldValue,
			region: fieldValue,
			res: fieldValue,
			give: fieldValue,
			get: fieldValue,
			via: fieldValue,
			ship: fieldValue,
			target: fieldValue
		},
		{ requiredKeys: ['t'] }
	);
	const garbage = fc.oneof(actionish, fc.anything());
	const seatArb = fc.oneof(fc.constantFrom(0, 1), fc.integer({ min: -3, max: 5 }), fc.constantFrom(NaN, 0.5, 1e9));

	it('apply never throws on parsed garbage, never mutates its input, and rejects what is not legal', () => {
		const states = sampleStates();
		const hashes = states.map(hashState);
		let accepted = 0;
		fc.assert(
			fc.property(fc.nat({ max: states.length - 1 }), seatArb, garbage, fc.nat(), fc.boolean(), (i, seat, junk, k, useLegal) => {
				const s = states[i];
				const due = rivals.pending(s)[0]?.seat ?? 0;
				const options = legal(s, due);
				// Half the time a real legal action (possibly offered to the wrong seat), else garbage.
				const raw = useLegal && options.length ? JSON.parse(JSON.stringify(options[k % options.length])) : junk;
				const parsed = rivals.parseAction(raw);
				if (!parsed.ok) return;
				const r = rivals.apply(s, seat, parsed.value);
				const isLegalAction = Number.isInteger(seat) && seat >= 0 && seat < 2 && isLegal(s, seat, parsed.value);
				if (r.ok) accepted++;
				// legalActions and apply agree.
				expect(r.ok).toBe(isLegalAction);
				if (!r.ok) expect(r.reason.en.length).toBeGreaterThan(0);
			}),
			{ numRuns: 3000, seed: 20240601 }
		);
		expect(states.map(hashState)).toEqual(hashes);
		expect(accepted).toBeGreaterThan(0);
	});

	// The kernel contract: apply never throws on bad input, even when a caller skips parseAction
	// (this failed until rules.ts apply re-checked the action shape, commit 03224df).
	it('apply never throws even on unparsed garbage (defence in depth)', () => {
		const states = sampleStates();
		fc.assert(
			fc.property(fc.nat({ max: states.length - 1 }), seatArb, garbage, (i, seat, raw) => {
				expect(() => rivals.apply(states[i], seat, raw as RivalsAction)).not.toThrow();
			}),
			{ numRuns: 2000, seed: 7 }
		);
	});
});

// ---------------------------------------------------------------------------

describe('Rivals other intro rules (event faces, event cards, action cards)', () => {
	it('Trade face: the trade-token owner takes 1 resource of his choice from the opponent', () => {
		const s0 = base();
		for (const [c, col, row] of [['oreShip', 1, -1], ['woolShip', 1, 1], ['brickShip', 3, -1]] as const) placeExpansion(s0, RED, card(c), col, row);
		let s = rollAs(s0, RED, 3, 'trade'); // Hills(3) red, Forest(3) blue
		expect(view(s, null).tokens.trade).toBe(RED);
		expect(s.tasks[0]).toMatchObject({ t: 'chooseTakeType', seat: RED, from: BLUE });
		expect(legal(s, RED).map((a) => (a as { res: string }).res)).toEqual(['lumber', 'wool', 'grain', 'brick', 'ore']); // blue has no gold
		expect(rejection(s, RED, { t: 'takeType', res: 'gold' })).toMatch(/none of that/);
		const redOre = stockOf(s, RED, 'ore');
		s = act(s, RED, { t: 'takeType', res: 'ore' }); // blue's single ore region and red's single Mountains: no further choice
		expect(stockOf(s, BLUE, 'ore')).toBe(0);
		expect(stockOf(s, RED, 'ore')).toBe(redOre + 1);
		expect(s.tasks[0]).toEqual({ t: 'main', seat: RED });
	});

	it('Plentiful Harvest: each takes 1 of choice, Toll Bridge adds 2 gold', () => {
		const s0 = base();
		placeExpansion(s0, RED, card('tollBridge'), 1, -1);
		let s = rollAs(s0, RED, 6, 'harvest');
		expect(s.tasks[0]).toMatchObject({ t: 'gain', seat: RED, count: 1 });
		s = act(s, RED, { t: 'gainOn', region: 'forest-red' });
		// The 2 gold go to the only Gold Field without a question.
		expect(stockOf(s, RED, 'gold')).toBe(2);
		expect(s.tasks[0]).toMatchObject({ t: 'gain', seat: BLUE, count: 1 });
		s = act(s, BLUE, { t: 'gainOn', region: 'goldfield-blue' });
		expect(stockOf(s, BLUE, 'gold')).toBe(1);
		expect(s.tasks[0]).toEqual({ t: 'main', seat: RED });
	});

	it('Year of Plenty: +1 per adjacent Storehouse and Abbey, space permitting', () => {
		const s0 = base();
		placeExpansion(s0, RED, card('storehouse'), 1, 1); // Hills (0,+1), Pasture (2,+1)
		placeExpansion(s0, RED, card('abbey'), 1, -1); // Forest (0,-1), Gold Field (2,-1)
		setStocks(s0, RED, { 'pasture-red': 3 });
		withEventOnTop(s0, 'yearOfPlenty#1');
		const s = rollAs(s0, RED, 6, 'event'); // Fields(6) is not adjacent
		expect(regionStocks(s, RED)).toEqual({ 'forest-red': 2, 'goldfield-red': 1, 'fields-red': 2, 'hills-red': 2, 'pasture-red': 3, 'mountains-red': 1 });
		expect(regionStocks(s, BLUE)).toMatchObject({ 'forest-blue': 1, 'hills-blue': 1 });
	});

	it('Trade Ships Race: more ships take 1; a 0-0 tie gives nothing', () => {
		const s0 = base();
		placeExpansion(s0, BLUE, card('oreShip'), 1, -1);
		const s = rollAs(withEventOnTop(s0, 'tradeShipsRace#1'), RED, 6, 'event');
		expect(rivals.pending(s).map((p) => p.seat)).toEqual([BLUE]);
		expect(s.tasks[0]).toMatchObject({ t: 'gain', seat: BLUE, count: 1 });
		const none = rollAs(withEventOnTop(base(), 'tradeShipsRace#1'), RED, 6, 'event');
		expect(none.tasks[0]).toEqual({ t: 'main', seat: RED });
	});

	it('Invention: 1 resource per building with a progress point (Abbey)', () => {
		const s0 = base();
		placeExpansion(s0, BLUE, card('abbey'), 1, -1);
		const s = rollAs(withEventOnTop(s0, 'invention#1'), RED, 6, 'event');
		expect(s.tasks[0]).toMatchObject({ t: 'gain', seat: BLUE, count: 1 });
		expect(s.tasks.filter((t) => t.t === 'gain')).toHaveLength(1);
	});

	it('Traveling Merchant: up to 2 resources for 1 gold each; no gold, no question', () => {
		const s0 = base();
		setStocks(s0, RED, { 'goldfield-red': 3 });
		let s = rollAs(withEventOnTop(s0, 'travelingMerchant#1'), RED, 6, 'event');
		expect(s.tasks[0]).toMatchObject({ t: 'merchantBuy', seat: RED, left: 2 });
		expect(legal(s, RED)).toEqual([{ t: 'doneBuying' }, { t: 'buyWithGold' }]);
		s = act(s, RED, { t: 'buyWithGold' });
		s = act(s, RED, { t: 'gainOn', region: 'hills-red' });
		s = act(s, RED, { t: 'buyWithGold' });
		s = act(s, RED, { t: 'gainOn', region: 'hills-red' });
		expect(stocks(s, RED)).toMatchObject({ gold: 1, brick: 3 });
		// Blue has no gold: skipped; red's offer is used up.
		expect(s.tasks[0]).toEqual({ t: 'main', seat: RED });
	});

	it('Goldsmith and Merchant Caravan', () => {
		let s = mainPhase(base(), RED);
		setHand(s, RED, [card('goldsmith'), card('caravan')]);
		setStocks(s, RED, { 'goldfield-red': 3 });
		s = act(s, RED, { t: 'playAction', card: 'goldsmith#1' });
		expect(stockOf(s, RED, 'gold')).toBe(0);
		s = act(s, RED, { t: 'gainOn', region: 'hills-red' });
		s = act(s, RED, { t: 'gainOn', region: 'mountains-red' });
		expect(stocks(s, RED)).toMatchObject({ brick: 2, ore: 2 });
		expect(s.discard).toContain('goldsmith#1');
		s = act(s, RED, { t: 'playAction', card: 'caravan#1' });
		expect(s.tasks[0]).toMatchObject({ t: 'payAny', count: 2 });
		s = act(s, RED, { t: 'payFrom', region: 'forest-red' });
		s = act(s, RED, { t: 'payFrom', region: 'pasture-red' });
		s = act(s, RED, { t: 'gainOn', region: 'fields-red' });
		s = act(s, RED, { t: 'gainOn', region: 'fields-red' });
		expect(stocks(s, RED)).toMatchObject({ lumber: 0, wool: 0, grain: 3 });
		expect(s.tasks[0]).toEqual({ t: 'main', seat: RED });
	});

	it('Relocation swaps two regions (they keep their resources) or two expansions, never one of each', () => {
		let s = mainPhase(base(), RED);
		setHand(s, RED, [card('relocation')]);
		placeExpansion(s, RED, card('storehouse'), 1, 1);
		setStocks(s, RED, { 'forest-red': 3 });
		s = act(s, RED, { t: 'playAction', card: 'relocation#1' });
		s = act(s, RED, { t: 'relocatePick', target: { kind: 'region', card: 'forest-red' } });
		expect(rejection(s, RED, { t: 'relocatePick', target: { kind: 'expansion', card: 'storehouse#1' } })).toMatch(/2 regions or 2 expansions/);
		expect(rejection(s, RED, { t: 'relocatePick', target: { kind: 'region', card: 'forest-red' } })).toMatch(/different card/);
		s = act(s, RED, { t: 'relocatePick', target: { kind: 'region', card: 'mountains-red' } });
		expect(s.players[RED].regions).toContainEqual({ card: 'forest-red', row: 1, col: 4, stock: 3 });
		expect(s.players[RED].regions).toContainEqual({ card: 'mountains-red', row: -1, col: 0, stock: 1 });
		// With a single expansion it cannot be the first pick.
		let t = mainPhase(base(), RED);
		setHand(t, RED, [card('relocation')]);
		placeExpansion(t, RED, card('storehouse'), 1, 1);
		t = act(t, RED, { t: 'playAction', card: 'relocation#1' });
		expect(rejection(t, RED, { t: 'relocatePick', target: { kind: 'expansion', card: 'storehouse#1' } })).toMatch(/only one expansion/);
	});

	it('Large Trade Ship: 2 from one neighbouring region for 1 other', () => {
		const s0 = mainPhase(base(), RED);
		placeExpansion(s0, RED, card('largeShip'), 1, -1); // Forest (0,-1) left, Gold Field (2,-1) right
		setStocks(s0, RED, { 'forest-red': 2, 'goldfield-red': 1 });
		const s = act(s0, RED, { t: 'trade', give: 'lumber', get: 'ore', via: 'largeLeft', ship: 'largeShip#1' });
		expect(stocks(s, RED)).toMatchObject({ lumber: 0, ore: 2 });
		expect(rejection(s0, RED, { t: 'trade', give: 'gold', get: 'ore', via: 'largeRight', ship: 'largeShip#1' })).toMatch(/does not hold 2/);
		expect(rejection(s0, RED, { t: 'trade', give: 'lumber', get: 'ore', via: 'largeRight', ship: 'largeShip#1' })).toMatch(/another resource/);
	});

	it('rivals-1 only: win before rolling (intro, [inferred]): blue reaches 7 during red’s turn and wins at the start of his own', () => {
		const s0 = asRulesV1(base());
		makeCity(s0, BLUE, 1);
		makeCity(s0, BLUE, 3);
		addSettlementWithRegions(s0, BLUE, 'right', 'fields-1', 'mountains-1');
		placeExpansion(s0, BLUE, card('candamir'), 1, -1); // strength 4: blue holds the strength token
		for (const [c, col, row] of [['oreShip', 1, 1], ['woolShip', 3, -1], ['brickShip', 3, 1]] as const) placeExpansion(s0, BLUE, card(c), col, row);
		placeExpansion(s0, RED, card('marketplace'), 1, -1);
		placeExpansion(s0, RED, card('grainShip'), 1, 1);
		placeExpansion(s0, RED, card('goldShip'), 3, -1); // red commerce 3 = blue 3: nobody holds the trade token
		withEventOnTop(s0, 'feud#1');
		let s = rollAs(s0, RED, 6, 'event');
		expect(view(s, null).players[BLUE].vp).toBe(6);
		s = act(s, RED, { t: 'feudRemove', card: 'marketplace#1', stack: 0 });
		// Red commerce 2 < blue 3: the trade token goes to blue during red's turn → 7 VP, but no win yet.
		expect(view(s, null).tokens.trade).toBe(BLUE);
		expect(view(s, null).players[BLUE].vp).toBe(7);
		expect(rivals.result(s)).toBeNull();
		s = act(s, RED, { t: 'endTurn' });
		s = runUntil(s, (x) => rivals.result(x) !== null);
		expect(rivals.result(s)?.winners).toEqual([BLUE]);
		expect(view(s, null).dice).toEqual({ production: null, event: null });
		expect(view(s, null).active).toBe(BLUE);
	});
});

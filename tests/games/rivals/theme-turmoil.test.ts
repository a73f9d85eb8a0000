/**
 * The Era of Turmoil building blocks (spec §6.8, §9.5-9.6, §10 D7, D8, E17): the mode is not
 * offered yet, so scenarios start from setupState directly and then go through the public
 * apply/legalActions API.
 */
import { describe, expect, it } from 'vitest';
import { rngFromSeed, rollDie, type RngState } from '$lib/engine';
import { rivals, type RivalsState } from '$lib/games/rivals';
import { rivalsKernel } from '$lib/games/rivals/handlers';
import { setupState } from '$lib/games/rivals/setup';
import { chapelProtects, protectionRange, riotsGold } from '$lib/games/rivals/turmoil';
import { cardDef } from '$lib/games/rivals/cards';
import { act, actFull, chooseThemeStart, card, clone, eventText, isLegal, legal, mainPhase, makeCity, placeExpansion, rejection, rngForDice, SEATS, setHand, setOnlyStocks, startRegion, stockOf } from './helpers';

const RED = 0;
const BLUE = 1;

function startTurmoil(seed = 'turmoil-examples'): RivalsState {
	const { state } = setupState({ mode: 'turmoil' }, seed);
	rivalsKernel.advance(state, rivalsKernel.context(state));
	return chooseThemeStart(state);
}

/** An RNG whose next die roll is `n`. */
function rngForRoll(n: number): RngState {
	for (let i = 0; i < 10_000; i++) {
		const rng = rngFromSeed(`roll-${i}`);
		if (rollDie([...rng] as RngState) === n) return rng;
	}
	throw new Error('no rng');
}

const placeFaceUp = (s: RivalsState, seat: number, c: string, col: number, row: -2 | -1 | 1 | 2) => {
	s.faceUp = s.faceUp!.filter((x) => x !== c);
	s.players[seat].expansions.push({ card: c, col, row });
	return s;
};

/** Red attacks in its action phase with a Hedge Tavern; Blue has a city at column 3. */
function attackScene(): RivalsState {
	const s = startTurmoil();
	placeFaceUp(s, RED, 'hedgeTavern#1', 1, -1);
	makeCity(s, RED, 1);
	makeCity(s, BLUE, 3);
	return mainPhase(s, RED);
}

describe('Era of Turmoil setup', () => {
	it('face-up stack holds both Hedge Taverns; target 12; Turmoil stacks have the Turmoil back', () => {
		const s = startTurmoil();
		expect(s.faceUp).toEqual(['hedgeTavern#1', 'hedgeTavern#2']);
		expect(s.target).toBe(12);
		expect(s.stackSets).toContain('turmoil');
	});

	it('the mode is offered (provisional card values) and accepted', () => {
		expect(rivals.modes.find((m) => m.id === 'turmoil')?.provisional).toBe(true);
		expect(rivals.parseOptions({ mode: 'turmoil' }).ok).toBe(true);
		expect(rivals.setup(SEATS, { mode: 'turmoil' }, 'x').ok).toBe(true);
	});
});

describe('Hedge Tavern requirement and playability', () => {
	it('Archer, Arsonist and Traitor need a Hedge Tavern', () => {
		const s = startTurmoil();
		mainPhase(s, RED);
		makeCity(s, BLUE, 3);
		placeExpansion(s, BLUE, card('carlForkbeard'), 3, 1);
		placeExpansion(s, BLUE, card('fireBrigade'), 1, -1);
		setHand(s, RED, [card('archer'), card('arsonist'), card('traitor')]);
		for (const c of [card('archer'), card('arsonist'), card('traitor')]) expect(rejection(s, RED, { t: 'playAction', card: c })).toMatch(/Hedge Tavern/);
	});

	it('Archer needs a unit with strength; Arsonist an unprotected building; Traitor an opponent hand; Sebastian only at an event', () => {
		const s = attackScene();
		setHand(s, RED, [card('archer'), card('arsonist'), card('traitor'), card('sebastian')]);
		setHand(s, BLUE, []);
		expect(rejection(s, RED, { t: 'playAction', card: card('archer') })).toMatch(/no unit with strength/);
		expect(rejection(s, RED, { t: 'playAction', card: card('arsonist') })).toMatch(/no unprotected building/);
		expect(rejection(s, RED, { t: 'playAction', card: card('traitor') })).toMatch(/no cards in hand/);
		expect(rejection(s, RED, { t: 'playAction', card: card('sebastian') })).toMatch(/only when Riots/);
	});

	it('Fire Brigade protects every building of its city, itself included, but not other cities', () => {
		const s = attackScene();
		setHand(s, RED, [card('arsonist')]);
		placeExpansion(s, BLUE, card('fireBrigade'), 3, 2);
		placeExpansion(s, BLUE, card('chapelLow'), 3, -2);
		expect(rejection(s, RED, { t: 'playAction', card: card('arsonist') })).toMatch(/no unprotected building/);
		makeCity(s, BLUE, 1);
		placeExpansion(s, BLUE, card('largeFestivalHall'), 1, 2);
		// The only unprotected building is named automatically; the victim chooses the stack.
		const t = act(s, RED, { t: 'playAction', card: card('arsonist') });
		expect(t.tasks[0]).toMatchObject({ t: 'feudRemove', seat: BLUE, options: [card('largeFestivalHall')], cause: card('arsonist') });
	});
});

describe('Archer and Arsonist with protection rolls (D8)', () => {
	it('Archer without protection: the opponent chooses which unit with strength goes under a Turmoil stack; Irmgard pays 1', () => {
		const s = attackScene();
		setHand(s, RED, [card('archer')]);
		placeExpansion(s, BLUE, card('carlForkbeard'), 3, 1);
		placeExpansion(s, BLUE, card('irmgard'), 3, -1);
		setOnlyStocks(s, BLUE, {});
		let t = act(s, RED, { t: 'playAction', card: card('archer') });
		expect(t.tasks[0]).toMatchObject({ t: 'feudRemove', seat: BLUE, options: [card('carlForkbeard')], cause: card('archer') });
		expect(t.discard).toContain(card('archer'));
		const basic = t.stackSets!.indexOf('basic');
		const turm = t.stackSets!.indexOf('turmoil');
		expect(rejection(t, BLUE, { t: 'feudRemove', card: card('carlForkbeard'), stack: basic })).toMatch(/same back/);
		const r = actFull(t, BLUE, { t: 'feudRemove', card: card('carlForkbeard'), stack: turm });
		t = r.state;
		expect(eventText(r.events)).toMatch(/Archer: .* removes Carl Forkbeard under stack/);
		expect(t.drawStacks[turm].at(-1)).toBe(card('carlForkbeard'));
		expect(t.tasks[0]).toMatchObject({ t: 'gain', seat: BLUE, count: 1 });
	});

	it('ranges: Lookout Tower 1-2, Heinrich 3-5, both 1-5', () => {
		const s = startTurmoil();
		const p = s.players[BLUE];
		expect(protectionRange(p)).toBeNull();
		placeExpansion(s, BLUE, card('lookoutTower'), 1, 1);
		expect(protectionRange(p)).toEqual([1, 2]);
		placeExpansion(s, BLUE, card('heinrich'), 3, 1);
		expect(protectionRange(p)).toEqual([1, 5]);
		p.expansions = p.expansions.filter((e) => e.card !== card('lookoutTower'));
		expect(protectionRange(p)).toEqual([3, 5]);
	});

	it('D8: tower + Heinrich, one roll: 1-5 the Arsonist has no effect (discarded), 6 the attacker then names the target', () => {
		const s = attackScene();
		setHand(s, RED, [card('arsonist')]);
		placeExpansion(s, BLUE, card('lookoutTower'), 3, 1);
		placeExpansion(s, BLUE, card('heinrich'), 3, -1);
		placeExpansion(s, BLUE, card('titheBarn'), 3, 2);
		for (const n of [1, 3, 5]) {
			const t = clone(s);
			t.rng = rngForRoll(n);
			const r = actFull(t, RED, { t: 'playAction', card: card('arsonist') });
			expect(eventText(r.events)).toMatch(new RegExp(`rolls for protection: ${n} — Arsonist has no effect`));
			expect(r.state.tasks[0]).toMatchObject({ t: 'main', seat: RED });
			expect(r.state.discard).toContain(card('arsonist'));
			expect(r.state.players[BLUE].expansions).toHaveLength(3);
		}
		const t = clone(s);
		t.rng = rngForRoll(6);
		let u = act(t, RED, { t: 'playAction', card: card('arsonist') });
		expect(u.tasks[0]).toMatchObject({ t: 'targetPick', seat: RED, victim: BLUE });
		// Heinrich is a unit and the Lookout Tower a building: both may be targets, units not.
		expect(isLegal(u, RED, { t: 'pickExpansion', card: card('heinrich') })).toBe(false);
		u = act(u, RED, { t: 'pickExpansion', card: card('titheBarn') });
		expect(u.tasks[0]).toMatchObject({ t: 'feudRemove', seat: BLUE, options: [card('titheBarn')], cause: card('arsonist') });
		u = act(u, BLUE, { t: 'feudRemove', card: card('titheBarn'), stack: u.stackSets!.indexOf('turmoil') });
		expect(u.players[BLUE].expansions.map((e) => e.card)).not.toContain(card('titheBarn'));
	});

	it('Lookout Tower alone: 2 protects, 3 does not; Heinrich alone: 3 protects, 6 does not', () => {
		const base = attackScene();
		setHand(base, RED, [card('archer')]);
		placeExpansion(base, BLUE, card('carlForkbeard'), 3, -1);
		for (const [guard, n, prot] of [
			['lookoutTower', 2, true],
			['lookoutTower', 3, false],
			['heinrich', 3, true],
			['heinrich', 6, false]
		] as const) {
			const s = clone(base);
			placeExpansion(s, BLUE, card(guard), 3, 1);
			s.rng = rngForRoll(n);
			const t = act(s, RED, { t: 'playAction', card: card('archer') });
			expect(t.tasks[0].t).toBe(prot ? 'main' : 'feudRemove');
		}
	});
});

describe('Voyage of Plunder, Fairgrounds, Tithe Barn (E17), Drill Ground', () => {
	it('Voyage of Plunder: strength token needed; 2 resources when the opponent has more VP, else 1', () => {
		const s = startTurmoil();
		mainPhase(s, RED);
		setHand(s, RED, [card('voyageOfPlunder')]);
		expect(rejection(s, RED, { t: 'playAction', card: card('voyageOfPlunder') })).toMatch(/strength token/);
		placeExpansion(s, RED, card('carlForkbeard'), 1, 1);
		s.tokens.strength = RED;
		let t = act(s, RED, { t: 'playAction', card: card('voyageOfPlunder') });
		expect(t.tasks[0]).toMatchObject({ t: 'nameTypes', left: 1 });
		const s2 = clone(s);
		makeCity(s2, BLUE, 3);
		placeExpansion(s2, BLUE, card('largeFestivalHall'), 3, 2);
		t = act(s2, RED, { t: 'playAction', card: card('voyageOfPlunder') });
		expect(t.tasks[0]).toMatchObject({ t: 'nameTypes', left: 2 });
	});

	it('Fairgrounds: 2 resources of choice only with the skill lead, after paying', () => {
		const s = startTurmoil();
		mainPhase(s, RED);
		makeCity(s, RED, 1);
		setHand(s, RED, [card('fairgrounds')]);
		setOnlyStocks(s, RED, { [startRegion(RED, 'forest')]: 2, [startRegion(RED, 'fields')]: 1, [startRegion(RED, 'pasture')]: 1 });
		const plain = act(clone(s), RED, { t: 'buildExpansion', card: card('fairgrounds'), col: 1, row: -2 });
		expect(plain.tasks[0]).toMatchObject({ t: 'main' });
		placeExpansion(s, RED, card('irmgard'), 1, -1);
		const lead = act(s, RED, { t: 'buildExpansion', card: card('fairgrounds'), col: 1, row: -2 });
		expect(lead.tasks[0]).toMatchObject({ t: 'gain', seat: RED, count: 2 });
	});

	it('E17: 3 heroes, Tithe Barn with wool, room for 2 wool: 2 stored, 1 lost', () => {
		const s = startTurmoil();
		mainPhase(s, RED);
		makeCity(s, RED, 1);
		for (const h of ['carlForkbeard', 'heinrich', 'irmgard']) placeExpansion(s, RED, card(h), h === 'irmgard' ? 3 : 1, h === 'heinrich' ? -1 : 1);
		setHand(s, RED, [card('titheBarn')]);
		setOnlyStocks(s, RED, { [startRegion(RED, 'forest')]: 2, [startRegion(RED, 'hills')]: 1, [startRegion(RED, 'mountains')]: 1, [startRegion(RED, 'pasture')]: 1 });
		let t = act(s, RED, { t: 'buildExpansion', card: card('titheBarn'), col: 1, row: -2 });
		expect(t.tasks[0]).toMatchObject({ t: 'titheBarn', seat: RED, count: 3 });
		expect(rejection(t, RED, { t: 'takeType', res: 'ore' })).toMatch(/wool or grain/);
		const r = actFull(t, RED, { t: 'takeType', res: 'wool' });
		t = r.state;
		expect(stockOf(t, RED, 'wool')).toBe(3);
		expect(eventText(r.events)).toMatch(/no room to store it \(1 lost\)/);
	});

	it('Drill Ground: a hero costs 1 resource of your choice less; other cards pay in full', () => {
		const s = startTurmoil();
		mainPhase(s, RED);
		placeExpansion(s, RED, card('drillGround'), 1, 1);
		setHand(s, RED, [card('carlForkbeard'), card('lookoutTower')]);
		// Carl costs 2W 1G 1O: with 2W 1G 1O the player chooses what to leave out.
		setOnlyStocks(s, RED, { [startRegion(RED, 'pasture')]: 2, [startRegion(RED, 'fields')]: 1, [startRegion(RED, 'mountains')]: 1 });
		let t = act(s, RED, { t: 'buildExpansion', card: card('carlForkbeard'), col: 3, row: 1 });
		expect(t.tasks[0]).toMatchObject({ t: 'drillWaive', seat: RED });
		expect(rivals.view(t, BLUE).task).toMatchObject({ t: 'drillWaive', card: null });
		expect(rivals.view(t, RED).task).toMatchObject({ t: 'drillWaive', card: card('carlForkbeard') });
		expect(rejection(t, RED, { t: 'takeType', res: 'brick' })).toMatch(/card's cost/);
		t = act(t, RED, { t: 'takeType', res: 'ore' });
		expect(t.players[RED].expansions.map((e) => e.card)).toContain(card('carlForkbeard'));
		expect([stockOf(t, RED, 'wool'), stockOf(t, RED, 'grain'), stockOf(t, RED, 'ore')]).toEqual([0, 0, 1]);
		// With only 1W 1G 1O the one possible choice (wool) is made automatically.
		const a = clone(s);
		setOnlyStocks(a, RED, { [startRegion(RED, 'pasture')]: 1, [startRegion(RED, 'fields')]: 1, [startRegion(RED, 'mountains')]: 1 });
		const b = act(a, RED, { t: 'buildExpansion', card: card('carlForkbeard'), col: 3, row: 1 });
		expect(b.players[RED].expansions.map((e) => e.card)).toContain(card('carlForkbeard'));
		expect(stockOf(b, RED, 'wool') + stockOf(b, RED, 'grain') + stockOf(b, RED, 'ore')).toBe(0);
		// Without the Drill Ground the same stock is not enough.
		const u = clone(a);
		u.players[RED].expansions = u.players[RED].expansions.filter((e) => e.card !== card('drillGround'));
		expect(rejection(u, RED, { t: 'buildExpansion', card: card('carlForkbeard'), col: 3, row: 1 })).toMatch(/lack/);
	});
});

describe('Chapel and Riots helpers (D7)', () => {
	it('D7: the "1-3" Chapel protects on 2, not on 5; both Chapels always', () => {
		const s = startTurmoil();
		const p = s.players[RED];
		expect(chapelProtects(p, 2)).toBe(false);
		placeExpansion(s, RED, card('chapelLow'), 1, 2);
		expect(chapelProtects(p, 5)).toBe(false);
		expect(chapelProtects(p, 2)).toBe(true);
		placeExpansion(s, RED, card('chapelHigh'), 1, -2);
		for (const n of [1, 2, 3, 4, 5, 6]) expect(chapelProtects(p, n)).toBe(true);
	});

	it('Riots demands 1 gold for 1-2 units with strength or commerce, 2 for more, 0 for none', () => {
		const s = startTurmoil();
		const p = s.players[RED];
		expect(riotsGold(s, p)).toBe(0);
		placeExpansion(s, RED, card('carlForkbeard'), 1, 1);
		expect(riotsGold(s, p)).toBe(1);
		placeExpansion(s, RED, card('heinrich'), 1, -1);
		expect(riotsGold(s, p)).toBe(1);
		placeExpansion(s, RED, card('irmgard'), 3, 1); // skill only: does not count
		expect(riotsGold(s, p)).toBe(1);
	});
});

describe('Traitor, Riots, Sebastian', () => {
	it('Traitor: protection roll first; the attacker alone sees the hand, takes 1 card (or none) and may build it now', () => {
		const s = attackScene();
		setHand(s, RED, [card('traitor')]);
		setHand(s, BLUE, [card('fireBrigade'), card('archer')]);
		let t = act(s, RED, { t: 'playAction', card: card('traitor') });
		expect(t.tasks[0]).toMatchObject({ t: 'traitorPick', seat: RED, victim: BLUE });
		expect(rivals.view(t, RED).task).toMatchObject({ victimHand: [card('fireBrigade'), card('archer')] });
		expect(JSON.stringify(rivals.view(t, null))).not.toContain(card('fireBrigade'));
		const none = act(t, RED, { t: 'choose', option: 'none' });
		expect(none.discard).toContain(card('traitor'));
		expect(none.players[BLUE].hand).toHaveLength(2);
		const r = actFull(t, RED, { t: 'searchTake', card: card('fireBrigade') });
		t = r.state;
		expect(t.players[RED].hand).toEqual([card('fireBrigade')]);
		expect(t.players[BLUE].hand).toEqual([card('archer')]);
		expect(r.events.find((e) => e.onlyFor)?.othersSee?.en).not.toContain('Fire Brigade');
		setOnlyStocks(t, RED, { [startRegion(RED, 'pasture')]: 2, [startRegion(RED, 'hills')]: 1, [startRegion(RED, 'mountains')]: 1 });
		t = act(t, RED, { t: 'buildExpansion', card: card('fireBrigade'), col: 1, row: 2 });
		expect(t.players[RED].expansions.map((e) => e.card)).toContain(card('fireBrigade'));
		// Protected by Heinrich on a 4: no card is shown or taken.
		const h = clone(s);
		placeExpansion(h, BLUE, card('heinrich'), 3, 1);
		h.rng = rngForRoll(4);
		const u = act(h, RED, { t: 'playAction', card: card('traitor') });
		expect(u.tasks[0].t).toBe('main');
		expect(u.players[BLUE].hand).toHaveLength(2);
		expect(rejection(mainPhase(clone(s), RED), RED, { t: 'playAction', card: card('archer') })).toMatch(/not in your hand/);
	});

	function riotsScene(production: number): RivalsState {
		const s = startTurmoil();
		s.eventDeck = [card('riots'), ...s.eventDeck.filter((c) => c !== card('riots'))];
		placeExpansion(s, RED, card('carlForkbeard'), 1, 1);
		setOnlyStocks(s, RED, { [startRegion(RED, 'goldfield')]: 1 });
		makeCity(s, BLUE, 3);
		placeExpansion(s, BLUE, card('heinrich'), 3, 1);
		placeExpansion(s, BLUE, card('chapelLow'), 3, 2);
		setOnlyStocks(s, BLUE, {});
		return rollRiots(s, production);
	}
	function rollRiots(s: RivalsState, production: number): RivalsState {
		preRollAs(s, RED);
		s.rng = rngForDice(production, 'event');
		return act(s, RED, { t: 'roll' });
	}
	const preRollAs = (s: RivalsState, seat: number) => {
		s.active = seat;
		s.dice = { production: null, event: null };
		s.tasks = [{ t: 'preRoll', seat }];
	};
	const gainAll = (s: RivalsState) => {
		while (s.tasks[0]?.t === 'gain') s = act(s, (s.tasks[0] as { seat: number }).seat, legal(s, (s.tasks[0] as { seat: number }).seat)[0]);
		return s;
	};

	it('D7 with Riots: the "1-3" Chapel protects on 2; on 5 the player must pay or give up a unit', () => {
		let t = gainAll(riotsScene(2));
		expect(t.tasks[0]).toMatchObject({ t: 'riots', seat: RED, gold: 1 });
		expect(t.tasks.some((x) => x.t === 'riots' && x.seat === BLUE)).toBe(false);
		t = act(t, RED, { t: 'choose', option: 'payGold' });
		expect(stockOf(t, RED, 'gold')).toBe(0);
		let u = gainAll(riotsScene(5));
		u = act(u, RED, { t: 'choose', option: 'payGold' });
		u = gainAll(u);
		expect(u.tasks[0]).toMatchObject({ t: 'riots', seat: BLUE, gold: 1 });
		expect(rejection(u, BLUE, { t: 'choose', option: 'payGold' })).toMatch(/1 gold/);
		u = act(u, BLUE, { t: 'feudRemove', card: card('heinrich'), stack: u.stackSets!.indexOf('turmoil') });
		expect(u.players[BLUE].expansions.map((e) => e.card)).toEqual([card('chapelLow')]);
	});

	it('Riots: 3 such units cost 2 gold; paying is optional; Irmgard pays for a removed unit', () => {
		const s = startTurmoil();
		s.eventDeck = [card('riots'), ...s.eventDeck.filter((c) => c !== card('riots'))];
		makeCity(s, RED, 1);
		for (const [h, col, row] of [['carlForkbeard', 1, 1], ['heinrich', 1, -1], ['irmgard', 3, 1]] as const) placeExpansion(s, RED, card(h), col, row);
		placeExpansion(s, RED, card('oreShip'), 3, -1);
		setOnlyStocks(s, RED, { [startRegion(RED, 'goldfield')]: 2 });
		let t = gainAll(rollRiots(s, 6));
		expect(t.tasks[0]).toMatchObject({ t: 'riots', seat: RED, gold: 2 });
		t = act(t, RED, { t: 'feudRemove', card: card('carlForkbeard'), stack: t.stackSets!.indexOf('turmoil') });
		expect(t.tasks[0]).toMatchObject({ t: 'gain', seat: RED, count: 1 });
		expect(stockOf(t, RED, 'gold')).toBe(2);
	});

	it('Sebastian: offered to an affected player when Riots is revealed; played, the event spares them', () => {
		const base = riotsScene(5);
		expect(base.tasks[0]).not.toMatchObject({ t: 'sebastianOffer' });
		const s = startTurmoil();
		s.eventDeck = [card('riots'), ...s.eventDeck.filter((c) => c !== card('riots'))];
		makeCity(s, BLUE, 3);
		placeExpansion(s, BLUE, card('heinrich'), 3, 1);
		setHand(s, BLUE, [card('sebastian')]);
		let t = gainAll(rollRiots(s, 5));
		expect(t.tasks[0]).toMatchObject({ t: 'sebastianOffer', seat: BLUE, card: card('riots') });
		t = act(t, BLUE, { t: 'choose', option: 'sebastian' });
		t = gainAll(t);
		expect(t.tasks.some((x) => x.t === 'riots')).toBe(false);
		expect(t.discard).toContain(card('sebastian'));
		expect(t.players[BLUE].expansions).toHaveLength(1);
		// Not offered when a Chapel already protects against Riots.
		const c = clone(s);
		placeExpansion(c, BLUE, card('chapelHigh'), 3, 2);
		const u = gainAll(rollRiots(c, 5));
		expect(u.tasks.some((x) => x.t === 'sebastianOffer')).toBe(false);
	});

	it('Sebastian against Feud: the victim plays him and keeps all buildings', () => {
		const s = startTurmoil();
		const feud = s.eventDeck.find((c) => c.startsWith('feud'))!;
		s.eventDeck = [feud, ...s.eventDeck.filter((c) => c !== feud)];
		placeExpansion(s, RED, card('carlForkbeard'), 1, 1);
		s.tokens.strength = RED;
		placeExpansion(s, BLUE, card('lookoutTower'), 1, 1);
		setHand(s, BLUE, [card('sebastian')]);
		let t = gainAll(rollRiots(s, 5));
		expect(t.tasks[0]).toMatchObject({ t: 'sebastianOffer', seat: BLUE });
		const declined = gainAll(act(clone(t), BLUE, { t: 'choose', option: 'decline' }));
		expect(declined.tasks[0]).toMatchObject({ t: 'feudRemove', seat: BLUE });
		t = gainAll(act(t, BLUE, { t: 'choose', option: 'sebastian' }));
		expect(t.tasks[0]).toMatchObject({ t: 'main', seat: RED });
		expect(t.players[BLUE].expansions).toHaveLength(1);
	});
});

/**
 * The Era of Turmoil building blocks (spec §6.8, §9.5-9.6, §10 D7, D8, E17): the mode is not
 * offered yet, so scenarios start from setupState directly and then go through the public
 * apply/legalActions API.
 */
import { describe, expect, it } from 'vitest';
import { rngFromSeed, rollDie, type RngState } from '$lib/engine';
import { rivals, type RivalsState } from '$lib/games/rivals';
import { newContext } from '$lib/games/rivals/context';
import { autoResolve } from '$lib/games/rivals/decisions';
import { advance } from '$lib/games/rivals/flow';
import { setupState } from '$lib/games/rivals/setup';
import { chapelProtects, protectionRange, riotsGold } from '$lib/games/rivals/turmoil';
import { act, actFull, card, clone, eventText, isLegal, mainPhase, makeCity, placeExpansion, rejection, SEATS, setHand, setOnlyStocks, startRegion, stockOf } from './rivals-helpers';

const RED = 0;
const BLUE = 1;

function startTurmoil(seed = 'turmoil-examples'): RivalsState {
	const { state } = setupState({ mode: 'turmoil' }, seed);
	advance(state, newContext(), autoResolve);
	let s = state;
	for (const [seat, stack] of [
		[s.startPlayer, 0],
		[1 - s.startPlayer, 1]
	]) {
		s = act(s, seat, { t: 'startStack', stack });
		for (let i = 0; i < 3; i++) s = act(s, seat, { t: 'searchTake', card: s.drawStacks[stack][0] });
	}
	s = act(s, s.startPlayer, { t: 'choose', option: 'done' });
	s = act(s, 1 - s.startPlayer, { t: 'choose', option: 'done' });
	return clone(s);
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

	it('the mode is not offered or accepted yet', () => {
		expect(rivals.modes.map((m) => m.id)).not.toContain('turmoil');
		expect(rivals.parseOptions({ mode: 'turmoil' }).ok).toBe(false);
		expect(rivals.setup(SEATS, { mode: 'turmoil' }, 'x').ok).toBe(false);
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

	it('Archer needs a unit with strength; Arsonist an unprotected building; Traitor and Sebastian are not playable now', () => {
		const s = attackScene();
		setHand(s, RED, [card('archer'), card('arsonist'), card('traitor'), card('sebastian')]);
		expect(rejection(s, RED, { t: 'playAction', card: card('archer') })).toMatch(/no unit with strength/);
		expect(rejection(s, RED, { t: 'playAction', card: card('arsonist') })).toMatch(/no unprotected building/);
		expect(rejection(s, RED, { t: 'playAction', card: card('traitor') })).toMatch(/not available yet/);
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
		expect(rejection(t, RED, { t: 'takeType', res: 'brick' })).toMatch(/hero's cost/);
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
		expect(riotsGold(p)).toBe(0);
		placeExpansion(s, RED, card('carlForkbeard'), 1, 1);
		expect(riotsGold(p)).toBe(1);
		placeExpansion(s, RED, card('heinrich'), 1, -1);
		expect(riotsGold(p)).toBe(1);
		placeExpansion(s, RED, card('irmgard'), 3, 1); // skill only: does not count
		expect(riotsGold(p)).toBe(1);
	});
});

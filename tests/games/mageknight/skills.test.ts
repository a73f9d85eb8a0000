/**
 * Mage Knight hero skills (data §7.6, spec §5.12) and Banners (spec §5.13.3, data §3.2):
 * each one offered when it can do something, its effect, and not offered when it cannot.
 * States come from a real First Reconnaissance setup, driven through apply/legalActions.
 */
import { describe, expect, it } from 'vitest';
import { mageKnight, mkKernel } from '../../../src/lib/games/mageknight/rules';
import { startCombat } from '../../../src/lib/games/mageknight/combat';
import { moveCost } from '../../../src/lib/games/mageknight/map';
import { commandLimit } from '../../../src/lib/games/mageknight/players';
import type { MkAction } from '../../../src/lib/games/mageknight/tasks';
import type { MkMode, MkState, UnitInst } from '../../../src/lib/games/mageknight/types';
import { neighbourKeys } from '../../../src/lib/games/mageknight/hex';

const SEATS: Record<string, number> = { 'first-reconnaissance-2p': 2, 'first-reconnaissance-3p': 3, solo: 1 };

/** A real setup, tactics picked, up to the first turn. */
function start(mode: MkMode = 'first-reconnaissance-2p', seed = 'skills'): MkState {
	const seats = Array.from({ length: SEATS[mode] }, (_, i) => ({ name: `P${i}`, kind: 'bot' as const }));
	const made = mageKnight.setup(seats, { mode, pvp: false }, seed);
	if (!made.ok) throw new Error(made.reason.en);
	let s = made.value.state;
	for (let k = 0; k < 50 && s.tasks[0]?.t !== 'turn'; k++) s = act(s, legal(s)[0]);
	const seat = me(s);
	const p = s.players[seat];
	p.hand = [];
	p.skills = [];
	p.crystals = { red: 0, blue: 0, green: 0, white: 0 };
	return s;
}
const pendingSeat = (s: MkState) => mageKnight.pending(s)[0].seat;
const me = (s: MkState) => (s.tasks[0] as { seat: number }).seat;
const legal = (s: MkState): MkAction[] => mageKnight.legalActions(s, pendingSeat(s));
function act(s: MkState, a: MkAction): MkState {
	const r = mageKnight.apply(s, pendingSeat(s), a);
	if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.reason.en}`);
	return r.value.state;
}
const offered = (s: MkState, a: MkAction) => legal(s).some((x) => JSON.stringify(x) === JSON.stringify(a));
const skill = (id: string): MkAction => ({ a: 'skill', id });
const unit = (uid: number, id = 'peasants', extra: Partial<UnitInst> = {}): UnitInst => ({ uid, id, ready: true, wounded: false, ...extra });

/** A combat of the player on turn against enemies `ids`, in phase `phase`. */
function fight(s: MkState, ids: string[], phase: 'ranged' | 'block' | 'attack' = 'ranged', noUnits = false): void {
	const seat = me(s);
	const pos = s.players[seat].pos!;
	const enemies = ids.map((id, i) => ({ token: { uid: 5000 + i, id, faceUp: true }, from: { kind: 'challenge' as const, hex: pos }, defeated: false }));
	startCombat(s, seat, enemies, { fortifiedSite: false, nightRules: false, noUnits }, mkKernel.context(s));
	s.turn!.stage = 'combat';
	s.turn!.actionDone = true;
	s.combat!.phase = phase;
}

/** Ends the current turn and answers end-of-turn questions until the next `turn` task. */
function nextTurn(s: MkState): MkState {
	s = act(s, { a: 'endTurn' });
	for (let k = 0; k < 40 && s.tasks[0]?.t !== 'turn'; k++) {
		const l = legal(s);
		s = act(s, l.find((a) => a.a === 'done') ?? l[0]);
	}
	return s;
}

describe('sideways skills', () => {
	it("I Don't Give a Damn: +3 for an Advanced Action, +2 for a Basic Action; not without a card", () => {
		let s = start();
		const seat = me(s);
		s.players[seat].skills = ['i-dont-give-a-damn'];
		expect(offered(s, skill('i-dont-give-a-damn'))).toBe(false);
		s.players[seat].hand = ['fire-bolt', 'march'];
		expect(offered(s, skill('i-dont-give-a-damn'))).toBe(true);
		s = act(s, skill('i-dont-give-a-damn'));
		s = act(s, { a: 'card', card: 'fire-bolt' }); // only Move is of use now: no question asked
		expect(s.turn!.pools.move).toBe(3);
		expect(s.turn!.played).toContainEqual({ card: 'fire-bolt', how: 'sideways' });
		expect(s.players[seat].hand).toEqual(['march']);
		expect(offered(s, skill('i-dont-give-a-damn'))).toBe(false); // once per turn
	});

	it('Who Needs Magic?: +3 with no Source die used (and none after), +2 once a die was used', () => {
		let s = start();
		const seat = me(s);
		s.players[seat].skills = ['who-needs-magic'];
		s.players[seat].hand = ['march', 'rage'];
		s = act(s, skill('who-needs-magic'));
		s = act(s, { a: 'card', card: 'rage' });
		expect(s.turn!.pools.move).toBe(3);
		s.turn!.diceAllowed = 2; // even a Mana Draw opens no die now
		Object.assign(s.source[0], { color: 'green', depleted: false, takenBy: null });
		s.players[seat].hand = ['march'];
		s = act(s, { a: 'play', card: 'march' });
		expect(offered(s, { a: 'how', how: 'powered', alt: 0 })).toBe(false);
		let t = start();
		t.players[me(t)].skills = ['who-needs-magic'];
		t.players[me(t)].hand = ['rage'];
		t.turn!.diceUsed = 1;
		t = act(t, skill('who-needs-magic'));
		t = act(t, { a: 'card', card: 'rage' }); // the card is always named (the hand is hidden)
		expect(t.turn!.pools.move).toBe(2);
	});

	it('Universal Power: 1 mana makes a sideways card +3, +4 when the card is of that colour; not without mana', () => {
		let s = start();
		const seat = me(s);
		s.players[seat].skills = ['universal-power'];
		s.players[seat].hand = ['rage'];
		s.turn!.diceUsed = s.turn!.diceAllowed; // no Source die left
		expect(offered(s, skill('universal-power'))).toBe(false);
		s.players[seat].crystals.red = 1;
		s.players[seat].crystals.blue = 1;
		expect(offered(s, skill('universal-power'))).toBe(true);
		s = act(s, skill('universal-power'));
		s = act(s, { a: 'card', card: 'rage' }); // the card is always named (the hand is hidden)
		expect(s.tasks[0].t).toBe('effectChoice');
		const red = (s.tasks[0] as { options: { color?: string; n?: number }[] }).options.findIndex((o) => o.color === 'red');
		expect((s.tasks[0] as { options: { n?: number }[] }).options[red].n).toBe(4);
		s = act(s, { a: 'choose', i: red });
		expect(s.turn!.pools.move).toBe(4);
		expect(s.players[seat].crystals.red).toBe(0);
	});

	it('Power of Pain: a Wound played sideways for 2; it goes to the discard pile; not without a Wound', () => {
		let s = start();
		const seat = me(s);
		s.players[seat].skills = ['power-of-pain'];
		s.players[seat].hand = ['march'];
		expect(offered(s, skill('power-of-pain'))).toBe(false);
		s.players[seat].hand = ['march', 'wound'];
		s = act(s, skill('power-of-pain'));
		s = act(s, { a: 'card', card: 'wound' }); // the card is always named (the hand is hidden)
		expect(s.turn!.pools.move).toBe(2);
		expect(s.players[seat].hand).toEqual(['march']);
		s = nextTurn(s);
		expect(s.players[seat].discard).toContain('wound');
	});
});

describe('mana skills', () => {
	it('Invocation: a Wound gives a red token by Day (black only at Night), another card white or green', () => {
		let s = start();
		const seat = me(s);
		s.players[seat].skills = ['invocation'];
		expect(offered(s, skill('invocation'))).toBe(false);
		s.players[seat].hand = ['wound', 'march'];
		s = act(s, skill('invocation'));
		s = act(s, { a: 'card', card: 'wound' });
		expect(s.turn!.tokens).toEqual(['red']);
		expect(s.players[seat].discard).toContain('wound');
		let t = start();
		t.players[me(t)].skills = ['invocation'];
		t.players[me(t)].hand = ['march'];
		t = act(t, skill('invocation'));
		t = act(t, { a: 'card', card: 'march' }); // the card is always named (the hand is hidden)
		expect(legal(t)).toHaveLength(2); // white or green
		t = act(t, { a: 'choose', i: 1 });
		expect(t.turn!.tokens).toEqual(['green']);
	});

	it('Polarization: a crystal comes back as a token of the opposite colour; not without any mana', () => {
		let s = start();
		const seat = me(s);
		s.players[seat].skills = ['polarization'];
		s.turn!.diceUsed = s.turn!.diceAllowed;
		expect(offered(s, skill('polarization'))).toBe(false);
		s.players[seat].crystals.blue = 1;
		s = act(s, skill('polarization'));
		expect(s.players[seat].crystals.blue).toBe(0);
		expect(s.turn!.tokens).toEqual(['red']);
	});

	it('Motivation: draws 2 and gives the token only with strictly the least Fame; locks other Motivations', () => {
		let s = start();
		const seat = me(s);
		const other = 1 - seat;
		s.players[seat].skills = ['motivation-tovak', 'motivation-norowas'];
		s.players[other].fame = 5;
		const deck = s.players[seat].deck.length;
		s = act(s, skill('motivation-tovak'));
		expect(s.players[seat].hand).toHaveLength(2);
		expect(s.players[seat].deck).toHaveLength(deck - 2);
		expect(s.turn!.tokens).toEqual(['blue']);
		expect(offered(s, skill('motivation-norowas'))).toBe(false);
		let t = start();
		t.players[me(t)].skills = ['motivation-arythea'];
		t = act(t, skill('motivation-arythea'));
		expect(t.turn!.tokens).toEqual([]); // equal Fame: no token
		const u = start();
		u.players[me(u)].skills = ['motivation-arythea'];
		u.players[me(u)].deck = [];
		expect(offered(u, skill('motivation-arythea'))).toBe(false);
	});
});

describe('movement and combat skills', () => {
	it('Flight: a safe space 1 away for free or 2 away for 2 Move; not after the action', () => {
		let s = start();
		const seat = me(s);
		s.players[seat].skills = ['flight'];
		expect(offered(s, skill('flight'))).toBe(true);
		s = act(s, skill('flight'));
		const steps = legal(s) as { a: 'step'; to: string }[];
		const from = s.players[seat].pos!;
		expect(steps.length).toBeGreaterThan(0);
		expect(steps.every((a) => neighbourKeys(from).includes(a.to))).toBe(true); // no Move: 1 space only
		s = act(s, steps[0]);
		expect(s.players[seat].pos).toBe(steps[0].to);
		expect(s.players[seat].skillsFlipped).toContain('flight');
		let t = start();
		t.players[me(t)].skills = ['flight'];
		t.turn!.pools.move = 2;
		t = act(t, skill('flight'));
		const far = (legal(t) as { to: string }[]).find((a) => !neighbourKeys(t.players[me(t)].pos!).includes(a.to));
		expect(far).toBeDefined();
		t = act(t, far as MkAction);
		expect(t.turn!.pools.move).toBe(0);
		const u = start();
		u.players[me(u)].skills = ['flight'];
		u.turn!.actionDone = true;
		expect(offered(u, skill('flight'))).toBe(false);
	});

	it('Leadership: the next unit activated gets +3 Block; not without a ready unit', () => {
		let s = start();
		const seat = me(s);
		s.players[seat].skills = ['leadership'];
		fight(s, ['prowlers'], 'block');
		expect(offered(s, skill('leadership'))).toBe(false);
		s.players[seat].units = [unit(900)];
		s = act(s, skill('leadership'));
		s = act(s, { a: 'unit', uid: 900 });
		expect(s.turn!.pools.block.physical).toBe(5);
		let t = start();
		t.players[me(t)].skills = ['leadership'];
		t.players[me(t)].units = [unit(900)];
		fight(t, ['prowlers'], 'attack');
		t = act(t, skill('leadership'));
		t = act(t, { a: 'unit', uid: 900 });
		expect(t.turn!.pools.attack.melee.physical).toBe(4);
	});

	it('Resistance Break: Armor −1 per resistance of the chosen enemy; not against enemies without resistances', () => {
		let s = start();
		s.players[me(s)].skills = ['resistance-break'];
		fight(s, ['prowlers']);
		expect(offered(s, skill('resistance-break'))).toBe(false);
		let t = start();
		t.players[me(t)].skills = ['resistance-break'];
		fight(t, ['prowlers', 'ice-golems']);
		t = act(t, skill('resistance-break'));
		expect(t.combat!.enemies[1].armorMinus).toBe(2);
		expect(t.combat!.enemies[0].armorMinus ?? 0).toBe(0);
	});
});

describe('Bonds of Loyalty', () => {
	it('when gained: 2 units join the Unit offer', () => {
		let s = start();
		const seat = me(s);
		const offer = s.unitOffer.length;
		s.tasks.unshift({ t: 'levelUp', seat, level: 2, drawn: ['bonds-of-loyalty', 'forward-march'] });
		s = act(s, { a: 'choose', i: 0 });
		expect(s.players[seat].skills).toContain('bonds-of-loyalty');
		expect(s.unitOffer).toHaveLength(offer + 2);
		expect(offered(s, skill('bonds-of-loyalty'))).toBe(false); // never "used"
	});

	it('a unit recruited under it costs 5 less, takes its own Command token, cannot be disbanded, acts in a dungeon', () => {
		let s = start();
		const seat = me(s);
		const pos = s.players[seat].pos!;
		s.players[seat].skills = ['bonds-of-loyalty'];
		s.hexes[pos].site = { kind: 'village', enemies: [] };
		s.unitOffer = ['peasants', 'herbalists'];
		s = act(s, { a: 'interact' });
		s.turn!.pools.influence = 0;
		expect(offered(s, { a: 'recruit', unit: 'peasants' })).toBe(false);
		expect(offered(s, { a: 'recruit', unit: 'peasants', bonds: true })).toBe(true);
		s = act(s, { a: 'recruit', unit: 'peasants', bonds: true });
		expect(s.players[seat].units[0]).toMatchObject({ id: 'peasants', bonds: true });
		expect(commandLimit(s, seat)).toBe(2);
		expect(offered(s, { a: 'recruit', unit: 'herbalists', bonds: true })).toBe(false);
		s.turn!.pools.influence = 3;
		s = act(s, { a: 'recruit', unit: 'herbalists' }); // the level's own Command token is still free
		expect(s.players[seat].units).toHaveLength(2);
		// A unit reward at the limit may disband only the ordinary unit.
		s.tasks.unshift({ t: 'pickUnitReward', seat });
		expect(legal(s).filter((a) => a.a === 'pickUnit')).toEqual([{ a: 'pickUnit', uid: s.players[seat].units[1].uid }]);
		const t = start();
		t.players[me(t)].units = [unit(900, 'peasants', { bonds: true }), unit(901)];
		fight(t, ['prowlers'], 'block', true);
		expect(offered(t, { a: 'unit', uid: 900 })).toBe(true);
		expect(offered(t, { a: 'unit', uid: 901 })).toBe(false);
	});
});

describe('interactive skills', () => {
	it('are in the skill piles of 2–4 players, not in solo', () => {
		const multi = start();
		expect(multi.players.every((p) => p.skillPile.some((k) => ['healing-ritual', 'mana-exploit', 'prayer-of-weather', 'source-freeze'].includes(k)))).toBe(true);
		const solo = start('solo');
		expect(solo.players[0].skillPile).toHaveLength(9);
	});

	it("another hero's interactive skill taken from the common Skill offer works as his own", () => {
		let s = start();
		const seat = me(s);
		const theirs = s.players[seat].hero === 'norowas' ? 'mana-exploit' : 'prayer-of-weather';
		s.skillOffer = [theirs];
		s.tasks.unshift({ t: 'levelUp', seat, level: 2, drawn: ['dark-paths', 'double-time'] });
		s = act(s, { a: 'skill', id: theirs });
		for (let k = 0; k < 10 && s.tasks[0].t !== 'turn'; k++) s = act(s, legal(s)[0]);
		expect(offered(s, skill(theirs))).toBe(true);
	});

	it('Healing Ritual: up to 2 Wounds thrown away, one goes to the nearest other hero; not without Wounds', () => {
		let s = start();
		const seat = me(s);
		const other = 1 - seat;
		s.players[seat].skills = ['healing-ritual'];
		s.players[seat].hand = ['march'];
		expect(offered(s, skill('healing-ritual'))).toBe(false);
		s.players[seat].hand = ['wound', 'wound', 'wound', 'march'];
		s.players[other].pos = neighbourKeys(s.players[seat].pos!).find((k) => s.hexes[k])!;
		s.players[other].hand = [];
		s = act(s, skill('healing-ritual'));
		expect(s.players[seat].hand).toEqual(['wound', 'march']);
		expect(s.players[other].hand).toEqual(['wound']);
		expect(s.skillFx).toEqual([{ seat, id: 'healing-ritual' }]);
		expect(mageKnight.view(s, other).skillFx).toEqual([{ seat, id: 'healing-ritual' }]);
		s = nextTurn(s); // the other player's turn
		s = nextTurn(s); // back to the owner: the token comes back face down
		expect(me(s)).toBe(seat);
		expect(s.skillFx).toEqual([]);
		expect(s.players[seat].skillsFlipped).toContain('healing-ritual');
	});

	it('Mana Exploit: a token; until the owner’s next turn others take a Wound per other colour used (once per colour)', () => {
		let s = start();
		const seat = me(s);
		const other = 1 - seat;
		s.players[seat].skills = ['mana-exploit'];
		s = act(s, skill('mana-exploit'));
		s = act(s, { a: 'choose', i: 0 }); // red
		expect(s.turn!.tokens).toEqual(['red']);
		s = nextTurn(s);
		expect(me(s)).toBe(other);
		const p = s.players[other];
		p.hand = ['march', 'march', 'rage'];
		p.crystals = { red: 1, blue: 0, green: 2, white: 0 };
		const wounds = () => s.players[other].hand.filter((c) => c === 'wound').length;
		for (let k = 0; k < 2; k++) {
			s = act(s, { a: 'play', card: 'march' });
			s = act(s, { a: 'how', how: 'powered', alt: 0 });
			if (s.tasks[0].t === 'payMana') s = act(s, { a: 'mana', from: 'crystal', color: 'green' });
		}
		expect(wounds()).toBe(1); // green twice: one Wound
	});

	it('Prayer of Weather: terrain costs the owner 2 less (min 1), the others 1 more (max 5), until the owner’s next turn', () => {
		let s = start();
		const seat = me(s);
		const other = 1 - seat;
		s.players[seat].skills = ['prayer-of-weather'];
		const k = neighbourKeys(s.players[seat].pos!).find((x) => s.hexes[x] && moveCost(s, seat, x) !== null && moveCost(s, seat, x)! >= 3)!;
		const base = moveCost(s, seat, k)!;
		s = act(s, skill('prayer-of-weather'));
		expect(moveCost(s, seat, k)).toBe(Math.max(1, base - 2));
		s = nextTurn(s);
		expect(moveCost(s, other, k)).toBe(Math.min(5, base + 1));
		s = nextTurn(s);
		expect(moveCost(s, seat, k)).toBe(base);
	});

	it('Source Freeze: the others get no normal Source die; the owner gains a crystal of a Source colour on his next turn', () => {
		let s = start();
		const seat = me(s);
		const other = 1 - seat;
		s.players[seat].skills = ['source-freeze'];
		s = act(s, skill('source-freeze'));
		s = nextTurn(s);
		expect(me(s)).toBe(other);
		expect(s.turn!.diceAllowed).toBe(0);
		s.source[0].color = 'blue';
		s.source[0].depleted = false;
		s = act(s, { a: 'endTurn' });
		for (let k = 0; k < 40 && !(s.tasks[0]?.t === 'effectChoice' || s.tasks[0]?.t === 'turn'); k++) {
			const l = legal(s);
			s = act(s, l.find((a) => a.a === 'done') ?? l[0]);
		}
		const before = Object.values(s.players[seat].crystals).reduce((a, b) => a + b, 0);
		if (s.tasks[0].t === 'effectChoice') s = act(s, legal(s)[0]);
		expect(me(s)).toBe(seat);
		expect(Object.values(s.players[seat].crystals).reduce((a, b) => a + b, 0)).toBe(before + 1);
		expect(s.turn!.diceAllowed).toBe(1);
		expect(s.players[seat].skillsFlipped).toContain('source-freeze');
	});
});

describe('banners', () => {
	it('a banner played from hand is assigned to a unit, replacing one already there; it stays off the discard pile', () => {
		let s = start();
		const seat = me(s);
		s.players[seat].hand = ['banner-of-glory'];
		s = act(s, { a: 'play', card: 'banner-of-glory' });
		expect(offered(s, { a: 'how', how: 'basic', alt: 0 })).toBe(false); // no unit
		let t = start();
		const ts = me(t);
		t.players[ts].hand = ['banner-of-glory'];
		t.players[ts].units = [unit(900, 'peasants', { banner: 'banner-of-courage' })];
		t = act(t, { a: 'play', card: 'banner-of-glory' });
		t = act(t, { a: 'how', how: 'basic', alt: 0 });
		expect(t.players[ts].units[0].banner).toBe('banner-of-glory');
		expect(t.players[ts].discard).toEqual(['banner-of-courage']);
		expect(t.turn!.played).toEqual([]);
		t = nextTurn(t);
		expect(t.players[ts].discard).toEqual(['banner-of-courage']);
	});

	it('Banner of Glory: +1 to the unit’s block and Fame +1; thrown away: every unit +1 and Armor +1 this turn', () => {
		let s = start();
		const seat = me(s);
		s.players[seat].units = [unit(900, 'peasants', { banner: 'banner-of-glory' })];
		fight(s, ['prowlers'], 'block');
		const fame = s.players[seat].fame;
		s = act(s, { a: 'unit', uid: 900 });
		expect(s.turn!.pools.block.physical).toBe(3);
		expect(s.players[seat].fame).toBe(fame + 1);
		let t = start();
		const ts = me(t);
		t.players[ts].units = [unit(900), unit(901)];
		t.players[ts].hand = ['banner-of-glory'];
		expect(offered(t, { a: 'play', card: 'banner-of-glory' })).toBe(true);
		fight(t, ['prowlers'], 'block');
		t = act(t, { a: 'play', card: 'banner-of-glory' });
		t = act(t, { a: 'how', how: 'powered', alt: 0 });
		expect(t.turn!.played[0]).toMatchObject({ card: 'banner-of-glory', destroyed: true });
		t = act(t, { a: 'unit', uid: 900 });
		t = act(t, { a: 'unit', uid: 901 });
		expect(t.turn!.pools.block.physical).toBe(6);
		expect(t.players[ts].fame).toBe(2);
	});

	it('Banner of Glory thrown away: a unit takes damage with Armor +1', () => {
		let s = start();
		const seat = me(s);
		s.players[seat].units = [unit(900)];
		s.players[seat].hand = ['banner-of-glory'];
		fight(s, ['prowlers'], 'block');
		s = act(s, { a: 'play', card: 'banner-of-glory' });
		s = act(s, { a: 'how', how: 'powered', alt: 0 });
		s = act(s, { a: 'nextPhase' });
		if (s.tasks[0].t === 'turn') s = act(s, { a: 'takeDamage', uid: 5000 });
		s = act(s, { a: 'damage', to: 'unit', uid: 900 });
		// Prowlers' 4 damage: Peasants' Armor 3 + 1 absorbs it all, nothing left for the hero.
		expect(s.players[seat].units[0].wounded).toBe(true);
		expect(s.players[seat].hand).not.toContain('wound');
	});

	it('Banner of Courage: once a Round, not in combat, readies its unit; thrown away: readies all units', () => {
		let s = start();
		const seat = me(s);
		s.players[seat].units = [unit(900, 'peasants', { ready: false, banner: 'banner-of-courage' }), unit(901, 'peasants', { ready: false })];
		expect(offered(s, { a: 'banner', uid: 900 })).toBe(true);
		s = act(s, { a: 'banner', uid: 900 });
		expect(s.players[seat].units[0]).toMatchObject({ ready: true, bannerFlipped: true });
		s.players[seat].units[0].ready = false;
		expect(offered(s, { a: 'banner', uid: 900 })).toBe(false); // flipped for the Round
		s.players[seat].hand = ['banner-of-courage'];
		s = act(s, { a: 'play', card: 'banner-of-courage' });
		s = act(s, { a: 'how', how: 'powered', alt: 0 });
		expect(s.players[seat].units.every((u) => u.ready)).toBe(true);
		const t = start();
		t.players[me(t)].units = [unit(900, 'peasants', { ready: false, banner: 'banner-of-courage' })];
		fight(t, ['prowlers'], 'block');
		expect(offered(t, { a: 'banner', uid: 900 })).toBe(false); // not in combat
	});

	it('Banner of Fear: in the Block phase the unit is spent to cancel an attack, Fame +1', () => {
		let s = start();
		const seat = me(s);
		s.players[seat].units = [unit(900, 'peasants', { banner: 'banner-of-fear' })];
		fight(s, ['prowlers'], 'ranged');
		expect(offered(s, { a: 'banner', uid: 900 })).toBe(false);
		s.combat!.phase = 'block';
		const fame = s.players[seat].fame;
		s = act(s, { a: 'banner', uid: 900 });
		expect(s.combat!.enemies[0].noAttack).toBe(true);
		expect(s.players[seat].fame).toBe(fame + 1);
		expect(s.players[seat].units[0].ready).toBe(false);
	});

	it('Banner of Protection: thrown away, the Wounds received this turn are thrown away at its end', () => {
		let s = start();
		const seat = me(s);
		s.players[seat].hand = ['banner-of-protection', 'wound'];
		s = act(s, { a: 'play', card: 'banner-of-protection' });
		s = act(s, { a: 'how', how: 'powered', alt: 0 });
		s.players[seat].hand.push('wound', 'wound');
		s.turn!.woundsTaken = 2;
		s = nextTurn(s);
		const p = s.players[seat];
		expect([...p.hand, ...p.discard, ...p.deck].filter((c) => c === 'wound')).toHaveLength(1);
		expect(p.discard).not.toContain('banner-of-protection');
	});

	it('at the end of the Round a banner may go back into the Deed deck', () => {
		const s = start();
		const seat = me(s);
		s.players[seat].units = [unit(900, 'peasants', { banner: 'banner-of-glory' })];
		s.turn = null;
		s.tasks = [{ t: 'roundEnd' }];
		mkKernel.advance(s, mkKernel.context(s));
		expect(s.tasks[0]).toEqual({ t: 'bannerRound', seat });
		const t = act(s, { a: 'pickUnit', uid: 900 });
		expect(t.players[seat].units[0].banner).toBeNull();
		expect([...t.players[seat].deck, ...t.players[seat].hand]).toContain('banner-of-glory');
	});
});

/**
 * The worked examples of the Mage Knight spec (§10 of shared/rules/mage-knight.md, the seed's
 * own examples), played through the real module: a seeded First Reconnaissance set-up, shaped
 * to the example (hand, map, Source dice, units…), then driven with mageKnight.apply and
 * mageKnight.legalActions only. Combat examples #9–#20 are in mageknight-combat.test.ts and
 * #17, #25, #27, #28 in mageknight-sites.test.ts; here: #1–#8, #15, #16, #21–#24, #26, #29,
 * #30 and the seed's levelling.
 */
import { describe, expect, it } from 'vitest';
import { mageKnight } from '../../../src/lib/games/mageknight/rules';
import { FAME_LEVELS } from '../../../src/lib/games/mageknight/data';
import { explorableFrom } from '../../../src/lib/games/mageknight/map';
import { armorOf, commandLimit, handLimitOf } from '../../../src/lib/games/mageknight/players';
import { tileKey } from '../../../src/lib/games/mageknight/hex';
import { act, actBarrier, begin, endTurn, flatMap, has, legal, me, pay, play, refused, shape, sitOutCombat, token } from './helpers';
import type { MkAction } from '../../../src/lib/games/mageknight/tasks';
import type { HexState, MkState, SiteState } from '../../../src/lib/games/mageknight/types';
import type { ManaColor } from '../../../src/lib/games/mageknight/data/types';

// ------------------------------------------------------------------ §10 #1–#3: playing cards for Move

describe('Mage Knight worked examples, movement and cards (spec §10)', () => {
	it('§10 #1 A: three cards with basic Move 2 stack to Move 6', () => {
		let s = shape(begin(), { hand: ['march', 'march', 'stamina'], dice: ['red', 'white'] });
		for (const c of ['march', 'march', 'stamina']) s = play(s, c, 'basic');
		expect(s.turn!.pools.move).toBe(6);
	});

	it('§10 #1 B: Stamina powered with blue (Move 4) + a basic Move 2 card → Move 6', () => {
		let s = shape(begin(), { hand: ['stamina', 'march'], dice: ['blue', 'red', 'white'] });
		s = pay(play(s, 'stamina', 'powered'), { a: 'mana', from: 'die', color: 'blue', die: 0 });
		s = play(s, 'march', 'basic');
		expect(s.turn!.pools.move).toBe(6);
		expect(s.source[0].takenBy).toBe(s.turn!.seat);
	});

	it('§10 #2: any non-Wound card sideways is Move 1 (Spells and Artifacts too); five sideways cards → Move 5', () => {
		let s = shape(begin(), { hand: ['rage', 'determination', 'fireball', 'ruby-ring', 'threaten', 'wound'], dice: ['red'] });
		expect(legal(s)).not.toContainEqual({ a: 'play', card: 'wound' });
		for (const c of ['rage', 'determination', 'fireball', 'ruby-ring', 'threaten']) {
			s = act(s, { a: 'play', card: c });
			expect(has(s, { a: 'sideways', as: 'move' }), c).toBe(true);
			s = act(s, { a: 'sideways', as: 'move' });
		}
		expect(s.turn!.pools.move).toBe(5);
	});

	it('§10 #2 way 2: gold mana by Day powers a Move card like its own colour; at Night it cannot', () => {
		let s = shape(begin(), { hand: ['march'], dice: ['gold', 'red'] });
		s = act(s, { a: 'play', card: 'march' });
		expect(has(s, { a: 'how', how: 'powered', alt: 0 })).toBe(true);
		s = pay(act(s, { a: 'how', how: 'powered', alt: 0 }), { a: 'mana', from: 'die', color: 'gold', die: 0 });
		expect(s.turn!.pools.move).toBe(4);

		let n = shape(begin(), { hand: ['march'], dice: ['gold', 'red'], time: 'night' });
		n = act(n, { a: 'play', card: 'march' });
		expect(has(n, { a: 'how', how: 'powered', alt: 0 })).toBe(false);
	});

	it('§10 #2 ways 5–6: Move 6 made, 5 used, the 6th point lapses at the end of the turn', () => {
		let s = shape(begin(), { hand: ['march', 'stamina', 'rage'], dice: ['green'] });
		flatMap(s, { '1,0': 'hills' });
		s = shape(s, { pos: '0,0' });
		s = pay(play(s, 'march', 'powered'), { a: 'mana', from: 'die', color: 'green', die: 0 });
		s = play(s, 'stamina', 'basic');
		expect(s.turn!.pools.move).toBe(6);
		s = act(s, { a: 'step', to: '1,0' }); // hills 3
		s = act(s, { a: 'step', to: '2,0' }); // plains 2
		expect(s.turn!.pools.move).toBe(1);
		expect(refused(s, { a: 'step', to: '3,0' })).toMatch(/costs 2 Move, you have 1/);
		const seat = s.turn!.seat;
		s = endTurn(s);
		// The next turn of the same player starts with an empty Move pool.
		while (s.turn?.seat !== seat) s = endTurn(s);
		expect(s.turn!.pools.move).toBe(0);
	});

	it('§10 #3 A: Concentration powered by green plays Stamina’s stronger effect +2 (Move 6); + March → Move 8', () => {
		let s = shape(begin(), { hand: ['concentration', 'stamina', 'march'], dice: ['green', 'red'] });
		s = pay(play(s, 'concentration', 'powered'), { a: 'mana', from: 'die', color: 'green', die: 0 });
		expect(s.tasks[0]).toMatchObject({ t: 'pickCard', purpose: 'concentration' });
		s = act(s, { a: 'card', card: 'stamina' });
		if (s.tasks[0].t === 'cardMode') s = act(s, { a: 'how', how: 'powered', alt: 0 });
		expect(s.turn!.pools.move).toBe(6);
		// Stamina's stronger effect was free: the one Source die is still the only one used.
		expect(s.turn!.diceUsed).toBe(1);
		s = play(s, 'march', 'basic');
		expect(s.turn!.pools.move).toBe(8);
	});

	it('§10 #3 B: Mana Draw lets a second Source die power a second Move card → Move 8', () => {
		let s = shape(begin(), { hand: ['mana-draw', 'march', 'stamina'], dice: ['green', 'blue', 'red'] });
		// Without Mana Draw only one die may be taken.
		let without = pay(play(s, 'march', 'powered'), { a: 'mana', from: 'die', color: 'green', die: 0 });
		without = act(without, { a: 'play', card: 'stamina' });
		expect(has(without, { a: 'how', how: 'powered', alt: 0 })).toBe(false);

		s = play(s, 'mana-draw', 'basic');
		s = pay(play(s, 'march', 'powered'), { a: 'mana', from: 'die', color: 'green', die: 0 });
		s = pay(play(s, 'stamina', 'powered'), { a: 'mana', from: 'die', color: 'blue', die: 1 });
		expect(s.turn!.pools.move).toBe(8);
		expect(s.turn!.diceUsed).toBe(2);
	});

	it('§10 #3 C: Mana Draw powered sets another die to green and gives 2 green mana for this turn', () => {
		let s = shape(begin(), { hand: ['mana-draw', 'march', 'march'], dice: ['white', 'red', 'black'] });
		s = pay(play(s, 'mana-draw', 'powered'), { a: 'mana', from: 'die', color: 'white', die: 0 });
		const options = s.tasks[0].t === 'effectChoice' ? s.tasks[0].options : [];
		const green = options.findIndex((o) => o.k === 'special' && o.color === 'green');
		expect(green).toBeGreaterThanOrEqual(0);
		expect(options.some((o) => o.k === 'special' && o.color === 'gold')).toBe(false);
		s = act(s, { a: 'choose', i: green });
		expect(s.turn!.tokens).toEqual(['green', 'green']);
		const set = s.source.filter((d) => d.color === 'green' && d.takenBy === s.turn!.seat);
		expect(set).toHaveLength(1);
		for (let i = 0; i < 2; i++) s = pay(play(s, 'march', 'powered'), { a: 'mana', from: 'token', color: 'green' });
		expect(s.turn!.pools.move).toBe(8);
	});

	it('§10 #3 D: Improvisation powered by red discards another card for Move 5; + Stamina 2 + a sideways card → Move 8', () => {
		let s = shape(begin(), { hand: ['improvisation', 'rage', 'stamina', 'threaten'], dice: ['red'] });
		s = pay(play(s, 'improvisation', 'powered'), { a: 'mana', from: 'die', color: 'red', die: 0 });
		expect(s.tasks[0]).toMatchObject({ t: 'pickCard', purpose: 'improvisation' });
		s = act(s, { a: 'card', card: 'rage' });
		if (s.tasks[0].t === 'effectChoice') s = act(s, { a: 'choose', i: 0 });
		expect(s.turn!.pools.move).toBe(5);
		expect(me(s).discard).toContain('rage');
		s = play(s, 'stamina', 'basic');
		s = play(s, 'threaten', 'move');
		expect(s.turn!.pools.move).toBe(8);
	});

	// ------------------------------------------------------------------ §10 #4–#8: the map

	it('§10 #4 red route: an adjacent → adjacent step into the village provokes the Wolf Riders; no interaction this turn', () => {
		let s = begin();
		flatMap(s, { '2,0': { rampaging: [token('wolf-riders')] }, '2,-1': { site: { kind: 'village', enemies: [] } } });
		s = shape(s, { hand: ['march', 'stamina', 'rage'], pos: '0,0' });
		s = play(play(s, 'march', 'basic'), 'stamina', 'basic');
		s = act(s, { a: 'step', to: '1,0' }); // next to the Wolf Riders, from a space that is not
		expect(s.combat).toBeNull();
		s = act(s, { a: 'step', to: '2,-1' }); // next to them again: provoked
		expect(s.combat?.enemies.map((e) => e.token.id)).toEqual(['wolf-riders']);
		expect(s.turn!.actionDone).toBe(true);
		s = sitOutCombat(s);
		expect(refused(s, { a: 'interact' })).toBeTruthy();
		expect(has(s, { a: 'interact' })).toBe(false);
	});

	it('§10 #4 purple route: provoked on the first step, movement stops and the Move left is lost', () => {
		let s = begin();
		flatMap(s, { '2,0': { rampaging: [token('wolf-riders')] } });
		s = shape(s, { hand: ['march', 'stamina', 'rage'], pos: '1,0' });
		s = play(play(s, 'march', 'basic'), 'stamina', 'basic');
		s = act(s, { a: 'step', to: '1,1' });
		expect(s.combat).not.toBeNull();
		expect(s.turn!.pools.move).toBe(2);
		s = sitOutCombat(s);
		expect(s.combat).toBeNull();
		expect(refused(s, { a: 'step', to: '0,1' })).toMatch(/No moving after the action|Movement is over/);
		expect(legal(s).some((a) => a.a === 'step' || a.a === 'explore')).toBe(false);
	});

	it('§10 #4 green route: reaching the village without an adjacent → adjacent step provokes nobody', () => {
		let s = begin();
		flatMap(s, { '2,0': { rampaging: [token('wolf-riders')] }, '1,-1': 'forest', '2,-1': { site: { kind: 'village', enemies: [] } } });
		s = shape(s, { hand: ['march', 'stamina', 'rage'], pos: '0,0' });
		s = play(play(play(s, 'march', 'basic'), 'stamina', 'basic'), 'rage', 'move');
		s = act(s, { a: 'step', to: '1,-1' }); // forest 3, not next to the Wolf Riders
		s = act(s, { a: 'step', to: '2,-1' }); // plains 2, next to them: no attack
		expect(s.combat).toBeNull();
		expect(s.turn!.pools.move).toBe(0); // the detour cost 5 where the red route costs 4
		expect(has(s, { a: 'interact' })).toBe(true);
	});

	it('§10 #4 yellow route: from a space next to orc A only into one next to orc B only → no provocation', () => {
		let s = begin();
		flatMap(s, { '2,0': { rampaging: [token('prowlers')] }, '-1,2': { rampaging: [token('diggers')] } });
		s = shape(s, { hand: ['march'], pos: '1,0' });
		s = play(s, 'march', 'basic');
		s = act(s, { a: 'step', to: '0,1' });
		expect(s.combat).toBeNull();
		expect(s.turn!.actionDone).toBe(false);
	});

	it('§10 #5: a step costs the terrain entered, whatever is left (Day forest 3, plains 2; Night forest 5)', () => {
		let s = begin();
		flatMap(s, { '0,0': 'forest', '1,0': 'forest' });
		s = shape(s, { hand: ['march'], pos: '0,0' });
		s = play(s, 'march', 'basic');
		expect(refused(s, { a: 'step', to: '1,0' })).toMatch(/forest costs 3 Move, you have 2/);
		s = act(s, { a: 'step', to: '-1,0' }); // forest → plains: 2
		expect(s.turn!.pools.move).toBe(0);

		let n = begin();
		flatMap(n, { '1,0': 'forest' });
		n = shape(n, { hand: ['march', 'stamina', 'rage'], pos: '0,0', time: 'night' });
		n = play(play(n, 'march', 'basic'), 'stamina', 'basic');
		expect(refused(n, { a: 'step', to: '1,0' })).toMatch(/costs 5 Move at Night, you have 4/);
		n = play(n, 'rage', 'move');
		n = act(n, { a: 'step', to: '1,0' });
		expect(n.turn!.pools.move).toBe(0);
	});

	it('§10 #6: where exploring is possible — purple from 1 space (a lake blocks), yellow from 3, orange from 2; one space borders both (2 + 2 Move)', () => {
		let s = begin();
		const seat = s.turn!.seat;
		// The starting area is fixed (tile A at 0/0, tile 1 at 0/1, tile 2 at 1/0): three open positions.
		const from = (at: string) => Object.keys(s.hexes).filter((k) => explorableFrom(s, k).some((p) => tileKey(p) === at));
		const standable = (at: string) => from(at).filter((k) => s.hexes[k].terrain !== 'lake');
		expect(standable('0/2')).toEqual(['1,-4']); // "purple": the lake at 2,-4 blocks the rest
		expect(from('0/2')).toContain('2,-4');
		expect(standable('1/1').sort()).toEqual(['2,-3', '3,-3', '4,-3']); // "yellow"
		expect(standable('2/0').sort()).toEqual(['4,-2', '4,-3']); // "orange"
		// Black dots: e.g. the portal has no empty position next to it.
		expect(explorableFrom(s, s.portal)).toEqual([]);
		// Nothing beyond the coastline lanes (i < 0 or j < 0) is ever offered.
		for (const k of Object.keys(s.hexes)) for (const p of explorableFrom(s, k)) expect(p.i >= 0 && p.j >= 0).toBe(true);
		// The glade at 4,-3 borders yellow and orange: explore one, then the other, naming each (2 + 2 Move).
		s = shape(s, { hand: ['march', 'stamina', 'rage'], pos: '4,-3' });
		s.players[1 - seat].pos = null;
		s = play(play(s, 'march', 'basic'), 'stamina', 'basic');
		expect(legal(s).filter((a) => a.a === 'explore').map((a) => (a as { at: string }).at).sort()).toEqual(['1/1', '2/0']);
		s = act(s, { a: 'explore', at: '2/0' });
		expect(s.turn!.pools.move).toBe(2);
		s = act(s, { a: 'explore', at: '1/1' });
		expect(s.turn!.pools.move).toBe(0);
		expect(s.tiles.map((t) => tileKey(t.pos))).toEqual(['0/0', '0/1', '1/0', '2/0', '1/1']);
		expect(refused(s, { a: 'explore', at: '0/2' })).toBeTruthy();
	});

	it('§10 #7: after Move 6, a forest (3) and an exploration (2), hills (3) next to the hero need 2 more Move; a played card cannot be powered afterwards', () => {
		let s = begin();
		const seat = s.turn!.seat;
		// Tile 3 next on the stack: explored at 1/1 from the forest glade 4,-3, its hills+mine (SE) lie at 4,-4, next to the hero.
		s.tileStack = ['3', ...s.tileStack.filter((t) => t !== '3')];
		s.hexes['3,-3'].rampaging = []; // no orcs to provoke on the way
		s = shape(s, { hand: ['march', 'march', 'stamina', 'rage', 'threaten'], pos: '4,-2', dice: ['green', 'blue'] });
		s.players[1 - seat].pos = null;
		for (const c of ['march', 'march', 'stamina']) s = play(s, c, 'basic');
		expect(s.turn!.pools.move).toBe(6);
		s = act(s, { a: 'step', to: '4,-3' });
		expect(s.turn!.pools.move).toBe(3);
		s = act(s, { a: 'explore', at: '1/1' });
		expect(s.turn!.pools.move).toBe(1);
		expect(s.hexes['4,-4']).toMatchObject({ terrain: 'hills', tile: '3' });
		expect(refused(s, { a: 'step', to: '4,-4' })).toMatch(/costs 3 Move, you have 1/);
		// The three Move cards lie in the play area: none can be played again (powered with mana now).
		expect(legal(s)).not.toContainEqual({ a: 'play', card: 'march' });
		expect(legal(s)).not.toContainEqual({ a: 'play', card: 'stamina' });
		expect(refused(s, { a: 'play', card: 'march' })).toMatch(/not in your hand/);
		s = play(play(s, 'rage', 'move'), 'threaten', 'move');
		s = act(s, { a: 'step', to: '4,-4' });
		expect(s.turn!.pools.move).toBe(0);
	});

	it('§10 #8: Peasants activated for Move 2 (spent), with two Move 2 cards → Move 6', () => {
		let s = shape(begin(), { hand: ['march', 'stamina'] });
		me(s).units = [{ uid: 900, id: 'peasants', ready: true, wounded: false }];
		s = act(s, { a: 'unit', uid: 900 });
		if (s.tasks[0].t === 'unitAbility') s = act(s, legal(s)[0]);
		expect(s.turn!.pools.move).toBe(2);
		expect(me(s).units[0].ready).toBe(false);
		s = play(play(s, 'march', 'basic'), 'stamina', 'basic');
		expect(s.turn!.pools.move).toBe(6);
		expect(refused(s, { a: 'unit', uid: 900 })).toMatch(/spent/);
	});
});

// ------------------------------------------------------------------ §10 #15, #16: combats of the seed, real data

/** Challenges the rampaging enemy on `at` (next to the hero). */
function challenge(s: MkState, at: string): MkState {
	const uids = s.hexes[at].rampaging.map((t) => t.uid);
	return act(s, { a: 'challenge', uids });
}

const toPhase = (s: MkState, phase: string): MkState => {
	for (let g = 0; g < 5 && s.combat && s.combat.phase !== phase; g++) s = act(s, { a: 'nextPhase' });
	return s;
};

/** From the Block phase on: lets every unblocked attack through, its damage to `to` (alone, the hero's is assigned by itself). */
function takeUnblocked(s: MkState, to: Extract<MkAction, { a: 'damage' }>): MkState {
	s = toPhase(s, 'block');
	s = act(s, { a: 'nextPhase' });
	for (let g = 0; g < 20 && s.combat?.phase === 'damage'; g++) {
		const l = legal(s);
		const a = l.find((x) => JSON.stringify(x) === JSON.stringify(to)) ?? l.find((x) => x.a === 'damage' && x.to === 'hero') ?? l.find((x) => x.a === 'takeDamage') ?? l.find((x) => x.a === 'nextPhase');
		s = act(s, a!);
	}
	return s;
}

describe('Mage Knight worked examples, combats of the seed with the real enemy data (spec §10 #15, #16)', () => {
	function wolfRiders(hand: string[], dice: ManaColor[] = ['red', 'blue']): MkState {
		let s = begin();
		flatMap(s, { '1,0': { rampaging: [token('wolf-riders')] } });
		s = shape(s, { hand, pos: '0,0', dice });
		return challenge(s, '1,0');
	}

	it('§10 #15 B: Block 6 against the Swift Attack 3 (Determination powered 5 + 1 sideways), then Attack 4 → defeated, no damage', () => {
		let s = wolfRiders(['determination', 'rage', 'march', 'stamina', 'threaten']);
		s = toPhase(s, 'block');
		s = pay(play(s, 'determination', 'powered'), { a: 'mana', from: 'die', color: 'blue', die: 1 });
		expect(s.turn!.pools.block.physical).toBe(5);
		// 5 is not enough against Swift (twice the Attack): that block fails.
		expect(act(s, { a: 'block' }).combat!.enemies[0].blocked).toBeFalsy();
		s = play(s, 'threaten', 'block');
		s = act(s, { a: 'block' });
		expect(s.combat!.enemies[0].blocked).toBe(true);
		s = toPhase(s, 'attack');
		s = play(s, 'rage', 'basic', 0); // Attack 2
		expect(has(s, { a: 'strike' })).toBe(false); // 2 < Armor 4
		s = play(play(s, 'march', 'attack'), 'stamina', 'attack');
		s = act(s, { a: 'strike' });
		expect(s.combat).toBeNull();
		expect(me(s).hand).not.toContain('wound');
	});

	it('§10 #15 C/D: unblocked Wolf Riders deal 3 — Peasants (Armor 3) are wounded, or the hero (Armor 2) takes 2 Wounds; Attack 4 then defeats them', () => {
		// D: the hero takes the damage.
		let s = wolfRiders(['rage', 'march', 'stamina', 'threaten']);
		const fame = me(s).fame;
		s = takeUnblocked(s, { a: 'damage', to: 'hero' });
		expect(me(s).hand.filter((c) => c === 'wound')).toHaveLength(2);
		s = toPhase(s, 'attack');
		for (const c of ['rage', 'march', 'stamina', 'threaten']) s = play(s, c, 'attack');
		s = act(s, { a: 'strike' });
		expect(s.combat).toBeNull();
		expect(me(s).fame).toBe(fame + 3);
		expect(s.hexes['1,0'].rampaging).toEqual([]);

		// C: Peasants take it.
		let c = begin();
		flatMap(c, { '1,0': { rampaging: [token('wolf-riders')] } });
		c = shape(c, { hand: ['rage'], pos: '0,0' });
		me(c).units = [{ uid: 901, id: 'peasants', ready: true, wounded: false }];
		c = takeUnblocked(challenge(c, '1,0'), { a: 'damage', to: 'unit', uid: 901 });
		expect(me(c).units[0].wounded).toBe(true);
		expect(me(c).hand).not.toContain('wound');
	});

	it('§10 #16: an unblocked Minotaur (Attack 5 Brutal) deals 10 → 5 Wounds ≥ Hand limit 5 → knocked out, every non-Wound card discarded', () => {
		let s = begin();
		flatMap(s, { '1,0': { rampaging: [token('minotaur')] } });
		s = shape(s, { hand: ['rage', 'march', 'stamina'], pos: '0,0' });
		s = takeUnblocked(challenge(s, '1,0'), { a: 'damage', to: 'hero' });
		expect(me(s).hand).toEqual(['wound', 'wound', 'wound', 'wound', 'wound']);
		expect(me(s).discard).toEqual(expect.arrayContaining(['rage', 'march', 'stamina']));
		expect(s.combat?.knockedOut).toBe(true);
	});
});

// ------------------------------------------------------------------ §10 #21–#24, #26, #29, #30

describe('Mage Knight worked examples, sites, undo, crystals, rewards and scoring (spec §10)', () => {
	it('§10 #21: owning 3 keeps and ending the turn next to one → Hand limit 5 + 3 for this draw', () => {
		let s = begin();
		const seat = s.turn!.seat;
		const keep = (): Partial<HexState> => ({ terrain: 'hills', site: { kind: 'keep', enemies: [], owner: seat, conquered: true, shields: 1 } as SiteState });
		flatMap(s, { '1,0': keep(), '-3,0': keep(), '3,-3': keep() });
		s = shape(s, { hand: ['march'], pos: '0,0', deck: ['rage', 'rage', 'stamina', 'stamina', 'threaten', 'promise', 'tranquility', 'crystallize', 'swiftness', 'swiftness'] });
		expect(handLimitOf(s, seat)).toBe(5 + 3);
		s = endTurn(s);
		expect(s.players[seat].hand).toHaveLength(8);

		// Not next to any of them: the printed limit.
		let far = begin();
		const f = far.turn!.seat;
		flatMap(far, { '3,0': keep(), '-3,0': keep(), '3,-3': keep() });
		far = shape(far, { hand: ['march'], pos: '0,0', deck: ['rage', 'rage', 'stamina', 'stamina', 'threaten', 'promise', 'tranquility'] });
		expect(handLimitOf(far, f)).toBe(5);
		far = endTurn(far);
		expect(far.players[f].hand).toHaveLength(5);
	});

	it('§10 #22: by Day, entering a mage tower on a desert costs 5 Move, is an assault, and costs Reputation −1', () => {
		let s = begin();
		flatMap(s, { '1,0': { terrain: 'desert', site: { kind: 'mageTower', enemies: [token('monks', false)] } } });
		s = shape(s, { hand: ['march', 'stamina', 'rage'], pos: '0,0' });
		s = play(play(s, 'march', 'basic'), 'stamina', 'basic');
		expect(refused(s, { a: 'step', to: '1,0' })).toMatch(/desert costs 5 Move, you have 4/);
		s = play(s, 'rage', 'move');
		const rep = me(s).reputation;
		s = act(s, { a: 'step', to: '1,0' });
		expect(s.turn!.pools.move).toBe(0);
		expect(s.combat).toMatchObject({ fortifiedSite: true });
		expect(s.combat!.enemies[0].token).toMatchObject({ id: 'monks', faceUp: true });
		s = sitOutCombat(s);
		expect(me(s).reputation).toBe(rep - 1);
	});

	it('§10 #23: a tile revealed after a Source die was used is an information barrier (no undo back to the die)', () => {
		let s = begin();
		const seat = s.turn!.seat;
		s = shape(s, { hand: ['march', 'stamina'], pos: '4,-3', dice: ['green', 'red'] });
		s.players[1 - seat].pos = null;
		let r = actBarrier(s, { a: 'play', card: 'march' });
		r = actBarrier(r.s, { a: 'how', how: 'powered', alt: 0 });
		expect(r.barrier).toBe(false);
		if (r.s.tasks[0].t === 'payMana') r = actBarrier(r.s, { a: 'mana', from: 'die', color: 'green', die: 0 });
		expect(r.barrier).toBe(false);
		expect(r.s.source[0].takenBy).toBe(seat);
		r = actBarrier(r.s, { a: 'explore', at: '2/0' });
		expect(r.barrier).toBe(true);
	});

	it('§10 #24: mana used to move next to orcs and a challenge announced — nothing revealed, so no barrier (undo allowed)', () => {
		let s = begin();
		flatMap(s, { '2,0': { rampaging: [token('prowlers')] } });
		s = shape(s, { hand: ['march', 'rage'], pos: '0,0', dice: ['green', 'red'] });
		const steps: boolean[] = [];
		let r = actBarrier(s, { a: 'play', card: 'march' });
		steps.push(r.barrier);
		r = actBarrier(r.s, { a: 'how', how: 'powered', alt: 0 });
		steps.push(r.barrier);
		if (r.s.tasks[0].t === 'payMana') {
			r = actBarrier(r.s, { a: 'mana', from: 'die', color: 'green', die: 0 });
			steps.push(r.barrier);
		}
		r = actBarrier(r.s, { a: 'step', to: '1,0' });
		steps.push(r.barrier);
		r = actBarrier(r.s, { a: 'challenge', uids: r.s.hexes['2,0'].rampaging.map((t) => t.uid) });
		steps.push(r.barrier);
		expect(r.s.combat).not.toBeNull();
		expect(steps.every((b) => !b)).toBe(true);
	});

	it('§10 #26: with 3 red crystals, a red crystal gained becomes a red mana token in the play area', () => {
		let s = shape(begin(), { hand: ['fire-bolt', 'rage'] });
		me(s).crystals.red = 3;
		s = play(s, 'fire-bolt', 'basic');
		expect(me(s).crystals.red).toBe(3);
		expect(s.turn!.tokens).toEqual(['red']);
		// Below the cap it is a crystal.
		let t = shape(begin(), { hand: ['fire-bolt'] });
		me(t).crystals.red = 2;
		t = play(t, 'fire-bolt', 'basic');
		expect(me(t).crystals.red).toBe(3);
		expect(t.turn!.tokens).toEqual([]);
	});

	it('§10 #29: two Artifacts in one turn — draw 3, keep 2 on top of the Deed deck in the chosen order, 1 to the bottom of the Artifact deck', () => {
		let s = shape(begin(), { hand: ['march'], deck: ['rage', 'stamina', 'threaten', 'promise', 'tranquility', 'swiftness'] });
		const seat = s.turn!.seat;
		s.artifactDeck = ['ruby-ring', 'banner-of-fear', 'banner-of-glory', 'banner-of-courage'];
		s.turn!.rewards.push({ k: 'artifact', n: 1 }, { k: 'artifact', n: 1 });
		s = act(s, { a: 'endTurn' });
		expect(s.tasks[0]).toMatchObject({ t: 'pickArtifact', seat, drawn: ['ruby-ring', 'banner-of-fear', 'banner-of-glory'], keep: 2 });
		// The other player does not see the drawn cards.
		expect(mageKnight.view(s, 1 - seat).task).toMatchObject({ drawn: ['?', '?', '?'] });
		s = act(s, { a: 'card', card: 'banner-of-glory' }, seat);
		s = act(s, { a: 'card', card: 'ruby-ring' }, seat);
		expect(s.artifactDeck).toEqual(['banner-of-courage', 'banner-of-fear']);
		expect(s.players[seat].deck.slice(0, 2)).toEqual(['ruby-ring', 'banner-of-glory']);
	});

	it('§10 #30: final scoring — P1 +20 (7, 7, 5, 5, 3, −7), P2 +8 (3, 1, 1, 0, 3, 0)', () => {
		const s = begin();
		const [p1, p2] = s.players;
		const place = (seat: number) => {
			const p = s.players[seat];
			p.hand = [];
			p.discard = [];
			p.tacticStore = [];
			p.crystals = { red: 0, blue: 0, green: 0, white: 0 };
		};
		place(0);
		place(1);
		p1.deck = ['fireball', 'fire-bolt', 'ice-bolt', 'ruby-ring', 'wound', 'wound', 'march', 'rage'];
		p1.crystals = { red: 2, blue: 1, green: 1, white: 1 };
		p1.units = [
			{ uid: 1, id: 'utem-crossbowmen', ready: true, wounded: false },
			{ uid: 2, id: 'peasants', ready: true, wounded: true }
		];
		p2.deck = ['swift-bolt', 'crushing-bolt', 'blood-rage', 'march'];
		p2.crystals = { red: 0, blue: 2, green: 0, white: 0 };
		p2.units = [{ uid: 3, id: 'peasants', ready: true, wounded: false }];
		const fame = [p1.fame, p2.fame];
		flatMap(s, {
			'1,0': { terrain: 'hills', site: { kind: 'keep', enemies: [], owner: 0, conquered: true, shields: 1 } as SiteState },
			'2,0': { site: { kind: 'dungeon', enemies: [], owner: 0, conquered: true, shields: 1 } as SiteState },
			'3,0': { terrain: 'hills', site: { kind: 'monsterDen', enemies: [], owner: 1, conquered: true, shields: 1 } as SiteState }
		});
		s.players[0].pos = '0,0';
		s.players[1].pos = '-1,0';
		s.turn!.path = [s.players[s.turn!.seat].pos!];
		// The city was found and this is the last final turn: its end ends the game (spec §7.1).
		s.finalTurns = [s.turn!.seat];
		const ended = endTurn(s);
		expect(ended.over).toBe(true);
		const sheet = ended.scoring!;
		const row = (id: string) => sheet.rows.find((r) => r.id === id)!;
		const total = (id: string, i: number) => row(id).points[i] + row(id).title[i];
		expect(['knowledge', 'loot', 'leader', 'conqueror', 'adventurer', 'beating'].map((id) => [total(id, 0), total(id, 1)])).toEqual([
			[7, 3],
			[7, 1],
			[5, 1],
			[5, 0],
			[3, 3],
			[-7, 0]
		]);
		expect(sheet.fameAfter).toEqual([fame[0] + 20, fame[1] + 8]);
		expect(mageKnight.result(ended)).toMatchObject({ winners: [0], scores: [fame[0] + 20, fame[1] + 8] });
	});
});

// ------------------------------------------------------------------ levelling (spec §5.11, the seed's own example)

describe('Mage Knight levelling (spec §5.11, data §7.2)', () => {
	it('§5.11: Fame 3 reached in a turn → at its end level 2: two skills drawn, one kept, the other to the common offer, and an Advanced Action on top of the deck', () => {
		let s = shape(begin(), { hand: ['march'], deck: ['rage', 'stamina', 'threaten', 'promise', 'tranquility', 'swiftness'] });
		const seat = s.turn!.seat;
		const pile = [...me(s).skillPile];
		me(s).fame = FAME_LEVELS[1].fame;
		s = act(s, { a: 'endTurn' });
		expect(s.tasks[0]).toMatchObject({ t: 'levelUp', seat, level: 2, drawn: pile.slice(0, 2) });
		expect(mageKnight.view(s, 1 - seat).task).toMatchObject({ t: 'levelUp', drawn: ['?', '?'] });
		s = act(s, { a: 'choose', i: 1 }, seat);
		expect(s.players[seat].level).toBe(2);
		expect(s.players[seat].skills).toEqual([pile[1]]);
		expect(s.skillOffer).toEqual([pile[0]]);
		expect(s.tasks[0]).toMatchObject({ t: 'pickAdvanced', seat });
		const aa = s.advancedOffer![0];
		s = act(s, { a: 'card', card: aa }, seat);
		expect(s.players[seat].deck[0]).toBe(aa);
		expect(s.advancedOffer).toHaveLength(3);
	});

	it('§5.11: Fame 8 from level 2 → level 3: a second Command token and Armor 3', () => {
		let s = shape(begin(), { hand: ['march'], deck: ['rage', 'stamina', 'threaten', 'promise', 'tranquility', 'swiftness'] });
		const seat = s.turn!.seat;
		me(s).level = 2;
		expect(commandLimit(s, seat)).toBe(1);
		expect(armorOf(s, seat)).toBe(2);
		me(s).fame = FAME_LEVELS[2].fame;
		s = endTurn(s);
		expect(s.players[seat].level).toBe(3);
		expect(commandLimit(s, seat)).toBe(2);
		expect(armorOf(s, seat)).toBe(3);
	});
});

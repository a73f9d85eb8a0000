/**
 * The special effects of the First Reconnaissance Spells, Artifacts and Agility (data §2,
 * §3.1, §3.2), driven through mageKnight.apply / legalActions from a real setup state: each
 * card is offered when it can do something, does it, and is not offered when it cannot.
 */
import { describe, expect, it } from 'vitest';
import { newStepContext } from '../../../src/lib/engine';
import { enemyById } from '../../../src/lib/games/mageknight/data';
import { cardModes } from '../../../src/lib/games/mageknight/cards';
import { startCombat } from '../../../src/lib/games/mageknight/combat';
import { manaSources } from '../../../src/lib/games/mageknight/mana';
import { explorableFrom, moveCost } from '../../../src/lib/games/mageknight/map';
import { mageKnight } from '../../../src/lib/games/mageknight/rules';
import { SPECIALS } from '../../../src/lib/games/mageknight/effects';
import type { ManaColor } from '../../../src/lib/games/mageknight/data/types';
import type { MkAction } from '../../../src/lib/games/mageknight/tasks';
import type { MkState } from '../../../src/lib/games/mageknight/types';

// ---------------------------------------------------------------- a real state, seat 0 on turn

const SEATS = [{ name: 'A', kind: 'human' }, { name: 'B', kind: 'human' }] as never;

/** Setup, tactics taken, seat 0 on turn at the portal 0,0 (plains; forest 1,-1; plains 1,0, 0,-1, 2,-2; lake 2,-4). */
function start(): MkState {
	let s = firstTurn('specials');
	for (let k = 0; s.turn!.seat !== 0; k++) s = firstTurn(`specials-${k}`);
	s.players[0].hand = [];
	s.players[0].crystals = { red: 0, blue: 0, green: 0, white: 0 };
	s.source.forEach((d) => (d.color = 'green')); // no die pays what the tests pay with tokens
	return s;
}

function firstTurn(seed: string): MkState {
	const made = mageKnight.setup(SEATS, { mode: 'first-reconnaissance-2p', pvp: false }, seed);
	if (!made.ok) throw new Error('setup');
	let s = made.value.state;
	while (s.tasks[0].t !== 'turn') s = act(s, mageKnight.legalActions(s, mageKnight.pending(s)[0].seat)[0]);
	return s;
}

const seatOf = (s: MkState) => mageKnight.pending(s)[0].seat;
const legal = (s: MkState) => mageKnight.legalActions(s, seatOf(s));
const has = (s: MkState, a: MkAction) => legal(s).some((x) => JSON.stringify(x) === JSON.stringify(a));

function act(s: MkState, a: MkAction): MkState {
	const r = mageKnight.apply(s, seatOf(s), a);
	if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.reason.en} (task ${JSON.stringify(s.tasks[0])})`);
	return r.value.state;
}

/** Puts `id` in hand with `tokens` to pay, plays it `how` (alternative 0) and pays with tokens. */
function play(s: MkState, id: string, how: 'basic' | 'powered', tokens: ManaColor[] = []): MkState {
	s.players[0].hand.push(id);
	s.turn!.tokens.push(...tokens);
	s = act(s, { a: 'play', card: id });
	s = act(s, { a: 'how', how, alt: 0 });
	while (s.tasks[0].t === 'payMana') s = act(s, legal(s).find((a) => a.a === 'mana' && a.from === 'token')!);
	return s;
}

const offered = (s: MkState, id: string, how: 'basic' | 'powered') => cardModes(s, 0, id).some((m) => m.how === how);

/** Seat 0 fights the enemy `id` (from `pile`) in `phase`. */
function fight(s: MkState, id: string, phase: 'ranged' | 'block' | 'attack'): MkState {
	s.turn!.stage = 'combat';
	s.turn!.actionDone = true;
	const token = { uid: s.nextUid++, id, faceUp: true };
	startCombat(s, 0, [{ token, from: { kind: 'provoked', hex: '1,-1' }, defeated: false }], { fortifiedSite: false, nightRules: false, noUnits: false }, newStepContext(() => s.rng));
	s.combat!.phase = phase;
	return s;
}
const orc = (s: MkState) => s.piles.green[0];

const MINE = ['call-to-arms', 'call-to-glory', 'meditation', 'trance', 'space-bending', 'time-bending', 'underground-travel', 'underground-attack', 'wings-of-wind', 'rebirth', 'amulet-of-darkness', 'amulet-of-the-sun', 'book-of-wisdom', 'book-of-wisdom-powered', 'horn-of-wrath', 'horn-of-wrath-powered', 'ring', 'sword-of-justice', 'sword-of-justice-powered', 'agility', 'agility-powered'];

it('every special of these cards has a rule', () => {
	expect(MINE.filter((id) => !SPECIALS[id])).toEqual([]);
});

// ---------------------------------------------------------------- Spells

describe('Call to Arms / Call to Glory (card 107)', () => {
	it('uses an ability of a unit in the offer as if it were yours', () => {
		let s = start();
		s.unitOffer = ['peasants', 'foresters'];
		s = play(s, 'call-to-arms', 'basic', ['white']);
		expect(s.tasks[0].t).toBe('borrowUnit');
		// Only the Move abilities are usable now (no combat, no interaction).
		expect(legal(s)).toEqual([{ a: 'borrow', unit: 'peasants', ability: 2 }, { a: 'borrow', unit: 'foresters', ability: 0 }]);
		s = act(s, { a: 'borrow', unit: 'foresters', ability: 0 });
		expect(s.turn!.pools.move).toBe(2);
		expect(moveCost(s, 0, '1,-1')).toBe(2); // Foresters: forests cost 1 less
		expect(s.unitOffer).toEqual(['peasants', 'foresters']);
		expect(s.players[0].units).toEqual([]);
	});
	it('is not offered when no offered unit has a usable ability (Swordsmen: combat only)', () => {
		const s = start();
		s.unitOffer = ['utem-swordsmen'];
		s.turn!.tokens.push('white');
		expect(offered(s, 'call-to-arms', 'basic')).toBe(false);
		s.unitOffer = ['peasants'];
		expect(offered(s, 'call-to-arms', 'basic')).toBe(true);
	});
	it('leaves out an ability that would wound the borrowed unit (Utem Swordsmen)', () => {
		let s = start();
		s = fight(s, orc(s), 'block');
		s.unitOffer = ['utem-swordsmen'];
		s = play(s, 'call-to-arms', 'basic', ['white']);
		// The lone usable ability (Block 3, not the self-wounding Block 6) was used at once.
		expect(s.turn!.pools.block.physical).toBe(3);
	});
	it('Call to Glory recruits a unit of the offer for free', () => {
		let s = start();
		s.time = 'night';
		s.unitOffer = ['peasants', 'herbalists'];
		s = play(s, 'call-to-arms', 'powered', ['white', 'black']);
		expect(legal(s)).toEqual([{ a: 'card', card: 'peasants' }, { a: 'card', card: 'herbalists' }]);
		s = act(s, { a: 'card', card: 'herbalists' });
		expect(s.players[0].units.map((u) => [u.id, u.ready])).toEqual([['herbalists', true]]);
		expect(s.unitOffer).toEqual(['peasants']);
		expect(s.turn!.unitsRecruited).toBe(1);
	});
	it('Call to Glory is not offered with an empty Unit offer', () => {
		const s = start();
		s.time = 'night';
		s.turn!.tokens.push('white', 'black');
		s.unitOffer = [];
		expect(offered(s, 'call-to-arms', 'powered')).toBe(false);
	});
});

describe('Meditation / Trance (card 108)', () => {
	it('two random discards go on top or bottom of the deck; 2 extra cards at the end of the turn', () => {
		let s = start();
		s.players[0].discard = ['rage', 'swiftness', 'tranquility'];
		const deckBefore = s.players[0].deck.length;
		s = play(s, 'meditation', 'basic', ['green']);
		const task = s.tasks[0] as Extract<MkState['tasks'][number], { t: 'meditation' }>;
		expect(task.t).toBe('meditation');
		expect(task.cards).toHaveLength(2);
		expect(legal(s)).toEqual([{ a: 'place', where: 'top' }, { a: 'place', where: 'bottom' }]);
		const [first, second] = task.cards;
		s = act(s, { a: 'place', where: 'top' });
		s = act(s, { a: 'place', where: 'bottom' });
		const p = s.players[0];
		expect(p.deck[0]).toBe(first);
		expect(p.deck[p.deck.length - 1]).toBe(second);
		expect(p.deck.length).toBe(deckBefore + 2);
		expect(p.discard).toHaveLength(1);
		s = act(s, { a: 'endTurn' });
		while (seatOf(s) === 0 && s.tasks[0].t !== 'turn') s = act(s, { a: 'done' });
		expect(s.players[0].hand.length).toBe(5 + 2);
	});
	it('Trance lets the player choose the cards', () => {
		let s = start();
		s.time = 'night';
		s.players[0].discard = ['rage', 'swiftness', 'rage'];
		s = play(s, 'meditation', 'powered', ['green', 'black']);
		expect(legal(s)).toEqual([{ a: 'card', card: 'rage' }, { a: 'card', card: 'swiftness' }]);
		s = act(s, { a: 'card', card: 'rage' });
		s = act(s, { a: 'card', card: 'rage' });
		s = act(s, { a: 'place', where: 'top' });
		s = act(s, { a: 'place', where: 'top' });
		expect(s.players[0].deck.slice(0, 2)).toEqual(['rage', 'rage']);
		expect(s.players[0].discard).toEqual(['swiftness']);
	});
	it('is not offered with no cards in the discard pile or the deck', () => {
		const s = start();
		s.turn!.tokens.push('green');
		s.players[0].discard = [];
		s.players[0].deck = [];
		expect(offered(s, 'meditation', 'basic')).toBe(false);
	});
});

describe('Space Bending / Time Bending (card 106)', () => {
	it('steps reach 2 spaces and do not provoke rampaging enemies', () => {
		let s = start();
		s.turn!.pools.move = 4;
		expect(has(s, { a: 'step', to: '2,-2' })).toBe(false);
		s = play(s, 'space-bending', 'basic', ['blue']);
		expect(has(s, { a: 'step', to: '2,-2' })).toBe(true);
		// A rampaging orc next to both 0,0 and 1,0 would be provoked by that step.
		s.hexes['1,-1'].rampaging.push({ uid: s.nextUid++, id: orc(s), faceUp: true });
		s = act(s, { a: 'step', to: '1,0' });
		expect(s.combat).toBeNull();
		s = act(s, { a: 'step', to: '2,-2' });
		expect(s.players[0].pos).toBe('2,-2');
	});
	it('explores from spaces 2 away', () => {
		let s = start();
		s.players[0].pos = '1,-3';
		s.turn!.pools.move = 2;
		expect(explorableFrom(s, '1,-3')).toEqual([]);
		expect(legal(s).some((a) => a.a === 'explore')).toBe(false);
		s = play(s, 'space-bending', 'basic', ['blue']);
		const explore = legal(s).find((a) => a.a === 'explore')!;
		expect(explore).toBeDefined();
		const tiles = s.tiles.length;
		s = act(s, explore);
		expect(s.tiles.length).toBe(tiles + 1);
	});
	it('is not offered after the action', () => {
		const s = start();
		s.turn!.tokens.push('blue');
		s.turn!.actionDone = true;
		expect(offered(s, 'space-bending', 'basic')).toBe(false);
	});
	it('Time Bending: the other cards back to hand, no drawing, another turn at once', () => {
		let s = start();
		s.time = 'night';
		s.players[0].hand = ['stamina'];
		s = act(s, { a: 'play', card: 'stamina' });
		s = act(s, { a: 'how', how: 'basic', alt: 0 });
		s = play(s, 'space-bending', 'powered', ['blue', 'black']);
		s = act(s, { a: 'endTurn' });
		while (s.tasks[0].t !== 'turn') s = act(s, { a: 'done' });
		expect(s.turn!.seat).toBe(0);
		expect(s.players[0].hand).toEqual(['stamina']);
		expect(s.players[0].discard).toContain('space-bending');
	});
	it('Time Bending is not offered during the final turns', () => {
		const s = start();
		s.time = 'night';
		s.turn!.tokens.push('blue', 'black');
		expect(offered(s, 'space-bending', 'powered')).toBe(true);
		s.finalTurns = [0, 1];
		expect(offered(s, 'space-bending', 'powered')).toBe(false);
	});
});

describe('Underground Travel / Attack (card 100)', () => {
	it('moves up to 3 spaces without Move points, not into swamps or lakes, and does not provoke', () => {
		let s = start();
		s.hexes['1,0'].terrain = 'swamp';
		s.hexes['1,-1'].rampaging.push({ uid: s.nextUid++, id: orc(s), faceUp: true });
		s = play(s, 'underground-travel', 'basic', ['green']);
		const to = legal(s).map((a) => (a as { to: string }).to);
		expect(to).toContain('2,-2');
		expect(to).toContain('0,-3');
		expect(to).not.toContain('1,0'); // swamp
		expect(to).not.toContain('2,-4'); // lake
		expect(to).not.toContain('1,-1'); // rampaging enemy: not safe
		expect(to).not.toContain('4,-2'); // 4 spaces away
		s = act(s, { a: 'step', to: '2,-2' });
		expect(s.players[0].pos).toBe('2,-2');
		expect(s.turn!.pools.move).toBe(0);
		expect(s.combat).toBeNull();
	});
	it('Underground Attack assaults a fortified site, ignoring its fortification', () => {
		let s = start();
		s.time = 'night';
		s.hexes['2,-2'].site = { kind: 'keep', enemies: [{ uid: s.nextUid++, id: s.piles.grey[0], faceUp: false }] };
		s = play(s, 'underground-travel', 'powered', ['green', 'black']);
		expect(legal(s)).toEqual([{ a: 'step', to: '2,-2' }]);
		s = act(s, { a: 'step', to: '2,-2' });
		expect(s.combat?.fortifiedSite).toBe(true);
		expect(s.combat?.siteFortIgnored).toBe(true);
		expect(s.turn!.path.slice(-2)).toEqual(['0,0', '2,-2']);
	});
	it('is not offered without a destination (no fortified site for the Attack) or after the action', () => {
		const s = start();
		s.time = 'night';
		s.turn!.tokens.push('green', 'black');
		expect(offered(s, 'underground-travel', 'powered')).toBe(false);
		expect(offered(s, 'underground-travel', 'basic')).toBe(true);
		s.turn!.actionDone = true;
		expect(offered(s, 'underground-travel', 'basic')).toBe(false);
	});
});

describe('Wings of Wind (card 103)', () => {
	it('spends 1 Move point per space, over any terrain, ending on a safe space', () => {
		let s = start();
		s.turn!.pools.move = 3;
		s = play(s, 'wings-of-wind', 'basic', ['white']);
		const to = legal(s).map((a) => (a as { to: string }).to);
		expect(to).toContain('2,-2');
		expect(to).not.toContain('4,-2'); // 4 spaces: more Move than there is
		s = act(s, { a: 'step', to: '2,-2' });
		expect(s.turn!.pools.move).toBe(1);
		expect(s.players[0].pos).toBe('2,-2');
	});
	it('is not offered without Move points', () => {
		const s = start();
		s.turn!.tokens.push('white');
		expect(offered(s, 'wings-of-wind', 'basic')).toBe(false);
		s.turn!.pools.move = 1;
		expect(offered(s, 'wings-of-wind', 'basic')).toBe(true);
	});
});

describe('Rebirth (card 104)', () => {
	it('heals 3 and readies units of up to 3 levels in total', () => {
		let s = start();
		s.time = 'night';
		const u = (id: string) => ({ uid: s.nextUid++, id, ready: false, wounded: false });
		s.players[0].units = [u('peasants'), u('guardian-golems'), u('utem-crossbowmen')];
		s = play(s, 'restoration', 'powered', ['green', 'black']);
		expect(s.turn!.pools.heal).toBe(3);
		const [peasants, golems] = s.players[0].units;
		s = act(s, { a: 'pickUnit', uid: peasants.uid });
		s = act(s, { a: 'pickUnit', uid: golems.uid });
		// 3 levels used: the third unit stays spent and the choice is over.
		expect(s.players[0].units.map((x) => x.ready)).toEqual([true, true, false]);
		expect(s.tasks[0].t).toBe('turn');
	});
	it('is not offered with nothing to heal or ready', () => {
		const s = start();
		s.time = 'night';
		s.turn!.tokens.push('green', 'black');
		expect(offered(s, 'restoration', 'powered')).toBe(false);
		s.players[0].hand.push('wound');
		expect(offered(s, 'restoration', 'powered')).toBe(true);
	});
});

// ---------------------------------------------------------------- Advanced Action

describe('Agility (card 71)', () => {
	it('leftover Move becomes Attack 1:1 in the Attack phase (powered: 2 Move per Ranged Attack 1)', () => {
		let s = start();
		s = play(s, 'agility', 'basic');
		expect(s.turn!.pools.move).toBe(2);
		s = fight(s, orc(s), 'ranged');
		expect(has(s, { a: 'convertMove', kind: 'ranged' })).toBe(false);
		s.combat!.phase = 'attack';
		s = act(s, { a: 'convertMove', kind: 'melee' });
		expect(s.turn!.pools.attack.melee.physical).toBe(1);
		expect(s.turn!.pools.move).toBe(1);

		let t = start();
		t = play(t, 'agility', 'powered', ['white']);
		t = fight(t, orc(t), 'ranged');
		t = act(t, { a: 'convertMove', kind: 'ranged' });
		expect(t.turn!.pools.attack.ranged.physical).toBe(1);
		expect(t.turn!.pools.move).toBe(2);
	});
	it('no conversion without Agility', () => {
		let s = start();
		s.turn!.pools.move = 3;
		s = fight(s, orc(s), 'attack');
		expect(legal(s).some((a) => a.a === 'convertMove')).toBe(false);
	});
});

// ---------------------------------------------------------------- Artifacts

describe('Amulets (cards 127, 128)', () => {
	it('Amulet of Darkness by Day: deserts cost 3, black mana (a depleted black die too) usable', () => {
		let s = start();
		s.hexes['1,0'].terrain = 'desert';
		s.source[0] = { color: 'black', depleted: true, takenBy: null };
		expect(moveCost(s, 0, '1,0')).toBe(5);
		s = play(s, 'amulet-of-darkness', 'basic');
		s = act(s, { a: 'choose', i: 0 }); // the token's colour
		expect(moveCost(s, 0, '1,0')).toBe(3);
		expect(manaSources(s, 0, 'black').some((m) => m.from === 'die')).toBe(true);
	});
	it('Amulet of Darkness at Night changes nothing but the token', () => {
		let s = start();
		s.time = 'night';
		s = play(s, 'amulet-of-darkness', 'basic');
		s = act(s, { a: 'choose', i: 0 });
		expect(s.turn!.modifiers).toEqual([]);
	});
	it('Amulet of the Sun at Night: forests cost 3, gold pays, garrisons next to the hero are revealed', () => {
		let s = start();
		s.time = 'night';
		s.hexes['1,0'].site = { kind: 'keep', enemies: [{ uid: s.nextUid++, id: s.piles.grey[0], faceUp: false }] };
		expect(moveCost(s, 0, '1,-1')).toBe(5);
		s = play(s, 'amulet-of-the-sun', 'powered');
		expect(s.turn!.tokens).toEqual(['gold', 'gold', 'gold']);
		expect(moveCost(s, 0, '1,-1')).toBe(3);
		expect(manaSources(s, 0, 'red').some((m) => m.from === 'token' && m.color === 'gold')).toBe(true);
		expect(s.hexes['1,0'].site!.enemies[0].faceUp).toBe(true);
		expect(s.turn!.played[0].destroyed).toBe(true);
	});
});

describe('Book of Wisdom (card 126)', () => {
	it('throws away an Action card for an AA of its colour from the offer, into hand', () => {
		let s = start();
		s.advancedOffer = ['agility', 'pure-magic', 'in-need'];
		const next = s.advancedDeck[0];
		s.players[0].hand = ['rage', 'swiftness'];
		s = play(s, 'book-of-wisdom', 'basic');
		// Only Swiftness (white) has a card of its colour (Agility) in the offer; the picks are still named
		// (the first one comes from the hidden hand).
		expect(legal(s)).toEqual([{ a: 'card', card: 'swiftness' }]);
		s = act(s, { a: 'card', card: 'swiftness' });
		s = act(s, { a: 'card', card: 'agility' });
		expect(s.players[0].hand.sort()).toEqual(['agility', 'rage']);
		expect(s.advancedOffer).toEqual([next, 'pure-magic', 'in-need']);
		expect(s.players[0].discard).not.toContain('swiftness');
	});
	it('powered: a Spell of its colour and a crystal; the Book is thrown away', () => {
		let s = start();
		s.spellOffer = ['fireball', 'snowstorm', 'tremor'];
		s.players[0].hand = ['march', 'stamina'];
		s = play(s, 'book-of-wisdom', 'powered');
		expect(legal(s)).toEqual([{ a: 'card', card: 'march' }, { a: 'card', card: 'stamina' }]);
		s = act(s, { a: 'card', card: 'march' });
		s = act(s, { a: 'card', card: 'tremor' });
		expect(s.players[0].hand.sort()).toEqual(['stamina', 'tremor']);
		expect(s.players[0].crystals.green).toBe(1);
		expect(s.turn!.played[0].destroyed).toBe(true);
	});
	it('is not offered without an Action card matching the offer', () => {
		const s = start();
		s.advancedOffer = ['pure-magic'];
		s.players[0].hand = ['rage', 'book-of-wisdom'];
		expect(offered(s, 'book-of-wisdom', 'basic')).toBe(false);
		s.players[0].hand.push('determination');
		expect(offered(s, 'book-of-wisdom', 'basic')).toBe(true);
	});
});

/** The faces the Horn rolled, read from the log of the step. */
function hornFaces(s: MkState, a: MkAction): { state: MkState; faces: string[] } {
	const r = mageKnight.apply(s, seatOf(s), a);
	if (!r.ok) throw new Error(r.reason.en);
	const line = r.value.events.map((e) => e.text.en).find((t) => t.startsWith('Horn of Wrath: rolled'));
	return { state: r.value.state, faces: line ? line.slice('Horn of Wrath: rolled '.length, -1).split(', ') : [] };
}
const woundFaces = (faces: string[]) => faces.filter((f) => f === 'red' || f === 'black').length;

describe('Horn of Wrath (card 122)', () => {
	it('Siege Attack 6 and one die: black or red is a Wound', () => {
		let s = start();
		s = fight(s, orc(s), 'ranged');
		s.players[0].hand.push('horn-of-wrath');
		s = act(s, { a: 'play', card: 'horn-of-wrath' });
		const { state, faces } = hornFaces(s, { a: 'how', how: 'basic', alt: 0 });
		expect(faces).toHaveLength(1);
		expect(state.turn!.pools.attack.siege.physical).toBe(6);
		expect(state.players[0].hand.filter((c) => c === 'wound').length).toBe(woundFaces(faces));
	});
	it('thrown away: up to +6 Siege, a die per point added', () => {
		let s = start();
		s = fight(s, orc(s), 'ranged');
		s = play(s, 'horn-of-wrath', 'powered');
		expect(legal(s)).toHaveLength(7);
		const { state, faces } = hornFaces(s, { a: 'choose', i: 4 });
		expect(faces).toHaveLength(4);
		expect(state.turn!.pools.attack.siege.physical).toBe(10);
		expect(state.players[0].hand.filter((c) => c === 'wound').length).toBe(woundFaces(faces));
	});
	it('is not offered outside combat', () => {
		const s = start();
		s.players[0].hand = ['horn-of-wrath'];
		expect(cardModes(s, 0, 'horn-of-wrath')).toEqual([]);
	});
});

describe('Rings (cards 117–120)', () => {
	it('thrown away: unlimited mana of its colour (and black at Night); Fame +1 per Spell of its colour cast', () => {
		let s = start();
		s.time = 'night';
		s = play(s, 'sapphire-ring', 'powered');
		expect(s.turn!.modifiers).toContainEqual({ id: 'ring', color: 'blue' });
		expect(manaSources(s, 0, 'blue')).toContainEqual({ a: 'mana', from: 'token', color: 'blue' });
		expect(manaSources(s, 0, 'black')).toContainEqual({ a: 'mana', from: 'token', color: 'black' });
		s = fight(s, orc(s), 'ranged');
		s = play(s, 'snowstorm', 'powered'); // blue + black from the Ring, nothing used up
		expect(s.turn!.pools.attack.siege.ice).toBe(8);
		expect(s.turn!.tokens).toEqual([]);
		s.combat = null;
		s.turn!.stage = 'move';
		const fame = s.players[0].fame;
		s = act(s, { a: 'endTurn' });
		while (seatOf(s) === 0 && s.tasks[0].t !== 'turn') s = act(s, legal(s).find((a) => a.a === 'done') ?? legal(s)[0]);
		expect(s.players[0].fame).toBe(fame + 1);
		expect(s.players[0].discard).not.toContain('sapphire-ring');
	});
	it('the basic effect needs no rule and the powered one is offered on the own turn only', () => {
		const s = start();
		expect(offered(s, 'ruby-ring', 'powered')).toBe(true);
		s.turn!.stage = 'end';
		expect(offered(s, 'ruby-ring', 'powered')).toBe(false);
	});
});

describe('Sword of Justice (card 121)', () => {
	it('discards cards for Attack 3 each; Fame +1 per enemy defeated', () => {
		let s = start();
		const id = orc(s);
		s = fight(s, id, 'attack');
		s.players[0].hand = ['march', 'rage', 'wound'];
		s = play(s, 'sword-of-justice', 'basic');
		expect(legal(s)).toEqual([{ a: 'card', card: 'march' }, { a: 'card', card: 'rage' }, { a: 'done' }]);
		s = act(s, { a: 'card', card: 'march' });
		s = act(s, { a: 'card', card: 'rage' });
		expect(s.turn!.pools.attack.melee.physical).toBe(6);
		expect(s.players[0].discard).toEqual(expect.arrayContaining(['march', 'rage']));
		const fame = s.players[0].fame;
		s.turn!.pools.attack.melee.physical = 20;
		s = act(s, { a: 'strike' });
		expect(s.players[0].fame).toBe(fame + enemyById(id).fame + 1);
	});
	it('thrown away: physical attacks in the Attack phase count double, no Physical resistance', () => {
		let s = start();
		s = fight(s, orc(s), 'attack');
		s.turn!.pools.attack.melee.physical = 2;
		s.players[0].hand = [];
		s = play(s, 'sword-of-justice', 'powered');
		expect(s.turn!.pools.attack.melee.physical).toBe(4);
		expect(s.combat!.enemies[0].lostResist).toContain('physical');
		s = play(s, 'rage', 'basic'); // Attack 2 (its Block is not usable in the Attack phase)
		expect(s.turn!.pools.attack.melee.physical).toBe(8);
	});
	it('is not offered outside the Attack phase (basic) or outside combat (powered)', () => {
		let s = start();
		expect(offered(s, 'sword-of-justice', 'powered')).toBe(false);
		s = fight(s, orc(s), 'block');
		expect(offered(s, 'sword-of-justice', 'basic')).toBe(false);
		expect(offered(s, 'sword-of-justice', 'powered')).toBe(true);
	});
});

describe('paying a Spell’s stronger effect (core payMana)', () => {
	it('a colour may not be paid in a way that leaves nothing for the black', () => {
		let s = start();
		s.time = 'night';
		s.source[0] = { color: 'blue', depleted: false, takenBy: null };
		s.source[1] = { color: 'black', depleted: false, takenBy: null };
		s.players[0].crystals.blue = 1;
		s.players[0].hand.push('space-bending');
		s = act(s, { a: 'play', card: 'space-bending' });
		// The Source die is the only black: blue must come from the crystal (the lone choice, paid at once).
		s = act(s, { a: 'how', how: 'powered', alt: 0 });
		expect(s.players[0].crystals.blue).toBe(0);
		expect(s.source[1].takenBy).toBe(0);
		expect(s.turn!.modifiers).toContainEqual({ id: 'time-bending' });
	});
});

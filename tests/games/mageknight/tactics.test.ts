/**
 * Mage Knight Tactics used during the Round (data §7.5, spec §9.8) and plundering a village
 * (spec §5.5.6), driven through the public module on real setup states.
 */
import { describe, expect, it } from 'vitest';
import { mageKnight } from '../../../src/lib/games/mageknight/rules';
import type { MkAction } from '../../../src/lib/games/mageknight/tasks';
import type { MkState } from '../../../src/lib/games/mageknight/types';

const SEATS = [0, 1].map((i) => ({ name: `P${i}`, kind: 'human' as const }));
const NIGHT = ['from-the-dusk', 'long-night', 'mana-search', 'midnight-meditation', 'preparation', 'sparing-power'];

function setup(night = false, seed = 'tactics'): MkState {
	const r = mageKnight.setup(SEATS, { mode: 'first-reconnaissance-2p', pvp: false }, seed);
	if (!r.ok) throw new Error(r.reason.en);
	const s = r.value.state;
	if (night) {
		s.time = 'night';
		s.tacticsOffer = [...NIGHT];
	}
	return s;
}

const due = (s: MkState) => s.tasks[0] as { t: string; seat: number };

function act(s: MkState, a: MkAction, seat = due(s).seat): MkState {
	const r = mageKnight.apply(s, seat, a);
	if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.reason.en} (task ${JSON.stringify(s.tasks[0])})`);
	return r.value.state;
}
const why = (s: MkState, a: MkAction, seat = due(s).seat) => {
	const r = mageKnight.apply(s, seat, a);
	return r.ok ? null : r.reason.en;
};
const legal = (s: MkState) => mageKnight.legalActions(s, due(s).seat);

/** The first picker takes `first`, the second `second`; returns the state and who took what. */
function pickTactics(s: MkState, first: string, second: string): { s: MkState; a: number; b: number } {
	const a = due(s).seat;
	s = act(s, { a: 'tactic', id: first });
	// Rethink/Preparation etc. may ask; finish any sub-decision of the first picker.
	while (due(s).seat === a && due(s).t !== 'pickTactic') s = act(s, legal(s)[0]);
	const b = due(s).seat;
	s = act(s, { a: 'tactic', id: second });
	while (due(s).t !== 'turn' && due(s).t !== 'sparingPower' && due(s).t !== 'plunder') s = act(s, legal(s)[0]);
	return { s, a, b };
}

/** Ends the turn of the seat due, answering end-of-turn decisions with "done" (or the first option). */
function endTurn(s: MkState): MkState {
	const seat = due(s).seat;
	s = act(s, { a: 'endTurn' });
	for (let g = 0; g < 20 && due(s).seat === seat && due(s).t !== 'turn' && due(s).t !== 'longNight'; g++) {
		const l = legal(s);
		s = act(s, l.find((x) => x.a === 'done') ?? l[0]);
	}
	return s;
}

describe('The Right Moment (day 6)', () => {
	it('gives another turn right after this one, once', () => {
		let { s, b } = pickTactics(setup(), 'early-bird', 'the-right-moment');
		// b plays last (6): end the first player's turn.
		s = endTurn(s);
		expect(due(s)).toMatchObject({ t: 'turn', seat: b });
		expect(legal(s)).toContainEqual({ a: 'useTactic' });
		s = act(s, { a: 'useTactic' });
		expect(s.players[b].tacticFlipped).toBe(true);
		expect(why(s, { a: 'useTactic' })).not.toBeNull();
		s = endTurn(s);
		expect(due(s)).toMatchObject({ t: 'turn', seat: b });
		s = endTurn(s);
		expect(due(s).seat).not.toBe(b);
	});

	it('cannot be used on the last turn of the Round', () => {
		let { s, a, b } = pickTactics(setup(), 'early-bird', 'the-right-moment');
		s = endTurn(s);
		s.endAnnouncedBy = a;
		expect(why(s, { a: 'useTactic' }, b)).toMatch(/last turn/);
	});
});

describe('Long Night (night 2)', () => {
	it('with an empty deck: 3 random discarded cards become the deck', () => {
		let { s, a } = pickTactics(setup(true), 'long-night', 'sparing-power');
		const p = s.players[a];
		expect(why(s, { a: 'useTactic' })).toMatch(/empty Deed deck/);
		p.discard.push(...p.deck.splice(0));
		const total = p.discard.length;
		s = act(s, { a: 'useTactic' });
		expect(s.players[a].deck.length).toBe(3);
		expect(s.players[a].discard.length).toBe(total - 3);
		expect(s.players[a].tacticFlipped).toBe(true);
		expect(why(s, { a: 'useTactic' })).not.toBeNull();
	});

	it('is offered while drawing at the end of the turn and the drawing continues', () => {
		let { s, a } = pickTactics(setup(true), 'long-night', 'sparing-power');
		const p = s.players[a];
		p.discard.push(...p.deck.splice(1), ...p.hand.splice(2));
		s = act(s, { a: 'endTurn' });
		while (due(s).t !== 'longNight') s = act(s, legal(s).find((x) => x.a === 'done') ?? legal(s)[0]);
		s = act(s, { a: 'useTactic' });
		// 2 kept + 1 left in the deck + 2 after the refill = the hand limit 5.
		expect(s.players[a].hand.length).toBe(5);
		expect(s.players[a].deck.length).toBe(1);
		expect(s.players[a].tacticFlipped).toBe(true);
	});
});

describe('Mana Search (night 3)', () => {
	it('rerolls up to 2 Source dice, gold/depleted ones first, once per turn, before using the Source', () => {
		let { s, a } = pickTactics(setup(true, 'search'), 'mana-search', 'sparing-power');
		s.source[0].color = 'gold';
		s.source[0].depleted = true;
		for (const d of s.source.slice(1)) Object.assign(d, { color: 'red', depleted: false });
		s = act(s, { a: 'useTactic' });
		expect(due(s)).toMatchObject({ t: 'manaSearch', seat: a });
		expect(why(s, { a: 'choose', i: 1 })).toMatch(/first/);
		s = act(s, { a: 'choose', i: 0 });
		s = act(s, { a: 'choose', i: 2 });
		expect(due(s).t).toBe('turn');
		expect(why(s, { a: 'useTactic' })).toMatch(/once per turn/);
	});

	it('is not offered after a Source die was used', () => {
		let { s, a } = pickTactics(setup(true), 'mana-search', 'sparing-power');
		s.turn!.diceUsed = 1;
		expect(why(s, { a: 'useTactic' }, a)).toMatch(/before/);
	});
});

describe('Midnight Meditation (night 4)', () => {
	it('shuffles up to 5 hand cards into the deck and draws as many, before anything else', () => {
		let { s, a } = pickTactics(setup(true), 'midnight-meditation', 'sparing-power');
		const hand = s.players[a].hand.length;
		const deck = s.players[a].deck.length;
		s = act(s, { a: 'useTactic' });
		s = act(s, { a: 'card', card: s.players[a].hand[0] });
		s = act(s, { a: 'card', card: s.players[a].hand[0] });
		s = act(s, { a: 'done' });
		expect(s.players[a].hand.length).toBe(hand);
		expect(s.players[a].deck.length).toBe(deck);
		expect(s.players[a].tacticFlipped).toBe(true);
	});

	it('not after the turn has started', () => {
		let { s, a } = pickTactics(setup(true), 'midnight-meditation', 'sparing-power');
		const c = s.players[a].hand.find((x) => x !== 'wound')!;
		s = act(s, { a: 'play', card: c });
		while (due(s).t !== 'turn') s = act(s, legal(s)[0]);
		expect(why(s, { a: 'useTactic' })).toMatch(/start of your turn/);
	});
});

describe('Sparing Power (night 6)', () => {
	it('before each turn: stash the top card, later take all into hand and flip', () => {
		let { s, b } = pickTactics(setup(true), 'from-the-dusk', 'sparing-power');
		s = endTurn(s);
		expect(due(s)).toMatchObject({ t: 'sparingPower', seat: b });
		const top = s.players[b].deck[0];
		s = act(s, { a: 'choose', i: 0 });
		expect(s.players[b].tacticStore).toEqual([top]);
		expect(due(s)).toMatchObject({ t: 'turn', seat: b });
		s = endTurn(s);
		s = endTurn(s);
		expect(due(s)).toMatchObject({ t: 'sparingPower', seat: b });
		const hand = s.players[b].hand.length;
		s = act(s, { a: 'choose', i: 1 });
		expect(s.players[b].hand.length).toBe(hand + 1);
		expect(s.players[b].tacticStore).toEqual([]);
		expect(s.players[b].tacticFlipped).toBe(true);
		s = endTurn(s);
		s = endTurn(s);
		expect(due(s)).toMatchObject({ t: 'turn', seat: b });
	});
});

describe('Plundering a village (spec §5.5.6)', () => {
	function onVillage(): { s: MkState; b: number } {
		let { s, b } = pickTactics(setup(), 'early-bird', 'rethink');
		const k = Object.keys(s.hexes).find((x) => !s.hexes[x].site && s.hexes[x].terrain === 'plains')!;
		s.hexes[k].site = { kind: 'village', enemies: [] };
		s.players[b].pos = k;
		return { s: endTurn(s), b };
	}

	it('before his turn a hero on a village may plunder: Reputation −1, draw 2', () => {
		let { s, b } = onVillage();
		expect(due(s)).toMatchObject({ t: 'plunder', seat: b });
		const hand = s.players[b].hand.length;
		s = act(s, { a: 'choose', i: 0 });
		expect(s.players[b].reputation).toBe(-1);
		expect(s.players[b].hand.length).toBe(hand + 2);
		expect(due(s)).toMatchObject({ t: 'turn', seat: b });
	});

	it('may be declined, and is offered again before the next turn', () => {
		let { s, b } = onVillage();
		s = act(s, { a: 'done' });
		expect(s.players[b].reputation).toBe(0);
		s = endTurn(s);
		s = endTurn(s);
		expect(due(s)).toMatchObject({ t: 'plunder', seat: b });
	});
});

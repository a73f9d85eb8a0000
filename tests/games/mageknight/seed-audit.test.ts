/**
 * Rulebook scenarios from the Czech seed (issue 23, items 1–11 and 32): each test sets up the
 * situation the seed describes and checks the engine follows it (seed lines in the names).
 */
import { describe, expect, it } from 'vitest';
import { mageKnight } from '../../../src/lib/games/mageknight/rules';
import { SKILLS, TILES } from '../../../src/lib/games/mageknight/data';
import { explorableFrom } from '../../../src/lib/games/mageknight/map';
import { tileKey } from '../../../src/lib/games/mageknight/hex';
import type { MkState } from '../../../src/lib/games/mageknight/types';
import type { MkAction } from '../../../src/lib/games/mageknight/tasks';
import { handLimitOf } from '../../../src/lib/games/mageknight/players';
import { roundsOfMode } from '../../../src/lib/games/mageknight/meta';
import { answersFor } from '../../../src/lib/games/mageknight/ui/answers';
import type { MkView } from '../../../src/lib/games/mageknight/view';
import { mkRulesSections, roundsCs } from '../../../src/lib/games/mageknight/ui/rules-help';
import { act, begin, endTurn, flatMap, has, legal, me, play, refused, seatOf, shape, token } from './helpers';

/** Moves the hero on turn to a space from which a tile can be explored; returns that position. */
function toExploreSpot(s: MkState): string {
	for (const k of Object.keys(s.hexes)) {
		const at = explorableFrom(s, k);
		if (!at.length || ['lake', 'mountain', 'sea'].includes(s.hexes[k].terrain)) continue;
		s.hexes[k] = { terrain: 'plains', tile: s.hexes[k].tile, rampaging: [] };
		for (const n of Object.values(s.hexes)) n.rampaging = [];
		me(s).pos = k;
		s.turn!.path = [k];
		for (const p of s.players) if (p !== me(s)) p.pos = null;
		return tileKey(at[0]);
	}
	throw new Error('no space to explore from');
}

describe('the city and the final turns (seed L280–282, L2381–2385)', () => {
	it('after the city is revealed every player, the revealer included, plays one more turn', () => {
		let s = begin('audit-city');
		const revealer = s.turn!.seat;
		const other = 1 - revealer;
		const at = toExploreSpot(s);
		s.tileStack = [TILES.find((t) => t.city)!.id];
		s.turn!.pools.move = 2;
		s = act(s, { a: 'explore', at });
		expect(s.finalTurns).toEqual([0, 1]);
		s = endTurn(s);
		expect(s.over).toBe(false);
		expect(s.turn?.seat).toBe(other);
		s = endTurn(s);
		// The revealer's own final turn.
		expect(s.over).toBe(false);
		expect(s.turn?.seat).toBe(revealer);
		s = endTurn(s);
		expect(s.over).toBe(true);
	});
});

/** Challenges the rampaging enemy on `at` (next to the hero). */
const challenge = (s: MkState, at: string): MkState => act(s, { a: 'challenge', uids: s.hexes[at].rampaging.map((t) => t.uid) });
const toPhase = (s: MkState, phase: string): MkState => {
	for (let g = 0; g < 5 && s.combat && s.combat.phase !== phase; g++) s = act(s, { a: 'nextPhase' });
	return s;
};
/** From the Block phase on: every unblocked attack through, its damage to `to` (or the hero). */
function takeUnblocked(s: MkState, to: MkAction = { a: 'damage', to: 'hero' }): MkState {
	s = toPhase(s, 'block');
	s = act(s, { a: 'nextPhase' });
	for (let g = 0; g < 20 && s.combat?.phase === 'damage'; g++) {
		const l = legal(s);
		const a = l.find((x) => JSON.stringify(x) === JSON.stringify(to)) ?? l.find((x) => x.a === 'damage' && x.to === 'hero') ?? l.find((x) => x.a === 'takeDamage') ?? l.find((x) => x.a === 'nextPhase');
		s = act(s, a!);
	}
	return s;
}

/** Plays the rest of a combat out without attacking. */
function sitOut(s: MkState): MkState {
	for (let g = 0; g < 20 && s.combat; g++) s = act(s, legal(s).find((x) => x.a === 'nextPhase') ?? legal(s).find((x) => x.a === 'damage') ?? legal(s)[0]);
	return s;
}

describe('the knock-out (seed L2086–2096)', () => {
	it('counts against the unmodified hand limit: a keep next to the hero does not raise it (L2476–2483)', () => {
		let s = begin();
		flatMap(s, { '1,0': { rampaging: [token('minotaur')] }, '-1,0': { site: { kind: 'keep', enemies: [], conquered: true, owner: 0, shields: 1 } } });
		s = shape(s, { hand: ['rage', 'march', 'stamina'], pos: '0,0' });
		s.hexes['-1,0'].site!.owner = s.turn!.seat;
		expect(handLimitOf(s, s.turn!.seat)).toBe(6);
		// Minotaur: Attack 5 Brutal → 10 damage, Armor 2 → 5 Wounds = the Level token's hand limit 5.
		s = takeUnblocked(challenge(s, '1,0'));
		expect(me(s).hand.filter((c) => c === 'wound')).toHaveLength(5);
		expect(s.combat?.knockedOut).toBe(true);
		expect(me(s).discard).toEqual(expect.arrayContaining(['rage', 'march', 'stamina']));
	});

	it("Blood Rage's own Wound counts toward the knock-out", () => {
		let s = begin();
		flatMap(s, { '1,0': { rampaging: [token('wolf-riders')] } });
		s = shape(s, { hand: ['blood-rage', 'march', 'stamina'], pos: '0,0' });
		s = takeUnblocked(challenge(s, '1,0'));
		s = toPhase(s, 'attack');
		// Four Wounds so far in this combat (two more than the Wolf Riders dealt).
		s.combat!.wounds = 4;
		s.turn!.woundsTaken = s.combat!.woundsBefore + 4;
		expect(s.combat!.knockedOut).toBe(false);
		s = play(s, 'blood-rage', 'basic', 1);
		expect(s.combat!.knockedOut).toBe(true);
		expect(me(s).hand).not.toContain('march');
	});
});

describe('Poison on a unit (seed L2025–2034, L2215–2221)', () => {
	it('a unit wounded by a poisonous enemy carries 2 Wounds: a level-I unit needs 2 Healing, one point at a time', () => {
		let s = begin();
		flatMap(s, { '1,0': { rampaging: [token('cursed-hags')] } });
		s = shape(s, { hand: ['rage'], pos: '0,0' });
		me(s).units = [{ uid: 901, id: 'peasants', ready: true, wounded: false }];
		s = takeUnblocked(challenge(s, '1,0'), { a: 'damage', to: 'unit', uid: 901 });
		expect(me(s).units[0]).toMatchObject({ wounded: true, wounds: 2 });
		s = sitOut(s);
		expect(s.combat).toBeNull();
		s.turn!.pools.heal = 1;
		s = act(s, { a: 'wound', where: 'unit', uid: 901 });
		expect(me(s).units[0].wounded).toBe(true);
		expect(has(s, { a: 'wound', where: 'unit', uid: 901 })).toBe(false); // no Healing left
		s.turn!.pools.heal = 1;
		s = act(s, { a: 'wound', where: 'unit', uid: 901 });
		expect(me(s).units[0].wounded).toBe(false);
		expect(me(s).units[0].wounds).toBeUndefined();
	});
});

describe('ruins tokens face down at Night (seed L3018–3021, L3465–3468)', () => {
	const ruins = (faceUp: boolean) => ({ site: { kind: 'ruins' as const, enemies: [], ruins: { n: 1, faceUp } } });

	it('stepping onto face-down ruins at Night turns the token face up, a reveal (undo stops there)', () => {
		let s = begin();
		flatMap(s, { '1,0': ruins(false) });
		s = shape(s, { hand: ['march'], pos: '0,0', time: 'night' });
		s.turn!.pools.move = 2;
		const r = mageKnight.apply(s, seatOf(s), { a: 'step', to: '1,0' });
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.value.state.hexes['1,0'].site!.ruins!.faceUp).toBe(true);
		expect(r.value.barrier).toBe(true);
	});

	it('at the start of a Day Round every face-down ruins token turns face up', () => {
		let s = begin();
		flatMap(s, { '3,0': ruins(false), '-3,0': ruins(false) });
		s.time = 'night';
		s.round = 2;
		// Both players announce / end: the Round ends and Round 3 (Day) is prepared.
		for (const p of s.players) {
			p.deck = [];
			p.hand = [];
		}
		for (let g = 0; g < 40 && s.round === 2; g++) s = act(s, legal(s).find((x) => x.a === 'announce') ?? legal(s).find((x) => x.a === 'endTurn') ?? legal(s)[0]);
		expect(s.round).toBe(3);
		expect(s.time).toBe('day');
		expect(s.hexes['3,0'].site!.ruins!.faceUp).toBe(true);
		expect(s.hexes['-3,0'].site!.ruins!.faceUp).toBe(true);
	});
});

describe("another hero's space (seed L1274–1284)", () => {
	function crowded(): MkState {
		const s = begin();
		flatMap(s, { '2,0': { site: { kind: 'village', enemies: [] } } });
		shape(s, { hand: ['march'], pos: '0,1' }); // not the portal (0,0): a turn ended there leaves the map
		const other = s.players[1 - s.turn!.seat];
		other.pos = '1,0';
		s.turn!.pools.move = 4;
		return s;
	}

	it('may be passed through without the PvP option; the move continues beyond it', () => {
		let s = crowded();
		s = act(s, { a: 'step', to: '1,0' });
		expect(me(s).pos).toBe('1,0');
		s = act(s, { a: 'step', to: '2,0' });
		expect(me(s).pos).toBe('2,0');
	});

	it('the move may not end there: no action on it, and a turn ended there withdraws to the last free space', () => {
		let s = crowded();
		s.hexes['1,0'].site = { kind: 'village', enemies: [] };
		s = act(s, { a: 'step', to: '1,0' });
		expect(legal(s).some((x) => x.a === 'interact')).toBe(false);
		expect(refused(s, { a: 'interact' })).toMatch(/another hero/);
		expect(has(s, { a: 'endTurn' })).toBe(true); // never stuck
		const seat = s.turn!.seat;
		s = endTurn(s);
		expect(s.players[seat].pos).toBe('0,1');
	});

	it('a step that would start a combat there (provoking) is refused', () => {
		let s = crowded();
		s.hexes['1,1'].rampaging = [token('prowlers')];
		expect(refused(s, { a: 'step', to: '1,0' })).toMatch(/passed through/);
		s.hexes['1,1'].rampaging = [];
		expect(has(s, { a: 'step', to: '1,0' })).toBe(true);
	});
});

describe('the portal (seed L1286–1297)', () => {
	it('a hero who ends the turn on the portal leaves the map and comes back onto it at his next turn', () => {
		let s = begin();
		const seat = s.turn!.seat;
		expect(me(s).pos).toBe(s.portal);
		s = endTurn(s);
		expect(s.players[seat].pos).toBeNull();
		s = endTurn(s);
		expect(s.turn!.seat).toBe(seat);
		expect(me(s).pos).toBe(s.portal);
	});

	it('also after leaving the portal and coming back in the same turn', () => {
		let s = begin();
		const seat = s.turn!.seat;
		const out = Object.keys(s.hexes).find((k) => has({ ...s, turn: { ...s.turn!, pools: { ...s.turn!.pools, move: 9 } } }, { a: 'step', to: k }))!;
		s.turn!.pools.move = 9;
		s = act(act(s, { a: 'step', to: out }), { a: 'step', to: s.portal });
		expect(me(s).pos).toBe(s.portal);
		s = endTurn(s);
		expect(s.players[seat].pos).toBeNull();
	});
});

describe('the End of the Round with an empty Deed deck (seed L1063–1074, L3382–3386; issue 23 item 32)', () => {
	function emptyDecks(): MkState {
		const s = begin();
		for (const p of s.players) {
			p.deck = [];
			p.hand = ['march'];
		}
		return s;
	}

	it('a player who could only end the turn is offered to announce instead', () => {
		const s = emptyDecks();
		expect(has(s, { a: 'announce' })).toBe(true);
		expect(has(s, { a: 'endTurn' })).toBe(false);
		expect(refused(s, { a: 'endTurn' })).toMatch(/announce the End of the Round/);
	});

	it('two players who keep ending their turns cannot pass a Round forever', () => {
		let s = emptyDecks();
		let n = 0;
		for (; n < 60 && s.round === 1; n++) s = act(s, legal(s).find((x) => x.a === 'endTurn') ?? legal(s).find((x) => x.a === 'announce') ?? legal(s).find((x) => x.a === 'done') ?? legal(s)[0]);
		expect(s.round).toBe(2);
	});

	it('playing a card keeps the turn a normal one; a turn that plays no card from the hand announces', () => {
		let s = emptyDecks();
		s = play(s, 'march', 'basic');
		expect(has(s, { a: 'endTurn' })).toBe(true);
		s = endTurn(s);
		expect(s.endAnnouncedBy).toBeNull();
		// The other player activates a unit only and ends the turn: no card played from the hand.
		me(s).units = [{ uid: 950, id: 'peasants', ready: true, wounded: false }];
		const seat = s.turn!.seat;
		s = act(s, { a: 'unit', uid: 950 });
		while (s.tasks[0].t !== 'turn') s = act(s, legal(s)[0]);
		expect(has(s, { a: 'endTurn' })).toBe(true);
		s = act(s, { a: 'endTurn' });
		expect(s.endAnnouncedBy).toBe(seat);
	});
});

describe('a level-up and a Unit reward at the same end of turn (seed L3073–3085)', () => {
	function due(): MkState {
		const s = begin();
		const p = me(s);
		p.level = 2;
		p.fame = 8; // level 3: a second Command token
		p.units = [{ uid: 960, id: 'peasants', ready: true, wounded: false }];
		s.turn!.rewards = [{ k: 'unit', n: 1 }];
		return act(s, { a: 'endTurn' });
	}

	it('the player chooses the order; the level first gives the Command token that takes the unit without disbanding', () => {
		let s = due();
		expect(s.tasks[0].t).toBe('rewardOrder');
		expect(legal(s)).toEqual([{ a: 'choose', i: 0 }, { a: 'choose', i: 1 }]);
		// Each answer labelled in Czech and English.
		const labels = (lang: 'cs' | 'en') => answersFor(mageKnight.view(s, seatOf(s)) as MkView, legal(s), ['A', 'B']).map((x) => x.label[lang]);
		expect(labels('cs')).toEqual(['Nejdřív odměna (jednotka)', 'Nejdřív nová úroveň']);
		expect(labels('en')).toEqual(['The reward (unit) first', 'The level-up first']);
		s = act(s, { a: 'choose', i: 1 });
		expect(me(s).level).toBe(3);
		expect(s.tasks[0].t).toBe('pickUnitReward');
		const take = legal(s).find((x) => x.a === 'card');
		expect(take).toBeDefined();
		s = act(s, take!);
		expect(me(s).units).toHaveLength(2);
	});

	it('the reward first (the usual order): at the Command limit only disbanding makes room', () => {
		let s = due();
		s = act(s, { a: 'choose', i: 0 });
		expect(s.tasks[0].t).toBe('pickUnitReward');
		expect(legal(s).some((x) => x.a === 'card')).toBe(false);
		expect(legal(s)).toContainEqual({ a: 'pickUnit', uid: 960 });
	});
});

describe('solo: the Dummy player’s skills join the common Skill offer (Rulebook Solo Conquest; issue 23 item 10)', () => {
	function soloTurn(): MkState {
		const made = mageKnight.setup([{ name: 'A', kind: 'human' }], { mode: 'solo', pvp: false }, 'audit-solo');
		if (!made.ok) throw new Error(made.reason.en);
		let s = made.value.state;
		while (s.tasks[0]?.t !== 'turn') s = act(s, legal(s)[0]);
		return s;
	}

	it('a level-up adds the Dummy’s top skill to the offer, so the player may learn it instead', () => {
		let s = soloTurn();
		const dummyHero = s.dummy!.hero;
		me(s).fame = 3; // level 2: a skill
		s = act(s, { a: 'endTurn' });
		for (let g = 0; g < 10 && s.tasks[0]?.t !== 'levelUp'; g++) s = act(s, legal(s)[0]);
		expect(s.tasks[0].t).toBe('levelUp');
		expect(s.skillOffer).toHaveLength(1);
		expect(SKILLS.find((k) => k.id === s.skillOffer[0])?.hero).toBe(dummyHero);
		expect(legal(s)).toContainEqual({ a: 'skill', id: s.skillOffer[0] });
	});
});

describe("another player's turn: Motivation (seed L3319–3325) and plundering (L1415–1422)", () => {
	const motivation = (s: MkState, seat: number) => SKILLS.find((k) => k.hero === s.players[seat].hero && k.effect.k === 'special' && k.effect.id === 'motivation')!.id;

	it('Motivation may be used at the start of the next player’s turn, right after one’s own', () => {
		let s = begin();
		const a = s.turn!.seat;
		const id = motivation(s, a);
		s.players[a].skills = [id];
		const deck = s.players[a].deck.length;
		s = act(s, { a: 'endTurn' });
		for (let g = 0; g < 10 && s.tasks[0]?.t !== 'otherTurn'; g++) s = act(s, legal(s).find((x) => x.a === 'done') ?? legal(s)[0]);
		expect(s.tasks[0]).toEqual({ t: 'otherTurn', seat: a });
		expect(s.turn!.seat).toBe(1 - a); // during the other player's turn
		expect(legal(s)).toEqual([{ a: 'skill', id }, { a: 'done' }]);
		const hand = s.players[a].hand.length;
		s = act(s, { a: 'skill', id });
		expect(s.players[a].hand.length).toBe(hand + 2);
		expect(s.players[a].deck.length).toBeLessThan(deck);
		expect(s.players[a].skillsFlipped).toContain(id);
		// Used for this Round: not offered again; the other player's turn goes on.
		expect(s.tasks[0].t).not.toBe('otherTurn');
		expect(seatOf(s)).toBe(1 - a);
	});

	it('not after one’s last turn of the Round', () => {
		let s = begin();
		const a = s.turn!.seat;
		s.players[a].skills = [motivation(s, a)];
		s.players[a].deck = [];
		s = act(s, { a: 'announce' });
		for (let g = 0; g < 10 && s.tasks[0]?.t !== 'turn'; g++) s = act(s, legal(s).find((x) => x.a === 'done') ?? legal(s)[0]);
		expect(s.turn!.seat).toBe(1 - a);
		expect(s.tasks.some((t) => t.t === 'otherTurn')).toBe(false);
	});

	it('a hero who ended his turn on a village may plunder it during the next player’s turn, once', () => {
		let s = begin();
		const a = s.turn!.seat;
		flatMap(s, { '1,0': { site: { kind: 'village', enemies: [] } } });
		shape(s, { pos: '1,0' }); // not the portal: a hero ending his turn there leaves the map
		const rep = s.players[a].reputation;
		s = act(s, { a: 'endTurn' });
		for (let g = 0; g < 10 && s.tasks[0]?.t !== 'otherTurn'; g++) s = act(s, legal(s).find((x) => x.a === 'done') ?? legal(s)[0]);
		expect(s.tasks[0]).toEqual({ t: 'otherTurn', seat: a });
		expect(answersFor(mageKnight.view(s, a) as MkView, legal(s), ['A', 'B']).map((x) => x.label.cs)).toEqual(['Vyplenit vesnici (pověst −1, dobereš 2 karty)', 'Nic nepoužít, hra pokračuje']);
		s = act(s, { a: 'choose', i: 0 });
		expect(s.players[a].reputation).toBe(rep - 1);
		// The other player's turn; before a's next turn the village is not offered again.
		expect(seatOf(s)).toBe(1 - a);
		s = endTurn(s);
		expect(s.tasks.some((t) => t.t === 'plunder')).toBe(false);
	});
});

describe('the rules help (issue 23 items 28 and "seed over DESIGN.md")', () => {
	const text = (options: unknown, lang: 'cs' | 'en') => mkRulesSections(options).flatMap((x) => x.lines.map((l) => l[lang])).join('\n');

	it('says the number of Rounds the game plays, from the same constant as the setup', () => {
		for (const mode of ['first-reconnaissance-2p', 'solo'] as const) {
			const made = mageKnight.setup(mode === 'solo' ? [{ name: 'A', kind: 'human' }] : [{ name: 'A', kind: 'human' }, { name: 'B', kind: 'human' }], { mode, pvp: false }, 'help');
			expect(made.ok).toBe(true);
			if (!made.ok) continue;
			const n = made.value.state.maxRounds;
			expect(n).toBe(roundsOfMode(mode));
			expect(text({ mode }, 'en')).toContain(`At most ${n} Rounds`);
			expect(text({ mode }, 'cs')).toContain(`nejvýš ${roundsCs(n)}`);
		}
		expect(text({ mode: 'solo' }, 'cs')).toContain('nejvýš 4 kola: den, noc, den, noc');
		expect(text({ mode: 'first-reconnaissance-3p' }, 'en')).toContain('At most 3 Rounds: Day, Night, Day.');
	});

	it('lists the departures from the rulebook in both languages, PvP ones only with the option', () => {
		const dep = (o: unknown) => mkRulesSections(o).find((x) => x.id === 'departures')!;
		const plain = dep({ mode: 'first-reconnaissance-2p', pvp: false });
		expect(plain.lines.length).toBeGreaterThan(2);
		for (const l of plain.lines) expect(l.cs && l.en && l.cs !== l.en).toBeTruthy();
		expect(plain.lines.map((l) => l.en).join(' ')).toMatch(/plunder/);
		expect(dep({ mode: 'first-reconnaissance-2p', pvp: true }).lines.length).toBe(plain.lines.length + 1);
		expect(dep({ mode: 'solo' }).lines.map((l) => l.en).join(' ')).toMatch(/Dummy/);
		expect(roundsCs(1) + roundsCs(3) + roundsCs(5)).toBe('1 kolo3 kola5 kol');
	});
});

/**
 * Imperial Settlers: an independent rules audit against the sources (spec imperial-settlers.md
 * §5–§8, §10, §13; data imperial-settlers-data.md §2–§8; the Czech seed). Each test checks a
 * concrete rule statement that the other is-*.test.ts files did not pin down; the source is cited
 * in the test's name. Positions are crafted with helpers.ts and driven through g.apply.
 */
import { describe, expect, it } from 'vitest';
import { card } from '../../../src/lib/games/imperialsettlers/data';
import { isKernel } from '../../../src/lib/games/imperialsettlers/rules';
import { SOLO_HANDLERS } from '../../../src/lib/games/imperialsettlers/solo';
import type { IsState, Task } from '../../../src/lib/games/imperialsettlers/types';
import { act, actionPhase, atk, copy, due, g, isLegal, newGame, rejects, rngDrawing, runTasks, take, toEmpire, toHand } from './helpers';

const again = (t: IsState, seat = 0) => ((t.current = seat), (t.tasks = [{ t: 'turn', seat }, { t: 'roundEnd' }]), t);

describe('round structure (data §2, §2.1; RB p.6–7)', () => {
	for (const [factions, reveal] of [
		[['romans', 'barbarians'], 3],
		[['romans', 'barbarians', 'japanese', 'egyptians'], 5]
	] as const)
		it(`${factions.length} players: each draft reveals ${reveal} Common cards (N + 1), 1 is discarded per draft; 1 Faction + 2 Common cards per player`, () => {
			let s = newGame([...factions], `lk${factions.length}`);
			const n = factions.length;
			expect(s.lookout.length).toBe(reveal);
			const hands = s.players.map((p) => p.hand.length);
			const seats: number[] = [];
			let second = -1;
			while (due(s).t === 'draft') {
				const seat = g.pending(s)[0].seat;
				if (seats.length === n) second = s.lookout.length;
				seats.push(seat);
				s = act(s, seat, g.legalActions(s, seat)[0]);
			}
			expect(second).toBe(reveal);
			const f = s.first;
			const cw = Array.from({ length: n }, (_, i) => (f + i) % n);
			expect(seats).toEqual([...cw, ...[...cw].reverse()]);
			expect(s.commonDiscard.length).toBe(2);
			// Hands: 4 starting + the Lookout's Faction card (already in hand at setup) + 2 drafted.
			s.players.forEach((p, i) => expect(p.hand.length).toBe(hands[i] + 2));
		});

	it('5 rounds: the end of round 4 leads to round 5 (Cleanup, First player moves); the end of round 5 ends the game', () => {
		let s = actionPhase(['romans', 'barbarians']);
		s.round = 4;
		s = act(s, 0, { a: 'pass' });
		s = act(s, 1, { a: 'pass' });
		expect(s.over).toBe(false);
		expect(s.round).toBe(5);
		expect(s.first).toBe(1);
		expect(due(s)).toMatchObject({ t: 'draft', seat: 1 });
		s = actionPhase(['romans', 'barbarians']);
		s.round = 5;
		s = act(s, 0, { a: 'pass' });
		s = act(s, 1, { a: 'pass' });
		expect(s.over).toBe(true);
		expect(s.round).toBe(5);
	});

	it('Cleanup keeps cards in hand, Deals and Foundations (only goods go; no hand limit)', () => {
		let s = actionPhase(['romans', 'barbarians']);
		const hand = s.commonDeck.slice(0, 9);
		toHand(s, 0, ...hand);
		s.players[0].deals.push({ card: (take(s, 'rom029'), 'rom029') });
		s.players[0].foundations.push((take(s, copy('quarry')), copy('quarry')));
		s.players[0].goods = { wood: 3, stone: 3, food: 3, gold: 3, worker: 3, raze: 3, defence: 1 };
		s = act(s, 0, { a: 'pass' });
		s = act(s, 1, { a: 'pass' });
		expect(s.round).toBe(2);
		expect(s.players[0].hand).toEqual(expect.arrayContaining(hand));
		expect(s.players[0].deals).toEqual([{ card: 'rom029' }]);
		expect(s.players[0].foundations).toEqual([copy('quarry')]);
		// The Romans keep Raze tokens only (data §4.1).
		expect(s.players[0].goods).toEqual({ wood: 0, stone: 0, food: 0, gold: 0, worker: 0, raze: 3, defence: 0 });
	});
});

describe('faction boards (data §4.1)', () => {
	it('Production gives each board: Barbarians 5 Wk 1 R 1 D, Romans 2 Wk 1 W 1 S 1 R 1 D, Egyptians 3 Wk 1 G 1 R 1 D, Japanese 4 Wk 1 W 1 R 1 D', () => {
		const s = actionPhase(['barbarians', 'romans', 'egyptians', 'japanese']);
		runTasks(s, [{ t: 'production' }, { t: 'turn', seat: 0 }]);
		const z = { wood: 0, stone: 0, food: 0, gold: 0, worker: 0, raze: 1, defence: 1 };
		expect(s.players.map((p) => p.goods)).toEqual([
			{ ...z, worker: 5 },
			{ ...z, worker: 2, wood: 1, stone: 1 },
			{ ...z, worker: 3, gold: 1 },
			{ ...z, worker: 4, wood: 1 }
		]);
	});
});

describe('goods and building (data §0.2, §3)', () => {
	it('gold pays for wood, stone or food, never the reverse (Goldsmith’s Workshop needs a real gold)', () => {
		const s = actionPhase(['romans', 'barbarians']);
		toEmpire(s, 0, copy('goldsmiths-workshop'));
		s.players[0].goods = { wood: 3, stone: 3, food: 3, gold: 0, worker: 1, raze: 0, defence: 0 };
		expect(rejects(s, 0, { a: 'activate', loc: copy('goldsmiths-workshop'), times: 1 })).toContain('gold');
		s.players[0].goods.gold = 1;
		const t = act(s, 0, { a: 'activate', loc: copy('goldsmiths-workshop'), times: 1 });
		expect(t.players[0].vp).toBe(2);
		expect(t.players[0].goods).toMatchObject({ wood: 3, gold: 0, worker: 0 });
	});

	it('the L part may discard an already activated Action Location (its goods go with it), never a Location the Egyptian took over', () => {
		const s = actionPhase(['romans', 'egyptians']);
		toHand(s, 0, copy('rom-roman-bank'));
		toEmpire(s, 0, copy('barracks'), { used: 2 });
		toEmpire(s, 0, copy('quarry'), { ctl: 1 });
		s.players[1].tokens = 3;
		s.players[0].goods.stone = 1;
		let t = act(s, 0, { a: 'build', card: copy('rom-roman-bank') });
		expect(g.legalActions(t, 0)).toEqual([{ a: 'l', from: 'loc', id: copy('barracks') }]);
		expect(rejects(t, 0, { a: 'l', from: 'loc', id: copy('quarry') })).toBeTruthy();
		t = act(t, 0, { a: 'l', from: 'loc', id: copy('barracks') });
		expect(t.commonDiscard).toContain(copy('barracks'));
		expect(t.players[0].empire.map((l) => l.id)).toEqual([copy('quarry'), copy('rom-roman-bank')]);
		// The Egyptian cannot discard it either (data §4.4).
		const u = actionPhase(['egyptians', 'romans']);
		toHand(u, 0, copy('egy-sanctuary'));
		toEmpire(u, 1, copy('quarry'), { ctl: 0 });
		u.players[0].goods.stone = 2;
		expect(rejects(u, 0, { a: 'build', card: copy('egy-sanctuary') })).toContain('Location or Foundation');
	});

	it('a 2-use Action Location may also be used once now and once in a later turn of the round (RB p.10)', () => {
		let s = actionPhase(['romans', 'barbarians']);
		toEmpire(s, 0, copy('barracks'));
		s.players[0].goods.worker = 3;
		s = act(s, 0, { a: 'activate', loc: copy('barracks'), times: 1 });
		s = act(again(s), 0, { a: 'activate', loc: copy('barracks'), times: 1 });
		expect(s.players[0].goods).toMatchObject({ worker: 1, raze: 2 });
		expect(rejects(again(s), 0, { a: 'activate', loc: copy('barracks'), times: 1 })).toContain('already used');
	});

	it('Deals: no limit; each later Production gives every Deal’s good (RB p.9)', () => {
		let s = actionPhase(['romans', 'barbarians']);
		toHand(s, 0, 'rom029', 'rom010', 'rom026');
		s.players[0].goods.food = 3;
		for (const id of ['rom029', 'rom010', 'rom026']) {
			s = act(again(s), 0, { a: 'deal', card: id });
			if (due(s).t === 'draw') s = act(s, 0, { a: 'deck', deck: 'common' });
		}
		expect(s.players[0].deals.map((d) => d.card)).toEqual(['rom029', 'rom010', 'rom026']);
		expect(s.players[0].goods).toMatchObject({ food: 0, gold: 1, raze: 1 });
	});
});

describe('Samurai and Defence tokens (RB p.7, p.11; data §3, §4.2)', () => {
	it('any number of Samurai in one turn, but at most 1 per Location; they stay at Cleanup', () => {
		let s = actionPhase(['japanese', 'romans']);
		toEmpire(s, 0, copy('jap-farm', 0));
		toEmpire(s, 0, copy('jap-farm', 1));
		s.players[0].goods.worker = 3;
		s = act(s, 0, { a: 'samurai', loc: copy('jap-farm', 0) });
		s = act(s, 0, { a: 'samurai', loc: copy('jap-farm', 1) });
		expect(due(s)).toEqual({ t: 'turn', seat: 0 });
		expect(rejects(s, 0, { a: 'samurai', loc: copy('jap-farm', 0) })).toContain('already');
		expect(isLegal(s, 0, { a: 'samurai', loc: copy('jap-farm', 0) })).toBe(false);
		s = act(s, 0, { a: 'pass' });
		s = act(s, 1, { a: 'pass' });
		expect(s.round).toBe(2);
		expect(s.players[0].empire.map((l) => l.samurai)).toEqual([true, true]);
	});

	it('a Defence token goes on your own Common Location in your own turn (not an enemy’s), 1 per Location', () => {
		const s = actionPhase(['romans', 'barbarians']);
		toEmpire(s, 0, copy('village', 0));
		toEmpire(s, 1, copy('village', 1));
		s.players[0].goods.defence = 2;
		s.players[1].goods.defence = 1;
		expect(rejects(s, 1, { a: 'defence', loc: copy('village', 1) })).toBeTruthy();
		expect(rejects(s, 0, { a: 'defence', loc: copy('village', 1) })).toContain('own Common');
		const t = act(s, 0, { a: 'defence', loc: copy('village', 0) });
		expect(rejects(t, 0, { a: 'defence', loc: copy('village', 0) })).toContain('already');
	});

	it('the Shrine, like the Gate, can be razed only under a Samurai (RB p.11)', () => {
		const s = actionPhase(['romans', 'japanese']);
		toEmpire(s, 1, copy('jap-shrine'));
		s.players[0].goods.raze = 3;
		expect(rejects(s, 0, { a: 'razeEnemy', seat: 1, loc: copy('jap-shrine') })).toContain('Samurai');
		s.players[1].empire[0].samurai = true;
		const t = act(s, 0, { a: 'razeEnemy', seat: 1, loc: copy('jap-shrine') });
		expect(t.players[0].goods.raze).toBe(0);
		expect(t.discards.japanese).toContain(copy('jap-shrine'));
	});
});

describe('Temple of Ra (data §4.4; RB p.11)', () => {
	it('a taken-over Production Location does not produce at the takeover; the per-round use count is shared with its owner', () => {
		const s = actionPhase(['egyptians', 'romans']);
		toEmpire(s, 0, copy('egy-temple-of-ra'));
		toEmpire(s, 1, copy('old-forest'));
		toEmpire(s, 1, copy('castle'), { used: 2 });
		s.players[0].goods.worker = 1;
		let t = act(s, 0, { a: 'activate', loc: copy('egy-temple-of-ra'), times: 1 });
		t = act(t, 0, { a: 'pick', seat: 1, id: copy('old-forest') });
		expect(t.players[0].goods.wood).toBe(0);
		// The Castle, used up by its owner this round, gives the Egyptian nothing.
		t.players[0].tokens = 3;
		t.players[1].empire.find((l) => l.id === copy('castle'))!.ctl = 0;
		t.players[0].goods.worker = 2;
		t = again(t);
		expect(rejects(t, 0, { a: 'activate', loc: copy('castle'), times: 1 })).toContain('already used');
		t.players[1].empire.find((l) => l.id === copy('castle'))!.used = 1;
		expect(isLegal(t, 0, { a: 'activate', loc: copy('castle'), times: 1 })).toBe(true);
		expect(isLegal(t, 0, { a: 'activate', loc: copy('castle'), times: 2 })).toBe(false);
		// Its owner cannot use it any more.
		t.players[1].goods.worker = 2;
		expect(rejects(again(t, 1), 1, { a: 'activate', loc: copy('castle'), times: 1 })).toContain('not yours');
		// Only 4 Egyptian tokens exist (data §1): with none left the Temple has no target.
		const u = actionPhase(['egyptians', 'romans']);
		toEmpire(u, 0, copy('egy-temple-of-ra'));
		toEmpire(u, 1, copy('village'));
		u.players[0].goods.worker = 1;
		expect(u.players[0].tokens).toBe(4);
		u.players[0].tokens = 0;
		expect(rejects(u, 0, { a: 'activate', loc: copy('egy-temple-of-ra'), times: 1 })).toContain('no target');
	});
});

describe('final scoring (data §2.2; RB p.7)', () => {
	it('Foundations, Deals and cards in hand score nothing', () => {
		let s = actionPhase(['romans', 'barbarians']);
		s.round = 5;
		toHand(s, 0, ...s.commonDeck.slice(0, 4));
		s.players[0].deals.push({ card: (take(s, 'rom029'), 'rom029') }, { card: (take(s, 'rom010'), 'rom010') });
		s.players[0].foundations.push((take(s, copy('quarry')), copy('quarry')));
		toEmpire(s, 1, copy('village'));
		s = act(s, 0, { a: 'pass' });
		s = act(s, 1, { a: 'pass' });
		expect(s.final).toMatchObject({ track: [0, 0], locations: [0, 1], total: [0, 1], winners: [1] });
	});
});

describe('base solo (RB p.13–14; data §6)', () => {
	function attackPos(next: string[], line: string[]) {
		const s = actionPhase(['romans']);
		s.virtual!.attackDeck = next;
		s.virtual!.line = line;
		return s;
	}

	it('tie-break: same type and the same build cost size → the one with more stone in its cost (Castle 2 stone before Castle wood + stone)', () => {
		const s = attackPos([atk('card')], [atk('card', 1)]);
		const [ws, ss] = [copy('castle', 0), copy('castle', 2)];
		expect([card(ws).cost, card(ss).cost]).toEqual([{ wood: 1, stone: 1 }, { stone: 2 }]);
		toEmpire(s, 0, ws);
		toEmpire(s, 0, ss);
		runTasks(s, [{ t: 'attack' }, { t: 'turn', seat: 0 }]);
		expect(s.virtual!.collection).toEqual([ss]);
		expect(due(s)).toEqual({ t: 'turn', seat: 0 });
	});

	it('a Location the virtual player razes goes to its Collection: no Foundation, no wood for you, no goods for it', () => {
		const s = attackPos([atk('stone')], [atk('stone', 1)]);
		toEmpire(s, 0, copy('quarry'));
		runTasks(s, [{ t: 'attack' }, { t: 'turn', seat: 0 }]);
		expect(s.virtual!.collection).toEqual([copy('quarry')]);
		expect(s.players[0].foundations).toEqual([]);
		expect(s.players[0].goods.wood).toBe(0);
	});

	it('at most 1 Location per attack; two attacks per phase 5', () => {
		const s = attackPos([atk('stone'), atk('stone', 1)], [atk('stone', 2)]);
		toEmpire(s, 0, copy('quarry', 0));
		toEmpire(s, 0, copy('masons-guild'));
		// Quarry (stone, stone) is hit by stone + stone; Mason's Guild (stone, gold) is not.
		runTasks(s, [{ t: 'virtualCollect' }, { t: 'attack' }, { t: 'attack' }, { t: 'turn', seat: 0 }]);
		expect(s.virtual!.collection).toEqual([copy('quarry', 0)]);
		expect(s.virtual!.lastPhase5!.attacks.length).toBe(2);
	});

	it('against the Japanese, a first VP Target without another VP Target uses the Common rule', () => {
		const s = actionPhase(['japanese']);
		s.virtual!.attackDeck = [atk('vp')];
		s.virtual!.line = [atk('stone')];
		toEmpire(s, 0, copy('jap-buddhas-temple'));
		toEmpire(s, 0, copy('armorer')); // stone + VP
		runTasks(s, [{ t: 'attack' }, { t: 'turn', seat: 0 }]);
		expect(s.virtual!.collection).toEqual([copy('armorer')]);
	});

	it('the RB p.14 achievement title follows the final VP (< 30 Commoner … 80+ Emperor); a loss has none', () => {
		const title = (vp: number, won = true) => {
			const s = actionPhase(['romans']);
			s.round = 5;
			s.virtual!.attackDeck = [];
			if (won) toEmpire(s, 0, copy('rom-builder'));
			s.players[0].vp = vp - (won ? 2 : 0);
			runTasks(s, [{ t: 'gameEnd' }]);
			return g.result(s)!.summary.en;
		};
		expect(title(29)).toContain('(Commoner)');
		expect(title(30)).toContain('(Servant)');
		expect(title(49)).toContain('(Squire)');
		expect(title(50)).toContain('(Knight)');
		expect(title(60)).toContain('(Castellan)');
		expect(title(79)).toContain('(King)');
		expect(title(80)).toContain('(Emperor)');
		expect(title(80, false)).toContain('Defeat');
	});
});

describe('solo conquest (SEED l.96–170; spec §4.3, §5.3)', () => {
	it('phase 5 order: Cleanup, collect, 2 attacks, discard the face-up row, K waves, refill (spec §4.3: 5a → 5c → 5d → 5e)', () => {
		const s = actionPhase(['romans'], 0, 'ord', { mode: 'solo-conquest', difficulty: 'hard' });
		s.round = 3;
		const plan = SOLO_HANDLERS.soloRoundEnd.run(s, { t: 'soloRoundEnd' }, isKernel.context(s)) as Task[];
		expect(plan.map((x) => x.t)).toEqual(['cleanup', 'virtualCollect', 'attack', 'attack', 'conquestDiscard', 'conquestWave', 'conquestWave', 'conquestWave', 'conquestRefill', 'nextRound']);
		s.round = 5;
		const last = SOLO_HANDLERS.soloRoundEnd.run(s, { t: 'soloRoundEnd' }, isKernel.context(s)) as Task[];
		expect(last.map((x) => x.t)).toEqual(['virtualCollect', 'attack', 'attack', 'gameEnd']);
	});

	it('your conquest costs 2 / 3 / 4 Raze tokens for the 1st / 2nd / 3rd face-up card (leftmost 1st)', () => {
		const s = actionPhase(['romans'], 0, 'pos', { mode: 'solo-conquest', virtualFaction: 'barbarians' });
		const [a, b, c] = s.virtual!.row!;
		s.players[0].goods.raze = 2;
		expect(isLegal(s, 0, { a: 'conquer', seat: -1, loc: a })).toBe(true);
		expect(rejects(s, 0, { a: 'conquer', seat: -1, loc: b })).toContain('costs 3');
		expect(rejects(s, 0, { a: 'conquer', seat: -1, loc: c })).toContain('costs 4');
		const t = act(s, 0, { a: 'conquer', seat: -1, loc: a });
		expect(t.players[0].goods.raze).toBe(0);
		expect(t.players[0].empire.map((l) => l.id)).toEqual([a]);
	});

	it('a wave takes the LEFTMOST Faction Location of the row (Common Locations are passed over); its Samurai and goods go', () => {
		const s = actionPhase(['japanese'], 0, 'lm', { mode: 'solo-conquest', virtualFaction: 'romans' });
		toEmpire(s, 0, copy('village'));
		toEmpire(s, 0, copy('jap-farm', 0), { samurai: true });
		toEmpire(s, 0, copy('jap-farm', 1));
		const before = s.virtual!.collection.length;
		s.rng = rngDrawing([0], 'audit'); // the Production Conquest card
		runTasks(s, [{ t: 'conquestWave' }, { t: 'turn', seat: 0 }]);
		expect(s.virtual!.row![0]).toBe(copy('jap-farm', 0));
		expect(s.players[0].empire.map((l) => l.id)).toEqual([copy('village'), copy('jap-farm', 1)]);
		expect(s.players[0].empire.some((l) => l.samurai)).toBe(false);
		expect(s.virtual!.collection.length).toBe(before + 1);
		// SEED l.115–116: nobody takes the conquest worker in solo.
		expect(s.players[0].goods.worker).toBe(0);
	});
});

describe('expansion (SEED l.1–79; spec §5.1–§5.2)', () => {
	it('a passed player’s Fortress cannot be besieged', () => {
		const s = actionPhase(['romans', 'barbarians'], 1, 'exp', { expansion: true });
		toEmpire(s, 0, copy('xro-romulus-fortress'), { level: 2 });
		s.players[1].goods.raze = 2;
		s.players[0].passed = true;
		expect(rejects(s, 1, { a: 'siege', seat: 0, loc: copy('xro-romulus-fortress') })).toContain('passed');
	});

	it('a Conquest is not a raze: Gallows scores nothing; the card arrives without Samurai, Defence or goods', () => {
		const s = actionPhase(['japanese', 'barbarians'], 1, 'exp', { expansion: true });
		toEmpire(s, 1, copy('gallows'));
		toEmpire(s, 0, copy('jap-farm'), { samurai: true, used: 0 });
		s.players[1].goods.raze = 3;
		const t = act(s, 1, { a: 'conquer', seat: 0, loc: copy('jap-farm') });
		expect(t.players[1].vp).toBe(0);
		expect(t.players[1].goods.raze).toBe(0);
		expect(t.players[1].empire.find((l) => l.id === copy('jap-farm'))).toEqual({ id: copy('jap-farm'), used: 0, defence: 0, samurai: false });
		expect(t.players[0].goods.worker).toBe(1);
	});
});

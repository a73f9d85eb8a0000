/**
 * Imperial Settlers solo modes (RB p.13–14, data §6; SEED l.80–176, spec §4.3, §5.3, §8.1):
 * the virtual player as rules, and the spec's worked examples 2 and 3 (§10).
 */
import { describe, expect, it } from 'vitest';
import { card } from '../../../src/lib/games/imperialsettlers/data';
import { CONQUEST_CARDS } from '../../../src/lib/games/imperialsettlers/data/solo';
import { isKernel } from '../../../src/lib/games/imperialsettlers/rules';
import { SOLO_HANDLERS } from '../../../src/lib/games/imperialsettlers/solo';
import type { IsState, Task } from '../../../src/lib/games/imperialsettlers/types';
import { viewOf } from '../../../src/lib/games/imperialsettlers/view';
import { act, actionPhase, atk, copy, due, g, isLegal, matchIds, newGame, places, rejects, rngDrawing, runTasks, take, toEmpire } from './helpers';

const counts = (s: IsState) => places(s).flatMap(([, ids]) => ids).length;

describe('solo setup and options (RB p.13; SEED l.85–94)', () => {
	it('one seat, the Attack deck with its top card revealed, no virtual faction in the base solo', () => {
		const s = newGame(['romans']);
		expect(s.virtual!.attackDeck.length + s.virtual!.line.length).toBe(16);
		expect(s.virtual!.line.length).toBe(1);
		expect(s.virtual!.faction).toBeUndefined();
		expect(s.first).toBe(0);
		expect(g.setup([{ name: 'a', kind: 'human' }, { name: 'b', kind: 'human' }], { mode: 'solo', factionReshuffle: false, expansion: false }, 'x').ok).toBe(false);
	});

	it('solo conquest: the virtual faction (chosen or dealt, never yours), its 3 revealed cards, difficulty medium by default', () => {
		const s = newGame(['romans'], 'sc', { mode: 'solo-conquest', virtualFaction: 'japanese' });
		expect(s.options).toMatchObject({ expansion: true, difficulty: 'medium', soloGoal: 'faction' });
		expect(s.virtual!.faction).toBe('japanese');
		expect(s.virtual!.row!.length).toBe(3);
		expect(s.virtual!.row!.every((id) => card(id).deck === 'japanese')).toBe(true);
		// Its faction and face-up row are public: the panel shows them, with the row's prices.
		expect(viewOf(s, 0).virtual).toMatchObject({ faction: 'japanese', row: s.virtual!.row });
		expect(counts(s)).toBe(matchIds(s).length);
		const one = [{ name: 'a', kind: 'human' as const, choices: { faction: 'japanese' } }];
		const r = g.setup(one, { mode: 'solo-conquest', factionReshuffle: false, expansion: true, virtualFaction: 'japanese' }, 'x');
		expect(r.ok).toBe(false);
		expect(g.parseOptions({ mode: 'solo', expansion: true }).ok).toBe(false);
		expect(g.parseOptions({ mode: 'solo', difficulty: 'hard' }).ok).toBe(false);
		expect(g.parseOptions({ mode: 'base-2p', soloGoal: 'all' }).ok).toBe(false);
		expect(g.parseOptions({ mode: 'solo-conquest', difficulty: 'brutal' }).ok).toBe(false);
	});
});

describe('solo Lookout (RB p.13)', () => {
	it('4 cards: you take 1, a random one of the other 3 goes to the virtual player, you take 1 of the last 2, it gets the last', () => {
		let s = newGame(['barbarians'], 'lk');
		expect(s.lookout.length).toBe(4);
		expect(due(s)).toEqual({ t: 'draft', seat: 0, rest: [] });
		const hand = s.players[0].hand.length;
		s = act(s, 0, g.legalActions(s, 0)[0]);
		expect(s.lookout.length).toBe(2);
		expect(s.virtual!.locs.length).toBe(1);
		s = act(s, 0, g.legalActions(s, 0)[0]);
		expect(s.lookout.length).toBe(0);
		expect(s.virtual!.locs.length).toBe(2);
		expect(s.players[0].hand.length).toBe(hand + 2);
		expect(s.commonDiscard.length).toBe(0);
	});
});

describe('the virtual player’s Locations (RB p.13)', () => {
	it('can be razed for 2 Raze tokens: you take the raze field, the card is discarded (no Foundation)', () => {
		const s = actionPhase(['romans']);
		s.virtual!.locs.push((take(s, copy('armorer')), copy('armorer')));
		s.players[0].goods.raze = 2;
		expect(isLegal(s, 0, { a: 'razeEnemy', seat: -1, loc: copy('armorer') })).toBe(true);
		const t = act(s, 0, { a: 'razeEnemy', seat: -1, loc: copy('armorer') });
		expect(t.virtual!.locs).toEqual([]);
		expect(t.commonDiscard).toContain(copy('armorer'));
		expect(t.players[0].goods).toMatchObject({ raze: 0, stone: 1 });
		expect(t.players[0].vp).toBe(1);
		s.players[0].goods.raze = 1;
		expect(rejects(s, 0, { a: 'razeEnemy', seat: -1, loc: copy('armorer') })).toContain('2 Raze');
		expect(rejects(s, 0, { a: 'razeEnemy', seat: -1, loc: copy('castle') })).toContain('virtual player');
	});

	it('go to its Collection in phase 5', () => {
		const s = actionPhase(['romans']);
		s.virtual!.locs.push((take(s, copy('castle')), copy('castle')), (take(s, copy('quarry')), copy('quarry')));
		s.virtual!.attackDeck = [];
		runTasks(s, [{ t: 'virtualCollect' }]);
		expect(s.virtual!.collection).toEqual([copy('castle'), copy('quarry')]);
	});
});

describe('attacks (RB p.13–14)', () => {
	/** A position where phase 5 attacks with `line` already revealed and `next` on the Attack deck. */
	function attackPos(next: string[], line: string[]) {
		const s = actionPhase(['romans']);
		s.virtual!.attackDeck = next;
		s.virtual!.line = line;
		return s;
	}

	it('the first Target picks Common Locations showing its good; the k-th Target must be their other good; the deciding cards go to the end', () => {
		// Armorer: stone + VP; Quarry: 2 stone; Lumberjacks' Route: 2 wood.
		const s = attackPos([atk('stone')], [atk('food'), atk('vp'), atk('wood')]);
		toEmpire(s, 0, copy('armorer'));
		toEmpire(s, 0, copy('quarry'));
		toEmpire(s, 0, copy('lumberjacks-route'));
		runTasks(s, [{ t: 'attack' }, { t: 'turn', seat: 0 }]);
		// Line: stone (new), food, VP, wood. Stone → Armorer, Quarry; food matches no other good; VP is Armorer's other good.
		expect(s.players[0].empire.map((l) => l.id)).toEqual([copy('quarry'), copy('lumberjacks-route')]);
		expect(s.virtual!.collection).toEqual([copy('armorer')]);
		expect(s.virtual!.line).toEqual([atk('food'), atk('wood'), atk('stone'), atk('vp')]);
	});

	it('no Location with the first Target: nothing happens; Defence tokens and the First Target alone do not decide', () => {
		const s = attackPos([atk('gold')], [atk('stone')]);
		toEmpire(s, 0, copy('quarry'), { defence: 1 });
		runTasks(s, [{ t: 'attack' }, { t: 'turn', seat: 0 }]);
		expect(s.players[0].empire.length).toBe(1);
		const t = attackPos([atk('stone')], [atk('stone', 1)]);
		toEmpire(t, 0, copy('quarry'), { defence: 1 });
		runTasks(t, [{ t: 'attack' }, { t: 'turn', seat: 0 }]);
		// Quarry's other good is stone: razed although a Defence token lies on it.
		expect(t.virtual!.collection).toEqual([copy('quarry')]);
		// Armorer (stone + VP): a second stone is not its other good, so it stands.
		const u = attackPos([atk('stone')], [atk('stone', 1)]);
		toEmpire(u, 0, copy('armorer'));
		runTasks(u, [{ t: 'attack' }, { t: 'turn', seat: 0 }]);
		expect(u.virtual!.collection).toEqual([]);
	});

	it('ties: Action before Feature before Production, then the higher build cost; a full tie is the player’s choice', () => {
		// wood then wood: Lumberjacks (Action, 2W), Old Forest (Production, 2W), New Forest (Action, W).
		const s = attackPos([atk('wood')], [atk('wood', 1)]);
		toEmpire(s, 0, copy('old-forest'));
		toEmpire(s, 0, copy('new-forest'));
		toEmpire(s, 0, copy('lumberjacks'));
		runTasks(s, [{ t: 'attack' }, { t: 'turn', seat: 0 }]);
		expect(s.virtual!.collection).toEqual([copy('lumberjacks')]);
		const t = attackPos([atk('wood')], [atk('wood', 1)]);
		toEmpire(t, 0, copy('new-forest', 0));
		toEmpire(t, 0, copy('new-forest', 1));
		runTasks(t, [{ t: 'attack' }, { t: 'turn', seat: 0 }]);
		expect(due(t)).toEqual({ t: 'attackChoice', seat: 0, ids: [copy('new-forest', 0), copy('new-forest', 1)], k: 1 });
		const u = act(t, 0, { a: 'target', id: copy('new-forest', 1) });
		expect(u.virtual!.collection).toEqual([copy('new-forest', 1)]);
		expect(rejects(t, 0, { a: 'target', id: copy('old-forest') })).toContain('offered');
	});

	it('against the Japanese: a first Target VP with another VP hits a Faction Location (Deal priority); Samurai do not protect', () => {
		const s = actionPhase(['japanese']);
		s.virtual!.attackDeck = [atk('vp')];
		s.virtual!.line = [atk('wood'), atk('vp', 1)];
		toEmpire(s, 0, copy('jap-farm'), { samurai: true }); // Deal: worker
		toEmpire(s, 0, copy('jap-buddhas-temple')); // Deal: card (first in priority)
		runTasks(s, [{ t: 'attack' }, { t: 'turn', seat: 0 }]);
		expect(s.virtual!.collection).toEqual([copy('jap-buddhas-temple')]);
	});
});

describe('solo round and goal (RB p.7, p.13)', () => {
	it('rounds 1–4: Cleanup, then phase 5; round 5: no Cleanup, phase 5, then the end', () => {
		const s = actionPhase(['romans']);
		s.round = 5;
		s.players[0].goods.wood = 3;
		s.virtual!.attackDeck = [];
		runTasks(s, [{ t: 'soloRoundEnd' }]);
		expect(s.over).toBe(true);
		expect(s.players[0].goods.wood).toBe(3);
		const t = actionPhase(['romans']);
		t.players[0].goods.wood = 3;
		const plan = SOLO_HANDLERS.soloRoundEnd.run(t, { t: 'soloRoundEnd' }, isKernel.context(t)) as Task[];
		expect(plan.map((x) => x.t)).toEqual(['cleanup', 'virtualCollect', 'attack', 'attack', 'nextRound']);
	});

	it('you win with more Faction Locations than Collection cards (a tie loses); the option counts every Location', () => {
		const s = actionPhase(['romans']);
		toEmpire(s, 0, copy('rom-roman-bank'));
		toEmpire(s, 0, copy('rom-builder'));
		toEmpire(s, 0, copy('quarry'));
		s.virtual!.collection.push((take(s, copy('castle')), copy('castle')), (take(s, copy('mason')), copy('mason')));
		s.round = 5;
		s.virtual!.attackDeck = [];
		runTasks(s, [{ t: 'gameEnd' }]);
		expect(s.final!.solo).toEqual({ locations: 2, collection: 2, won: false, goal: 'faction' });
		expect(g.result(s)).toMatchObject({ winners: [], outcome: 'solo' });
		s.options.soloGoal = 'all';
		s.over = false;
		runTasks(s, [{ t: 'gameEnd' }]);
		expect(s.final!.solo).toEqual({ locations: 3, collection: 2, won: true, goal: 'all' });
		expect(g.result(s)!.winners).toEqual([0]);
		expect(g.result(s)!.summary.en).toContain('Victory');
	});
});

describe('solo conquest (SEED l.105–170)', () => {
	it('conquest waves per round and difficulty (table, l.164–170); none in round 5', () => {
		const waves = (difficulty: 'easy' | 'medium' | 'hard', round: number) => {
			const s = actionPhase(['romans'], 0, 'w', { mode: 'solo-conquest', difficulty });
			s.round = round;
			return (SOLO_HANDLERS.soloRoundEnd.run(s, { t: 'soloRoundEnd' }, isKernel.context(s)) as Task[]).filter((t) => t.t === 'conquestWave').length;
		};
		expect([1, 2, 3, 4, 5].map((r) => waves('easy', r))).toEqual([0, 1, 1, 2, 0]);
		expect([1, 2, 3, 4, 5].map((r) => waves('medium', r))).toEqual([1, 1, 2, 2, 0]);
		expect([1, 2, 3, 4, 5].map((r) => waves('hard', r))).toEqual([2, 2, 3, 3, 0]);
	});

	it('Example 2: round 3, Hard — a Production conquest, an empty Feature row, a Fortress besieged; the row refills to 3 on the left', () => {
		const s = actionPhase(['romans'], 0, 'ex2', { mode: 'solo-conquest', difficulty: 'hard', virtualFaction: 'egyptians' });
		s.round = 3;
		s.virtual!.attackDeck = []; // the two attack waves are tested above
		const old = [...s.virtual!.row!];
		const p1 = copy('rom-builder', 0);
		const p2 = copy('rom-stonemason', 0);
		toEmpire(s, 0, p1, { used: 0 });
		toEmpire(s, 0, copy('quarry'));
		toEmpire(s, 0, p2);
		toEmpire(s, 0, copy('xro-romulus-fortress'), { level: 2, used: 1 });
		toEmpire(s, 0, copy('castle'));
		const collection = s.virtual!.collection.length;
		s.rng = rngDrawing([0, 1, 2]);
		const deck = s.decks.egyptians!.slice(0, 2);
		runTasks(s, [{ t: 'conquestDiscard' }, { t: 'conquestWave' }, { t: 'conquestWave' }, { t: 'conquestWave' }, { t: 'conquestRefill' }, { t: 'turn', seat: 0 }]);
		// The old face-up cards went to the Egyptian discards, not to the Collection.
		expect(s.discards.egyptians).toEqual(old);
		expect(s.players[0].empire.map((l) => l.id)).toEqual([copy('quarry'), p2, copy('xro-romulus-fortress'), copy('castle')]);
		expect(s.players[0].empire.find((l) => l.id === copy('xro-romulus-fortress'))!.level).toBe(0);
		// One wave took P1 (+1 Common card to the Collection); the Fortress wave added nothing.
		expect(s.virtual!.collection.length).toBe(collection + 1);
		expect(s.virtual!.row).toEqual([deck[1], deck[0], p1]);
	});

	it('Samurai and Defence tokens do not stop a conquest wave (l.144)', () => {
		const s = actionPhase(['japanese'], 0, 'sam', { mode: 'solo-conquest' });
		toEmpire(s, 0, copy('jap-farm'), { samurai: true });
		s.rng = rngDrawing([0]);
		runTasks(s, [{ t: 'conquestWave' }, { t: 'turn', seat: 0 }]);
		expect(s.virtual!.row![0]).toBe(copy('jap-farm'));
		expect(s.players[0].empire).toEqual([]);
	});

	it('Example 3: conquering back costs 2/3/4 Raze tokens by position (leftmost 1st), returns the card and discards a Collection card; no worker', () => {
		const s = actionPhase(['romans'], 0, 'ex3', { mode: 'solo-conquest', virtualFaction: 'barbarians' });
		const [v2, v1] = s.virtual!.row!.slice(0, 2);
		const extra = s.virtual!.row![2];
		s.virtual!.row!.splice(2, 1);
		s.decks.barbarians!.push(extra);
		const p1 = copy('rom-builder');
		take(s, p1);
		s.virtual!.row!.push(p1);
		s.virtual!.collection.push((take(s, copy('castle')), copy('castle')), (take(s, copy('mason')), copy('mason')));
		s.players[0].goods.raze = 3;
		expect(rejects(s, 0, { a: 'conquer', seat: -1, loc: p1 })).toContain('costs 4');
		expect(isLegal(s, 0, { a: 'conquer', seat: -1, loc: v1 })).toBe(true);
		s.players[0].goods.raze = 4;
		const t = act(s, 0, { a: 'conquer', seat: -1, loc: p1 });
		expect(t.players[0].empire.map((l) => l.id)).toEqual([p1]);
		expect(t.players[0].goods).toMatchObject({ raze: 0, worker: 0 });
		expect(t.virtual!.row).toEqual([v2, v1]);
		expect(t.virtual!.collection).toEqual([copy('castle')]);
		expect(t.commonDiscard).toContain(copy('mason'));
		// At the next phase 5 the rest beside its deck is discarded before its conquests.
		runTasks(t, [{ t: 'conquestDiscard' }, { t: 'turn', seat: 0 }]);
		expect(t.virtual!.row).toEqual([]);
		expect(t.discards.barbarians).toEqual([v2, v1]);
		// Only in solo conquest.
		const b = actionPhase(['romans']);
		b.players[0].goods.raze = 4;
		expect(rejects(b, 0, { a: 'conquer', seat: -1, loc: p1 })).toContain('solo conquest');
	});
});

describe('the virtual player’s Conquest cards (data §7.1–§7.2; SEED l.93–94, 132–143)', () => {
	it('are 3 records, one per row of your Empire, with a source and a provisional note', () => {
		expect(CONQUEST_CARDS.map((c) => c.row)).toEqual(['production', 'feature', 'action']);
		for (const c of CONQUEST_CARDS) {
			expect(c.source).toContain('SEED');
			expect(c.provisional!.cs.length).toBeGreaterThan(0);
			expect(c.provisional!.en).toContain('unknown');
		}
	});

	it('each wave draws from all 3 (the drawn card is shuffled back, l.143): the same card can come twice in a row', () => {
		const s = actionPhase(['romans'], 0, 'cq', { mode: 'solo-conquest', virtualFaction: 'barbarians' });
		toEmpire(s, 0, copy('rom-builder', 0));
		toEmpire(s, 0, copy('rom-builder', 1));
		s.virtual!.lastPhase5 = { round: 1, collected: [], attacks: [], discarded: [], waves: [] };
		s.rng = rngDrawing([0, 0]);
		runTasks(s, [{ t: 'conquestWave' }, { t: 'conquestWave' }, { t: 'turn', seat: 0 }]);
		expect(s.virtual!.lastPhase5!.waves.map((w) => w.card)).toEqual(['cq1', 'cq1']);
		expect(s.players[0].empire).toEqual([]);
	});
});

describe('the record of the last phase 5 (what the virtual panel shows)', () => {
	it('base solo: its Locations collected, each attack’s Attack card and the Location razed or nothing; kept until the next phase 5', () => {
		const s = actionPhase(['romans']);
		s.virtual!.locs.push((take(s, copy('castle')), copy('castle')), (take(s, copy('quarry')), copy('quarry')));
		s.virtual!.attackDeck = [atk('stone'), atk('gold')];
		s.virtual!.line = [atk('vp')];
		toEmpire(s, 0, copy('armorer'));
		runTasks(s, [{ t: 'virtualCollect' }, { t: 'attack' }, { t: 'attack' }, { t: 'turn', seat: 0 }]);
		const rec = { round: 1, collected: [copy('castle'), copy('quarry')], attacks: [{ card: atk('stone'), razed: copy('armorer') }, { card: atk('gold'), razed: null }], discarded: [], waves: [] };
		expect(s.virtual!.lastPhase5).toEqual(rec);
		expect(viewOf(s, 0).virtual!.lastPhase5).toEqual(rec);
		// An empty Attack deck shows as an attack without a card.
		runTasks(s, [{ t: 'attack' }, { t: 'turn', seat: 0 }]);
		expect(s.virtual!.lastPhase5!.attacks[2]).toEqual({ card: null, razed: null });
		// A whole round later the next phase 5 replaces it.
		let t = newGame(['romans'], 'rec');
		expect(viewOf(t, 0).virtual!.lastPhase5).toBeNull();
		for (let i = 0; i < 400 && t.round === 1 && !t.over; i++) t = act(t, 0, g.legalActions(t, 0).find((a) => a.a === 'pass') ?? g.legalActions(t, 0)[0]);
		expect(t.round).toBe(2);
		expect(t.virtual!.lastPhase5!.round).toBe(1);
		expect(t.virtual!.lastPhase5!.attacks.length).toBe(2);
	});

	it('a tie the player breaks is recorded with the Location chosen', () => {
		const s = actionPhase(['romans']);
		s.virtual!.attackDeck = [atk('stone')];
		s.virtual!.line = [atk('stone', 1)];
		toEmpire(s, 0, copy('quarry', 0));
		toEmpire(s, 0, copy('quarry', 1));
		runTasks(s, [{ t: 'virtualCollect' }, { t: 'attack' }, { t: 'turn', seat: 0 }]);
		expect(due(s)).toMatchObject({ t: 'attackChoice' });
		const t = act(s, 0, { a: 'target', id: copy('quarry', 1) });
		expect(t.virtual!.lastPhase5!.attacks).toEqual([{ card: atk('stone'), razed: copy('quarry', 1) }]);
	});

	it('solo conquest: the discarded face-up cards and each wave (Conquest card, Location conquered / besieged / nothing); the Collection’s new Common card stays hidden', () => {
		const s = actionPhase(['romans'], 0, 'rec5', { mode: 'solo-conquest', difficulty: 'hard', virtualFaction: 'egyptians' });
		s.virtual!.attackDeck = [];
		const old = [...s.virtual!.row!];
		const p1 = copy('rom-builder', 0);
		const fort = copy('xro-romulus-fortress');
		toEmpire(s, 0, p1);
		toEmpire(s, 0, fort, { level: 2 });
		s.rng = rngDrawing([0, 1, 2]);
		runTasks(s, [{ t: 'virtualCollect' }, { t: 'attack' }, { t: 'attack' }, { t: 'conquestDiscard' }, { t: 'conquestWave' }, { t: 'conquestWave' }, { t: 'conquestWave' }, { t: 'conquestRefill' }, { t: 'turn', seat: 0 }]);
		const rec = s.virtual!.lastPhase5!;
		expect(rec.discarded).toEqual(old);
		expect(rec.waves).toEqual([
			{ card: 'cq1', loc: p1, result: 'conquered', common: true },
			{ card: 'cq2', loc: null, result: 'nothing', common: false },
			{ card: 'cq3', loc: fort, result: 'besieged', common: false }
		]);
		const hidden = s.virtual!.collection.at(-1)!;
		expect(JSON.stringify(viewOf(s, 0).virtual)).not.toContain(`"${hidden}"`);
	});
});

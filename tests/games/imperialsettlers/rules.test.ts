/**
 * Imperial Settlers base-game rules, one focused test per rule (RB pages as cited by
 * imperial-settlers-data.md) and the rulebook's own examples that concern the base game
 * (the spec's §10 examples are all about the expansion and solo: the next step).
 */
import { describe, expect, it } from 'vitest';
import { card } from '../../../src/lib/games/imperialsettlers/data';
import type { IsOptions, IsState } from '../../../src/lib/games/imperialsettlers/types';
import { act, actionPhase, copy, due, g, isLegal, newGame, places, rejects, runTasks, take, toEmpire, toHand } from './helpers';
import { RULES_V1, RULES_V2 } from '../../../src/lib/games/imperialsettlers/version';

/** Runs automatic tasks from `tasks` until a decision is due. */

describe('setup (RB p.5)', () => {
	it('deals the chosen factions, 2 Faction + 2 Common cards, no goods, and opens the Lookout', () => {
		const s = newGame(['romans', 'japanese']);
		expect(s.players.map((p) => p.faction)).toEqual(['romans', 'japanese']);
		for (const p of s.players) {
			// 4 starting cards + the Lookout's Faction card.
			expect(p.hand.filter((id) => card(id).deck === p.faction).length).toBe(3);
			expect(p.hand.filter((id) => card(id).deck === 'common').length).toBe(2);
			expect(Object.values(p.goods).every((n) => n === 0)).toBe(true);
			expect(p.vp).toBe(0);
		}
		expect(due(s)).toEqual({ t: 'draft', seat: s.first, rest: [1 - s.first] });
		expect(s.lookout.length).toBe(3);
	});

	it('rejects a repeated or unknown faction, a wrong seat count and a malformed expansion option', () => {
		const seat = (f?: string) => ({ name: 'x', kind: 'human' as const, choices: f ? { faction: f } : undefined });
		const o = { mode: 'base-2p', factionReshuffle: false, expansion: false } as never as IsOptions;
		expect(g.setup([seat('romans'), seat('romans')], o, 's').ok).toBe(false);
		expect(g.setup([seat('aztecs'), seat()], o, 's').ok).toBe(false);
		expect(g.setup([seat(), seat(), seat()], o, 's').ok).toBe(false);
		expect(g.setup([seat(), seat()], { ...o, expansion: 'yes' } as never, 's').ok).toBe(false);
		expect(g.setup([seat(), seat()], { ...o, expansion: true }, 's').ok).toBe(true);
		const r = g.setup([seat(), seat('egyptians'), seat()], { ...o, mode: 'base-3p' as const }, 's');
		expect(r.ok && new Set(r.value.state.players.map((p) => p.faction)).size).toBe(3);
		expect(r.ok && r.value.state.players[1].faction).toBe('egyptians');
	});
});

describe('Lookout (RB p.6)', () => {
	it('drafts N+1 cards clockwise from the First player, then N+1 counter-clockwise from the last; the leftover is discarded', () => {
		let s = newGame(['romans', 'barbarians', 'japanese'], 'lookout');
		const f = s.first;
		const seats: number[] = [];
		while (due(s).t === 'draft') {
			const seat = g.pending(s)[0].seat;
			seats.push(seat);
			s = act(s, seat, g.legalActions(s, seat)[0]);
		}
		expect(seats).toEqual([f, (f + 1) % 3, (f + 2) % 3, (f + 2) % 3, (f + 1) % 3, f]);
		expect(s.commonDiscard.length).toBe(2);
		for (const p of s.players) expect(p.hand.length).toBe(7);
		// Production happened: the Roman board.
		expect(s.players[0].goods).toEqual({ wood: 1, stone: 1, food: 0, gold: 0, worker: 2, raze: 1, defence: 1 });
		expect(due(s)).toEqual({ t: 'turn', seat: f });
	});
});

describe('Production (RB p.6)', () => {
	it('the rulebook example: the Japanese board, a Deal and Lord’s Fields counting every red Location (itself included)', () => {
		const s = actionPhase(['japanese', 'romans']);
		toEmpire(s, 0, copy('lords-fields'));
		toEmpire(s, 0, copy('jap-farm'));
		toEmpire(s, 0, copy('jap-rice-fields'));
		s.players[0].deals.push({ card: (take(s, 'jap006'), 'jap006') });
		runTasks(s, [{ t: 'production' }, { t: 'turn', seat: 0 }]);
		// Board 4 Wk, 1 W, 1 R, 1 D; Deal 1 Wk; Lord's Fields 3 F (3 red); Farm 1 Wk + 1 F; Rice Fields 2 F.
		expect(s.players[0].goods).toEqual({ wood: 1, stone: 0, food: 6, gold: 0, worker: 6, raze: 1, defence: 1 });
		expect(s.players[1].goods).toEqual({ wood: 1, stone: 1, food: 0, gold: 0, worker: 2, raze: 1, defence: 1 });
	});

	it('caps “per colour” production at 3 and offers the Common or Faction deck for each card', () => {
		const s = actionPhase(['romans', 'barbarians']);
		for (let i = 0; i < 3; i++) toEmpire(s, 0, copy('village', i));
		toEmpire(s, 0, copy('mammas-baths'));
		toEmpire(s, 0, copy('watchtower'));
		runTasks(s, [{ t: 'production' }, { t: 'turn', seat: 0 }]);
		// Board 2 + 3 Villages + Mamma's Baths min(3, 4 pink Locations).
		expect(s.players[0].goods.worker).toBe(2 + 3 + 3);
		expect(due(s)).toEqual({ t: 'draw', seat: 0, n: 1, deck: 'any' });
		const hand = s.players[0].hand.length;
		const t = act(s, 0, { a: 'deck', deck: 'faction' });
		expect(t.players[0].hand.length).toBe(hand + 1);
		expect(card(t.players[0].hand.at(-1)!).deck).toBe('romans');
	});
});

describe('building (RB p.8, p.11)', () => {
	it('pays with gold for missing Resources and a Production Location produces at once', () => {
		const s = actionPhase(['romans', 'barbarians']);
		toHand(s, 0, copy('old-forest'));
		s.players[0].goods.gold = 2;
		const t = act(s, 0, { a: 'build', card: copy('old-forest') });
		expect(t.players[0].goods.gold).toBe(0);
		expect(t.players[0].goods.wood).toBe(2);
		expect(t.players[0].empire.map((l) => l.id)).toEqual([copy('old-forest')]);
		expect(due(t)).toEqual({ t: 'turn', seat: 1 });
	});

	it('refuses what cannot be paid, with what is missing', () => {
		const s = actionPhase(['romans', 'barbarians']);
		toHand(s, 0, copy('mason'), copy('rom-roman-bank'));
		s.players[0].goods.wood = 1;
		expect(rejects(s, 0, { a: 'build', card: copy('mason') })).toContain('1 stone');
		s.players[0].goods.stone = 1;
		expect(rejects(s, 0, { a: 'build', card: copy('rom-roman-bank') })).toContain('Location or Foundation');
		expect(rejects(s, 0, { a: 'build', card: copy('castle') })).toContain('do not hold');
	});

	it('a Faction Location discards an own Location or Foundation (the L part)', () => {
		const s = actionPhase(['romans', 'barbarians']);
		toHand(s, 0, copy('rom-roman-bank'));
		toEmpire(s, 0, copy('ruins'));
		s.players[0].foundations.push((take(s, copy('quarry')), copy('quarry')));
		s.players[0].goods.stone = 1;
		let t = act(s, 0, { a: 'build', card: copy('rom-roman-bank') });
		expect(due(t)).toEqual({ t: 'payL', seat: 0, card: copy('rom-roman-bank') });
		expect(g.legalActions(t, 0)).toEqual([
			{ a: 'l', from: 'loc', id: copy('ruins') },
			{ a: 'l', from: 'foundation', id: copy('quarry') }
		]);
		t = act(t, 0, { a: 'l', from: 'loc', id: copy('ruins') });
		expect(t.commonDiscard).toContain(copy('ruins'));
		expect(t.players[0].empire.map((l) => l.id)).toEqual([copy('rom-roman-bank')]);
		expect(t.players[0].goods).toMatchObject({ stone: 0, gold: 1 });
	});

	it('build-trigger Features count the new Location itself, once per matching colour (Trade Colony is red, brown and grey)', () => {
		const s = actionPhase(['romans', 'barbarians']);
		toHand(s, 0, copy('carpenters-workshop'), copy('rom-trade-colony'));
		toEmpire(s, 0, copy('mill'));
		toEmpire(s, 0, copy('ruins'));
		s.players[0].goods.wood = 4;
		s.players[0].goods.stone = 2;
		let t = act(s, 0, { a: 'build', card: copy('carpenters-workshop') });
		expect(t.players[0].vp).toBe(1);
		expect(t.players[0].goods.gold).toBe(1);
		t.tasks = [{ t: 'turn', seat: 0 }, { t: 'roundEnd' }];
		t = act(t, 0, { a: 'build', card: copy('rom-trade-colony') });
		t = act(t, 0, { a: 'l', from: 'loc', id: copy('ruins') });
		// Mill (red) + Carpenter's Workshop (brown): +2 G +2 VP; its production: 1 Wk + 1 G.
		expect(t.players[0].vp).toBe(3);
		expect(t.players[0].goods).toMatchObject({ gold: 4, worker: 1 });
	});

	it('building bonuses: “1 VP per colour” counts the card itself (Wood Storage) and a card is drawn', () => {
		const s = actionPhase(['romans', 'barbarians']);
		toHand(s, 0, copy('wood-storage'));
		toEmpire(s, 0, copy('old-forest'));
		s.players[0].goods.wood = 2;
		s.players[0].goods.stone = 1;
		const t = act(s, 0, { a: 'build', card: copy('wood-storage') });
		expect(t.players[0].vp).toBe(2);
		expect(due(t)).toEqual({ t: 'draw', seat: 0, n: 1, deck: 'any' });
	});
});

describe('Deals (RB p.9)', () => {
	it('cost 1 food and a Faction card, give the Deal good at once and every Production', () => {
		const s = actionPhase(['barbarians', 'romans']);
		toHand(s, 0, copy('bar-sentry-tower'), copy('village'));
		rejects(s, 0, { a: 'deal', card: copy('bar-sentry-tower') });
		s.players[0].goods.gold = 1;
		expect(rejects(s, 0, { a: 'deal', card: copy('village') })).toContain('Faction card');
		let t = act(s, 0, { a: 'deal', card: copy('bar-sentry-tower') });
		expect(t.players[0].deals).toEqual([{ card: copy('bar-sentry-tower') }]);
		expect(t.players[0].goods).toMatchObject({ gold: 0, worker: 1 });
		t = runTasks(t, [{ t: 'production' }, { t: 'turn', seat: 0 }]);
		expect(t.players[0].goods.worker).toBe(1 + 5 + 1);
	});
});

describe('razing (RB p.9, p.11)', () => {
	it('a card from hand: 1 Raze token for its raze field; Ruins and non-Japanese Faction cards cannot', () => {
		const s = actionPhase(['japanese', 'romans']);
		toHand(s, 0, copy('castle'), copy('ruins'), copy('jap-farm'));
		toHand(s, 1, copy('rom-builder'));
		expect(rejects(s, 0, { a: 'razeHand', card: copy('castle') })).toContain('1 Raze token');
		s.players[0].goods.raze = 2;
		expect(rejects(s, 0, { a: 'razeHand', card: copy('ruins') })).toContain('no raze field');
		let t = act(s, 0, { a: 'razeHand', card: copy('jap-farm') });
		expect(t.players[0].vp).toBe(1);
		expect(t.discards.japanese).toContain(copy('jap-farm'));
		t.players[1].goods.raze = 1;
		expect(rejects(t, 1, { a: 'razeHand', card: copy('rom-builder') })).toContain('no raze field');
	});

	it('an enemy Common Location: 2 tokens (+1 per Defence token); the owner keeps a Foundation and 1 wood', () => {
		const s = actionPhase(['romans', 'barbarians']);
		toEmpire(s, 1, copy('village'));
		toEmpire(s, 1, copy('town'), { defence: 1 });
		toEmpire(s, 1, copy('ruins'));
		toEmpire(s, 1, copy('bar-settlement'));
		s.players[0].goods.raze = 2;
		expect(rejects(s, 0, { a: 'razeEnemy', seat: 1, loc: copy('town') })).toContain('3 Raze tokens');
		expect(rejects(s, 0, { a: 'razeEnemy', seat: 1, loc: copy('ruins') })).toContain('cannot be razed');
		expect(rejects(s, 0, { a: 'razeEnemy', seat: 1, loc: copy('bar-settlement') })).toContain('cannot be razed');
		const t = act(s, 0, { a: 'razeEnemy', seat: 1, loc: copy('village') });
		expect(t.players[0].goods).toMatchObject({ raze: 0, worker: 2 });
		expect(t.players[1].foundations).toEqual([copy('village')]);
		expect(t.players[1].goods.wood).toBe(1);
		expect(t.players[1].empire.map((l) => l.id)).not.toContain(copy('village'));
	});

	it('a Japanese Faction Location: +1 per Samurai, discarded (no Foundation, no wood); Gate only under a Samurai; Gallows scores', () => {
		const s = actionPhase(['romans', 'japanese']);
		toEmpire(s, 0, copy('gallows'));
		toEmpire(s, 1, copy('jap-farm'), { samurai: true });
		toEmpire(s, 1, copy('jap-gate'));
		s.players[0].goods.raze = 3;
		expect(rejects(s, 0, { a: 'razeEnemy', seat: 1, loc: copy('jap-gate') })).toContain('Samurai');
		const t = act(s, 0, { a: 'razeEnemy', seat: 1, loc: copy('jap-farm') });
		expect(t.players[0].goods.raze).toBe(0);
		expect(t.players[0].vp).toBe(2);
		expect(t.discards.japanese).toContain(copy('jap-farm'));
		expect(t.players[1].foundations).toEqual([]);
		expect(t.players[1].goods.wood).toBe(0);
	});

	it('a player who has passed cannot be targeted (RB p.7)', () => {
		const s = actionPhase(['romans', 'barbarians', 'egyptians']);
		toEmpire(s, 1, copy('village'));
		s.players[1].passed = true;
		s.players[0].goods.raze = 2;
		expect(rejects(s, 0, { a: 'razeEnemy', seat: 1, loc: copy('village') })).toContain('passed');
	});
});

describe('Action Locations (RB p.10)', () => {
	it('a 2-use card can be used twice in one action, then not again this round', () => {
		const s = actionPhase(['romans', 'barbarians']);
		toEmpire(s, 0, copy('barracks'));
		s.players[0].goods.worker = 3;
		const t = act(s, 0, { a: 'activate', loc: copy('barracks'), times: 2 });
		expect(t.players[0].goods).toMatchObject({ worker: 1, raze: 2 });
		t.tasks = [{ t: 'turn', seat: 0 }, { t: 'roundEnd' }];
		expect(rejects(t, 0, { a: 'activate', loc: copy('barracks'), times: 1 })).toContain('already used');
	});

	it('the rulebook example: Mason’s Guild turns 1 worker + 2 stone into 3 VP', () => {
		const s = actionPhase(['romans', 'barbarians']);
		toEmpire(s, 0, copy('masons-guild'));
		s.players[0].goods.worker = 1;
		s.players[0].goods.stone = 1;
		expect(rejects(s, 0, { a: 'activate', loc: copy('masons-guild'), times: 1 })).toContain('1 stone');
		s.players[0].goods.stone = 2;
		const t = act(s, 0, { a: 'activate', loc: copy('masons-guild'), times: 1 });
		expect(t.players[0].vp).toBe(3);
		expect(t.players[0].goods).toMatchObject({ worker: 0, stone: 0 });
	});

	it('Tavern discards a card, Hanseatic League a Deal; Porters and Imperial Messenger produce again; Settlers builds without L', () => {
		const s = actionPhase(['romans', 'barbarians']);
		for (const k of ['tavern', 'hanseatic-league', 'porters', 'imperial-messenger', 'settlers', 'old-forest']) toEmpire(s, 0, copy(k));
		toHand(s, 0, copy('castle'), copy('rom-builder'));
		s.players[0].deals.push({ card: (take(s, 'rom029'), 'rom029') }, { card: (take(s, 'rom010'), 'rom010') });
		s.players[0].goods = { wood: 1, stone: 1, food: 1, gold: 0, worker: 2, raze: 0, defence: 0 };
		const again = (t: IsState) => ((t.tasks = [{ t: 'turn', seat: 0 }, { t: 'roundEnd' }]), t);
		let t = act(s, 0, { a: 'activate', loc: copy('tavern'), times: 1 });
		t = act(t, 0, { a: 'pick', id: copy('castle') });
		expect(t.players[0].vp).toBe(2);
		t = again(t);
		t = act(t, 0, { a: 'activate', loc: copy('hanseatic-league'), times: 1 });
		t = act(t, 0, { a: 'pick', i: 1 });
		expect(t.players[0].vp).toBe(4);
		expect(t.players[0].deals.map((d) => d.card)).toEqual(['rom029']);
		t = again(t);
		t = act(t, 0, { a: 'activate', loc: copy('porters'), times: 1 });
		expect(g.legalActions(t, 0)).toEqual([{ a: 'pick', id: copy('old-forest') }]);
		t = act(t, 0, { a: 'pick', id: copy('old-forest') });
		expect(t.players[0].goods.wood).toBe(3);
		t = again(t);
		t = act(t, 0, { a: 'activate', loc: copy('imperial-messenger'), times: 1 });
		t = act(t, 0, { a: 'pick', i: 0 });
		expect(t.players[0].goods.gold).toBe(1);
		t = again(t);
		t.players[0].goods.worker = 0;
		t = act(t, 0, { a: 'activate', loc: copy('settlers'), times: 1 });
		t = act(t, 0, { a: 'pick', id: copy('rom-builder') });
		// 3 wood − 1 (Settlers) = 2; Builder costs 1 stone and no Location; it produces 1 W + 1 S at once.
		expect(t.players[0].empire.map((l) => l.id)).toContain(copy('rom-builder'));
		expect(t.players[0].goods).toMatchObject({ wood: 3, stone: 1, gold: 1 });
	});

	it('an action with no target cannot be activated (Porters without a Production Location)', () => {
		const s = actionPhase(['romans', 'barbarians']);
		toEmpire(s, 0, copy('porters'));
		s.players[0].goods.food = 1;
		expect(rejects(s, 0, { a: 'activate', loc: copy('porters'), times: 1 })).toContain('no target');
	});
});

describe('Workers (RB p.10)', () => {
	it('pairs of workers give a Resource or a card each, in one action; Oasis pays its owner 1 worker per pair', () => {
		const s = actionPhase(['romans', 'egyptians']);
		toEmpire(s, 1, copy('egy-oasis'));
		s.players[0].goods.worker = 5;
		expect(rejects(s, 0, { a: 'workers', n: 3 })).toContain('6 workers');
		let t = act(s, 0, { a: 'workers', n: 2 });
		expect(t.players[0].goods.worker).toBe(1);
		expect(t.players[1].goods.worker).toBe(2);
		expect(g.legalActions(t, 0).map((a) => (a as { item: string }).item)).toEqual(['wood', 'stone', 'food', 'card']);
		t = act(t, 0, { a: 'pick', item: 'stone' });
		t = act(t, 0, { a: 'pick', item: 'card' });
		expect(due(t).t).toBe('draw');
		expect(t.players[0].goods.stone).toBe(1);
	});
});

describe('turns and passing (RB p.7)', () => {
	it('one action per turn clockwise; passed players are skipped; the phase ends when all have passed', () => {
		let s = actionPhase(['romans', 'barbarians', 'egyptians']);
		s.players.forEach((p) => (p.goods.worker = 4));
		s = act(s, 0, { a: 'pass' });
		expect(due(s)).toEqual({ t: 'turn', seat: 1 });
		s = act(s, 1, { a: 'workers', n: 1 });
		s = act(s, 1, { a: 'pick', item: 'wood' });
		expect(due(s)).toEqual({ t: 'turn', seat: 2 });
		s = act(s, 2, { a: 'pass' });
		expect(due(s)).toEqual({ t: 'turn', seat: 1 });
		rejects(s, 0, { a: 'pass' });
		s = act(s, 1, { a: 'pass' });
		// Round 2 has begun: the Lookout draft of the next First player.
		expect(s.round).toBe(2);
		expect(s.first).toBe(1);
		expect(due(s)).toMatchObject({ t: 'draft', seat: 1 });
	});

	it('Samurai and Defence tokens are free steps: the turn stays; each costs its token or worker', () => {
		let s = actionPhase(['japanese', 'romans']);
		toEmpire(s, 0, copy('jap-farm'));
		toEmpire(s, 0, copy('village'));
		s.players[0].goods.worker = 1;
		s.players[0].goods.defence = 1;
		expect(rejects(s, 0, { a: 'samurai', loc: copy('village') })).toContain('Faction Location');
		expect(rejects(s, 0, { a: 'defence', loc: copy('jap-farm') })).toContain('Common Location');
		s = act(s, 0, { a: 'samurai', loc: copy('jap-farm') });
		s = act(s, 0, { a: 'defence', loc: copy('village') });
		expect(due(s)).toEqual({ t: 'turn', seat: 0 });
		expect(s.players[0].goods).toMatchObject({ worker: 0, defence: 0 });
		expect(rejects(s, 1, { a: 'samurai', loc: copy('jap-farm') })).toBeTruthy();
	});
});

describe('Cleanup (RB p.7; data §4.1)', () => {
	it('keeps each faction’s good and what Warehouses store; clears Defence tokens and activations; Samurai stay; the First player moves clockwise', () => {
		let s = actionPhase(['japanese', 'romans', 'barbarians', 'egyptians']);
		toEmpire(s, 0, copy('jap-farm'), { samurai: true });
		toEmpire(s, 0, copy('village'), { defence: 1 });
		toEmpire(s, 1, copy('rom-warehouses'));
		toEmpire(s, 1, copy('barracks'), { used: 2 });
		const all = { wood: 2, stone: 2, food: 2, gold: 2, worker: 2, raze: 2, defence: 1 };
		s.players.forEach((p) => (p.goods = { ...all }));
		for (let seat = 0; seat < 4; seat++) s = act(s, seat, { a: 'pass' });
		expect(s.round).toBe(2);
		expect(s.first).toBe(1);
		const z = { wood: 0, stone: 0, food: 0, gold: 0, worker: 0, raze: 0, defence: 0 };
		// Cleanup ran before the new Lookout (no Production yet: the draft is due).
		expect(due(s).t).toBe('draft');
		expect(s.players[0].goods).toEqual({ ...z, food: 2 });
		expect(s.players[1].goods).toEqual({ ...z, raze: 2, wood: 2, stone: 1 });
		expect(s.players[2].goods).toEqual({ ...z, worker: 2 });
		expect(s.players[3].goods).toEqual({ ...z, gold: 2 });
		expect(s.players[0].empire.map((l) => [l.samurai, l.defence])).toEqual([
			[true, 0],
			[false, 0]
		]);
		expect(s.players[1].empire.find((l) => l.id === copy('barracks'))!.used).toBe(0);
	});

	it('the Shrine (RB p.7, data §5.4): the Resources Cleanup would discard go on it and stay through every Cleanup to the end; rules versions 1–2 discard them', () => {
		const play = (rulesVersion?: string) => {
			let s = actionPhase(['japanese', 'romans']);
			if (rulesVersion) s.rulesVersion = rulesVersion;
			toEmpire(s, 0, copy('jap-shrine'));
			s.players[0].goods = { ...s.players[0].goods, wood: 2, stone: 1, food: 3, gold: 1, worker: 2 };
			s = act(s, 0, { a: 'pass' });
			return act(s, 1, { a: 'pass' });
		};
		const s = play();
		expect(s.round).toBe(2);
		const shrine = () => s.players[0].empire.find((l) => l.id === copy('jap-shrine'))!;
		// The Japanese keep their food; wood and stone go on the Shrine; gold and workers are discarded.
		expect(shrine().goods).toEqual({ wood: 2, stone: 1 });
		expect(s.players[0].goods).toMatchObject({ wood: 0, stone: 0, food: 3, gold: 0, worker: 0 });
		// They are not the player's to spend, and the next Cleanup adds to them (never removes them).
		s.players[0].goods.wood = 1;
		runTasks(s, [{ t: 'cleanup' }]);
		expect(shrine().goods).toEqual({ wood: 3, stone: 1 });
		// In the view of every seat (goods on a card are public).
		expect(g.view(s, 1).players[0].empire.find((l) => l.id === copy('jap-shrine'))!.goods).toEqual({ wood: 3, stone: 1 });
		// Older saves replay as played: no storage on the Shrine.
		for (const v of [RULES_V1, RULES_V2]) {
			const old = play(v);
			expect(old.players[0].empire.find((l) => l.id === copy('jap-shrine'))!.goods).toBeUndefined();
			expect(old.players[0].goods.wood).toBe(0);
		}
	});
});

describe('end of the game (RB p.7)', () => {
	function lastRound(setup: (s: IsState) => void): IsState {
		let s = actionPhase(['romans', 'barbarians']);
		s.round = 5;
		setup(s);
		s = act(s, 0, { a: 'pass' });
		return act(s, 1, { a: 'pass' });
	}

	it('skips Cleanup in round 5 and adds 1 VP per Common and 2 VP per Faction Location to the track', () => {
		const s = lastRound((s) => {
			toEmpire(s, 0, copy('village'));
			toEmpire(s, 0, copy('rom-builder'));
			s.players[0].foundations.push((take(s, copy('quarry')), copy('quarry')));
			s.players[0].vp = 10;
			s.players[1].vp = 12;
			s.players[1].goods.wood = 3;
		});
		expect(s.over).toBe(true);
		expect(s.final).toMatchObject({ track: [10, 12], locations: [3, 0], total: [13, 12], winners: [0] });
		expect(s.players[1].goods.wood).toBe(3);
		expect(g.result(s)).toMatchObject({ winners: [0], scores: [13, 12], outcome: 'win' });
		expect(g.pending(s)).toEqual([]);
	});

	it('breaks ties by Workers + Resources left (not gold), then cards in hand, else a shared victory', () => {
		const tie = (a: Partial<IsState['players'][0]['goods']>, b: Partial<IsState['players'][0]['goods']>, handA = 0, handB = 0) =>
			lastRound((s) => {
				Object.assign(s.players[0].goods, a);
				Object.assign(s.players[1].goods, b);
				for (let i = 0; i < handA; i++) toHand(s, 0, s.commonDeck[0]);
				for (let i = 0; i < handB; i++) toHand(s, 1, s.commonDeck[0]);
			}).final!.winners;
		expect(tie({ worker: 1, stone: 1 }, { food: 1, gold: 5 })).toEqual([0]);
		expect(tie({ wood: 1 }, { worker: 1 }, 1, 2)).toEqual([1]);
		expect(tie({ wood: 1 }, { worker: 1 }, 2, 2)).toEqual([0, 1]);
	});
});

describe('faction specials', () => {
	it('Japanese Samurai feed Daimyo’s Castle and return when their Location is razed', () => {
		const s = actionPhase(['japanese', 'romans']);
		toEmpire(s, 0, copy('jap-daimyos-castle'), { samurai: true });
		toEmpire(s, 0, copy('jap-farm'), { samurai: true });
		runTasks(s, [{ t: 'production' }, { t: 'turn', seat: 1 }]);
		expect(s.players[0].vp).toBe(2);
		s.players[1].goods.raze = 3;
		const t = act(s, 1, { a: 'razeEnemy', seat: 0, loc: copy('jap-farm') });
		expect(t.players[0].empire.filter((l) => l.samurai).length).toBe(1);
	});

	it('Japanese Trade Route: a Deal under an enemy Location, producing for the Japanese; discarded when its host is razed', () => {
		const s = actionPhase(['japanese', 'romans']);
		toEmpire(s, 0, copy('jap-trade-route'));
		toEmpire(s, 1, copy('village'));
		toHand(s, 0, 'jap022');
		s.players[0].goods.food = 1;
		let t = act(s, 0, { a: 'activate', loc: copy('jap-trade-route'), times: 1 });
		t = act(t, 0, { a: 'pick', id: 'jap022' });
		t = act(t, 0, { a: 'pick', seat: 1, id: copy('village') });
		expect(t.players[0].deals).toEqual([{ card: 'jap022', host: { seat: 1, loc: copy('village') } }]);
		expect(t.players[0].goods.worker).toBe(1);
		// Losing the Trade Route card itself does not cancel its Deals (RB p.11).
		t.players[1].goods.raze = 2;
		t = act(t, 1, { a: 'razeEnemy', seat: 0, loc: copy('jap-trade-route') });
		expect(t.players[0].deals.length).toBe(1);
		// Razing the host Location discards the Deal under it.
		t.tasks = [{ t: 'turn', seat: 0 }, { t: 'roundEnd' }];
		t.players[0].goods.raze = 2;
		t = act(t, 0, { a: 'razeEnemy', seat: 1, loc: copy('village') });
		expect(t.players[0].deals).toEqual([]);
		expect(t.discards.japanese).toContain('jap022');
	});

	it('Egyptian Temple of Ra takes over an enemy Common Location with a token: it produces for the Egyptian; razed, it returns the token and the wood', () => {
		const s = actionPhase(['egyptians', 'romans', 'barbarians']);
		toEmpire(s, 0, copy('egy-temple-of-ra'));
		toEmpire(s, 1, copy('old-forest'));
		toEmpire(s, 1, copy('rom-builder'));
		s.players[0].goods.worker = 1;
		let t = act(s, 0, { a: 'activate', loc: copy('egy-temple-of-ra'), times: 1 });
		expect(g.legalActions(t, 0)).toEqual([{ a: 'pick', seat: 1, id: copy('old-forest') }]);
		t = act(t, 0, { a: 'pick', seat: 1, id: copy('old-forest') });
		expect(t.players[0].tokens).toBe(3);
		runTasks(t, [{ t: 'production' }, { t: 'turn', seat: 2 }]);
		expect(t.players[0].goods.wood).toBe(2);
		expect(t.players[1].goods.wood).toBe(1 + 1);
		t.players[2].goods.raze = 2;
		t = act(t, 2, { a: 'razeEnemy', seat: 1, loc: copy('old-forest') });
		expect(t.players[1].foundations).toEqual([copy('old-forest')]);
		expect(t.players[0].tokens).toBe(4);
		expect(t.players[0].goods.wood).toBe(3);
		expect(t.players[1].goods.wood).toBe(2);
	});

	it('Barbarian Dark Chapel razes for 1 token + 1 per guard; Egyptian Chariot Builder ignores guards', () => {
		const s = actionPhase(['barbarians', 'romans', 'egyptians']);
		toEmpire(s, 0, copy('bar-dark-chapel'));
		toEmpire(s, 1, copy('village'), { defence: 1 });
		toEmpire(s, 1, copy('town'), { defence: 1 });
		toEmpire(s, 2, copy('egy-chariot-builder'));
		s.players[0].goods.raze = 1;
		expect(rejects(s, 0, { a: 'activate', loc: copy('bar-dark-chapel'), times: 1 })).toContain('no target');
		s.players[0].goods.raze = 2;
		let t = act(s, 0, { a: 'activate', loc: copy('bar-dark-chapel'), times: 1 });
		t = act(t, 0, { a: 'pick', seat: 1, id: copy('village') });
		expect(t.players[0].goods).toMatchObject({ raze: 0, worker: 2 });
		t.tasks = [{ t: 'turn', seat: 2 }, { t: 'roundEnd' }];
		t.players[2].goods.raze = 1;
		t = act(t, 2, { a: 'activate', loc: copy('egy-chariot-builder'), times: 1 });
		t = act(t, 2, { a: 'pick', seat: 1, id: copy('town') });
		expect(t.players[1].foundations).toEqual([copy('village'), copy('town')]);
	});
});

describe('decks (RB p.10; data §8.2 C8)', () => {
	for (const reshuffle of [false, true])
		it(`an empty Faction deck ${reshuffle ? 'is reshuffled from its discards (option)' : 'is not reshuffled (the errata, default)'}; the Common deck always is`, () => {
			let s = newGame(['romans', 'barbarians'], 'decks', { factionReshuffle: reshuffle });
			const deck = s.decks.romans!.splice(0);
			s.discards.romans!.push(...deck);
			s.commonDiscard.push(...s.lookout.splice(0));
			const common = s.commonDeck.splice(0);
			s.commonDiscard.push(...common);
			s = runTasks(s, [{ t: 'lookoutDraw' }, { t: 'lookoutReveal', order: [0, 1] }]);
			expect(s.lookout.length).toBe(3);
			const romanCards = s.players[0].hand.filter((id) => card(id).deck === 'romans').length;
			expect(romanCards).toBe(reshuffle ? 4 : 3);
			expect(places(s).flatMap(([, ids]) => ids).length).toBe(144);
		});
});

describe('legal actions are exactly what apply accepts', () => {
	it('on a crafted position, every candidate kind agrees with apply', () => {
		const s = actionPhase(['japanese', 'romans']);
		toEmpire(s, 0, copy('barracks'));
		toHand(s, 0, copy('village'), copy('jap-farm'));
		s.players[0].goods = { wood: 1, stone: 0, food: 1, gold: 0, worker: 3, raze: 1, defence: 1 };
		const legal = g.legalActions(s, 0);
		for (const a of legal) expect(g.apply(s, 0, a).ok, JSON.stringify(a)).toBe(true);
		expect(isLegal(s, 0, { a: 'activate', loc: copy('barracks'), times: 2 })).toBe(true);
		expect(isLegal(s, 0, { a: 'workers', n: 2 })).toBe(false);
	});
});

describe('views (hidden information)', () => {
	it('a seat sees no other hand, no deck order, no other Foundation or Deal card; Deal banners and goods are public', () => {
		let s = actionPhase(['romans', 'japanese', 'barbarians']);
		toHand(s, 0, copy('castle'), copy('rom-builder'));
		s.players[0].foundations.push((take(s, copy('quarry')), copy('quarry')));
		s.players[0].deals.push({ card: (take(s, 'rom029'), 'rom029') });
		s.players[0].goods.wood = 3;
		const secret = [...s.players[0].hand, ...s.players[0].foundations, 'rom029', ...s.commonDeck, ...Object.values(s.decks).flat()];
		for (const seat of [1, 2, null]) {
			const text = JSON.stringify(g.view(s, seat));
			for (const id of secret) expect(text.includes(`"${id}"`), `${id} visible to ${seat}`).toBe(false);
			const v = g.view(s, seat);
			expect(v.players[0]).toMatchObject({ handCount: 2, hand: null, foundationCount: 1, foundations: null, deals: [{ card: null, item: 'gold' }] });
			expect(v.players[0].goods.wood).toBe(3);
		}
		expect(g.view(s, 0).players[0].hand).toEqual([copy('castle'), copy('rom-builder')]);
		// The owner sees his own Foundations and Deal cards (he may spend and build them).
		expect(g.view(s, 0).players[0]).toMatchObject({ foundations: [copy('quarry')], deals: [{ card: 'rom029', item: 'gold' }] });
		expect(g.view(s, 1).task).toBeNull();
		expect(g.view(s, 0).task).toEqual({ t: 'turn', seat: 0 });
		// The Lookout row is public once revealed.
		s = newGame(['romans', 'japanese']);
		expect(g.view(s, null).lookout).toEqual(s.lookout);
	});
});

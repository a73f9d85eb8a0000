/**
 * Seeded random complete Imperial Settlers games in every mode through the public engine API,
 * with invariants after every action (every card in exactly one place, goods and VP never
 * negative and VP never lost, storage limits after Cleanup, the final score recomputed from the
 * Empires) and a replay of every log to the same hash. The soak runs many more.
 */
import { describe, expect, it } from 'vitest';
import { hashState, rngFromSeed, type Bot } from '../../../src/lib/engine';
import { heuristicBot, randomBot } from '../../../src/lib/games/imperialsettlers/bots';
import { endVp, factionDef } from '../../../src/lib/games/imperialsettlers/data';
import { cardOf } from '../../../src/lib/games/imperialsettlers/cards';
import { ADDED, DESCRIBED, withTestPack } from './pack-fixture';
import { GOODS } from '../../../src/lib/games/imperialsettlers/data/types';
import { controlled } from '../../../src/lib/games/imperialsettlers/empire';
import type { IsState } from '../../../src/lib/games/imperialsettlers/types';
import { ATTACK_CARDS } from '../../../src/lib/games/imperialsettlers/data/solo';
import { playFuzzMatch } from '../../unit/fuzz-match';
import { g, matchIds, places } from './helpers';

/** [mode, seats, games, expansion] */
const MODES = [
	['base-2p', 2, 8, false],
	['base-3p', 3, 6, false],
	['base-4p', 4, 5, false],
	['base-2p', 2, 3, true],
	['base-3p', 3, 2, true],
	['base-4p', 4, 2, true],
	['solo', 1, 6, false],
	['solo-conquest', 1, 6, true],
	// A pack (issue 25): owner-described unknown effects and added cards of every row (pack-fixture.ts).
	['base-2p', 2, 3, 'pack'],
	['base-4p', 4, 2, 'pack'],
	['solo-conquest', 1, 2, 'pack']
] as const;
const DIFFICULTY = ['easy', 'medium', 'hard'] as const;

function checkInvariants(s: IsState, prev: IsState): void {
	// Every card of the game lies in exactly one place.
	const all = places(s).flatMap(([, ids]) => ids);
	const expected = matchIds(s);
	expect(all.length).toBe(expected.length);
	expect([...all].sort()).toEqual(expected.sort());
	s.players.forEach((p, i) => {
		for (const good of GOODS) expect(p.goods[good], `${good} of seat ${i}`).toBeGreaterThanOrEqual(0);
		expect(p.vp).toBeGreaterThanOrEqual(prev.players[i].vp);
		expect(p.tokens).toBeGreaterThanOrEqual(0);
		for (const l of p.empire) {
			const c = cardOf(s, l.id);
			expect(l.used).toBeLessThanOrEqual(c.action?.limit ?? 0);
			if (l.samurai) expect(c.deck).toBe('japanese');
			if (l.defence) expect(c.deck).toBe('common');
		}
		// Taken-over Locations + free tokens = 4 for the Egyptians.
		if (p.faction === 'egyptians') expect(p.tokens + s.players.flatMap((q) => q.empire).filter((l) => l.ctl === i).length).toBe(4);
	});
	// Right after a Cleanup (the round moved on): only stored goods are left, no Defence token, no activation.
	if (s.round > prev.round)
		s.players.forEach((p, i) => {
			const keeps = factionDef(p.faction).keeps;
			// Storage of the Empire before the step (a conquest wave after Cleanup may take Warehouses away).
			const room = (t: IsState) => controlled(t, i).reduce((n, x) => n + (cardOf(t, x.loc.id).feature ?? []).reduce((m, f) => m + (f.k === 'store' ? f.max : 0), 0), 0);
			const store = Math.max(room(s), room(prev));
			for (const good of GOODS) if (good !== keeps) expect(p.goods[good], `${good} kept by seat ${i}`).toBeLessThanOrEqual(['wood', 'stone', 'food'].includes(good) ? store : 0);
			expect(p.goods.wood + p.goods.stone + p.goods.food - (['wood', 'stone', 'food'].includes(keeps) ? p.goods[keeps] : 0)).toBeLessThanOrEqual(store);
			for (const l of p.empire) expect([l.used, l.defence]).toEqual([0, 0]);
		});
	if (s.over) {
		const f = s.final!;
		// An owner's end-of-game Feature (a pack's card): its VP, or its VP per controlled Location of its colour.
		const featureVp = (i: number, id: string) =>
			(cardOf(s, id).feature ?? []).reduce((n, ft) => n + (ft.k === 'endVp' ? ft.vp * (ft.color ? controlled(s, i).filter((x) => cardOf(s, x.loc.id).colors.includes(ft.color!)).length : 1) : 0), 0);
		s.players.forEach((p, i) => expect(f.total[i]).toBe(p.vp + p.empire.reduce((n, l) => n + endVp(cardOf(s, l.id)) + (l.level ?? 0) + featureVp(i, l.id), 0)));
		expect(g.result(s)!.winners).toEqual(f.winners);
		if (s.virtual) {
			const faction = s.players[0].empire.filter((l) => s.options.soloGoal === 'all' || cardOf(s, l.id).deck !== 'common').length;
			expect(f.winners).toEqual(faction > s.virtual.collection.length ? [0] : []);
		}
	}
	if (s.virtual) {
		// The 16 Attack cards: on the deck or in the Target line; the row beside its deck: at most 3 after phase 5.
		expect([...s.virtual.attackDeck, ...s.virtual.line].sort()).toEqual(ATTACK_CARDS.map((c) => c.id).sort());
		expect(s.virtual.locs.length).toBeLessThanOrEqual(2);
		if (s.virtual.row) expect(s.virtual.row.length).toBeLessThanOrEqual(3 + 3);
		for (const l of s.players[0].empire) if (l.level) expect(cardOf(s, l.id).action?.effect.k).toBe('fortify');
	}
	for (const p of s.players) for (const l of p.empire) if (l.neutral) expect(l.ctl).toBeDefined();
}

describe('Imperial Settlers fuzz: random complete games', () => {
	for (const [mode, n, games, expansion] of MODES) {
		it(`${mode}${expansion === 'pack' ? ' with a pack that adds cards' : expansion && n > 1 ? ' with the expansion' : ''}: games end by a rule, invariants hold, logs replay`, () => {
			for (let k = 0; k < games; k++) {
				const seats = Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'bot' as const }));
				const plain = {
					mode,
					factionReshuffle: k % 2 === 1,
					expansion: !!expansion,
					...(n === 1 ? { soloGoal: (k % 4 === 3 ? 'all' : 'faction') as 'all' | 'faction' } : {}),
					...(mode === 'solo-conquest' ? { difficulty: DIFFICULTY[k % 3] } : {})
				};
				const options = expansion === 'pack' ? withTestPack(plain, DESCRIBED, ADDED) : plain;
				const seed = `fuzz-${mode}-${expansion}-${k}`;
				const s = playFuzzMatch(g, {
					seats,
					options,
					seed,
					bot: (k % 3 === 2 ? heuristicBot : randomBot) as Bot,
					rng: rngFromSeed(`bot-${mode}-${k}`),
					maxActions: 3000,
					checks: (start) => {
						checkInvariants(start, start);
						return (before, after) => checkInvariants(after, before);
					}
				});
				expect(s.over, 'the game ended by a rule').toBe(true);
				expect(s.round).toBe(5);
			}
		});
	}

	it('garbage and out-of-turn actions are rejected with a reason and change nothing', () => {
		const seats = [0, 1, 2].map((i) => ({ name: `P${i}`, kind: 'human' as const }));
		const made = g.setup(seats, { mode: 'base-3p', factionReshuffle: false, expansion: false }, 'garbage');
		if (!made.ok) throw new Error('setup');
		let s = made.value.state;
		const rng = rngFromSeed('garbage-bot');
		// Check at the first draft and at several Action-phase turns.
		for (let step = 0; step < 200 && g.pending(s).length; step++) {
			const seat = g.pending(s)[0].seat;
			if (step % 10 === 0) {
				const before = hashState(s);
				const bad = [null, 7, 'x', [], {}, { a: 'nope' }, { a: 'build', card: 'com999' }, { a: 'build', card: 42 }, { a: 'draft', card: 'zzz' }, { a: 'activate', loc: 'com001', times: 99 }, { a: 'workers', n: -1 }, { a: 'pick', id: 'x' }, { a: 'razeEnemy', seat: 9, loc: 'com001' }, { a: 'l', from: 'loc', id: 'nope' }, { a: 'deck', deck: 'x' }, { a: 'option', i: 5 }];
				for (const b of bad) {
					const r = g.apply(s, seat, b as never);
					expect(r.ok, JSON.stringify(b)).toBe(false);
					if (!r.ok) expect(r.reason.cs.length * r.reason.en.length).toBeGreaterThan(0);
				}
				const legal = g.legalActions(s, seat);
				for (const other of [0, 1, 2].filter((x) => x !== seat)) expect(g.apply(s, other, legal[0]).ok).toBe(false);
				expect(hashState(s)).toBe(before);
			}
			const r = g.apply(s, seat, randomBot.choose(g.view(s, seat), g.legalActions(s, seat), rng));
			if (!r.ok) throw new Error(r.reason.en);
			s = r.value.state;
		}
	});
});

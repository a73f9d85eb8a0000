/**
 * Seeded random complete First Reconnaissance games in every mode through the public
 * engine API (the random bot draws from legalActions), with invariants after every action
 * and a replay of every log to the same hash. The soak runs many more.
 */
import { describe, expect, it } from 'vitest';
import { hashState, rngFromSeed, type Bot } from '../../../src/lib/engine';
import { randomBot } from '../../../src/lib/games/mageknight/bots';
import { mageKnight } from '../../../src/lib/games/mageknight/rules';
import type { MkState, TurnState } from '../../../src/lib/games/mageknight/types';
import { mageKnightInvariants } from './contract';
import { playFuzzMatch } from '../../unit/fuzz-match';

const MODES = [
	['first-reconnaissance-2p', 2, false, 2],
	['first-reconnaissance-3p', 3, false, 2],
	['first-reconnaissance-4p', 4, false, 2],
	['solo', 1, false, 2],
	// Player-vs-player combat and the competitive spells (one game: keeps the suite cheap).
	['first-reconnaissance-2p', 2, true, 1]
] as const;

/** Every non-Wound Deed card a hero owns, wherever it is (deck, hand, discard, play area, under a tactic, pending play). */
function ownedCards(s: MkState, seat: number): number {
	const p = s.players[seat];
	const waiting = s.tasks.map((t) => (t as { turn?: TurnState }).turn).filter((t): t is TurnState => !!t && Array.isArray(t.played));
	const turns = [s.turn, s.pvp?.other, ...waiting].filter((t) => t?.seat === seat);
	const played = turns.reduce((n, t) => n + t!.played.filter((c) => !c.destroyed).length, 0);
	const all = [...p.deck, ...p.hand, ...p.discard, ...p.tacticStore].filter((c) => c !== 'wound').length;
	// Set aside from the hand by Midnight Meditation until its "done".
	const aside = s.tasks.reduce((n, t) => n + (t.t === 'midnightMeditation' && t.seat === seat ? t.cards.length : 0), 0);
	return all + played + aside + p.units.filter((u) => u.banner).length;
}

function checkInvariants(s: MkState, dice: number): void {
	expect(s.source.length).toBe(dice);
	for (const p of s.players) {
		expect(p.reputation).toBeGreaterThanOrEqual(-7);
		expect(p.reputation).toBeLessThanOrEqual(8);
		for (const c of Object.values(p.crystals)) expect(c).toBeGreaterThanOrEqual(0), expect(c).toBeLessThanOrEqual(3);
		if (p.pos) {
			const h = s.hexes[p.pos];
			expect(h).toBeDefined();
			expect(['lake', 'mountain', 'sea', 'city']).not.toContain(h.terrain);
		}
	}
	if (s.turn) for (const v of [s.turn.pools.move, s.turn.pools.heal]) expect(v).toBeGreaterThanOrEqual(0);
	// The contract adapter's invariants (issue 12): every card in one place, Fame and level, heroes
	// on passable spaces, every enemy token on the map, in a pile or its discard, skills, the Source.
	expect(mageKnightInvariants(s).join('; ')).toBe('');
}

describe('Mage Knight fuzz: random complete games', () => {
	for (const [mode, n, pvp, games] of MODES) {
		it(`${mode}${pvp ? ' with PvP' : ''}: games end by a rule, invariants hold, logs replay`, () => {
			for (let g = 0; g < games; g++) {
				const seats = Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'bot' as const }));
				const s = playFuzzMatch(mageKnight, {
					seats,
					options: { mode, pvp },
					seed: `fuzz-${mode}${pvp ? '-pvp' : ''}-${g}`,
					bot: randomBot as Bot,
					rng: rngFromSeed(`bot-${mode}-${g}`),
					maxActions: 4000,
					checks: (start) => {
						const dice = start.source.length;
						const owned = pvp ? [start.players.reduce((m, _, i) => m + ownedCards(start, i), 0)] : start.players.map((_, i) => ownedCards(start, i));
						return (before, s) => {
							// Cards are only ever gained (rewards), never lost, except in a turn where an Artifact is thrown away
							// for its strong effect (it leaves the game, and the Book of Wisdom may take an Action card with it).
							const throwing = [before.turn, before.pvp?.other].some((t) => t?.played.some((c) => c.destroyed));
							checkInvariants(s, dice);
							// With PvP cards change hands (stolen artifacts, Mind Steal): the total is checked instead.
							const destroyed = throwing || [s.turn, s.pvp?.other].some((t) => t?.played.some((c) => c.destroyed));
							if (pvp) {
								const now = s.players.reduce((m, _, i) => m + ownedCards(s, i), 0);
								if (!destroyed) expect(now).toBeGreaterThanOrEqual(owned[0]);
								owned[0] = destroyed ? now : Math.max(owned[0], now);
							} else
								s.players.forEach((_, i) => {
									const now = ownedCards(s, i);
									if (!destroyed) expect(now).toBeGreaterThanOrEqual(owned[i]);
									owned[i] = destroyed ? now : Math.max(owned[i], now);
								});
						};
					}
				});
				expect(s.over, 'the game ended by a rule').toBe(true);
				expect(mageKnight.result(s)).not.toBeNull();
			}
		});
	}

	it('the invariants catch a broken state (a duplicated card, a lost token, a level ahead of Fame, a hero on a lake, a lost die)', () => {
		const made = mageKnight.setup([0, 1].map((i) => ({ name: `P${i}`, kind: 'human' as const })), { mode: 'first-reconnaissance-2p', pvp: false }, 'broken');
		if (!made.ok) throw new Error('setup');
		const s = made.value.state;
		expect(mageKnightInvariants(s).join('; ')).toBe('');
		const broken = (change: (v: MkState) => void) => {
			const v = structuredClone(s);
			change(v);
			return mageKnightInvariants(v).join('; ');
		};
		expect(broken((v) => v.players[0].hand.push(v.players[0].hand[0]))).toMatch(/is in \d places/);
		expect(broken((v) => (v.spellDeck = v.spellDeck.slice(1)))).toMatch(/missing/);
		expect(broken((v) => v.piles.green.pop())).toMatch(/green enemy tokens/);
		expect(broken((v) => (v.players[0].level = 2))).toMatch(/level 2 with Fame 0/);
		expect(broken((v) => v.source.pop())).toMatch(/dice/);
		expect(
			broken((v) => {
				const lake = Object.keys(v.hexes).find((k) => v.hexes[k].terrain === 'lake')!;
				v.players[0].pos = lake;
			})
		).toMatch(/stands on lake/);
		expect(broken((v) => v.skillOffer.push(v.players[0].skillPile[0]))).toMatch(/skill .* in 2 places/);
	});

	it('garbage and out-of-turn actions are rejected with a reason and change nothing', () => {
		const seats = [0, 1].map((i) => ({ name: `P${i}`, kind: 'human' as const }));
		const made = mageKnight.setup(seats, { mode: 'first-reconnaissance-2p', pvp: false }, 'garbage');
		if (!made.ok) throw new Error('setup');
		const s = made.value.state;
		const before = hashState(s);
		const seat = mageKnight.pending(s)[0].seat;
		for (const bad of [null, 7, 'x', {}, { a: 'nope' }, { a: 'play', card: 'no-such-card' }, { a: 'step', to: '99,99' }, { a: 'tactic', id: 42 }]) {
			const r = mageKnight.apply(s, seat, bad as never);
			expect(r.ok).toBe(false);
			if (!r.ok) expect(r.reason.cs.length).toBeGreaterThan(0);
		}
		const r = mageKnight.apply(s, 1 - seat, mageKnight.legalActions(s, seat)[0]);
		expect(r.ok).toBe(false);
		expect(hashState(s)).toBe(before);
	});
});

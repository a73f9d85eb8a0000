/**
 * The Imperial Settlers heuristic bot plays sensibly: it beats the random bot in base-2p by a
 * wide margin and scores above a floor, it finishes every mode (with and without the expansion),
 * and it wins solo games. Seeded, so the figures are stable; the bots see only their view.
 */
import { describe, expect, it } from 'vitest';
import { rngFromSeed, type Bot } from '../../../src/lib/engine';
import { heuristicBot, randomBot } from '../../../src/lib/games/imperialsettlers/bots';
import { defaultOptionsFor } from '../../../src/lib/games/imperialsettlers/meta';
import { imperialSettlers as M } from '../../../src/lib/games/imperialsettlers/rules';
import type { IsAction, IsOptions, IsState } from '../../../src/lib/games/imperialsettlers/types';

const SEATS: Record<string, number> = { 'base-2p': 2, 'base-3p': 3, 'base-4p': 4, solo: 1, 'solo-conquest': 1 };

/** One seeded match; `bots[i]` plays seat i. Returns the final state. */
function play(mode: string, bots: Bot[], seed: string, extra: object = {}): IsState {
	const seats = Array.from({ length: SEATS[mode] }, (_, i) => ({ name: `b${i}`, kind: 'bot' as const }));
	const made = M.setup(seats, { ...defaultOptionsFor(mode), ...extra } as IsOptions, seed);
	if (!made.ok) throw new Error(made.reason.en);
	let s = made.value.state;
	for (let n = 0; !s.over; n++) {
		if (n > 5000) throw new Error(`${mode} ${seed}: no end after 5000 actions`);
		const [p] = M.pending(s);
		const legal = M.legalActions(s, p.seat);
		const action = bots[p.seat].choose(M.view(s, p.seat), legal, rngFromSeed(`${seed}:bot:${n}`)) as IsAction;
		const applied = M.apply(s, p.seat, action);
		if (!applied.ok) throw new Error(`${mode} ${seed}: ${applied.reason.en} (${JSON.stringify(action)})`);
		s = applied.value.state;
	}
	return s;
}

const h = heuristicBot as Bot;
const r = randomBot as Bot;

describe('Imperial Settlers bots', () => {
	it('the heuristic bot beats the random bot in base-2p and scores above a floor', () => {
		let wins = 0;
		let heuristicVp = 0;
		let randomVp = 0;
		const games = 4;
		for (let g = 0; g < games; g++) {
			const hSeat = g % 2;
			const s = play('base-2p', hSeat === 0 ? [h, r] : [r, h], `is-bots:${g}`);
			const f = s.final!;
			if (f.winners.length === 1 && f.winners[0] === hSeat) wins++;
			heuristicVp += f.total[hSeat] / games;
			randomVp += f.total[1 - hSeat] / games;
		}
		expect(wins).toBe(games);
		expect(heuristicVp).toBeGreaterThan(30);
		expect(heuristicVp).toBeGreaterThan(randomVp + 15);
	}, 20_000);

	it('heuristic bots finish every multiplayer mode, with and without the expansion', () => {
		for (const [mode, extra] of [
			['base-2p', { expansion: true }],
			['base-4p', {}],
			['base-3p', { expansion: true }]
		] as const) {
			const s = play(mode, Array.from({ length: SEATS[mode] }, () => h), `is-bots:${mode}`, extra);
			expect(s.over).toBe(true);
			expect(Math.min(...s.final!.total)).toBeGreaterThan(15);
		}
	}, 20_000);

	it('the heuristic bot finishes both solo modes and wins some', () => {
		let won = 0;
		for (const mode of ['solo', 'solo-conquest']) {
			for (let g = 0; g < 3; g++) {
				const s = play(mode, [h], `is-bots:${mode}:${g}`);
				expect(s.over).toBe(true);
				expect(s.final!.solo).toBeDefined();
				if (s.final!.solo!.won) won++;
			}
		}
		expect(won).toBeGreaterThanOrEqual(3);
	}, 20_000);
});

/**
 * The heuristic bot plays sensibly (issue 12 §4): whole scenarios end by a rule, and it explores,
 * fights and gains Fame, far ahead of the random bot. Seeded, so the figures are stable.
 */
import { describe, expect, it } from 'vitest';
import { MatchRunner } from '../../../src/lib/engine';
import { loadGame, optionsForMode, simulateMatch } from '../../../scripts/lib/simulate';
import type { MkState } from '../../../src/lib/games/mageknight/types';

async function play(mode: string, seats: number, bot: 'heuristic' | 'random', games: number) {
	const game = await loadGame({ game: 'mageknight' });
	const options = await optionsForMode(game.module, mode);
	const chosen = game.bots.find((b) => b.id === bot)!;
	const out = { finished: 0, fame: 0, tiles: 0 };
	for (let i = 0; i < games; i++) {
		const o = simulateMatch(game, i, { seed: 'bots-test', options, seats, maxActions: 5000, bot: chosen });
		if (o.finished) out.finished++;
		const opened = MatchRunner.open(game.module, o.record);
		if (!opened.ok) throw new Error(opened.reason.en);
		const s = opened.value.state as MkState;
		out.fame += s.players.reduce((n, p) => n + p.fame, 0) / seats / games;
		out.tiles += s.tiles.length / games;
	}
	return out;
}

describe('Mage Knight bots', () => {
	it('the heuristic bot finishes 2-player scenarios, explores and gains Fame', async () => {
		const h = await play('first-reconnaissance-2p', 2, 'heuristic', 4);
		const r = await play('first-reconnaissance-2p', 2, 'random', 4);
		expect(h.finished).toBe(4);
		expect(h.tiles).toBeGreaterThan(r.tiles + 2);
		expect(h.fame).toBeGreaterThan(3);
		expect(h.fame).toBeGreaterThan(r.fame + 2);
	}, 60_000);

	it('the heuristic bot finishes a solo scenario against the Dummy', async () => {
		const h = await play('solo', 1, 'heuristic', 2);
		expect(h.finished).toBe(2);
		expect(h.tiles).toBeGreaterThan(4);
	}, 60_000);
});

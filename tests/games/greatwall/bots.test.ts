/**
 * The heuristic bot against random ones in the standard mode: seeded games with the heuristic in
 * every seat position, its win rate measured (README budget: it must beat random).
 */
import { describe, expect, it } from 'vitest';
import { heuristicBot, randomBot } from '../../../src/lib/games/greatwall/bots';
import { greatWall } from '../../../src/lib/games/greatwall/rules';
import { play } from './helpers';

describe('Great Wall: the heuristic bot beats random', () => {
	it('wins far more than its share of 24 seeded 3- and 4-player games against random seats (chance: about 29 %)', () => {
		let wins = 0;
		let games = 0;
		for (let g = 0; g < 24; g++) {
			const n = g % 2 ? 4 : 3;
			const seat = g % n;
			const bots = Array.from({ length: n }, (_, i) => (i === seat ? heuristicBot : randomBot));
			const p = play(`bots:${g}`, n, bots);
			const r = greatWall.result(p.state)!;
			games++;
			if (r.winners.includes(seat)) wins++;
		}
		console.log(`heuristic won ${wins} of ${games}`);
		expect(wins / games).toBeGreaterThan(0.45);
	});
});

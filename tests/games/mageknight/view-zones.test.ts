/**
 * Mage Knight's view derives its redaction from the zones (zones.ts): the board must receive
 * exactly what it received before. The old view is kept as the oracle (view-oracle.ts) and both
 * are compared, for every seat and a spectator, at every step of seeded matches of every mode
 * (bots mixed with random legal moves, as the contract suite plays them).
 */
import { describe, expect, it } from 'vitest';
import { MatchRunner, newMatchRecord, randomInt, rngFromSeed, type Seat } from '../../../src/lib/engine';
import { mageKnightBots } from '../../../src/lib/games/mageknight/bots';
import { mageKnight } from '../../../src/lib/games/mageknight/rules';
import type { MkState } from '../../../src/lib/games/mageknight/types';
import { viewOf } from '../../../src/lib/games/mageknight/view';
import { viewOf as oracleViewOf } from './view-oracle';

const MODES = [
	{ mode: 'first-reconnaissance-2p', seats: 2, pvp: false },
	{ mode: 'first-reconnaissance-3p', seats: 3, pvp: false },
	{ mode: 'first-reconnaissance-4p', seats: 4, pvp: false },
	{ mode: 'solo', seats: 1, pvp: false },
	{ mode: 'first-reconnaissance-2p', seats: 2, pvp: true }
];

/** The states of one seeded match, up to `max` actions. */
function matchStates(mode: (typeof MODES)[number], index: number, max: number): MkState[] {
	const seed = `view-zones:${mode.mode}:${mode.pvp}:${index}`;
	const rng = rngFromSeed(seed);
	const seats: Seat[] = Array.from({ length: mode.seats }, (_, i) => ({ name: `S${i}`, kind: 'bot' }));
	const opened = MatchRunner.open(mageKnight, newMatchRecord(mageKnight, seed, seats, { mode: mode.mode, pvp: mode.pvp }, seed, 0));
	if (!opened.ok) throw new Error(opened.reason.en);
	const runner = opened.value;
	const out: MkState[] = [runner.state as MkState];
	while (!runner.result() && runner.length < max) {
		const pending = runner.pending();
		const actor = pending[randomInt(rng, pending.length)].seat;
		const legal = runner.legalActions(actor);
		const bot = mageKnightBots[randomInt(rng, mageKnightBots.length)];
		const action = randomInt(rng, 2) === 0 ? legal[randomInt(rng, legal.length)] : bot.choose(runner.view(actor), legal, rng);
		const r = runner.apply(actor, action);
		if (!r.ok) throw new Error(r.reason.en);
		out.push(runner.state as MkState);
	}
	return out;
}

describe('Mage Knight view: redaction derived from the zones', () => {
	let hiddenSeen = 0;
	for (const mode of MODES)
		it(`${mode.mode}${mode.pvp ? ' (pvp)' : ''}: every seat and a spectator receive exactly the old view at every step`, () => {
			let compared = 0;
			for (const s of matchStates(mode, 0, 700)) {
				for (const seat of [null, ...s.players.map((_, i) => i)]) {
					const now = viewOf(s, seat);
					const before = oracleViewOf(s, seat);
					// Same data in the same key order: the board and the bots receive the very same object.
					expect(JSON.stringify(now)).toBe(JSON.stringify(before));
					compared++;
				}
				if (JSON.stringify(viewOf(s, null)).includes('"?"')) hiddenSeen++;
			}
			expect(compared).toBeGreaterThan(100);
		});
	it('the matches compared reach states with face-down tokens or cards a task shows only its seat', () => expect(hiddenSeen).toBeGreaterThan(0));
});

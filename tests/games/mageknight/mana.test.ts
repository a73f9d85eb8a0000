/**
 * Paying mana through the real module: a source is offered only when what is left can still
 * be paid and the card still does something (spec §5.2 mana; found by the heuristic bot,
 * which reached a Pure Magic choice with no option left after paying with the turn's die).
 */
import { describe, expect, it } from 'vitest';
import { randomInt, rngFromSeed } from '../../../src/lib/engine';
import { mageKnight } from '../../../src/lib/games/mageknight/rules';
import type { MkAction } from '../../../src/lib/games/mageknight/tasks';
import type { MkState } from '../../../src/lib/games/mageknight/types';

/** A 2-player game played at random until a seat starts a turn out of combat. */
function turnStart(seed: string): { s: MkState; seat: number } {
	const made = mageKnight.setup([{ name: 'A', kind: 'human' }, { name: 'B', kind: 'human' }], { mode: 'first-reconnaissance-2p', pvp: false }, seed);
	if (!made.ok) throw new Error(made.reason.en);
	let s = made.value.state;
	const rng = rngFromSeed(`${seed}:walk`);
	for (let i = 0; i < 500; i++) {
		const [p] = mageKnight.pending(s);
		if (s.turn && s.turn.stage === 'start' && !s.combat && p && p.seat === s.turn.seat && s.tasks[0].t === 'turn') return { s, seat: p.seat };
		const legal = mageKnight.legalActions(s, p.seat);
		const r = mageKnight.apply(s, p.seat, legal[randomInt(rng, legal.length)]);
		if (!r.ok) throw new Error(r.reason.en);
		s = r.value.state;
	}
	throw new Error('no turn start');
}

function step(s: MkState, seat: number, a: MkAction): MkState {
	const r = mageKnight.apply(s, seat, a);
	if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.reason.en}`);
	return r.value.state;
}

describe('mana payment keeps the card playable', () => {
	it('Pure Magic powered with one die allowed: the blue die is not offered when the green die is needed next', () => {
		let { s, seat } = turnStart('mana-1');
		s = structuredClone(s);
		const p = s.players[seat];
		p.hand = ['pure-magic'];
		p.crystals = { red: 0, blue: 1, green: 0, white: 0 };
		s.turn!.tokens = [];
		s.turn!.diceUsed = 0;
		s.turn!.diceAllowed = 1;
		s.source = s.source.map((d, i) => ({ ...d, color: i === 0 ? 'blue' : i === 1 ? 'green' : 'black', depleted: i > 1, takenBy: null, stolenBy: null }));
		s = step(s, seat, { a: 'play', card: 'pure-magic' } as MkAction);
		expect(mageKnight.legalActions(s, seat)).toContainEqual({ a: 'how', how: 'powered', alt: 0 });
		s = step(s, seat, { a: 'how', how: 'powered', alt: 0 } as MkAction);
		// One way left to pay: the kernel takes it (single candidate), then the only option, Move 7
		// paid with the green die. Without the check the blue die was offered too and, if taken,
		// left Pure Magic with no option at all (a stuck game).
		expect(s.players[seat].crystals.blue).toBe(0);
		expect(s.turn!.diceUsed).toBe(1);
		expect(s.turn!.pools.move).toBe(7);
		expect(mageKnight.pending(s)[0].seat).toBe(seat);
		expect(mageKnight.legalActions(s, seat).length).toBeGreaterThan(0);
	});
});

/**
 * cloneState (the copy `apply` makes of a Rivals state) must give exactly what cloneData gives:
 * the same keys in the same order, the same values, nothing shared with the original.
 */
import { describe, expect, it } from 'vitest';
import { cloneData, rngFromSeed } from '$lib/engine';
import { rivals, rivalsBots, type RivalsAction, type RivalsState } from '$lib/games/rivals';
import { cloneState } from '$lib/games/rivals/clone';
import { RIVALS_MODES } from '$lib/games/rivals/rules';

const SEATS = [
	{ name: 'A', kind: 'bot' as const },
	{ name: 'B', kind: 'bot' as const }
];

function statesOf(mode: string, seed: string, rulesVersion?: string): RivalsState[] {
	const st = rivals.setup(SEATS, { mode: mode as never }, seed, rulesVersion);
	if (!st.ok) throw new Error(st.reason.en);
	const out = [st.value.state];
	let s = st.value.state;
	const rng = rngFromSeed(`${seed}:bot`);
	for (let i = 0; i < 400 && !rivals.result(s); i++) {
		const seat = rivals.pending(s)[0].seat;
		const r = rivals.apply(s, seat, rivalsBots[i % 2].choose(rivals.view(s, seat), rivals.legalActions(s, seat), rng) as RivalsAction);
		if (!r.ok) throw new Error(r.reason.en);
		s = r.value.state;
		out.push(s);
	}
	return out;
}

const same = (s: unknown) => {
	const c = cloneState(s as RivalsState);
	expect(JSON.stringify(c)).toBe(JSON.stringify(cloneData(s)));
	expect(Object.keys(c)).toEqual(Object.keys(cloneData(s) as object));
	return c;
};

describe('cloneState', () => {
	it('equals cloneData (keys, order, values) on states of every mode and both rules versions', () => {
		for (const m of RIVALS_MODES)
			for (const v of ['rivals-1', 'rivals-2', 'rivals-3'])
				for (const s of statesOf(m.id, `clone:${m.id}`, v).filter((_, i) => i % 7 === 0)) same(s);
	});

	it('shares no object with the original', () => {
		const [s] = statesOf('gold', 'clone-share').slice(-1);
		const before = JSON.stringify(s);
		const c = same(s);
		c.players[0].hand.push('x#1');
		c.players[0].regions[0].stock = 99;
		c.players[1].centers[0].col = 99;
		c.drawStacks[0].length = 0;
		c.tasks.length = 0;
		c.rng[0] = 0;
		expect(JSON.stringify(s)).toBe(before);
	});

	it('falls back to cloneData for unexpected shapes (extra, missing, reordered or undefined keys)', () => {
		const [s] = statesOf('intro', 'clone-odd').slice(-1);
		const odd = cloneData(s) as unknown as Record<string, any>;
		odd.players[0].regions[0] = { stock: 1, card: odd.players[0].regions[0].card, col: 0, row: -1 };
		odd.players[0].regions[1].extra = [1, { a: 2 }];
		odd.players[1].centers[0] = { kind: 'road', col: 2, note: undefined };
		odd.players[1].expansions.push({ card: 'abbey#1', col: 1, row: 1, stock: 2 });
		odd.players[1].custom = ['y'];
		odd.later = { deep: [1, 2] };
		odd.gone = undefined;
		same(odd);
	});
});

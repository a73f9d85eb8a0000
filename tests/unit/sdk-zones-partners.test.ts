/** zoneVariants' `partnersOnly`: the named zones' hidden items are only partners; the others' items are swapped (with partners from any hidden zone). */
import { describe, expect, it } from 'vitest';
import { canonicalJson, cloneData, deckZone, handZone, rngFromSeed, zoneView, zoneVariants, type Zones } from '$lib/engine';

interface State {
	zones: Zones<string>;
}
const state = (): State => ({
	zones: { hand1: handZone(1, ['h1', 'h2']), deckA: deckZone(['a1', 'a2', 'a3']), deckB: deckZone(['b1', 'b2', 'b3']), mine: handZone(0, ['m1']) }
});
const options = { zones: (s: State) => s.zones, clone: cloneData };
const swaps = (what: string) => what.match(/^(\w+)\[\d+\] ↔ (\w+)\[\d+\]$/)?.slice(1) ?? null;

describe('zoneVariants: partnersOnly', () => {
	it('every swap takes an item out of a named zone; partners come from any hidden zone', () => {
		const partners = new Set<string>();
		for (let seed = 0; seed < 30; seed++)
			for (const v of zoneVariants(state(), 0, rngFromSeed(`s${seed}`), { ...options, partnersOnly: ['deckA', 'deckB'] })) {
				const pair = swaps(v.what);
				if (!pair) continue;
				expect(pair, v.what).toContain('hand1');
				pair.filter((id) => id !== 'hand1').forEach((id) => partners.add(id));
			}
		expect([...partners].sort()).toEqual(['deckA', 'deckB']);
	});
	it('one variant per swapped-out item, each still looking the same to the viewer', () => {
		const s = state();
		const seen = canonicalJson(zoneView(s.zones, 0));
		const variants = zoneVariants<State, string>(s, 0, rngFromSeed('one'), { ...options, partnersOnly: ['deckA', 'deckB'] }).filter((v) => swaps(v.what));
		expect(variants).toHaveLength(2);
		for (const v of variants) expect(canonicalJson(zoneView(v.build().zones, 0))).toBe(seen);
	});
	it('without partnersOnly, swaps between the decks are generated too (the default is unchanged)', () => {
		const pairs = zoneVariants(state(), 0, rngFromSeed('all'), options).flatMap((v) => (swaps(v.what) ? [swaps(v.what)!.join('-')] : []));
		expect(pairs.some((p) => p === 'deckA-deckB' || p === 'deckB-deckA')).toBe(true);
	});
});

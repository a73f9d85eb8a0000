/**
 * zoneVariants' `sortOf` (an optional addition for Mage Knight's hundreds of hidden items): items
 * of different sorts never trade places, exactly as a `swappable` comparing the sorts; a sort may
 * depend on the zone the item lies in.
 */
import { describe, expect, it } from 'vitest';
import { cloneData, deckZone, faceDownZone, handZone, rngFromSeed, zoneVariants, type Zones } from '../../src/lib/engine';

const sortOf = (item: string) => item.split(':')[0];
const state = () => ({
	zones: {
		hand: handZone(1, ['card:a', 'card:b', 'token:x']),
		deck: deckZone(['card:c', 'card:d', 'card:e']),
		tokens: faceDownZone(['token:y', 'token:z'])
	} as Zones<string>
});
const zones = (s: ReturnType<typeof state>) => s.zones;

describe('zones: hidden-information variants by sort', () => {
	it('never swaps items of different sorts', () => {
		const s = state();
		const variants = zoneVariants(s, 0, rngFromSeed('sorts'), { zones, clone: cloneData, sortOf, swapsPerItem: 4 });
		const swaps = variants.filter((v) => v.what.includes('↔'));
		expect(swaps.length).toBeGreaterThan(2);
		for (const v of swaps) {
			const b = v.build();
			for (const id of ['hand', 'deck', 'tokens'] as const)
				b.zones[id].items.forEach((item, at) => expect(sortOf(item), `${v.what}: ${id}[${at}]`).toBe(sortOf(s.zones[id].items[at])));
		}
		// Without sorts a card does stand in for a token.
		const any = zoneVariants(s, 0, rngFromSeed('sorts'), { zones, clone: cloneData, swapsPerItem: 4 });
		expect(any.some((v) => v.build().zones.tokens.items.some((item) => sortOf(item) === 'card'))).toBe(true);
	});
	it('a sort may follow the zone: the hand trades only with the deck, never with the tokens', () => {
		const s = state();
		const byZone = (_item: string, zone: string) => (zone === 'tokens' ? 'tokens' : 'cards');
		const variants = zoneVariants(s, 0, rngFromSeed('zone'), { zones, clone: cloneData, sortOf: byZone, swapsPerItem: 4 });
		const swaps = variants.filter((v) => v.what.includes('↔'));
		expect(swaps.length).toBeGreaterThan(0);
		for (const v of swaps) expect(v.what).not.toContain('tokens');
		// The tokens are still reordered among themselves.
		expect(variants.some((v) => v.what === 'tokens reordered')).toBe(true);
	});
	it('gives the very variants of a swappable that compares the sorts', () => {
		const s = state();
		const bySort = zoneVariants(s, 0, rngFromSeed('same'), { zones, clone: cloneData, sortOf, swapsPerItem: 2 });
		const bySwap = zoneVariants(s, 0, rngFromSeed('same'), { zones, clone: cloneData, swappable: (a, b) => sortOf(a) === sortOf(b), swapsPerItem: 2 });
		expect(bySort.map((v) => [v.what, v.build()])).toEqual(bySwap.map((v) => [v.what, v.build()]));
	});
});

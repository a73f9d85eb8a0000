import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	canonicalJson,
	cloneData,
	deckZone,
	discardZone,
	drawItems,
	faceDown,
	faceDownZone,
	handZone,
	moveItem,
	newStepContext,
	offerZone,
	peekItems,
	privateZone,
	revealTop,
	rngFromSeed,
	itemsSeen,
	stringsIn,
	shuffleZone,
	zoneVariants,
	zoneView,
	type Zone,
	type Zones
} from '../../src/lib/engine';

const ctxOf = () => newStepContext(() => rngFromSeed('zones'));

function table(): Zones<string> {
	return {
		deck: deckZone(['d1', 'd2', 'd3', 'd4']),
		hand0: handZone(0, ['h1', 'h2']),
		hand1: handZone(1, ['k1']),
		discard: discardZone(['x1']),
		offer: offerZone(['o1', 'o2']),
		aside: faceDownZone(['a1']),
		secret0: privateZone(0, ['s1'])
	};
}

describe('zones: who sees what', () => {
	it('a seat sees open zones and its own, the others as counts; a hidden order is not shown', () => {
		const z = table();
		const v0 = zoneView(z, 0);
		expect(v0.hand0).toEqual({ kind: 'hand', owner: 0, count: 2, hidden: false, items: ['h1', 'h2'] });
		expect(v0.hand1).toEqual({ kind: 'hand', owner: 1, count: 1, hidden: true });
		expect(v0.deck).toEqual({ kind: 'deck', count: 4, hidden: true });
		expect(v0.offer.hidden).toBe(false);
		expect(v0.secret0.hidden).toBe(false);
		expect(zoneView(z, 1).secret0.hidden).toBe(true);
		expect(zoneView(z, null).hand0.hidden).toBe(true);
		expect(faceDown(zoneView(z, 1).hand0)).toEqual([null, null]);
		const known: Zone<string> = { kind: 'deck', sees: 'owner', owner: 0, ordered: false, items: ['c', 'a', 'b'] };
		expect(zoneView({ known }, 0).known).toMatchObject({ hidden: false, items: ['a', 'b', 'c'] });
	});
});

describe('zones: operations set the undo barrier themselves', () => {
	it('a draw from the hidden deck into a hand is a barrier; the top comes first', () => {
		const z = table();
		const ctx = ctxOf();
		expect(drawItems(z, 'deck', 'hand0', 2, 2, ctx)).toEqual(['d1', 'd2']);
		expect(z.hand0.items).toEqual(['d1', 'd2', 'h1', 'h2']);
		expect(z.deck.items).toEqual(['d3', 'd4']);
		expect(ctx.barrier).toBe(true);
	});
	it('moving between open zones, or from a deck face down, is no barrier; an empty draw moves nothing', () => {
		const z = table();
		const ctx = ctxOf();
		expect(drawItems(z, 'offer', 'discard', 1, 2, ctx)).toEqual(['o1']);
		expect(drawItems(z, 'deck', 'aside', 1, 2, ctx)).toEqual(['d1']);
		expect(drawItems(z, 'hand1', 'deck', 5, 2, ctx)).toEqual(['k1']);
		expect(drawItems(z, 'hand1', 'hand0', 1, 2, ctx)).toEqual([]);
		expect(ctx.barrier).toBe(false);
	});
	it('a draw from the deck into the open offer is a barrier', () => {
		const ctx = ctxOf();
		drawItems(table(), 'deck', 'offer', 1, 2, ctx);
		expect(ctx.barrier).toBe(true);
	});
	it('a named card played from a hand is no barrier; one taken face up from a face-down pile is', () => {
		const z = table();
		const ctx = ctxOf();
		expect(moveItem(z, 'hand0', 'discard', 'h2', 2, ctx)).toEqual({ ok: true, value: 'h2' });
		expect(z.discard.items).toEqual(['h2', 'x1']);
		expect(ctx.barrier).toBe(false);
		expect(moveItem(z, 'hand0', 'discard', 'nope', 2, ctx).ok).toBe(false);
		expect(moveItem(z, 'aside', 'offer', 'a1', 2, ctx).ok).toBe(true);
		expect(ctx.barrier).toBe(true);
	});
	it('peeking at hidden cards, revealing them and shuffling are barriers; looking at open ones is not', () => {
		const open = ctxOf();
		expect(peekItems(table(), 'offer', 1, 1, open)).toEqual(['o1']);
		expect(revealTop(table(), 'discard', 1, 2, open)).toEqual(['x1']);
		expect(open.barrier).toBe(false);
		const peek = ctxOf();
		expect(peekItems(table(), 'deck', 0, 2, peek)).toEqual(['d1', 'd2']);
		expect(peek.barrier).toBe(true);
		const shown = ctxOf();
		revealTop(table(), 'hand0', 1, 2, shown);
		expect(shown.barrier).toBe(true);
		const shuffled = ctxOf();
		const z = table();
		shuffleZone(z, 'deck', shuffled);
		expect(shuffled.barrier).toBe(true);
		expect([...z.deck.items].sort()).toEqual(['d1', 'd2', 'd3', 'd4']);
	});
});

describe('zones: generated hidden-information variants', () => {
	interface State {
		round: number;
		zones: Zones<string>;
	}
	const state = (): State => ({ round: 1, zones: table() });
	const options = { zones: (s: State) => s.zones, clone: (s: State) => cloneData(s) };

	it('swaps what the seat cannot see and reorders hidden orders, leaving the state itself alone', () => {
		const s = state();
		const before = canonicalJson(s);
		const variants = zoneVariants(s, 0, rngFromSeed('v'), options);
		expect(variants.some((v) => v.what.includes('hand1') && v.what.includes('deck'))).toBe(true);
		expect(variants.some((v) => v.what === 'deck reordered')).toBe(true);
		expect(variants.some((v) => v.what.includes('hand0') || v.what.includes('secret0'))).toBe(false);
		for (const v of variants) expect(canonicalJson(v.build())).not.toBe(before);
		expect(canonicalJson(s)).toBe(before);
	});
	it('fixed items stay, looked-at zones stay, and still-order zones are compared as they stand', () => {
		const variants = zoneVariants(state(), 0, rngFromSeed('v'), { ...options, fixed: (c) => c === 'k1', looking: ['aside'], stillOrder: ['deck'] });
		for (const v of variants) {
			const b = v.build();
			expect(b.zones.hand1.items).toEqual(['k1']);
			expect(b.zones.aside.items).toEqual(['a1']);
		}
		expect(variants.find((v) => v.what === 'deck reordered')?.dynamic).toBe(false);
	});

	const zoneArb = fc.oneof(
		fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 5 }).map((items) => deckZone<string>(items)),
		fc.tuple(fc.integer({ min: 0, max: 2 }), fc.array(fc.constantFrom('a', 'b', 'c', 'f'), { maxLength: 4 })).map(([o, items]) => handZone<string>(o, items)),
		fc.tuple(fc.integer({ min: 0, max: 2 }), fc.array(fc.constantFrom('g', 'b'), { maxLength: 3 })).map(([o, items]) => privateZone<string>(o, items)),
		fc.array(fc.constantFrom('a', 'x'), { maxLength: 3 }).map((items) => offerZone<string>(items)),
		fc.array(fc.constantFrom('a', 'y'), { maxLength: 3 }).map((items) => discardZone<string>(items)),
		fc.array(fc.constantFrom('a', 'z'), { maxLength: 3 }).map((items) => faceDownZone<string>(items))
	);
	it('property: every variant looks the same to its viewer and keeps every item', () => {
		fc.assert(
			fc.property(fc.dictionary(fc.constantFrom('p', 'q', 'r', 's', 't'), zoneArb), fc.integer({ min: 0, max: 2 }), fc.string(), (zones, viewer, seed) => {
				const s: State = { round: 3, zones };
				const seen = canonicalJson(zoneView(zones, viewer));
				const all = (x: State) => Object.values(x.zones).flatMap((z) => z.items).sort();
				for (const v of zoneVariants(s, viewer, rngFromSeed(seed), { ...options, swapsPerItem: 2 })) {
					const b = v.build();
					expect(canonicalJson(zoneView(b.zones, viewer))).toBe(seen);
					expect(all(b)).toEqual(all(s));
					expect(b.round).toBe(3);
				}
			}),
			{ numRuns: 300 }
		);
	});
});

describe('zones: a face-up end and zones that are a lens onto a game state', () => {
	it('the open end of a hidden pile shows to everybody and is never swapped or reordered', () => {
		const discard: Zone<string> = { kind: 'discard', sees: 'nobody', ordered: false, open: 'last', items: ['p1', 'p2', 'p3', 'top'] };
		expect(zoneView({ discard }, 1).discard).toEqual({ kind: 'discard', count: 4, hidden: true, open: 'top' });
		const s = { zones: { discard, deck: deckZone(['d1', 'd2']) } as Zones<string> };
		const variants = zoneVariants(s, 0, rngFromSeed('open'), { zones: (x: typeof s) => x.zones, clone: cloneData, swapsPerItem: 3 });
		expect(variants.length).toBeGreaterThan(0);
		for (const v of variants) expect(v.build().zones.discard.items[3]).toBe('top');
	});
	it('a derived zone writes its items back into the state through put', () => {
		// A game keeps Deals as objects with the card inside: the zone is the list of their cards.
		interface Deal {
			card: string;
			banner: string;
		}
		interface GameState {
			deals: Deal[];
			deck: string[];
		}
		const zones = (g: GameState): Zones<string> => ({
			deals: { kind: 'privateArea', sees: 'owner', owner: 1, ordered: true, items: g.deals.map((d) => d.card), put: (at, card) => (g.deals[at].card = card) },
			deck: deckZone(g.deck)
		});
		const g: GameState = { deals: [{ card: 'c1', banner: 'gold' }], deck: ['c2', 'c3'] };
		const variants = zoneVariants(g, 0, rngFromSeed('lens'), { zones, clone: cloneData, swapsPerItem: 2 });
		const swapped = variants.filter((v) => v.what.includes('deals'));
		expect(swapped.length).toBeGreaterThan(0);
		for (const v of swapped) {
			const b = v.build();
			expect(b.deals[0].banner).toBe('gold');
			expect(b.deals[0].card).not.toBe('c1');
			expect(b.deck).toContain('c1');
		}
		expect(g).toEqual({ deals: [{ card: 'c1', banner: 'gold' }], deck: ['c2', 'c3'] });
	});
});

describe('zones: where an item fits, swaps shown by position, and deep decks as partners only', () => {
	// Deals as one zone each (only the banner shows): a Deal holds only a card of its banner.
	const BANNER: Record<string, string> = { g1: 'gold', g2: 'gold', g3: 'gold', w1: 'wood', w2: 'wood' };
	type Game = { zones: Zones<string> };
	const game = (): Game => ({
		zones: {
			deck: deckZone(['g2', 'w2', 'g3']),
			hand1: handZone(1, ['w1']),
			deal1: privateZone(1, ['g1'])
		} as Zones<string>
	});
	const base = { zones: (g: Game) => g.zones, clone: (g: Game) => cloneData(g), swapsPerItem: 3 };
	const fits = (card: string, zone: string) => zone !== 'deal1' || BANNER[card] === 'gold';

	it('fits: an item is swapped only into a zone it may lie in', () => {
		const variants = zoneVariants(game(), 0, rngFromSeed('fits'), { ...base, fits });
		const swaps = variants.filter((v) => v.what.includes('↔'));
		expect(swaps.some((v) => v.what.includes('deal1'))).toBe(true);
		for (const v of swaps) expect(BANNER[v.build().zones.deal1.items[0]]).toBe('gold');
		// Without the rule a wood card lands in the gold Deal.
		const loose = zoneVariants(game(), 0, rngFromSeed('fits'), { ...base, swapsPerItem: 5 });
		expect(loose.some((v) => BANNER[v.build().zones.deal1.items[0]] === 'wood')).toBe(true);
	});
	it('stillSwaps: a swap touching such a zone is compared as it stands only; others stay dynamic', () => {
		const variants = zoneVariants(game(), 0, rngFromSeed('still'), { ...base, fits, stillSwaps: ['deal1'] });
		const swaps = variants.filter((v) => v.what.includes('↔'));
		expect(swaps.filter((v) => v.what.includes('deal1')).every((v) => !v.dynamic)).toBe(true);
		expect(swaps.filter((v) => !v.what.includes('deal1')).every((v) => v.dynamic)).toBe(true);
		expect(swaps.some((v) => !v.what.includes('deal1'))).toBe(true);
	});
	it('partnersOnly: a deck swaps no items of its own, but still stands in for the others', () => {
		const variants = zoneVariants(game(), 0, rngFromSeed('partners'), { ...base, fits, partnersOnly: ['deck'] });
		const swaps = variants.filter((v) => v.what.includes('↔'));
		// Every swap starts from a hand or a Deal (written "partner ↔ item"), and the hand and the Deal each find a deck partner.
		for (const v of swaps) expect(v.what).toMatch(/↔ (hand1|deal1)\[/);
		expect(swaps.some((v) => v.what.startsWith('deck[') && v.what.endsWith('hand1[0]'))).toBe(true);
		expect(swaps.some((v) => v.what.startsWith('deck[') && v.what.endsWith('deal1[0]'))).toBe(true);
		expect(variants.some((v) => v.what === 'deck reordered')).toBe(true);
	});
});

describe('zones: hidden orders reordered together', () => {
	it('reorderTogether: the listed zones are reordered in one variant, the others each in their own', () => {
		const s = { zones: { d1: deckZone(['a', 'b', 'c']), d2: deckZone(['x', 'y', 'z']), d3: deckZone(['p', 'q']) } as Zones<string> };
		const variants = zoneVariants(s, 0, rngFromSeed('together'), { zones: (x: typeof s) => x.zones, clone: (x: typeof s) => cloneData(x), reorderTogether: ['d1', 'd2'], stillOrder: ['d1'] });
		const reordered = variants.filter((v) => v.what.endsWith('reordered')).map((v) => [v.what, v.dynamic]);
		expect(reordered).toEqual([
			['d3 reordered', true],
			['d1, d2 reordered', false]
		]);
	});
});

describe('zones: the ids a decision names', () => {
	it('stringsIn finds every string inside nested tasks, and nothing else', () => {
		expect([...stringsIn([{ t: 'build', card: 'c1', pay: ['w', 'w'], n: 3 }, { t: 'pick', from: { hand: ['c2'] }, ok: true }])].sort()).toEqual(['build', 'c1', 'c2', 'pick', 'w']);
		expect(stringsIn(null).size).toBe(0);
	});
});

describe('zones: the items a seat sees', () => {
	it('itemsSeen: a copy in order, a hidden order canonical, null when hidden', () => {
		const hand = handZone(0, ['b', 'a']);
		const seen = itemsSeen(hand, 0);
		expect(seen).toEqual(['b', 'a']);
		expect(seen).not.toBe(hand.items);
		expect(itemsSeen(hand, 1)).toBeNull();
		expect(itemsSeen({ kind: 'offer', sees: 'everyone', ordered: false, items: ['b', 'a'] }, null)).toEqual(['a', 'b']);
	});
});

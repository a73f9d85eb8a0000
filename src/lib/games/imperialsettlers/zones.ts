/**
 * Imperial Settlers' piles as the toolkit's zones (engine sdk/zones.ts), each with who sees it:
 * a lens onto the state's own arrays, so declaring them changes nothing (no state change, no
 * hash change) and the rules keep using the state as they always did. The per-seat view
 * (view.ts) and the hidden-information contract's variants are derived from them.
 *
 * Seen by everybody: the discard piles, the Lookout row, and in solo the Target line, the
 * virtual player's Lookout Locations and its face-up row (RB p.10, p.13). Seen by nobody: every
 * deck and its order (the Common deck, the Faction decks, the solo Attack deck and the virtual
 * faction's deck) and the virtual player's Collection (face down, RB p.13). Seen by its owner
 * only: a hand, the Foundations (face down, RB p.9) and the card of each Deal — one zone per Deal,
 * since only its Deal banner shows (RB p.9) and the banner stays with its place.
 */
import { cardInfoOf } from './cards';
import type { DeckId, FactionId, Item } from './data';
import { deckZone, discardZone, faceDownZone, handZone, offerZone, privateZone, stringsIn, type Zone, type ZoneVariantOptions, type Zones } from '$lib/engine';
import type { IsState } from './types';

export type IsZoneId =
	| 'commonDeck'
	| 'commonDiscard'
	| 'lookout'
	| `deck.${FactionId}`
	| `discard.${FactionId}`
	| `hand.${number}`
	| `foundations.${number}`
	| `deal.${number}.${number}`
	| 'attackDeck'
	| 'attackLine'
	| 'virtualLocs'
	| 'collection'
	| 'virtualRow';

export const deckOf = (f: FactionId): IsZoneId => `deck.${f}`;
export const discardOf = (f: FactionId): IsZoneId => `discard.${f}`;
export const handOf = (seat: number): IsZoneId => `hand.${seat}`;
export const foundationsOf = (seat: number): IsZoneId => `foundations.${seat}`;
/** The zone of one Deal: seat `seat`'s Deal at place `i` of its `deals`. */
export const dealOf = (seat: number, i: number): IsZoneId => `deal.${seat}.${i}`;

/** A Deal's card (the zone's one item), written back into the Deal object. */
function dealZone(s: IsState, seat: number, i: number): Zone<string> {
	const deal = s.players[seat].deals[i];
	return { kind: 'privateArea', sees: 'owner', owner: seat, ordered: true, items: [deal.card], put: (_at, id) => (deal.card = id) };
}

/** Every pile of `s` as a zone over the state's own arrays (changing a zone's items changes the state). */
export function isZones(s: IsState): Zones<string, IsZoneId> {
	const zones = { commonDeck: deckZone(s.commonDeck), commonDiscard: discardZone(s.commonDiscard), lookout: offerZone(s.lookout) } as Zones<string, IsZoneId>;
	// The Faction decks and discards of every faction in play (the players' and solo conquest's virtual one).
	for (const f of Object.keys(s.decks) as FactionId[]) zones[deckOf(f)] = deckZone(s.decks[f]!);
	for (const f of Object.keys(s.discards) as FactionId[]) zones[discardOf(f)] = discardZone(s.discards[f]!);
	s.players.forEach((p, seat) => {
		zones[handOf(seat)] = handZone(seat, p.hand);
		zones[foundationsOf(seat)] = privateZone(seat, p.foundations);
		p.deals.forEach((_, i) => (zones[dealOf(seat, i)] = dealZone(s, seat, i)));
	});
	const v = s.virtual;
	if (v) {
		zones.attackDeck = deckZone(v.attackDeck);
		zones.attackLine = offerZone(v.line);
		zones.virtualLocs = offerZone(v.locs);
		zones.collection = faceDownZone(v.collection);
		if (v.row) zones.virtualRow = offerZone(v.row);
	}
	return zones;
}

/** The deck a card comes from; an Attack card (data/solo.ts) is no playing card: 'attack'. */
const pileOf = (s: IsState, id: string): DeckId | 'attack' => cardInfoOf(s, id)?.deck ?? 'attack';

/** Every card id a pending task names (the card being built, paid for, picked…). */
const namedByTasks = (s: IsState): Set<string> => stringsIn(s.tasks);

/** The Deal banner each Deal zone of `s` shows (a card standing in for a Deal's must have the same banner). */
function dealBanners(s: IsState): Map<string, Item | undefined> {
	const banners = new Map<string, Item | undefined>();
	s.players.forEach((p, seat) => p.deals.forEach((d, i) => banners.set(dealOf(seat, i), cardInfoOf(s, d.card)?.deal)));
	return banners;
}

/**
 * What the contract's hidden variants of `s` must respect besides who sees what:
 * - a card a pending task names is part of what is being decided: it stays where it is;
 * - a card stands in only for one of its own deck (a Roman card never lies in a Barbarian hand);
 * - a Deal holds only a card of its banner (the banner is public, RB p.9);
 * - Robbers and Spies take an enemy Deal by its place and the Hanseatic League discards one: the
 *   card then shows to everybody, so a swap with a Deal is compared as the state stands only;
 * - a draw shows the drawn card, so the decks are reordered (all in one variant) and compared as the state stands only;
 * - a deck's cards stand in for the hidden cards elsewhere (each of those swaps with one of them), with no swaps of their own.
 */
export function isVariantRules(s: IsState): Omit<ZoneVariantOptions<IsState, string>, 'zones' | 'clone'> {
	const named = namedByTasks(s);
	const banners = dealBanners(s);
	const decks = [...(Object.keys(s.decks) as FactionId[]).map(deckOf), 'commonDeck', 'attackDeck'];
	return {
		fixed: (id) => named.has(id),
		swappable: (a, b) => pileOf(s, a) === pileOf(s, b),
		fits: (id, zone) => !banners.has(zone) || cardInfoOf(s, id)?.deal === banners.get(zone),
		stillSwaps: [...banners.keys()],
		stillOrder: decks,
		reorderTogether: decks,
		partnersOnly: decks
	};
}

/**
 * Every pile as a zone with who sees it (facts layer; spec §6.1, §11.2): the horde, advisor and
 * tactic decks (nobody), the advisor offer and the artifacts (everyone), each player's tactic and
 * command hands, the dealt generals and advisors and the Supporting Advisors (their owner), the
 * discards (everyone) and the box (nobody). The back of the top horde card is public (its
 * invasion indicator): the contract's variants keep it in place.
 */
import { deckZone, discardZone, faceDownZone, handZone, offerZone, privateZone, type ZoneVariantOptions, type Zones } from '$lib/engine';
import type { GwState } from './types';

export function newZones(seats: number): Zones<string> {
	const z: Zones<string> = {
		hordeDeck: deckZone(),
		hordeLimbo: offerZone(),
		hordeDiscard: discardZone(),
		advisorDeck: deckZone(),
		offer: offerZone(),
		advisorDiscard: discardZone(),
		tacticDeck: deckZone(),
		tacticDiscard: discardZone(),
		artifacts: offerZone(),
		box: faceDownZone()
	};
	for (let seat = 0; seat < seats; seat++) {
		z[`tactics${seat}`] = handZone(seat);
		z[`commands${seat}`] = handZone(seat);
		z[`cmdDiscard${seat}`] = discardZone();
		z[`generals${seat}`] = privateZone(seat);
		z[`advisors${seat}`] = privateZone(seat);
		z[`support${seat}`] = privateZone(seat);
	}
	return z;
}

/** The sort of a card: only cards of one kind stand in for each other; a clan's command cards are its own. */
function sortOf(item: string, zone: string): string {
	if (zone.startsWith('commands') || zone.startsWith('cmdDiscard')) return zone;
	if (zone.startsWith('horde')) return 'horde';
	if (zone.startsWith('tactic')) return 'tactic';
	if (zone.startsWith('general')) return 'general';
	if (zone === 'artifacts') return 'artifact';
	if (zone === 'box') return item.startsWith('g') ? 'general' : item.startsWith('art') ? 'artifact' : 'advisor';
	return 'advisor';
}

/** What the contract's generated variants keep: the top horde card (its back is public). */
export function gwVariantRules(s: GwState): Pick<ZoneVariantOptions<GwState, string>, 'fixed' | 'sortOf' | 'zones'> {
	const top = s.zones.hordeDeck.items[0];
	return { zones: (v) => v.zones, fixed: (item) => item === top, sortOf };
}

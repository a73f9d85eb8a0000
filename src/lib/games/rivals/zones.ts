/**
 * The Rivals' piles as the toolkit's zones (spec §11.2 "Hidden information"): who sees which cards
 * of each hand, draw stack, the region stack, the event deck and the discard pile. The zones are a
 * lens onto the state's own arrays (declaring them changes nothing in the state or its hash); the
 * per-seat view and the hidden-information contract's variants are derived from them.
 */
import { openAt, stringsIn, viewOfZone, type Zone, type Zones } from '$lib/engine';
import { cardDef, isRegionId } from './cards';
import type { RivalsState } from './types';

/** The zone of seat `seat`'s hand. */
export const handId = (seat: number) => `hand${seat}` as const;
/** The zone of draw stack `stack`. */
export const stackId = (stack: number) => `stack${stack}` as const;
export type RivalsZoneId = ReturnType<typeof handId> | ReturnType<typeof stackId> | 'regionStack' | 'eventDeck' | 'discard' | 'faceUp';

/**
 * Every pile of a Rivals state, over the state's own arrays (top first, except the discard pile):
 * - a hand: its owner sees it, the opponent its size (§11.2 "Hands", seed L164-165);
 * - a draw stack and the region stack: face down; whoever searches them (a theme starting hand, a
 *   paid exchange, the Library, the Scout) sees them in their order, which is kept (§11.2, seed L383-387);
 * - the event deck: face down; a drawn card is read out to everybody (§11.2, seed L485-486);
 * - the discard pile: only its top card is public, the last one put there (decisions.ts pushes a
 *   discarded card), and Guido/Gustav look through it without its order (§6.6, seed L612-614);
 * - the face-up expansion stack of the theme games: open to everybody.
 */
export function rivalsZones(s: RivalsState): Zones<string> {
	const zones: Zones<string> = {
		regionStack: { kind: 'deck', sees: 'nobody', ordered: true, items: s.regionStack },
		eventDeck: { kind: 'deck', sees: 'nobody', ordered: false, items: s.eventDeck },
		discard: { kind: 'discard', sees: 'nobody', ordered: false, open: 'last', items: s.discard }
	};
	s.players.forEach((p, seat) => (zones[handId(seat)] = { kind: 'hand', sees: 'owner', owner: seat, ordered: true, items: p.hand }));
	s.drawStacks.forEach((stack, i) => (zones[stackId(i)] = { kind: 'deck', sees: 'nobody', ordered: true, items: stack }));
	if (s.faceUp) zones.faceUp = { kind: 'offer', sees: 'everyone', ordered: true, items: s.faceUp };
	return zones;
}

/** The zones the decision due now lets `seat` look into (it alone, and only while it decides). */
export function zonesLookedInto(s: RivalsState, seat: number | null): RivalsZoneId[] {
	const task = s.tasks[0];
	if (seat === null || !task || !('seat' in task) || task.seat !== seat) return [];
	switch (task.t) {
		case 'searchPick': // a paid exchange or the Library: the whole stack (§11.2 "Draw stacks")
		case 'startPick': // a theme game's starting hand (seed L567-572)
			return [stackId(task.stack)];
		case 'scoutPick': // the Scout looks through the region stack (§11.2 "Region stack")
			return ['regionStack'];
		case 'discardPick': // Guido/Gustav look through the discard pile (§6.6)
			return ['discard'];
		case 'feudsPick': // Fraternal Feuds: the token owner sees the opponent's hand (seed L935-946)
		case 'traitorPick': // the Traitor sees the opponent's hand (seed L1176-1181)
			return [handId(task.victim)];
		default:
			return [];
	}
}

/** The items of each zone `seat` looks into now, as it sees them (in order where the zone shows its order). */
export function lookedInto(s: RivalsState, seat: number | null): Partial<Record<RivalsZoneId, string[]>> {
	const out: Partial<Record<RivalsZoneId, string[]>> = {};
	const ids = zonesLookedInto(s, seat);
	if (seat === null || !ids.length) return out;
	const zones = rivalsZones(s);
	for (const id of ids) {
		const seen = viewOfZone<string>({ ...zones[id], sees: 'owner', owner: seat }, seat);
		if (!seen.hidden) out[id] = seen.items;
	}
	return out;
}

/** The card at a zone's face-up end (the discard pile's top), or null. */
export function faceUpEnd(zone: Zone<string>): string | null {
	const at = openAt(zone);
	return at < 0 ? null : zone.items[at];
}

/** Every card the pending tasks name (a card being decided about, the hand Fraternal Feuds saw): it stays where it is. */
export const namedByTasks = (s: RivalsState): ReadonlySet<string> => stringsIn(s.tasks);

/** The back of a card: a card may stand in for another hidden one only with the same back (§6.6: basic ↔ basic, theme ↔ that theme). */
export function cardBack(card: string): string {
	if (isRegionId(card)) return 'region';
	const def = cardDef(card);
	if (!def) return 'unknown';
	return def.kind === 'event' ? 'event' : (def.set ?? 'basic');
}

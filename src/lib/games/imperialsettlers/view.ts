/**
 * What one seat may see: its own hand, Foundations and Deal cards; of everybody the public
 * parts (goods in supply are public, RB p.10; Empires, Deal banners, score track, discard
 * piles, the Lookout row); never the order of any deck, another hand, another player's
 * Foundations (face down) or the cards of his Deals (only their banner shows).
 */
import { itemsSeen } from '$lib/engine';

import type { FactionId, Good, Item } from './data/types';
import type { FinalScore, IsOptions, IsState, Loc, Phase5Record, Task } from './types';
import { dealOf, deckOf, discardOf, foundationsOf, handOf, isZones, type IsZoneId } from './zones';
import { cardOf } from './cards';

export interface DealView {
	/** The card, for its owner only. */
	card: string | null;
	item: Item;
	host?: { seat: number; loc: string };
}

export interface PlayerView {
	faction: FactionId;
	goods: Record<Good, number>;
	vp: number;
	handCount: number;
	hand: string[] | null;
	empire: Loc[];
	foundationCount: number;
	foundations: string[] | null;
	deals: DealView[];
	passed: boolean;
	tokens: number;
}

export interface IsView {
	seat: number | null;
	options: IsOptions;
	round: number;
	first: number;
	current: number | null;
	players: PlayerView[];
	commonDeckCount: number;
	commonDiscard: string[];
	deckCounts: Partial<Record<FactionId, number>>;
	discards: Partial<Record<FactionId, string[]>>;
	lookout: string[];
	over: boolean;
	final: FinalScore | null;
	/** The decision due now, when it is the viewing seat's. */
	task: Task | null;
	/** Solo: the virtual player's public side (never its deck orders or the face-down Collection; `lastPhase5` names only face-up cards). */
	virtual: VirtualView | null;
}

export interface VirtualView {
	attackDeckCount: number;
	/** The Target line, [0] the newest. */
	line: string[];
	locs: string[];
	collectionCount: number;
	faction: FactionId | null;
	/** Solo conquest: the face-up row left of its deck, left to right. */
	row: string[];
	deckCount: number;
	/** What its latest phase 5 did (public cards only, types.ts Phase5Record); null before the first. */
	lastPhase5: Phase5Record | null;
}

/** Seat `seat`'s view (null: a spectator): the piles as their zones show them (zones.ts), the rest public. */
export function viewOf(s: IsState, seat: number | null): IsView {
	const due = s.tasks[0];
	const zones = isZones(s);
	const count = (id: IsZoneId) => zones[id].items.length;
	// A public pile (zones.ts: the discards, the Lookout, the solo line, Locations and row); hidden from the seat, it would show nothing.
	const open = (id: IsZoneId) => itemsSeen(zones[id], seat) ?? [];
	const deckCounts: Partial<Record<FactionId, number>> = {};
	for (const p of s.players) deckCounts[p.faction] = count(deckOf(p.faction));
	const discards: Partial<Record<FactionId, string[]>> = {};
	for (const f of Object.keys(s.discards) as FactionId[]) discards[f] = open(discardOf(f));
	return {
		seat,
		options: s.options,
		round: s.round,
		first: s.first,
		current: s.current,
		players: s.players.map((p, i) => ({
			faction: p.faction,
			goods: p.goods,
			vp: p.vp,
			handCount: count(handOf(i)),
			hand: itemsSeen(zones[handOf(i)], seat),
			empire: p.empire,
			foundationCount: count(foundationsOf(i)),
			foundations: itemsSeen(zones[foundationsOf(i)], seat),
			// The banner is public (RB p.9); the card only for whom its zone shows it.
			deals: p.deals.map((d, k) => ({ card: itemsSeen(zones[dealOf(i, k)], seat)?.[0] ?? null, item: cardOf(s, d.card).deal!, ...(d.host ? { host: d.host } : {}) })),
			passed: p.passed,
			tokens: p.tokens
		})),
		commonDeckCount: count('commonDeck'),
		commonDiscard: open('commonDiscard'),
		deckCounts,
		discards,
		lookout: open('lookout'),
		over: s.over,
		final: s.final,
		task: due && 'seat' in due && due.seat === seat ? due : null,
		virtual: s.virtual
			? {
					attackDeckCount: count('attackDeck'),
					line: open('attackLine'),
					locs: open('virtualLocs'),
					collectionCount: count('collection'),
					faction: s.virtual.faction ?? null,
					row: s.virtual.row ? open('virtualRow') : [],
					deckCount: s.virtual.faction ? count(deckOf(s.virtual.faction)) : 0,
					lastPhase5: s.virtual.lastPhase5 ?? null
				}
			: null
	};
}

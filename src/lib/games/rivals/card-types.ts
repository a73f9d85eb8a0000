/**
 * The shapes of The Rivals' card data: resources, costs, card kinds and sets, and the card record.
 * Types and constants only, so both data files (cards.ts, cards-theme.ts) build on them without
 * importing each other's values (layer: data).
 */
import type { Text } from '$lib/engine';

export const RESOURCES = ['lumber', 'wool', 'grain', 'brick', 'ore', 'gold'] as const;
export type Resource = (typeof RESOURCES)[number];
export type Cost = Partial<Record<Resource, number>>;

export type RegionType = 'forest' | 'pasture' | 'fields' | 'hills' | 'mountains' | 'goldfield';

/**
 * 'cityExpansion' (red text box, only on a city's sites) and 'regionExpansion' (brown, above/below
 * a region) exist only in the theme sets; 'unit' is a unit that is neither a hero nor a trade ship
 * (Pirate Ship, Chief Cannoneer). Spec §2.3.
 */
export type CardKind = 'action' | 'building' | 'hero' | 'ship' | 'unit' | 'cityExpansion' | 'regionExpansion' | 'event';

/** Card sets of the box (spec §2.1); a CardDef without `set` belongs to the basic set. */
export type CardSet = 'basic' | 'gold' | 'turmoil' | 'progress';
export const CARD_SETS: CardSet[] = ['basic', 'gold', 'turmoil', 'progress'];

/** Two (or more) values that the sources give for one field, each with its source. */
export interface Disputed {
	/** e.g. 'cost', 'points.vp', 'points.strength', 'requirement'. */
	field: string;
	values: { value: string; source: string }[];
}

export type ActionEffect = 'brigitta' | 'goldsmith' | 'caravan' | 'relocation' | 'scout';
export type EventEffect =
	| 'fraternalFeuds'
	| 'travelingMerchant'
	| 'feud'
	| 'yule'
	| 'invention'
	| 'yearOfPlenty'
	| 'tradeShipsRace';

export interface Points {
	vp?: number;
	strength?: number;
	skill?: number;
	commerce?: number;
	progress?: number;
}

export interface CardDef {
	id: string;
	kind: CardKind;
	name: Text;
	count: number;
	cost?: Cost;
	points?: Points;
	/** "1x": at most one in a principality. */
	unique?: boolean;
	/** Production booster: the region type whose production it doubles. */
	boosts?: RegionType;
	/** Common trade ship: the resource it trades 2:1. */
	ship?: Resource;
	largeShip?: boolean;
	action?: ActionEffect;
	event?: EventEffect;
	/** One-line paraphrase of the effect in our own words. */
	text: Text;
	source: string;
	/** Absent = 'basic'. */
	set?: CardSet;
	/** What must be true to build or play the card (paraphrased). */
	requirement?: Text;
	/** Theme games: lies in the face-up expansion stack, never in a hand (spec §3.3 item 2). */
	faceUp?: boolean;
	/** Duel of the Princes: how many of the `count` copies carry the crescent moon (spec §3.4). */
	crescent?: number;
	/** Some numbers are not confirmed by the seed or by agreeing sources (spec §9.9, §12). */
	provisional?: boolean;
	/** Fields whose working value has no source at all (placeholders, spec §9.9). */
	placeholder?: string[];
	/** Fields where the sources disagree: every value with its source; the record holds the working value. */
	disputed?: Disputed[];
	/** Conditional victory point, e.g. Harbor's while you own 3 trade ships. */
	vpWhile?: Text;
	/** A theme-set copy of a card with the same effect (basic or another theme set): that card's id. */
	copyOf?: string;
}

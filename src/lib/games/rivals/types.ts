/** State, actions and pending tasks of The Rivals for Catan. Everything is plain serializable data. */
import type { AddedRecord, ContentValues, PackLabel, RngState, Text } from '$lib/engine';
import type { CardSet, Cost, Resource } from './cards';

/** 'intro' = The First Catanians; the three theme games; the Duel of the Princes (spec §3.3-3.4, §8). */
export type Mode = 'intro' | 'gold' | 'turmoil' | 'progress' | 'duel';
export interface RivalsOptions {
	mode: Mode;
	/** A content pack's values (content.ts keys; engine/pack.ts); absent: the built-in cards. */
	content?: ContentValues;
	/** Never set: The Rivals allow no added records (content.ts), the shared option check refuses them. */
	contentAdded?: AddedRecord[];
	/** The pack's name and content hash (checked by parseOptions). */
	contentPack?: PackLabel;
}

export type EventFace = 'brigand' | 'trade' | 'celebration' | 'harvest' | 'event';
/** A d6 event die: the event-card face is on two sides (spec §2.4, [K]). */
export const EVENT_DIE: EventFace[] = ['brigand', 'trade', 'celebration', 'harvest', 'event', 'event'];

export interface PlacedRegion {
	card: string;
	row: -1 | 1;
	col: number;
	stock: number;
}

/** A center card of the middle row: road at an even column, settlement/city at an odd one. */
export interface Center {
	kind: 'road' | 'settlement' | 'city';
	col: number;
}

/** An expansion card on a building site: row ±1 next to a settlement or city, ±2 only at a city. */
export interface PlacedExpansion {
	card: string;
	row: -2 | -1 | 1 | 2;
	col: number;
	/** Gold stored on a Gold Cache (region expansion, capacity 3 or a pack's: content.ts); absent for every other card. */
	stock?: number;
}

export interface Player {
	hand: string[];
	regions: PlacedRegion[];
	centers: Center[];
	expansions: PlacedExpansion[];
}

export interface Site {
	col: number;
	row: -2 | -1 | 1 | 2;
}

/**
 * Work still to do, first item first. Tasks with a seat wait for that seat's
 * decision; the rest are carried out automatically by the task runner.
 */
export type Task =
	| { t: 'chooseStartStack'; seat: number }
	| { t: 'preRoll'; seat: number; reiner?: boolean }
	| { t: 'chooseBrigittaNumber'; seat: number; reiner?: boolean }
	| { t: 'roll'; fixedProduction: number | null; reiner?: number }
	| { t: 'resolveFace'; reiner?: number }
	/** Theme games: choose 3 starting cards from basic stack `stack` (its order is kept). */
	| { t: 'startPick'; seat: number; stack: number; left: number }
	/** Theme games: rearrange the 6 start regions (swap pairs), then `done`. */
	| { t: 'arrange'; seat: number; first: string | null }
	/** Name the resource types the opponent must give (Brigands, Merchant, Trade Master, Moneylender). */
	| { t: 'nameTypes'; seat: number; from: number; card: string; left: number; named: Resource[] }
	/** Give the opponent 1 resource of one's choice (Merchant), choosing the region. */
	| { t: 'giveAny'; seat: number; to: number }
	/** Choose one of one's own trade ships to discard (Pirate Ship). */
	| { t: 'loseShip'; seat: number }
	| { t: 'production' }
	| { t: 'main'; seat: number }
	/** Pay `need` from own regions; choose a region when it matters. */
	| { t: 'pay'; seat: number; need: Cost; why: Text }
	/** Pay `count` resources of any types. */
	| { t: 'payAny'; seat: number; count: number; why: Text }
	/** Receive `count` resources, each of one of `allowed`, on regions of one's choice. */
	| { t: 'gain'; seat: number; count: number; allowed: Resource[]; why: Text }
	/** `seat` takes a resource type of its choice from `from` (Trade face). */
	| { t: 'chooseTakeType'; seat: number; from: number; why: Text }
	/** `seat` hands 1 `res` to `to`, choosing the region it comes from. */
	| { t: 'give'; seat: number; to: number; res: Resource }
	| { t: 'placeCenter'; seat: number; kind: Center['kind']; col: number }
	| { t: 'placeExpansion'; seat: number; card: string; site: Site }
	| { t: 'scoutOffer'; seat: number; col: number }
	| { t: 'scoutPick'; seat: number; col: number; picked: string[] }
	| { t: 'orientRegions'; seat: number; col: number; cards: string[] }
	| { t: 'relocate'; seat: number; first: RelocTarget | null }
	| { t: 'merchantBuy'; seat: number; left: number }
	| { t: 'feudsPick'; seat: number; victim: number; left: number; seen: string[] }
	| { t: 'feudSelect'; seat: number; victim: number; selected: string[] }
	/** The victim removes one of `options` under a stack; `cause` = the card that makes them (Feud when absent). */
	| { t: 'feudRemove'; seat: number; options: string[]; cause?: string }
	/** Turmoil: the attacker names the opponent's card `card` hits (Arsonist), after any protection roll. */
	| { t: 'targetPick'; seat: number; victim: number; card: string }
	/** Turmoil: Tithe Barn, choose wool or grain; `count` of it are due. */
	| { t: 'titheBarn'; seat: number; count: number }
	/**
	 * Choose the one resource of `card`'s cost you do not pay, then pay and place: Drill Ground for a hero
	 * (Turmoil), Building Crane for a city expansion costing more than 4 (Progress).
	 */
	| { t: 'drillWaive'; seat: number; card: string; site: Site }
	/** Turmoil: the attacker may take 1 card of the victim's hand (Traitor), or none. */
	| { t: 'traitorPick'; seat: number; victim: number }
	/** Turmoil: Riots, pay `gold` or put one unit with strength/commerce under a matching stack. */
	| { t: 'riots'; seat: number; gold: number }
	/** Turmoil: `seat` may play Sebastian against the revealed event `card`. */
	| { t: 'sebastianOffer'; seat: number; card: string }
	/** Progress: Doctor, choose which Bath House's city gets the resources (several Bath Houses in different cities). */
	| { t: 'doctorPick'; seat: number }
	/** Progress: Guido / Gustav (`card`), take 1 card from the discard pile (not `card` itself). */
	| { t: 'discardPick'; seat: number; card: string }
	/** Progress: a Library was just built; search a draw stack for free, or decline. */
	| { t: 'libraryOffer'; seat: number }
	/** The effect of the revealed event `card`; seats in `immune` played Sebastian. */
	| { t: 'eventEffect'; card: string; immune: number[] }
	| { t: 'drawEvent' }
	| { t: 'replenish'; seat: number }
	| { t: 'exchangeOffer'; seat: number }
	| { t: 'exchangeTake'; seat: number }
	| { t: 'searchPick'; seat: number; stack: number }
	| { t: 'endTurn'; seat: number };

export type RelocTarget = { kind: 'region'; card: string } | { kind: 'expansion'; card: string };

export interface RivalsState {
	mode: Mode;
	rng: RngState;
	target: number;
	players: [Player, Player];
	startPlayer: number;
	active: number;
	turn: number;
	/** Face-down center stacks: identical cards, so only counts. */
	roads: number;
	settlements: number;
	cities: number;
	/** Top card first. */
	regionStack: string[];
	drawStacks: string[][];
	eventDeck: string[];
	discard: string[];
	/** The start player's stack for the opening hand (the other must choose another). */
	startStack: number | null;
	dice: { production: number | null; event: EventFace | null };
	lastEvent: string | null;
	tokens: { strength: number | null; trade: number | null };
	/** Seats whose limit check is owed; limit checks happen only at the end of one's own turn. */
	tasks: Task[];
	/** Gold left to spend per Traveling Merchant purchase etc. is kept in tasks. */
	winner: number | null;
	/** Theme games: the face-up expansion stack (absent in the intro game and the Duel). */
	faceUp?: string[];
	/** Theme games and Duel: the card back of each draw stack (absent in the intro game: no check). */
	stackSets?: CardSet[];
	/** Mints already used this turn (once per turn per Mint). */
	mintsUsed?: string[];
	/**
	 * Rules version rivals-2 (absent in rivals-1 states, so their hashes stay as they were): the Scout and
	 * Sebastian decisions are always asked, the exhaustion end, the intro game ends only at a turn's end.
	 */
	v2?: true;
	/** rivals-2: victory points of both seats when the current turn started (exhaustion rule). */
	turnStartVp?: [number, number];
	/** rivals-2: consecutive finished turns with empty draw stacks and no victory point gained (rivals-3: no new VP high, stacks or not). */
	staleTurns?: number;
	/** rivals-3 (absent before): the stall count of the exhaustion end; `vpBest` is each seat's highest VP so far. */
	v3?: true;
	vpBest?: [number, number];
	/** rivals-2: the match ended by exhaustion; rivals-3 also as stalled with cards left to draw (`winner` is null for a draw). */
	over?: 'exhaustion' | 'stall';
	/**
	 * The match's content pack values (content.ts; absent without a pack, so such states hash as
	 * before). Frozen and shared between steps: the rules read them only through content.ts.
	 */
	content?: ContentValues;
}

/** One small decision. `region`/`card` are card instance ids. */
export type RivalsAction =
	| { t: 'startStack'; stack: number }
	| { t: 'roll' }
	| { t: 'playBrigitta'; card: string }
	| { t: 'brigittaNumber'; number: number }
	| { t: 'buildRoad'; col: number }
	| { t: 'buildSettlement'; col: number }
	| { t: 'buildCity'; col: number }
	| { t: 'buildExpansion'; card: string; col: number; row: -2 | -1 | 1 | 2 }
	| { t: 'playAction'; card: string }
	| { t: 'trade'; give: Resource; get: Resource; via: 'bank' | 'ship' | 'largeLeft' | 'largeRight' | 'mint'; ship?: string }
	/** Theme games: remove one of one's own expansions free of charge (action phase). */
	| { t: 'demolish'; card: string }
	/** Pick a placed expansion (own or the opponent's, as the decision asks). */
	| { t: 'pickExpansion'; card: string }
	/** A choice with no board object: the option ids and labels are in the task view (`choices`). */
	| { t: 'choose'; option: string }
	| { t: 'endTurn' }
	| { t: 'payFrom'; region: string }
	| { t: 'gainOn'; region: string }
	| { t: 'takeType'; res: Resource }
	| { t: 'giveFrom'; region: string }
	| { t: 'useScout'; card: string }
	| { t: 'noScout' }
	| { t: 'scoutTake'; region: string }
	| { t: 'regionOnTop'; region: string }
	| { t: 'relocatePick'; target: RelocTarget }
	| { t: 'buyWithGold' }
	| { t: 'doneBuying' }
	| { t: 'feudsPut'; card: string; stack: number }
	| { t: 'feudSelect'; card: string }
	| { t: 'feudRemove'; card: string; stack: number }
	| { t: 'draw'; stack: number }
	| { t: 'putUnder'; card: string; stack: number }
	| { t: 'exchange'; card: string; stack: number }
	| { t: 'skipExchange' }
	| { t: 'takeTop'; stack: number }
	| { t: 'search'; stack: number }
	| { t: 'searchTake'; card: string };

/**
 * State, tasks and actions of Imperial Settlers (base game). Every card is one instance id
 * (data/index.ts) that lies in exactly one place: a deck, a discard pile, the Lookout row, a
 * hand, an Empire (a Location), a Foundation pile or a Deal.
 */
import type { AddedRecord, ContentValues, PackLabel, RngState } from '$lib/engine';
import type { FactionId, Gain, Good, Item } from './data/types';

export type ModeId = 'base-2p' | 'base-3p' | 'base-4p' | 'solo' | 'solo-conquest';

/** Solo goal (data §8.2 C6): more Faction Locations than Collection cards (RB Goal), or more Locations of any kind (RB Game end wording). */
export type SoloGoal = 'faction' | 'all';
/** Solo conquest difficulty (SEED l.164–170). */
export type Difficulty = 'easy' | 'medium' | 'hard';

export interface IsOptions {
	mode: ModeId;
	/**
	 * Reshuffle an empty Faction deck from its discards (RB p.10). Default false: the errata
	 * (data §8.2 C8, PLFAQ) says a Faction deck is not reshuffled; the Common deck always is.
	 */
	factionReshuffle: boolean;
	/**
	 * The seed's expansion (Siege, Conquest, Fortresses, its cards; expansion.ts). Multiplayer
	 * modes: a choice; 'solo-conquest': always on (SEED l.111 "all rules of this expansion"); 'solo': off.
	 */
	expansion: boolean;
	/** Solo modes only (solo.ts). */
	soloGoal?: SoloGoal;
	/** 'solo-conquest' only: conquest waves per round (default medium). */
	difficulty?: Difficulty;
	/** 'solo-conquest' only: the virtual player's faction (default: dealt at random from the others). */
	virtualFaction?: FactionId;
	/**
	 * The owner's corrections of placeholder values (content.ts `IS_CONTENT_FIELDS`, engine/content.ts);
	 * absent (never empty) when the match plays on the placeholders.
	 */
	content?: ContentValues;
	/** A pack's added cards (added.ts; engine/pack.ts): absent (never empty) without them. */
	contentAdded?: AddedRecord[];
	/** The pack a match plays (its name and content hash; engine/pack.ts). */
	contentPack?: PackLabel;
}

/** A built Location in its owner's Empire (rows are derived from the card's type). */
export interface Loc {
	/** The card instance id. */
	id: string;
	/** Activations this round (goods placed on the card; RB p.10). */
	used: number;
	/** Defence tokens on it (RB p.7: only on Common Locations). */
	defence: number;
	/** A Japanese Samurai guards it (RB p.11). */
	samurai: boolean;
	/** Taken over by this seat with an Egyptian token (Temple of Ra): it works for that seat. */
	ctl?: number;
	/** Expansion: a taken-over Location whose Temple of Ra was conquered: nobody may use it (SEED l.17–25). */
	neutral?: boolean;
	/** Goods lying on the card that stay to the game end (a `holds` Feature: the Shrine, data §5.4); absent when none. */
	goods?: Partial<Record<Good, number>>;
	/** Expansion: a Fortress's fortification level (SEED l.1–16). */
	level?: number;
}

export interface Deal {
	card: string;
	/** A Japanese Trade-Route Deal lies under this enemy Location instead of the faction board. */
	host?: { seat: number; loc: string };
}

export interface Player {
	faction: FactionId;
	goods: Record<Good, number>;
	/** The score track (VP scored during play). */
	vp: number;
	hand: string[];
	/** Built Locations in build order; each row lists Faction cards left, Common cards right. */
	empire: Loc[];
	/** Face-down Foundations (card ids). */
	foundations: string[];
	deals: Deal[];
	passed: boolean;
	/** Free Egyptian tokens (Temple of Ra), RB p.3. */
	tokens: number;
}

export interface FinalScore {
	track: number[];
	locations: number[];
	total: number[];
	/** Tie-break keys (RB p.7): Workers + Resources left, then cards in hand. */
	leftovers: number[];
	handSizes: number[];
	winners: number[];
	/** Solo: the goal's two counts and whether it was met. */
	solo?: { locations: number; collection: number; won: boolean; goal: SoloGoal };
}

export interface IsState {
	v: 1;
	rulesVersion: string;
	options: IsOptions;
	rng: RngState;
	tasks: Task[];
	round: number;
	/** The First player this round. */
	first: number;
	/** The seat taking turns in the Action phase, else null. */
	current: number | null;
	players: Player[];
	commonDeck: string[];
	commonDiscard: string[];
	decks: Partial<Record<FactionId, string[]>>;
	discards: Partial<Record<FactionId, string[]>>;
	/** Common cards revealed for the Lookout draft (public). */
	lookout: string[];
	over: boolean;
	final: FinalScore | null;
	/** Solo modes: the virtual player (solo.ts). */
	virtual?: Virtual;
}

/** The virtual player of the solo modes (RB p.13–14; SEED l.80–176). */
export interface Virtual {
	/** Face-down Attack cards (data/solo.ts ids). */
	attackDeck: string[];
	/** The Target line: revealed Attack cards, [0] the newest ("first"). They count as its Deals. */
	line: string[];
	/** Its Lookout cards of this round: its Locations until phase 5. */
	locs: string[];
	/** The Collection pile (the last card added is last). */
	collection: string[];
	/** Solo conquest: its faction (its deck and discards live in `decks`/`discards`). */
	faction?: FactionId;
	/** Solo conquest: the face-up cards left of its deck, left to right (the deck is right of [length-1]). */
	row?: string[];
	/** What its latest phase 5 did (public: only cards that were face up; shown to the player). */
	lastPhase5?: Phase5Record;
}

/**
 * One phase 5 of the virtual player, as the table saw it (solo.ts). Only public cards: its
 * Lookout Locations, the revealed Attack and Conquest cards, your Locations it took, its face-up
 * row; the Common cards a wave adds to its Collection are face down, so only counted.
 */
export interface Phase5Record {
	round: number;
	/** Its Locations moved to the Collection. */
	collected: string[];
	/** Each attack: the Attack card revealed (null: none left) and your Location razed (null: nothing matched). */
	attacks: { card: string | null; razed: string | null }[];
	/** Solo conquest: the face-up cards discarded before the waves. */
	discarded: string[];
	/** Solo conquest: each wave's Conquest card (data/solo.ts), the Location it took or besieged, and whether a Common card joined the Collection. */
	waves: { card: string; loc: string | null; result: 'conquered' | 'besieged' | 'nothing'; common: boolean }[];
}

/** What a `pick` decision is choosing (one small list each). */
export type PickPurpose =
	| 'reproduce'
	| 'copyProduction'
	| 'dealAgain'
	| 'discardDeal'
	| 'discardCard'
	| 'settlers'
	| 'copyAction'
	| 'steal'
	| 'razeEnemy'
	| 'razeEnemyFree'
	| 'removeEnemy'
	| 'pack'
	| 'razeOwn'
	| 'stealDeal'
	| 'discardEnemyDeal'
	| 'negotiator'
	| 'sanctuary'
	| 'takeOver'
	| 'tradeRouteCard'
	| 'tradeRouteHost'
	| 'samurai'
	| 'worker'
	| 'conquer'
	| 'foundation';

export type Task =
	| { t: 'roundStart' }
	| { t: 'lookoutDraw' }
	/** Reveal N+1 Common cards and draft them in `order` (the last card is discarded). */
	| { t: 'lookoutReveal'; order: number[] }
	| { t: 'draft'; seat: number; rest: number[] }
	| { t: 'lookoutEnd' }
	| { t: 'production' }
	| { t: 'actionPhase' }
	| { t: 'turn'; seat: number }
	| { t: 'nextTurn'; from: number }
	| { t: 'cleanup' }
	| { t: 'roundEnd' }
	| { t: 'gameEnd' }
	/** Draw `n` cards; `deck` 'any' asks per card (Common or own Faction deck). */
	| { t: 'draw'; seat: number; n: number; deck: 'any' | 'common' | 'faction' }
	/** Choose one of several gains (Pharaoh's Guard). */
	| { t: 'oneOf'; seat: number; of: Gain[] }
	/** Pay the Location part of a build: discard an own Location or a Foundation. */
	| { t: 'payL'; seat: number; card: string }
	/** Carry out one activation's effect of Location `src` (automatic; may queue a pick). */
	| { t: 'effect'; by: number; src: string }
	| { t: 'pick'; seat: number; purpose: PickPurpose; src?: string; left?: number; card?: string }
	/** Solo: the Lookout (4 revealed; you take 1, 1 random to the virtual player, you take 1 of 2, the last to it). */
	| { t: 'soloLookout' }
	| { t: 'virtualTake' }
	/** Solo: round end (Cleanup, phase 5, next round; round 5: phase 5, end). */
	| { t: 'soloRoundEnd' }
	| { t: 'nextRound' }
	/** Phase 5: its Locations go to the Collection; then two attacks. */
	| { t: 'virtualCollect' }
	| { t: 'attack' }
	/** An attack's tie the player breaks (RB p.14 "your choice"): which of `ids` is razed. */
	| { t: 'attackChoice'; seat: number; ids: string[]; k: number }
	/** Solo conquest phase 5 (SEED l.118–162). */
	| { t: 'conquestDiscard' }
	| { t: 'conquestWave' }
	| { t: 'conquestRefill' }
	/** Expansion: end-of-round Fortress rules (the Egyptian Fortress and the Sphinx, SEED l.54–63). */
	| { t: 'fortressRoundEnd' };

/** A target on the table: a Location of `seat`'s Empire, or a Deal / good of that seat. */
export type IsAction =
	| { a: 'draft'; card: string }
	| { a: 'deck'; deck: 'common' | 'faction' }
	| { a: 'option'; i: number }
	| { a: 'build'; card: string }
	| { a: 'deal'; card: string }
	| { a: 'razeHand'; card: string }
	| { a: 'razeEnemy'; seat: number; loc: string }
	| { a: 'activate'; loc: string; times: number }
	| { a: 'workers'; n: number }
	| { a: 'pass' }
	/** Expansion: Siege an enemy Fortress (seat, loc); Conquest of an enemy Faction Location (solo conquest: seat -1, a card of the virtual row). */
	| { a: 'siege'; seat: number; loc: string }
	| { a: 'conquer'; seat: number; loc: string }
	/** Solo: which tied Location the attack razes. */
	| { a: 'target'; id: string }
	/** Free steps in your own turn (not an action). */
	| { a: 'samurai'; loc: string }
	| { a: 'defence'; loc: string }
	/** Pay the Location part with an own Location or a Foundation. */
	| { a: 'l'; from: 'loc' | 'foundation'; id: string }
	| { a: 'pick'; id?: string; seat?: number; i?: number; item?: Item };

export type Decision = Extract<Task, { seat: number }>;
export type PickTask = Extract<Task, { t: 'pick' }>;
export type PickAction = Extract<IsAction, { a: 'pick' }>;

/** The virtual player of the solo modes as a target seat in actions and picks (`seat: -1`). */
export const VIRTUAL = -1;

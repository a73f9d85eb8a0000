/**
 * State, tasks and actions of Imperial Settlers (base game). Every card is one instance id
 * (data/index.ts) that lies in exactly one place: a deck, a discard pile, the Lookout row, a
 * hand, an Empire (a Location), a Foundation pile or a Deal.
 */
import type { RngState } from '$lib/engine';
import type { FactionId, Gain, Good, Item } from './data/types';

export type ModeId = 'base-2p' | 'base-3p' | 'base-4p';

export interface IsOptions {
	mode: ModeId;
	/**
	 * Reshuffle an empty Faction deck from its discards (RB p.10). Default false: the errata
	 * (data §8.2 C8, PLFAQ) says a Faction deck is not reshuffled; the Common deck always is.
	 */
	factionReshuffle: boolean;
	/** The seed's expansion (Siege, Conquest, Fortresses): a seam for the next step, always false now. */
	expansion: boolean;
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
	| 'worker';

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
	| { t: 'pick'; seat: number; purpose: PickPurpose; src?: string; left?: number; card?: string };

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
	/** Free steps in your own turn (not an action). */
	| { a: 'samurai'; loc: string }
	| { a: 'defence'; loc: string }
	/** Pay the Location part with an own Location or a Foundation. */
	| { a: 'l'; from: 'loc' | 'foundation'; id: string }
	| { a: 'pick'; id?: string; seat?: number; i?: number; item?: Item };

export type Decision = Extract<Task, { seat: number }>;

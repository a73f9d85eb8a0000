/**
 * The state of a Mage Knight match (First Reconnaissance): the top of the state layer. Plain
 * JSON data only: the state is cloned, hashed and replayed. Its parts live in pieces.ts (re-
 * exported here), the queued tasks and the actions in tasks.ts.
 */
import type { RngState, StepContext, Text } from '$lib/engine';
import type { PileColor } from './data/types';
import type { HexKey } from './hex';
import type { CombatState } from './combat/types';
import type { PvpState } from './pvp-types';
import type { MkAction, Task } from './tasks';
import type { Dummy, Die, HexState, MkOptions, PlacedTile, Player, ScoreSheet, SkillFx, TimeOfDay, TurnState } from './pieces';

export * from './pieces';

export interface MkState {
	/** State format version (not the rules version). */
	v: 1;
	rulesVersion: string;
	options: MkOptions;
	seatCount: number;
	rng: RngState;
	tasks: Task[];
	nextUid: number;

	round: number;
	maxRounds: number;
	time: TimeOfDay;

	hexes: Record<HexKey, HexState>;
	tiles: PlacedTile[];
	/** Face-down Map Tile stack, top first (the city's place among the last 3 is hidden). */
	tileStack: string[];

	/** Face-down enemy piles (top first) and their discards. */
	piles: Record<PileColor, string[]>;
	pileDiscards: Record<PileColor, string[]>;
	ruinsPile: number[];

	/** Face-down decks, top first. */
	advancedDeck: string[];
	spellDeck: string[];
	artifactDeck: string[];
	unitDeck: string[];

	/** Offers (null until created: AA at the first level-up, Spells at the first mage tower). */
	advancedOffer: string[] | null;
	spellOffer: string[] | null;
	unitOffer: string[];
	/** Advanced Actions in the Unit offer (monasteries). */
	monasteryOffer: string[];
	/** Common Skill offer (rejected skills). */
	skillOffer: string[];

	source: Die[];
	/** Tactic ids displayed and not yet taken this round. */
	tacticsOffer: string[];
	/** Tactic ids removed from the game (solo). */
	tacticsRemoved: string[];
	/** Random Round Order at setup (bottom picks first in round 1). */
	roundOrder: number[];
	/** Turn order of this round: seats, DUMMY for the Dummy player. */
	order: number[];
	/** Index into `order` of whose turn it is. */
	current: number;
	/** The seat that takes another turn right after this one (The Right Moment, Time Bending). */
	extraTurnFor: number | null;
	/** The Dummy played its last turn of the Round. */
	dummyDone: boolean;
	/** The portal space of the starting tile. */
	portal: HexKey;

	players: Player[];
	dummy: Dummy | null;
	turn: TurnState | null;
	combat: CombatState | null;
	/** A player-vs-player combat under way (pvp-types.ts; rules in pvp-state.ts). */
	pvp?: PvpState | null;

	/** Seat that announced the End of Round (DUMMY possible), null when not announced. */
	endAnnouncedBy: number | null;
	/** Interactive skills in the centre and other lasting skill effects (absent = none). */
	skillFx?: SkillFx[];
	/** The city was revealed: these seats still play their final turn. */
	finalTurns: number[] | null;

	over: boolean;
	/** Final scoring rows, filled at the end. */
	scoring: ScoreSheet | null;
}

export type MkTextFn = Text;

/** The turn menu's entries by action kind, each typed by its own kind's action (a key must name its entry's kind). */
export type TurnMenu = { [K in MkAction['a']]?: TurnActionDef<Extract<MkAction, { a: K }>> };

/** An entry of the turn menu: one action kind, owned by one module. */
export interface TurnActionDef<A extends MkAction = MkAction> {
	/** Every candidate of this kind now (validate filters them). */
	candidates(s: MkState, seat: number): A[];
	/** Why the action is not allowed now; null when it is. */
	validate(s: MkState, seat: number, a: A): Text | null;
	perform(s: MkState, seat: number, a: A, ctx: StepContext): void;
}

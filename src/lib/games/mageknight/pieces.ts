/**
 * The parts of a Mage Knight state below the whole (state layer): the options, players, map
 * spaces, dice, units and the turn. Plain JSON data only. types.ts assembles them into MkState
 * together with the task queue (tasks.ts), the combat (combat/types.ts) and player-vs-player
 * (pvp-types.ts); these parts import none of those, so the state layer has no import cycle.
 */
import type { AddedRecord, ContentValues, PackLabel, RngState, Text } from '$lib/engine';
import type { AttackKind, BasicColor, Element, HeroId, ManaColor, PileColor, Reward, SiteKind, Terrain } from './data/types';
import type { HexKey, TilePos } from './hex';

export type MkMode = 'first-reconnaissance-2p' | 'first-reconnaissance-3p' | 'first-reconnaissance-4p' | 'solo';

export interface MkOptions {
	mode: MkMode;
	/** Player-vs-player combat (optional in First Reconnaissance, spec §8.1). */
	pvp: boolean;
	/** A content pack's values (content.ts MK_CONTENT; absent: the built-in data, as before packs). */
	content?: ContentValues;
	/** Added records: Mage Knight allows none (engine/pack.ts refuses any). */
	contentAdded?: AddedRecord[];
	/** The pack's name and content hash (engine/pack.ts checkPackOptions). */
	contentPack?: PackLabel;
}

export type TimeOfDay = 'day' | 'night';

/** An enemy token somewhere on the map or in a combat. `uid` is unique in the match. */
export interface EnemyToken {
	uid: number;
	/** EnemyDef id. */
	id: string;
	faceUp: boolean;
}

export interface SiteState {
	kind: SiteKind;
	/** Mine or city colour. */
	color?: BasicColor;
	/** Seat whose Shield is on it (conquered keep/tower/monastery burned/adventure site). */
	owner?: number;
	/** Conquered (a Shield is on it). */
	conquered?: boolean;
	/** Shields of the owner on it (an adventure site may be conquered again: one Shield each time). */
	shields?: number;
	burned?: boolean;
	/** Garrison / den / ruins enemies standing on the site. */
	enemies: EnemyToken[];
	/** Ruins token number (1–12) and whether it is face up. */
	ruins?: { n: number; faceUp: boolean } | null;
}

export interface HexState {
	terrain: Terrain;
	/** The tile it belongs to ("A", "1", "C5"…). */
	tile: string;
	site?: SiteState;
	/** Rampaging enemies (orcs, Draconum) standing on this space. */
	rampaging: EnemyToken[];
}

export interface PlacedTile {
	id: string;
	pos: TilePos;
}

export interface Die {
	color: ManaColor;
	depleted: boolean;
	/** Seat that took it this turn (returned and rerolled at the end of the turn). */
	takenBy: number | null;
	/** Mana Draw powered / Mana Steal: returned without a reroll, or held on a tactic. */
	keepFace?: boolean;
	/** Held on the Mana Steal tactic by this seat. */
	stolenBy?: number | null;
	/** Kept in this seat's play area until the end of the Round (Mana Claim/Curse, specials-competitive.ts). */
	claimedBy?: number | null;
	/** Mana Claim: one token of its colour on each of the claimer's turns. */
	claimEach?: boolean;
	/** Mana Curse: others using its colour take a Wound. */
	cursed?: boolean;
}

export interface UnitInst {
	uid: number;
	/** UnitCard id. */
	id: string;
	ready: boolean;
	wounded: boolean;
	/** Wound cards on a wounded unit when more than one: 2 after a Poison attack (seed L2025–2034), healed one at a time (L2215–2221). */
	wounds?: number;
	/** Banner artifact assigned to it. */
	banner?: string | null;
	bannerFlipped?: boolean;
	/** Recruited under the Bonds of Loyalty skill token (its own Command token; never disbanded). */
	bonds?: boolean;
}

/**
 * A lasting skill effect (skill-hooks.ts): an interactive skill in the centre of the table
 * until its owner's next turn starts (spec §5.12), or the Motivation lock.
 */
export interface SkillFx {
	seat: number;
	/** Skill id ("prayer-of-weather", "mana-exploit", "source-freeze", "healing-ritual") or "motivation". */
	id: string;
	color?: ManaColor;
	/** Mana Exploit: "seat:colour" pairs that already cost a Wound. */
	hits?: string[];
	/** Motivation: the owner's turns started since it was used. */
	turns?: number;
}

export interface Player {
	hero: HeroId;
	/** Null before the first turn and while off the map. */
	pos: HexKey | null;
	deck: string[];
	hand: string[];
	discard: string[];
	units: UnitInst[];
	crystals: Record<BasicColor, number>;
	fame: number;
	/** −7…+8 (data §7.3). */
	reputation: number;
	level: number;
	skills: string[];
	/** Face-down pile of skill tokens not yet drawn (hidden). */
	skillPile: string[];
	/** Once-per-round skills already used (flipped). */
	skillsFlipped: string[];
	/** Tactic card id this round. */
	tactic: string | null;
	tacticFlipped: boolean;
	/** Cards kept under Sparing Power. */
	tacticStore: string[];
	/** Plundered a village since his own last turn (spec §5.5.6). */
	plundered: boolean;
	/** Played his last turn of this round (after the End of Round announcement). */
	doneForRound: boolean;
	/** Round Order token flipped: he fully attended a PvP combat and skips his next turn (spec §8.1). */
	pvpSkip?: boolean;
}

/** What a card in the play area was played as. */
export interface PlayedCard {
	card: string;
	how: 'basic' | 'powered' | 'sideways';
	/** The card was thrown away (artifact bottom effect): removed at the end of the turn. */
	destroyed?: boolean;
}

/** Points made available by played effects this turn (spent by movement, interaction, combat, healing). */
export interface Pools {
	move: number;
	influence: number;
	heal: number;
	/** Attack points by kind and element (combat). */
	attack: Record<AttackKind, Record<Element, number>>;
	block: Record<Element, number>;
}

/** A temporary rule change for the rest of the turn (terrain costs, Agility, Demolish…). */
export interface Modifier {
	id: string;
	n?: number;
	el?: Element;
	terrain?: Terrain[];
	color?: ManaColor;
}

export interface TurnState {
	seat: number;
	/**
	 * start: nothing done yet (may announce the End of Round, rest or play);
	 * move: the movement part (steps, explores, cards); action: after the action started
	 * (combat/interaction, no more moving); rest: resting; end: end-of-turn choices.
	 */
	stage: 'start' | 'move' | 'combat' | 'interact' | 'rest' | 'end';
	played: PlayedCard[];
	/** Mana tokens in the play area (pure mana, lost at the end of the turn). */
	tokens: ManaColor[];
	pools: Pools;
	/** Source dice used this turn and how many may be (1 + extras). */
	diceUsed: number;
	diceAllowed: number;
	modifiers: Modifier[];
	/** Spaces entered this turn, in order, starting where the turn started (forced withdrawal). */
	path: HexKey[];
	/** The turn's action (combat or interaction) was taken. */
	actionDone: boolean;
	/** Reputation/Fame changes due at the end of the turn. */
	atEnd: { reputation: number; fame: number };
	/** Rewards earned this turn, taken at the end of the turn (spec §4.5.4 step 6). */
	rewards: Reward[];
	/** The Fame the turn started with (level-ups are counted at the end). */
	fameAtStart: number;
	unitsRecruited: number;
	skillsUsed: string[];
	/** Tiles explored this turn (each gives 1 Fame in First Reconnaissance, immediately). */
	explored: number;
	/** Took another turn right after this one (The Right Moment, Time Bending). */
	extraTurn: boolean;
	/** Influence from the Reputation modifier was added for this interaction. */
	reputationApplied: boolean;
	/** Wounds taken into hand this turn (Banner of Protection). */
	woundsTaken: number;
	/** This turn revealed the city: it is not the revealer's final turn (seed L280–282). */
	revealedCity?: boolean;
	/** The Deed deck was empty when the turn started (the End of the Round, seed L1063–1074). */
	deckEmpty?: boolean;
	/** A defender's next turn played in advance during a PvP combat (pvp.ts): its end resumes the aggressor's turn. */
	inAdvance?: boolean;
}

/** The automated opponent of the solo game (Rulebook "Dummy player"). */
export interface Dummy {
	hero: HeroId;
	deck: string[];
	discard: string[];
	crystals: Record<BasicColor, number>;
	tactic: string | null;
	/** Its hero's face-down Skill tokens (no interactive one), made when the player first gains a skill (solo). */
	skillPile?: string[];
}

/** A seat index, or DUMMY for the solo game's Dummy player in the turn order. */
export const DUMMY = -1;

export interface ScoreSheet {
	/** Per achievement, per seat: base points and title bonus. */
	rows: { id: Achievement; points: number[]; title: number[] }[];
	/** Fame before the scoring and after it. */
	fameBefore: number[];
	fameAfter: number[];
	winners: number[];
}

export type Achievement = 'knowledge' | 'loot' | 'leader' | 'conqueror' | 'adventurer' | 'beating';

/**
 * The Great Wall's card and board data language (issue 26). Sources: ../shared/rules/great-wall-data.md
 * ("[GW-n]", it overrides the spec), great-wall.md ("§n") and the Czech seed
 * 000_62fe1dcfe08ff31f.txt ("seed l.n", it wins where the sources disagree).
 *
 * The card faces were pictures: no public source lists them (GW-Y). So every record carries its
 * source and, where a value is a placeholder, WHICH of its values are (`guessed.fields`) with the
 * bilingual placeholder label the app shows; a record's name says whether its Czech form is the
 * seed's or our own translation (`czechName`). The rules read every value through content.ts
 * `tablesOf(holder)` (a pack may correct any of them), never from these records directly.
 *
 * Abilities whose texts are unknown are steps of a closed EFFECT VOCABULARY (`GwStep`, labelled for
 * the editor in ../vocabulary.ts): the rules interpret each kind once; no code comes from data.
 */
import type { Text } from '$lib/engine';

// ---------------------------------------------------------------------------------------------
// Basic ids

/** Resources (§9.1): unlimited, integers. Chi cannot be donated nor pay walls or barricades. */
export type Resource = 'wood' | 'stone' | 'gold' | 'chi';
export const RESOURCES: readonly Resource[] = ['wood', 'stone', 'gold', 'chi'];
/** Resources that pay walls and barricades and can be donated (§5.4.1, §5.4.3). */
export type BuildResource = 'wood' | 'stone' | 'gold';
export const BUILD_RESOURCES: readonly BuildResource[] = ['wood', 'stone', 'gold'];
/** Counts of resources (a cost, a gain); a missing key is 0. */
export type ResourceBag = Partial<Record<Resource, number>>;

/** What a vital spot may give when covered (§5.5.1: resources, Honor; a tactic card [inferred]). */
export type RewardItem = Resource | 'honor' | 'tactic';
export const REWARD_ITEMS: readonly RewardItem[] = ['wood', 'stone', 'gold', 'chi', 'honor', 'tactic'];
export type Reward = Partial<Record<RewardItem, number>>;

/** Wall sections, left to right (§11.5). 2-player/solo block `left` (§3.2 step 1). */
export type SectionId = 'left' | 'centre' | 'right';
export const SECTIONS: readonly SectionId[] = ['left', 'centre', 'right'];

/** Soldiers (§9.2); clerks are not soldiers. */
export type UnitKind = 'spearman' | 'archer' | 'horseman';
export const UNIT_KINDS: readonly UnitKind[] = ['spearman', 'archer', 'horseman'];

/** The ten locations (§2.3, §5.4). The Storehouse is no location: clerks never go there (§13.6). */
export type LocationId = 'lumberMill' | 'quarry' | 'goldMine' | 'temple' | 'barracks' | 'buildersCamp' | 'headquarters' | 'teaHouse' | 'embassy' | 'warAcademy';
export const LOCATION_IDS: readonly LocationId[] = ['lumberMill', 'quarry', 'goldMine', 'temple', 'barracks', 'buildersCamp', 'headquarters', 'teaHouse', 'embassy', 'warAcademy'];
/** The four production locations and what each produces (§5.4.1). */
export type ProductionId = 'lumberMill' | 'quarry' | 'goldMine' | 'temple';
export const PRODUCTION_IDS: readonly ProductionId[] = ['lumberMill', 'quarry', 'goldMine', 'temple'];

/** The double-sided board (§2.1): the 2–3-player side and the 4(–5)-player side. */
export type BoardSide = 'small' | 'large';
export const BOARD_SIDES: readonly BoardSide[] = ['small', 'large'];

export type YesNo = 'yes' | 'no';

// ---------------------------------------------------------------------------------------------
// Provenance

/**
 * Where a record's Czech name comes from: the seed; a Czech public source (a review, [GW-2] S5); our own translation of a name a public source
 * gives in English (shown as such); or a placeholder name (no source names the card).
 */
export type CzechName = 'seed' | 'source' | 'ownTranslation' | 'placeholder';

/**
 * Where a record comes from, and which of its values are placeholders. `guessed` is absent for a
 * record whose values all come from a source; present, it names at least one field and carries the
 * label the app shows (so a placeholder can never lack its label).
 */
export interface Sourced<F extends string> {
	/** e.g. "[GW-8] S1 Core p.7-9" or "seed l.801-808"; "placeholder" when nothing of it is known. */
	source: string;
	czechName: CzechName;
	guessed?: { fields: readonly [F, ...F[]]; note: Text };
}

// ---------------------------------------------------------------------------------------------
// The effect vocabulary (abilities whose texts are unknown; the spec's inferred ranges)

/** What an amount is multiplied by ("2 Honor per Supporting Advisor", §6.2). */
export type Scale =
	| 'once'
	| 'supportingAdvisor'
	| 'activeAdvisor'
	| 'archerOnFiring'
	| 'sectionWithArchers'
	| 'soldierOnHorde'
	| 'hordeWon'
	| 'wallLevels'
	| 'highestWall'
	| 'overseerLevels'
	| 'barricade'
	| 'commandDiscarded'
	| 'player';
export const SCALES: readonly Scale[] = [
	'once',
	'supportingAdvisor',
	'activeAdvisor',
	'archerOnFiring',
	'sectionWithArchers',
	'soldierOnHorde',
	'hordeWon',
	'wallLevels',
	'highestWall',
	'overseerLevels',
	'barricade',
	'commandDiscarded',
	'player'
];

/** A unit an effect names, or any soldier. */
export type UnitChoice = 'any' | UnitKind;
/** A location an effect names, or any. */
export type LocationChoice = 'any' | LocationId;
/** Where soldiers an effect sends attack from (§5.5.2): the staging area (Rest Zone), firing positions, or either. */
export type AttackFrom = 'rest' | 'firing' | 'any';

/**
 * One step of an ability (a card box, an advisor, a general, a tactic, a horde leader, an artifact,
 * a request, an event). Steps run in order; every instruction is optional for the player (§4.5 A)
 * unless it is a cost (`pay`: the steps after it happen only if paid) or a requirement.
 */
export type GwStep =
	/** Gain resources, `per` scaling (§7.2 "other Honor sources"). */
	| { k: 'gain'; goods: ResourceBag; per: Scale }
	/** Gain (or, negative, lose) Honor, `per` scaling (Liang Hongyu: 2 per Supporting Advisor, §6.2). */
	| { k: 'honor'; amount: number; per: Scale }
	/** Pay resources; the following steps happen only if paid. */
	| { k: 'pay'; goods: ResourceBag }
	/** Place up to `count` clerks (§5.2), in different locations when `distinct` (seed l.657-661). */
	| { k: 'placeClerks'; count: number; distinct: YesNo }
	/** Move up to `count` of your clerks to other locations (Betrayal's errata, [GW-4]). */
	| { k: 'moveClerks'; count: number }
	/** Advanced activation of `count` locations (§5.3.1; Despotism). */
	| { k: 'advancedActivation'; count: number; location: LocationChoice }
	/** Recruit up to `count` soldiers as the Barracks does (§5.4.2), paying or `free`. */
	| { k: 'recruit'; count: number; unit: UnitChoice; free: YesNo }
	/** Attack with up to `count` soldiers (§5.5.2); Attack Order: all soldiers of a Rest Zone ([GW-4] FAQ #11). */
	| { k: 'attack'; count: number; unit: UnitChoice; from: AttackFrom }
	/** Put `count` wound markers on free vital spots (no reward, §5.5.1). */
	| { k: 'wound'; count: number }
	/** Save up to `count` soldiers being killed, paying `chi` each (§5.6: 2 Chi; 0 = free; Retreat). */
	| { k: 'rescue'; count: number; chi: number }
	/** Build `count` wall pieces (§5.4.3), `discount` resources cheaper each. */
	| { k: 'buildWall'; count: number; discount: number }
	/** Build `count` barricades (§5.4.3), paying or `free`. */
	| { k: 'buildBarricade'; count: number; free: YesNo }
	/** The Headquarters' move (§5.4.4), `count` times. */
	| { k: 'moveSoldiers'; count: number }
	/** Move your tea marker up `steps` positions (0 = to the top) (§5.4.5). */
	| { k: 'tea'; steps: number }
	/** Discard up to `count` of your Shame tokens to the bank (§6.3). */
	| { k: 'discardShame'; count: number }
	/** Gain `count` Shame tokens (co-op events, requests left unfulfilled). */
	| { k: 'takeShame'; count: number }
	/** Draw `count` tactic cards (§5.4.7; hand limit 5). */
	| { k: 'drawTactic'; count: number }
	/** Hire up to `count` clerks (§5.4.6), `discount` Gold cheaper each. */
	| { k: 'hireClerk'; count: number; discount: number }
	/** Hire an advisor (§5.4.6), `discount` Gold cheaper. */
	| { k: 'hireAdvisor'; count: number; discount: number }
	/** Upgrade an overseer (§5.4.1) at `location`, `discount` resources cheaper (Alchemist: Gold Mine, seed l.921-933). */
	| { k: 'upgradeOverseer'; location: LocationChoice; discount: number }
	/** Donate up to `count` produced resources to the Storehouse, +2 Honor each (§5.4.1). */
	| { k: 'donate'; count: number }
	/** Take `count` of your command cards back from the discard pile (§8.4 co-op wall rule). */
	| { k: 'reclaimCommand'; count: number }
	/** Copy another player's command card (Betrayal, seed l.1446-1447, 1695-1698). */
	| { k: 'copyCommand' }
	/** Horde leader: this section's defence is halved, rounded down (Brutes, seed l.805, 1035-1042). */
	| { k: 'halveDefence' }
	/** Horde leader / event: this section's defence changes by `amount`. */
	| { k: 'defence'; amount: number }
	/** Horde leader / event: this section's attack changes by `amount`. */
	| { k: 'offence'; amount: number }
	/** Horde leader / event: the loss value at this section changes by `amount`. */
	| { k: 'loss'; amount: number }
	/** Event: horde cards added each Spring change by `amount`. */
	| { k: 'hordesPerSpring'; amount: number }
	/** Request: remove `count` of your soldiers from the game (sacrifice, §8.4). */
	| { k: 'sacrifice'; count: number; unit: UnitChoice }
	/** Request / artifact condition: have at least `count` of `what`. */
	| { k: 'require'; count: number; what: Scale };

export type GwStepKind = GwStep['k'];
export type GwSteps = readonly GwStep[];

/**
 * When an ability works. The FAQ lists seven tactic timings (FAQ #40, [GW-5]) but not which: the
 * seven tactic moments below are our reading (the first two are the seed's, seed l.1297-1329).
 */
export type Moment =
	| 'hordeDefeated'
	| 'soldiersKilled'
	| 'ownTurn'
	| 'afterRecruit'
	| 'locationActivated'
	| 'winterVolley'
	| 'beforeAssault'
	| 'summerIncome'
	| 'overseerUpgraded'
	| 'afterBuild'
	| 'gameEnd'
	| 'immediate'
	| 'passive';
export const MOMENTS: readonly Moment[] = [
	'hordeDefeated',
	'soldiersKilled',
	'ownTurn',
	'afterRecruit',
	'locationActivated',
	'winterVolley',
	'beforeAssault',
	'summerIncome',
	'overseerUpgraded',
	'afterBuild',
	'gameEnd',
	'immediate',
	'passive'
];
/** The seven moments a tactic card may name ([GW-5] FAQ #40: seven timings). */
export const TACTIC_MOMENTS: readonly Moment[] = ['hordeDefeated', 'soldiersKilled', 'ownTurn', 'afterRecruit', 'locationActivated', 'winterVolley', 'beforeAssault'];

/** An ability: when it works and what it does. */
export interface Ability {
	when: Moment;
	steps: GwSteps;
}

// ---------------------------------------------------------------------------------------------
// Cards

/** Decks of the box by mode (§2.1). */
export type HordeDeck = 'standard' | 'coop';

/** A vital spot on the 2 × 6 grid ([GW-1] FAQ #23): row 1–2, column 1–6, and its reward. */
export interface VitalSpot {
	row: number;
	col: number;
	reward: Reward;
}
export const SPOT_ROWS = 2;
export const SPOT_COLS = 6;

/**
 * A horde card TYPE (cards come in types of 3 copies, [GW-1]: 24 standard = 8 × 3); its copies
 * differ only in the invasion indicator on their backs (§5.1.1).
 */
export interface HordeType extends Sourced<'name' | 'power' | 'honor' | 'spots' | 'leader' | 'backs'> {
	id: string;
	deck: HordeDeck;
	name: Text;
	/** Offensive power, added to its section's attack (§4.6 W2). */
	power: number;
	/** Honor at game end if won without shame (co-op: at once) (§7.2, §8.4). */
	honor: number;
	spots: readonly VitalSpot[];
	/** Leader ability ("Schopnost VŮDCE", seed l.1035-1042); empty = none. Applies at the assault. */
	leader: GwSteps;
	/** The invasion indicator of each copy (the back's highlighted frame, §5.1.1). */
	backs: readonly SectionId[];
}

/** One horde card: a copy of a type (`<type>-<copy>`). */
export interface HordeCard {
	id: string;
	type: string;
	copy: number;
	back: SectionId;
}

export type GeneralSet = 'standard' | 'coop' | 'reed' | 'solo';
/** A general's "Setup" strip, in the printed order Wood, Stone, Gold, Chi, Tactic cards, Tea ([GW-3]). */
export interface SetupStrip {
	wood: number;
	stone: number;
	gold: number;
	chi: number;
	tactics: number;
	/** Two-digit tea value: the higher, the higher in tea order (§3.1 step 19). */
	tea: number;
}
/** A general (§2.4): its ability scales with Supporting Advisors (§6.2). */
export interface GeneralDef extends Sourced<'name' | 'setup' | 'ability'> {
	id: string;
	set: GeneralSet;
	name: Text;
	setup: SetupStrip;
	ability: Ability;
}

/**
 * An advisor (§2.4): the face is its Active ability; the back is the Supporting Advisor symbol,
 * the same on every card, so it has no data. The cost is the general rule (Gold = your advisor
 * count after hiring, §5.4.6).
 */
export interface AdvisorDef extends Sourced<'name' | 'active'> {
	id: string;
	name: Text;
	active: Ability;
}

/** Whose box it is: the card's owner (dark box), or every other player in tea order ("Ostatní hráči", seed l.653-677). */
export type BoxScope = 'owner' | 'others';
export interface CommandBox {
	scope: BoxScope;
	steps: GwSteps;
}
export type CommandDeck = 'standard' | 'reed' | 'solo';
/** A command card (§2.4, [GW-4]): 2–3 boxes resolved top to bottom. */
export interface CommandDef extends Sourced<'name' | 'boxes'> {
	id: string;
	deck: CommandDeck;
	name: Text;
	boxes: readonly CommandBox[];
	/** Stays in the discard pile for good once played (Betrayal, seed l.629-630). */
	permanentDiscard: boolean;
}

export type TacticDeck = 'standard' | 'coop';
/** A tactic card (§5.7): its moment, a free basic effect and a boosted one paid in Chi ([GW-5]). */
export interface TacticDef extends Sourced<'name' | 'when' | 'basic' | 'boostChi' | 'boosted'> {
	id: string;
	deck: TacticDeck;
	name: Text;
	when: Moment;
	basic: GwSteps;
	boostChi: number;
	boosted: GwSteps;
}

/** An artifact (§9.11): end-game Honor. */
export interface ArtifactDef extends Sourced<'name' | 'scoring'> {
	id: string;
	name: Text;
	scoring: GwSteps;
}

/** An Emperor's Request (co-op, §8.4): what fulfilling it takes. */
export interface RequestDef extends Sourced<'name' | 'need' | 'removedWithTwo'> {
	id: string;
	name: Text;
	need: GwSteps;
	/** Removed before shuffling with 2 players (seed l.1739-1743). */
	removedWithTwo: boolean;
}

/** A co-op event (§8.4): an instant effect or one that lasts all game. */
export interface EventDef extends Sourced<'name' | 'when' | 'steps'> {
	id: string;
	name: Text;
	when: 'immediate' | 'passive';
	steps: GwSteps;
}

// ---------------------------------------------------------------------------------------------
// Board

/** A wall level's printed values (§9.4, [GW-8]); level 0 is the empty wall position. */
export interface WallLevelDef extends Sourced<'cost' | 'defence' | 'firing'> {
	level: 0 | 1 | 2 | 3;
	/** Cost to build this level (any mix of wood/stone/gold); Honor = cost (seed l.1134-1147). 0 for level 0. */
	cost: number;
	defence: number;
	/** Firing positions for archers at this level. */
	firing: number;
}

export interface BarricadeDef extends Sourced<'cost' | 'honor' | 'defence' | 'max'> {
	cost: number;
	honor: number;
	defence: number;
	/** Per section (seed l.1121-1122). */
	max: number;
}

/** One space of the time track: hordes added in Spring (above) and the loss value (below) (§2.3). */
export interface TimeSpace {
	hordes: number;
	loss: number;
}
/** A board side's time track (§9.5): its spaces, how many are in play, and the start space. */
export interface TimeTrackDef extends Sourced<'spaces' | 'length' | 'start'> {
	side: BoardSide;
	/** MAX_TIME_SPACES spaces; only the first `length` are on the board. */
	spaces: readonly TimeSpace[];
	length: number;
	/** Index of the start space (0-based). */
	start: number;
}
/** Spaces a pack may describe per side (the board has at most this many). */
export const MAX_TIME_SPACES = 8;

export type LocationKind = 'regular' | 'special';
/** The overseer track of a production location (§5.4.1): cost to place (level 1) and to upgrade to 2 and 3. */
export interface OverseerTrack {
	place: ResourceBag;
	toTwo: ResourceBag;
	toThree: ResourceBag;
}
/** A location (§9.3, §11.5). */
export interface LocationDef extends Sourced<'kind' | 'slots' | 'shame' | 'overseer'> {
	id: LocationId;
	name: Text;
	/** Regular: red slots, activates when all are full; special: a green circle, activates with ≥ 1 clerk ([GW-9], §13.6). */
	kind: LocationKind;
	/** Clerk slots of a regular location per board side (a special one holds any number). */
	slots: Record<BoardSide, number>;
	/** The shame symbol (lone-clerk shame, §6.3 B). */
	shame: boolean;
	produces?: Resource;
	overseer?: OverseerTrack;
}

/**
 * Numbers printed on the board or stated in the rules that a pack may correct (costs, rewards,
 * bank sizes); each with its source in data/board.ts.
 */
export interface RuleNumbers {
	recruit: Record<UnitKind, ResourceBag>;
	rescueChi: number;
	hireClerkGold: number;
	donationHonor: number;
	shameShedChi: number;
	defeatHonor: number;
	archerDefeatHonor: number;
	commandReclaimHonor: number;
	shamePenalty: number;
	shamePerPlayer: number;
	shameTwoPlayer: number;
	shameSolo: number;
	coopShameHonor: number;
	tacticHandLimit: number;
	commandTrack: Record<BoardSide, number>;
	qinArtifactHonor: number;
	qinSupportAtSetup: number;
}

// ---------------------------------------------------------------------------------------------
// Mode data

/** The tokens of Qin's location track (§8.3.2): the four resources and a wound marker. */
export type QinToken = Resource | 'wound';
export const QIN_TOKENS: readonly QinToken[] = ['wood', 'stone', 'gold', 'chi', 'wound'];

/** The solo game's data (§8.3): Qin's location track and his starting overseers. */
export interface SoloData extends Sourced<'overseers'> {
	/** The location each token is linked to (seed l.1551-1568: the wound marker → the Barracks). */
	tokenLocation: Record<QinToken, LocationId>;
	/** Which of Qin's soldiers is his level-1 overseer at each production location (2 horsemen, 2 spearmen, seed l.1520-1521; which where is unknown, spec §12 D15). */
	overseers: Record<ProductionId, 'spearman' | 'horseman'>;
}

/** The Reed Clan's material (§8.2, seed l.1394-1398): its clerks' start locations and its spearmen. */
export interface ReedData extends Sourced<never> {
	startClerks: readonly LocationId[];
	spearmen: number;
}

/** The co-op game's numbers (§8.4, seed l.1716-1722, 1734-1743) by the number of players (2–4). */
export interface CoopData extends Sourced<never> {
	requestsToWin: Record<CoopPlayers, number>;
	activeRequests: Record<CoopPlayers, number>;
}
export type CoopPlayers = 2 | 3 | 4;
export const COOP_PLAYERS: readonly CoopPlayers[] = [2, 3, 4];

/** Everything a match plays with (content.ts builds it once per pack). */
export interface GwData {
	hordeTypes: readonly HordeType[];
	generals: readonly GeneralDef[];
	advisors: readonly AdvisorDef[];
	commands: readonly CommandDef[];
	tactics: readonly TacticDef[];
	artifacts: readonly ArtifactDef[];
	requests: readonly RequestDef[];
	events: readonly EventDef[];
	wall: readonly WallLevelDef[];
	barricade: BarricadeDef;
	timeTracks: Record<BoardSide, TimeTrackDef>;
	locations: readonly LocationDef[];
	numbers: RuleNumbers;
	solo: SoloData;
	reed: ReedData;
	coop: CoopData;
}

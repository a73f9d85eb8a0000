/**
 * The Great Wall's state, tasks, actions and options (state layer: no rule code). Spec =
 * shared/rules/great-wall.md; seed = shared/seeds/000_62fe1dcfe08ff31f.txt (it wins).
 * Plain data only: the state is cloned, hashed and saved as it is.
 */
import type { Moment } from './data/types';
import { shape, type ContentValues, type AddedRecord, type PackLabel, type Infer, type RngState, type SecretBox, type Zones, secretActionCases } from '$lib/engine';

export const RESOURCES = ['wood', 'stone', 'gold', 'chi'] as const;
export type Resource = (typeof RESOURCES)[number];
/** Wall, barricades and donations take only these (spec §5.4.3, seed l.1119-1155). */
export const BUILDING = ['wood', 'stone', 'gold'] as const;
export type BuildingResource = (typeof BUILDING)[number];
export type Bag = Record<Resource, number>;
export type Store = Record<BuildingResource, number>;

export const UNITS = ['spear', 'archer', 'horse'] as const;
export type Unit = (typeof UNITS)[number];
export type Troops = Record<Unit, number>;

/** The four production locations first (spec §2.3, §5.4). */
export const PRODUCTION = ['mill', 'quarry', 'mine', 'temple'] as const;
export type ProductionId = (typeof PRODUCTION)[number];
export const LOCATIONS = ['mill', 'quarry', 'mine', 'temple', 'barracks', 'camp', 'hq', 'teahouse', 'embassy', 'academy'] as const;
export type LocationId = (typeof LOCATIONS)[number];

/** A vital spot of a horde card in play: free, a wound, or a soldier (a horseman on two spots names its first spot in `h`). */
export type Spot = null | 'w' | { o: number; u: Unit; h?: number };

export interface HordeInPlay {
	id: string;
	spots: Spot[];
}

export interface Section {
	/** 0 = no wall, 1-3 = built level (spec §5.4.3). */
	level: number;
	barricades: number;
	/** Blocked by the 2-player/solo barricades on its horde positions (spec §3.2 step 1): never used. */
	blocked: boolean;
	/** Index 0 is the position closest to the Wall (spec §11.5). */
	hordes: HordeInPlay[];
	/** Soldiers in the staging area, per seat (spec §6.4). */
	staging: Troops[];
	/** The owner of each archer on a firing position. */
	firing: number[];
}

export interface WonHorde {
	id: string;
	shame: number;
}

export interface Overseer {
	level: number;
	unit: Unit;
}

export interface Player {
	res: Bag;
	/** Soldiers in the personal supply; `shamed` of them carry a shame token (frozen, spec §6.3 A). */
	supply: Troops;
	shamed: Troops;
	clerks: number;
	unhired: number;
	honor: number;
	general: string | null;
	active: string[];
	overseers: Partial<Record<ProductionId, Overseer>>;
	won: WonHorde[];
	/** Tactic cards played this trigger moment (one per trigger moment, spec §5.7). */
	playedAt: number;
}

export type Season = 'setup' | 'spring' | 'summer' | 'fall' | 'winter' | 'over';

/** A command card on the track: its owner and the card. */
export interface TrackCard {
	seat: number;
	card: string;
}

/** When an ability or a tactic card works: the data's moments (data/types.ts `Moment`). */
export type Trigger = Moment;

export type Task =
	| { t: 'setupHordes' }
	| { t: 'year' }
	| { t: 'spring' }
	| { t: 'summer' }
	| { t: 'shed'; seat: number }
	| { t: 'reclaim'; seat: number }
	| { t: 'fall' }
	| { t: 'setupPick'; secret: SecretBox<string> }
	| { t: 'command'; secret: SecretBox<string> }
	| { t: 'track'; seat: number; card: string }
	| { t: 'turns' }
	| { t: 'turn'; pos: number }
	| { t: 'box'; seat: number; card: string; box: number }
	| { t: 'place'; seat: number; left: number; distinct: boolean; into: LocationId[] }
	| { t: 'copy'; seat: number }
	| { t: 'advanced'; seat: number }
	| { t: 'attackOrder'; seat: number }
	| { t: 'activations'; seat: number }
	| { t: 'activation'; seat: number; left: LocationId[] }
	| { t: 'activate'; loc: LocationId; advanced: boolean }
	| { t: 'locEnd'; loc: LocationId; advanced: boolean }
	| { t: 'promote'; seat: number; loc: ProductionId; extra: boolean; discount: number }
	| { t: 'donate'; seat: number; loc: ProductionId }
	| { t: 'recruit'; seat: number; left: number; made: number; unit: Unit | 'any'; free: boolean }
	| { t: 'attack'; seat: number; unit: Unit; sec: number }
	/** `sec` −1: at any section (an effect's wound). */
	| { t: 'wound'; seat: number; sec: number; left: number }
	| { t: 'build'; seat: number; left: number; made: number; what: 'any' | 'wall' | 'barricade'; free: boolean; discount: number }
	| { t: 'hq'; seat: number; left: number }
	| { t: 'embassy'; seat: number; left: number }
	| { t: 'handLimit'; seat: number }
	| { t: 'turnEnd' }
	| { t: 'defeats' }
	| { t: 'claim'; sec: number; id: string; winner: number | null }
	| { t: 'winter' }
	| { t: 'volley'; sec: number }
	| { t: 'assault' }
	| { t: 'breach'; sec: number }
	| { t: 'breachEnd' }
	| { t: 'barricadesOff' }
	| { t: 'loss'; seat: number; sec: number; row: number; left: number; breach: boolean }
	| { t: 'shame'; seat: number }
	| { t: 'tactic'; seat: number; trigger: Trigger; moment: number }
	| { t: 'endCheck' };

export type TaskKind = Task['t'];

const loc = shape.oneOf(LOCATIONS);
const unit = shape.oneOf(UNITS);
const id = shape.str(40);
/** Where a recruited or attacking soldier goes: a staging area, a firing position, or one or two vital spots of a card. */
const target = shape.obj({ k: shape.oneOf(['staging', 'firing', 'spot'] as const), sec: shape.int(0, 2), row: shape.opt(shape.int(0, 2)), spots: shape.opt(shape.arr(shape.int(0, 11), 2)) });

/** Every action kind with exactly its fields, and the secret forms of the setup pick and the Fall's command card (sdk/secret.ts). */
export const ACTION = shape.tagged('t', {
	done: {},
	shed: { from: id },
	reclaim: { take: shape.bool() },
	track: { pos: shape.int(0, 4) },
	place: { from: shape.oneOf(['supply', ...LOCATIONS] as const), to: loc },
	copy: { pos: shape.int(0, 4) },
	advanced: { loc },
	activate: { loc },
	promote: { loc: shape.oneOf(['mill', 'quarry', 'mine', 'temple'] as const), unit },
	donate: {},
	recruit: { unit, to: target },
	attack: { to: target },
	wound: { sec: shape.int(0, 2), row: shape.int(0, 2), spot: shape.int(0, 11) },
	barricade: { sec: shape.int(0, 2) },
	wall: { sec: shape.int(0, 2) },
	move: { from: shape.int(0, 2), to: shape.int(0, 2) },
	charge: { sec: shape.int(0, 2) },
	hireClerk: {},
	hireAdvisor: { card: id, active: shape.bool() },
	discard: { card: id },
	lose: { unit, rescue: shape.bool() },
	shame: { at: id },
	tactic: { card: id, boosted: shape.bool() },
	...secretActionCases(shape.str(80))
});
export type GwAction = Infer<typeof ACTION>;
export type Target = Infer<typeof target>;
export type ActionOf<K extends GwAction['t']> = Extract<GwAction, { t: K }>;

export type ModeId = 'standard' | 'two-player' | 'solo' | 'coop';

/** Readings where the seed is open (spec §12.2; DESIGN.md "## Rules"): each a match option. */
export interface GwReadings {
	/** A1: equal tea values at setup — a seeded lot, or the seat order. */
	teaTie: 'lot' | 'seat';
	/** A8: Honor may go below 0 during play (the floor applies only at final scoring, seed l.1346) or is clamped at 0. */
	honorFloor: 'scoring' | 'always';
	/** A4: a Leader ability works only from the first row, or anywhere at its section. */
	leader: 'front' | 'anywhere';
	/** A6: a player whose command hand is empty in Summer must take the cards back, or may skip the Fall. */
	emptyHand: 'forceReclaim' | 'skipFall';
}

export interface GwOptions extends GwReadings {
	mode: ModeId;
	content?: ContentValues;
	contentAdded?: AddedRecord[];
	contentPack?: PackLabel;
}

export type ZoneId = string;

export interface GwState {
	options: GwOptions;
	seats: number;
	rng: RngState;
	tasks: Task[];
	over: boolean;
	year: number;
	season: Season;
	/** The time token's space (spec §4.3). */
	time: number;
	players: Player[];
	/** Seats, top of the tea track first (spec §4.1). */
	tea: number[];
	sections: Section[];
	/** Clerks in each location, per seat (spec §5.2). */
	clerks: Record<LocationId, number[]>;
	storehouse: Store;
	shameBank: number;
	/** The command track; null = free position (spec §4.5 F2). */
	track: (TrackCard | null)[];
	/** The card resolving and its owner (the active player), while a turn is under way. */
	turn: TrackCard | null;
	/** Counter of tactic trigger moments (spec §5.7: one card per player per moment). */
	moment: number;
	/** Every pile as a zone: decks, hands, the offer, discards (zones.ts declares who sees what). */
	zones: Zones<string, ZoneId>;
	/** Rescues granted at this killing moment, one entry per rescue of that seat (Retreat, seed l.1319-1323). */
	freeRescue: number[];
	/** Why the game ended (spec §7.1), once it has. */
	ended: 'walls' | 'shame' | 'time' | null;
}

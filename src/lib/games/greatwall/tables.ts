/**
 * What the rules read of the game's content (facts layer): the rules never read raw card or
 * board data, only these tables of the match (its pack's values in). `tablesIn(state)` builds
 * them once per content and caches them.
 *
 * The language below is the rules' side of the data: the data engineer's content (data/,
 * content.ts) is mapped onto it by `fromContent` (adapter.ts); until that lands, `provisional.ts`
 * gives the spec's known values and its suggested placeholders (spec §12.1, §13).
 */
import type { Text } from '$lib/engine';
import type { Bag, LocationId, ProductionId, Resource, Trigger, Unit } from './types';

/** A gain of resources and/or Honor (a reward on a vital spot, a card's effect). */
export type Gain = Partial<Record<Resource | 'honor', number>>;

export interface SpotDef {
	row: number;
	col: number;
	reward: Gain;
}

/** A horde card's Leader ability (spec §6.8): halve the section's defence (Brutes, seed l.1035-1042) or add power. */
export type LeaderAbility = { k: 'halveDefence' } | { k: 'power'; n: number };

export interface HordeDef {
	id: string;
	name: Text;
	/** Vital spots on the 2 × 6 grid (FAQ #23, spec §13.10); orthogonal neighbours are adjacent (horsemen). */
	spots: SpotDef[];
	power: number;
	/** Honor at game end when won without shame (spec §7.2). */
	honor: number;
	/** The section the back's invasion indicator names: 0 left, 1 centre, 2 right (spec §5.1.1). */
	indicator: number;
	leader: LeaderAbility | null;
}

export interface GeneralDef {
	id: string;
	name: Text;
	/** The setup strip: Wood, Stone, Gold, Chi, tactic cards, tea value (spec §13.8). */
	setup: Bag & { tactics: number; tea: number };
	/** The ability: when it triggers, the gain per Supporting Advisor (spec §6.2, example 3). */
	ability: { when: Trigger; perSupport: Gain };
}

/** An active advisor's ability (spec §6.2, §9.8). */
export type AdvisorAbility =
	/** Alchemist-like: whenever you promote any overseer, also promote this one at a discount (seed l.921-933). */
	| { k: 'discount'; loc: ProductionId; by: number }
	/** A gain when a trigger moment of yours happens. */
	| { k: 'on'; when: Trigger; gain: Gain };

export interface AdvisorDef {
	id: string;
	name: Text;
	ability: AdvisorAbility;
}

/** One instruction of a command card's box (spec §4.5 F3-A, §5.8). */
export type CommandStep =
	| { k: 'place'; n: number; distinct: boolean }
	| { k: 'advanced' }
	| { k: 'gain'; gain: Gain }
	| { k: 'copy' }
	| { k: 'attack' };

export interface CommandDef {
	id: string;
	name: Text;
	/** Resolved top to bottom; `others`: every other player in tea order (seed l.653-677). */
	boxes: { scope: 'owner' | 'others'; steps: CommandStep[] }[];
	/** Treachery stays in the discard pile for good (seed l.629-630). */
	staysDiscarded: boolean;
}

export type TacticEffect = { k: 'gain'; gain: Gain } | { k: 'rescueAll' } | { k: 'draw'; n: number };

export interface TacticDef {
	id: string;
	name: Text;
	when: Trigger;
	basic: TacticEffect[];
	/** The boosted (enhanced) effect costs Chi (spec §13.11). */
	boosted: { chi: number; effects: TacticEffect[] };
}

/** What an artifact scores at game end, per unit of the thing it counts (spec §9.11: texts unknown). */
export type ArtifactScore = { per: 'wonHorde' | 'advisor' | 'overseerLevel' | 'clerk' | 'soldierOnWall'; honor: number };

export interface ArtifactDef {
	id: string;
	name: Text;
	score: ArtifactScore;
}

export interface LocationDef {
	id: LocationId;
	name: Text;
	/** Regular: red slots, activates when all are full; special: activates with ≥ 1 clerk (spec §13.6). */
	kind: 'regular' | 'special';
	/** Slots of a regular location for this match's board side. */
	slots: number;
	/** The lone-clerk shame symbol (spec §6.3 B). */
	shame: boolean;
}

export interface TimeSpace {
	hordes: number;
	loss: number;
}

export interface GwTables {
	locations: Record<LocationId, LocationDef>;
	/** The cost of reaching level 1, 2 and 3 of each overseer (spec §5.4.1). */
	overseerCost: Record<ProductionId, [Partial<Bag>, Partial<Bag>, Partial<Bag>]>;
	recruitCost: Record<Unit, Partial<Bag>>;
	/** Build cost and Honor of wall levels 1-3 (spec §13.4). */
	wallCost: [number, number, number];
	/** Defence of a section by wall level 0-3, and firing positions by level. */
	wallDefence: [number, number, number, number];
	firing: [number, number, number, number];
	barricade: { cost: number; honor: number; defence: number };
	rescueChi: number;
	hireClerkGold: number;
	donateHonor: number;
	/** The time track of this match's board side, and the start space of its player count. */
	time: TimeSpace[];
	timeStart: number;
	/** Command-track positions on this board side (spec §11.5, A23). */
	trackPositions: number;
	hordes: Map<string, HordeDef>;
	hordeIds: string[];
	generals: Map<string, GeneralDef>;
	generalIds: string[];
	advisors: Map<string, AdvisorDef>;
	advisorIds: string[];
	commands: Map<string, CommandDef>;
	/** The six cards of every clan colour (spec §13.7). */
	commandIds: string[];
	tactics: Map<string, TacticDef>;
	tacticIds: string[];
	artifacts: Map<string, ArtifactDef>;
	artifactIds: string[];
}

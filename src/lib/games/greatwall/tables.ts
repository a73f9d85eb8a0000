/**
 * What the rules read of the game's content, shaped for the rules (state layer): the match's
 * values come from content.ts `tablesOf` (its pack in) through adapter.ts, never from raw data.
 * Abilities stay steps of the data's closed vocabulary (data/types.ts `GwStep`), interpreted once
 * by effects.ts.
 */
import type { Text } from '$lib/engine';
import type { Ability, CommandBox, GwSteps, Moment, Reward, RuleNumbers } from './data/types';
import type { Bag, LocationId, ProductionId, Unit } from './types';

export type { Moment };

/** A gain of resources and/or Honor. */
export type Gain = Partial<Record<keyof Bag | 'honor', number>>;

export interface SpotDef {
	row: number;
	col: number;
	reward: Reward;
}

export interface HordeDef {
	id: string;
	name: Text;
	/** Vital spots on the 2 × 6 grid (FAQ #23); orthogonal neighbours are adjacent (horsemen). */
	spots: SpotDef[];
	power: number;
	/** Honor at game end when won without shame (spec §7.2). */
	honor: number;
	/** The section the back's invasion indicator names: 0 left, 1 centre, 2 right (spec §5.1.1). */
	indicator: number;
	/** The Leader ability's steps (halveDefence, defence, offence, loss; seed l.1035-1042). */
	leader: GwSteps;
}

export interface GeneralDef {
	id: string;
	name: Text;
	setup: Bag & { tactics: number; tea: number };
	ability: Ability;
}

export interface AdvisorDef {
	id: string;
	name: Text;
	ability: Ability;
}

export interface CommandDef {
	id: string;
	name: Text;
	boxes: readonly CommandBox[];
	/** Treachery stays in the discard pile for good (seed l.629-630). */
	staysDiscarded: boolean;
}

export interface TacticDef {
	id: string;
	name: Text;
	when: Moment;
	basic: GwSteps;
	/** The boosted (enhanced) effect costs Chi (spec §13.11). */
	boosted: { chi: number; steps: GwSteps };
}

export interface ArtifactDef {
	id: string;
	name: Text;
	scoring: GwSteps;
}

export interface LocationDef {
	id: LocationId;
	name: Text;
	kind: 'regular' | 'special';
	/** Slots of a regular location on this match's board side. */
	slots: number;
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
	/** Defence and firing positions by wall level 0-3. */
	wallDefence: [number, number, number, number];
	firing: [number, number, number, number];
	barricade: { cost: number; honor: number; defence: number; max: number };
	numbers: RuleNumbers;
	/** The time track of this match's board side, and the start space. */
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

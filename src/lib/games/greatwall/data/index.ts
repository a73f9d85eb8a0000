/**
 * The Great Wall's built-in data and its lookups. The rules never read these records directly:
 * content.ts `tablesOf(holder)` gives a match's `GwTables` (the built-in ones, or with its pack's
 * values in), and the lookups below work on those tables.
 */
import { ADVISORS } from './advisors';
import { ARTIFACTS } from './artifacts';
import { BARRICADE, LOCATIONS, RULE_NUMBERS, TIME_TRACKS, WALL_LEVELS } from './board';
import { COMMANDS } from './commands';
import { EVENTS, REQUESTS } from './coop';
import { GENERALS } from './generals';
import { HORDE_TYPES } from './hordes';
import { COOP, REED, SOLO } from './modes';
import { TACTICS } from './tactics';
import type {
	AdvisorDef,
	ArtifactDef,
	BoardSide,
	CommandDeck,
	CommandDef,
	EventDef,
	GeneralDef,
	GeneralSet,
	GwData,
	HordeCard,
	HordeDeck,
	HordeType,
	LocationDef,
	LocationId,
	RequestDef,
	TacticDeck,
	TacticDef,
	TimeSpace,
	WallLevelDef
} from './types';

export * from './types';
export { COPIES_PER_TYPE, spotsOf } from './hordes';

/** The component counts of the box (§2.1; [GW-1] 8 types × 3): the data must match them. */
export const COMPONENT_COUNTS = {
	hordeCards: { standard: 24, coop: 24 },
	generals: { standard: 13, coop: 8, reed: 2, solo: 1 },
	advisors: 44,
	commands: { standard: 6, reed: 1, solo: 6 },
	tactics: { standard: 20, coop: 12 },
	artifacts: 5,
	artifactsInPlay: 3,
	requests: 12,
	events: 12,
	locations: 10,
	wallLevels: 3
} as const;

/** The built-in data (the pack "Výchozí / Built-in"). */
export const BUILT_IN_DATA: GwData = {
	hordeTypes: HORDE_TYPES,
	generals: GENERALS,
	advisors: ADVISORS,
	commands: COMMANDS,
	tactics: TACTICS,
	artifacts: ARTIFACTS,
	requests: REQUESTS,
	events: EVENTS,
	wall: WALL_LEVELS,
	barricade: BARRICADE,
	timeTracks: TIME_TRACKS,
	locations: LOCATIONS,
	numbers: RULE_NUMBERS,
	solo: SOLO,
	reed: REED,
	coop: COOP
};

/** A match's data with its lookups (built once per pack, content.ts). */
export interface GwTables extends GwData {
	hordeTypeById: ReadonlyMap<string, HordeType>;
	/** Every horde card of both decks (`<type>-<copy>`). */
	hordeCardById: ReadonlyMap<string, HordeCard>;
	generalById: ReadonlyMap<string, GeneralDef>;
	advisorById: ReadonlyMap<string, AdvisorDef>;
	commandById: ReadonlyMap<string, CommandDef>;
	tacticById: ReadonlyMap<string, TacticDef>;
	artifactById: ReadonlyMap<string, ArtifactDef>;
	requestById: ReadonlyMap<string, RequestDef>;
	eventById: ReadonlyMap<string, EventDef>;
	locationById: Readonly<Record<LocationId, LocationDef>>;
}

/** The copies of a horde type: one per invasion indicator on its backs. */
export const copiesOf = (t: HordeType): HordeCard[] => t.backs.map((back, i) => ({ id: `${t.id}-${i + 1}`, type: t.id, copy: i + 1, back }));

const mapOf = <T extends { id: string }>(list: readonly T[]): ReadonlyMap<string, T> => new Map(list.map((x) => [x.id, x]));

/** The lookups of `data`. */
export function tablesFrom(data: GwData): GwTables {
	const locationById = Object.fromEntries(data.locations.map((l) => [l.id, l])) as Record<LocationId, LocationDef>;
	return {
		...data,
		hordeTypeById: mapOf(data.hordeTypes),
		hordeCardById: mapOf(data.hordeTypes.flatMap(copiesOf)),
		generalById: mapOf(data.generals),
		advisorById: mapOf(data.advisors),
		commandById: mapOf(data.commands),
		tacticById: mapOf(data.tactics),
		artifactById: mapOf(data.artifacts),
		requestById: mapOf(data.requests),
		eventById: mapOf(data.events),
		locationById
	};
}

/** The built-in tables (a match without a pack). */
export const BUILT_IN_TABLES: GwTables = tablesFrom(BUILT_IN_DATA);

/** The horde cards of a deck, in data order (setup shuffles them with the seeded generator). */
export const hordeDeck = (t: GwData, deck: HordeDeck): HordeCard[] => t.hordeTypes.filter((h) => h.deck === deck).flatMap(copiesOf);
/** The horde type of a card id; throws on an unknown id (a bug, never data). */
export function hordeTypeOfCard(t: GwTables, cardId: string): HordeType {
	const card = t.hordeCardById.get(cardId);
	const type = card && t.hordeTypeById.get(card.type);
	if (!type) throw new Error(`greatwall: unknown horde card "${cardId}"`);
	return type;
}
export const generalsOf = (t: GwData, set: GeneralSet): GeneralDef[] => t.generals.filter((g) => g.set === set);
export const commandsOf = (t: GwData, deck: CommandDeck): CommandDef[] => t.commands.filter((c) => c.deck === deck);
export const tacticsOf = (t: GwData, deck: TacticDeck): TacticDef[] => t.tactics.filter((c) => c.deck === deck);

/** Looks `id` up in `map`; throws on an unknown id (a bug in the rules, never data). */
export function lookup<T>(map: ReadonlyMap<string, T>, id: string, what: string): T {
	const v = map.get(id);
	if (v === undefined) throw new Error(`greatwall: unknown ${what} "${id}"`);
	return v;
}

/** The board side a match uses: the 2–3-player side for 1–3 players (2-player and solo use it, §8.1), else the 4-player side. */
export const boardSideFor = (players: number): BoardSide => (players >= 4 ? 'large' : 'small');

/** A wall level's values (0 = the empty position). */
export const wallLevelOf = (t: GwData, level: number): WallLevelDef => t.wall[Math.max(0, Math.min(3, level))];

/** The time-track spaces in play on a side (its first `length`). */
export const timeSpacesOf = (t: GwData, side: BoardSide): readonly TimeSpace[] => t.timeTracks[side].spaces.slice(0, t.timeTracks[side].length);

/**
 * The match's content (content.ts `tablesOf`, its pack in) shaped for the rules (facts layer):
 * the standard decks, this board side's track and slots, the rules' short ids. Built once per
 * content table and board side.
 */
import { boardSideFor, commandsOf, copiesOf, generalsOf, tacticsOf, timeSpacesOf, wallLevelOf, type GwTables as ContentTables, type LocationId as DataLocation, type ResourceBag, type SectionId, type UnitKind } from './data';
import { tablesOf } from './content';
import type { GwTables, HordeDef, LocationDef } from './tables';
import { LOCATIONS, type Bag, type GwOptions, type LocationId, type ProductionId, type Unit } from './types';

/** The rules' location ids and the data's. */
export const DATA_LOCATION: Record<LocationId, DataLocation> = {
	mill: 'lumberMill',
	quarry: 'quarry',
	mine: 'goldMine',
	temple: 'temple',
	barracks: 'barracks',
	camp: 'buildersCamp',
	hq: 'headquarters',
	teahouse: 'teaHouse',
	embassy: 'embassy',
	academy: 'warAcademy'
};
export const RULES_LOCATION = Object.fromEntries(Object.entries(DATA_LOCATION).map(([a, b]) => [b, a])) as Record<DataLocation, LocationId>;
export const DATA_UNIT: Record<Unit, UnitKind> = { spear: 'spearman', archer: 'archer', horse: 'horseman' };
export const RULES_UNIT: Record<UnitKind, Unit> = { spearman: 'spear', archer: 'archer', horseman: 'horse' };
const SECTION_INDEX: Record<SectionId, number> = { left: 0, centre: 1, right: 2 };

const bag = (b: ResourceBag | undefined): Partial<Bag> => ({ ...(b ?? {}) });

function build(t: ContentTables, players: number): GwTables {
	const side = boardSideFor(players);
	const locations = Object.fromEntries(
		LOCATIONS.map((id) => {
			const d = t.locationById[DATA_LOCATION[id]];
			return [id, { id, name: d.name, kind: d.kind, slots: d.slots[side], shame: d.shame } satisfies LocationDef];
		})
	) as Record<LocationId, LocationDef>;
	const overseerCost = Object.fromEntries(
		(['mill', 'quarry', 'mine', 'temple'] as ProductionId[]).map((id) => {
			const o = t.locationById[DATA_LOCATION[id]].overseer;
			return [id, [bag(o?.place), bag(o?.toTwo), bag(o?.toThree)]];
		})
	) as GwTables['overseerCost'];
	const hordes: HordeDef[] = t.hordeTypes
		.filter((h) => h.deck === 'standard')
		.flatMap((type) =>
			copiesOf(type).map((c) => ({
				id: c.id,
				name: type.name,
				// The data counts rows and columns from 1 (the printed grid); adjacency only needs differences.
				spots: type.spots.map((x) => ({ row: x.row, col: x.col, reward: { ...x.reward } })),
				power: type.power,
				honor: type.honor,
				indicator: SECTION_INDEX[c.back],
				leader: type.leader
			}))
		);
	const generals = generalsOf(t, 'standard').map((g) => ({ id: g.id, name: g.name, setup: { ...g.setup }, ability: g.ability }));
	const advisors = t.advisors.map((a) => ({ id: a.id, name: a.name, ability: a.active }));
	// Only the clans' six: the solo deck reuses their ids (data/commands.ts).
	const commands = commandsOf(t, 'standard').map((c) => ({ id: c.id, name: c.name, boxes: c.boxes, staysDiscarded: c.permanentDiscard }));
	const tactics = tacticsOf(t, 'standard').map((c) => ({ id: c.id, name: c.name, when: c.when, basic: c.basic, boosted: { chi: c.boostChi, steps: c.boosted } }));
	const artifacts = t.artifacts.map((a) => ({ id: a.id, name: a.name, scoring: a.scoring }));
	const byId = <T extends { id: string }>(xs: T[]) => new Map(xs.map((x) => [x.id, x]));
	const level = (n: number) => wallLevelOf(t, n);
	return {
		locations,
		overseerCost,
		recruitCost: { spear: bag(t.numbers.recruit.spearman), archer: bag(t.numbers.recruit.archer), horse: bag(t.numbers.recruit.horseman) },
		wallCost: [level(1).cost, level(2).cost, level(3).cost],
		wallDefence: [level(0).defence, level(1).defence, level(2).defence, level(3).defence],
		firing: [level(0).firing, level(1).firing, level(2).firing, level(3).firing],
		barricade: { cost: t.barricade.cost, honor: t.barricade.honor, defence: t.barricade.defence, max: t.barricade.max },
		numbers: t.numbers,
		time: timeSpacesOf(t, side).map((x) => ({ ...x })),
		timeStart: t.timeTracks[side].start,
		trackPositions: t.numbers.commandTrack[side],
		hordes: byId(hordes),
		hordeIds: hordes.map((h) => h.id),
		generals: byId(generals),
		generalIds: generals.map((g) => g.id),
		advisors: byId(advisors),
		advisorIds: advisors.map((a) => a.id),
		commands: byId(commands),
		commandIds: commands.map((c) => c.id),
		tactics: byId(tactics),
		tacticIds: tactics.map((c) => c.id),
		artifacts: byId(artifacts),
		artifactIds: artifacts.map((a) => a.id)
	};
}

const cache = new WeakMap<ContentTables, GwTables[]>();

/** The rules' tables of a match: its content (pack) and its player count (the board side, spec §3.1 step 1). */
export function tablesFor(options: Pick<GwOptions, 'content'>, players: number): GwTables {
	const content = tablesOf({ options });
	let bySeats = cache.get(content);
	if (!bySeats) cache.set(content, (bySeats = []));
	return (bySeats[players] ??= build(content, players));
}

/**
 * A copy of the Great Wall's state written for its shape (state layer). The generic `cloneData`
 * walks every key of every object: with 28 zones, the sections' hordes and the players it was
 * ~60% of apply (scripts/gw-profile.ts). Same result as `cloneData` for every state the rules
 * make; any key this file does not know falls back to the generic copy, so a new state field
 * is copied correctly before it is copied fast.
 */
import { cloneData, type Zone, type Zones } from '$lib/engine';
import type { GwOptions, GwState, LocationId, ProductionId, HordeInPlay, Player, Section, Spot, TrackCard } from './types';

/** How each top-level key is copied: a primitive, a copy by its own function, or shared. */
const KEYS: Record<keyof GwState, 'value' | 'copy'> = {
	options: 'copy',
	seats: 'value',
	rng: 'copy',
	tasks: 'copy',
	over: 'value',
	year: 'value',
	season: 'value',
	time: 'value',
	players: 'copy',
	tea: 'copy',
	sections: 'copy',
	clerks: 'copy',
	storehouse: 'copy',
	shameBank: 'value',
	track: 'copy',
	turn: 'copy',
	moment: 'value',
	zones: 'copy',
	freeRescue: 'copy',
	ended: 'value'
};
const KIND = new Map<string, 'value' | 'copy'>(Object.entries(KEYS));

/** The options are never written during play: the copy shares the pack values, so content.ts finds the match's tables by identity (no JSON key per step). */
function options(o: GwOptions): GwOptions {
	return { ...o };
}

/** A vital spot: free, a wound, or a soldier (its `h` only when set, as `cloneData` drops undefined keys). */
const spot = (sp: Spot): Spot => (sp === null || typeof sp !== 'object' ? sp : sp.h === undefined ? { o: sp.o, u: sp.u } : { o: sp.o, u: sp.u, h: sp.h });

const horde = (h: HordeInPlay): HordeInPlay => ({ id: h.id, spots: h.spots.map(spot) });

function section(sec: Section): Section {
	return {
		level: sec.level,
		barricades: sec.barricades,
		blocked: sec.blocked,
		hordes: sec.hordes.map(horde),
		staging: sec.staging.map((t) => ({ spear: t.spear, archer: t.archer, horse: t.horse })),
		firing: sec.firing.slice()
	};
}

/** The promoted overseers (a key only for a promoted one; an undefined one is left out, as by `cloneData`). */
function overseers(o: Player['overseers']): Player['overseers'] {
	const out: Player['overseers'] = {};
	for (const loc of Object.keys(o)) {
		const x = o[loc as ProductionId];
		if (x !== undefined) out[loc as ProductionId] = { level: x.level, unit: x.unit };
	}
	return out;
}

function player(p: Player): Player {
	return {
		res: { wood: p.res.wood, stone: p.res.stone, gold: p.res.gold, chi: p.res.chi },
		supply: { spear: p.supply.spear, archer: p.supply.archer, horse: p.supply.horse },
		shamed: { spear: p.shamed.spear, archer: p.shamed.archer, horse: p.shamed.horse },
		clerks: p.clerks,
		unhired: p.unhired,
		honor: p.honor,
		general: p.general,
		active: p.active.slice(),
		overseers: overseers(p.overseers),
		won: p.won.map((w) => ({ id: w.id, shame: w.shame })),
		playedAt: p.playedAt
	};
}

/**
 * A zone: its rules (plain values) and a copy of its items (card ids), built as a literal (an
 * object spread of the 28 zones was half of the copy); a zone with a face-up end or a lens is spread.
 */
function zone(z: Zone<string>): Zone<string> {
	if (z.open !== undefined || z.put !== undefined) return { ...z, items: z.items.slice() };
	const items = z.items.slice();
	return z.sees === 'owner' ? { kind: z.kind, sees: z.sees, owner: z.owner, ordered: z.ordered, items } : z.owner === undefined ? { kind: z.kind, sees: z.sees, ordered: z.ordered, items } : { kind: z.kind, sees: z.sees, owner: z.owner, ordered: z.ordered, items };
}

function zones(zs: Zones<string>): Zones<string> {
	const out: Zones<string> = {};
	for (const id of Object.keys(zs)) out[id] = zone(zs[id]);
	return out;
}

function clerks(c: GwState['clerks']): GwState['clerks'] {
	const out = {} as GwState['clerks'];
	for (const loc of Object.keys(c)) out[loc as LocationId] = c[loc as LocationId].slice();
	return out;
}

const trackCard = (c: TrackCard | null): TrackCard | null => (c === null ? null : { seat: c.seat, card: c.card });

/** Whether the records this file copies field by field hold exactly the fields it knows (else: the generic copy). */
const PLAYER_KEYS = 11;
const SECTION_KEYS = 6;

function knownShape(s: GwState): boolean {
	for (const key of Object.keys(s)) {
		const kind = KIND.get(key);
		const v = (s as unknown as Record<string, unknown>)[key];
		if (kind === undefined || v === undefined || (kind === 'value' && typeof v === 'object' && v !== null)) return false;
	}
	for (const p of s.players) if (Object.keys(p).length !== PLAYER_KEYS) return false;
	for (const sec of s.sections) if (Object.keys(sec).length !== SECTION_KEYS) return false;
	return true;
}

/** A deep copy of `s`, equal to `cloneData(s)`. */
export function cloneGwState(s: GwState): GwState {
	if (!knownShape(s)) return cloneData(s);
	const out = { ...s };
	out.options = options(s.options);
	out.rng = [s.rng[0], s.rng[1], s.rng[2], s.rng[3]];
	out.tasks = cloneData(s.tasks);
	out.players = s.players.map(player);
	out.tea = s.tea.slice();
	out.sections = s.sections.map(section);
	out.clerks = clerks(s.clerks);
	out.storehouse = { wood: s.storehouse.wood, stone: s.storehouse.stone, gold: s.storehouse.gold };
	out.track = s.track.map(trackCard);
	out.turn = trackCard(s.turn);
	out.zones = zones(s.zones);
	out.freeRescue = s.freeRescue.slice();
	return out;
}

/**
 * Pure queries over the state (facts layer): the match's tables, sections in use, defence and
 * attack, free vital spots, locations that activate, payments, supporting advisors.
 */
import type { Scale } from './data/types';
import type { GwTables, HordeDef } from './tables';
import { tablesFor } from './adapter';
import { BUILDING, LOCATIONS, RESOURCES, UNITS, type Bag, type GwState, type HordeInPlay, type LocationId, type Player, type Store, type Troops, type Unit } from './types';

export const tablesIn = (s: Pick<GwState, 'options' | 'seats'>): GwTables => tablesFor(s.options, s.seats);

export const hordeDef = (s: GwState, id: string): HordeDef => tablesIn(s).hordes.get(id)!;

export const emptyBag = (): Bag => ({ wood: 0, stone: 0, gold: 0, chi: 0 });
export const emptyTroops = (): Troops => ({ spear: 0, archer: 0, horse: 0 });

/** Sections in play, left to right (2-player/solo block the leftmost, spec §3.2). */
export const usedSections = (s: GwState): number[] => s.sections.flatMap((sec, i) => (sec.blocked ? [] : [i]));

/** A card's Leader ability counts from the first row only, or anywhere (reading A4, an option). */
const leads = (s: GwState, row: number) => s.options.leader === 'anywhere' || row === 0;

/** The loss value below the time token (spec §6.6), changed by a leading horde's `loss` step at its section. */
export function lossValue(s: GwState, sec: number): number {
	const base = tablesIn(s).time[s.time]?.loss ?? 1;
	const extra = s.sections[sec].hordes.reduce((n, h, row) => (leads(s, row) ? n + hordeDef(s, h.id).leader.reduce((m, x) => (x.k === 'loss' ? m + x.amount : m), 0) : n), 0);
	return Math.max(0, base + extra);
}


/** Defence: the wall level's value + 2 per barricade (seed l.731-732), halved by a Brutes leader (seed l.1035-1042). */
export function defenceOf(s: GwState, sec: number): number {
	const t = tablesIn(s);
	const section = s.sections[sec];
	let d = t.wallDefence[section.level] + t.barricade.defence * section.barricades;
	for (const [row, h] of section.hordes.entries()) if (leads(s, row)) for (const step of hordeDef(s, h.id).leader) if (step.k === 'defence') d += step.amount;
	for (const [row, h] of section.hordes.entries()) if (leads(s, row) && hordeDef(s, h.id).leader.some((x) => x.k === 'halveDefence')) d = Math.floor(d / 2);
	return Math.max(0, d);
}

/** Attack: the sum of the horde cards' offensive power after their abilities (seed l.733-736). */
export function attackOf(s: GwState, sec: number): number {
	return s.sections[sec].hordes.reduce((sum, h, row) => {
		const def = hordeDef(s, h.id);
		return sum + def.power + (leads(s, row) ? def.leader.reduce((n, x) => (x.k === 'offence' ? n + x.amount : n), 0) : 0);
	}, 0);
}

export const freeSpots = (h: HordeInPlay): number[] => h.spots.flatMap((x, i) => (x === null ? [i] : []));

/** Orthogonally adjacent free pairs of spots (a horseman, seed l.1052-1055). */
export function freePairs(s: GwState, h: HordeInPlay): [number, number][] {
	const spots = hordeDef(s, h.id).spots;
	const out: [number, number][] = [];
	for (let a = 0; a < spots.length; a++)
		for (let b = a + 1; b < spots.length; b++)
			if (h.spots[a] === null && h.spots[b] === null && Math.abs(spots[a].row - spots[b].row) + Math.abs(spots[a].col - spots[b].col) === 1) out.push([a, b]);
	return out;
}

/** A horde card is defeated when every vital spot is covered (seed l.761-765). */
export const isDefeated = (h: HordeInPlay): boolean => h.spots.every((x) => x !== null);

/** Soldiers of `seat` on a card (a horseman once), by unit. */
export function soldiersOn(h: HordeInPlay, seat: number): Troops {
	const t = emptyTroops();
	h.spots.forEach((x, i) => {
		if (x && x !== 'w' && x.o === seat && (x.h === undefined || x.h === i)) t[x.u]++;
	});
	return t;
}

export const count = (t: Troops): number => t.spear + t.archer + t.horse;

/** Spots a seat's soldiers cover (a horseman two: the majority of spec §6.5 step 3, reading A13). */
export const spotsCovered = (h: HordeInPlay, seat: number): number => h.spots.filter((x) => x && x !== 'w' && x.o === seat).length;

export const clerksIn = (s: GwState, loc: LocationId): number => s.clerks[loc].reduce((a, b) => a + b, 0);

/** A regular location with every slot taken is full (locked, seed l.549-552). */
export function isFull(s: GwState, loc: LocationId): boolean {
	const d = tablesIn(s).locations[loc];
	return d.kind === 'regular' && clerksIn(s, loc) >= d.slots;
}

/** Whether a clerk may go into `loc` now (seed l.513-534). */
export const hasRoom = (s: GwState, loc: LocationId): boolean => tablesIn(s).locations[loc].kind === 'special' || !isFull(s, loc);

/** Locations that activate at the end of a turn: full regular ones, special ones with a clerk (seed l.682-702). */
export const activating = (s: GwState): LocationId[] =>
	LOCATIONS.filter((loc) => (tablesIn(s).locations[loc].kind === 'regular' ? isFull(s, loc) : clerksIn(s, loc) > 0));

/** Seats in tea order with a clerk in `loc` (spec §5.3 step 1). */
export const seatsIn = (s: GwState, loc: LocationId): number[] => s.tea.filter((seat) => s.clerks[loc][seat] > 0);

export function canPay(p: Player, cost: Partial<Bag>): boolean {
	return RESOURCES.every((r) => p.res[r] >= (cost[r] ?? 0));
}

/** Free soldiers in the supply (without a shame token, seed l.458-460). */
export const freeInSupply = (p: Player, u: Unit): number => p.supply[u] - p.shamed[u];

/** Storehouse first, then the builder's own wood/stone/gold (seed l.1149-1155); what each pays, or null when they cannot. */
export function buildPayment(s: GwState, p: Player, amount: number): { store: Store; own: Store } | null {
	const store: Store = { wood: 0, stone: 0, gold: 0 };
	const own: Store = { wood: 0, stone: 0, gold: 0 };
	let left = amount;
	for (const r of BUILDING) {
		const take = Math.min(left, s.storehouse[r]);
		store[r] = take;
		left -= take;
	}
	// The builder's mix from their own supply: the most plentiful resource first (reading: a mix is any; DESIGN.md).
	const order = [...BUILDING].sort((a, b) => p.res[b] - p.res[a] || BUILDING.indexOf(a) - BUILDING.indexOf(b));
	for (const r of order) {
		const take = Math.min(left, p.res[r]);
		own[r] = take;
		left -= take;
	}
	return left > 0 ? null : { store, own };
}

/** Supporting advisors of a seat: the count of its face-down pile (spec §6.2). */
export const supportOf = (s: GwState, seat: number): number => s.zones[`support${seat}`].items.length;

/** Total soldiers of each unit a clan owns (spec §2.2). */
export const CLAN_TROOPS: Troops = { spear: 10, archer: 4, horse: 2 };
export const CLAN_CLERKS = 8;

/** Every soldier of a seat wherever it is, by unit (conservation, the fuzz invariant). */
export function troopsOf(s: GwState, seat: number): Troops {
	const p = s.players[seat];
	const t = { ...p.supply };
	for (const sec of s.sections) {
		for (const u of UNITS) t[u] += sec.staging[seat][u];
		t.archer += sec.firing.filter((o) => o === seat).length;
		for (const h of sec.hordes) {
			const on = soldiersOn(h, seat);
			for (const u of UNITS) t[u] += on[u];
		}
	}
	for (const o of Object.values(p.overseers)) if (o) t[o.unit]++;
	return t;
}

export const clerksOf = (s: GwState, seat: number): number => s.players[seat].clerks + s.players[seat].unhired + LOCATIONS.reduce((n, l) => n + s.clerks[l][seat], 0);

/** Free firing positions at a section (wall level's count, spec §11.5). */
export const freeFiring = (s: GwState, sec: number): number => tablesIn(s).firing[s.sections[sec].level] - s.sections[sec].firing.length;

/** What a `per` multiplies by, for one player (data/types.ts `Scale`). */
export function scaleOf(s: GwState, seat: number, per: Scale): number {
	const p = s.players[seat];
	switch (per) {
		case 'once':
			return 1;
		case 'supportingAdvisor':
			return supportOf(s, seat);
		case 'activeAdvisor':
			return p.active.length;
		case 'archerOnFiring':
			return s.sections.reduce((n, x) => n + x.firing.filter((o) => o === seat).length, 0);
		case 'sectionWithArchers':
			return s.sections.filter((x) => x.firing.includes(seat)).length;
		case 'soldierOnHorde':
			return s.sections.reduce((n, x) => n + x.hordes.reduce((m, h) => m + count(soldiersOn(h, seat)), 0), 0);
		case 'hordeWon':
			return p.won.length;
		case 'wallLevels':
			return usedSections(s).reduce((n, i) => n + s.sections[i].level, 0);
		case 'highestWall':
			return Math.max(0, ...usedSections(s).map((i) => s.sections[i].level));
		case 'overseerLevels':
			return Object.values(p.overseers).reduce((n, o) => n + (o?.level ?? 0), 0);
		case 'barricade':
			return usedSections(s).reduce((n, i) => n + s.sections[i].barricades, 0);
		case 'commandDiscarded':
			return s.zones[`cmdDiscard${seat}`].items.length;
		case 'player':
			return s.seats;
	}
}


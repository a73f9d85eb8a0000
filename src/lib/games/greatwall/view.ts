/**
 * What one seat may see (facts layer; spec §11.2): the board, Honor, tea order and every public
 * pile; its own resources, hands and dealt cards; of the others only counts. The secret choices
 * only through secretView. The back of the top horde card (its indicator) is public.
 */
import { secretView, zoneView, type SecretView, type ZoneView } from '$lib/engine';
import { hordeDef, tablesIn } from './facts';
import type { Bag, GwState, LocationId, Section, TrackCard, WonHorde, Overseer, ProductionId, Troops, Season } from './types';

export interface PlayerView {
	/** Behind the screen: only its owner (null for the others). */
	res: Bag | null;
	supply: Troops;
	shamed: Troops;
	clerks: number;
	unhired: number;
	honor: number;
	general: string | null;
	active: string[];
	overseers: Partial<Record<ProductionId, Overseer>>;
	won: WonHorde[];
}

export interface GwView {
	seat: number | null;
	year: number;
	season: Season;
	time: number;
	tea: number[];
	players: PlayerView[];
	sections: Section[];
	clerks: Record<LocationId, number[]>;
	storehouse: GwState['storehouse'];
	shameBank: number;
	track: (TrackCard | null)[];
	turn: TrackCard | null;
	zones: Record<string, ZoneView<string>>;
	/** The invasion indicator on the back of the top horde card. */
	indicator: number | null;
	choosing: SecretView<string> | null;
	over: boolean;
	/** Slots of the regular locations on this board side (public board data). */
	slots: Partial<Record<LocationId, number>>;
	/** Honor printed on the won horde cards (public: everything outside the screen and hand, spec §11.2). */
	hordeHonor: Record<string, number>;
}

export function viewOf(s: GwState, seat: number | null): GwView {
	const head = s.tasks[0];
	const top = s.zones.hordeDeck.items[0];
	return {
		seat,
		year: s.year,
		season: s.season,
		time: s.time,
		tea: [...s.tea],
		players: s.players.map((p, i) => ({
			res: i === seat ? { ...p.res } : null,
			supply: { ...p.supply },
			shamed: { ...p.shamed },
			clerks: p.clerks,
			unhired: p.unhired,
			honor: p.honor,
			general: p.general,
			active: [...p.active],
			overseers: structuredClone(p.overseers),
			won: p.won.map((w) => ({ ...w }))
		})),
		sections: structuredClone(s.sections),
		clerks: structuredClone(s.clerks),
		storehouse: { ...s.storehouse },
		shameBank: s.shameBank,
		track: s.track.map((c) => (c ? { ...c } : null)),
		turn: s.turn ? { ...s.turn } : null,
		zones: zoneView(s.zones, seat),
		indicator: top ? hordeDef(s, top).indicator : null,
		choosing: head && (head.t === 'setupPick' || head.t === 'command') && !s.over ? secretView(head.secret, seat) : null,
		over: s.over,
		slots: Object.fromEntries(Object.values(tablesIn(s).locations).flatMap((l) => (l.kind === 'regular' ? [[l.id, l.slots]] : []))),
		hordeHonor: Object.fromEntries(s.players.flatMap((p) => p.won.map((w) => [w.id, hordeDef(s, w.id).honor])))
	};
}

/** The Era of Progress (seed L1295-1405): its action cards and what its cards do once placed. */
import type { Text } from '$lib/engine';
import type { StepContext } from '../context';
import { regionResource } from '../principality';
import { bathHouseCities, benjaminRegions, doctorRegions } from '../progress';
import { addToRegion, storableRegions } from '../resources';
import { textNumber } from '../content';
import { regionName, resCount, resName, tr, tx, who } from '../text';
import type { RivalsState } from '../types';
import type { PlayableAction, ThemeHooks } from './hooks';

/** Doctor: each region next to the Bath House city at `col` receives 1 resource (seed L1310-1311, text [K]/[Z]). */
export function doctorHeals(s: RivalsState, seat: number, col: number, ctx: StepContext): void {
	const regions = doctorRegions(s.players[seat], col);
	for (const r of regions) addToRegion(r, 1);
	ctx.log(tr('Doktor: %1 dostává %2.', 'Doctor: %1 receives %2.', who(seat), {
		cs: regions.map((r) => resName(regionResource(r)).cs).join(', '),
		en: regions.map((r) => resName(regionResource(r)).en).join(', ')
	}));
}

/** Guido and Gustav: look through the discard pile and take 1 card. */
const fromDiscard: PlayableAction = {
	reason: (s) => (s.discard.length ? null : tx('Odhazovací balíček je prázdný.', 'The discard pile is empty.')),
	play(s, seat, card, ctx) {
		ctx.reveal(); // the seat looks through the discard pile
		s.tasks.unshift({ t: 'discardPick', seat, card });
	}
};

export const PROGRESS: ThemeHooks = {
	actions: {
		benjamin: {
			reason: (s, seat) =>
				benjaminRegions(s, s.players[seat], s.dice.production).some((r) => r.stock < 3)
					? null
					: tr('Žádná tvoje krajina s číslem %1 nemá místo.', 'None of your regions with the number %1 has room.', s.dice.production ?? '—'),
			play(s, seat, _card, ctx) {
				// Once more the yield of every region with this turn's number, without boosters (seed L1299-1306).
				const got: Text[] = [];
				for (const r of benjaminRegions(s, s.players[seat], s.dice.production)) if (addToRegion(r, 1)) got.push(tr('%1 (%2)', '%1 (%2)', resName(regionResource(r)), regionName(s, r.card)));
				ctx.log(tr('Benjamin: %1 dostává %2.', 'Benjamin: %1 receives %2.', who(seat), { cs: got.map((g) => g.cs).join(', '), en: got.map((g) => g.en).join(', ') }));
			}
		},
		doctor: {
			reason: (s, seat) =>
				bathHouseCities(s.players[seat]).some((col) => doctorRegions(s.players[seat], col).length) ? null : tx('Krajiny u tvých Lázní jsou plné.', 'The regions next to your Bath House are full.'),
			play(s, seat, _card, ctx) {
				const cities = bathHouseCities(s.players[seat]).filter((col) => doctorRegions(s.players[seat], col).length);
				if (cities.length === 1) doctorHeals(s, seat, cities[0], ctx);
				else s.tasks.unshift({ t: 'doctorPick', seat });
			}
		},
		guido: fromDiscard,
		gustav: fromDiscard,
		mineralMining: {
			reason: (s, seat) => (storableRegions(s, s.players[seat], ['ore']).length ? null : tx('Nemáš pohoří s volným místem.', 'You have no Mountains with room.')),
			play: (s, seat) => {
				const n = textNumber(s, 'take.mineralMining');
				s.tasks.unshift({ t: 'gain', seat, count: n, allowed: ['ore'], why: tr('Stavba slojí: až %1.', 'Mineral Mining: up to %1.', resCount(n, 'ore')) });
			}
		},
		threeFieldSystem: {
			reason: (s, seat) => (storableRegions(s, s.players[seat], ['grain']).length ? null : tx('Nemáš pole s volným místem.', 'You have no Fields with room.')),
			play: (s, seat) => {
				const n = textNumber(s, 'take.threeFieldSystem');
				s.tasks.unshift({ t: 'gain', seat, count: n, allowed: ['grain'], why: tr('Trojpolní hospodářství: až %1.', 'Three-Field System: up to %1.', resCount(n, 'grain')) });
			}
		}
	},
	built: {
		library(s, seat) {
			// Search one draw stack for free and take 1 card (seed L1361-1363); the player may decline.
			if (s.drawStacks.some((st) => st.length)) s.tasks.unshift({ t: 'libraryOffer', seat });
		}
	}
};

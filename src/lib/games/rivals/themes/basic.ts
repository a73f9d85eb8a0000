/** The basic set's action cards in the action phase, one entry per printed effect (Brigitta and the Scout are played at other moments). */
import { cardDef, RESOURCES, type ActionEffect } from '../cards';
import { stockOf, totalStock } from '../principality';
import { tx } from '../text';
import type { ThemeAction } from './hooks';

export const BASIC_ACTIONS: Record<ActionEffect, ThemeAction> = {
	brigitta: { elsewhere: tx('Brigittu lze zahrát jen před hodem kostkami.', 'Brigitta is played only before rolling.') },
	scout: { elsewhere: tx('Zvěda lze zahrát jen při stavbě vesnice.', 'The Scout is played only while building a settlement.') },
	goldsmith: {
		reason: (s, seat) => (stockOf(s.players[seat], 'gold') >= 3 ? null : tx('Zlatník potřebuje 3 zlata.', 'The Goldsmith needs 3 gold.')),
		play: (s, seat, card) =>
			void s.tasks.unshift(
				{ t: 'pay', seat, need: { gold: 3 }, why: cardDef(card).name },
				{ t: 'gain', seat, count: 2, allowed: [...RESOURCES], why: tx('Zlatník: vezmi si 2 libovolné suroviny.', 'Goldsmith: take any 2 resources.') }
			)
	},
	caravan: {
		reason: (s, seat) => (totalStock(s.players[seat]) >= 2 ? null : tx('Obchodní karavana potřebuje 2 suroviny.', 'The Merchant Caravan needs 2 resources.')),
		play: (s, seat, card) =>
			void s.tasks.unshift(
				{ t: 'payAny', seat, count: 2, why: cardDef(card).name },
				{ t: 'gain', seat, count: 2, allowed: [...RESOURCES], why: tx('Obchodní karavana: vezmi si 2 libovolné suroviny.', 'Merchant Caravan: take any 2 resources.') }
			)
	},
	relocation: { reason: () => null, play: (s, seat) => void s.tasks.unshift({ t: 'relocate', seat, first: null }) }
};

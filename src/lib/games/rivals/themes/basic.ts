/** The basic set's action cards in the action phase, one entry per printed effect (Brigitta and the Scout are played at other moments). */
import { RESOURCES, type ActionEffect } from '../cards';
import { textNumber } from '../content';
import { stockOf, totalStock } from '../principality';
import { cardName, resCount, resources, resourcesOfChoice, tr, tx } from '../text';
import type { ThemeAction } from './hooks';

export const BASIC_ACTIONS: Record<ActionEffect, ThemeAction> = {
	brigitta: { elsewhere: tx('Brigittu lze zahrát jen před hodem kostkami.', 'Brigitta is played only before rolling.') },
	scout: { elsewhere: tx('Zvěda lze zahrát jen při stavbě vesnice.', 'The Scout is played only while building a settlement.') },
	goldsmith: {
		reason: (s, seat) => {
			const pay = textNumber(s, 'pay.goldsmith');
			return stockOf(s.players[seat], 'gold') >= pay ? null : tr('Zlatník potřebuje %1.', 'The Goldsmith needs %1.', resCount(pay, 'gold'));
		},
		play: (s, seat, card) => {
			const take = textNumber(s, 'take.goldsmith');
			s.tasks.unshift(
				{ t: 'pay', seat, need: { gold: textNumber(s, 'pay.goldsmith') }, why: cardName(s, card) },
				{ t: 'gain', seat, count: take, allowed: [...RESOURCES], why: tr('Zlatník: vezmi si %1.', 'Goldsmith: take any %1.', resourcesOfChoice(take)) }
			);
		}
	},
	caravan: {
		reason: (s, seat) => {
			const give = textNumber(s, 'give.caravan');
			return totalStock(s.players[seat]) >= give ? null : tr('Obchodní karavana potřebuje %1.', 'The Merchant Caravan needs %1.', resources(give));
		},
		play: (s, seat, card) => {
			const take = textNumber(s, 'take.caravan');
			s.tasks.unshift(
				{ t: 'payAny', seat, count: textNumber(s, 'give.caravan'), why: cardName(s, card) },
				{ t: 'gain', seat, count: take, allowed: [...RESOURCES], why: tr('Obchodní karavana: vezmi si %1.', 'Merchant Caravan: take any %1.', resourcesOfChoice(take)) }
			);
		}
	},
	relocation: { reason: () => null, play: (s, seat) => void s.tasks.unshift({ t: 'relocate', seat, first: null }) }
};

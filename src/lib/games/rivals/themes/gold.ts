/** The Era of Gold (seed L992-1140): its action cards and what its cards do once placed. */
import { RESOURCES, type Resource } from '../cards';
import { stockOf, totalStock, tradeShips } from '../principality';
import { spaceFor, storableRegions, storeCapacity } from '../resources';
import { textNumber } from '../content';
import { cardName, resCount, resourcesOfChoice, tr, tx, who } from '../text';
import { effId } from '../theme';
import type { RivalsState } from '../types';
import type { PlayableAction, ThemeHooks } from './hooks';

/** Brigands: as many of one type as one of your regions of that type can still hold, at most what the opponent has. */
export function brigandsAmount(s: RivalsState, seat: number, res: Resource): number {
	const room = Math.max(0, ...storableRegions(s, s.players[seat], [res]).map((r) => storeCapacity(s, r) - r.stock));
	return Math.min(room, stockOf(s.players[1 - seat], res));
}

/** Gudrun: 2 gold per own Pirate Ship, at most what the opponent has and what you can store (seed L998-1005). */
export function gudrunAmount(s: RivalsState, seat: number): number {
	const pirates = s.players[seat].expansions.filter((e) => effId(e.card) === 'pirateShip').length;
	return Math.min(textNumber(s, 'gold.gudrun') * pirates, stockOf(s.players[1 - seat], 'gold'), spaceFor(s, s.players[seat], 'gold'));
}

/** Merchant and Trade Master: name 2 resources the opponent gives. */
const namesTwo: PlayableAction = {
	reason: (s, seat) => (totalStock(s.players[1 - seat]) > 0 ? null : tx('Soupeř nemá žádnou surovinu.', 'Your opponent has no resources.')),
	play: (s, seat, card) => void s.tasks.unshift({ t: 'nameTypes', seat, from: 1 - seat, card, left: 2, named: [] })
};

/** Brigands (Gold; the Turmoil copy acts the same): name 1 type, the opponent gives as much as you can store. */
export const BRIGANDS: PlayableAction = {
	reason: (s, seat) => (RESOURCES.some((r) => brigandsAmount(s, seat, r) > 0) ? null : tx('Soupeř ti nemůže dát nic, co by šlo uložit.', 'Your opponent has nothing you could store.')),
	play: (s, seat, card) => void s.tasks.unshift({ t: 'nameTypes', seat, from: 1 - seat, card, left: 1, named: [] })
};

export const GOLD: ThemeHooks = {
	actions: {
		reiner: { elsewhere: tx('Reinera lze zahrát jen před hodem kostkami.', 'Reiner is played only before rolling.') },
		brigandsGold: BRIGANDS,
		gudrun: {
			reason(s, seat) {
				if (stockOf(s.players[1 - seat], 'gold') === 0) return tx('Soupeř nemá na krajinách žádné zlato.', 'Your opponent has no gold on their regions.');
				return gudrunAmount(s, seat) > 0 ? null : tx('Nemáš kam uložit zlato.', 'You have no room to store gold.');
			},
			play(s, seat, card, ctx) {
				const n = gudrunAmount(s, seat);
				ctx.log(tr('Gudrun: %1 musí dát %2.', 'Gudrun: %1 must give %2.', who(1 - seat), resCount(n, 'gold')));
				for (let i = 0; i < n; i++)
					s.tasks.unshift({ t: 'give', seat: 1 - seat, to: seat, res: 'gold' }, { t: 'gain', seat, count: 1, allowed: ['gold'], why: cardName(s, card) });
			}
		},
		merchant: namesTwo,
		tradeMaster: namesTwo
	},
	built: {
		goldCache(s, seat, card) {
			s.players[seat].expansions.find((e) => e.card === card)!.stock = 0;
		},
		pirateShip(s, seat, _card, ctx) {
			// The opponent discards one of their trade ships, their choice; nothing if they have none (seed L1063-1070).
			if (tradeShips(s.players[1 - seat]) > 0) s.tasks.unshift({ t: 'loseShip', seat: 1 - seat });
			else ctx.log(tx(`${who(1 - seat)} nemá žádnou obchodní loď.`, `${who(1 - seat)} has no trade ship.`));
		},
		stapleHouse(s, seat) {
			// Only after full payment (seed L1116-1122).
			const take = textNumber(s, 'take.stapleHouse');
			if (take) s.tasks.unshift({ t: 'gain', seat, count: take, allowed: [...RESOURCES], why: tr('Sklad zboží: vezmi si %1.', 'Staple House: take any %1.', resourcesOfChoice(take)) });
		}
	}
};

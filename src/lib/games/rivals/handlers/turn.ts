/** The turn: before the roll (Brigitta, Reiner) and the action phase (T4). */
import type { RivalsHandlers } from './types';
import { cardDef } from '../cards';
import { effId } from '../theme';
import { cardName, tr, tx, who } from '../text';
import type { RivalsAction } from '../types';
import { discardFromHand, mainCandidates, performMain, validateMain, type Reason } from '../decisions';

export const TURN: Pick<RivalsHandlers, 'preRoll' | 'chooseBrigittaNumber' | 'main'> = {
	preRoll: {
		candidates(s, task): RivalsAction[] {
			const p = s.players[task.seat];
			return [
				{ t: 'roll' },
				...p.hand.filter((c) => cardDef(c).action === 'brigitta').map((card) => ({ t: 'playBrigitta' as const, card })),
				...(task.reiner ? [] : p.hand.filter((c) => effId(c) === 'reiner').map((card) => ({ t: 'playAction' as const, card })))
			];
		},
		validate(s, task, a): Reason {
			const p = s.players[task.seat];
			if (a.t === 'roll') return null;
			if (a.t === 'playAction') {
				if (task.reiner) return tx('Reiner už byl zahrán.', 'You have played Reiner already.');
				return p.hand.includes(a.card) && effId(a.card) === 'reiner' ? null : tx('Před hodem lze zahrát jen Brigittu nebo Reinera.', 'Only Brigitta or Reiner can be played before rolling.');
			}
			if (a.t === 'playBrigitta') return p.hand.includes(a.card) && cardDef(a.card).action === 'brigitta' ? null : tx('Brigittu nemáš v ruce.', 'You have no Brigitta in hand.');
			return tx('Nejdřív hoď kostkami (nebo zahraj Brigittu).', 'Roll the dice first (or play Brigitta).');
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const done = () => s.tasks.shift();
			if (a.t === 'playAction') {
				// Reiner: the event die will show Celebration (seed L1032-1035); the seat may still play Brigitta.
				discardFromHand(s, seat, a.card);
				task.reiner = true;
				ctx.log(tr('%1 hraje %2.', '%1 plays %2.', who(seat), cardName(s, a.card)));
				return;
			}
			done();
			if (a.t === 'roll') s.tasks.unshift({ t: 'roll', fixedProduction: null, ...(task.reiner ? { reiner: seat } : {}) }, { t: 'main', seat });
			else if (a.t === 'playBrigitta') {
				discardFromHand(s, seat, a.card);
				ctx.log(tr('%1 hraje %2.', '%1 plays %2.', who(seat), cardName(s, a.card)));
				s.tasks.unshift({ t: 'chooseBrigittaNumber', seat, ...(task.reiner ? { reiner: true } : {}) }, { t: 'main', seat });
			}
		}
	},
	chooseBrigittaNumber: {
		candidates(s, task): RivalsAction[] {
			return [1, 2, 3, 4, 5, 6].map((number) => ({ t: 'brigittaNumber', number }));
		},
		validate(s, task, a): Reason {
			return a.t === 'brigittaNumber' && Number.isInteger(a.number) && a.number >= 1 && a.number <= 6 ? null : tx('Zvol číslo 1 až 6.', 'Choose a number from 1 to 6.');
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const done = () => s.tasks.shift();
			if (a.t !== 'brigittaNumber') return;
			done();
			ctx.log(tx(`${who(seat)} určuje výnos ${a.number}.`, `${who(seat)} sets the production result to ${a.number}.`));
			s.tasks.unshift({ t: 'roll', fixedProduction: a.number, ...(task.reiner ? { reiner: seat } : {}) });
		},
		single: true
	},
	main: {
		candidates(s, task): RivalsAction[] {
			return mainCandidates(s, task.seat);
		},
		validate(s, task, a): Reason {
			return validateMain(s, task.seat, a);
		},
		perform(s, task, a, ctx) {
			performMain(s, task.seat, a, ctx);
		}
	}
};

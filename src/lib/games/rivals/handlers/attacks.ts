/** Events and attacks on the opponent (Feud, Fraternal Feuds, Riots, Sebastian, Archer, Arsonist, Traitor, Pirate Ship, Doctor). */
import type { RivalsHandlers } from './types';
import { cardDef, RESOURCES } from '../cards';
import { cardsOf } from '../content';
import { points, stockOf } from '../principality';
import { effId, isBuilding, isCovered } from '../theme';
import { bathHouseCities, doctorRegions } from '../progress';
import { doctorHeals } from '../themes/progress';
import { cardName, tr, resCount, tx, who } from '../text';
import type { RivalsAction } from '../types';
import { arsonistTargets, irmgardPays, riotsUnits } from '../turmoil';
import { BAD_STACK, backReason, discardFromHand, payTask, removeExpansion, stackLabel, stackOk, STACKS, wrongStep, type Reason } from '../decisions';

export const ATTACKS: Pick<RivalsHandlers, 'feudsPick' | 'feudSelect' | 'feudRemove' | 'targetPick' | 'traitorPick' | 'riots' | 'sebastianOffer' | 'loseShip' | 'doctorPick'> = {
	feudsPick: {
		candidates(s, task): RivalsAction[] {
			return s.players[task.victim].hand.flatMap((card) => STACKS(s).map((stack) => ({ t: 'feudsPut' as const, card, stack })));
		},
		validate(s, task, a): Reason {
			if (a.t !== 'feudsPut') return wrongStep(task);
			if (!stackOk(s, a.stack)) return BAD_STACK;
			if (backReason(s, a.card, a.stack)) return backReason(s, a.card, a.stack);
			return s.players[task.victim].hand.includes(a.card) ? null : tx('Ta karta není v ruce soupeře.', "That card is not in your opponent's hand.");
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const done = () => s.tasks.shift();
			if (a.t !== 'feudsPut') return;
			const hand = s.players[task.victim].hand;
			hand.splice(hand.indexOf(a.card), 1);
			s.drawStacks[a.stack].push(a.card);
			ctx.log(tr('Bratrská hádka: %1 vrací %2 z ruky %3 pod balíček %4.', "Fraternal Feuds: %1 puts %3's %2 under stack %4.", who(seat), cardName(s, a.card), who(task.victim), stackLabel(a.stack)), [seat, task.victim],
				tx(`Bratrská hádka: ${who(seat)} vrací kartu z ruky ${who(task.victim)} pod balíček ${stackLabel(a.stack)}.`, `Fraternal Feuds: ${who(seat)} puts a card of ${who(task.victim)} under stack ${stackLabel(a.stack)}.`));
			if (--task.left === 0) done();
		},
		single: true,
		looks: true
	},
	feudSelect: {
		candidates(s, task): RivalsAction[] {
			return s.players[task.victim].expansions.map((e) => ({ t: 'feudSelect', card: e.card }));
		},
		validate(s, task, a): Reason {
			if (a.t !== 'feudSelect') return wrongStep(task);
			if (task.selected.includes(a.card)) return tx('Tato stavba už je vybraná.', 'Already selected.');
			if (isCovered(s.players[task.victim], a.card)) return tx('Obecní dům leží pod Radnicí; vybrat lze Radnici.', 'The Parish Hall lies under the Town Hall; select the Town Hall.');
			return s.players[task.victim].expansions.some((e) => e.card === a.card) && isBuilding(a.card)
				? null
				: tx('Vyber stavbu soupeře (jednotky se nepočítají).', "Choose one of your opponent's buildings (units do not count).");
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const done = () => s.tasks.shift();
			if (a.t !== 'feudSelect') return;
			task.selected.push(a.card);
			if (task.selected.length === 3) {
				done();
				s.tasks.unshift({ t: 'feudRemove', seat: task.victim, options: task.selected });
			}
		},
		single: true
	},
	feudRemove: {
		candidates(s, task): RivalsAction[] {
			return task.options.flatMap((card) => STACKS(s).map((stack) => ({ t: 'feudRemove' as const, card, stack })));
		},
		validate(s, task, a): Reason {
			if (a.t !== 'feudRemove') return wrongStep(task);
			if (!stackOk(s, a.stack)) return BAD_STACK;
			if (backReason(s, a.card, a.stack)) return backReason(s, a.card, a.stack);
			return task.options.includes(a.card) ? null : tx('Vyber jednu z vybraných staveb.', 'Choose one of the selected buildings.');
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const p = s.players[task.seat];
			const done = () => s.tasks.shift();
			if (a.t !== 'feudRemove') return;
			done();
			const where = removeExpansion(s, seat, a.card, a.stack);
			if (task.cause === undefined) {
				if (where === 'faceUp') ctx.log(tr('Svár: %1 odstraňuje %2 (zpět do odkrytého balíčku).', 'Feud: %1 removes %2 (back to the face-up stack).', who(seat), cardName(s, a.card)));
				else ctx.log(tr('Svár: %1 odstraňuje %2 pod balíček %3.', 'Feud: %1 removes %2 under stack %3.', who(seat), cardName(s, a.card), stackLabel(a.stack)));
			} else if (where === 'faceUp') ctx.log(tr('%1: %2 odstraňuje %3 (zpět do odkrytého balíčku).', '%1: %2 removes %3 (back to the face-up stack).', cardName(s, task.cause), who(seat), cardName(s, a.card)));
			else ctx.log(tr('%1: %2 odstraňuje %3 pod balíček %4.', '%1: %2 removes %3 under stack %4.', cardName(s, task.cause), who(seat), cardName(s, a.card), stackLabel(a.stack)));
			// Irmgard: every removal asked by the opponent's card or an event pays 1 resource (seed L1228-1235).
			if (irmgardPays(p, a.card)) s.tasks.unshift({ t: 'gain', seat, count: 1, allowed: [...RESOURCES], why: tx('Irmgard: vezmi si 1 libovolnou surovinu.', 'Irmgard: take 1 resource of your choice.') });
		},
		single: true
	},
	targetPick: {
		candidates(s, task): RivalsAction[] {
			return arsonistTargets(s.players[task.victim]).map((card) => ({ t: 'pickExpansion' as const, card }));
		},
		validate(s, task, a): Reason {
			if (a.t !== 'pickExpansion') return wrongStep(task);
			return arsonistTargets(s.players[task.victim]).includes(a.card) ? null : tx('Vyber nechráněnou stavbu soupeře.', "Choose one of your opponent's unprotected buildings.");
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const done = () => s.tasks.shift();
			if (a.t !== 'pickExpansion') return;
			done();
			ctx.log(tr('%1: %2 míří na %3.', '%1: %2 targets %3.', cardName(s, task.card), who(seat), cardName(s, a.card)));
			s.tasks.unshift({ t: 'feudRemove', seat: task.victim, options: [a.card], cause: task.card });
		},
		single: true
	},
	traitorPick: {
		candidates(s, task): RivalsAction[] {
			return [{ t: 'choose', option: 'none' }, ...s.players[task.victim].hand.map((card) => ({ t: 'searchTake' as const, card }))];
		},
		validate(s, task, a): Reason {
			if (a.t === 'choose') return a.option === 'none' ? null : wrongStep(task);
			if (a.t !== 'searchTake') return wrongStep(task);
			return s.players[task.victim].hand.includes(a.card) ? null : tx('Ta karta není v ruce soupeře.', "That card is not in your opponent's hand.");
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const p = s.players[task.seat];
			const done = () => s.tasks.shift();
			done();
			if (a.t !== 'searchTake') {
				ctx.log(tr('Zrádce: %1 si nebere žádnou kartu.', 'Traitor: %1 takes no card.', who(seat)));
				return;
			}
			const hand = s.players[task.victim].hand;
			hand.splice(hand.indexOf(a.card), 1);
			p.hand.push(a.card);
			ctx.log(tr('Zrádce: %1 bere %2 z ruky %3.', "Traitor: %1 takes %2 from %3's hand.", who(seat), cardName(s, a.card), who(task.victim)), [seat, task.victim],
				tr('Zrádce: %1 bere %2 kartu z ruky.', "Traitor: %1 takes a card from %2's hand.", who(seat), who(task.victim)));
		},
		single: true,
		looks: true
	},
	riots: {
		candidates(s, task): RivalsAction[] {
			const p = s.players[task.seat];
			return [
				...(stockOf(p, 'gold') >= task.gold ? [{ t: 'choose' as const, option: 'payGold' }] : []),
				...riotsUnits(cardsOf(s), p).flatMap((card) => STACKS(s).map((stack) => ({ t: 'feudRemove' as const, card, stack })))
			];
		},
		validate(s, task, a): Reason {
			const p = s.players[task.seat];
			if (a.t === 'choose') {
				if (a.option !== 'payGold') return wrongStep(task);
				return stockOf(p, 'gold') >= task.gold ? null : tr('Nemáš %1.', 'You do not have %1.', resCount(task.gold, 'gold'));
			}
			if (a.t !== 'feudRemove') return wrongStep(task);
			if (!stackOk(s, a.stack)) return BAD_STACK;
			if (backReason(s, a.card, a.stack)) return backReason(s, a.card, a.stack);
			return riotsUnits(cardsOf(s), p).includes(a.card) ? null : tx('Vyber svou jednotku s body síly nebo obchodu.', 'Choose one of your units with strength or commerce points.');
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const p = s.players[task.seat];
			const done = () => s.tasks.shift();
			done();
			if (a.t === 'choose') {
				ctx.log(tr('Rebelie: %1 platí %2.', 'Riots: %1 pays %2.', who(seat), resCount(task.gold, 'gold')));
				s.tasks.unshift(payTask(seat, { gold: task.gold }, tx('Rebelie', 'Riots')));
				return;
			}
			if (a.t !== 'feudRemove') return;
			removeExpansion(s, seat, a.card, a.stack);
			ctx.log(tr('Rebelie: %1 vrací %2 pod balíček %3.', 'Riots: %1 puts %2 under stack %3.', who(seat), cardName(s, a.card), stackLabel(a.stack)));
			if (irmgardPays(p, a.card)) s.tasks.unshift({ t: 'gain', seat, count: 1, allowed: [...RESOURCES], why: tx('Irmgard: vezmi si 1 libovolnou surovinu.', 'Irmgard: take 1 resource of your choice.') });
		},
		single: true
	},
	sebastianOffer: {
		candidates(s, task): RivalsAction[] {
			return [
				{ t: 'choose', option: 'sebastian' },
				{ t: 'choose', option: 'decline' }
			];
		},
		validate(s, task, a): Reason {
			const p = s.players[task.seat];
			if (a.t !== 'choose' || (a.option !== 'sebastian' && a.option !== 'decline')) return wrongStep(task);
			return a.option === 'decline' || p.hand.some((c) => effId(c) === 'sebastian') ? null : tx('Sebastiana nemáš v ruce.', 'You have no Sebastian in hand.');
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const p = s.players[task.seat];
			const done = () => s.tasks.shift();
			done();
			if (a.t !== 'choose' || a.option !== 'sebastian') return;
			const seb = p.hand.find((c) => effId(c) === 'sebastian')!;
			discardFromHand(s, seat, seb);
			const effect = s.tasks.find((x) => x.t === 'eventEffect');
			if (effect && effect.t === 'eventEffect') effect.immune.push(seat);
			ctx.log(tr('%1 hraje Sebastiana: %2 se ho netýká.', '%1 plays Sebastian: %2 does not affect them.', who(seat), cardName(s, task.card)));
		}
	},
	loseShip: {
		candidates(s, task): RivalsAction[] {
			const p = s.players[task.seat];
			return p.expansions.filter((e) => cardDef(e.card).kind === 'ship').map((e) => ({ t: 'pickExpansion', card: e.card }));
		},
		validate(s, task, a): Reason {
			const p = s.players[task.seat];
			if (a.t !== 'pickExpansion') return wrongStep(task);
			return p.expansions.some((e) => e.card === a.card && cardDef(e.card).kind === 'ship') ? null : tx('Vyber svou obchodní loď.', 'Choose one of your trade ships.');
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const done = () => s.tasks.shift();
			if (a.t !== 'pickExpansion') return;
			done();
			removeExpansion(s, seat, a.card);
			ctx.log(tr('Pirátská loď: %1 odkládá %2.', 'Pirate Ship: %1 discards %2.', who(seat), cardName(s, a.card)));
		},
		/** No trade ship: nothing to lose. */
		auto(s, task) {
			if (s.players[task.seat].expansions.some((e) => cardDef(e.card).kind === 'ship')) return false;
			s.tasks.shift();
			return true;
		},
		single: true
	},
	doctorPick: {
		candidates(s, task): RivalsAction[] {
			const p = s.players[task.seat];
			return bathHouseCities(p).map((col) => ({ t: 'pickExpansion' as const, card: p.expansions.find((e) => e.col === col && effId(e.card) === 'bathHouse')!.card }));
		},
		validate(s, task, a): Reason {
			const p = s.players[task.seat];
			if (a.t !== 'pickExpansion') return wrongStep(task);
			const at = p.expansions.find((e) => e.card === a.card);
			if (!at || effId(a.card) !== 'bathHouse') return tx('Vyber své Lázně.', 'Choose one of your Bath Houses.');
			return doctorRegions(p, at.col).length ? null : tx('Krajiny u těchto Lázní jsou plné.', 'The regions next to this Bath House are full.');
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const p = s.players[task.seat];
			const done = () => s.tasks.shift();
			if (a.t !== 'pickExpansion') return;
			done();
			doctorHeals(s, seat, p.expansions.find((e) => e.card === a.card)!.col, ctx);
		},
		single: true
	}
};

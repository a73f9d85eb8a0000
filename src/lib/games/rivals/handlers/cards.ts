/** The hand and the draw stacks: refilling, the exchange, searches (Library, Guido/Gustav). */
import type { RivalsHandlers } from './types';
import { cardsOf } from '../content';
import { handLimit, searchCost, totalStock } from '../principality';
import { cardName, tr, tx, who } from '../text';
import type { RivalsAction } from '../types';
import { BAD_STACK, backReason, stackLabel, stackOk, STACKS, wrongStep, type Reason } from '../decisions';

export const HAND_AND_STACKS: Pick<RivalsHandlers, 'replenish' | 'exchangeOffer' | 'exchangeTake' | 'searchPick' | 'libraryOffer' | 'discardPick'> = {
	replenish: {
		candidates(s, task): RivalsAction[] {
			const p = s.players[task.seat];
			return p.hand.length > handLimit(cardsOf(s), p)
				? p.hand.flatMap((card) => STACKS(s).map((stack) => ({ t: 'putUnder' as const, card, stack })))
				: STACKS(s).map((stack) => ({ t: 'draw', stack }));
		},
		validate(s, task, a): Reason {
			const p = s.players[task.seat];
			if (p.hand.length > handLimit(cardsOf(s), p)) {
				if (a.t !== 'putUnder') return tx(`Máš víc karet než limit ${handLimit(cardsOf(s), p)}: vrať kartu pod balíček.`, `You hold more than your limit of ${handLimit(cardsOf(s), p)}: put a card under a stack.`);
				if (!stackOk(s, a.stack)) return BAD_STACK;
				if (backReason(s, a.card, a.stack)) return backReason(s, a.card, a.stack);
				return p.hand.includes(a.card) ? null : tx('Tuto kartu nemáš.', 'You do not hold that card.');
			}
			if (a.t !== 'draw') return tx(`Doplň si ruku na ${handLimit(cardsOf(s), p)} karet.`, `Draw up to ${handLimit(cardsOf(s), p)} cards.`);
			if (!stackOk(s, a.stack)) return BAD_STACK;
			return s.drawStacks[a.stack].length ? null : tx('Tento balíček je prázdný.', 'That stack is empty.');
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const p = s.players[task.seat];
			if (a.t === 'putUnder') {
				p.hand.splice(p.hand.indexOf(a.card), 1);
				s.drawStacks[a.stack].push(a.card);
				ctx.log(tr('%1 vrací %2 pod balíček %3.', '%1 puts %2 under stack %3.', who(seat), cardName(s, a.card), stackLabel(a.stack)), [seat],
					tx(`${who(seat)} vrací kartu pod balíček ${stackLabel(a.stack)}.`, `${who(seat)} puts a card under stack ${stackLabel(a.stack)}.`));
			} else if (a.t === 'draw') {
				const card = s.drawStacks[a.stack].shift()!;
				p.hand.push(card);
				ctx.reveal();
				ctx.log(tr('%1 si bere %2 z balíčku %3.', '%1 takes %2 from stack %3.', who(seat), cardName(s, card), stackLabel(a.stack)), [seat],
					tx(`${who(seat)} si bere kartu z balíčku ${stackLabel(a.stack)}.`, `${who(seat)} draws from stack ${stackLabel(a.stack)}.`));
			}
		},
		/** At the hand limit, or below it with every draw stack empty: nothing to do (spec §12.9). */
		auto(s, task) {
			const p = s.players[task.seat];
			if (!(p.hand.length === handLimit(cardsOf(s), p) || (p.hand.length < handLimit(cardsOf(s), p) && s.drawStacks.every((st) => st.length === 0)))) return false;
			s.tasks.shift();
			return true;
		},
		single: true
	},
	exchangeOffer: {
		candidates(s, task): RivalsAction[] {
			const p = s.players[task.seat];
			return [{ t: 'skipExchange' }, ...p.hand.flatMap((card) => STACKS(s).map((stack) => ({ t: 'exchange' as const, card, stack })))];
		},
		validate(s, task, a): Reason {
			const p = s.players[task.seat];
			if (a.t === 'skipExchange') return null;
			if (a.t !== 'exchange') return wrongStep(task);
			if (!stackOk(s, a.stack)) return BAD_STACK;
			if (backReason(s, a.card, a.stack)) return backReason(s, a.card, a.stack);
			return p.hand.includes(a.card) ? null : tx('Tuto kartu nemáš.', 'You do not hold that card.');
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const p = s.players[task.seat];
			const done = () => s.tasks.shift();
			done();
			if (a.t === 'exchange') {
				p.hand.splice(p.hand.indexOf(a.card), 1);
				s.drawStacks[a.stack].push(a.card);
				ctx.log(tr('%1 vyměňuje %2 (pod balíček %3).', '%1 exchanges %2 (under stack %3).', who(seat), cardName(s, a.card), stackLabel(a.stack)), [seat],
					tx(`${who(seat)} vyměňuje kartu (pod balíček ${stackLabel(a.stack)}).`, `${who(seat)} exchanges a card (under stack ${stackLabel(a.stack)}).`));
				s.tasks.unshift({ t: 'exchangeTake', seat });
			}
		},
		/** An empty hand has nothing to exchange. */
		auto(s, task) {
			if (s.players[task.seat].hand.length > 0) return false;
			s.tasks.shift();
			return true;
		},
		single: true
	},
	exchangeTake: {
		candidates(s, task): RivalsAction[] {
			return STACKS(s).flatMap((stack) => [
				{ t: 'takeTop' as const, stack },
				{ t: 'search' as const, stack }
			]);
		},
		validate(s, task, a): Reason {
			const p = s.players[task.seat];
			if (a.t !== 'takeTop' && a.t !== 'search') return wrongStep(task);
			if (!stackOk(s, a.stack)) return BAD_STACK;
			if (!s.drawStacks[a.stack].length) return tx('Tento balíček je prázdný.', 'That stack is empty.');
			if (a.t === 'search' && totalStock(p) < searchCost(p))
				return tx(`Prohlédnutí balíčku stojí ${searchCost(p)} suroviny.`, `Searching a stack costs ${searchCost(p)} resources.`);
			return null;
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const p = s.players[task.seat];
			const done = () => s.tasks.shift();
			done();
			if (a.t === 'takeTop') {
				const card = s.drawStacks[a.stack].shift()!;
				p.hand.push(card);
				ctx.reveal();
				ctx.log(tr('%1 si bere %2 z balíčku %3.', '%1 takes %2 from stack %3.', who(seat), cardName(s, card), stackLabel(a.stack)), [seat],
					tx(`${who(seat)} si bere vrchní kartu balíčku ${stackLabel(a.stack)}.`, `${who(seat)} takes the top card of stack ${stackLabel(a.stack)}.`));
			} else if (a.t === 'search') {
				ctx.log(tx(`${who(seat)} platí ${searchCost(p)} a prohlíží balíček ${stackLabel(a.stack)}.`, `${who(seat)} pays ${searchCost(p)} and searches stack ${stackLabel(a.stack)}.`));
				if (searchCost(p) > 0) s.tasks.unshift({ t: 'payAny', seat, count: searchCost(p), why: tx('Prohlédnutí balíčku', 'Searching a stack') }, { t: 'searchPick', seat, stack: a.stack });
				else {
					ctx.reveal();
					s.tasks.unshift({ t: 'searchPick', seat, stack: a.stack });
				}
			}
		}
	},
	searchPick: {
		candidates(s, task): RivalsAction[] {
			return s.drawStacks[task.stack].map((card) => ({ t: 'searchTake', card }));
		},
		validate(s, task, a): Reason {
			return a.t === 'searchTake' && s.drawStacks[task.stack].includes(a.card) ? null : tx('Vyber kartu z prohlíženého balíčku.', 'Choose a card from the stack you are searching.');
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const p = s.players[task.seat];
			const done = () => s.tasks.shift();
			if (a.t !== 'searchTake') return;
			done();
			const stack = s.drawStacks[task.stack];
			stack.splice(stack.indexOf(a.card), 1); // the rest keeps its order (seed L383-387)
			p.hand.push(a.card);
			ctx.log(tr('%1 si vybírá %2.', '%1 picks %2.', who(seat), cardName(s, a.card)), [seat], tx(`${who(seat)} si vybírá kartu z balíčku ${stackLabel(task.stack)}.`, `${who(seat)} picks a card from stack ${stackLabel(task.stack)}.`));
		},
		single: true,
		looks: true
	},
	libraryOffer: {
		candidates(s, task): RivalsAction[] {
			return [{ t: 'choose', option: 'decline' }, ...STACKS(s).map((stack) => ({ t: 'search' as const, stack }))];
		},
		validate(s, task, a): Reason {
			if (a.t === 'choose') return a.option === 'decline' ? null : wrongStep(task);
			if (a.t !== 'search') return wrongStep(task);
			if (!stackOk(s, a.stack)) return BAD_STACK;
			return s.drawStacks[a.stack].length ? null : tx('Tento balíček je prázdný.', 'That stack is empty.');
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const done = () => s.tasks.shift();
			done();
			if (a.t !== 'search') {
				ctx.log(tx(`Knihovna: ${who(seat)} balíček neprohledává.`, `Library: ${who(seat)} does not search a stack.`));
				return;
			}
			ctx.reveal(); // the seat looks through the stack
			ctx.log(tx(`Knihovna: ${who(seat)} prohledává balíček ${stackLabel(a.stack)}.`, `Library: ${who(seat)} searches stack ${stackLabel(a.stack)}.`));
			s.tasks.unshift({ t: 'searchPick', seat, stack: a.stack });
		},
		single: true
	},
	discardPick: {
		candidates(s, task): RivalsAction[] {
			return [...new Set(s.discard)].filter((c) => c !== task.card).sort().map((card) => ({ t: 'searchTake' as const, card }));
		},
		validate(s, task, a): Reason {
			if (a.t !== 'searchTake') return wrongStep(task);
			if (a.card === task.card) return tr('%1 si sám sebe vzít nemůže.', '%1 cannot take itself.', cardName(s, task.card));
			return s.discard.includes(a.card) ? null : tx('Ta karta není v odhazovacím balíčku.', 'That card is not in the discard pile.');
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const p = s.players[task.seat];
			const done = () => s.tasks.shift();
			if (a.t !== 'searchTake') return;
			done();
			s.discard.splice(s.discard.lastIndexOf(a.card), 1);
			p.hand.push(a.card);
			// Only the seat saw the pile; the others learn that a card was taken (the pile shows its top only).
			ctx.log(tr('%1: %2 si bere %3 z odhazovacího balíčku.', '%1: %2 takes %3 from the discard pile.', cardName(s, task.card), who(seat), cardName(s, a.card)), [seat],
				tr('%1: %2 si bere kartu z odhazovacího balíčku.', '%1: %2 takes a card from the discard pile.', cardName(s, task.card), who(seat)));
		},
		single: true,
		looks: true
	}
};

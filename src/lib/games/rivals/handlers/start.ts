/** Theme-game start (spec §3.3): choosing starting cards, rearranging the start regions. */
import type { RivalsHandlers } from './types';
import { findRegion } from '../principality';
import { tr, regionName, tx, who } from '../text';
import type { Player, RivalsAction } from '../types';
import { BAD_STACK, stackLabel, stackOk, STACKS, wrongStep, type Reason } from '../decisions';

export const START: Pick<RivalsHandlers, 'chooseStartStack' | 'startPick' | 'arrange'> = {
	chooseStartStack: {
		candidates(s, task): RivalsAction[] {
			return STACKS(s).map((stack) => ({ t: 'startStack', stack }));
		},
		validate(s, task, a): Reason {
			if (a.t !== 'startStack') return wrongStep(task);
			if (!stackOk(s, a.stack)) return BAD_STACK;
			// Theme games: any basic stack, chosen from, not drawn (seed L567-572; same stack allowed [inferred]).
			if (s.stackSets) return s.stackSets[a.stack] !== 'basic' ? tx('Počáteční karty se vybírají z balíčku základní sady.', 'Starting cards come from a basic-set stack.') : s.drawStacks[a.stack].length < 3 ? tx('V balíčku nejsou 3 karty.', 'That stack has fewer than 3 cards.') : null;
			// The second player must take a different stack (seed L162-165).
			return a.stack === s.startStack ? tx('Karty z tohoto balíčku už má soupeř; vyber jiný.', 'Your opponent took this stack; choose another.') : null;
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const p = s.players[task.seat];
			const done = () => s.tasks.shift();
			if (a.t !== 'startStack') return;
			done();
			if (s.stackSets) {
				ctx.reveal(); // the seat looks through the stack
				s.tasks.unshift({ t: 'startPick', seat, stack: a.stack, left: 3 });
				ctx.log(tx(`${who(seat)} si vybírá počáteční karty z balíčku ${stackLabel(a.stack)}.`, `${who(seat)} chooses starting cards from stack ${stackLabel(a.stack)}.`));
				return;
			}
			p.hand.push(...s.drawStacks[a.stack].splice(0, 3));
			if (s.startStack === null) s.startStack = a.stack;
			ctx.reveal();
			ctx.log(tx(`${who(seat)} si bere 3 vrchní karty z balíčku ${stackLabel(a.stack)}.`, `${who(seat)} takes the top 3 cards of stack ${stackLabel(a.stack)}.`));
		},
		single: true
	},
	startPick: {
		candidates(s, task): RivalsAction[] {
			return s.drawStacks[task.stack].map((card) => ({ t: 'searchTake', card }));
		},
		validate(s, task, a): Reason {
			return a.t === 'searchTake' && s.drawStacks[task.stack].includes(a.card) ? null : tx('Vyber kartu z prohlíženého balíčku.', 'Choose a card from the stack you are looking through.');
		},
		perform(s, task, a, ctx) {
			const p = s.players[task.seat];
			const done = () => s.tasks.shift();
			if (a.t !== 'searchTake') return;
			const stack = s.drawStacks[task.stack];
			stack.splice(stack.indexOf(a.card), 1); // the rest keeps its order (seed L570-572)
			p.hand.push(a.card);
			if (--task.left === 0) done();
		},
		single: true,
		looks: true
	},
	arrange: {
		candidates(s, task): RivalsAction[] {
			const p = s.players[task.seat];
			return [
				...(task.first === null ? [{ t: 'choose' as const, option: 'done' }] : []),
				...p.regions.filter((r) => r.card !== task.first).map((r) => ({ t: 'relocatePick' as const, target: { kind: 'region' as const, card: r.card } }))
			];
		},
		validate(s, task, a): Reason {
			const p = s.players[task.seat];
			if (a.t === 'choose') return a.option === 'done' && task.first === null ? null : tx('Nejdřív vyber druhou krajinu k prohození.', 'Choose the second region to swap first.');
			if (a.t !== 'relocatePick' || a.target.kind !== 'region') return wrongStep(task);
			if (!p.regions.some((r) => r.card === a.target.card)) return tx('Vyber svou krajinu.', 'Choose one of your regions.');
			return a.target.card === task.first ? tx('Vyber jinou krajinu.', 'Choose a different region.') : null;
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const p = s.players[task.seat];
			const done = () => s.tasks.shift();
			if (a.t === 'choose') {
				done();
				return;
			}
			if (a.t !== 'relocatePick') return;
			if (task.first === null) {
				task.first = a.target.card;
				return;
			}
			const x = findRegion(p, task.first) as Player['regions'][number];
			const y = findRegion(p, a.target.card) as Player['regions'][number];
			[x.col, y.col] = [y.col, x.col];
			[x.row, y.row] = [y.row, x.row];
			task.first = null;
			ctx.log(tr('%1 prohazuje %2 a %3.', '%1 swaps %2 and %3.', who(seat), regionName(s, x.card), regionName(s, y.card)));
		}
	}
};

/** Tactic effects (data §7.5, spec §9.8) that need decisions: Rethink, Mana Steal, Preparation. */
import type { DecisionHandler } from '$lib/engine';
import { drawCards, WOUND } from './players';
import { cardsCs, MANA_ACC, tx } from './text';
import type { MkAction, Task } from './tasks';
import type { MkState } from './types';

type T<K extends Task['t']> = Extract<Task, { t: K }>;

/** Rethink: discard up to 3 cards (Wounds too), draw as many, then the discard pile goes into the deck. */
const rethink: DecisionHandler<MkState, T<'rethink'>, MkAction> = {
	candidates(s, task) {
		const out: MkAction[] = [{ a: 'done' }];
		if (task.left > 0) for (const c of new Set(s.players[task.seat].hand)) out.push({ a: 'card', card: c });
		return out;
	},
	validate(s, task, a) {
		if (a.a === 'done') return null;
		return a.a === 'card' && task.left > 0 && s.players[task.seat].hand.includes(a.card) ? null : tx('Vyber kartu z ruky (nejvýš 3).', 'Pick a card from your hand (at most 3).');
	},
	perform(s, task, a, ctx) {
		const p = s.players[task.seat];
		if (a.a === 'card') {
			p.hand.splice(p.hand.indexOf(a.card), 1);
			p.discard.push(a.card);
			task.left--;
			task.discarded++;
			if (task.left > 0 && p.hand.length) return;
		}
		s.tasks.shift();
		drawCards(s, task.seat, task.discarded, ctx);
		p.deck = ctx.random.shuffle([...p.deck, ...p.discard.splice(0)]);
		ctx.log(tx(`{${task.seat}} přehodnocuje ${cardsCs(task.discarded)}.`, `{${task.seat}} rethinks ${task.discarded} card(s).`));
	}
};

/** Mana Steal: a basic-colour die from the Source onto the Tactic, usable on one turn this Day. */
const manaSteal: DecisionHandler<MkState, T<'manaSteal'>, MkAction> = {
	candidates: (s) =>
		s.source.map((d, i) => ({ d, i })).filter(({ d }) => !d.depleted && d.color !== 'gold' && d.color !== 'black' && d.stolenBy == null).map(({ i }) => ({ a: 'choose', i }) as MkAction),
	validate(s, task, a) {
		return manaSteal.candidates(s, task).some((c) => JSON.stringify(c) === JSON.stringify(a)) ? null : tx('Vyber kostku základní barvy.', 'Pick a die showing a basic colour.');
	},
	perform(s, task, a, ctx) {
		s.tasks.shift();
		const d = s.source[(a as { i: number }).i];
		d.stolenBy = task.seat;
		ctx.log(tx(`{${task.seat}} si bere z Pramene ${MANA_ACC[d.color]} kostku.`, `{${task.seat}} steals a ${d.color} die.`));
	},
	single: true
};

/** Preparation: search the Deed deck for one card into hand, then shuffle it. */
const preparation: DecisionHandler<MkState, T<'preparation'>, MkAction> = {
	// Sorted: listed in deck order, the choices would show the player the order of the deck (spec §11.2).
	candidates: (s, task) => [...new Set(s.players[task.seat].deck)].sort().map((card) => ({ a: 'card', card })),
	validate: (s, task, a) => (a.a === 'card' && s.players[task.seat].deck.includes(a.card) ? null : tx('Ta karta v balíčku není.', 'That card is not in your deck.')),
	perform(s, task, a, ctx) {
		s.tasks.shift();
		const p = s.players[task.seat];
		p.deck.splice(p.deck.indexOf((a as { card: string }).card), 1);
		p.hand.push((a as { card: string }).card);
		p.deck = ctx.random.shuffle(p.deck);
		ctx.log(tx(`{${task.seat}} si připravuje kartu z balíčku.`, `{${task.seat}} takes a card from the deck.`), [task.seat], tx(`{${task.seat}} si bere kartu z balíčku.`, `{${task.seat}} takes a card from the deck.`));
	},
	looks: true
};

export const TACTIC_HANDLERS = { rethink, manaSteal, preparation };
export { WOUND };

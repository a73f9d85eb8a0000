/**
 * Plundering a village (spec §5.5.6, §4.6): not an action; a hero who ended his turn on a
 * village may plunder it once between two of his turns: Reputation −1, draw 2 cards.
 *
 * Timing (the seed L1415–1422: "during another player's turn"): from rules `mageknight-2` it is
 * offered at the start of the next player's turn (other-turn.ts) and, if declined, again just
 * before the hero's own next turn (the last moment of "between two of your turns"); under
 * `mageknight-1` only there. Not offered with an empty Deed deck (nothing to draw).
 */
import type { DecisionHandler } from '$lib/engine';
import { changeReputation, drawCards } from './players';
import { tx } from './text';
import type { MkAction, PlunderTask } from './tasks';
import type { MkState } from './types';

export function plunderOffered(s: MkState, seat: number): boolean {
	const p = s.players[seat];
	return !!p.pos && s.hexes[p.pos]?.site?.kind === 'village' && !p.plundered && p.deck.length > 0;
}

const plunder: DecisionHandler<MkState, PlunderTask, MkAction> = {
	candidates: () => [{ a: 'choose', i: 0 }, { a: 'done' }],
	validate: (s, task, a) =>
		a.a === 'done' || (a.a === 'choose' && a.i === 0 && plunderOffered(s, task.seat)) ? null : tx('Vyplenit vesnici, nebo ne.', 'Plunder the village or not.'),
	perform(s, task, a, ctx) {
		s.tasks.shift();
		if (a.a === 'done') return;
		s.players[task.seat].plundered = true;
		ctx.log(tx(`{${task.seat}} plení vesnici.`, `{${task.seat}} plunders the village.`));
		changeReputation(s, task.seat, -1, ctx);
		drawCards(s, task.seat, 2, ctx);
	}
};

export const PLUNDER_HANDLERS = { plunder };

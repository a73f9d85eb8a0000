/**
 * Picking a card from hand for an effect: resting (spec §4.5.3), Concentration and Will
 * Focus (play another Action card's stronger effect for free with a bonus), Improvisation
 * (discard a card for 3/5 points), throwing away a Wound.
 */
import type { DecisionHandler } from '$lib/engine';
import { boostable } from './cards';
import type { Effect } from './data/types';
import { applyEffect, effectUsable } from './effects';
import { WOUND } from './players';
import { tx } from './text';
import type { MkAction, PickPurpose, Task } from './tasks';
import type { MkState } from './types';

type T<K extends Task['t']> = Extract<Task, { t: K }>;

function fits(s: MkState, task: T<'pickCard'>, card: string): boolean {
	const p = s.players[task.seat];
	if (!p.hand.includes(card)) return false;
	switch (task.purpose) {
		case 'rest':
		case 'improvisation':
		case 'throwAway':
			return card !== WOUND;
		case 'slowRecovery':
		case 'discardWound':
			return card === WOUND;
		case 'concentration':
		case 'willFocus':
			return boostable(s, task.seat, card, task.n ?? 2);
		default:
			return false;
	}
}

export const pickCard: DecisionHandler<MkState, T<'pickCard'>, MkAction> = {
	candidates(s, task) {
		const out: MkAction[] = [...new Set(s.players[task.seat].hand)].filter((c) => fits(s, task, c)).map((card) => ({ a: 'card', card }));
		if (task.optional) out.push({ a: 'done' });
		return out;
	},
	validate(s, task, a) {
		if (a.a === 'done') return task.optional ? null : tx('Musíš vybrat kartu.', 'You must pick a card.');
		if (a.a !== 'card' || typeof a.card !== 'string' || !fits(s, task, a.card)) return PICK_WHY[task.purpose];
		return null;
	},
	perform(s, task, a, ctx) {
		s.tasks.shift();
		if (a.a === 'done') return;
		const p = s.players[task.seat];
		const id = (a as { card: string }).card;
		p.hand.splice(p.hand.indexOf(id), 1);
		const t = s.turn!;
		switch (task.purpose) {
			case 'rest':
			case 'discardWound':
				p.discard.push(id);
				// Any number of Wounds may follow (spec §4.5.3): asked while the hand holds a card, so that
				// whether a Wound is left stays hidden from the others (spec §11.2).
				if (p.hand.length) s.tasks.unshift({ t: 'pickCard', seat: task.seat, purpose: 'discardWound', optional: true });
				return;
			case 'slowRecovery':
				p.discard.push(id);
				return;
			case 'improvisation': {
				p.discard.push(id);
				const n = task.n ?? 3;
				const options: Effect[] = [
					{ k: 'move', n },
					{ k: 'influence', n },
					{ k: 'attack', n, kind: 'melee', el: 'physical' },
					{ k: 'block', n, el: 'physical' }
				].filter((e) => effectUsable(s, task.seat, e as Effect)) as Effect[];
				if (options.length) applyEffect(s, task.seat, { k: 'one', of: options }, ctx, { src: 'improvisation', how: 'basic', bonus: 0 });
				return;
			}
			case 'throwAway':
				return;
			case 'concentration':
			case 'willFocus':
				t.played.push({ card: id, how: 'powered' });
				s.tasks.unshift({ t: 'cardMode', seat: task.seat, card: id, idx: t.played.length - 1, free: true, bonus: task.n ?? 2 });
				return;
		}
	}
	// No `single`: the card comes from the hidden hand, so even a lone candidate is named by the
	// player's own action (an automatic pick would reveal the hand to the others, spec §11.2).
};

const PICK_WHY: Record<PickPurpose, { cs: string; en: string }> = {
	rest: tx('Odhoď jednu kartu, která není zranění.', 'Discard one card that is not a Wound.'),
	slowRecovery: tx('Odhoď jedno zranění.', 'Discard one Wound.'),
	discardWound: tx('Vyber zranění.', 'Pick a Wound.'),
	improvisation: tx('Odhoď jinou kartu, která není zranění.', 'Discard another card that is not a Wound.'),
	throwAway: tx('Vyber kartu, která není zranění.', 'Pick a card that is not a Wound.'),
	concentration: tx('Vyber akční kartu, jejíž silnější efekt teď lze použít.', 'Pick an Action card whose stronger effect can be used now.'),
	willFocus: tx('Vyber akční kartu, jejíž silnější efekt teď lze použít.', 'Pick an Action card whose stronger effect can be used now.'),
	crystallize: tx('Vyber kartu.', 'Pick a card.'),
	special: tx('Vyber kartu.', 'Pick a card.')
};

export const PICK_HANDLERS = { pickCard };

/**
 * Deed cards in play: what a card can be played as now, and what that costs. Below
 * effects.ts: the queries that ask whether an effect is usable get effects.ts's operations
 * as a hook (cardQueries); cards.ts binds them for the modules above effects.ts.
 */
import { deedIn } from './card-tables';
import { BUILT_IN_DATA, type ContentHolder } from './content';
import type { DeedCard, Effect, ManaColor } from './data/types';
import { alternatives, type EffectOps, type EffectSource } from './special-rule';
import { canPayAll } from './mana';
import { WOUND } from './players';
import type { MkState } from './types';

export type SidewaysAs = 'move' | 'influence' | 'attack' | 'block';
export const SIDEWAYS: SidewaysAs[] = ['move', 'influence', 'attack', 'block'];

/** A card played sideways gives 1 Move, Influence, Attack or Block (spec §5.1). */
export function sidewaysEffect(as: SidewaysAs, n = 1): Effect {
	switch (as) {
		case 'move':
			return { k: 'move', n };
		case 'influence':
			return { k: 'influence', n };
		case 'attack':
			return { k: 'attack', n, kind: 'melee', el: 'physical' };
		case 'block':
			return { k: 'block', n, el: 'physical' };
	}
}

/** The card record as the match plays it (its pack's names and numbers in), or undefined for an unknown id (untrusted input never throws). */
export const card = (h: ContentHolder, id: string): DeedCard | undefined => deedIn(h, id);

/** Mana a way of playing costs: Actions' stronger effect 1 of the card's colour; Spells 1 (basic) or colour + black. */
export function manaCost(c: DeedCard, how: 'basic' | 'powered'): ManaColor[] {
	if (c.kind === 'spell') return how === 'basic' ? [c.color!] : [c.color!, 'black'];
	if (c.kind === 'artifact') return [];
	return how === 'powered' && c.color ? [c.color] : [];
}

/** A card's kind is no pack value: the built-in record tells it. */
export const isActionCard = (id: string): boolean => {
	const k = card(BUILT_IN_DATA, id)?.kind;
	return k === 'basic' || k === 'advanced';
};

/** Cards Concentration / Will Focus may boost: Action cards other than those two (no chains). */
export const concentrationTarget = (id: string): boolean => isActionCard(id) && id !== 'concentration' && id !== 'will-focus';

export interface CardMode {
	how: 'basic' | 'powered';
	alt: number;
	effect: Effect;
}

/** The card queries that ask effects.ts whether an effect is usable now, given its operations. */
export function cardQueries({ effectUsable }: EffectOps) {
	/** The ways a card can be played now (alternatives usable in this phase and affordable). */
	function cardModes(s: MkState, seat: number, id: string, free = false, bonus = 0): CardMode[] {
		const c = card(s, id);
		if (!c || id === WOUND) return [];
		const out: CardMode[] = [];
		for (const how of ['basic', 'powered'] as const) {
			const cost = free ? [] : manaCost(c, how);
			const from: EffectSource = { src: id, how, bonus, reserve: cost };
			if (!canPayAll(s, seat, cost)) continue;
			alternatives(how === 'basic' ? c.basic : c.powered).forEach((effect, alt) => {
				if (effectUsable(s, seat, effect, from)) out.push({ how, alt, effect });
			});
		}
		return out;
	}

	/** Sideways uses available now (any non-Wound card). */
	function sidewaysModes(s: MkState, seat: number, id: string): SidewaysAs[] {
		if (id === WOUND || !card(s, id)) return [];
		return SIDEWAYS.filter((as) => effectUsable(s, seat, sidewaysEffect(as)));
	}

	/**
	 * Whether Concentration / Will Focus could boost `id` from hand: its stronger effect usable
	 * once it has left the hand (Improvisation then needs another card).
	 */
	function boostable(s: MkState, seat: number, id: string, bonus: number): boolean {
		if (!concentrationTarget(id)) return false;
		const hand = s.players[seat].hand;
		const i = hand.indexOf(id);
		if (i < 0) return false;
		hand.splice(i, 1);
		try {
			return cardModes(s, seat, id, true, bonus).some((m) => m.how === 'powered');
		} finally {
			hand.splice(i, 0, id);
		}
	}

	/** The sideways uses available now (skills that play a card sideways). */
	const sidewaysNow = (s: MkState, seat: number): SidewaysAs[] => SIDEWAYS.filter((as) => effectUsable(s, seat, sidewaysEffect(as)));
	return { cardModes, sidewaysModes, boostable, sidewaysNow };
}

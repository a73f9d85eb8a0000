/**
 * A seat's printed requirements read from the match state (layer: facts). Kept apart from theme.ts,
 * which principality.ts builds on: the requirements count victory points, which principality.ts owns.
 */
import type { Text } from '$lib/engine';
import { cardsOf, type CardLookup } from './content';
import { victoryPoints as vpOf } from './principality';
import { requirementReasonFor, type RequirementFacts } from './theme';
import type { Player, RivalsState } from './types';

/** Why the seat may not build/play `card` because of its printed requirement (null when met). */
export function requirementReason(s: RivalsState, seat: number, card: string): Text | null {
	return requirementReasonFor(new StateFacts(s, seat), card);
}

/**
 * The requirement facts of a seat, its VP counted only when a requirement reads them (few do, and
 * this runs for every card candidate of every legality check).
 */
class StateFacts implements RequirementFacts {
	readonly me: Player;
	readonly strengthToken: boolean;
	readonly cards: CardLookup;
	readonly match: RivalsState;
	private readonly s: RivalsState;
	private readonly seat: number;
	constructor(s: RivalsState, seat: number) {
		this.s = s;
		this.seat = seat;
		this.me = s.players[seat];
		this.strengthToken = s.tokens.strength === seat;
		this.cards = cardsOf(s);
		this.match = s;
	}
	get myVp(): number {
		return vpOf(this.s, this.seat);
	}
	get oppVp(): number {
		return vpOf(this.s, 1 - this.seat);
	}
}

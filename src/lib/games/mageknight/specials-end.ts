/**
 * What the Spell and Artifact specials change at the end of the turn (endturn.ts reads these
 * turn modifiers): Time Bending takes the played cards back and skips drawing, Meditation
 * draws 2 beyond the Hand limit (data §3.1), a thrown-away Ring gives Fame per Spell of its
 * colour cast this turn (data §3.2). A leaf module: the special rules themselves are only
 * reached through specials.ts (import cycles).
 */
import { deedById } from './data';
import type { PlayedCard, TurnState } from './types';

const has = (t: TurnState, id: string) => t.modifiers.some((m) => m.id === id);

/** Time Bending: every other card played this turn goes back to hand (thrown-away ones are gone anyway). */
export const backToHand = (t: TurnState, c: PlayedCard): boolean => has(t, 'time-bending') && !(c.card === 'space-bending' && c.how === 'powered');

/** Cards drawn beyond the Hand limit (Meditation +2); null when no cards are drawn (Time Bending). */
export function extraDraw(t: TurnState): number | null {
	if (has(t, 'time-bending')) return null;
	return t.modifiers.filter((m) => m.id === 'meditation').reduce((n, m) => n + (m.n ?? 0), 0);
}

/** Fame +1 per Spell of a thrown-away Ring's colour cast this turn (counted from the play area). */
export function ringFame(t: TurnState): number {
	let n = 0;
	for (const m of t.modifiers) {
		if (m.id !== 'ring') continue;
		n += t.played.filter((p) => {
			if (p.how === 'sideways') return false;
			const c = deedById(p.card);
			return c.kind === 'spell' && c.color === m.color;
		}).length;
	}
	return n;
}

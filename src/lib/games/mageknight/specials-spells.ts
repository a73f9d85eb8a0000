/**
 * The `special` effects of the Spells (data §3.1) and of the Advanced Action Agility (data §2),
 * merged with the Artifacts' (specials-artifacts.ts). The decisions these rules queue are in
 * special-picks.ts; what they change at the end of the turn is read by endturn.ts (backToHand,
 * extraDraw below).
 */
import { WOUND } from './players';
import { artifactSpecials } from './specials-artifacts';
import type { MkState, PlayedCard, TurnState } from './types';
import type { CardMoveMode } from './tasks';
import { cardMoveTargets } from './reach';
import { borrowable, startMeditation } from './specials-shared';
import type { EffectOps, SpecialRule } from './special-rule';

/** The rules, given effects.ts's operations (special-rule.ts: importing effects.ts would close a cycle). */
export function spellSpecials(fx: EffectOps): Record<string, SpecialRule> {
	const { effectUsable, applyEffect } = fx;

	const inTurn = (s: MkState, seat: number) => !!s.turn && s.turn.seat === seat && s.turn.stage !== 'end';
	const moving = (s: MkState, seat: number) => effectUsable(s, seat, { k: 'move', n: 1 });

	function inForest(s: MkState, seat: number): boolean {
		const pos = s.players[seat].pos;
		return !!pos && s.hexes[pos]?.terrain === 'forest';
	}

	/** A turn modifier, usable when `when` holds. */
	function modifier(id: string, when: (s: MkState, seat: number) => boolean, n?: number): SpecialRule {
		return {
			usable: (s, seat) => when(s, seat),
			apply: (s) => {
				s.turn!.modifiers.push(n === undefined ? { id } : { id, n });
			}
		};
	}

	/** A move of the card's own (Underground Travel / Attack, Wings of Wind): only when it has somewhere to go. */
	function cardMove(mode: CardMoveMode): SpecialRule {
		return {
			usable: (s, seat) => moving(s, seat) && cardMoveTargets(s, seat, mode).size > 0,
			apply: (s, seat) => {
				s.tasks.unshift({ t: 'cardMove', seat, mode });
			}
		};
	}

	/** Meditation / Trance (card 108): needs cards in the discard pile or the deck to do anything. */
	function meditation(chosen: boolean): SpecialRule {
		return {
			usable: (s, seat) => inTurn(s, seat) && s.players[seat].discard.length + s.players[seat].deck.length > 0,
			apply(s, seat, _e, _from, ctx) {
				// At the end of this turn draw 2 cards beyond the Hand limit (endturn.ts via extraDraw).
				s.turn!.modifiers.push({ id: 'meditation', n: 2 });
				startMeditation(s, seat, chosen, ctx);
			}
		};
	}

	const SPELL_SPECIALS: Record<string, SpecialRule> = {
		// Call to Arms (107): one ability of a unit in the Unit offer, used now as if it were yours.
		'call-to-arms': {
			usable: (s, seat) => inTurn(s, seat) && borrowable(fx, s, seat).length > 0,
			apply: (s, seat) => {
				s.tasks.unshift({ t: 'borrowUnit', seat });
			}
		},
		// Call to Glory: any unit of the Unit offer for free (a unit may be disbanded first at the limit).
		'call-to-glory': {
			usable: (s, seat) => inTurn(s, seat) && s.unitOffer.length > 0,
			apply: (s, seat) => {
				s.tasks.unshift({ t: 'freeUnit', seat });
			}
		},
		meditation: meditation(false),
		trance: meditation(true),
		// Space Bending (106): steps and exploring reach 2 spaces, no provoking (movement.ts).
		'space-bending': modifier('space-bending', (s, seat) => moving(s, seat) && !!s.players[seat].pos),
		// Time Bending: the other played cards back to hand, no drawing, another turn at once (endturn.ts, round.ts).
		// Not during the final turns: there is no other turn to take.
		'time-bending': {
			usable: (s, seat) => inTurn(s, seat) && !s.finalTurns,
			apply: (s) => {
				s.turn!.extraTurn = true;
				s.turn!.modifiers.push({ id: 'time-bending' });
			}
		},
		'underground-travel': cardMove('underground'),
		'underground-attack': cardMove('undergroundAttack'),
		'wings-of-wind': cardMove('wings'),
		// Rebirth (104): Restoration's Heal, and spent units readied up to 3 levels in total (5 in a forest).
		rebirth: {
			usable: (s, seat) => effectUsable(s, seat, { k: 'heal', n: 1 }) && (s.players[seat].hand.includes(WOUND) || s.players[seat].units.some((u) => u.wounded || !u.ready)),
			apply(s, seat, _e, from, ctx) {
				const forest = inForest(s, seat);
				applyEffect(s, seat, { k: 'heal', n: forest ? 5 : 3 }, ctx, from);
				if (s.players[seat].units.some((u) => !u.ready)) s.tasks.unshift({ t: 'readyLevels', seat, budget: forest ? 5 : 3 });
			}
		},
		// Agility (71): comes with its Move; in this turn's combat leftover Move may become Attack (special-picks.ts).
		agility: modifier('agility', moving, 1),
		'agility-powered': modifier('agility', moving, 2),
		...artifactSpecials(fx)
	};
	return SPELL_SPECIALS;
}

/** A turn modifier of this id is active. */
const has = (t: TurnState, id: string) => t.modifiers.some((m) => m.id === id);

/** Time Bending: every other card played this turn goes back to hand (thrown-away ones are gone anyway). */
export const backToHand = (t: TurnState, c: PlayedCard): boolean => has(t, 'time-bending') && !(c.card === 'space-bending' && c.how === 'powered');

/** Cards drawn beyond the Hand limit (Meditation +2); null when no cards are drawn (Time Bending). */
export function extraDraw(t: TurnState): number | null {
	if (has(t, 'time-bending')) return null;
	return t.modifiers.filter((m) => m.id === 'meditation').reduce((n, m) => n + (m.n ?? 0), 0);
}

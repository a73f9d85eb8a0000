/** The Era of Turmoil (seed L1146-1290): its action cards and what its cards do once placed. */
import { RESOURCES } from '../cards';
import type { StepContext } from '../context';
import { cardsOf } from '../content';
import { points, stockOf, victoryPoints } from '../principality';
import { spaceFor } from '../resources';
import { cardName, tr, tx, who } from '../text';
import { archerTargets, arsonistTargets, heroCount, protectionRoll } from '../turmoil';
import type { RivalsState } from '../types';
import { BRIGANDS } from './gold';
import type { PlayableAction, ThemeHooks } from './hooks';

/** The defender's protection roll against Archer/Arsonist/Traitor; true when the card has no effect (card discarded anyway [inferred]). */
function protectedByRoll(s: RivalsState, defender: number, card: string, ctx: StepContext): boolean {
	const r = protectionRoll(s, defender, ctx.random); // a roll sets the barrier
	if (r.roll === null) return false;
	if (r.protected) ctx.log(tr('%1 hází na ochranu: %2 — %3 nemá účinek.', '%1 rolls for protection: %2 — %3 has no effect.', who(defender), r.roll, cardName(s, card)));
	else ctx.log(tr('%1 hází na ochranu: %2 — bez ochrany.', '%1 rolls for protection: %2 — not protected.', who(defender), r.roll));
	return r.protected;
}

/** Archer, Arsonist and Traitor: the defender's protection roll first, then `hit` (spec D8 [inferred]). */
function attack(reason: PlayableAction['reason'], hit: (s: RivalsState, seat: number, victim: number, card: string, ctx: StepContext) => void): PlayableAction {
	return {
		reason,
		play(s, seat, card, ctx) {
			if (!protectedByRoll(s, 1 - seat, card, ctx)) hit(s, seat, 1 - seat, card, ctx);
		}
	};
}

export const TURMOIL: ThemeHooks = {
	actions: {
		// The Turmoil Brigands is a copy of the Gold card (effId brigandsGold).
		brigandsGold: BRIGANDS,
		voyageOfPlunder: {
			reason: (s, seat) =>
				RESOURCES.some((r) => stockOf(s.players[1 - seat], r) > 0 && spaceFor(s, s.players[seat], r) > 0) ? null : tx('Soupeř nemá nic, co by šlo uložit.', 'Your opponent has nothing you could store.'),
			play(s, seat, card) {
				// 2 when the opponent has more VP, else 1 (text [K]/[Z]); the attacker names them.
				const left = victoryPoints(s, 1 - seat) > victoryPoints(s, seat) ? 2 : 1;
				s.tasks.unshift({ t: 'nameTypes', seat, from: 1 - seat, card, left, named: [] });
			}
		},
		archer: attack(
			(s, seat) => (archerTargets(cardsOf(s), s.players[1 - seat]).length ? null : tx('Soupeř nemá žádnou jednotku s body síly.', 'Your opponent has no unit with strength points.')),
			(s, _seat, victim, card) => void s.tasks.unshift({ t: 'feudRemove', seat: victim, options: archerTargets(cardsOf(s), s.players[victim]), cause: card })
		),
		arsonist: attack(
			(s, seat) => (arsonistTargets(s.players[1 - seat]).length ? null : tx('Soupeř nemá žádnou nechráněnou stavbu.', 'Your opponent has no unprotected building.')),
			(s, seat, victim, card) => void s.tasks.unshift({ t: 'targetPick', seat, victim, card })
		),
		traitor: attack(
			(s, seat) => (s.players[1 - seat].hand.length ? null : tx('Soupeř nemá v ruce žádnou kartu.', 'Your opponent has no cards in hand.')),
			(s, seat, victim, _card, ctx) => {
				ctx.reveal(); // the victim's hand is shown to the attacker
				s.tasks.unshift({ t: 'traitorPick', seat, victim });
			}
		),
		sebastian: {
			elsewhere: tx('Sebastiana lze zahrát jen ve chvíli, kdy se odhalí Rebelie, Svár nebo Bratrská hádka.', 'Sebastian is played only when Riots, Feud or Fraternal Feuds is revealed.')
		}
	},
	built: {
		fairgrounds(s, seat, _card, ctx) {
			// After full payment; only with more skill points than the opponent (seed L1246-1254).
			if (points(cardsOf(s), s.players[seat], 'skill') > points(cardsOf(s), s.players[1 - seat], 'skill'))
				s.tasks.unshift({ t: 'gain', seat, count: 2, allowed: [...RESOURCES], why: tx('Místo pro konání oslav: vezmi si 2 libovolné suroviny.', 'Fairgrounds: take any 2 resources.') });
			else ctx.log(tx(`${who(seat)} nemá víc bodů zručnosti — Místo pro konání oslav nedává suroviny.`, `${who(seat)} has no skill lead — Fairgrounds gives no resources.`));
		},
		titheBarn(s, seat) {
			// 1 wool or 1 grain per own hero; what cannot be stored is lost (seed L1260-1267).
			const n = heroCount(s.players[seat]);
			if (n) s.tasks.unshift({ t: 'titheBarn', seat, count: n });
		}
	}
};

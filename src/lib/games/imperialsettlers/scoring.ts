/**
 * Final scoring (RB p.7; data §2.2): the score track plus 1 VP per Common and 2 VP per Faction
 * Location in the Empire (a taken-over Location scores for the Empire it lies in [decision]);
 * Foundations, Deals and cards in hand score nothing. Ties: most Workers + Resources left
 * (wood, stone, food; gold is not a Resource [decision]), then most cards in hand, else shared.
 */
import type { GameResult } from '$lib/engine';
import { card, endVp } from './data';
import { leftovers } from './goods';
import { tx } from './text';
import type { FinalScore, IsState } from './types';

export const empireValue = (s: IsState, seat: number): number => s.players[seat].empire.reduce((n, l) => n + endVp(card(l.id)), 0);

export function scoreGame(s: IsState): FinalScore {
	const track = s.players.map((p) => p.vp);
	const locations = s.players.map((_, i) => empireValue(s, i));
	const total = track.map((v, i) => v + locations[i]);
	const left = s.players.map((p) => leftovers(p.goods));
	const hands = s.players.map((p) => p.hand.length);
	let winners = s.players.map((_, i) => i);
	for (const key of [total, left, hands]) {
		const best = Math.max(...winners.map((i) => key[i]));
		winners = winners.filter((i) => key[i] === best);
	}
	return { track, locations, total, leftovers: left, handSizes: hands, winners };
}

export function resultOf(s: IsState): GameResult | null {
	if (!s.over || !s.final) return null;
	const f = s.final;
	const names = f.winners.map((w) => `{${w}}`).join(', ');
	const top = Math.max(...f.total);
	return {
		winners: f.winners,
		scores: f.total,
		summary:
			f.winners.length > 1
				? tx(`Sdílené vítězství: ${names} (${top} VB).`, `Shared victory: ${names} (${top} VP).`)
				: tx(`Vítězí ${names} s ${top} VB.`, `${names} wins with ${top} VP.`),
		outcome: 'win'
	};
}

/**
 * Final scoring (RB p.7; data §2.2): the score track plus 1 VP per Common and 2 VP per Faction
 * Location in the Empire (a taken-over Location scores for the Empire it lies in [decision]);
 * Foundations, Deals and cards in hand score nothing. Ties: most Workers + Resources left
 * (wood, stone, food; gold is not a Resource [decision]), then most cards in hand, else shared.
 */
import type { GameResult } from '$lib/engine';
import { card, endVp } from './data';
import { leftovers } from './goods';
import { ACHIEVEMENTS } from './data/solo';
import { fortressVp } from './expansion';
import { tx } from './text';
import type { FinalScore, IsState } from './types';

/** Location VP at the end: Common 1, Faction 2, plus a Fortress's fortification (expansion placeholder). */
export const empireValue = (s: IsState, seat: number): number => s.players[seat].empire.reduce((n, l) => n + endVp(card(l.id)) + fortressVp(s, l), 0);

/**
 * The solo goal (RB p.13; data §8.2 C6, option `soloGoal`): more Faction Locations (default) or
 * more Locations of any kind in your Empire than cards in the virtual player's Collection; a tie loses.
 */
export function soloGoal(s: IsState): NonNullable<FinalScore['solo']> {
	const goal = s.options.soloGoal ?? 'faction';
	const locations = s.players[0].empire.filter((l) => goal === 'all' || card(l.id).deck !== 'common').length;
	const collection = s.virtual!.collection.length;
	return { locations, collection, won: locations > collection, goal };
}

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
	if (s.virtual) {
		const solo = soloGoal(s);
		return { track, locations, total, leftovers: left, handSizes: hands, winners: solo.won ? [0] : [], solo };
	}
	return { track, locations, total, leftovers: left, handSizes: hands, winners };
}

export function resultOf(s: IsState): GameResult | null {
	if (!s.over || !s.final) return null;
	const f = s.final;
	if (f.solo) {
		const title = ACHIEVEMENTS.find(([min]) => f.total[0] >= min)![1];
		const what = f.solo.goal === 'faction' ? tx('frakčních lokací', 'Faction Locations') : tx('lokací', 'Locations');
		const counts = tx(`${f.solo.locations} ${what.cs} proti ${f.solo.collection} kartám sbírky`, `${f.solo.locations} ${what.en} against ${f.solo.collection} Collection cards`);
		return {
			winners: f.winners,
			scores: f.total,
			summary: f.solo.won
				? tx(`Vítězství: ${counts.cs}; ${f.total[0]} VB (${title.cs}).`, `Victory: ${counts.en}; ${f.total[0]} VP (${title.en}).`)
				: tx(`Prohra: ${counts.cs}.`, `Defeat: ${counts.en}.`),
			outcome: 'solo'
		};
	}
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

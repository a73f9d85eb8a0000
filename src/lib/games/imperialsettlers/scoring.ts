/**
 * Final scoring (RB p.7; data §2.2): the score track plus 1 VP per Common and 2 VP per Faction
 * Location in the Empire (a taken-over Location scores for the Empire it lies in [decision]);
 * Foundations, Deals and cards in hand score nothing. Ties: most Workers + Resources left
 * (wood, stone, food; gold is not a Resource [decision]), then most cards in hand, else shared.
 */
import type { GameResult, Text } from '$lib/engine';
import { endVp } from './data';
import { leftovers } from './goods';
import { ACHIEVEMENTS } from './data/solo';
import { fortressVp } from './fortress';
import { counted, tx } from './text';
import type { FinalScore, IsState, Loc } from './types';
import { colorCount } from './empire';
import { cardOf } from './cards';

/** An owner's end-of-game Feature (vocabulary.ts `endVp`, `endVpPerColor`) of a Location in `seat`'s Empire. */
const featureVp = (s: IsState, seat: number, l: Loc): number =>
	(cardOf(s, l.id).feature ?? []).reduce((n, f) => n + (f.k === 'endVp' ? f.vp * (f.color ? colorCount(s, seat, f.color) : 1) : 0), 0);

/** Location VP at the end: Common 1, Faction 2, plus a Fortress's fortification (expansion placeholder) and an owner's end-of-game Feature. */
export const empireValue = (s: IsState, seat: number): number => s.players[seat].empire.reduce((n, l) => n + endVp(cardOf(s, l.id)) + fortressVp(s, l) + featureVp(s, seat, l), 0);

/**
 * The solo goal (RB p.13; data §8.2 C6, option `soloGoal`): more Faction Locations (default) or
 * more Locations of any kind in your Empire than cards in the virtual player's Collection; a tie loses.
 */
export function soloGoal(s: IsState): NonNullable<FinalScore['solo']> {
	const goal = s.options.soloGoal ?? 'faction';
	const locations = s.players[0].empire.filter((l) => goal === 'all' || cardOf(s, l.id).deck !== 'common').length;
	const collection = s.virtual!.collection.length;
	return { locations, collection, won: locations > collection, goal };
}

/** The base game's final scoring (RB p.7; a variant may decide the result instead: the solo goal). */
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

/** The solo goal's counts in words with their plural forms ("máš 2 frakční lokace, sbírka má 5 karet"). */
export function soloGoalTexts(solo: NonNullable<FinalScore['solo']>): { have: Text; collection: Text; goal: Text } {
	const faction = solo.goal === 'faction';
	const have = faction
		? counted(solo.locations, ['frakční lokaci', 'frakční lokace', 'frakčních lokací'], ['Faction Location', 'Faction Locations'])
		: counted(solo.locations, ['lokaci', 'lokace', 'lokací'], ['Location', 'Locations']);
	const collection = counted(solo.collection, ['kartu', 'karty', 'karet'], ['card', 'cards']);
	return { have, collection, goal: faction ? tx('frakčních lokací', 'Faction Locations') : tx('lokací (jakýchkoli)', 'Locations (of any kind)') };
}

export function resultOf(s: IsState): GameResult | null {
	if (!s.over || !s.final) return null;
	const f = s.final;
	if (f.solo) {
		const title = ACHIEVEMENTS.find(([min]) => f.total[0] >= min)![1];
		const { have, collection, goal } = soloGoalTexts(f.solo);
		const tie = f.solo.locations === f.solo.collection ? tx(' Shoda prohrává.', ' A tie loses.') : tx('', '');
		return {
			winners: f.winners,
			scores: f.total,
			// Won or lost first, then against what (RB p.13 Goal; the end screen shows it under its headline).
			summary: f.solo.won
				? tx(`Vítězství: ${f.total[0]} VB (${title.cs}). Máš ${have.cs}, sbírka virtuálního hráče má ${collection.cs}.`, `Victory: ${f.total[0]} VP (${title.en}). You have ${have.en}, the virtual player's Collection has ${collection.en}.`)
				: tx(
						`Prohra: ${f.total[0]} VB. Cíl: víc ${goal.cs}, než má virtuální hráč karet ve sbírce. Máš ${have.cs}, sbírka má ${collection.cs}.${tie.cs}`,
						`Defeat: ${f.total[0]} VP. Goal: more ${goal.en} than cards in the virtual player's Collection. You have ${have.en}, its Collection has ${collection.en}.${tie.en}`
					),
			outcome: 'solo',
			// The end screen's headline (won/lost first, against what): the kit's EndScreen reads these.
			won: f.solo.won,
			goal: tx(`víc ${goal.cs} než karet ve sbírce virtuálního hráče: ${f.solo.locations} proti ${f.solo.collection}`, `more ${goal.en} than cards in the virtual player's Collection: ${f.solo.locations} against ${f.solo.collection}`)
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

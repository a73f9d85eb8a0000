/**
 * Final scoring (data §8, spec §7.2): six achievements, each with points per player and a
 * title (+3, or +1 each when tied; Greatest Beating −3 / −1); no title at a tie on zero,
 * no titles in the solo game. Winner: most Fame; ties share the victory.
 */
import type { GameResult } from '$lib/engine';
import { deedById } from './data';
import { unitIn } from './content';
import { WOUND } from './players';
import { tx } from './text';
import type { Achievement, MkState, Player, ScoreSheet } from './types';

export type { Achievement, ScoreSheet } from './types';

export const ACHIEVEMENTS: Achievement[] = ['knowledge', 'loot', 'leader', 'conqueror', 'adventurer', 'beating'];

export const ACHIEVEMENT_NAMES: Record<Achievement, { cs: string; en: string }> = {
	knowledge: tx('Největší vědění', 'The Greatest Knowledge'),
	loot: tx('Největší kořist', 'The Greatest Loot'),
	leader: tx('Největší vůdce', 'The Greatest Leader'),
	conqueror: tx('Největší dobyvatel', 'The Greatest Conqueror'),
	adventurer: tx('Největší dobrodruh', 'The Greatest Adventurer'),
	beating: tx('Největší výprask', 'The Greatest Beating')
};

const FORTIFIED = new Set(['keep', 'mageTower', 'monastery']);
const ADVENTURE = new Set(['monsterDen', 'dungeon', 'ruins', 'spawningGrounds', 'tomb']);

function allCards(p: Player): string[] {
	return [...p.deck, ...p.hand, ...p.discard, ...p.tacticStore, ...p.units.flatMap((u) => (u.banner ? [u.banner] : []))];
}

export function achievementPoints(s: MkState, seat: number): Record<Achievement, number> {
	const p = s.players[seat];
	const cards = allCards(p);
	const kind = (id: string) => deedById(id)?.kind;
	const crystals = p.crystals.red + p.crystals.blue + p.crystals.green + p.crystals.white;
	let conqueror = 0;
	let adventurer = 0;
	for (const k of Object.keys(s.hexes)) {
		const site = s.hexes[k].site;
		if (!site) continue;
		const mine = site.owner === seat ? (site.shields ?? 1) : 0;
		if (FORTIFIED.has(site.kind)) conqueror += 2 * mine;
		if (ADVENTURE.has(site.kind)) adventurer += 2 * mine;
	}
	return {
		knowledge: 2 * cards.filter((c) => kind(c) === 'spell').length + cards.filter((c) => kind(c) === 'advanced').length,
		loot: 2 * cards.filter((c) => kind(c) === 'artifact').length + Math.floor(crystals / 2),
		leader: p.units.reduce((sum, u) => sum + (u.wounded ? Math.floor(unitIn(s, u.id).level / 2) : unitIn(s, u.id).level), 0),
		conqueror,
		adventurer,
		beating: -2 * cards.filter((c) => c === WOUND).length
	};
}

/** Scores every seat; titles unless `noTitles` (solo). */
export function scoreGame(s: MkState): ScoreSheet {
	const seats = s.players.map((_, i) => i);
	const pts = seats.map((i) => achievementPoints(s, i));
	const solo = s.options.mode === 'solo';
	const rows = ACHIEVEMENTS.map((id) => {
		const points = seats.map((i) => pts[i][id]);
		const title = seats.map(() => 0);
		if (!solo && seats.length > 1) {
			const best = id === 'beating' ? Math.min(...points) : Math.max(...points);
			const holders = seats.filter((i) => points[i] === best);
			if (best !== 0) for (const i of holders) title[i] = id === 'beating' ? (holders.length > 1 ? -1 : -3) : holders.length > 1 ? 1 : 3;
		}
		return { id, points, title };
	});
	const fameBefore = s.players.map((p) => p.fame);
	const fameAfter = seats.map((i) => fameBefore[i] + rows.reduce((sum, r) => sum + r.points[i] + r.title[i], 0));
	const top = Math.max(...fameAfter);
	return { rows, fameBefore, fameAfter, winners: seats.filter((i) => fameAfter[i] === top) };
}

/** What the end screen calls the scores (issue 23). */
const FAME = tx('Sláva', 'Fame');

export function resultOf(s: MkState): GameResult | null {
	if (!s.over || !s.scoring) return null;
	const sc = s.scoring;
	if (s.options.mode === 'solo') {
		return { winners: [], scores: sc.fameAfter, summary: tx(`Konečná sláva: ${sc.fameAfter[0]}.`, `Final Fame: ${sc.fameAfter[0]}.`), outcome: 'solo', scoreName: FAME };
	}
	const names = sc.winners.map((w) => `{${w}}`).join(', ');
	return {
		winners: sc.winners,
		scores: sc.fameAfter,
		summary: tx(`Vítězí ${names} se slávou ${Math.max(...sc.fameAfter)}.`, `${names} win${sc.winners.length > 1 ? '' : 's'} with ${Math.max(...sc.fameAfter)} Fame.`),
		outcome: 'win',
		scoreName: FAME
	};
}

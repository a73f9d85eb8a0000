/**
 * What one seat may see (spec §11.2): its own hand; of everybody the public areas (play
 * area, discard piles, units, crystals, tracks, skills, Tactics, the map and offers); never
 * the order of any deck, other hands, face-down enemy or ruins tokens, the tile stack's
 * order, skill piles, or cards another player is choosing among.
 */
import { cloneData, itemsSeen, type Pending } from '$lib/engine';
import { neighbourKeys, type HexKey } from './hex';
import { moveCost } from './map';
import { stepProvokes } from './movement';
import { armorOf, commandLimit, handLimitOf } from './players';
import type { Task } from './tasks';
import type { Die, HexState, MkOptions, MkState, PlacedTile, SkillFx, TurnState, UnitInst } from './types';
import type { CombatState } from './combat/types';
import type { ScoreSheet } from './scoring';
import { combatZones, mapZones, mkPileZones, redactHidden, taskZones, type MkItem } from './zones';

/** A hand's cards when the seat may see them, else null (the board shows the count). */
export interface PlayerView {
	hero: string;
	pos: HexKey | null;
	handCount: number;
	/** Only for the viewing seat. */
	hand: string[] | null;
	deckCount: number;
	discard: string[];
	units: UnitInst[];
	crystals: MkState['players'][number]['crystals'];
	fame: number;
	reputation: number;
	level: number;
	skills: string[];
	skillsFlipped: string[];
	skillPileCount: number;
	tactic: string | null;
	tacticFlipped: boolean;
	tacticStoreCount: number;
	doneForRound: boolean;
	/** Derived from the level (and owned keeps): shown on the board. */
	armor: number;
	handLimit: number;
	commandLimit: number;
}

export interface MkView {
	seat: number | null;
	options: MkOptions;
	round: number;
	maxRounds: number;
	time: MkState['time'];
	hexes: Record<HexKey, HexState>;
	tiles: PlacedTile[];
	tileStackCount: number;
	pileCounts: Record<string, number>;
	advancedDeckCount: number;
	spellDeckCount: number;
	artifactDeckCount: number;
	unitDeckCount: number;
	advancedOffer: string[] | null;
	spellOffer: string[] | null;
	unitOffer: string[];
	monasteryOffer: string[];
	skillOffer: string[];
	source: Die[];
	tacticsOffer: string[];
	tacticsRemoved: string[];
	order: number[];
	current: number;
	players: PlayerView[];
	dummy: { hero: string; deckCount: number; discard: string[]; crystals: Record<string, number>; tactic: string | null } | null;
	turn: TurnState | null;
	combat: CombatState | null;
	/** A player-vs-player combat under way. */
	pvp: MkState['pvp'] | null;
	endAnnouncedBy: number | null;
	/** Interactive skills in the centre (public), the Motivation lock. */
	skillFx: SkillFx[];
	finalTurns: number[] | null;
	portal: HexKey;
	over: boolean;
	scoring: ScoreSheet | null;
	/** The decision due now, when it is the viewing seat's (its private parts only for it). */
	task: Task | null;
	/** What entering each space next to the hero on turn costs now (null: cannot be entered); the board shows it. */
	moveCosts: Record<HexKey, number | null>;
	/** The rampaging enemies (token ids) a step of the hero on turn to each space next to him would provoke; only spaces that provoke. */
	provokes: Record<HexKey, string[]>;
}

/** What a seat sees of an item hidden from it: a face-down enemy token is '?', a face-down ruins token 0, a card '?'. */
const hiddenMark = (item: MkItem): MkItem => (typeof item === 'number' ? 0 : '?');

/**
 * The map, the combat and the decision due, as `seat` sees them: copies in which every item of a
 * zone it may not see (zones.ts: face-down enemy and ruins tokens, cards a task shows only its
 * seat) is replaced by its mark.
 */
/**
 * A copy of the map in which only the hexes holding a face-down token are copied (their tokens
 * too), the rest shared: the redaction writes into face-down tokens only, and the view is built at
 * every step (a deep copy of the whole map was a tenth of a bot's playout).
 */
function hexesToRedact(hexes: Record<HexKey, HexState>): Record<HexKey, HexState> {
	const out: Record<HexKey, HexState> = {};
	for (const k of Object.keys(hexes)) {
		const h = hexes[k];
		const faceDown = h.rampaging.some((t) => !t.faceUp) || h.site?.enemies.some((t) => !t.faceUp) || (h.site?.ruins && !h.site.ruins.faceUp);
		out[k] = faceDown ? copyTokensOf(h) : h;
	}
	return out;
}

/** A hex with its own copies of the tokens on it (what the redaction may write into). */
function copyTokensOf(h: HexState): HexState {
	const out: HexState = { ...h, rampaging: h.rampaging.map((t) => ({ ...t })) };
	if (h.site) {
		out.site = { ...h.site, enemies: h.site.enemies.map((t) => ({ ...t })) };
		if (h.site.ruins) out.site.ruins = { ...h.site.ruins };
	}
	return out;
}

function shownParts(s: MkState, seat: number | null): { hexes: Record<HexKey, HexState>; combat: CombatState | null; task: Task | null } {
	const due = s.tasks[0];
	const hexes = hexesToRedact(s.hexes);
	const combat = cloneData(s.combat);
	const task = due && 'seat' in due ? cloneData(due) : null;
	redactHidden({ ...mapZones(hexes), ...combatZones(combat), ...taskZones(task ? [task] : []) }, seat, hiddenMark);
	return { hexes, combat, task };
}

function moveCostsOf(s: MkState): Record<HexKey, number | null> {
	const out: Record<HexKey, number | null> = {};
	const pos = s.turn ? s.players[s.turn.seat]?.pos : null;
	if (!pos) return out;
	for (const k of neighbourKeys(pos)) if (s.hexes[k]) out[k] = moveCost(s, s.turn!.seat, k);
	return out;
}

/** The provoked tokens by space, named as the seat sees them on its map (`shown`: the redacted hexes). */
function provokesOf(s: MkState, shown: Record<HexKey, HexState>): Record<HexKey, string[]> {
	const out: Record<HexKey, string[]> = {};
	if (!s.turn || s.combat) return out;
	const seen = new Map<number, string>();
	for (const h of Object.values(shown)) for (const t of [...h.rampaging, ...(h.site?.enemies ?? [])]) seen.set(t.uid, t.id);
	for (const k of Object.keys(moveCostsOf(s))) {
		const foes = stepProvokes(s, s.turn.seat, k).map((t) => seen.get(t.uid) ?? t.id);
		if (foes.length) out[k] = foes;
	}
	return out;
}

export function viewOf(s: MkState, seat: number | null): MkView {
	// What is counted and what is shown of every pile comes from its zone (zones.ts); the map,
	// combat and task zones are redacted on copies by shownParts.
	const zones = mkPileZones(s);
	const count = (id: string) => zones[id].items.length;
	const { hexes, combat, task } = shownParts(s, seat);
	const pileCounts: Record<string, number> = {};
	for (const k of Object.keys(s.piles)) pileCounts[k] = count(`pile/${k}`);
	return {
		seat,
		options: s.options,
		round: s.round,
		maxRounds: s.maxRounds,
		time: s.time,
		hexes,
		tiles: s.tiles,
		tileStackCount: count('countryside') + count('coreTiles'),
		pileCounts,
		advancedDeckCount: count('advancedDeck'),
		spellDeckCount: count('spellDeck'),
		artifactDeckCount: count('artifactDeck'),
		unitDeckCount: count('unitDeck'),
		advancedOffer: s.advancedOffer,
		spellOffer: s.spellOffer,
		unitOffer: s.unitOffer,
		monasteryOffer: s.monasteryOffer,
		skillOffer: s.skillOffer,
		source: s.source,
		tacticsOffer: s.tacticsOffer,
		tacticsRemoved: s.tacticsRemoved,
		order: s.order,
		current: s.current,
		players: s.players.map((p, i) => ({
			hero: p.hero,
			pos: p.pos,
			handCount: count(`hand/${i}`),
			hand: itemsSeen(zones[`hand/${i}`], seat)?.map(String) ?? null,
			deckCount: count(`deck/${i}`),
			discard: p.discard,
			units: p.units,
			crystals: p.crystals,
			fame: p.fame,
			reputation: p.reputation,
			level: p.level,
			skills: p.skills,
			skillsFlipped: p.skillsFlipped,
			skillPileCount: count(`skillPile/${i}`),
			tactic: p.tactic,
			tacticFlipped: p.tacticFlipped,
			tacticStoreCount: count(`tacticStore/${i}`),
			doneForRound: p.doneForRound,
			armor: armorOf(s, i),
			handLimit: handLimitOf(s, i),
			commandLimit: commandLimit(s, i)
		})),
		dummy: s.dummy && { hero: s.dummy.hero, deckCount: count('dummyDeck'), discard: s.dummy.discard, crystals: s.dummy.crystals, tactic: s.dummy.tactic },
		turn: s.turn,
		combat,
		pvp: s.pvp ?? null,
		endAnnouncedBy: s.endAnnouncedBy,
		skillFx: s.skillFx ?? [],
		finalTurns: s.finalTurns,
		portal: s.portal,
		over: s.over,
		scoring: s.scoring,
		task,
		moveCosts: moveCostsOf(s),
		provokes: provokesOf(s, hexes)
	};
}

export type { Pending };

/**
 * THE ORACLE: Mage Knight's per-seat view exactly as it was before its redaction came from the
 * zones (src/lib/games/mageknight/view.ts at the commit before zones.ts), kept unchanged so
 * view-zones.test.ts can show that the board receives exactly what it received before, over
 * states of seeded matches. Not used by the app.
 */
/**
 * What one seat may see (spec §11.2): its own hand; of everybody the public areas (play
 * area, discard piles, units, crystals, tracks, skills, Tactics, the map and offers); never
 * the order of any deck, other hands, face-down enemy or ruins tokens, the tile stack's
 * order, skill piles, or cards another player is choosing among.
 */
import type { Pending } from '../../../src/lib/engine';
import { neighbourKeys, type HexKey } from '../../../src/lib/games/mageknight/hex';
import { moveCost } from '../../../src/lib/games/mageknight/map';
import { stepProvokes } from '../../../src/lib/games/mageknight/movement';
import { armorOf, commandLimit, handLimitOf } from '../../../src/lib/games/mageknight/players';
import type { Task } from '../../../src/lib/games/mageknight/tasks';
import type { Die, EnemyToken, HexState, MkOptions, MkState, PlacedTile, SkillFx, TurnState, UnitInst } from '../../../src/lib/games/mageknight/types';
import type { CombatState } from '../../../src/lib/games/mageknight/combat/types';
import type { ScoreSheet } from '../../../src/lib/games/mageknight/scoring';

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

const HIDDEN_ENEMY = '?';
const hideToken = (t: EnemyToken): EnemyToken => (t.faceUp ? t : { uid: t.uid, id: HIDDEN_ENEMY, faceUp: false });

function hideHex(h: HexState): HexState {
	const out: HexState = { ...h, rampaging: h.rampaging.map(hideToken) };
	if (h.site) {
		out.site = { ...h.site, enemies: h.site.enemies.map(hideToken) };
		if (h.site.ruins && !h.site.ruins.faceUp) out.site.ruins = { n: 0, faceUp: false };
	}
	return out;
}

/** A task with what others may not see removed (drawn skills, drawn artifacts, searched decks). */
function taskFor(task: Task | undefined, seat: number | null): Task | null {
	if (!task || !('seat' in task)) return null;
	if (task.seat !== seat) {
		if (task.t === 'levelUp') return { ...task, drawn: task.drawn.map(() => '?') };
		if (task.t === 'pickArtifact') return { ...task, drawn: task.drawn.map(() => '?') };
		if (task.t === 'meditation') return { ...task, cards: task.cards.map(() => '?') };
		// Midnight Meditation: the cards set aside from the hand go back into the deck unseen.
		if (task.t === 'midnightMeditation') return { ...task, cards: task.cards.map(() => '?') };
		// Mind Read: the cards of that colour another player holds are his to see.
		if (task.t === 'compPick' && task.purpose === 'mindDiscard') return { ...task, options: task.options.map(() => '?') };
		return task;
	}
	return task;
}

function hideCombat(c: CombatState | null): CombatState | null {
	if (!c) return null;
	return { ...c, enemies: c.enemies.map((e) => ({ ...e, token: hideToken(e.token) })) };
}

function moveCostsOf(s: MkState): Record<HexKey, number | null> {
	const out: Record<HexKey, number | null> = {};
	const pos = s.turn ? s.players[s.turn.seat]?.pos : null;
	if (!pos) return out;
	for (const k of neighbourKeys(pos)) if (s.hexes[k]) out[k] = moveCost(s, s.turn!.seat, k);
	return out;
}

function provokesOf(s: MkState): Record<HexKey, string[]> {
	const out: Record<HexKey, string[]> = {};
	if (!s.turn || s.combat) return out;
	for (const k of Object.keys(moveCostsOf(s))) {
		const foes = stepProvokes(s, s.turn.seat, k).map((t) => hideToken(t).id);
		if (foes.length) out[k] = foes;
	}
	return out;
}

export function viewOf(s: MkState, seat: number | null): MkView {
	const hexes: Record<HexKey, HexState> = {};
	for (const k of Object.keys(s.hexes)) hexes[k] = hideHex(s.hexes[k]);
	const pileCounts: Record<string, number> = {};
	for (const k of Object.keys(s.piles)) pileCounts[k] = s.piles[k as keyof typeof s.piles].length;
	const due = s.tasks[0];
	return {
		seat,
		options: s.options,
		round: s.round,
		maxRounds: s.maxRounds,
		time: s.time,
		hexes,
		tiles: s.tiles,
		tileStackCount: s.tileStack.length,
		pileCounts,
		advancedDeckCount: s.advancedDeck.length,
		spellDeckCount: s.spellDeck.length,
		artifactDeckCount: s.artifactDeck.length,
		unitDeckCount: s.unitDeck.length,
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
			handCount: p.hand.length,
			hand: i === seat ? p.hand : null,
			deckCount: p.deck.length,
			discard: p.discard,
			units: p.units,
			crystals: p.crystals,
			fame: p.fame,
			reputation: p.reputation,
			level: p.level,
			skills: p.skills,
			skillsFlipped: p.skillsFlipped,
			skillPileCount: p.skillPile.length,
			tactic: p.tactic,
			tacticFlipped: p.tacticFlipped,
			tacticStoreCount: p.tacticStore.length,
			doneForRound: p.doneForRound,
			armor: armorOf(s, i),
			handLimit: handLimitOf(s, i),
			commandLimit: commandLimit(s, i)
		})),
		dummy: s.dummy && { hero: s.dummy.hero, deckCount: s.dummy.deck.length, discard: s.dummy.discard, crystals: s.dummy.crystals, tactic: s.dummy.tactic },
		turn: s.turn,
		combat: hideCombat(s.combat),
		pvp: s.pvp ?? null,
		endAnnouncedBy: s.endAnnouncedBy,
		skillFx: s.skillFx ?? [],
		finalTurns: s.finalTurns,
		portal: s.portal,
		over: s.over,
		scoring: s.scoring,
		task: taskFor(due, seat),
		moveCosts: moveCostsOf(s),
		provokes: provokesOf(s)
	};
}

export type { Pending };

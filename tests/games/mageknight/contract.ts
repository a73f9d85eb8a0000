/**
 * Mage Knight's adapter for the shared contract tests: its modes, the "what if" states that
 * differ only in what one seat cannot see (spec §11.2: other players' hands, the order of
 * every Deed deck — the owner's too —, face-down enemy and ruins tokens, the enemy piles, the
 * Core tiles under the Countryside stack, skill piles, the decks behind the offers, cards kept
 * face down under Sparing Power), and the game's invariants (issue 12): every card in exactly
 * one place, the Source's dice, Fame and level, heroes on passable spaces, every enemy token
 * on the map, in a pile or its discard.
 */
import { cloneData, zoneVariants, type RngState } from '../../../src/lib/engine';
import { mageKnight } from '../../../src/lib/games/mageknight/rules';
import { mageKnightBots } from '../../../src/lib/games/mageknight/bots';
import { ENEMY_PACK, packOptions } from './pack-fixture';
import { tablesOf } from '../../../src/lib/games/mageknight/content';
import {
	ADVANCED_ACTIONS,
	ALL_DEEDS,
	ARTIFACTS,
	ELITE_UNITS,
	ENEMIES,
	FR_ADVANCED_IDS,
	heroDeck,
	REGULAR_UNITS,
	SKILLS,
	SPELLS,
	TACTICS,
	TERRAIN_COST,
	enemyById
} from '../../../src/lib/games/mageknight/data';
import type { PileColor } from '../../../src/lib/games/mageknight/data/types';
import { levelForFame } from '../../../src/lib/games/mageknight/players';
import type { MkState, TurnState } from '../../../src/lib/games/mageknight/types';
import { lookingInto, mkZones, namedNow, STILL_ORDER, tradeGroup } from '../../../src/lib/games/mageknight/zones';
import type { ContractAdapter, HiddenVariant } from '../../contract/checks';

const MODES = [
	{ id: 'first-reconnaissance-2p', seats: 2 },
	{ id: 'first-reconnaissance-3p', seats: 3 },
	{ id: 'first-reconnaissance-4p', seats: 4 },
	{ id: 'solo', seats: 1 }
];

const PILES: PileColor[] = ['green', 'grey', 'brown', 'violet', 'red', 'white'];
const WOUND = 'wound';

/**
 * The states `viewer` must not tell apart from `s`, generated from the zones (zones.ts): an item
 * of a pile it cannot see swapped with one in another such pile of its trade group (another
 * hand's card with a card of the same hero's deck, a face-down enemy token with one of its pile,
 * a ruins token with one of the ruins pile), and every pile whose order it cannot see reordered (every Deed deck,
 * the owner's too; the enemy piles; the Core tiles under the Countryside stack; skill piles; the
 * decks behind the offers). Cards a pending task or the combat names stay where they are.
 */
function variants(s: MkState, viewer: number, rng: RngState): HiddenVariant<MkState>[] {
	return zoneVariants(s, viewer, rng, { zones: mkZones, clone: cloneData, fixed: namedNow(s), sortOf: tradeGroup, stillOrder: STILL_ORDER, looking: lookingInto(s, viewer) });
}

// ------------------------------------------------------------------ invariants

/** Every Deed card of the match (not Wounds): the heroes' decks (the Dummy's too), FR Advanced Actions, Spells, Artifacts. */
const deedCache = new Map<string, Map<string, number>>();
function allDeedCards(s: MkState): Map<string, number> {
	const k = JSON.stringify([s.players.map((p) => p.hero), s.dummy?.hero ?? null, s.options]);
	const hit = deedCache.get(k);
	if (hit) return hit;
	const out = new Map<string, number>();
	deedCache.set(k, out);
	const add = (id: string) => out.set(id, (out.get(id) ?? 0) + 1);
	for (const p of s.players) heroDeck(p.hero).forEach(add);
	if (s.dummy) heroDeck(s.dummy.hero).forEach(add);
	ADVANCED_ACTIONS.filter((c) => FR_ADVANCED_IDS.includes(c.id)).forEach((c) => add(c.id));
	SPELLS.filter((c) => !c.competitive || (s.options.pvp && s.options.mode !== 'solo')).forEach((c) => add(c.id));
	ARTIFACTS.forEach((c) => add(c.id));
	return out;
}

/** Where every Deed card is now, by id (a card may only be in one of these places at a time). */
function placedDeedCards(s: MkState): Map<string, number> {
	const out = new Map<string, number>();
	const add = (id: string) => id !== WOUND && out.set(id, (out.get(id) ?? 0) + 1);
	for (const p of s.players) {
		[...p.deck, ...p.hand, ...p.discard, ...p.tacticStore].forEach(add);
		for (const u of p.units) if (u.banner) add(u.banner);
	}
	// The play areas: the turn's, and in a player-vs-player combat the waiting seat's too (pvp-state.ts).
	// A turn interrupted by a defender's turn played in advance waits in a `pvpResume` task (pvp.ts).
	const waiting = s.tasks.map((t) => (t as { turn?: TurnState }).turn).filter((x): x is TurnState => !!x && Array.isArray(x.played));
	for (const turn of [s.turn, s.pvp?.other, ...waiting]) if (turn) for (const c of turn.played) if (!c.destroyed) add(c.card);
	if (s.dummy) [...s.dummy.deck, ...s.dummy.discard].forEach(add);
	[...s.advancedDeck, ...s.spellDeck, ...s.artifactDeck, ...(s.advancedOffer ?? []), ...(s.spellOffer ?? []), ...s.monasteryOffer].forEach(add);
	for (const t of s.tasks) {
		if (t.t === 'pickArtifact') t.drawn.forEach(add);
		// Set aside from the hand (Midnight Meditation), shuffled into the deck at "done".
		if (t.t === 'midnightMeditation') t.cards.forEach(add);
	}
	return out;
}

const ARTIFACT_IDS = new Set(ARTIFACTS.map((c) => c.id));
const ACTION_IDS = new Set(ALL_DEEDS.filter((c) => c.kind === 'basic' || c.kind === 'advanced').map((c) => c.id));
const UNIT_COUNTS = new Map([...REGULAR_UNITS, ...ELITE_UNITS].map((u) => [u.id, u.count]));
const PASSABLE = (t: string) => TERRAIN_COST[t as keyof typeof TERRAIN_COST]?.day != null || TERRAIN_COST[t as keyof typeof TERRAIN_COST]?.night != null;

export function mageKnightInvariants(s: MkState): string[] {
	const out: string[] = [];
	// Cards: none created or duplicated. Leaving the game: Artifacts thrown away for their strong effect
	// (data §3.4) and Action cards the Book of Wisdom throws away; the state keeps no pile of removed
	// cards, so only Spells are checked never to go missing.
	const all = allDeedCards(s);
	const placed = placedDeedCards(s);
	for (const [id, n] of placed) {
		const max = all.get(id) ?? 0;
		if (n > max) out.push(`card ${id} is in ${n} places, the match has ${max}`);
	}
	for (const [id, n] of all) {
		const here = placed.get(id) ?? 0;
		if (here < n && !ARTIFACT_IDS.has(id) && !ACTION_IDS.has(id)) out.push(`card ${id} is missing (${here} of ${n} found)`);
	}
	if (!ALL_DEEDS.length) out.push('no card data');
	// Units: never more copies than the deck has (disbanded and destroyed units leave the game).
	const units = new Map<string, number>();
	for (const id of [...s.unitDeck, ...s.unitOffer, ...s.players.flatMap((p) => p.units.map((u) => u.id))]) units.set(id, (units.get(id) ?? 0) + 1);
	for (const [id, n] of units) if (n > (UNIT_COUNTS.get(id) ?? 0)) out.push(`unit ${id} appears ${n} times`);
	const uids = s.players.flatMap((p) => p.units.map((u) => u.uid));
	if (new Set(uids).size !== uids.length) out.push('two units share a uid');
	// Skills: each of the heroes' skills in exactly one place.
	const skills = new Map<string, number>();
	const addSkill = (id: string) => skills.set(id, (skills.get(id) ?? 0) + 1);
	for (const p of s.players) [...p.skillPile, ...p.skills].forEach(addSkill);
	s.skillOffer.forEach(addSkill);
	for (const t of s.tasks) if (t.t === 'levelUp') t.drawn.forEach(addSkill);
	const heroes = new Set(s.players.map((p) => p.hero));
	for (const k of SKILLS) {
		if (!heroes.has(k.hero)) continue;
		const n = skills.get(k.id) ?? 0;
		if (n > 1 || (n === 0 && !(s.options.mode === 'solo' && k.kind === 'interactive'))) out.push(`skill ${k.id} is in ${n} places`);
	}
	// Tactics: each one taken, offered or removed at most once.
	const tactics = [...s.tacticsOffer, ...s.tacticsRemoved, ...s.players.map((p) => p.tactic), s.dummy?.tactic ?? null].filter((t): t is string => !!t);
	if (tactics.some((t) => !TACTICS.some((x) => x.id === t))) out.push('an unknown tactic');
	// The Source: players + 2 dice, always (spec §3.1 step 19).
	if (s.source.length !== s.seatCount + 2) out.push(`the Source has ${s.source.length} dice, not ${s.seatCount + 2}`);
	// Fame and level: the level never runs ahead of the Fame; it catches up at the end of the own turn (spec §5.11).
	s.players.forEach((p, seat) => {
		const target = Math.min(10, levelForFame(p.fame));
		if (p.fame < 0) out.push(`seat ${seat} has Fame ${p.fame}`);
		if (p.level > target) out.push(`seat ${seat} is level ${p.level} with Fame ${p.fame}`);
		const levelling = s.turn?.seat === seat || s.tasks.some((t) => t.t === 'levelUp' && t.seat === seat);
		if (!levelling && !s.options.pvp && p.level !== target) out.push(`seat ${seat} is level ${p.level} after its turn, Fame ${p.fame} makes it ${target}`);
		if (p.reputation < -7 || p.reputation > 8) out.push(`seat ${seat} has Reputation ${p.reputation}`);
		for (const c of Object.values(p.crystals)) if (c < 0 || c > 3) out.push(`seat ${seat} has ${c} crystals of a colour`);
	});
	// Heroes stand on passable spaces (a lake only during the own turn with Frost Bridge), never with rampaging enemies.
	s.players.forEach((p, seat) => {
		if (!p.pos) return;
		const h = s.hexes[p.pos];
		if (!h) return void out.push(`seat ${seat} stands off the map at ${p.pos}`);
		const lakeNow = h.terrain === 'lake' && s.turn?.seat === seat && s.turn.modifiers.some((m) => m.id === 'lakes-open');
		if (!PASSABLE(h.terrain) && !lakeNow) out.push(`seat ${seat} stands on ${h.terrain} at ${p.pos}`);
		if (h.rampaging.length) out.push(`seat ${seat} stands on rampaging enemies at ${p.pos}`);
		// From mageknight-2 the hero on turn may pass through another hero's space (seed L1274–1284), never end the turn there.
		const passing = (k: number) => s.rulesVersion !== 'mageknight-1' && (s.turn?.seat === seat || s.turn?.seat === k);
		if (!s.options.pvp && h.site?.kind !== 'portal' && s.players.some((q, k) => k !== seat && q.pos === p.pos && !passing(k))) out.push(`two heroes on ${p.pos}`);
	});
	// Enemy tokens: each on the map (or in the combat), in its pile or in the pile's discard (defeated).
	const onMap = new Map<number, string>();
	for (const k of Object.keys(s.hexes)) {
		const h = s.hexes[k];
		for (const t of [...h.rampaging, ...(h.site?.enemies ?? [])]) {
			if (onMap.has(t.uid)) out.push(`enemy token ${t.uid} lies twice on the map`);
			onMap.set(t.uid, t.id);
		}
	}
	for (const e of s.combat?.enemies ?? []) {
		for (const t of [e.token, e.summoned ?? null]) {
			if (!t) continue;
			const there = onMap.get(t.uid);
			if (there !== undefined && there !== t.id) out.push(`combat token ${t.uid} is ${t.id}, on the map ${there}`);
			if (there === undefined) onMap.set(t.uid, t.id);
		}
	}
	for (const pile of PILES) {
		// The counts as the match plays them (a pack may correct them: content.ts).
		const expected = [...tablesOf(s).enemies.values()].filter((e) => e.pile === pile).reduce((n, e) => n + e.count, 0);
		let found = s.piles[pile].length + s.pileDiscards[pile].length;
		for (const id of onMap.values()) if (enemyById(id)?.pile === pile) found++;
		if (found !== expected) out.push(`${pile} enemy tokens: ${found} found, the pile has ${expected}`);
	}
	return out;
}

export const mageKnightContract: ContractAdapter<MkState> = {
	module: mageKnight,
	bots: mageKnightBots,
	// Player-vs-player combat is an option of the competitive modes (spec §8.1): its 2-player form is a mode of its own here.
	modes: [...MODES.map((m) => ({ id: m.id, options: { mode: m.id, pvp: false }, seats: m.seats })), { id: 'first-reconnaissance-2p-pvp', options: { mode: 'first-reconnaissance-2p', pvp: true }, seats: 2 },
		// A content pack (issue 25): corrected enemies and Dummy crystals travel in the options.
		{ id: 'first-reconnaissance-2p-pack', options: packOptions('first-reconnaissance-2p', false, ENEMY_PACK), seats: 2 }
	],
	hiddenVariants: variants,
	foreignIds: [
		...ALL_DEEDS.map((c) => c.id),
		...[...REGULAR_UNITS, ...ELITE_UNITS].map((u) => u.id),
		...ENEMIES.map((e) => e.id),
		...TACTICS.map((t) => t.id),
		...SKILLS.map((k) => k.id),
		'0,0',
		'1,-1',
		'99,99',
		'1/1',
		'0/2',
		'2/0',
		'red',
		'gold',
		'black',
		'token',
		'crystal',
		'die',
		'hero',
		'unit',
		'hand',
		'basic',
		'powered',
		'move',
		'attack'
	],
	actionKeys: ['a', 'card', 'uid', 'uids', 'to', 'at', 'id', 'how', 'alt', 'as', 'from', 'color', 'die', 'i', 'where', 'unit', 'all'],
	invariants: mageKnightInvariants
};

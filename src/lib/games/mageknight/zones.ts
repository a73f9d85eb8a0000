/**
 * Mage Knight's piles as the toolkit's zones (facts layer; engine sdk/zones.ts), declared as a
 * lens onto the state's own arrays: building them changes nothing (no hash change), and the
 * rules keep using the state as they always did. Who sees what follows spec §11.2: a seat sees
 * its own hand; everybody the discard piles and the offers; nobody the order of any deck (the
 * owner's Deed deck too), other hands, face-down enemy and ruins tokens, the Core tiles under
 * the Countryside stack, skill piles, cards kept under Sparing Power, or the cards a task shows
 * only its seat (drawn skills, drawn Artifacts, Meditation, Mind Read).
 *
 * The per-seat view (view.ts) redacts what these zones hide, and the hidden-information contract
 * (tests/games/mageknight/contract.ts) swaps and reorders it (`zoneVariants`).
 */
import { canSee, deckZone, discardZone, faceDownZone, handZone, offerZone, openAt, privateZone, putItem, type Zone, type ZoneRules, type Zones } from '$lib/engine';
import { ENEMIES, TILES } from './data';
import type { PileColor } from './data/types';
import type { CombatState } from './combat/types';
import type { Task } from './tasks';
import type { EnemyToken, HexState, MkState } from './types';

/** What lies in a Mage Knight zone: a card, tile, skill, unit or enemy id, or a ruins token's number. */
export type MkItem = string | number;
export type MkZones = Zones<MkItem>;

const CORE_TILES = new Set(TILES.filter((t) => t.back === 'core').map((t) => t.id));
const ENEMY_PILE = new Map(ENEMIES.map((e) => [e.id, e.pile]));

function pileOf(enemy: string): string {
	return ENEMY_PILE.get(enemy) ?? 'unknown';
}

export const PILE_COLORS: readonly PileColor[] = ['green', 'grey', 'brown', 'violet', 'red', 'white'];

// ------------------------------------------------------------------ lenses onto parts of the state

/** A zone over items that live inside other records: `items` is derived, `put` writes one back. */
function lens<T>(rules: ZoneRules, holders: T[], read: (h: T) => MkItem, write: (h: T, item: MkItem) => void): Zone<MkItem> {
	// Object.assign, not a spread: views build these at every step.
	return Object.assign({ items: holders.map(read), put: (at: number, item: MkItem) => write(holders[at], item) }, rules);
}

/** Face-down enemy tokens and ruins tokens on the map, by the pile they came from (a token only stands in for one of its own pile). */
export function mapZones(hexes: Record<string, HexState>): MkZones {
	const tokens: Record<string, EnemyToken[]> = {};
	const ruins: { n: number }[] = [];
	for (const k of Object.keys(hexes)) {
		const h = hexes[k];
		for (const t of [...h.rampaging, ...(h.site?.enemies ?? [])]) if (!t.faceUp) (tokens[pileOf(t.id)] ??= []).push(t);
		if (h.site?.ruins && !h.site.ruins.faceUp) ruins.push(h.site.ruins);
	}
	const out: MkZones = {};
	for (const color of Object.keys(tokens)) out[`map/${color}`] = lens({ kind: 'faceDownPile', sees: 'nobody', ordered: false }, tokens[color], (t) => t.id, (t, id) => (t.id = String(id)));
	out.ruins = lens({ kind: 'faceDownPile', sees: 'nobody', ordered: false }, ruins, (r) => r.n, (r, n) => (r.n = Number(n)));
	return out;
}

/** Face-down tokens fought in a combat (a token drawn face down for a night assault; summoned tokens are drawn face up). */
export function combatZones(combat: CombatState | null): MkZones {
	const tokens = (combat?.enemies ?? []).map((e) => e.token).filter((t) => !t.faceUp);
	return { combat: lens({ kind: 'faceDownPile', sees: 'nobody', ordered: false }, tokens, (t) => t.id, (t, id) => (t.id = String(id))) };
}

/** The cards or options a task shows only the seat deciding it (`task/<k>`, k its place in the queue). */
export function taskZones(tasks: Task[]): MkZones {
	const out: MkZones = {};
	tasks.forEach((task, k) => {
		const shown = shownOnlyToSeat(task);
		if (shown) out[`task/${k}`] = privateZone<MkItem>(shown.seat, shown.items);
	});
	return out;
}

/** The list a task shows its seat only: drawn skills or Artifacts, Meditation's cards, the cards set aside by Midnight Meditation, Mind Read's cards of another hand. */
function shownOnlyToSeat(task: Task): { seat: number; items: string[] } | null {
	switch (task.t) {
		case 'levelUp':
		case 'pickArtifact':
			return { seat: task.seat, items: task.drawn };
		case 'meditation':
		case 'midnightMeditation':
			return { seat: task.seat, items: task.cards };
		case 'compPick':
			return task.purpose === 'mindDiscard' ? { seat: task.seat, items: task.options } : null;
		default:
			return null;
	}
}

// ------------------------------------------------------------------ every zone of a state

/**
 * Every pile of a state as a zone over its own arrays. Ids: `deck/<seat>`, `hand/<seat>`,
 * `discard/<seat>`, `skillPile/<seat>`, `tacticStore/<seat>`, `dummyDeck`, `dummyDiscard`,
 * `pile/<colour>`, `pileDiscard/<colour>`, `map/<colour>`, `ruinsPile`, `ruins`, `combat`,
 * `countryside`, `coreTiles`, the offer decks and offers by their state names, `task/<k>`.
 */
export const mkZones = (s: MkState): MkZones => zonesOf(s, true);

/** The piles only (no map, combat or task zones): what a view counts, without walking the map. */
export const mkPileZones = (s: MkState): MkZones => zonesOf(s, false);

function zonesOf(s: MkState, withBoard: boolean): MkZones {
	const zones: MkZones = {};
	s.players.forEach((p, seat) => {
		// The order of every Deed deck is hidden from everybody, the owner included.
		zones[`deck/${seat}`] = Object.assign(deckZone<MkItem>(p.deck), { owner: seat });
		zones[`hand/${seat}`] = handZone<MkItem>(seat, p.hand);
		zones[`discard/${seat}`] = discardZone<MkItem>(p.discard);
		zones[`skillPile/${seat}`] = faceDownZone<MkItem>(p.skillPile, seat);
		// Sparing Power puts the top card of the deck face down under the tactic, unseen by its owner too (tactics-use.ts).
		zones[`tacticStore/${seat}`] = faceDownZone<MkItem>(p.tacticStore, seat);
	});
	if (s.dummy) {
		zones.dummyDeck = deckZone<MkItem>(s.dummy.deck);
		zones.dummyDiscard = discardZone<MkItem>(s.dummy.discard);
	}
	for (const color of PILE_COLORS) {
		zones[`pile/${color}`] = faceDownZone<MkItem>(s.piles[color]);
		zones[`pileDiscard/${color}`] = discardZone<MkItem>(s.pileDiscards[color]);
	}
	if (withBoard) Object.assign(zones, mapZones(s.hexes), combatZones(s.combat));
	zones.ruinsPile = faceDownZone<MkItem>(s.ruinsPile);
	// First Reconnaissance lays the Countryside tiles in their numbered order (public); which Core tile lies where under them is not.
	const atCountryside = s.tileStack.flatMap((id, at) => (CORE_TILES.has(id) ? [] : [at]));
	const atCore = s.tileStack.flatMap((id, at) => (CORE_TILES.has(id) ? [at] : []));
	zones.countryside = lens({ kind: 'deck', sees: 'everyone', ordered: true }, atCountryside, (at) => s.tileStack[at], (at, id) => (s.tileStack[at] = String(id)));
	zones.coreTiles = lens({ kind: 'deck', sees: 'nobody', ordered: false }, atCore, (at) => s.tileStack[at], (at, id) => (s.tileStack[at] = String(id)));
	zones.advancedDeck = deckZone<MkItem>(s.advancedDeck);
	zones.spellDeck = deckZone<MkItem>(s.spellDeck);
	zones.artifactDeck = deckZone<MkItem>(s.artifactDeck);
	zones.unitDeck = deckZone<MkItem>(s.unitDeck);
	zones.advancedOffer = offerZone<MkItem>(s.advancedOffer ?? []);
	zones.spellOffer = offerZone<MkItem>(s.spellOffer ?? []);
	zones.unitOffer = offerZone<MkItem>(s.unitOffer);
	zones.monasteryOffer = offerZone<MkItem>(s.monasteryOffer);
	zones.skillOffer = offerZone<MkItem>(s.skillOffer);
	zones.tacticsOffer = offerZone<MkItem>(s.tacticsOffer);
	return withBoard ? Object.assign(zones, taskZones(s.tasks)) : zones;
}

/**
 * Writes `placeholder` over every item of `zones` that `seat` (null: a spectator) may not see,
 * except a face-up end — the redaction of a copy of the state's parts for a view.
 */
export function redactHidden(zones: MkZones, seat: number | null, placeholder: (item: MkItem) => MkItem): void {
	for (const zone of Object.values(zones)) {
		if (canSee(zone, seat)) continue;
		const open = openAt(zone);
		zone.items.forEach((item, at) => at !== open && putItem(zone, at, placeholder(item)));
	}
}

// ------------------------------------------------------------------ what may stand in for what

/**
 * Which hidden items may trade places (zoneVariants' `sortOf`, by the zone they lie in): a hero's
 * own cards among his deck, hand and Sparing Power store (a card never changes owner unseen: the
 * final scoring counts every hero's cards); an enemy token with those of its own pile, on the map
 * or in the pile (its back shows the colour); a face-down ruins token with the ruins pile; every
 * other pile only within itself (it is reordered: the offer decks, the Core tiles, skill piles).
 */
export function tradeGroup(item: MkItem, zone: string): string {
	const [kind, rest] = zone.split('/');
	if (kind === 'deck' || kind === 'hand' || kind === 'tacticStore') return `hero/${rest}`;
	if (kind === 'map' || kind === 'pile') return `enemy/${rest}`;
	if (kind === 'combat') return `enemy/${pileOf(String(item))}`;
	if (kind === 'ruins' || kind === 'ruinsPile') return 'ruins';
	return zone;
}

/** Items a queued task or the combat names are part of what is being decided: they stay where they are (zoneVariants' `fixed`). */
export function namedNow(s: MkState): (item: MkItem) => boolean {
	const named = JSON.stringify(s.tasks) + JSON.stringify(s.combat ?? null);
	return (item) => typeof item === 'string' && named.includes(`"${item}"`);
}

/**
 * Zones whose order a random step shows to everybody (zoneVariants' `stillOrder`): none. A draw
 * that shows a pile's top (an enemy, a tile, an offer refill) is an undo barrier, after which
 * the contract compares only the prompts, so every reorder is compared after the action too.
 */
export const STILL_ORDER: readonly string[] = [];

/**
 * Zones a seat legitimately looks into now (zoneVariants' `looking`): none — every look at hidden
 * cards takes them out of their pile into the task that shows them (`task/<k>`, its seat's).
 */
export const lookingInto = (_s: MkState, _seat: number): string[] => [];

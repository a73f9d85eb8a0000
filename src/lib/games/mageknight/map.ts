/** The map: hexes, terrain costs, safe spaces, enemy piles and tile reveals. */
import { stepCounts, type StepContext } from '$lib/engine';
import { enemyById, TERRAIN_COST, tileById } from './data';
import type { PileColor, Terrain } from './data/types';
import { adjacentTilePositions, besideBoth, inWedge, key, neighbourKeys, TILE_POSITIONS, tileHex, tileKey, type HexKey, type TilePos } from './hex';
import { effectiveTime } from './mana';
import { prayerCost } from './skill-hooks';
import { tx } from './text';
import type { EnemyToken, HexState, MkState } from './types';

export function heroHex(s: MkState, seat: number): HexKey | null {
	return s.players[seat]?.pos ?? null;
}
export function hexAt(s: MkState, k: HexKey): HexState | undefined {
	return s.hexes[k];
}

/** Draws the top token of a pile; an empty pile is refilled by shuffling its discards (Rulebook). */
export function drawEnemy(s: MkState, pile: PileColor, faceUp: boolean, ctx: StepContext): EnemyToken {
	if (!s.piles[pile].length) {
		s.piles[pile] = ctx.random.shuffle(s.pileDiscards[pile].splice(0));
	}
	const id = s.piles[pile].shift();
	if (id === undefined) throw new Error(`enemy pile ${pile} is exhausted`);
	ctx.reveal();
	return { uid: s.nextUid++, id, faceUp };
}

export function discardEnemy(s: MkState, token: EnemyToken): void {
	const pile = pileOf(token.id);
	if (pile) s.pileDiscards[pile].push(token.id);
}

export const pileOf = (id: string): PileColor | undefined => enemyById(id)?.pile;

/** Terrain is passable (lakes, mountains, sea and — in First Reconnaissance — cities are not). */
export function baseCost(s: MkState, terrain: Terrain): number | null {
	const row = TERRAIN_COST[terrain];
	const c = effectiveTime(s) === 'night' ? row.night : row.day;
	return c ?? null;
}

/**
 * What entering `k` costs the hero of `seat` this turn, with the turn's terrain modifiers
 * (spec §5.3: the cost of the space entered); null when it cannot be entered.
 */
export function moveCost(s: MkState, seat: number, k: HexKey): number | null {
	const h = s.hexes[k];
	if (!h) return null;
	const mods = s.turn?.seat === seat ? s.turn.modifiers : [];
	let cost = baseCost(s, h.terrain);
	// Frost Bridge powered / Song of Wind with blue: lakes can be entered (data §2.1).
	if (cost === null && h.terrain === 'lake' && mods.some((m) => m.id === 'lakes-open')) cost = 2;
	if (cost === null) return null;
	for (const m of mods) {
		if (m.id === 'terrain-less' && (!m.terrain || m.terrain.includes(h.terrain))) cost = Math.max(0, cost - (m.n ?? 0));
		if (m.id === 'terrain-less-min2' && (!m.terrain || m.terrain.includes(h.terrain))) cost = Math.max(Math.min(cost, 2), cost - (m.n ?? 0));
		if (m.id === 'terrain-fixed' && m.terrain?.includes(h.terrain)) cost = m.n ?? cost;
	}
	return prayerCost(s, seat, cost);
}

/** Provoking (spec §5.3, example #4): the rampaging enemies next to both the space left and the space entered. */
export function provokedBy(s: MkState, from: HexKey, to: HexKey): { token: EnemyToken; hex: HexKey }[] {
	return besideBoth(from, to).flatMap((hex) => (s.hexes[hex]?.rampaging ?? []).map((token) => ({ token, hex })));
}

/** Another hero stands there. */
export function otherHeroOn(s: MkState, seat: number, k: HexKey): boolean {
	return s.players.some((p, i) => i !== seat && p.pos === k);
}

/**
 * A safe space (Rulebook, spec §11.5): accessible, not an unconquered fortified site or
 * another player's keep, no rampaging enemy, no other hero (the portal excepted).
 */
export function isSafe(s: MkState, seat: number, k: HexKey): boolean {
	const h = s.hexes[k];
	if (!h || baseCost(s, h.terrain) === null) return false;
	if (h.rampaging.length) return false;
	const site = h.site;
	if (site?.kind === 'portal') return true;
	if (otherHeroOn(s, seat, k)) return false;
	if (site && (site.kind === 'keep' || site.kind === 'mageTower') && !(site.conquered && (site.kind === 'mageTower' || site.owner === seat))) return false;
	return true;
}

/** Where the map may grow: empty wedge positions next to placed tiles (data §6.2). */
export function openPositions(s: Pick<MkState, 'tiles'>): TilePos[] {
	const taken = new Set(s.tiles.map((t) => tileKey(t.pos)));
	const out: TilePos[] = [];
	const seen = new Set<string>();
	for (const t of s.tiles) {
		for (const p of adjacentTilePositions(t.pos)) {
			const k = tileKey(p);
			if (taken.has(k) || seen.has(k) || !inWedge(p)) continue;
			seen.add(k);
			if (placementAllowed(p, taken)) out.push(p);
		}
	}
	return out;
}

/**
 * The general placement rule, applied as the data file recommends (§6.2): a position
 * next to at least 2 placed tiles, or next to a tile that itself borders at least 2.
 */
function placementAllowed(p: TilePos, taken: Set<string>): boolean {
	const around = adjacentTilePositions(p).filter((q) => taken.has(tileKey(q)));
	if (around.length >= 2) return true;
	return around.some((q) => adjacentTilePositions(q).filter((r) => taken.has(tileKey(r))).length >= 2);
}

/** Positions the hero on `from` can explore: an open position with a hex next to `from` (within `range`: Space Bending). */
export function explorableFrom(s: Pick<MkState, 'tiles'>, from: HexKey, range = 1): TilePos[] {
	// The grid beyond the map too: the hexes of an open position are not on the map yet.
	const near = stepCounts(from, neighbourKeys, range);
	return openPositions(s).filter((p) => TILE_POSITIONS.some((pos) => near.has(key(tileHex(p, pos)))));
}

/**
 * Places tile `id` at `pos` and carries out its "when revealed" actions (data §6.4):
 * rampaging tokens face up, keep/tower garrisons face down, ruins token face up by Day,
 * an AA into the Unit offer for a monastery, the Spell offer with the first mage tower.
 */
export function placeTile(s: MkState, id: string, pos: TilePos, ctx: StepContext): void {
	const def = tileById(id);
	if (!def) throw new Error(`unknown tile ${id}`);
	s.tiles.push({ id, pos });
	ctx.reveal();
	for (const hp of TILE_POSITIONS) {
		const th = def.hexes[hp];
		const k = key(tileHex(pos, hp));
		const hex: HexState = { terrain: th.terrain, tile: id, rampaging: [] };
		s.hexes[k] = hex;
		if (th.rampage) hex.rampaging.push(drawEnemy(s, th.rampage === 'orc' ? 'green' : 'red', true, ctx));
		if (!th.site) continue;
		hex.site = { kind: th.site, enemies: [] };
		if (th.color) hex.site.color = th.color;
		switch (th.site) {
			case 'keep':
				hex.site.enemies.push(drawEnemy(s, 'grey', false, ctx));
				break;
			case 'mageTower':
				hex.site.enemies.push(drawEnemy(s, 'violet', false, ctx));
				if (s.spellOffer === null) {
					s.spellOffer = s.spellDeck.splice(0, 3);
					ctx.log(tx('První magická věž: vzniká nabídka kouzel.', 'The first mage tower: the Spell offer is laid out.'));
				}
				break;
			case 'monastery': {
				const aa = s.advancedDeck.shift();
				if (aa) s.monasteryOffer.push(aa);
				break;
			}
			case 'ruins': {
				const n = s.ruinsPile.shift();
				hex.site.ruins = n === undefined ? null : { n, faceUp: dayLight(s) };
				break;
			}
		}
	}
}

/** Day, or Night under the Amulet of the Sun (data §3.2: garrisons and ruins revealed as by Day). */
export const dayLight = (s: MkState): boolean => s.time === 'day' || !!s.turn?.modifiers.some((m) => m.id === 'day-reveal');

/**
 * A face-down ruins token turns face up when a hero moves onto its space (seed L3018–3021,
 * L3465–3468), or, with `k` omitted, every one of them at the start of a Day Round. A reveal.
 */
export function revealRuins(s: MkState, ctx: StepContext, k?: HexKey): void {
	for (const key of k ? [k] : Object.keys(s.hexes)) {
		const r = s.hexes[key]?.site?.ruins;
		if (!r || r.faceUp) continue;
		r.faceUp = true;
		ctx.reveal();
		if (k) ctx.log(tx('Žeton ruin se otáčí lícem nahoru.', 'The ruins token turns face up.'));
	}
}

/** Face-down keep and tower garrisons next to `k` turn face up by Day (data §6.4); ruins too under the Amulet of the Sun. */
export function revealGarrisonsAround(s: MkState, k: HexKey, ctx: StepContext): void {
	if (!dayLight(s)) return;
	const amulet = s.time !== 'day';
	for (const n of neighbourKeys(k)) {
		const site = s.hexes[n]?.site;
		if (amulet && site?.ruins && !site.ruins.faceUp) {
			site.ruins.faceUp = true;
			ctx.reveal();
		}
		if (!site || (site.kind !== 'keep' && site.kind !== 'mageTower')) continue;
		for (const e of site.enemies) {
			if (!e.faceUp) {
				e.faceUp = true;
				ctx.reveal();
			}
		}
	}
}

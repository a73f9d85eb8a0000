/**
 * Movement and exploration (spec §5.3, §5.4): a step costs the terrain of the space entered;
 * stepping from a space next to a rampaging enemy to another space next to it provokes it
 * (movement ends, combat follows); entering an unconquered keep or mage tower is an assault.
 * Exploring reveals the next tile of the stack at an open position next to the hero (2 Move).
 */
import { stepCounts, type StepContext } from '$lib/engine';
import { EXPLORE_COST, tileById } from './data';
import { distance, neighbourKeys, parseKey, tileKey, type HexKey } from './hex';
import { drawEnemy, explorableFrom, isSafe, moveCost, otherHeroOn, placeTile, provokedBy, revealGarrisonsAround, revealRuins } from './map';
import { gainFame } from './players';
import { startCombat } from './combat';
import type { CombatEnemy } from './combat/types';
import { tx } from './text';
import type { CoreAction } from './tasks';
import type { EnemyToken, MkState, TurnActionDef, TurnMenu } from './types';
import { seedRules } from './version';
import { assaultAt } from './reach';
import { pvpHooks } from './pvp-hooks';

type A<K extends CoreAction['a']> = Extract<CoreAction, { a: K }>;

/** Why the hero cannot move or explore now at all; null when he can. */
function movingAllowed(s: MkState, seat: number) {
	const t = s.turn!;
	if (s.combat) return tx('Během boje se nepohybuje.', 'No moving during combat.');
	if (t.stage !== 'start' && t.stage !== 'move') return tx('Pohyb už skončil.', 'Movement is over.');
	if (t.actionDone) return tx('Po akci se už nepohybuje.', 'No moving after the action.');
	if (!s.players[seat].pos) return tx('Tvůj hrdina není na mapě.', 'Your hero is not on the map.');
	return null;
}

const TERRAIN_CS: Record<string, string> = { plains: 'Pláň', hills: 'Kopce', forest: 'Les', wasteland: 'Pustina', desert: 'Poušť', swamp: 'Bažina', lake: 'Jezero', mountain: 'Hory', sea: 'Moře', city: 'Město' };
const TERRAIN_EN: Record<string, string> = { plains: 'Plains', hills: 'Hills', forest: 'A forest', wasteland: 'A wasteland', desert: 'A desert', swamp: 'A swamp', lake: 'A lake', mountain: 'A mountain', sea: 'The sea', city: 'A city' };

export const step: TurnActionDef<A<'step'>> = {
	candidates(s, seat) {
		const pos = s.players[seat].pos;
		if (!pos) return [];
		// Space Bending: spaces 2 away count as adjacent (data §3.1, card 106); the grid ring by ring, the map's spaces kept.
		const within = stepCounts(pos, neighbourKeys, spaceBending(s, seat) ? 2 : 1);
		within.delete(pos);
		return [...within.keys()].filter((k) => s.hexes[k]).map((to) => ({ a: 'step', to }));
	},
	validate(s, seat, a) {
		const why = movingAllowed(s, seat);
		if (why) return why;
		const from = s.players[seat].pos!;
		if (typeof a.to !== 'string' || !s.hexes[a.to] || !stepReach(s, seat, from, a.to)) return tx('Tam se jedním krokem nedostaneš.', 'That space is not next to you.');
		const h = s.hexes[a.to];
		const cost = moveCost(s, seat, a.to);
		if (cost === null) return tx(`${TERRAIN_CS[h.terrain]} je neprůchodné.`, `${TERRAIN_EN[h.terrain]} cannot be entered.`);
		if (h.rampaging.length) return tx('Na políčko s drancujícím nepřítelem nelze vstoupit; vyzvi ho k boji.', 'A space with a rampaging enemy cannot be entered; challenge it instead.');
		if (otherHeroOn(s, seat, a.to) && h.site?.kind !== 'portal') {
			// With the PvP option entering a hero's space is an attack (pvp-hooks.ts); otherwise it is refused.
			const refused = pvpHooks(s.options).entryRefused(s, seat, from, a.to);
			if (refused && !(seedRules(s) && passingThrough(s, seat, from, a.to))) return refused;
			// Passing through: the move may not stop there, so no step that starts a combat on it (seed L1274–1284).
			if (refused && stepStartsCombat(s, seat, from, a.to))
				return tx('Přes políčko jiného hrdiny lze jen projít; tento krok by tam pohyb ukončil bojem.', "Another hero's space can only be passed through; this step would end the move there with a combat.");
		}
		const have = s.turn!.pools.move;
		const night = s.time === 'night' ? ' v noci' : '';
		if (have < cost) return tx(`${TERRAIN_CS[h.terrain]} stojí${night} ${cost} bodů pohybu, máš ${have}.`, `${TERRAIN_EN[h.terrain]} costs ${cost} Move${s.time === 'night' ? ' at Night' : ''}, you have ${have}.`);
		return null;
	},
	perform(s, seat, a, ctx) {
		s.turn!.pools.move -= moveCost(s, seat, a.to)!;
		enterSpace(s, seat, a.to, ctx, { provoke: !spaceBending(s, seat) });
	}
};

/**
 * Another hero's space may be passed through, not ended on (seed L1274–1284): without the PvP
 * option, and with it once no hero may be attacked (the End of the Round announced, the final
 * turns, seed L3547–3549). A hero who still stands there when the turn ends withdraws (isSafe).
 */
function passingThrough(s: MkState, seat: number, from: HexKey, to: HexKey): boolean {
	return pvpHooks(s.options).defenderAt(s, seat, to) === null || s.endAnnouncedBy !== null || !!s.finalTurns;
}

/** Entering `to` from `from` provokes a rampaging enemy or assaults a fortified site. */
function stepStartsCombat(s: MkState, seat: number, from: HexKey, to: HexKey): boolean {
	const provokes = !spaceBending(s, seat) && provokedBy(s, from, to).length > 0;
	return provokes || assaultAt(s, seat, to);
}

/** Space Bending is on for this turn (data §3.1, card 106): reach 2, no provoking. */
const spaceBending = (s: MkState, seat: number): boolean => s.turn?.seat === seat && s.turn.modifiers.some((m) => m.id === 'space-bending');

/** One step reaches `to` from `from`: next to it, or 2 away under Space Bending. */
function stepReach(s: MkState, seat: number, from: HexKey, to: HexKey): boolean {
	const d = distance(parseKey(from), parseKey(to));
	return d === 1 || (d === 2 && spaceBending(s, seat));
}

/**
 * The hero enters `to` (a step, or a card's move such as Underground Travel): provoking
 * (unless the move does not provoke), an assault when it is an unconquered fortified site
 * (`fortIgnored`: Underground Attack ignores the site's fortification, data §3.1).
 */
export function enterSpace(s: MkState, seat: number, to: HexKey, ctx: StepContext, opts: { provoke: boolean; fortIgnored?: boolean }): void {
	const t = s.turn!;
	const p = s.players[seat];
	const from = p.pos!;
	t.stage = 'move';
	p.pos = to;
	t.path.push(to);
	revealGarrisonsAround(s, to, ctx);
	if (seedRules(s)) revealRuins(s, ctx, to);
	// Ending the move on another hero's space attacks him (PvP option, pvp.ts).
	const pvp = pvpHooks(s.options);
	if (pvp.defenderAt(s, seat, to) !== null && !(seedRules(s) && passingThrough(s, seat, from, to))) {
		pvp.startCombat(s, seat, to, ctx);
		return;
	}
	const enemies: CombatEnemy[] = [];
	if (opts.provoke) for (const { token, hex } of provokedBy(s, from, to)) enemies.push({ token, from: { kind: 'provoked', hex }, defeated: false });
	const site = s.hexes[to].site;
	const assault = assaultAt(s, seat, to);
	if (assault && site) {
		// Another player's keep is defended by a new grey token (data §7.7).
		if (site.kind === 'keep' && site.conquered && !site.enemies.length) site.enemies.push(drawEnemy(s, 'grey', true, ctx));
		for (const token of site.enemies) enemies.push({ token, from: { kind: 'assault', hex: to }, defeated: false });
	}
	if (!enemies.length) return;
	t.actionDone = true;
	t.stage = 'combat';
	ctx.log(assault ? tx(`{${seat}} útočí na opevněné místo.`, `{${seat}} assaults a fortified site.`) : tx(`{${seat}} provokuje drancující nepřátele.`, `{${seat}} provoked rampaging enemies.`));
	startCombat(s, seat, enemies, { fortifiedSite: assault, nightRules: false, noUnits: false }, ctx);
	if (opts.fortIgnored && s.combat) s.combat.siteFortIgnored = true;
}

/** What a step of the hero on turn to `to` would provoke (nothing under Space Bending); the board warns of it. */
export function stepProvokes(s: MkState, seat: number, to: HexKey): EnemyToken[] {
	const from = s.players[seat]?.pos;
	return from && !spaceBending(s, seat) ? provokedBy(s, from, to).map((x) => x.token) : [];
}

export const explore: TurnActionDef<A<'explore'>> = {
	candidates(s, seat) {
		const pos = s.players[seat].pos;
		return pos && s.tileStack.length ? explorableFrom(s, pos, exploreRange(s, seat)).map((p) => ({ a: 'explore', at: tileKey(p) })) : [];
	},
	validate(s, seat, a) {
		const why = movingAllowed(s, seat);
		if (why) return why;
		if (!s.tileStack.length) return tx('Žádné další dílky mapy.', 'No map tiles left.');
		const pos = s.players[seat].pos!;
		if (!explorableFrom(s, pos, exploreRange(s, seat)).some((p) => tileKey(p) === a.at)) return tx('Odsud toto místo prozkoumat nelze.', 'That position cannot be explored from here.');
		const have = s.turn!.pools.move;
		if (have < EXPLORE_COST) return tx(`Průzkum stojí ${EXPLORE_COST} body pohybu, máš ${have}.`, `Exploring costs ${EXPLORE_COST} Move, you have ${have}.`);
		return null;
	},
	perform(s, seat, a, ctx) {
		const t = s.turn!;
		t.pools.move -= EXPLORE_COST;
		t.stage = 'move';
		const [i, j] = a.at.split('/').map(Number);
		const id = s.tileStack.shift()!;
		placeTile(s, id, { i, j }, ctx);
		t.explored++;
		ctx.log(tx(`{${seat}} odkrývá dílek ${id}.`, `{${seat}} reveals tile ${id}.`));
		// First Reconnaissance: every tile revealed gives its revealer 1 Fame (spec §1).
		gainFame(s, seat, 1, ctx);
		revealGarrisonsAround(s, s.players[seat].pos!, ctx);
		if (tileById(id)?.city && !s.finalTurns) {
			s.finalTurns = s.players.map((_, k) => k);
			// Every player, the revealer included, plays one more turn after this one (seed L280–282, L2381–2385).
			if (seedRules(s)) t.revealedCity = true;
			ctx.log(tx('Město objeveno! Každý hráč odehraje ještě jeden tah.', 'The city is found! Every player takes one more turn.'));
		}
	}
};

/** Space Bending: explore from spaces 2 away as if adjacent. */
const exploreRange = (s: MkState, seat: number): number => (spaceBending(s, seat) ? 2 : 1);

export const MOVEMENT_ACTIONS = { step, explore } satisfies TurnMenu;

export { isSafe };
export type { HexKey };

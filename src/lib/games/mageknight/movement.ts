/**
 * Movement and exploration (spec §5.3, §5.4): a step costs the terrain of the space entered;
 * stepping from a space next to a rampaging enemy to another space next to it provokes it
 * (movement ends, combat follows); entering an unconquered keep or mage tower is an assault.
 * Exploring reveals the next tile of the stack at an open position next to the hero (2 Move).
 */
import { EXPLORE_COST, tileById } from './data';
import { adjacent, neighbourKeys, tileKey, type HexKey } from './hex';
import { drawEnemy, explorableFrom, isSafe, moveCost, otherHeroOn, placeTile, revealGarrisonsAround } from './map';
import { gainFame } from './players';
import { startCombat } from './combat';
import { pvpDefenderAt, pvpEntryRefused, startPvp } from './pvp';
import type { CombatEnemy } from './combat/types';
import { tx } from './text';
import type { CoreAction, TurnActionDef } from './tasks';
import type { MkState } from './types';

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
		return pos ? neighbourKeys(pos).filter((k) => s.hexes[k]).map((to) => ({ a: 'step', to })) : [];
	},
	validate(s, seat, a) {
		const why = movingAllowed(s, seat);
		if (why) return why;
		const from = s.players[seat].pos!;
		if (typeof a.to !== 'string' || !s.hexes[a.to] || !adjacent(from, a.to)) return tx('Tam se jedním krokem nedostaneš.', 'That space is not next to you.');
		const h = s.hexes[a.to];
		const cost = moveCost(s, seat, a.to);
		if (cost === null) return tx(`${TERRAIN_CS[h.terrain]} je neprůchodné.`, `${TERRAIN_EN[h.terrain]} cannot be entered.`);
		if (h.rampaging.length) return tx('Na políčko s drancujícím nepřítelem nelze vstoupit; vyzvi ho k boji.', 'A space with a rampaging enemy cannot be entered; challenge it instead.');
		if (otherHeroOn(s, seat, a.to) && h.site?.kind !== 'portal') {
			// With the PvP option entering a hero's space is an attack (pvp.ts); otherwise it is refused.
			const refused = pvpEntryRefused(s, seat, from, a.to);
			if (refused) return refused;
		}
		const have = s.turn!.pools.move;
		const night = s.time === 'night' ? ' v noci' : '';
		if (have < cost) return tx(`${TERRAIN_CS[h.terrain]} stojí${night} ${cost} bodů pohybu, máš ${have}.`, `${TERRAIN_EN[h.terrain]} costs ${cost} Move${s.time === 'night' ? ' at Night' : ''}, you have ${have}.`);
		return null;
	},
	perform(s, seat, a, ctx) {
		const t = s.turn!;
		const p = s.players[seat];
		const from = p.pos!;
		t.pools.move -= moveCost(s, seat, a.to)!;
		t.stage = 'move';
		p.pos = a.to;
		t.path.push(a.to);
		revealGarrisonsAround(s, a.to, ctx);
		if (pvpDefenderAt(s, seat, a.to) !== null) {
			startPvp(s, seat, a.to, ctx);
			return;
		}
		const enemies: CombatEnemy[] = [];
		// Provoking (spec §5.3, example #4): enemies next to both the space left and the space entered.
		for (const k of neighbourKeys(a.to)) {
			if (!adjacent(k, from)) continue;
			for (const token of s.hexes[k]?.rampaging ?? []) enemies.push({ token, from: { kind: 'provoked', hex: k }, defeated: false });
		}
		const site = s.hexes[a.to].site;
		const assault = !!site && (site.kind === 'keep' || site.kind === 'mageTower') && !(site.conquered && (site.kind === 'mageTower' || site.owner === seat));
		if (assault && site) {
			// Another player's keep is defended by a new grey token (data §7.7).
			if (site.kind === 'keep' && site.conquered && !site.enemies.length) site.enemies.push(drawEnemy(s, 'grey', true, ctx));
			for (const token of site.enemies) enemies.push({ token, from: { kind: 'assault', hex: a.to }, defeated: false });
		}
		if (!enemies.length) return;
		t.actionDone = true;
		t.stage = 'combat';
		ctx.log(assault ? tx(`{${seat}} útočí na opevněné místo.`, `{${seat}} assaults a fortified site.`) : tx(`{${seat}} vyprovokoval drancující nepřátele.`, `{${seat}} provoked rampaging enemies.`));
		startCombat(s, seat, enemies, { fortifiedSite: assault, nightRules: false, noUnits: false }, ctx);
	}
};


export const explore: TurnActionDef<A<'explore'>> = {
	candidates(s, seat) {
		const pos = s.players[seat].pos;
		return pos && s.tileStack.length ? explorableFrom(s, pos).map((p) => ({ a: 'explore', at: tileKey(p) })) : [];
	},
	validate(s, seat, a) {
		const why = movingAllowed(s, seat);
		if (why) return why;
		if (!s.tileStack.length) return tx('Žádné další dílky mapy.', 'No map tiles left.');
		const pos = s.players[seat].pos!;
		if (!explorableFrom(s, pos).some((p) => tileKey(p) === a.at)) return tx('Odsud toto místo prozkoumat nelze.', 'That position cannot be explored from here.');
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
			// Everyone, the revealer included, plays one more turn; this turn does not count (spec §4.1).
			s.finalTurns = s.players.map((_, k) => k);
			ctx.log(tx('Město objeveno! Každý hráč odehraje ještě jeden tah.', 'The city is found! Every player takes one more turn.'));
		}
	}
};

export const MOVEMENT_ACTIONS = { step, explore };

export { isSafe };
export type { HexKey };

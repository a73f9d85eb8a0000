/** Shared checks and small helpers of the sites module. */
import { pluralForms, pluralIn, type Text } from '$lib/engine';
import type { BasicColor, SiteKind } from '../data/types';
import type { HexKey } from '../hex';
import { heroHex, hexAt } from '../map';
import { seedRules } from '../version';
import { siteRewardIn } from '../card-tables';
import { tx } from '../text';
import type { HexState, MkState, SiteState, TurnState } from '../types';

/** The sites where one can interact with locals (spec §5.5.1). */
export type InhabitedKind = 'village' | 'monastery' | 'keep' | 'mageTower';

export interface SiteHere {
	key: HexKey;
	hex: HexState;
	site: SiteState;
}

export interface InteractionSite extends SiteHere {
	kind: InhabitedKind;
}

/**
 * Influence per Healing point (spec §5.5.2; monastery price external, spec §12 #10: village 3,
 * monastery 2), undefined where none is sold; as the match plays it (data §7.7, a pack may correct it).
 */
export const healPrice = (s: MkState, kind: InhabitedKind): number | undefined => siteRewardIn(s, kind, 'interact')?.healCost;
/** An Advanced Action from the Unit offer at a monastery (spec §5.5.2: 6), as the match plays it. */
export const advancedPrice = (s: MkState): number => siteRewardIn(s, 'monastery', 'interact')?.advancedCost ?? 6;
/** A Spell at a conquered mage tower, plus 1 mana of its colour (spec §5.5.2: 7), as the match plays it. */
export const spellPrice = (s: MkState): number => siteRewardIn(s, 'mageTower', 'assault')?.spellCost ?? 7;

/** Czech/English "in a <site>" (locative). */
export const SITE_IN: Record<InhabitedKind, Text> = {
	village: tx('ve vesnici', 'in a village'),
	monastery: tx('v klášteře', 'in a monastery'),
	keep: tx('v pevnosti', 'in a keep'),
	mageTower: tx('v magické věži', 'in a mage tower')
};

/** Colour adjectives: `COLOR_NAME` for "3 zelené many", `COLOR_ONE` for "1 zelenou manu". */
export const COLOR_ONE: Record<BasicColor, Text> = {
	red: tx('červenou', 'red'),
	blue: tx('modrou', 'blue'),
	green: tx('zelenou', 'green'),
	white: tx('bílou', 'white')
};
export const COLOR_NAME: Record<BasicColor, Text> = {
	red: tx('červené', 'red'),
	blue: tx('modré', 'blue'),
	green: tx('zelené', 'green'),
	white: tx('bílé', 'white')
};

const INFLUENCE = pluralForms(['bod vlivu', 'body vlivu', 'bodů vlivu'], ['Influence point', 'Influence points']);
/** "1 bod vlivu", "3 body vlivu", "6 bodů vlivu" (and "−3 body vlivu": Czech counts a negative like its size). */
export const influenceCs = (n: number): string => pluralIn(n, INFLUENCE, 'cs');

export function needInfluence(need: number, have: number): Text {
	return tx(`Na to potřebuješ ${influenceCs(need)}, máš ${have}.`, `That needs ${need} Influence, you have ${have}.`);
}

/** The site on the hero's space, if any. */
export function siteHere(s: MkState, seat: number): SiteHere | null {
	const key = heroHex(s, seat);
	if (key == null) return null;
	const hex = hexAt(s, key);
	if (!hex || !hex.site) return null;
	return { key, hex, site: hex.site };
}

/** Whether the hero could interact at this site (ignoring the turn and Reputation; spec §5.5.1). */
export function inhabitedKind(site: SiteState, seat: number): InhabitedKind | null {
	switch (site.kind) {
		case 'village':
			return 'village';
		case 'monastery':
			return site.burned ? null : 'monastery';
		case 'keep':
			return site.owner === seat ? 'keep' : null;
		case 'mageTower':
			return site.conquered && !site.burned ? 'mageTower' : null;
		default:
			return null;
	}
}

/** Why it is not this seat's own turn outside combat; null when it is. */
export function ownTurnReason(s: MkState, seat: number): Text | null {
	const t = s.turn;
	if (s.over) return tx('Hra skončila.', 'The game is over.');
	if (!t || t.seat !== seat) return tx('Teď nehraješ svůj tah.', 'It is not your turn.');
	if (s.combat) return tx('Právě probíhá boj.', 'A combat is in progress.');
	return null;
}

/** Why the turn's single action (combat or interaction) cannot be started now; null when it can. */
export function actionFreeReason(s: MkState, seat: number): Text | null {
	const why = ownTurnReason(s, seat);
	if (why) return why;
	const t = s.turn as TurnState;
	if (t.stage === 'rest') return tx('Odpočíváš: akci tento tah neprovedeš.', 'You are resting: no action this turn.');
	if (t.stage === 'end') return tx('Tah už končí.', 'The turn is ending.');
	if (t.actionDone) return tx('Akce už v tomto tahu proběhla.', 'You have already taken your action this turn.');
	// The move may not end on another hero's space (seed L1274–1284): no action there.
	const pos = s.players[seat].pos;
	if (seedRules(s) && pos && s.hexes[pos]?.site?.kind !== 'portal' && s.players.some((p, k) => k !== seat && p.pos === pos))
		return tx('Na políčku jiného hrdiny se pohyb nesmí zastavit: pokračuj v pohybu.', "Your move may not end on another hero's space: move on.");
	return null;
}

/** Spare mana die faces (spec §5.2: spare dice are used for "roll a die" rewards). */
export const DIE_FACES = ['red', 'blue', 'green', 'white', 'gold', 'black'] as const;

/**
 * A conservative estimate of how many mana of `color` the hero can still pay this turn:
 * crystals, tokens in the play area and usable Source dice (within the dice allowance);
 * gold counts by Day. The core's payMana is the real check; this only keeps the altar and
 * spell purchases from being offered when they cannot be paid.
 */
export function manaAvailable(s: MkState, seat: number, color: BasicColor): number {
	const p = s.players[seat];
	const t = s.turn;
	if (!p || !t) return 0;
	const day = s.time === 'day';
	const fits = (c: string) => c === color || (day && c === 'gold');
	const crystals = p.crystals?.[color] ?? 0;
	const tokens = (t.tokens ?? []).filter(fits).length;
	const diceLeft = Math.max(0, (t.diceAllowed ?? 1) - (t.diceUsed ?? 0));
	const dice = (s.source ?? []).filter((d) => !d.depleted && d.takenBy == null && fits(d.color)).length;
	return crystals + tokens + Math.min(diceLeft, dice);
}

/** Removes the first `id` from a list; false when absent. */
export function removeOne<T>(list: T[], id: T): boolean {
	const i = list.indexOf(id);
	if (i < 0) return false;
	list.splice(i, 1);
	return true;
}

/** Distinct values in order of first appearance. */
export function distinct<T>(list: readonly T[]): T[] {
	const out: T[] = [];
	for (const x of list) if (!out.includes(x)) out.push(x);
	return out;
}

/** Takes `task` off the queue (the head, normally). */
export function dropTask(s: MkState, task: object): void {
	const i = s.tasks.indexOf(task as MkState['tasks'][number]);
	if (i >= 0) s.tasks.splice(i, 1);
}

export const ADVENTURE_KINDS: SiteKind[] = ['monsterDen', 'dungeon', 'ruins', 'spawningGrounds', 'tomb'];

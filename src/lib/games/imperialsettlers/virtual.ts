/**
 * The virtual player of the solo modes as facts (RB p.13–14, data §6; SEED l.80–176; pure
 * queries): which mode is solo, an attack's target (`attackPlan`), its Locations and row as
 * targets of your actions and picks, and why such an action is refused. solo.ts changes the state.
 */
import { reject, type Result, type Text } from '$lib/engine';
import { type CardInfo } from './data';
import { virtualConquestCost } from './data/solo';
import type { FactionId, Item, LocKind } from './data/types';
import { attackTarget } from './content';
import { tx } from './text';
import type { IsAction, IsOptions, IsState, Loc, PickAction } from './types';
import { VIRTUAL } from './types';
import { cardOf, type CardHolder } from './cards';

export const isSoloMode = (mode: IsOptions['mode']): boolean => mode === 'solo' || mode === 'solo-conquest';
export const isConquestSolo = (s: IsState): boolean => s.options.mode === 'solo-conquest';

export function virtualFactionProblem(options: IsOptions, picked: FactionId[]): Result<never> | null {
	if (options.virtualFaction && picked.includes(options.virtualFaction))
		return reject('Virtuální hráč musí mít jinou frakci než ty.', 'The virtual player needs a faction other than yours.');
	return null;
}

/** A raze field as a list of single goods (2 wood = wood, wood), for matching Attack Targets. */
export function razeGoods(c: CardInfo): Item[] {
	const out: Item[] = [];
	for (const i of Object.keys(c.raze ?? {}) as Item[]) for (let n = 0; n < (c.raze![i] ?? 0); n++) out.push(i);
	return out;
}
const without = (list: Item[], one: Item): Item[] => {
	const i = list.indexOf(one);
	return i < 0 ? list : [...list.slice(0, i), ...list.slice(i + 1)];
};

/** Locations the virtual player can hit: a raze field, not Gate/Shrine, not a Fortress (Samurai and Defence tokens do not matter, RB p.13, SEED l.144). */
function hittable(h: CardHolder, l: Loc): boolean {
	const c = cardOf(h, l.id);
	return !!c.raze && !c.feature?.some((f) => f.k === 'guarded') && c.action?.effect.k !== 'fortify' && !l.neutral;
}

const KIND_RANK: Record<LocKind, number> = { action: 0, feature: 1, production: 2 };
const DEAL_RANK: Item[] = ['card', 'raze', 'gold', 'vp', 'stone', 'worker', 'food', 'wood'];
const costSize = (c: CardInfo) => (c.cost.wood ?? 0) + (c.cost.stone ?? 0) + (c.cost.food ?? 0) + (c.cost.gold ?? 0);

/** The best Locations by the RB p.13–14 priorities (Deal field for the Japanese rule, then type, build cost, stone); ties stay for the player. */
function best(h: CardHolder, locs: Loc[], byDeal: boolean): string[] {
	const key = (l: Loc): number[] => {
		const c = cardOf(h, l.id);
		return [byDeal ? DEAL_RANK.indexOf(c.deal ?? 'wood') : 0, KIND_RANK[c.kind], -costSize(c), -(c.cost.stone ?? 0)];
	};
	let top = locs;
	for (let i = 0; i < 4; i++) {
		const m = Math.min(...top.map((l) => key(l)[i]));
		top = top.filter((l) => key(l)[i] === m);
	}
	return top.map((l) => l.id);
}

/**
 * One attack's target (RB p.13–14): the first Target picks your Common Locations showing its good;
 * the k-th Target (k = 2, 3, …) must show as the other good of a candidate; the first k that matches
 * decides. Against the Japanese, a first Target VP with another VP Target hits a Faction Location.
 */
export function attackPlan(s: IsState): { ids: string[]; k: number } | null {
	const line = s.virtual!.line;
	if (!line.length) return null;
	const p = s.players[0];
	const t1 = attackTarget(s, line[0]);
	if (p.faction === 'japanese' && t1 === 'vp') {
		const k = line.findIndex((id, i) => i > 0 && attackTarget(s, id) === 'vp');
		const fac = p.empire.filter((l) => cardOf(s, l.id).deck !== 'common' && hittable(s, l));
		if (k > 0 && fac.length) return { ids: best(s, fac, true), k };
	}
	const cands = p.empire.filter((l) => cardOf(s, l.id).deck === 'common' && hittable(s, l) && razeGoods(cardOf(s, l.id)).includes(t1));
	if (!cands.length) return null;
	for (let k = 1; k < line.length; k++) {
		const tk = attackTarget(s, line[k]);
		const hit = cands.filter((l) => without(razeGoods(cardOf(s, l.id)), t1).includes(tk));
		if (hit.length) return { ids: best(s, hit, false), k };
	}
	return null;
}

/** Its Locations a raze-like effect may target (a raze field; Gate/Shrine never come to it). */
export const virtualLocs = (s: IsState): string[] => (s.virtual ? [...new Set(s.virtual.locs)] : []);
export const virtualRazeable = (s: IsState): string[] => virtualLocs(s).filter((id) => !!cardOf(s, id).raze);
/** Razing one of its Locations costs 2 Raze tokens (no Defence tokens or Samurai there). */
export const VIRTUAL_RAZE_COST = 2;

export function virtualRazeProblem(s: IsState, seat: number, id: string): Text | null {
	if (!virtualRazeable(s).includes(id)) return tx('To není lokace virtuálního hráče, kterou lze zbořit.', 'That is not a Location of the virtual player you can raze.');
	if (s.players[seat].goods.raze < VIRTUAL_RAZE_COST) return tx(`Zboření stojí ${VIRTUAL_RAZE_COST} žetony boření.`, `Razing it costs ${VIRTUAL_RAZE_COST} Raze tokens.`);
	return null;
}

/** Extra answers of a pick that name the virtual player's Locations (decision: Temple of Ra, Trade Route, Spies and Robbers do not reach it). */
export function virtualOptions(s: IsState, purpose: string): PickAction[] {
	if (!s.virtual) return [];
	switch (purpose) {
		case 'razeEnemy':
		case 'razeEnemyFree':
		case 'removeEnemy':
			return virtualRazeable(s).map((id) => ({ a: 'pick', seat: VIRTUAL, id }));
		case 'pack':
			return virtualLocs(s).flatMap((id) => (Object.keys(cardOf(s, id).raze ?? {}) as Item[]).filter((i) => (cardOf(s, id).raze![i] ?? 0) > 0).map((item): PickAction => ({ a: 'pick', seat: VIRTUAL, id, item })));
		default:
			return [];
	}
}

export function conquerVirtualProblem(s: IsState, seat: number, id: string): Text | null {
	if (!isConquestSolo(s)) return tx('Lokace virtuálního hráče lze dobývat jen v sólu s dobýváním.', 'Only solo conquest lets you conquer the virtual player’s cards.');
	const i = s.virtual!.row!.indexOf(id);
	if (i < 0) return tx('Dobýt lze jen odkrytou kartu vedle balíčku virtuálního hráče.', 'You can only conquer a face-up card beside the virtual player’s deck.');
	const need = virtualConquestCost(i);
	if (s.players[seat].goods.raze < need) return tx(`Dobytí ${i + 1}. karty stojí ${need} žetony boření.`, `Conquering the card in position ${i + 1} costs ${need} Raze tokens.`);
	return null;
}

export const conquerVirtualCandidates = (s: IsState): IsAction[] => (isConquestSolo(s) ? s.virtual!.row!.map((loc): IsAction => ({ a: 'conquer', seat: VIRTUAL, loc })) : []);

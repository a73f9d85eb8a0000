/**
 * The Era of Turmoil: pure rules helpers (spec §6.8, §9.5-9.6; seed L1144-1290).
 * Protection rolls (Lookout Tower 1–2, Heinrich 3–5, both one roll 1–5), Fire Brigade,
 * Chapel, Riots amounts, Archer/Arsonist targets. No decisions here; the die roll uses
 * the state's RNG so replays stay deterministic.
 */
import type { StepRandom } from '$lib/engine';
import { cardDef } from './cards';
import { cardsOf, textNumber, type CardLookup, type ContentHolder } from './content';
import { effId, isBuilding, isCovered } from './theme';
import type { Player, RivalsState } from './types';

const owns = (p: Player, id: string) => p.expansions.some((e) => effId(e.card) === id);
const isUnit = (card: string) => ['hero', 'ship', 'unit'].includes(cardDef(card).kind);

/** The protected die results of a defender against Archer, Arsonist and Traitor (null: no protection card). */
export function protectionRange(p: Player): [number, number] | null {
	const tower = owns(p, 'lookoutTower');
	const heinrich = owns(p, 'heinrich');
	if (tower && heinrich) return [1, 5];
	if (tower) return [1, 2];
	if (heinrich) return [3, 5];
	return null;
}

/**
 * The defender's protection roll: one roll even with both cards (seed L1211-1226). No roll without a
 * protection card. The roll comes before the attacker names a target (seed L1193-1198).
 */
export function protectionRoll(s: RivalsState, defender: number, random: StepRandom): { roll: number | null; protected: boolean } {
	const range = protectionRange(s.players[defender]);
	if (!range) return { roll: null, protected: false };
	const roll = random.die();
	return { roll, protected: roll >= range[0] && roll <= range[1] };
}

/** Fire Brigade protects every building at its city (same column), itself included (seed L1256-1258). */
export function fireBrigadeProtects(p: Player, card: string): boolean {
	const placed = p.expansions.find((e) => e.card === card);
	if (!placed) return false;
	const city = p.centers.some((c) => c.col === placed.col && c.kind === 'city');
	return city && p.expansions.some((e) => e.col === placed.col && effId(e.card) === 'fireBrigade');
}

/** Arsonist targets: buildings (settlement/city and city expansions) not protected by a Fire Brigade (nor under a Town Hall). */
export const arsonistTargets = (p: Player): string[] =>
	p.expansions.filter((e) => isBuilding(e.card) && !fireBrigadeProtects(p, e.card) && !isCovered(p, e.card)).map((e) => e.card);

/** Archer targets: units with at least 1 strength point (spec §6.9 [FAQ cards-0]). */
export const archerTargets = (cards: CardLookup, p: Player): string[] =>
	p.expansions.filter((e) => isUnit(e.card) && (cards(e.card).points?.strength ?? 0) >= 1).map((e) => e.card);

/** Riots concerns units with strength or commerce points (seed L1277-1281, amounts [K]/[Z]). */
export const riotsUnits = (cards: CardLookup, p: Player): string[] =>
	p.expansions.filter((e) => isUnit(e.card) && ((cards(e.card).points?.strength ?? 0) >= 1 || (cards(e.card).points?.commerce ?? 0) >= 1)).map((e) => e.card);

/** Gold Riots demands: 0 without such units, 1 for 1–2 of them, 2 for more (the match's numbers: content.ts). */
export function riotsGold(h: ContentHolder, p: Player): number {
	const n = riotsUnits(cardsOf(h), p).length;
	return n === 0 ? 0 : n <= textNumber(h, 'units.riots') ? textNumber(h, 'gold.riots') : textNumber(h, 'moreGold.riots');
}

/** Chapels protect against Riots by the current production result, no new roll (seed L1239-1244). */
export function chapelProtects(p: Player, production: number | null): boolean {
	const low = owns(p, 'chapelLow');
	const high = owns(p, 'chapelHigh');
	if (low && high) return true;
	if (production === null) return false;
	return (low && production <= 3) || (high && production >= 4);
}

/** Heroes in the principality (Tithe Barn, Drill Ground). */
export const heroCount = (p: Player): number => p.expansions.filter((e) => cardDef(e.card).kind === 'hero').length;

/** Irmgard pays 1 resource when another of her owner's placed cards is removed by the opponent's card or an event. */
export const irmgardPays = (p: Player, removed: string): boolean => owns(p, 'irmgard') && effId(removed) !== 'irmgard';

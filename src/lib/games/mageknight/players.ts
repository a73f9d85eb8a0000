/** A hero's tracks and cards: Fame, Reputation, crystals, Wounds, drawing, Armor and limits. */
import { pluralIn, type StepContext } from '$lib/engine';
import { CRYSTAL_CAP, FAME_LEVELS, REPUTATION_TRACK } from './data';
import type { BasicColor, ManaColor } from './data/types';
import { neighbourKeys } from './hex';
import { CARDS_ACCUSATIVE, tx } from './text';
import type { MkState, Player } from './types';

export const WOUND = 'wound';

export function gainFame(s: MkState, seat: number, n: number, ctx: StepContext): void {
	if (n <= 0) return;
	s.players[seat].fame += n;
	ctx.log(tx(`{${seat}} získává ${n} slávy.`, `{${seat}} gains ${n} Fame.`));
}

/** Reputation moves one space per point and stops at either end of the track (spec §6.2 #17). */
export function changeReputation(s: MkState, seat: number, n: number, ctx: StepContext): void {
	if (n === 0) return;
	const p = s.players[seat];
	const before = p.reputation;
	p.reputation = Math.max(-7, Math.min(8, p.reputation + n));
	if (p.reputation !== before)
		ctx.log(tx(`Pověst {${seat}}: ${signed(p.reputation)}.`, `{${seat}}'s Reputation: ${signed(p.reputation)}.`));
}

export const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/** A crystal beyond the cap of 3 per colour becomes a mana token in the play area instead (spec §5.2, example #26). */
export function gainCrystal(s: MkState, seat: number, color: BasicColor, ctx: StepContext): void {
	const p = s.players[seat];
	if (p.crystals[color] < CRYSTAL_CAP) {
		p.crystals[color]++;
		ctx.log(tx(`{${seat}} získává krystal (${COLOR_CS[color]}).`, `{${seat}} gains a ${color} crystal.`));
	} else if (s.turn && s.turn.seat === seat) {
		s.turn.tokens.push(color);
		ctx.log(tx(`{${seat}} má už 3 krystaly (${COLOR_CS[color]}): dostává žeton many.`, `{${seat}} already has 3 ${color} crystals: gains a mana token instead.`));
	}
}

export const COLOR_CS: Record<ManaColor, string> = { red: 'červený', blue: 'modrý', green: 'zelený', white: 'bílý', gold: 'zlatý', black: 'černý' };
export const COLOR_EN: Record<ManaColor, string> = { red: 'red', blue: 'blue', green: 'green', white: 'white', gold: 'gold', black: 'black' };

/** A mana token into the play area of the player whose turn it is. */
export function gainToken(s: MkState, color: ManaColor): void {
	s.turn?.tokens.push(color);
}

/** Wound cards into hand (the pile is unlimited, spec §12 #20); returns how many. */
export function takeWounds(s: MkState, seat: number, n: number, ctx: StepContext): number {
	if (n <= 0) return 0;
	const p = s.players[seat];
	for (let i = 0; i < n; i++) p.hand.push(WOUND);
	if (s.turn && s.turn.seat === seat) s.turn.woundsTaken += n;
	ctx.log(tx(`{${seat}} bere ${n} ${n === 1 ? 'zranění' : 'zranění'} do ruky.`, `{${seat}} takes ${n} Wound${n === 1 ? '' : 's'} into hand.`));
	return n;
}

export function woundToDiscard(s: MkState, seat: number, n: number): void {
	for (let i = 0; i < n; i++) s.players[seat].discard.push(WOUND);
}

/** Draws from the Deed deck; an empty deck is never reshuffled mid-Round (Rulebook, spec §4.5.4). */
export function drawCards(s: MkState, seat: number, n: number, ctx: StepContext): void {
	const p = s.players[seat];
	let drawn = 0;
	for (let i = 0; i < n && p.deck.length; i++) {
		p.hand.push(p.deck.shift()!);
		drawn++;
	}
	if (drawn) {
		ctx.reveal();
		ctx.log(tx(`{${seat}} dobírá ${pluralIn(drawn, CARDS_ACCUSATIVE, 'cs')}.`, `{${seat}} draws ${pluralIn(drawn, CARDS_ACCUSATIVE, 'en')}.`));
	}
}

export function levelRow(level: number) {
	return FAME_LEVELS[Math.max(0, Math.min(FAME_LEVELS.length - 1, level - 1))];
}

/** The level the Fame reaches (the fame track's rows, data §7.2). */
export function levelForFame(fame: number): number {
	let lv = 1;
	for (const row of FAME_LEVELS) if (fame >= row.fame) lv = row.level;
	return lv;
}

export function armorOf(s: MkState, seat: number): number {
	return levelRow(s.players[seat].level).armor;
}

/** The hand limit: the level token's value, plus 1 per owned keep when on or next to one of them (spec §5.10.2, example #21). */
export function handLimitOf(s: MkState, seat: number): number {
	const p = s.players[seat];
	return levelRow(p.level).handLimit + keepBonus(s, seat, p);
}

function keepBonus(s: MkState, seat: number, p: Player): number {
	if (!p.pos) return 0;
	const near = [p.pos, ...neighbourKeys(p.pos)].some((k) => {
		const site = s.hexes[k]?.site;
		return site?.kind === 'keep' && site.owner === seat;
	});
	if (!near) return 0;
	let owned = 0;
	for (const k of Object.keys(s.hexes)) {
		const site = s.hexes[k].site;
		if (site?.kind === 'keep' && site.owner === seat) owned++;
	}
	return owned;
}

export function commandLimit(s: MkState, seat: number): number {
	// A unit under Bonds of Loyalty sits on that skill's own Command token (data §7.6).
	const bonds = s.players[seat].units.some((u) => u.bonds) ? 1 : 0;
	return levelRow(s.players[seat].level).commandTokens + bonds;
}

/** Influence modifier of a Reputation space; null on the X space (no interaction). */
export function reputationModifier(rep: number): number | null {
	const row = REPUTATION_TRACK.find((r) => r.step === rep);
	return row ? row.influence : null;
}

export function healWoundFromHand(s: MkState, seat: number): boolean {
	const hand = s.players[seat].hand;
	const i = hand.indexOf(WOUND);
	if (i < 0) return false;
	hand.splice(i, 1);
	return true;
}

export const woundsInHand = (p: Player): number => p.hand.filter((c) => c === WOUND).length;

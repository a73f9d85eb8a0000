/**
 * Mana (spec §5.2): Source dice (one per turn plus extras), tokens in the play area and
 * crystals in the Inventory. Gold is any basic colour by Day and unusable at Night; black
 * powers only Spells' stronger effects and only at Night (or under night rules).
 */
import type { BasicColor, ManaColor } from './data/types';
import type { CoreAction } from './tasks';
import type { Die, MkState } from './types';
import { pvpNoteMana } from './pvp-state';

export function effectiveTime(s: MkState): 'day' | 'night' {
	return s.combat?.nightRules ? 'night' : s.time;
}

const BASIC: ManaColor[] = ['red', 'blue', 'green', 'white'];
export const isBasic = (c: ManaColor): c is BasicColor => BASIC.includes(c);

const modded = (s: MkState, id: string): boolean => !!s.turn?.modifiers.some((m) => m.id === id);

/**
 * Whether mana of colour `have` can be spent as `need` now. The Amulet of the Sun lets gold
 * be used at Night, the Amulet of Darkness black by Day (data §3.2).
 */
export function pays(s: MkState, have: ManaColor, need: ManaColor): boolean {
	const time = effectiveTime(s);
	if (have === 'gold') return (time === 'day' || modded(s, 'gold-as-day')) && isBasic(need);
	if (have === 'black') return (time === 'night' || modded(s, 'black-as-night')) && need === 'black';
	return have === need;
}

/** Colours of which the player on turn has unlimited mana (a Ring's stronger effect: its colour and black). */
export function unlimitedMana(s: MkState): ManaColor[] {
	const out: ManaColor[] = [];
	for (const m of s.turn?.modifiers ?? []) if (m.id === 'ring' && m.color) out.push(m.color, 'black');
	return out;
}

/** The player on turn has a token of this colour (or unlimited mana of it). */
export const hasToken = (s: MkState, c: ManaColor): boolean => !!s.turn && (s.turn.tokens.includes(c) || unlimitedMana(s).includes(c));

export type ManaPick = Extract<CoreAction, { a: 'mana' }>;

/** Dice the seat may still take from the Source this turn. */
export function diceAvailable(s: MkState, seat: number): boolean {
	const t = s.turn;
	// Who Needs Magic? for +3 closes the Source for the rest of the turn (data §7.6).
	return !!t && t.seat === seat && t.diceUsed < t.diceAllowed && !t.modifiers.some((m) => m.id === 'no-source');
}

/** A depleted die still serves under an Amulet: black by Day, gold at Night (data §3.2). */
const depletedUsable = (s: MkState, d: Die): boolean => (d.color === 'black' && modded(s, 'black-as-night')) || (d.color === 'gold' && modded(s, 'gold-as-day'));
const usableDie = (s: MkState, d: Die) => (!d.depleted || depletedUsable(s, d)) && d.takenBy === null && (d.stolenBy ?? null) === null;

/** Source die `i` may be taken by `seat` now (ignoring the number of dice already used). */
export function dieFree(s: MkState, seat: number, i: number): boolean {
	const d = Number.isInteger(i) ? s.source[i] : undefined;
	if (!d || d.takenBy !== null) return false;
	if (d.stolenBy === seat) return true;
	return usableDie(s, d);
}

/** Every way the seat can pay one mana of colour `need` now. */
export function manaSources(s: MkState, seat: number, need: ManaColor): ManaPick[] {
	const out: ManaPick[] = [];
	const t = s.turn;
	if (!t || t.seat !== seat) return out;
	const seen = new Set<string>();
	for (const c of [...t.tokens, ...unlimitedMana(s)]) {
		if (!seen.has('t' + c) && pays(s, c, need)) {
			seen.add('t' + c);
			out.push({ a: 'mana', from: 'token', color: c });
		}
	}
	const p = s.players[seat];
	if (isBasic(need) && p.crystals[need] > 0) out.push({ a: 'mana', from: 'crystal', color: need });
	if (diceAvailable(s, seat)) {
		s.source.forEach((d, i) => {
			if (usableDie(s, d) && pays(s, d.color, need) && !seen.has('d' + d.color)) {
				seen.add('d' + d.color);
				out.push({ a: 'mana', from: 'die', color: d.color, die: i });
			}
		});
	}
	// The die held on Mana Steal is this player's to use once this Day (tactic 3).
	s.source.forEach((d, i) => {
		if (d.stolenBy === seat && d.takenBy === null && pays(s, d.color, need)) out.push({ a: 'mana', from: 'die', color: d.color, die: i });
	});
	return out;
}

export function canPayAll(s: MkState, seat: number, need: ManaColor[]): boolean {
	if (need.length === 0) return true;
	// Small search: needs are at most 2 (a Spell's colour and black).
	return manaSources(s, seat, need[0]).some((pick) => payableAfter(s, seat, pick, need.slice(1)));
}

/** Whether `rest` can still be paid once `pick` is spent (a Spell's colour from the Source die leaves none for its black). */
export function payableAfter(s: MkState, seat: number, pick: ManaPick, rest: ManaColor[]): boolean {
	if (rest.length === 0) return true;
	const copy = { ...s, turn: s.turn && { ...s.turn, tokens: [...s.turn.tokens] }, players: s.players.map((p) => ({ ...p, crystals: { ...p.crystals } })), source: s.source.map((d) => ({ ...d })) } as MkState;
	spendMana(copy, seat, pick);
	return canPayAll(copy, seat, rest);
}

export function spendMana(s: MkState, seat: number, a: ManaPick): void {
	const t = s.turn!;
	if (s.pvp) pvpNoteMana(s, seat);
	if (a.from === 'token') {
		// Unlimited mana (a Ring) is never used up.
		if (!unlimitedMana(s).includes(a.color) && t.tokens.includes(a.color)) t.tokens.splice(t.tokens.indexOf(a.color), 1);
	}
	else if (a.from === 'crystal') s.players[seat].crystals[a.color as BasicColor]--;
	else {
		const d = s.source[a.die!];
		if (d.stolenBy === seat) d.stolenBy = null;
		else t.diceUsed++;
		d.takenBy = seat;
	}
}

/** Rolls a die and depletes it by the time of day (spec §4.2, §4.5.4). */
export function rollDie(d: Die, time: 'day' | 'night', face: ManaColor): void {
	d.color = face;
	d.depleted = (time === 'day' && face === 'black') || (time === 'night' && face === 'gold');
}

export const DIE_FACES: ManaColor[] = ['red', 'blue', 'green', 'white', 'gold', 'black'];

/**
 * Where skills and banners reach into the core (spec §5.12, §5.13.3, data §3.2, §7.6):
 * interactive skills lying in the centre until their owner's next turn (Prayer of Weather's
 * terrain costs, Mana Exploit's Wounds, Source Freeze's die and crystal), the Motivation
 * lock, Bonds of Loyalty when gained, bonuses of an activated unit (Leadership, Banner of
 * Glory), Banner of Protection at the end of the turn, banners at the end of the Round.
 *
 * Core files call these; this module builds no rule table (so it may be imported anywhere).
 */
import type { StepContext } from '$lib/engine';
import { skillIn } from './card-tables';
import type { Effect, ManaColor } from './data/types';
import { COLOR_CS, gainFame, takeWounds, WOUND } from './players';
import { tx } from './text';
import type { Task } from './tasks';
import type { MkState, SkillFx } from './types';
import type { EffectSource } from './special-rule';

export const fxList = (s: MkState): SkillFx[] => s.skillFx ?? [];
export const hasFx = (s: MkState, seat: number, id: string): boolean => fxList(s).some((f) => f.seat === seat && f.id === id);

export function addFx(s: MkState, fx: SkillFx): void {
	(s.skillFx ??= []).push(fx);
}

const skillName = (s: MkState, id: string) => skillIn(s, id)?.name ?? { cs: id, en: id };
const INTERACTIVE = new Set(['healing-ritual', 'mana-exploit', 'prayer-of-weather', 'source-freeze']);

/**
 * The owner is on turn again (or his turn is skipped): his interactive skills come back from
 * the centre face down, unusable for the rest of this Round (spec §5.12). Returns whether
 * Source Freeze came back (its crystal is due).
 */
export function expireFx(s: MkState, seat: number, ctx: StepContext): boolean {
	let froze = false;
	const keep: SkillFx[] = [];
	for (const f of fxList(s)) {
		if (f.seat !== seat || !INTERACTIVE.has(f.id)) {
			keep.push(f);
			continue;
		}
		const p = s.players[seat];
		if (!p.skillsFlipped.includes(f.id)) p.skillsFlipped.push(f.id);
		if (f.id === 'source-freeze') froze = true;
		const n = skillName(s, f.id);
		ctx.log(tx(`{${seat}} bere zpět dovednost ${n.cs}.`, `{${seat}} takes back the skill ${n.en}.`));
	}
	if (s.skillFx) s.skillFx = keep;
	return froze;
}

/** Start of a turn (round.ts startTurn): expiries, Source Freeze for the others and its crystal for the owner. */
export function turnStartTasks(s: MkState, seat: number, ctx: StepContext): Task[] {
	const tasks: Task[] = [];
	const froze = expireFx(s, seat, ctx);
	for (const f of fxList(s)) if (f.seat === seat && f.id === 'motivation') f.turns = (f.turns ?? 0) + 1;
	// Source Freeze: the others may not take their normal Source die (data §7.6).
	if (s.turn && fxList(s).some((f) => f.id === 'source-freeze' && f.seat !== seat)) s.turn.diceAllowed = Math.max(0, s.turn.diceAllowed - 1);
	if (froze) {
		// A crystal of a basic colour showing in the Source; the die stays as it is.
		const colors = [...new Set(s.source.map((d) => d.color))].filter((c) => c !== 'gold' && c !== 'black');
		if (colors.length) tasks.push({ t: 'effectChoice', seat, options: colors.map((c) => ({ k: 'crystal', colors: [c] }) as Effect), src: 'skill:source-freeze', how: 'basic', bonus: 0 });
	}
	return tasks;
}

/** End of a turn (endturn.ts, after a forced withdrawal): Banner of Protection thrown away, the Motivation lock. */
export function turnEndFx(s: MkState, seat: number, ctx: StepContext): void {
	const t = s.turn;
	const p = s.players[seat];
	if (t?.modifiers.some((m) => m.id === 'protection-end')) {
		// Every Wound received this turn (still in hand) is thrown away (data §3.2, card 115).
		let n = Math.min(t.woundsTaken, p.hand.filter((c) => c === WOUND).length);
		const thrown = n;
		while (n-- > 0) p.hand.splice(p.hand.indexOf(WOUND), 1);
		if (thrown) ctx.log(tx(`{${seat}} zahazuje ${thrown} zranění (Prapor ochrany).`, `{${seat}} throws away ${thrown} Wound(s) (Banner of Protection).`));
	}
	// "No other Motivation until the end of your next turn" (data §7.6).
	if (s.skillFx) s.skillFx = s.skillFx.filter((f) => !(f.seat === seat && f.id === 'motivation' && (f.turns ?? 0) >= 1));
}

/** A skill was just gained (rewards.ts levelUp). Bonds of Loyalty: 2 Regular units into the Unit offer. */
export function skillGained(s: MkState, seat: number, id: string, ctx: StepContext): void {
	if (id !== 'bonds-of-loyalty') return;
	const units = s.unitDeck.splice(0, 2);
	if (!units.length) return;
	s.unitOffer.push(...units);
	ctx.reveal();
	ctx.log(tx(`Pouta věrnosti: do nabídky jednotek přibývají ${units.length} jednotky.`, `Bonds of Loyalty: ${units.length} unit(s) join the Unit offer.`));
}

/** Bonds of Loyalty's Command token is free: a unit may be recruited under it (5 Influence less). */
export function bondsFree(s: MkState, seat: number): boolean {
	const p = s.players[seat];
	return p.skills.includes('bonds-of-loyalty') && !p.units.some((u) => u.bonds);
}

/** A unit's ability is being used (turn.ts): its bonuses know which unit it is. */
export function unitActivated(s: MkState, uid: number): void {
	const t = s.turn;
	if (!t) return;
	t.modifiers = t.modifiers.filter((m) => m.id !== 'unit-active' && m.id !== 'glory-paid');
	t.modifiers.push({ id: 'unit-active', n: uid });
}

/**
 * Extra points on a unit's Attack or Block (effects.ts): Leadership (+3 Block, +2 Attack or
 * +1 Ranged, once), Banner of Glory on the unit (+1, Fame +1 each time it attacks or blocks)
 * and Banner of Glory thrown away (+1 for all units, Fame +1 per unit this turn).
 */
export function unitBoost(s: MkState, seat: number, e: Extract<Effect, { k: 'attack' | 'block' }>, from: EffectSource, ctx: StepContext): number {
	const t = s.turn;
	if (!t || !from.src.startsWith('unit:')) return 0;
	let n = 0;
	const lead = t.modifiers.findIndex((m) => m.id === 'leadership');
	if (lead >= 0) {
		const add = e.k === 'block' ? 3 : e.kind === 'melee' ? 2 : e.kind === 'ranged' ? 1 : 0;
		if (add) {
			n += add;
			t.modifiers.splice(lead, 1);
		}
	}
	const uid = t.modifiers.find((m) => m.id === 'unit-active')?.n;
	const u = s.players[seat].units.find((x) => x.uid === uid);
	if (!u) return n;
	if (u.banner === 'banner-of-glory') {
		n += 1;
		if (!t.modifiers.some((m) => m.id === 'glory-paid')) {
			t.modifiers.push({ id: 'glory-paid', n: u.uid });
			gainFame(s, seat, 1, ctx);
		}
	}
	if (t.modifiers.some((m) => m.id === 'glory-all')) {
		n += 1;
		if (!t.modifiers.some((m) => m.id === 'glory-all-paid' && m.n === u.uid)) {
			t.modifiers.push({ id: 'glory-all-paid', n: u.uid });
			gainFame(s, seat, 1, ctx);
		}
	}
	return n;
}

/** Prayer of Weather (data §7.6): terrain costs its owner 2 less (min 1), everyone else 1 more (max 5). */
export function prayerCost(s: MkState, seat: number, cost: number): number {
	for (const f of fxList(s)) {
		if (f.id !== 'prayer-of-weather') continue;
		cost = f.seat === seat ? Math.max(Math.min(cost, 1), cost - 2) : Math.max(cost, Math.min(5, cost + 1));
	}
	return cost;
}

/**
 * Mana of colour `asColor` (gold counts as the colour it pays for) is used on `seat`'s turn
 * (turn.ts payMana): Mana Exploit wounds every other player using another colour, at most
 * once per colour (data §7.6).
 */
export function manaUsed(s: MkState, seat: number, asColor: ManaColor, ctx: StepContext): void {
	for (const f of fxList(s)) {
		if (f.id !== 'mana-exploit' || f.seat === seat || f.color === asColor) continue;
		const k = `${seat}:${asColor}`;
		f.hits ??= [];
		if (f.hits.includes(k)) continue;
		f.hits.push(k);
		ctx.log(tx(`Zneužití many: {${seat}} používá ${COLOR_CS[asColor]} manu.`, `Mana Exploit: {${seat}} used ${asColor} mana.`));
		takeWounds(s, seat, 1, ctx);
	}
}

/** End of the Round (round.ts): each player with banners may take them back into the Deed deck (spec §5.13.3). */
export function bannerRoundTasks(s: MkState): Task[] {
	return s.players.flatMap((p, seat) => (p.units.some((u) => u.banner) ? [{ t: 'bannerRound', seat } as Task] : []));
}

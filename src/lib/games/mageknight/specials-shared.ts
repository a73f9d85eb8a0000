/**
 * What the special rules (specials-*.ts) share with the decisions they queue (special-picks.ts):
 * the Unit-offer abilities Call to Arms may borrow, Meditation's start, the Book of Wisdom's
 * cards, Horn of Wrath's rolls. Below effects.ts, so a rule needing an effect query gets
 * effects.ts's operations (EffectOps) as a hook.
 */
import type { StepContext } from '$lib/engine';
import { specialIds } from './data';
import { unitIn } from './content';
import type { BasicColor, ManaColor } from './data/types';
import { card, isActionCard } from './card-modes';
import { BUILT_IN_DATA } from './content';
import { canPayAll, DIE_FACES } from './mana';
import { takeWounds } from './players';
import { checkKnockOut } from './combat/phases';
import type { EffectOps } from './special-rule';
import { MANA_CS, tx } from './text';
import type { MkState } from './types';

const distinct = <X>(xs: X[]): X[] => [...new Set(xs)];
/** A card's colour is no pack value: the built-in record tells it. */
const colorOf = (id: string): BasicColor | undefined => card(BUILT_IN_DATA, id)?.color;

/** Offer cards of colour `color` the Book takes from: AAs (basic) or Spells (powered). */
export function bookOffer(s: MkState, how: 'basic' | 'powered', color: BasicColor | undefined): string[] {
	const offer = (how === 'basic' ? s.advancedOffer : s.spellOffer) ?? [];
	return distinct(offer).filter((c) => colorOf(c) === color);
}

/**
 * Abilities of Unit-offer units usable now (data §3.1, card 107): affordable, usable in this
 * phase, not where units may not be used. An ability that wounds its own unit is left out:
 * the borrowed unit cannot be damaged [decision: the source is silent].
 */
export function borrowable({ effectUsable }: EffectOps, s: MkState, seat: number): { unit: string; ability: number }[] {
	if (s.combat?.noUnits) return [];
	const out: { unit: string; ability: number }[] = [];
	for (const id of distinct(s.unitOffer)) {
		unitIn(s, id).abilities.forEach((ab, i) => {
			if (specialIds(ab.effect).has('wound-this-unit')) return;
			if (ab.mana && !canPayAll(s, seat, [ab.mana])) return;
			if (effectUsable(s, seat, ab.effect, { src: `unit:${id}`, how: 'basic', bonus: 0 })) out.push({ unit: id, ability: i });
		});
	}
	return out;
}

/** Meditation: 2 random cards of the discard pile (Trance: chosen) to place (data §3.1, card 108). */
export function startMeditation(s: MkState, seat: number, chosen: boolean, ctx: StepContext): void {
	const discard = s.players[seat].discard;
	const n = Math.min(2, discard.length);
	if (!n) return;
	if (chosen) {
		s.tasks.unshift({ t: 'meditation', seat, choose: n, cards: [] });
		return;
	}
	const idx: number[] = [];
	while (idx.length < n) {
		const i = ctx.random.int(discard.length);
		if (!idx.includes(i)) idx.push(i);
	}
	const cards = idx.map((i) => discard[i]);
	ctx.log(tx(`{${seat}} náhodně bere z odhazovacího balíčku: ${cards.map((c) => card(s, c)?.name.cs ?? c).join(', ')}.`, `{${seat}} takes at random from the discard pile: ${cards.map((c) => card(s, c)?.name.en ?? c).join(', ')}.`));
	s.tasks.unshift({ t: 'meditation', seat, choose: 0, cards });
}

/** Rolls `n` mana dice: a Wound for each black or red (Horn of Wrath, data §3.2). */
export function wrathRolls(s: MkState, seat: number, n: number, ctx: StepContext): void {
	let wounds = 0;
	const faces: ManaColor[] = [];
	for (let i = 0; i < n; i++) {
		const face = ctx.random.pick(DIE_FACES);
		faces.push(face);
		if (face === 'black' || face === 'red') wounds++;
	}
	if (n) ctx.log(tx(`Roh hněvu: hod ${faces.map((f) => MANA_CS[f]).join(', ')}.`, `Horn of Wrath: rolled ${faces.join(', ')}.`));
	if (takeWounds(s, seat, wounds, ctx)) checkKnockOut(s, ctx);
}

/** Action cards in hand the Book can throw away (data §3.2): basic needs an AA of its colour in the offer. */
export function bookCards(s: MkState, seat: number, how: 'basic' | 'powered'): string[] {
	return distinct(s.players[seat].hand).filter((c) => isActionCard(c) && (how === 'powered' || bookOffer(s, how, colorOf(c)).length > 0));
}

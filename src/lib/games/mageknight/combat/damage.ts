/**
 * Phase 3, Assign Damage (spec §5.7.8, examples #9, #10, #18): the damage of one unblocked
 * enemy is assigned one target at a time — a unit (resistance absorbs, any rest wounds it,
 * each unit at most once per combat) or the hero (one Wound per Armor's worth).
 */
import type { StepContext, Text } from '$lib/engine';
import type { DecisionHandler } from '$lib/engine';
import { armorOf } from '../players';
import type { MkAction } from '../tasks';
import { tx } from '../text';
import type { MkState, UnitInst } from '../types';
import { unitDef } from './enemy-data';
import type { ContentHolder } from '../content';
import { attackerOf, continueDamage, enemyOf, enemyName, woundHero } from './phases';
import { damageUnit, unitDefense, type Foe } from './rules';
import type { CombatTask } from './types';

type AssignDamage = Extract<CombatTask, { t: 'assignDamage' }>;

/** A unit's name as the match plays it (a pack may rename it). */
export function unitName(h: ContentHolder, id: string): Text {
	return unitDef(h, id)?.name ?? { cs: id, en: id };
}

/** Why unit `uid` cannot take damage now (null when it can). */
export function unitDamageBlocked(s: MkState, seat: number, uid: number): Text | null {
	const c = s.combat;
	if (!c) return tx('Neprobíhá boj.', 'No combat is going on.');
	const u = s.players[seat].units.find((x) => x.uid === uid);
	// A unit under Bonds of Loyalty may be used where units are not allowed (data §7.6).
	if (c.noUnits && !u?.bonds) return tx('V tomto boji nelze použít jednotky.', 'Units cannot be used in this combat.');
	if (!u) return tx('Tuto jednotku nemáš.', 'You do not have this unit.');
	const n = unitName(s, u.id);
	if (u.wounded) return tx(`${n.cs}: zraněná jednotka nemůže dostat další zranění.`, `${n.en}: a wounded unit cannot be assigned damage.`);
	if (c.unitsDamaged.includes(uid))
		return tx(`Jednotka ${n.cs} už v tomto boji zranění dostala.`, `${n.en} was already assigned damage in this combat.`);
	return null;
}

function eligibleUnits(s: MkState, seat: number): UnitInst[] {
	return s.players[seat].units.filter((u) => unitDamageBlocked(s, seat, u.uid) === null);
}

/** Damage `left` of `foe` to unit `u` (Poison: 2 Wounds; Paralyze: destroyed). Returns the rest. */
export function damageToUnit(s: MkState, seat: number, u: UnitInst, left: number, foe: Foe, ctx: StepContext): number {
	const c = s.combat!;
	const card = unitDef(s, u.id);
	if (!card) throw new Error(`mageknight combat: unknown unit ${u.id}`);
	c.unitsDamaged.push(u.uid);
	const def = unitDefense(u, card);
	// Banner of Glory thrown away: every unit Armor +1 this turn (data §3.2, card 113).
	if (s.turn?.modifiers?.some((m) => m.id === 'glory-all')) def.armor += 1;
	const r = damageUnit(left, def, foe.element);
	const n = card.name;
	if (!r.wounded) {
		ctx.log(tx(`Jednotka ${n.cs} pohltí ${left} zranění díky odolnosti.`, `${n.en} absorbs ${left} damage thanks to its resistance.`));
		return 0;
	}
	if (foe.abilities.includes('paralyze')) {
		const p = s.players[seat];
		p.units = p.units.filter((x) => x.uid !== u.uid);
		// A banner on a destroyed unit goes to the discard pile.
		if (u.banner) p.discard.push(u.banner);
		ctx.log(tx(`Jednotka ${n.cs} je ochromena a zničena.`, `${n.en} is paralyzed and destroyed.`));
	} else {
		u.wounded = true;
		if (foe.abilities.includes('poison')) {
			// Poison: two Wound cards on the unit (seed L2025–2034); healed twice (L2215–2221).
			u.wounds = 2;
			ctx.log(tx(`Jednotka ${n.cs} je otrávena (2 zranění).`, `${n.en} is poisoned (2 Wounds).`));
		} else ctx.log(tx(`Jednotka ${n.cs} je zraněna.`, `${n.en} is wounded.`));
	}
	return r.left;
}

function finish(s: MkState, task: AssignDamage, ctx: StepContext): void {
	if (s.tasks[0] === task) s.tasks.shift();
	else s.tasks = s.tasks.filter((t) => t !== task);
	const e = s.combat ? enemyOf(s.combat, task.uid) : undefined;
	if (e) e.damaged = true;
	continueDamage(s, ctx);
}

function heroStep(s: MkState, task: AssignDamage, ctx: StepContext): void {
	const c = s.combat!;
	const e = enemyOf(c, task.uid);
	const foe = e ? attackerOf(s, e) : null;
	woundHero(s, 1, foe, ctx);
	task.left = Math.max(0, task.left - Math.max(1, armorOf(s, task.seat)));
}

export const ASSIGN_DAMAGE: DecisionHandler<MkState, AssignDamage, MkAction> = {
	candidates(s, task) {
		const out: MkAction[] = [{ a: 'damage', to: 'hero' }];
		for (const u of s.players[task.seat].units) out.push({ a: 'damage', to: 'unit', uid: u.uid });
		return out;
	},
	validate(s, task, a) {
		if (a.a !== 'damage') return tx('Nejdřív přiděl zranění.', 'Assign the damage first.');
		if (!s.combat || !enemyOf(s.combat, task.uid)) return tx('Neprobíhá boj.', 'No combat is going on.');
		if (a.to === 'unit') return unitDamageBlocked(s, task.seat, a.uid);
		return null;
	},
	perform(s, task, a, ctx) {
		if (a.a !== 'damage') return;
		const c = s.combat!;
		const e = enemyOf(c, task.uid)!;
		if (a.to === 'hero') heroStep(s, task, ctx);
		else {
			const u = s.players[task.seat].units.find((x) => x.uid === a.uid)!;
			task.left = damageToUnit(s, task.seat, u, task.left, attackerOf(s, e), ctx);
		}
		if (task.left <= 0 || !s.combat) finish(s, task, ctx);
	},
	/** No unit can take damage: everything goes to the hero without asking. */
	auto(s, task, ctx) {
		if (!s.combat || !enemyOf(s.combat, task.uid)) {
			finish(s, task, ctx);
			return true;
		}
		if (eligibleUnits(s, task.seat).length) return false;
		const n = enemyName(s, enemyOf(s.combat, task.uid)!.token.id);
		ctx.log(tx(`${n.cs}: ${task.left} zranění na rytíře-mága.`, `${n.en}: ${task.left} damage to the hero.`));
		while (task.left > 0 && s.combat) heroStep(s, task, ctx);
		finish(s, task, ctx);
		return true;
	}
};

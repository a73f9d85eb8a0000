/**
 * Pure combat arithmetic (spec §5.7.4–§5.7.8, data §5.2): attack and block efficiency,
 * fortification, Swift/Brutal, damage to units and the hero. No state is changed here;
 * the UI and bots may call these freely.
 */
import type { Text } from '$lib/engine';
import type { AttackKind, Element, EnemyAbility, EnemyDef, Resistance, UnitCard } from '../data/types';
import type { Pools, UnitInst } from '../types';
import { tx } from '../text';
import type { CombatEnemy, CombatState } from './types';

export const ELEMENTS: readonly Element[] = ['physical', 'fire', 'ice', 'coldFire'];
export const KINDS: readonly AttackKind[] = ['melee', 'ranged', 'siege'];

/** An enemy as the combat sees it now: modifiers applied (spec §5.7.2). */
export interface Foe {
	uid: number;
	id: string;
	/** Effective Armor (modifiers applied, minimum 1). */
	armor: number;
	attack: number;
	element: Element;
	abilities: readonly EnemyAbility[];
	resist: readonly Resistance[];
	fame: number;
	/** 0 none, 1 fortified (site or ability), 2 double fortified (spec §5.7.5). */
	fortified: number;
}

/** What the attack arithmetic needs of a target. */
export interface AttackTarget {
	armor: number;
	resist: readonly Resistance[];
	fortified?: number;
}

/** What the block arithmetic needs of an attacker. */
export interface Attacker {
	attack: number;
	element: Element;
	abilities: readonly EnemyAbility[];
}

export type AttackPool = Pools['attack'];
export type BlockPool = Pools['block'];

export function emptyAttackPool(): AttackPool {
	const row = (): Record<Element, number> => ({ physical: 0, fire: 0, ice: 0, coldFire: 0 });
	return { melee: row(), ranged: row(), siege: row() };
}
export function emptyBlockPool(): BlockPool {
	return { physical: 0, fire: 0, ice: 0, coldFire: 0 };
}

/** Does this set of resistances resist an attack of `el`? Cold Fire needs Fire AND Ice (data §5.2). */
export function resists(resist: readonly Resistance[], el: Element): boolean {
	if (el === 'coldFire') return resist.includes('fire') && resist.includes('ice');
	return resist.includes(el);
}

/** The attack kinds usable against `targets` in a phase (spec §5.7.4/§5.7.5). */
export function usableKinds(targets: readonly AttackTarget[], phase: 'ranged' | 'attack'): AttackKind[] {
	if (phase === 'attack') return ['melee', 'ranged', 'siege'];
	return targets.some((t) => (t.fortified ?? 0) > 0) ? ['siege'] : ['ranged', 'siege'];
}

/**
 * Effective attack of `pool` against a group (spec §5.7.4): inefficient points (the element
 * some target resists) are summed, then halved once, rounded down. In the ranged phase only
 * ranged/siege points count (siege only when a target is fortified).
 */
export function effectiveAttack(pool: AttackPool, targets: readonly AttackTarget[], phase: 'ranged' | 'attack' = 'attack'): number {
	let full = 0;
	let half = 0;
	for (const kind of usableKinds(targets, phase))
		for (const el of ELEMENTS) {
			const n = pool[kind]?.[el] ?? 0;
			if (!n) continue;
			if (targets.some((t) => resists(t.resist, el))) half += n;
			else full += n;
		}
	return full + Math.floor(half / 2);
}

/** A block of `blockEl` is efficient against an attack of `attackEl` (spec §5.7.6). */
export function blockEfficient(blockEl: Element, attackEl: Element): boolean {
	switch (attackEl) {
		case 'physical':
			return true;
		case 'fire':
			return blockEl === 'ice' || blockEl === 'coldFire';
		case 'ice':
			return blockEl === 'fire' || blockEl === 'coldFire';
		case 'coldFire':
			return blockEl === 'coldFire';
	}
}

/** Effective block of `pool` against an attack of element `attackEl` (inefficient points halved once). */
export function effectiveBlock(pool: BlockPool, attackEl: Element): number {
	let full = 0;
	let half = 0;
	for (const el of ELEMENTS) {
		const n = pool[el] ?? 0;
		if (blockEfficient(el, attackEl)) full += n;
		else half += n;
	}
	return full + Math.floor(half / 2);
}

/** Block needed to stop the attack: twice the Attack for Swift (spec §5.7.7). */
export function blockNeeded(enemy: Pick<Attacker, 'attack' | 'abilities'>, noSwift = false): number {
	return enemy.attack * (enemy.abilities.includes('swift') && !noSwift ? 2 : 1);
}

/** Damage an unblocked attack deals: twice the Attack for Brutal (spec §5.7.7). */
export function damageOf(enemy: Pick<Attacker, 'attack' | 'abilities'>): number {
	return enemy.attack * (enemy.abilities.includes('brutal') ? 2 : 1);
}

export function totalArmor(targets: readonly AttackTarget[]): number {
	return targets.reduce((sum, t) => sum + t.armor, 0);
}

export interface DefeatCheck {
	ok: boolean;
	attack: number;
	armor: number;
	/** Why not (null when ok). */
	reason: Text | null;
}

/** Whether the pool defeats the whole group now (spec §5.7.4, §5.7.5). */
export function canDefeat(pool: AttackPool, targets: readonly AttackTarget[], phase: 'ranged' | 'attack' = 'attack'): DefeatCheck {
	const armor = totalArmor(targets);
	if (!targets.length) return { ok: false, attack: 0, armor, reason: tx('Vyber nepřítele, na kterého útočíš.', 'Choose the enemy you attack.') };
	if (phase === 'ranged' && targets.some((t) => (t.fortified ?? 0) >= 2))
		return {
			ok: false,
			attack: 0,
			armor,
			reason: tx(
				'Dvojitě opevněného nepřítele nelze ve fázi střeleckých útoků napadnout.',
				'A double fortified enemy cannot be attacked in the Ranged and Siege phase.'
			)
		};
	const attack = effectiveAttack(pool, targets, phase);
	if (attack >= armor) return { ok: true, attack, armor, reason: null };
	const kinds = usableKinds(targets, phase);
	const what =
		phase === 'attack'
			? tx(`Útok ${attack}`, `Attack ${attack}`)
			: kinds.length === 1
				? tx(`Obléhací útok ${attack} (opevněný cíl)`, `Siege Attack ${attack} (fortified target)`)
				: tx(`Střelecký a obléhací útok ${attack}`, `Ranged and Siege Attack ${attack}`);
	return {
		ok: false,
		attack,
		armor,
		reason: tx(`${what.cs} nestačí: obrněnost ${armor}`, `${what.en} is not enough: armor ${armor}`)
	};
}

/** Hero Wounds from `dmg` damage at Armor `armor` (spec §5.7.8 shortcut): ceil(dmg / armor). */
export function heroWoundsFor(dmg: number, armor: number): number {
	return dmg <= 0 ? 0 : Math.ceil(dmg / Math.max(1, armor));
}

/** A unit as damage sees it. */
export interface UnitDefense {
	armor: number;
	resist: readonly Resistance[];
}

/**
 * `dmg` damage of element `el` assigned to one unit (spec §5.7.8): a resistant unit first
 * absorbs its Armor unwounded; any positive rest wounds it and is reduced by its Armor again.
 * Returns whether it is wounded and the damage still to assign.
 */
export function damageUnit(dmg: number, unit: UnitDefense, el: Element): { wounded: boolean; left: number } {
	let left = dmg;
	if (resists(unit.resist, el)) {
		left -= unit.armor;
		if (left <= 0) return { wounded: false, left: 0 };
	}
	return { wounded: true, left: Math.max(0, left - unit.armor) };
}

/** Armor and resistances of a unit, banners included (data §3.2: Glory +1; Protection +1, Fire and Ice res.). */
export function unitDefense(u: UnitInst, card: Pick<UnitCard, 'armor' | 'resist'>): UnitDefense {
	let armor = card.armor;
	const resist = [...card.resist];
	if (u.banner === 'banner-of-glory') armor += 1;
	if (u.banner === 'banner-of-protection') {
		armor += 1;
		for (const r of ['fire', 'ice'] as const) if (!resist.includes(r)) resist.push(r);
	}
	return { armor, resist };
}

/** Fortification level of a combat enemy: site (assault garrisons only) + Fortified ability (spec §5.7.5). */
export function fortificationOf(c: Pick<CombatState, 'fortifiedSite' | 'siteFortIgnored'>, e: CombatEnemy, def: Pick<EnemyDef, 'abilities'>): number {
	if (e.lostFortify) return 0;
	const site = c.fortifiedSite && e.from.kind === 'assault' && !c.siteFortIgnored ? 1 : 0;
	return site + (def.abilities.includes('fortified') ? 1 : 0);
}

/** The enemy's effective stats from its definition and this combat's modifiers. */
export function foeFrom(c: Pick<CombatState, 'fortifiedSite' | 'siteFortIgnored'>, e: CombatEnemy, def: EnemyDef): Foe {
	const lost = e.lostResist ?? [];
	return {
		uid: e.token.uid,
		id: def.id,
		armor: Math.max(1, def.armor - (e.armorMinus ?? 0)),
		attack: def.attack,
		element: def.element,
		abilities: def.abilities,
		resist: def.resist.filter((r) => !lost.includes(r)),
		fame: def.fame,
		fortified: fortificationOf(c, e, def)
	};
}

/** The stats a summoned monster attacks with (its own token: no modifiers of the summoner). */
export function summonedFoe(e: CombatEnemy, def: EnemyDef): Foe {
	return {
		uid: e.token.uid,
		id: def.id,
		armor: def.armor,
		attack: def.attack,
		element: def.element,
		abilities: def.abilities,
		resist: def.resist,
		fame: 0,
		fortified: 0
	};
}

/** Sum of all points in a pool of attack kinds `kinds`. */
export function attackPoints(pool: AttackPool, kinds: readonly AttackKind[] = KINDS): number {
	let n = 0;
	for (const k of kinds) for (const el of ELEMENTS) n += pool[k]?.[el] ?? 0;
	return n;
}

export function blockPoints(pool: BlockPool): number {
	return ELEMENTS.reduce((n, el) => n + (pool[el] ?? 0), 0);
}

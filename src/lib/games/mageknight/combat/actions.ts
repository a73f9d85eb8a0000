/**
 * The combat entries of the turn menu (merged into the `turn` task by turn.ts): choose the
 * attack group and strike, choose the enemy to block and block, pick which unblocked enemy's
 * damage to assign next, and move on to the next phase.
 */
import type { StepContext, Text } from '$lib/engine';
import type { Element } from '../data/types';
import { tx } from '../text';
import type { MkState, TurnActionDef, TurnMenu } from '../types';
import {
	attackerOf,
	attackers,
	defeatEnemy,
	endIfAllDefeated,
	enemyName,
	enemyOf,
	foeOf,
	nextPhase,
	pendingDamage,
	queueDamage
} from './phases';
import { blockNeeded, blockPoints, canDefeat, effectiveBlock, ELEMENTS, emptyBlockPool, resists, usableKinds, type Foe } from './rules';
import type { CombatAction, CombatEnemy, CombatState } from './types';

type Act<K extends CombatAction['a']> = Extract<CombatAction, { a: K }>;

const NO_COMBAT = tx('Neprobíhá boj.', 'No combat is going on.');

function combatOf(s: MkState, seat: number): CombatState | null {
	const c = s.combat;
	return c && c.seat === seat && s.turn ? c : null;
}

const PHASE: Record<CombatState['phase'], Text> = {
	ranged: tx('fáze střeleckých a obléhacích útoků', 'Ranged and Siege phase'),
	block: tx('fáze blokování', 'Block phase'),
	damage: tx('fáze přidělení zranění', 'Assign Damage phase'),
	attack: tx('fáze útoku', 'Attack phase')
};

function wrongPhase(c: CombatState): Text {
	return tx(`To teď nejde (${PHASE[c.phase].cs}).`, `Not now (${PHASE[c.phase].en}).`);
}

/** Enemies a strike would hit now: the selected group, or the only undefeated enemy. */
export function strikeGroup(c: CombatState): CombatEnemy[] {
	if (c.group.length) return c.group.map((u) => enemyOf(c, u)!).filter(Boolean);
	const alive = c.enemies.filter((e) => !e.defeated);
	return alive.length === 1 ? alive : [];
}

/** The enemy a block resolves against now: the chosen one, or the only one that can be blocked. */
export function blockEnemy(s: MkState): CombatEnemy | null {
	const c = s.combat!;
	if (c.blockTarget !== null) return enemyOf(c, c.blockTarget) ?? null;
	const open = attackers(s).filter((e) => !e.blocked);
	return open.length === 1 ? open[0] : null;
}

/** Block needed against `e` with the riders of the block being built (Utem Guardsmen: no Swift). */
export function blockRequired(s: MkState, e: CombatEnemy): number {
	const c = s.combat!;
	return blockNeeded(attackerOf(s, e), c.riders.some((r) => r.k === 'noSwift'));
}

/** The block value of the pool against `e`, riders included (Cold Toughness). */
export function blockValue(s: MkState, c: CombatState, e: CombatEnemy): number {
	const f = attackerOf(s, e);
	const pool = { ...(s.turn?.pools.block ?? emptyBlockPool()) };
	for (const r of c.riders)
		if (r.k === 'coldToughness') pool.ice += f.abilities.length + f.resist.length + (f.element === 'physical' ? 0 : 1);
	return effectiveBlock(pool, f.element);
}

const target: TurnActionDef<Act<'target'>> = {
	candidates(s, seat) {
		const c = combatOf(s, seat);
		if (!c || (c.phase !== 'ranged' && c.phase !== 'attack')) return [];
		return c.enemies.filter((e) => !e.defeated).map((e) => ({ a: 'target', uid: e.token.uid }));
	},
	validate(s, seat, a) {
		const c = combatOf(s, seat);
		if (!c) return NO_COMBAT;
		if (c.phase !== 'ranged' && c.phase !== 'attack') return wrongPhase(c);
		const e = enemyOf(c, a.uid);
		if (!e || e.defeated) return tx('Tento nepřítel v boji není.', 'This enemy is not in the combat.');
		if (c.group.includes(a.uid)) return null;
		if (c.phase === 'ranged' && foeOf(s, e).fortified >= 2) {
			const n = enemyName(s, e.token.id);
			return tx(
				`${n.cs}: dvojité opevnění, ve fázi střeleckých útoků nelze napadnout.`,
				`${n.en} is double fortified: it cannot be attacked in the Ranged and Siege phase.`
			);
		}
		return null;
	},
	perform(s, seat, a) {
		const c = s.combat!;
		c.group = c.group.includes(a.uid) ? c.group.filter((u) => u !== a.uid) : [...c.group, a.uid];
	}
};

const strike: TurnActionDef<Act<'strike'>> = {
	candidates(s, seat) {
		const c = combatOf(s, seat);
		return c && (c.phase === 'ranged' || c.phase === 'attack') ? [{ a: 'strike' }] : [];
	},
	validate(s, seat) {
		const c = combatOf(s, seat);
		if (!c) return NO_COMBAT;
		if (c.phase !== 'ranged' && c.phase !== 'attack') return wrongPhase(c);
		const foes = strikeGroup(c).map((e) => foeOf(s, e));
		return canDefeat(s.turn!.pools.attack, foes, c.phase).reason;
	},
	perform(s, seat, _a, ctx) {
		const c = s.combat!;
		const group = strikeGroup(c);
		const foes = group.map((e) => foeOf(s, e));
		// The points used go with the cards of this attack (spec §5.7.4): surplus lapses.
		const pool = s.turn!.pools.attack;
		for (const kind of usableKinds(foes, c.phase === 'ranged' ? 'ranged' : 'attack')) for (const el of ELEMENTS) pool[kind][el] = 0;
		c.group = [];
		for (const e of group) defeatEnemy(s, e, ctx);
		endIfAllDefeated(s, ctx);
	}
};

const blockTarget: TurnActionDef<Act<'blockTarget'>> = {
	candidates(s, seat) {
		const c = combatOf(s, seat);
		if (!c || c.phase !== 'block') return [];
		return attackers(s)
			.filter((e) => !e.blocked)
			.map((e) => ({ a: 'blockTarget', uid: e.token.uid }));
	},
	validate(s, seat, a) {
		const c = combatOf(s, seat);
		if (!c) return NO_COMBAT;
		if (c.phase !== 'block') return wrongPhase(c);
		const e = enemyOf(c, a.uid);
		if (!e || !attackers(s).includes(e)) return tx('Tento nepřítel neútočí.', 'This enemy does not attack.');
		if (e.blocked) return tx('Tento útok už je zablokovaný.', 'This attack is already blocked.');
		if (c.blockTarget === a.uid) return tx('Tento nepřítel už je vybraný.', 'This enemy is already chosen.');
		return null;
	},
	perform(s, seat, a) {
		s.combat!.blockTarget = a.uid;
	}
};

const block: TurnActionDef<Act<'block'>> = {
	candidates(s, seat) {
		const c = combatOf(s, seat);
		return c && c.phase === 'block' ? [{ a: 'block' }] : [];
	},
	validate(s, seat) {
		const c = combatOf(s, seat);
		if (!c) return NO_COMBAT;
		if (c.phase !== 'block') return wrongPhase(c);
		const e = blockEnemy(s);
		if (!e) return tx('Vyber nepřítele, jehož útok blokuješ.', 'Choose the enemy whose attack you block.');
		if (e.blocked || !attackers(s).includes(e)) return tx('Tento útok nelze blokovat.', 'This attack cannot be blocked.');
		if (blockPoints(s.turn!.pools.block) <= 0) return tx('Nemáš žádný blok.', 'You have no Block.');
		return null;
	},
	perform(s, seat, _a, ctx) {
		const c = s.combat!;
		const e = blockEnemy(s)!;
		const f = attackerOf(s, e);
		const have = blockValue(s, c, e);
		const need = blockRequired(s, e);
		const n = enemyName(s, e.summoned?.id ?? e.token.id);
		const riders = c.riders;
		s.turn!.pools.block = emptyBlockPool();
		c.riders = [];
		c.blockTarget = null;
		if (have < need) {
			ctx.log(tx(`Blok ${have} nestačí (${n.cs}: potřeba ${need}).`, `Block ${have} is not enough: ${n.en} needs ${need}.`));
			return;
		}
		e.blocked = true;
		ctx.log(tx(`${n.cs}: útok zablokován (blok ${have}).`, `${n.en}: attack blocked (Block ${have}).`));
		applyRiders(s, e, f, riders, ctx);
	}
};

/** Effects of a successful block beyond the block value (spec data §3: Ice Shield, Burning/Exploding Shield). */
function applyRiders(s: MkState, e: CombatEnemy, f: Foe, riders: CombatState['riders'], ctx: StepContext): void {
	const c = s.combat!;
	// Effects on a summoned monster do not reach the summoner (spec §5.7.7).
	const onSummoner = !!e.summoned;
	const own = onSummoner ? null : foeOf(s, e);
	for (const r of riders) {
		if (r.k === 'armor' && own && !(r.color === 'blue' && resists(own.resist, 'ice')) && !(r.color === 'red' && resists(own.resist, 'fire')))
			e.armorMinus = (e.armorMinus ?? 0) + r.n;
		else if (r.k === 'burning') c.deferred.push({ n: r.n, kind: 'melee', el: 'fire' as Element });
		else if (r.k === 'exploding' && !resists(f.resist, 'fire')) {
			if (onSummoner) e.noAttack = true;
			else defeatEnemy(s, e, ctx);
		}
	}
	endIfAllDefeated(s, ctx);
}

const takeDamage: TurnActionDef<Act<'takeDamage'>> = {
	candidates(s, seat) {
		const c = combatOf(s, seat);
		if (!c || c.phase !== 'damage') return [];
		return pendingDamage(s).map((e) => ({ a: 'takeDamage', uid: e.token.uid }));
	},
	validate(s, seat, a) {
		const c = combatOf(s, seat);
		if (!c) return NO_COMBAT;
		if (c.phase !== 'damage') return wrongPhase(c);
		const e = enemyOf(c, a.uid);
		if (!e || !pendingDamage(s).includes(e)) return tx('Tento nepřítel ti zranění nezpůsobí.', 'This enemy deals you no damage.');
		return null;
	},
	perform(s, seat, a) {
		queueDamage(s, enemyOf(s.combat!, a.uid)!);
	}
};

const nextPhaseAct: TurnActionDef<Act<'nextPhase'>> = {
	candidates(s, seat) {
		return combatOf(s, seat) ? [{ a: 'nextPhase' }] : [];
	},
	validate(s, seat) {
		const c = combatOf(s, seat);
		if (!c) return NO_COMBAT;
		if (c.phase === 'damage' && pendingDamage(s).length)
			return tx('Nejdřív přiděl všechna zranění.', 'Assign all the damage first.');
		return null;
	},
	perform(s, seat, _a, ctx) {
		nextPhase(s, ctx);
	}
};

/** The combat turn-menu actions, by kind (turn.ts merges them into TURN_ACTIONS). */
export const COMBAT_TURN_ACTIONS: Record<string, TurnActionDef> = {
	target,
	strike,
	blockTarget,
	block,
	takeDamage,
	nextPhase: nextPhaseAct
} satisfies TurnMenu;

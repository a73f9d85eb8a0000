/**
 * The combat sequence (spec §5.7.3): start, phase changes, Summon, defeating enemies,
 * Wounds to the hero (Poison, Paralyze, knock-out) and the end of the combat.
 */
import type { StepContext } from '$lib/engine';
import type { EnemyDef } from '../data/types';
import { drawEnemy, discardEnemy, hexAt } from '../map';
import { gainFame, handLimitOf, levelRow, takeWounds, woundToDiscard } from '../players';
import { seedRules } from '../version';
import { tx } from '../text';
import type { MkState } from '../types';
import { afterCombat } from '../sites/outcome';
import { enemyDef } from './enemy-data';
import type { ContentHolder } from '../content';
import { emptyAttackPool, emptyBlockPool, foeFrom, summonedFoe, type Foe } from './rules';
import type { CombatEnemy, CombatOutcome, CombatState } from './types';

/** A match in combat: its options (the pack's values, content.ts) and its combat. */
type InCombat = Pick<MkState, 'options' | 'combat'>;

/** The definition of an enemy id as this match plays it; missing data is a bug in the content, not bad input. */
export function defOf(h: ContentHolder, id: string): EnemyDef {
	const def = enemyDef(h, id);
	if (!def) throw new Error(`mageknight combat: unknown enemy ${id}`);
	return def;
}

/** The enemy of the combat with this token uid (undefined when none). */
export function enemyOf(c: CombatState, uid: number): CombatEnemy | undefined {
	return c.enemies.find((e) => e.token.uid === uid);
}

/** Effective stats of an enemy of the combat as a target of attacks. */
export function foeOf(s: InCombat, e: CombatEnemy): Foe {
	return foeFrom(s.combat!, e, defOf(s, e.token.id));
}

/** The stats an enemy attacks with in phases 2–3: its summoned monster when it has one. */
export function attackerOf(s: InCombat, e: CombatEnemy): Foe {
	return e.summoned ? summonedFoe(e, defOf(s, e.summoned.id)) : foeOf(s, e);
}

/** Enemies that attack in the Block/Assign Damage phases (undefeated, not cancelled). */
export function attackers(s: InCombat): CombatEnemy[] {
	const c = s.combat!;
	if (c.skipBlock) return [];
	return c.enemies.filter((e) => !e.defeated && !e.noAttack && (e.summoned || !defOf(s, e.token.id).abilities.includes('summon')));
}

/** Unblocked attackers whose damage is still to be assigned (phase 3). */
export function pendingDamage(s: InCombat): CombatEnemy[] {
	return attackers(s).filter((e) => !e.blocked && !e.damaged && attackerOf(s, e).attack > 0);
}

/** An enemy's name as the match plays it (a pack may rename it). */
export function enemyName(h: ContentHolder, id: string): { cs: string; en: string } {
	return enemyDef(h, id)?.name ?? { cs: id, en: id };
}

export function startCombat(
	s: MkState,
	seat: number,
	enemies: CombatEnemy[],
	opts: { fortifiedSite: boolean; nightRules: boolean; noUnits: boolean },
	ctx: StepContext
): void {
	let revealed = false;
	const list: CombatEnemy[] = enemies.map((e) => {
		if (!e.token.faceUp) revealed = true;
		// The token on the map is revealed too (it stays face up if it is not defeated).
		const hex = hexAt(s, e.from.hex);
		for (const t of [...(hex?.site?.enemies ?? []), ...(hex?.rampaging ?? [])]) if (t.uid === e.token.uid) t.faceUp = true;
		return { token: { ...e.token, faceUp: true }, from: { ...e.from }, defeated: false };
	});
	if (revealed) ctx.reveal();
	s.combat = {
		phase: 'ranged',
		enemies: list,
		fortifiedSite: opts.fortifiedSite,
		nightRules: opts.nightRules,
		noUnits: opts.noUnits,
		seat,
		group: [],
		blockTarget: null,
		riders: [],
		deferred: [],
		wounds: 0,
		knockedOut: false,
		unitsDamaged: [],
		siteFortIgnored: false,
		skipBlock: false,
		woundsBefore: s.turn?.woundsTaken ?? 0
	};
	if (s.turn) {
		s.turn.pools.attack = emptyAttackPool();
		s.turn.pools.block = emptyBlockPool();
		// Unspent Healing points are lost when a combat starts [external: Rulebook], spec §5.8.
		s.turn.pools.heal = 0;
	}
	const names = list.map((e) => enemyName(s, e.token.id));
	ctx.log(
		tx(`Boj: ${names.map((n) => n.cs).join(', ')}.`, `Combat: ${names.map((n) => n.en).join(', ')}.`)
	);
}

function clearAttack(s: MkState): void {
	if (s.turn) s.turn.pools.attack = emptyAttackPool();
}
function clearBlock(s: MkState): void {
	if (s.turn) s.turn.pools.block = emptyBlockPool();
}

/** Whether the `assignDamage` tasks of this combat are still queued. */
function damageTaskQueued(s: MkState): boolean {
	return s.tasks.some((t) => t.t === 'assignDamage');
}

/** Moves to the next phase (ranged → block → damage → attack → end). */
export function nextPhase(s: MkState, ctx: StepContext): void {
	const c = s.combat;
	if (!c) return;
	switch (c.phase) {
		case 'ranged':
			clearAttack(s);
			c.group = [];
			beginBlock(s, ctx);
			return;
		case 'block':
			clearBlock(s);
			c.blockTarget = null;
			c.riders = [];
			beginDamage(s, ctx);
			return;
		case 'damage':
			finishDamage(s, ctx);
			return;
		case 'attack':
			endCombat(s, ctx);
			return;
	}
}

/** Phase 2 starts: each undefeated summoner summons a brown token (spec §5.7.7). */
function beginBlock(s: MkState, ctx: StepContext): void {
	const c = s.combat!;
	c.phase = 'block';
	if (!c.skipBlock)
		for (const e of c.enemies) {
			if (e.defeated || e.noAttack || e.summoned || !defOf(s, e.token.id).abilities.includes('summon')) continue;
			const token = drawEnemy(s, 'brown', true, ctx);
			ctx.reveal();
			e.summoned = token;
			const a = enemyName(s, e.token.id);
			const b = enemyName(s, token.id);
			ctx.log(tx(`Přivolání (${a.cs}): ${b.cs}.`, `${a.en} summons: ${b.en}.`));
		}
	if (!attackers(s).length) {
		beginDamage(s, ctx);
		return;
	}
	ctx.log(tx('Fáze blokování.', 'Block phase.'));
}

/** Phase 3: the unblocked attacks deal damage, one enemy at a time (spec §5.7.8). */
function beginDamage(s: MkState, ctx: StepContext): void {
	const c = s.combat!;
	c.phase = 'damage';
	continueDamage(s, ctx);
}

/**
 * After an enemy's damage is assigned (or at the start of phase 3): the only pending enemy
 * is queued at once, several wait for the player's `takeDamage` choice, none ends the phase.
 */
export function continueDamage(s: MkState, ctx: StepContext): void {
	const c = s.combat;
	if (!c || c.phase !== 'damage' || damageTaskQueued(s)) return;
	const pending = pendingDamage(s);
	if (pending.length === 1) queueDamage(s, pending[0]);
	else if (!pending.length) finishDamage(s, ctx);
}

export function queueDamage(s: MkState, e: CombatEnemy): void {
	const c = s.combat!;
	s.tasks.unshift({ t: 'assignDamage', seat: c.seat, uid: e.token.uid, left: damageOfEnemy(s, e) });
}

export function damageOfEnemy(s: InCombat, e: CombatEnemy): number {
	const f = attackerOf(s, e);
	return f.attack * (f.abilities.includes('brutal') ? 2 : 1);
}

/** End of phase 3: summoned monsters are discarded without Fame; the Attack phase begins. */
function finishDamage(s: MkState, ctx: StepContext): void {
	const c = s.combat!;
	discardSummoned(s);
	c.phase = 'attack';
	c.group = [];
	clearAttack(s);
	if (s.turn) for (const d of c.deferred) s.turn.pools.attack[d.kind][d.el] += d.n;
	c.deferred = [];
	ctx.log(tx('Fáze útoku.', 'Attack phase.'));
}

function discardSummoned(s: MkState): void {
	for (const e of s.combat!.enemies)
		if (e.summoned) {
			discardEnemy(s, e.summoned);
			e.summoned = null;
		}
}

/** The enemy is defeated (attack or destroy effect): Fame at once (spec §5.7.4). */
export function defeatEnemy(s: MkState, e: CombatEnemy, ctx: StepContext): void {
	const c = s.combat!;
	if (e.defeated) return;
	e.defeated = true;
	c.group = c.group.filter((u) => u !== e.token.uid);
	if (c.blockTarget === e.token.uid) c.blockTarget = null;
	const def = defOf(s, e.token.id);
	// The garrison of another player's keep gives only half its Fame, rounded up (spec §5.10.2, data §7.7).
	const site = e.from.kind === 'assault' ? hexAt(s, e.from.hex)?.site : undefined;
	const fame = site?.kind === 'keep' && site.owner !== undefined && site.owner !== c.seat ? Math.ceil(def.fame / 2) : def.fame;
	ctx.log(tx(`Poražený nepřítel: ${def.name.cs} (sláva +${fame}).`, `${def.name.en} defeated (Fame +${fame}).`));
	gainFame(s, c.seat, fame, ctx);
	// Sword of Justice: Fame +1 per enemy defeated this turn (data §3.2).
	if (s.turn?.modifiers?.some((m) => m.id === 'sword-of-justice')) gainFame(s, c.seat, 1, ctx);
}

/** Every enemy defeated: the combat ends at once, the remaining phases are skipped (spec §5.7.3). */
export function endIfAllDefeated(s: MkState, ctx: StepContext): boolean {
	const c = s.combat;
	if (!c || c.enemies.some((e) => !e.defeated)) return false;
	endCombat(s, ctx);
	return true;
}

/** The combat ends: outcome to the sites module (afterCombat), s.combat = null. */
export function endCombat(s: MkState, ctx: StepContext): void {
	const c = s.combat;
	if (!c) return;
	discardSummoned(s);
	clearAttack(s);
	clearBlock(s);
	// Any leftover damage task of this combat goes with it.
	s.tasks = s.tasks.filter((t) => t.t !== 'assignDamage' && t.t !== 'pickEnemy' && t.t !== 'combatChoice');
	const outcome: CombatOutcome = {
		defeated: c.enemies.filter((e) => e.defeated),
		undefeated: c.enemies.filter((e) => !e.defeated),
		knockedOut: c.knockedOut
	};
	s.combat = null;
	ctx.log(
		tx(
			`Boj skončil: poraženo ${outcome.defeated.length} z ${c.enemies.length}.`,
			`Combat over: ${outcome.defeated.length} of ${c.enemies.length} defeated.`
		)
	);
	afterCombat(s, c.seat, outcome, ctx);
}

/** Discards every non-Wound card from the hand (Paralyze, knock-out): face up, so the hand is shown (a barrier). */
export function discardNonWounds(s: MkState, seat: number, ctx: StepContext): void {
	const p = s.players[seat];
	const keep: string[] = [];
	for (const card of p.hand) (card === 'wound' ? keep : p.discard).push(card);
	if (keep.length !== p.hand.length) ctx.reveal();
	p.hand = keep;
}

/**
 * Wounds taken into hand so far in this combat: the larger of our own count and the turn's
 * counter (so Wounds from cards that wound their user count too, spec §6.2 #10).
 */
export function combatWounds(s: MkState): number {
	const c = s.combat;
	if (!c) return 0;
	return Math.max(c.wounds, (s.turn?.woundsTaken ?? 0) - c.woundsBefore);
}

/**
 * The knock-out threshold: the unmodified hand limit, the number on the Level token (seed L2086–2096);
 * a keep's bonus (L2476–2483) does not count. `mageknight-1` used the modified limit.
 */
export function knockOutLimit(s: MkState, seat: number): number {
	return seedRules(s) ? levelRow(s.players[seat].level).handLimit : handLimitOf(s, seat);
}

/** Knock-out check (spec §5.7.8): Wounds this combat ≥ Hand limit → discard all non-Wound cards. */
export function checkKnockOut(s: MkState, ctx: StepContext): void {
	const c = s.combat;
	if (!c || c.knockedOut) return;
	if (combatWounds(s) < knockOutLimit(s, c.seat)) return;
	c.knockedOut = true;
	discardNonWounds(s, c.seat, ctx);
	ctx.log(tx('Rytíř-mág je omráčen: odhazuje všechny karty kromě zranění.', 'The hero is knocked out: all non-Wound cards are discarded.'));
}

/** The hero takes `n` Wounds from an enemy attack `foe` (Poison, Paralyze, knock-out). */
export function woundHero(s: MkState, n: number, foe: Foe | null, ctx: StepContext): void {
	const c = s.combat!;
	const got = takeWounds(s, c.seat, n, ctx);
	c.wounds += got;
	if (got > 0 && foe?.abilities.includes('poison')) woundToDiscard(s, c.seat, got);
	if (got > 0 && foe?.abilities.includes('paralyze')) {
		discardNonWounds(s, c.seat, ctx);
		ctx.log(tx('Ochromení: rytíř-mág odhazuje všechny karty kromě zranění.', 'Paralyzed: the hero discards all non-Wound cards.'));
	}
	checkKnockOut(s, ctx);
}

/**
 * Applying card, unit and skill effects (data §0.4): points go to the turn's pools, gains
 * happen at once, an "or" becomes a choice, a `special` runs its rule.
 */
import type { StepContext } from '$lib/engine';
import { unitIn } from './content';
import type { Effect, ManaColor } from './data/types';
import { changeReputation, drawCards, gainCrystal, gainFame, gainToken, takeWounds } from './players';
import { specialRules } from './specials';
import { alternatives, type EffectOps, type EffectSource, type SpecialRule } from './special-rule';
import { pvpHooks } from './pvp-hooks';
import { unitBoost } from './skill-hooks';
import type { MkState } from './types';
import { seedRules } from './version';
import { checkKnockOut } from './combat/phases';

export { alternatives };
export type { EffectOps, EffectSource, SpecialRule };

/** This module's operations, the hook the rules below it receive (special-rule.ts). */
export const EFFECTS: EffectOps = { effectUsable, applyEffect };

/** The `special` effects' rules, given this module's operations. */
export const SPECIALS = specialRules(EFFECTS);

const GATED = new Set(['move', 'influence', 'attack', 'block', 'heal']);

/** Whether an effect does something now (spec §5.1: effects are used in the phase they belong to). */
export function effectUsable(s: MkState, seat: number, e: Effect, from: EffectSource = { src: '', how: 'basic', bonus: 0 }): boolean {
	const t = s.turn;
	if (!t || t.seat !== seat) return false;
	const pv = pvpHooks(s.options).effectUsable(s, seat, e);
	if (pv !== null) return pv;
	const c = s.combat;
	switch (e.k) {
		case 'move':
			return !c && (t.stage === 'start' || t.stage === 'move') && !t.actionDone;
		case 'influence':
			return !c && t.stage === 'interact';
		case 'attack':
			return !!c && (c.phase === 'attack' || (c.phase === 'ranged' && e.kind !== 'melee'));
		case 'block':
			return !!c && c.phase === 'block';
		case 'heal':
			return !c && t.stage !== 'end';
		case 'readyUnit':
			return s.players[seat].units.some((u) => !u.ready && levelOf(s, u.id) <= e.maxLevel);
		case 'one':
			return e.of.some((x) => effectUsable(s, seat, x, from));
		case 'all': {
			const gated = e.of.filter((x) => GATED.has(x.k) || x.k === 'one' || x.k === 'special');
			return gated.length ? gated.every((x) => effectUsable(s, seat, x, from)) : true;
		}
		case 'special': {
			const rule = specialRule(s, e.id);
			return !!rule && rule.usable(s, seat, e, from);
		}
		default:
			return t.stage !== 'end';
	}
}

/** The rule of a special effect; during a player-vs-player combat its PvP reading where there is one (pvp-hooks.ts). */
const specialRule = (s: MkState, id: string): SpecialRule | undefined => pvpHooks(s.options).specialRule(s, id) ?? SPECIALS[id];

const levelOf = (s: MkState, id: string) => unitIn(s, id).level;

/** Sword of Justice thrown away: physical attacks played in the Attack phase count double (data §3.2). */
function attackFactor(s: MkState, el: string): number {
	return el === 'physical' && s.combat?.phase === 'attack' && s.turn?.modifiers?.some((m) => m.id === 'sword-of-justice-powered') ? 2 : 1;
}

/** Applies `e`: pools grow, gains happen, choices and special rules may queue decisions. */
export function applyEffect(s: MkState, seat: number, e: Effect, ctx: StepContext, from: EffectSource): void {
	const t = s.turn!;
	const bonus = from.bonus;
	switch (e.k) {
		case 'move':
			t.pools.move += e.n + bonus;
			return;
		case 'influence':
			t.pools.influence += e.n + bonus;
			return;
		case 'heal':
			t.pools.heal += e.n;
			return;
		case 'attack': {
			const n = (e.n + bonus + unitBoost(s, seat, e, from, ctx)) * attackFactor(s, e.el);
			t.pools.attack[e.kind][e.el] += n;
			pvpHooks(s.options).noteAttack(s, from.src, e.kind, e.el, n);
			return;
		}
		case 'block':
			t.pools.block[e.el] += e.n + bonus + unitBoost(s, seat, e, from, ctx);
			return;
		case 'draw':
			drawCards(s, seat, e.n, ctx);
			return;
		case 'token':
			if (e.colors.length === 1) gainToken(s, e.colors[0]);
			else chooseAmong(s, seat, e.colors.map((c) => ({ k: 'token', colors: [c] }) as Effect), from);
			return;
		case 'crystal':
			if (e.colors.length === 1) gainCrystal(s, seat, e.colors[0], ctx);
			else chooseAmong(s, seat, e.colors.map((c) => ({ k: 'crystal', colors: [c] }) as Effect), from);
			return;
		case 'fame':
			gainFame(s, seat, e.n, ctx);
			return;
		case 'reputation':
			if (e.endOfTurn) t.atEnd.reputation += e.n;
			else changeReputation(s, seat, e.n, ctx);
			return;
		case 'wound':
			takeWounds(s, seat, e.n, ctx);
			// A card that wounds its user in a combat counts toward the knock-out (seed L2086–2096: Blood Rage).
			if (seedRules(s) && s.combat?.seat === seat) checkKnockOut(s, ctx);
			return;
		case 'readyUnit':
			// Only when a spent unit of that level exists (Regeneration's Heal also works alone).
			if (s.players[seat].units.some((u) => !u.ready && levelOf(s, u.id) <= e.maxLevel)) s.tasks.unshift({ t: 'pickUnit', seat, purpose: 'ready', maxLevel: e.maxLevel });
			return;
		case 'one': {
			const usable = e.of.filter((x) => effectUsable(s, seat, x, from));
			if (usable.length === 1) applyEffect(s, seat, usable[0], ctx, from);
			else if (usable.length > 1) chooseAmong(s, seat, usable, from);
			return;
		}
		case 'all':
			// Later parts first onto the queue front would reverse them: apply in order, queue in order.
			applyInOrder(s, seat, e.of, ctx, from);
			return;
		case 'special': {
			const rule = specialRule(s, e.id);
			if (!rule) throw new Error(`no rule for special effect ${e.id}`);
			rule.apply(s, seat, e, from, ctx);
			return;
		}
	}
}

/**
 * Applies effects in order. When one of them asks a decision (a colour, a target), the rest
 * wait in an `applyLater` task behind it, so they see its outcome (Blood Ritual's tokens
 * before its crystal).
 */
export function applyInOrder(s: MkState, seat: number, effects: Effect[], ctx: StepContext, from: EffectSource): void {
	for (let i = 0; i < effects.length; i++) {
		const before = s.tasks.length;
		applyEffect(s, seat, effects[i], ctx, from);
		const added = s.tasks.length - before;
		if (added > 0 && i + 1 < effects.length) {
			s.tasks.splice(added, 0, { t: 'applyLater', seat, effects: effects.slice(i + 1), src: from.src, how: from.how, bonus: from.bonus });
			return;
		}
	}
}

function chooseAmong(s: MkState, seat: number, options: Effect[], from: EffectSource): void {
	if (!options.length) return;
	s.tasks.unshift({ t: 'effectChoice', seat, options, src: from.src, how: from.how, bonus: from.bonus });
}

export const manaEffect = (c: ManaColor): Effect => ({ k: 'token', colors: [c] });

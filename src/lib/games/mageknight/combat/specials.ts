/**
 * Combat-specific `special` effects (data §2, §3, §4.1): each entry implements the whole
 * card half it stands for, its own Attack/Block points included (`params.n` overrides the
 * printed value). Effects on a chosen enemy push a `pickEnemy` task; red/blue effects cannot
 * touch Fire-/Ice-resistant enemies (spec §5.7.10).
 */
import type { StepContext, Text } from '$lib/engine';
import type { DecisionHandler } from '$lib/engine';
import type { AttackKind, BasicColor, Effect, Element, ManaColor } from '../data/types';
import { gainFame, takeWounds } from '../players';
import type { MkAction } from '../tasks';
import { MANA_CS, tx } from '../text';
import type { MkState } from '../types';
import { attackerOf, checkKnockOut, defeatEnemy, endIfAllDefeated, enemyName, enemyOf, foeOf } from './phases';
import { resists, type Foe } from './rules';
import type { CombatChoicePurpose, CombatEnemy, CombatTask, PickEnemyPurpose } from './types';

export interface SpecialParams {
	n?: number;
	el?: Element;
	kind?: AttackKind;
	color?: ManaColor;
	how: 'basic' | 'powered';
}

export type CombatSpecial = (s: MkState, seat: number, params: SpecialParams, ctx: StepContext) => void;

function addAttack(s: MkState, n: number, kind: AttackKind, el: Element): void {
	if (s.turn) s.turn.pools.attack[kind][el] += n;
}
function addBlock(s: MkState, n: number, el: Element): void {
	if (s.turn) s.turn.pools.block[el] += n;
}
function pick(s: MkState, seat: number, purpose: PickEnemyPurpose, how: 'basic' | 'powered', all = false): void {
	s.tasks.unshift(all ? { t: 'pickEnemy', seat, purpose, how, all: true } : { t: 'pickEnemy', seat, purpose, how });
}
function choose(s: MkState, seat: number, purpose: CombatChoicePurpose, how: 'basic' | 'powered'): void {
	s.tasks.unshift({ t: 'combatChoice', seat, purpose, how });
}
function undefeated(s: MkState): CombatEnemy[] {
	return s.combat ? s.combat.enemies.filter((e) => !e.defeated) : [];
}

/** Mana colour of the card or ability behind each purpose (spec §5.7.10 immunity). */
const PURPOSE_COLOR: Record<PickEnemyPurpose, BasicColor | null> = {
	tremor: 'green',
	earthquake: 'green',
	expose: 'white',
	whirlwind: 'white',
	tornado: 'white',
	chill: 'blue',
	lethalChill: 'blue',
	disintegrate: 'red',
	notAttack: 'white',
	fearCancel: null
};

/** The enemy ignores a non-attack effect of a red (Fire res.) or blue (Ice res.) card (spec §5.7.10). */
export function immuneTo(f: Pick<Foe, 'resist'>, color: ManaColor | null | undefined): boolean {
	return (color === 'red' && resists(f.resist, 'fire')) || (color === 'blue' && resists(f.resist, 'ice'));
}

/** Purposes that only cancel an attack (the only effects that reach a summoned monster). */
const CANCELS: readonly PickEnemyPurpose[] = ['whirlwind', 'chill', 'lethalChill', 'notAttack', 'fearCancel'];

export const COMBAT_SPECIALS: Record<string, CombatSpecial> = {
	/** Ice Shield: Ice Block 3; powered: an enemy blocked by it gets Armor −3 (blue: not Ice-resistant ones). */
	'ice-shield'(s, seat, p) {
		addBlock(s, p.n ?? 3, 'ice');
		if (p.how === 'powered') s.combat?.riders.push({ k: 'armor', n: 3, color: 'blue' });
	},
	/** Tremor / Earthquake: one enemy Armor −3 (Earthquake −6 if fortified) or all −2 (−4 fortified). */
	tremor(s, seat, p) {
		pick(s, seat, p.how === 'powered' ? 'earthquake' : 'tremor', p.how, true);
	},
	earthquake(s, seat) {
		pick(s, seat, 'earthquake', 'powered', true);
	},
	/** Expose: one enemy loses fortifications and resistances; Ranged Attack 2. */
	expose(s, seat, p, ctx) {
		if (p.how === 'powered') return COMBAT_SPECIALS['mass-expose'](s, seat, p, ctx);
		addAttack(s, p.n ?? 2, 'ranged', 'physical');
		pick(s, seat, 'expose', 'basic');
	},
	/** Mass Expose: all enemies lose fortifications, or all lose resistances; Ranged Attack 3. */
	'mass-expose'(s, seat, p) {
		addAttack(s, p.n ?? 3, 'ranged', 'physical');
		choose(s, seat, 'massExpose', 'powered');
	},
	/** Whirlwind: one enemy does not attack; powered (Tornado): destroy one enemy (Attack phase). */
	whirlwind(s, seat, p) {
		pick(s, seat, p.how === 'powered' ? 'tornado' : 'whirlwind', p.how);
	},
	tornado(s, seat) {
		pick(s, seat, 'tornado', 'powered');
	},
	/** Chill: one enemy does not attack, loses Fire resistance; Lethal Chill: does not attack, Armor −4. */
	chill(s, seat, p) {
		pick(s, seat, p.how === 'powered' ? 'lethalChill' : 'chill', p.how);
	},
	'lethal-chill'(s, seat) {
		pick(s, seat, 'lethalChill', 'powered');
	},
	/** Demolish: ignore site fortifications; all enemies Armor −1 (not Fire-resistant ones). */
	demolish(s, seat, p, ctx) {
		if (p.how === 'powered') return COMBAT_SPECIALS.disintegrate(s, seat, p, ctx);
		const c = s.combat;
		if (!c) return;
		c.siteFortIgnored = true;
		for (const e of undefeated(s)) if (!immuneTo(foeOf(s, e), 'red')) e.armorMinus = (e.armorMinus ?? 0) + 1;
	},
	/** Disintegrate (Attack phase): destroy one enemy; the others Armor −1 (red: not Fire-resistant ones). */
	disintegrate(s, seat) {
		pick(s, seat, 'disintegrate', 'powered');
	},
	/** Burning Shield: Fire Block 4; a successful block also gives Fire Attack 4 in the Attack phase. */
	'burning-shield'(s, seat, p) {
		addBlock(s, p.n ?? 4, 'fire');
		s.combat?.riders.push(p.how === 'powered' ? { k: 'exploding' } : { k: 'burning', n: p.n ?? 4 });
	},
	/** Exploding Shield: Fire Block 4; the enemy blocked by it is destroyed (not Fire-resistant ones). */
	'exploding-shield'(s, seat, p) {
		addBlock(s, p.n ?? 4, 'fire');
		s.combat?.riders.push({ k: 'exploding' });
	},
	/** Flame Wall / Flame Wave: Fire Attack 5 or Fire Block 7 (+2 per enemy faced when powered); Block in the Block phase. */
	'flame-wave'(s, seat, p) {
		const c = s.combat;
		if (!c) return;
		const bonus = p.how === 'powered' ? 2 * undefeated(s).length : 0;
		if (c.phase === 'block') addBlock(s, 7 + bonus, 'fire');
		else addAttack(s, 5 + bonus, 'melee', 'fire');
	},
	/** Cold Toughness: basic Ice Attack or Ice Block 3; powered Ice Block 5 +1 per ability, element and resistance of the blocked enemy. */
	'cold-toughness'(s, seat, p) {
		const c = s.combat;
		if (!c) return;
		if (p.how === 'powered') {
			addBlock(s, p.n ?? 5, 'ice');
			c.riders.push({ k: 'coldToughness' });
		} else if (c.phase === 'block') addBlock(s, p.n ?? 3, 'ice');
		else addAttack(s, p.n ?? 3, 'melee', 'ice');
	},
	/** Blood Rage: Attack 2 (4), or take a Wound for Attack 5 (9). */
	'blood-rage'(s, seat, p) {
		choose(s, seat, 'bloodRage', p.how);
	},
	/** Illusionists (white mana): one unfortified enemy does not attack this combat. */
	'enemy-does-not-attack'(s, seat) {
		pick(s, seat, 'notAttack', 'basic');
	},
	/** Utem Guardsmen: Block 4; an enemy blocked this way loses Swift. */
	'guardsmen-block'(s, seat, p) {
		addBlock(s, p.n ?? 4, p.el ?? 'physical');
		s.combat?.riders.push({ k: 'noSwift' });
	},
	/** Mana Bolt / Thunderbolt: pay one more mana; its colour sets the attack. */
	'mana-bolt'(s, seat, p) {
		if (p.color && p.color !== 'gold' && p.color !== 'black') payForBolt(s, seat, p.color, p.how);
		else choose(s, seat, 'manaBolt', p.how);
	},
	'mana-thunderbolt'(s, seat, p, ctx) {
		COMBAT_SPECIALS['mana-bolt'](s, seat, { ...p, how: 'powered' }, ctx);
	},
	/** Banner of Fear: assigned unit cancels one attack (Fame +1); thrown away: skip Block and Assign Damage. */
	'banner-of-fear'(s, seat, p) {
		const c = s.combat;
		if (!c) return;
		if (p.how === 'powered') c.skipBlock = true;
		else pick(s, seat, 'fearCancel', 'basic');
	},
	/** Wings of Night: with at least as many Move points as enemies, skip Block and Assign Damage. */
	'wings-of-night'(s, seat, p, ctx) {
		const c = s.combat;
		if (!c) return;
		const need = undefeated(s).length;
		const have = s.turn?.pools.move ?? 0;
		if (have >= need) c.skipBlock = true;
		else ctx.log(tx(`Křídla noci: body pohybu ${have} < ${need} nepřátel.`, `Wings of Night: Move ${have} < ${need} enemies.`));
	}
};

const BOLT: Record<BasicColor, { kind: AttackKind; el: Element; basic: number; powered: number }> = {
	blue: { kind: 'melee', el: 'ice', basic: 8, powered: 11 },
	red: { kind: 'melee', el: 'coldFire', basic: 7, powered: 10 },
	white: { kind: 'ranged', el: 'ice', basic: 6, powered: 9 },
	green: { kind: 'siege', el: 'ice', basic: 5, powered: 8 }
};
const BOLT_COLORS: BasicColor[] = ['blue', 'red', 'white', 'green'];

/** Queues the core's mana payment; the attack is applied by the core once paid. */
function payForBolt(s: MkState, seat: number, color: BasicColor, how: 'basic' | 'powered'): void {
	const b = BOLT[color];
	const effect: Effect = { k: 'attack', n: how === 'powered' ? b.powered : b.basic, kind: b.kind, el: b.el };
	s.tasks.unshift({ t: 'payMana', seat, need: [color], then: { k: 'effect', effect, src: how === 'powered' ? 'mana-thunderbolt' : 'mana-bolt' } });
}

/** Whether a combat special can be played now (for the core's `effectUsable`). */
export function combatSpecialUsable(s: MkState, id: string, how: 'basic' | 'powered'): boolean {
	const c = s.combat;
	if (!c || !(id in COMBAT_SPECIALS)) return false;
	const alive = c.enemies.some((e) => !e.defeated);
	if (!alive) return false;
	switch (id) {
		case 'tornado':
		case 'disintegrate':
			return c.phase === 'attack';
		case 'whirlwind':
		case 'demolish':
			return how === 'powered' ? c.phase === 'attack' : true;
		case 'ice-shield':
		case 'burning-shield':
		case 'exploding-shield':
		case 'guardsmen-block':
			return c.phase === 'block';
		case 'cold-toughness':
			return how === 'powered' ? c.phase === 'block' : c.phase === 'block' || c.phase === 'attack';
		case 'flame-wave':
			return c.phase === 'block' || c.phase === 'attack';
		case 'blood-rage':
			return c.phase === 'attack';
		case 'banner-of-fear':
			return how === 'powered' ? c.phase === 'ranged' || c.phase === 'block' : c.phase === 'block';
		case 'wings-of-night':
			return c.phase === 'ranged' || c.phase === 'block';
		default:
			return true;
	}
}

type PickEnemy = Extract<CombatTask, { t: 'pickEnemy' }>;
type CombatChoice = Extract<CombatTask, { t: 'combatChoice' }>;

/** Why `e` cannot be chosen for `purpose` (null when it can). */
export function pickBlocked(s: MkState, purpose: PickEnemyPurpose, e: CombatEnemy | undefined): Text | null {
	const c = s.combat;
	if (!c) return tx('Neprobíhá boj.', 'No combat is going on.');
	if (!e || e.defeated) return tx('Tento nepřítel v boji není.', 'This enemy is not in the combat.');
	const summoned = !!e.summoned;
	const f = summoned ? attackerOf(s, e) : foeOf(s, e);
	const n = enemyName(s, e.summoned?.id ?? e.token.id);
	if (summoned && !CANCELS.includes(purpose))
		return tx(`${n.cs}: přivolaný nepřítel, tento účinek na něj nepůsobí.`, `${n.en} is summoned: this effect does not reach it.`);
	const color = PURPOSE_COLOR[purpose];
	if (immuneTo(f, color)) {
		const el = color === 'red' ? tx('ohni', 'Fire') : tx('ledu', 'Ice');
		return tx(`${n.cs}: odolnost vůči ${el.cs}, účinek ${color === 'red' ? 'červené' : 'modré'} karty nezasáhne.`, `${n.en} resists ${el.en}: the ${color} card's effect cannot target it.`);
	}
	if ((purpose === 'tornado' || purpose === 'disintegrate') && c.phase !== 'attack')
		return tx('Zničit nepřítele lze jen ve fázi útoku.', 'An enemy can be destroyed only in the Attack phase.');
	if (purpose === 'notAttack' && f.fortified > 0)
		return tx(`${n.cs}: opevněný nepřítel, vybrat lze jen neopevněného.`, `${n.en} is fortified: only an unfortified enemy can be chosen.`);
	if (purpose === 'fearCancel' && c.phase !== 'block') return tx('Jen ve fázi blokování.', 'Only in the Block phase.');
	return null;
}

function armorCut(s: MkState, e: CombatEnemy, purpose: 'tremor' | 'earthquake', single: boolean): void {
	const fort = foeOf(s, e).fortified > 0;
	const n = single ? (purpose === 'earthquake' && fort ? 6 : 3) : purpose === 'earthquake' && fort ? 4 : 2;
	e.armorMinus = (e.armorMinus ?? 0) + n;
}

function applyPick(s: MkState, task: PickEnemy, e: CombatEnemy, ctx: StepContext): void {
	const c = s.combat!;
	const n = enemyName(s, e.summoned?.id ?? e.token.id);
	switch (task.purpose) {
		case 'tremor':
		case 'earthquake':
			armorCut(s, e, task.purpose, true);
			break;
		case 'expose':
			e.lostFortify = true;
			e.lostResist = ['physical', 'fire', 'ice'];
			break;
		case 'whirlwind':
		case 'notAttack':
			e.noAttack = true;
			break;
		case 'fearCancel':
			e.noAttack = true;
			gainFame(s, task.seat, 1, ctx);
			break;
		case 'chill':
			e.noAttack = true;
			if (!e.summoned && foeOf(s, e).resist.includes('fire')) e.lostResist = [...(e.lostResist ?? []), 'fire'];
			break;
		case 'lethalChill':
			e.noAttack = true;
			if (!e.summoned) e.armorMinus = (e.armorMinus ?? 0) + 4;
			break;
		case 'tornado':
			defeatEnemy(s, e, ctx);
			break;
		case 'disintegrate':
			defeatEnemy(s, e, ctx);
			for (const o of c.enemies) if (!o.defeated && !immuneTo(foeOf(s, o), 'red')) o.armorMinus = (o.armorMinus ?? 0) + 1;
			break;
	}
	if (c.blockTarget === e.token.uid && e.noAttack) c.blockTarget = null;
	ctx.log(tx(`Účinek na: ${n.cs}.`, `Effect on: ${n.en}.`));
}

function dropTask<T>(s: MkState, task: T): void {
	if ((s.tasks[0] as unknown) === task) s.tasks.shift();
	else s.tasks = s.tasks.filter((t) => (t as unknown) !== task);
}

export const PICK_ENEMY: DecisionHandler<MkState, PickEnemy, MkAction> = {
	candidates(s, task) {
		const out: MkAction[] = undefeated(s).map((e) => ({ a: 'pickEnemy', uid: e.token.uid }));
		if (task.all) out.push({ a: 'pickEnemy', all: true });
		return out;
	},
	validate(s, task, a) {
		if (a.a !== 'pickEnemy') return tx('Vyber nepřítele.', 'Choose an enemy.');
		if (!s.combat) return tx('Neprobíhá boj.', 'No combat is going on.');
		if ('all' in a) return task.all ? null : tx('Tento účinek působí jen na jednoho nepřítele.', 'This effect targets one enemy only.');
		return pickBlocked(s, task.purpose, enemyOf(s.combat, a.uid));
	},
	perform(s, task, a, ctx) {
		if (a.a !== 'pickEnemy') return;
		dropTask(s, task);
		if ('all' in a) {
			for (const e of undefeated(s)) if (!e.summoned && !immuneTo(foeOf(s, e), PURPOSE_COLOR[task.purpose]))
				armorCut(s, e, task.purpose === 'earthquake' ? 'earthquake' : 'tremor', false);
			ctx.log(tx('Účinek na všechny nepřátele.', 'Effect on every enemy.'));
		} else applyPick(s, task, enemyOf(s.combat!, a.uid)!, ctx);
		endIfAllDefeated(s, ctx);
	},
	/** No enemy can be chosen: the effect is lost. */
	auto(s, task, ctx) {
		const any = !!s.combat && (task.all || undefeated(s).some((e) => pickBlocked(s, task.purpose, e) === null));
		if (any) return false;
		dropTask(s, task);
		ctx.log(tx('Žádného nepřítele nelze vybrat: účinek propadá.', 'No enemy can be chosen: the effect is lost.'));
		return true;
	},
	single: true
};

/** The options of a combat choice, as texts (index = action `i`). */
export function choiceOptions(task: Pick<CombatChoice, 'purpose' | 'how'>): Text[] {
	switch (task.purpose) {
		case 'massExpose':
			return [tx('Všichni nepřátelé ztrácejí opevnění', 'All enemies lose fortifications'), tx('Všichni nepřátelé ztrácejí odolnosti', 'All enemies lose resistances')];
		case 'bloodRage': {
			const [a, b] = task.how === 'powered' ? [4, 9] : [2, 5];
			return [tx(`Útok ${a}`, `Attack ${a}`), tx(`Vezmi si zranění: útok ${b}`, `Take a Wound: Attack ${b}`)];
		}
		case 'manaBolt':
			return BOLT_COLORS.map((col) => {
				const b = BOLT[col];
				const v = task.how === 'powered' ? b.powered : b.basic;
				const kcs = b.kind === 'ranged' ? 'střelecký ' : b.kind === 'siege' ? 'obléhací ' : '';
				const ken = b.kind === 'ranged' ? 'Ranged ' : b.kind === 'siege' ? 'Siege ' : '';
				const ecs = b.el === 'coldFire' ? 'útok ledovým ohněm' : 'ledový útok';
				const een = b.el === 'coldFire' ? 'Cold Fire Attack' : 'Ice Attack';
				return tx(`${MANA_CS[col]}: ${kcs}${ecs} ${v}`, `${col}: ${ken}${een} ${v}`);
			});
	}
}

export const COMBAT_CHOICE: DecisionHandler<MkState, CombatChoice, MkAction> = {
	candidates(s, task) {
		return choiceOptions(task).map((_, i) => ({ a: 'combatChoose', i }));
	},
	validate(s, task, a) {
		if (a.a !== 'combatChoose' || !Number.isInteger(a.i) || a.i < 0 || a.i >= choiceOptions(task).length)
			return tx('Vyber jednu z možností.', 'Choose one of the options.');
		return null;
	},
	perform(s, task, a, ctx) {
		if (a.a !== 'combatChoose') return;
		dropTask(s, task);
		const c = s.combat;
		switch (task.purpose) {
			case 'massExpose':
				if (!c) return;
				for (const e of c.enemies) {
					if (e.defeated) continue;
					if (a.i === 0) e.lostFortify = true;
					else e.lostResist = ['physical', 'fire', 'ice'];
				}
				break;
			case 'bloodRage': {
				const [low, high] = task.how === 'powered' ? [4, 9] : [2, 5];
				if (a.i === 1) {
					const got = takeWounds(s, task.seat, 1, ctx);
					if (c) c.wounds += got;
					checkKnockOut(s, ctx);
				}
				addAttack(s, a.i === 1 ? high : low, 'melee', 'physical');
				break;
			}
			case 'manaBolt':
				payForBolt(s, task.seat, BOLT_COLORS[a.i], task.how);
				break;
		}
		ctx.log(choiceOptions(task)[a.i]);
	}
};

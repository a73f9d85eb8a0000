/**
 * The interpreter of the card data language (data/types.ts): gains, Production yields, building
 * (bonus, immediate production, build-trigger Features), razing, and activating Action Locations.
 * Functions that may need a later decision return the tasks to queue (draws, picks).
 */
import { cloneData, type StepContext, type Text } from '$lib/engine';
import { gainText, type CardInfo } from './data';
import { GOODS, type Gain, type Yield } from './data/types';
import { colorCount, controlled, controllerOf, findLoc, samuraiCount } from './empire';
import { takeOut } from './takeout';
import { canPay, missing, pay, scaled } from './goods';
import { discardCard } from './piles';
import { purposeOf } from './purposes';
import { actionOf } from './content';
import { tx } from './text';
import type { IsState, PickTask, Task } from './types';
import { cardOf } from './cards';

/** Gains goods and VP at once; cards become draw tasks (returned). */
export function gainItems(s: IsState, seat: number, g: Gain): Task[] {
	const p = s.players[seat];
	for (const good of GOODS) if (g[good]) p.goods[good] += g[good]!;
	if (g.vp) p.vp += g.vp;
	const tasks: Task[] = [];
	if (g.card) tasks.push({ t: 'draw', seat, n: g.card, deck: 'any' });
	if (g.commonCard) tasks.push({ t: 'draw', seat, n: g.commonCard, deck: 'common' });
	if (g.factionCard) tasks.push({ t: 'draw', seat, n: g.factionCard, deck: 'faction' });
	return tasks;
}

export function applyYields(s: IsState, seat: number, yields: Yield[], src: string): Task[] {
	const tasks: Task[] = [];
	for (const y of yields) {
		switch (y.k) {
			case 'gain':
				tasks.push(...gainItems(s, seat, y.gain));
				break;
			case 'perColor':
				tasks.push(...gainItems(s, seat, { [y.item]: Math.min(y.max, colorCount(s, seat, y.color)) }));
				break;
			case 'perSamurai':
				tasks.push(...gainItems(s, seat, { [y.item]: Math.min(y.max, samuraiCount(s, seat)) }));
				break;
			case 'oneOf':
				tasks.push({ t: 'oneOf', seat, of: y.of });
				break;
			case 'copyProduction':
				tasks.push({ t: 'pick', seat, purpose: 'copyProduction', src });
				break;
			case 'samurai':
				tasks.push({ t: 'pick', seat, purpose: 'samurai', src, left: y.n });
				break;
			case 'perForeign': {
				// SEED l.39–43: your Locations of the other factions (conquered ones).
				const own = s.players[seat].faction;
				const n = controlled(s, seat).filter((x) => !['common', own].includes(cardOf(s, x.loc.id).deck)).length;
				tasks.push(...gainItems(s, seat, { [y.item]: y.steps.filter((k) => n >= k).length }));
				break;
			}
		}
	}
	return tasks;
}

/** A Production Location produces for `seat` (its controller). */
export const produce = (s: IsState, seat: number, id: string): Task[] => applyYields(s, seat, cardOf(s, id).production ?? [], id);

/**
 * Places a paid card into `seat`'s Empire (RB p.8): its building bonus, a Production Location
 * produces at once, then every build-trigger Feature working for `seat` whose colour the new
 * Location has (the new card counts itself, RB p.11).
 */
export function build(s: IsState, seat: number, id: string, ctx: StepContext): Task[] {
	const c = cardOf(s, id);
	s.players[seat].empire.push({ id, used: 0, defence: 0, samurai: false });
	ctx.log(tx(`{${seat}} staví ${c.name.cs}.`, `{${seat}} built ${c.name.en}.`));
	const tasks: Task[] = [];
	if (c.bonus) tasks.push(...applyYields(s, seat, c.bonus, id));
	if (c.kind === 'production') tasks.push(...produce(s, seat, id));
	for (const f of controlled(s, seat))
		for (const feat of cardOf(s, f.loc.id).feature ?? []) if (feat.k === 'onBuild' && c.colors.includes(feat.color)) tasks.push(...gainItems(s, seat, feat.gain));
	return tasks;
}

/** Features that reward razing (Gallows) for the seat who razed. */
export function onRaze(s: IsState, seat: number): Task[] {
	const tasks: Task[] = [];
	for (const f of controlled(s, seat)) for (const feat of cardOf(s, f.loc.id).feature ?? []) if (feat.k === 'onRaze') tasks.push(...gainItems(s, seat, feat.gain));
	return tasks;
}

/**
 * Razes a Location (RB p.9, p.11): the razer takes its raze field; a Japanese Faction Location
 * is discarded, any other becomes its owner's Foundation and the owner takes 1 wood (a
 * taken-over one: the Egyptian takes the wood and his token back, data §4.4).
 */
export function razeAt(s: IsState, razer: number, owner: number, id: string, ctx: StepContext): Task[] {
	const c = cardOf(s, id);
	const placed = findLoc(s, id)!;
	const ctl = controllerOf(placed);
	takeOut(s, owner, id, ctx);
	const tasks = gainItems(s, razer, c.raze ?? {});
	if (c.deck === 'japanese') discardCard(s, id);
	else {
		s.players[owner].foundations.push(id);
		s.players[ctl].goods.wood += 1;
	}
	ctx.log(tx(`{${razer}} boří lokaci ${c.name.cs} hráče {${owner}} a získává ${gainText(c.raze ?? {}).cs}.`, `{${razer}} razed {${owner}}'s ${c.name.en} and gained ${gainText(c.raze ?? {}).en}.`));
	tasks.push(...onRaze(s, razer));
	return tasks;
}


/** Whether a pick would have an answer in this position (the moves' `pickOptions`, variants included). */
export type HasTarget = (s: IsState, task: PickTask) => boolean;

/**
 * Why `seat` cannot activate Location `id` `times` times now (null when he can). `copy`: through
 * Acting Troupe (the card's own limit is not used up). The effect must have a target after paying
 * (`hasTarget`: the picks live a layer above these rules, so they are passed in).
 */
export function activationProblem(s: IsState, seat: number, id: string, times: number, hasTarget: HasTarget, copy = false): Text | null {
	const placed = findLoc(s, id);
	if (!placed || controllerOf(placed) !== seat) return tx('Tato lokace ti nepatří.', 'This Location is not yours.');
	// SEED l.17–25 (data §4.4): a Location left neutral by a conquered Temple of Ra works for nobody.
	if (placed.loc.neutral) return tx(`${cardOf(s, id).name.cs} je neutrální: nikdo ji nemůže použít.`, `${cardOf(s, id).name.en} is neutral: nobody can use it.`);
	const c: CardInfo = cardOf(s, id);
	const spec = actionOf(s, id);
	if (c.kind !== 'action' || !spec) return tx(`${c.name.cs} není akční lokace.`, `${c.name.en} is not an Action Location.`);
	if (!Number.isInteger(times) || times < 1 || times > spec.limit)
		return tx(`${c.name.cs} lze aktivovat nejvýš ${spec.limit}× za kolo.`, `${c.name.en} can be activated at most ${spec.limit}× a round.`);
	if (!copy && placed.loc.used + times > spec.limit)
		return tx(`${c.name.cs} už bylo v tomto kole použito (${placed.loc.used}/${spec.limit}).`, `${c.name.en} was already used this round (${placed.loc.used}/${spec.limit}).`);
	const p = s.players[seat];
	const cost = scaled(spec.pay, times);
	if (!canPay(p.goods, cost)) {
		const m = gainText(missing(p.goods, cost));
		return tx(`Na aktivaci chybí ${m.cs}.`, `Activation needs ${m.en} more.`);
	}
	if (spec.discardCard && p.hand.length < times) return tx('Nemáš v ruce kartu k odhození.', 'You have no card in hand to discard.');
	if (spec.discardDeal && p.deals.length < times) return tx('Nemáš dohodu k odhození.', 'You have no Deal to discard.');
	const purpose = purposeOf(spec.effect);
	if (purpose) {
		const t = cloneData(s);
		pay(t.players[seat].goods, cost);
		if (!copy) findLoc(t, id)!.loc.used += times;
		if (!hasTarget(t, { t: 'pick', seat, purpose, src: id })) return tx(`${c.name.cs} teď nemá žádný cíl.`, `${c.name.en} has no target now.`);
	}
	return null;
}

/** Pays and queues the activation(s); validate with activationProblem first. */
export function activate(s: IsState, seat: number, id: string, times: number, ctx: StepContext, copy = false): Task[] {
	const placed = findLoc(s, id)!;
	const c = cardOf(s, id);
	const spec = actionOf(s, id)!;
	pay(s.players[seat].goods, scaled(spec.pay, times));
	if (!copy) placed.loc.used += times;
	ctx.log(tx(`{${seat}} aktivuje ${c.name.cs}${times > 1 ? ` ${times}×` : ''}.`, `{${seat}} activated ${c.name.en}${times > 1 ? ` ${times}×` : ''}.`));
	const tasks: Task[] = [];
	for (let i = 0; i < times; i++) {
		if (spec.discardCard) tasks.push({ t: 'pick', seat, purpose: 'discardCard', src: id });
		if (spec.discardDeal) tasks.push({ t: 'pick', seat, purpose: 'discardDeal', src: id });
		tasks.push({ t: 'effect', by: seat, src: id });
	}
	return tasks;
}

/** Expansion: a Fortress's development (its `fortify` action, SEED l.1–16): +1 level. */
export function fortify(s: IsState, seat: number, id: string, ctx: StepContext): Task[] {
	const l = findLoc(s, id)!.loc;
	l.level = (l.level ?? 0) + 1;
	ctx.log(tx(`{${seat}}: ${cardOf(s, id).name.cs} má opevnění ${l.level}.`, `{${seat}}: ${cardOf(s, id).name.en} is at fortification level ${l.level}.`));
	return [];
}

/** One activation's effect (the `effect` task). */
export function runEffect(s: IsState, seat: number, src: string, ctx: StepContext): Task[] {
	const e = actionOf(s, src)!.effect;
	if (e.k === 'gain') return gainItems(s, seat, e.gain);
	if (e.k === 'fortify') return fortify(s, seat, src, ctx);
	if (e.k === 'placeholder') return gainItems(s, seat, { vp: 1 });
	const purpose = purposeOf(e);
	return purpose ? [{ t: 'pick', seat, purpose, src }] : [];
}

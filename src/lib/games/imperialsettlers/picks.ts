/**
 * The `pick` decision: the target of an effect (which Location, Deal, card or good), one small
 * list per purpose. Its options are the single source of legality; a pick with no option left
 * resolves to nothing (activations check for a target before they are paid).
 */
import type { DecisionHandler, StepContext } from '$lib/engine';

import { RESOURCES, type Item } from './data/types';
import { activate, activationProblem, build, gainItems, produce, razeAt } from './effects';
import { controlled, enemyLocs, findLoc, guardCount, ofKind, razeable } from './empire';
import { takeOut } from './takeout';
import { canPay, pay } from './goods';
import { canDraw, discardCard, showHeld } from './piles';
import { isFortress } from './fortress';
import { tx } from './text';
import type { IsAction, IsState, PickAction, PickTask, Task } from './types';
import { pickOwner, type IsVariant, type VariantsOf } from './variant';
import { cardOf } from './cards';

const opt = (o: Omit<PickAction, 'a'>): PickAction => ({ a: 'pick', ...o });
const sameKey = (a: PickAction) => JSON.stringify([a.id ?? null, a.seat ?? null, a.i ?? null, a.item ?? null]);

/** Every legal answer of a pick now: the base ones, then each variant's (the solo modes, the expansion). */
export function pickOptions(s: IsState, task: PickTask, vs: readonly IsVariant[]): PickAction[] {
	const out = basePickOptions(s, task, vs);
	for (const v of vs) if (v.pick) out.push(...v.pick.options(s, task));
	return out;
}

function basePickOptions(s: IsState, task: PickTask, vs: readonly IsVariant[]): PickAction[] {
	const seat = task.seat;
	const p = s.players[seat];
	const mine = controlled(s, seat);
	const own = p.empire.filter((l) => l.ctl === undefined);
	const enemies = () => s.players.flatMap((q, o) => (o === seat || q.passed ? [] : [o]));
	switch (task.purpose) {
		case 'reproduce':
			return ofKind(s, mine, 'production').map((x) => opt({ id: x.loc.id }));
		case 'copyProduction':
			return ofKind(s, mine, 'production')
				.filter((x) => x.loc.id !== task.src && !cardOf(s, x.loc.id).production?.some((y) => y.k === 'copyProduction'))
				.map((x) => opt({ id: x.loc.id }));
		case 'dealAgain':
		case 'discardDeal':
			return p.deals.map((_, i) => opt({ i }));
		case 'discardCard':
		case 'sanctuary':
			return [...new Set(p.hand)].map((id) => opt({ id }));
		case 'settlers':
			return p.hand.filter((id) => cardOf(s, id).deck !== 'common' && canPay(p.goods, cardOf(s, id).cost)).map((id) => opt({ id }));
		case 'copyAction':
			// A Fortress's development is its own once-a-round action: Acting Troupe cannot copy it [decision].
			return ofKind(s, mine, 'action')
				.filter((x) => x.loc.id !== task.src && !['copyAction', 'fortify'].includes(cardOf(s, x.loc.id).action!.effect.k) && !activationProblem(s, seat, x.loc.id, 1, (t, pick) => pickOptions(t, pick, vs).length > 0, true))
				.map((x) => opt({ id: x.loc.id }));
		case 'steal':
			return enemies().flatMap((o) => RESOURCES.filter((r) => s.players[o].goods[r] > 0).map((r) => opt({ seat: o, item: r })));
		case 'razeEnemy':
			return enemyLocs(s, seat)
				.filter((x) => razeable(s, x.loc) && p.goods.raze >= guardCount(x.loc))
				.map((x) => opt({ seat: x.owner, id: x.loc.id }));
		case 'razeEnemyFree':
		case 'removeEnemy':
			return enemyLocs(s, seat)
				.filter((x) => razeable(s, x.loc))
				.map((x) => opt({ seat: x.owner, id: x.loc.id }));
		case 'pack':
			return enemyLocs(s, seat).flatMap((x) => {
				const raze = cardOf(s, x.loc.id).raze ?? {};
				return (Object.keys(raze) as Item[]).filter((i) => (raze[i] ?? 0) > 0).map((item) => opt({ seat: x.owner, id: x.loc.id, item }));
			});
		case 'razeOwn':
			return own.filter((l) => razeable(s, l)).map((l) => opt({ id: l.id }));
		case 'stealDeal':
			return enemies().flatMap((o) => s.players[o].deals.flatMap((d, i) => (d.host ? [] : [opt({ seat: o, i })])));
		case 'discardEnemyDeal':
			return enemies().flatMap((o) => s.players[o].deals.map((_, i) => opt({ seat: o, i })));
		case 'negotiator':
			return p.deals.flatMap((d, i) => (!d.host && canPay(p.goods, cardOf(s, d.card).cost) ? [opt({ i })] : []));
		case 'takeOver':
			if (p.tokens < 1) return [];
			return enemyLocs(s, seat)
				.filter((x) => x.loc.ctl === undefined && cardOf(s, x.loc.id).deck === 'common')
				.map((x) => opt({ seat: x.owner, id: x.loc.id }));
		case 'tradeRouteCard':
			return [...new Set(p.hand.filter((id) => cardOf(s, id).deck !== 'common'))].map((id) => opt({ id }));
		case 'tradeRouteHost': {
			const hosted = new Set(s.players.flatMap((q) => q.deals.flatMap((d) => (d.host ? [d.host.loc] : []))));
			return enemyLocs(s, seat)
				.filter((x) => x.loc.ctl === undefined && !hosted.has(x.loc.id) && !isFortress(x.loc.id))
				.map((x) => opt({ seat: x.owner, id: x.loc.id }));
		}
		case 'samurai':
			return own.filter((l) => !l.samurai && cardOf(s, l.id).deck === 'japanese').map((l) => opt({ id: l.id }));
		case 'worker': {
			const items: Item[] = [...RESOURCES];
			if (canDraw(s, 'common') || canDraw(s, p.faction)) items.push('card');
			return items.map((item) => opt({ item }));
		}
		default:
			return [];
	}
}

function performPick(s: IsState, task: PickTask, a: PickAction, ctx: StepContext, vs: readonly IsVariant[]): Task[] {
	const seat = task.seat;
	const owner = pickOwner(vs, task, a);
	if (owner) return owner.perform(s, task, a, ctx);
	const p = s.players[seat];
	const fromHand = (id: string) => p.hand.splice(p.hand.indexOf(id), 1);
	switch (task.purpose) {
		case 'reproduce':
		case 'copyProduction':
			ctx.log(tx(`${cardOf(s, a.id!).name.cs} vyrábí znovu.`, `${cardOf(s, a.id!).name.en} produces again.`));
			return produce(s, seat, a.id!);
		case 'dealAgain':
			return gainItems(s, seat, { [cardOf(s, p.deals[a.i!].card).deal!]: 1 });
		case 'discardDeal': {
			const [d] = p.deals.splice(a.i!, 1);
			discardCard(s, d.card);
			showHeld(s, ctx);
			return [];
		}
		case 'discardCard':
			fromHand(a.id!);
			discardCard(s, a.id!);
			showHeld(s, ctx);
			return [];
		case 'settlers':
			fromHand(a.id!);
			showHeld(s, ctx);
			pay(p.goods, cardOf(s, a.id!).cost);
			return build(s, seat, a.id!, ctx);
		case 'copyAction':
			return activate(s, seat, a.id!, 1, ctx, true);
		case 'steal':
			s.players[a.seat!].goods[a.item as 'wood']--;
			p.goods[a.item as 'wood']++;
			ctx.log(tx(`{${seat}} bere hráči {${a.seat}} 1 surovinu.`, `{${seat}} took 1 Resource from {${a.seat}}.`));
			return [];
		case 'razeEnemy': {
			p.goods.raze -= guardCount(findLoc(s, a.id!)!.loc);
			return razeAt(s, seat, a.seat!, a.id!, ctx);
		}
		case 'razeEnemyFree':
			return razeAt(s, seat, a.seat!, a.id!, ctx);
		case 'removeEnemy':
			takeOut(s, a.seat!, a.id!, ctx);
			discardCard(s, a.id!);
			ctx.log(tx(`{${seat}} odstraňuje lokaci ${cardOf(s, a.id!).name.cs} hráče {${a.seat}}.`, `{${seat}} removed {${a.seat}}'s ${cardOf(s, a.id!).name.en}.`));
			return [];
		case 'pack':
			return gainItems(s, seat, { [a.item!]: 1 });
		case 'razeOwn':
			return razeAt(s, seat, seat, a.id!, ctx);
		case 'stealDeal': {
			const [d] = s.players[a.seat!].deals.splice(a.i!, 1);
			p.deals.push(d);
			ctx.reveal(); // the face-down Deal card is now in the taker's view
			ctx.log(tx(`{${seat}} přebírá dohodu hráče {${a.seat}}.`, `{${seat}} took a Deal of {${a.seat}}.`));
			return [];
		}
		case 'discardEnemyDeal': {
			const [d] = s.players[a.seat!].deals.splice(a.i!, 1);
			discardCard(s, d.card);
			ctx.reveal(); // the face-down Deal card goes face up on the discard pile
			ctx.log(tx(`{${seat}} ruší dohodu hráče {${a.seat}}.`, `{${seat}} cancelled a Deal of {${a.seat}}.`));
			return [];
		}
		case 'negotiator': {
			const [d] = p.deals.splice(a.i!, 1);
			showHeld(s, ctx);
			pay(p.goods, cardOf(s, d.card).cost);
			return build(s, seat, d.card, ctx);
		}
		case 'sanctuary':
			fromHand(a.id!);
			p.foundations.push(a.id!);
			p.goods.stone += 1;
			return [];
		case 'takeOver':
			findLoc(s, a.id!)!.loc.ctl = seat;
			p.tokens--;
			ctx.log(tx(`{${seat}} přebírá lokaci ${cardOf(s, a.id!).name.cs} hráče {${a.seat}}.`, `{${seat}} took over {${a.seat}}'s ${cardOf(s, a.id!).name.en}.`));
			return [];
		case 'tradeRouteCard':
			return [{ t: 'pick', seat, purpose: 'tradeRouteHost', src: task.src, card: a.id }];
		case 'tradeRouteHost': {
			const id = task.card!;
			fromHand(id);
			p.deals.push({ card: id, host: { seat: a.seat!, loc: a.id! } });
			ctx.log(tx(`{${seat}} uzavírá dohodu s lokací hráče {${a.seat}}.`, `{${seat}} made a Deal with a Location of {${a.seat}}.`));
			return gainItems(s, seat, { [cardOf(s, id).deal!]: 1 });
		}
		case 'samurai': {
			findLoc(s, a.id!)!.loc.samurai = true;
			const left = (task.left ?? 1) - 1;
			return left > 0 ? [{ ...task, left }] : [];
		}
		case 'worker':
			return gainItems(s, seat, { [a.item!]: 1 });
		default:
			return [];
	}
}

/** The `pick` decision of a match whose variants `variantsOf` names. */
export const pickHandler = (variantsOf: VariantsOf): DecisionHandler<IsState, PickTask, IsAction> => ({
	candidates: (s, task) => pickOptions(s, task, variantsOf(s)),
	validate(s, task, a) {
		if (a.a !== 'pick') return tx('Teď vyber jednu z nabízených možností.', 'Choose one of the offered options now.');
		const key = sameKey(a);
		if (!pickOptions(s, task, variantsOf(s)).some((o) => sameKey(o) === key)) return tx('Tuto možnost teď nelze zvolit.', 'This option cannot be chosen now.');
		return null;
	},
	perform(s, task, a, ctx) {
		if (a.a !== 'pick') return;
		s.tasks.shift();
		s.tasks.unshift(...performPick(s, task, a, ctx, variantsOf(s)));
	},
	auto(s, task, ctx) {
		if (pickOptions(s, task, variantsOf(s)).length) return false;
		s.tasks.shift();
		if (task.purpose === 'samurai') ctx.log(tx(`{${task.seat}}: samuraj nemá kam jít a propadá.`, `{${task.seat}}: a Samurai has nowhere to go and is lost.`));
		return true;
	}
});

/**
 * The Action phase turn (RB p.7–10; data §3): exactly one action — build, make a Deal, raze a
 * card from hand, raze an enemy Location, activate an Action Location, spend Workers in pairs —
 * or pass; placing Samurai (Japanese) and a Defence token are free steps of the same turn.
 */
import type { DecisionHandler, StepContext, Text } from '$lib/engine';
import { gainText } from './data';
import { activate, activationProblem, build, gainItems, onRaze, razeAt } from './effects';
import { controlled, enemyLocs, findLoc, ofKind, razeable, razeCost } from './empire';
import { takeOut } from './takeout';
import { canPay, missing, pay } from './goods';
import { discardCard, showHeld } from './piles';
import { pickOptions } from './picks';
import { tx } from './text';
import type { IsAction, IsState, Task } from './types';
import { VIRTUAL } from './types';
import { turnOwner, type IsVariant, type VariantsOf } from './variant';
import { cardOf } from './cards';

type TurnTask = Extract<Task, { t: 'turn' }>;
type PayLTask = Extract<Task, { t: 'payL' }>;

const inHand = (s: IsState, seat: number, id: unknown): id is string => typeof id === 'string' && s.players[seat].hand.includes(id);
const NOT_IN_HAND = tx('Tuto kartu nemáš v ruce.', 'You do not hold this card.');

/** Own Locations (not taken over) and Foundations that can pay a Location part. */
export function lOptions(s: IsState, seat: number): IsAction[] {
	const p = s.players[seat];
	return [
		...p.empire.filter((l) => l.ctl === undefined).map((l): IsAction => ({ a: 'l', from: 'loc', id: l.id })),
		...[...new Set(p.foundations)].map((id): IsAction => ({ a: 'l', from: 'foundation', id }))
	];
}

function buildProblem(s: IsState, seat: number, id: unknown): Text | null {
	if (!inHand(s, seat, id)) return NOT_IN_HAND;
	const c = cardOf(s, id);
	const p = s.players[seat];
	if (!canPay(p.goods, c.cost)) {
		const m = gainText(missing(p.goods, c.cost));
		return tx(`Na stavbu ${c.name.cs} chybí ${m.cs}.`, `Building ${c.name.en} needs ${m.en} more.`);
	}
	if (c.needsL && !lOptions(s, seat).length)
		return tx(`${c.name.cs} se staví na místě jiné lokace nebo základů a ty žádné nemáš.`, `${c.name.en} needs an own Location or Foundation to discard, and you have none.`);
	return null;
}

function targetProblem(s: IsState, seat: number, a: { seat: number; loc: string }): Text | null {
	const t = enemyLocs(s, seat).find((x) => x.owner === a.seat && x.loc.id === a.loc);
	if (!t) {
		const placed = typeof a.loc === 'string' ? findLoc(s, a.loc) : null;
		if (placed && s.players[placed.owner].passed) return tx(`{${placed.owner}} už pasuje: na tuto říši nelze útočit.`, `{${placed.owner}} has passed and cannot be targeted.`);
		return tx('To není lokace soupeře, na kterou lze zaútočit.', 'That is not an enemy Location you can target.');
	}
	if (!razeable(s, t.loc)) {
		const c = cardOf(s, t.loc.id);
		return c.raze ? tx(`${c.name.cs} lze zbořit jen pod ochranou samuraje.`, `${c.name.en} can only be razed when a Samurai guards it.`) : tx(`${c.name.cs} nelze zbořit.`, `${c.name.en} cannot be razed.`);
	}
	const need = razeCost(t.loc);
	if (s.players[seat].goods.raze < need) return tx(`Zboření stojí ${need} žetony boření, máš ${s.players[seat].goods.raze}.`, `Razing it costs ${need} Raze tokens, you have ${s.players[seat].goods.raze}.`);
	return null;
}

// What an action no variant of this match owns gets (the solo modes and the expansion own these).
const NO_VIRTUAL_RAZE = tx('To není lokace virtuálního hráče, kterou lze zbořit.', 'That is not a Location of the virtual player you can raze.');
const NO_VIRTUAL_CONQUEST = tx('Lokace virtuálního hráče lze dobývat jen v sólu s dobýváním.', 'Only solo conquest lets you conquer the virtual player’s cards.');
const NO_EXPANSION = tx('Dobývání a zteč patří k rozšíření, které se v této partii nehraje.', 'Conquest and Siege belong to the expansion, which this match does not use.');

function problem(s: IsState, seat: number, a: IsAction, vs: readonly IsVariant[]): Text | null {
	const owner = turnOwner(vs, a);
	if (owner) return owner.problem(s, seat, a);
	const p = s.players[seat];
	switch (a.a) {
		case 'build':
			return buildProblem(s, seat, a.card);
		case 'deal':
			if (!inHand(s, seat, a.card)) return NOT_IN_HAND;
			if (cardOf(s, a.card).deck === 'common') return tx('Dohodu lze uzavřít jen s frakční kartou.', 'Only a Faction card can be made a Deal.');
			if (!canPay(p.goods, { food: 1 })) return tx('Dohoda stojí 1 jídlo a ty žádné nemáš.', 'A Deal costs 1 food and you have none.');
			return null;
		case 'razeHand':
			if (!inHand(s, seat, a.card)) return NOT_IN_HAND;
			if (!cardOf(s, a.card).raze) return tx(`${cardOf(s, a.card).name.cs} nemá pole boření.`, `${cardOf(s, a.card).name.en} has no raze field.`);
			if (p.goods.raze < 1) return tx('Boření karty z ruky stojí 1 žeton boření.', 'Razing a card from hand costs 1 Raze token.');
			return null;
		case 'razeEnemy':
			return a.seat === VIRTUAL ? NO_VIRTUAL_RAZE : targetProblem(s, seat, a);
		case 'siege':
		case 'conquer':
			return a.a === 'conquer' && a.seat === VIRTUAL ? NO_VIRTUAL_CONQUEST : NO_EXPANSION;
		case 'activate':
			return typeof a.loc === 'string' && typeof a.times === 'number'
				? activationProblem(s, seat, a.loc, a.times, (t, pick) => pickOptions(t, pick, vs).length > 0)
				: tx('Neplatná aktivace.', 'Malformed activation.');
		case 'workers':
			if (!Number.isInteger(a.n) || a.n < 1) return tx('Vyměň aspoň jednu dvojici dělníků.', 'Exchange at least one pair of workers.');
			if (p.goods.worker < 2 * a.n) return tx(`${a.n} dvojic potřebuje ${2 * a.n} dělníků, máš ${p.goods.worker}.`, `${a.n} pairs need ${2 * a.n} workers, you have ${p.goods.worker}.`);
			return null;
		case 'pass':
			return null;
		case 'samurai': {
			if (p.faction !== 'japanese') return tx('Samuraje mají jen Japonci.', 'Only the Japanese have Samurai.');
			const l = p.empire.find((x) => x.id === a.loc);
			// Samurai guard Japanese Faction Locations (RB p.11), not another faction's conquered one [decision].
			if (!l || l.ctl !== undefined || cardOf(s, l.id).deck !== 'japanese') return tx('Samuraj může střežit jen tvou japonskou frakční lokaci.', 'A Samurai can only guard your own Japanese Faction Location.');
			if (l.samurai) return tx('Tuto lokaci už samuraj střeží.', 'A Samurai already guards this Location.');
			if (p.goods.worker < 1) return tx('Samuraj stojí 1 dělníka.', 'A Samurai costs 1 worker.');
			return null;
		}
		case 'defence': {
			if (p.goods.defence < 1) return tx('Nemáš obranný žeton.', 'You have no Defence token.');
			const l = p.empire.find((x) => x.id === a.loc);
			if (!l || l.ctl !== undefined || cardOf(s, l.id).deck !== 'common') return tx('Obranný žeton patří jen na tvou obecnou lokaci.', 'A Defence token goes only on your own Common Location.');
			if (l.defence > 0) return tx('Na této lokaci už obranný žeton je.', 'This Location already has a Defence token.');
			return null;
		}
		default:
			return tx('Teď je na řadě tvůj tah: stavba, dohoda, boření, aktivace, dělníci nebo pas.', 'It is your turn: build, Deal, raze, activate, workers or pass.');
	}
}

function perform(s: IsState, seat: number, a: IsAction, ctx: StepContext, vs: readonly IsVariant[]): void {
	const p = s.players[seat];
	const fromHand = (id: string) => p.hand.splice(p.hand.indexOf(id), 1);
	// Free steps keep the turn.
	if (a.a === 'samurai') {
		p.goods.worker--;
		p.empire.find((x) => x.id === a.loc)!.samurai = true;
		ctx.log(tx(`{${seat}} staví samuraje k lokaci ${cardOf(s, a.loc).name.cs}.`, `{${seat}} placed a Samurai at ${cardOf(s, a.loc).name.en}.`));
		return;
	}
	if (a.a === 'defence') {
		p.goods.defence--;
		p.empire.find((x) => x.id === a.loc)!.defence++;
		ctx.log(tx(`{${seat}} pokládá obranný žeton na ${cardOf(s, a.loc).name.cs}.`, `{${seat}} put a Defence token on ${cardOf(s, a.loc).name.en}.`));
		return;
	}
	s.tasks.shift();
	const owner = turnOwner(vs, a);
	if (owner) {
		s.tasks.unshift(...owner.perform(s, seat, a, ctx), { t: 'nextTurn', from: seat });
		return;
	}
	let follow: Task[] = [];
	switch (a.a) {
		case 'build': {
			const c = cardOf(s, a.card);
			if (c.needsL) follow = [{ t: 'payL', seat, card: a.card }];
			else {
				pay(p.goods, c.cost);
				fromHand(a.card);
				showHeld(s, ctx);
				follow = build(s, seat, a.card, ctx);
			}
			break;
		}
		case 'deal': {
			pay(p.goods, { food: 1 });
			fromHand(a.card);
			p.deals.push({ card: a.card });
			// RB p.9: the card lies under the faction board with only its Deal field showing: the others read the good, never the card (view.ts).
			const good = gainText({ [cardOf(s, a.card).deal!]: 1 });
			ctx.log(
				tx(`{${seat}} uzavírá dohodu (${cardOf(s, a.card).name.cs}, ${good.cs}).`, `{${seat}} made a Deal (${cardOf(s, a.card).name.en}, ${good.en}).`),
				[seat],
				tx(`{${seat}} uzavírá dohodu (${good.cs}).`, `{${seat}} made a Deal (${good.en}).`)
			);
			follow = gainItems(s, seat, { [cardOf(s, a.card).deal!]: 1 });
			break;
		}
		case 'razeHand': {
			p.goods.raze--;
			fromHand(a.card);
			discardCard(s, a.card);
			showHeld(s, ctx);
			const c = cardOf(s, a.card);
			ctx.log(tx(`{${seat}} boří z ruky ${c.name.cs} a získává ${gainText(c.raze!).cs}.`, `{${seat}} razed ${c.name.en} from hand and gained ${gainText(c.raze!).en}.`));
			follow = [...gainItems(s, seat, c.raze!), ...onRaze(s, seat)];
			break;
		}
		case 'razeEnemy': {
			p.goods.raze -= razeCost(findLoc(s, a.loc)!.loc);
			follow = razeAt(s, seat, a.seat, a.loc, ctx);
			break;
		}
		case 'activate':
			follow = activate(s, seat, a.loc, a.times, ctx);
			break;
		case 'workers': {
			p.goods.worker -= 2 * a.n;
			ctx.log(tx(`{${seat}} vyměňuje ${a.n}× 2 dělníky.`, `{${seat}} exchanged ${a.n}× 2 workers.`));
			follow = Array.from({ length: a.n }, (): Task => ({ t: 'pick', seat, purpose: 'worker' }));
			// Oasis (RB p.11): every opponent with it gains 1 Worker per pair.
			s.players.forEach((_, o) => {
				if (o === seat) return;
				const oases = controlled(s, o).filter((x) => cardOf(s, x.loc.id).feature?.some((f) => f.k === 'oasis')).length;
				if (oases) s.players[o].goods.worker += oases * a.n;
			});
			break;
		}
		case 'pass':
			p.passed = true;
			ctx.log(tx(`{${seat}} pasuje.`, `{${seat}} passes.`));
			break;
	}
	s.tasks.unshift(...follow, { t: 'nextTurn', from: seat });
}

/** The Action-phase turn of a match whose variants `variantsOf` names. */
export const turnHandler = (variantsOf: VariantsOf): DecisionHandler<IsState, TurnTask, IsAction> => ({
	candidates(s, task) {
		const seat = task.seat;
		const p = s.players[seat];
		const hand = [...new Set(p.hand)];
		const out: IsAction[] = [];
		for (const id of hand) out.push({ a: 'build', card: id });
		for (const id of hand) if (cardOf(s, id).deck !== 'common') out.push({ a: 'deal', card: id });
		for (const id of hand) if (cardOf(s, id).raze) out.push({ a: 'razeHand', card: id });
		for (const x of enemyLocs(s, seat)) out.push({ a: 'razeEnemy', seat: x.owner, loc: x.loc.id });
		for (const v of variantsOf(s)) if (v.turn) out.push(...v.turn.actions(s, seat));
		for (const x of ofKind(s, controlled(s, seat), 'action')) for (let k = 1; k <= (cardOf(s, x.loc.id).action?.limit ?? 1); k++) out.push({ a: 'activate', loc: x.loc.id, times: k });
		for (let n = 1; 2 * n <= p.goods.worker; n++) out.push({ a: 'workers', n });
		for (const l of p.empire) {
			if (p.faction === 'japanese') out.push({ a: 'samurai', loc: l.id });
			out.push({ a: 'defence', loc: l.id });
		}
		out.push({ a: 'pass' });
		return out;
	},
	validate: (s, task, a) => problem(s, task.seat, a, variantsOf(s)),
	perform: (s, task, a, ctx) => perform(s, task.seat, a, ctx, variantsOf(s))
});

export const payLHandler: DecisionHandler<IsState, PayLTask, IsAction> = {
	candidates: (s, task) => lOptions(s, task.seat),
	validate(s, task, a) {
		if (a.a !== 'l' || (a.from !== 'loc' && a.from !== 'foundation')) return tx('Vyber lokaci nebo základy, které odhodíš.', 'Choose the Location or Foundation to discard.');
		const p = s.players[task.seat];
		if (a.from === 'foundation' ? !p.foundations.includes(a.id) : !p.empire.some((l) => l.id === a.id && l.ctl === undefined))
			return tx('Tuto lokaci ani základy nemáš.', 'You have no such Location or Foundation.');
		return null;
	},
	perform(s, task, a, ctx) {
		if (a.a !== 'l') return;
		const seat = task.seat;
		const p = s.players[seat];
		s.tasks.shift();
		if (a.from === 'foundation') p.foundations.splice(p.foundations.indexOf(a.id), 1);
		else takeOut(s, seat, a.id, ctx);
		discardCard(s, a.id);
		// The built card leaves the hand (and a Foundation, face down, goes face up onto the discards).
		showHeld(s, ctx);
		const c = cardOf(s, task.card);
		pay(p.goods, c.cost);
		p.hand.splice(p.hand.indexOf(task.card), 1);
		s.tasks.unshift(...build(s, seat, task.card, ctx));
	}
	// Not `single`: the player names the Foundation he discards (a hidden card that becomes public).
};

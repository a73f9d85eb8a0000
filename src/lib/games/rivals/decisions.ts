/**
 * What the decisions of the game share: the action phase (what it offers, why a
 * build or a play is not allowed, what it does), theme action cards, removals,
 * and placing paid cards. The decisions themselves are one handler per task
 * kind in handlers/*.ts (the engine's decision kernel, src/lib/engine/decisions.ts).
 */
import type { Text } from '$lib/engine';
import { cardDef, RESOURCES, resourceCount, type Cost, type Resource } from './cards';
import { cardsOf, centerCost, type CardLookup } from './content';
import type { StepContext } from './context';
import { settlementRegions } from './flow';
import {
	canAfford,
	hasExpansion,
	regionResource,
	regionsNextToSite,
	roadColumns,
	settlementColumns,
	sitesFor,
	stockOf
} from './principality';
import { requirementReason } from './requirements';
import { cardSet, effId, isCovered, isTheme } from './theme';
import { craneApplies } from './progress';
import { spaceFor } from './resources';
import { cardName, tr, resName, tx, who } from './text';
import type { Player, RivalsAction, RivalsState, Site, Task } from './types';
import { brigandsAmount } from './themes/gold';
import { actionRules, onBuilt } from './themes';
import { alwaysAskScout } from './version';

export type Decision = Extract<Task, { seat: number }>;

export type Reason = Text | null;

export const STACKS = (s: RivalsState) => s.drawStacks.map((_, i) => i);
export const stackLabel = (i: number) => i + 1;
export const stackOk = (s: RivalsState, stack: number) => Number.isInteger(stack) && stack >= 0 && stack < s.drawStacks.length;
export const BAD_STACK = tx('Takový dobírací balíček není.', 'There is no such draw stack.');

// ---------------------------------------------------------------------------
// Main phase (T4): building, playing, trading, ending the turn.

export function missing(p: Player, cost: Cost): Text {
	// One pass, no closures: listing the legal actions builds this for every unaffordable candidate.
	let cs = '';
	let en = '';
	for (const r of RESOURCES) {
		const lack = (cost[r] ?? 0) - stockOf(p, r);
		if (lack <= 0) continue;
		cs += (cs ? ', ' : '') + resourceCount(lack, r, 'cs');
		en += (en ? ', ' : '') + resourceCount(lack, r, 'en');
	}
	return tx(`Nemáš dost surovin: chybí ${cs}.`, `Not enough resources: you lack ${en}.`);
}

function largeShipRegion(p: Player, ship: string | undefined, side: 'largeLeft' | 'largeRight') {
	const placed = p.expansions.find((e) => e.card === ship);
	if (!placed || !cardDef(placed.card).largeShip) return undefined;
	const col = side === 'largeLeft' ? placed.col - 1 : placed.col + 1;
	return regionsNextToSite(p, placed).find((r) => r.col === col);
}

export function validateMain(s: RivalsState, seat: number, a: RivalsAction): Reason {
	const p = s.players[seat];
	switch (a.t) {
		case 'endTurn':
			return null;
		case 'buildRoad':
			if (s.roads === 0) return tx('Došly karty cest.', 'No road cards are left.');
			if (!roadColumns(p).includes(a.col)) return tx('Cestu lze postavit jen na volný konec knížectví u krajní osady.', 'A road goes only at a free end next to your outermost settlement.');
			return canAfford(p, centerCost(s, 'road')) ? null : missing(p, centerCost(s, 'road'));
		case 'buildSettlement':
			if (s.settlements === 0) return tx('Došly karty vesnic.', 'No settlement cards are left.');
			if (s.regionStack.length < 2) return tx('V balíčku krajin nejsou 2 karty.', 'The region stack has fewer than 2 cards.');
			if (!settlementColumns(p).includes(a.col)) return tx('Vesnice se staví na volný konec cesty.', 'A settlement goes at the free end of a road.');
			return canAfford(p, centerCost(s, 'settlement')) ? null : missing(p, centerCost(s, 'settlement'));
		case 'buildCity':
			if (s.cities === 0) return tx('Došly karty měst.', 'No city cards are left.');
			if (!p.centers.some((c) => c.kind === 'settlement' && c.col === a.col)) return tx('Město se staví na vlastní vesnici.', 'A city is built on one of your settlements.');
			return canAfford(p, centerCost(s, 'city')) ? null : missing(p, centerCost(s, 'city'));
		case 'buildExpansion': {
			const fromFaceUp = !p.hand.includes(a.card) && !!s.faceUp?.includes(a.card);
			if (!p.hand.includes(a.card) && !fromFaceUp) return tx('Tuto kartu nemáš v ruce.', 'That card is not in your hand.');
			// Copies on the face-up stack are identical: the first one of its kind is the one offered.
			if (fromFaceUp && faceUpOffered(s).indexOf(a.card) < 0)
				return tr('Z odkrytého balíčku se staví první karta svého druhu (%1).', 'From the face-up stack you build the first copy of its kind (%1).', faceUpOffered(s).find((c) => effId(c) === effId(a.card)) ?? '—');
			const def = cardDef(a.card);
			if (def.kind === 'action') return tx('Akční karta se hraje, nestaví.', 'Action cards are played, not built.');
			if (def.kind === 'event') return tx('Kartu události nelze postavit.', 'Event cards cannot be built.');
			if (!sitesFor(p, a.card).some((x) => x.col === a.col && x.row === a.row)) {
				if (effId(a.card) === 'townHall')
					return requirementReason(s, seat, a.card) ?? tx('Radnice se pokládá na tvůj Obecní dům ve městě.', 'Town Hall goes on top of your Parish Hall in a city.');
				if (def.kind === 'cityExpansion') return tx('Výstavba města patří jen na volné stavební místo města.', 'A city expansion goes only on a free building site of a city.');
				if (def.kind === 'regionExpansion') return tx('Výstavba krajiny patří nad horní nebo pod dolní krajinu.', 'A region expansion goes above a top-row region or below a bottom-row region.');
				return tx('Toto stavební místo není volné.', 'That building site is not free.');
			}
			if (def.unique && p.expansions.some((e) => effId(e.card) === effId(a.card)))
				return tx('Tuto kartu (1×) už ve svém knížectví máš.', 'You already have this "1x" card in your principality.');
			const req = requirementReason(s, seat, a.card);
			if (req) return req;
			// The cost as this match plays it (a pack may correct it: content.ts).
			const cards = cardsOf(s);
			const cost = cards(a.card).cost ?? {};
			const waivable = costWaivable(cards, p, a.card);
			if (waivable.length) return waivable.some((r) => canAfford(p, waived(cost, r))) ? null : missing(p, waived(cost, waivable[0]));
			return canAfford(p, cost) ? null : missing(p, cost);
		}
		case 'demolish': {
			if (!isTheme(s)) return tx('V úvodní hře se bourat nesmí.', 'Demolition is not part of the introductory game.');
			if (isCovered(p, a.card)) return tx('Obecní dům leží pod Radnicí: zbourat lze nejdřív Radnici.', 'The Parish Hall lies under the Town Hall: demolish the Town Hall first.');
			return p.expansions.some((e) => e.card === a.card) ? null : tx('Zbourat lze jen vlastní stavbu nebo jednotku.', 'You can demolish only your own buildings and units.');
		}
		case 'playAction': {
			if (!p.hand.includes(a.card)) return tx('Tuto kartu nemáš v ruce.', 'That card is not in your hand.');
			const def = cardDef(a.card);
			if (def.kind !== 'action') return tx('To není akční karta.', 'That is not an action card.');
			const req = requirementReason(s, seat, a.card);
			if (req) return req;
			const rules = actionRules(a.card);
			if (!rules) return null;
			return 'elsewhere' in rules ? rules.elsewhere : rules.reason(s, seat, a.card);
		}
		case 'trade': {
			if (a.give === a.get) return tx('Vyměnit lze jen za jiný druh suroviny.', 'You must trade for a different resource.');
			if (a.via === 'bank') return stockOf(p, a.give) >= 3 ? null : tx(`Výměna 3:1 potřebuje 3× ${resName(a.give).cs}.`, `A 3:1 trade needs 3 ${resName(a.give).en}.`);
			if (a.via === 'ship') {
				const ship = p.expansions.some((e) => cardDef(e.card).ship === a.give);
				if (!ship) return tx(`Nemáš obchodní loď pro ${resName(a.give).cs}.`, `You have no trade ship for ${resName(a.give).en}.`);
				return stockOf(p, a.give) >= 2 ? null : tx(`Výměna 2:1 potřebuje 2× ${resName(a.give).cs}.`, `A 2:1 trade needs 2 ${resName(a.give).en}.`);
			}
			if (a.via === 'mint') {
				const mint = p.expansions.find((e) => e.card === a.ship && effId(e.card) === 'mint');
				if (!mint) return tx('Tuto Mincovnu nemáš.', 'You have no such Mint.');
				if (s.mintsUsed?.includes(mint.card)) return tx('Tato Mincovna už byla v tomto tahu použita.', 'You have used this Mint this turn already.');
				if (a.give !== 'gold') return tx('V Mincovně se mění jen zlato.', 'The Mint trades only gold.');
				return stockOf(p, 'gold') >= 1 ? null : tx('Nemáš zlato.', 'You have no gold.');
			}
			const region = largeShipRegion(p, a.ship, a.via);
			if (!region) return tx('Tam velká obchodní loď nesousedí s krajinou.', 'The Large Trade Ship has no region on that side.');
			if (regionResource(region) !== a.give) return tx('Ta krajina dává jinou surovinu.', 'That region holds another resource.');
			return region.stock >= 2 ? null : tx('Na té krajině nejsou 2 suroviny.', 'That region does not hold 2 resources.');
		}
	}
	return tx('To teď nejde: jsi ve fázi stavění.', 'Not now: this is the action phase.');
}

/** The face-up stack offers one card per kind of card, its first copy (copies are identical). */
function faceUpOffered(s: RivalsState): string[] {
	return (s.faceUp ?? []).filter((c, i, all) => all.findIndex((x) => effId(x) === effId(c)) === i);
}

export function mainCandidates(s: RivalsState, seat: number): RivalsAction[] {
	const p = s.players[seat];
	const out: RivalsAction[] = [];
	for (const col of roadColumns(p)) out.push({ t: 'buildRoad', col });
	for (const col of settlementColumns(p)) out.push({ t: 'buildSettlement', col });
	for (const c of p.centers) if (c.kind === 'settlement') out.push({ t: 'buildCity', col: c.col });
	for (const card of p.hand) {
		const kind = cardDef(card).kind;
		if (kind === 'action') out.push({ t: 'playAction', card });
		else for (const site of sitesFor(p, card)) out.push({ t: 'buildExpansion', card, col: site.col, row: site.row });
	}
	for (const card of faceUpOffered(s)) for (const site of sitesFor(p, card)) out.push({ t: 'buildExpansion', card, col: site.col, row: site.row });
	if (isTheme(s)) for (const e of p.expansions) if (!isCovered(p, e.card)) out.push({ t: 'demolish', card: e.card });
	for (const e of p.expansions) if (effId(e.card) === 'mint') for (const get of RESOURCES) if (get !== 'gold') out.push({ t: 'trade', give: 'gold', get, via: 'mint', ship: e.card });
	for (const give of RESOURCES)
		for (const get of RESOURCES) {
			if (give === get) continue;
			out.push({ t: 'trade', give, get, via: 'bank' });
			out.push({ t: 'trade', give, get, via: 'ship' });
			for (const e of p.expansions)
				if (cardDef(e.card).largeShip) {
					out.push({ t: 'trade', give, get, via: 'largeLeft', ship: e.card });
					out.push({ t: 'trade', give, get, via: 'largeRight', ship: e.card });
				}
		}
	out.push({ t: 'endTurn' });
	return out;
}

/** The cards on one building site (a Town Hall lies on its Parish Hall; otherwise one card). */
export const cardsAt = (p: Player, site: Site) => p.expansions.filter((e) => e.col === site.col && e.row === site.row).map((e) => e.card);

/** Relocation of expansions: every card of one site moves to the other (Town Hall takes its Parish Hall along, seed L1383-1385). */
export function swapSites(p: Player, a: Site, b: Site): void {
	const [from, to] = [{ col: a.col, row: a.row }, { col: b.col, row: b.row }];
	for (const e of p.expansions) {
		if (e.col === from.col && e.row === from.row) Object.assign(e, to);
		else if (e.col === to.col && e.row === to.row) Object.assign(e, from);
	}
}

export const payTask = (seat: number, need: Cost, why: Text): Task => ({ t: 'pay', seat, need: { ...need }, why });

/**
 * The cost types of which one may be left out: Drill Ground (1x) for a hero (seed L1207-1209), Building
 * Crane for a city expansion costing more than 4 (seed L1392-1396, "you keep the saved resource").
 */
export function costWaivable(cards: CardLookup, p: Player, card: string): Resource[] {
	const drill = cardDef(card).kind === 'hero' && hasExpansion(p, 'drillGround');
	if (!drill && !craneApplies(cards, p, card)) return [];
	const cost = cards(card).cost ?? {};
	return RESOURCES.filter((r) => (cost[r] ?? 0) > 0);
}

/** `cost` with one `res` left out. */
export function waived(cost: Cost, res: Resource): Cost {
	const out: Cost = { ...cost };
	out[res] = (out[res] ?? 0) - 1;
	if (!out[res]) delete out[res];
	return out;
}

export function performMain(s: RivalsState, seat: number, a: RivalsAction, ctx: StepContext): void {
	const p = s.players[seat];
	const before = (...tasks: Task[]): void => void s.tasks.unshift(...tasks);
	switch (a.t) {
		case 'endTurn':
			s.tasks.shift();
			s.tasks.unshift({ t: 'replenish', seat }, { t: 'exchangeOffer', seat }, { t: 'endTurn', seat });
			ctx.log(tx(`${who(seat)} končí fázi stavění.`, `${who(seat)} ends the action phase.`));
			return;
		case 'buildRoad':
			return before(payTask(seat, centerCost(s, 'road'), tx('Cesta', 'Road')), { t: 'placeCenter', seat, kind: 'road', col: a.col });
		case 'buildSettlement':
			return before(payTask(seat, centerCost(s, 'settlement'), tx('Vesnice', 'Settlement')), { t: 'placeCenter', seat, kind: 'settlement', col: a.col });
		case 'buildCity':
			return before(payTask(seat, centerCost(s, 'city'), tx('Město', 'City')), { t: 'placeCenter', seat, kind: 'city', col: a.col });
		case 'buildExpansion':
			if (costWaivable(cardsOf(s), p, a.card).length) return before({ t: 'drillWaive', seat, card: a.card, site: { col: a.col, row: a.row } });
			return before(payTask(seat, cardsOf(s)(a.card).cost ?? {}, cardName(s, a.card)), { t: 'placeExpansion', seat, card: a.card, site: { col: a.col, row: a.row } });
		case 'demolish': {
			removeExpansion(s, seat, a.card);
			ctx.log(tr('%1 bourá %2.', '%1 demolishes %2.', who(seat), cardName(s, a.card)));
			return;
		}
		case 'playAction': {
			const def = cardDef(a.card);
			discardFromHand(s, seat, a.card);
			ctx.log(tr('%1 hraje %2.', '%1 plays %2.', who(seat), def.name));
			const rules = actionRules(a.card);
			if (rules && 'play' in rules) rules.play(s, seat, a.card, ctx);
			return;
		}
		case 'trade': {
			const gain: Task = { t: 'gain', seat, count: 1, allowed: [a.get], why: tx('Obchod', 'Trade') };
			ctx.log(tr('%1 mění %2× %3 za %4.', '%1 trades %2 %3 for %4.', who(seat), a.via === 'bank' ? 3 : a.via === 'mint' ? 1 : 2, resName(a.give), resName(a.get)));
			if (a.via === 'bank') return before(payTask(seat, { [a.give]: 3 }, tx('Výměna 3:1', '3:1 trade')), gain);
			if (a.via === 'ship') return before(payTask(seat, { [a.give]: 2 }, tx('Výměna 2:1', '2:1 trade')), gain);
			if (a.via === 'mint') {
				s.mintsUsed?.push(a.ship!);
				return before(payTask(seat, { gold: 1 }, tx('Mincovna', 'Mint')), gain);
			}
			largeShipRegion(p, a.ship, a.via)!.stock -= 2; // both from the one chosen region (seed L930-932)
			return before(gain);
		}
	}
}


// ---------------------------------------------------------------------------
// Theme games: card moves, action cards of the theme sets (spec §5.9-5.11, §9.4).

/** Why `card` may not go under draw stack `stack`: theme games need a matching back (seed L650-653). */
export function backReason(s: RivalsState, card: string, stack: number): Reason {
	if (!s.stackSets || s.stackSets[stack] === cardSet(card)) return null;
	return tx('Kartu lze vrátit jen pod balíček se stejnou rubovou stranou.', 'A card goes only under a stack with the same back.');
}

/** Takes a placed expansion away: face-up stack cards go back there, the rest to `stack` or the discard pile. */
export function removeExpansion(s: RivalsState, seat: number, card: string, stack: number | null = null): 'faceUp' | 'stack' | 'discard' {
	const p = s.players[seat];
	p.expansions.splice(p.expansions.findIndex((e) => e.card === card), 1);
	if (s.mintsUsed?.includes(card)) s.mintsUsed.splice(s.mintsUsed.indexOf(card), 1);
	if (s.faceUp && cardDef(card).faceUp) {
		s.faceUp.push(card);
		return 'faceUp';
	}
	if (stack !== null) {
		s.drawStacks[stack].push(card);
		return 'stack';
	}
	s.discard.push(card);
	return 'discard';
}

const countOf = (list: Resource[], res: Resource) => list.filter((r) => r === res).length;

/** Whether `res` may be named now in a nameTypes decision. */
export function nameTypeReason(s: RivalsState, task: Extract<Task, { t: 'nameTypes' }>, res: Resource): Reason {
	const opp = s.players[task.from];
	const me = s.players[task.seat];
	const id = effId(task.card);
	if (id === 'brigandsGold')
		return brigandsAmount(s, task.seat, res) > 0 ? null : tx('Tuto surovinu ti soupeř dát nemůže (nemá ji, nebo ji neuložíš).', 'Your opponent could not give you that (none, or no room on your regions).');
	if (stockOf(opp, res) <= countOf(task.named, res)) return tx('Soupeř tolik této suroviny nemá.', 'Your opponent does not have that much of it.');
	if ((id === 'moneylender' || id === 'voyageOfPlunder') && spaceFor(s, me, res) <= countOf(task.named, res)) return tx('Tuto surovinu nemáš kam uložit.', 'You have no room to store that resource.');
	return null;
}

/** Ends a nameTypes decision: the opponent gives each named resource (choosing the region), then the effect goes on. */
export function finishNaming(s: RivalsState, task: Extract<Task, { t: 'nameTypes' }>, ctx: StepContext): void {
	s.tasks.shift();
	const why = cardName(s, task.card);
	const pairs: Task[] = [];
	const named = effId(task.card) === 'brigandsGold' && task.named.length ? Array(brigandsAmount(s, task.seat, task.named[0])).fill(task.named[0]) : task.named;
	for (const res of named as Resource[])
		pairs.push({ t: 'give', seat: task.from, to: task.seat, res }, { t: 'gain', seat: task.seat, count: 1, allowed: [res], why });
	if (named.length)
		ctx.log(tr('%1: %2 musí dát %3.', '%1: %2 must give %3.', why, who(task.from), {
			cs: named.map((r) => resName(r).cs).join(', '),
			en: named.map((r) => resName(r).en).join(', ')
		}));
	if (effId(task.card) === 'merchant') pairs.push({ t: 'giveAny', seat: task.seat, to: task.from });
	s.tasks.unshift(...pairs);
}

export function discardFromHand(s: RivalsState, seat: number, card: string): void {
	const hand = s.players[seat].hand;
	hand.splice(hand.indexOf(card), 1);
	s.discard.push(card);
}

// ---------------------------------------------------------------------------
// Shared by the handlers (handlers/*.ts).

export const wrongStep = (task: Decision): Text => tx(`Teď se rozhoduje o něčem jiném (${task.t}).`, `A different decision is due now (${task.t}).`);

/** Places center cards and expansions once paid (they need no decision; the kernel took the task off the queue). */
export function placeAutomatic(s: RivalsState, task: Extract<Task, { t: 'placeCenter' | 'placeExpansion' }>, ctx: StepContext): void {
	const p = s.players[task.seat];
	if (task.t === 'placeExpansion') {
		if (p.hand.includes(task.card)) p.hand.splice(p.hand.indexOf(task.card), 1);
		else s.faceUp!.splice(s.faceUp!.indexOf(task.card), 1);
		p.expansions.push({ card: task.card, ...(task.site as Site) });
		ctx.log(tr('%1 staví %2.', '%1 builds %2.', who(task.seat), cardName(s, task.card)));
		onBuilt(task.card)?.(s, task.seat, task.card, ctx);
		return;
	}
	if (task.kind === 'road') {
		s.roads--;
		p.centers.push({ kind: 'road', col: task.col });
		ctx.log(tx(`${who(task.seat)} staví cestu.`, `${who(task.seat)} builds a road.`));
	} else if (task.kind === 'settlement') {
		s.settlements--;
		p.centers.push({ kind: 'settlement', col: task.col });
		ctx.log(tx(`${who(task.seat)} staví vesnici.`, `${who(task.seat)} builds a settlement.`));
		// rivals-2 always asks (Scout or the top 2 regions), so the opponent cannot tell whether a Scout is held.
		const ask = alwaysAskScout(s) || p.hand.some((c) => cardDef(c).action === 'scout');
		s.tasks.unshift(ask ? { t: 'scoutOffer', seat: task.seat, col: task.col } : settlementRegions(s, task.seat, task.col, ctx));
	} else {
		s.cities--;
		p.centers.find((c) => c.col === task.col)!.kind = 'city'; // the settlement stays underneath (seed L301-302)
		ctx.log(tx(`${who(task.seat)} staví město.`, `${who(task.seat)} builds a city.`));
	}
}

/**
 * Every decision of the game: which actions a task offers (`candidates`), why
 * an action is not allowed (`validate`, the single source of truth for legality
 * and for "why can't I?"), and what it does (`perform`).
 */
import type { Text } from '$lib/engine';
import { cardDef, CENTER_COSTS, RESOURCES, type Cost, type Resource } from './cards';
import { log, type StepContext } from './context';
import { settlementRegions, shuffleRegionStack } from './flow';
import {
	canAfford,
	findRegion,
	freeSites,
	handLimit,
	hasExpansion,
	isFreeSite,
	outerRegionColumns,
	regionResource,
	regionsNextToSite,
	stockOf,
	totalStock
} from './principality';
import { addToRegion, payableRegions, paymentIsForced, payForced, storableRegions } from './resources';
import { cardName, tr, regionName, resName, tx, who } from './text';
import type { Player, RivalsAction, RivalsState, Site, Task } from './types';

type Decision = Extract<Task, { seat: number }>;
type Reason = Text | null;

const STACKS = (s: RivalsState) => s.drawStacks.map((_, i) => i);
const stackLabel = (i: number) => i + 1;

// ---------------------------------------------------------------------------
// Main phase (T4): building, playing, trading, ending the turn.

export function roadColumns(p: Player): number[] {
	const [min, max] = outerRegionColumns(p);
	return [min, max].filter((col) => !p.centers.some((c) => c.col === col));
}

export function settlementColumns(p: Player): number[] {
	const [min, max] = outerRegionColumns(p);
	const out: number[] = [];
	if (p.centers.some((c) => c.kind === 'road' && c.col === min)) out.push(min - 1);
	if (p.centers.some((c) => c.kind === 'road' && c.col === max)) out.push(max + 1);
	return out;
}

function missing(p: Player, cost: Cost): Text {
	const lacking = RESOURCES.filter((r) => stockOf(p, r) < (cost[r] ?? 0));
	const list = (lang: 'cs' | 'en') => lacking.map((r) => `${(cost[r] ?? 0) - stockOf(p, r)} ${resName(r)[lang]}`).join(', ');
	return tx(`Nemáš dost surovin: chybí ${list('cs')}.`, `Not enough resources: you lack ${list('en')}.`);
}

function largeShipRegion(p: Player, ship: string | undefined, side: 'largeLeft' | 'largeRight') {
	const placed = p.expansions.find((e) => e.card === ship);
	if (!placed || !cardDef(placed.card).largeShip) return undefined;
	const col = side === 'largeLeft' ? placed.col - 1 : placed.col + 1;
	return regionsNextToSite(p, placed).find((r) => r.col === col);
}

function validateMain(s: RivalsState, seat: number, a: RivalsAction): Reason {
	const p = s.players[seat];
	switch (a.t) {
		case 'endTurn':
			return null;
		case 'buildRoad':
			if (s.roads === 0) return tx('Došly karty cest.', 'No road cards are left.');
			if (!roadColumns(p).includes(a.col)) return tx('Cestu lze postavit jen na volný konec knížectví u krajní osady.', 'A road goes only at a free end next to your outermost settlement.');
			return canAfford(p, CENTER_COSTS.road) ? null : missing(p, CENTER_COSTS.road);
		case 'buildSettlement':
			if (s.settlements === 0) return tx('Došly karty vesnic.', 'No settlement cards are left.');
			if (s.regionStack.length < 2) return tx('V balíčku krajin nejsou 2 karty.', 'The region stack has fewer than 2 cards.');
			if (!settlementColumns(p).includes(a.col)) return tx('Vesnice se staví na volný konec cesty.', 'A settlement goes at the free end of a road.');
			return canAfford(p, CENTER_COSTS.settlement) ? null : missing(p, CENTER_COSTS.settlement);
		case 'buildCity':
			if (s.cities === 0) return tx('Došly karty měst.', 'No city cards are left.');
			if (!p.centers.some((c) => c.kind === 'settlement' && c.col === a.col)) return tx('Město se staví na vlastní vesnici.', 'A city is built on one of your settlements.');
			return canAfford(p, CENTER_COSTS.city) ? null : missing(p, CENTER_COSTS.city);
		case 'buildExpansion': {
			if (!p.hand.includes(a.card)) return tx('Tuto kartu nemáš v ruce.', 'That card is not in your hand.');
			const def = cardDef(a.card);
			if (def.kind === 'action') return tx('Akční karta se hraje, nestaví.', 'Action cards are played, not built.');
			if (def.kind === 'event') return tx('Kartu události nelze postavit.', 'Event cards cannot be built.');
			if (!isFreeSite(p, { col: a.col, row: a.row })) return tx('Toto stavební místo není volné.', 'That building site is not free.');
			if (def.unique && p.expansions.some((e) => cardDef(e.card).id === def.id))
				return tx('Tuto kartu (1×) už ve svém knížectví máš.', 'You already have this "1x" card in your principality.');
			return canAfford(p, def.cost ?? {}) ? null : missing(p, def.cost ?? {});
		}
		case 'playAction': {
			if (!p.hand.includes(a.card)) return tx('Tuto kartu nemáš v ruce.', 'That card is not in your hand.');
			const def = cardDef(a.card);
			if (def.kind !== 'action') return tx('To není akční karta.', 'That is not an action card.');
			switch (def.action) {
				case 'brigitta':
					return tx('Brigittu lze zahrát jen před hodem kostkami.', 'Brigitta is played only before rolling.');
				case 'scout':
					return tx('Zvěda lze zahrát jen při stavbě vesnice.', 'The Scout is played only while building a settlement.');
				case 'goldsmith':
					return stockOf(p, 'gold') >= 3 ? null : tx('Zlatník potřebuje 3 zlata.', 'The Goldsmith needs 3 gold.');
				case 'caravan':
					return totalStock(p) >= 2 ? null : tx('Obchodní karavana potřebuje 2 suroviny.', 'The Merchant Caravan needs 2 resources.');
				case 'relocation':
					return null;
			}
			return null;
		}
		case 'trade': {
			if (a.give === a.get) return tx('Vyměnit lze jen za jiný druh suroviny.', 'You must trade for a different resource.');
			if (a.via === 'bank') return stockOf(p, a.give) >= 3 ? null : tx(`Výměna 3:1 potřebuje 3× ${resName(a.give).cs}.`, `A 3:1 trade needs 3 ${resName(a.give).en}.`);
			if (a.via === 'ship') {
				const ship = p.expansions.some((e) => cardDef(e.card).ship === a.give);
				if (!ship) return tx(`Nemáš obchodní loď pro ${resName(a.give).cs}.`, `You have no trade ship for ${resName(a.give).en}.`);
				return stockOf(p, a.give) >= 2 ? null : tx(`Výměna 2:1 potřebuje 2× ${resName(a.give).cs}.`, `A 2:1 trade needs 2 ${resName(a.give).en}.`);
			}
			const region = largeShipRegion(p, a.ship, a.via);
			if (!region) return tx('Tam velká obchodní loď nesousedí s krajinou.', 'The Large Trade Ship has no region on that side.');
			if (regionResource(region) !== a.give) return tx('Ta krajina dává jinou surovinu.', 'That region holds another resource.');
			return region.stock >= 2 ? null : tx('Na té krajině nejsou 2 suroviny.', 'That region does not hold 2 resources.');
		}
	}
	return tx('To teď nejde: jsi ve fázi stavění.', 'Not now: this is the action phase.');
}

function mainCandidates(s: RivalsState, seat: number): RivalsAction[] {
	const p = s.players[seat];
	const out: RivalsAction[] = [];
	for (const col of roadColumns(p)) out.push({ t: 'buildRoad', col });
	for (const col of settlementColumns(p)) out.push({ t: 'buildSettlement', col });
	for (const c of p.centers) if (c.kind === 'settlement') out.push({ t: 'buildCity', col: c.col });
	const sites = freeSites(p);
	for (const card of p.hand) {
		const kind = cardDef(card).kind;
		if (kind === 'action') out.push({ t: 'playAction', card });
		else for (const site of sites) out.push({ t: 'buildExpansion', card, col: site.col, row: site.row });
	}
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

const payTask = (seat: number, need: Cost, why: Text): Task => ({ t: 'pay', seat, need: { ...need }, why });

function performMain(s: RivalsState, seat: number, a: RivalsAction, ctx: StepContext): void {
	const p = s.players[seat];
	const before = (...tasks: Task[]): void => void s.tasks.unshift(...tasks);
	switch (a.t) {
		case 'endTurn':
			s.tasks.shift();
			s.tasks.unshift({ t: 'replenish', seat }, { t: 'exchangeOffer', seat }, { t: 'endTurn', seat });
			log(ctx, tx(`${who(seat)} končí fázi stavění.`, `${who(seat)} ends the action phase.`));
			return;
		case 'buildRoad':
			return before(payTask(seat, CENTER_COSTS.road, tx('Cesta', 'Road')), { t: 'placeCenter', seat, kind: 'road', col: a.col });
		case 'buildSettlement':
			return before(payTask(seat, CENTER_COSTS.settlement, tx('Vesnice', 'Settlement')), { t: 'placeCenter', seat, kind: 'settlement', col: a.col });
		case 'buildCity':
			return before(payTask(seat, CENTER_COSTS.city, tx('Město', 'City')), { t: 'placeCenter', seat, kind: 'city', col: a.col });
		case 'buildExpansion':
			return before(payTask(seat, cardDef(a.card).cost ?? {}, cardName(a.card)), { t: 'placeExpansion', seat, card: a.card, site: { col: a.col, row: a.row } });
		case 'playAction': {
			const def = cardDef(a.card);
			discardFromHand(s, seat, a.card);
			log(ctx, tr('%1 hraje %2.', '%1 plays %2.', who(seat), def.name));
			if (def.action === 'goldsmith')
				before(payTask(seat, { gold: 3 }, def.name), { t: 'gain', seat, count: 2, allowed: [...RESOURCES], why: tx('Zlatník: vezmi si 2 libovolné suroviny.', 'Goldsmith: take any 2 resources.') });
			else if (def.action === 'caravan')
				before({ t: 'payAny', seat, count: 2, why: def.name }, { t: 'gain', seat, count: 2, allowed: [...RESOURCES], why: tx('Obchodní karavana: vezmi si 2 libovolné suroviny.', 'Merchant Caravan: take any 2 resources.') });
			else if (def.action === 'relocation') before({ t: 'relocate', seat, first: null });
			return;
		}
		case 'trade': {
			const gain: Task = { t: 'gain', seat, count: 1, allowed: [a.get], why: tx('Obchod', 'Trade') };
			log(ctx, tr('%1 mění %2× %3 za %4.', '%1 trades %2 %3 for %4.', who(seat), a.via === 'bank' ? 3 : 2, resName(a.give), resName(a.get)));
			if (a.via === 'bank') return before(payTask(seat, { [a.give]: 3 }, tx('Výměna 3:1', '3:1 trade')), gain);
			if (a.via === 'ship') return before(payTask(seat, { [a.give]: 2 }, tx('Výměna 2:1', '2:1 trade')), gain);
			largeShipRegion(p, a.ship, a.via)!.stock -= 2; // both from the one chosen region (seed L930-932)
			return before(gain);
		}
	}
}

function discardFromHand(s: RivalsState, seat: number, card: string): void {
	const hand = s.players[seat].hand;
	hand.splice(hand.indexOf(card), 1);
	s.discard.push(card);
}

// ---------------------------------------------------------------------------
// All decisions.

export function candidates(s: RivalsState, task: Decision): RivalsAction[] {
	const p = s.players[task.seat];
	switch (task.t) {
		case 'chooseStartStack':
			return STACKS(s).map((stack) => ({ t: 'startStack', stack }));
		case 'preRoll':
			return [{ t: 'roll' }, ...p.hand.filter((c) => cardDef(c).action === 'brigitta').map((card) => ({ t: 'playBrigitta' as const, card }))];
		case 'chooseBrigittaNumber':
			return [1, 2, 3, 4, 5, 6].map((number) => ({ t: 'brigittaNumber', number }));
		case 'main':
			return mainCandidates(s, task.seat);
		case 'pay':
			return (Object.keys(task.need) as Resource[]).flatMap((res) => payableRegions(p, res).map((r) => ({ t: 'payFrom' as const, region: r.card })));
		case 'payAny':
			return p.regions.filter((r) => r.stock > 0).map((r) => ({ t: 'payFrom', region: r.card }));
		case 'gain':
			return storableRegions(p, task.allowed).map((r) => ({ t: 'gainOn', region: r.card }));
		case 'chooseTakeType':
			return RESOURCES.map((res) => ({ t: 'takeType', res }));
		case 'give':
			return payableRegions(p, task.res).map((r) => ({ t: 'giveFrom', region: r.card }));
		case 'scoutOffer':
			return [{ t: 'noScout' }, ...p.hand.filter((c) => cardDef(c).action === 'scout').map((card) => ({ t: 'useScout' as const, card }))];
		case 'scoutPick':
			return s.regionStack.map((region) => ({ t: 'scoutTake', region }));
		case 'orientRegions':
			return task.cards.map((region) => ({ t: 'regionOnTop', region }));
		case 'relocate':
			return [
				...p.regions.map((r) => ({ t: 'relocatePick' as const, target: { kind: 'region' as const, card: r.card } })),
				...p.expansions.map((e) => ({ t: 'relocatePick' as const, target: { kind: 'expansion' as const, card: e.card } }))
			];
		case 'merchantBuy':
			return [{ t: 'doneBuying' }, { t: 'buyWithGold' }];
		case 'feudsPick':
			return s.players[task.victim].hand.flatMap((card) => STACKS(s).map((stack) => ({ t: 'feudsPut' as const, card, stack })));
		case 'feudSelect':
			return s.players[task.victim].expansions.map((e) => ({ t: 'feudSelect', card: e.card }));
		case 'feudRemove':
			return task.options.flatMap((card) => STACKS(s).map((stack) => ({ t: 'feudRemove' as const, card, stack })));
		case 'replenish':
			return p.hand.length > handLimit(p)
				? p.hand.flatMap((card) => STACKS(s).map((stack) => ({ t: 'putUnder' as const, card, stack })))
				: STACKS(s).map((stack) => ({ t: 'draw', stack }));
		case 'exchangeOffer':
			return [{ t: 'skipExchange' }, ...p.hand.flatMap((card) => STACKS(s).map((stack) => ({ t: 'exchange' as const, card, stack })))];
		case 'exchangeTake':
			return STACKS(s).flatMap((stack) => [
				{ t: 'takeTop' as const, stack },
				{ t: 'search' as const, stack }
			]);
		case 'searchPick':
			return s.drawStacks[task.stack].map((card) => ({ t: 'searchTake', card }));
		case 'endTurn':
			return [];
	}
	return [];
}

const wrongStep = (task: Decision): Text => tx(`Teď se rozhoduje o něčem jiném (${task.t}).`, `A different decision is due now (${task.t}).`);

/** The exchange search costs 2 resources, 1 with a Parish Hall (seed L383-387, L877-879). */
export const searchCost = (p: Player) => (hasExpansion(p, 'parishHall') ? 1 : 2);

export function validate(s: RivalsState, task: Decision, a: RivalsAction): Reason {
	const p = s.players[task.seat];
	const stackOk = (stack: number) => Number.isInteger(stack) && stack >= 0 && stack < s.drawStacks.length;
	const badStack = tx('Takový dobírací balíček není.', 'There is no such draw stack.');
	switch (task.t) {
		case 'chooseStartStack':
			if (a.t !== 'startStack') return wrongStep(task);
			if (!stackOk(a.stack)) return badStack;
			// The second player must take a different stack (seed L162-165).
			return a.stack === s.startStack ? tx('Soupeř už si vzal karty z tohoto balíčku; vyber jiný.', 'Your opponent took this stack; choose another.') : null;
		case 'preRoll':
			if (a.t === 'roll') return null;
			if (a.t === 'playBrigitta') return p.hand.includes(a.card) && cardDef(a.card).action === 'brigitta' ? null : tx('Brigittu nemáš v ruce.', 'You have no Brigitta in hand.');
			return tx('Nejdřív hoď kostkami (nebo zahraj Brigittu).', 'Roll the dice first (or play Brigitta).');
		case 'chooseBrigittaNumber':
			return a.t === 'brigittaNumber' && Number.isInteger(a.number) && a.number >= 1 && a.number <= 6 ? null : tx('Zvol číslo 1 až 6.', 'Choose a number from 1 to 6.');
		case 'main':
			return validateMain(s, task.seat, a);
		case 'pay': {
			if (a.t !== 'payFrom') return wrongStep(task);
			const r = findRegion(p, a.region);
			if (!r) return tx('To není tvoje krajina.', 'That is not your region.');
			if (!(task.need[regionResource(r)] ?? 0)) return tx('Tuto surovinu teď neplatíš.', 'You are not paying that resource now.');
			return r.stock > 0 ? null : tx('Na té krajině nic není.', 'That region is empty.');
		}
		case 'payAny': {
			if (a.t !== 'payFrom') return wrongStep(task);
			const r = findRegion(p, a.region);
			if (!r) return tx('To není tvoje krajina.', 'That is not your region.');
			return r.stock > 0 ? null : tx('Na té krajině nic není.', 'That region is empty.');
		}
		case 'gain': {
			if (a.t !== 'gainOn') return wrongStep(task);
			const r = findRegion(p, a.region);
			if (!r) return tx('To není tvoje krajina.', 'That is not your region.');
			if (!task.allowed.includes(regionResource(r))) return tx('Tuto surovinu teď dostat nemůžeš.', 'You cannot receive that resource now.');
			return r.stock < 3 ? null : tx('Krajina je plná (3).', 'That region is full (3).');
		}
		case 'chooseTakeType':
			if (a.t !== 'takeType' || !RESOURCES.includes(a.res)) return wrongStep(task);
			return stockOf(s.players[task.from], a.res) > 0 ? null : tx('Soupeř tuto surovinu nemá.', 'Your opponent has none of that.');
		case 'give': {
			if (a.t !== 'giveFrom') return wrongStep(task);
			const r = findRegion(p, a.region);
			return r && regionResource(r) === task.res && r.stock > 0 ? null : tr('Vyber svou krajinu, na které je %1.', 'Choose your region that holds %1.', resName(task.res));
		}
		case 'scoutOffer':
			if (a.t === 'noScout') return null;
			if (a.t === 'useScout') return p.hand.includes(a.card) && cardDef(a.card).action === 'scout' ? null : tx('Zvěda nemáš v ruce.', 'You have no Scout in hand.');
			return wrongStep(task);
		case 'scoutPick':
			return a.t === 'scoutTake' && s.regionStack.includes(a.region) ? null : tx('Vyber krajinu z balíčku krajin.', 'Choose a region from the region stack.');
		case 'orientRegions':
			return a.t === 'regionOnTop' && task.cards.includes(a.region) ? null : tx('Vyber jednu z nových krajin.', 'Choose one of the new regions.');
		case 'relocate': {
			if (a.t !== 'relocatePick') return wrongStep(task);
			const t = a.target;
			const mine = t.kind === 'region' ? !!findRegion(p, t.card) : p.expansions.some((e) => e.card === t.card);
			if (!mine) return tx('Vyber svou krajinu nebo kartu výstavby.', 'Choose one of your regions or expansions.');
			if (!task.first && t.kind === 'expansion' && p.expansions.length < 2) return tx('Máš jen jednu kartu výstavby.', 'You have only one expansion.');
			if (task.first && task.first.kind !== t.kind) return tx('Prohodit lze jen 2 krajiny nebo 2 karty výstavby.', 'Swap 2 regions or 2 expansions.');
			if (task.first && task.first.card === t.card) return tx('Vyber jinou kartu.', 'Choose a different card.');
			return null;
		}
		case 'merchantBuy':
			if (a.t === 'doneBuying') return null;
			if (a.t !== 'buyWithGold') return wrongStep(task);
			return stockOf(p, 'gold') >= 1 ? null : tx('Nemáš zlato.', 'You have no gold.');
		case 'feudsPick':
			if (a.t !== 'feudsPut') return wrongStep(task);
			if (!stackOk(a.stack)) return badStack;
			return s.players[task.victim].hand.includes(a.card) ? null : tx('Ta karta není v ruce soupeře.', "That card is not in your opponent's hand.");
		case 'feudSelect':
			if (a.t !== 'feudSelect') return wrongStep(task);
			if (task.selected.includes(a.card)) return tx('Tuto stavbu už jsi vybral.', 'Already selected.');
			return s.players[task.victim].expansions.some((e) => e.card === a.card) && cardDef(a.card).kind === 'building'
				? null
				: tx('Vyber stavbu soupeře (jednotky se nepočítají).', "Choose one of your opponent's buildings (units do not count).");
		case 'feudRemove':
			if (a.t !== 'feudRemove') return wrongStep(task);
			if (!stackOk(a.stack)) return badStack;
			return task.options.includes(a.card) ? null : tx('Vyber jednu z vybraných staveb.', 'Choose one of the selected buildings.');
		case 'replenish':
			if (p.hand.length > handLimit(p)) {
				if (a.t !== 'putUnder') return tx(`Máš víc karet než limit ${handLimit(p)}: vrať kartu pod balíček.`, `You hold more than your limit of ${handLimit(p)}: put a card under a stack.`);
				if (!stackOk(a.stack)) return badStack;
				return p.hand.includes(a.card) ? null : tx('Tuto kartu nemáš.', 'You do not hold that card.');
			}
			if (a.t !== 'draw') return tx(`Doplň si ruku na ${handLimit(p)} karet.`, `Draw up to ${handLimit(p)} cards.`);
			if (!stackOk(a.stack)) return badStack;
			return s.drawStacks[a.stack].length ? null : tx('Tento balíček je prázdný.', 'That stack is empty.');
		case 'exchangeOffer':
			if (a.t === 'skipExchange') return null;
			if (a.t !== 'exchange') return wrongStep(task);
			if (!stackOk(a.stack)) return badStack;
			return p.hand.includes(a.card) ? null : tx('Tuto kartu nemáš.', 'You do not hold that card.');
		case 'exchangeTake':
			if (a.t !== 'takeTop' && a.t !== 'search') return wrongStep(task);
			if (!stackOk(a.stack)) return badStack;
			if (!s.drawStacks[a.stack].length) return tx('Tento balíček je prázdný.', 'That stack is empty.');
			if (a.t === 'search' && totalStock(p) < searchCost(p))
				return tx(`Prohlédnutí balíčku stojí ${searchCost(p)} suroviny.`, `Searching a stack costs ${searchCost(p)} resources.`);
			return null;
		case 'searchPick':
			return a.t === 'searchTake' && s.drawStacks[task.stack].includes(a.card) ? null : tx('Vyber kartu z prohlíženého balíčku.', 'Choose a card from the stack you are searching.');
		case 'endTurn':
			return wrongStep(task);
	}
	return wrongStep(task);
}

/** Applies a validated action. */
export function perform(s: RivalsState, task: Decision, a: RivalsAction, ctx: StepContext): void {
	const seat = task.seat;
	const p = s.players[seat];
	const done = () => s.tasks.shift();
	switch (task.t) {
		case 'chooseStartStack': {
			if (a.t !== 'startStack') return;
			done();
			p.hand.push(...s.drawStacks[a.stack].splice(0, 3));
			if (s.startStack === null) s.startStack = a.stack;
			ctx.barrier = true;
			log(ctx, tx(`${who(seat)} si bere 3 vrchní karty z balíčku ${stackLabel(a.stack)}.`, `${who(seat)} takes the top 3 cards of stack ${stackLabel(a.stack)}.`));
			return;
		}
		case 'preRoll':
			done();
			if (a.t === 'roll') s.tasks.unshift({ t: 'roll', fixedProduction: null }, { t: 'main', seat });
			else if (a.t === 'playBrigitta') {
				discardFromHand(s, seat, a.card);
				log(ctx, tr('%1 hraje %2.', '%1 plays %2.', who(seat), cardName(a.card)));
				s.tasks.unshift({ t: 'chooseBrigittaNumber', seat }, { t: 'main', seat });
			}
			return;
		case 'chooseBrigittaNumber':
			if (a.t !== 'brigittaNumber') return;
			done();
			log(ctx, tx(`${who(seat)} určuje výnos ${a.number}.`, `${who(seat)} sets the production result to ${a.number}.`));
			s.tasks.unshift({ t: 'roll', fixedProduction: a.number });
			return;
		case 'main':
			return performMain(s, seat, a, ctx);
		case 'pay':
		case 'payAny': {
			if (a.t !== 'payFrom') return;
			const r = findRegion(p, a.region)!;
			r.stock -= 1;
			if (task.t === 'pay') {
				const res = regionResource(r);
				task.need[res] = (task.need[res] ?? 0) - 1;
				if (!task.need[res]) delete task.need[res];
				if (Object.keys(task.need).length === 0) done();
			} else if (--task.count === 0) done();
			return;
		}
		case 'gain': {
			if (a.t !== 'gainOn') return;
			const r = findRegion(p, a.region)!;
			addToRegion(r, 1);
			log(ctx, tr('%1 dostává %2 (%3).', '%1 receives %2 (%3).', who(seat), resName(regionResource(r)), regionName(r.card)));
			if (--task.count === 0) done();
			return;
		}
		case 'chooseTakeType':
			if (a.t !== 'takeType') return;
			done();
			log(ctx, tr('%1 si bere %2 od %3.', '%1 takes %2 from %3.', who(seat), resName(a.res), who(task.from)));
			s.tasks.unshift({ t: 'give', seat: task.from, to: seat, res: a.res }, { t: 'gain', seat, count: 1, allowed: [a.res], why: task.why });
			return;
		case 'give': {
			if (a.t !== 'giveFrom') return;
			findRegion(p, a.region)!.stock -= 1;
			done();
			return;
		}
		case 'scoutOffer':
			done();
			if (a.t === 'useScout') {
				discardFromHand(s, seat, a.card);
				ctx.barrier = true; // the region stack is revealed to the player
				log(ctx, tx(`${who(seat)} hraje Zvěda a vybírá si krajiny.`, `${who(seat)} plays the Scout and chooses regions.`));
				s.tasks.unshift({ t: 'scoutPick', seat, col: task.col, picked: [] });
			} else s.tasks.unshift(settlementRegions(s, seat, task.col, ctx));
			return;
		case 'scoutPick': {
			if (a.t !== 'scoutTake') return;
			s.regionStack.splice(s.regionStack.indexOf(a.region), 1);
			task.picked.push(a.region);
			if (task.picked.length === 2) {
				done();
				shuffleRegionStack(s); // then shuffle the region stack ([K][Z] Scout text)
				ctx.barrier = true;
				s.tasks.unshift({ t: 'orientRegions', seat, col: task.col, cards: task.picked });
			}
			return;
		}
		case 'orientRegions': {
			if (a.t !== 'regionOnTop') return;
			done();
			const regionCol = task.col > outerRegionColumns(p)[1] ? task.col + 1 : task.col - 1;
			const bottom = task.cards.find((c) => c !== a.region)!;
			p.regions.push({ card: a.region, row: -1, col: regionCol, stock: 0 }, { card: bottom, row: 1, col: regionCol, stock: 0 });
			log(ctx, tr('%1 přikládá krajiny %2 (nahoru) a %3 (dolů).', '%1 lays out the regions %2 (top) and %3 (bottom).', who(seat), regionName(a.region), regionName(bottom)));
			return;
		}
		case 'relocate': {
			if (a.t !== 'relocatePick') return;
			if (!task.first) {
				task.first = a.target;
				return;
			}
			done();
			const list = task.first.kind === 'region' ? p.regions : p.expansions;
			const x = list.find((c) => c.card === task.first!.card)!;
			const y = list.find((c) => c.card === a.target.card)!;
			[x.col, y.col] = [y.col, x.col];
			[x.row, y.row] = [y.row, x.row] as [never, never];
			log(ctx, tr('%1 prohazuje %2 a %3.', '%1 swaps %2 and %3.', who(seat), a.target.kind === 'region' ? regionName(x.card) : cardName(x.card), a.target.kind === 'region' ? regionName(y.card) : cardName(y.card)));
			return;
		}
		case 'merchantBuy':
			if (a.t === 'doneBuying') return void done();
			if (--task.left === 0) done();
			s.tasks.unshift(payTask(seat, { gold: 1 }, tx('Obchodník na cestách', 'Traveling Merchant')), {
				t: 'gain', seat, count: 1, allowed: [...RESOURCES], why: tx('Obchodník na cestách: 1 surovina za 1 zlato.', 'Traveling Merchant: 1 resource for 1 gold.')
			});
			return;
		case 'feudsPick': {
			if (a.t !== 'feudsPut') return;
			const hand = s.players[task.victim].hand;
			hand.splice(hand.indexOf(a.card), 1);
			s.drawStacks[a.stack].push(a.card);
			log(ctx, tr('Bratrská hádka: %1 vrací %2 z ruky %3 pod balíček %4.', "Fraternal Feuds: %1 puts %3's %2 under stack %4.", who(seat), cardName(a.card), who(task.victim), stackLabel(a.stack)), [seat, task.victim],
				tx(`Bratrská hádka: ${who(seat)} vrací kartu z ruky ${who(task.victim)} pod balíček ${stackLabel(a.stack)}.`, `Fraternal Feuds: ${who(seat)} puts a card of ${who(task.victim)} under stack ${stackLabel(a.stack)}.`));
			if (--task.left === 0) done();
			return;
		}
		case 'feudSelect':
			if (a.t !== 'feudSelect') return;
			task.selected.push(a.card);
			if (task.selected.length === 3) {
				done();
				s.tasks.unshift({ t: 'feudRemove', seat: task.victim, options: task.selected });
			}
			return;
		case 'feudRemove': {
			if (a.t !== 'feudRemove') return;
			done();
			p.expansions.splice(p.expansions.findIndex((e) => e.card === a.card), 1);
			s.drawStacks[a.stack].push(a.card);
			log(ctx, tr('Svár: %1 odstraňuje %2 pod balíček %3.', 'Feud: %1 removes %2 under stack %3.', who(seat), cardName(a.card), stackLabel(a.stack)));
			return;
		}
		case 'replenish':
			if (a.t === 'putUnder') {
				p.hand.splice(p.hand.indexOf(a.card), 1);
				s.drawStacks[a.stack].push(a.card);
				log(ctx, tr('%1 vrací %2 pod balíček %3.', '%1 puts %2 under stack %3.', who(seat), cardName(a.card), stackLabel(a.stack)), [seat],
					tx(`${who(seat)} vrací kartu pod balíček ${stackLabel(a.stack)}.`, `${who(seat)} puts a card under stack ${stackLabel(a.stack)}.`));
			} else if (a.t === 'draw') {
				const card = s.drawStacks[a.stack].shift()!;
				p.hand.push(card);
				ctx.barrier = true;
				log(ctx, tr('%1 si bere %2 z balíčku %3.', '%1 takes %2 from stack %3.', who(seat), cardName(card), stackLabel(a.stack)), [seat],
					tx(`${who(seat)} si bere kartu z balíčku ${stackLabel(a.stack)}.`, `${who(seat)} draws from stack ${stackLabel(a.stack)}.`));
			}
			return;
		case 'exchangeOffer':
			done();
			if (a.t === 'exchange') {
				p.hand.splice(p.hand.indexOf(a.card), 1);
				s.drawStacks[a.stack].push(a.card);
				log(ctx, tr('%1 vyměňuje %2 (pod balíček %3).', '%1 exchanges %2 (under stack %3).', who(seat), cardName(a.card), stackLabel(a.stack)), [seat],
					tx(`${who(seat)} vyměňuje kartu (pod balíček ${stackLabel(a.stack)}).`, `${who(seat)} exchanges a card (under stack ${stackLabel(a.stack)}).`));
				s.tasks.unshift({ t: 'exchangeTake', seat });
			}
			return;
		case 'exchangeTake':
			done();
			if (a.t === 'takeTop') {
				const card = s.drawStacks[a.stack].shift()!;
				p.hand.push(card);
				ctx.barrier = true;
				log(ctx, tr('%1 si bere %2 z balíčku %3.', '%1 takes %2 from stack %3.', who(seat), cardName(card), stackLabel(a.stack)), [seat],
					tx(`${who(seat)} si bere vrchní kartu balíčku ${stackLabel(a.stack)}.`, `${who(seat)} takes the top card of stack ${stackLabel(a.stack)}.`));
			} else if (a.t === 'search') {
				log(ctx, tx(`${who(seat)} platí ${searchCost(p)} a prohlíží balíček ${stackLabel(a.stack)}.`, `${who(seat)} pays ${searchCost(p)} and searches stack ${stackLabel(a.stack)}.`));
				s.tasks.unshift({ t: 'payAny', seat, count: searchCost(p), why: tx('Prohlédnutí balíčku', 'Searching a stack') }, { t: 'searchPick', seat, stack: a.stack });
			}
			return;
		case 'searchPick': {
			if (a.t !== 'searchTake') return;
			done();
			const stack = s.drawStacks[task.stack];
			stack.splice(stack.indexOf(a.card), 1); // the rest keeps its order (seed L383-387)
			p.hand.push(a.card);
			log(ctx, tr('%1 si vybírá %2.', '%1 picks %2.', who(seat), cardName(a.card)), [seat], tx(`${who(seat)} si vybírá kartu z balíčku ${stackLabel(task.stack)}.`, `${who(seat)} picks a card from stack ${stackLabel(task.stack)}.`));
			return;
		}
	}
}

/** Places center cards and expansions once paid (they need no decision). */
export function placeAutomatic(s: RivalsState, task: Extract<Task, { t: 'placeCenter' | 'placeExpansion' }>, ctx: StepContext): void {
	const p = s.players[task.seat];
	s.tasks.shift();
	if (task.t === 'placeExpansion') {
		p.hand.splice(p.hand.indexOf(task.card), 1);
		p.expansions.push({ card: task.card, ...(task.site as Site) });
		log(ctx, tr('%1 staví %2.', '%1 builds %2.', who(task.seat), cardName(task.card)));
		return;
	}
	if (task.kind === 'road') {
		s.roads--;
		p.centers.push({ kind: 'road', col: task.col });
		log(ctx, tx(`${who(task.seat)} staví cestu.`, `${who(task.seat)} builds a road.`));
	} else if (task.kind === 'settlement') {
		s.settlements--;
		p.centers.push({ kind: 'settlement', col: task.col });
		log(ctx, tx(`${who(task.seat)} staví vesnici.`, `${who(task.seat)} builds a settlement.`));
		const hasScout = p.hand.some((c) => cardDef(c).action === 'scout');
		s.tasks.unshift(hasScout ? { t: 'scoutOffer', seat: task.seat, col: task.col } : settlementRegions(s, task.seat, task.col, ctx));
	} else {
		s.cities--;
		p.centers.find((c) => c.col === task.col)!.kind = 'city'; // the settlement stays underneath (seed L301-302)
		log(ctx, tx(`${who(task.seat)} staví město.`, `${who(task.seat)} builds a city.`));
	}
}

/**
 * Resolves a due decision when there is no real choice: forced payments,
 * a single place to store a gain, a lone option, an empty hand, nothing to buy.
 */
export function autoResolve(s: RivalsState, ctx: StepContext): boolean {
	const task = s.tasks[0];
	if (!task) return false;
	if (task.t === 'placeCenter' || task.t === 'placeExpansion') {
		placeAutomatic(s, task, ctx);
		return true;
	}
	if (!('seat' in task)) return false;
	const p = s.players[task.seat];
	switch (task.t) {
		case 'pay':
			if (!paymentIsForced(p, task.need)) break;
			payForced(p, task.need);
			s.tasks.shift();
			return true;
		case 'merchantBuy':
			if (stockOf(p, 'gold') > 0) break;
			s.tasks.shift();
			return true;
		case 'exchangeOffer':
			if (p.hand.length > 0) break;
			s.tasks.shift();
			return true;
		case 'replenish':
			if (p.hand.length === handLimit(p) || (p.hand.length < handLimit(p) && s.drawStacks.every((st) => st.length === 0))) {
				s.tasks.shift();
				return true;
			}
			break;
		case 'main':
		case 'preRoll':
		case 'scoutOffer':
		case 'chooseTakeType':
			return false; // always a real choice (ending the turn, rolling, declining)
	}
	const legal = candidates(s, task).filter((a) => validate(s, task, a) === null);
	if (legal.length === 1 && task.t !== 'exchangeTake') {
		perform(s, task, legal[0], ctx);
		return true;
	}
	return false;
}

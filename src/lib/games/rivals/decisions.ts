/**
 * Every decision of the game: which actions a task offers (`candidates`), why
 * an action is not allowed (`validate`, the single source of truth for legality
 * and for "why can't I?"), and what it does (`perform`).
 */
import type { Text } from '$lib/engine';
import { cardDef, CENTER_COSTS, RESOURCES, resourceCount, type Cost, type Resource } from './cards';
import { log, type StepContext } from './context';
import { settlementRegions, shuffleRegionStack } from './flow';
import {
	canAfford,
	findRegion,
	handLimit,
	hasExpansion,
	outerRegionColumns,
	regionResource,
	regionsNextToSite,
	sitesFor,
	stockOf,
	totalStock,
	tradeShips
} from './principality';
import { cardSet, effId, isBuilding, isCovered, isTheme, requirementReason } from './theme';
import { bathHouseCities, benjaminRegions, craneApplies, doctorRegions } from './progress';
import { addToRegion, payableRegions, paymentIsForced, payForced, storableRegions } from './resources';
import { stores } from './principality';
import { cardName, tr, regionName, resCount, resName, tx, who } from './text';
import type { Player, RivalsAction, RivalsState, Site, Task } from './types';
import { archerTargets, arsonistTargets, heroCount, irmgardPays, protectionRoll, riotsUnits } from './turmoil';
import { points, readOnly, victoryPoints } from './principality';
import { alwaysAskScout } from './version';

type Decision = Extract<Task, { seat: number }>;

/** Decisions whose view shows their seat hidden cards: a searched stack, the region stack, a hand, the discard pile. */
export const LOOKS: ReadonlySet<Task['t']> = new Set<Task['t']>(['searchPick', 'startPick', 'scoutPick', 'traitorPick', 'feudsPick', 'discardPick']);
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
			const waivable = costWaivable(p, a.card);
			if (waivable.length) return waivable.some((r) => canAfford(p, waived(def.cost ?? {}, r))) ? null : missing(p, waived(def.cost ?? {}, waivable[0]));
			return canAfford(p, def.cost ?? {}) ? null : missing(p, def.cost ?? {});
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
			const themeReason = themeActionReason(s, seat, a.card);
			if (themeReason !== undefined) return themeReason;
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
			if (a.via === 'mint') {
				const mint = p.expansions.find((e) => e.card === a.ship && effId(e.card) === 'mint');
				if (!mint) return tx('Tuto Mincovnu nemáš.', 'You have no such Mint.');
				if (s.mintsUsed?.includes(mint.card)) return tx('Tuto Mincovnu jsi v tomto tahu už použil.', 'You have used this Mint this turn already.');
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

function mainCandidates(s: RivalsState, seat: number): RivalsAction[] {
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
const cardsAt = (p: Player, site: Site) => p.expansions.filter((e) => e.col === site.col && e.row === site.row).map((e) => e.card);

/** Relocation of expansions: every card of one site moves to the other (Town Hall takes its Parish Hall along, seed L1383-1385). */
function swapSites(p: Player, a: Site, b: Site): void {
	const [from, to] = [{ col: a.col, row: a.row }, { col: b.col, row: b.row }];
	for (const e of p.expansions) {
		if (e.col === from.col && e.row === from.row) Object.assign(e, to);
		else if (e.col === to.col && e.row === to.row) Object.assign(e, from);
	}
}

const payTask = (seat: number, need: Cost, why: Text): Task => ({ t: 'pay', seat, need: { ...need }, why });

/**
 * The cost types of which one may be left out: Drill Ground (1x) for a hero (seed L1207-1209), Building
 * Crane for a city expansion costing more than 4 (seed L1392-1396, "you keep the saved resource").
 */
export function costWaivable(p: Player, card: string): Resource[] {
	const drill = cardDef(card).kind === 'hero' && hasExpansion(p, 'drillGround');
	if (!drill && !craneApplies(p, card)) return [];
	const cost = cardDef(card).cost ?? {};
	return RESOURCES.filter((r) => (cost[r] ?? 0) > 0);
}

/** `cost` with one `res` left out. */
export function waived(cost: Cost, res: Resource): Cost {
	const out: Cost = { ...cost };
	out[res] = (out[res] ?? 0) - 1;
	if (!out[res]) delete out[res];
	return out;
}

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
			if (costWaivable(p, a.card).length) return before({ t: 'drillWaive', seat, card: a.card, site: { col: a.col, row: a.row } });
			return before(payTask(seat, cardDef(a.card).cost ?? {}, cardName(a.card)), { t: 'placeExpansion', seat, card: a.card, site: { col: a.col, row: a.row } });
		case 'demolish': {
			removeExpansion(s, seat, a.card);
			log(ctx, tr('%1 bourá %2.', '%1 demolishes %2.', who(seat), cardName(a.card)));
			return;
		}
		case 'playAction': {
			const def = cardDef(a.card);
			discardFromHand(s, seat, a.card);
			log(ctx, tr('%1 hraje %2.', '%1 plays %2.', who(seat), def.name));
			if (performThemeAction(s, seat, a.card, ctx)) return;
			if (def.action === 'goldsmith')
				before(payTask(seat, { gold: 3 }, def.name), { t: 'gain', seat, count: 2, allowed: [...RESOURCES], why: tx('Zlatník: vezmi si 2 libovolné suroviny.', 'Goldsmith: take any 2 resources.') });
			else if (def.action === 'caravan')
				before({ t: 'payAny', seat, count: 2, why: def.name }, { t: 'gain', seat, count: 2, allowed: [...RESOURCES], why: tx('Obchodní karavana: vezmi si 2 libovolné suroviny.', 'Merchant Caravan: take any 2 resources.') });
			else if (def.action === 'relocation') before({ t: 'relocate', seat, first: null });
			return;
		}
		case 'trade': {
			const gain: Task = { t: 'gain', seat, count: 1, allowed: [a.get], why: tx('Obchod', 'Trade') };
			log(ctx, tr('%1 mění %2× %3 za %4.', '%1 trades %2 %3 for %4.', who(seat), a.via === 'bank' ? 3 : a.via === 'mint' ? 1 : 2, resName(a.give), resName(a.get)));
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

const spaceFor = (p: Player, res: Resource) => storableRegions(p, [res]).reduce((n, r) => n + 3 - r.stock, 0);

/** Brigands: as many of one type as one of your regions of that type can still hold, at most what the opponent has. */
export function brigandsAmount(s: RivalsState, seat: number, res: Resource): number {
	const room = Math.max(0, ...storableRegions(s.players[seat], [res]).map((r) => 3 - r.stock));
	return Math.min(room, stockOf(s.players[1 - seat], res));
}

/** Gudrun: 2 gold per own Pirate Ship, at most what the opponent has and what you can store (seed L998-1005). */
export function gudrunAmount(s: RivalsState, seat: number): number {
	const pirates = s.players[seat].expansions.filter((e) => effId(e.card) === 'pirateShip').length;
	return Math.min(2 * pirates, stockOf(s.players[1 - seat], 'gold'), spaceFor(s.players[seat], 'gold'));
}

const countOf = (list: Resource[], res: Resource) => list.filter((r) => r === res).length;

/** Whether `res` may be named now in a nameTypes decision. */
function nameTypeReason(s: RivalsState, task: Extract<Task, { t: 'nameTypes' }>, res: Resource): Reason {
	const opp = s.players[task.from];
	const me = s.players[task.seat];
	const id = effId(task.card);
	if (id === 'brigandsGold')
		return brigandsAmount(s, task.seat, res) > 0 ? null : tx('Tuto surovinu by ti soupeř dát nemohl (nemá ji, nebo ji neuložíš).', 'Your opponent could not give you that (none, or no room on your regions).');
	if (stockOf(opp, res) <= countOf(task.named, res)) return tx('Soupeř tolik této suroviny nemá.', 'Your opponent does not have that much of it.');
	if ((id === 'moneylender' || id === 'voyageOfPlunder') && spaceFor(me, res) <= countOf(task.named, res)) return tx('Tuto surovinu nemáš kam uložit.', 'You have no room to store that resource.');
	return null;
}

/** Ends a nameTypes decision: the opponent gives each named resource (choosing the region), then the effect goes on. */
function finishNaming(s: RivalsState, task: Extract<Task, { t: 'nameTypes' }>, ctx: StepContext): void {
	s.tasks.shift();
	const why = cardName(task.card);
	const pairs: Task[] = [];
	const named = effId(task.card) === 'brigandsGold' && task.named.length ? Array(brigandsAmount(s, task.seat, task.named[0])).fill(task.named[0]) : task.named;
	for (const res of named as Resource[])
		pairs.push({ t: 'give', seat: task.from, to: task.seat, res }, { t: 'gain', seat: task.seat, count: 1, allowed: [res], why });
	if (named.length)
		log(ctx, tr('%1: %2 musí dát %3.', '%1: %2 must give %3.', why, who(task.from), {
			cs: named.map((r) => resName(r).cs).join(', '),
			en: named.map((r) => resName(r).en).join(', ')
		}));
	if (effId(task.card) === 'merchant') pairs.push({ t: 'giveAny', seat: task.seat, to: task.from });
	s.tasks.unshift(...pairs);
}

/** undefined: not a theme action card with its own playability; null: playable; else why not. */
function themeActionReason(s: RivalsState, seat: number, card: string): Reason | undefined {
	const opp = s.players[1 - seat];
	switch (effId(card)) {
		case 'reiner':
			return tx('Reinera lze zahrát jen před hodem kostkami.', 'Reiner is played only before rolling.');
		case 'brigandsGold':
			return RESOURCES.some((r) => brigandsAmount(s, seat, r) > 0) ? null : tx('Soupeř ti nemůže dát nic, co bys uložil.', 'Your opponent has nothing you could store.');
		case 'gudrun':
			if (stockOf(opp, 'gold') === 0) return tx('Soupeř nemá na krajinách žádné zlato.', 'Your opponent has no gold on their regions.');
			return gudrunAmount(s, seat) > 0 ? null : tx('Nemáš kam uložit zlato.', 'You have no room to store gold.');
		case 'merchant':
		case 'tradeMaster':
			return totalStock(opp) > 0 ? null : tx('Soupeř nemá žádnou surovinu.', 'Your opponent has no resources.');
		// The Era of Turmoil (seed L1150-1200).
		case 'voyageOfPlunder':
			return RESOURCES.some((r) => stockOf(opp, r) > 0 && spaceFor(s.players[seat], r) > 0) ? null : tx('Soupeř nemá nic, co bys mohl uložit.', 'Your opponent has nothing you could store.');
		case 'archer':
			return archerTargets(opp).length ? null : tx('Soupeř nemá žádnou jednotku s body síly.', 'Your opponent has no unit with strength points.');
		case 'arsonist':
			return arsonistTargets(opp).length ? null : tx('Soupeř nemá žádnou nechráněnou stavbu.', 'Your opponent has no unprotected building.');
		case 'traitor':
			return opp.hand.length ? null : tx('Soupeř nemá v ruce žádnou kartu.', 'Your opponent has no cards in hand.');
		// The Era of Progress (seed L1295-1342).
		case 'benjamin':
			return benjaminRegions(s.players[seat], s.dice.production).some((r) => r.stock < 3)
				? null
				: tr('Žádná tvoje krajina s číslem %1 nemá místo.', 'None of your regions with the number %1 has room.', s.dice.production ?? '—');
		case 'doctor':
			return bathHouseCities(s.players[seat]).some((col) => doctorRegions(s.players[seat], col).length) ? null : tx('Krajiny u tvých Lázní jsou plné.', 'The regions next to your Bath House are full.');
		case 'guido':
		case 'gustav':
			return s.discard.length ? null : tx('Odhazovací balíček je prázdný.', 'The discard pile is empty.');
		case 'mineralMining':
			return storableRegions(s.players[seat], ['ore']).length ? null : tx('Nemáš pohoří s volným místem.', 'You have no Mountains with room.');
		case 'threeFieldSystem':
			return storableRegions(s.players[seat], ['grain']).length ? null : tx('Nemáš pole s volným místem.', 'You have no Fields with room.');
		case 'sebastian':
			return tx('Sebastiana lze zahrát jen ve chvíli, kdy se odhalí Rebelie, Svár nebo Bratrská hádka.', 'Sebastian is played only when Riots, Feud or Fraternal Feuds is revealed.');
	}
	return undefined;
}

/** Carries out a theme action card already discarded; false when the card is not one of them. */
function performThemeAction(s: RivalsState, seat: number, card: string, ctx: StepContext): boolean {
	switch (effId(card)) {
		case 'brigandsGold':
			s.tasks.unshift({ t: 'nameTypes', seat, from: 1 - seat, card, left: 1, named: [] });
			return true;
		case 'merchant':
		case 'tradeMaster':
			s.tasks.unshift({ t: 'nameTypes', seat, from: 1 - seat, card, left: 2, named: [] });
			return true;
		case 'voyageOfPlunder': {
			// 2 when the opponent has more VP, else 1 (text [K]/[Z]); the attacker names them.
			const left = victoryPoints(s, 1 - seat) > victoryPoints(s, seat) ? 2 : 1;
			s.tasks.unshift({ t: 'nameTypes', seat, from: 1 - seat, card, left, named: [] });
			return true;
		}
		case 'archer':
		case 'arsonist':
		case 'traitor': {
			if (protectedByRoll(s, 1 - seat, card, ctx)) return true;
			const victim = 1 - seat;
			if (effId(card) === 'traitor') {
				ctx.barrier = true; // the victim's hand is shown to the attacker
				s.tasks.unshift({ t: 'traitorPick', seat, victim });
			}
			else if (effId(card) === 'archer') s.tasks.unshift({ t: 'feudRemove', seat: victim, options: archerTargets(s.players[victim]), cause: card });
			else s.tasks.unshift({ t: 'targetPick', seat, victim, card });
			return true;
		}
		case 'benjamin': {
			// Once more the yield of every region with this turn's number, without boosters (seed L1299-1306).
			const got: Text[] = [];
			for (const r of benjaminRegions(s.players[seat], s.dice.production)) if (addToRegion(r, 1)) got.push(tr('%1 (%2)', '%1 (%2)', resName(regionResource(r)), regionName(r.card)));
			log(ctx, tr('Benjamin: %1 dostává %2.', 'Benjamin: %1 receives %2.', who(seat), { cs: got.map((g) => g.cs).join(', '), en: got.map((g) => g.en).join(', ') }));
			return true;
		}
		case 'doctor': {
			const cities = bathHouseCities(s.players[seat]).filter((col) => doctorRegions(s.players[seat], col).length);
			if (cities.length === 1) doctorHeals(s, seat, cities[0], ctx);
			else s.tasks.unshift({ t: 'doctorPick', seat });
			return true;
		}
		case 'guido':
		case 'gustav':
			ctx.barrier = true; // the seat looks through the discard pile
			s.tasks.unshift({ t: 'discardPick', seat, card });
			return true;
		case 'mineralMining':
			s.tasks.unshift({ t: 'gain', seat, count: 2, allowed: ['ore'], why: tx('Stavba slojí: až 2 rudy.', 'Mineral Mining: up to 2 ore.') });
			return true;
		case 'threeFieldSystem':
			s.tasks.unshift({ t: 'gain', seat, count: 2, allowed: ['grain'], why: tx('Trojpolní hospodářství: až 2 obilí.', 'Three-Field System: up to 2 grain.') });
			return true;
		case 'gudrun': {
			const n = gudrunAmount(s, seat);
			log(ctx, tr('Gudrun: %1 musí dát %2.', 'Gudrun: %1 must give %2.', who(1 - seat), resCount(n, 'gold')));
			for (let i = 0; i < n; i++)
				s.tasks.unshift({ t: 'give', seat: 1 - seat, to: seat, res: 'gold' }, { t: 'gain', seat, count: 1, allowed: ['gold'], why: cardName(card) });
			return true;
		}
	}
	return false;
}

/** Doctor: each region next to the Bath House city at `col` receives 1 resource (seed L1310-1311, text [K]/[Z]). */
function doctorHeals(s: RivalsState, seat: number, col: number, ctx: StepContext): void {
	const regions = doctorRegions(s.players[seat], col);
	for (const r of regions) addToRegion(r, 1);
	log(ctx, tr('Doktor: %1 dostává %2.', 'Doctor: %1 receives %2.', who(seat), {
		cs: regions.map((r) => resName(regionResource(r)).cs).join(', '),
		en: regions.map((r) => resName(regionResource(r)).en).join(', ')
	}));
}

/** The defender's protection roll against Archer/Arsonist/Traitor; true when the card has no effect (card discarded anyway [inferred]). */
function protectedByRoll(s: RivalsState, defender: number, card: string, ctx: StepContext): boolean {
	const r = protectionRoll(s, defender);
	if (r.roll === null) return false;
	ctx.barrier = true;
	if (r.protected) log(ctx, tr('%1 hází na ochranu: %2 — %3 nemá účinek.', '%1 rolls for protection: %2 — %3 has no effect.', who(defender), r.roll, cardName(card)));
	else log(ctx, tr('%1 hází na ochranu: %2 — bez ochrany.', '%1 rolls for protection: %2 — not protected.', who(defender), r.roll));
	return r.protected;
}

/** Effects when a theme card is placed (Pirate Ship, Staple House, Gold Cache; Turmoil: Fairgrounds, Tithe Barn). */
function onBuilt(s: RivalsState, seat: number, card: string, ctx: StepContext): void {
	const opp = s.players[1 - seat];
	switch (effId(card)) {
		case 'goldCache':
			s.players[seat].expansions.find((e) => e.card === card)!.stock = 0;
			break;
		case 'pirateShip':
			// The opponent discards one of their trade ships, their choice; nothing if they have none (seed L1063-1070).
			if (tradeShips(opp) > 0) s.tasks.unshift({ t: 'loseShip', seat: 1 - seat });
			else log(ctx, tx(`${who(1 - seat)} nemá žádnou obchodní loď.`, `${who(1 - seat)} has no trade ship.`));
			break;
		case 'fairgrounds':
			// After full payment; only with more skill points than the opponent (seed L1246-1254).
			if (points(s.players[seat], 'skill') > points(opp, 'skill'))
				s.tasks.unshift({ t: 'gain', seat, count: 2, allowed: [...RESOURCES], why: tx('Místo pro konání oslav: vezmi si 2 libovolné suroviny.', 'Fairgrounds: take any 2 resources.') });
			else log(ctx, tx(`${who(seat)} nemá víc bodů zručnosti — Místo pro konání oslav nedává suroviny.`, `${who(seat)} has no skill lead — Fairgrounds gives no resources.`));
			break;
		case 'titheBarn': {
			// 1 wool or 1 grain per own hero; what cannot be stored is lost (seed L1260-1267).
			const n = heroCount(s.players[seat]);
			if (n) s.tasks.unshift({ t: 'titheBarn', seat, count: n });
			break;
		}
		case 'library':
			// Search one draw stack for free and take 1 card (seed L1361-1363); the player may decline.
			if (s.drawStacks.some((st) => st.length)) s.tasks.unshift({ t: 'libraryOffer', seat });
			break;
		case 'stapleHouse':
			// Only after full payment (seed L1116-1122).
			s.tasks.unshift({ t: 'gain', seat, count: 2, allowed: [...RESOURCES], why: tx('Sklad zboží: vezmi si 2 libovolné suroviny.', 'Staple House: take any 2 resources.') });
			break;
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
		case 'startPick':
			return s.drawStacks[task.stack].map((card) => ({ t: 'searchTake', card }));
		case 'arrange':
			return [
				...(task.first === null ? [{ t: 'choose' as const, option: 'done' }] : []),
				...p.regions.filter((r) => r.card !== task.first).map((r) => ({ t: 'relocatePick' as const, target: { kind: 'region' as const, card: r.card } }))
			];
		case 'nameTypes':
			return [...RESOURCES.map((res) => ({ t: 'takeType' as const, res })), { t: 'choose', option: 'done' }];
		case 'giveAny':
			return stores(p).filter((r) => r.stock > 0).map((r) => ({ t: 'giveFrom', region: r.card }));
		case 'loseShip':
			return p.expansions.filter((e) => cardDef(e.card).kind === 'ship').map((e) => ({ t: 'pickExpansion', card: e.card }));
		case 'preRoll':
			return [
				{ t: 'roll' },
				...p.hand.filter((c) => cardDef(c).action === 'brigitta').map((card) => ({ t: 'playBrigitta' as const, card })),
				...(task.reiner ? [] : p.hand.filter((c) => effId(c) === 'reiner').map((card) => ({ t: 'playAction' as const, card })))
			];
		case 'chooseBrigittaNumber':
			return [1, 2, 3, 4, 5, 6].map((number) => ({ t: 'brigittaNumber', number }));
		case 'main':
			return mainCandidates(s, task.seat);
		case 'pay':
			return (Object.keys(task.need) as Resource[]).flatMap((res) => payableRegions(p, res).map((r) => ({ t: 'payFrom' as const, region: r.card })));
		case 'payAny':
			// Any store, a Gold Cache included (its gold pays like a region's).
			return stores(p).filter((r) => r.stock > 0).map((r) => ({ t: 'payFrom', region: r.card }));
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
		case 'targetPick':
			return arsonistTargets(s.players[task.victim]).map((card) => ({ t: 'pickExpansion' as const, card }));
		case 'titheBarn':
			return (['wool', 'grain'] as Resource[]).map((res) => ({ t: 'takeType' as const, res }));
		case 'drillWaive':
			return costWaivable(p, task.card).map((res) => ({ t: 'takeType' as const, res }));
		case 'traitorPick':
			return [{ t: 'choose', option: 'none' }, ...s.players[task.victim].hand.map((card) => ({ t: 'searchTake' as const, card }))];
		case 'riots':
			return [
				...(stockOf(p, 'gold') >= task.gold ? [{ t: 'choose' as const, option: 'payGold' }] : []),
				...riotsUnits(p).flatMap((card) => STACKS(s).map((stack) => ({ t: 'feudRemove' as const, card, stack })))
			];
		case 'sebastianOffer':
			return [
				{ t: 'choose', option: 'sebastian' },
				{ t: 'choose', option: 'decline' }
			];
		case 'doctorPick':
			return bathHouseCities(p).map((col) => ({ t: 'pickExpansion' as const, card: p.expansions.find((e) => e.col === col && effId(e.card) === 'bathHouse')!.card }));
		case 'discardPick':
			return [...new Set(s.discard)].filter((c) => c !== task.card).sort().map((card) => ({ t: 'searchTake' as const, card }));
		case 'libraryOffer':
			return [{ t: 'choose', option: 'decline' }, ...STACKS(s).map((stack) => ({ t: 'search' as const, stack }))];
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

/** The exchange search costs 2 resources, 1 with a Parish Hall, nothing with a Town Hall (seed L383-387, L877-879, L1377-1387). */
export const searchCost = (p: Player) => (hasExpansion(p, 'townHall') ? 0 : hasExpansion(p, 'parishHall') ? 1 : 2);

export function validate(s: RivalsState, task: Decision, a: RivalsAction): Reason {
	const p = s.players[task.seat];
	const stackOk = (stack: number) => Number.isInteger(stack) && stack >= 0 && stack < s.drawStacks.length;
	const badStack = tx('Takový dobírací balíček není.', 'There is no such draw stack.');
	switch (task.t) {
		case 'chooseStartStack':
			if (a.t !== 'startStack') return wrongStep(task);
			if (!stackOk(a.stack)) return badStack;
			// Theme games: any basic stack, chosen from, not drawn (seed L567-572; same stack allowed [inferred]).
			if (s.stackSets) return s.stackSets[a.stack] !== 'basic' ? tx('Počáteční karty se vybírají z balíčku základní sady.', 'Starting cards come from a basic-set stack.') : s.drawStacks[a.stack].length < 3 ? tx('V balíčku nejsou 3 karty.', 'That stack has fewer than 3 cards.') : null;
			// The second player must take a different stack (seed L162-165).
			return a.stack === s.startStack ? tx('Soupeř už si vzal karty z tohoto balíčku; vyber jiný.', 'Your opponent took this stack; choose another.') : null;
		case 'startPick':
			return a.t === 'searchTake' && s.drawStacks[task.stack].includes(a.card) ? null : tx('Vyber kartu z prohlíženého balíčku.', 'Choose a card from the stack you are looking through.');
		case 'arrange':
			if (a.t === 'choose') return a.option === 'done' && task.first === null ? null : tx('Nejdřív vyber druhou krajinu k prohození.', 'Choose the second region to swap first.');
			if (a.t !== 'relocatePick' || a.target.kind !== 'region') return wrongStep(task);
			if (!p.regions.some((r) => r.card === a.target.card)) return tx('Vyber svou krajinu.', 'Choose one of your regions.');
			return a.target.card === task.first ? tx('Vyber jinou krajinu.', 'Choose a different region.') : null;
		case 'nameTypes':
			if (a.t === 'choose') {
				if (a.option !== 'done') return wrongStep(task);
				if (effId(task.card) === 'merchant' || effId(task.card) === 'tradeMaster') return task.named.length ? null : tx('Urči aspoň 1 surovinu.', 'Name at least 1 resource.');
				return tx('Urči surovinu.', 'Name a resource.');
			}
			if (a.t !== 'takeType' || !RESOURCES.includes(a.res)) return wrongStep(task);
			return nameTypeReason(s, task, a.res);
		case 'giveAny': {
			if (a.t !== 'giveFrom') return wrongStep(task);
			const r = findRegion(p, a.region);
			return r && r.stock > 0 ? null : tx('Vyber svou krajinu se surovinou.', 'Choose one of your regions that holds a resource.');
		}
		case 'loseShip':
			if (a.t !== 'pickExpansion') return wrongStep(task);
			return p.expansions.some((e) => e.card === a.card && cardDef(e.card).kind === 'ship') ? null : tx('Vyber svou obchodní loď.', 'Choose one of your trade ships.');
		case 'preRoll':
			if (a.t === 'roll') return null;
			if (a.t === 'playAction') {
				if (task.reiner) return tx('Reinera už jsi zahrál.', 'You have played Reiner already.');
				return p.hand.includes(a.card) && effId(a.card) === 'reiner' ? null : tx('Před hodem lze zahrát jen Brigittu nebo Reinera.', 'Only Brigitta or Reiner can be played before rolling.');
			}
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
			if (t.kind === 'expansion' && cardDef(t.card).kind === 'regionExpansion') return tx('Výstavbu krajiny nelze stěhovat.', 'A region expansion cannot be relocated.');
			if (t.kind === 'expansion' && isCovered(p, t.card)) return tx('Obecní dům leží pod Radnicí: vyber Radnici, stěhují se spolu.', 'The Parish Hall lies under the Town Hall: choose the Town Hall, they move together.');
			if (t.kind === 'expansion') {
				// Each site's cards must be allowed on the other site: city expansions stay at cities.
				const atCity = (col: number) => p.centers.some((c) => c.col === col && c.kind === 'city');
				const swappable = (a: string, b: string) => {
					const x = p.expansions.find((e) => e.card === a)!;
					const y = p.expansions.find((e) => e.card === b)!;
					if (a === b || (x.col === y.col && x.row === y.row) || cardDef(b).kind === 'regionExpansion' || isCovered(p, b)) return false;
					const cityOnly = (site: Site) => cardsAt(p, site).some((c) => cardDef(c).kind === 'cityExpansion');
					return !((cityOnly(x) && !atCity(y.col)) || (cityOnly(y) && !atCity(x.col)));
				};
				if (task.first ? !swappable(task.first.card, t.card) : !p.expansions.some((e) => swappable(t.card, e.card)))
					return tx('Výstavba města může stát jen ve městě.', 'A city expansion must stay at a city.');
			}
			return null;
		}
		case 'merchantBuy':
			if (a.t === 'doneBuying') return null;
			if (a.t !== 'buyWithGold') return wrongStep(task);
			return stockOf(p, 'gold') >= 1 ? null : tx('Nemáš zlato.', 'You have no gold.');
		case 'feudsPick':
			if (a.t !== 'feudsPut') return wrongStep(task);
			if (!stackOk(a.stack)) return badStack;
			if (backReason(s, a.card, a.stack)) return backReason(s, a.card, a.stack);
			return s.players[task.victim].hand.includes(a.card) ? null : tx('Ta karta není v ruce soupeře.', "That card is not in your opponent's hand.");
		case 'feudSelect':
			if (a.t !== 'feudSelect') return wrongStep(task);
			if (task.selected.includes(a.card)) return tx('Tuto stavbu už jsi vybral.', 'Already selected.');
			if (isCovered(s.players[task.victim], a.card)) return tx('Obecní dům leží pod Radnicí; vybrat lze Radnici.', 'The Parish Hall lies under the Town Hall; select the Town Hall.');
			return s.players[task.victim].expansions.some((e) => e.card === a.card) && isBuilding(a.card)
				? null
				: tx('Vyber stavbu soupeře (jednotky se nepočítají).', "Choose one of your opponent's buildings (units do not count).");
		case 'feudRemove':
			if (a.t !== 'feudRemove') return wrongStep(task);
			if (!stackOk(a.stack)) return badStack;
			if (backReason(s, a.card, a.stack)) return backReason(s, a.card, a.stack);
			return task.options.includes(a.card) ? null : tx('Vyber jednu z vybraných staveb.', 'Choose one of the selected buildings.');
		case 'targetPick':
			if (a.t !== 'pickExpansion') return wrongStep(task);
			return arsonistTargets(s.players[task.victim]).includes(a.card) ? null : tx('Vyber nechráněnou stavbu soupeře.', "Choose one of your opponent's unprotected buildings.");
		case 'titheBarn':
			return a.t === 'takeType' && (a.res === 'wool' || a.res === 'grain') ? null : tx('Zvol vlnu, nebo obilí.', 'Choose wool or grain.');
		case 'traitorPick':
			if (a.t === 'choose') return a.option === 'none' ? null : wrongStep(task);
			if (a.t !== 'searchTake') return wrongStep(task);
			return s.players[task.victim].hand.includes(a.card) ? null : tx('Ta karta není v ruce soupeře.', "That card is not in your opponent's hand.");
		case 'riots':
			if (a.t === 'choose') {
				if (a.option !== 'payGold') return wrongStep(task);
				return stockOf(p, 'gold') >= task.gold ? null : tr('Nemáš %1.', 'You do not have %1.', resCount(task.gold, 'gold'));
			}
			if (a.t !== 'feudRemove') return wrongStep(task);
			if (!stackOk(a.stack)) return badStack;
			if (backReason(s, a.card, a.stack)) return backReason(s, a.card, a.stack);
			return riotsUnits(p).includes(a.card) ? null : tx('Vyber svou jednotku s body síly nebo obchodu.', 'Choose one of your units with strength or commerce points.');
		case 'sebastianOffer':
			if (a.t !== 'choose' || (a.option !== 'sebastian' && a.option !== 'decline')) return wrongStep(task);
			return a.option === 'decline' || p.hand.some((c) => effId(c) === 'sebastian') ? null : tx('Sebastiana nemáš v ruce.', 'You have no Sebastian in hand.');
		case 'doctorPick': {
			if (a.t !== 'pickExpansion') return wrongStep(task);
			const at = p.expansions.find((e) => e.card === a.card);
			if (!at || effId(a.card) !== 'bathHouse') return tx('Vyber své Lázně.', 'Choose one of your Bath Houses.');
			return doctorRegions(p, at.col).length ? null : tx('Krajiny u těchto Lázní jsou plné.', 'The regions next to this Bath House are full.');
		}
		case 'discardPick':
			if (a.t !== 'searchTake') return wrongStep(task);
			if (a.card === task.card) return tr('%1 si sám sebe vzít nemůže.', '%1 cannot take itself.', cardName(task.card));
			return s.discard.includes(a.card) ? null : tx('Ta karta není v odhazovacím balíčku.', 'That card is not in the discard pile.');
		case 'libraryOffer':
			if (a.t === 'choose') return a.option === 'decline' ? null : wrongStep(task);
			if (a.t !== 'search') return wrongStep(task);
			if (!stackOk(a.stack)) return badStack;
			return s.drawStacks[a.stack].length ? null : tx('Tento balíček je prázdný.', 'That stack is empty.');
		case 'drillWaive':
			if (a.t !== 'takeType' || !costWaivable(p, task.card).includes(a.res)) return tx('Zvol surovinu z ceny karty.', "Choose a resource of the card's cost.");
			return canAfford(p, waived(cardDef(task.card).cost ?? {}, a.res)) ? null : missing(p, waived(cardDef(task.card).cost ?? {}, a.res));
		case 'replenish':
			if (p.hand.length > handLimit(p)) {
				if (a.t !== 'putUnder') return tx(`Máš víc karet než limit ${handLimit(p)}: vrať kartu pod balíček.`, `You hold more than your limit of ${handLimit(p)}: put a card under a stack.`);
				if (!stackOk(a.stack)) return badStack;
				if (backReason(s, a.card, a.stack)) return backReason(s, a.card, a.stack);
				return p.hand.includes(a.card) ? null : tx('Tuto kartu nemáš.', 'You do not hold that card.');
			}
			if (a.t !== 'draw') return tx(`Doplň si ruku na ${handLimit(p)} karet.`, `Draw up to ${handLimit(p)} cards.`);
			if (!stackOk(a.stack)) return badStack;
			return s.drawStacks[a.stack].length ? null : tx('Tento balíček je prázdný.', 'That stack is empty.');
		case 'exchangeOffer':
			if (a.t === 'skipExchange') return null;
			if (a.t !== 'exchange') return wrongStep(task);
			if (!stackOk(a.stack)) return badStack;
			if (backReason(s, a.card, a.stack)) return backReason(s, a.card, a.stack);
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
			if (s.stackSets) {
				ctx.barrier = true; // the seat looks through the stack
				s.tasks.unshift({ t: 'startPick', seat, stack: a.stack, left: 3 });
				log(ctx, tx(`${who(seat)} si vybírá počáteční karty z balíčku ${stackLabel(a.stack)}.`, `${who(seat)} chooses starting cards from stack ${stackLabel(a.stack)}.`));
				return;
			}
			p.hand.push(...s.drawStacks[a.stack].splice(0, 3));
			if (s.startStack === null) s.startStack = a.stack;
			ctx.barrier = true;
			log(ctx, tx(`${who(seat)} si bere 3 vrchní karty z balíčku ${stackLabel(a.stack)}.`, `${who(seat)} takes the top 3 cards of stack ${stackLabel(a.stack)}.`));
			return;
		}
		case 'startPick': {
			if (a.t !== 'searchTake') return;
			const stack = s.drawStacks[task.stack];
			stack.splice(stack.indexOf(a.card), 1); // the rest keeps its order (seed L570-572)
			p.hand.push(a.card);
			if (--task.left === 0) done();
			return;
		}
		case 'arrange': {
			if (a.t === 'choose') {
				done();
				return;
			}
			if (a.t !== 'relocatePick') return;
			if (task.first === null) {
				task.first = a.target.card;
				return;
			}
			const x = findRegion(p, task.first) as Player['regions'][number];
			const y = findRegion(p, a.target.card) as Player['regions'][number];
			[x.col, y.col] = [y.col, x.col];
			[x.row, y.row] = [y.row, x.row];
			task.first = null;
			log(ctx, tr('%1 prohazuje %2 a %3.', '%1 swaps %2 and %3.', who(seat), regionName(x.card), regionName(y.card)));
			return;
		}
		case 'nameTypes':
			if (a.t === 'choose') return finishNaming(s, task, ctx);
			if (a.t !== 'takeType') return;
			task.named.push(a.res);
			if (--task.left === 0) finishNaming(s, task, ctx);
			return;
		case 'giveAny': {
			if (a.t !== 'giveFrom') return;
			const r = findRegion(p, a.region)!;
			r.stock -= 1;
			done();
			const res = regionResource(r);
			log(ctx, tr('%1 dává %2 %3.', '%1 gives %2 to %3.', who(seat), resName(res), who(task.to)));
			s.tasks.unshift({ t: 'gain', seat: task.to, count: 1, allowed: [res], why: tx('Obchodník: dostáváš surovinu.', 'Merchant: you receive a resource.') });
			return;
		}
		case 'loseShip':
			if (a.t !== 'pickExpansion') return;
			done();
			removeExpansion(s, seat, a.card);
			log(ctx, tr('Pirátská loď: %1 odkládá %2.', 'Pirate Ship: %1 discards %2.', who(seat), cardName(a.card)));
			return;
		case 'preRoll':
			if (a.t === 'playAction') {
				// Reiner: the event die will show Celebration (seed L1032-1035); the seat may still play Brigitta.
				discardFromHand(s, seat, a.card);
				task.reiner = true;
				log(ctx, tr('%1 hraje %2.', '%1 plays %2.', who(seat), cardName(a.card)));
				return;
			}
			done();
			if (a.t === 'roll') s.tasks.unshift({ t: 'roll', fixedProduction: null, ...(task.reiner ? { reiner: seat } : {}) }, { t: 'main', seat });
			else if (a.t === 'playBrigitta') {
				discardFromHand(s, seat, a.card);
				log(ctx, tr('%1 hraje %2.', '%1 plays %2.', who(seat), cardName(a.card)));
				s.tasks.unshift({ t: 'chooseBrigittaNumber', seat, ...(task.reiner ? { reiner: true } : {}) }, { t: 'main', seat });
			}
			return;
		case 'chooseBrigittaNumber':
			if (a.t !== 'brigittaNumber') return;
			done();
			log(ctx, tx(`${who(seat)} určuje výnos ${a.number}.`, `${who(seat)} sets the production result to ${a.number}.`));
			s.tasks.unshift({ t: 'roll', fixedProduction: a.number, ...(task.reiner ? { reiner: seat } : {}) });
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
			if (task.first.kind === 'expansion') swapSites(p, x as Site, y as Site);
			else {
				[x.col, y.col] = [y.col, x.col];
				[x.row, y.row] = [y.row, x.row] as [never, never];
			}
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
			const where = removeExpansion(s, seat, a.card, a.stack);
			if (task.cause === undefined) {
				if (where === 'faceUp') log(ctx, tr('Svár: %1 odstraňuje %2 (zpět do odkrytého balíčku).', 'Feud: %1 removes %2 (back to the face-up stack).', who(seat), cardName(a.card)));
				else log(ctx, tr('Svár: %1 odstraňuje %2 pod balíček %3.', 'Feud: %1 removes %2 under stack %3.', who(seat), cardName(a.card), stackLabel(a.stack)));
			} else if (where === 'faceUp') log(ctx, tr('%1: %2 odstraňuje %3 (zpět do odkrytého balíčku).', '%1: %2 removes %3 (back to the face-up stack).', cardName(task.cause), who(seat), cardName(a.card)));
			else log(ctx, tr('%1: %2 odstraňuje %3 pod balíček %4.', '%1: %2 removes %3 under stack %4.', cardName(task.cause), who(seat), cardName(a.card), stackLabel(a.stack)));
			// Irmgard: every removal asked by the opponent's card or an event pays 1 resource (seed L1228-1235).
			if (irmgardPays(p, a.card)) s.tasks.unshift({ t: 'gain', seat, count: 1, allowed: [...RESOURCES], why: tx('Irmgard: vezmi si 1 libovolnou surovinu.', 'Irmgard: take 1 resource of your choice.') });
			return;
		}
		case 'targetPick':
			if (a.t !== 'pickExpansion') return;
			done();
			log(ctx, tr('%1: %2 míří na %3.', '%1: %2 targets %3.', cardName(task.card), who(seat), cardName(a.card)));
			s.tasks.unshift({ t: 'feudRemove', seat: task.victim, options: [a.card], cause: task.card });
			return;
		case 'traitorPick': {
			done();
			if (a.t !== 'searchTake') {
				log(ctx, tr('Zrádce: %1 si nebere žádnou kartu.', 'Traitor: %1 takes no card.', who(seat)));
				return;
			}
			const hand = s.players[task.victim].hand;
			hand.splice(hand.indexOf(a.card), 1);
			p.hand.push(a.card);
			log(ctx, tr('Zrádce: %1 bere %2 z ruky %3.', "Traitor: %1 takes %2 from %3's hand.", who(seat), cardName(a.card), who(task.victim)), [seat, task.victim],
				tr('Zrádce: %1 bere %2 kartu z ruky.', "Traitor: %1 takes a card from %2's hand.", who(seat), who(task.victim)));
			return;
		}
		case 'riots':
			done();
			if (a.t === 'choose') {
				log(ctx, tr('Rebelie: %1 platí %2.', 'Riots: %1 pays %2.', who(seat), resCount(task.gold, 'gold')));
				s.tasks.unshift(payTask(seat, { gold: task.gold }, tx('Rebelie', 'Riots')));
				return;
			}
			if (a.t !== 'feudRemove') return;
			removeExpansion(s, seat, a.card, a.stack);
			log(ctx, tr('Rebelie: %1 vrací %2 pod balíček %3.', 'Riots: %1 puts %2 under stack %3.', who(seat), cardName(a.card), stackLabel(a.stack)));
			if (irmgardPays(p, a.card)) s.tasks.unshift({ t: 'gain', seat, count: 1, allowed: [...RESOURCES], why: tx('Irmgard: vezmi si 1 libovolnou surovinu.', 'Irmgard: take 1 resource of your choice.') });
			return;
		case 'sebastianOffer': {
			done();
			if (a.t !== 'choose' || a.option !== 'sebastian') return;
			const seb = p.hand.find((c) => effId(c) === 'sebastian')!;
			discardFromHand(s, seat, seb);
			const effect = s.tasks.find((x) => x.t === 'eventEffect');
			if (effect && effect.t === 'eventEffect') effect.immune.push(seat);
			log(ctx, tr('%1 hraje Sebastiana: %2 se ho netýká.', '%1 plays Sebastian: %2 does not affect them.', who(seat), cardName(task.card)));
			return;
		}
		case 'doctorPick': {
			if (a.t !== 'pickExpansion') return;
			done();
			doctorHeals(s, seat, p.expansions.find((e) => e.card === a.card)!.col, ctx);
			return;
		}
		case 'discardPick': {
			if (a.t !== 'searchTake') return;
			done();
			s.discard.splice(s.discard.lastIndexOf(a.card), 1);
			p.hand.push(a.card);
			// Only the seat saw the pile; the others learn that a card was taken (the pile shows its top only).
			log(ctx, tr('%1: %2 si bere %3 z odhazovacího balíčku.', '%1: %2 takes %3 from the discard pile.', cardName(task.card), who(seat), cardName(a.card)), [seat],
				tr('%1: %2 si bere kartu z odhazovacího balíčku.', '%1: %2 takes a card from the discard pile.', cardName(task.card), who(seat)));
			return;
		}
		case 'libraryOffer':
			done();
			if (a.t !== 'search') {
				log(ctx, tx(`Knihovna: ${who(seat)} balíček neprohledává.`, `Library: ${who(seat)} does not search a stack.`));
				return;
			}
			ctx.barrier = true; // the seat looks through the stack
			log(ctx, tx(`Knihovna: ${who(seat)} prohledává balíček ${stackLabel(a.stack)}.`, `Library: ${who(seat)} searches stack ${stackLabel(a.stack)}.`));
			s.tasks.unshift({ t: 'searchPick', seat, stack: a.stack });
			return;
		case 'drillWaive':
			if (a.t !== 'takeType') return;
			done();
			if (cardDef(task.card).kind === 'hero') log(ctx, tr('Cvičiště: %1 neplatí 1× %2.', 'Drill Ground: %1 does not pay 1 %2.', who(seat), resName(a.res)));
			else log(ctx, tr('Stavební jeřáb: %1 neplatí 1× %2.', 'Building Crane: %1 does not pay 1 %2.', who(seat), resName(a.res)));
			s.tasks.unshift(payTask(seat, waived(cardDef(task.card).cost ?? {}, a.res), cardName(task.card)), { t: 'placeExpansion', seat, card: task.card, site: task.site });
			return;
		case 'titheBarn':
			if (a.t !== 'takeType') return;
			done();
			log(ctx, tr('Stodola na desátky: %1 bere %2× %3.', 'Tithe Barn: %1 takes %2 %3.', who(seat), task.count, resName(a.res)));
			s.tasks.unshift({ t: 'gain', seat, count: task.count, allowed: [a.res], why: tx('Stodola na desátky', 'Tithe Barn') });
			return;
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
				if (searchCost(p) > 0) s.tasks.unshift({ t: 'payAny', seat, count: searchCost(p), why: tx('Prohlédnutí balíčku', 'Searching a stack') }, { t: 'searchPick', seat, stack: a.stack });
				else {
					ctx.barrier = true;
					s.tasks.unshift({ t: 'searchPick', seat, stack: a.stack });
				}
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
		if (p.hand.includes(task.card)) p.hand.splice(p.hand.indexOf(task.card), 1);
		else s.faceUp!.splice(s.faceUp!.indexOf(task.card), 1);
		p.expansions.push({ card: task.card, ...(task.site as Site) });
		log(ctx, tr('%1 staví %2.', '%1 builds %2.', who(task.seat), cardName(task.card)));
		onBuilt(s, task.seat, task.card, ctx);
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
		// rivals-2 always asks (Scout or the top 2 regions), so the opponent cannot tell whether a Scout is held.
		const ask = alwaysAskScout(s) || p.hand.some((c) => cardDef(c).action === 'scout');
		s.tasks.unshift(ask ? { t: 'scoutOffer', seat: task.seat, col: task.col } : settlementRegions(s, task.seat, task.col, ctx));
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
		case 'sebastianOffer':
		case 'chooseTakeType':
		case 'arrange':
			return false; // always asked (ending the turn, rolling, declining; Scout and Sebastian never reveal the hand)
		case 'nameTypes':
			// Nothing (more) can be named: the effect goes on with what was named.
			if (RESOURCES.every((r) => nameTypeReason(s, task, r) !== null)) {
				finishNaming(s, task, ctx);
				return true;
			}
			break;
		case 'giveAny':
		case 'loseShip':
			if (candidates(s, task).length === 0) {
				s.tasks.shift();
				return true;
			}
			break;
	}
	const legal = readOnly(() => candidates(s, task).filter((a) => validate(s, task, a) === null)); // readOnly: see principality.ts
	if (legal.length === 1 && task.t !== 'exchangeTake') {
		// A look resolved for its player (a one-card stack) still shows them a hidden card: undo stops here.
		if (LOOKS.has(task.t)) ctx.barrier = true;
		perform(s, task, legal[0], ctx);
		return true;
	}
	return false;
}

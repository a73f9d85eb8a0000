/**
 * The automatic part of the turn (spec §4): rolling, production, event-die
 * faces, event cards, turn changes and win checks, as run handlers of the
 * decision kernel (`FLOW`, part of the table in handlers/index.ts).
 */
import type { Text } from '$lib/engine';
import { cardDef, RESOURCES, type Resource } from './cards';
import { basicEventCards } from './decks';
import type { StepContext } from './context';
import {
	buildings,
	expansionsNextToRegion,
	hasExpansion,
	points,
	regionNumber,
	regionResource,
	regionType,
	totalStock,
	tradeShips,
	victoryPoints
} from './principality';
import { addToRegion } from './resources';
import { buildEventDeck } from './setup';
import { cardName, resCount, tr, resName, tx, who } from './text';
import { effId } from './theme';
import { chapelProtects, riotsGold } from './turmoil';
import { boostBonus, cardsOf, textNumber } from './content';
import { pharmacies, plagueRegions } from './progress';
import { EVENT_DIE, type RivalsState, type Task } from './types';
import { alwaysAskSebastian, endByExhaustion, isV2, noteTurnStart, winsBeforeRolling } from './version';

const FACE_NAMES = {
	brigand: tx('Přepadení zlodějem', 'Brigand Attack'),
	trade: tx('Obchod', 'Trade'),
	celebration: tx('Oslava', 'Celebration'),
	harvest: tx('Bohatá sklizeň', 'Plentiful Harvest'),
	event: tx('Karta události', 'Event card')
};
export const faceName = (f: keyof typeof FACE_NAMES) => FACE_NAMES[f];

const anyResource = (): Resource[] => [...RESOURCES];

/** Gains for both players in turn order: the active player first (spec §4 notes, §11.3). */
function bothInOrder(s: RivalsState): number[] {
	return [s.active, 1 - s.active];
}

export function startTurn(s: RivalsState, seat: number, ctx: StepContext): void {
	s.active = seat;
	s.turn += 1;
	s.dice = { production: null, event: null };
	if (s.mintsUsed) s.mintsUsed = [];
	ctx.log(tx(`Tah ${s.turn}: na tahu je ${who(seat)}.`, `Turn ${s.turn}: ${who(seat)} to play.`));
	noteTurnStart(s);
	// Win before rolling (seed L667-668): rivals-1 applied it to the intro game too (spec §12.17), rivals-2 not.
	if (winsBeforeRolling(s) && victoryPoints(s, seat) >= s.target) {
		declareWinner(s, seat, ctx);
		return;
	}
	s.tasks = [{ t: 'preRoll', seat }];
}

function declareWinner(s: RivalsState, seat: number, ctx: StepContext): void {
	s.winner = seat;
	s.tasks = [];
	ctx.log(tx(`${who(seat)} má ${victoryPoints(s, seat)} VB a vítězí!`, `${who(seat)} has ${victoryPoints(s, seat)} VP and wins!`));
}

export function roll(s: RivalsState, fixed: number | null, ctx: StepContext, reiner?: number): Task[] {
	const production = fixed ?? ctx.random.die();
	// Reiner fixes the event die to Celebration (seed L1032-1035): it is not rolled.
	const face = reiner !== undefined ? 'celebration' : ctx.random.pick(EVENT_DIE);
	ctx.reveal(); // a roll is a barrier also when Brigitta and Reiner fix both dice
	s.dice = { production, event: face };
	ctx.log(tr('%1 hází: výnos %2, událost %3.', '%1 rolls: production %2, event %3.', who(s.active), production, FACE_NAMES[face]));
	// Brigand Attack is resolved before production, every other face after it (seed L494-501).
	if (reiner !== undefined) return [{ t: 'production' }, { t: 'resolveFace', reiner }];
	return face === 'brigand' ? [{ t: 'resolveFace' }, { t: 'production' }] : [{ t: 'production' }, { t: 'resolveFace' }];
}

/** Production for both players with boosters, then Marketplace bonuses (spec §6.1, §9.2). */
export function production(s: RivalsState, ctx: StepContext): Task[] {
	const n = s.dice.production!;
	const follow: Task[] = [];
	const receivedTypes: Resource[][] = [[], []];
	for (const seat of bothInOrder(s)) {
		const p = s.players[seat];
		const got: Text[] = [];
		for (const r of p.regions) {
			if (regionNumber(s, r) !== n) continue;
			const res = regionResource(r);
			receivedTypes[seat].push(res);
			// Each adjacent production booster of the region's type adds 1 more (seed L862-868; a pack may correct the 1).
			let boost = 0;
			for (const e of expansionsNextToRegion(p, r)) {
				const def = cardDef(e.card);
				if (def.boosts === regionType(r)) boost += boostBonus(s, def.id);
			}
			const stored = addToRegion(r, 1 + boost);
			got.push(tr('%1× %2', '%1 %2', stored, resName(res)));
		}
		if (got.length)
			ctx.log(tr('Výnos %1: %2 dostává %3.', 'Production %1: %2 receives %3.', n, who(seat), {
				cs: got.map((g) => g.cs).join(', '),
				en: got.map((g) => g.en).join(', ')
			}));
	}
	for (const seat of bothInOrder(s)) {
		const own = receivedTypes[seat].length;
		const theirs = receivedTypes[1 - seat];
		// Marketplace: opponent has more regions with the number than you (seed L897-907).
		if (hasExpansion(s.players[seat], 'marketplace') && theirs.length > own) {
			const allowed = RESOURCES.filter((r) => theirs.includes(r));
			follow.push({ t: 'gain', seat, count: 1, allowed, why: tx('Tržiště: vezmi si surovinu, kterou dostává soupeř.', 'Marketplace: take a resource your opponent receives.') });
		}
	}
	return follow;
}

function brigandAttack(s: RivalsState, ctx: StepContext): void {
	for (const seat of bothInOrder(s)) {
		const p = s.players[seat];
		// Regions next to a Storehouse are not counted (seed L881-895).
		const protectedRegions = p.regions.filter((r) => expansionsNextToRegion(p, r).some((e) => effId(e.card) === 'storehouse'));
		// Gold in a Gold Cache is neither counted nor lost (seed L1047): only regions count.
		const counted = p.regions.reduce((n, r) => n + r.stock, 0) - protectedRegions.reduce((n, r) => n + r.stock, 0);
		if (counted <= 7) continue; // "more than 7" (seed L470-471)
		let lost = 0;
		for (const r of p.regions) {
			const res = regionResource(r);
			if (res === 'gold' || res === 'wool') {
				lost += r.stock;
				r.stock = 0;
			}
		}
		ctx.log(tx(`Zloděj: ${who(seat)} má víc než 7 surovin a ztrácí všechno zlato a vlnu (${lost}).`, `Brigands: ${who(seat)} has more than 7 resources and loses all gold and wool (${lost}).`));
	}
}

export function resolveFace(s: RivalsState, ctx: StepContext, reiner?: number): Task[] {
	const face = s.dice.event!;
	const tasks: Task[] = [];
	switch (face) {
		case 'brigand':
			brigandAttack(s, ctx);
			break;
		case 'trade': {
			// The trade-token owner takes 1 resource of choice from the opponent (seed L473-474).
			const owner = s.tokens.trade;
			if (owner === null) ctx.log(tx('Obchod: žeton obchodu nemá nikdo.', 'Trade: nobody holds the trade token.'));
			else if (totalStock(s.players[1 - owner]) === 0) ctx.log(tx(`Obchod: ${who(1 - owner)} nemá žádnou surovinu.`, `Trade: ${who(1 - owner)} has no resources.`));
			// Moneylender: 2 resources of the owner's choice, only storable ones (seed L1099-1104).
			else if (hasExpansion(s.players[owner], 'moneylender'))
				tasks.push({ t: 'nameTypes', seat: owner, from: 1 - owner, card: s.players[owner].expansions.find((e) => effId(e.card) === 'moneylender')!.card, left: 2, named: [] });
			else tasks.push({ t: 'chooseTakeType', seat: owner, from: 1 - owner, why: tx('Obchod: vezmi si 1 surovinu od soupeře.', 'Trade: take 1 resource from your opponent.') });
			break;
		}
		case 'celebration': {
			// More skill points take 1 resource; on a tie both (seed L476-480).
			const a = points(cardsOf(s), s.players[0], 'skill');
			const b = points(cardsOf(s), s.players[1], 'skill');
			const seats = a === b ? bothInOrder(s) : [a > b ? 0 : 1];
			for (const seat of seats) tasks.push({ t: 'gain', seat, count: 1, allowed: anyResource(), why: tx('Oslava: vezmi si 1 libovolnou surovinu.', 'Celebration: take 1 resource of your choice.') });
			// Reiner: 1 more for the player who played him, even without the skill lead (seed L1032-1035).
			if (reiner !== undefined) tasks.push({ t: 'gain', seat: reiner, count: 1, allowed: anyResource(), why: tx('Reiner: 1 libovolná surovina navíc.', 'Reiner: 1 extra resource of your choice.') });
			break;
		}
		case 'harvest':
			// Each player takes 1 of choice; Toll Bridge adds 2 gold (seed L482-483, L850-853).
			for (const seat of bothInOrder(s)) {
				tasks.push({ t: 'gain', seat, count: 1, allowed: anyResource(), why: tx('Bohatá sklizeň: vezmi si 1 libovolnou surovinu.', 'Plentiful Harvest: take 1 resource of your choice.') });
				const bridges = s.players[seat].expansions.filter((e) => effId(e.card) === 'tollBridge').length;
				const bridgeGold = textNumber(s, 'gold.tollBridge');
				if (bridges && bridgeGold) tasks.push({ t: 'gain', seat, count: bridgeGold * bridges, allowed: ['gold'], why: tr('Celnice: %1.', 'Toll Bridge: %1.', resCount(bridgeGold, 'gold')) });
				// Pirate Ship: 1 more gold each, in addition (seed L1068-1070).
				const pirates = s.players[seat].expansions.filter((e) => effId(e.card) === 'pirateShip').length;
				const pirateGold = textNumber(s, 'gold.pirateShip');
				if (pirates && pirateGold) tasks.push({ t: 'gain', seat, count: pirateGold * pirates, allowed: ['gold'], why: tr('Pirátská loď: %1.', 'Pirate Ship: %1.', resCount(pirateGold, 'gold')) });
			}
			break;
		case 'event':
			tasks.push({ t: 'drawEvent' });
			break;
	}
	return tasks;
}

/** Draws the top event card; it goes under the deck right away, except Yule (seed L485-506). */
export function drawEvent(s: RivalsState, ctx: StepContext): Task[] {
	ctx.reveal(); // the top event card is shown
	const card = s.eventDeck.shift()!;
	const def = cardDef(card);
	s.lastEvent = card;
	ctx.log(tr('Karta události: %1.', 'Event card: %1.', cardName(s, card)));
	if (def.event === 'yule') {
		// Intro: the 9 basic events in their catalogue order; other modes: every event card of the deck, sorted.
		s.eventDeck = buildEventDeck(ctx.random.shuffle, s.mode === 'intro' ? basicEventCards(cardsOf(s)) : [card, ...s.eventDeck].sort());
		ctx.log(tx('Balíček událostí se znovu sestavuje a táhne se další karta.', 'The event deck is rebuilt and another card is drawn.'));
		return [{ t: 'drawEvent' }];
	}
	s.eventDeck.push(card);
	// Turmoil: Sebastian may be played by an affected player the moment Riots/Feud/Fraternal Feuds is revealed.
	// rivals-2: every affected player is asked, Sebastian in hand or not, so the flow shows nothing hidden.
	const holds = (seat: number) => alwaysAskSebastian(s) || s.players[seat].hand.some((c) => effId(c) === 'sebastian');
	const offers = bothInOrder(s).filter((seat) => holds(seat) && sebastianUseful(s, seat, card));
	if (offers.length) return [...offers.map((seat): Task => ({ t: 'sebastianOffer', seat, card })), { t: 'eventEffect', card, immune: [] }];
	return eventEffect(s, card, [], ctx);
}

/** Whether the revealed event `card` would affect `seat` (so Sebastian can be played against it). */
export function sebastianUseful(s: RivalsState, seat: number, card: string): boolean {
	const def = cardDef(card);
	const p = s.players[seat];
	if (def.id === 'riots') return !chapelProtects(p, s.dice.production) && riotsGold(s, p) > 0;
	if (def.event !== 'feud' && def.event !== 'fraternalFeuds') return false;
	if (s.tokens.strength !== 1 - seat) return false;
	if (def.event === 'feud') return buildings(p).length > 0;
	// Fraternal Feuds: rivals-2 asks whoever holds a card (the count is public); rivals-1 looked at the hand.
	return isV2(s) ? p.hand.length > 0 : p.hand.some((c) => effId(c) !== 'sebastian');
}

/** What the revealed event does; players in `immune` are not affected (Sebastian). */
export function eventEffect(s: RivalsState, card: string, immune: number[], ctx: StepContext): Task[] {
	const def = cardDef(card);
	const tasks: Task[] = [];
	if (def.id === 'riots') {
		// Units with strength or commerce: 1 or 2 gold, or one such unit under a stack (seed L1277-1281).
		for (const seat of bothInOrder(s)) {
			const p = s.players[seat];
			if (immune.includes(seat)) continue;
			if (chapelProtects(p, s.dice.production)) ctx.log(tx(`Rebelie: ${who(seat)} chrání Kaple.`, `Riots: a Chapel protects ${who(seat)}.`));
			else if (riotsGold(s, p) > 0) tasks.push({ t: 'riots', seat, gold: riotsGold(s, p) });
		}
		return tasks;
	}
	if (immune.length && (def.event === 'feud' || def.event === 'fraternalFeuds')) {
		ctx.log(tx('Sebastian: událost nemá účinek.', 'Sebastian: the event has no effect.'));
		return tasks;
	}
	if (def.id === 'plague') {
		// Regions next to a city lose 1, except next to a city with a Bath House; then every Pharmacy
		// gives its owner 1 resource of choice, loss or not (seed L1365-1373, L1411-1413).
		for (const seat of bothInOrder(s)) {
			const p = s.players[seat];
			const hit = plagueRegions(p);
			for (const r of hit) r.stock -= 1;
			if (hit.length) ctx.log(tr('Mor: %1 ztrácí %2.', 'Plague: %1 loses %2.', who(seat), { cs: hit.map((r) => resName(regionResource(r)).cs).join(', '), en: hit.map((r) => resName(regionResource(r)).en).join(', ') }));
			const n = pharmacies(p);
			if (n) tasks.push({ t: 'gain', seat, count: n, allowed: anyResource(), why: tx('Lékárna: vezmi si 1 libovolnou surovinu.', 'Pharmacy: take 1 resource of your choice.') });
		}
		return tasks;
	}
	if (def.id === 'giftForThePrince') {
		// 1 gold per own unit with at least 1 strength point, only onto Gold Fields / Gold Cache (seed L1132-1135).
		for (const seat of bothInOrder(s)) {
			const n = s.players[seat].expansions.filter((e) => ['hero', 'ship', 'unit'].includes(cardDef(e.card).kind) && (cardsOf(s)(e.card).points?.strength ?? 0) >= 1).length;
			if (n) tasks.push({ t: 'gain', seat, count: n, allowed: ['gold'], why: tx('Dar knížeti: zlato za jednotky se silou.', 'Gift for the Prince: gold for units with strength.') });
		}
		return tasks;
	}
	switch (def.event) {
		case 'fraternalFeuds': {
			const owner = s.tokens.strength;
			// Nobody holds the strength token: no effect [inferred] (spec §9.2).
			if (owner === null) ctx.log(tx('Žeton síly nemá nikdo — bez účinku.', 'Nobody holds the strength token — no effect.'));
			else {
				const victim = 1 - owner;
				const n = Math.min(2, s.players[victim].hand.length);
				if (n > 0) tasks.push({ t: 'feudsPick', seat: owner, victim, left: n, seen: [...s.players[victim].hand] });
			}
			break;
		}
		case 'travelingMerchant':
			for (const seat of bothInOrder(s)) if (textNumber(s, 'buy.travelingMerchant')) tasks.push({ t: 'merchantBuy', seat, left: textNumber(s, 'buy.travelingMerchant') });
			break;
		case 'feud': {
			const owner = s.tokens.strength;
			if (owner === null) {
				ctx.log(tx('Žeton síly nemá nikdo — bez účinku.', 'Nobody holds the strength token — no effect.'));
				break;
			}
			const victim = 1 - owner;
			const list = buildings(s.players[victim]);
			// Three or fewer buildings are all selected automatically (seed L955-959).
			if (list.length === 0) ctx.log(tx(`${who(victim)} nemá žádnou stavbu.`, `${who(victim)} has no buildings.`));
			else if (list.length <= 3) tasks.push({ t: 'feudRemove', seat: victim, options: list });
			else tasks.push({ t: 'feudSelect', seat: owner, victim, selected: [] });
			break;
		}
		case 'invention':
			// 1 resource per building with a progress point, at most 2 (seed L966-975).
			for (const seat of bothInOrder(s)) {
				const n = Math.min(textNumber(s, 'max.invention'), buildings(s.players[seat]).filter((c) => (cardsOf(s)(c).points?.progress ?? 0) > 0).length);
				if (n) tasks.push({ t: 'gain', seat, count: n, allowed: anyResource(), why: tx('Vynález: vezmi si libovolné suroviny.', 'Invention: take resources of your choice.') });
			}
			break;
		case 'yearOfPlenty':
			// +1 per adjacent Storehouse and Abbey, space permitting (seed L980-984).
			for (const seat of bothInOrder(s)) {
				const p = s.players[seat];
				for (const r of p.regions) {
					const n = expansionsNextToRegion(p, r).filter((e) => ['storehouse', 'abbey'].includes(effId(e.card))).length;
					if (n) addToRegion(r, n);
				}
			}
			break;
		case 'tradeShipsRace': {
			const a = tradeShips(s.players[0]);
			const b = tradeShips(s.players[1]);
			const seats = a === b ? (a > 0 ? bothInOrder(s) : []) : [a > b ? 0 : 1];
			for (const seat of seats) tasks.push({ t: 'gain', seat, count: 1, allowed: anyResource(), why: tx('Závod obchodních lodí: 1 libovolná surovina.', 'Trade Ships Race: 1 resource of your choice.') });
			break;
		}
	}
	return tasks;
}

/** Draws the 2 top regions for a new settlement and asks which goes on top. */
export function settlementRegions(s: RivalsState, seat: number, col: number, ctx: StepContext): Task {
	ctx.reveal(); // the builder sees the top 2 regions
	const cards = s.regionStack.splice(0, 2);
	return { t: 'orientRegions', seat, col, cards };
}

export function shuffleRegionStack(s: RivalsState, ctx: StepContext): void {
	ctx.random.shuffle(s.regionStack);
}

/** The end of `seat`'s turn: a win at the end of one's own turn (seed L510-512), the exhaustion end, else the next turn. */
export function endOfTurn(s: RivalsState, seat: number, ctx: StepContext): void {
	if (victoryPoints(s, seat) >= s.target) declareWinner(s, seat, ctx);
	else if (!endByExhaustion(s, ctx)) startTurn(s, 1 - seat, ctx);
}

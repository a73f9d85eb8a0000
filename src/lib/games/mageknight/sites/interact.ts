/**
 * Interaction with locals (spec §5.5): starting it, recruiting (§5.5.3, command limit and
 * disbanding), buying Healing (§5.5.4), learning Advanced Actions at a monastery (§5.5.5)
 * and buying Spells at a conquered mage tower (§5.5.2).
 */
import type { StepContext, Text } from '$lib/engine';
import type { DecisionHandler, RunHandler } from '$lib/engine';
import type { MkAction } from '../tasks';
import type { MkState, UnitInst, TurnActionDef } from '../types';
import { commandLimit, reputationModifier } from '../players';
import { tx } from '../text';
import {
	advancedPrice,
	COLOR_ONE,
	healPrice,
	SITE_IN,
	spellPrice,
	actionFreeReason,
	distinct,
	dropTask,
	inhabitedKind,
	manaAvailable,
	influenceCs,
	needInfluence,
	ownTurnReason,
	removeOne,
	siteHere,
	type InteractionSite
} from './common';
import { spellColor, unitCard } from './external';
import { maybeUnitIn, unitIn } from '../content';
import type { SiteAction, SiteTask } from './types';

type Act<K extends SiteAction['a']> = Extract<SiteAction, { a: K }>;

/** The inhabited site the hero stands on where he may interact (ignoring the turn and Reputation). */
export function interactionSite(s: MkState, seat: number): InteractionSite | null {
	const here = siteHere(s, seat);
	if (!here) return null;
	const kind = inhabitedKind(here.site, seat);
	return kind ? { ...here, kind } : null;
}

function noSiteReason(s: MkState, seat: number): Text {
	const here = siteHere(s, seat);
	if (here?.site.kind === 'keep')
		return tx('S posádkou cizí nebo nedobyté pevnosti se vyjednávat nedá.', 'You can only interact at a keep you own.');
	if (here?.site.kind === 'mageTower')
		return tx('V magické věži se dá vyjednávat až po jejím dobytí.', 'A mage tower must be conquered before anyone can interact there.');
	if (here?.site.kind === 'monastery')
		return tx('Vypálený klášter už neexistuje.', 'A burned monastery no longer exists.');
	return tx(
		'Nestojíš na obydleném místě (vesnice, klášter, vlastní pevnost, dobytá magická věž).',
		'You are not on an inhabited site (village, monastery, own keep, conquered mage tower).'
	);
}

/** Why the hero cannot buy anything now (not interacting, or no longer on the site). */
function purchaseReason(s: MkState, seat: number): Text | null {
	const why = ownTurnReason(s, seat);
	if (why) return why;
	if (s.turn!.stage !== 'interact')
		return tx('Nejdřív musíš začít vyjednávat s místními.', 'Start interacting with the locals first.');
	if (!interactionSite(s, seat)) return noSiteReason(s, seat);
	return null;
}

const influence = (s: MkState) => s.turn?.pools.influence ?? 0;

// ---------------------------------------------------------------- interact

const interact: TurnActionDef<Act<'interact'>> = {
	candidates: () => [{ a: 'interact' }],
	validate(s, seat) {
		const why = actionFreeReason(s, seat);
		if (why) return why;
		if (!interactionSite(s, seat)) return noSiteReason(s, seat);
		const p = s.players[seat];
		if (!p || reputationModifier(p.reputation) === null)
			return tx('Tvá pověst je na červeném X: místní s tebou nejednají.', 'Your Reputation is on the red X: the locals refuse to deal with you.');
		return null;
	},
	perform(s, seat, _a, ctx) {
		const t = s.turn!;
		const site = interactionSite(s, seat)!;
		t.stage = 'interact';
		t.actionDone = true;
		// The Reputation modifier counts once per turn, fixed when the interaction starts (spec §5.5.1, #25).
		// The Influence pool may go below 0 with a negative modifier: later Influence makes up for it.
		if (!t.reputationApplied) {
			const m = reputationModifier(s.players[seat].reputation) ?? 0;
			t.pools.influence += m;
			t.reputationApplied = true;
			if (m !== 0)
				ctx.log(
					tx(`{${seat}} vyjednává ${SITE_IN[site.kind].cs}; pověst: vliv ${m > 0 ? '+' : ''}${m}.`, `{${seat}} interacts ${SITE_IN[site.kind].en}; Reputation: Influence ${m > 0 ? '+' : ''}${m}.`)
				);
			else ctx.log(tx(`{${seat}} vyjednává ${SITE_IN[site.kind].cs}.`, `{${seat}} interacts ${SITE_IN[site.kind].en}.`));
		}
	}
};

// ---------------------------------------------------------------- recruiting

/** Bonds of Loyalty (data §7.6): its Command token is free for a unit recruited under it. */
const bondsFree = (s: MkState, seat: number) => s.players[seat].skills.includes('bonds-of-loyalty') && !s.players[seat].units.some((u) => u.bonds);
const recruitCost = (cost: number, bonds: boolean) => (bonds ? Math.max(0, cost - 5) : cost);

function recruitReason(s: MkState, seat: number, unit: unknown, bonds = false): Text | null {
	const why = purchaseReason(s, seat);
	if (why) return why;
	if (typeof unit !== 'string' || !s.unitOffer.includes(unit))
		return tx('Tato jednotka není v nabídce jednotek.', 'That unit is not in the Unit offer.');
	const card = maybeUnitIn(s, unit);
	if (!card) return tx('Neznámá jednotka.', 'Unknown unit.');
	const site = interactionSite(s, seat)!;
	if (!card.recruitAt.includes(site.kind))
		return tx(`${card.name.cs}: tuto jednotku nelze verbovat ${SITE_IN[site.kind].cs}.`, `${card.name.en} cannot be recruited ${SITE_IN[site.kind].en}.`);
	if (bonds && !bondsFree(s, seat)) return tx('Pod Pouty věrnosti už jednotka je.', 'A unit already serves under Bonds of Loyalty.');
	const cost = recruitCost(card.cost, bonds);
	if (influence(s) < cost) return needInfluence(cost, influence(s));
	const p = s.players[seat];
	if (!bonds && p.units.length >= commandLimit(s, seat) && p.units.length === 0)
		return tx('Nemáš žádný žeton velení.', 'You have no Command token.');
	return null;
}

/** Puts the unit into the hero's Unit area, Ready; pays `cost` Influence (spec §5.5.3). */
function addUnit(s: MkState, seat: number, unit: string, cost: number, ctx: StepContext): void {
	const p = s.players[seat];
	const t = s.turn;
	if (t && cost > 0) t.pools.influence -= cost;
	removeOne(s.unitOffer, unit);
	const inst: UnitInst = { uid: s.nextUid++, id: unit, ready: true, wounded: false };
	p.units.push(inst);
	if (t) t.unitsRecruited += 1;
	const name = unitCard(s, unit)?.name ?? tx(unit, unit);
	ctx.log(
		cost > 0
			? tx(`{${seat}} verbuje jednotku ${name.cs} za ${influenceCs(cost)}.`, `{${seat}} recruits ${name.en} for ${cost} Influence.`)
			: tx(`{${seat}} získává jednotku ${name.cs}.`, `{${seat}} gains ${name.en}.`)
	);
}

/**
 * Gains unit `unit` (from the Unit offer) for `cost` Influence: at once when a Command token
 * is free, otherwise after the player disbands a unit (task `disband`, spec §5.5.3, §6.2 #6).
 * Also for a free unit reward (ruins token 5: cost 0, any recruit icon).
 */
export function gainUnit(s: MkState, seat: number, unit: string, cost: number, ctx: StepContext): void {
	const p = s.players[seat];
	if (p.units.length >= commandLimit(s, seat) && p.units.length > 0) {
		s.tasks.unshift({ t: 'disband', seat, unit, cost, optional: true });
		return;
	}
	addUnit(s, seat, unit, cost, ctx);
}

const recruit: TurnActionDef<Act<'recruit'>> = {
	candidates: (s, seat) => distinct(s.unitOffer).flatMap((unit): Act<'recruit'>[] => (bondsFree(s, seat) ? [{ a: 'recruit', unit }, { a: 'recruit', unit, bonds: true }] : [{ a: 'recruit', unit }])),
	validate: (s, seat, a) => recruitReason(s, seat, a?.unit, a?.bonds === true),
	perform(s, seat, a, ctx) {
		const cost = unitIn(s, a.unit).cost;
		if (a.bonds !== true) return gainUnit(s, seat, a.unit, cost, ctx);
		addUnit(s, seat, a.unit, recruitCost(cost, true), ctx);
		const p = s.players[seat];
		p.units[p.units.length - 1].bonds = true;
	}
};

/** The `disband` sub-decision: which unit leaves to make room (or give up the new one). */
export const disbandHandler: DecisionHandler<MkState, Extract<SiteTask, { t: 'disband' }>, MkAction> = {
	candidates(s, task) {
		// A unit under Bonds of Loyalty cannot be disbanded (data §7.6).
		const units = (s.players[task.seat]?.units ?? []).filter((u) => !u.bonds);
		const out: MkAction[] = units.map((u) => ({ a: 'disband', uid: u.uid }));
		if (task.optional) out.push({ a: 'keepUnits' });
		return out;
	},
	validate(s, task, a) {
		if (a?.a === 'keepUnits')
			return task.optional ? null : tx('Jednotku musíš propustit.', 'You must disband a unit.');
		if (a?.a !== 'disband')
			return tx('Vyber jednotku, kterou propustíš.', 'Choose a unit to disband.');
		const p = s.players[task.seat];
		if (!p?.units.some((u) => u.uid === a.uid)) return tx('Takovou jednotku nemáš.', 'You have no such unit.');
		if (p.units.some((u) => u.uid === a.uid && u.bonds)) return tx('Jednotku pod Pouty věrnosti nelze propustit.', 'A unit under Bonds of Loyalty cannot be disbanded.');
		if (!s.unitOffer.includes(task.unit))
			return tx('Nová jednotka už v nabídce není.', 'The new unit is no longer in the Unit offer.');
		if (task.cost > 0 && influence(s) < task.cost) return needInfluence(task.cost, influence(s));
		return null;
	},
	perform(s, task, a, ctx) {
		dropTask(s, task);
		if (a.a !== 'disband') {
			ctx.log(tx(`{${task.seat}} si ponechává své jednotky.`, `{${task.seat}} keeps their units.`));
			return;
		}
		const p = s.players[task.seat];
		const i = p.units.findIndex((u) => u.uid === a.uid);
		const [gone] = p.units.splice(i, 1);
		// A banner on a disbanded unit goes to the discard pile (spec §5.13.3).
		if (gone.banner) p.discard.push(gone.banner);
		const name = unitCard(s, gone.id)?.name ?? tx(gone.id, gone.id);
		ctx.log(tx(`{${task.seat}} propouští jednotku ${name.cs}.`, `{${task.seat}} disbands ${name.en}.`));
		addUnit(s, task.seat, task.unit, task.cost, ctx);
	}
};

// ---------------------------------------------------------------- healing

const buyHeal: TurnActionDef<Act<'buyHeal'>> = {
	candidates: () => [{ a: 'buyHeal' }],
	validate(s, seat) {
		const why = purchaseReason(s, seat);
		if (why) return why;
		const site = interactionSite(s, seat)!;
		const price = healPrice(s, site.kind);
		if (price === undefined)
			return tx(`Léčení se ${SITE_IN[site.kind].cs} koupit nedá.`, `Healing cannot be bought ${SITE_IN[site.kind].en}.`);
		if (influence(s) < price) return needInfluence(price, influence(s));
		return null;
	},
	perform(s, seat, _a, ctx) {
		const t = s.turn!;
		const price = healPrice(s, interactionSite(s, seat)!.kind)!;
		t.pools.influence -= price;
		t.pools.heal += 1;
		ctx.log(tx(`{${seat}} kupuje 1 bod léčení za ${influenceCs(price)}.`, `{${seat}} buys 1 Healing for ${price} Influence.`));
	}
};

// ---------------------------------------------------------------- Advanced Actions (monastery)

const buyAdvanced: TurnActionDef<Act<'buyAdvanced'>> = {
	candidates: (s) => distinct(s.monasteryOffer).map((id) => ({ a: 'buyAdvanced', id })),
	validate(s, seat, a) {
		const why = purchaseReason(s, seat);
		if (why) return why;
		const site = interactionSite(s, seat)!;
		if (site.kind !== 'monastery')
			return tx('Pokročilé akce se učí jen v klášteře.', 'Advanced Actions are learned only at a monastery.');
		if (typeof a?.id !== 'string' || !s.monasteryOffer.includes(a.id))
			return tx('Tato pokročilá akce není v nabídce jednotek.', 'That Advanced Action is not in the Unit offer.');
		if (influence(s) < advancedPrice(s)) return needInfluence(advancedPrice(s), influence(s));
		return null;
	},
	perform(s, seat, a, ctx) {
		const price = advancedPrice(s);
		s.turn!.pools.influence -= price;
		removeOne(s.monasteryOffer, a.id);
		// A new card goes on top of the Deed deck (spec §5.5.2, §5.13.1); the Unit offer is not refilled.
		s.players[seat].deck.unshift(a.id);
		ctx.log(tx(`{${seat}} se v klášteře učí pokročilou akci za ${influenceCs(price)}.`, `{${seat}} learns an Advanced Action at the monastery for ${price} Influence.`));
	}
};

// ---------------------------------------------------------------- Spells (conquered mage tower)

const buySpell: TurnActionDef<Act<'buySpell'>> = {
	candidates: (s) => distinct(s.spellOffer ?? []).map((id) => ({ a: 'buySpell', id })),
	validate(s, seat, a) {
		const why = purchaseReason(s, seat);
		if (why) return why;
		const site = interactionSite(s, seat)!;
		if (site.kind !== 'mageTower')
			return tx('Kouzla se kupují jen v dobyté magické věži.', 'Spells are bought only at a conquered mage tower.');
		if (typeof a?.id !== 'string' || !(s.spellOffer ?? []).includes(a.id))
			return tx('Toto kouzlo není v nabídce kouzel.', 'That Spell is not in the Spell offer.');
		const color = spellColor(a.id);
		if (!color) return tx('Neznámé kouzlo.', 'Unknown Spell.');
		if (influence(s) < spellPrice(s)) return needInfluence(spellPrice(s), influence(s));
		if (manaAvailable(s, seat, color) < 1)
			return tx(`Kouzlo stojí navíc 1 ${COLOR_ONE[color].cs} manu a tu teď nemáš.`, `The Spell also costs 1 ${COLOR_ONE[color].en} mana, which you do not have now.`);
		return null;
	},
	perform(s, seat, a) {
		const color = spellColor(a.id)!;
		s.turn!.pools.influence -= spellPrice(s);
		// Pay the mana (core), then take the card (grantSpell).
		s.tasks.unshift({ t: 'payMana', seat, need: [color], then: { k: 'none' } }, { t: 'grantSpell', seat, id: a.id });
	}
};

/** After the mana was paid: the Spell goes on top of the Deed deck; refill the offer at the top (spec §5.5.2). */
export const grantSpellHandler: RunHandler<MkState, Extract<SiteTask, { t: 'grantSpell' }>, SiteTask> = {
	run(s, task, ctx) {
		const offer = s.spellOffer;
		if (!offer || !removeOne(offer, task.id)) return;
		s.players[task.seat].deck.unshift(task.id);
		const next = s.spellDeck.shift();
		if (next !== undefined) {
			offer.unshift(next);
			ctx.reveal();
		}
		ctx.log(tx(`{${task.seat}} kupuje v magické věži kouzlo.`, `{${task.seat}} buys a Spell at the mage tower.`));
	}
};

export const INTERACT_ACTIONS = { interact, recruit, buyHeal, buyAdvanced, buySpell };

/** Every purchase the hero can make right now (for the UI and bots). */
export function purchasable(s: MkState, seat: number): SiteAction[] {
	return [...allowed(recruit, s, seat), ...allowed(buyHeal, s, seat), ...allowed(buyAdvanced, s, seat), ...allowed(buySpell, s, seat)];
}

/** The candidates of one action kind that validate now (each def checks only its own kind). */
function allowed<A extends SiteAction>(def: TurnActionDef<A>, s: MkState, seat: number): A[] {
	return def.candidates(s, seat).filter((a) => def.validate(s, seat, a) === null);
}

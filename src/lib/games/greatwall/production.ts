/**
 * Production steps 2 and 3 (moves layer; seed l.894-945): promoting an overseer once per
 * activation (FAQ #8), the advisors' discounted promotions (seed l.921-933), donating.
 */
import { tx, type DecisionHandler } from '$lib/engine';
import { trigger } from './abilities';
import { RULES_LOCATION } from './adapter';
import { addHonor, pay } from './economy';
import { canPay, freeInSupply, tablesIn } from './facts';
import { PRODUCES } from './locations';
import { RESOURCES, UNITS, type Bag, type GwAction, type GwState, type ProductionId, type Task, type Unit } from './types';

type Decide<K extends Task['t']> = DecisionHandler<GwState, Extract<Task, { t: K }>, GwAction>;

/** The discount an active advisor's "upgrade this overseer" step gives on it (Alchemist and the like, seed l.921-933), 0 without one. */
const discountOn = (s: GwState, seat: number, loc: ProductionId): number =>
	s.players[seat].active.reduce((n, id) => {
		for (const step of tablesIn(s).advisors.get(id)?.ability.steps ?? []) if (step.k === 'upgradeOverseer' && step.location !== 'any' && RULES_LOCATION[step.location] === loc) n = Math.max(n, step.discount);
		return n;
	}, 0);

/** The cost of the next level; with a discount, less of each resource, and the first placement free (seed l.921-933). */
export function promoteCost(s: GwState, seat: number, loc: ProductionId, extra = 0): Partial<Bag> | null {
	const level = s.players[seat].overseers[loc]?.level ?? 0;
	if (level >= 3) return null;
	const by = Math.max(extra, discountOn(s, seat, loc));
	if (by > 0 && level === 0) return {};
	const base = tablesIn(s).overseerCost[loc][level];
	const cost: Partial<Bag> = {};
	for (const r of RESOURCES) if (base[r]) cost[r] = Math.max(0, base[r]! - by);
	return cost;
}

/** Did this seat gain here: only a player who gained may promote or donate (seed l.894-896, 935-941). */
const gained = (s: GwState, seat: number, loc: ProductionId) => s.clerks[loc][seat] > 0;

function promoteOptions(s: GwState, seat: number, loc: ProductionId, extra = 0): GwAction[] {
	const cost = promoteCost(s, seat, loc, extra);
	if (!cost || !canPay(s.players[seat], cost)) return [];
	const o = s.players[seat].overseers[loc];
	// A new overseer is any soldier from the supply, never a clerk (seed l.904-908).
	const units: Unit[] = o ? [o.unit] : UNITS.filter((u) => freeInSupply(s.players[seat], u) > 0);
	return units.map((unit) => ({ t: 'promote' as const, loc, unit }));
}

export const promoteHandler: Decide<'promote'> = {
	candidates: (s, task) => [...promoteOptions(s, task.seat, task.loc, task.discount), { t: 'done' }],
	validate(s, task, a) {
		if (a.t === 'done') return null;
		if (a.t !== 'promote' || a.loc !== task.loc) return tx('Teď se povyšuje dohlížitel.', 'Promote an overseer now.');
		if (!task.extra && !gained(s, task.seat, task.loc)) return tx('Povyšovat smí jen ten, kdo tu získal suroviny.', 'Only a player who gained resources here may promote.');
		if (!promoteOptions(s, task.seat, task.loc, task.discount).some((x) => x.t === 'promote' && x.unit === a.unit)) return tx('Tohoto dohlížitele teď povýšit nemůžeš.', 'You cannot promote this overseer now.');
		return null;
	},
	auto(s, task) {
		if (task.extra || gained(s, task.seat, task.loc)) return false;
		s.tasks.shift();
		return true;
	},
	perform(s, task, a, ctx) {
		s.tasks.shift();
		if (a.t !== 'promote') return;
		const p = s.players[task.seat];
		pay(s, task.seat, promoteCost(s, task.seat, task.loc, task.discount)!);
		const o = p.overseers[task.loc];
		if (o) o.level++;
		else {
			p.supply[a.unit]--;
			p.overseers[task.loc] = { level: 1, unit: a.unit };
		}
		const name = tablesIn(s).locations[task.loc].name;
		ctx.log({ cs: `{${task.seat}} povyšuje dohlížitele (${name.cs}) na úroveň ${p.overseers[task.loc]!.level}.`, en: `{${task.seat}} promotes the ${name.en} overseer to level ${p.overseers[task.loc]!.level}.` });
		// Whenever you promote any overseer, an advisor's own overseer may follow at its discount (seed l.921-933), never in a chain.
		if (task.extra) return;
		const more = trigger(s, task.seat, 'overseerUpgraded', ctx).filter((x) => !(x.t === 'promote' && x.loc === task.loc));
		s.tasks.unshift(...more);
	}
};

/** Donate 1 of the produced resource to the Storehouse for 2 Honor (seed l.935-941). */
export const donateHandler: Decide<'donate'> = {
	candidates: (s, task) => [...(gained(s, task.seat, task.loc) && s.players[task.seat].res[PRODUCES[task.loc]] > 0 ? [{ t: 'donate' as const }] : []), { t: 'done' as const }],
	validate(s, task, a) {
		if (a.t === 'done') return null;
		if (a.t !== 'donate') return tx('Teď se daruje do skladiště.', 'Donate to the Storehouse now.');
		if (!gained(s, task.seat, task.loc) || s.players[task.seat].res[PRODUCES[task.loc]] <= 0) return tx('Nemáš co darovat.', 'You have nothing to donate.');
		return null;
	},
	auto(s, task) {
		if (gained(s, task.seat, task.loc)) return false;
		s.tasks.shift();
		return true;
	},
	perform(s, task, a, ctx) {
		s.tasks.shift();
		if (a.t !== 'donate') return;
		const r = PRODUCES[task.loc];
		if (r === 'chi') return;
		s.players[task.seat].res[r]--;
		s.storehouse[r]++;
		addHonor(s, task.seat, tablesIn(s).numbers.donationHonor);
		ctx.log(tx(`{${task.seat}} daruje do skladiště: +${tablesIn(s).numbers.donationHonor} cti.`, `{${task.seat}} donates to the Storehouse: +${tablesIn(s).numbers.donationHonor} Honor.`));
	}
};

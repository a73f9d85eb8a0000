/**
 * The seed's expansion for the multiplayer modes (option `expansion`; SEED l.1–79, spec §5.1,
 * §5.2, §5.4, §6; data §7.3): Siege, Conquest, Fortress development and the faction notes, plugged
 * into the base rules as the variant `EXPANSION` (variant.ts hooks; chosen in variants.ts): two
 * `turn` actions (`expansionCandidates`/`expansionProblem`/`expansionPerform`), the `conquer`/
 * `foundation` picks, and a round-end task. The card facts (Fortress, Foundations card, Conquest
 * cost and targets) are in fortress.ts; the `fortify` effect in effects.ts; the row order of a
 * Roman Foundations card in empire.ts `row`.
 *
 * - Siege: 2 Raze tokens (fixed) against an enemy Fortress with level ≥ 1 → level 0; the Fortress
 *   and the goods on it stay (its use this round stays used).
 * - Conquest: an enemy Faction Location (not a Fortress, not a Roman Foundations card) for
 *   2 + (Faction cards left of it in its row) Raze tokens, +1 per Defence token and Samurai on it
 *   (BGQ; cost formula `conquestCost`); it moves to the right end of the Faction part of the same
 *   row of your Empire, unused; the victim takes 1 Worker (BGQ). A Trade-Route Deal under it is
 *   discarded (SEED l.31–34, takeout.ts `takeOut`). A conquered Temple of Ra leaves the Locations
 *   it took over neutral (SEED l.17–25).
 * - Fortress: its action raises the level by 1 (once a round); immune to everything but Siege
 *   (PGB1: not razed, removed, conquered, taken over, hosting a Deal, hit by the virtual player).
 */
import type { RunHandler, StepContext, Text } from '$lib/engine';

import { gainItems } from './effects';
import { controlled, findLoc } from './empire';
import { takeOut } from './takeout';
import { conquestCost, conquestTargets, isFortress, isFoundationsCard, siegeTargets } from './fortress';
import { tx } from './text';
import type { IsAction, IsState, PickAction, PickTask, Task } from './types';
import { VIRTUAL } from './types';
import type { IsVariant } from './variant';
import { cardOf } from './cards';

// The facts the UI reads here too (fortress.ts holds them).
export { conquestCost, fortressVp, isFortress } from './fortress';

export const SIEGE_COST = 2;

/** Moves an enemy Faction Location into `seat`'s Empire (see the header). */
export function conquer(s: IsState, seat: number, owner: number, id: string, ctx: StepContext): Task[] {
	// SEED l.17–25: a conquered Temple of Ra leaves what it took over neutral.
	if (cardOf(s, id).action?.effect.k === 'takeOver')
		for (const p of s.players) for (const l of p.empire) if (l.ctl === owner) l.neutral = true;
	takeOut(s, owner, id, ctx);
	s.players[seat].empire.push({ id, used: 0, defence: 0, samurai: false });
	s.players[owner].goods.worker += 1;
	ctx.log(tx(`{${seat}} dobývá lokaci ${cardOf(s, id).name.cs} hráče {${owner}}; {${owner}} dostává 1 dělníka.`, `{${seat}} conquered {${owner}}'s ${cardOf(s, id).name.en}; {${owner}} gets 1 worker.`));
	return [];
}

export function expansionCandidates(s: IsState, seat: number): IsAction[] {
	const out: IsAction[] = [];
	for (const x of conquestTargets(s, seat)) out.push({ a: 'conquer', seat: x.owner, loc: x.loc.id });
	for (const x of siegeTargets(s, seat)) out.push({ a: 'siege', seat: x.owner, loc: x.loc.id });
	return out;
}

export function expansionProblem(s: IsState, seat: number, a: IsAction): Text | null {
	if (a.a !== 'siege' && a.a !== 'conquer') return null;
	const placed = findLoc(s, a.loc);
	if (!placed || placed.owner !== a.seat || a.seat === seat) return tx('To není lokace soupeře.', 'That is not an enemy Location.');
	if (s.players[a.seat].passed) return tx(`{${a.seat}} už pasuje: na tuto říši nelze útočit.`, `{${a.seat}} has passed and cannot be targeted.`);
	const raze = s.players[seat].goods.raze;
	if (a.a === 'siege') {
		if (!isFortress(a.loc)) return tx('Zteč lze vést jen na pevnost.', 'A Siege can only target a Fortress.');
		if (!siegeTargets(s, seat).some((x) => x.loc.id === a.loc)) return tx('Tato pevnost nemá žádné opevnění.', 'This Fortress has no fortification.');
		if (raze < SIEGE_COST) return tx(`Zteč stojí ${SIEGE_COST} žetony boření.`, `A Siege costs ${SIEGE_COST} Raze tokens.`);
		return null;
	}
	if (isFortress(a.loc)) return tx('Pevnost nelze dobýt, jen na ni vést zteč.', 'A Fortress cannot be conquered, only besieged.');
	if (isFoundationsCard(a.loc)) return tx('Tyto základy nikdo nemůže dobýt.', 'Nobody can conquer these Foundations.');
	if (!conquestTargets(s, seat).some((x) => x.loc.id === a.loc)) return tx('Dobýt lze jen frakční lokaci soupeře.', "Only an opponent's Faction Location can be conquered.");
	const need = conquestCost(s, a.seat, placed.loc);
	if (raze < need) return tx(`Dobytí této lokace stojí ${need} žetony boření, máš ${raze}.`, `Conquering this Location costs ${need} Raze tokens, you have ${raze}.`);
	return null;
}

/** Pays and carries out a Siege or a Conquest (validate with expansionProblem first). */
export function expansionPerform(s: IsState, seat: number, a: IsAction, ctx: StepContext): Task[] {
	if (a.a === 'siege') {
		s.players[seat].goods.raze -= SIEGE_COST;
		findLoc(s, a.loc)!.loc.level = 0;
		ctx.log(tx(`{${seat}} vede zteč na ${cardOf(s, a.loc).name.cs} hráče {${a.seat}}: opevnění padá.`, `{${seat}} besieged {${a.seat}}'s ${cardOf(s, a.loc).name.en}: its fortification falls.`));
		return [];
	}
	if (a.a !== 'conquer') return [];
	s.players[seat].goods.raze -= conquestCost(s, a.seat, findLoc(s, a.loc)!.loc);
	return conquer(s, seat, a.seat, a.loc, ctx);
}

// ——— Effects and picks of the expansion cards ———

/** Answers of the expansion's picks. */
export function expansionPickOptions(s: IsState, seat: number, purpose: string, src?: string): PickAction[] {
	if (purpose === 'conquer') {
		const ignore = src ? cardOf(s, src).action?.effect.k === 'conquer' && (cardOf(s, src).action!.effect as { ignoreDefence: boolean }).ignoreDefence : false;
		return conquestTargets(s, seat)
			.filter((x) => s.players[seat].goods.raze >= conquestCost(s, x.owner, x.loc, ignore))
			.map((x) => ({ a: 'pick', seat: x.owner, id: x.loc.id }));
	}
	if (purpose === 'foundation') return [...new Set(s.players[seat].hand)].map((id) => ({ a: 'pick', id }));
	return [];
}

export function performExpansionPick(s: IsState, seat: number, purpose: string, src: string | undefined, a: PickAction, ctx: StepContext): Task[] {
	const p = s.players[seat];
	if (purpose === 'conquer') {
		const ignore = !!src && (cardOf(s, src).action?.effect as { ignoreDefence?: boolean }).ignoreDefence === true;
		p.goods.raze -= conquestCost(s, a.seat!, findLoc(s, a.id!)!.loc, ignore);
		return conquer(s, seat, a.seat!, a.id!, ctx);
	}
	// SEED l.75–79: a Foundation from this card gives no wood.
	p.hand.splice(p.hand.indexOf(a.id!), 1);
	p.foundations.push(a.id!);
	return [];
}

/** SEED l.54–63 (placeholder numbers): an Egyptian Fortress at level ≥ 2 at round end gives its VP per Sphinx its controller has. */
export function fortressRoundEnd(s: IsState): Task[] {
	const tasks: Task[] = [];
	s.players.forEach((_, seat) => {
		const mine = controlled(s, seat);
		const sphinxes = mine.filter((x) => cardOf(s, x.loc.id).key === 'egy-sphinx').length;
		for (const x of mine)
			for (const f of cardOf(s, x.loc.id).feature ?? []) if (f.k === 'sphinxLink' && (x.loc.level ?? 0) >= f.level && sphinxes) tasks.push(...gainItems(s, seat, { vp: f.vp * sphinxes }));
	});
	return tasks;
}

/** The expansion's tasks: the round-end Fortress rule. */
export const EXPANSION_HANDLERS: { fortressRoundEnd: RunHandler<IsState, Extract<Task, { t: 'fortressRoundEnd' }>, Task> } = {
	fortressRoundEnd: { run: (s) => fortressRoundEnd(s) }
};

const PICKS: readonly PickTask['purpose'][] = ['conquer', 'foundation'];

/** The expansion as a variant of the base rules (option `expansion`; always on in solo conquest). */
export const EXPANSION: IsVariant = {
	id: 'expansion',
	round: { beforeEnd: () => [{ t: 'fortressRoundEnd' }] },
	turn: {
		actions: expansionCandidates,
		// A Conquest of the virtual row (seat -1) is the solo variant's.
		owns: (a) => a.a === 'siege' || (a.a === 'conquer' && a.seat !== VIRTUAL),
		problem: expansionProblem,
		perform: expansionPerform
	},
	pick: {
		options: (s, task) => expansionPickOptions(s, task.seat, task.purpose, task.src),
		owns: (task) => PICKS.includes(task.purpose),
		perform: (s, task, a, ctx) => performExpansionPick(s, task.seat, task.purpose, task.src, a, ctx)
	}
};

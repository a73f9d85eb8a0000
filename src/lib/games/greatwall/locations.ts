/**
 * A location's activation (moves layer; spec §5.3, §5.4): who acts there in tea order, the
 * Tea House and the War Academy (no choices but the hand limit), then the lone-clerk shame and
 * the clerks going home.
 */
import { tx, type DecisionHandler, type RunHandler, type StepContext } from '$lib/engine';
import { trigger } from './abilities';
import { gain, logGain } from './economy';
import { drawTactics } from './effects';
import { tacticWindow } from './tactics-window';
import { clerksIn, seatsIn, tablesIn } from './facts';
import { PRODUCTION, type GwAction, type GwState, type ProductionId, type Task } from './types';

type Run<K extends Task['t']> = RunHandler<GwState, Extract<Task, { t: K }>, Task>;
type Decide<K extends Task['t']> = DecisionHandler<GwState, Extract<Task, { t: K }>, GwAction>;

export const PRODUCES = { mill: 'wood', quarry: 'stone', mine: 'gold', temple: 'chi' } as const;
const isProduction = (loc: string): loc is ProductionId => (PRODUCTION as readonly string[]).includes(loc);

export const activateHandler: Run<'activate'> = {
	run(s, { loc, advanced }, ctx) {
		const seats = seatsIn(s, loc);
		ctx.log({ cs: `Aktivuje se ${tablesIn(s).locations[loc].name.cs}.`, en: `The ${tablesIn(s).locations[loc].name.en} activates.` });
		const end: Task = { t: 'locEnd', loc, advanced };
		if (isProduction(loc)) return [...produce(s, loc, seats, ctx), end];
		switch (loc) {
			case 'barracks':
				return [...seats.map((seat) => ({ t: 'recruit' as const, seat, left: s.clerks.barracks[seat], made: 0, unit: 'any' as const, free: false })), end];
			case 'camp':
				return [...seats.map((seat) => ({ t: 'build' as const, seat, left: s.clerks.camp[seat], made: 0, what: 'any' as const, free: false, discount: 0 })), end];
			case 'hq':
				return [...seats.map((seat) => ({ t: 'hq' as const, seat, left: s.clerks.hq[seat] })), end];
			case 'embassy':
				return [...seats.map((seat) => ({ t: 'embassy' as const, seat, left: s.clerks.embassy[seat] })), end];
			case 'teahouse':
				teaHouse(s, seats, ctx);
				return [end];
			case 'academy':
				return [...seats.flatMap((seat) => academy(s, seat, ctx)), end];
		}
	}
};

/** Step 1 for everybody, then promotions, then donations (seed l.871-945): a player with no clerk gains nothing (l.883-892). */
function produce(s: GwState, loc: ProductionId, seats: number[], ctx: StepContext): Task[] {
	const res = PRODUCES[loc];
	for (const seat of seats) {
		const g = { [res]: s.clerks[loc][seat] + (s.players[seat].overseers[loc]?.level ?? 0) };
		gain(s, seat, g);
		logGain(ctx, seat, g);
	}
	// Chi cannot be donated: the Temple has no arrow (seed l.942-945).
	return [...seats.map((seat) => ({ t: 'promote' as const, seat, loc, extra: false, discount: 0 })), ...(loc === 'temple' ? [] : seats.map((seat) => ({ t: 'donate' as const, seat, loc })))];
}

/** Each player with a clerk moves up one; all the slots one player's: to the top (seed l.1221-1251). */
function teaHouse(s: GwState, seats: number[], ctx: StepContext): void {
	const slots = tablesIn(s).locations.teahouse.slots;
	for (const seat of seats) {
		const at = s.tea.indexOf(seat);
		if (at === 0) continue;
		s.tea.splice(at, 1);
		const all = tablesIn(s).locations.teahouse.kind === 'regular' && s.clerks.teahouse[seat] >= slots;
		s.tea.splice(all ? 0 : at - 1, 0, seat);
	}
	ctx.log({ cs: `Čajové pořadí: ${s.tea.map((x) => `{${x}}`).join(', ')}.`, en: `Tea order: ${s.tea.map((x) => `{${x}}`).join(', ')}.` });
}

/** One tactic card per clerk; an empty deck takes the shuffled discards (seed l.1285-1295). */
function academy(s: GwState, seat: number, ctx: StepContext): Task[] {
	const more = drawTactics(s, seat, s.clerks.academy[seat], ctx);
	ctx.log(tx(`{${seat}} si bere karty taktiky.`, `{${seat}} draws tactic cards.`));
	return more;
}

/** Hand limit 5: the excess is discarded at once, the owner chooses (seed l.1304-1305). */
export const handLimitHandler: Decide<'handLimit'> = {
	candidates: (s, { seat }) => s.zones[`tactics${seat}`].items.map((card) => ({ t: 'discard' as const, card })),
	validate: (s, { seat }, a) => (a.t === 'discard' && s.zones[`tactics${seat}`].items.includes(a.card) ? null : tx('Odhoď kartu taktiky z ruky.', 'Discard a tactic card from your hand.')),
	perform(s, { seat }, a, ctx) {
		if (a.t !== 'discard') return;
		const hand = s.zones[`tactics${seat}`].items;
		hand.splice(hand.indexOf(a.card), 1);
		s.zones.tacticDiscard.items.unshift(a.card);
		ctx.log({ cs: `{${seat}} odhazuje ${tablesIn(s).tactics.get(a.card)?.name.cs ?? a.card}.`, en: `{${seat}} discards ${tablesIn(s).tactics.get(a.card)?.name.en ?? a.card}.` });
		if (hand.length <= tablesIn(s).numbers.tacticHandLimit) s.tasks.shift();
	}
};

/** Steps 3-4: the lone player at a shame-symbol location gets a token (not after an advanced activation); the clerks go home (seed l.449-453, 699-702). */
export const locEndHandler: Run<'locEnd'> = {
	run(s, { loc, advanced }, ctx) {
		const seats = seatsIn(s, loc);
		const lone = !advanced && tablesIn(s).locations[loc].shame && seats.length === 1 ? seats[0] : null;
		if (clerksIn(s, loc) > 0) for (const seat of seats) {
			s.players[seat].clerks += s.clerks[loc][seat];
			s.clerks[loc][seat] = 0;
		}
		// The players who acted here: their "location activated" abilities and tactic cards.
		return [...(lone === null ? [] : [{ t: 'shame' as const, seat: lone }]), ...seats.flatMap((seat) => trigger(s, seat, 'locationActivated', ctx)), ...tacticWindow(s, 'locationActivated', seats)];
	}
};

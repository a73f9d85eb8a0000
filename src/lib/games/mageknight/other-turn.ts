/**
 * What a player may do during another player's turn (rules `mageknight-2`): use Motivation
 * (seed L3319–3325: "during another player's turn, to prepare for your next one", not after his
 * last turn of the Round) and plunder the village he stands on (L1415–1422: "during another
 * player's turn", once between two of his turns).
 *
 * The window: at the start of the next player's turn, right after his own turn ended (the next
 * player's turn has begun; its own choices come after). The seat that just played still holds
 * the device in pass-and-play, so the question never needs a hand-over, it comes once between two
 * of his turns, and it depends only on what everybody sees (his skills, Fame, deck size, space).
 * A plunder declined here is offered again just before his own next turn (turnstart.ts).
 */
import type { DecisionHandler } from '$lib/engine';
import { skillIn } from './card-tables';
import { plunderOffered } from './plunder';
import { changeReputation, drawCards, gainToken } from './players';
import { addFx, hasFx } from './skill-hooks';
import { tx } from './text';
import type { MkAction, Task, OtherTurnTask } from './tasks';
import type { MkState } from './types';
import { seedRules } from './version';

/** The seat still has a turn to play this Round (or his final turn after the city). */
const turnsLeft = (s: MkState, seat: number): boolean => !s.players[seat].doneForRound && (!s.finalTurns || s.finalTurns.includes(seat));

const strictlyLeastFame = (s: MkState, seat: number) => s.players.length > 1 && s.players.every((p, i) => i === seat || p.fame > s.players[seat].fame);

/** The seat's Motivation skill if he may use it now outside his turn (data §7.6, seed L3319–3325). */
export function motivationNow(s: MkState, seat: number): string | null {
	const p = s.players[seat];
	if (!turnsLeft(s, seat) || hasFx(s, seat, 'motivation')) return null;
	const id = p.skills.find((k) => {
		const e = skillIn(s, k)?.effect;
		return e?.k === 'special' && e.id === 'motivation';
	});
	if (!id || p.skillsFlipped.includes(id)) return null;
	return p.deck.length > 0 || strictlyLeastFame(s, seat) ? id : null;
}

const plunderNow = (s: MkState, seat: number): boolean => turnsLeft(s, seat) && plunderOffered(s, seat);

/** The window of `seat` at the start of another player's turn (round.ts nextTurn). */
export function otherTurnTasks(s: MkState, seat: number | null): Task[] {
	if (seat === null || seat < 0 || !seedRules(s) || s.over) return [];
	return motivationNow(s, seat) || plunderNow(s, seat) ? [{ t: 'otherTurn', seat }] : [];
}

function options(s: MkState, seat: number): MkAction[] {
	const out: MkAction[] = [];
	const m = motivationNow(s, seat);
	if (m) out.push({ a: 'skill', id: m });
	if (plunderNow(s, seat)) out.push({ a: 'choose', i: 0 });
	out.push({ a: 'done' });
	return out;
}

const otherTurn: DecisionHandler<MkState, OtherTurnTask, MkAction> = {
	candidates: (s, task) => options(s, task.seat),
	validate: (s, task, a) =>
		options(s, task.seat).some((c) => JSON.stringify(c) === JSON.stringify(a)) ? null : tx('Použij Motivaci, vypleň vesnici, nebo pokračuj.', 'Use Motivation, plunder the village, or go on.'),
	perform(s, task, a, ctx) {
		const seat = task.seat;
		const p = s.players[seat];
		if (a.a === 'skill') {
			const def = skillIn(s, a.id)!;
			p.skillsFlipped.push(a.id);
			ctx.log(tx(`{${seat}} používá v tahu jiného hráče dovednost ${def.name.cs}.`, `{${seat}} uses the skill ${def.name.en} in another player's turn.`));
			drawCards(s, seat, 2, ctx);
			// Its mana token is gained only in his own turn: one gained now would be lost at the end of this turn.
			if (strictlyLeastFame(s, seat) && s.turn?.seat === seat && def.effect.k === 'special' && def.effect.color) gainToken(s, def.effect.color);
			addFx(s, { seat, id: 'motivation', turns: 0 });
		} else if (a.a === 'choose') {
			p.plundered = true;
			ctx.log(tx(`{${seat}} plení vesnici.`, `{${seat}} plunders the village.`));
			changeReputation(s, seat, -1, ctx);
			drawCards(s, seat, 2, ctx);
		}
		if (a.a === 'done' || options(s, seat).length <= 1) s.tasks.shift();
	}
};

export const OTHER_TURN_HANDLERS = { otherTurn };

/**
 * Before a turn (spec §4.5.1, §4.6): the choices a player makes between his turns and
 * before he plays (Sparing Power, plundering a village), then the turn begins: a player
 * with no cards at all must announce the End of the Round (spec §4.4) or skips the turn.
 */
import type { RunHandler } from '$lib/engine';
import { plunderOffered } from './plunder';
import { sparingPowerDue } from './tactics-use';
import { claimedTokens } from './specials-competitive';
import { expireFx, turnStartTasks } from './skill-hooks';
import { tx } from './text';
import type { Task, TurnStartTask } from './tasks';
import type { MkState } from './types';

/** The decisions queued before the turn proper. */
export function beforeTurnTasks(s: MkState, seat: number): Task[] {
	const out: Task[] = [];
	if (sparingPowerDue(s, seat)) out.push({ t: 'sparingPower', seat });
	if (plunderOffered(s, seat)) out.push({ t: 'plunder', seat });
	return out;
}

const turnBegin: RunHandler<MkState, TurnStartTask, Task> = {
	run(s, task, ctx) {
		const seat = task.seat;
		const p = s.players[seat];
		if (!p.hand.length && !p.deck.length) {
			if (s.endAnnouncedBy === null) {
				s.endAnnouncedBy = seat;
				ctx.log(tx(`{${seat}} nemá karty a ohlašuje konec kola.`, `{${seat}} has no cards and announces the End of the Round.`));
			}
			p.doneForRound = true;
			s.turn = null;
			expireFx(s, seat, ctx); // a skipped turn still takes interactive skills back (spec §5.12)
			return [{ t: 'nextTurn' }];
		}
		claimedTokens(s, seat);
		return [...turnStartTasks(s, seat, ctx), { t: 'turn', seat }];
	}
};

export const TURN_START_HANDLERS = { turnBegin };

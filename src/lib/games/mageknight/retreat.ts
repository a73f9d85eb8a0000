/**
 * Withdrawing to the space the hero attacked from (Rulebook "Combat Outcomes" 3d, spec
 * §5.10.2, §8.1): after a failed assault or a drawn PvP combat. This is not the Forced
 * Withdrawal (no Wound); if that space is not safe, the end of the turn still applies it.
 */
import type { StepContext } from '$lib/engine';
import { tx } from './text';
import type { MkState } from './types';

export function withdrawToPrevious(s: MkState, seat: number, ctx: StepContext): void {
	const t = s.turn;
	const p = s.players[seat];
	if (!t || t.seat !== seat || t.path.length < 2) return;
	t.path.pop();
	p.pos = t.path[t.path.length - 1];
	ctx.log(tx(`{${seat}} se stahuje na políčko, odkud útočil.`, `{${seat}} withdraws to the space he attacked from.`));
}

/**
 * Generals' and Active Advisors' abilities at their moments (rules layer, spec §6.2): their steps
 * through the effect interpreter (a general's "per Supporting Advisor" scales, example 3).
 */
import type { StepContext } from '$lib/engine';
import { runSteps } from './effects';
import { tablesIn } from './facts';
import type { GwState, Task, Trigger } from './types';

export function trigger(s: GwState, seat: number, when: Trigger, ctx: StepContext): Task[] {
	const t = tablesIn(s);
	const p = s.players[seat];
	const out: Task[] = [];
	const general = p.general ? t.generals.get(p.general) : undefined;
	if (general && general.ability.when === when) out.push(...runSteps(s, seat, general.ability.steps, ctx));
	for (const id of p.active) {
		const a = t.advisors.get(id)?.ability;
		if (a && a.when === when) out.push(...runSteps(s, seat, a.steps, ctx));
	}
	return out;
}

/**
 * Generals' and active advisors' abilities at their trigger moments (rules layer, spec §6.2):
 * a general's gain scales with the Supporting Advisors (example 3: 2 Honor × 2 = 4).
 */
import type { StepContext } from '$lib/engine';
import { gain, logGain } from './economy';
import { supportOf, tablesIn } from './facts';
import type { GwState, Trigger } from './types';

export function trigger(s: GwState, seat: number, when: Trigger, ctx: StepContext, times = 1): void {
	const t = tablesIn(s);
	const p = s.players[seat];
	const general = p.general ? t.generals.get(p.general) : undefined;
	if (general && general.ability.when === when) {
		const n = supportOf(s, seat) * times;
		if (n > 0) {
			gain(s, seat, general.ability.perSupport, n);
			logGain(ctx, seat, general.ability.perSupport, n);
		}
	}
	for (const id of p.active) {
		const a = t.advisors.get(id)?.ability;
		if (a?.k === 'on' && a.when === when) {
			gain(s, seat, a.gain, times);
			logGain(ctx, seat, a.gain, times);
		}
	}
}

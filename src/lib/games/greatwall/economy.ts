/**
 * Gains and payments (rules layer): resources, Honor with its floor, the Storehouse.
 */
import type { StepContext } from '$lib/engine';
import type { Gain } from './tables';
import { RESOURCES, type Bag, type GwState } from './types';
import { resourceText } from './text';

/** Honor changes; with reading A8 'always' it never goes below 0 (seed l.1346-1348 states the floor for scoring only). */
export function addHonor(s: GwState, seat: number, n: number): void {
	const p = s.players[seat];
	p.honor += n;
	if (s.options.honorFloor === 'always' && p.honor < 0) p.honor = 0;
}

export function gain(s: GwState, seat: number, g: Gain, times = 1): void {
	for (const r of RESOURCES) if (g[r]) s.players[seat].res[r] += g[r]! * times;
	if (g.honor) addHonor(s, seat, g.honor * times);
}

export function pay(s: GwState, seat: number, cost: Partial<Bag>): void {
	for (const r of RESOURCES) s.players[seat].res[r] -= cost[r] ?? 0;
}

export function logGain(ctx: StepContext, seat: number, g: Gain, times = 1): void {
	const parts = Object.entries(g).filter(([, n]) => n);
	if (!parts.length || times <= 0) return;
	const cs = parts.map(([r, n]) => `${n! * times} ${resourceText(r as keyof Gain).cs}`).join(', ');
	const en = parts.map(([r, n]) => `${n! * times} ${resourceText(r as keyof Gain).en}`).join(', ');
	ctx.log({ cs: `{${seat}} získává ${cs}.`, en: `{${seat}} gains ${en}.` });
}

/** Small builders for the card tables (ids, gains, actions). */
import type { ActionEffect, ActionSpec, Cost, Gain, Yield } from './types';

/** Instance ids `prefix` + from..to, three digits: ids('com', 18, 20) = com018, com019, com020. */
export function ids(prefix: string, from: number, to = from): string[] {
	const out: string[] = [];
	for (let i = from; i <= to; i++) out.push(prefix + String(i).padStart(3, '0'));
	return out;
}

export const gain = (g: Gain): Yield => ({ k: 'gain', gain: g });
export const act = (pay: Cost, effect: ActionEffect, limit = 1, extra: Partial<ActionSpec> = {}): ActionSpec => ({ pay, effect, limit, ...extra });
export const get = (g: Gain): ActionEffect => ({ k: 'gain', gain: g });

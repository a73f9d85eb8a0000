/** Mana: the Source dice, tokens in the play area and crystals. */
import type { MkState } from './types';

export function effectiveTime(s: MkState): 'day' | 'night' {
	return s.combat?.nightRules ? 'night' : s.time;
}

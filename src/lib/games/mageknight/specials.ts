/**
 * The `special` effects of the content data: id → rule, given effects.ts's operations (the
 * rules that apply or test effects receive them as a hook instead of importing effects.ts,
 * which calls them). Combat rules come from combat/specials.ts, adapted in its adapter.
 */
import type { Effect } from './data/types';
import { coreSpecials } from './specials-core';
import { COMPETITIVE_SPECIALS } from './specials-competitive';
import { COMBAT_SPECIAL_RULES } from './combat/specials-adapter';
import { skillSpecials } from './specials-skills';
import { BANNER_SPECIALS } from './banners';
import { spellSpecials } from './specials-spells';
import type { EffectOps, EffectSource, SpecialRule } from './special-rule';

export function specialRules(fx: EffectOps): Record<string, SpecialRule> {
	return {
		...COMBAT_SPECIAL_RULES,
		...coreSpecials(fx),
		...COMPETITIVE_SPECIALS,
		...skillSpecials(fx),
		...BANNER_SPECIALS,
		...spellSpecials(fx)
	};
}

export type SpecialEffect = Extract<Effect, { k: 'special' }>;
export type { EffectSource };

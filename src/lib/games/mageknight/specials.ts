/**
 * The `special` effects of the content data: id → rule. Core rules live here; combat rules
 * come from combat/specials.ts and are adapted below.
 */
import type { Effect } from './data/types';
import type { EffectSource, SpecialRule } from './effects';
import { CORE_SPECIALS } from './specials-core';
import { COMPETITIVE_SPECIALS } from './specials-competitive';
import { COMBAT_SPECIAL_RULES } from './combat/specials-adapter';
import { SKILL_SPECIALS } from './specials-skills';
import { BANNER_SPECIALS } from './banners';
import { SPELL_SPECIALS } from './specials-spells';

export const SPECIALS: Record<string, SpecialRule> = {
	...COMBAT_SPECIAL_RULES,
	...CORE_SPECIALS,
	...COMPETITIVE_SPECIALS,
	...SKILL_SPECIALS,
	...BANNER_SPECIALS,
	...SPELL_SPECIALS
};

export type SpecialEffect = Extract<Effect, { k: 'special' }>;
export type { EffectSource };

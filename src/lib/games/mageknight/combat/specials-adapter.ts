/** Combat's special effects as SpecialRules (filled in when the combat module lands). */
import type { SpecialRule } from '../effects';

export const COMBAT_SPECIAL_RULES: Record<string, SpecialRule> = {};

/** Core special effects (cards whose rules the Effect primitives cannot say). */
import type { SpecialRule } from './effects';

export const CORE_SPECIALS: Record<string, SpecialRule> = {};

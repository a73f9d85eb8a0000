/**
 * The assembly's choice of variants (variant.ts) from a match's options: the solo modes' virtual
 * player (`solo`, `solo-conquest`) and the expansion (`expansion`: a choice in the multiplayer
 * modes, always on in solo conquest). Solo comes first: its turn actions and pick answers are
 * listed before the expansion's, as they always were (the legal-action order of seeded matches).
 */
import { EXPANSION } from './expansion';
import { SOLO } from './solo';
import { isSoloMode } from './virtual';
import type { IsOptions, IsState } from './types';
import type { IsVariant } from './variant';

const BASE: readonly IsVariant[] = [];
const EXPANSION_ONLY: readonly IsVariant[] = [EXPANSION];
const SOLO_ONLY: readonly IsVariant[] = [SOLO];
const SOLO_EXPANSION: readonly IsVariant[] = [SOLO, EXPANSION];

/** The variants a match with these options plays (fixed lists: the rules ask on every step). */
export const variantsFor = (o: IsOptions): readonly IsVariant[] =>
	isSoloMode(o.mode) ? (o.expansion ? SOLO_EXPANSION : SOLO_ONLY) : o.expansion ? EXPANSION_ONLY : BASE;

export const variantsOf = (s: IsState): readonly IsVariant[] => variantsFor(s.options);

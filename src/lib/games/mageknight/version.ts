/**
 * Rules versions of Mage Knight. A saved match keeps the version it started with and replays
 * with it (engine `olderRulesVersions`):
 * - `mageknight-1`: the rules before the seed audit of issue 23;
 * - `mageknight-2`: the seed audit (issue 23): the city revealer's final turn, passing through
 *   other heroes, ruins turned face up, Poison on units, the knock-out, the order of a level-up
 *   and a Unit reward, the portal, Motivation and plundering during another player's turn, the
 *   solo Skill offer, the End of the Round with an empty deck.
 * Each of these rules is gated on `seedRules(s)`, so a `mageknight-1` save replays exactly.
 */
import type { MkState } from './types';

export const RULES_V1 = 'mageknight-1';
export const RULES_V2 = 'mageknight-2';
export const RULES_VERSION = RULES_V2;

/** The match follows the seed audit's rules (every version after `mageknight-1`). */
export const seedRules = (s: Pick<MkState, 'rulesVersion'>): boolean => s.rulesVersion !== RULES_V1;

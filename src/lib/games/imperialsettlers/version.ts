/**
 * Rules versions of Imperial Settlers. A saved match keeps the version it started with and
 * replays with it (engine `olderRulesVersions`); only the expansion's content differs:
 * - `imperialsettlers-1`: the expansion deals 6 cards (Romulus' Fortress … Foreign Quarter);
 * - `imperialsettlers-2`: it also deals Tax Collector and Crossbow maker (data/expansion.ts);
 * - `imperialsettlers-3`: the Shrine keeps the Resources Cleanup would discard (round.ts `cleanup`;
 *   versions 1 and 2 discard them, so their saves replay as they were played).
 */
import type { ContentVersion } from './data/expansion';

export const RULES_V1 = 'imperialsettlers-1';
export const RULES_V2 = 'imperialsettlers-2';
export const RULES_V3 = 'imperialsettlers-3';
export const RULES_VERSION = RULES_V3;
export const RULES_VERSIONS = [RULES_V1, RULES_V2, RULES_V3];
/** Rules versions the module still replays (engine `olderRulesVersions`). */
export const OLDER_RULES_VERSIONS = [RULES_V1, RULES_V2];

/** The expansion content a rules version deals. */
export const contentOf = (rulesVersion: string): ContentVersion => (rulesVersion === RULES_V1 ? 1 : 2);

/** Whether the Shrine's storage (a `holds` Feature) works in this rules version. */
export const holdsGoods = (rulesVersion: string): boolean => rulesVersion !== RULES_V1 && rulesVersion !== RULES_V2;

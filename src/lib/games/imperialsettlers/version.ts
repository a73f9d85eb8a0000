/**
 * Rules versions of Imperial Settlers. A saved match keeps the version it started with and
 * replays with it (engine `olderRulesVersions`); only the expansion's content differs:
 * - `imperialsettlers-1`: the expansion deals 6 cards (Romulus' Fortress … Foreign Quarter);
 * - `imperialsettlers-2`: it also deals Tax Collector and Crossbow maker (data/expansion.ts).
 */
import type { ContentVersion } from './data/expansion';

export const RULES_V1 = 'imperialsettlers-1';
export const RULES_V2 = 'imperialsettlers-2';
export const RULES_VERSION = RULES_V2;
export const RULES_VERSIONS = [RULES_V1, RULES_V2];

/** The expansion content a rules version deals. */
export const contentOf = (rulesVersion: string): ContentVersion => (rulesVersion === RULES_V1 ? 1 : 2);

/**
 * The match's Deed cards, skills, tactics and site rewards as it plays them: its pack's names and
 * numbers in (content-cards.ts, built with the enemies' tables in content.ts). Every rule, log
 * line and view that reads one of these records reads it here, given the state or the view
 * (anything carrying the options); a match without pack values reads the data records themselves.
 */
import { tablesOf, type ContentHolder } from './content';
import type { DeedCard, RuinsToken, SiteKind, SkillDef, TacticCard } from './data/types';
import type { RampageRewardDef, SiteRewardDef } from './data/site-rewards';

/** The Deed card with this id as the match plays it, or undefined (untrusted input never throws). */
export const deedIn = (h: ContentHolder, id: string): DeedCard | undefined => (typeof id === 'string' ? tablesOf(h).cards.deeds.get(id) : undefined);

/** The skill with this id as the match plays it, or undefined. */
export const skillIn = (h: ContentHolder, id: string): SkillDef | undefined => tablesOf(h).cards.skills.get(id);

/** Every skill in the data's order, as the match plays them. */
export const skillsIn = (h: ContentHolder): SkillDef[] => [...tablesOf(h).cards.skills.values()];

/** The tactic with this id as the match plays it, or undefined. */
export const tacticIn = (h: ContentHolder, id: string): TacticCard | undefined => tablesOf(h).cards.tactics.get(id);

/** Every tactic in the data's order, as the match plays them. */
export const tacticsIn = (h: ContentHolder): TacticCard[] => [...tablesOf(h).cards.tactics.values()];

/** The ways a site can be used and what each gives, as the match plays them. */
export const siteRewardsIn = (h: ContentHolder, kind: SiteKind): readonly SiteRewardDef[] => tablesOf(h).cards.siteRewards[kind] ?? [];

/** What using a site in this way gives, or undefined when the site has no such use. */
export const siteRewardIn = (h: ContentHolder, kind: SiteKind, action: SiteRewardDef['action']): SiteRewardDef | undefined => siteRewardsIn(h, kind).find((d) => d.action === action);

/** What defeating rampaging orcs or Draconum gives, as the match plays it. */
export const rampageRewardIn = (h: ContentHolder, kind: 'orc' | 'draconum'): RampageRewardDef => tablesOf(h).cards.rampage[kind];

/** The ruins token with this number as the match plays it, or undefined. */
export const ruinsTokenIn = (h: ContentHolder, n: number): RuinsToken | undefined => tablesOf(h).cards.ruins.get(n);

/** Mage Knight content data (mage-knight-data.md): every table, re-exported. */
import type { Effect } from './types';
import { ALL_DEEDS } from './deeds';
import { ELITE_UNITS, REGULAR_UNITS } from './units';
import { ENEMIES } from './enemies';
import { TACTICS } from './tactics';
import { SKILLS } from './skills';
import { specialIds } from './fx';

export * from './types';
export * from './heroes';
export * from './deeds';
export * from './units';
export * from './enemies';
export * from './tiles';
export * from './tracks';
export * from './ruins';
export * from './tactics';
export * from './skills';
export * from './site-rewards';
export { specialIds } from './fx';

/** Every effect in the data (card halves, unit abilities, skills). */
export function allEffects(): Effect[] {
	return [
		...ALL_DEEDS.flatMap((c) => [c.basic, c.powered]),
		...[...REGULAR_UNITS, ...ELITE_UNITS].flatMap((u) => u.abilities.map((a) => a.effect)),
		...SKILLS.map((s) => s.effect)
	];
}
/** The `special` ids actually used by the data (sorted); must equal SPECIAL_IDS. */
export function usedSpecialIds(): string[] {
	const out = new Set<string>();
	for (const e of allEffects()) specialIds(e, out);
	return [...out].sort();
}

export type NamedKind = 'deed' | 'unit' | 'enemy' | 'tactic' | 'skill';
/** Names that are Czech and English alike on purpose (a ✔ name identical in both). */
const SAME_IN_CZECH = new Set(['enemy:minotaur']);
const unknownOf = (kind: NamedKind, recs: { id: string; name: { cs: string; en: string } }[]): string[] =>
	recs.filter((r) => r.name.cs === r.name.en && !SAME_IN_CZECH.has(`${kind}:${r.id}`)).map((r) => r.id);
/**
 * Ids whose Czech name is unknown (the English one is shown in both languages), per kind
 * (the same id can name a unit and an enemy). Hero names are proper nouns and not listed;
 * their titles are English only.
 */
export const CZECH_NAME_UNKNOWN: Record<NamedKind, string[]> = {
	deed: unknownOf('deed', ALL_DEEDS),
	unit: unknownOf('unit', [...REGULAR_UNITS, ...ELITE_UNITS]),
	enemy: unknownOf('enemy', ENEMIES),
	tactic: unknownOf('tactic', TACTICS),
	skill: unknownOf('skill', SKILLS)
};
export const czechNameUnknown = (kind: NamedKind, id: string): boolean => CZECH_NAME_UNKNOWN[kind].includes(id);

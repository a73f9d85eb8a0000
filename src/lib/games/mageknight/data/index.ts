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
/**
 * Ids whose Czech name is the app's own translation (no source gives one), per kind (the same
 * id can name a unit and an enemy); a spell counts when either half's name is. The catalogue
 * marks them; owners of the Czech edition may correct them.
 */
export const APP_TRANSLATED: Record<NamedKind, string[]> = {
	deed: ALL_DEEDS.filter((r) => r.csName === 'app' || r.poweredCsName === 'app').map((r) => r.id),
	unit: [...REGULAR_UNITS, ...ELITE_UNITS].filter((r) => r.csName === 'app').map((r) => r.id),
	enemy: ENEMIES.filter((r) => r.csName === 'app').map((r) => r.id),
	tactic: TACTICS.filter((r) => r.csName === 'app').map((r) => r.id),
	skill: SKILLS.filter((r) => r.csName === 'app').map((r) => r.id)
};
export const appTranslated = (kind: NamedKind, id: string): boolean => APP_TRANSLATED[kind].includes(id);

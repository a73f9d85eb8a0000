/**
 * Where a record's Czech name comes from (content data policy, shared/rules/README.md):
 * - `seed`: the Czech rulebook (the record's `source` cites the seed line);
 * - `app`: no source gives the Czech name, so the app uses its own translation; the catalogue
 *   says so and owners of the Czech edition may correct it;
 * - `same`: identical in both languages on purpose (a proper name: the heroes, the Minotaur).
 */
import type { Text } from '$lib/engine';
import type { CzechName } from './types';

export interface NameOf {
	name: Text;
	csName: CzechName;
}
/** A Czech name given by the seed (cite the line in `source`). */
export const seedName = (cs: string, en: string): NameOf => ({ name: { cs, en }, csName: 'seed' });
/** The app's own Czech translation (no source gives the Czech name). */
export const appName = (cs: string, en: string): NameOf => ({ name: { cs, en }, csName: 'app' });
/** A proper name, the same in Czech and English. */
export const sameName = (s: string): NameOf => ({ name: { cs: s, en: s }, csName: 'same' });

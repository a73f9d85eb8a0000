/**
 * Content lookups used by combat (the only place that imports the data records), so tests
 * can replace this module with fixtures (vi.mock) and pure helpers can take EnemyDef values.
 */
import type { EnemyDef, UnitCard } from '../data/types';
import { maybeEnemyIn, maybeUnitIn, type ContentHolder } from '../content';

/** The enemy kind as this match plays it (its content pack's values in: content.ts). */
export function enemyDef(h: ContentHolder, id: string): EnemyDef | undefined {
	return maybeEnemyIn(h, id);
}

/** The unit as this match plays it (its content pack's values in: content.ts). */
export function unitDef(h: ContentHolder, id: string): UnitCard | undefined {
	return maybeUnitIn(h, id);
}

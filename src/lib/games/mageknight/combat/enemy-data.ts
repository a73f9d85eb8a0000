/**
 * Content lookups used by combat (the only place that imports the data records), so tests
 * can replace this module with fixtures (vi.mock) and pure helpers can take EnemyDef values.
 */
import { enemyById } from '../data/enemies';
import { unitById } from '../data/units';
import type { EnemyDef, UnitCard } from '../data/types';

export function enemyDef(id: string): EnemyDef | undefined {
	return enemyById(id);
}

export function unitDef(id: string): UnitCard | undefined {
	return unitById(id);
}

/**
 * The sites module's end-of-combat hook (Fame-independent consequences: reputation, shields,
 * rewards, withdrawal, leaving or removing tokens on the map). Re-exported from one small
 * file so tests can replace it with vi.mock before sites/outcome.ts exists.
 */
export { afterCombat } from '../sites/outcome';

/** The Duel of the Princes (all three theme sets): seeded complete matches 0-149 (invariants: theme-fuzz.ts, plus the Turmoil and Progress per-action checks). */
import { themeFuzzSuite } from './theme-fuzz';
import { progressChecks } from './theme-progress-fuzz';
import { turmoilChecks } from './theme-turmoil-fuzz';

themeFuzzSuite('duel', 1, 0, 150, [turmoilChecks, progressChecks]);

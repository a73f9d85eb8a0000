/** The Duel of the Princes (all three theme sets): seeded complete matches 150-299 (invariants: rivals-theme-fuzz.ts, plus the Turmoil and Progress per-action checks). */
import { themeFuzzSuite } from './rivals-theme-fuzz';
import { progressChecks } from './rivals-theme-progress-fuzz';
import { turmoilChecks } from './rivals-theme-turmoil-fuzz';

themeFuzzSuite('duel', 2, 150, 300, [turmoilChecks, progressChecks]);

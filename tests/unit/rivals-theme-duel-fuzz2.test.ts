/** The Duel of the Princes (all three theme sets): seeded complete matches 150-299 (invariants: rivals-theme-fuzz.ts, plus the Turmoil and Progress per-action checks). */
import { themeFuzzSuite } from './rivals-theme-fuzz';
import { installProgressChecks } from './rivals-theme-progress-fuzz';
import { installTurmoilChecks } from './rivals-theme-turmoil-fuzz';

themeFuzzSuite('duel', 2, 150, 300, [installTurmoilChecks, installProgressChecks]);

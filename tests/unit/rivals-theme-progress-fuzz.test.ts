/** The Era of Progress: seeded complete matches 0-149 (invariants: rivals-theme-fuzz.ts and rivals-theme-progress-fuzz.ts). */
import { themeFuzzSuite } from './rivals-theme-fuzz';
import { progressChecks } from './rivals-theme-progress-fuzz';

themeFuzzSuite('progress', 1, 0, 150, [progressChecks]);

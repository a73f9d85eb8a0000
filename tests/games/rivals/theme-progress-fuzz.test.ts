/** The Era of Progress: seeded complete matches 0-149 (invariants: theme-fuzz.ts and theme-progress-fuzz.ts). */
import { themeFuzzSuite } from './theme-fuzz';
import { progressChecks } from './theme-progress-fuzz';

themeFuzzSuite('progress', 1, 0, 150, [progressChecks]);

/** The Era of Progress: seeded complete matches 150-299 (invariants: rivals-theme-fuzz.ts and rivals-theme-progress-fuzz.ts). */
import { themeFuzzSuite } from './rivals-theme-fuzz';
import { progressChecks } from './rivals-theme-progress-fuzz';

themeFuzzSuite('progress', 2, 150, 300, [progressChecks]);

/** The Era of Turmoil: seeded complete matches 0-149 (invariants: theme-fuzz.ts and theme-turmoil-fuzz.ts). */
import { themeFuzzSuite } from './theme-fuzz';
import { turmoilChecks } from './theme-turmoil-fuzz';

themeFuzzSuite('turmoil', 1, 0, 150, [turmoilChecks]);

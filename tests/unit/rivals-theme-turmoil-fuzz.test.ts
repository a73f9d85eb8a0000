/** The Era of Turmoil: seeded complete matches 0-149 (invariants: rivals-theme-fuzz.ts and rivals-theme-turmoil-fuzz.ts). */
import { themeFuzzSuite } from './rivals-theme-fuzz';
import { turmoilChecks } from './rivals-theme-turmoil-fuzz';

themeFuzzSuite('turmoil', 1, 0, 150, [turmoilChecks]);

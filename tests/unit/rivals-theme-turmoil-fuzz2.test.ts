/** The Era of Turmoil: seeded complete matches 150-299 (invariants: rivals-theme-fuzz.ts and rivals-theme-turmoil-fuzz.ts). */
import { themeFuzzSuite } from './rivals-theme-fuzz';
import { turmoilChecks } from './rivals-theme-turmoil-fuzz';

themeFuzzSuite('turmoil', 2, 150, 300, [turmoilChecks]);

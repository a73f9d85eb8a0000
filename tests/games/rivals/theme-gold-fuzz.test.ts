/** The Era of Gold: seeded complete matches 0-149 (invariants: theme-fuzz.ts). */
import { themeFuzzSuite } from './theme-fuzz';

themeFuzzSuite('gold', 1, 0, 150);

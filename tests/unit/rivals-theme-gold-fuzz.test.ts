/** The Era of Gold: seeded complete matches 0-149 (invariants: rivals-theme-fuzz.ts). */
import { themeFuzzSuite } from './rivals-theme-fuzz';

themeFuzzSuite('gold', 1, 0, 150);

/** The Era of Gold: seeded complete matches 150-299 (invariants: rivals-theme-fuzz.ts). */
import { themeFuzzSuite } from './rivals-theme-fuzz';

themeFuzzSuite('gold', 2, 150, 300);

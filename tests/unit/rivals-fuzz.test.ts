/** The introductory game: seeded complete matches 0-249 (invariants: rivals-intro-fuzz.ts). */
import { introFuzzSuite } from './rivals-intro-fuzz';

introFuzzSuite(1, 0, 250);

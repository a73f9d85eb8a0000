/** The introductory game: seeded complete matches 0-249 (invariants: intro-fuzz.ts). */
import { introFuzzSuite } from './intro-fuzz';

introFuzzSuite(1, 0, 250);

/** The introductory game: seeded complete matches 250-499 (invariants: rivals-intro-fuzz.ts). */
import { introFuzzSuite, MATCHES } from './rivals-intro-fuzz';

introFuzzSuite(2, 250, MATCHES);

/**
 * The shared kernel contract tests (tests/contract/harness.ts), robustness part, for Mage
 * Knight: states sampled from three seeded matches per mode (up to 900 actions each).
 */
import { contractSuite, DEFAULT_BUDGET } from '../../contract/harness';
import { mageKnightContract } from './contract';

contractSuite(mageKnightContract, 'robustness', { ...DEFAULT_BUDGET, matches: 3, statesPerMatch: 6, maxActions: 900 });

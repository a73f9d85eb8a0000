/**
 * The shared kernel contract tests (tests/contract/harness.ts), hidden-information part, for
 * Mage Knight: two seeded matches per mode (PvP included), their first 900 actions, compared at every step (the
 * soak plays whole matches: `npm run soak -- --game mageknight --mode <mode>`).
 */
import { contractSuite, DEFAULT_BUDGET } from '../../contract/harness';
import { mageKnightContract } from './contract';

contractSuite(mageKnightContract, 'hidden', { ...DEFAULT_BUDGET, hiddenMatches: 2, maxActions: 900 });

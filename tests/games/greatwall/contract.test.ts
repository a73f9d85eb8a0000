/** The shared kernel contract tests (tests/contract/harness.ts) for The Great Wall. */
import { contractSuite } from '../../contract/harness';
import { greatWallContract } from './contract';

contractSuite(greatWallContract, 'all');

/** The shared kernel contract tests (tests/contract/harness.ts) for Imperial Settlers. */
import { contractSuite } from '../../contract/harness';
import { imperialSettlersContract } from './contract';

contractSuite(imperialSettlersContract, 'all');

/** The shared kernel contract tests (tests/contract/harness.ts), robustness part, for the Rivals. */
import { contractSuite } from '../../contract/harness';
import { rivalsContract } from './contract';

contractSuite(rivalsContract, 'robustness');

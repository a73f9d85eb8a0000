/**
 * Interim re-export: Mage Knight's contract adapter lives beside the game
 * (tests/games/mageknight/contract.ts). Kept only so tests/contract/adapters.ts resolves until
 * it discovers tests/games/<id>/contract.ts by itself (issue 24); delete it then.
 */
export { mageKnightContract } from '../games/mageknight/contract';

/**
 * The Lanterns fixture's adapter for the shared contract tests. Its hidden variants are generated:
 * the zones' (other hands and the deck) and the festival's (colours other seats picked that
 * nobody has seen yet).
 */
import { cloneData, secretVariants, zoneVariants } from '../../src/lib/engine';
import { CARDS, COLOURS, lanternsBot, lanternsGame, type LanternsState } from '../fixtures/lanterns-game';
import type { ContractAdapter } from './checks';

const festivalBox = (s: LanternsState) => (s.tasks[0]?.t === 'festival' ? s.tasks[0].secret : null);

export const lanternsContract: ContractAdapter<LanternsState> = {
	module: lanternsGame,
	bots: [lanternsBot],
	modes: [
		{ id: 'coop', options: { mode: 'coop' }, seats: 3 },
		{ id: 'versus', options: { mode: 'versus' }, seats: 2 },
		{ id: 'solo', options: { mode: 'solo' }, seats: 1 }
	],
	hiddenVariants: (s, viewer, rng) => [
		...zoneVariants(s, viewer, rng, { zones: (v) => v.zones, clone: cloneData }),
		...secretVariants(s, viewer, { box: festivalBox, choices: () => [...COLOURS], clone: cloneData })
	],
	foreignIds: [...CARDS, ...COLOURS, 'nope', 'play', 'dig', 'coop', 'secret'],
	actionKeys: ['t', 'card', 'slot', 'seat', 'choice', 'digest', 'salt']
};

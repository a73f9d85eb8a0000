/**
 * Imperial Settlers' adapter for the shared contract tests: its modes and the "what if" states
 * that differ only in what one seat cannot see, generated from its zones (zones.ts: other hands,
 * other players' Foundations and the cards of their Deals — only the Deal banner is public —,
 * the decks' orders, the solo Attack deck and the face-down Collection).
 */
import { cloneData, zoneVariants } from '../../../src/lib/engine';
import { imperialSettlersBots } from '../../../src/lib/games/imperialsettlers/bots';
import { ALL_CARDS } from '../../../src/lib/games/imperialsettlers/data';
import { GOODS } from '../../../src/lib/games/imperialsettlers/data/types';
import { imperialSettlers } from '../../../src/lib/games/imperialsettlers/rules';
import type { IsState } from '../../../src/lib/games/imperialsettlers/types';
import { isVariantRules, isZones } from '../../../src/lib/games/imperialsettlers/zones';
import type { ContractAdapter } from '../../contract/checks';
import { addedDeckIds } from '../../../src/lib/games/imperialsettlers/added';
import { ADDED, DESCRIBED, withTestPack } from './pack-fixture';

function invariants(s: IsState): string[] {
	const problems: string[] = [];
	const v = s.virtual;
	const ids = [
		s.commonDeck,
		s.commonDiscard,
		s.lookout,
		...s.players.flatMap((p) => [s.decks[p.faction]!, s.discards[p.faction]!, p.hand, p.foundations, p.empire.map((l) => l.id), p.deals.map((d) => d.card)]),
		...(v ? [v.locs, v.collection, ...(v.faction ? [v.row!, s.decks[v.faction]!, s.discards[v.faction]!] : [])] : [])
	].flat();
	// A pack's added cards join the Common deck and the players' decks with the expansion (added.ts).
	const added = s.options.expansion ? ['common' as const, ...s.players.map((p) => p.faction)].reduce((n, d) => n + addedDeckIds(s.options, d).length, 0) : 0;
	const expected = (s.options.expansion ? 85 : 84) + 30 * s.players.length + (v?.faction ? 30 : 0) + added;
	if (ids.length !== expected || new Set(ids).size !== ids.length) problems.push(`cards not conserved: ${ids.length}`);
	if (v && v.attackDeck.length + v.line.length !== 16) problems.push('Attack cards not conserved');
	s.players.forEach((p, i) => {
		for (const g of GOODS) if (p.goods[g] < 0) problems.push(`seat ${i} has ${p.goods[g]} ${g}`);
	});
	return problems;
}

/** Owner values unlike the placeholders: every Attack card names stone or VP, free or dearer activations. */
const OWNER_SOLO = {
	...Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`attack.atk${String(i + 1).padStart(2, '0')}`, i % 3 ? 'stone' : 'vp'])),
	'cost.bar-rabble': 0,
	'cost.rom-spies': 2,
	'cost.jap-trade-route': 0,
	'cost.egy-sanctuary': 2,
	'gain.bar-mission': 3,
	'store.rom-warehouses': 6
};
const OWNER_MULTI = { 'cost.bar-pack': 0, 'cost.bar-dark-chapel': 2, 'cost.egy-temple-of-ra': 0, 'cost.jap-garrison': 2, 'fortress.cost': 0, 'fortress.vp': 3, 'store.rom-warehouses': 1 };

export const imperialSettlersContract: ContractAdapter<IsState> = {
	module: imperialSettlers,
	bots: imperialSettlersBots,
	modes: [
		{ id: 'base-2p', options: { mode: 'base-2p', factionReshuffle: false, expansion: false }, seats: 2 },
		{ id: 'base-3p', options: { mode: 'base-3p', factionReshuffle: true, expansion: false }, seats: 3 },
		{ id: 'base-4p', options: { mode: 'base-4p', factionReshuffle: false, expansion: false }, seats: 4 },
		{ id: 'base-3p-expansion', options: { mode: 'base-3p', factionReshuffle: false, expansion: true }, seats: 3 },
		{ id: 'solo', options: { mode: 'solo', factionReshuffle: false, expansion: false, soloGoal: 'faction' }, seats: 1 },
		{ id: 'solo-conquest', options: { mode: 'solo-conquest', factionReshuffle: false, expansion: true, soloGoal: 'faction', difficulty: 'hard' }, seats: 1 },
		// Owner values (content.ts): corrected Attack targets, activation costs, Mission, Warehouses, Fortresses.
		{ id: 'solo-owner', options: { mode: 'solo', factionReshuffle: false, expansion: false, soloGoal: 'faction', content: OWNER_SOLO }, seats: 1 },
		{ id: 'base-2p-expansion-owner', options: { mode: 'base-2p', factionReshuffle: false, expansion: true, content: OWNER_MULTI }, seats: 2 },
		// A pack (issue 25): owner-described unknown effects and added cards of every row and deck.
		{ id: 'base-4p-expansion-pack', options: withTestPack({ mode: 'base-4p', factionReshuffle: false, expansion: true }, { ...OWNER_MULTI, ...DESCRIBED }, ADDED), seats: 4 },
		{ id: 'solo-conquest-pack', options: withTestPack({ mode: 'solo-conquest', factionReshuffle: false, expansion: true, soloGoal: 'all', difficulty: 'medium' }, DESCRIBED, ADDED), seats: 1 }
	],
	hiddenVariants: (s, viewer, rng) => zoneVariants(s, viewer, rng, { zones: isZones, clone: cloneData, ...isVariantRules(s) }),
	foreignIds: [...ALL_CARDS.flatMap((c) => c.ids.slice(0, 1)), 'add:watermill:1', 'add:watermill:9', 'nope', 'common', 'faction', 'wood', 'vp', 'build', 'pass'],
	actionKeys: ['a', 'card', 'deck', 'i', 'seat', 'loc', 'times', 'n', 'from', 'id', 'item'],
	invariants
};

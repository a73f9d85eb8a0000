/**
 * Imperial Settlers' adapter for the shared contract tests: its modes and the "what if" states
 * that differ only in what one seat cannot see (view.ts: other hands, deck orders, other
 * players' Foundations and the cards of their Deals — only the Deal banner is public).
 */
import { cloneData, randomInt, shuffleInPlace, type RngState } from '../../../src/lib/engine';
import { imperialSettlersBots } from '../../../src/lib/games/imperialsettlers/bots';
import { ALL_CARDS, card } from '../../../src/lib/games/imperialsettlers/data';
import { GOODS } from '../../../src/lib/games/imperialsettlers/data/types';
import { imperialSettlers } from '../../../src/lib/games/imperialsettlers/rules';
import type { IsState } from '../../../src/lib/games/imperialsettlers/types';
import type { ContractAdapter, HiddenVariant } from '../../contract/checks';

const deckOf = (s: IsState, id: string): string[] => {
	const d = card(id).deck;
	return d === 'common' ? s.commonDeck : s.decks[d]!;
};

function variants(s: IsState, viewer: number, rng: RngState): HiddenVariant<IsState>[] {
	const out: HiddenVariant<IsState>[] = [];
	// Cards a pending task names are part of what is being decided; leave them where they are.
	const named = JSON.stringify(s.tasks);
	const swap = (what: string, list: (v: IsState) => string[], slot: number, id: string, same: (other: string) => boolean) => {
		const deck = deckOf(s, id);
		const js = deck.map((c, j) => [c, j] as const).filter(([c]) => same(c) && !named.includes(`"${c}"`));
		if (!js.length) return;
		const [other, j] = js[randomInt(rng, js.length)];
		out.push({
			dynamic: true,
			what: `${what}: ${other} instead of ${id}`,
			build: () => {
				const v = cloneData(s);
				list(v)[slot] = other;
				deckOf(v, id)[j] = id;
				return v;
			}
		});
	};
	s.players.forEach((p, seat) => {
		if (seat === viewer) return;
		p.hand.forEach((id, slot) => {
			if (!named.includes(`"${id}"`)) swap(`seat ${seat} hand`, (v) => v.players[seat].hand, slot, id, () => true);
		});
		p.foundations.forEach((id, slot) => {
			if (!named.includes(`"${id}"`)) swap(`seat ${seat} foundation`, (v) => v.players[seat].foundations, slot, id, () => true);
		});
		p.deals.forEach((d, i) => {
			if (named.includes(`"${d.card}"`)) return;
			const deck = deckOf(s, d.card);
			const js = deck.map((c, j) => [c, j] as const).filter(([c]) => card(c).deal === card(d.card).deal && !named.includes(`"${c}"`));
			if (!js.length) return;
			const [other, j] = js[randomInt(rng, js.length)];
			// Robbers and Spies pick an enemy Deal by position and the Hanseatic League discards one:
			// the card then shows to everybody, so this variant is compared as it stands only.
			out.push({
				dynamic: false,
				what: `seat ${seat} Deal ${other} instead of ${d.card}`,
				build: () => {
					const v = cloneData(s);
					v.players[seat].deals[i].card = other;
					deckOf(v, d.card)[j] = d.card;
					return v;
				}
			});
		});
	});
	// Deck orders: a draw shows the drawn card, so reordered decks are compared as they stand only.
	out.push({
		dynamic: false,
		what: 'decks reordered',
		build: () => {
			const v = cloneData(s);
			shuffleInPlace(rng, v.commonDeck);
			for (const p of v.players) shuffleInPlace(rng, v.decks[p.faction]!);
			// Solo: the Attack deck and the virtual faction deck are face down too.
			if (v.virtual) {
				shuffleInPlace(rng, v.virtual.attackDeck);
				if (v.virtual.faction) shuffleInPlace(rng, v.decks[v.virtual.faction]!);
			}
			return v;
		}
	});
	return out;
}

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
	const expected = (s.options.expansion ? 85 : 84) + 30 * s.players.length + (v?.faction ? 30 : 0);
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
		{ id: 'base-2p-expansion-owner', options: { mode: 'base-2p', factionReshuffle: false, expansion: true, content: OWNER_MULTI }, seats: 2 }
	],
	hiddenVariants: (s, viewer, rng) => variants(s, viewer, rng),
	foreignIds: [...ALL_CARDS.flatMap((c) => c.ids.slice(0, 1)), 'nope', 'common', 'faction', 'wood', 'vp', 'build', 'pass'],
	actionKeys: ['a', 'card', 'deck', 'i', 'seat', 'loc', 'times', 'n', 'from', 'id', 'item'],
	invariants
};

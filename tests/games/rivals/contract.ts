/**
 * The Rivals for Catan's adapter for the shared contract tests: its modes and the "what if" states
 * that differ only in what one seat cannot see, generated from the piles' zones (zones.ts, spec
 * §11.2): the opponent's hand, the draw stacks, the region stack, the event deck order and the
 * discard pile below its top card.
 */
import { canSee, cloneData, putItem, randomInt, zoneVariants, type RngState } from '../../../src/lib/engine';
import { rivals, rivalsBots, type RivalsState } from '../../../src/lib/games/rivals';
import { ALL_CARDS, cardDef, REGIONS } from '../../../src/lib/games/rivals/cards';
import { cardBack, namedByTasks, rivalsZones, zonesLookedInto } from '../../../src/lib/games/rivals/zones';
import type { ContractAdapter, HiddenVariant } from '../../contract/checks';

const MODES = ['intro', 'gold', 'turmoil', 'progress', 'duel'];

function variants(s: RivalsState, viewer: number, rng: RngState, thorough: boolean): HiddenVariant<RivalsState>[] {
	// Cards a pending task names are part of what is being decided; they stay where they are.
	const named = namedByTasks(s);
	const fixed = (card: string) => named.has(card);
	const looking = zonesLookedInto(s, viewer);
	const out: HiddenVariant<RivalsState>[] = zoneVariants(s, viewer, rng, {
		zones: rivalsZones,
		clone: cloneData,
		fixed,
		// A card only trades places with one of the same back (a region, an event, the basic set, a theme).
		sortOf: (card) => cardBack(card),
		looking,
		// A hidden hand's cards swap with any hidden pile's (a stack, the discard pile below its top);
		// the piles among themselves are only reordered, which keeps the variants as few as before.
		partnersOnly: Object.entries(rivalsZones(s)).flatMap(([id, zone]) => (zone.kind === 'hand' ? [] : [id])),
		// A roll reveals the top event card to everybody: compared as the state stands only.
		stillOrder: ['eventDeck']
	});
	if (!thorough) return out;
	// Thorough: every kind of action card in a hidden stack, in turn, in each hidden hand (a
	// reaction to another seat's move is always an action card played from the hand).
	const zones = rivalsZones(s);
	const hidden = Object.keys(zones).filter((id) => !looking.some((l) => l === id) && !canSee(zones[id], viewer));
	for (const hand of hidden.filter((id) => zones[id].kind === 'hand')) {
		const seen = new Set<string>();
		for (const stack of hidden.filter((id) => zones[id].kind === 'deck'))
			zones[stack].items.forEach((card, j) => {
				const def = cardDef(card);
				if (def?.kind !== 'action' || seen.has(def.id) || fixed(card)) return;
				const slots = zones[hand].items.flatMap((c, k) => (cardBack(c) === cardBack(card) && !fixed(c) ? [k] : []));
				if (!slots.length) return;
				seen.add(def.id);
				const slot = slots[randomInt(rng, slots.length)];
				const held = zones[hand].items[slot];
				const build = () => {
					const v = cloneData(s);
					const z = rivalsZones(v);
					putItem(z[hand], slot, card);
					putItem(z[stack], j, held);
					return v;
				};
				out.push({ build, dynamic: true, promptsOnly: true, what: `${hand}[${slot}] holds ${card} instead of ${held} (now in ${stack}[${j}])` });
			});
	}
	return out;
}

export const rivalsContract: ContractAdapter<RivalsState> = {
	module: rivals,
	bots: rivalsBots,
	modes: MODES.map((id) => ({ id, options: { mode: id }, seats: 2 })),
	hiddenVariants: variants,
	foreignIds: [...ALL_CARDS.flatMap((c) => [`${c.id}#1`, `${c.id}#2`, c.id]), ...REGIONS.map((r) => r.id), 'brick', 'gold', 'bank', 'ship', 'region', 'expansion'],
	actionKeys: ['card', 'stack', 'col', 'row', 'give', 'get', 'via', 'ship', 'region', 'res', 'number', 'target', 'option']
};

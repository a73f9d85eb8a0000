/**
 * The Lanterns fixture's adapter for the shared contract tests: other hands, the deck and the
 * festival colours other seats picked but nobody has revealed yet are hidden.
 */
import { cloneData, secretVariants, shuffleInPlace, type RngState } from '../../src/lib/engine';
import { CARDS, COLOURS, lanternsBot, lanternsGame, type LanternsState } from '../fixtures/lanterns-game';
import type { ContractAdapter, HiddenVariant } from './checks';

/** The festival's box while it is under way. */
const festivalBox = (s: LanternsState) => (s.tasks[0]?.t === 'festival' ? s.tasks[0].secret : null);

function variants(s: LanternsState, viewer: number, rng: RngState): HiddenVariant<LanternsState>[] {
	const out: HiddenVariant<LanternsState>[] = [];
	const build = (change: (v: LanternsState) => void) => () => {
		const v = cloneData(s);
		change(v);
		return v;
	};
	s.hands.forEach((hand, seat) => {
		if (seat === viewer) return;
		hand.forEach((card, slot) =>
			s.deck.forEach((other, j) => {
				if (other !== card && j < 3)
					out.push({ dynamic: true, what: `seat ${seat} holds ${other} instead of ${card}`, build: build((v) => ([v.hands[seat][slot], v.deck[j]] = [other, card])) });
			})
		);
	});
	out.push(...secretVariants(s, viewer, { box: festivalBox, choices: () => [...COLOURS], clone: cloneData }));
	if (s.deck.length > 1) out.push({ dynamic: true, what: 'deck reordered', build: build((v) => shuffleInPlace(rng, v.deck)) });
	return out;
}

export const lanternsContract: ContractAdapter<LanternsState> = {
	module: lanternsGame,
	bots: [lanternsBot],
	modes: [
		{ id: 'coop', options: { mode: 'coop' }, seats: 3 },
		{ id: 'versus', options: { mode: 'versus' }, seats: 2 },
		{ id: 'solo', options: { mode: 'solo' }, seats: 1 }
	],
	hiddenVariants: variants,
	foreignIds: [...CARDS, ...COLOURS, 'nope', 'play', 'dig', 'coop', 'secret'],
	actionKeys: ['t', 'card', 'slot', 'seat', 'choice', 'digest', 'salt']
};

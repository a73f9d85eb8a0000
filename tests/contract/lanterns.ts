/** The Lanterns fixture's adapter for the shared contract tests: other hands and the deck are hidden. */
import { cloneData, shuffleInPlace, type RngState } from '../../src/lib/engine';
import { CARDS, lanternsBot, lanternsGame, type LanternsState } from '../fixtures/lanterns-game';
import type { ContractAdapter, HiddenVariant } from './checks';

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
	foreignIds: [...CARDS, 'nope', 'play', 'dig', 'coop'],
	actionKeys: ['t', 'card', 'slot', 'seat']
};

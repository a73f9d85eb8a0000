/**
 * The Rivals for Catan's adapter for the shared contract tests: its modes and the
 * "what if" states that differ only in what one seat cannot see (spec §11.2: the
 * opponent's hand, the draw stacks, the region stack, the event deck order and the
 * discard pile below its top card are hidden).
 */
import { cloneData, randomInt, shuffleInPlace, type RngState } from '../../../src/lib/engine';
import { rivals, rivalsBots, type RivalsState } from '../../../src/lib/games/rivals';
import { ALL_CARDS, cardDef, REGIONS } from '../../../src/lib/games/rivals/cards';
import type { ContractAdapter, HiddenVariant } from '../../contract/checks';

const MODES = ['intro', 'gold', 'turmoil', 'progress', 'duel'];

const setOf = (card: string) => cardDef(card)?.set ?? 'basic';

function variants(s: RivalsState, viewer: number, rng: RngState, thorough: boolean): HiddenVariant<RivalsState>[] {
	const task = s.tasks[0] as (RivalsState['tasks'][number] & { seat?: number; victim?: number; stack?: number }) | undefined;
	const mine = task?.seat === viewer;
	const out: HiddenVariant<RivalsState>[] = [];
	const copy = () => cloneData(s);
	// Cards a pending task names are part of what is being decided; leave them where they are.
	const named = JSON.stringify(s.tasks);
	const hiddenStacks = s.drawStacks.map((_, i) => i).filter((i) => !(mine && (task?.t === 'searchPick' || task?.t === 'startPick') && task.stack === i));

	for (let seat = 0; seat < s.players.length; seat++) {
		if (seat === viewer) continue;
		// The viewer legitimately looks at this hand (Fraternal Feuds, the Traitor).
		if (mine && (task?.t === 'feudsPick' || task?.t === 'traitorPick') && task.victim === seat) continue;
		s.players[seat].hand.forEach((card, slot) => {
			if (named.includes(`"${card}"`)) return;
			const candidates = hiddenStacks.flatMap((i) => s.drawStacks[i].map((c, j) => [i, j, c] as const)).filter(([, , c]) => setOf(c) === setOf(card) && !named.includes(`"${c}"`));
			if (!candidates.length) return;
			const [i, j, other] = candidates[randomInt(rng, candidates.length)];
			const build = () => {
				const v = copy();
				v.players[seat].hand[slot] = other;
				v.drawStacks[i][j] = card;
				return v;
			};
			out.push({ build, dynamic: true, what: `seat ${seat} holds ${other} instead of ${card} (now in stack ${i})` });
		});
		// Thorough: every kind of action card in the hidden stacks, in turn, in this seat's hand
		// (a reaction to another seat's move is always an action card played from the hand).
		const hand = s.players[seat].hand;
		if (!thorough || !hand.length) continue;
		const seen = new Set<string>();
		for (const i of hiddenStacks)
			s.drawStacks[i].forEach((card, j) => {
				const kind = cardDef(card)?.id;
				if (!kind || cardDef(card).kind !== 'action' || seen.has(kind) || named.includes(`"${card}"`)) return;
				const slots = hand.map((c, k) => [c, k] as const).filter(([c]) => setOf(c) === setOf(card) && !named.includes(`"${c}"`));
				if (!slots.length) return;
				seen.add(kind);
				const [out1, slot] = slots[randomInt(rng, slots.length)];
				const build = () => {
					const v = copy();
					v.players[seat].hand[slot] = card;
					v.drawStacks[i][j] = out1;
					return v;
				};
				out.push({ build, dynamic: true, promptsOnly: true, what: `seat ${seat} holds ${card} instead of ${out1} (now in stack ${i})` });
			});
	}
	const reordered = (what: string, dynamic: boolean, change: (v: RivalsState) => void) =>
		out.push({ what, dynamic, build: () => {
			const v = copy();
			change(v);
			return v;
		} });
	for (const i of hiddenStacks)
		if (s.drawStacks[i].length > 1) reordered(`draw stack ${i} reordered`, true, (v) => shuffleInPlace(rng, v.drawStacks[i]));
	if (!(mine && task?.t === 'scoutPick') && s.regionStack.length > 1) reordered('region stack reordered', true, (v) => shuffleInPlace(rng, v.regionStack));
	// A roll reveals the top event card to everybody: compared as the state stands only.
	if (s.eventDeck.length > 1) reordered('event deck reordered', false, (v) => shuffleInPlace(rng, v.eventDeck));
	if (!(mine && task?.t === 'discardPick') && s.discard.length > 2)
		reordered('discard pile below its top reordered', true, (v) => {
			const top = v.discard.pop()!;
			shuffleInPlace(rng, v.discard);
			v.discard.push(top);
		});
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

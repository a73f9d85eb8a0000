/**
 * The cards of the match a board shows (issue 25): the board provides its view (which carries the
 * options: the pack's corrected effects and added cards, cards.ts), and every card component looks
 * cards up through it. Outside a match (the catalogue) the built-in cards.
 */
import { getContext, setContext } from 'svelte';
import { cardInfoOf, type CardHolder } from '../cards';
import { cardInfo, type CardInfo } from '../data';

const KEY = Symbol('is-match-cards');

/** The board: its view's options name the match's cards (a getter: the view changes). */
export const provideMatchCards = (holder: () => CardHolder): void => void setContext(KEY, holder);

/** A lookup of the cards of the surrounding match (the built-in cards outside one). */
export function useMatchCards(): (id: string) => CardInfo | undefined {
	const holder = getContext<(() => CardHolder) | undefined>(KEY);
	return (id) => (holder ? cardInfoOf(holder(), id) : cardInfo(id));
}

/**
 * The decks of a match, built from its card counts (issue 25: a pack may correct how many copies
 * of a card the box holds, content.ts `count.<id>`): the basic draw and event cards, a theme set's
 * stacks, their split into stacks, and why a pack's counts would make a mode's setup impossible.
 * With the built-in counts every list is the one cards.ts / cards-theme.ts give, in its order.
 */
import { rngFromSeed, tx, type Text } from '$lib/engine';
import { CARDS, type CardDef } from './cards';
import { themeCardsOf, type ThemeSet } from './cards-theme';
import type { CardLookup } from './content';
import { duelEventCards, themeSetOf } from './theme';
import type { Mode } from './types';

/** The physical copies (`<id>#<copy>`) of `defs`, as many of each as this match has. */
const copiesOf = (cards: CardLookup, defs: CardDef[]): string[] =>
	defs.flatMap((d) => Array.from({ length: cards(d.id).count }, (_, i) => `${d.id}#${i + 1}`));

/** The basic set's draw cards: actions and expansions (seed L123-125). */
export const basicDrawCards = (cards: CardLookup): string[] => copiesOf(cards, CARDS.filter((d) => d.kind !== 'event'));
/** The basic set's event cards. */
export const basicEventCards = (cards: CardLookup): string[] => copiesOf(cards, CARDS.filter((d) => d.kind === 'event'));
/** A theme game's 2 theme draw stacks' cards: all but events and face-up cards (spec §3.3). */
export const themeDrawOf = (cards: CardLookup, set: ThemeSet): string[] => copiesOf(cards, themeCardsOf(set).filter((d) => d.kind !== 'event' && !d.faceUp));
/** A theme game's face-up expansion stack (spec §3.3 item 2). */
export const themeFaceUpOf = (cards: CardLookup, set: ThemeSet): string[] => copiesOf(cards, themeCardsOf(set).filter((d) => !!d.faceUp));
/** A theme set's event cards, added to the basic event deck (spec §3.3 item 1). */
export const themeEventsOf = (cards: CardLookup, set: ThemeSet): string[] => copiesOf(cards, themeCardsOf(set).filter((d) => d.kind === 'event'));

/** `cards` in `n` stacks in their order, as even as may be (the first ones a card more): 36 in 4 are 9 each. */
export function splitEvenly<T>(cards: readonly T[], n: number): T[][] {
	const size = Math.floor(cards.length / n);
	const extra = cards.length % n;
	const stacks: T[][] = [];
	let from = 0;
	for (let i = 0; i < n; i++) {
		const to = from + size + (i < extra ? 1 : 0);
		stacks.push(cards.slice(from, to));
		from = to;
	}
	return stacks;
}

/** The basic draw cards form 4 stacks in the introductory game (seed L123-125), 3 in the others (seed L561-565). */
export const basicStackCount = (mode: Mode): number => (mode === 'intro' ? 4 : 3);

/** Each player starts with 3 cards of a basic stack (seed L115-118, L567-572). */
const START_HAND = 3;
/**
 * Event cards besides Yule a deck needs: a rebuilt deck puts Yule 4th from the bottom with the
 * others on top (setup.ts buildEventDeck), so with fewer Yule would come up again at once, forever.
 */
const MIN_OTHER_EVENTS = 4;

/** The event cards a mode's deck is built from (the Duel's random crescents: any draw gives as many). */
function eventPool(mode: Mode, cards: CardLookup): string[] {
	if (mode === 'duel') return duelEventCards(rngFromSeed('count'), cards);
	const set = themeSetOf(mode);
	return set ? [...basicEventCards(cards), ...themeEventsOf(cards, set)] : basicEventCards(cards);
}

/**
 * Why a match of `mode` cannot be set up with these card counts (null: it can): every basic
 * stack must hold a starting hand, and the event deck must hold enough cards besides Yule.
 */
export function deckProblem(mode: Mode, cards: CardLookup): Text | null {
	const basic = basicDrawCards(cards).length;
	const stacks = basicStackCount(mode);
	if (basic < stacks * START_HAND)
		return tx(
			`Počty karet: základní sada má ${basic} karet k dobírání, na ${stacks} balíčky po ${START_HAND} počátečních kartách jich je potřeba aspoň ${stacks * START_HAND}.`,
			`Card counts: the basic set has ${basic} draw cards; ${stacks} stacks of ${START_HAND} starting cards need at least ${stacks * START_HAND}.`
		);
	const others = eventPool(mode, cards).filter((c) => !c.startsWith('yule#')).length;
	if (others < MIN_OTHER_EVENTS)
		return tx(
			`Počty karet: balíček událostí má kromě Vánoc ${others} karet, potřebuje aspoň ${MIN_OTHER_EVENTS}.`,
			`Card counts: the event deck has ${others} cards besides Yule; it needs at least ${MIN_OTHER_EVENTS}.`
		);
	return null;
}

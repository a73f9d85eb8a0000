/**
 * The theme sets' hooks (layer: rules): the core rules ask them about a card instead of naming theme
 * cards. A card answers with the hooks of its own set (its card back, theme.ts `cardSet`), so a copy
 * in another set needs the entry in that set too (the Turmoil Brigands). Which sets a match deals is
 * chosen from its options at setup (setup.ts): the introductory game none, a theme game its own, the
 * Duel of the Princes all three. (Positions built by the tests may mix sets; the card still knows its own.)
 */
import { cardDef, type CardSet } from '../cards';
import { cardSet, effId } from '../theme';
import { BASIC_ACTIONS } from './basic';
import { GOLD } from './gold';
import type { OnBuilt, ThemeAction, ThemeHooks } from './hooks';
import { PROGRESS } from './progress';
import { TURMOIL } from './turmoil';

export type { OnBuilt, PlayableAction, ThemeAction, ThemeHooks } from './hooks';

/** The basic set adds nothing to the core rules. */
const BASIC: ThemeHooks = { actions: {}, built: {} };

const HOOKS_OF_SET: Record<CardSet, ThemeHooks> = { basic: BASIC, gold: GOLD, turmoil: TURMOIL, progress: PROGRESS };

// Maps, not objects: a card id never meets an inherited property.
const ACTIONS = new Map(Object.entries(HOOKS_OF_SET).map(([set, hooks]) => [set, new Map(Object.entries(hooks.actions))]));
const BUILT = new Map(Object.entries(HOOKS_OF_SET).map(([set, hooks]) => [set, new Map(Object.entries(hooks.built))]));

/** The action-phase rules of a theme action card; undefined for a card its set adds no rules for. */
export const themeAction = (card: string): ThemeAction | undefined => ACTIONS.get(cardSet(card))?.get(effId(card));

/** What `card` does once placed; undefined when nothing. */
export const onBuilt = (card: string): OnBuilt | undefined => BUILT.get(cardSet(card))?.get(effId(card));

/** The action-phase rules of an action card: its theme set's, else those of its printed basic effect. */
export const actionRules = (card: string): ThemeAction | undefined => {
	const effect = cardDef(card).action;
	return themeAction(card) ?? (effect && BASIC_ACTIONS[effect]);
};

/** Texts of the rules in Czech and English. */
import { pluralForms, pluralIn } from '$lib/engine';
import type { ManaColor } from './data/types';

export { tx } from '$lib/engine';

/** A mana colour in Czech as it goes with "manu"/"kostku" (accusative feminine): "zaplať červenou manu". */
export const MANA_ACC: Record<ManaColor, string> = { red: 'červenou', blue: 'modrou', green: 'zelenou', white: 'bílou', gold: 'zlatou', black: 'černou' };
/** A mana colour in Czech, nominative feminine ("červená"): a die face, a colour in a list. */
export const MANA_CS: Record<ManaColor, string> = { red: 'červená', blue: 'modrá', green: 'zelená', white: 'bílá', gold: 'zlatá', black: 'černá' };
/** Cards as counted in the accusative: "dobírá 1 kartu / 3 karty / 5 karet", "draws 3 cards". */
export const CARDS_ACCUSATIVE = pluralForms(['kartu', 'karty', 'karet'], ['card', 'cards']);
/** "1 kartu", "3 karty", "5 karet" (accusative; 0 as 5). */
export const cardsCs = (n: number): string => pluralIn(n, CARDS_ACCUSATIVE, 'cs');

/** Imperial Settlers content data (imperial-settlers-data.md): every table, re-exported, and lookups. */
import { plural, pluralForms, type PluralForms, type Text } from '$lib/engine';
import { BARBARIAN_CARDS } from './barbarians';
import { COMMON_CARDS } from './common';
import { EGYPTIAN_CARDS } from './egyptians';
import { FACTIONS } from './factions';
import { JAPANESE_CARDS } from './japanese';
import { ROMAN_CARDS } from './romans';
import { EXPANSION_CARDS, expansionDeck, type ContentVersion } from './expansion';
import type { CardDef, Cost, DeckId, FactionDef, FactionId, Gain, Item } from './types';

export * from './types';
export { COMMON_CARDS, BARBARIAN_CARDS, JAPANESE_CARDS, ROMAN_CARDS, EGYPTIAN_CARDS, FACTIONS, EXPANSION_CARDS };
export { EGYPTIAN_TOKENS } from './factions';
export { PH_ACTION, PH_FEATURE, PH_ACTION_COST_KNOWN } from './placeholders';

export const FACTION_CARDS: Record<FactionId, CardDef[]> = {
	barbarians: BARBARIAN_CARDS,
	japanese: JAPANESE_CARDS,
	romans: ROMAN_CARDS,
	egyptians: EGYPTIAN_CARDS
};
export const ALL_CARDS: CardDef[] = [...COMMON_CARDS, ...BARBARIAN_CARDS, ...JAPANESE_CARDS, ...ROMAN_CARDS, ...EGYPTIAN_CARDS];

/** One card instance resolved: its record with the copy's own cost, raze field and Deal. */
export interface CardInfo extends CardDef {
	id: string;
}

const BY_ID = new Map<string, CardInfo>();
for (const c of [...ALL_CARDS, ...EXPANSION_CARDS])
	for (const id of c.ids) {
		const o = c.perCopy?.[id];
		BY_ID.set(id, { ...c, id, cost: o?.cost ?? c.cost, raze: o?.raze ?? c.raze, deal: o?.deal ?? c.deal });
	}

/** The card of an instance id; undefined for an unknown id. */
export const cardInfo = (id: string): CardInfo | undefined => BY_ID.get(id);
/** The card of an instance id the rules hold (a bug when unknown). */
export function card(id: string): CardInfo {
	const c = BY_ID.get(id);
	if (!c) throw new Error(`unknown card ${id}`);
	return c;
}
export const isCardId = (id: unknown): id is string => typeof id === 'string' && BY_ID.has(id);
export const factionDef = (id: FactionId): FactionDef => FACTIONS.find((f) => f.id === id)!;
export const deckIds = (deck: DeckId): string[] => (deck === 'common' ? COMMON_CARDS : FACTION_CARDS[deck]).flatMap((c) => c.ids);
/** A deck's instance ids in a match: the base deck, or with the expansion's cards of content `version` (data/expansion.ts; default the newest). */
export const matchDeckIds = (deck: DeckId, expansion: boolean, version: ContentVersion = 2): string[] => (expansion ? expansionDeck(deck, deckIds(deck), version) : deckIds(deck));
/** End-game value of a Location (RB p.7): Common 1, Faction 2. */
export const endVp = (c: CardDef): number => (c.deck === 'common' ? 1 : 2);

/**
 * Each good's name with its counted forms: Czech 1 / 2–4 / 5+ (0 too), English 1 / other
 * ("1 kámen, 2 kameny, 5 kamenů"; "1 worker, 3 workers").
 */
const ITEM_NAMES: Record<Item, PluralForms> = {
	wood: pluralForms(['dřevo', 'dřeva', 'dřev'], ['wood', 'wood']),
	stone: pluralForms(['kámen', 'kameny', 'kamenů'], ['stone', 'stone']),
	food: pluralForms(['jídlo', 'jídla', 'jídel'], ['food', 'food']),
	gold: pluralForms(['zlato', 'zlata', 'zlat'], ['gold', 'gold']),
	worker: pluralForms(['dělník', 'dělníci', 'dělníků'], ['worker', 'workers']),
	raze: pluralForms(['žeton boření', 'žetony boření', 'žetonů boření'], ['raze token', 'raze tokens']),
	defence: pluralForms(['obranný žeton', 'obranné žetony', 'obranných žetonů'], ['defence token', 'defence tokens']),
	card: pluralForms(['karta', 'karty', 'karet'], ['card', 'cards']),
	commonCard: pluralForms(['obecná karta', 'obecné karty', 'obecných karet'], ['Common card', 'Common cards']),
	factionCard: pluralForms(['frakční karta', 'frakční karty', 'frakčních karet'], ['Faction card', 'Faction cards']),
	vp: pluralForms(['VB', 'VB', 'VB'], ['VP', 'VP'])
};
/** "3 kameny" / "3 stone", "1 dělník" / "1 worker", "5 dělníků" / "5 workers". */
export const countText = (n: number, i: Item): Text => plural(n, ITEM_NAMES[i]);
export const itemName = (i: Item): Text => ({ cs: ITEM_NAMES[i].cs.one, en: ITEM_NAMES[i].en.one });
/** "2 dřeva + 1 kámen" / "2 wood + 1 stone"; "nic" / "nothing" when empty. */
export function gainText(g: Gain | Cost): Text {
	const parts = (Object.keys(ITEM_NAMES) as Item[]).filter((i) => ((g as Gain)[i] ?? 0) > 0).map((i) => countText((g as Gain)[i]!, i));
	if (!parts.length) return { cs: 'nic', en: 'nothing' };
	return { cs: parts.map((p) => p.cs).join(' + '), en: parts.map((p) => p.en).join(' + ') };
}

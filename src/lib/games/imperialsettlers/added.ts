/**
 * Cards an owner ADDS (issue 25): the ~47 expansion cards no public source lists (DESIGN.md
 * "Provisional content"). A pack's added record of the template `expansion-card` becomes a real
 * card of a match that plays the expansion: dealt into its deck (setup.ts), built at its cost,
 * its composed effect (vocabulary.ts) interpreted like the built-in cards', scored like them.
 * Its instance ids are `add:<record id>:<copy>` (never a built-in id: those have no colon).
 */
import type { AddedRecord, EffectValue, Goods, RecordTemplate, Text } from '$lib/engine';
import type { CardInfo } from './data';
import { FACTION_IDS, ITEMS, type Color, type Cost, type DeckId, type Gain, type Item, type LocKind } from './data/types';
import { colorKind, composeEffect, costKind, effectKind, gainKind } from './vocabulary';
import { tx } from './text';

/** The added-record type of a missing card (saved in packs: never rename). */
export const EXPANSION_CARD = 'expansion-card';
/** At most this many added cards in a pack. */
export const MAX_ADDED_CARDS = 60;

const DECK_LABEL: Record<DeckId, Text> = {
	common: tx('obecný balíček', 'Common deck'),
	romans: tx('Římané', 'Romans'),
	barbarians: tx('Barbaři', 'Barbarians'),
	egyptians: tx('Egypťané', 'Egyptians'),
	japanese: tx('Japonci', 'Japanese')
};
const DECKS: DeckId[] = ['common', ...FACTION_IDS];
const KIND_LABEL: Record<LocKind, Text> = { production: tx('výroba', 'Production'), feature: tx('vlastnost', 'Feature'), action: tx('akce', 'Action') };

/** The template of a missing card: what the card model needs (data/types.ts CardDef). */
export const EXPANSION_CARD_TEMPLATE: RecordTemplate = {
	type: EXPANSION_CARD,
	label: tx('Karta rozšíření', 'Expansion card'),
	help: tx(
		'Karta, kterou žádný veřejný zdroj neuvádí. Hraje se jen s rozšířením: přidá se do zvoleného balíčku.',
		'A card no public source lists. It plays only with the expansion: it is shuffled into the chosen deck.'
	),
	max: MAX_ADDED_CARDS,
	fields: [
		{ key: 'name', label: tx('Název', 'Name'), kind: { k: 'text', max: 40 }, initial: { cs: 'Nová karta', en: 'New card' } },
		{ key: 'deck', label: tx('Balíček', 'Deck'), kind: { k: 'choice', options: DECKS.map((d) => ({ value: d, label: DECK_LABEL[d] })) }, initial: 'common' },
		{ key: 'type', label: tx('Druh lokace', 'Location type'), kind: { k: 'choice', options: (['production', 'feature', 'action'] as const).map((k) => ({ value: k, label: KIND_LABEL[k] })) }, initial: 'production' },
		{ key: 'color', label: tx('Barva', 'Colour'), kind: colorKind, initial: 'brown' },
		{ key: 'cost', label: tx('Cena stavby', 'Build cost'), kind: costKind, initial: { wood: 1 } },
		{
			key: 'location',
			label: tx('Cena zahrnuje lokaci (L)', 'The cost includes a Location (L)'),
			help: tx('Frakční karty obvykle ano, obecné ne.', 'Faction cards usually do, Common cards do not.'),
			kind: { k: 'choice', options: [{ value: 'no', label: tx('ne', 'no') }, { value: 'yes', label: tx('ano', 'yes') }] },
			initial: 'no'
		},
		{ key: 'raze', label: tx('Pole boření (nic = nelze zbořit)', 'Raze field (nothing = cannot be razed)'), kind: gainKind, initial: { wood: 1 } },
		{
			key: 'deal',
			label: tx('Dohoda (frakční karty)', 'Deal (Faction cards)'),
			kind: { k: 'choice', options: [{ value: 'none', label: tx('žádná', 'none') }, ...ITEMS.map((i) => ({ value: i, label: tx(i, i) }))] },
			initial: 'none'
		},
		{ key: 'copies', label: tx('Počet kopií', 'Copies'), kind: { k: 'int', min: 1, max: 3 }, initial: 1 },
		{ key: 'effect', label: tx('Účinek', 'Effect'), kind: effectKind, initial: [] }
	]
};

/** The instance ids of an added card's copies. */
export const addedIds = (r: AddedRecord): string[] => Array.from({ length: r.values.copies as number }, (_, i) => `add:${r.id}:${i + 1}`);
/** The instance ids of the added cards of `deck` in a match's options (in the records' order). */
export const addedDeckIds = (options: { contentAdded?: AddedRecord[] }, deck: DeckId): string[] =>
	(options.contentAdded ?? []).filter((r) => r.type === EXPANSION_CARD && r.values.deck === deck).flatMap(addedIds);
/** Whether an instance id names an added card. */
export const isAddedId = (id: string): boolean => id.startsWith('add:');
/** The record id of an added card's instance id. */
export const recordIdOf = (id: string): string => id.split(':')[1] ?? '';

/**
 * An added record as a card copy (values validated by parseOptions against the template): its
 * composed effect gives the Production, bonus, Features and (an Action Location only, RB p.10) the Action.
 */
export function addedCard(r: AddedRecord, id: string): CardInfo {
	const v = r.values;
	const kind = v.type as LocKind;
	const parts = composeEffect(v.effect as EffectValue);
	const raze = v.raze as Goods;
	const deal = v.deal as Item | 'none';
	return {
		key: `add:${r.id}`,
		ids: addedIds(r),
		id,
		deck: v.deck as DeckId,
		name: v.name as Text,
		kind,
		colors: [v.color as Color],
		cost: v.cost as Cost,
		needsL: v.location === 'yes',
		...(Object.keys(raze).length ? { raze: raze as Gain } : {}),
		...(deal !== 'none' ? { deal } : {}),
		...(parts.bonus.length ? { bonus: parts.bonus } : {}),
		...(parts.production.length ? { production: parts.production } : {}),
		...(parts.feature.length ? { feature: parts.feature } : {}),
		...(kind === 'action' && parts.action ? { action: parts.action } : {}),
		source: 'pack'
	};
}

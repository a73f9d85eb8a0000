/**
 * Imperial Settlers' owner-correctable values (engine/content.ts): the placeholder NUMBERS and
 * goods the rules read in few places (DESIGN.md "Provisional content"), and (issue 25, DESIGN.md
 * "Packs") the unknown effects, described in the game's vocabulary (`effect.<card key>`, read
 * through cards.ts `cardOf`), and the missing expansion cards (added.ts). The owner's values travel in the match options (`options.content`); the rules
 * read them only through the accessors below, which take the state (or a view: both carry the
 * options), so a match without `content` plays exactly on the placeholders.
 *
 * Keys (saved in match options: never rename): `attack.<atk01…atk16>` (a solo Attack card's
 * Target), `cost.<card key>` (the count of a guessed activation cost; its good stays),
 * `gain.bar-mission` (Mission's cards), `store.rom-warehouses` (Warehouses' capacity),
 * `fortress.cost` (workers per Fortress development), `fortress.vp` (end VP per level),
 * `effect.<card key>` (a composed effect, vocabulary.ts).
 */
import type { ContentDescription, ContentField, Text } from '$lib/engine';
import { EXPANSION_CARDS, itemName } from './data';
import { EXPANSION_CARD_TEMPLATE } from './added';
import { cardOf, effectKey, type CardHolder } from './cards';
import { effectKind, placeholderActionEffect } from './vocabulary';
import { BARBARIAN_CARDS } from './data/barbarians';
import { EGYPTIAN_CARDS } from './data/egyptians';
import { JAPANESE_CARDS } from './data/japanese';
import { ROMAN_CARDS } from './data/romans';
import { ATTACK_CARDS, ATTACK_PROVISIONAL, attackTarget as placeholderTarget } from './data/solo';
import { FORTRESS_VP_PER_LEVEL } from './data/expansion';
import type { ActionSpec, CardDef, Feature, Good, Item } from './data/types';

/** Anything that carries the match options: the state or a view. */
export type ContentHolder = CardHolder;

const FACTION_DEFS = [...ROMAN_CARDS, ...BARBARIAN_CARDS, ...EGYPTIAN_CARDS, ...JAPANESE_CARDS];
const def = (key: string): CardDef => FACTION_DEFS.find((c) => c.key === key)!;

/** The goods a raze field shows (what an Attack card's Target may name). */
export const TARGET_ITEMS: Item[] = ['wood', 'stone', 'food', 'gold', 'worker', 'card', 'vp'];
/** Cards whose activation cost is a guess (DESIGN.md): the count is correctable, the good stays. */
export const GUESSED_COSTS = ['bar-rabble', 'bar-mission', 'bar-robbers', 'jap-garrison', 'jap-negotiator', 'rom-engineers', 'rom-spies', 'egy-temple-of-ra', 'egy-sanctuary', 'bar-dark-chapel', 'bar-pack', 'jap-trade-route'];

const tx = (cs: string, en: string): Text => ({ cs, en });
const ATTACK_GROUP = tx('Sólo: útočné karty', 'Solo: Attack cards');
const FORTRESS_GROUP = tx('Rozšíření: pevnosti', 'Expansion: Fortresses');
const FORTRESS_NOTE = tx(
	'Cena rozvoje a body pevnosti nejsou známy (zdroje uvádějí jen úrovně 2 a 3).',
	'A Fortress’s development cost and VP are unknown (the sources name only levels 2 and 3).'
);
/** The single good of a card's activation cost. */
const payGood = (a: ActionSpec): Good => Object.keys(a.pay)[0] as Good;

function costField(key: string): ContentField {
	const c = def(key);
	const a = c.action!;
	const g = payGood(a);
	const good = itemName(g);
	return {
		key: `cost.${key}`,
		group: c.name,
		label: tx(`Cena aktivace (${good.cs})`, `Activation cost (${good.en})`),
		kind: { k: 'int', min: 0, max: 5 },
		placeholder: a.pay[g]!,
		source: c.source,
		note: c.provisional
	};
}

export const IS_CONTENT_FIELDS: ContentField[] = [
	...ATTACK_CARDS.map(
		(a, i): ContentField => ({
			key: `attack.${a.id}`,
			group: ATTACK_GROUP,
			label: tx(`Útočná karta ${i + 1} (${a.id}): cíl`, `Attack card ${i + 1} (${a.id}): Target`),
			kind: { k: 'choice', options: TARGET_ITEMS.map((t) => ({ value: t, label: itemName(t) })) },
			placeholder: a.target,
			source: 'data §6.3 (RB p.13–14)',
			note: ATTACK_PROVISIONAL
		})
	),
	...GUESSED_COSTS.map(costField),
	{
		key: 'gain.bar-mission',
		group: def('bar-mission').name,
		label: tx('Počet karet za aktivaci', 'Cards per activation'),
		kind: { k: 'int', min: 1, max: 5 },
		placeholder: 2,
		source: def('bar-mission').source,
		note: def('bar-mission').provisional
	},
	{
		key: 'store.rom-warehouses',
		group: def('rom-warehouses').name,
		label: tx('Kolik surovin uchová při úklidu', 'Resources kept at Cleanup'),
		kind: { k: 'int', min: 0, max: 10 },
		placeholder: (def('rom-warehouses').feature!.find((f) => f.k === 'store') as Extract<Feature, { k: 'store' }>).max,
		source: def('rom-warehouses').source,
		note: def('rom-warehouses').provisional
	},
	{
		key: 'fortress.cost',
		group: FORTRESS_GROUP,
		label: tx('Cena rozvoje o 1 úroveň (dělníci)', 'Development cost per level (workers)'),
		kind: { k: 'int', min: 0, max: 5 },
		placeholder: 1,
		source: 'data §7.2 (SEED l.9–16)',
		note: FORTRESS_NOTE
	},
	{
		key: 'fortress.vp',
		group: FORTRESS_GROUP,
		label: tx('VB na konci hry za úroveň', 'End VP per level'),
		kind: { k: 'int', min: 0, max: 5 },
		placeholder: FORTRESS_VP_PER_LEVEL,
		source: 'data §7.2 (SEED l.9–16)',
		note: FORTRESS_NOTE
	}
];

/** Whether a card's effect text is unknown: it plays a NEUTRAL placeholder (data/placeholders.ts). */
const hasPlaceholder = (c: CardDef): boolean => c.action?.effect.k === 'placeholder' || !!c.feature?.some((f) => f.k === 'placeholder');
const EFFECT_NOTE = tx(
	'Text karty není znám. Popište její neznámou část z druhů účinků; známé části (bonus při stavbě, ostraha samurajem…) zůstávají.',
	'The card text is unknown. Describe its unknown part from the kinds of effect; its known parts (a building bonus, the Samurai guard…) stay.'
);

/**
 * The owner's effect of each card whose text is unknown (`effect.<card key>`: the base Faction
 * cards and the expansion's named-only cards). The built-in value is what the game plays today:
 * the NEUTRAL Action as "pay its cost → 1 VP", the NEUTRAL Feature as no step.
 */
export const IS_EFFECT_FIELDS: ContentField[] = [...FACTION_DEFS, ...EXPANSION_CARDS].filter(hasPlaceholder).map((c) => ({
	key: effectKey(c.key),
	group: c.name,
	label: tx('Neznámý účinek', 'Unknown effect'),
	kind: effectKind,
	placeholder: c.action?.effect.k === 'placeholder' ? placeholderActionEffect(c.action) : [],
	source: c.source,
	note: c.provisional ?? EFFECT_NOTE,
	provisional: true
}));

/**
 * What of Imperial Settlers an owner may correct and add (engine/pack.ts). Version 2: unknown
 * effects (`effect.*`) and added expansion cards; version 1's values keep their keys and meaning.
 */
export const IS_CONTENT: ContentDescription = { game: 'imperialsettlers', version: 2, fields: [...IS_CONTENT_FIELDS, ...IS_EFFECT_FIELDS], templates: [EXPANSION_CARD_TEMPLATE] };

/** The owner's value of `key` in this match (undefined: the placeholder applies). */
export const ownerValue = (h: ContentHolder, key: string): number | string | undefined => {
	const v = h.options.content?.[key];
	return typeof v === 'number' || typeof v === 'string' ? v : undefined;
};
const ownerNumber = (h: ContentHolder, key: string): number | undefined => {
	const v = ownerValue(h, key);
	return typeof v === 'number' ? v : undefined;
};

/** The Target good of Attack card `id` in this match. */
export function attackTarget(h: ContentHolder, id: string): Item {
	const v = ownerValue(h, `attack.${id}`);
	return typeof v === 'string' ? (v as Item) : placeholderTarget(id);
}

/** The content keys that correct card `id`'s values (for the "owner value" mark). */
export function contentKeysOf(h: ContentHolder, id: string): string[] {
	const c = cardOf(h, id);
	const keys: string[] = [];
	if (c.action?.effect.k === 'fortify') keys.push('fortress.cost', 'fortress.vp');
	else if (c.action && GUESSED_COSTS.includes(c.key)) keys.push(`cost.${c.key}`);
	if (c.key === 'bar-mission') keys.push('gain.bar-mission');
	if (c.feature?.some((f) => f.k === 'store')) keys.push(`store.${c.key}`);
	if (IS_EFFECT_FIELDS.some((f) => f.key === effectKey(c.key))) keys.push(effectKey(c.key));
	return keys;
}

/** Card `id`'s action in this match: the data's, with the owner's activation cost and Mission's card count. */
export function actionOf(h: ContentHolder, id: string): ActionSpec | undefined {
	const c = cardOf(h, id);
	const a = c.action;
	if (!a || !h.options.content) return a;
	let spec = a;
	const cost = ownerNumber(h, a.effect.k === 'fortify' ? 'fortress.cost' : `cost.${c.key}`);
	if (cost !== undefined && (a.effect.k === 'fortify' || GUESSED_COSTS.includes(c.key))) spec = { ...spec, pay: { [payGood(a)]: cost } };
	const cards = ownerNumber(h, `gain.${c.key}`);
	if (cards !== undefined && a.effect.k === 'gain' && c.key === 'bar-mission') spec = { ...spec, effect: { k: 'gain', gain: { ...a.effect.gain, card: cards } } };
	return spec;
}

/** How many goods storage Feature `f` of card `id` keeps in this match. */
export function storeMax(h: ContentHolder, id: string, f: Extract<Feature, { k: 'store' }>): number {
	return ownerNumber(h, `store.${cardOf(h, id).key}`) ?? f.max;
}

/** End VP per fortification level in this match. */
export const fortressVpPerLevel = (h: ContentHolder): number => ownerNumber(h, 'fortress.vp') ?? FORTRESS_VP_PER_LEVEL;

/**
 * Imperial Settlers' effect vocabulary (issue 25; engine/content.ts `EffectVocabulary`): the kinds
 * of effect an owner may compose to describe a card whose text no public source gives, or a
 * missing expansion card. Each kind is one part of the card data language the rules already
 * interpret (data/types.ts: Production yields, building bonuses, Features, Actions), so a composed
 * effect plays through the same code as the built-in cards: `composeEffect` maps the steps to
 * those parts (one mapping per kind: a kind without one does not compile). No code from data.
 */
import type { ContentKind, EffectKindDef, EffectStep, EffectValue, EffectVocabulary, Goods, Text } from '$lib/engine';
import { itemName } from './data';
import { GOODS, ITEMS, type ActionEffect, type ActionSpec, type Color, type Cost, type Feature, type Gain, type Good, type Item, type Yield } from './data/types';
import { tx } from './text';

/** The kinds of the vocabulary (saved in packs and match options: never rename). */
export type IsEffectKind =
	| 'produce'
	| 'producePerColor'
	| 'whenBuilt'
	| 'whenBuiltPerColor'
	| 'onBuild'
	| 'onRaze'
	| 'store'
	| 'guarded'
	| 'endVp'
	| 'endVpPerColor'
	| 'convert'
	| 'action';

/** The parts of a card a composed effect gives (data/types.ts CardDef's effect fields). */
export interface EffectParts {
	bonus: Yield[];
	production: Yield[];
	feature: Feature[];
	action?: ActionSpec;
}

const COLOR_LABEL: Record<Color, Text> = {
	brown: tx('hnědá', 'brown'),
	grey: tx('šedá', 'grey'),
	red: tx('červená', 'red'),
	pink: tx('růžová', 'pink'),
	gold: tx('zlatá', 'gold'),
	blue: tx('modrá', 'blue'),
	black: tx('černá', 'black'),
	purple: tx('fialová', 'purple')
};
export const COLORS = Object.keys(COLOR_LABEL) as Color[];
export const colorKind: ContentKind = { k: 'choice', options: COLORS.map((c) => ({ value: c, label: COLOR_LABEL[c] })) };
/** Anything a card can give (goods, cards, VP), at most 9 of each. */
export const gainKind: ContentKind = { k: 'goods', items: ITEMS.map((i) => ({ value: i, label: itemName(i) })), max: 9 };
/** Goods a player pays (build or activation cost), at most 9 of each. */
export const costKind: ContentKind = { k: 'goods', items: GOODS.map((g) => ({ value: g, label: itemName(g) })), max: 9 };
const itemKind: ContentKind = { k: 'choice', options: ITEMS.map((i) => ({ value: i, label: itemName(i) })) };

/** What Warehouses-like storage keeps: the three Resources, or one good. */
const STORE_GOODS: Record<string, Good[]> = { resources: ['wood', 'stone', 'food'], ...Object.fromEntries(GOODS.map((g) => [g, [g]])) };
const storeKind: ContentKind = {
	k: 'choice',
	options: [{ value: 'resources', label: tx('suroviny (dřevo, kámen, jídlo)', 'Resources (wood, stone, food)') }, ...GOODS.map((g) => ({ value: g, label: itemName(g) }))]
};

/** The Action effects without parameters an owner may give an Action (those of the base game that need no special card). */
export const ACTION_EFFECTS = ['reproduce', 'dealAgain', 'buildFaction', 'copyAction', 'steal', 'razeEnemy', 'removeEnemy', 'pack', 'razeOwn', 'stealDeal', 'discardEnemyDeal', 'dealToLocation', 'sanctuary'] as const;
type ActionEffectName = (typeof ACTION_EFFECTS)[number];
const ACTION_EFFECT_LABEL: Record<ActionEffectName, Text> = {
	reproduce: tx('tvá výrobní lokace vyrobí znovu', 'one of your Production Locations produces again'),
	dealAgain: tx('tvá dohoda vyrobí znovu', 'one of your Deals produces again'),
	buildFaction: tx('postav frakční kartu bez lokace', 'build a Faction card without its Location part'),
	copyAction: tx('použij akci jiné své lokace', 'use another of your Actions'),
	steal: tx('vezmi soupeři 1 surovinu', 'take 1 Resource from an opponent'),
	razeEnemy: tx('zboř nepřátelskou lokaci', 'raze an enemy Location'),
	removeEnemy: tx('odstraň nepřátelskou lokaci', 'remove an enemy Location'),
	pack: tx('vezmi zboží z pole boření soupeřovy lokace', "take a good of an enemy Location's raze field"),
	razeOwn: tx('zboř svou lokaci', 'raze your own Location'),
	stealDeal: tx('převezmi soupeřovu dohodu', "take an opponent's Deal"),
	discardEnemyDeal: tx('odhoď soupeřovu dohodu', "discard an opponent's Deal"),
	dealToLocation: tx('postav dohodu jako lokaci', 'build a Deal as a Location'),
	sanctuary: tx('karta z ruky se stane základy (+1 kámen)', 'a card from hand becomes a Foundation (+1 stone)')
};
const actionEffectKind: ContentKind = { k: 'choice', options: ACTION_EFFECTS.map((e) => ({ value: e, label: ACTION_EFFECT_LABEL[e] })) };

const P = {
	gain: { key: 'gain', label: tx('Získáš', 'Gain'), kind: gainKind, initial: { vp: 1 } },
	pay: { key: 'pay', label: tx('Zaplatíš', 'Pay'), kind: costKind, initial: { worker: 1 } },
	color: { key: 'color', label: tx('Barva lokace', 'Location colour'), kind: colorKind, initial: 'brown' },
	item: { key: 'item', label: tx('Co', 'What'), kind: itemKind, initial: 'vp' },
	max: { key: 'max', label: tx('Nejvýš', 'At most'), kind: { k: 'int', min: 1, max: 20 }, initial: 5 },
	vp: { key: 'vp', label: tx('VB', 'VP'), kind: { k: 'int', min: 1, max: 10 }, initial: 1 },
	limit: { key: 'limit', label: tx('Kolikrát za kolo', 'Times a round'), kind: { k: 'int', min: 1, max: 3 }, initial: 1 }
} satisfies Record<string, EffectKindDef['params'][number]>;

/** Each kind: its label, help (which row it works in) and parameters. */
const KIND_DEFS: Record<IsEffectKind, Omit<EffectKindDef, 'kind'>> = {
	produce: { label: tx('Výroba', 'Production'), help: tx('Výrobní lokace: ve fázi výroby a hned po postavení.', 'A Production Location: in the Production phase and when built.'), params: [P.gain] },
	producePerColor: { label: tx('Výroba za barvu', 'Production per colour'), help: tx('Výrobní lokace: 1 za každou tvou lokaci té barvy.', 'A Production Location: 1 per Location of that colour you have.'), params: [P.color, P.item, P.max] },
	whenBuilt: { label: tx('Při postavení', 'When built'), help: tx('Jednorázově, když kartu postavíš.', 'Once, when you build the card.'), params: [P.gain] },
	whenBuiltPerColor: { label: tx('Při postavení za barvu', 'When built, per colour'), help: tx('Jednorázově: 1 za každou tvou lokaci té barvy.', 'Once: 1 per Location of that colour you have.'), params: [P.color, P.item, P.max] },
	onBuild: { label: tx('Když postavíš lokaci barvy', 'Whenever you build a colour'), help: tx('Vlastnost: kdykoli postavíš lokaci té barvy (i tuto).', 'A Feature: whenever you build a Location of that colour (this one too).'), params: [P.color, P.gain] },
	onRaze: { label: tx('Když bouráš', 'Whenever you raze'), help: tx('Vlastnost: kdykoli něco zboříš.', 'A Feature: whenever you raze.'), params: [P.gain] },
	store: {
		label: tx('Sklad', 'Storage'),
		help: tx('Vlastnost: při úklidu uchováš až tolik kusů.', 'A Feature: at Cleanup keep up to this many.'),
		params: [{ key: 'goods', label: tx('Co', 'What'), kind: storeKind, initial: 'resources' }, P.max]
	},
	guarded: { label: tx('Jen se samurajem', 'Only with a Samurai'), help: tx('Vlastnost: lze zbořit jen se samurajem u ní.', 'A Feature: cannot be razed unless a Samurai guards it.'), params: [] },
	endVp: { label: tx('Body na konci hry', 'VP at the end of the game'), help: tx('Vlastnost: na konci hry tolik VB navíc.', 'A Feature: this many VP more at the end of the game.'), params: [P.vp] },
	endVpPerColor: { label: tx('Body na konci za barvu', 'End VP per colour'), help: tx('Vlastnost: na konci hry VB za každou tvou lokaci té barvy.', 'A Feature: at the end, VP per Location of that colour you have.'), params: [P.color, P.vp] },
	convert: { label: tx('Směna (akce)', 'Convert (Action)'), help: tx('Akční lokace: zaplať → získej.', 'An Action Location: pay → gain.'), params: [P.pay, P.gain, P.limit] },
	action: {
		label: tx('Akce se známým účinkem', 'Action with a known effect'),
		help: tx('Akční lokace: zaplať → účinek jiné karty.', "An Action Location: pay → another card's effect."),
		params: [P.pay, { key: 'effect', label: tx('Účinek', 'Effect'), kind: actionEffectKind, initial: 'reproduce' }, P.limit]
	}
};

export const IS_EFFECT_KINDS = Object.keys(KIND_DEFS) as IsEffectKind[];

/** The closed vocabulary (the editor's menu; engine/content.ts validates every step against it). */
export const IS_VOCABULARY: EffectVocabulary = { kinds: IS_EFFECT_KINDS.map((kind) => ({ kind, ...KIND_DEFS[kind] })), maxSteps: 6 };
export const effectKind: ContentKind = { k: 'effect', vocabulary: IS_VOCABULARY };

// Parameter readers: the values were validated against IS_VOCABULARY (parseOptions), so a goods
// parameter holds only known items and a choice only its options.
const goodsOf = (s: EffectStep, key: string): Goods => s.params[key] as Goods;
const numOf = (s: EffectStep, key: string): number => s.params[key] as number;
const colorOf = (s: EffectStep): Color => s.params.color as Color;
const perColor = (s: EffectStep): Yield => ({ k: 'perColor', color: colorOf(s), item: s.params.item as Item, max: numOf(s, 'max') });
const actionEffectOf = (name: ActionEffectName): ActionEffect => (name === 'razeEnemy' ? { k: 'razeEnemy', guards: true } : { k: name });

/** One step's mapping into the parts (one per kind: the Record makes a missing one a compile error). */
const COMPOSE: Record<IsEffectKind, (s: EffectStep, parts: EffectParts) => void> = {
	produce: (s, p) => void p.production.push({ k: 'gain', gain: goodsOf(s, 'gain') as Gain }),
	producePerColor: (s, p) => void p.production.push(perColor(s)),
	whenBuilt: (s, p) => void p.bonus.push({ k: 'gain', gain: goodsOf(s, 'gain') as Gain }),
	whenBuiltPerColor: (s, p) => void p.bonus.push(perColor(s)),
	onBuild: (s, p) => void p.feature.push({ k: 'onBuild', color: colorOf(s), gain: goodsOf(s, 'gain') as Gain }),
	onRaze: (s, p) => void p.feature.push({ k: 'onRaze', gain: goodsOf(s, 'gain') as Gain }),
	store: (s, p) => void p.feature.push({ k: 'store', goods: STORE_GOODS[s.params.goods as string], max: numOf(s, 'max') }),
	guarded: (_s, p) => void p.feature.push({ k: 'guarded' }),
	endVp: (s, p) => void p.feature.push({ k: 'endVp', vp: numOf(s, 'vp') }),
	endVpPerColor: (s, p) => void p.feature.push({ k: 'endVp', vp: numOf(s, 'vp'), color: colorOf(s) }),
	// A card has one Action (RB p.10): the last action step wins.
	convert: (s, p) => void (p.action = { pay: goodsOf(s, 'pay') as Cost, limit: numOf(s, 'limit'), effect: { k: 'gain', gain: goodsOf(s, 'gain') as Gain } }),
	action: (s, p) => void (p.action = { pay: goodsOf(s, 'pay') as Cost, limit: numOf(s, 'limit'), effect: actionEffectOf(s.params.effect as ActionEffectName) })
};

const isKind = (k: string): k is IsEffectKind => Object.hasOwn(KIND_DEFS, k);

/** The card parts a composed effect gives, in step order (a step of an unknown kind cannot pass parseOptions; it is skipped). */
export function composeEffect(effect: EffectValue): EffectParts {
	const parts: EffectParts = { bonus: [], production: [], feature: [] };
	for (const step of effect) if (isKind(step.kind)) COMPOSE[step.kind](step, parts);
	return parts;
}

/** The NEUTRAL placeholder Action (data/placeholders.ts) in the vocabulary: pay its cost → 1 VP, its limit. */
export const placeholderActionEffect = (a: ActionSpec): EffectValue => [{ kind: 'convert', params: { pay: { ...a.pay } as Goods, gain: { vp: 1 }, limit: a.limit } }];

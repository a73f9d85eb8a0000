/**
 * The Rivals' correctable content (issue 25, engine/pack.ts): the cost and the points of every
 * expansion card (buildings, heroes, ships, units, city and region expansions) and the costs of
 * the road, the settlement and the city. The theme sets' disputed or unsourced values (spec §9.9,
 * cards-theme.ts `disputed` / `placeholder`) are marked provisional, with every recorded value and
 * its source in the note. Built-in values are exactly the card records the game plays today.
 *
 * A pack travels in the match options (`content`); setup copies it into the state (`content`,
 * absent without a pack, so old states hash as before) and the rules read costs and points only
 * through `cardsOf(state)` (a per-match card table, built once per content object) and
 * `centerCost`. Keys (saved in packs and match options: never rename): `cost.<card id>`,
 * `vp.<card id>`, `strength.<card id>`, `skill.<card id>`, `commerce.<card id>`,
 * `progress.<card id>`, `cost.road`, `cost.settlement`, `cost.city`, `requirement.goldCache`
 * (whether the Gold Cache needs a hero with strength: [K][Z], not in the seed); names, region
 * numbers, counts, the Gold Cache's capacity and numbers in card texts: content-fields.ts. The
 * rules read names, counts and region numbers through `cardsOf` / `regionNumbersOf`, the rest
 * through `centerStack`, `goldCacheCapacity` and `textNumber`.
 */
import { tx, type ContentDescription, type ContentField, type ContentKind, type ContentValues, type Goods, type Text } from '$lib/engine';
import { ALL_CARDS, cardDef, CENTER_CARDS, CENTER_COSTS, CENTER_STACKS, REGION_BY_ID, RESOURCE_NAMES, RESOURCES, type CardDef, type CardKind, type Cost, type Points } from './cards';
import { BOOST_BONUS, CENTER_STACK_FIELDS, COUNT_FIELDS, GOLD_CACHE_CAPACITY, GOLD_CACHE_CAPACITY_FIELD, NAME_FIELDS, REGION_NUMBER_FIELDS, TEXT_NUMBER_FIELDS, TEXT_NUMBERS, type TextNumber } from './content-fields';

/** Anything that carries a match's pack values: the state or a view. */
export interface ContentHolder {
	content?: ContentValues;
}

/** A card definition by physical card id (`abbey#2`), with the match's values. */
export type CardLookup = (instance: string) => CardDef;

export type PointKind = keyof Points;
export const POINT_KINDS: PointKind[] = ['vp', 'strength', 'skill', 'commerce', 'progress'];
type CenterKind = keyof typeof CENTER_COSTS;


const POINT_LABELS: Record<PointKind, Text> = {
	vp: tx('Vítězné body', 'Victory points'),
	strength: tx('Body síly', 'Strength points'),
	skill: tx('Body zručnosti', 'Skill points'),
	commerce: tx('Body obchodu', 'Commerce points'),
	progress: tx('Body rozvoje', 'Progress points')
};
/** The largest value an owner may give: above any printed card (heroes reach 5 strength). */
const POINT_MAX: Record<PointKind, number> = { vp: 5, strength: 9, skill: 9, commerce: 5, progress: 5 };

const EXPANSION_KINDS: CardKind[] = ['building', 'hero', 'ship', 'unit', 'cityExpansion', 'regionExpansion'];
/** Which point kinds an expansion card may be corrected in, beyond those it has: VP on every card, strength and skill on units, commerce on ships. */
const POINTS_BY_KIND: Record<CardKind, PointKind[]> = {
	building: ['vp'],
	cityExpansion: ['vp'],
	regionExpansion: ['vp'],
	hero: ['vp', 'strength', 'skill'],
	unit: ['vp', 'strength'],
	ship: ['vp', 'commerce'],
	action: [],
	event: []
};

const COST_KIND: ContentKind = { k: 'goods', items: RESOURCES.map((r) => ({ value: r, label: RESOURCE_NAMES[r] })), max: 5 };
const pointKind = (k: PointKind): ContentKind => ({ k: 'int', min: 0, max: POINT_MAX[k] });

/** The recorded values of a disputed field and the placeholder mark, as the editor's note (none: no key). */
function noteOf(def: CardDef, field: string): { note?: Text } {
	const dispute = def.disputed?.find((d) => d.field === field);
	const placeholder = def.placeholder?.includes(field);
	const parts: Text[] = [];
	if (dispute) {
		const values = dispute.values.map((v) => `${v.value} ${v.source}`).join('; ');
		parts.push(tx(`Zdroje se rozcházejí: ${values}.`, `The sources disagree: ${values}.`));
	}
	if (placeholder) parts.push(tx('Žádný zdroj hodnotu neuvádí: odhad (spec §9.9).', 'No source gives this value: a guess (spec §9.9).'));
	if (!parts.length && def.provisional) parts.push(tx('Hodnoty této karty jsou provizorní: žádný zdroj je nepotvrzuje oficiálně (spec §9.9).', "This card's values are provisional: no source confirms them officially (spec §9.9)."));
	return parts.length ? { note: tx(parts.map((p) => p.cs).join(' '), parts.map((p) => p.en).join(' ')) } : {};
}

function cardFields(def: CardDef): ContentField[] {
	const base = { group: def.name, source: def.source, ...(def.provisional ? { provisional: true } : {}) };
	const fields: ContentField[] = [
		{ key: `cost.${def.id}`, ...base, label: tx('Cena', 'Cost'), kind: COST_KIND, placeholder: { ...def.cost }, ...noteOf(def, 'cost') }
	];
	for (const k of POINT_KINDS) {
		const has = def.points?.[k] !== undefined || POINTS_BY_KIND[def.kind].includes(k) || def.disputed?.some((d) => d.field === `points.${k}`) || def.placeholder?.includes(`points.${k}`);
		if (has) fields.push({ key: `${k}.${def.id}`, ...base, label: POINT_LABELS[k], kind: pointKind(k), placeholder: def.points?.[k] ?? 0, ...noteOf(def, `points.${k}`) });
	}
	return fields;
}

const CENTER_FIELDS: ContentField[] = CENTER_CARDS.map((c) => ({ key: `cost.${c.id}`, group: c.name, label: tx('Cena', 'Cost'), kind: COST_KIND, placeholder: { ...c.cost }, source: c.source }));

/** The Gold Cache's requirement: the one requirement no rulebook text gives (spec §9.9: provisional). */
const GOLD_CACHE = cardDef('goldCache');
const GOLD_CACHE_REQUIREMENT: ContentField = {
	key: 'requirement.goldCache',
	group: GOLD_CACHE.name,
	label: tx('Podmínka stavby', 'Requirement'),
	kind: {
		k: 'choice',
		options: [
			{ value: 'hero', label: tx('Hrdina s aspoň 1 bodem síly', 'A hero with at least 1 strength point') },
			{ value: 'none', label: tx('Žádná', 'None') }
		]
	},
	placeholder: 'hero',
	source: GOLD_CACHE.source,
	note: tx('Podmínku uvádějí jen [K] a [Z], pravidla ne (spec §9.9).', 'Only [K] and [Z] give the requirement, the rulebook does not (spec §9.9).'),
	provisional: true
};

/** The first fields (version 1: costs, points, the Gold Cache's requirement); later fields follow them, so their order is kept. */
const COST_AND_POINT_FIELDS: ContentField[] = [
	...CENTER_FIELDS,
	...ALL_CARDS.filter((d) => EXPANSION_KINDS.includes(d.kind)).flatMap((d) => (d.id === GOLD_CACHE.id ? [...cardFields(d), GOLD_CACHE_REQUIREMENT] : cardFields(d)))
];

/** Every field, in the editor's order: costs and points, then names, region numbers, the Gold Cache's capacity, counts. */
export const RIVALS_CONTENT_FIELDS: ContentField[] = [
	...COST_AND_POINT_FIELDS,
	...NAME_FIELDS,
	...REGION_NUMBER_FIELDS,
	GOLD_CACHE_CAPACITY_FIELD,
	...COUNT_FIELDS,
	...CENTER_STACK_FIELDS,
	...TEXT_NUMBER_FIELDS
];

/** What of The Rivals an owner may correct (engine/pack.ts); no records can be added. */
export const RIVALS_CONTENT: ContentDescription = { game: 'rivals', version: 1, fields: RIVALS_CONTENT_FIELDS, templates: [] };

/** Goods of a checked `goods` value as a cost (only the resources count). */
function costOf(g: Goods): Cost {
	const cost: Cost = {};
	for (const r of RESOURCES) if (typeof g[r] === 'number') cost[r] = g[r];
	return cost;
}
const isGoods = (v: unknown): v is Goods => !!v && typeof v === 'object' && !Array.isArray(v);
/** A checked `text` value (parseContentValues made it `{ cs, en }`, both non-empty). */
const isName = (v: unknown): v is Text => isGoods(v) && typeof v.cs === 'string' && typeof v.en === 'string';

/** The card records a pack changes, by card id (only those; the rest stay the built-in objects). */
function changedDefs(values: ContentValues): Map<string, CardDef> {
	const out = new Map<string, CardDef>();
	for (const [key, value] of Object.entries(values)) {
		const dot = key.indexOf('.');
		const what = key.slice(0, dot);
		const base = out.get(key.slice(dot + 1)) ?? cardDef(key.slice(dot + 1));
		if (!base) continue; // a center cost (centerCost reads it)
		if (what === 'cost' && isGoods(value)) out.set(base.id, { ...base, cost: costOf(value) });
		else if ((POINT_KINDS as string[]).includes(what) && typeof value === 'number') out.set(base.id, { ...base, points: { ...base.points, [what]: value } });
		// A requirement the pack drops: the card has none (theme.ts checks only cards that have one).
		else if (what === 'requirement' && value === 'none') out.set(base.id, { ...base, requirement: undefined });
		else if (what === 'name' && isName(value)) out.set(base.id, { ...base, name: { cs: value.cs, en: value.en } });
		else if (what === 'count' && typeof value === 'number') out.set(base.id, { ...base, count: value });
	}
	return out;
}

/** The card table of each pack's values: built once per values object (the state shares it between steps). */
const TABLES = new WeakMap<ContentValues, CardLookup>();

/**
 * Card definitions as this match plays them: the built-in records, with the pack's costs and
 * points. Without a pack it is `cardDef` itself (no cost for players who use none).
 */
export function cardsOf(h: ContentHolder): CardLookup {
	const values = h.content;
	if (!values) return cardDef;
	let lookup = TABLES.get(values);
	if (!lookup) {
		const changed = changedDefs(values);
		lookup = (instance) => {
			const def = cardDef(instance);
			return (def && changed.get(def.id)) || def;
		};
		TABLES.set(values, lookup);
	}
	return lookup;
}

/** A region's die number by region card id, as this match plays it. */
export type RegionNumbers = (region: string) => number;
const builtInNumber: RegionNumbers = (region) => REGION_BY_ID[region].number;
const NUMBER_TABLES = new WeakMap<ContentValues, RegionNumbers>();

/** The die numbers of the regions in this match (a pack's `number.<region>`; built once per values object). */
export function regionNumbersOf(h: ContentHolder): RegionNumbers {
	const values = h.content;
	if (!values) return builtInNumber;
	let lookup = NUMBER_TABLES.get(values);
	if (!lookup) {
		const changed = new Map<string, number>();
		for (const id of Object.keys(REGION_BY_ID)) {
			const n = values[`number.${id}`];
			if (typeof n === 'number') changed.set(id, n);
		}
		lookup = changed.size ? (region) => changed.get(region) ?? REGION_BY_ID[region].number : builtInNumber;
		NUMBER_TABLES.set(values, lookup);
	}
	return lookup;
}

/** A number printed in a card's text, as this match plays it (content-fields.ts TEXT_NUMBERS). */
export function textNumber(h: ContentHolder, key: TextNumber): number {
	const n = h.content?.[key];
	return typeof n === 'number' ? n : TEXT_NUMBERS[key].value;
}

/** How many more resources a production booster adds to each adjacent region of its type (0: not a booster). */
export function boostBonus(h: ContentHolder, defId: string): number {
	const key = Object.hasOwn(BOOST_BONUS, defId) ? BOOST_BONUS[defId] : undefined;
	return key ? textNumber(h, key) : 0;
}

/** How much gold a Gold Cache holds in this match (`capacity.goldCache`). */
export function goldCacheCapacity(h: ContentHolder): number {
	const n = h.content?.['capacity.goldCache'];
	return typeof n === 'number' ? n : GOLD_CACHE_CAPACITY;
}

/** How many roads, settlements or cities the centre stack holds at the start of this match. */
export function centerStack(h: ContentHolder, kind: CenterKind): number {
	const n = h.content?.[`count.${kind}`];
	return typeof n === 'number' ? n : CENTER_STACKS[kind];
}

/** The cost of a road, a settlement or a city in this match. */
export function centerCost(h: ContentHolder, kind: CenterKind): Cost {
	const v = h.content?.[`cost.${kind}`];
	return isGoods(v) ? costOf(v) : CENTER_COSTS[kind];
}

/** The content keys that correct card `defId`'s values (for the catalogue's "pack value" mark). */
export const contentKeysOf = (defId: string): string[] => RIVALS_CONTENT_FIELDS.filter((f) => f.key.slice(f.key.indexOf('.') + 1) === defId).map((f) => f.key);

/**
 * The pack values of a match, frozen so the state and its views may share them (the per-match
 * table is keyed by the object); undefined when there are none.
 */
export function frozenContent(values: ContentValues | undefined): ContentValues | undefined {
	if (!values || !Object.keys(values).length) return undefined;
	const copy: ContentValues = {};
	for (const [k, v] of Object.entries(values)) copy[k] = isGoods(v) ? Object.freeze({ ...v }) : v;
	return Object.freeze(copy);
}

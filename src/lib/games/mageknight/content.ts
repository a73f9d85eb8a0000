/**
 * Mage Knight's owner-correctable content (engine/pack.ts): every enemy's numbers (armour,
 * attack, Fame), its attack element and resistances, every regular unit's cost and armour, and
 * the Dummy player's crystals of each hero. The built-in values are exactly the data records the
 * game plays (data/enemies.ts, data/units.ts, data/heroes.ts); a record the data file marks
 * provisional carries the mark and its note. Elite units are not in First Reconnaissance (their
 * values are not played, so not listed).
 *
 * A pack's values travel in the match options (`options.content`); the rules read them only
 * through the accessors below, which take anything carrying the options (the state or a view).
 * The corrected table is built once per set of values and kept (the rules and the bots' playouts
 * are hot), so a match without `content` reads the built-in records themselves.
 *
 * Keys (saved in match options: never rename): `enemy.<id>.armor|attack|fame|element|resist`,
 * `unit.<id>.cost|armor`, `hero.<id>.dummy.<1-3>`. A summoner has no `attack` field: it never attacks with its own
 * value (it attacks with the summoned token's, spec §5.7.3).
 */
import { tx, type ContentDescription, type ContentField, type ContentKind, type ContentValues, type Text } from '$lib/engine';
import { ENEMIES } from './data/enemies';
import { HEROES } from './data/heroes';
import { ELITE_UNITS, REGULAR_UNITS } from './data/units';
import type { BasicColor, Element, EnemyDef, HeroId, Resistance, UnitCard } from './data/types';
import { buildCardTables, BUILT_IN_CARDS, MK_CARD_FIELDS, type CardTables } from './content-cards';

/** Anything that carries the match options: the state or a view. */
export interface ContentHolder {
	options: { content?: ContentValues };
}


const ELEMENT_NAMES: Record<Element, Text> = { physical: tx('fyzický', 'physical'), fire: tx('ohnivý', 'fire'), ice: tx('ledový', 'ice'), coldFire: tx('studený oheň', 'cold fire') };
const RESIST_NAMES: Record<Resistance, Text> = { physical: tx('fyzická', 'physical'), fire: tx('ohnivá', 'fire'), ice: tx('ledová', 'ice') };
const RESIST_ORDER: Resistance[] = ['physical', 'fire', 'ice'];
const CRYSTAL_NAMES: Record<BasicColor, Text> = { red: tx('červený', 'red'), blue: tx('modrý', 'blue'), green: tx('zelený', 'green'), white: tx('bílý', 'white') };

/** A set of resistances as one choice value: `none` or the resistances joined by `+` in RESIST_ORDER. */
export const resistKey = (resist: readonly Resistance[]): string => RESIST_ORDER.filter((r) => resist.includes(r)).join('+') || 'none';
const resistOf = (key: string): Resistance[] => (key === 'none' ? [] : RESIST_ORDER.filter((r) => key.split('+').includes(r)));

/** Every subset of the three resistances (8 choices). */
const RESIST_CHOICES: { value: string; label: Text }[] = Array.from({ length: 8 }, (_, mask) => {
	const set = RESIST_ORDER.filter((_, i) => mask & (1 << i));
	const label = set.length ? tx(set.map((r) => RESIST_NAMES[r].cs).join(', '), set.map((r) => RESIST_NAMES[r].en).join(', ')) : tx('žádná', 'none');
	return { value: resistKey(set), label };
});

const ARMOR: ContentKind = { k: 'int', min: 1, max: 20 };
const ATTACK: ContentKind = { k: 'int', min: 0, max: 20 };
const FAME: ContentKind = { k: 'int', min: 0, max: 20 };
const ELEMENT: ContentKind = { k: 'choice', options: (Object.keys(ELEMENT_NAMES) as Element[]).map((e) => ({ value: e, label: ELEMENT_NAMES[e] })) };
const RESIST: ContentKind = { k: 'choice', options: RESIST_CHOICES };
const CRYSTAL: ContentKind = { k: 'choice', options: (Object.keys(CRYSTAL_NAMES) as BasicColor[]).map((c) => ({ value: c, label: CRYSTAL_NAMES[c] })) };

type EnemyValue = 'armor' | 'attack' | 'fame' | 'element' | 'resist';
/**
 * Which value an enemy's provisional note is about (data/enemies.ts): Altem Guardsmen's attack
 * (6 in the first printing, 5 in a later edition: mage-knight-data.md §5.1).
 */
const PROVISIONAL_ENEMY_VALUE: Record<string, EnemyValue> = { 'altem-guardsmen': 'attack' };

function enemyFields(d: EnemyDef): ContentField[] {
	const field = (value: EnemyValue, label: Text, kind: ContentKind, placeholder: number | string): ContentField => {
		const f: ContentField = { key: `enemy.${d.id}.${value}`, group: d.name, label, kind, placeholder, source: d.source };
		if (d.provisional && PROVISIONAL_ENEMY_VALUE[d.id] === value) Object.assign(f, { provisional: true, note: d.provisional });
		return f;
	};
	const summoner = d.abilities.includes('summon');
	return [
		field('armor', tx('Zbroj', 'Armor'), ARMOR, d.armor),
		...(summoner ? [] : [field('attack', tx('Útok', 'Attack'), ATTACK, d.attack)]),
		field('element', tx('Druh útoku', 'Attack element'), ELEMENT, d.element),
		field('resist', tx('Odolnosti', 'Resistances'), RESIST, resistKey(d.resist)),
		field('fame', tx('Sláva', 'Fame'), FAME, d.fame)
	];
}

const COST: ContentKind = { k: 'int', min: 1, max: 20 };
const UNIT_ARMOR: ContentKind = { k: 'int', min: 1, max: 10 };

function unitFields(u: UnitCard): ContentField[] {
	const field = (value: 'cost' | 'armor', label: Text, kind: ContentKind, placeholder: number): ContentField => {
		const f: ContentField = { key: `unit.${u.id}.${value}`, group: u.name, label, kind, placeholder, source: u.source };
		if (u.provisional) Object.assign(f, { provisional: true, note: u.provisional });
		return f;
	};
	return [field('cost', tx('Cena (vliv)', 'Cost (Influence)'), COST, u.cost), field('armor', tx('Zbroj', 'Armor'), UNIT_ARMOR, u.armor)];
}

function heroFields(h: (typeof HEROES)[number]): ContentField[] {
	return h.dummyCrystals.map((c, i) => {
		const f: ContentField = {
			key: `hero.${h.id}.dummy.${i + 1}`,
			group: h.name,
			label: tx(`Krystal automatického hráče ${i + 1}`, `Dummy player crystal ${i + 1}`),
			kind: CRYSTAL,
			placeholder: c,
			source: h.source
		};
		if (h.provisional) Object.assign(f, { provisional: true, note: h.provisional });
		return f;
	});
}

export const MK_CONTENT_FIELDS: ContentField[] = [...ENEMIES.flatMap(enemyFields), ...REGULAR_UNITS.flatMap(unitFields), ...HEROES.flatMap(heroFields), ...MK_CARD_FIELDS];

/** What of Mage Knight an owner may correct (engine/pack.ts); nothing may be added. */
export const MK_CONTENT: ContentDescription = { game: 'mageknight', version: 1, fields: MK_CONTENT_FIELDS, templates: [] };

/** The match's tables: the enemy kinds, the units and the Dummy's crystals, with the pack's values in. */
export interface MkTables {
	enemies: ReadonlyMap<string, EnemyDef>;
	units: ReadonlyMap<string, UnitCard>;
	dummyCrystals: Readonly<Record<HeroId, readonly BasicColor[]>>;
	cards: CardTables;
}

const BUILT_IN: MkTables = {
	enemies: new Map(ENEMIES.map((d) => [d.id, d])),
	units: new Map([...REGULAR_UNITS, ...ELITE_UNITS].map((u) => [u.id, u])),
	dummyCrystals: Object.fromEntries(HEROES.map((h) => [h.id, h.dummyCrystals])) as Record<HeroId, BasicColor[]>,
	cards: BUILT_IN_CARDS
};

const int = (v: unknown, fallback: number): number => (typeof v === 'number' ? v : fallback);
const isElement = (v: unknown): v is Element => typeof v === 'string' && Object.hasOwn(ELEMENT_NAMES, v);
const isCrystal = (v: unknown): v is BasicColor => typeof v === 'string' && Object.hasOwn(CRYSTAL_NAMES, v);

/** The built-in tables with `values` in (values were checked by parseOptions: parseContentValues). */
function buildTables(values: ContentValues): MkTables {
	const enemies = new Map<string, EnemyDef>();
	for (const d of ENEMIES) {
		const at = (v: EnemyValue) => (Object.hasOwn(values, `enemy.${d.id}.${v}`) ? values[`enemy.${d.id}.${v}`] : undefined);
		const changed = (['armor', 'attack', 'fame', 'element', 'resist'] as const).some((v) => at(v) !== undefined);
		if (!changed) {
			enemies.set(d.id, d);
			continue;
		}
		const resist = at('resist');
		const element = at('element');
		enemies.set(d.id, {
			...d,
			armor: int(at('armor'), d.armor),
			attack: int(at('attack'), d.attack),
			fame: int(at('fame'), d.fame),
			element: isElement(element) ? element : d.element,
			resist: typeof resist === 'string' ? resistOf(resist) : d.resist
		});
	}
	const units = new Map<string, UnitCard>();
	for (const u of [...REGULAR_UNITS, ...ELITE_UNITS]) {
		const at = (v: 'cost' | 'armor') => (Object.hasOwn(values, `unit.${u.id}.${v}`) ? values[`unit.${u.id}.${v}`] : undefined);
		units.set(u.id, at('cost') === undefined && at('armor') === undefined ? u : { ...u, cost: int(at('cost'), u.cost), armor: int(at('armor'), u.armor) });
	}
	const dummyCrystals = {} as Record<HeroId, BasicColor[]>;
	for (const h of HEROES)
		dummyCrystals[h.id] = h.dummyCrystals.map((c, i) => {
			const key = `hero.${h.id}.dummy.${i + 1}`;
			const v = Object.hasOwn(values, key) ? values[key] : undefined;
			return isCrystal(v) ? v : c;
		});
	return { enemies, units, dummyCrystals, cards: buildCardTables(values) };
}

/**
 * Tables per set of values: by the values object (the same options object is read many times in
 * one step) and by its text (each step folds a cloned state, so the object is new but the text
 * is the same). A few sets at most are alive at once (a match, a replay, a bot's playouts).
 */
const byObject = new WeakMap<object, MkTables>();
const byText = new Map<string, MkTables>();
const MAX_TEXT_ENTRIES = 16;

/** The match's tables (its pack's values in; the built-in ones when it has none). */
export function tablesOf(h: ContentHolder): MkTables {
	const values = h.options.content;
	if (!values) return BUILT_IN;
	const known = byObject.get(values);
	if (known) return known;
	const text = JSON.stringify(values);
	let tables = byText.get(text);
	if (!tables) {
		tables = buildTables(values);
		if (byText.size >= MAX_TEXT_ENTRIES) byText.delete(byText.keys().next().value!);
		byText.set(text, tables);
	}
	byObject.set(values, tables);
	return tables;
}

/** The enemy kind with this id as this match plays it; throws on an unknown id (a bug in the data). */
export function enemyIn(h: ContentHolder, id: string): EnemyDef {
	const d = tablesOf(h).enemies.get(id);
	if (!d) throw new Error(`mageknight: unknown enemy "${id}"`);
	return d;
}

/** The enemy kind with this id as this match plays it, or undefined (for the UI: never throws). */
export const maybeEnemyIn = (h: ContentHolder, id: string): EnemyDef | undefined => tablesOf(h).enemies.get(id);

/** The unit with this id (regular or elite) as this match plays it; throws on an unknown id (a bug in the data). */
export function unitIn(h: ContentHolder, id: string): UnitCard {
	const u = tablesOf(h).units.get(id);
	if (!u) throw new Error(`mageknight: unknown unit "${id}"`);
	return u;
}

/** The unit with this id as this match plays it, or undefined (never throws). */
export const maybeUnitIn = (h: ContentHolder, id: string): UnitCard | undefined => tablesOf(h).units.get(id);

/** The Dummy player's crystals of a hero as this match plays them (Rulebook, spec §3.2). */
export const dummyCrystalsIn = (h: ContentHolder, hero: HeroId): readonly BasicColor[] => tablesOf(h).dummyCrystals[hero];

/** A holder of no pack values: the built-in data (for what a pack cannot change, e.g. names). */
export const BUILT_IN_DATA: ContentHolder = { options: {} };

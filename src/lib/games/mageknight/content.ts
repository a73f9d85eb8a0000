/**
 * Mage Knight's owner-correctable content (engine/pack.ts): every enemy's name, numbers (armour,
 * attack, Fame), attack element, abilities, resistances and count in its pile; every unit's
 * (regular and elite) name, cost, level, armour, resistances, recruit sites, count and the numbers
 * of its abilities (content-effects.ts); the Dummy player's crystals of each hero. The built-in
 * values are exactly the data records the game plays (data/enemies.ts, data/units.ts,
 * data/heroes.ts); a value the data file marks provisional carries the mark and its note. Elite
 * units are not dealt in First Reconnaissance; an owner may still correct them (later scenarios).
 *
 * A pack's values travel in the match options (`options.content`); the rules read them only
 * through the accessors below, which take anything carrying the options (the state or a view).
 * The corrected table is built once per set of values and kept (the rules and the bots' playouts
 * are hot), so a match without `content` reads the built-in records themselves.
 *
 * Keys (saved in match options: never rename): `enemy.<id>.armor|attack|fame|element|resist|name|abilities|count`,
 * `unit.<id>.cost|armor|name|level|resist|recruit|count`, `unit.<id>.ability.<a>.<i>` (the i-th
 * number of ability a), `hero.<id>.dummy.<1-3>`. A summoner has no `attack` field: it never
 * attacks with its own value (it attacks with the summoned token's, spec §5.7.3).
 */
import { ok, tx, type ContentDescription, type ContentField, type ContentKind, type ContentValues, type EffectVocabulary, type Result, type Text } from '$lib/engine';
import { effectNumberFields, effectWithValues } from './content-effects';
import { ENEMIES, PILE_SIZES } from './data/enemies';
import { HEROES } from './data/heroes';
import { ELITE_UNITS, REGULAR_UNITS } from './data/units';
import type { BasicColor, Element, EnemyAbility, EnemyDef, HeroId, PileColor, Resistance, SiteKind, UnitCard } from './data/types';
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

/** A name in Czech and English (the catalogue, the board and the log show it). */
const NAME: ContentKind = { k: 'text', max: 40 };
const NAME_LABEL = tx('Název', 'Name');

const ABILITY_NAMES: Record<EnemyAbility, Text> = {
	fortified: tx('Opevněný', 'Fortified'),
	swift: tx('Rychlý', 'Swift'),
	brutal: tx('Brutální', 'Brutal'),
	poison: tx('Jed', 'Poison'),
	paralyze: tx('Paralýza', 'Paralyze'),
	summon: tx('Vyvolávač', 'Summoner')
};
const ABILITY_ORDER = Object.keys(ABILITY_NAMES) as EnemyAbility[];
/**
 * An enemy's abilities as an effect of parameterless steps, one per ability (engine/content.ts
 * `effect`): the editor adds and removes them; the rules read the set (a repeated one counts once).
 */
const ABILITIES: ContentKind = {
	k: 'effect',
	vocabulary: { kinds: ABILITY_ORDER.map((a) => ({ kind: a, label: ABILITY_NAMES[a], params: [] })), maxSteps: ABILITY_ORDER.length } satisfies EffectVocabulary
};
const abilitiesValue = (abilities: readonly EnemyAbility[]) => abilities.map((a) => ({ kind: a, params: {} }));
const isAbility = (v: unknown): v is EnemyAbility => typeof v === 'string' && Object.hasOwn(ABILITY_NAMES, v);
/** The abilities an `effect` value names, each once, in ABILITY_ORDER. */
function abilitiesOf(value: unknown): EnemyAbility[] | undefined {
	if (!Array.isArray(value)) return undefined;
	const named = value.map((step: unknown) => (step && typeof step === 'object' && 'kind' in step ? step.kind : undefined)).filter(isAbility);
	return ABILITY_ORDER.filter((a) => named.includes(a));
}

/** Tokens of one kind in its pile; a pile keeps at least its printed size (checkPiles). */
const COUNT: ContentKind = { k: 'int', min: 1, max: 6 };

type EnemyValue = 'armor' | 'attack' | 'fame' | 'element' | 'resist' | 'name' | 'abilities' | 'count';
/**
 * Which value an enemy's provisional note is about (data/enemies.ts): Altem Guardsmen's attack
 * (6 in the first printing, 5 in a later edition: mage-knight-data.md §5.1).
 */
const PROVISIONAL_ENEMY_VALUE: Record<string, EnemyValue> = { 'altem-guardsmen': 'attack' };

function enemyFields(d: EnemyDef): ContentField[] {
	const field = (value: EnemyValue, label: Text, kind: ContentKind, placeholder: ContentField['placeholder']): ContentField => {
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
		field('fame', tx('Sláva', 'Fame'), FAME, d.fame),
		field('name', NAME_LABEL, NAME, d.name),
		field('abilities', tx('Schopnosti', 'Abilities'), ABILITIES, abilitiesValue(d.abilities)),
		field('count', tx('Počet žetonů', 'Number of tokens'), COUNT, d.count)
	];
}

const COST: ContentKind = { k: 'int', min: 1, max: 20 };
const UNIT_ARMOR: ContentKind = { k: 'int', min: 1, max: 10 };
const LEVEL: ContentKind = { k: 'int', min: 1, max: 4 };
const UNIT_COUNT: ContentKind = { k: 'int', min: 1, max: 5 };

/** The sites where units are recruited (data/units.ts); a set of them is one choice, like resistances. */
type RecruitSite = Extract<SiteKind, 'village' | 'monastery' | 'keep' | 'mageTower' | 'city'>;
const RECRUIT_NAMES: Record<RecruitSite, Text> = {
	village: tx('Vesnice', 'Village'),
	monastery: tx('Klášter', 'Monastery'),
	keep: tx('Tvrz', 'Keep'),
	mageTower: tx('Věž mágů', 'Mage Tower'),
	city: tx('Město', 'City')
};
const RECRUIT_ORDER = Object.keys(RECRUIT_NAMES) as RecruitSite[];
/** A set of recruit sites as one choice value: the sites joined by `+` in RECRUIT_ORDER. */
export const recruitKey = (sites: readonly SiteKind[]): string => RECRUIT_ORDER.filter((r) => sites.includes(r)).join('+');
const recruitOf = (key: string): RecruitSite[] => RECRUIT_ORDER.filter((r) => key.split('+').includes(r));
/** Every non-empty set of recruit sites (31 choices): a unit is recruited somewhere. */
const RECRUIT: ContentKind = {
	k: 'choice',
	options: Array.from({ length: (1 << RECRUIT_ORDER.length) - 1 }, (_, i) => {
		const set = RECRUIT_ORDER.filter((_, b) => (i + 1) & (1 << b));
		return { value: recruitKey(set), label: tx(set.map((r) => RECRUIT_NAMES[r].cs).join(', '), set.map((r) => RECRUIT_NAMES[r].en).join(', ')) };
	})
};

type UnitValue = 'cost' | 'armor' | 'name' | 'level' | 'resist' | 'recruit' | 'count';
/** Which value a unit's provisional note is about: elite Fire Mages' armour (4 in the first printing, 3 later: data/units.ts). */
const PROVISIONAL_UNIT_VALUE: Record<string, UnitValue> = { 'fire-mages': 'armor' };

const abilityPrefix = (u: UnitCard, i: number) => `unit.${u.id}.ability.${i + 1}`;
/** What the number of a unit's own `special` ability is (ui/special-texts.ts says what the rule does). */
const UNIT_SPECIAL_NUMBERS: Record<string, Text> = {
	'freeze-enemy': tx('Zmrazení nepřítele: snížení zbroje', 'Freeze an enemy: Armor reduction'),
	'altem-mages': tx('Útok nebo blok studeným ohněm', 'Cold Fire Attack or Block')
};
const unitSpecialLabel = (id: string): Text => UNIT_SPECIAL_NUMBERS[id] ?? tx('Zvláštní účinek: hodnota', `Special (${id.replace(/-/g, ' ')}): value`);

function unitFields(u: UnitCard): ContentField[] {
	const field = (value: UnitValue, label: Text, kind: ContentKind, placeholder: ContentField['placeholder']): ContentField => {
		const f: ContentField = { key: `unit.${u.id}.${value}`, group: u.name, label, kind, placeholder, source: u.source };
		if (u.provisional && PROVISIONAL_UNIT_VALUE[u.id] === value) Object.assign(f, { provisional: true, note: u.provisional });
		return f;
	};
	return [
		field('cost', tx('Cena (vliv)', 'Cost (Influence)'), COST, u.cost),
		field('armor', tx('Zbroj', 'Armor'), UNIT_ARMOR, u.armor),
		field('name', NAME_LABEL, NAME, u.name),
		field('level', tx('Úroveň', 'Level'), LEVEL, u.level),
		field('resist', tx('Odolnosti', 'Resistances'), RESIST, resistKey(u.resist)),
		field('recruit', tx('Kde se najímá', 'Recruited at'), RECRUIT, recruitKey(u.recruitAt)),
		field('count', tx('Počet karet', 'Number of cards'), UNIT_COUNT, u.count),
		...u.abilities.flatMap((ab, i) =>
			effectNumberFields(ab.effect, { keyPrefix: abilityPrefix(u, i), group: u.name, labelPrefix: tx(`Schopnost ${i + 1}`, `Ability ${i + 1}`), source: u.source, specialLabel: unitSpecialLabel })
		)
	];
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

export const MK_CONTENT_FIELDS: ContentField[] = [...ENEMIES.flatMap(enemyFields), ...REGULAR_UNITS.flatMap(unitFields), ...ELITE_UNITS.flatMap(unitFields), ...HEROES.flatMap(heroFields), ...MK_CARD_FIELDS];

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

const isText = (v: unknown): v is Text => !!v && typeof v === 'object' && 'cs' in v && 'en' in v && typeof v.cs === 'string' && typeof v.en === 'string';

/** An enemy kind with `values` in (the record itself when the pack leaves it alone). */
function enemyWith(d: EnemyDef, values: ContentValues): EnemyDef {
	const at = (v: EnemyValue) => (Object.hasOwn(values, `enemy.${d.id}.${v}`) ? values[`enemy.${d.id}.${v}`] : undefined);
	const changed = (['armor', 'attack', 'fame', 'element', 'resist', 'name', 'abilities', 'count'] as const).some((v) => at(v) !== undefined);
	if (!changed) return d;
	const resist = at('resist');
	const element = at('element');
	const name = at('name');
	return {
		...d,
		name: isText(name) ? name : d.name,
		count: int(at('count'), d.count),
		armor: int(at('armor'), d.armor),
		attack: int(at('attack'), d.attack),
		fame: int(at('fame'), d.fame),
		element: isElement(element) ? element : d.element,
		abilities: abilitiesOf(at('abilities')) ?? d.abilities,
		resist: typeof resist === 'string' ? resistOf(resist) : d.resist
	};
}

/** A unit with `values` in, its abilities' numbers too (the record itself when the pack leaves it alone). */
function unitWith(u: UnitCard, values: ContentValues): UnitCard {
	const at = (v: UnitValue) => (Object.hasOwn(values, `unit.${u.id}.${v}`) ? values[`unit.${u.id}.${v}`] : undefined);
	const abilities = u.abilities.map((ab, i) => {
		const effect = effectWithValues(ab.effect, abilityPrefix(u, i), values, unitSpecialLabel);
		return effect === ab.effect ? ab : { ...ab, effect };
	});
	const changed = (['cost', 'armor', 'name', 'level', 'resist', 'recruit', 'count'] as const).some((v) => at(v) !== undefined) || abilities.some((ab, i) => ab !== u.abilities[i]);
	if (!changed) return u;
	const name = at('name');
	const resist = at('resist');
	const recruit = at('recruit');
	return {
		...u,
		name: isText(name) ? name : u.name,
		cost: int(at('cost'), u.cost),
		armor: int(at('armor'), u.armor),
		level: int(at('level'), u.level),
		count: int(at('count'), u.count),
		resist: typeof resist === 'string' ? resistOf(resist) : u.resist,
		recruitAt: typeof recruit === 'string' ? recruitOf(recruit) : u.recruitAt,
		abilities
	};
}

/** The built-in tables with `values` in (values were checked by parseOptions: parseContentValues). */
function buildTables(values: ContentValues): MkTables {
	const enemies = new Map<string, EnemyDef>();
	for (const d of ENEMIES) enemies.set(d.id, enemyWith(d, values));
	const units = new Map<string, UnitCard>();
	for (const u of [...REGULAR_UNITS, ...ELITE_UNITS]) units.set(u.id, unitWith(u, values));
	const dummyCrystals = {} as Record<HeroId, BasicColor[]>;
	for (const h of HEROES)
		dummyCrystals[h.id] = h.dummyCrystals.map((c, i) => {
			const key = `hero.${h.id}.dummy.${i + 1}`;
			const v = Object.hasOwn(values, key) ? values[key] : undefined;
			return isCrystal(v) ? v : c;
		});
	return { enemies, units, dummyCrystals, cards: buildCardTables(values) };
}

const PILE_NAMES: Record<PileColor, Text> = { green: tx('Zelená', 'green'), grey: tx('Šedá', 'grey'), brown: tx('Hnědá', 'brown'), violet: tx('Fialová', 'violet'), red: tx('Červená', 'red'), white: tx('Bílá', 'white') };

/**
 * Why a pack's enemy counts cannot be played, or ok: each pile keeps at least its printed size
 * (data/enemies.ts PILE_SIZES), so drawing never meets an empty pile with no discards where the
 * built-in game would not (map.ts drawEnemy). Our own rule: the seed says nothing of other counts.
 */
export function checkPiles(values: ContentValues): Result<true> {
	for (const [pile, printed] of Object.entries(PILE_SIZES) as [PileColor, number][]) {
		const size = ENEMIES.filter((d) => d.pile === pile).reduce((n, d) => {
			const v = Object.hasOwn(values, `enemy.${d.id}.count`) ? values[`enemy.${d.id}.count`] : undefined;
			return n + int(v, d.count);
		}, 0);
		if (size < printed)
			return {
				ok: false,
				reason: tx(`${PILE_NAMES[pile].cs} hromádka nepřátel by měla ${size} žetonů, musí mít aspoň ${printed}.`, `The ${PILE_NAMES[pile].en} enemy pile would have ${size} tokens; it needs at least ${printed}.`)
			};
	}
	return ok(true);
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

/** A holder of no pack values: the built-in data. */
export const BUILT_IN_DATA: ContentHolder = { options: {} };

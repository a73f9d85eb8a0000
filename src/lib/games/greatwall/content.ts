/**
 * The Great Wall's owner-correctable content (engine/pack.ts): a field for every value of every
 * card and board record (data/), so an owner of the physical game can replace each placeholder with
 * the printed value. A field carries its record's source and, where the record marks that value a
 * placeholder, the provisional mark and the record's bilingual placeholder label.
 *
 * The rules read every card and board value through `tablesOf(holder)` (the match's tables, built
 * once per set of pack values and kept: the rules and the bots' playouts are hot), never from the
 * data records. A match without `content` reads the built-in tables themselves.
 *
 * Nothing may be ADDED (no record templates): the box's component counts are known (§2.1) and every
 * card already has a record, so an owner corrects the placeholders rather than adding cards.
 *
 * Keys (saved in match options: never rename): `horde.<type>.name|power|honor|spots|leader|back.<1-3>`,
 * `general.<id>.name|setup|tea|when|ability`, `advisor.<id>.name|when|active`,
 * `command.<id>.name|permanent|box<1-3>|box<1-3>.scope`, `tactic.<id>.name|when|basic|boostChi|boosted`,
 * `artifact.<id>.name|scoring`, `request.<id>.name|need|removedWithTwo`, `event.<id>.name|when|steps`,
 * `wall.<0-3>.cost|defence|firing`, `barricade.cost|honor|defence|max`,
 * `time.<side>.length|start|<1-8>.hordes|<1-8>.loss`, `location.<id>.kind|shame|slots.<side>|overseer.place|overseer.toTwo|overseer.toThree`,
 * `rule.<name>` and `rule.recruit.<unit>`, `rule.commandTrack.<side>`, `solo.token.<token>`,
 * `solo.overseer.<location>`, `reed.clerk.<1-3>`, `reed.spearmen`, `coop.requestsToWin|activeRequests.<2-4>`.
 */
import {
	checkPackOptions,
	contentOptionFields,
	tx,
	type AddedRecord,
	type ContentDescription,
	type ContentField,
	type ContentKind,
	type ContentValue,
	type ContentValues,
	type EffectValue,
	type Goods,
	type PackLabel,
	type Result,
	type Text
} from '$lib/engine';
import { BUILT_IN_DATA, BUILT_IN_TABLES, tablesFrom, type GwTables } from './data';
import { RULE_NUMBERS_GUESSED, COMMAND_TRACK_NOTE } from './data/board';
import {
	BOARD_SIDES,
	COOP_PLAYERS,
	LOCATION_IDS,
	MAX_TIME_SPACES,
	PRODUCTION_IDS,
	QIN_TOKENS,
	MOMENTS,
	SECTIONS,
	TACTIC_MOMENTS,
	UNIT_KINDS,
	type AdvisorDef,
	type CoopData,
	type QinToken,
	type ReedData,
	type SoloData,
	type ArtifactDef,
	type BarricadeDef,
	type BoardSide,
	type BoxScope,
	type CommandDef,
	type EventDef,
	type GeneralDef,
	type GwData,
	type GwSteps,
	type HordeType,
	type LocationDef,
	type Moment,
	type RequestDef,
	type ResourceBag,
	type RuleNumbers,
	type SectionId,
	type SetupStrip,
	type Sourced,
	type TacticDef,
	type TimeTrackDef,
	type WallLevelDef
} from './data/types';
import { abilityKind, effectToSpots, effectToSteps, LOCATION_NAMES, momentKind, RESOURCE_NAMES, resourcesKind, spotsKind, spotsProblem, spotsToEffect, stepsToEffect, UNIT_NAMES } from './vocabulary';

/** Anything that carries the match options: the state or a view. */
export interface ContentHolder {
	options: { content?: ContentValues };
}

// ---------------------------------------------------------------------------------------------
// Kinds

const NAME: ContentKind = { k: 'text', max: 48 };
const int = (min: number, max: number): ContentKind => ({ k: 'int', min, max });
const choice = (options: readonly { value: string; label: Text }[]): ContentKind => ({ k: 'choice', options: [...options] });
const YES_NO = choice([
	{ value: 'yes', label: tx('ano', 'yes') },
	{ value: 'no', label: tx('ne', 'no') }
]);
const SECTION_NAMES: Record<SectionId, Text> = { left: tx('levý úsek', 'left section'), centre: tx('prostřední úsek', 'centre section'), right: tx('pravý úsek', 'right section') };
const SECTION = choice(SECTIONS.map((s) => ({ value: s, label: SECTION_NAMES[s] })));
const SCOPE = choice([
	{ value: 'owner', label: tx('vlastník karty', 'the card’s owner') },
	{ value: 'others', label: tx('ostatní hráči', 'other players') }
]);
const LOCATION_KIND = choice([
	{ value: 'regular', label: tx('běžná (červená místa)', 'regular (red slots)') },
	{ value: 'special', label: tx('zvláštní (zelený kruh)', 'special (green circle)') }
]);
const EVENT_WHEN = choice([
	{ value: 'immediate', label: tx('okamžitý účinek', 'instant effect') },
	{ value: 'passive', label: tx('trvá do konce hry', 'lasts until the game ends') }
]);
/** A general's setup strip without its tea value (goods: a missing item is 0). */
const SETUP_ITEMS = ['wood', 'stone', 'gold', 'chi', 'tactics'] as const;
const SETUP: ContentKind = {
	k: 'goods',
	items: SETUP_ITEMS.map((i) => ({ value: i, label: i === 'tactics' ? tx('karty taktiky', 'tactic cards') : RESOURCE_NAMES[i] })),
	max: 15
};
const SIDE_NAMES: Record<BoardSide, Text> = { small: tx('strana pro 2–3 hráče', '2–3-player side'), large: tx('strana pro 4 hráče', '4-player side') };

// ---------------------------------------------------------------------------------------------
// Readers of validated values (parseOptions checked each against its field's kind)

const num = (v: ContentValue, current: number): number => (typeof v === 'number' ? v : current);
const isPlain = (v: ContentValue): v is Text | Goods => !!v && typeof v === 'object' && !Array.isArray(v);
const own = (o: object, k: string): unknown => Object.getOwnPropertyDescriptor(o, k)?.value;
function text(v: ContentValue, current: Text): Text {
	if (!isPlain(v)) return current;
	const cs = own(v, 'cs');
	const en = own(v, 'en');
	return typeof cs === 'string' && typeof en === 'string' ? { cs, en } : current;
}
/** Goods of the kind's items (a `goods` field holds only its items' counts). */
function goodsOf(v: ContentValue): Goods | undefined {
	if (!isPlain(v)) return undefined;
	const out: Goods = {};
	for (const [k, n] of Object.entries(v)) if (typeof n === 'number') out[k] = n;
	return out;
}
const bag = (v: ContentValue, current: ResourceBag): ResourceBag => goodsOf(v) ?? current;
const steps = (v: ContentValue, current: GwSteps): GwSteps => (Array.isArray(v) ? effectToSteps(v) : current);
const pick = <T extends string>(v: ContentValue, options: readonly T[], current: T): T => options.find((o) => o === v) ?? current;
const yes = (v: ContentValue, current: boolean): boolean => (v === 'yes' ? true : v === 'no' ? false : current);

// ---------------------------------------------------------------------------------------------
// Fields

/** The data as the table builder edits it (each record replaced, never changed in place). */
interface Draft {
	hordeTypes: HordeType[];
	generals: GeneralDef[];
	advisors: AdvisorDef[];
	commands: CommandDef[];
	tactics: TacticDef[];
	artifacts: ArtifactDef[];
	requests: RequestDef[];
	events: EventDef[];
	wall: WallLevelDef[];
	barricade: BarricadeDef;
	timeTracks: Record<BoardSide, TimeTrackDef>;
	locations: LocationDef[];
	numbers: RuleNumbers;
	solo: SoloData;
	reed: ReedData;
	coop: CoopData;
}
const draftOf = (d: GwData): Draft => ({
	hordeTypes: [...d.hordeTypes],
	generals: [...d.generals],
	advisors: [...d.advisors],
	commands: [...d.commands],
	tactics: [...d.tactics],
	artifacts: [...d.artifacts],
	requests: [...d.requests],
	events: [...d.events],
	wall: [...d.wall],
	barricade: d.barricade,
	timeTracks: { ...d.timeTracks },
	locations: [...d.locations],
	numbers: { ...d.numbers, recruit: { ...d.numbers.recruit }, commandTrack: { ...d.numbers.commandTrack } },
	solo: d.solo,
	reed: d.reed,
	coop: d.coop
});

/** A field and how its value goes into the tables. */
interface FieldSpec {
	field: ContentField;
	apply: (d: Draft, v: ContentValue) => void;
}

const OWN_TRANSLATION_NOTE = tx('Český název je náš překlad (zdroj uvádí jen anglický).', 'The Czech name is our translation (the source gives only the English one).');

/** A field of a record: provisional when the record marks `part` a placeholder. */
function fieldOf<F extends string>(rec: Sourced<F>, part: F | null, key: string, group: Text, label: Text, kind: ContentKind, placeholder: ContentValue): ContentField {
	const f: ContentField = { key, group, label, kind, placeholder, source: rec.source };
	if (part !== null && rec.guessed?.fields.includes(part)) Object.assign(f, { provisional: true, note: rec.guessed.note });
	else if (part === 'name' && rec.czechName === 'ownTranslation') f.note = OWN_TRANSLATION_NOTE;
	return f;
}

const groupOf = (cs: string, en: string, name: Text): Text => tx(`${cs}: ${name.cs}`, `${en}: ${name.en}`);
const nameLabel = tx('Název', 'Name');

function hordeFields(t: HordeType, i: number): FieldSpec[] {
	const g = groupOf(t.deck === 'coop' ? 'Družstevní horda' : 'Horda', t.deck === 'coop' ? 'Co-op horde' : 'Horde', t.name);
	const k = `horde.${t.id}`;
	const set = (d: Draft, patch: Partial<HordeType>) => void (d.hordeTypes[i] = { ...d.hordeTypes[i], ...patch });
	return [
		{ field: fieldOf(t, 'name', `${k}.name`, g, nameLabel, NAME, t.name), apply: (d, v) => set(d, { name: text(v, d.hordeTypes[i].name) }) },
		{ field: fieldOf(t, 'power', `${k}.power`, g, tx('Útočná síla', 'Offensive power'), int(0, 20), t.power), apply: (d, v) => set(d, { power: num(v, d.hordeTypes[i].power) }) },
		{ field: fieldOf(t, 'honor', `${k}.honor`, g, tx('Čest na konci hry', 'Honor at game end'), int(0, 20), t.honor), apply: (d, v) => set(d, { honor: num(v, d.hordeTypes[i].honor) }) },
		{
			field: fieldOf(t, 'spots', `${k}.spots`, g, tx('Pole odolnosti a odměny', 'Vital spots and rewards'), spotsKind, spotsToEffect(t.spots)),
			apply: (d, v) => set(d, { spots: Array.isArray(v) ? effectToSpots(v) : d.hordeTypes[i].spots })
		},
		{ field: fieldOf(t, 'leader', `${k}.leader`, g, tx('Schopnost vůdce', 'Leader ability'), abilityKind, stepsToEffect(t.leader)), apply: (d, v) => set(d, { leader: steps(v, d.hordeTypes[i].leader) }) },
		...t.backs.map(
			(back, copy): FieldSpec => ({
				field: fieldOf(t, 'backs', `${k}.back.${copy + 1}`, g, tx(`Ukazatel invaze, kopie ${copy + 1}`, `Invasion indicator, copy ${copy + 1}`), SECTION, back),
				apply: (d, v) => {
					const backs = [...d.hordeTypes[i].backs];
					backs[copy] = pick(v, SECTIONS, backs[copy]);
					set(d, { backs });
				}
			})
		)
	];
}

const GENERAL_SET_NAMES: Record<GeneralDef['set'], [string, string]> = {
	standard: ['Generál', 'General'],
	coop: ['Družstevní generál', 'Co-op general'],
	reed: ['Rákosový klan', 'Reed Clan'],
	solo: ['Sólo', 'Solo']
};
const stripGoods = (s: SetupStrip): Goods => Object.fromEntries(SETUP_ITEMS.filter((i) => s[i] > 0).map((i) => [i, s[i]]));

function generalFields(gen: GeneralDef, i: number): FieldSpec[] {
	const [cs, en] = GENERAL_SET_NAMES[gen.set];
	const g = groupOf(cs, en, gen.name);
	const k = `general.${gen.id}`;
	const set = (d: Draft, patch: Partial<GeneralDef>) => void (d.generals[i] = { ...d.generals[i], ...patch });
	const name: FieldSpec = { field: fieldOf(gen, 'name', `${k}.name`, g, nameLabel, NAME, gen.name), apply: (d, v) => set(d, { name: text(v, d.generals[i].name) }) };
	if (gen.set === 'solo') return [name];
	const ability: FieldSpec[] = [
		{
			field: fieldOf(gen, 'ability', `${k}.when`, g, tx('Kdy schopnost platí', 'When the ability works'), momentKind(), gen.ability.when),
			apply: (d, v) => set(d, { ability: { ...d.generals[i].ability, when: pick<Moment>(v, MOMENTS, d.generals[i].ability.when) } })
		},
		{
			field: fieldOf(gen, 'ability', `${k}.ability`, g, tx('Schopnost (násobí se podpůrnými rádci)', 'Ability (scales with Supporting Advisors)'), abilityKind, stepsToEffect(gen.ability.steps)),
			apply: (d, v) => set(d, { ability: { ...d.generals[i].ability, steps: steps(v, d.generals[i].ability.steps) } })
		}
	];
	if (gen.set === 'reed') return [name, ...ability];
	return [
		name,
		{
			field: fieldOf(gen, 'setup', `${k}.setup`, g, tx('Příprava: suroviny a karty taktiky', 'Setup: resources and tactic cards'), SETUP, stripGoods(gen.setup)),
			apply: (d, v) => {
				const s = goodsOf(v) ?? stripGoods(d.generals[i].setup);
				const cur = d.generals[i].setup;
				set(d, { setup: { ...cur, wood: s.wood ?? 0, stone: s.stone ?? 0, gold: s.gold ?? 0, chi: s.chi ?? 0, tactics: s.tactics ?? 0 } });
			}
		},
		{
			field: fieldOf(gen, 'setup', `${k}.tea`, g, tx('Čajová hodnota', 'Tea value'), int(1, 99), gen.setup.tea),
			apply: (d, v) => set(d, { setup: { ...d.generals[i].setup, tea: num(v, d.generals[i].setup.tea) } })
		},
		...ability
	];
}

function advisorFields(a: AdvisorDef, i: number): FieldSpec[] {
	const g = groupOf('Rádce', 'Advisor', a.name);
	const k = `advisor.${a.id}`;
	const set = (d: Draft, patch: Partial<AdvisorDef>) => void (d.advisors[i] = { ...d.advisors[i], ...patch });
	return [
		{ field: fieldOf(a, 'name', `${k}.name`, g, nameLabel, NAME, a.name), apply: (d, v) => set(d, { name: text(v, d.advisors[i].name) }) },
		{
			field: fieldOf(a, 'active', `${k}.when`, g, tx('Kdy aktivní schopnost platí', 'When the Active ability works'), momentKind(), a.active.when),
			apply: (d, v) => set(d, { active: { ...d.advisors[i].active, when: pick<Moment>(v, MOMENTS, d.advisors[i].active.when) } })
		},
		{
			field: fieldOf(a, 'active', `${k}.active`, g, tx('Aktivní schopnost', 'Active ability'), abilityKind, stepsToEffect(a.active.steps)),
			apply: (d, v) => set(d, { active: { ...d.advisors[i].active, steps: steps(v, d.advisors[i].active.steps) } })
		}
	];
}

/** Boxes a command card may have ([GW-4] S7: 2 or 3). */
const MAX_BOXES = 3;
/** The scope of box n when the card has no such box (S7's usual layout: owner → others → owner). */
const DEFAULT_SCOPES: readonly BoxScope[] = ['owner', 'others', 'owner'];
const DECK_NAMES: Record<CommandDef['deck'], [string, string]> = { standard: ['Karta velení', 'Command card'], reed: ['Rákosový klan', 'Reed Clan'], solo: ['Qinova karta velení', 'Qin’s command card'] };

function commandFields(c: CommandDef, i: number): FieldSpec[] {
	const [cs, en] = DECK_NAMES[c.deck];
	const g = groupOf(cs, en, c.name);
	const k = `command.${c.id}`;
	/** The card's boxes padded to MAX_BOXES (an empty box does nothing). */
	const padded = (card: CommandDef) => Array.from({ length: MAX_BOXES }, (_, b) => card.boxes[b] ?? { scope: DEFAULT_SCOPES[b], steps: [] });
	const setBox = (d: Draft, b: number, patch: Partial<{ scope: BoxScope; steps: GwSteps }>) => {
		const boxes = padded(d.commands[i]);
		boxes[b] = { ...boxes[b], ...patch };
		d.commands[i] = { ...d.commands[i], boxes: boxes.filter((x) => x.steps.length) };
	};
	const built = padded(c);
	return [
		{ field: fieldOf(c, 'name', `${k}.name`, g, nameLabel, NAME, c.name), apply: (d, v) => void (d.commands[i] = { ...d.commands[i], name: text(v, d.commands[i].name) }) },
		...built.flatMap((box, b): FieldSpec[] => [
			{
				field: fieldOf(c, 'boxes', `${k}.box${b + 1}.scope`, g, tx(`Pole ${b + 1}: kdo ho vyhodnotí`, `Box ${b + 1}: who resolves it`), SCOPE, box.scope),
				apply: (d, v) => setBox(d, b, { scope: pick<BoxScope>(v, ['owner', 'others'], padded(d.commands[i])[b].scope) })
			},
			{
				field: fieldOf(c, 'boxes', `${k}.box${b + 1}`, g, tx(`Pole ${b + 1}: účinek (prázdné = pole není)`, `Box ${b + 1}: effect (empty = no box)`), abilityKind, stepsToEffect(box.steps)),
				apply: (d, v) => setBox(d, b, { steps: steps(v, padded(d.commands[i])[b].steps) })
			}
		]),
		{
			field: fieldOf(c, null, `${k}.permanent`, g, tx('Zůstává v odhazovacím balíčku natrvalo', 'Stays in the discard pile for good'), YES_NO, c.permanentDiscard ? 'yes' : 'no'),
			apply: (d, v) => void (d.commands[i] = { ...d.commands[i], permanentDiscard: yes(v, d.commands[i].permanentDiscard) })
		}
	];
}

function tacticFields(t: TacticDef, i: number): FieldSpec[] {
	const g = groupOf(t.deck === 'coop' ? 'Družstevní taktika' : 'Taktika', t.deck === 'coop' ? 'Co-op tactic' : 'Tactic', t.name);
	const k = `tactic.${t.id}`;
	const set = (d: Draft, patch: Partial<TacticDef>) => void (d.tactics[i] = { ...d.tactics[i], ...patch });
	return [
		{ field: fieldOf(t, 'name', `${k}.name`, g, nameLabel, NAME, t.name), apply: (d, v) => set(d, { name: text(v, d.tactics[i].name) }) },
		{ field: fieldOf(t, 'when', `${k}.when`, g, tx('Spouštěcí moment', 'Trigger moment'), momentKind(TACTIC_MOMENTS), t.when), apply: (d, v) => set(d, { when: pick(v, TACTIC_MOMENTS, d.tactics[i].when) }) },
		{ field: fieldOf(t, 'basic', `${k}.basic`, g, tx('Základní účinek', 'Basic effect'), abilityKind, stepsToEffect(t.basic)), apply: (d, v) => set(d, { basic: steps(v, d.tactics[i].basic) }) },
		{ field: fieldOf(t, 'boostChi', `${k}.boostChi`, g, tx('Cena vylepšení (čchi)', 'Boost cost (Chi)'), int(0, 6), t.boostChi), apply: (d, v) => set(d, { boostChi: num(v, d.tactics[i].boostChi) }) },
		{ field: fieldOf(t, 'boosted', `${k}.boosted`, g, tx('Vylepšený účinek', 'Boosted effect'), abilityKind, stepsToEffect(t.boosted)), apply: (d, v) => set(d, { boosted: steps(v, d.tactics[i].boosted) }) }
	];
}

function artifactFields(a: ArtifactDef, i: number): FieldSpec[] {
	const g = groupOf('Artefakt', 'Artifact', a.name);
	const k = `artifact.${a.id}`;
	return [
		{ field: fieldOf(a, 'name', `${k}.name`, g, nameLabel, NAME, a.name), apply: (d, v) => void (d.artifacts[i] = { ...d.artifacts[i], name: text(v, d.artifacts[i].name) }) },
		{
			field: fieldOf(a, 'scoring', `${k}.scoring`, g, tx('Čest na konci hry', 'Honor at game end'), abilityKind, stepsToEffect(a.scoring)),
			apply: (d, v) => void (d.artifacts[i] = { ...d.artifacts[i], scoring: steps(v, d.artifacts[i].scoring) })
		}
	];
}

function requestFields(r: RequestDef, i: number): FieldSpec[] {
	const g = groupOf('Císařský požadavek', 'Emperor’s Request', r.name);
	const k = `request.${r.id}`;
	const set = (d: Draft, patch: Partial<RequestDef>) => void (d.requests[i] = { ...d.requests[i], ...patch });
	return [
		{ field: fieldOf(r, 'name', `${k}.name`, g, nameLabel, NAME, r.name), apply: (d, v) => set(d, { name: text(v, d.requests[i].name) }) },
		{ field: fieldOf(r, 'need', `${k}.need`, g, tx('Co splnění žádá', 'What fulfilling it takes'), abilityKind, stepsToEffect(r.need)), apply: (d, v) => set(d, { need: steps(v, d.requests[i].need) }) },
		{
			field: fieldOf(r, 'removedWithTwo', `${k}.removedWithTwo`, g, tx('Ve hře 2 hráčů vyřazen', 'Removed with 2 players'), YES_NO, r.removedWithTwo ? 'yes' : 'no'),
			apply: (d, v) => set(d, { removedWithTwo: yes(v, d.requests[i].removedWithTwo) })
		}
	];
}

function eventFields(e: EventDef, i: number): FieldSpec[] {
	const g = groupOf('Událost', 'Event', e.name);
	const k = `event.${e.id}`;
	const set = (d: Draft, patch: Partial<EventDef>) => void (d.events[i] = { ...d.events[i], ...patch });
	return [
		{ field: fieldOf(e, 'name', `${k}.name`, g, nameLabel, NAME, e.name), apply: (d, v) => set(d, { name: text(v, d.events[i].name) }) },
		{ field: fieldOf(e, 'when', `${k}.when`, g, tx('Druh účinku', 'Kind of effect'), EVENT_WHEN, e.when), apply: (d, v) => set(d, { when: pick(v, ['immediate', 'passive'] as const, d.events[i].when) }) },
		{ field: fieldOf(e, 'steps', `${k}.steps`, g, tx('Účinek', 'Effect'), abilityKind, stepsToEffect(e.steps)), apply: (d, v) => set(d, { steps: steps(v, d.events[i].steps) }) }
	];
}

const WALL_GROUP = tx('Zeď a zátarasy', 'Wall and barricades');

function wallFields(w: WallLevelDef, i: number): FieldSpec[] {
	const at = w.level === 0 ? tx('Prázdná pozice Zdi', 'Empty wall position') : tx(`Zeď ${w.level}. úrovně`, `Wall level ${w.level}`);
	const set = (d: Draft, patch: Partial<WallLevelDef>) => void (d.wall[i] = { ...d.wall[i], ...patch });
	const cost: FieldSpec[] =
		w.level === 0
			? []
			: [
					{
						field: fieldOf(w, 'cost', `wall.${w.level}.cost`, WALL_GROUP, tx(`${at.cs}: cena (= čest)`, `${at.en}: cost (= Honor)`), int(1, 40), w.cost),
						apply: (d, v) => set(d, { cost: num(v, d.wall[i].cost) })
					}
				];
	return [
		...cost,
		{ field: fieldOf(w, 'defence', `wall.${w.level}.defence`, WALL_GROUP, tx(`${at.cs}: hodnota obrany`, `${at.en}: defence value`), int(0, 40), w.defence), apply: (d, v) => set(d, { defence: num(v, d.wall[i].defence) }) },
		{ field: fieldOf(w, 'firing', `wall.${w.level}.firing`, WALL_GROUP, tx(`${at.cs}: střelecké pozice`, `${at.en}: firing positions`), int(0, 6), w.firing), apply: (d, v) => set(d, { firing: num(v, d.wall[i].firing) }) }
	];
}

function barricadeFields(b: BarricadeDef): FieldSpec[] {
	const f = (part: 'cost' | 'honor' | 'defence' | 'max', label: Text, kind: ContentKind): FieldSpec => ({
		field: fieldOf(b, part, `barricade.${part}`, WALL_GROUP, label, kind, b[part]),
		apply: (d, v) => void (d.barricade = { ...d.barricade, [part]: num(v, d.barricade[part]) })
	});
	return [
		f('cost', tx('Zátaras: cena (dřevo/kámen/zlato)', 'Barricade: cost (wood/stone/gold)'), int(0, 10)),
		f('honor', tx('Zátaras: čest', 'Barricade: Honor'), int(0, 10)),
		f('defence', tx('Zátaras: obrana', 'Barricade: defence'), int(0, 10)),
		f('max', tx('Zátarasy: nejvýš na úsek', 'Barricades: at most per section'), int(0, 3))
	];
}

function timeFields(t: TimeTrackDef): FieldSpec[] {
	const g = tx(`Časová stupnice (${SIDE_NAMES[t.side].cs})`, `Time track (${SIDE_NAMES[t.side].en})`);
	const k = `time.${t.side}`;
	const set = (d: Draft, patch: Partial<TimeTrackDef>) => void (d.timeTracks[t.side] = { ...d.timeTracks[t.side], ...patch });
	const space = (n: number, part: 'hordes' | 'loss', v: ContentValue, d: Draft) => {
		const spaces = [...d.timeTracks[t.side].spaces];
		spaces[n] = { ...spaces[n], [part]: num(v, spaces[n][part]) };
		set(d, { spaces });
	};
	return [
		{ field: fieldOf(t, 'length', `${k}.length`, g, tx('Počet políček na desce', 'Spaces on the board'), int(2, MAX_TIME_SPACES), t.length), apply: (d, v) => set(d, { length: num(v, d.timeTracks[t.side].length) }) },
		{ field: fieldOf(t, 'start', `${k}.start`, g, tx('Startovní políčko (1 = první)', 'Start space (1 = the first)'), int(1, MAX_TIME_SPACES), t.start + 1), apply: (d, v) => set(d, { start: num(v, d.timeTracks[t.side].start + 1) - 1 }) },
		...t.spaces.flatMap((s, n): FieldSpec[] => [
			{ field: fieldOf(t, 'spaces', `${k}.${n + 1}.hordes`, g, tx(`Políčko ${n + 1}: hordy na jaře (nahoře)`, `Space ${n + 1}: hordes in Spring (above)`), int(0, 6), s.hordes), apply: (d, v) => space(n, 'hordes', v, d) },
			{ field: fieldOf(t, 'spaces', `${k}.${n + 1}.loss`, g, tx(`Políčko ${n + 1}: hodnota ztrát (dole)`, `Space ${n + 1}: loss value (below)`), int(0, 5), s.loss), apply: (d, v) => space(n, 'loss', v, d) }
		])
	];
}

function locationFields(l: LocationDef, i: number): FieldSpec[] {
	const g = groupOf('Lokace', 'Location', l.name);
	const k = `location.${l.id}`;
	const set = (d: Draft, patch: Partial<LocationDef>) => void (d.locations[i] = { ...d.locations[i], ...patch });
	const overseer: FieldSpec[] = l.overseer
		? (['place', 'toTwo', 'toThree'] as const).map((step, n) => ({
				field: fieldOf(l, 'overseer', `${k}.overseer.${step}`, g, [tx('Dohlížitel: cena umístění', 'Overseer: cost to place'), tx('Dohlížitel: cena povýšení na 2', 'Overseer: cost to upgrade to 2'), tx('Dohlížitel: cena povýšení na 3', 'Overseer: cost to upgrade to 3')][n], resourcesKind, { ...l.overseer![step] }),
				apply: (d: Draft, v: ContentValue) => {
					const cur = d.locations[i].overseer;
					if (cur) set(d, { overseer: { ...cur, [step]: bag(v, cur[step]) } });
				}
			}))
		: [];
	return [
		{ field: fieldOf(l, 'kind', `${k}.kind`, g, tx('Druh lokace', 'Kind of location'), LOCATION_KIND, l.kind), apply: (d, v) => set(d, { kind: pick(v, ['regular', 'special'] as const, d.locations[i].kind) }) },
		...BOARD_SIDES.map(
			(side): FieldSpec => ({
				field: fieldOf(l, 'slots', `${k}.slots.${side}`, g, tx(`Míst pro úředníky (${SIDE_NAMES[side].cs}; jen běžná lokace)`, `Clerk slots (${SIDE_NAMES[side].en}; regular only)`), int(0, 8), l.slots[side]),
				apply: (d, v) => set(d, { slots: { ...d.locations[i].slots, [side]: num(v, d.locations[i].slots[side]) } })
			})
		),
		{ field: fieldOf(l, 'shame', `${k}.shame`, g, tx('Symbol hanby', 'Shame symbol'), YES_NO, l.shame ? 'yes' : 'no'), apply: (d, v) => set(d, { shame: yes(v, d.locations[i].shame) }) },
		...overseer
	];
}

const RULE_GROUP = tx('Ceny a čísla pravidel', 'Costs and rule numbers');
type NumberKey = Exclude<keyof RuleNumbers, 'recruit' | 'commandTrack'>;
const RULE_SOURCE: Record<NumberKey, [Text, string, ContentKind]> = {
	rescueChi: [tx('Záchrana vojáka (čchi)', 'Saving a soldier (Chi)'), '[GW-9] S1 Core p.6, p.10; seed l.827-834', int(0, 6)],
	hireClerkGold: [tx('Najmutí úředníka (zlato)', 'Hiring a clerk (Gold)'), 'seed l.1253-1283', int(0, 6)],
	donationHonor: [tx('Čest za dar do Skladiště', 'Honor per donation'), 'seed l.935-941', int(0, 6)],
	shameShedChi: [tx('Odhození hanby v létě (čchi)', 'Shedding shame in Summer (Chi)'), 'seed l.481-484, 617-619', int(0, 6)],
	defeatHonor: [tx('Čest za vojáka na poražené hordě', 'Honor for a soldier on a defeated horde'), 'seed l.761-797', int(0, 6)],
	archerDefeatHonor: [tx('Čest za lučištníka u poražené hordy', 'Honor per archer at a defeated horde'), 'seed l.761-797', int(0, 6)],
	commandReclaimHonor: [tx('Čest za kartu velení ponechanou v odhazovacím balíčku', 'Honor per command card left discarded'), 'seed l.624-630', int(0, 6)],
	shamePenalty: [tx('Ztráta cti za žeton hanby', 'Honor lost per Shame token'), 'seed l.474-479, 1343-1348', int(0, 10)],
	shamePerPlayer: [tx('Žetony hanby v banku na hráče', 'Shame tokens in the bank per player'), 'seed l.211', int(1, 20)],
	shameTwoPlayer: [tx('Žetony hanby ve hře 2 hráčů', 'Shame tokens with 2 players'), 'seed l.1400; S1 FAQ #22', int(1, 40)],
	shameSolo: [tx('Žetony hanby v sólu', 'Shame tokens in solo'), 'seed l.1536', int(1, 40)],
	coopShameHonor: [tx('Družstevní hra: čest za odhození hanby', 'Co-op: Honor to discard shame'), 'seed l.1830-1841', int(0, 20)],
	tacticHandLimit: [tx('Limit karet taktiky v ruce', 'Tactic hand limit'), 'seed l.1304-1305', int(1, 10)],
	qinArtifactHonor: [tx('Sólo: Qinova čest za artefakt', 'Solo: Qin’s Honor per artifact'), 'seed l.1692-1693', int(0, 40)],
	qinSupportAtSetup: [tx('Sólo: Qinovi podpůrní rádci na začátku', 'Solo: Qin’s Supporting Advisors at setup'), 'seed l.1532-1534', int(0, 4)]
};

function ruleFields(n: RuleNumbers): FieldSpec[] {
	const numberFields = (Object.keys(RULE_SOURCE) as NumberKey[]).map((key): FieldSpec => {
		const [label, source, kind] = RULE_SOURCE[key];
		return { field: { key: `rule.${key}`, group: RULE_GROUP, label, kind, placeholder: n[key], source }, apply: (d, v) => void (d.numbers = { ...d.numbers, [key]: num(v, d.numbers[key]) }) };
	});
	const recruit = UNIT_KINDS.map(
		(u): FieldSpec => ({
			field: { key: `rule.recruit.${u}`, group: RULE_GROUP, label: tx(`Verbování: ${UNIT_NAMES[u].cs}`, `Recruiting: ${UNIT_NAMES[u].en}`), kind: resourcesKind, placeholder: { ...n.recruit[u] }, source: '[GW-9] S1 Core p.7-9' },
			apply: (d, v) => void (d.numbers = { ...d.numbers, recruit: { ...d.numbers.recruit, [u]: bag(v, d.numbers.recruit[u]) } })
		})
	);
	const track = BOARD_SIDES.map((side): FieldSpec => {
		const field: ContentField = {
			key: `rule.commandTrack.${side}`,
			group: RULE_GROUP,
			label: tx(`Pozice stupnice velení (${SIDE_NAMES[side].cs})`, `Command-track positions (${SIDE_NAMES[side].en})`),
			// 3 cards each Fall on the small side (3 players, or 2 + Reed, or solo + Qin + Reed); 4 on the large side.
			kind: side === 'small' ? int(3, 5) : int(4, 5),
			placeholder: n.commandTrack[side],
			source: side === 'large' ? 'seed l.639-645' : 'placeholder'
		};
		if (RULE_NUMBERS_GUESSED.has(`commandTrack.${side}`)) Object.assign(field, { provisional: true, note: COMMAND_TRACK_NOTE });
		return { field, apply: (d, v) => void (d.numbers = { ...d.numbers, commandTrack: { ...d.numbers.commandTrack, [side]: num(v, d.numbers.commandTrack[side]) } }) };
	});
	return [...recruit, ...numberFields, ...track];
}

const MODE_GROUP = tx('Režimy: sólo, Rákosový klan, družstevní hra', 'Modes: solo, Reed Clan, co-op');
const LOCATION_CHOICE = choice(LOCATION_IDS.map((l) => ({ value: l, label: LOCATION_NAMES[l] })));
const QIN_TOKEN_NAMES: Record<QinToken, Text> = { ...RESOURCE_NAMES, wound: tx('žeton zranění', 'wound marker') };

function modeFields(d0: GwData): FieldSpec[] {
	const solo = d0.solo;
	const tokens = QIN_TOKENS.map(
		(t): FieldSpec => ({
			field: fieldOf(solo, null, `solo.token.${t}`, MODE_GROUP, tx(`Qinova stupnice lokací: ${QIN_TOKEN_NAMES[t].cs} → lokace`, `Qin’s location track: ${QIN_TOKEN_NAMES[t].en} → location`), LOCATION_CHOICE, solo.tokenLocation[t]),
			apply: (d, v) => void (d.solo = { ...d.solo, tokenLocation: { ...d.solo.tokenLocation, [t]: pick(v, LOCATION_IDS, d.solo.tokenLocation[t]) } })
		})
	);
	const overseers = PRODUCTION_IDS.map(
		(l): FieldSpec => ({
			field: fieldOf(solo, 'overseers', `solo.overseer.${l}`, MODE_GROUP, tx(`Qinův dohlížitel: ${LOCATION_NAMES[l].cs}`, `Qin’s overseer: ${LOCATION_NAMES[l].en}`), choice((['spearman', 'horseman'] as const).map((u) => ({ value: u, label: UNIT_NAMES[u] }))), solo.overseers[l]),
			apply: (d, v) => void (d.solo = { ...d.solo, overseers: { ...d.solo.overseers, [l]: pick(v, ['spearman', 'horseman'] as const, d.solo.overseers[l]) } })
		})
	);
	const reedClerks = d0.reed.startClerks.map(
		(l, n): FieldSpec => ({
			field: fieldOf(d0.reed, null, `reed.clerk.${n + 1}`, MODE_GROUP, tx(`Rákosový klan: ${n + 1}. úředník začíná v`, `Reed Clan: clerk ${n + 1} starts in`), LOCATION_CHOICE, l),
			apply: (d, v) => {
				const startClerks = [...d.reed.startClerks];
				startClerks[n] = pick(v, LOCATION_IDS, startClerks[n]);
				d.reed = { ...d.reed, startClerks };
			}
		})
	);
	const spearmen: FieldSpec = {
		field: fieldOf(d0.reed, null, 'reed.spearmen', MODE_GROUP, tx('Rákosový klan: kopiníci', 'Reed Clan: spearmen'), int(1, 10), d0.reed.spearmen),
		apply: (d, v) => void (d.reed = { ...d.reed, spearmen: num(v, d.reed.spearmen) })
	};
	const coop = COOP_PLAYERS.flatMap((n): FieldSpec[] => [
		{
			field: fieldOf(d0.coop, null, `coop.requestsToWin.${n}`, MODE_GROUP, tx(`Družstevní hra (${n} hráči): splněných požadavků k výhře`, `Co-op (${n} players): requests to fulfil`), int(1, 12), d0.coop.requestsToWin[n]),
			apply: (d, v) => void (d.coop = { ...d.coop, requestsToWin: { ...d.coop.requestsToWin, [n]: num(v, d.coop.requestsToWin[n]) } })
		},
		{
			field: fieldOf(d0.coop, null, `coop.activeRequests.${n}`, MODE_GROUP, tx(`Družstevní hra (${n} hráči): požadavků ve hře`, `Co-op (${n} players): requests in play`), int(1, 3), d0.coop.activeRequests[n]),
			apply: (d, v) => void (d.coop = { ...d.coop, activeRequests: { ...d.coop.activeRequests, [n]: num(v, d.coop.activeRequests[n]) } })
		}
	]);
	return [...tokens, ...overseers, ...reedClerks, spearmen, ...coop];
}

const SPECS: readonly FieldSpec[] = [
	...BUILT_IN_DATA.hordeTypes.flatMap(hordeFields),
	...BUILT_IN_DATA.generals.flatMap(generalFields),
	...BUILT_IN_DATA.advisors.flatMap(advisorFields),
	...BUILT_IN_DATA.commands.flatMap(commandFields),
	...BUILT_IN_DATA.tactics.flatMap(tacticFields),
	...BUILT_IN_DATA.artifacts.flatMap(artifactFields),
	...BUILT_IN_DATA.requests.flatMap(requestFields),
	...BUILT_IN_DATA.events.flatMap(eventFields),
	...BUILT_IN_DATA.wall.flatMap(wallFields),
	...barricadeFields(BUILT_IN_DATA.barricade),
	...BOARD_SIDES.flatMap((s) => timeFields(BUILT_IN_DATA.timeTracks[s])),
	...BUILT_IN_DATA.locations.flatMap(locationFields),
	...ruleFields(BUILT_IN_DATA.numbers),
	...modeFields(BUILT_IN_DATA)
];

export const GW_CONTENT_FIELDS: ContentField[] = SPECS.map((s) => s.field);

/** What of The Great Wall an owner may correct (engine/pack.ts); nothing may be added (see the header). */
export const GW_CONTENT: ContentDescription = { game: 'greatwall', version: 1, fields: GW_CONTENT_FIELDS, templates: [] };

// ---------------------------------------------------------------------------------------------
// Checks beyond each value's kind

/**
 * Why these (kind-checked) values cannot make a playable game, or null: a horde card needs at least
 * one vital spot and no spot twice; a regular location at least one slot on each side; Qin's track
 * tokens different locations; the Reed Clan's clerks different locations; a time track's start
 * space must lie on the board.
 */
export function contentProblem(values: ContentValues): Text | null {
	const fieldAt = (key: string) => GW_CONTENT_FIELDS.find((f) => f.key === key);
	for (const t of BUILT_IN_DATA.hordeTypes) {
		const key = `horde.${t.id}.spots`;
		const v = Object.hasOwn(values, key) ? values[key] : undefined;
		if (!Array.isArray(v)) continue;
		const p = spotsProblem(v as EffectValue);
		const f = fieldAt(key)!;
		if (p) return tx(`${f.group.cs} – ${f.label.cs}: ${p.cs}`, `${f.group.en} – ${f.label.en}: ${p.en}`);
	}
	const tables = tablesOf({ options: { content: values } });
	for (const l of tables.locations)
		for (const side of BOARD_SIDES)
			if (l.kind === 'regular' && l.slots[side] < 1)
				return tx(`Lokace ${l.name.cs}: běžná lokace potřebuje aspoň 1 místo (${SIDE_NAMES[side].cs}).`, `Location ${l.name.en}: a regular location needs at least 1 slot (${SIDE_NAMES[side].en}).`);
	const linked = QIN_TOKENS.map((t) => tables.solo.tokenLocation[t]);
	if (new Set(linked).size !== linked.length) return tx('Qinova stupnice lokací: každý žeton musí patřit jiné lokaci.', 'Qin’s location track: each token must belong to a different location.');
	// Never more than 1 Reed Clan clerk in one location (seed l.1424-1429).
	if (new Set(tables.reed.startClerks).size !== tables.reed.startClerks.length) return tx('Rákosový klan: v jedné lokaci smí být nejvýš 1 jeho úředník.', 'Reed Clan: at most 1 of its clerks in one location.');
	for (const side of BOARD_SIDES) {
		const t = tables.timeTracks[side];
		if (t.start >= t.length)
			return tx(
				`Časová stupnice (${SIDE_NAMES[side].cs}): startovní políčko ${t.start + 1} není na desce (políček ${t.length}).`,
				`Time track (${SIDE_NAMES[side].en}): the start space ${t.start + 1} is not on the board (${t.length} spaces).`
			);
	}
	return null;
}

type PackOptions = { content?: ContentValues; contentAdded?: AddedRecord[]; contentPack?: PackLabel };

/** The pack option fields the rules' options schema adds (`OPTIONS.with(gwContentOptionFields())`). */
export const gwContentOptionFields = () => contentOptionFields(GW_CONTENT);

/** Parsed options with pack keys (checkPackOptions) whose values also make a playable game (contentProblem). */
export function checkGwPackOptions<T extends PackOptions>(options: T): Result<T> {
	const r = checkPackOptions(GW_CONTENT, options);
	if (!r.ok || !r.value.content) return r;
	const problem = contentProblem(r.value.content);
	return problem ? { ok: false, reason: problem } : r;
}

// ---------------------------------------------------------------------------------------------
// The match's tables

/** The built-in data with `values` in (values checked by parseOptions against their fields). */
function buildData(values: ContentValues): GwData {
	const d = draftOf(BUILT_IN_DATA);
	for (const s of SPECS) if (Object.hasOwn(values, s.field.key)) s.apply(d, values[s.field.key]);
	return d;
}

const byObject = new WeakMap<object, GwTables>();
const byText = new Map<string, GwTables>();
const MAX_TEXT_ENTRIES = 16;

/**
 * The match's tables (its pack's values in; the built-in ones when it has none). Cached by the
 * values object and by its text (each step folds a cloned state: a new object, the same text).
 */
export function tablesOf(h: ContentHolder): GwTables {
	const values = h.options.content;
	if (!values) return BUILT_IN_TABLES;
	const known = byObject.get(values);
	if (known) return known;
	const key = JSON.stringify(values);
	let tables = byText.get(key);
	if (!tables) {
		tables = tablesFrom(buildData(values));
		if (byText.size >= MAX_TEXT_ENTRIES) byText.delete(byText.keys().next().value!);
		byText.set(key, tables);
	}
	byObject.set(values, tables);
	return tables;
}

/** A holder of no pack values: the built-in data. */
export const BUILT_IN_HOLDER: ContentHolder = { options: {} };

/** The provisional fields a match still plays on their placeholder (none corrected by its pack): the setup and end screens' note. */
export const placeholdersIn = (h: ContentHolder): ContentField[] => GW_CONTENT_FIELDS.filter((f) => f.provisional && !(h.options.content && Object.hasOwn(h.options.content, f.key)));

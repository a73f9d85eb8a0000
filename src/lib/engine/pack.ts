/**
 * Content packs (issue 25). A game describes its correctable content once (`ContentDescription`:
 * the fields of its records, engine/content.ts, and templates of records an owner may ADD, e.g. the
 * Imperial Settlers expansion cards no public source lists). The built-in data is the pack
 * "Výchozí / Built-in"; a user pack is overrides (field key → value) and added records on top of it,
 * with a name, an author, a note per record and its own content hash.
 *
 * A match plays a pack through its options (reserved keys, checked by every game's parseOptions
 * through `contentOptionFields`): `content` (the overrides, as the owner values always were),
 * `contentAdded` (the added records) and `contentPack` (the pack's name and content hash, which
 * parseOptions recomputes: a record whose hash does not match its content is refused). So the
 * match record embeds the pack, a save replays exactly on any device, and online every device
 * folds the host's pack. No code is ever loaded from data: effects are data of a closed
 * vocabulary the game's rules interpret.
 */
import { contentValueOf, kindValueOf, parseContentValues, type ContentField, type ContentKind, type ContentValue, type ContentValues } from './content';
import { canonicalJson, fnv1a64 } from './hash';
import { checkBounds, shape, type Bounds, type Shape } from './shape';
import { tx } from './sdk/text';
import { ok, type Result, type Text } from './types';
import { isRecord, ownValue, type PackLabel } from './pack-label';

// The label of a match's pack lives in its own small module: the first page reads it (the badge,
// a game's mode summary) without loading the pack code (issue 28).
export { packOfOptions, type PackLabel } from './pack-label';

/** A field of a record template (its key is relative to the added record). */
export interface TemplateField {
	key: string;
	label: Text;
	kind: ContentKind;
	/** What a new record starts with. */
	initial: ContentValue;
	help?: Text;
}

/** A kind of record an owner may add (e.g. a missing expansion card). */
export interface RecordTemplate {
	/** Stable type id (saved in packs and match options: never rename). */
	type: string;
	label: Text;
	help?: Text;
	fields: TemplateField[];
	/** At most this many added records of this type. */
	max: number;
}

/** An added record: its template, its own id (unique in the pack) and its values. */
export interface AddedRecord {
	type: string;
	/** `[a-z0-9-]`, 1–32 characters, unique in the pack. */
	id: string;
	values: Record<string, ContentValue>;
}

/** What of a game an owner may correct and add. */
export interface ContentDescription {
	game: string;
	/** The built-in content's version: a pack made for a newer one is refused. */
	version: number;
	fields: ContentField[];
	templates: RecordTemplate[];
}

export const PACK_FORMAT = 'deskovky-pack';
export const PACK_FORMAT_VERSION = 1;
/** The built-in pack's name. */
export const BUILT_IN_PACK_NAME: Text = { cs: 'Výchozí', en: 'Built-in' };

/** A pack as stored and exported. */
export interface ContentPack {
	format: typeof PACK_FORMAT;
	formatVersion: typeof PACK_FORMAT_VERSION;
	game: string;
	contentVersion: number;
	name: string;
	author: string;
	/** Overrides: field key → value. */
	values: ContentValues;
	added: AddedRecord[];
	/** A note per field key or added record id ("from my copy, card 17"). */
	notes: Record<string, string>;
}


const MAX_NAME = 60;
const MAX_NOTE = 500;
const MAX_NOTES = 400;
const ID_PATTERN = /^[a-z0-9-]{1,32}$/;
/** A pack file: generous for hundreds of records with effects, small enough to parse at once. */
export const PACK_BOUNDS: Bounds = { maxDepth: 8, maxNodes: 60_000, maxChars: 600_000 };
/** A pack file's text: at most 1 MB. */
export const MAX_PACK_FILE_CHARS = 1_000_000;
/**
 * The most characters a pack's data (its overrides and added records, which travel in a match's
 * options) may have: the options go in one network message (net/framing.ts MAX_MESSAGE_CHARS,
 * 64 KiB, with the room state around them), so a pack that plays on one device plays online too.
 */
export const MAX_PACK_DATA_CHARS = 48_000;

/** The characters of a pack's data as a match's options carry it (its overrides and added records). */
export const packDataChars = (values: ContentValues, added: readonly AddedRecord[]): number => canonicalJson({ content: values, contentAdded: added }).length;

/** Why a pack's data is too large to play (null when it fits). */
function dataSizeProblem(values: ContentValues, added: readonly AddedRecord[]): Text | null {
	const size = packDataChars(values, added);
	return size > MAX_PACK_DATA_CHARS
		? tx(`Balíček je příliš velký na hraní: jeho data mají ${size} znaků, smí mít nejvýš ${MAX_PACK_DATA_CHARS}.`, `The pack is too large to play: its data has ${size} characters, at most ${MAX_PACK_DATA_CHARS}.`)
		: null;
}

const fail = (cs: string, en: string): { ok: false; reason: Text } => ({ ok: false, reason: tx(cs, en) });
const shown = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);
/** Untrusted data as a reason may show it: a string shortened, an object or a list never converted (a null-prototype object would throw). */
const shownValue = (v: unknown): string =>
	typeof v === 'string' ? shown(v) : typeof v === 'number' || typeof v === 'boolean' || v === null || v === undefined ? String(v) : Array.isArray(v) ? '[…]' : '{…}';

/**
 * The content hash of a pack's overrides and added records. Names and notes are not content; nor
 * is the content version (the match's rules version fixes the built-in data), so a saved match's
 * hash still checks after an update.
 */
export function contentHash(game: string, values: ContentValues, added: readonly AddedRecord[]): string {
	return fnv1a64(canonicalJson({ game, values, added }));
}

export const packHash = (p: Pick<ContentPack, 'game' | 'values' | 'added'>): string => contentHash(p.game, p.values, p.added);

/** A new empty pack of this game (the built-in pack when named so and left empty). */
export function emptyPack(desc: ContentDescription, name: string, author = ''): ContentPack {
	return { format: PACK_FORMAT, formatVersion: PACK_FORMAT_VERSION, game: desc.game, contentVersion: desc.version, name, author, values: {}, added: [], notes: {} };
}

/** Whether the pack changes nothing (it plays as the built-in data). */
export const isEmptyPack = (p: Pick<ContentPack, 'values' | 'added'>): boolean => !Object.keys(p.values).length && !p.added.length;

/** An added record of `desc`'s templates, or why not (the reason names the record and the field). */
export function addedRecordOf(desc: ContentDescription, raw: unknown, index: number): Result<AddedRecord> {
	const where = tx(`Přidaný záznam ${index + 1}`, `Added record ${index + 1}`);
	if (!isRecord(raw) || Object.keys(raw).some((k) => k !== 'type' && k !== 'id' && k !== 'values'))
		return fail(`${where.cs}: musí mít druh, id a hodnoty.`, `${where.en}: it must have a type, an id and values.`);
	const type = ownValue(raw, 'type');
	const template = typeof type === 'string' ? desc.templates.find((t) => t.type === type) : undefined;
	if (!template) return fail(`${where.cs}: tato hra nedovoluje přidat záznam druhu „${shownValue(type)}“.`, `${where.en}: this game does not allow adding a record of type “${shownValue(type)}”.`);
	const id = ownValue(raw, 'id');
	if (typeof id !== 'string' || !ID_PATTERN.test(id)) return fail(`${where.cs}: id smí mít 1–32 znaků a–z, 0–9 a „-“.`, `${where.en}: an id has 1–32 characters a–z, 0–9 and “-”.`);
	const values = ownValue(raw, 'values');
	if (!isRecord(values)) return fail(`${where.cs} (${id}): hodnoty musí být objekt.`, `${where.en} (${id}): the values must be an object.`);
	const unknown = Object.keys(values).find((k) => !template.fields.some((f) => f.key === k));
	if (unknown !== undefined) return fail(`${where.cs} (${id}): neznámé pole „${shown(unknown)}“.`, `${where.en} (${id}): unknown field “${shown(unknown)}”.`);
	const out: Record<string, ContentValue> = {};
	for (const f of template.fields) {
		const name = tx(`${template.label.cs} ${id} – ${f.label.cs}`, `${template.label.en} ${id} – ${f.label.en}`);
		if (!Object.hasOwn(values, f.key)) return fail(`${name.cs}: chybí.`, `${name.en}: is missing.`);
		const r = kindValueOf(f.kind, ownValue(values, f.key), name);
		if (!r.ok) return r;
		out[f.key] = r.value;
	}
	return ok({ type: template.type, id, values: out });
}

/** Added records of `desc`: each valid, ids unique, at most each template's `max`. */
export function parseAddedRecords(desc: ContentDescription, raw: unknown): Result<AddedRecord[]> {
	if (!Array.isArray(raw)) return fail('Přidané záznamy musí být seznam.', 'The added records must be a list.');
	const total = desc.templates.reduce((n, t) => n + t.max, 0);
	if (raw.length > total) return fail(`Přidaných záznamů smí být nejvýš ${total}.`, `There may be at most ${total} added records.`);
	const out: AddedRecord[] = [];
	for (let i = 0; i < raw.length; i++) {
		const r = addedRecordOf(desc, raw[i], i);
		if (!r.ok) return r;
		if (out.some((x) => x.id === r.value.id)) return fail(`Id „${r.value.id}“ je mezi přidanými záznamy dvakrát.`, `The id “${r.value.id}” is used by two added records.`);
		out.push(r.value);
	}
	for (const t of desc.templates) {
		if (out.filter((x) => x.type === t.type).length > t.max) return fail(`${t.label.cs}: smí jich být přidáno nejvýš ${t.max}.`, `${t.label.en}: at most ${t.max} may be added.`);
	}
	return ok(out);
}

const PACK_KEYS = ['format', 'formatVersion', 'game', 'contentVersion', 'name', 'author', 'values', 'added', 'notes'];

/**
 * A pack from an untrusted source (a file, storage): bounded, every field checked against the
 * game's description; a bad pack is refused with the field and the reason. Never throws.
 */
export function parsePack(desc: ContentDescription, raw: unknown): Result<ContentPack> {
	const bounded = checkBounds(raw, PACK_BOUNDS);
	if (!bounded.ok) return fail(`Balíček: ${bounded.reason.cs}`, `Pack: ${bounded.reason.en}`);
	try {
		if (!isRecord(raw)) return fail('Balíček musí být objekt JSON.', 'A pack must be a JSON object.');
		const unknown = Object.keys(raw).find((k) => !PACK_KEYS.includes(k));
		if (unknown !== undefined) return fail(`Balíček: neznámé pole „${shown(unknown)}“.`, `Pack: unknown field “${shown(unknown)}”.`);
		if (ownValue(raw, 'format') !== PACK_FORMAT) return fail('Tento soubor není balíček obsahu Deskovek.', 'This file is not a Deskovky content pack.');
		const missing = PACK_KEYS.find((k) => !Object.hasOwn(raw, k));
		if (missing !== undefined) return fail(`Balíček: chybí pole „${missing}“.`, `Pack: the field “${missing}” is missing.`);
		const formatVersion = ownValue(raw, 'formatVersion');
		if (formatVersion !== PACK_FORMAT_VERSION)
			return fail(`Balíček má formát verze ${shownValue(formatVersion)}; tato aplikace čte verzi ${PACK_FORMAT_VERSION}.`, `The pack's format is version ${shownValue(formatVersion)}; this app reads version ${PACK_FORMAT_VERSION}.`);
		const game = ownValue(raw, 'game');
		if (game !== desc.game) return fail(`Balíček patří jiné hře („${shownValue(game)}“).`, `The pack belongs to another game (“${shownValue(game)}”).`);
		const contentVersion = ownValue(raw, 'contentVersion');
		if (typeof contentVersion !== 'number' || !Number.isInteger(contentVersion) || contentVersion < 1) return fail('Balíček: pole „contentVersion“ má být celé kladné číslo.', 'Pack: the field “contentVersion” must be a positive whole number.');
		if (contentVersion > desc.version)
			return fail(`Balíček vznikl pro novější data hry (verze ${contentVersion}, tato aplikace má ${desc.version}): aktualizujte aplikaci.`, `The pack was made for newer game data (version ${contentVersion}, this app has ${desc.version}): update the app.`);
		const name = ownValue(raw, 'name');
		if (typeof name !== 'string' || !name.trim() || name.length > MAX_NAME) return fail(`Balíček: název musí mít 1–${MAX_NAME} znaků.`, `Pack: the name must have 1–${MAX_NAME} characters.`);
		const author = ownValue(raw, 'author');
		if (typeof author !== 'string' || author.length > MAX_NAME) return fail(`Balíček: autor smí mít nejvýš ${MAX_NAME} znaků.`, `Pack: the author may have at most ${MAX_NAME} characters.`);
		const valuesRaw = ownValue(raw, 'values');
		if (!isRecord(valuesRaw)) return fail('Balíček: pole „values“ (opravené hodnoty) musí být objekt.', 'Pack: the field “values” (the corrected values) must be an object.');
		const values = parseContentValues(desc.fields, valuesRaw);
		if (!values.ok) return values;
		const added = parseAddedRecords(desc, ownValue(raw, 'added'));
		if (!added.ok) return added;
		const tooLarge = dataSizeProblem(values.value, added.value);
		if (tooLarge) return { ok: false, reason: tooLarge };
		const notesRaw = ownValue(raw, 'notes');
		if (!isRecord(notesRaw)) return fail('Balíček: poznámky musí být objekt.', 'Pack: the notes must be an object.');
		const noteKeys = Object.keys(notesRaw);
		if (noteKeys.length > MAX_NOTES) return fail(`Balíček: poznámek smí být nejvýš ${MAX_NOTES}.`, `Pack: there may be at most ${MAX_NOTES} notes.`);
		const notes: Record<string, string> = {};
		for (const k of noteKeys) {
			if (!desc.fields.some((f) => f.key === k) && !added.value.some((a) => a.id === k)) return fail(`Balíček: poznámka k neznámému záznamu „${shown(k)}“.`, `Pack: a note on an unknown record “${shown(k)}”.`);
			const n = ownValue(notesRaw, k);
			if (typeof n !== 'string' || n.length > MAX_NOTE) return fail(`Balíček: poznámka „${shown(k)}“ musí být text do ${MAX_NOTE} znaků.`, `Pack: the note “${shown(k)}” must be a text of at most ${MAX_NOTE} characters.`);
			if (n) Object.defineProperty(notes, k, { value: n, enumerable: true, writable: true, configurable: true });
		}
		return ok({ format: PACK_FORMAT, formatVersion: PACK_FORMAT_VERSION, game: desc.game, contentVersion, name: name.trim(), author, values: values.value, added: added.value, notes });
	} catch {
		return fail('Balíček nelze přečíst.', 'The pack cannot be read.');
	}
}

/** A pack file's text → a pack, or why not (not JSON, too big, or parsePack's reason). */
export function parsePackText(desc: ContentDescription, text: string): Result<ContentPack> {
	if (text.length > MAX_PACK_FILE_CHARS) return fail('Soubor je příliš velký na balíček obsahu (nejvýš 1 MB).', 'The file is too large for a content pack (at most 1 MB).');
	let raw: unknown;
	try {
		raw = JSON.parse(text);
	} catch {
		return fail('Soubor není platný JSON.', 'The file is not valid JSON.');
	}
	return parsePack(desc, raw);
}

/** A pack as a file's text (JSON, stable key order: the same pack gives the same file). */
export function packFileText(pack: ContentPack): string {
	return JSON.stringify(JSON.parse(canonicalJson(pack)), null, 2) + '\n';
}

/** One change of a pack against the built-in data (the editor's diff, the lobby's "what it changes"). */
export type PackChange =
	| { t: 'value'; field: ContentField; builtIn: ContentValue; value: ContentValue; note?: string }
	| { t: 'added'; template: RecordTemplate; record: AddedRecord; note?: string };

/** The note on `key` (an own one only: an added record may be called `constructor`). */
const noteOf = (notes: Record<string, string>, key: string): string | undefined => {
	const n = ownValue(notes, key);
	return typeof n === 'string' ? n : undefined;
};

/** What `pack` changes against the built-in data, in the description's order. */
export function packChanges(desc: ContentDescription, pack: Pick<ContentPack, 'values' | 'added' | 'notes'>): PackChange[] {
	const out: PackChange[] = [];
	for (const field of desc.fields) {
		if (!Object.hasOwn(pack.values, field.key)) continue;
		const value = pack.values[field.key];
		if (canonicalJson(value) === canonicalJson(field.placeholder)) continue;
		out.push({ t: 'value', field, builtIn: field.placeholder, value, note: noteOf(pack.notes, field.key) });
	}
	for (const record of pack.added) {
		const template = desc.templates.find((t) => t.type === record.type);
		if (template) out.push({ t: 'added', template, record, note: noteOf(pack.notes, record.id) });
	}
	return out;
}

/** The label a match of this pack carries (null: the built-in data). */
export function packLabel(pack: ContentPack): PackLabel | null {
	return isEmptyPack(pack) ? null : { name: pack.name, hash: packHash(pack) };
}

/** The reserved option keys a pack travels in. */
export const PACK_OPTION_KEYS = ['content', 'contentAdded', 'contentPack'] as const;

/**
 * The options of a new match playing `pack` (the built-in data: `options` unchanged, so old
 * matches keep their hashes). The keys are set in a fixed order.
 */
export function withPack(options: unknown, pack: ContentPack | null): unknown {
	if (!pack || isEmptyPack(pack) || !isRecord(options)) return options;
	const out: Record<string, unknown> = {};
	// defineProperty: an option key is a plain key whatever it is called (even `__proto__`).
	for (const k of Object.keys(options))
		if (!(PACK_OPTION_KEYS as readonly string[]).includes(k)) Object.defineProperty(out, k, { value: ownValue(options, k), enumerable: true, writable: true, configurable: true });
	if (Object.keys(pack.values).length) out.content = structuredClone(pack.values);
	if (pack.added.length) out.contentAdded = structuredClone(pack.added);
	out.contentPack = { name: pack.name, hash: packHash(pack) };
	return out;
}

/** The added records a match's options carry (already checked by the game's parseOptions). */
export function addedOfOptions(options: unknown): AddedRecord[] {
	if (!isRecord(options)) return [];
	const a = ownValue(options, 'contentAdded');
	return Array.isArray(a) ? (a as AddedRecord[]) : [];
}

/** Built on first use: nothing runs when the module loads (it is on the first page). */
const packLabelShape = (): Shape<PackLabel> => shape.obj({ name: shape.str(MAX_NAME, 1), hash: shape.str(16, 16) });

/**
 * The option fields every game with content adds to its options schema (`OPTIONS.with(...)`):
 * the overrides, the added records and the pack's label. Check the whole with `checkPackOptions`.
 */
export function contentOptionFields(desc: ContentDescription) {
	return {
		content: shape.opt(shape.check(tx('hodnoty balíčku', 'pack values'), (v) => parseContentValues(desc.fields, v))),
		contentAdded: shape.opt(shape.check(tx('přidané záznamy', 'added records'), (v) => parseAddedRecords(desc, v))),
		contentPack: shape.opt(packLabelShape())
	};
}

/**
 * Parsed options with pack keys: drops empty ones (a match without changes is the same match as
 * none: old saves keep their hashes) and refuses a pack label whose hash does not match the
 * content it names (every device must fold the same data).
 */
export function checkPackOptions<T extends { content?: ContentValues; contentAdded?: AddedRecord[]; contentPack?: PackLabel }>(desc: ContentDescription, options: T): Result<T> {
	const { content, contentAdded, contentPack, ...rest } = options;
	const out = rest as T;
	if (content !== undefined && Object.keys(content).length) out.content = content;
	if (contentAdded !== undefined && contentAdded.length) out.contentAdded = contentAdded;
	if (contentPack) {
		const tooLarge = dataSizeProblem(out.content ?? {}, out.contentAdded ?? []);
		if (tooLarge) return { ok: false, reason: tooLarge };
		const hash = contentHash(desc.game, out.content ?? {}, out.contentAdded ?? []);
		if (hash !== contentPack.hash)
			return fail(`Balíček „${shown(contentPack.name)}“: otisk dat nesouhlasí s jejich obsahem.`, `Pack “${shown(contentPack.name)}”: the data's hash does not match its content.`);
		out.contentPack = contentPack;
	} else if (out.contentAdded) return fail('Přidané záznamy bez balíčku.', 'Added records without a pack.');
	return ok(out);
}

/** A field's value in a pack (its override, else the built-in value). */
export const packValue = (field: ContentField, pack: Pick<ContentPack, 'values'> | null): ContentValue =>
	pack && Object.hasOwn(pack.values, field.key) ? pack.values[field.key] : field.placeholder;

/** Checks one value for the editor (the same check a file import makes). */
export const checkFieldValue = (field: ContentField, value: unknown): Result<ContentValue> => contentValueOf(field, value);

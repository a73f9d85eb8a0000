/**
 * Owner-correctable content values. Where no source gives a value, a game plays on a labelled
 * placeholder; a game lists those values as `ContentField`s (its manifest line's `content`), and
 * the owner of the physical game may correct them in the app (/content). The corrected values
 * travel INSIDE the match options under the reserved key `content` (`withContent`), so they are
 * part of the match record: every peer folds the same rules and a save replays identically. A
 * match without `content` plays on the placeholders, exactly as before the feature.
 *
 * The game's `parseOptions` validates `content` with `parseContentValues`; its rules read the
 * values through small accessors over the state (never a module-level global).
 */
import { parseShape, shape, type Bounds, type Shape } from './shape';
import { ok, type Result, type Text } from './types';

/** A whole number in [min, max], or one of a few named values. */
export type ContentKind = { k: 'int'; min: number; max: number } | { k: 'choice'; options: { value: string; label: Text }[] };

export type ContentValue = number | string;
/** Owner values: field key → value. */
export type ContentValues = Record<string, ContentValue>;

export interface ContentField {
	/** Stable key, e.g. `attack.atk01` or `cost.bar-rabble` (part of saved match options: never rename). */
	key: string;
	/** What the value belongs to (a card): the page groups fields by it. */
	group: Text;
	label: Text;
	kind: ContentKind;
	/** The value the game plays with when the owner gives none. */
	placeholder: ContentValue;
	/** Where the placeholder comes from / why it is a guess. */
	source?: string;
	/** Why the value is unknown (the game's provisional note). */
	note?: Text;
}

const MAX_KEYS = 200;

/** `value` as a value of `field`, or why it is not one (it names the card and the value). */
export function contentValueOf(field: ContentField, value: unknown): Result<ContentValue> {
	const name = `${field.group.cs} – ${field.label.cs}`;
	const nameEn = `${field.group.en} – ${field.label.en}`;
	if (field.kind.k === 'int') {
		const { min, max } = field.kind;
		if (typeof value !== 'number' || !Number.isInteger(value))
			return { ok: false, reason: { cs: `${name}: hodnota musí být celé číslo.`, en: `${nameEn}: the value must be a whole number.` } };
		if (value < min || value > max) return { ok: false, reason: { cs: `${name}: hodnota musí být od ${min} do ${max}.`, en: `${nameEn}: the value must be between ${min} and ${max}.` } };
		return ok(value);
	}
	if (typeof value !== 'string' || !field.kind.options.some((o) => o.value === value)) return { ok: false, reason: { cs: `${name}: neznámá volba.`, en: `${nameEn}: unknown choice.` } };
	return ok(value);
}

/** Why `value` is not a valid value of `field` (null when it is). */
export function contentValueProblem(field: ContentField, value: unknown): Text | null {
	const r = contentValueOf(field, value);
	return r.ok ? null : r.reason;
}

const shown = (key: string) => (key.length > 40 ? `${key.slice(0, 40)}…` : key);
/** Owner values are a flat object of at most MAX_KEYS short keys and values. */
const CONTENT_BOUNDS: Bounds = { maxDepth: 1, maxNodes: MAX_KEYS + 1, maxChars: MAX_KEYS * 200 };
const CONTENT_LABEL = { what: { cs: 'Hodnoty vlastníka', en: 'Owner values' } };

/** One field's value (contentValueOf: its reason names the card and the value). */
const valueShape = (field: ContentField): Shape<ContentValue> => shape.check(field.label, (v) => contentValueOf(field, v));

type OwnerFields = Record<string, Shape<ContentValue> & { optional: true }>;
const shapes = new WeakMap<readonly ContentField[], Shape<Partial<ContentValues>>>();

/**
 * The schema of a game's owner values (engine/shape.ts): a plain object of the fields' keys, each
 * optional, each value valid for its field; the parsed copy keeps the fields' order.
 */
function contentShape(fields: readonly ContentField[]): Shape<Partial<ContentValues>> {
	const known = shapes.get(fields);
	if (known) return known;
	const table: OwnerFields = {};
	// defineProperty: a field key is a plain key whatever it is called.
	for (const f of fields) Object.defineProperty(table, f.key, { value: { ...valueShape(f), optional: true }, enumerable: true });
	const made = shape.obj(table, {
		notObject: { cs: 'Hodnoty vlastníka musí být objekt.', en: 'Owner values must be an object.' },
		unknownKey: (k) => ({ cs: `Neznámá hodnota vlastníka „${shown(k)}“.`, en: `Unknown owner value “${shown(k)}”.` })
	});
	shapes.set(fields, made);
	return made;
}

/**
 * Validates owner values from an untrusted source (match options, a save, the network, storage):
 * a plain object of known keys with valid values (contentShape), bounded in size. Never throws.
 * The result keeps the fields' order.
 */
export function parseContentValues(fields: readonly ContentField[], raw: unknown): Result<ContentValues> {
	const parsed = parseShape(contentShape(fields), raw, CONTENT_LABEL, CONTENT_BOUNDS);
	if (!parsed.ok) return parsed;
	const values: ContentValues = {};
	for (const f of fields) {
		const v = Object.hasOwn(parsed.value, f.key) ? parsed.value[f.key] : undefined;
		if (v !== undefined) values[f.key] = v;
	}
	return ok(values);
}

/**
 * Keeps the valid entries of stored owner values and says what was dropped (stored values may
 * predate a field's removal or be damaged): never throws.
 */
export function salvageContentValues(fields: readonly ContentField[], raw: unknown): { values: ContentValues; dropped: string[] } {
	if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { values: {}, dropped: raw === undefined ? [] : ['*'] };
	try {
		const kept = new Map<string, ContentValue>();
		const dropped: string[] = [];
		for (const k of Object.keys(raw).slice(0, MAX_KEYS * 2)) {
			const f = fields.find((x) => x.key === k);
			// The own data value only (never a getter, never an inherited one).
			const r = f ? contentValueOf(f, Object.getOwnPropertyDescriptor(raw, k)?.value) : null;
			if (r?.ok) kept.set(k, r.value);
			else dropped.push(k);
		}
		const ordered: ContentValues = {};
		for (const f of fields) {
			const v = kept.get(f.key);
			if (v !== undefined) ordered[f.key] = v;
		}
		return { values: ordered, dropped };
	} catch {
		// A proxy or another exotic object: nothing of it is kept.
		return { values: {}, dropped: ['*'] };
	}
}

/** The options of a new match with the owner's values (`content`); unchanged when there are none. */
export function withContent(options: unknown, values: ContentValues): unknown {
	if (!Object.keys(values).length || !options || typeof options !== 'object' || Array.isArray(options)) return options;
	return { ...(options as object), content: { ...values } };
}

/** The owner values a match's options carry (empty when none). */
export function ownerValuesOf(options: unknown): ContentValues {
	const c = (options as { content?: unknown } | null)?.content;
	return c && typeof c === 'object' && !Array.isArray(c) ? (c as ContentValues) : {};
}

/** A field's value in `values`, else its placeholder. */
export const contentValue = (field: ContentField, values: ContentValues | undefined): ContentValue =>
	values && Object.prototype.hasOwnProperty.call(values, field.key) ? values[field.key] : field.placeholder;

/** The label of a value of `field` (a choice's label, or the number). */
export function contentValueLabel(field: ContentField, value: ContentValue): Text {
	if (field.kind.k === 'choice') {
		const o = field.kind.options.find((x) => x.value === value);
		if (o) return o.label;
	}
	return { cs: String(value), en: String(value) };
}

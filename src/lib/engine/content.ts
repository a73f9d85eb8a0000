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

/** Why `value` is not a valid value of `field` (null when it is). */
export function contentValueProblem(field: ContentField, value: unknown): Text | null {
	const name = `${field.group.cs} – ${field.label.cs}`;
	const nameEn = `${field.group.en} – ${field.label.en}`;
	if (field.kind.k === 'int') {
		const { min, max } = field.kind;
		if (typeof value !== 'number' || !Number.isInteger(value))
			return { cs: `${name}: hodnota musí být celé číslo.`, en: `${nameEn}: the value must be a whole number.` };
		if (value < min || value > max) return { cs: `${name}: hodnota musí být od ${min} do ${max}.`, en: `${nameEn}: the value must be between ${min} and ${max}.` };
		return null;
	}
	if (typeof value !== 'string' || !field.kind.options.some((o) => o.value === value))
		return { cs: `${name}: neznámá volba.`, en: `${nameEn}: unknown choice.` };
	return null;
}

/**
 * Validates owner values from an untrusted source (match options, a save, the network, storage):
 * a plain object of known keys with valid values. Never throws. The result keeps the fields' order.
 */
export function parseContentValues(fields: readonly ContentField[], raw: unknown): Result<ContentValues> {
	if (!raw || typeof raw !== 'object' || Array.isArray(raw) || Object.getPrototypeOf(raw) !== Object.prototype)
		return { ok: false, reason: { cs: 'Hodnoty vlastníka musí být objekt.', en: 'Owner values must be an object.' } };
	const o = raw as Record<string, unknown>;
	const keys = Object.keys(o);
	if (keys.length > MAX_KEYS) return { ok: false, reason: { cs: 'Příliš mnoho hodnot vlastníka.', en: 'Too many owner values.' } };
	for (const k of keys)
		if (!fields.some((f) => f.key === k)) {
			const shown = k.length > 40 ? `${k.slice(0, 40)}…` : k;
			return { ok: false, reason: { cs: `Neznámá hodnota vlastníka „${shown}“.`, en: `Unknown owner value “${shown}”.` } };
		}
	const out: ContentValues = {};
	for (const f of fields) {
		if (!Object.prototype.hasOwnProperty.call(o, f.key)) continue;
		const problem = contentValueProblem(f, o[f.key]);
		if (problem) return { ok: false, reason: problem };
		out[f.key] = o[f.key] as ContentValue;
	}
	return ok(out);
}

/**
 * Keeps the valid entries of stored owner values and says what was dropped (stored values may
 * predate a field's removal or be damaged): never throws.
 */
export function salvageContentValues(fields: readonly ContentField[], raw: unknown): { values: ContentValues; dropped: string[] } {
	if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { values: {}, dropped: raw === undefined ? [] : ['*'] };
	const o = raw as Record<string, unknown>;
	const values: ContentValues = {};
	const dropped: string[] = [];
	for (const k of Object.keys(o).slice(0, MAX_KEYS * 2)) {
		const f = fields.find((x) => x.key === k);
		if (f && !contentValueProblem(f, o[k])) values[k] = o[k] as ContentValue;
		else dropped.push(k);
	}
	const ordered: ContentValues = {};
	for (const f of fields) if (Object.prototype.hasOwnProperty.call(values, f.key)) ordered[f.key] = values[f.key];
	return { values: ordered, dropped };
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

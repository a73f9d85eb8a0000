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

/** Named goods and counts, e.g. `{ wood: 2, gold: 1 }` (a `goods` value or an effect's parameter). */
export type Goods = Record<string, number>;

/** One step of a composed effect: a kind of the game's vocabulary and its parameters. */
export interface EffectStep {
	kind: string;
	params: Record<string, number | string | Goods>;
}
/** A composed effect: its steps in order (the game's rules interpret them; never code). */
export type EffectValue = EffectStep[];

/** A parameter of an effect kind: a number, a choice or goods. */
export interface EffectParam {
	key: string;
	label: Text;
	kind: Extract<ContentKind, { k: 'int' } | { k: 'choice' } | { k: 'goods' }>;
	/** What the editor starts a new step with. */
	initial: number | string | Goods;
}

/** An effect kind a game's rules know (gain, pay, produce, convert, when built, end scoring…). */
export interface EffectKindDef {
	kind: string;
	label: Text;
	/** What the kind does, for the editor. */
	help?: Text;
	params: EffectParam[];
}

/** The closed vocabulary of effect kinds a game interprets. */
export interface EffectVocabulary {
	kinds: EffectKindDef[];
	/** At most this many steps in one effect. */
	maxSteps: number;
}

/**
 * A value's kind: a whole number in [min, max]; one of a few named values; a name in Czech and
 * English (`text`: each at most `max` characters); goods (`goods`: named items, each count
 * 1..`max`); a composed effect from the game's vocabulary (`effect`).
 */
export type ContentKind =
	| { k: 'int'; min: number; max: number }
	| { k: 'choice'; options: { value: string; label: Text }[] }
	| { k: 'text'; max: number }
	| { k: 'goods'; items: { value: string; label: Text }[]; max: number }
	| { k: 'effect'; vocabulary: EffectVocabulary };

export type ContentValue = number | string | Text | Goods | EffectValue;
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
	/** The built-in value is a labelled placeholder or provisional (the editor marks it). */
	provisional?: boolean;
}

const MAX_KEYS = 200;

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
/** The own data value of `o[k]` (never a getter, never an inherited one). */
const ownValue = (o: object, k: string): unknown => Object.getOwnPropertyDescriptor(o, k)?.value;
const bad = (name: Text, cs: string, en: string): { ok: false; reason: Text } => ({ ok: false, reason: { cs: `${name.cs}: ${cs}`, en: `${name.en}: ${en}` } });

type ParamKind = EffectParam['kind'];

/** A value of an effect parameter's kind (a number, a choice or goods), or why not: typed without a cast. */
function paramValueOf(kind: ParamKind, value: unknown, name: Text): Result<number | string | Goods> {
	switch (kind.k) {
		case 'int': {
			const { min, max } = kind;
			if (typeof value !== 'number' || !Number.isInteger(value)) return bad(name, 'hodnota musí být celé číslo.', 'the value must be a whole number.');
			if (value < min || value > max) return bad(name, `hodnota musí být od ${min} do ${max}.`, `the value must be between ${min} and ${max}.`);
			return ok(value);
		}
		case 'choice':
			if (typeof value !== 'string' || !kind.options.some((o) => o.value === value)) return bad(name, 'neznámá volba.', 'unknown choice.');
			return ok(value);
		case 'goods': {
			if (!isRecord(value)) return bad(name, 'zboží musí být objekt (druh → počet).', 'goods must be an object (kind → count).');
			const out: Goods = {};
			for (const item of kind.items) {
				const n = Object.hasOwn(value, item.value) ? ownValue(value, item.value) : undefined;
				if (n === undefined) continue;
				if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > kind.max) return bad(name, `počet „${item.label.cs}“ musí být od 1 do ${kind.max}.`, `the count of “${item.label.en}” must be between 1 and ${kind.max}.`);
				out[item.value] = n;
			}
			const unknown = Object.keys(value).find((k) => !kind.items.some((i) => i.value === k));
			if (unknown !== undefined) return bad(name, `neznámý druh zboží „${shown(unknown)}“.`, `unknown kind of goods “${shown(unknown)}”.`);
			return ok(out);
		}
	}
}

/**
 * A value of `kind`, or why not (the reason starts with `name`). Returns a fresh copy holding
 * only the known parts; never throws on plain JSON data (engine/shape.ts bounds it first).
 */
export function kindValueOf(kind: ContentKind, value: unknown, name: Text): Result<ContentValue> {
	switch (kind.k) {
		case 'int':
		case 'choice':
		case 'goods':
			return paramValueOf(kind, value, name);
		case 'text': {
			if (!isRecord(value) || Object.keys(value).some((k) => k !== 'cs' && k !== 'en')) return bad(name, 'název musí mít českou a anglickou podobu.', 'a name must have a Czech and an English form.');
			const cs = ownValue(value, 'cs');
			const en = ownValue(value, 'en');
			if (typeof cs !== 'string' || typeof en !== 'string' || !cs.trim() || !en.trim()) return bad(name, 'český i anglický název musí být vyplněn.', 'both the Czech and the English name must be given.');
			if (cs.length > kind.max || en.length > kind.max) return bad(name, `název smí mít nejvýš ${kind.max} znaků.`, `a name may have at most ${kind.max} characters.`);
			return ok({ cs, en });
		}
		case 'effect':
			return effectValueOf(kind.vocabulary, value, name);
	}
}

/** A composed effect of `vocabulary`, or why not (a kind outside the vocabulary, a missing or bad parameter). */
export function effectValueOf(vocabulary: EffectVocabulary, value: unknown, name: Text): Result<EffectValue> {
	if (!Array.isArray(value)) return bad(name, 'účinek musí být seznam kroků.', 'an effect must be a list of steps.');
	if (value.length > vocabulary.maxSteps) return bad(name, `účinek smí mít nejvýš ${vocabulary.maxSteps} kroků.`, `an effect may have at most ${vocabulary.maxSteps} steps.`);
	const out: EffectValue = [];
	for (let i = 0; i < value.length; i++) {
		const step: unknown = value[i];
		const at = { cs: `${name.cs}, krok ${i + 1}`, en: `${name.en}, step ${i + 1}` };
		if (!isRecord(step) || Object.keys(step).some((k) => k !== 'kind' && k !== 'params')) return bad(at, 'krok musí mít druh a parametry.', 'a step must have a kind and parameters.');
		const kindName = ownValue(step, 'kind');
		const def = typeof kindName === 'string' ? vocabulary.kinds.find((k) => k.kind === kindName) : undefined;
		if (!def) return bad(at, `druh účinku „${shownValue(kindName)}“ hra nezná.`, `the game does not know the effect kind “${shownValue(kindName)}”.`);
		const params = ownValue(step, 'params');
		if (!isRecord(params)) return bad(at, 'parametry musí být objekt.', 'the parameters must be an object.');
		const unknown = Object.keys(params).find((k) => !def.params.some((p) => p.key === k));
		if (unknown !== undefined) return bad(at, `neznámý parametr „${shown(unknown)}“.`, `unknown parameter “${shown(unknown)}”.`);
		const read: EffectStep['params'] = {};
		for (const p of def.params) {
			const pName = { cs: `${at.cs} – ${p.label.cs}`, en: `${at.en} – ${p.label.en}` };
			if (!Object.hasOwn(params, p.key)) return bad(pName, 'chybí.', 'is missing.');
			const r = paramValueOf(p.kind, ownValue(params, p.key), pName);
			if (!r.ok) return r;
			read[p.key] = r.value;
		}
		out.push({ kind: def.kind, params: read });
	}
	return ok(out);
}

/** `value` as a value of `field`, or why it is not one (it names the card and the value). */
export function contentValueOf(field: ContentField, value: unknown): Result<ContentValue> {
	return kindValueOf(field.kind, value, { cs: `${field.group.cs} – ${field.label.cs}`, en: `${field.group.en} – ${field.label.en}` });
}

/** Why `value` is not a valid value of `field` (null when it is). */
export function contentValueProblem(field: ContentField, value: unknown): Text | null {
	const r = contentValueOf(field, value);
	return r.ok ? null : r.reason;
}

const shown = (key: string) => (key.length > 40 ? `${key.slice(0, 40)}…` : key);
/** Untrusted data as a reason may show it: a string shortened, an object or a list never converted (a null-prototype object would throw). */
const shownValue = (v: unknown): string =>
	typeof v === 'string' ? shown(v) : typeof v === 'number' || typeof v === 'boolean' || v === null || v === undefined ? String(v) : Array.isArray(v) ? '[…]' : '{…}';
/** Owner values: at most MAX_KEYS keys; a value may be a name, goods or a composed effect. */
const CONTENT_BOUNDS: Bounds = { maxDepth: 6, maxNodes: 20_000, maxChars: 200_000 };
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

/** A field's value in `values`, else its placeholder. */
export const contentValue = (field: ContentField, values: ContentValues | undefined): ContentValue =>
	values && Object.prototype.hasOwnProperty.call(values, field.key) ? values[field.key] : field.placeholder;

/** The label of a value of `kind` (a choice's label, a name, goods, an effect's steps, or the number). */
export function kindValueLabel(kind: ContentKind, value: ContentValue): Text {
	const goods = (items: { value: string; label: Text }[], g: Goods, lang: 'cs' | 'en') =>
		Object.entries(g)
			.map(([k, n]) => `${n}× ${items.find((i) => i.value === k)?.label[lang] ?? k}`)
			.join(', ') || (lang === 'cs' ? 'nic' : 'nothing');
	switch (kind.k) {
		case 'choice': {
			const o = kind.options.find((x) => x.value === value);
			if (o) return o.label;
			break;
		}
		case 'text':
			if (isRecord(value) && typeof value.cs === 'string' && typeof value.en === 'string') return { cs: value.cs, en: value.en };
			break;
		case 'goods':
			if (isRecord(value)) return { cs: goods(kind.items, value as Goods, 'cs'), en: goods(kind.items, value as Goods, 'en') };
			break;
		case 'effect':
			if (Array.isArray(value)) {
				const step = (s: EffectStep, lang: 'cs' | 'en') => {
					const def = kind.vocabulary.kinds.find((k) => k.kind === s.kind);
					if (!def) return s.kind;
					const ps = def.params.map((p) => `${p.label[lang]}: ${kindValueLabel(p.kind, s.params[p.key])[lang]}`);
					return ps.length ? `${def.label[lang]} (${ps.join('; ')})` : def.label[lang];
				};
				return value.length
					? { cs: value.map((s) => step(s, 'cs')).join(' → '), en: value.map((s) => step(s, 'en')).join(' → ') }
					: { cs: 'žádný účinek', en: 'no effect' };
			}
			break;
		case 'int':
			break;
	}
	return { cs: String(value), en: String(value) };
}

/** The label of a value of `field` (a choice's label, a name, goods, an effect, or the number). */
export const contentValueLabel = (field: ContentField, value: ContentValue): Text => kindValueLabel(field.kind, value);

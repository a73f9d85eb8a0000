/**
 * Shapes of untrusted data (actions from saves and the network): a small declarative schema
 * and one parser that never throws.
 *
 *   const action = shape.tagged('t', { draw: { stack: shape.int(0, 9) }, pass: {} });
 *   const r = parseShape(action, raw); // Result: a clean copy, or a Czech + English reason
 *
 * - An object accepts only the own keys its schema names (read with Object.keys and own
 *   property descriptors: never `in`, never a plain read of an unknown key, so `__proto__`,
 *   `constructor` or `toString` are unknown keys like any other); a field is required unless
 *   wrapped in `shape.opt`. The parsed value is a fresh copy holding exactly the known fields.
 * - Before the schema looks at anything, `checkBounds` walks the value iteratively and
 *   refuses what is too deep, has too many parts or too long strings, or is not plain JSON
 *   data (functions, getters, class instances, non-finite numbers, cycles count as too big).
 *   The schema walk itself recurses only as deep as the schema, never as deep as the data.
 * - A game's options are one schema too (`shape.options`): every field says what a new match
 *   starts from (`shape.def`: also what a missing field means; `shape.initially`: a field that
 *   must be given), so the defaults come from the schema and `parse` checks untrusted options.
 */
import type { Result, Text } from './types';
import { cloneData } from './clone';
import { tx } from './sdk/text';

/** Why a value does not fit: where (a path such as `target.card`) and what was expected. */
interface Miss {
	path: string;
	want: Text;
	/** A whole reason of its own (a `shape.check`), said instead of "must be `want`". */
	reason?: Text;
}

type Read<T> = { ok: true; value: T } | { ok: false; miss: Miss };

/** A schema of values of type `T`. Built with `shape.*`, used through `parseShape`. */
export interface Shape<T> {
	/** What the schema expects, for reasons. */
	readonly want: Text;
	/** Reads an already bounded value (see checkBounds); never throws on plain JSON data. */
	read(v: unknown, path: string): Read<T>;
	/** Set by `shape.opt`: the field may be missing from its object. */
	readonly optional?: true;
	/** Set by `shape.def`: a missing field takes this value. */
	readonly fill?: { readonly value: T };
	/** Set by `shape.def` and `shape.initially`: the value a new one starts from (an option's default). */
	readonly initial?: { readonly value: T };
}

/** The fields of options: each says what a new match starts from, or may be missing. */
type OptionFields = Record<string, (Shape<unknown> & { initial: { value: unknown } }) | (Shape<unknown> & { optional: true })>;

/** The options of a new match: every field with a starting value. */
export type DefaultsOf<F extends OptionFields> = { [K in keyof F as F[K] extends { initial: object } ? K : never]: F[K] extends { initial: { value: infer V } } ? V : never };

/** A game's options schema (`shape.options`): options of type `T`, defaults of type `D`. */
export interface OptionsShape<T, D = T> extends Shape<T> {
	/** Checks options from an untrusted source: a clean copy, or a Czech + English reason. Never throws. */
	parse(raw: unknown): Result<T>;
	/** The options of a new match, from the schema's `def` and `initially` values. */
	defaults(): D;
}

/** The starting options of one mode of `C` (its `def` and `initially` values), tagged with the mode. */
type ModeDefaultsOf<K extends string, C extends Record<string, OptionFields>, M extends keyof C & string> = { [P in K]: M } & DefaultsOf<C[M]>;
/** The starting options of any mode of `C`. */
export type ModeDefaults<K extends string, C extends Record<string, OptionFields>> = { [M in keyof C & string]: ModeDefaultsOf<K, C, M> }[keyof C & string];

/** A game's options told apart by their mode (`shape.modeOptions`). */
export interface ModeOptionsShape<K extends string, C extends Record<string, OptionFields>> extends OptionsShape<TaggedOf<K, C>, ModeDefaults<K, C>> {
	/** The modes, in the order declared (the first one is `defaults()`'s). */
	readonly modes: readonly string[];
	/** The options a new match of `mode` starts from; null for a mode the schema does not name. */
	defaultsFor<M extends keyof C & string>(mode: M): ModeDefaultsOf<K, C, M>;
	defaultsFor(mode: string): ModeDefaults<K, C> | null;
	/** The same modes, each with `shared` fields too (e.g. owner values, which only the rules load). */
	with<G extends OptionFields>(shared: G): ModeOptionsShape<K, { [M in keyof C]: C[M] & G }>;
}

/** The type a schema parses to. */
export type Infer<S> = S extends Shape<infer T> ? T : never;

type Fields = Record<string, Shape<unknown>>;
type OptionalKeys<F extends Fields> = { [K in keyof F]: F[K] extends { optional: true } ? K : never }[keyof F];
/** The object type of a field table: optional fields may be missing. */
export type ObjOf<F extends Fields> = { [K in Exclude<keyof F, OptionalKeys<F>>]: Infer<F[K]> } & { [K in OptionalKeys<F>]?: Infer<F[K]> };
/** A tagged union: the tag key with each case's name, plus that case's fields. */
export type TaggedOf<K extends string, C extends Record<string, Fields>> = { [N in keyof C & string]: { [P in K]: N } & ObjOf<C[N]> }[keyof C & string];

const miss = (path: string, want: Text): Read<never> => ({ ok: false, miss: { path, want } });
const hit = <T>(value: T): Read<T> => ({ ok: true, value });
const at = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);
const isPlainObject = (v: unknown): v is object => {
	if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
	const proto = Object.getPrototypeOf(v);
	return proto === Object.prototype || proto === null;
};
/** The value of an own data property (never a getter, never an inherited one). */
const own = (o: object, k: string): unknown => Object.getOwnPropertyDescriptor(o, k)?.value;

/**
 * Options built by a form may hold a field set to `undefined` (a choice cleared), which JSON would
 * simply leave out: a copy without those fields (anything else is left for checkBounds to judge).
 */
function undefinedAsMissing(raw: unknown): unknown {
	try {
		if (!isPlainObject(raw)) return raw;
		const fields = Object.keys(raw).map((k) => [k, Object.getOwnPropertyDescriptor(raw, k)] as const);
		const cleared = (d: PropertyDescriptor | undefined) => !!d && 'value' in d && d.value === undefined;
		if (!fields.some(([, d]) => cleared(d))) return raw;
		const out: Record<string, unknown> = {};
		for (const [k, d] of fields) if (d && !cleared(d)) Object.defineProperty(out, k, d);
		return out;
	} catch {
		// A proxy or another exotic object: checkBounds refuses it.
		return raw;
	}
}

/** Sets an own field of a fresh object (defineProperty: even a key named `__proto__` stays a plain field). */
const define = (out: Record<string, unknown>, k: string, value: unknown) => Object.defineProperty(out, k, { value, enumerable: true, writable: true, configurable: true });

/** Reasons of its own an object schema says instead of the generic ones (`shape.obj`'s `say`). */
export interface ObjReasons {
	/** When the value is not an object. */
	notObject?: Text;
	/** When the object has a key the schema does not name (`key` as given: shorten it to show it). */
	unknownKey?(key: string): Text;
}

function fieldsReader<F extends Fields>(fields: F, skip?: string, say: ObjReasons = {}): (v: unknown, path: string, out: Record<string, unknown>) => Miss | null {
	const known = Object.keys(fields);
	return (v, path, out) => {
		if (!isPlainObject(v)) return { path, want: tx('objekt', 'an object'), reason: say.notObject };
		for (const k of Object.keys(v))
			if (k !== skip && !Object.hasOwn(fields, k))
				return { path: at(path, k.slice(0, 40)), want: tx('nic (neznámé pole)', 'nothing (an unknown field)'), reason: say.unknownKey?.(k) };
		for (const k of known) {
			const f = fields[k];
			if (!Object.hasOwn(v, k)) {
				if (f.fill) define(out, k, cloneData(f.fill.value));
				else if (!f.optional) return { path: at(path, k), want: f.want };
				continue;
			}
			const r = f.read(own(v, k), at(path, k));
			if (!r.ok) return r.miss;
			define(out, k, r.value);
		}
		return null;
	};
}

/** Reads objects told apart by the string field `key`: the tag, then exactly that case's fields. */
function taggedReader<K extends string, C extends Record<string, Fields>>(key: K, cases: C, tagWant: Text): Shape<TaggedOf<K, C>>['read'] {
	const readers = new Map(Object.keys(cases).map((n) => [n, fieldsReader(cases[n], key)]));
	return (v, p) => {
		if (!isPlainObject(v)) return miss(p, tx('objekt', 'an object'));
		const tag = Object.hasOwn(v, key) ? own(v, key) : undefined;
		const readFields = typeof tag === 'string' ? readers.get(tag) : undefined;
		if (!readFields) return miss(at(p, key), tagWant);
		const out: Record<string, unknown> = {};
		define(out, key, tag);
		const m = readFields(v, p, out);
		return m ? { ok: false, miss: m } : hit(out as TaggedOf<K, C>);
	};
}

export const shape = {
	/** A string of `min`..`max` characters. */
	str(max: number, min = 0): Shape<string> {
		const want = tx(`text o ${min}–${max} znacích`, `a string of ${min}-${max} characters`);
		return { want, read: (v, p) => (typeof v === 'string' && v.length >= min && v.length <= max ? hit(v) : miss(p, want)) };
	},
	/** A whole number in `min`..`max`. */
	int(min: number, max: number): Shape<number> {
		const want = tx(`celé číslo ${min}–${max}`, `a whole number ${min}-${max}`);
		return { want, read: (v, p) => (Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max ? hit(v as number) : miss(p, want)) };
	},
	bool(): Shape<boolean> {
		const want = tx('ano/ne', 'true or false');
		return { want, read: (v, p) => (typeof v === 'boolean' ? hit(v) : miss(p, want)) };
	},
	/** One of the listed strings, numbers or booleans (compared with ===). */
	oneOf<const V extends string | number | boolean>(values: readonly V[]): Shape<V> {
		const list = values.map((x) => JSON.stringify(x)).join(', ');
		const want = tx(`jedna z hodnot ${list}`, `one of ${list}`);
		return { want, read: (v, p) => (values.includes(v as V) ? hit(v as V) : miss(p, want)) };
	},
	/** An array of at most `max` items of `item`. */
	arr<T>(item: Shape<T>, max: number): Shape<T[]> {
		const want = tx(`seznam nejvýš ${max} položek`, `a list of at most ${max} items`);
		return {
			want,
			read(v, p) {
				if (!Array.isArray(v) || v.length > max) return miss(p, want);
				const out: T[] = [];
				for (let i = 0; i < v.length; i++) {
					const r = item.read(own(v, String(i)), at(p, i));
					if (!r.ok) return r;
					out.push(r.value);
				}
				return hit(out);
			}
		};
	},
	/**
	 * An object with exactly these own fields (those wrapped in `opt` may be missing); `say` gives
	 * reasons of its own for a value that is no object or has an unknown key.
	 */
	obj<F extends Fields>(fields: F, say?: ObjReasons): Shape<ObjOf<F>> {
		const want = tx('objekt', 'an object');
		const readFields = fieldsReader(fields, undefined, say);
		return {
			want,
			read(v, p) {
				const out: Record<string, unknown> = {};
				const m = readFields(v, p, out);
				return m ? { ok: false, miss: m } : hit(out as ObjOf<F>);
			}
		};
	},
	/** A field that may be missing (an explicit `undefined` counts as missing). */
	opt<T>(inner: Shape<T>): Shape<T | undefined> & { optional: true } {
		return { want: inner.want, optional: true, read: (v, p) => (v === undefined ? hit(undefined) : inner.read(v, p)) };
	},
	/** A field that may be missing (then it stays missing), and the value a new one starts from. */
	optInitially<T>(inner: Shape<T>, value: T): Shape<T | undefined> & { optional: true; initial: { value: T } } {
		return { ...shape.opt(inner), initial: { value } };
	},
	/**
	 * A value checked by a parser of its own (never throwing: a Result), e.g. the owner values of
	 * engine/content.ts; its reason is said as it is. `want` names it in other schemas' reasons.
	 */
	check<T>(want: Text, parse: (v: unknown) => Result<T>): Shape<T> {
		return {
			want,
			read(v, p) {
				const r = parse(v);
				return r.ok ? hit(r.value) : { ok: false, miss: { path: p, want, reason: r.reason } };
			}
		};
	},
	/** A field that may be missing: then it is `value` (also the value a new one starts from). */
	def<T>(inner: Shape<T>, value: T): Shape<T> & { initial: { value: T } } {
		return { want: inner.want, fill: { value }, initial: { value }, read: (v, p) => (v === undefined ? hit(cloneData(value)) : inner.read(v, p)) };
	},
	/** A field that must be given, and the value a new one starts from (e.g. the first mode of a setup form). */
	initially<T>(inner: Shape<T>, value: T): Shape<T> & { initial: { value: T } } {
		return { want: inner.want, initial: { value }, read: inner.read };
	},
	/**
	 * A game's options: an object with exactly these fields, each with the value a new match starts
	 * from (`def`, `initially`) or optional (`opt`). `parse` checks options from an untrusted source
	 * (a save, the network); `defaults` are the options of a new match.
	 */
	options<F extends OptionFields>(fields: F): OptionsShape<ObjOf<F>, DefaultsOf<F>> {
		const schema = shape.obj(fields);
		return {
			...schema,
			parse: (raw) => parseShape(schema, undefinedAsMissing(raw), OPTIONS_LABEL, OPTIONS_BOUNDS),
			defaults() {
				const out: Record<string, unknown> = {};
				for (const k of Object.keys(fields)) {
					const initial = fields[k].initial;
					if (initial) define(out, k, cloneData(initial.value));
				}
				return out as DefaultsOf<F>;
			}
		};
	},
	/** Objects told apart by a string tag (`{ t: 'draw', stack: 1 }`): each case names its other fields. */
	tagged<K extends string, C extends Record<string, Fields>>(key: K, cases: C): Shape<TaggedOf<K, C>> {
		const names = Object.keys(cases);
		const want = tx(`objekt s polem „${key}“ z ${names.length} druhů`, `an object whose "${key}" is one of ${names.length} kinds`);
		return { want, read: taggedReader(key, cases, tx('známý druh tahu', 'a known kind')) };
	},
	/**
	 * A field a mode does not take (`shape.modeOptions`): it must be missing; given, it is refused
	 * with `reason` (e.g. "the difficulty belongs to the solo modes only").
	 */
	absent(reason: Text): Shape<undefined> & { optional: true } {
		const want = tx('nic (pole sem nepatří)', 'nothing (the field does not belong here)');
		return { want, optional: true, read: (v, p) => (v === undefined ? hit(undefined) : { ok: false, miss: { path: p, want, reason } }) };
	},
	/**
	 * A field a mode fixes (`shape.modeOptions`): missing, it is `value` (also what a new one starts
	 * from); given, it must be `value`, else it is refused with `reason`.
	 */
	fixed<const V extends string | number | boolean>(value: V, reason: Text): Shape<V> & { initial: { value: V } } {
		const want = tx(`hodnota ${JSON.stringify(value)}`, `the value ${JSON.stringify(value)}`);
		return {
			want,
			fill: { value },
			initial: { value },
			read: (v, p) => (v === undefined || v === value ? hit(value) : { ok: false, miss: { path: p, want, reason } })
		};
	},
	/**
	 * A game's options told apart by their mode (the field `key`): each mode names its own fields,
	 * so one table says which options a mode takes (`absent`: not this one), what it fixes
	 * (`fixed`), what a missing one means (`def`) and what a new match of that mode starts from.
	 * `parse` checks options from an untrusted source; `defaultsFor(mode)` are the setup form's
	 * starting options; `defaults()` those of the first mode.
	 */
	modeOptions<K extends string, C extends Record<string, OptionFields>>(key: K, modes: C): ModeOptionsShape<K, C> {
		const names = Object.keys(modes);
		const modeWant = shape.oneOf(names).want;
		const schema: Shape<TaggedOf<K, C>> = { want: tx('volby partie', 'match options'), read: taggedReader(key, modes, modeWant) };
		function defaultsFor<M extends keyof C & string>(mode: M): ModeDefaultsOf<K, C, M>;
		function defaultsFor(mode: string): ModeDefaults<K, C> | null;
		function defaultsFor(mode: string): ModeDefaults<K, C> | null {
			if (!Object.hasOwn(modes, mode)) return null;
			const fields = modes[mode];
			const out: Record<string, unknown> = {};
			define(out, key, mode);
			for (const k of Object.keys(fields)) {
				const initial = fields[k].initial;
				if (initial) define(out, k, cloneData(initial.value));
			}
			return out as ModeDefaults<K, C>;
		}
		return {
			...schema,
			modes: names,
			parse: (raw) => parseShape(schema, undefinedAsMissing(raw), OPTIONS_LABEL, OPTIONS_BOUNDS),
			defaultsFor,
			// The first mode is a declared one: its defaults exist.
			defaults: () => defaultsFor(names[0])!,
			with<G extends OptionFields>(shared: G) {
				const widened: Record<string, OptionFields> = {};
				for (const m of names) widened[m] = { ...modes[m], ...shared };
				return shape.modeOptions(key, widened as { [M in keyof C]: C[M] & G });
			}
		};
	}
};

/** How big untrusted data may be. */
export interface Bounds {
	/** Nesting of arrays and objects (a flat object has depth 1). */
	maxDepth: number;
	/** Values in all (every object, array, string, number… counts one). */
	maxNodes: number;
	/** Characters of all strings and object keys together. */
	maxChars: number;
}

/** Generous for any game action (which is a small flat object). */
export const ACTION_BOUNDS: Bounds = { maxDepth: 6, maxNodes: 500, maxChars: 4000 };

/**
 * Whether `raw` is plain JSON data within `bounds`: walked iteratively (a value nested
 * 100,000 deep costs `maxDepth` steps), never throws.
 */
export function checkBounds(raw: unknown, bounds: Bounds = ACTION_BOUNDS): Result<void> {
	const tooBig = { ok: false as const, reason: tx('Data jsou příliš velká nebo příliš zanořená.', 'The data is too large or too deeply nested.') };
	const notData = { ok: false as const, reason: tx('Data nejsou prostá data JSON.', 'The data is not plain JSON data.') };
	try {
		const stack: [unknown, number][] = [[raw, 0]];
		let nodes = 0;
		let chars = 0;
		while (stack.length) {
			const [v, depth] = stack.pop()!;
			if (++nodes > bounds.maxNodes) return tooBig;
			if (v === null || typeof v === 'boolean') continue;
			if (typeof v === 'number') {
				if (!Number.isFinite(v)) return notData;
				continue;
			}
			if (typeof v === 'string') {
				chars += v.length;
				if (chars > bounds.maxChars) return tooBig;
				continue;
			}
			if (typeof v !== 'object' || !(Array.isArray(v) || isPlainObject(v))) return notData;
			if (depth + 1 > bounds.maxDepth) return tooBig;
			const keys = Object.keys(v);
			if (nodes + keys.length > bounds.maxNodes) return tooBig;
			for (const k of keys) {
				const d = Object.getOwnPropertyDescriptor(v, k);
				if (!d || !('value' in d)) return notData;
				if (!Array.isArray(v)) chars += k.length;
				stack.push([d.value, depth + 1]);
			}
			if (chars > bounds.maxChars) return tooBig;
		}
		return { ok: true, value: undefined };
	} catch {
		// A proxy or another exotic object: not data.
		return notData;
	}
}

/** What `parseShape` calls the data in its reasons (default: an action). */
export interface ParseLabel {
	/** The reason's start, e.g. `Neplatný tah` / `Malformed action`. */
	what: Text;
}

const ACTION_LABEL: ParseLabel = { what: tx('Neplatný tah', 'Malformed action') };
const OPTIONS_LABEL: ParseLabel = { what: tx('Neplatné volby partie', 'Invalid match options') };
/** Options may carry a content pack (engine/pack.ts: overrides and added records with composed effects). */
const OPTIONS_BOUNDS: Bounds = { maxDepth: 9, maxNodes: 60_000, maxChars: 600_000 };

/**
 * Checks `raw` against `bounds`, then against `schema`; returns a clean copy or a reason
 * (`Neplatný tah: card – očekáván …`). Never throws.
 */
export function parseShape<T>(schema: Shape<T>, raw: unknown, label: ParseLabel = ACTION_LABEL, bounds: Bounds = ACTION_BOUNDS): Result<T> {
	const bounded = checkBounds(raw, bounds);
	if (!bounded.ok) return { ok: false, reason: tx(`${label.what.cs}: ${bounded.reason.cs}`, `${label.what.en}: ${bounded.reason.en}`) };
	try {
		const r = schema.read(raw, '');
		if (r.ok) return r;
		const where = r.miss.path;
		if (r.miss.reason) return { ok: false, reason: tx(`${label.what.cs}: ${r.miss.reason.cs}`, `${label.what.en}: ${r.miss.reason.en}`) };
		return {
			ok: false,
			reason: where
				? tx(`${label.what.cs}: pole „${where}“ má být ${r.miss.want.cs}.`, `${label.what.en}: field "${where}" must be ${r.miss.want.en}.`)
				: tx(`${label.what.cs}: má být ${r.miss.want.cs}.`, `${label.what.en}: it must be ${r.miss.want.en}.`)
		};
	} catch {
		return { ok: false, reason: tx(`${label.what.cs}.`, `${label.what.en}.`) };
	}
}

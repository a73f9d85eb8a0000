/**
 * The numbers of an Effect tree (data/types.ts) as pack fields: walk the tree, make every number
 * (an amount `n`, a Ready effect's `maxLevel`) a field labelled by what it is, and put a pack's
 * values back into a copy of the tree. Used for units' abilities (content.ts) and meant for any
 * other record that carries an Effect (deed cards, skills).
 *
 * One printed number is one field: "Attack or Block 2" (data/fx.ts `atkOrBlk`, a `one` of an
 * attack and a block of the same value and element) is a single value that sets both.
 *
 * Keys: `<prefix>.<i>` with i the number's place (1, 2, …) in the tree read depth first: stable
 * as long as the built-in tree is (saved in match options: never reorder the data's effects).
 */
import { tx, type ContentField, type ContentValues, type Text } from '$lib/engine';
import type { AttackKind, Effect, Element } from './data/types';

type IntKind = { k: 'int'; min: number; max: number };

/** One correctable number of an effect tree. */
export interface EffectNumber {
	/** Where it is: each a list of indices into nested `of` lists ([] = the root); all get the value. */
	at: readonly (readonly number[])[];
	/** What it is ("Útok nebo blok", "Fire Ranged Attack"). */
	label: Text;
	/** The printed value. */
	value: number;
	kind: IntKind;
}

const ELEMENT: Record<Element, Text> = { physical: tx('', ''), fire: tx('ohnivý', 'Fire'), ice: tx('ledový', 'Ice'), coldFire: tx('studený oheň', 'Cold Fire') };
const ATTACK_KIND: Record<AttackKind, Text> = { melee: tx('', ''), ranged: tx('dálkový', 'Ranged'), siege: tx('obléhací', 'Siege') };

/** "Útok (dálkový, ohnivý)" / "Fire Ranged Attack": Czech keeps the noun first, English reads the tags backwards. */
function named(cs: string, en: string, tags: Text[]): Text {
	const shown = tags.filter((t) => t.cs);
	return tx(shown.length ? `${cs} (${shown.map((t) => t.cs).join(', ')})` : cs, [...shown.map((t) => t.en).reverse(), en].join(' '));
}

/** Amounts are at least 1 (a printed effect gives something); the printed value always fits. */
const range = (min: number, max: number, value: number): IntKind => ({ k: 'int', min: Math.min(min, value), max: Math.max(max, value) });

/** A number on the node itself (not inside `of`), or none. */
function ownNumber(e: Effect, specialLabel: (id: string) => Text): Omit<EffectNumber, 'at'> | null {
	switch (e.k) {
		case 'move':
			return { label: tx('Pohyb', 'Move'), value: e.n, kind: range(1, 20, e.n) };
		case 'influence':
			return { label: tx('Vliv', 'Influence'), value: e.n, kind: range(1, 20, e.n) };
		case 'attack':
			return { label: named('Útok', 'Attack', [ATTACK_KIND[e.kind], ELEMENT[e.el]]), value: e.n, kind: range(1, 20, e.n) };
		case 'block':
			return { label: named('Blok', 'Block', [ELEMENT[e.el]]), value: e.n, kind: range(1, 20, e.n) };
		case 'heal':
			return { label: tx('Léčení', 'Healing'), value: e.n, kind: range(1, 20, e.n) };
		case 'draw':
			return { label: tx('Dobrání karet', 'Draw cards'), value: e.n, kind: range(1, 10, e.n) };
		case 'fame':
			return { label: tx('Sláva', 'Fame'), value: e.n, kind: range(0, 20, e.n) };
		case 'reputation':
			return { label: tx('Pověst', 'Reputation'), value: e.n, kind: range(-10, 10, e.n) };
		case 'wound':
			return { label: tx('Zranění', 'Wounds'), value: e.n, kind: range(1, 10, e.n) };
		case 'readyUnit':
			return { label: tx('Připravení jednotky: nejvyšší úroveň', 'Ready a unit: highest level'), value: e.maxLevel, kind: range(1, 4, e.maxLevel) };
		case 'special':
			return e.n === undefined ? null : { label: specialLabel(e.id), value: e.n, kind: range(0, 20, e.n) };
		case 'token':
		case 'crystal':
		case 'one':
		case 'all':
			return null;
	}
}

/** "Attack or Block n" (data/fx.ts atkOrBlk): one printed number for both. */
function attackOrBlock(e: Effect): Omit<EffectNumber, 'at'> | null {
	if (e.k !== 'one' || e.of.length !== 2) return null;
	const [a, b] = e.of;
	if (a.k !== 'attack' || b.k !== 'block' || a.kind !== 'melee' || a.n !== b.n || a.el !== b.el) return null;
	return { label: named('Útok nebo blok', 'Attack or Block', [ELEMENT[a.el]]), value: a.n, kind: range(1, 20, a.n) };
}

/** A `special`'s number when the caller does not name it: "Zvláštní účinek: hodnota" / "Special (id): value". */
const SPECIAL_NUMBER = (id: string): Text => tx('Zvláštní účinek: hodnota', `Special (${id.replace(/-/g, ' ')}): value`);

/** Every correctable number of `e`, depth first. */
export function effectNumbers(e: Effect, specialLabel: (id: string) => Text = SPECIAL_NUMBER): EffectNumber[] {
	const out: EffectNumber[] = [];
	const walk = (node: Effect, path: number[]) => {
		const pair = attackOrBlock(node);
		if (pair) {
			out.push({ ...pair, at: [[...path, 0], [...path, 1]] });
			return;
		}
		const own = ownNumber(node, specialLabel);
		if (own) out.push({ ...own, at: [path] });
		if (node.k === 'one' || node.k === 'all') node.of.forEach((x, i) => walk(x, [...path, i]));
	};
	walk(e, []);
	return out;
}

/** `e` with the number at `path` set to `value` (a copy along the path; the rest shared). */
function setAt(e: Effect, path: readonly number[], value: number): Effect {
	if (path.length === 0) {
		if (e.k === 'readyUnit') return { ...e, maxLevel: value };
		if ('n' in e) return { ...e, n: value };
		return e;
	}
	if (e.k !== 'one' && e.k !== 'all') return e;
	const [i, ...rest] = path;
	return { ...e, of: e.of.map((x, j) => (j === i ? setAt(x, rest, value) : x)) };
}

/**
 * `e` with `values` in (aligned with effectNumbers(e); undefined keeps a number). Returns `e`
 * itself when nothing changes, so a match without a pack reads the built-in objects.
 */
export function withEffectNumbers(e: Effect, values: readonly (number | undefined)[], specialLabel: (id: string) => Text = SPECIAL_NUMBER): Effect {
	let out = e;
	effectNumbers(e, specialLabel).forEach((num, i) => {
		const v = values[i];
		if (v === undefined || v === num.value) return;
		for (const path of num.at) out = setAt(out, path, v);
	});
	return out;
}

/** What the fields of one effect tree share: their key prefix, group, label prefix and source. */
export interface EffectFieldsOf {
	keyPrefix: string;
	group: Text;
	/** Put before each number's label: "Schopnost 1" gives "Schopnost 1: Útok nebo blok". */
	labelPrefix: Text;
	source?: string;
	/** The record's provisional note (the editor marks the fields). */
	provisional?: Text;
	specialLabel?: (id: string) => Text;
}

/** The pack fields of `e`'s numbers: `<keyPrefix>.<i>`. */
export function effectNumberFields(e: Effect, of: EffectFieldsOf): ContentField[] {
	return effectNumbers(e, of.specialLabel).map((num, i) => {
		const f: ContentField = {
			key: `${of.keyPrefix}.${i + 1}`,
			group: of.group,
			label: tx(`${of.labelPrefix.cs}: ${num.label.cs}`, `${of.labelPrefix.en}: ${num.label.en}`),
			kind: num.kind,
			placeholder: num.value
		};
		if (of.source) f.source = of.source;
		if (of.provisional) Object.assign(f, { provisional: true, note: of.provisional });
		return f;
	});
}

/** `e` with the values a pack gives under `<keyPrefix>.<i>` (values were checked by parseOptions). */
export function effectWithValues(e: Effect, keyPrefix: string, values: ContentValues, specialLabel?: (id: string) => Text): Effect {
	const count = effectNumbers(e, specialLabel).length;
	const read = Array.from({ length: count }, (_, i) => {
		const key = `${keyPrefix}.${i + 1}`;
		const v = Object.hasOwn(values, key) ? values[key] : undefined;
		return typeof v === 'number' ? v : undefined;
	});
	return read.some((v) => v !== undefined) ? withEffectNumbers(e, read, specialLabel) : e;
}

/**
 * Reading a stored `ContentValue` as the shape its kind has, for the editor's controls. The value
 * was checked against its kind before it was stored (parsePack / kindValueOf); these guards only
 * narrow the union for the type checker and fall back to an empty value, never cast.
 */
import type { EffectStep, EffectValue, Goods, Text } from '$lib/engine';

const isPlain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

export const asNumber = (v: unknown): number => (typeof v === 'number' ? v : NaN);
export const asString = (v: unknown): string => (typeof v === 'string' ? v : '');
export const asText = (v: unknown): Text => (isPlain(v) && typeof v.cs === 'string' && typeof v.en === 'string' ? { cs: v.cs, en: v.en } : { cs: '', en: '' });

export function asGoods(v: unknown): Goods {
	const out: Goods = {};
	if (isPlain(v)) for (const [k, n] of Object.entries(v)) if (typeof n === 'number') out[k] = n;
	return out;
}

const isStep = (s: unknown): s is EffectStep => isPlain(s) && typeof s.kind === 'string' && isPlain(s.params);
export const asEffect = (v: unknown): EffectValue => (Array.isArray(v) ? v.filter(isStep) : []);

/** A number input's text as a candidate value ('' is not a number: the check says so). */
export const numberOf = (raw: string): number => (raw.trim() === '' ? NaN : Number(raw));

/** An id usable in the DOM from a field key (keys may hold dots). */
export const domId = (prefix: string, key: string): string => `${prefix}-${key.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

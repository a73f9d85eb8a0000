/**
 * What a match's options say about its data: the pack they name (`contentPack`, engine/pack.ts)
 * and the owner values they carry (`content`, engine/content.ts). Read by the first page (the setup
 * badge, a game's mode summary) without the rest of the pack and content code, so it is its own
 * module (issue 28: the first page loads only what it shows). The engine's index exports both.
 */
import type { ContentValues } from './content';

/** The name and content hash a match plays (its options' `contentPack`). */
export interface PackLabel {
	name: string;
	hash: string;
}

/** A plain object (not an array, not a class instance): what options and packs are. */
export const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
/** An own property's value (never one inherited from the prototype). */
export const ownValue = (o: object, k: string): unknown => Object.getOwnPropertyDescriptor(o, k)?.value;

/** The pack a match's options name (null: the built-in data, or owner values from before packs). */
export function packOfOptions(options: unknown): PackLabel | null {
	if (!isRecord(options)) return null;
	const p = ownValue(options, 'contentPack');
	if (!isRecord(p)) return null;
	const name = ownValue(p, 'name');
	const hash = ownValue(p, 'hash');
	return typeof name === 'string' && typeof hash === 'string' ? { name, hash } : null;
}

/** The owner values a match's options carry (empty when none). */
export function ownerValuesOf(options: unknown): ContentValues {
	const c = (options as { content?: unknown } | null)?.content;
	return c && typeof c === 'object' && !Array.isArray(c) ? (c as ContentValues) : {};
}

/**
 * What a match's data is (issue 25, item 4): the setup screen, the match header and the end screen
 * say whether the mode plays on placeholder or provisional values, or "data from pack X". Pure, so
 * the three places say the same and a test pins it.
 */
import { ownerValuesOf, packOfOptions, type GameMeta } from '$lib/engine';

/** The short form of a pack's content hash shown to people (the first 8 of its 16 hex digits). */
export const shortHash = (hash: string): string => hash.slice(0, 8);

export type ContentBadge =
	/** The match plays a user pack (its options' `contentPack`). */
	| { t: 'pack'; name: string; hash: string }
	/** A match recorded before packs with the owner's values (a flat `content`, no pack label). */
	| { t: 'owner'; count: number }
	/** The mode plays on placeholder/provisional data (ModeInfo.provisional). */
	| { t: 'provisional' };

/**
 * The badge of a match of `meta` with `options` (null: built-in data of a mode with no placeholder
 * values: nothing to say). A named pack wins over the mode's mark: the pack is what is played.
 */
export function contentBadgeOf(meta: Pick<GameMeta, 'modes' | 'modeOf'> | undefined, options: unknown): ContentBadge | null {
	const pack = packOfOptions(options);
	if (pack) return { t: 'pack', name: pack.name, hash: shortHash(pack.hash) };
	const owner = Object.keys(ownerValuesOf(options)).length;
	if (owner) return { t: 'owner', count: owner };
	if (!meta) return null;
	const mode = meta.modeOf(options);
	return meta.modes.some((m) => m.id === mode && m.provisional) ? { t: 'provisional' } : null;
}

/** The owner's values (content.ts) in words, for the catalogue, the card details and the virtual panel. */
import { contentValueLabel, type ContentValues } from '$lib/engine';
import { IS_CONTENT } from '../content';
import type { Lang } from './labels';

export const OWNER_MARK = { cs: 'hodnota vlastníka', en: 'owner value' };

/** The keys of `keys` the owner corrected in `content`. */
export const ownedKeys = (content: ContentValues | undefined, keys: string[]): string[] => (content ? keys.filter((k) => Object.prototype.hasOwnProperty.call(content, k)) : []);

/** "Cena aktivace (dělník): 2 (zástupná 1)" per corrected key. */
export function ownerLines(content: ContentValues | undefined, keys: string[], l: Lang): string[] {
	return ownedKeys(content, keys).flatMap((k) => {
		const f = IS_CONTENT.fields.find((x) => x.key === k);
		if (!f) return [];
		const v = contentValueLabel(f, content![k])[l];
		const ph = contentValueLabel(f, f.placeholder)[l];
		return l === 'cs' ? `${f.label.cs}: ${v} (zástupná ${ph})` : `${f.label.en}: ${v} (placeholder ${ph})`;
	});
}

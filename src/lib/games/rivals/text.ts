/** Bilingual message helpers for the Rivals rules. `{0}`/`{1}` stand for seat names. */
import { plural, pluralForms, tx, type GameEvent, type Text } from '$lib/engine';
import { REGION_BY_ID, REGION_NAMES, RESOURCE_NAMES, resourceCount, type Resource } from './cards';
import { cardsOf, regionNumbersOf, type ContentHolder } from './content';

export { tx };
export const who = (seat: number): string => `{${seat}}`;

export const resName = (r: Resource): Text => RESOURCE_NAMES[r];
/** "2 cihly" / "2 brick": a number of resources with the Czech plural form. */
export const resCount = (n: number, r: Resource): Text => ({ cs: resourceCount(n, r, 'cs'), en: resourceCount(n, r, 'en') });
const RESOURCES_OF_CHOICE = pluralForms(['libovolnou surovinu', 'libovolné suroviny', 'libovolných surovin'], ['resource', 'resources']);
const RESOURCES_ANY = pluralForms(['surovinu', 'suroviny', 'surovin'], ['resource', 'resources']);
/** "2 libovolné suroviny" / "2 resources" (Czech as an object: "vezmi si …"). */
export const resourcesOfChoice = (n: number): Text => plural(n, RESOURCES_OF_CHOICE);
/** "2 suroviny" / "2 resources" (any types). */
export const resources = (n: number): Text => plural(n, RESOURCES_ANY);
/** A card's name as this match plays it (a pack may correct it). */
export const cardName = (h: ContentHolder, instance: string): Text => cardsOf(h)(instance).name;
/** "Les (2)": a region's type and its die number in this match; a Gold Cache's name. */
export function regionName(h: ContentHolder, instance: string): Text {
	const r = REGION_BY_ID[instance];
	if (!r) return cardName(h, instance); // a Gold Cache
	const n = regionNumbersOf(h)(instance);
	return tx(`${REGION_NAMES[r.type].cs} (${n})`, `${REGION_NAMES[r.type].en} (${n})`);
}

/** A bilingual sentence: `%1`, `%2`… are replaced by the values, each in its language. */
export function tr(cs: string, en: string, ...values: (Text | string | number)[]): Text {
	return { cs: fill(cs, 'cs', values), en: fill(en, 'en', values) };
}

/**
 * `template` with every `%<digit>` replaced, like `template.replace(/%(\d)/g, …)` but without the
 * regular expression and its callback: the rules build such sentences for most events and reasons.
 */
function fill(template: string, lang: 'cs' | 'en', values: (Text | string | number)[]): string {
	let out = '';
	let from = 0;
	for (let i = template.indexOf('%'); i >= 0 && i < template.length - 1; i = template.indexOf('%', i + 1)) {
		const digit = template.charCodeAt(i + 1) - 48;
		if (digit < 0 || digit > 9) continue;
		const v = values[digit - 1];
		out += template.slice(from, i) + (typeof v === 'object' ? v[lang] : String(v));
		from = i + 2;
		i++; // past the digit: the next `%` may follow right after it
	}
	return from ? out + template.slice(from) : template;
}


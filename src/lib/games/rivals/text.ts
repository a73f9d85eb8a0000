/** Bilingual message helpers for the Rivals rules. `{0}`/`{1}` stand for seat names. */
import { tx, type GameEvent, type Text } from '$lib/engine';
import { cardDef, REGION_BY_ID, REGION_NAMES, RESOURCE_NAMES, resourceCount, type Resource } from './cards';

export { tx };
export const who = (seat: number): string => `{${seat}}`;

export const resName = (r: Resource): Text => RESOURCE_NAMES[r];
/** "2 cihly" / "2 brick": a number of resources with the Czech plural form. */
export const resCount = (n: number, r: Resource): Text => ({ cs: resourceCount(n, r, 'cs'), en: resourceCount(n, r, 'en') });
export const cardName = (instance: string): Text => cardDef(instance).name;
export function regionName(instance: string): Text {
	const r = REGION_BY_ID[instance];
	if (!r) return cardName(instance); // a Gold Cache
	return tx(`${REGION_NAMES[r.type].cs} (${r.number})`, `${REGION_NAMES[r.type].en} (${r.number})`);
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


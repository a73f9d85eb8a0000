/** Bilingual message helpers for the Rivals rules. `{0}`/`{1}` stand for seat names. */
import type { GameEvent, Text } from '$lib/engine';
import { cardDef, REGION_BY_ID, REGION_NAMES, RESOURCE_NAMES, type Resource } from './cards';

export const tx = (cs: string, en: string): Text => ({ cs, en });
export const who = (seat: number): string => `{${seat}}`;

export const resName = (r: Resource): Text => RESOURCE_NAMES[r];
export const cardName = (instance: string): Text => cardDef(instance).name;
export function regionName(instance: string): Text {
	const r = REGION_BY_ID[instance];
	return tx(`${REGION_NAMES[r.type].cs} (${r.number})`, `${REGION_NAMES[r.type].en} (${r.number})`);
}

/** Joins localized fragments into one text. */
export function fmt(parts: TemplateStringsArray, ...values: (Text | string | number)[]): Text {
	const build = (lang: 'cs' | 'en') =>
		parts.reduce((out, part, i) => {
			const v = values[i - 1];
			return out + (typeof v === 'object' ? v[lang] : String(v)) + part;
		});
	return { cs: build('cs'), en: build('en') };
}

export function both(csParts: Text): GameEvent {
	return { text: csParts };
}

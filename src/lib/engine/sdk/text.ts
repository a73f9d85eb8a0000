/**
 * Bilingual texts: every text a player reads exists in Czech and English (`Text`), built with
 * `tx`, and a count takes the plural form its language needs, chosen by `Intl.PluralRules`
 * (Czech: one 1 · few 2–4 · many fractions · other 0 and 5+; English: one 1 · other).
 */
import type { Lang, Text } from '../types';

/** A text in Czech and English. */
export const tx = (cs: string, en: string): Text => ({ cs, en });

/** Czech forms of a noun: "1 karta", "3 karty", "1,5 karty" (`many`; `other` when omitted), "5 karet". */
export interface CzechForms {
	one: string;
	few: string;
	many?: string;
	other: string;
}

/** English forms of a noun: "1 card", "3 cards". */
export interface EnglishForms {
	one: string;
	other: string;
}

/** A noun in both languages with all its plural forms (in the case the sentence needs). */
export interface PluralForms {
	cs: CzechForms;
	en: EnglishForms;
}

/** Forms from the three Czech and two English words (the common case: no fractional form). */
export const pluralForms = (cs: readonly [one: string, few: string, other: string], en: readonly [one: string, other: string]): PluralForms => ({
	cs: { one: cs[0], few: cs[1], other: cs[2] },
	en: { one: en[0], other: en[1] }
});

const RULES: Record<Lang, Intl.PluralRules> = { cs: new Intl.PluralRules('cs'), en: new Intl.PluralRules('en') };

/** Small whole counts are most of what games print: their categories are looked up once (`select` costs ~1 µs). */
const CACHED = 128;
const CATEGORIES: Record<Lang, Intl.LDMLPluralRule[]> = {
	cs: Array.from({ length: CACHED }, (_, n) => RULES.cs.select(n)),
	en: Array.from({ length: CACHED }, (_, n) => RULES.en.select(n))
};

/** The plural category of `n` in `lang`. */
export function pluralCategory(n: number, lang: Lang): Intl.LDMLPluralRule {
	return Number.isInteger(n) && n >= 0 && n < CACHED ? CATEGORIES[lang][n] : RULES[lang].select(n);
}

function czech(n: number, f: CzechForms): string {
	switch (pluralCategory(n, 'cs')) {
		case 'one':
			return f.one;
		case 'few':
			return f.few;
		case 'many':
			return f.many ?? f.other;
		default:
			return f.other;
	}
}

const english = (n: number, f: EnglishForms): string => (pluralCategory(n, 'en') === 'one' ? f.one : f.other);

/** The noun in the form `n` needs, without the number: "karty" / "cards". */
export function pluralWord(n: number, f: PluralForms): Text {
	return { cs: czech(n, f.cs), en: english(n, f.en) };
}

/** The count and its noun: "3 karty" / "3 cards", "5 karet" / "5 cards". */
export function plural(n: number, f: PluralForms): Text {
	return { cs: pluralIn(n, f, 'cs'), en: pluralIn(n, f, 'en') };
}

/** The count and its noun in one language (for code that already knows it): "3 karty". */
export function pluralIn(n: number, f: PluralForms, lang: Lang): string {
	return `${n} ${lang === 'cs' ? czech(n, f.cs) : english(n, f.en)}`;
}

/**
 * A name as a plain ASCII slug of at most `max` characters (`Chrám slunce` → `chram-slunce`): accents
 * dropped, anything else between letters and digits one `-`; '' when nothing is left. File names and
 * the ids of added records are made with it.
 */
export function slugOf(name: string, max: number): string {
	return name
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, max)
		.replace(/-+$/g, '');
}

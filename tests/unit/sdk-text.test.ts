import { describe, expect, it } from 'vitest';
import { plural, pluralCategory, pluralForms, pluralIn, pluralWord, slugOf, tx } from '../../src/lib/engine';

const CARDS = pluralForms(['karta', 'karty', 'karet'], ['card', 'cards']);

describe('texts', () => {
	it('tx pairs Czech and English', () => {
		expect(tx('ahoj', 'hello')).toEqual({ cs: 'ahoj', en: 'hello' });
	});
	it('whole counts take the forms the games wrote by hand (1 / 2–4 / 0 and 5+; English 1 / other)', () => {
		for (let n = 0; n <= 1000; n++) {
			const cs = n === 1 ? 'karta' : n >= 2 && n <= 4 ? 'karty' : 'karet';
			const en = n === 1 ? 'card' : 'cards';
			expect(plural(n, CARDS)).toEqual({ cs: `${n} ${cs}`, en: `${n} ${en}` });
			expect(pluralIn(n, CARDS, 'cs')).toBe(`${n} ${cs}`);
			expect(pluralWord(n, CARDS)).toEqual({ cs, en });
		}
	});
	it('fractions take the Czech "many" form when given, else "other"', () => {
		expect(pluralCategory(1.5, 'cs')).toBe('many');
		expect(pluralWord(1.5, { cs: { one: 'bod', few: 'body', many: 'bodu', other: 'bodů' }, en: { one: 'point', other: 'points' } })).toEqual({ cs: 'bodu', en: 'points' });
		expect(pluralWord(1.5, CARDS).cs).toBe('karet');
	});
});

describe('slugOf', () => {
	it('drops accents, joins the rest with single dashes, trims to the length without a trailing dash', () => {
		expect(slugOf('Chrám slunce', 32)).toBe('chram-slunce');
		expect(slugOf('  Moje hodnoty!! (2) ', 40)).toBe('moje-hodnoty-2');
		expect(slugOf('abc def', 4)).toBe('abc');
		expect(slugOf('„…“', 10)).toBe('');
	});
});

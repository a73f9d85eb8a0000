/** The Era of Gold: seeded complete matches 150-299 (see rivals-theme-fuzz.ts for the invariants). */
import { describe, it } from 'vitest';
import { playThemeMatch } from './rivals-theme-fuzz';

describe('Rivals Era of Gold fuzz: complete seeded matches (part 2)', () => {
	for (let from = 150; from < 300; from += 25) {
		it(`matches ${from}-${from + 24} finish with a proper winner and replay identically`, () => {
			for (let i = from; i < from + 25; i++) playThemeMatch('gold', i);
		});
	}
});

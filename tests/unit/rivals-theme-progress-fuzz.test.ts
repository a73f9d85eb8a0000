/** The Era of Progress: seeded complete matches 0-149 (invariants: rivals-theme-fuzz.ts and rivals-theme-progress-fuzz.ts). */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { playThemeMatch } from './rivals-theme-fuzz';
import { installProgressChecks } from './rivals-theme-progress-fuzz';

let uninstall = () => {};
beforeAll(() => {
	uninstall = installProgressChecks();
});
afterAll(() => uninstall());

describe('Rivals Era of Progress fuzz: complete seeded matches (part 1)', () => {
	for (let from = 0; from < 150; from += 25) {
		it(`matches ${from}-${from + 24} finish with a proper winner and replay identically`, () => {
			for (let i = from; i < from + 25; i++) playThemeMatch('progress', i);
		});
	}
});

/**
 * The Duel of the Princes: seeded complete matches 0-149 with all three theme sets (invariants:
 * rivals-theme-fuzz.ts, plus the Era of Turmoil and Era of Progress checks on every action).
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { playThemeMatch } from './rivals-theme-fuzz';
import { installProgressChecks } from './rivals-theme-progress-fuzz';
import { installTurmoilChecks } from './rivals-theme-turmoil-fuzz';

const uninstall: (() => void)[] = [];
beforeAll(() => {
	uninstall.push(installTurmoilChecks(), installProgressChecks());
});
afterAll(() => uninstall.reverse().forEach((f) => f()));

describe('Rivals Duel of the Princes fuzz: complete seeded matches (part 1)', () => {
	for (let from = 0; from < 150; from += 25) {
		it(`matches ${from}-${from + 24} finish with a proper winner and replay identically`, () => {
			for (let i = from; i < from + 25; i++) playThemeMatch('duel', i);
		});
	}
});

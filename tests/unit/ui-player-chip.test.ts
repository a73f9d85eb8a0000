/** The Mage Knight round bar's player chip says what its numbers are (issue 23: "Jana · 3 · 0★"). */
import { describe, expect, it } from 'vitest';
import { playerChip } from '../../src/lib/games/mageknight/ui/chip';

describe('playerChip', () => {
	it('labels the tactic number and the Fame, visibly and in the accessible name', () => {
		const c = playerChip('Jana', 0, 'cs', { n: 3, name: 'Ranní rituál' });
		expect(c.parts).toEqual(['taktika 3', 'sláva 0']);
		expect(c.label).toBe('Jana · taktika 3 · sláva 0 (taktika 3: Ranní rituál)');
		expect(playerChip('Jana', 12, 'en').label).toBe('Jana · Fame 12');
		// No bare number: every visible part carries a word.
		for (const p of c.parts) expect(p).toMatch(/^[a-zá-ž]+ \d+$/i);
		// The accessible name starts with the visible text (axe: label-content-name-mismatch).
		expect(c.label.startsWith(['Jana', ...c.parts].join(' · '))).toBe(true);
	});
});

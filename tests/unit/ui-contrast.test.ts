/**
 * Text drawn on game colours must read at ≥ 4.5:1 (issue 11, WCAG AA): the kit picks black or
 * white text by contrast, and every colour a board paints text on must allow one of them.
 */
import { describe, expect, it } from 'vitest';
import { contrastRatio, INK, readableOn, WHITE } from '../../src/lib/ui/contrast';
import { KIND_COLORS, REGION_COLORS, RESOURCE_COLORS } from '../../src/lib/games/rivals/ui/labels';
import { USED_CHIP } from '../../src/lib/games/mageknight/ui/labels';

describe('contrast', () => {
	it('computes WCAG ratios', () => {
		expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
		expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
		expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 1);
	});

	it('picks the text colour that reads on light and on dark backgrounds', () => {
		expect(readableOn('#e7c64b')).toBe(INK); // the fields' yellow
		expect(readableOn('#2f6b3a')).toBe(WHITE); // the forest's green
	});

	const painted: Record<string, Record<string, string>> = { region: REGION_COLORS, resource: RESOURCE_COLORS, 'card kind': KIND_COLORS };
	for (const [what, colours] of Object.entries(painted))
		it(`every Rivals ${what} colour carries text at ≥ 4.5:1`, () => {
			for (const [name, colour] of Object.entries(colours)) expect(contrastRatio(colour, readableOn(colour)), `${what} ${name} ${colour}`).toBeGreaterThanOrEqual(4.5);
		});

	it('the Mage Knight used-tactic chip reads at ≥ 4.5:1 (issue 23: it was 3.72:1 through an opacity)', () => {
		expect(contrastRatio(USED_CHIP.ink, USED_CHIP.bg)).toBeGreaterThanOrEqual(4.5);
	});
});

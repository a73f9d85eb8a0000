/**
 * Every `special` effect of First Reconnaissance content has a rule (a special without one is
 * never offered, so a missing rule would silently weaken a card). Content outside the scenario
 * (Advanced Actions 81–92, Elite units) is listed apart; the Wound card needs no rule.
 */
import { describe, expect, it } from 'vitest';
import '../../../src/lib/games/mageknight/rules';
import { ADVANCED_ACTIONS, ARTIFACTS, BASIC_ACTIONS, FR_ADVANCED_IDS, REGULAR_UNITS, SKILLS, SPELLS, TACTICS } from '../../../src/lib/games/mageknight/data';
import { SPECIALS } from '../../../src/lib/games/mageknight/effects';

function specialsIn(o: unknown, out: Set<string>): Set<string> {
	if (Array.isArray(o)) for (const x of o) specialsIn(x, out);
	else if (o && typeof o === 'object') {
		const r = o as Record<string, unknown>;
		if (r.k === 'special' && typeof r.id === 'string') out.add(r.id);
		for (const v of Object.values(r)) specialsIn(v, out);
	}
	return out;
}

describe('Mage Knight special effects', () => {
	it('every special of the scenario content has a rule', () => {
		const content = [BASIC_ACTIONS, ADVANCED_ACTIONS.filter((c) => FR_ADVANCED_IDS.includes(c.id)), SPELLS, ARTIFACTS, REGULAR_UNITS, SKILLS, TACTICS];
		const ids = [...specialsIn(content, new Set())].filter((id) => id !== 'wound-card').sort();
		expect(ids.length).toBeGreaterThan(80);
		expect(ids.filter((id) => !(id in SPECIALS))).toEqual([]);
	});
});

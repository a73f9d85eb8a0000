/** Mage Knight's actions with several forms per kind: each form parses to itself, a form missing its own field is refused. */
import { describe, expect, it } from 'vitest';
import { mageKnight } from '../../../src/lib/games/mageknight/rules';

describe('Mage Knight: action kinds with several forms', () => {
	it('every form parses to itself', () => {
		for (const a of [
			{ a: 'damage', to: 'hero' },
			{ a: 'damage', to: 'unit', uid: 3 },
			{ a: 'pickEnemy', uid: 2 },
			{ a: 'pickEnemy', all: true },
			{ a: 'pvpDamage', to: 'hero' },
			{ a: 'pvpDamage', to: 'unit', uid: 1 },
			{ a: 'pvpDamage', to: 'artifact', card: 'banner_of_glory' },
			{ a: 'pvpDamage', to: 'push', hex: '0,1' }
		])
			expect(mageKnight.parseAction(a)).toEqual({ ok: true, value: a });
	});
	it('a form missing its own field is refused with a reason', () => {
		for (const a of [{ a: 'damage', to: 'unit' }, { a: 'pickEnemy' }, { a: 'pvpDamage', to: 'unit' }, { a: 'pvpDamage', to: 'artifact' }, { a: 'pvpDamage', to: 'push' }]) {
			const r = mageKnight.parseAction(a);
			expect(r.ok, JSON.stringify(a)).toBe(false);
			if (!r.ok) expect(r.reason.en).toMatch(/lacks its field/);
		}
	});
});

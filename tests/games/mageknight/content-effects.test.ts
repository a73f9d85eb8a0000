/**
 * The numbers of an Effect tree as pack fields (content-effects.ts): every number found and
 * labelled by what it is, "Attack or Block n" one field, values put back into a copy.
 */
import { describe, expect, it } from 'vitest';
import { contentValueOf } from '../../../src/lib/engine';
import { effectNumberFields, effectNumbers, effectWithValues, withEffectNumbers } from '../../../src/lib/games/mageknight/content-effects';
import { all, atk, atkOrBlk, blk, heal, inf, mv, one, readyUnit, rep, sp, token } from '../../../src/lib/games/mageknight/data/fx';
import { ELITE_UNITS, REGULAR_UNITS } from '../../../src/lib/games/mageknight/data';

describe('effectNumbers', () => {
	it('finds every number depth first, labelled by what it is', () => {
		const e = all(mv(2), one(atk(3, 'ranged', 'fire'), blk(4, 'ice')), heal(1), readyUnit(2), rep(-1), token('red'), sp('freeze-enemy', { n: 3 }), sp('no-number'));
		const nums = effectNumbers(e);
		expect(nums.map((n) => n.value)).toEqual([2, 3, 4, 1, 2, -1, 3]);
		expect(nums.map((n) => n.label.en)).toEqual(['Move', 'Fire Ranged Attack', 'Ice Block', 'Healing', 'Ready a unit: highest level', 'Reputation', 'Special (freeze enemy): value']);
		expect(nums[1].label.cs).toBe('Útok (dálkový, ohnivý)');
		expect(nums.map((n) => n.at)).toEqual([[[0]], [[1, 0]], [[1, 1]], [[2]], [[3]], [[4]], [[6]]]);
	});

	it('reads “Attack or Block n” as one number setting both', () => {
		const nums = effectNumbers(atkOrBlk(2));
		expect(nums).toHaveLength(1);
		expect(nums[0].label).toEqual({ cs: 'Útok nebo blok', en: 'Attack or Block' });
		expect(withEffectNumbers(atkOrBlk(2), [5])).toEqual(atkOrBlk(5));
		expect(effectNumbers(atkOrBlk(4, 'fire'))[0].label).toEqual({ cs: 'Útok nebo blok (ohnivý)', en: 'Fire Attack or Block' });
		// Different values are two numbers (not a printed "or").
		expect(effectNumbers(one(atk(2), blk(3)))).toHaveLength(2);
	});
});

describe('withEffectNumbers', () => {
	it('puts values in a copy and leaves the original alone; nothing changed gives the same object', () => {
		const e = all(inf(2), readyUnit(2), sp('x', { n: 1 }));
		const changed = withEffectNumbers(e, [undefined, 3, 4]);
		expect(changed).toEqual(all(inf(2), readyUnit(3), sp('x', { n: 4 })));
		expect(e).toEqual(all(inf(2), readyUnit(2), sp('x', { n: 1 })));
		expect(withEffectNumbers(e, [2, undefined])).toBe(e);
	});
});

describe('effectNumberFields / effectWithValues', () => {
	const of = { keyPrefix: 'unit.peasants.ability.1', group: { cs: 'Vesničané', en: 'Peasants' }, labelPrefix: { cs: 'Schopnost 1', en: 'Ability 1' }, source: 'x' };

	it('one field per number, keyed by its place, the printed value valid', () => {
		const fields = effectNumberFields(atkOrBlk(2), of);
		expect(fields).toEqual([{ key: 'unit.peasants.ability.1.1', group: of.group, label: { cs: 'Schopnost 1: Útok nebo blok', en: 'Ability 1: Attack or Block' }, kind: { k: 'int', min: 1, max: 20 }, placeholder: 2, source: 'x' }]);
		for (const u of [...REGULAR_UNITS, ...ELITE_UNITS])
			u.abilities.forEach((ab, i) => {
				for (const f of effectNumberFields(ab.effect, { ...of, keyPrefix: `unit.${u.id}.ability.${i + 1}` })) expect(contentValueOf(f, f.placeholder).ok, f.key).toBe(true);
			});
		expect(contentValueOf(fields[0], 0).ok).toBe(false);
	});

	it('reads a pack’s values by key; none gives the built-in object', () => {
		const e = all(mv(2), sp('foresters'));
		expect(effectWithValues(e, 'p', { 'p.1': 4 })).toEqual(all(mv(4), sp('foresters')));
		expect(effectWithValues(e, 'p', { 'q.1': 4 })).toBe(e);
	});
});

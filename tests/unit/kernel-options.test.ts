import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shape } from '../../src/lib/engine';

const OPTIONS = shape.options({
	mode: shape.initially(shape.oneOf(['short', 'long']), 'short'),
	pvp: shape.def(shape.bool(), false),
	seatsShown: shape.def(shape.arr(shape.int(0, 5), 3), [0]),
	note: shape.opt(shape.str(20)),
	level: shape.optInitially(shape.int(1, 3), 2)
});

describe('shape.options: one schema per game for its options', () => {
	it('the defaults come from the schema (fresh copies)', () => {
		const d = OPTIONS.defaults();
		expect(d).toEqual({ mode: 'short', pvp: false, seatsShown: [0], level: 2 });
		const level: number = d.level;
		expect(level).toBe(2);
		d.seatsShown.push(3);
		expect(OPTIONS.defaults().seatsShown).toEqual([0]);
	});
	it('a missing `def` field takes its value; an `initially` field must be given', () => {
		expect(OPTIONS.parse({ mode: 'long' })).toEqual({ ok: true, value: { mode: 'long', pvp: false, seatsShown: [0] } });
		expect(OPTIONS.parse({ mode: 'long', pvp: true, note: 'x' })).toEqual({ ok: true, value: { mode: 'long', pvp: true, seatsShown: [0], note: 'x' } });
		const r = OPTIONS.parse({ pvp: true });
		expect(r.ok).toBe(false);
		if (!r.ok) {
			expect(r.reason.cs).toContain('Neplatné volby partie: pole „mode“');
			expect(r.reason.en).toContain('Invalid match options: field "mode"');
		}
	});
	it('an unknown key, a wrong type or a prototype key is refused with a reason', () => {
		expect(OPTIONS.parse({ mode: 'short', extra: 1 }).ok).toBe(false);
		expect(OPTIONS.parse({ mode: 'short', pvp: 'yes' }).ok).toBe(false);
		expect(OPTIONS.parse(JSON.parse('{"mode":"short","__proto__":{"pvp":true}}')).ok).toBe(false);
		expect(OPTIONS.parse(null).ok).toBe(false);
		expect(OPTIONS.parse([]).ok).toBe(false);
	});
	it('property: parsing never throws, and whatever it accepts has only known keys', () => {
		fc.assert(
			fc.property(fc.anything({ withObjectString: true, withNullPrototype: true, maxDepth: 4 }), fc.constantFrom('short', 'long'), (junk, mode) => {
				for (const raw of [junk, { mode, junk }, { mode, pvp: junk }, { ...(junk as object), mode }]) {
					const r = OPTIONS.parse(raw);
					if (r.ok) expect(Object.keys(r.value).every((k) => ['mode', 'pvp', 'seatsShown', 'note', 'level'].includes(k))).toBe(true);
				}
			}),
			{ numRuns: 500 }
		);
	});
});

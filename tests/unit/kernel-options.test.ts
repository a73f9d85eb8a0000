import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shape, tx } from '../../src/lib/engine';

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
	it('a field set to undefined (a form choice cleared) is a missing field, as in JSON', () => {
		expect(OPTIONS.parse({ mode: 'long', pvp: undefined, note: undefined })).toEqual({ ok: true, value: { mode: 'long', pvp: false, seatsShown: [0] } });
		expect(OPTIONS.parse({ mode: undefined }).ok).toBe(false);
		expect(OPTIONS.parse(Object.defineProperty({ mode: 'long', pvp: undefined }, 'note', { get: () => 'x', enumerable: true })).ok).toBe(false);
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

const BY_MODE = shape.modeOptions('mode', {
	duel: { pvp: shape.def(shape.bool(), false), level: shape.absent(tx('Úroveň patří jen k sólu.', 'The level belongs to solo only.')) },
	solo: { pvp: shape.fixed(false, tx('Sólo je bez soubojů.', 'Solo has no duels.')), level: shape.def(shape.int(1, 3), 2), note: shape.opt(shape.str(5)) }
});

describe('shape.modeOptions: options told apart by their mode, each mode with its own fields', () => {
	it('each mode starts from its own defaults; an unknown mode has none; the first mode is the default', () => {
		expect(BY_MODE.defaultsFor('duel')).toEqual({ mode: 'duel', pvp: false });
		const solo = BY_MODE.defaultsFor('solo');
		expect(solo).toEqual({ mode: 'solo', pvp: false, level: 2 });
		const level: number = solo.level;
		expect(level).toBe(2);
		expect(BY_MODE.defaultsFor('nope')).toBeNull();
		expect(BY_MODE.defaultsFor('__proto__')).toBeNull();
		expect(BY_MODE.defaults()).toEqual({ mode: 'duel', pvp: false });
		expect(BY_MODE.modes).toEqual(['duel', 'solo']);
	});
	it('a mode takes only its fields: `absent` and `fixed` refuse with their own reason, `def` fills in', () => {
		expect(BY_MODE.parse({ mode: 'solo' })).toEqual({ ok: true, value: { mode: 'solo', pvp: false, level: 2 } });
		expect(BY_MODE.parse({ mode: 'solo', pvp: false, level: 3, note: 'hi' })).toEqual({ ok: true, value: { mode: 'solo', pvp: false, level: 3, note: 'hi' } });
		expect(BY_MODE.parse({ mode: 'duel', pvp: true })).toEqual({ ok: true, value: { mode: 'duel', pvp: true } });
		expect(BY_MODE.parse({ mode: 'duel', level: undefined })).toEqual({ ok: true, value: { mode: 'duel', pvp: false } });
		const said = (raw: unknown) => {
			const r = BY_MODE.parse(raw);
			return r.ok ? null : r.reason;
		};
		expect(said({ mode: 'duel', level: 2 })).toEqual(tx('Neplatné volby partie: Úroveň patří jen k sólu.', 'Invalid match options: The level belongs to solo only.'));
		expect(said({ mode: 'solo', pvp: true })).toEqual(tx('Neplatné volby partie: Sólo je bez soubojů.', 'Invalid match options: Solo has no duels.'));
		expect(said({ mode: 'duel', note: 'x' })?.en).toContain('field "note" must be nothing');
		expect(said({ mode: 'team' })?.en).toBe('Invalid match options: field "mode" must be one of "duel", "solo".');
		expect(said({ pvp: false })?.cs).toContain('pole „mode“ má být jedna z hodnot');
		expect(said({ mode: 'constructor' })?.en).toContain('field "mode"');
		expect(said(JSON.parse('{"mode":"duel","__proto__":{"pvp":true}}'))?.en).toContain('field "__proto__" must be nothing');
	});
	it('`with` adds fields to every mode (e.g. owner values that only the rules load)', () => {
		const full = BY_MODE.with({ content: shape.opt(shape.int(0, 9)) });
		expect(full.parse({ mode: 'duel', content: 4 })).toEqual({ ok: true, value: { mode: 'duel', pvp: false, content: 4 } });
		expect(full.parse({ mode: 'solo', content: 4 })).toEqual({ ok: true, value: { mode: 'solo', pvp: false, level: 2, content: 4 } });
		expect(BY_MODE.parse({ mode: 'duel', content: 4 }).ok).toBe(false);
		expect(full.defaultsFor('solo')).toEqual({ mode: 'solo', pvp: false, level: 2 });
	});
	it('property: parsing never throws, and whatever it accepts is a mode with only that mode’s keys', () => {
		const KEYS = { duel: ['mode', 'pvp'], solo: ['mode', 'pvp', 'level', 'note'] };
		fc.assert(
			fc.property(fc.anything({ withObjectString: true, withNullPrototype: true, maxDepth: 4 }), fc.constantFrom('duel', 'solo'), (junk, mode) => {
				for (const raw of [junk, { mode, junk }, { mode, level: junk }, { mode, pvp: junk }, { ...(junk as object), mode }]) {
					const r = BY_MODE.parse(raw);
					if (r.ok) expect(Object.keys(r.value).every((k) => KEYS[r.value.mode].includes(k))).toBe(true);
				}
			}),
			{ numRuns: 500 }
		);
	});
});

/**
 * Each game declares its options once, as a schema per mode (shape.modeOptions in its meta.ts): the
 * new-match form's starting options, the module's defaults and parseOptions's per-mode rules all
 * come from it. The expected options below were recorded from the hand-written optionsForMode
 * they replace (issue 24): a new match of every mode starts exactly as before.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseContentValues, shape, tx, type AnyGameModule, type Result } from '../../src/lib/engine';
import { IS_CONTENT_FIELDS } from '../../src/lib/games/imperialsettlers/content';
import { FACTION_IDS } from '../../src/lib/games/imperialsettlers/data/types';
import { IS_MODES } from '../../src/lib/games/imperialsettlers/meta';
import { imperialSettlers } from '../../src/lib/games/imperialsettlers/rules';
import { mageKnight } from '../../src/lib/games/mageknight/rules';
import { rivals } from '../../src/lib/games/rivals/rules';
import { manifest } from '../../src/lib/games/manifest';

const RECORDED: Record<string, Record<string, unknown>> = {
	rivals: {
		intro: { mode: 'intro' },
		gold: { mode: 'gold' },
		turmoil: { mode: 'turmoil' },
		progress: { mode: 'progress' },
		duel: { mode: 'duel' }
	},
	mageknight: {
		'first-reconnaissance-2p': { mode: 'first-reconnaissance-2p', pvp: false },
		'first-reconnaissance-3p': { mode: 'first-reconnaissance-3p', pvp: false },
		'first-reconnaissance-4p': { mode: 'first-reconnaissance-4p', pvp: false },
		solo: { mode: 'solo', pvp: false }
	},
	imperialsettlers: {
		'base-2p': { mode: 'base-2p', factionReshuffle: false, expansion: false },
		'base-3p': { mode: 'base-3p', factionReshuffle: false, expansion: false },
		'base-4p': { mode: 'base-4p', factionReshuffle: false, expansion: false },
		solo: { mode: 'solo', factionReshuffle: false, expansion: false, soloGoal: 'faction' },
		'solo-conquest': { mode: 'solo-conquest', factionReshuffle: false, expansion: true, soloGoal: 'faction', difficulty: 'medium' }
	}
};
const MODULES: Record<string, AnyGameModule> = { rivals, mageknight: mageKnight, imperialsettlers: imperialSettlers };

describe('options from one schema per game', () => {
	for (const { meta } of manifest) {
		const module = MODULES[meta.id];
		it(`${meta.id}: every mode starts from the options it started from before, which its rules accept as they are`, () => {
			expect(Object.keys(RECORDED[meta.id])).toEqual(meta.modes.map((m) => m.id));
			for (const mode of meta.modes) {
				const options = meta.optionsForMode(mode.id);
				// Same fields in the same order (a match record stores them as they are).
				expect(JSON.stringify(options)).toBe(JSON.stringify(RECORDED[meta.id][mode.id]));
				expect(module.parseOptions(options)).toEqual({ ok: true, value: options });
			}
			expect(module.defaultOptions()).toEqual(RECORDED[meta.id][meta.modes[0].id]);
		});
	}
});

/**
 * Imperial Settlers' parseOptions as it was written by hand before the per-mode table (the
 * reference the table must agree with on every input, accepted or refused).
 */
const HAND_WRITTEN = shape.options({
	mode: shape.initially(shape.oneOf(IS_MODES.map((m) => m.id)), 'base-2p'),
	factionReshuffle: shape.def(shape.bool(), false),
	expansion: shape.optInitially(shape.bool(), false),
	soloGoal: shape.opt(shape.oneOf(['faction', 'all'])),
	difficulty: shape.opt(shape.oneOf(['easy', 'medium', 'hard'])),
	virtualFaction: shape.opt(shape.oneOf(FACTION_IDS)),
	content: shape.opt(shape.check(tx('hodnoty vlastníka', 'owner values'), (v) => parseContentValues(IS_CONTENT_FIELDS, v)))
});
function handWrittenIsOptions(raw: unknown): Result<Record<string, unknown>> {
	const parsed = HAND_WRITTEN.parse(raw);
	if (!parsed.ok) return parsed;
	const o = parsed.value;
	const mode = o.mode;
	const solo = mode === 'solo' || mode === 'solo-conquest';
	const no = { ok: false as const, reason: tx('', '') };
	if (mode === 'solo' && o.expansion) return no;
	if (mode === 'solo-conquest' && o.expansion === false) return no;
	if (!solo && (o.soloGoal !== undefined || o.difficulty !== undefined || o.virtualFaction !== undefined)) return no;
	if (mode !== 'solo-conquest' && (o.difficulty !== undefined || o.virtualFaction !== undefined)) return no;
	const out: Record<string, unknown> = { mode, factionReshuffle: o.factionReshuffle, expansion: mode === 'solo-conquest' || (!solo && !!o.expansion) };
	if (solo) out.soloGoal = o.soloGoal ?? 'faction';
	if (mode === 'solo-conquest') out.difficulty = o.difficulty ?? 'medium';
	if (o.virtualFaction !== undefined) out.virtualFaction = o.virtualFaction;
	if (o.content !== undefined && Object.keys(o.content).length) out.content = o.content;
	return { ok: true, value: out };
}

describe('Imperial Settlers: which options a mode takes, and what a missing one means, from the per-mode table', () => {
	const maybe = <T>(values: fc.Arbitrary<T>) => fc.option(values, { nil: undefined });
	const anyOf = (...values: unknown[]) => fc.constantFrom(...values);
	it('property: parseOptions accepts and refuses exactly what the hand-written rules did, with the same options', () => {
		fc.assert(
			fc.property(
				fc.record(
					{
						mode: anyOf(...IS_MODES.map((m) => m.id), 'solo-x', 3),
						factionReshuffle: maybe(anyOf(true, false, 'yes')),
						expansion: maybe(anyOf(true, false, 0)),
						soloGoal: maybe(anyOf('faction', 'all', 'none')),
						difficulty: maybe(anyOf('easy', 'medium', 'hard', 'brutal')),
						virtualFaction: maybe(anyOf(...FACTION_IDS, 'vikings')),
						content: maybe(anyOf({}, { 'attack.atk01': 'gold' }, { nope: 1 })),
						extra: maybe(anyOf(1))
					},
					{ requiredKeys: [] }
				),
				(raw) => {
					const now = imperialSettlers.parseOptions(raw);
					const before = handWrittenIsOptions(raw);
					expect(now.ok).toBe(before.ok);
					if (now.ok && before.ok) expect(JSON.stringify(now.value)).toBe(JSON.stringify(before.value));
				}
			),
			{ numRuns: 2000 }
		);
	});
	it('a refusal says why, in Czech and English', () => {
		const said = (raw: unknown) => {
			const r = imperialSettlers.parseOptions(raw);
			return r.ok ? null : r.reason;
		};
		expect(said({ mode: 'solo', expansion: true })?.en).toContain('The base solo is played without the expansion');
		expect(said({ mode: 'solo', expansion: true })?.cs).toContain('Základní sólo se hraje bez rozšíření');
		expect(said({ mode: 'solo-conquest', expansion: false })?.en).toContain('Solo conquest is a mode of the expansion');
		expect(said({ mode: 'base-2p', soloGoal: 'all' })?.en).toContain('belong to the solo modes only');
		expect(said({ mode: 'solo', difficulty: 'hard' })?.cs).toContain('patří jen k sólu s dobýváním');
		expect(said({ mode: 'solo-x' })?.en).toContain('field "mode" must be one of "base-2p"');
	});
});

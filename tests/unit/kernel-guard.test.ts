/**
 * The kernel's guard rails around game code (issue 8): an exception thrown by a
 * game becomes an "internal error" rejection with the state unchanged, and a new
 * action is accepted only when its canonical form is one of the legal actions.
 */
import { describe, expect, it, vi } from 'vitest';
import { INTERNAL_ERROR, internalErrors, MatchRunner, newMatchRecord, supportsRulesVersion, type GameModule, type Seat } from '../../src/lib/engine';
import { captureInternalErrors } from './internal-errors';
import { tinyGame, type TinyAction, type TinyOptions, type TinyState } from '../fixtures/tiny-game';

const seats: Seat[] = [
	{ name: 'Anna', kind: 'human' },
	{ name: 'Bert', kind: 'human' }
];

type Tiny = GameModule<TinyState, TinyAction, TinyOptions, unknown>;

/** The tiny game with one rule replaced. */
const variant = (over: Partial<Tiny>): Tiny => ({ ...(tinyGame as Tiny), ...over });

function open(module: Tiny): MatchRunner {
	const r = MatchRunner.open(module, newMatchRecord(module, 'g1', seats, { mode: 'short' }, 'seed', 0));
	if (!r.ok) throw new Error(r.reason.en);
	return r.value;
}

/** The kernel's own report, kept to test it while the tests capture the reports. */
const original = internalErrors.report;
const reported = captureInternalErrors();

describe('kernel guard', () => {
	it('turns an exception in apply into a rejection and keeps the state', () => {
		const module = variant({
			apply(state, seat, action) {
				if (action.t === 'roll') throw new TypeError("Cannot read properties of undefined (reading 'x')");
				return tinyGame.apply(state, seat, action);
			}
		});
		const r = open(module);
		const before = r.hash;
		const res = r.apply(0, { t: 'roll' });
		expect(res).toEqual({ ok: false, reason: INTERNAL_ERROR });
		expect(r.hash).toBe(before);
		expect(r.length).toBe(0);
		expect(r.check(0, { t: 'roll' }).ok).toBe(false);
		expect(reported.map((x) => x.call)).toEqual(['apply', 'apply']);
		expect(reported[0].action).toEqual({ t: 'roll' });
		// the match goes on
		expect(r.apply(0, { t: 'step', n: 1 }).ok).toBe(true);
	});

	it('turns exceptions in parseAction, legalActions and result into rejections', () => {
		for (const over of [
			{ parseAction: () => { throw new Error('parse'); } },
			{ legalActions: () => { throw new Error('legal'); } },
			{ result: () => { throw new Error('result'); } }
		] as Partial<Tiny>[]) {
			const r = open(variant(over));
			const res = r.apply(0, { t: 'step', n: 1 });
			expect(res.ok).toBe(false);
			expect(r.length).toBe(0);
		}
	});

	it('refuses a seat outside the table itself, even when the game would not', () => {
		// A sloppy game that plays any seat number as the current player: the kernel's own check is all that stands.
		const module = variant({
			legalActions: (state) => tinyGame.legalActions(state, state.current),
			apply: (state, _seat, action) => tinyGame.apply(state, state.current, action)
		});
		const r = open(module);
		const unknownSeat = { ok: false, reason: { cs: 'Neznámé místo u stolu.', en: 'Unknown seat.' } };
		for (const seat of [2, 3, -1, 0.5, NaN, Infinity]) {
			expect(r.apply(seat, { t: 'step', n: 1 }), `seat ${seat}`).toEqual(unknownSeat);
			expect(r.check(seat, { t: 'step', n: 1 }), `seat ${seat}`).toEqual(unknownSeat);
		}
		expect(r.length).toBe(0);
		// …while the last real seat gets through to the (sloppy) rules.
		expect(r.apply(1, { t: 'step', n: 1 }).ok).toBe(true);
		expect(reported).toEqual([]);
	});

	it("answers a malformed action with the game's own parse reason, never calling apply", () => {
		let applied = 0;
		const module = variant({
			apply(state, seat, action) {
				applied++;
				return tinyGame.apply(state, seat, action);
			}
		});
		const r = open(module);
		for (const raw of [{ t: 'fly' }, null, 'step', { t: 'step', n: 9 }]) {
			expect(r.apply(0, raw)).toEqual(tinyGame.parseAction(raw));
			expect(r.check(0, raw)).toEqual(tinyGame.parseAction(raw));
		}
		expect(applied).toBe(0);
		expect(reported).toEqual([]);
	});

	it('the default report names the game, the call, the seat and the action (cut to 500 characters)', () => {
		const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
		try {
			const error = new Error('boom');
			original(error, { game: 'tiny', call: 'apply', seat: 1, action: { a: 'x'.repeat(600) } });
			const [head, where, err] = spy.mock.calls[0];
			expect(head).toBe('[tiny] apply threw');
			expect(where).toBe(`(seat 1, action ${JSON.stringify({ a: 'x'.repeat(600) }).slice(0, 500)})`);
			expect(err).toBe(error);
			original(error, { game: 'tiny', call: 'setup' });
			expect(spy.mock.calls[1]).toEqual(['[tiny] setup threw', '', error]);
			const cyclic: Record<string, unknown> = {};
			cyclic.self = cyclic;
			original(error, { game: 'tiny', call: 'apply', seat: 0, action: cyclic });
			expect(spy.mock.calls[2][1]).toBe('(seat 0, action [object Object])');
			original(error, { game: 'tiny', call: 'apply', seat: 0, action: undefined });
			expect(spy.mock.calls[3][1]).toBe('(seat 0, action undefined)');
		} finally {
			spy.mockRestore();
		}
	});

	it('refuses to open a record whose setup throws, without throwing', () => {
		const module = variant({ setup: () => { throw new Error('setup'); } });
		const r = MatchRunner.open(module, newMatchRecord(module, 'g', seats, { mode: 'short' }, 's', 0));
		expect(r).toEqual({ ok: false, reason: INTERNAL_ERROR });
	});

	it('accepts a new action only when the game lists it (canonical form)', () => {
		// A sloppy apply that ignores unknown fields and accepts n = 3.
		const module = variant({
			parseAction: (raw) => ({ ok: true, value: raw as TinyAction }),
			apply(state, seat, action) {
				if (action.t === 'step' && (action.n as number) === 3) return tinyGame.apply(state, seat, { t: 'step', n: 2 });
				return tinyGame.apply(state, seat, { ...action });
			}
		});
		const r = open(module);
		expect(r.apply(0, { t: 'step', n: 3 }).ok).toBe(false);
		expect(r.apply(0, { t: 'step', n: 1, extra: true }).ok).toBe(false);
		expect(r.check(0, { t: 'step', n: 1, extra: true }).ok).toBe(false);
		expect(r.length).toBe(0);
		// key order does not matter: canonical form
		expect(r.apply(0, { n: 1, t: 'step' }).ok).toBe(true);
	});

	it('replays a save without re-listing, but verifies an untrusted one', () => {
		const r = open(tinyGame as Tiny);
		r.apply(0, { t: 'step', n: 1 });
		const record = structuredClone(r.record);
		record.log.push({ seat: 0, action: { t: 'step', n: 1, extra: 1 } });
		const sloppy = variant({ parseAction: (raw) => ({ ok: true, value: raw as TinyAction }) });
		expect(MatchRunner.open(sloppy, structuredClone(record)).ok).toBe(true);
		expect(MatchRunner.open(sloppy, structuredClone(record), { verify: true }).ok).toBe(false);
	});

	it('replays records of older rules versions the module still supports', () => {
		const versions: string[] = [];
		const module = variant({
			rulesVersion: '2.0.0',
			olderRulesVersions: ['1.0.0'],
			setup(s, o, seed, v) {
				versions.push(v ?? '?');
				return tinyGame.setup(s, o, seed);
			}
		});
		expect(supportsRulesVersion(module, '1.0.0')).toBe(true);
		expect(supportsRulesVersion(module, '0.9.0')).toBe(false);
		const old = { ...newMatchRecord(tinyGame, 'old', seats, { mode: 'short' }, 's', 0) };
		expect(MatchRunner.open(module, old).ok).toBe(true);
		expect(MatchRunner.open(module, { ...old, rulesVersion: '0.9.0' }).ok).toBe(false);
		expect(versions).toEqual(['1.0.0']);
	});
});

describe('sameData', () => {
	it('agrees with canonical JSON on plain data', async () => {
		const { canonicalJson, sameData } = await import('../../src/lib/engine');
		const fc = (await import('fast-check')).default;
		fc.assert(
			fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
				expect(sameData(a, b)).toBe(canonicalJson(a) === canonicalJson(b));
				expect(sameData(a, structuredClone(a))).toBe(true);
			})
		);
		expect(sameData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
		expect(sameData({ b: [1, { c: 'x' }], a: 1 }, { a: 1, b: [1, { c: 'x' }] })).toBe(true);
		expect(sameData({ a: 1 }, { a: '1' })).toBe(false);
		expect(sameData([1, 2], { 0: 1, 1: 2 })).toBe(false);
	});
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MatchRunner, newMatchRecord, replayHashes, type MatchRecord, type Seat } from '../../src/lib/engine';
import { tinyGame, type TinyAction } from '../fixtures/tiny-game';

const seats: Seat[] = [
	{ name: 'Anna', kind: 'human' },
	{ name: 'Bert', kind: 'bot' }
];

function fresh(seed = 'seed-1', mode = 'short'): MatchRunner {
	const opened = MatchRunner.open(tinyGame, newMatchRecord(tinyGame, 'm1', seats, { mode }, seed, 0));
	if (!opened.ok) throw new Error(opened.reason.en);
	return opened.value;
}

function must<T>(r: { ok: true; value: T } | { ok: false; reason: { en: string } }): T {
	if (!r.ok) throw new Error(r.reason.en);
	return r.value;
}

/** Plays `choices` (indices into the legal actions) until the match ends or they run out. */
function playChoices(runner: MatchRunner, choices: number[]): void {
	for (const c of choices) {
		const pending = runner.pending();
		if (pending.length === 0) return;
		const seat = pending[0].seat;
		const legal = runner.legalActions(seat);
		must(runner.apply(seat, legal[c % legal.length]));
	}
}

const expectRefused = (r: { ok: boolean; reason?: { cs: string; en: string } }) => {
	expect(r.ok).toBe(false);
	expect(r.reason?.cs.length).toBeGreaterThan(0);
	expect(r.reason?.en.length).toBeGreaterThan(0);
};

describe('MatchRunner', () => {
	it('opens a new record at the setup state', () => {
		const r = fresh();
		expect(r.length).toBe(0);
		expect(r.hashes).toHaveLength(1);
		expect(r.pending()).toEqual([{ seat: 0, prompt: expect.any(Object) }]);
		expect(r.result()).toBeNull();
		expect(r.events()).toHaveLength(1);
	});

	it('replaying its record gives the same hashes', () => {
		const r = fresh();
		playChoices(r, [0, 3, 1, 2, 3, 0, 1, 3, 2, 2, 3, 1, 1, 3, 0, 0, 3]);
		const record: MatchRecord = JSON.parse(JSON.stringify(r.record));
		const replayed = must(replayHashes(tinyGame, record));
		expect(replayed).toEqual(r.hashes);
		expect(replayed).toHaveLength(record.log.length + 1);
		const reopened = must(MatchRunner.open(tinyGame, record));
		expect(reopened.hash).toBe(r.hash);
		expect(reopened.state).toEqual(r.state);
	});

	it('the same seed and actions give the same hashes; another seed differs after a roll', () => {
		const a = fresh('s');
		const b = fresh('s');
		const c = fresh('t');
		for (const r of [a, b, c]) must(r.apply(0, { t: 'roll' }));
		expect(a.hashes).toEqual(b.hashes);
		expect(a.hashes[0]).not.toBe(c.hashes[0]);
	});

	it('undoes the own last step when it is not a barrier', () => {
		const r = fresh();
		const before = r.hash;
		must(r.apply(0, { t: 'step', n: 2 }));
		expect(r.canUndo(0)).toBe(true);
		must(r.undo(0));
		expect(r.hash).toBe(before);
		expect(r.length).toBe(0);
		expect(r.record.log).toEqual([]);
		// Two own steps can be taken back one by one.
		must(r.apply(0, { t: 'step', n: 1 }));
		must(r.apply(0, { t: 'end' }));
		must(r.undo(0));
		must(r.undo(0));
		expect(r.hash).toBe(before);
	});

	it('apply returns the hash and events of its step; events() tells each event its step', () => {
		const r = fresh();
		const step = must(r.apply(0, { t: 'step', n: 2 }));
		expect(step).toEqual({ hash: r.hash, events: [] });
		const end = must(r.apply(0, { t: 'end' }));
		expect(end.hash).toBe(r.hash);
		expect(end.events).toEqual([{ text: { cs: '{0} končí tah.', en: '{0} ends the turn.' } }]);
		expect(r.events()).toEqual([
			{ step: 0, event: expect.anything() },
			{ step: 2, event: end.events[0] }
		]);
		expect(r.undo(0)).toEqual({ ok: true, value: true });
		expect(r.events().map((e) => e.step)).toEqual([0]);
	});

	it('refuses to undo the setup', () => {
		const r = fresh();
		expect(r.canUndo(0)).toBe(false);
		expectRefused(r.undo(0));
	});

	it('refuses undo across a barrier', () => {
		const r = fresh();
		must(r.apply(0, { t: 'step', n: 1 }));
		must(r.apply(0, { t: 'roll' }));
		expect(r.canUndo(0)).toBe(false);
		const hash = r.hash;
		expectRefused(r.undo(0));
		expect(r.hash).toBe(hash);
		expect(r.length).toBe(2);
	});

	it("refuses undo of another seat's step", () => {
		const r = fresh();
		must(r.apply(0, { t: 'step', n: 1 }));
		expect(r.canUndo(1)).toBe(false);
		expectRefused(r.undo(1));
		must(r.apply(0, { t: 'end' }));
		must(r.apply(1, { t: 'step', n: 1 }));
		// Seat 0 cannot take back its end of turn once seat 1 has moved.
		expect(r.canUndo(0)).toBe(false);
		expectRefused(r.undo(0));
		expect(r.canUndo(1)).toBe(true);
	});

	it('rejects illegal and malformed actions with a reason, without changing anything', () => {
		const r = fresh();
		const hash = r.hash;
		expectRefused(r.apply(1, { t: 'step', n: 1 })); // not seat 1's turn
		expectRefused(r.apply(0, { t: 'end' })); // must move first
		expectRefused(r.apply(0, { t: 'fly' }));
		expectRefused(r.apply(0, null));
		expectRefused(r.apply(0, 'step'));
		expectRefused(r.apply(7, { t: 'roll' }));
		expectRefused(r.apply(-1, { t: 'roll' }));
		expectRefused(r.check(1, { t: 'roll' }));
		expect(r.check(0, { t: 'roll' })).toEqual({ ok: true, value: true });
		expect(r.hash).toBe(hash);
		expect(r.length).toBe(0);
	});

	it('refuses actions after the end of the match', () => {
		const r = fresh('end', 'short');
		playChoices(r, Array.from({ length: 200 }, (_, i) => (i % 3 === 2 ? 3 : 1)));
		expect(r.result()).not.toBeNull();
		expect(r.pending()).toEqual([]);
		const winner = r.result()!.winners[0];
		expectRefused(r.apply(winner, { t: 'step', n: 1 }));
	});

	describe('refuses records it cannot replay, with a reason, without throwing', () => {
		const good = () => {
			const r = fresh('rec');
			playChoices(r, [0, 3, 1, 3, 2, 3]);
			return JSON.parse(JSON.stringify(r.record)) as MatchRecord;
		};

		it('a good record opens', () => {
			expect(MatchRunner.open(tinyGame, good()).ok).toBe(true);
		});

		it('wrong rules version', () => {
			const rec = { ...good(), rulesVersion: '0.9.0' };
			const r = MatchRunner.open(tinyGame, rec);
			expectRefused(r);
			if (!r.ok) expect(r.reason.en).toContain('0.9.0');
		});

		it('unknown game', () => {
			const r = MatchRunner.open(tinyGame, { ...good(), game: 'chess' });
			expectRefused(r);
			if (!r.ok) expect(r.reason.en).toContain('chess');
		});

		it('illegal logged action', () => {
			const rec = good();
			rec.log.splice(1, 0, { seat: 1, action: { t: 'step', n: 2 } });
			const r = MatchRunner.open(tinyGame, rec);
			expectRefused(r);
			if (!r.ok) {
				expect(r.reason.en).toMatch(/Action 2\b/);
				expect(r.reason.cs).toMatch(/Tah č\. 2\b/);
			}
		});

		it('malformed logged action, bad seat, bad options, bad seats', () => {
			const a = good();
			a.log[0] = { seat: 0, action: { t: 'teleport' } };
			expectRefused(MatchRunner.open(tinyGame, a));
			const b = good();
			b.log[0] = { seat: 5, action: b.log[0].action };
			expectRefused(MatchRunner.open(tinyGame, b));
			expectRefused(MatchRunner.open(tinyGame, { ...good(), options: { mode: 'epic' } }));
			expectRefused(MatchRunner.open(tinyGame, { ...good(), options: null }));
			expectRefused(MatchRunner.open(tinyGame, { ...good(), seats: [seats[0]] }));
		});

		it('never throws on garbage logs', () => {
			fc.assert(
				fc.property(fc.array(fc.record({ seat: fc.integer({ min: -2, max: 4 }), action: fc.jsonValue() }), { maxLength: 20 }), (log) => {
					const r = MatchRunner.open(tinyGame, { ...good(), log });
					expect(typeof r.ok).toBe('boolean');
				})
			);
		});
	});

	it('property: random legal action sequences replay to identical hash lists', () => {
		fc.assert(
			fc.property(
				fc.string({ maxLength: 12 }),
				fc.constantFrom('short', 'long'),
				fc.array(fc.nat(), { maxLength: 120 }),
				(seed, mode, choices) => {
					const live = fresh(seed, mode);
					playChoices(live, choices);
					const record = JSON.parse(JSON.stringify(live.record)) as MatchRecord;
					expect(must(replayHashes(tinyGame, record))).toEqual(live.hashes);
					// A second independent run from scratch agrees too.
					const again = fresh(seed, mode);
					playChoices(again, choices);
					expect(again.hashes).toEqual(live.hashes);
				}
			),
			{ numRuns: 200 }
		);
	});

	it('property: undo of a non-barrier step restores the exact previous hash', () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 8 }), fc.array(fc.nat(), { maxLength: 40 }), (seed, choices) => {
				const r = fresh(seed);
				playChoices(r, choices);
				const pending = r.pending();
				if (!pending.length) return;
				const seat = pending[0].seat;
				const step = r.legalActions(seat).find((a) => (a as TinyAction).t === 'step');
				if (!step) return;
				const before = r.hashes;
				must(r.apply(seat, step));
				must(r.undo(seat));
				expect(r.hashes).toEqual(before);
			})
		);
	});
});

describe('MatchRunner checkpoints (long matches)', () => {
	it('holds about two states however long the match, and undo, hashes and replay stay exact', () => {
		fc.assert(
			fc.property(fc.array(fc.nat(20), { minLength: 5, maxLength: 120 }), fc.array(fc.boolean(), { maxLength: 120 }), (choices, undos) => {
				const r = fresh('cp-seed', 'long');
				const seen: string[] = [r.hash];
				choices.forEach((c, i) => {
					if (r.result()) return;
					const seat = r.pending()[0].seat;
					if (undos[i] && r.canUndo(seat)) {
						must(r.undo(seat));
						seen.pop();
						// the state after undo is exactly the one before the undone step
						expect(r.hash).toBe(seen[seen.length - 1]);
						return;
					}
					const legal = r.legalActions(seat);
					must(r.apply(seat, legal[c % legal.length]));
					seen.push(r.hash);
					expect(r.keptStates).toBeLessThanOrEqual(2);
				});
				const replayed = must(replayHashes(tinyGame, JSON.parse(JSON.stringify(r.record))));
				expect(r.hashes).toEqual(replayed);
				expect(seen).toEqual(replayed);
			}),
			{ numRuns: 60 }
		);
	});

	it("reads a step's hash later, after its state was dropped", () => {
		const r = fresh('late', 'long');
		const answers: { hash: string }[] = [];
		for (let i = 0; i < 30 && !r.result(); i++) {
			const seat = r.pending()[0].seat;
			const legal = r.legalActions(seat);
			answers.push(must(r.apply(seat, legal[i % legal.length])));
		}
		const all = must(replayHashes(tinyGame, JSON.parse(JSON.stringify(r.record))));
		answers.forEach((a, i) => expect(a.hash).toBe(all[i + 1]));
	});
});

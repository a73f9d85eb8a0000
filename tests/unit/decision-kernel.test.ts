/**
 * The engine's decision kernel (src/lib/engine/steps.ts, decisions.ts): the step context sets the
 * barrier on every random draw and every reveal and on nothing else; decisions resolve automatically
 * only when their handler opts in; a seat not on turn can be the one to decide; rejections come
 * from the handler's validate; apply never throws.
 */
import { describe, expect, it } from 'vitest';
import { decisionKernel, kernelModuleParts, MatchRunner, newMatchRecord, newStepContext, randomInt, rngFromSeed, type HandlerTable, type RngState, type Seat } from '../../src/lib/engine';
import { diceDuel, duelKernel, type DuelAction, type DuelState } from '../fixtures/dice-duel-game';

const SEATS: Seat[] = [
	{ name: 'Anna', kind: 'human' },
	{ name: 'Bert', kind: 'human' }
];

function start(seed = 'kernel'): DuelState {
	const r = diceDuel.setup(SEATS, {}, seed);
	if (!r.ok) throw new Error(r.reason.en);
	return r.value.state;
}

function must(s: DuelState, seat: number, a: DuelAction) {
	const r = diceDuel.apply(s, seat, a);
	if (!r.ok) throw new Error(r.reason.en);
	return r.value;
}

/** A state where the active seat's next roll is `n` (searching seeds). */
function rollingNext(n: number): DuelState {
	for (let i = 0; i < 1000; i++) {
		const s = start(`roll-${i}`);
		const after = must(s, 0, { t: 'roll' });
		if (after.events.some((e) => e.text.en === `{0} rolled ${n}.`)) return s;
	}
	throw new Error('no seed');
}

describe('step context', () => {
	const draws: [string, (ctx: ReturnType<typeof newStepContext>) => unknown][] = [
		['int', (ctx) => ctx.random.int(5)],
		['die', (ctx) => ctx.random.die()],
		['pick', (ctx) => ctx.random.pick(['a', 'b', 'c'])],
		['shuffle', (ctx) => ctx.random.shuffle([1, 2, 3])],
		['reveal', (ctx) => ctx.reveal()]
	];
	for (const [name, draw] of draws)
		it(`${name} sets the barrier`, () => {
			const rng = rngFromSeed('x');
			const ctx = newStepContext(() => rng);
			expect(ctx.barrier).toBe(false);
			draw(ctx);
			expect(ctx.barrier).toBe(true);
		});

	it('logging sets no barrier and keeps the event shape', () => {
		const rng = rngFromSeed('x');
		const ctx = newStepContext(() => rng);
		ctx.log({ cs: 'a', en: 'a' });
		ctx.log({ cs: 'b', en: 'b' }, [1], { cs: 'c', en: 'c' });
		expect(ctx.barrier).toBe(false);
		expect(ctx.events).toEqual([{ text: { cs: 'a', en: 'a' } }, { text: { cs: 'b', en: 'b' }, onlyFor: [1], othersSee: { cs: 'c', en: 'c' } }]);
	});

	it('draws from the state generator in order, like the engine rng functions', () => {
		const a = rngFromSeed('same');
		const b: RngState = [...a];
		const ctx = newStepContext(() => a);
		const got = [ctx.random.die(), ctx.random.int(7), ctx.random.pick([10, 20, 30]), ...ctx.random.shuffle([1, 2, 3, 4])];
		const ref = newStepContext(() => b);
		expect(got).toEqual([ref.random.die(), ref.random.int(7), ref.random.pick([10, 20, 30]), ...ref.random.shuffle([1, 2, 3, 4])]);
		expect(a).toEqual(b);
	});
});

describe('decision kernel on a fixture game', () => {
	it('a roll (a random draw) and a draw (a reveal) are barriers; a pass is not', () => {
		const s = start();
		expect(must(s, 0, { t: 'roll' }).barrier).toBe(true);
		expect(must(s, 0, { t: 'draw' }).barrier).toBe(true);
		const passed = must(s, 0, { t: 'pass' });
		expect(passed.barrier).toBe(false);
		expect(passed.state.tasks[0]).toEqual({ t: 'turn', seat: 1 });
	});

	it('a seat not on turn decides after a 6; the active seat has no legal actions meanwhile', () => {
		const s = must(rollingNext(6), 0, { t: 'roll' }).state;
		expect(s.active).toBe(0);
		expect(diceDuel.pending(s)).toEqual([{ seat: 1, prompt: expect.any(Object) }]);
		expect(diceDuel.legalActions(s, 0)).toEqual([]);
		// Bert has no points: stealing is not legal, but the decision is still asked (not `single`).
		expect(diceDuel.legalActions(s, 1)).toEqual([{ t: 'let' }]);
		const refused = diceDuel.apply(s, 0, { t: 'let' });
		expect(refused).toEqual({ ok: false, reason: { cs: 'Teď rozhoduje {1}.', en: "It is {1}'s decision now." } });
		const after = must(s, 1, { t: 'let' });
		expect(after.state.tasks[0]).toEqual({ t: 'turn', seat: 1 });
	});

	it("rejection reasons come from the handler's validate", () => {
		const s = must(rollingNext(6), 0, { t: 'roll' }).state;
		expect(diceDuel.apply(s, 1, { t: 'steal' })).toEqual({ ok: false, reason: { cs: 'Krást můžeš až se 2 body.', en: 'You need 2 points to steal.' } });
		expect(diceDuel.apply(s, 1, { t: 'roll' })).toEqual({ ok: false, reason: { cs: 'Teď se rozhoduje o něčem jiném.', en: 'A different decision is due now.' } });
	});

	it('kernel.validate: null for a valid action, the reason for an invalid one', () => {
		const s = must(rollingNext(6), 0, { t: 'roll' }).state;
		const task = duelKernel.due(s)!;
		expect(duelKernel.validate(s, task, { t: 'steal' })).toEqual({ cs: 'Krást můžeš až se 2 body.', en: 'You need 2 points to steal.' });
		const legal = duelKernel.legalActions(s, task.seat);
		expect(legal.length).toBeGreaterThan(0);
		for (const a of legal) expect(duelKernel.validate(s, task, a)).toBeNull();
	});

	it('a single-option decision resolves by itself only when its handler opts in', () => {
		const s = start();
		s.tasks = [{ t: 'discard', seat: 0 }, { t: 'endTurn' }];
		s.hands[0] = [3, 3];
		const ctx = duelKernel.context(s);
		duelKernel.advance(s, ctx);
		expect(s.hands[0]).toEqual([3]); // the lone option (discard a 3) was performed
		expect(s.tasks[0]).toEqual({ t: 'turn', seat: 1 });
		expect(ctx.barrier).toBe(false);

		const two = start();
		two.tasks = [{ t: 'discard', seat: 0 }, { t: 'endTurn' }];
		two.hands[0] = [3, 4];
		duelKernel.advance(two, duelKernel.context(two));
		expect(duelKernel.due(two)).toEqual({ t: 'discard', seat: 0 });
		expect(diceDuel.legalActions(two, 0)).toEqual([{ t: 'discard', card: 3 }, { t: 'discard', card: 4 }]);
	});

	it('apply never throws: garbage, wrong seats, finished matches and game bugs are rejections', () => {
		const s = start();
		const before = JSON.stringify(s);
		for (const raw of [null, 7, 'roll', {}, { t: 'discard' }, { t: 'discard', card: 1.5 }, { t: 'nope' }, { t: 'steal' }])
			for (const seat of [0, 1, 2, -1]) expect(diceDuel.apply(s, seat, raw as DuelAction).ok).toBe(false);
		const over = { ...s, winner: 0, tasks: [] };
		expect(diceDuel.apply(over, 0, { t: 'roll' })).toEqual({ ok: false, reason: { cs: 'Nikdo teď nerozhoduje.', en: 'No decision is due.' } });
		const broken = { ...s, deck: null as unknown as number[] }; // validate reads deck.length
		const r = diceDuel.apply(broken, 0, { t: 'draw' });
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.reason.en).toMatch(/^Internal rules error/);
		expect(JSON.stringify(s)).toBe(before);
	});

	it('plays whole matches through the MatchRunner, undo stopping at barriers', () => {
		for (let m = 0; m < 10; m++) {
			const opened = MatchRunner.open(diceDuel, newMatchRecord(diceDuel, `m${m}`, SEATS, {}, `match-${m}`, 0));
			if (!opened.ok) throw new Error(opened.reason.en);
			const runner = opened.value;
			const picks = rngFromSeed(`picks-${m}`);
			for (let i = 0; i < 500 && !runner.result(); i++) {
				const [p] = runner.pending();
				const legal = runner.legalActions(p.seat);
				expect(legal.length).toBeGreaterThan(0);
				for (const seat of [0, 1]) if (seat !== p.seat) expect(runner.legalActions(seat)).toEqual([]);
				const r = runner.apply(p.seat, legal[randomInt(picks, legal.length)]);
				expect(r.ok).toBe(true);
			}
			expect(runner.result()).not.toBeNull();
		}
	});
});

describe('decision kernel on inline tables', () => {
	type T = { t: 'look'; seat: number; cards: number[] } | { t: 'skip'; seat: number } | { t: 'loop' };
	type A = { t: 'take'; card: number };
	interface S {
		rng: RngState;
		tasks: T[];
		taken: number[];
	}
	const handlers: HandlerTable<S, T, A> = {
		look: {
			candidates: (_s, task) => task.cards.map((card) => ({ t: 'take', card })),
			validate: (_s, task, a) => (task.cards.includes(a.card) ? null : { cs: 'Ne.', en: 'No.' }),
			perform(s, _task, a) {
				s.taken.push(a.card);
				s.tasks.shift();
			},
			single: true,
			looks: true
		},
		skip: {
			candidates: () => [{ t: 'take', card: 0 }],
			validate: () => null,
			perform: () => {
				throw new Error('never performed');
			},
			// `auto` goes first: the task is dropped without asking, before `single` is considered.
			auto(s) {
				s.tasks.shift();
				return true;
			},
			single: true
		},
		loop: { run: () => [{ t: 'loop' }] }
	};
	const k = decisionKernel<S, T, A>({ handlers, tasks: (s) => s.tasks, rng: (s) => s.rng, isOver: () => false, clone: (s) => structuredClone(s) });
	const state = (tasks: T[]): S => ({ rng: rngFromSeed('inline'), tasks, taken: [] });

	it('reaching a look is a barrier; resolving a one-card look automatically is one too', () => {
		const s = state([{ t: 'skip', seat: 0 }, { t: 'look', seat: 1, cards: [5] }, { t: 'look', seat: 0, cards: [1, 2] }]);
		const ctx = k.context(s);
		k.advance(s, ctx);
		expect(s.taken).toEqual([5]);
		expect(ctx.barrier).toBe(true);
		expect(k.due(s)).toEqual({ t: 'look', seat: 0, cards: [1, 2] });
		expect(k.opensLook(state([{ t: 'skip', seat: 0 }]), s)).toBe(true);
		expect(k.opensLook(s, s)).toBe(false); // the same look of the same seat goes on
		const r = k.apply(s, 0, { t: 'take', card: 2 });
		expect(r.ok && r.value.state.taken).toEqual([5, 2]);
		expect(r.ok && r.value.barrier).toBe(false);
	});

	it('a queue that never settles is an internal error, not a throw', () => {
		const s = state([{ t: 'look', seat: 0, cards: [1, 2] }, { t: 'loop' }]);
		const r = k.apply(s, 0, { t: 'take', card: 1 });
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.reason.en).toMatch(/did not settle/);
		expect(s.tasks).toHaveLength(2);
	});

	it('start runs a fresh queue after the setup events and is a barrier; pending names the due seat', () => {
		const s = state([{ t: 'skip', seat: 0 }, { t: 'look', seat: 1, cards: [1, 2] }]);
		const made = k.start(s, [{ text: { cs: 'Začátek.', en: 'Start.' } }]);
		expect(made.state).toBe(s);
		expect(made.barrier).toBe(true);
		expect(made.events.map((e) => e.text.en)).toEqual(['Start.']);
		expect(k.due(s)).toEqual({ t: 'look', seat: 1, cards: [1, 2] });
		expect(k.pending(s, (_s, task) => ({ cs: task.t, en: task.t }))).toEqual([{ seat: 1, prompt: { cs: 'look', en: 'look' } }]);
	});

	it('onlyOffered: an action not in the exact form of a candidate is refused after validate', () => {
		const strict = decisionKernel<S, T, A>({ handlers, tasks: (s) => s.tasks, rng: (s) => s.rng, isOver: () => false, clone: (s) => structuredClone(s), onlyOffered: true });
		const s = state([{ t: 'look', seat: 0, cards: [1, 2] }]);
		const extra = { t: 'take', card: 1, more: 1 } as A;
		expect(k.apply(s, 0, extra).ok).toBe(true);
		const r = strict.apply(s, 0, extra);
		expect(r.ok || r.reason.en).toBe('That action is not on offer now.');
		const bad = strict.apply(s, 0, { t: 'take', card: 3 });
		expect(bad.ok || bad.reason.en).toBe('No.'); // validate speaks first
		expect(strict.apply(s, 0, { t: 'take', card: 2 }).ok).toBe(true);
	});

	it('kernelModuleParts: setup checks the rules version and options, apply checks the shape first', () => {
		const parts = kernelModuleParts(k, {
			rulesVersion: 'inline-1',
			parseOptions: (raw) => (raw === 'ok' ? { ok: true, value: raw } : { ok: false, reason: { cs: 'Volby.', en: 'Options.' } }),
			startState: () => ({ ok: true, value: { state: state([{ t: 'look', seat: 0, cards: [1, 2] }]), events: [] } }),
			prompt: () => ({ cs: 'Vyber.', en: 'Pick.' }),
			checkShape: (raw) => ((raw as A | null)?.t === 'take' ? { ok: true, value: raw as A } : { ok: false, reason: { cs: 'Tvar.', en: 'Shape.' } })
		});
		const bad = (r: { ok: boolean; reason?: { en: string } }) => (r.ok ? 'ok' : r.reason!.en);
		expect(bad(parts.setup(SEATS, 'ok', 'x', 'inline-0'))).toBe('Unknown rules version.');
		expect(bad(parts.setup(SEATS, 'no', 'x'))).toBe('Options.');
		const made = parts.setup(SEATS, 'ok', 'x');
		if (!made.ok) throw new Error(made.reason.en);
		const s = made.value.state;
		expect(parts.pending(s)).toEqual([{ seat: 0, prompt: { cs: 'Vyber.', en: 'Pick.' } }]);
		expect(parts.legalActions(s, 0)).toEqual([{ t: 'take', card: 1 }, { t: 'take', card: 2 }]);
		expect(bad(parts.apply(s, 0, null as never))).toBe('Shape.');
		expect(bad(parts.apply(s, 0, { t: 'take', card: 2 }))).toBe('ok');
	});
});

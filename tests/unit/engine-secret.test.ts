/**
 * Secret simultaneous decisions on the decision kernel (engine/sdk/secret.ts): the three action
 * forms, their checks, the automatic redaction and the barrier of the resolution.
 */
import { describe, expect, it } from 'vitest';
import {
	cloneData,
	commitDigest,
	decisionKernel,
	hashState,
	isSealedStep,
	isSecretChoice,
	kernelModuleParts,
	MatchRunner,
	newMatchRecord,
	ok,
	parseShape,
	rngFromSeed,
	secretActionCases,
	secretBox,
	secretView,
	shape,
	type GameModule,
	type HandlerTable,
	type Infer,
	type RngState,
	type SecretBox
} from '$lib/engine';

type Task = { t: 'bid'; secret: SecretBox<number> } | { t: 'next'; seat: number };
interface State {
	tasks: Task[];
	rng: RngState;
	bids: number[][];
	over: boolean;
}
const actionShape = shape.tagged('t', { ...secretActionCases(shape.int(0, 9)), go: {} });
type Action = Infer<typeof actionShape>;
const parseAction = (raw: unknown) => parseShape(actionShape, raw);

const handlers: HandlerTable<State, Task, Action> = {
	bid: {
		choices: (_s, _t, seat) => (seat === 2 ? [1] : [1, 2, 3]),
		prompt: (_s, seat) => ({ cs: `{${seat}}: tajně přihoď.`, en: `{${seat}}: bid in secret.` }),
		describe: (n) => ({ cs: `${n}`, en: `${n}` }),
		resolve(s, task, choices, ctx) {
			s.bids.push(choices);
			ctx.log({ cs: `Příhozy: ${choices.join(', ')}`, en: `Bids: ${choices.join(', ')}` });
			return [{ t: 'next', seat: task.secret.seats[0] }];
		}
	},
	next: {
		candidates: () => [{ t: 'go' }],
		validate: () => null,
		perform(s) {
			s.tasks.shift();
			s.over = true;
		}
	}
};

const kernel = decisionKernel<State, Task, Action>({
	handlers,
	tasks: (s) => s.tasks,
	rng: (s) => s.rng,
	isOver: (s) => s.over,
	clone: cloneData,
	onlyOffered: true
});

const game: GameModule<State, Action, object, unknown> = {
	id: 'secret-test',
	rulesVersion: 'secret-1',
	name: { cs: 'Tajná', en: 'Secret' },
	minSeats: 3,
	maxSeats: 3,
	modes: [{ id: 'x', name: { cs: 'x', en: 'x' } }],
	defaultOptions: () => ({}),
	parseOptions: () => ok({}),
	parseAction,
	...kernelModuleParts(kernel, {
		rulesVersion: 'secret-1',
		parseOptions: () => ok({}),
		startState: (seats, _o, seed) => ok({ state: { tasks: [{ t: 'bid', secret: secretBox<number>(seats.map((_, i) => i)) }], rng: rngFromSeed(seed), bids: [], over: false }, events: [] }),
		prompt: (_s, task) => ({ cs: `{${task.seat}}: dál.`, en: `{${task.seat}}: go on.` }),
		checkShape: parseAction
	}),
	view(s, seat) {
		const head = s.tasks[0];
		return { bids: s.bids, secret: head?.t === 'bid' ? secretView(head.secret, seat) : null };
	},
	result: (s) => (s.over ? { winners: [], scores: [0, 0, 0], summary: { cs: 'konec', en: 'end' } } : null)
};

const seats = ['Jana', 'Petr', 'Eva'].map((name) => ({ name, kind: 'human' as const }));
const open = (log: { seat: number; action: unknown }[] = []) => {
	const r = MatchRunner.open(game, { ...newMatchRecord(game, 'm', seats, {}, 'seed', 0), log }, { verify: true });
	if (!r.ok) throw new Error(r.reason.en);
	return r.value;
};
const saltA = 'a'.repeat(64);
const saltB = 'b'.repeat(64);
const saltC = 'c'.repeat(64);

describe('secret simultaneous decisions', () => {
	it('names every seat at once and lists the clear choices', () => {
		const r = open();
		expect(r.pending().map((p) => [p.seat, p.secret])).toEqual([
			[0, 'choose'],
			[1, 'choose'],
			[2, 'choose']
		]);
		expect(r.legalActions(0)).toEqual([1, 2, 3].map((choice) => ({ t: 'secret', choice })));
		expect(r.legalActions(2)).toEqual([{ t: 'secret', choice: 1 }]);
		expect(isSecretChoice({ t: 'secret', choice: 1 })).toBe(true);
		expect(isSecretChoice({ t: 'commit', digest: saltA })).toBe(false);
		expect(isSealedStep({ t: 'commit', digest: saltA })).toBe(true);
	});

	it('chosen in clear: resolves when the last seat chooses, all together, as a barrier', () => {
		const r = open();
		expect(r.apply(1, { t: 'secret', choice: 3 }).ok).toBe(true);
		expect(r.pending().map((p) => p.seat)).toEqual([0, 2]);
		expect(r.legalActions(1)).toEqual([]);
		expect(r.canUndo(1)).toBe(true);
		expect(r.apply(0, { t: 'secret', choice: 2 }).ok).toBe(true);
		expect(r.apply(2, { t: 'secret', choice: 1 }).ok).toBe(true);
		expect((r.state as State).bids).toEqual([[2, 3, 1]]);
		expect(r.pending()).toEqual([{ seat: 0, prompt: { cs: '{0}: dál.', en: '{0}: go on.' } }]);
		// The resolution is a reveal: its chooser cannot take it back.
		expect(r.canUndo(2)).toBe(false);
		expect(r.undo(2).ok).toBe(false);
	});

	it('refuses a second choice, a choice not on offer and a seat outside the decision', () => {
		const r = open();
		expect(r.apply(0, { t: 'secret', choice: 2 }).ok).toBe(true);
		const again = r.apply(0, { t: 'secret', choice: 3 });
		expect(!again.ok && again.reason.en).toMatch(/already chosen/);
		const recommit = game.apply(r.state as State, 0, { t: 'commit', digest: commitDigest(0, 3, saltA) });
		expect(!recommit.ok && recommit.reason.en).toMatch(/already chosen/);
		const notOffered = game.apply(r.state as State, 2, { t: 'secret', choice: 3 });
		expect(!notOffered.ok && notOffered.reason.en).toMatch(/not on offer/);
		const two = { ...(r.state as State), tasks: [{ t: 'bid' as const, secret: secretBox<number>([0, 1]) }] };
		const outsider = game.apply(two, 2, { t: 'commit', digest: commitDigest(2, 1, saltC) });
		expect(!outsider.ok && outsider.reason.en).toMatch(/not yours/);
		const badDigest = game.apply(r.state as State, 1, { t: 'commit', digest: 'A'.repeat(64) });
		expect(!badDigest.ok && badDigest.reason.en).toMatch(/64 hex/);
		const plain = game.apply(r.state as State, 1, { t: 'go' });
		expect(!plain.ok && plain.reason.en).toMatch(/secret choice is due/);
	});

	it('commit and reveal: reveals wait for every commitment, must match and must be a legal choice', () => {
		const r = open();
		expect(r.apply(0, { t: 'commit', digest: commitDigest(0, 2, saltA) }).ok).toBe(true);
		expect(r.apply(1, { t: 'commit', digest: commitDigest(1, 3, saltB) }).ok).toBe(true);
		const early = r.apply(0, { t: 'reveal', choice: 2, salt: saltA });
		expect(!early.ok && early.reason.en).toMatch(/only after everyone/);
		expect(r.apply(2, { t: 'commit', digest: commitDigest(2, 3, saltC) }).ok).toBe(true);
		expect(r.pending().map((p) => [p.seat, p.secret])).toEqual([
			[0, 'reveal'],
			[1, 'reveal'],
			[2, 'reveal']
		]);
		const changed = r.apply(0, { t: 'reveal', choice: 3, salt: saltA });
		expect(!changed.ok && changed.reason).toEqual({ cs: 'Odhalená volba neodpovídá závazku.', en: 'The reveal does not match the commitment.' });
		const wrongSalt = r.apply(0, { t: 'reveal', choice: 2, salt: saltB });
		expect(!wrongSalt.ok && wrongSalt.reason.en).toBe('The reveal does not match the commitment.');
		// Seat 2 committed to 3, which it may not choose: the matching reveal is refused too.
		const illegal = r.apply(2, { t: 'reveal', choice: 3, salt: saltC });
		expect(!illegal.ok && illegal.reason.en).toMatch(/not on offer/);
		const chooseNow = r.apply(1, { t: 'secret', choice: 1 });
		expect(!chooseNow.ok && chooseNow.reason.en).toMatch(/already chosen/);
		expect(r.apply(0, { t: 'reveal', choice: 2, salt: saltA }).ok).toBe(true);
		const twice = r.apply(0, { t: 'reveal', choice: 2, salt: saltA });
		expect(!twice.ok && twice.reason.en).toMatch(/nothing to reveal/);
		expect(r.pending().map((p) => p.seat)).toEqual([1, 2]);
	});

	it('a seat whose pocket is lost withdraws its commitment while someone still has to choose, and chooses again', () => {
		const r = open();
		expect(r.apply(0, { t: 'commit', digest: commitDigest(0, 2, saltA) }).ok).toBe(true);
		const notSealed = r.apply(1, { t: 'withdraw' });
		expect(!notSealed.ok && notSealed.reason.en).toMatch(/no sealed choice to withdraw/);
		expect(r.apply(0, { t: 'withdraw' }).ok).toBe(true);
		expect(r.events().at(-1)!.event.text.en).toBe('{0} withdraws their sealed choice and chooses again.');
		expect(r.pending().map((p) => [p.seat, p.secret])).toEqual([
			[0, 'choose'],
			[1, 'choose'],
			[2, 'choose']
		]);
		expect(r.legalActions(0)).toHaveLength(3);
		// The old commitment is gone: its reveal can never come in.
		expect(r.apply(0, { t: 'commit', digest: commitDigest(0, 3, saltB) }).ok).toBe(true);
		expect(r.apply(1, { t: 'commit', digest: commitDigest(1, 1, saltB) }).ok).toBe(true);
		// A clear choice cannot be withdrawn (pass-and-play: nothing went out sealed).
		const clear = open([{ seat: 2, action: { t: 'secret', choice: 1 } }]);
		const back = clear.apply(2, { t: 'withdraw' });
		expect(!back.ok && back.reason.en).toMatch(/no sealed choice/);
		// Everyone is in: the reveals may be on their way, so withdrawing would be a change of mind.
		expect(r.apply(2, { t: 'commit', digest: commitDigest(2, 1, saltC) }).ok).toBe(true);
		const late = r.apply(0, { t: 'withdraw' });
		expect(!late.ok && late.reason).toEqual({
			cs: 'Všichni už zvolili: zapečetěnou volbu už nelze vzít zpět, jen odhalit (nebo nechat rozhodnout los).',
			en: 'Everyone has chosen: a sealed choice can no longer be withdrawn, only revealed (or left to the lot).'
		});
		const stale = r.apply(0, { t: 'reveal', choice: 2, salt: saltA });
		expect(!stale.ok && stale.reason.en).toBe('The reveal does not match the commitment.');
		expect(r.apply(0, { t: 'reveal', choice: 3, salt: saltB }).ok).toBe(true);
	});

	it('a seat that cannot reveal forfeits once everyone is in: the lot draws its choice from the seed, the same on every device, announced to all', () => {
		const log = [
			{ seat: 0, action: { t: 'commit', digest: commitDigest(0, 2, saltA) } },
			{ seat: 1, action: { t: 'commit', digest: commitDigest(1, 3, saltB) } }
		];
		const r = open(log);
		const early = r.apply(0, { t: 'forfeit' });
		expect(!early.ok && early.reason.en).toMatch(/only once everyone has chosen/);
		expect(r.apply(2, { t: 'secret', choice: 1 }).ok).toBe(true);
		const notSealed = r.apply(2, { t: 'forfeit' });
		expect(!notSealed.ok && notSealed.reason.en).toMatch(/nothing to reveal/);
		expect(r.apply(1, { t: 'reveal', choice: 3, salt: saltB }).ok).toBe(true);
		const forfeit = r.apply(0, { t: 'forfeit' });
		expect(forfeit.ok).toBe(true);
		const [bid] = (r.state as State).bids;
		expect(bid.slice(1)).toEqual([3, 1]);
		expect([1, 2, 3]).toContain(bid[0]);
		const line = r.events().find(({ event }) => /lot drew/.test(event.text.en))!.event;
		expect(line.text.en).toBe(`{0} cannot reveal their choice; the lot drew: ${bid[0]}`);
		expect(line.onlyFor).toBeUndefined();
		expect(r.canUndo(0)).toBe(false);
		// The draw is the seeded generator's: a replay draws the same, so every device agrees.
		const again = open(r.record.log);
		expect(again.hash).toBe(r.hash);
		expect((again.state as State).bids).toEqual([bid]);
		// After the lot the seat has nothing left to reveal or forfeit.
		const r2 = open([...log, { seat: 2, action: { t: 'commit', digest: commitDigest(2, 1, saltC) } }, { seat: 0, action: { t: 'forfeit' } }]);
		expect(r2.pending().map((p) => p.seat)).toEqual([1, 2]);
		for (const a of [{ t: 'forfeit' }, { t: 'reveal', choice: 2, salt: saltA }, { t: 'withdraw' }]) expect(r2.apply(0, a).ok).toBe(false);
	});

	it('replays a log of commitments and reveals to the same hash', () => {
		const r = open();
		const d2 = (seat: number, salt: string) => ({ t: 'commit', digest: commitDigest(seat, seat === 2 ? 1 : 2, salt) });
		r.apply(0, d2(0, saltA));
		r.apply(1, d2(1, saltB));
		r.apply(2, d2(2, saltC));
		r.apply(1, { t: 'reveal', choice: 2, salt: saltB });
		r.apply(0, { t: 'reveal', choice: 2, salt: saltA });
		expect(r.apply(2, { t: 'reveal', choice: 1, salt: saltC }).ok).toBe(true);
		expect((r.state as State).bids).toEqual([[2, 2, 1]]);
		expect(r.canUndo(2)).toBe(false);
		const again = open(r.record.log);
		expect(again.hash).toBe(r.hash);
		expect(hashState(again.state)).toBe(hashState(r.state));
	});

	it('shows nothing of another seat’s choice before the resolution: swap the choice, same view, prompts and log', () => {
		const seen = (choice: number, viewer: number) => {
			const r = open([{ seat: 0, action: { t: 'secret', choice } }]);
			const log = r.events().map(({ event }) => (event.onlyFor && !event.onlyFor.includes(viewer) ? event.othersSee : event.text));
			return JSON.stringify({ view: r.view(viewer), pending: r.pending(), legal: r.legalActions(viewer), log });
		};
		for (const viewer of [1, 2]) expect(seen(1, viewer)).toBe(seen(3, viewer));
		expect(seen(1, 0)).not.toBe(seen(3, 0)); // the chooser sees its own choice
		const r = open([{ seat: 0, action: { t: 'secret', choice: 2 } }]);
		expect(r.view(1)).toEqual({ bids: [], secret: { seats: [0, 1, 2], chosen: [0], revealing: false, mine: null } });
		expect(r.view(0)).toMatchObject({ secret: { mine: 2 } });
		expect(r.events().at(-1)!.event.othersSee).toEqual({ cs: '{0} má vybráno.', en: '{0} has chosen.' });
	});

	it('lets an unlisted commitment through the runner only while a secret decision is pending', () => {
		// A careless game that accepts anything: the runner's "is it listed?" check still guards it.
		const lax: GameModule<State, Action, object, unknown> = { ...game, apply: (s) => ok({ state: s, events: [], barrier: false }) };
		const r = MatchRunner.open(lax, newMatchRecord(lax, 'm', seats, {}, 'seed', 0));
		if (!r.ok) throw new Error(r.reason.en);
		const commit = { t: 'commit', digest: commitDigest(0, 1, saltA) };
		expect(r.value.apply(0, commit).ok).toBe(true);
		const plain = MatchRunner.open({ ...lax, pending: () => [{ seat: 0, prompt: { cs: '', en: '' } }] }, newMatchRecord(lax, 'm', seats, {}, 'seed', 0));
		if (!plain.ok) throw new Error(plain.reason.en);
		const refused = plain.value.apply(0, commit);
		expect(!refused.ok && refused.reason.en).toMatch(/not among the legal actions/);
	});

	it('hides revealed choices until the last reveal', () => {
		const r = open([
			{ seat: 0, action: { t: 'commit', digest: commitDigest(0, 1, saltA) } },
			{ seat: 1, action: { t: 'commit', digest: commitDigest(1, 3, saltB) } },
			{ seat: 2, action: { t: 'commit', digest: commitDigest(2, 1, saltC) } },
			{ seat: 0, action: { t: 'reveal', choice: 1, salt: saltA } }
		]);
		expect(r.view(1)).toEqual({ bids: [], secret: { seats: [0, 1, 2], chosen: [0, 1, 2], revealing: true, mine: null } });
		expect(JSON.stringify(r.events().map((e) => e.event))).not.toMatch(/Bids/);
	});
});

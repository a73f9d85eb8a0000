/**
 * The decision kernel: a game written as small typed steps.
 *
 * The state holds a queue of tasks (`{ t: kind, … }`), first task first. Every
 * task kind has one handler in a table:
 * - an automatic task has `run`: it is taken off the queue and carried out, and
 *   the tasks it returns take its place;
 * - a decision task (it names the `seat` that decides, on turn or not) has
 *   `candidates` (the actions to offer), `validate` (why an action is not
 *   allowed, the single source of legality), `perform` (what it does; it also
 *   takes the task off the queue when the decision is complete) and, opt-in,
 *   `auto` (resolve it without asking when there is no real choice) and
 *   `single` (resolve it when exactly one action is legal). `looks` marks a
 *   decision that shows its seat hidden cards: reaching it is a barrier.
 *
 * `advance` runs automatic tasks and resolves decisions that need nobody until
 * a decision is due or the game ends. `decisionKernel` builds the GameModule's
 * start, pending decision, legal actions and `apply` (never throwing) from the
 * table; `kernelModuleParts` (kernel-module.ts) wires them into a GameModule.
 */
import { canonicalJson } from './hash';
import { newStepContext, type StepContext } from './steps';
import type { Applied, GameEvent, Pending, Result, Text } from './types';
import type { RngState } from './rng';
import { recordSecret, secretChoices, secretDue, secretRefusal, secretStatus, type SecretAction, type SecretBox, type SecretHandler } from './sdk/secret';

/** A queued task: its kind in `t`. */
export interface TaskBase {
	t: string;
}

export interface RunHandler<S, T, Q = T> {
	/** Carries out the task (already off the queue); returns the tasks (of any kind `Q`) that take its place. */
	run(s: S, task: T, ctx: StepContext): Q[] | void;
}

export interface DecisionHandler<S, T, A> {
	/** Every action worth offering (validate filters them). */
	candidates(s: S, task: T): A[];
	/** Why `a` is not allowed now; null when it is. */
	validate(s: S, task: T, a: A): Text | null;
	/** Carries out a validated action; takes the task off the queue when it is complete. */
	perform(s: S, task: T, a: A, ctx: StepContext): void;
	/** Resolves the task without asking (true when it did); tried before `single`. */
	auto?(s: S, task: T, ctx: StepContext): boolean;
	/** Opt-in: a lone legal action is performed without asking. */
	single?: boolean;
	/** The decision shows its seat hidden cards: reaching it (or resolving it automatically) is a barrier. */
	looks?: boolean;
}

/**
 * The handler a task kind must have: a secret decision (`secret: SecretBox`, sdk/secret.ts) a
 * SecretHandler, a decision (`seat`) a DecisionHandler or a RunHandler, anything else a RunHandler.
 */
type HandlerFor<S, T, A, Q> = T extends { secret: SecretBox<infer C> }
	? SecretHandler<S, T, C, Q>
	: T extends { seat: number }
		? DecisionHandler<S, T, A> | RunHandler<S, T, Q>
		: RunHandler<S, T, Q>;

/** One handler per task kind, exhaustive: a missing kind does not type-check. */
export type HandlerTable<S, T extends TaskBase, A> = { [K in T['t']]: HandlerFor<S, Extract<T, { t: K }>, A, T> };

/** A decision task: one that names the seat that decides. */
export type DecisionTask<T> = Extract<T, { seat: number }>;

/** A secret simultaneous decision task: several seats choose at once (sdk/secret.ts). */
export type SecretTask<T> = Extract<T, { secret: SecretBox<unknown> }>;

export interface DecisionGame<S, T extends TaskBase, A> {
	handlers: HandlerTable<S, T, A>;
	/** The task queue inside the state (mutable). */
	tasks(s: S): T[];
	/** The seeded generator inside the state. */
	rng(s: S): RngState;
	isOver(s: S): boolean;
	/** A deep copy of the state (apply works on a copy). */
	clone(s: S): S;
	/**
	 * Wraps every listing of legal actions (candidates filtered by validate, which change
	 * nothing): a game may cache facts derived from the position for its duration.
	 */
	listing?<R>(fn: () => R): R;
	/** Runs before every step of `advance` (e.g. recomputing derived ownership). */
	beforeStep?(s: S): void;
	/**
	 * Opt-in: an action is taken only in the exact form a candidate has (no extra or missing
	 * fields), so `apply` accepts exactly what `legalActions` lists; another is refused with
	 * `texts.notOffered` after validate has found nothing against it.
	 */
	onlyOffered?: boolean;
	/** Rejection texts; defaults below. `{n}` stands for the name of seat n. */
	texts?: Partial<KernelTexts>;
}

export interface KernelTexts {
	noDecision: Text;
	notYourDecision(seat: number): Text;
	internalError(err: unknown): Text;
	notOffered: Text;
}

const DEFAULT_TEXTS: KernelTexts = {
	noDecision: { cs: 'Nikdo teď nerozhoduje.', en: 'No decision is due.' },
	notOffered: { cs: 'Takový tah teď není na výběr.', en: 'That action is not on offer now.' },
	notYourDecision: (seat) => ({ cs: `Teď rozhoduje {${seat}}.`, en: `It is {${seat}}'s decision now.` }),
	internalError: (err) => ({ cs: `Vnitřní chyba pravidel: ${String(err)}`, en: `Internal rules error: ${String(err)}` })
};

type AnyDecision<S, A> = DecisionHandler<S, unknown, A>;
type AnyRun<S, T> = RunHandler<S, unknown, T>;
type AnySecret<S, T> = SecretHandler<S, unknown, unknown, T>;
type AnyHandler<S, T, A> = AnyDecision<S, A> | AnyRun<S, T> | AnySecret<S, T>;

const isSecretHandler = <S, T, A>(h: AnyHandler<S, T, A>): h is AnySecret<S, T> => 'resolve' in h;

export interface DecisionKernel<S, T extends TaskBase, A> {
	/** The decision due now (the first task, when it is a decision), else null. */
	due(s: S): DecisionTask<T> | null;
	/** The legal actions of `seat`: empty unless the due decision is theirs. */
	legalActions(s: S, seat: number): A[];
	/** Why `a` is not allowed for the due decision (its handler's validate). */
	validate(s: S, task: DecisionTask<T>, a: A): Text | null;
	/** Runs the queue until a decision is due or the game ends. */
	advance(s: S, ctx: StepContext): void;
	/**
	 * The end of a game's setup: runs the fresh state's queue (in place) to the first decision;
	 * the setup's own `events` come first. A setup is always a barrier.
	 */
	start(s: S, events?: GameEvent[]): Applied<S>;
	/** Who decides now, with the game's prompt for the due decision; nobody once the game is over. */
	pending(s: S, prompt: (s: S, task: DecisionTask<T>) => Text): Pending[];
	/** A fresh step context over the state's generator. */
	context(s: S): StepContext;
	/** Checks and carries out `action` of `seat` on a copy; never throws. */
	apply(s: S, seat: number, action: A): Result<Applied<S>>;
	/** Whether the step from `before` to `after` brought a look at hidden cards to the head of the queue. */
	opensLook(before: S, after: S): boolean;
}

export function decisionKernel<S, T extends TaskBase, A>(game: DecisionGame<S, T, A>): DecisionKernel<S, T, A> {
	const texts: KernelTexts = { ...DEFAULT_TEXTS, ...game.texts };
	const handler = (task: T) => (game.handlers as Record<string, AnyHandler<S, T, A>>)[task.t];
	const decisionOf = (task: T | undefined): AnyDecision<S, A> | null => {
		if (!task) return null;
		const h = handler(task);
		return h && !('run' in h) && !isSecretHandler(h) && 'seat' in task ? h : null;
	};
	/** The secret decision at the head of the queue with its handler, else null. */
	const secretOf = (s: S): { task: T & { secret: SecretBox<unknown> }; h: AnySecret<S, T> } | null => {
		const task = game.tasks(s)[0];
		const h = task && handler(task);
		// isOver last: the other games pay only a lookup for this check on every call.
		return h && isSecretHandler(h) && 'secret' in task && !game.isOver(s) ? { task: task as T & { secret: SecretBox<unknown> }, h } : null;
	};
	const list = (h: AnyDecision<S, A>, s: S, task: T): A[] => h.candidates(s, task).filter((a) => h.validate(s, task, a) === null);
	const legal = game.listing ? (h: AnyDecision<S, A>, s: S, task: T): A[] => game.listing!(() => list(h, s, task)) : list;

	function due(s: S): DecisionTask<T> | null {
		const task = game.tasks(s)[0];
		return decisionOf(task) ? (task as DecisionTask<T>) : null;
	}

	function advance(s: S, ctx: StepContext): void {
		for (let guard = 0; guard < 10_000; guard++) {
			game.beforeStep?.(s);
			if (game.isOver(s)) return;
			const task = game.tasks(s)[0];
			if (!task) return;
			const h = handler(task);
			if ('run' in h) {
				game.tasks(s).shift();
				const follow = h.run(s, task, ctx);
				if (follow && follow.length) game.tasks(s).unshift(...follow);
				continue;
			}
			if (isSecretHandler(h)) {
				const box = (task as T & { secret: SecretBox<unknown> }).secret;
				const choices = secretChoices(box);
				if (!choices) return; // someone still has to choose or reveal
				// Every choice becomes visible at once: the resolution is a reveal, so undo stops here.
				game.tasks(s).shift();
				ctx.reveal();
				const follow = h.resolve(s, task, choices, ctx);
				if (follow && follow.length) game.tasks(s).unshift(...follow);
				continue;
			}
			// A decision is due: resolve it only when its handler says there is no real choice.
			if (h.auto?.(s, task, ctx)) continue;
			if (!h.single) return;
			const options = legal(h, s, task);
			if (options.length !== 1) return;
			// A look resolved for its player (e.g. a one-card stack) still shows them a hidden card.
			if (h.looks) ctx.reveal();
			h.perform(s, task, options[0], ctx);
		}
		throw new Error('decision kernel: the task queue did not settle');
	}

	function opensLook(before: S, after: S): boolean {
		const next = game.tasks(after)[0];
		if (!next || !decisionOf(next)?.looks) return false;
		const prev = game.tasks(before)[0] as (T & { seat?: number }) | undefined;
		return !(prev && prev.t === next.t && 'seat' in prev && 'seat' in next && prev.seat === (next as { seat?: number }).seat);
	}

	const context = (s: S) => newStepContext(() => game.rng(s));

	/** The exact-form check of `onlyOffered`: null when a candidate is the action itself. */
	function notOffered(h: AnyDecision<S, A>, s: S, task: T, action: A): Text | null {
		if (!game.onlyOffered) return null;
		const want = canonicalJson(action);
		return h.candidates(s, task).some((c) => canonicalJson(c) === want) ? null : texts.notOffered;
	}

	/** A choice, commitment or reveal on the secret decision at the head of the queue. */
	function applySecret(s: S, seat: number, action: A, h: AnySecret<S, T>): Result<Applied<S>> {
		const box = secretOf(s)!.task.secret;
		const offered = () => h.choices(s, game.tasks(s)[0], seat);
		const why = secretRefusal(box, seat, action, offered);
		if (why) return { ok: false, reason: why };
		const next = game.clone(s);
		const ctx = context(next);
		const nextBox = (game.tasks(next)[0] as T & { secret: SecretBox<unknown> }).secret;
		recordSecret(nextBox, seat, action as SecretAction<unknown>, h.describe, ctx, offered);
		advance(next, ctx);
		return { ok: true, value: { state: next, events: ctx.events, barrier: ctx.barrier || opensLook(s, next) } };
	}

	return {
		due,
		advance,
		context,
		opensLook,
		start(s, events = []) {
			const ctx = context(s);
			ctx.events.push(...events);
			advance(s, ctx);
			return { state: s, events: ctx.events, barrier: true };
		},
		pending(s, prompt) {
			const secret = secretOf(s);
			if (secret) {
				const status = secretStatus(secret.task.secret);
				return secretDue(secret.task.secret).map(({ seat, stage }) => ({ seat, prompt: secret.h.prompt(s, seat, status), secret: stage }));
			}
			const task = due(s);
			return task && !game.isOver(s) ? [{ seat: task.seat, prompt: prompt(s, task) }] : [];
		},
		validate(s, task, a) {
			// A valid action answers null: only a task with no decision handler is "no decision".
			const decision = decisionOf(task);
			return decision ? decision.validate(s, task, a) : texts.noDecision;
		},
		legalActions(s, seat) {
			const secret = secretOf(s);
			if (secret) {
				const i = secret.task.secret.seats.indexOf(seat);
				if (i < 0 || secret.task.secret.picks[i] !== null) return [];
				// The clear form of every choice; a game's action type includes SecretAction<C> for its secret kinds.
				return secret.h.choices(s, secret.task, seat).map((choice) => ({ t: 'secret', choice }) as unknown as A);
			}
			const task = due(s);
			if (!task || task.seat !== seat || game.isOver(s)) return [];
			return legal(decisionOf(task)!, s, task);
		},
		apply(s, seat, action) {
			try {
				const secret = secretOf(s);
				if (secret) return applySecret(s, seat, action, secret.h);
				const task = game.isOver(s) ? null : due(s);
				if (!task) return { ok: false, reason: texts.noDecision };
				if (task.seat !== seat) return { ok: false, reason: texts.notYourDecision(task.seat) };
				const h = decisionOf(task)!;
				const why = h.validate(s, task, action) ?? notOffered(h, s, task, action);
				if (why) return { ok: false, reason: why };
				const next = game.clone(s);
				const ctx = context(next);
				h.perform(next, game.tasks(next)[0], action, ctx);
				advance(next, ctx);
				return { ok: true, value: { state: next, events: ctx.events, barrier: ctx.barrier || opensLook(s, next) } };
			} catch (err) {
				// A bug, not bad input: refuse the step and keep the match as it was.
				return { ok: false, reason: texts.internalError(err) };
			}
		}
	};
}

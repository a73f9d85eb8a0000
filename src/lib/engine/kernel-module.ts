/**
 * The part of a GameModule that every game written on the decision kernel spells the same way:
 * `setup` (the rules version, the options, the game's starting state, then the queue run to the
 * first decision), `pending` (the due decision with the game's prompt), `legalActions` and
 * `apply` (an optional shape check, then the kernel). A game spreads it into its module:
 *
 *   export const myGame: GameModule<…> = { id, name, …, ...kernelModuleParts(myKernel, { … }), view, result };
 */
import type { DecisionKernel, DecisionTask, TaskBase } from './decisions';
import { ok, reject, supportsRulesVersion, type GameEvent, type GameModule, type Result, type Seat, type Text } from './types';

export interface KernelGameSpec<S, T extends TaskBase, A, O> {
	/** The rules version of new matches; `setup` accepts it and the older ones it still replays. */
	rulesVersion: string;
	olderRulesVersions?: string[];
	parseOptions(raw: unknown): Result<O>;
	/** The starting state for parsed options and its setup events, before the kernel runs its queue. */
	startState(seats: Seat[], options: O, seed: string, rulesVersion: string): Result<{ state: S; events: GameEvent[] }>;
	/** The prompt of the due decision. */
	prompt(s: S, task: DecisionTask<T>): Text;
	/** When set, `apply` first checks the action's shape with it (a game's `parseAction`). */
	checkShape?(raw: unknown): Result<A>;
	/**
	 * When set, `apply` first asks why the state takes no action at all (e.g. "the match is over"),
	 * before the shape check; null lets the action through to the kernel. Without it, a finished
	 * match answers with the kernel's "no decision is due".
	 */
	refuse?(s: S): Text | null;
}

type KernelModuleParts<S, A, O> = Pick<GameModule<S, A, O>, 'setup' | 'pending' | 'legalActions' | 'apply'>;

export function kernelModuleParts<S, T extends TaskBase, A, O>(kernel: DecisionKernel<S, T, A>, spec: KernelGameSpec<S, T, A, O>): KernelModuleParts<S, A, O> {
	return {
		setup(seats, options, seed, rulesVersion = spec.rulesVersion) {
			if (!supportsRulesVersion(spec, rulesVersion)) return reject('Neznámá verze pravidel.', 'Unknown rules version.');
			const parsed = spec.parseOptions(options);
			if (!parsed.ok) return parsed;
			const made = spec.startState(seats, parsed.value, seed, rulesVersion);
			if (!made.ok) return made;
			return ok(kernel.start(made.value.state, made.value.events));
		},
		pending: (s) => kernel.pending(s, spec.prompt),
		legalActions: (s, seat) => kernel.legalActions(s, seat),
		apply(s, seat, action) {
			const refused = spec.refuse?.(s);
			if (refused) return { ok: false, reason: refused };
			if (!spec.checkShape) return kernel.apply(s, seat, action);
			const parsed = spec.checkShape(action);
			return parsed.ok ? kernel.apply(s, seat, parsed.value) : parsed;
		}
	};
}

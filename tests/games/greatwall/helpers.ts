/** Seeded matches of The Great Wall for the tests: every step through the module's own apply. */
import { hashState, rngFromSeed, type Bot, type Seat } from '../../../src/lib/engine';
import { greatWall } from '../../../src/lib/games/greatwall/rules';
import type { GwAction, GwOptions, GwState } from '../../../src/lib/games/greatwall/types';

export const seatsOf = (n: number): Seat[] => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'bot' as const }));

export const optionsOf = (extra: Partial<GwOptions> = {}): GwOptions => ({ ...(greatWall.defaultOptions() as GwOptions), ...extra });

export function start(seed: string, n = 3, extra: Partial<GwOptions> = {}): GwState {
	const r = greatWall.setup(seatsOf(n), optionsOf(extra), seed);
	if (!r.ok) throw new Error(r.reason.en);
	return r.value.state;
}

export interface Played {
	state: GwState;
	actions: { seat: number; action: GwAction }[];
	steps: number;
}

/** Plays a match to its end (or `max` steps) with `bots[seat]`; `each` sees every state after a step. */
export function play(seed: string, n: number, bots: Bot[], opts: { max?: number; extra?: Partial<GwOptions>; each?: (s: GwState, seat: number, a: GwAction) => void } = {}): Played {
	let s = start(seed, n, opts.extra);
	const actions: Played['actions'] = [];
	const rng = rngFromSeed(`${seed}:bots`);
	for (let i = 0; i < (opts.max ?? 20000); i++) {
		const due = greatWall.pending(s);
		if (!due.length) break;
		const seat = due[0].seat;
		const legal = greatWall.legalActions(s, seat);
		if (!legal.length) throw new Error(`no legal action for seat ${seat} at ${s.tasks[0]?.t}`);
		const a = bots[seat % bots.length].choose(greatWall.view(s, seat), legal, rng) as GwAction;
		const r = greatWall.apply(s, seat, a);
		if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.reason.en}`);
		s = r.value.state;
		actions.push({ seat, action: a });
		opts.each?.(s, seat, a);
	}
	return { state: s, actions, steps: actions.length };
}

/** Replays a log from the start: the final hash. */
export function replay(seed: string, n: number, actions: Played['actions'], extra: Partial<GwOptions> = {}): string {
	let s = start(seed, n, extra);
	for (const { seat, action } of actions) {
		const r = greatWall.apply(s, seat, action);
		if (!r.ok) throw new Error(r.reason.en);
		s = r.value.state;
	}
	return hashState(s);
}

import { gwKernel } from '../../../src/lib/games/greatwall/rules';
import type { Task } from '../../../src/lib/games/greatwall/types';

/** A match after its setup hordes, with no task queued: tea order 0, 1, 2…; the tests queue what they examine. */
export function board(n = 3, seed = 'rules'): GwState {
	const s = start(seed, n);
	s.tasks = [];
	s.tea = Array.from({ length: n }, (_, i) => i);
	s.year = 2;
	return s;
}

/** Queues `tasks` and runs the queue until a decision is due; the log lines. */
export function run(s: GwState, ...tasks: Task[]): string[] {
	s.tasks.unshift(...tasks);
	const ctx = gwKernel.context(s);
	gwKernel.advance(s, ctx);
	return ctx.events.map((e) => e.text.en);
}

/** A legal action of `seat` (apply refuses anything else); the new state. */
export function act(s: GwState, seat: number, a: GwAction): GwState {
	const r = greatWall.apply(s, seat, a);
	if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.reason.en}`);
	return r.value.state;
}

/** Why apply refuses `a` (its English reason). */
export function refusal(s: GwState, seat: number, a: unknown): string {
	const r = greatWall.apply(s, seat, a as GwAction);
	return r.ok ? '' : r.reason.en;
}

/**
 * One seeded bot-played match through a game module's public API, for the games' fuzz tests
 * (is-fuzz, mageknight-fuzz): every decision has a legal action and the bot's choice is
 * accepted, the game's own checks run after every action, and the log replays from the same
 * setup to the same hash after every action. Returns the last state; the caller checks how the
 * match ended.
 */
import { expect } from 'vitest';
import { hashState, type Bot, type GameModule, type RngState, type Seat } from '../../src/lib/engine';

export interface FuzzMatch<S> {
	seats: Seat[];
	options: unknown;
	seed: string;
	bot: Bot;
	rng: RngState;
	maxActions: number;
	/** The game's checks: given the state after setup, the check of each step (the state before and after). */
	checks?: (start: S) => (before: S, after: S) => void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function playFuzzMatch<S extends { tasks: unknown[] }>(g: GameModule<S, any>, m: FuzzMatch<S>): S {
	const made = g.setup(m.seats, m.options, m.seed);
	expect(made.ok).toBe(true);
	if (!made.ok) throw new Error(made.reason.en);
	let s = made.value.state;
	const check = m.checks?.(s);
	const log: { seat: number; action: unknown; hash: string }[] = [];
	for (let step = 0; step < m.maxActions && g.pending(s).length; step++) {
		const seat = g.pending(s)[0].seat;
		const legal = g.legalActions(s, seat);
		expect(legal.length, `a decision with no legal action: ${JSON.stringify(s.tasks[0])}`).toBeGreaterThan(0);
		const a = m.bot.choose(g.view(s, seat), legal, m.rng);
		const r = g.apply(s, seat, a);
		expect(r.ok, r.ok ? '' : r.reason.en).toBe(true);
		if (!r.ok) throw new Error(r.reason.en);
		check?.(s, r.value.state);
		s = r.value.state;
		log.push({ seat, action: a, hash: hashState(s) });
	}
	// Replay: the same log from the same seed gives the same hash after every action.
	const again = g.setup(m.seats, m.options, m.seed);
	if (!again.ok) throw new Error(again.reason.en);
	let st = again.value.state;
	for (const e of log) {
		const r = g.apply(st, e.seat, e.action);
		if (!r.ok) throw new Error(r.reason.en);
		st = r.value.state;
		expect(hashState(st)).toBe(e.hash);
	}
	return s;
}

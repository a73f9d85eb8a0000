/**
 * A match is its record: game, rules version, options, seats, seed and the log
 * of accepted actions. Its state is the fold of the log; after every action the
 * state has a stable hash. `MatchRunner` keeps the fold in memory, applies new
 * actions, and undoes a seat's own last steps without crossing a barrier.
 */
import { hashState } from './hash';
import type { AnyGameModule, GameEvent, GameResult, Pending, Result, Seat, Text } from './types';

export interface LoggedAction {
	seat: number;
	action: unknown;
}

export interface MatchRecord {
	/** Unique id of the match (also its save key). */
	id: string;
	game: string;
	rulesVersion: string;
	options: unknown;
	seats: Seat[];
	seed: string;
	log: LoggedAction[];
	/** Bookkeeping for the saves list; never read by rules code. */
	createdAt: number;
	updatedAt: number;
}

interface Step {
	state: unknown;
	/** Computed on first use: replaying a save needs only the states. */
	hash: string | null;
	events: GameEvent[];
	seat: number | null;
	barrier: boolean;
}

const fail = (cs: string, en: string): { ok: false; reason: Text } => ({ ok: false, reason: { cs, en } });

export class MatchRunner {
	readonly module: AnyGameModule;
	readonly record: MatchRecord;
	private steps: Step[] = [];

	private constructor(module: AnyGameModule, record: MatchRecord) {
		this.module = module;
		this.record = record;
	}

	/** Folds the whole log. Fails (never throws) on a record this module cannot replay. */
	static open(module: AnyGameModule, record: MatchRecord): Result<MatchRunner> {
		if (record.game !== module.id)
			return fail(`Záznam patří jiné hře (${record.game}).`, `The record belongs to another game (${record.game}).`);
		if (record.rulesVersion !== module.rulesVersion)
			return fail(
				`Záznam je z verze pravidel ${record.rulesVersion}, aplikace má ${module.rulesVersion}.`,
				`The record uses rules version ${record.rulesVersion}; this app has ${module.rulesVersion}.`
			);
		const options = module.parseOptions(record.options);
		if (!options.ok) return options;
		const runner = new MatchRunner(module, { ...record, options: options.value, log: [] });
		const setup = module.setup(record.seats, options.value, record.seed);
		if (!setup.ok) return setup;
		runner.steps.push({
			state: setup.value.state,
			hash: null,
			events: setup.value.events,
			seat: null,
			barrier: true
		});
		for (let i = 0; i < record.log.length; i++) {
			const entry = record.log[i];
			const applied = runner.#step(entry.seat, entry.action);
			if (!applied.ok)
				return fail(
					`Tah č. ${i + 1} v záznamu nejde přehrát: ${applied.reason.cs}`,
					`Action ${i + 1} of the record cannot be replayed: ${applied.reason.en}`
				);
		}
		return { ok: true, value: runner };
	}

	get state(): unknown {
		return this.steps[this.steps.length - 1].state;
	}

	get hash(): string {
		return this.#hashOf(this.steps[this.steps.length - 1]);
	}

	#hashOf(step: Step): string {
		return (step.hash ??= hashState(step.state));
	}

	/** Hash after each action: index 0 is the state after setup. */
	get hashes(): string[] {
		return this.steps.map((s) => this.#hashOf(s));
	}

	get length(): number {
		return this.record.log.length;
	}

	pending(): Pending[] {
		return this.module.pending(this.state);
	}

	legalActions(seat: number): unknown[] {
		return this.module.legalActions(this.state, seat);
	}

	view(seat: number | null): unknown {
		return this.module.view(this.state, seat);
	}

	result(): GameResult | null {
		return this.module.result(this.state);
	}

	/** Every event so far, in order, with the step it belongs to. */
	events(): { step: number; event: GameEvent }[] {
		const out: { step: number; event: GameEvent }[] = [];
		this.steps.forEach((s, step) => s.events.forEach((event) => out.push({ step, event })));
		return out;
	}

	/** Checks an action without applying it: the rejection reason answers "why can't I?". */
	check(seat: number, rawAction: unknown): Result<true> {
		const parsed = this.module.parseAction(rawAction);
		if (!parsed.ok) return parsed;
		const applied = this.module.apply(this.state, seat, parsed.value);
		return applied.ok ? { ok: true, value: true } : applied;
	}

	apply(seat: number, rawAction: unknown): Result<{ hash: string; events: GameEvent[] }> {
		const stepped = this.#step(seat, rawAction);
		return stepped.ok ? { ok: true, value: { hash: this.hash, events: stepped.value.events } } : stepped;
	}

	/** Applies one action and records it; the hash is left for later. */
	#step(seat: number, rawAction: unknown): Result<{ events: GameEvent[] }> {
		if (!Number.isInteger(seat) || seat < 0 || seat >= this.record.seats.length)
			return fail('Neznámé místo u stolu.', 'Unknown seat.');
		if (this.result()) return fail('Partie už skončila.', 'The match is over.');
		const parsed = this.module.parseAction(rawAction);
		if (!parsed.ok) return parsed;
		const applied = this.module.apply(this.state, seat, parsed.value);
		if (!applied.ok) return applied;
		this.steps.push({ state: applied.value.state, hash: null, events: applied.value.events, seat, barrier: applied.value.barrier });
		this.record.log.push({ seat, action: parsed.value });
		return { ok: true, value: { events: applied.value.events } };
	}

	/** A seat may take back its own last step unless it crossed an information barrier. */
	canUndo(seat: number): boolean {
		const last = this.steps[this.steps.length - 1];
		return this.steps.length > 1 && last.seat === seat && !last.barrier;
	}

	undo(seat: number): Result<true> {
		if (!this.canUndo(seat))
			return fail(
				'Tento krok už nejde vzít zpět (odhalil informace, rozhodl náhodou nebo patří jinému hráči).',
				'This step cannot be taken back (it revealed information, used chance or belongs to another player).'
			);
		this.steps.pop();
		this.record.log.pop();
		return { ok: true, value: true };
	}
}

/** Replays a record from scratch and returns the hash after every action. */
export function replayHashes(module: AnyGameModule, record: MatchRecord): Result<string[]> {
	const opened = MatchRunner.open(module, record);
	return opened.ok ? { ok: true, value: opened.value.hashes } : opened;
}

/** Creates a fresh record; `seed` must come from the caller (the UI or the network), never from rules code. */
export function newMatchRecord(
	module: AnyGameModule,
	id: string,
	seats: Seat[],
	options: unknown,
	seed: string,
	now: number
): MatchRecord {
	return {
		id,
		game: module.id,
		rulesVersion: module.rulesVersion,
		options,
		seats: seats.map((s) => ({ name: s.name, kind: s.kind })),
		seed,
		log: [],
		createdAt: now,
		updatedAt: now
	};
}

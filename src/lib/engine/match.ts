/**
 * A match is its record: game, rules version, options, seats, seed and the log
 * of accepted actions. Its state is the fold of the log; after every action the
 * state has a stable hash. `MatchRunner` keeps the fold in memory, applies new
 * actions, and undoes a seat's own last steps without crossing a barrier.
 */
import { canonicalJson, hashState } from './hash';
import { supportsRulesVersion, type AnyGameModule, type GameEvent, type GameResult, type Pending, type Result, type Seat, type Text } from './types';
import { isSealedStep } from './sdk/secret';

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
	/**
	 * Kept only for the current step and the last barrier (where undo stops); any
	 * other state is rebuilt on demand by replaying the log from the nearest kept
	 * one (or from setup), so a long match holds about two states, not one per action.
	 */
	state: unknown | null;
	/** Computed on first use: replaying a save needs only the states. */
	hash: string | null;
	events: GameEvent[];
	seat: number | null;
	barrier: boolean;
}

const fail = (cs: string, en: string): { ok: false; reason: Text } => ({ ok: false, reason: { cs, en } });

/**
 * Where the kernel reports an exception thrown by a game's code. The contract
 * says a game never throws; when one does anyway, the kernel answers with an
 * "internal error" rejection and leaves the state unchanged, so a bug in one
 * rule cannot break a match, a save or a network session. Tests replace it.
 */
export const internalErrors = {
	report(error: unknown, where: { game: string; call: string; seat?: number; action?: unknown }): void {
		console.error(`[${where.game}] ${where.call} threw`, where.seat === undefined ? '' : `(seat ${where.seat}, action ${safeJson(where.action)})`, error);
	}
};

function safeJson(v: unknown): string {
	try {
		return JSON.stringify(v)?.slice(0, 500) ?? String(v);
	} catch {
		return String(v);
	}
}

export const INTERNAL_ERROR: Text = {
	cs: 'Vnitřní chyba pravidel hry: tah nebyl proveden (partie pokračuje beze změny).',
	en: 'Internal error in the game rules: the action was not applied (the match goes on unchanged).'
};

const NOT_LISTED: Text = {
	cs: 'Tento tah teď není mezi povolenými tahy.',
	en: 'This action is not among the legal actions right now.'
};

/** Runs a call into game code; an exception becomes the internal-error rejection. */
function guarded<T>(module: AnyGameModule, call: string, fn: () => Result<T>, seat?: number, action?: unknown): Result<T> {
	try {
		return fn();
	} catch (error) {
		internalErrors.report(error, { game: module.id, call, seat, action });
		return { ok: false, reason: INTERNAL_ERROR };
	}
}

/**
 * Equality of plain data as canonical JSON sees it (key order and keys whose value
 * is undefined do not matter), without serialising: it runs for every legal action
 * on every new action.
 */
export function sameData(a: unknown, b: unknown): boolean {
	if (a === b) return true;
	if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
		if (typeof a === 'number' && typeof b === 'number') return !Number.isFinite(a) && !Number.isFinite(b);
		return canonicalJson(a) === canonicalJson(b);
	}
	if (Array.isArray(a) !== Array.isArray(b)) return false;
	if (Array.isArray(a)) {
		const bb = b as unknown[];
		return a.length === bb.length && a.every((x, i) => sameData(x, bb[i]));
	}
	const ao = a as Record<string, unknown>;
	const bo = b as Record<string, unknown>;
	const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);
	const ak = keys(ao);
	if (ak.length !== keys(bo).length) return false;
	return ak.every((k) => bo[k] !== undefined && sameData(ao[k], bo[k]));
}

/**
 * A commitment, reveal, withdrawal or forfeit on a secret decision cannot be listed (a digest cannot be enumerated):
 * the game's `apply` alone checks it, and only while its `pending` marks a secret decision.
 */
function sealedStepDue(module: AnyGameModule, state: unknown, action: unknown): boolean {
	return isSealedStep(action) && (module.pending(state) as Pending[]).some((p) => p.secret !== undefined);
}

export interface OpenOptions {
	/**
	 * Also check that every logged action is one the game listed as legal
	 * (an imported file is untrusted; the app's own saves were checked when played).
	 */
	verify?: boolean;
}

export class MatchRunner {
	readonly module: AnyGameModule;
	readonly record: MatchRecord;
	private steps: Step[] = [];
	/** Index of the last barrier step: its state is kept (undo rebuilds from it). */
	#anchor = 0;
	/** Options as parsed at open (setup is re-run to rebuild early states). */
	#options: unknown;

	private constructor(module: AnyGameModule, record: MatchRecord) {
		this.module = module;
		this.record = record;
	}

	/** Folds the whole log. Fails (never throws) on a record this module cannot replay. */
	static open(module: AnyGameModule, record: MatchRecord, opts: OpenOptions = {}): Result<MatchRunner> {
		if (record.game !== module.id)
			return fail(`Záznam patří jiné hře (${record.game}).`, `The record belongs to another game (${record.game}).`);
		if (!supportsRulesVersion(module, record.rulesVersion))
			return fail(
				`Záznam je z verze pravidel ${record.rulesVersion}, aplikace má ${module.rulesVersion}.`,
				`The record uses rules version ${record.rulesVersion}; this app has ${module.rulesVersion}.`
			);
		const options = guarded(module, 'parseOptions', () => module.parseOptions(record.options));
		if (!options.ok) return options;
		const runner = new MatchRunner(module, { ...record, options: options.value, log: [] });
		runner.#options = options.value;
		const setup = guarded(module, 'setup', () => module.setup(record.seats, options.value, record.seed, record.rulesVersion));
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
			const applied = runner.#step(entry.seat, entry.action, !!opts.verify);
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
		return this.#hashOf(this.steps.length - 1);
	}

	#hashOf(index: number): string {
		const step = this.steps[index];
		if (index < this.steps.length - 1) this.#keepHashes = true;
		return (step.hash ??= hashState(this.#stateAt(index)));
	}

	/**
	 * Set once somebody asks for a past step's hash (the network session does, to check
	 * entries and catch-ups): from then on a state is hashed before it is dropped, so
	 * later asks never replay. Local play and the tools never pay for it.
	 */
	#keepHashes = false;

	/** How many full states the runner holds (for memory checks: about two however long the match). */
	get keptStates(): number {
		return this.steps.reduce((n, s) => n + (s.state === null ? 0 : 1), 0);
	}

	/** Hash after each action: index 0 is the state after setup. */
	get hashes(): string[] {
		this.#keepHashes = true;
		// One pass from setup fills every missing hash (rebuilding each state once).
		if (this.steps.some((s) => s.hash === null && s.state === null)) this.#rebuild(this.steps.length - 1, true);
		return this.steps.map((_, i) => this.#hashOf(i));
	}

	/** The state after step `index`: kept, or rebuilt from the nearest kept state before it. */
	#stateAt(index: number): unknown {
		return this.steps[index].state ?? this.#rebuild(index, false);
	}

	/**
	 * Replays the log from the nearest kept state before `index` (or from setup) up to
	 * `index`; with `hashAll`, from setup, caching the hash of every step on the way.
	 */
	#rebuild(index: number, hashAll: boolean): unknown {
		let from = index;
		while (from > 0 && (hashAll || this.steps[from].state === null)) from--;
		let state = this.steps[from].state;
		if (state === null) {
			const setup = this.module.setup(this.record.seats, this.#options, this.record.seed, this.record.rulesVersion);
			if (!setup.ok) throw new Error(`rebuilding the match failed at setup: ${setup.reason.en}`);
			state = setup.value.state;
		}
		if (hashAll) this.steps[from].hash ??= hashState(state);
		for (let i = from; i < index; i++) {
			const entry = this.record.log[i];
			const applied = this.module.apply(state, entry.seat, entry.action);
			if (!applied.ok) throw new Error(`rebuilding the match failed at action ${i + 1}: ${applied.reason.en}`);
			state = applied.value.state;
			if (hashAll) this.steps[i + 1].hash ??= hashState(state);
		}
		return state;
	}

	/** Drops the states that are neither the current one nor the last barrier's. */
	#forget(previousLast: number): void {
		const last = this.steps.length - 1;
		if (this.steps[last].barrier && last !== this.#anchor) {
			if (this.#anchor !== previousLast) this.#drop(this.#anchor);
			this.#anchor = last;
		}
		if (previousLast !== this.#anchor && previousLast !== last) this.#drop(previousLast);
	}

	#drop(index: number): void {
		const step = this.steps[index];
		if (this.#keepHashes && step.state !== null) step.hash ??= hashState(step.state);
		step.state = null;
	}

	get length(): number {
		return this.record.log.length;
	}

	pending(): Pending[] {
		return this.module.pending(this.state);
	}

	legalActions(seat: number): unknown[] {
		return this.#legal(this.state, seat);
	}

	/** The last list asked for: a caller that lists, then applies one, does not pay for the listing twice. */
	#legalCache: { state: unknown; seat: number; list: unknown[] } | null = null;

	#legal(state: unknown, seat: number): unknown[] {
		const c = this.#legalCache;
		if (c && c.state === state && c.seat === seat) return c.list;
		const list = this.module.legalActions(state, seat) as unknown[];
		this.#legalCache = { state, seat, list };
		return list;
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
		const tried = this.#try(seat, rawAction, true);
		return tried.ok ? { ok: true, value: true } : tried;
	}

	/**
	 * Applies a new action: it must be one of the seat's legal actions (in canonical form).
	 * The new state's hash is computed when the answer's `hash` is first read.
	 */
	apply(seat: number, rawAction: unknown): Result<{ readonly hash: string; events: GameEvent[] }> {
		const stepped = this.#step(seat, rawAction, true);
		if (!stepped.ok) return stepped;
		const index = this.steps.length - 1;
		const hashOf = (i: number) => this.#hashOf(i);
		return { ok: true, value: { get hash() { return hashOf(index); }, events: stepped.value.events } };
	}

	/**
	 * Parses and applies an action to the current state without recording it.
	 * Never throws: an exception in game code becomes the internal-error rejection.
	 */
	#try(seat: number, rawAction: unknown, mustBeListed: boolean): Result<{ action: unknown; applied: { state: unknown; events: GameEvent[]; barrier: boolean } }> {
		if (!Number.isInteger(seat) || seat < 0 || seat >= this.record.seats.length)
			return fail('Neznámé místo u stolu.', 'Unknown seat.');
		const module = this.module;
		const state = this.state;
		return guarded(
			module,
			'apply',
			() => {
				if (module.result(state)) return fail('Partie už skončila.', 'The match is over.');
				const parsed = module.parseAction(rawAction);
				if (!parsed.ok) return parsed;
				const applied = module.apply(state, seat, parsed.value);
				if (!applied.ok) return applied;
				if (mustBeListed && !sealedStepDue(module, state, parsed.value) && !this.#legal(state, seat).some((a) => sameData(a, parsed.value)))
					return { ok: false, reason: NOT_LISTED };
				return { ok: true, value: { action: parsed.value, applied: applied.value } };
			},
			seat,
			rawAction
		);
	}

	/** Applies one action and records it; the hash is left for later. */
	#step(seat: number, rawAction: unknown, mustBeListed: boolean): Result<{ events: GameEvent[] }> {
		const tried = this.#try(seat, rawAction, mustBeListed);
		if (!tried.ok) return tried;
		const { action, applied } = tried.value;
		this.steps.push({ state: applied.state, hash: null, events: applied.events, seat, barrier: applied.barrier });
		this.record.log.push({ seat, action });
		this.#forget(this.steps.length - 2);
		return { ok: true, value: { events: applied.events } };
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
		// Undo never crosses a barrier, so the new current state is rebuilt from the anchor (or is it).
		const last = this.steps.length - 1;
		this.steps[last].state ??= this.#rebuild(last, false);
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
		seats: seats.map((s) => (s.choices ? { name: s.name, kind: s.kind, choices: { ...s.choices } } : { name: s.name, kind: s.kind })),
		seed,
		log: [],
		createdAt: now,
		updatedAt: now
	};
}

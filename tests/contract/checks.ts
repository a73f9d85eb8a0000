/**
 * The shared contract tests every game runs (issue 8). A game supplies a small
 * adapter (its module, bots, modes and how to build "what if" states that differ
 * only in information hidden from a seat); `contractSuite` then checks, on states
 * sampled from seeded random matches:
 *
 * 1. Robustness: every field of every legal action, mutated (unknown and foreign
 *    ids, out-of-range and ill-typed values, missing and extra fields), and random
 *    garbage never make `apply` throw, never change the input state, and `apply`
 *    accepts an action only when its canonical form is one of `legalActions`.
 * 2. Hidden information: what a seat sees — its view, its own legal actions, the
 *    public pending prompts and the log lines it may read — is the same in every
 *    variant of the state that differs only in what it cannot see, before and after
 *    every action the other seats may take (so a game cannot reveal "the opponent
 *    may react" only when the opponent can).
 * 3. Barriers: a step after which a seat can tell apart two states it could not tell
 *    apart before (the same action applied to two of its hidden variants gives two
 *    different views, log lines, legal actions or prompts) showed it something, so it
 *    must be an undo barrier (`ctx.reveal()` or a random draw). Tried at every step that
 *    is no barrier in the variants compared as they stand only (a reordered deck shows
 *    what a draw takes) and every `barrierEvery` steps in every variant.
 * 4. Shapes: hostile forms of legal actions (built-in member names as own keys, values
 *    nested 10,000 deep, 1 MB strings, non-objects) are refused by parseAction and apply.
 */
import fc from 'fast-check';
import {
	canonicalJson,
	hashState,
	MatchRunner,
	newMatchRecord,
	randomInt,
	rngFromSeed,
	type AnyGameModule,
	type Bot,
	type GameEvent,
	type RngState,
	type Seat,
	type Text
} from '../../src/lib/engine';

export interface HiddenVariant<S> {
	/** Builds the variant state (lazily: only the sampled variants are built). */
	build: () => S;
	/**
	 * True when the variant may also be compared after an action. A variant that
	 * reorders what a random step reveals to everybody (a shuffled event deck) is
	 * compared as it stands only.
	 */
	dynamic: boolean;
	/** What was changed, for failure messages. */
	what: string;
	/** Compare only the public prompts after the action (cheap; for the many thorough variants). */
	promptsOnly?: boolean;
}

export interface ContractMode {
	id: string;
	options: unknown;
	seats: number;
}

export interface ContractAdapter<S = unknown> {
	module: AnyGameModule;
	bots: Bot[];
	modes: ContractMode[];
	/**
	 * States equal to `state` except for information `viewer` cannot see right now.
	 * `thorough` asks for more of them (e.g. every kind of hidden card moved into
	 * another seat's hand); it is used before random steps, where a hidden card may
	 * decide whether somebody is asked to react.
	 * The comparison after an action assumes that an action which reveals a hidden
	 * item names it (a card id, not a hand position): in a variant where that item
	 * moved, the action is refused and the comparison is skipped.
	 */
	hiddenVariants(state: S, viewer: number, rng: RngState, thorough: boolean): HiddenVariant<S>[];
	/** Ids of the game's content (cards, tiles…): "foreign" values for mutated actions. */
	foreignIds: string[];
	/** Field names used by any of the game's actions: each is tried as an extra field on every action. */
	actionKeys: string[];
	/** The game's own invariants of a state (card conservation…): a description of each broken one. */
	invariants?(state: S): string[];
}

export interface ContractBudget {
	/** Seeded matches per mode from which states are sampled. */
	matches: number;
	/** States sampled per match. */
	statesPerMatch: number;
	/** Legal actions mutated per state and seat. */
	actionsPerState: number;
	/** Matches per mode played step by step for the hidden-information comparison. */
	hiddenMatches: number;
	/** The still comparison runs every this many steps (the one after each action runs at every step). */
	staticEvery: number;
	/** Full variants compared per step and viewer (a random sample; thorough prompt-only variants are all compared). */
	variantsPerStep: number;
	/** Cap on the length of a sampled match. */
	maxActions: number;
	/**
	 * The barrier check (a step that shows a seat what it could not see before is an undo barrier)
	 * tries every variant, not a sample, at every this many steps that are no barrier.
	 */
	barrierEvery: number;
}

export const DEFAULT_BUDGET: ContractBudget = { matches: 4, statesPerMatch: 6, actionsPerState: 4, hiddenMatches: 2, staticEvery: 5, variantsPerStep: 2, maxActions: 3000, barrierEvery: 10 };

interface Sample {
	state: unknown;
	label: string;
	seats: number;
}

/** Plays seeded matches (bots mixed with uniformly random legal moves) and keeps states spread over each. */
export function sampleStates(adapter: ContractAdapter, mode: ContractMode, budget: ContractBudget, seed: string): Sample[] {
	const { module, bots } = adapter;
	const out: Sample[] = [];
	for (let m = 0; m < budget.matches; m++) {
		const rng = rngFromSeed(`${seed}:${mode.id}:${m}`);
		const seats: Seat[] = Array.from({ length: mode.seats }, (_, i) => ({ name: `S${i}`, kind: 'bot' }));
		const opened = MatchRunner.open(module, newMatchRecord(module, `contract-${m}`, seats, mode.options, `${seed}:${mode.id}:${m}`, 0));
		if (!opened.ok) throw new Error(`${mode.id}: setup failed: ${opened.reason.en}`);
		const runner = opened.value;
		const states: unknown[] = [runner.state];
		while (!runner.result() && runner.length < budget.maxActions) {
			const pending = runner.pending();
			if (!pending.length) break;
			const seat = pending[randomInt(rng, pending.length)].seat;
			const legal = runner.legalActions(seat);
			if (!legal.length) break;
			const bot = bots.length ? bots[randomInt(rng, bots.length)] : undefined;
			const action = !bot || randomInt(rng, 2) === 0 ? legal[randomInt(rng, legal.length)] : bot.choose(runner.view(seat), legal, rng);
			const r = runner.apply(seat, action);
			if (!r.ok) throw new Error(`${mode.id}: a legal action was refused while sampling: ${r.reason.en}`);
			states.push(runner.state);
		}
		// Evenly spread, plus a random offset, so early, middle and late positions all appear.
		const step = Math.max(1, Math.floor(states.length / budget.statesPerMatch));
		for (let i = randomInt(rng, step); i < states.length && out.length < (m + 1) * budget.statesPerMatch; i += step)
			out.push({ state: states[i], label: `${mode.id} match ${m} after ${i} actions`, seats: mode.seats });
	}
	return out;
}

// ------------------------------------------------------------------ 1. robustness

type Path = (string | number)[];

function leafPaths(value: unknown, prefix: Path = []): Path[] {
	if (value && typeof value === 'object') {
		const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
		const inner = entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k]));
		return prefix.length ? [prefix, ...inner] : inner;
	}
	return prefix.length ? [prefix] : [];
}

function withValue(action: unknown, path: Path, value: unknown, remove = false): unknown {
	const copy = JSON.parse(JSON.stringify(action)) as Record<string | number, unknown>;
	let at: Record<string | number, unknown> = copy;
	for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
	const last = path[path.length - 1];
	if (remove) {
		if (Array.isArray(at)) at.splice(last as number, 1);
		else delete at[last];
	} else at[last] = value;
	return copy;
}

/** Mutations of one well-formed action: every field replaced or removed, and every other field name added. */
export function mutationsOf(action: unknown, foreign: string[], keys: string[], rng: RngState): unknown[] {
	const pick = () => foreign[randomInt(rng, foreign.length)];
	const out: unknown[] = [];
	for (const path of leafPaths(action)) {
		const original = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], action);
		const values: unknown[] = ['nope', '', 'x'.repeat(200), pick(), pick(), -1, 0, 1, 99, 1e9, 0.5, true, null, {}, [], [pick()]];
		if (typeof original === 'number') values.push(String(original), original + 1, original - 1);
		if (typeof original === 'string') values.push(`${original}#9`, `${original}x`, original.toUpperCase());
		for (const v of values) out.push(withValue(action, path, v));
		out.push(withValue(action, path, undefined, true));
	}
	if (action && typeof action === 'object' && !Array.isArray(action)) {
		out.push({ ...(action as object), extra: 1 });
		for (const k of keys) if (!(k in (action as object))) out.push({ ...(action as object), [k]: pick() }, { ...(action as object), [k]: 0 });
	}
	return out;
}

function keySet(actions: unknown[]): Set<string> {
	return new Set(actions.map((a) => canonicalJson(a)));
}

/** Applies `raw` through the module's own parse + apply, as an untrusted caller would. Returns an error text or null. */
function tryAction(module: AnyGameModule, state: unknown, seat: number, raw: unknown, listed: Set<string>): string | null {
	let accepted: boolean;
	try {
		const parsed = module.parseAction(raw);
		if (!parsed.ok) return null;
		accepted = module.apply(state, seat, parsed.value).ok;
		// The module's apply is also called by callers that skip parseAction.
		module.apply(state, seat, raw);
	} catch (e) {
		return `threw ${(e as Error)?.message ?? e} on ${JSON.stringify(raw)?.slice(0, 200)}`;
	}
	if (accepted && !listed.has(canonicalJson(raw))) return `accepted an action it does not list: ${JSON.stringify(raw)?.slice(0, 200)}`;
	return null;
}

export function checkRobustness(adapter: ContractAdapter, sample: Sample, budget: ContractBudget, rng: RngState): string[] {
	const { module } = adapter;
	const problems: string[] = [];
	const state = sample.state;
	const before = hashState(state);
	const seats = sample.seats;
	const legalBySeat = Array.from({ length: seats }, (_, s) => module.legalActions(state, s) as unknown[]);
	const everyLegal = legalBySeat.flat();
	for (let seat = 0; seat < seats; seat++) {
		const listed = keySet(legalBySeat[seat]);
		for (const a of legalBySeat[seat])
			if (!module.apply(state, seat, a).ok) problems.push(`refused its own legal action ${JSON.stringify(a)}`);
		const chosen = sampleOf(legalBySeat[seat].length ? legalBySeat[seat] : everyLegal, budget.actionsPerState, rng);
		for (const a of chosen)
			for (const m of mutationsOf(a, adapter.foreignIds, adapter.actionKeys, rng)) {
				const p = tryAction(module, state, seat, m, listed);
				if (p) problems.push(p);
			}
		// Other seats' actions, out of turn.
		for (const a of sampleOf(everyLegal, 4, rng)) {
			const p = tryAction(module, state, seat, a, listed);
			if (p) problems.push(p);
		}
		// Garbage of every shape.
		for (const g of fc.sample(fc.anything({ maxDepth: 2 }), { seed: randomInt(rng, 1 << 30), numRuns: 15 })) {
			const p = tryAction(module, state, seat, g, listed);
			if (p) problems.push(p);
		}
	}
	if (hashState(state) !== before) problems.push('apply changed the state it was given');
	return problems.map((p) => `${sample.label}: ${p}`);
}

/** Built-in object member names: a parser that reads keys like `shape[k]` finds them on every object. */
export const PROTO_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

let hugeValues: { what: string; value: unknown }[] | null = null;
/** A value nested 10,000 deep (an array and an object) and a 1 MB string, built once. */
function huge(): { what: string; value: unknown }[] {
	if (hugeValues) return hugeValues;
	let arr: unknown = 0;
	let obj: unknown = 0;
	for (let i = 0; i < 10_000; i++) {
		arr = [arr];
		obj = { x: obj };
	}
	hugeValues = [
		{ what: 'an array nested 10,000 deep', value: arr },
		{ what: 'an object nested 10,000 deep', value: obj },
		{ what: 'a 1 MB string', value: 'x'.repeat(1 << 20) }
	];
	return hugeValues;
}

/**
 * Hostile forms of a well-formed action, each of which must be refused: an extra own key named
 * like a built-in object member (`__proto__` as an own key, as JSON.parse makes it) or unknown,
 * every field replaced by a value nested 10,000 deep or a 1 MB string, and non-objects.
 */
export function hostileForms(action: unknown): { what: string; raw: unknown }[] {
	const out: { what: string; raw: unknown }[] = [
		{ what: 'null', raw: null },
		{ what: 'a number', raw: 7 },
		{ what: 'the action in an array', raw: [action] },
		...huge().map((h) => ({ what: h.what, raw: h.value }))
	];
	if (!action || typeof action !== 'object' || Array.isArray(action)) return out;
	const json = JSON.stringify(action);
	for (const k of [...PROTO_KEYS, 'unknownKey'])
		for (const v of ['1', '{}', '"x"'])
			out.push({ what: `an extra own key ${k}: ${v}`, raw: JSON.parse(`${json.slice(0, -1)}${json.length > 2 ? ',' : ''}${JSON.stringify(k)}:${v}}`) });
	for (const key of Object.keys(action))
		for (const h of huge()) out.push({ what: `field ${key} replaced by ${h.what}`, raw: { ...(action as object), [key]: h.value } });
	return out;
}

/**
 * The hostile forms of a sample of legal actions (hostileForms), through `parseAction` and `apply`:
 * each must be a rejection, never a throw nor an acceptance, and the state must stay as it was.
 */
export function checkShapes(adapter: ContractAdapter, sample: Sample, rng: RngState, perSeat = 2): string[] {
	const { module } = adapter;
	const problems: string[] = [];
	const state = sample.state;
	const before = hashState(state);
	for (let seat = 0; seat < sample.seats; seat++) {
		const legal = module.legalActions(state, seat) as unknown[];
		for (const action of sampleOf(legal, perSeat, rng))
			for (const { what, raw } of hostileForms(action)) {
				const label = `seat ${seat}, ${JSON.stringify(action)} with ${what}`;
				try {
					if (module.parseAction(raw).ok) problems.push(`parseAction accepted ${label}`);
				} catch (e) {
					problems.push(`parseAction threw ${(e as Error)?.message ?? e} on ${label}`);
				}
				try {
					if (module.apply(state, seat, raw).ok) problems.push(`apply accepted ${label}`);
				} catch (e) {
					problems.push(`apply threw ${(e as Error)?.message ?? e} on ${label}`);
				}
			}
	}
	if (hashState(state) !== before) problems.push('apply changed the state it was given');
	return problems.map((p) => `${sample.label}: ${p}`);
}

function sampleOf<T>(items: T[], n: number, rng: RngState): T[] {
	if (items.length <= n) return [...items];
	const pool = [...items];
	const out: T[] = [];
	while (out.length < n) out.push(pool.splice(randomInt(rng, pool.length), 1)[0]);
	return out;
}

// ------------------------------------------------------------------ 2. hidden information

/** The log lines `viewer` may read. */
export function visibleEvents(events: GameEvent[], viewer: number): (Text | null)[] {
	return events.map((e) => (!e.onlyFor || e.onlyFor.includes(viewer) ? e.text : (e.othersSee ?? null)));
}

/** Everything `viewer` perceives of a state: its view, its own legal actions and the public prompts. */
function perceived(module: AnyGameModule, state: unknown, viewer: number) {
	return {
		view: canonicalJson(module.view(state, viewer)),
		legal: canonicalJson(module.legalActions(state, viewer)),
		pending: canonicalJson(module.pending(state))
	};
}

function firstDifference(a: Record<string, string>, b: Record<string, string>): string | null {
	for (const k of Object.keys(a)) {
		if (a[k] === b[k]) continue;
		let i = 0;
		while (a[k][i] === b[k][i]) i++;
		const from = Math.max(0, i - 120);
		return `${k} differs at …${a[k].slice(from, i + 80)}\n    vs …${b[k].slice(from, i + 80)}`;
	}
	return null;
}

export interface CheckedMatch {
	problems: string[];
	/** Hidden-information comparisons made. */
	compared: number;
	actions: number;
	/** Ended with a result (not at the action cap). */
	finished: boolean;
}

/**
 * Plays one seeded match (bots mixed with uniformly random legal moves) and checks it:
 * - `hidden`: at every step, compares what each seat perceives in the real state and in
 *   every variant hidden from it, as the state stands (every `staticEvery`-th step) and
 *   after the action the match actually takes next (every step);
 * - `invariants`: after every action, pending() names exactly the seats with legal actions,
 *   a finished match lists none, a sample of legal actions applies, the game's own
 *   invariants hold; at the end, the record replays to the same hashes.
 */
/**
 * How a checked match picks its moves. The default (used by the unit tests) mixes a uniformly random
 * legal move and a move of a random bot half and half. A long mode may never end under that much
 * chance (random exchanges keep the Duel's stacks full and nobody reaches 13 VP): `soak` plays a
 * share `random` of random moves and the game's first (goal-directed) bot for the rest.
 */
export type MovePolicy = { kind: 'halfRandom' } | { kind: 'firstBot'; randomPercent: number };

export function playCheckedMatch(
	adapter: ContractAdapter,
	mode: ContractMode,
	index: number,
	budget: ContractBudget,
	checks: { hidden: boolean; invariants: boolean },
	seed = 'hidden',
	policy: MovePolicy = { kind: 'halfRandom' }
): CheckedMatch {
	const { module, bots } = adapter;
	const rng = rngFromSeed(`${seed}:${module.id}:${mode.id}:${index}`);
	const seats: Seat[] = Array.from({ length: mode.seats }, (_, i) => ({ name: `S${i}`, kind: 'bot' }));
	const opened = MatchRunner.open(module, newMatchRecord(module, `${seed}-${index}`, seats, mode.options, `${seed}:${mode.id}:${index}`, 0));
	if (!opened.ok) throw new Error(`${mode.id}: setup failed: ${opened.reason.en}`);
	const runner = opened.value;
	const problems: string[] = [];
	let compared = 0;
	while (!runner.result() && runner.length < budget.maxActions && problems.length < 50) {
		const pending = runner.pending();
		if (!pending.length) {
			problems.push(`${mode.id} match ${index} step ${runner.length}: no result and nobody to decide`);
			break;
		}
		const actor = pending[randomInt(rng, pending.length)].seat;
		const legal = runner.legalActions(actor);
		let action: unknown;
		if (policy.kind === 'halfRandom') {
			const bot = bots.length ? bots[randomInt(rng, bots.length)] : undefined;
			action = !bot || randomInt(rng, 2) === 0 ? legal[randomInt(rng, legal.length)] : bot.choose(runner.view(actor), legal, rng);
		} else {
			const bot = bots[0];
			action = !bot || randomInt(rng, 100) < policy.randomPercent ? legal[randomInt(rng, legal.length)] : bot.choose(runner.view(actor), legal, rng);
		}
		const state = runner.state;
		const step = runner.length;
		const next = module.apply(state, actor, action);
		if (!next.ok) throw new Error(`${mode.id}: a legal action was refused: ${next.reason.en}`);
		if (checks.hidden) compared += compareHidden(adapter, mode, index, budget, rng, state, step, actor, action, next.value, problems);
		const r = runner.apply(actor, action);
		if (!r.ok) throw new Error(`${mode.id}: ${r.reason.en}`);
		if (checks.invariants) problems.push(...invariantProblems(adapter, mode, runner, rng).map((p) => `${mode.id} match ${index} step ${runner.length}: ${p}`));
	}
	const finished = !!runner.result();
	if (checks.invariants) {
		if (!finished) problems.push(`${mode.id} match ${index}: no result after ${runner.length} actions`);
		const replay = MatchRunner.open(module, JSON.parse(JSON.stringify(runner.record)));
		if (!replay.ok) problems.push(`${mode.id} match ${index}: the record does not replay: ${replay.reason.en}`);
		else if (canonicalJson(replay.value.hashes) !== canonicalJson(runner.hashes)) problems.push(`${mode.id} match ${index}: the replay reaches other hashes`);
	}
	return { problems, compared, actions: runner.length, finished };
}

function invariantProblems(adapter: ContractAdapter, mode: ContractMode, runner: MatchRunner, rng: RngState): string[] {
	const { module } = adapter;
	const out: string[] = [];
	const state = runner.state;
	const withLegal: number[] = [];
	for (let seat = 0; seat < mode.seats; seat++) {
		const legal = module.legalActions(state, seat) as unknown[];
		if (legal.length) withLegal.push(seat);
		for (const a of sampleOf(legal, 2, rng)) if (!module.apply(state, seat, a).ok) out.push(`its legal action ${JSON.stringify(a)} is refused`);
	}
	const pendingSeats = [...new Set(module.pending(state).map((p: { seat: number }) => p.seat))].sort();
	if (canonicalJson(pendingSeats) !== canonicalJson(withLegal)) out.push(`pending() names seats ${pendingSeats}, legal actions exist for ${withLegal}`);
	if (runner.result() && withLegal.length) out.push('legal actions after the end');
	out.push(...(adapter.invariants?.(state) ?? []));
	return out;
}

/** The hidden-information comparison of one step (see playCheckedMatch); returns how many comparisons it made. */
function compareHidden(
	adapter: ContractAdapter,
	mode: ContractMode,
	index: number,
	budget: ContractBudget,
	rng: RngState,
	state: unknown,
	step: number,
	actor: number,
	action: unknown,
	next: { state: unknown; events: GameEvent[]; barrier: boolean },
	problems: string[]
): number {
	const { module } = adapter;
	let compared = 0;
	// Barriers: a step that is no barrier is also tried in the variants compared as they stand only
	// (a reordered deck: what a draw would show), and every `barrierEvery` steps in every variant.
	const barrierStep = !next.barrier;
	const everyVariant = barrierStep && step % budget.barrierEvery === 0;
	for (let viewer = 0; viewer < mode.seats; viewer++) {
		const all = adapter.hiddenVariants(state, viewer, rng, next.barrier);
		const sampled = [...sampleOf(all.filter((v) => !v.promptsOnly), budget.variantsPerStep, rng), ...all.filter((v) => v.promptsOnly)];
		const variants = everyVariant ? all : barrierStep ? [...sampled, ...all.filter((v) => !v.dynamic && !sampled.includes(v))] : sampled;
		const still = step % budget.staticEvery === 0 ? new Set(sampled) : null;
		let seenBefore: Record<string, string> | null = null;
		const before = () => (seenBefore ??= perceived(module, state, viewer));
		const after = perceived(module, next.state, viewer);
		const afterLog = canonicalJson(visibleEvents(next.events, viewer));
		for (const variant of variants) {
			const where = `${mode.id} match ${index} step ${step}, seat ${viewer}, variant "${variant.what}"`;
			const vstate = variant.build();
			if (still?.has(variant) && !variant.promptsOnly) {
				compared++;
				const d = firstDifference(before(), perceived(module, vstate, viewer));
				if (d) problems.push(`${where}: ${d}`);
			}
			if (!variant.dynamic && !barrierStep) continue;
			const other = module.apply(vstate, actor, action);
			if (!other.ok) continue; // the action names what the variant moved
			compared++;
			const played = `after seat ${actor} plays ${JSON.stringify(action)}`;
			// A random step may reveal different public things in the two worlds; the prompts must still agree.
			if (variant.promptsOnly || next.barrier) {
				const d = firstDifference({ pending: after.pending }, { pending: canonicalJson(module.pending(other.value.state)) });
				if (d) problems.push(`${where}, ${played}: ${d}`);
				continue;
			}
			const d = firstDifference({ ...after, log: afterLog }, { ...perceived(module, other.value.state, viewer), log: canonicalJson(visibleEvents(other.value.events, viewer)) });
			if (!d) continue;
			// Two states the seat could not tell apart lead to two it can: the step showed it something.
			if (!firstDifference(before(), perceived(module, vstate, viewer))) {
				problems.push(`${where}, ${played}: the step shows seat ${viewer} what it could not see before, but it is no undo barrier (reveal it through the step context): ${d}`);
			} else if (!still?.has(variant)) problems.push(`${where}: ${firstDifference(before(), perceived(module, vstate, viewer))}`);
		}
	}
	return compared;
}

/**
 * The game-agnostic kernel contract. A game module is pure and deterministic:
 * every function here is a function of its arguments only, and `apply` never
 * throws on bad input — it answers with a rejection and a reason instead.
 */

/** Every text a player reads exists in Czech and English. */
export interface Text {
	cs: string;
	en: string;
}

export type Lang = keyof Text;

export type Result<T> = { ok: true; value: T } | { ok: false; reason: Text };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const reject = <T = never>(cs: string, en: string): Result<T> => ({ ok: false, reason: { cs, en } });

export type SeatKind = 'human' | 'bot';

export interface Seat {
	name: string;
	kind: SeatKind;
	/**
	 * Per-seat setup choices (a faction, a role, a hero): choice id → option id,
	 * as declared by the game's `meta.seatChoices` and validated by its `setup`.
	 */
	choices?: Record<string, string>;
}

/** Who must decide what right now. */
export interface Pending {
	seat: number;
	prompt: Text;
	/**
	 * Set on a secret simultaneous decision (engine/sdk/secret.ts), where several seats are
	 * pending at once: 'choose' = this seat must still make its secret choice; 'reveal' = it
	 * committed a digest and must now reveal (every seat of the decision has chosen or committed).
	 */
	secret?: 'choose' | 'reveal';
}

/**
 * A line of the human-readable event log. `{0}`, `{1}`… in the text stand for
 * the names of seats 0, 1…; the UI fills them in. `onlyFor` limits who may read
 * the line (a private draw); `othersSee` is what everybody else reads instead.
 */
export interface GameEvent {
	text: Text;
	onlyFor?: number[];
	othersSee?: Text;
}

export interface Applied<S> {
	state: S;
	events: GameEvent[];
	/**
	 * True when this step revealed information or consumed randomness (a draw, a
	 * roll, a look at hidden cards): undo may never step back across it.
	 */
	barrier: boolean;
}

/**
 * How a match ended:
 * - `win`: `winners` won (one or several tied winners) against the others;
 * - `draw`: nobody won (`winners` is empty);
 * - `sharedWin` / `sharedLoss`: cooperating players won or lost together;
 * - `solo`: a one-player match that ended with a score (and perhaps a win or loss).
 */
export type Outcome = 'win' | 'draw' | 'sharedWin' | 'sharedLoss' | 'solo';

export interface GameResult {
	/** Seats that won; empty for a draw or a shared loss. */
	winners: number[];
	/** Final score per seat, for the end screen. */
	scores: number[];
	summary: Text;
	/** Omitted by older games: then `win`, or `draw` when `winners` is empty. */
	outcome?: Outcome;
	/**
	 * Optional, for the end screen's headline (issue 23): what the scores were measured against.
	 * `target`: the score that ends the match or that a solo player had to reach (Rivals: the
	 * victory-point goal); `won`: a solo (or cooperative) player reached the goal — omitted when
	 * the game only scores; `goal`: the goal in words ("more Faction Locations than Collection
	 * cards: 5 against 7"); `scoreName`: what the scores count when not points ("Sláva" / "Fame").
	 */
	target?: number;
	won?: boolean;
	goal?: Text;
	scoreName?: Text;
}

/** The outcome of a result, also for results that do not name it. */
export function outcomeOf(r: GameResult): Outcome {
	return r.outcome ?? (r.winners.length ? 'win' : 'draw');
}

export interface ModeInfo {
	id: string;
	name: Text;
	/** The mode uses placeholder content data (see shared/rules/README.md). */
	provisional?: boolean;
	/** Seats of this mode (a solo mode has one); defaults to the game's range. */
	minSeats?: number;
	maxSeats?: number;
	/** The players win or lose together. */
	cooperative?: boolean;
}

/** A choice each seat makes at setup (faction, role, hero). */
export interface SeatChoiceDef {
	id: string;
	name: Text;
	options: { id: string; name: Text; provisional?: boolean }[];
	/** No two seats may take the same option. */
	unique?: boolean;
	/** Only in these modes (all when omitted). */
	modes?: string[];
}

/**
 * What the app and the tools know of a game without loading it: names, modes with
 * their seats, per-seat choices, and how to turn a mode into options and options
 * into a line of text. Static and small; imported by the game's rules and by the
 * manifest (src/lib/games/manifest.ts).
 */
export interface GameMeta {
	id: string;
	name: Text;
	minSeats: number;
	maxSeats: number;
	modes: ModeInfo[];
	seatChoices?: SeatChoiceDef[];
	/** The options that select a mode (its defaults). */
	optionsForMode(mode: string): unknown;
	/** The mode id of a match's options (for lists); null when unknown. */
	modeOf(options: unknown): string | null;
	/** One line that describes a match's options, for the saves list and the end screen. */
	describe(options: unknown): Text;
}

/** Seat range of a mode: its own, else the game's. */
export function seatRange(meta: Pick<GameMeta, 'minSeats' | 'maxSeats' | 'modes'>, mode: string): { min: number; max: number } {
	const m = meta.modes.find((x) => x.id === mode);
	return { min: m?.minSeats ?? meta.minSeats, max: m?.maxSeats ?? meta.maxSeats };
}

export interface GameModule<S, A, O = unknown, V = unknown> {
	id: string;
	/** The rules version new matches are played under. */
	rulesVersion: string;
	/**
	 * Older released rules versions this module still replays exactly (a saved
	 * match keeps the version it started with), newest first; `setup` receives
	 * the version. Online, a room starts the newest version every device has.
	 */
	olderRulesVersions?: string[];
	name: Text;
	minSeats: number;
	maxSeats: number;
	modes: ModeInfo[];
	defaultOptions(): O;
	/** Validates options from an untrusted source (a save file, the network). */
	parseOptions(raw: unknown): Result<O>;
	/** Validates an action from an untrusted source; legality is checked by `apply`. */
	parseAction(raw: unknown): Result<A>;
	/** `rulesVersion` is `rulesVersion` above or one of `olderRulesVersions` (a replayed save). */
	setup(seats: Seat[], options: O, seed: string, rulesVersion?: string): Result<Applied<S>>;
	pending(state: S): Pending[];
	legalActions(state: S, seat: number): A[];
	apply(state: S, seat: number, action: A): Result<Applied<S>>;
	/** What one seat may see; `null` is a spectator who sees only public information. */
	view(state: S, seat: number | null): V;
	result(state: S): GameResult | null;
}

/** Whether `module` can replay a match recorded under `version`. */
export function supportsRulesVersion(module: { rulesVersion: string; olderRulesVersions?: string[] }, version: string): boolean {
	return version === module.rulesVersion || (module.olderRulesVersions ?? []).includes(version);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any, any, any, any>;

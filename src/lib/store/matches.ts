/**
 * Saved matches in IndexedDB (idb-keyval). A match is stored in parts so that
 * saving after an action costs the same at action 5 and at action 5,000:
 * - `match:<id>`: the record without its log (game, rules, options, seats, seed…)
 *   and how many log chunks it has;
 * - `log:<id>:<k>`: the log in chunks of LOG_CHUNK entries; a new action rewrites
 *   only the last chunk;
 * - `summary:<id>`: the line of the saves list.
 * Every write is serialized, so overlapping saves never lose an update. Saves of
 * older releases (the whole record under `match:<id>`, one index of summaries)
 * are still read and are rewritten in parts by their next save.
 */
import { newMatchId } from './ids';
import { createStore, del, delMany, get, getMany, keys, set, setMany, type UseStore } from 'idb-keyval';
import { canonicalJson, outcomeOf, supportsRulesVersion, type MatchRunner, type Outcome, type AnyGameModule, type GameResult, type MatchRecord, type Result, type Seat, type Text } from '$lib/engine';

export type MatchStatus = 'playing' | 'finished';

export interface MatchSummary {
	id: string;
	game: string;
	mode: string | null;
	seats: Seat[];
	createdAt: number;
	updatedAt: number;
	status: MatchStatus;
	/** Names of the winners (empty while playing or for a draw). */
	winners: string[];
	/** How a finished match ended (older saves: read `winners`). */
	outcome?: Outcome;
	/** Final scores per seat of a finished match. */
	scores?: number[];
	/** A solo (or cooperative) goal reached or not, when the game says (issue 23). */
	won?: boolean;
	/** What the scores count when not points ("Sláva" / "Fame"). */
	scoreName?: Text;
	/** The match's options, for the game's own one-line description (the store never reads them). */
	options?: unknown;
}

export interface SaveInfo {
	/** The current result (null while the match goes on). */
	result?: GameResult | null;
	/** The mode id; when omitted it is kept from the previous save. */
	mode?: string | null;
}

/** The single summary index of older releases (migrated to `summary:<id>` keys). */
export const INDEX_KEY = 'matches:index';
export const META_PERSIST_KEY = 'meta:persistAsked';
export const matchKey = (id: string) => `match:${id}`;
export const summaryKey = (id: string) => `summary:${id}`;
export const logChunkKey = (id: string, k: number) => `log:${id}:${k}`;
export const LOG_CHUNK = 256;

/** What `match:<id>` holds: the record without its log. */
interface StoredHeader extends Omit<MatchRecord, 'log'> {
	logLength: number;
	logChunks: number;
}

let store: UseStore | undefined;
function db(): UseStore {
	return (store ??= createStore('deskovky', 'kv'));
}
/** For tests: forget the cached database handle (e.g. after replacing indexedDB). */
export function resetStoreHandle(): void {
	store = undefined;
	migrated = false;
	persistAsked = false;
}

let queue: Promise<unknown> = Promise.resolve();
function serialized<T>(fn: () => Promise<T>): Promise<T> {
	const run = queue.then(fn, fn);
	queue = run.catch(() => undefined);
	return run;
}

export function summarize(record: MatchRecord, info: SaveInfo = {}, previous?: MatchSummary): MatchSummary {
	const result = info.result ?? null;
	const summary: MatchSummary = {
		id: record.id,
		game: record.game,
		mode: info.mode !== undefined ? info.mode : (previous?.mode ?? null),
		seats: record.seats.map(copySeat),
		createdAt: record.createdAt,
		updatedAt: record.updatedAt,
		status: result ? 'finished' : 'playing',
		winners: result ? result.winners.map((w) => record.seats[w]?.name ?? `#${w}`) : [],
		options: record.options
	};
	if (result) {
		summary.outcome = outcomeOf(result);
		summary.scores = [...result.scores];
		if (typeof result.won === 'boolean') summary.won = result.won;
		if (result.scoreName) summary.scoreName = { ...result.scoreName };
	}
	return summary;
}

/** Moves the single index of older releases to one summary per match (once). */
let migrated = false;
async function migrateIndex(): Promise<void> {
	if (migrated) return;
	migrated = true;
	const idx = await get<MatchSummary[]>(INDEX_KEY, db());
	if (!Array.isArray(idx)) return;
	await setMany(idx.map((s) => [summaryKey(s.id), s]), db());
	await del(INDEX_KEY, db());
}

async function readSummaries(): Promise<MatchSummary[]> {
	await migrateIndex();
	const ids = (await keys(db())).filter((k): k is string => typeof k === 'string' && k.startsWith('summary:'));
	return (await getMany<MatchSummary | undefined>(ids, db())).filter((s): s is MatchSummary => !!s && typeof s === "object");
}

/**
 * The log array each match was last saved from, and how much of it is stored: a
 * save of the same array (the runner pushes and pops only at its end) rewrites only
 * the chunks from there on; any other array (a new, imported or resynced record) is
 * written whole.
 */
const savedLogs = new WeakMap<object, { id: string; length: number }>();

let persistAsked = false;
/** Asks once per device for persistent storage (never blocks the save). */
async function askPersistOnce(): Promise<void> {
	if (persistAsked) return;
	persistAsked = true;
	try {
		if (await get(META_PERSIST_KEY, db())) return;
		await set(META_PERSIST_KEY, Date.now(), db());
		const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
		if (storage?.persist) void storage.persist().catch(() => false);
	} catch {
		/* not important */
	}
}

/**
 * Saves the record (a snapshot of what changed is taken now) and updates its
 * summary. Await it before moving on. Costs O(1) in the log's length when the
 * record's log grew or shrank at its end since its last save.
 */
export function saveMatch(record: MatchRecord, info: SaveInfo = {}): Promise<MatchSummary> {
	const id = record.id;
	const n = record.log.length;
	const known = savedLogs.get(record.log);
	const from = known && known.id === id ? Math.min(known.length, n) : 0;
	const firstChunk = Math.floor(from / LOG_CHUNK);
	const chunks = Math.ceil(n / LOG_CHUNK);
	// Snapshots now: the caller may change the record while the write waits its turn.
	const writes: [string, unknown][] = [];
	for (let k = firstChunk; k < chunks; k++) writes.push([logChunkKey(id, k), JSON.parse(JSON.stringify(record.log.slice(k * LOG_CHUNK, (k + 1) * LOG_CHUNK)))]);
	const { log: _log, ...rest } = record;
	const header: StoredHeader = { ...(JSON.parse(JSON.stringify(rest)) as Omit<MatchRecord, 'log'>), logLength: n, logChunks: chunks };
	const snapshot = { ...header, log: [] } as MatchRecord;
	savedLogs.set(record.log, { id, length: n });
	return serialized(async () => {
		const previousSummary = await get<MatchSummary>(summaryKey(id), db());
		const previous = previousSummary ?? (await legacySummary(id));
		const old = await get<StoredHeader | MatchRecord>(matchKey(id), db());
		const oldChunks = old && 'logChunks' in old ? old.logChunks : 0;
		const summary = summarize(snapshot, info, previous);
		await setMany([...writes, [matchKey(id), header], [summaryKey(id), summary]], db());
		// Chunks past the end (a shorter log than before) are removed.
		if (oldChunks > chunks) await delMany(Array.from({ length: oldChunks - chunks }, (_, i) => logChunkKey(id, chunks + i)), db());
		void askPersistOnce();
		return summary;
	});
}

/** The summary of a match saved by an older release (before the migration ran). */
async function legacySummary(id: string): Promise<MatchSummary | undefined> {
	await migrateIndex();
	return get<MatchSummary>(summaryKey(id), db());
}

export async function loadMatch(id: string): Promise<MatchRecord | undefined> {
	await queue;
	const stored = await get<StoredHeader | MatchRecord>(matchKey(id), db());
	if (!stored) return undefined;
	if (Array.isArray((stored as MatchRecord).log)) return stored as MatchRecord; // an older release's save
	const { logLength, logChunks, ...rest } = stored as StoredHeader;
	const parts = await getMany<{ seat: number; action: unknown }[]>(Array.from({ length: logChunks }, (_, k) => logChunkKey(id, k)), db());
	const log = parts.flatMap((p) => p ?? []);
	if (log.length !== logLength) return undefined; // a damaged save: treated as missing
	return { ...rest, log };
}

/** Summaries, most recently played first. */
export async function listMatches(): Promise<MatchSummary[]> {
	await queue;
	return (await readSummaries()).sort((a, b) => b.updatedAt - a.updatedAt);
}

export function deleteMatch(id: string): Promise<void> {
	return serialized(async () => {
		const stored = await get<StoredHeader | MatchRecord>(matchKey(id), db());
		const chunks = stored && 'logChunks' in stored ? stored.logChunks : 0;
		await delMany([matchKey(id), summaryKey(id), ...Array.from({ length: chunks }, (_, k) => logChunkKey(id, k))], db());
	});
}

// ---------------------------------------------------------------- export / import

export const FILE_FORMAT = 'deskovky-match';
export const FILE_FORMAT_VERSION = 1;

export interface MatchFile {
	format: typeof FILE_FORMAT;
	formatVersion: typeof FILE_FORMAT_VERSION;
	record: MatchRecord;
}

export function exportMatchFile(record: MatchRecord): string {
	const file: MatchFile = { format: FILE_FORMAT, formatVersion: FILE_FORMAT_VERSION, record };
	return JSON.stringify(file, null, 2);
}

export function exportFileName(record: MatchRecord): string {
	const d = new Date(record.updatedAt);
	const pad = (n: number) => String(n).padStart(2, '0');
	const stamp = Number.isFinite(d.getTime())
		? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}`
		: 'match';
	return `deskovky-${record.game.replace(/[^a-z0-9_-]/gi, '')}-${stamp}.json`;
}

const bad = (cs: string, en: string): { ok: false; reason: Text } => ({ ok: false, reason: { cs, en } });
const notOurs = () =>
	bad('Soubor není uložená partie z Deskovek nebo je poškozený.', 'The file is not a Deskovky match or it is damaged.');

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown, max = 200): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
/** Per-seat setup choices: a few short ids (the game validates them when it replays the match). */
const isChoices = (v: unknown): v is Record<string, string> =>
	isObj(v) && Object.keys(v).length <= 8 && Object.entries(v).every(([k, x]) => k.length > 0 && k.length <= 40 && isStr(x, 40));
const copySeat = (s: Seat): Seat => (s.choices ? { name: s.name, kind: s.kind, choices: { ...s.choices } } : { name: s.name, kind: s.kind });

/** Strict shape check of an exported file; says nothing yet about the game. */
export function parseMatchFile(text: string): Result<MatchRecord> {
	let raw: unknown;
	try {
		raw = JSON.parse(text);
	} catch {
		return notOurs();
	}
	if (!isObj(raw) || raw.format !== FILE_FORMAT) return notOurs();
	if (raw.formatVersion !== FILE_FORMAT_VERSION)
		return bad(
			`Soubor má neznámou verzi formátu (${String(raw.formatVersion)}).`,
			`The file has an unknown format version (${String(raw.formatVersion)}).`
		);
	const r = raw.record;
	if (!isObj(r)) return notOurs();
	const seatsOk =
		Array.isArray(r.seats) &&
		r.seats.length > 0 &&
		r.seats.every((s) => isObj(s) && isStr(s.name, 100) && (s.kind === 'human' || s.kind === 'bot') && (s.choices === undefined || isChoices(s.choices)));
	const logOk =
		Array.isArray(r.log) &&
		r.log.every((e) => isObj(e) && typeof e.seat === 'number' && Number.isInteger(e.seat) && e.seat >= 0 && 'action' in e);
	if (
		!isStr(r.id) ||
		!/^[A-Za-z0-9_-]+$/.test(r.id) ||
		!isStr(r.game, 64) ||
		!isStr(r.rulesVersion, 64) ||
		!('options' in r) ||
		!isStr(r.seed, 256) ||
		!seatsOk ||
		!logOk ||
		!isTime(r.createdAt) ||
		!isTime(r.updatedAt)
	)
		return notOurs();
	const record: MatchRecord = {
		id: r.id,
		game: r.game,
		rulesVersion: r.rulesVersion,
		options: r.options,
		seats: (r.seats as Seat[]).map(copySeat),
		seed: r.seed,
		log: (r.log as { seat: number; action: unknown }[]).map((e) => ({ seat: e.seat, action: e.action })),
		createdAt: r.createdAt,
		updatedAt: r.updatedAt
	};
	return { ok: true, value: record };
}


/** Looks up a game's rules by id (the app passes the registry's loader). */
export type ModuleLoader = (gameId: string) => Promise<AnyGameModule | undefined>;

/**
 * Full check of an imported file: shape, known game, rules version, seat count
 * and a complete replay. Returns the opened runner so callers can read the result.
 */
export async function validateMatchFile(
	text: string,
	loadModule: ModuleLoader
): Promise<Result<{ record: MatchRecord; runner: MatchRunner }>> {
	const parsed = parseMatchFile(text);
	if (!parsed.ok) return parsed;
	const record = parsed.value;
	let module: AnyGameModule | undefined;
	try {
		module = await loadModule(record.game);
	} catch {
		module = undefined;
	}
	if (!module)
		return bad(`Soubor je partie hry, kterou tato aplikace nezná (${record.game}).`, `The file is a match of a game this app does not know (${record.game}).`);
	if (!supportsRulesVersion(module, record.rulesVersion))
		return bad(
			`Partie je z verze pravidel ${record.rulesVersion}, aplikace má ${module.rulesVersion}.`,
			`The match uses rules version ${record.rulesVersion}; this app has ${module.rulesVersion}.`
		);
	if (record.seats.length < module.minSeats || record.seats.length > module.maxSeats)
		return bad('Partie má nepovolený počet hráčů.', 'The match has a number of players the game does not allow.');
	// The runner loads here, not with the store: listing and saving matches is on the first page (issue 28).
	let runner: typeof MatchRunner;
	try {
		runner = (await import('$lib/engine/match')).MatchRunner;
	} catch (e) {
		return bad(`Přehrávač partií se nenačetl: ${String((e as Error)?.message ?? e)}`, `The match player did not load: ${String((e as Error)?.message ?? e)}`);
	}
	let opened: Result<MatchRunner>;
	try {
		// An imported file is untrusted: every action must be one the rules listed as legal.
		opened = runner.open(module, structuredCloneSafe(record), { verify: true });
	} catch {
		return bad('Partii nejde přehrát: soubor je poškozený.', 'The match cannot be replayed: the file is damaged.');
	}
	if (!opened.ok)
		return bad(`Partii nejde přehrát: ${opened.reason.cs}`, `The match cannot be replayed: ${opened.reason.en}`);
	return { ok: true, value: { record, runner: opened.value } };
}

function structuredCloneSafe<T>(v: T): T {
	return JSON.parse(JSON.stringify(v)) as T;
}

export type ImportOutcome = 'imported' | 'copy' | 'same';

/** Same match = same game, rules, options, seats, seed and log (timestamps aside). */
function sameCourse(a: MatchRecord, b: MatchRecord): boolean {
	const core = (r: MatchRecord) => canonicalJson({ g: r.game, v: r.rulesVersion, o: r.options, s: r.seats, seed: r.seed, log: r.log });
	return core(a) === core(b);
}

/**
 * Imports a file. Never overwrites: an existing id with a different course is
 * imported as a copy under `newId()`; an identical match is left as it is.
 */
export async function importMatchFile(
	text: string,
	loadModule: ModuleLoader,
	newId: () => string = newMatchId
): Promise<Result<{ id: string; outcome: ImportOutcome }>> {
	const checked = await validateMatchFile(text, loadModule);
	if (!checked.ok) return checked;
	const { record, runner } = checked.value;
	const existing = await loadMatch(record.id);
	let outcome: ImportOutcome = 'imported';
	let toSave = record;
	if (existing) {
		if (sameCourse(existing, record)) return { ok: true, value: { id: existing.id, outcome: 'same' } };
		let id = newId();
		while (await loadMatch(id)) id = newId();
		toSave = { ...record, id };
		outcome = 'copy';
	}
	await saveMatch(toSave, { result: runner.result() });
	return { ok: true, value: { id: toSave.id, outcome } };
}

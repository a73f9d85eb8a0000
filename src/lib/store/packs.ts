/**
 * The user's content packs on this device (issue 25): several per game in IndexedDB (idb-keyval,
 * its own database `deskovky-packs`, key `${game}/${id}`). The built-in pack is not stored (it is
 * the game's description). Stored packs are untrusted: each is re-checked with the engine's
 * `parsePack` on reading; a damaged one is skipped with a message, never a crash.
 *
 * The owner values of the first step (store/content.ts, database `deskovky-content`) become the
 * user's first pack "Moje hodnoty" once (`listPacks` migrates): the old record is removed only after
 * the pack and the "migrated" mark are written, and the mark keeps a deleted pack from coming back.
 *
 * Errors: the reading/importing functions return a `Result` or a `problem`; `savePack` (whose
 * callers hold a pack the editor already checked) throws a `PackRefused` carrying the Czech and
 * English reason, and `trySavePack` is its Result-returning form.
 */
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { emptyPack, packHash, parsePack, parsePackText, slugOf, type ContentDescription, type ContentPack, type Result, type Text } from '$lib/engine';
import { clearOwnerValues, loadOwnerValues } from './content';
import { newMatchId } from './ids';

export interface StoredPack {
	id: string;
	pack: ContentPack;
	/** The pack's content hash (engine `packHash`), recomputed on every read. */
	hash: string;
	updatedAt: number;
}

/** A pack refused by `savePack`: `reason` says which field and why, in Czech and English. */
export class PackRefused extends Error {
	constructor(readonly reason: Text) {
		super(reason.en);
		this.name = 'PackRefused';
	}
}

/** The name the migrated owner values get. */
export const MIGRATED_PACK_NAME = 'Moje hodnoty';
const MAX_NAME = 60;

let store: UseStore | undefined;
const db = (): UseStore => (store ??= createStore('deskovky-packs', 'packs'));

/** For tests: forget the cached database handle (e.g. after replacing indexedDB). */
export function resetPacksStoreHandle(): void {
	store = undefined;
	migrations.clear();
}

const packKey = (game: string, id: string) => `${game}/${id}`;
/** Not of the form `${game}/…` of a game id: never listed as a pack. */
const migratedKey = (game: string) => `#migrated/${game}`;
const errText = (e: unknown) => String((e as Error)?.message ?? e);
const refused = (cs: string, en: string): { ok: false; reason: Text } => ({ ok: false, reason: { cs, en } });

/** What is stored under a pack's key. */
interface PackRecord {
	pack: unknown;
	updatedAt: unknown;
}

/** A stored record as a checked pack, or null (damaged, another game's, a newer app's). */
function readRecord(desc: ContentDescription, id: string, raw: unknown): StoredPack | null {
	if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
	const rec = raw as Partial<PackRecord>;
	const parsed = parsePack(desc, rec.pack);
	if (!parsed.ok) return null;
	const updatedAt = typeof rec.updatedAt === 'number' && Number.isFinite(rec.updatedAt) ? rec.updatedAt : 0;
	return { id, pack: parsed.value, hash: packHash(parsed.value), updatedAt };
}

async function writeRecord(desc: ContentDescription, pack: ContentPack, id: string): Promise<StoredPack> {
	const stored: StoredPack = { id, pack, hash: packHash(pack), updatedAt: Date.now() };
	await set(packKey(desc.game, id), { pack, updatedAt: stored.updatedAt } satisfies PackRecord, db());
	return stored;
}

/** Running migrations, one per game (two lists at once must not migrate twice). */
const migrations = new Map<string, Promise<Text | undefined>>();

/** The owner values → the first pack, once per game; returns a problem when something could not be carried. */
function migrateOwnerValues(desc: ContentDescription): Promise<Text | undefined> {
	let running = migrations.get(desc.game);
	if (!running) {
		running = runMigration(desc);
		migrations.set(desc.game, running);
	}
	return running;
}

async function runMigration(desc: ContentDescription): Promise<Text | undefined> {
	if (await get(migratedKey(desc.game), db())) return undefined;
	const owner = await loadOwnerValues(desc.game, desc.fields);
	if (Object.keys(owner.values).length) {
		const pack: ContentPack = { ...emptyPack(desc, MIGRATED_PACK_NAME), values: owner.values };
		const checked = parsePack(desc, pack);
		if (!checked.ok) return checked.reason;
		await writeRecord(desc, checked.value, newMatchId());
	}
	await set(migratedKey(desc.game), true, db());
	// Damaged old values stay where they were (nothing is thrown away); valid ones now live in the pack.
	if (!owner.problem) await clearOwnerValues(desc.game);
	return owner.problem;
}

/** The game's checked stored packs, newest first, and how many were damaged (throws when the database fails). */
async function readPacks(desc: ContentDescription): Promise<{ packs: StoredPack[]; damaged: number }> {
	const prefix = `${desc.game}/`;
	const ids = (await keys(db())).filter((k): k is string => typeof k === 'string' && k.startsWith(prefix)).map((k) => k.slice(prefix.length));
	const packs: StoredPack[] = [];
	let damaged = 0;
	for (const id of ids) {
		const p = readRecord(desc, id, await get(packKey(desc.game, id), db()));
		if (p) packs.push(p);
		else damaged++;
	}
	packs.sort((a, b) => b.updatedAt - a.updatedAt || a.pack.name.localeCompare(b.pack.name));
	return { packs, damaged };
}

/**
 * The game's user packs (not the built-in one), newest first. Damaged stored packs are skipped
 * with a message; runs the one-time migration of the owner values.
 */
export async function listPacks(desc: ContentDescription): Promise<{ packs: StoredPack[]; problem?: Text }> {
	try {
		const migrationProblem = await migrateOwnerValues(desc).catch((e: unknown): Text => {
			migrations.delete(desc.game);
			return { cs: `Hodnoty vlastníka nelze převést na balíček: ${errText(e)}`, en: `The owner values cannot be turned into a pack: ${errText(e)}` };
		});
		const { packs, damaged } = await readPacks(desc);
		const problems: Text[] = [];
		if (migrationProblem) problems.push(migrationProblem);
		if (damaged)
			problems.push({
				cs: `${damaged === 1 ? 'Jeden uložený balíček je poškozený nebo pro novější verzi aplikace' : `Uložené balíčky (${damaged}) jsou poškozené nebo pro novější verzi aplikace`} a nezobrazí se.`,
				en: `${damaged === 1 ? 'One stored pack is' : `${damaged} stored packs are`} damaged or made for a newer app and ${damaged === 1 ? 'is' : 'are'} not shown.`
			});
		return problems.length ? { packs, problem: { cs: problems.map((p) => p.cs).join(' '), en: problems.map((p) => p.en).join(' ') } } : { packs };
	} catch (e) {
		return { packs: [], problem: { cs: `Balíčky nelze načíst: ${errText(e)}`, en: `The packs cannot be loaded: ${errText(e)}` } };
	}
}

/** One stored pack of the game (null: none, or damaged). */
export async function getPack(desc: ContentDescription, id: string): Promise<StoredPack | null> {
	try {
		return readRecord(desc, id, await get(packKey(desc.game, id), db()));
	} catch {
		return null;
	}
}

/** Checks and stores a pack (a new id when none is given); refused packs change nothing. */
export async function trySavePack(desc: ContentDescription, pack: ContentPack, id?: string): Promise<Result<StoredPack>> {
	const checked = parsePack(desc, pack);
	if (!checked.ok) return checked;
	try {
		return { ok: true, value: await writeRecord(desc, checked.value, id ?? newMatchId()) };
	} catch (e) {
		return refused(`Balíček nelze uložit: ${errText(e)}`, `The pack cannot be saved: ${errText(e)}`);
	}
}

/** Checks and stores a pack (a new id when none is given); throws `PackRefused` with the reason. */
export async function savePack(desc: ContentDescription, pack: ContentPack, id?: string): Promise<StoredPack> {
	const r = await trySavePack(desc, pack, id);
	if (!r.ok) throw new PackRefused(r.reason);
	return r.value;
}

export async function deletePack(game: string, id: string): Promise<void> {
	await del(packKey(game, id), db());
}

/** `name`, or `name (2)`, `name (3)`… — the first not in `taken` (at most 60 characters). */
export function uniquePackName(name: string, taken: readonly string[]): string {
	if (!taken.includes(name)) return name;
	for (let n = 2; ; n++) {
		const suffix = ` (${n})`;
		const candidate = `${name.slice(0, MAX_NAME - suffix.length).trimEnd()}${suffix}`;
		if (!taken.includes(candidate)) return candidate;
	}
}

/**
 * A pack file's text → a new stored pack (parsePackText: a bad file is refused with its reason and
 * nothing stored changes). A name already used gets " (2)" (then " (3)"…).
 */
export async function importPackText(desc: ContentDescription, text: string): Promise<Result<StoredPack>> {
	const parsed = parsePackText(desc, text);
	if (!parsed.ok) return parsed;
	let packs: StoredPack[];
	try {
		({ packs } = await readPacks(desc));
	} catch (e) {
		return refused(`Balíčky nelze načíst: ${errText(e)}`, `The packs cannot be loaded: ${errText(e)}`);
	}
	const name = uniquePackName(parsed.value.name, packs.map((p) => p.pack.name));
	return trySavePack(desc, { ...parsed.value, name });
}

/** A file name for the pack, e.g. `deskovky-imperialsettlers-my-values.json`. */
export function packFileName(pack: ContentPack): string {
	const slug = slugOf(pack.name, 40);
	return `deskovky-${pack.game}-${slug || 'pack'}.json`;
}

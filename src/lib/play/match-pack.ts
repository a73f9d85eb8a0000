/**
 * The pack a new match plays and the pack a room's host plays (issue 25, item 4). The new-match
 * form puts the chosen pack into the options (engine `withPack`); the lobby reads it back out of
 * the host's options, shows what it changes and warns when this device has another pack of the
 * same name. Pure, except the remembered choice (localStorage, one pack id per game).
 */
import { contentValueLabel, packChanges, packOfOptions, parseAddedRecords, parseContentValues, type ContentDescription, type ContentPack, type PackChange, type PackLabel, type Result, type Text } from '$lib/engine';

/** One line of what a pack changes: "Card – Cost: 2 → 3", or an added record "Template: id". */
export function packChangeLine(c: PackChange): Text {
	if (c.t === 'added') {
		const name = Object.values(c.record.values).find((v): v is Text => !!v && typeof v === 'object' && !Array.isArray(v) && typeof (v as Text).cs === 'string');
		return { cs: `${c.template.label.cs}: ${name?.cs ?? c.record.id}`, en: `${c.template.label.en}: ${name?.en ?? c.record.id}` };
	}
	const from = contentValueLabel(c.field, c.builtIn);
	const to = contentValueLabel(c.field, c.value);
	return { cs: `${c.field.group.cs} – ${c.field.label.cs}: ${from.cs} → ${to.cs}`, en: `${c.field.group.en} – ${c.field.label.en}: ${from.en} → ${to.en}` };
}

/** The pack a match's options play: its label and what it changes (checked against the game's description). */
export interface MatchPack {
	label: PackLabel;
	changes: PackChange[];
}

/**
 * The pack named by a room's options (null: the built-in data). The options come from the host: the
 * overrides and added records are checked as a file import would be before they are listed.
 */
export function matchPackOf(desc: ContentDescription, options: unknown): Result<MatchPack> | null {
	const label = packOfOptions(options);
	if (!label) return null;
	const o = options as { content?: unknown; contentAdded?: unknown };
	const values = parseContentValues(desc.fields, o.content ?? {});
	if (!values.ok) return values;
	const added = parseAddedRecords(desc, o.contentAdded ?? []);
	if (!added.ok) return added;
	return { ok: true, value: { label, changes: packChanges(desc, { values: values.value, added: added.value, notes: {} }) } };
}

/** This device's pack of the same name as the host's but other content (null: none, or the same). */
export function differingPack<P extends { pack: Pick<ContentPack, 'name'>; hash: string }>(host: PackLabel, mine: readonly P[]): P | null {
	const name = host.name.trim().toLocaleLowerCase();
	return mine.find((p) => p.pack.name.trim().toLocaleLowerCase() === name && p.hash !== host.hash) ?? null;
}

/** What `rememberedPackId` gives when the built-in data was chosen on purpose. */
export const BUILT_IN_CHOICE = 'builtin';

/**
 * The pack a new match of the game starts with ('' = the built-in data): the one last chosen on
 * this device while it still exists. Before any choice, the pack the owner values were migrated to
 * (named `migratedName`): new matches used the owner values before packs, and they still do until
 * the owner chooses otherwise (the issue: "migrated, nothing lost").
 */
export function initialPackChoice(remembered: string | null, packs: readonly { id: string; pack: Pick<ContentPack, 'name'> }[], migratedName: string): string {
	if (remembered === BUILT_IN_CHOICE) return '';
	if (remembered !== null) return packs.some((p) => p.id === remembered) ? remembered : '';
	return packs.find((p) => p.pack.name === migratedName)?.id ?? '';
}

const REMEMBER_KEY = (game: string) => `deskovky:matchPack:${game}`;
type KeyStore = Pick<Storage, 'getItem' | 'setItem'>;
const storage = (): KeyStore | null => {
	try {
		return globalThis.localStorage ?? null;
	} catch {
		return null; // storage switched off: nothing is remembered
	}
};

/** The choice last made for a new match of `game` on this device: a pack id, `BUILT_IN_CHOICE`, or null (none yet). */
export function rememberedPackId(game: string, store: KeyStore | null = storage()): string | null {
	try {
		return store?.getItem(REMEMBER_KEY(game)) || null;
	} catch {
		return null;
	}
}

/** Remembers the pack chosen for `game` ('' : the built-in data, remembered as a choice too). */
export function rememberPackId(game: string, id: string, store: KeyStore | null = storage()): void {
	try {
		store?.setItem(REMEMBER_KEY(game), id || BUILT_IN_CHOICE);
	} catch {
		/* private mode: not remembered */
	}
}

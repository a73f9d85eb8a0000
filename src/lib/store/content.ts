/**
 * The owner's corrections of placeholder content values (engine/content.ts), one record per game
 * in IndexedDB (idb-keyval, its own database `deskovky-content`, key = game id). Stored values are
 * untrusted: damaged data or values a newer app no longer knows are dropped with a message,
 * never a crash. A new match copies the values into its options (engine `withContent`), so a
 * running or saved match never changes when the owner edits them later.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { salvageContentValues, type ContentField, type ContentValue, type ContentValues, type Text } from '$lib/engine';

let store: UseStore | undefined;
const db = (): UseStore => (store ??= createStore('deskovky-content', 'owner'));

/** For tests: forget the cached database handle (e.g. after replacing indexedDB). */
export function resetContentStoreHandle(): void {
	store = undefined;
}

export interface OwnerValues {
	values: ContentValues;
	/** Set when something stored could not be used (it was ignored). */
	problem?: Text;
}

const errText = (e: unknown) => String((e as Error)?.message ?? e);

/** The owner's valid values of a game: damaged or unknown entries are ignored (with a message). */
export async function loadOwnerValues(game: string, fields: readonly ContentField[]): Promise<OwnerValues> {
	let raw: unknown;
	try {
		raw = await get(game, db());
	} catch (e) {
		return { values: {}, problem: { cs: `Hodnoty vlastníka nelze načíst: ${errText(e)}`, en: `Owner values cannot be loaded: ${errText(e)}` } };
	}
	const { values, dropped } = salvageContentValues(fields, raw);
	if (!dropped.length) return { values };
	const what = dropped.includes('*') ? '' : ` (${dropped.slice(0, 5).join(', ')}${dropped.length > 5 ? '…' : ''})`;
	return {
		values,
		problem: {
			cs: `Některé uložené hodnoty vlastníka byly poškozené nebo neznámé a nepoužijí se${what}.`,
			en: `Some stored owner values were damaged or unknown and are ignored${what}.`
		}
	};
}

/** Sets (value) or clears (undefined: back to the placeholder) one owner value; returns the game's values. */
export async function setOwnerValue(game: string, fields: readonly ContentField[], key: string, value: ContentValue | undefined): Promise<ContentValues> {
	const { values } = await loadOwnerValues(game, fields);
	const next: ContentValues = { ...values };
	if (value === undefined) delete next[key];
	else next[key] = value;
	const { values: clean } = salvageContentValues(fields, next);
	if (Object.keys(clean).length) await set(game, clean, db());
	else await del(game, db());
	return clean;
}

/** Forgets every owner value of a game. */
export async function clearOwnerValues(game: string): Promise<void> {
	await del(game, db());
}

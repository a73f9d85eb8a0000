/**
 * The packs' status line (issue 25, item 3): every action of the list and the editor names what
 * it did, so the line always tells the LAST action (a rename never leaves "Vytvořen balíček …"
 * from before). One message of i18n/packs.ts per kind of action; the Record makes a kind
 * without its message a compile error.
 */

/** What happened (the values the message shows). */
export type PackEvent =
	| { t: 'created'; name: string }
	| { t: 'duplicated'; name: string; from: string }
	| { t: 'renamed'; name: string }
	| { t: 'authorSet'; author: string }
	| { t: 'deleted'; name: string }
	| { t: 'imported'; name: string; hash: string }
	| { t: 'exported'; file: string }
	| { t: 'valueSet'; field: string; v: string }
	| { t: 'valueReset'; field: string }
	| { t: 'noteSet'; record: string }
	| { t: 'recordAdded'; id: string }
	| { t: 'recordValueSet'; id: string; field: string }
	| { t: 'recordRemoved'; id: string }
	| { t: 'undone' }
	| { t: 'redone' };

/** The message id (i18n/packs.ts) of each kind of event. */
export const STATUS_MESSAGE: { [K in PackEvent['t']]: `packs.${string}` } = {
	created: 'packs.created',
	duplicated: 'packs.duplicated',
	renamed: 'packs.renamed',
	authorSet: 'packs.authorSet',
	deleted: 'packs.deleted',
	imported: 'packs.imported',
	exported: 'packs.exported',
	valueSet: 'packs.saved',
	valueReset: 'packs.valueReset',
	noteSet: 'packs.noteSet',
	recordAdded: 'packs.recordAdded',
	recordValueSet: 'packs.recordValueSet',
	recordRemoved: 'packs.recordRemoved',
	undone: 'packs.undone',
	redone: 'packs.redone'
};

/** The message id and values of `e` for svelte-i18n's `$_(id, { values })`. */
export function statusMessage(e: PackEvent): { id: string; values: Record<string, string> } {
	const { t, ...values } = e;
	return { id: STATUS_MESSAGE[t], values };
}

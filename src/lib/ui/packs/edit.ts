/**
 * The pack editor's edits as pure functions over a `ContentPack` (issue 25, item 3): each returns
 * a new pack or the reason the edit is refused, with the same checks an imported file gets
 * (contentValueOf / kindValueOf / parsePack's limits), so the editor can never save what an import
 * would refuse. The Svelte components only render these and keep the undo history.
 */
import { checkFieldValue, kindValueOf, ok, slugOf, type AddedRecord, type ContentDescription, type ContentField, type ContentPack, type ContentValue, type RecordTemplate, type Result, type Text } from '$lib/engine';

/** A stored pack as the list shows it (the store's StoredPack has this shape). */
export interface ListedPack {
	id: string;
	pack: ContentPack;
	hash: string;
}

/** A record of the editor's list: a group of the description's fields, or an added record. */
export type EditorRecord = { t: 'group'; key: string; name: Text; fields: ContentField[] } | { t: 'added'; key: string; template: RecordTemplate; record: AddedRecord };

/** A deep copy of plain JSON data (a pack, a value): also of a reactive proxy, which structuredClone refuses. */
export const copyOf = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

const refuse = (cs: string, en: string): { ok: false; reason: Text } => ({ ok: false, reason: { cs, en } });
const MAX_NOTE = 500;
const MAX_NAME = 60;

/** The description's fields grouped by their `group` (in the description's order), then the added records. */
export function editorRecords(desc: ContentDescription, pack: Pick<ContentPack, 'added'>): EditorRecord[] {
	const out: EditorRecord[] = [];
	const groups = new Map<string, Extract<EditorRecord, { t: 'group' }>>();
	for (const f of desc.fields) {
		const key = `g:${f.group.en}`;
		let g = groups.get(key);
		if (!g) {
			g = { t: 'group', key, name: f.group, fields: [] };
			groups.set(key, g);
			out.push(g);
		}
		g.fields.push(f);
	}
	for (const record of pack.added) {
		const template = desc.templates.find((t) => t.type === record.type);
		if (template) out.push({ t: 'added', key: `a:${record.id}`, template, record });
	}
	return out;
}

/** The pack with `field` set to `value` (checked as an import checks it). */
export function setFieldValue(pack: ContentPack, field: ContentField, value: unknown): Result<ContentPack> {
	const r = checkFieldValue(field, value);
	if (!r.ok) return r;
	return ok({ ...pack, values: { ...pack.values, [field.key]: r.value } });
}

/** The pack without its override of `key` (the field plays its built-in value again). */
export function resetField(pack: ContentPack, key: string): ContentPack {
	const values = { ...pack.values };
	delete values[key];
	return { ...pack, values };
}

/** The pack with the note of a field or added record (empty: no note). */
export function setNote(pack: ContentPack, key: string, note: string): Result<ContentPack> {
	if (note.length > MAX_NOTE) return refuse(`Poznámka smí mít nejvýš ${MAX_NOTE} znaků.`, `A note may have at most ${MAX_NOTE} characters.`);
	const notes = { ...pack.notes };
	if (note.trim()) notes[key] = note;
	else delete notes[key];
	return ok({ ...pack, notes });
}

/** The pack renamed (1–60 characters) and with its author (at most 60). */
export function setIdentity(pack: ContentPack, name: string, author: string): Result<ContentPack> {
	const n = name.trim();
	if (!n || n.length > MAX_NAME) return refuse(`Název musí mít 1–${MAX_NAME} znaků.`, `The name must have 1–${MAX_NAME} characters.`);
	if (author.length > MAX_NAME) return refuse(`Autor smí mít nejvýš ${MAX_NAME} znaků.`, `The author may have at most ${MAX_NAME} characters.`);
	return ok({ ...pack, name: n, author });
}

/** An id for a new record from its name: `[a-z0-9-]`, at most 32 characters, not used in the pack. */
export function recordIdFrom(name: string, taken: readonly string[]): string {
	const base = slugOf(name, 28) || 'record';
	if (!taken.includes(base)) return base;
	for (let n = 2; ; n++) if (!taken.includes(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The pack with a new record of `template` (its fields' initial values, an id from `name`, an
 * optional note); refused when the template's `max` is reached.
 */
export function addRecord(pack: ContentPack, template: RecordTemplate, name: string, note = ''): Result<{ pack: ContentPack; id: string }> {
	if (pack.added.filter((a) => a.type === template.type).length >= template.max)
		return refuse(`${template.label.cs}: smí jich být přidáno nejvýš ${template.max}.`, `${template.label.en}: at most ${template.max} may be added.`);
	const id = recordIdFrom(name, pack.added.map((a) => a.id));
	const values: Record<string, ContentValue> = {};
	for (const f of template.fields) values[f.key] = copyOf(f.initial);
	const next: ContentPack = { ...pack, added: [...pack.added, { type: template.type, id, values }] };
	const noted = setNote(next, id, note);
	return noted.ok ? ok({ pack: noted.value, id }) : noted;
}

/** The pack with one field of an added record set (checked as an import checks it). */
export function setRecordValue(desc: ContentDescription, pack: ContentPack, id: string, key: string, value: unknown): Result<ContentPack> {
	const record = pack.added.find((a) => a.id === id);
	const template = record && desc.templates.find((t) => t.type === record.type);
	const field = template?.fields.find((f) => f.key === key);
	if (!record || !template || !field) return refuse('Neznámý záznam.', 'Unknown record.');
	const r = kindValueOf(field.kind, value, { cs: `${template.label.cs} ${id} – ${field.label.cs}`, en: `${template.label.en} ${id} – ${field.label.en}` });
	if (!r.ok) return r;
	return ok({ ...pack, added: pack.added.map((a) => (a.id === id ? { ...a, values: { ...a.values, [key]: r.value } } : a)) });
}

/** The pack without the added record `id` (and its note). */
export function removeRecord(pack: ContentPack, id: string): ContentPack {
	const notes = { ...pack.notes };
	delete notes[id];
	return { ...pack, added: pack.added.filter((a) => a.id !== id), notes };
}

/** Undo and redo of a pack's states in this session (each edit pushes the state before it). */
export class PackHistory {
	private past: ContentPack[] = [];
	private future: ContentPack[] = [];
	constructor(private readonly limit = 200) {}

	/** `before` was replaced by an edit: it can be undone; the redo list is forgotten. */
	push(before: ContentPack): void {
		this.past.push(before);
		if (this.past.length > this.limit) this.past.shift();
		this.future = [];
	}
	/** The state before the last edit (`current` goes to the redo list), or null. */
	undo(current: ContentPack): ContentPack | null {
		const prev = this.past.pop();
		if (!prev) return null;
		this.future.push(current);
		return prev;
	}
	/** The state the last undo left, or null. */
	redo(current: ContentPack): ContentPack | null {
		const next = this.future.pop();
		if (!next) return null;
		this.past.push(current);
		return next;
	}
	get canUndo(): boolean {
		return this.past.length > 0;
	}
	get canRedo(): boolean {
		return this.future.length > 0;
	}
}

/**
 * The pack editor's undo keys (src/lib/ui/packs/keys.ts: a text-entry control keeps its own
 * Ctrl+Z) and its status line (status.ts: every action names itself, in Czech and English).
 */
import { describe, expect, it } from 'vitest';
import { packsCs, packsEn } from '../../src/lib/i18n/packs';
import { isTextEntry, undoKeyAction, type UndoKey } from '../../src/lib/ui/packs/keys';
import { STATUS_MESSAGE, statusMessage, type PackEvent } from '../../src/lib/ui/packs/status';

const key = (k: string, mods: Partial<UndoKey> = {}): UndoKey => ({ key: k, ctrlKey: true, metaKey: false, shiftKey: false, altKey: false, ...mods });
const button = { tagName: 'BUTTON' };

describe('pack editor: undo keys', () => {
	it('Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (⌘ too) when focus is on no text box', () => {
		for (const focused of [null, button, { tagName: 'DIV' }, { tagName: 'INPUT', type: 'checkbox' }, { tagName: 'input', type: 'file' }]) {
			expect(undoKeyAction(key('z'), focused)).toBe('undo');
			expect(undoKeyAction(key('Z', { shiftKey: true }), focused)).toBe('redo');
			expect(undoKeyAction(key('y'), focused)).toBe('redo');
			expect(undoKeyAction(key('z', { ctrlKey: false, metaKey: true }), focused)).toBe('undo');
		}
	});

	it('leaves the keys to a focused text box, number input, textarea, select or editable element (their own undo)', () => {
		const fields = [
			{ tagName: 'INPUT', type: 'text' },
			{ tagName: 'INPUT' },
			{ tagName: 'INPUT', type: 'number' },
			{ tagName: 'INPUT', type: 'search' },
			{ tagName: 'TEXTAREA' },
			{ tagName: 'SELECT' },
			{ tagName: 'DIV', isContentEditable: true }
		];
		for (const f of fields) {
			expect(isTextEntry(f)).toBe(true);
			expect(undoKeyAction(key('z'), f)).toBeNull();
			expect(undoKeyAction(key('z', { shiftKey: true }), f)).toBeNull();
			expect(undoKeyAction(key('y'), f)).toBeNull();
		}
	});

	it('other keys and modifiers are not the editor’s', () => {
		expect(undoKeyAction(key('z', { ctrlKey: false }), button)).toBeNull();
		expect(undoKeyAction(key('z', { altKey: true }), button)).toBeNull();
		expect(undoKeyAction(key('x'), button)).toBeNull();
		expect(undoKeyAction(key('y', { shiftKey: true }), button)).toBeNull();
	});
});

/** One event of every kind (a kind without a sample does not compile). */
const SAMPLES: { [K in PackEvent['t']]: Extract<PackEvent, { t: K }> } = {
	created: { t: 'created', name: 'Můj balíček' },
	duplicated: { t: 'duplicated', name: 'Moje krabice – kopie', from: 'Moje krabice' },
	renamed: { t: 'renamed', name: 'Moje krabice' },
	authorSet: { t: 'authorSet', author: 'Eva' },
	deleted: { t: 'deleted', name: 'Moje krabice' },
	imported: { t: 'imported', name: 'Moje krabice', hash: '0123abcd' },
	exported: { t: 'exported', file: 'deskovky-x.json' },
	valueSet: { t: 'valueSet', field: 'Rabble – cost', v: '3' },
	valueReset: { t: 'valueReset', field: 'Rabble – cost' },
	noteSet: { t: 'noteSet', record: 'Rabble – cost' },
	recordAdded: { t: 'recordAdded', id: 'watermill' },
	recordValueSet: { t: 'recordValueSet', id: 'watermill', field: 'Cost' },
	recordRemoved: { t: 'recordRemoved', id: 'watermill' },
	undone: { t: 'undone' },
	redone: { t: 'redone' }
};

/** The message `id` (`packs.x`) of a dictionary with its `{values}` filled in (the status messages have no plurals). */
function format(dict: { packs: Record<string, string> }, id: string, values: Record<string, string>): string | undefined {
	const text = dict.packs[id.replace(/^packs\./, '')];
	return text?.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}

describe('packs: the status line names the last action', () => {
	it('every action has its own message in Czech and in English, with all its values', () => {
		const ids = Object.values(SAMPLES).map((e) => statusMessage(e).id);
		expect(new Set(ids).size).toBe(ids.length);
		for (const e of Object.values(SAMPLES)) {
			const { id, values } = statusMessage(e);
			expect(id).toBe(STATUS_MESSAGE[e.t]);
			for (const dict of [packsCs, packsEn]) {
				const text = format(dict, id, values);
				expect(text, `${e.t}`).toBeTruthy();
				expect(text).not.toMatch(/\{\w+\}/);
				for (const v of Object.values(values)) expect(text).toContain(v);
			}
		}
	});

	it('a rename says the new name (not the creation before it)', () => {
		const { id, values } = statusMessage({ t: 'renamed', name: 'Moje krabice' });
		expect(format(packsCs, id, values)).toBe('Přejmenováno na „Moje krabice“.');
		expect(format(packsEn, id, values)).toBe('Renamed to “Moje krabice”.');
	});
});

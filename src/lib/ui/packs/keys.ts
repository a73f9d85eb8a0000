/**
 * The pack editor's undo keys (issue 25, item 3): Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo
 * (⌘ on a Mac) — except while a text-entry control has focus: there the user expects the field's
 * own undo of the typing, so the editor leaves the keys to it (the browser's text undo).
 */

/** What the routing reads of the focused element (an `Element`, or a plain object in tests). */
export interface FocusedControl {
	tagName: string;
	type?: string;
	isContentEditable?: boolean;
}

/** What the routing reads of a key press (a `KeyboardEvent`). */
export interface UndoKey {
	key: string;
	ctrlKey: boolean;
	metaKey: boolean;
	shiftKey: boolean;
	altKey: boolean;
}

/** Input types that take no typed text (their keys have no text undo to respect). */
const NOT_TEXT = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/** Does `el` take typed text (a text box, number input, textarea, select or editable element)? */
export function isTextEntry(el: FocusedControl | null | undefined): boolean {
	if (!el) return false;
	if (el.isContentEditable) return true;
	const tag = el.tagName.toUpperCase();
	if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
	return tag === 'INPUT' && !NOT_TEXT.has((el.type ?? 'text').toLowerCase());
}

/** The editor's command for a key press with `focused` holding the focus, or null (the key is not the editor's). */
export function undoKeyAction(e: UndoKey, focused: FocusedControl | null | undefined): 'undo' | 'redo' | null {
	if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
	if (isTextEntry(focused)) return null;
	const key = e.key.toLowerCase();
	if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
	if (key === 'y' && !e.shiftKey) return 'redo';
	return null;
}

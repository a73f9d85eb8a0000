/**
 * UI text in Czech and English (svelte-i18n). Messages are bundled (tiny) and
 * registered synchronously, so `$_` works from the very first render.
 */
import { addMessages, init, locale, _ } from 'svelte-i18n';
import { derived, get } from 'svelte/store';
import type { Text } from '$lib/engine';
import cs from './cs';
import en from './en';
import { roomCs, roomEn } from './room';
import { packsMatchCs, packsMatchEn } from './packs-match';

export type AppLang = 'cs' | 'en';
export const LANGS: AppLang[] = ['cs', 'en'];
const STORAGE_KEY = 'deskovky:lang';

addMessages('cs', cs);
addMessages('en', en);
addMessages('cs', roomCs);
addMessages('en', roomEn);
addMessages('cs', packsMatchCs);
addMessages('en', packsMatchEn);

/** Czech when the browser's language list prefers Czech (or Slovak) over English, else English. */
export function detectLang(languages: readonly string[] | undefined): AppLang {
	for (const l of languages ?? []) {
		const base = l.toLowerCase().split(/[-_]/)[0];
		if (base === 'cs' || base === 'sk') return 'cs';
		if (base === 'en') return 'en';
	}
	return 'en';
}

function storedLang(): AppLang | null {
	try {
		const v = globalThis.localStorage?.getItem(STORAGE_KEY);
		return v === 'cs' || v === 'en' ? v : null;
	} catch {
		return null;
	}
}

let started = false;
/** Idempotent; call before the first render. */
export function setupI18n(): void {
	if (started) return;
	started = true;
	const nav = typeof navigator === 'undefined' ? undefined : navigator;
	const initial = storedLang() ?? detectLang(nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : []);
	init({ fallbackLocale: 'en', initialLocale: initial });
	applyDocumentLang(initial);
}

function applyDocumentLang(l: AppLang) {
	if (typeof document !== 'undefined') document.documentElement.lang = l;
}

/** Switches the language and remembers the choice on this device. */
export function setLang(l: AppLang): void {
	locale.set(l);
	applyDocumentLang(l);
	try {
		globalThis.localStorage?.setItem(STORAGE_KEY, l);
	} catch {
		/* private mode: not remembered */
	}
}

const toLang = (l: string | null | undefined): AppLang => (l && l.startsWith('cs') ? 'cs' : 'en');

/** The current language as a store ('cs' | 'en'). */
export const lang = derived(locale, toLang);
export function currentLang(): AppLang {
	return toLang(get(locale));
}

/** Picks the current language from a game text. */
export function tr(text: Text | null | undefined, l: AppLang): string {
	return text ? text[l] : '';
}

/** Replaces {0}, {1}, … with seat names. */
export function fillNames(s: string, names: readonly string[]): string {
	return s.replace(/\{(\d+)\}/g, (m, i) => names[Number(i)] ?? m);
}

export { _, locale };

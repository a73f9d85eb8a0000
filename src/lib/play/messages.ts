/** Builds a two-language Text from the UI catalogs (for reasons handed to a Board). */
import type { Text } from '$lib/engine';
import cs from '$lib/i18n/cs';
import en from '$lib/i18n/en';
import { playCs, playEn } from '$lib/i18n/play';

/** A language's catalogs: the app's and the match page's (registered apart, off the first page). */
const CATALOGS = { cs: [cs, playCs], en: [en, playEn] } as const;

function lookup(cats: readonly object[], path: string): string {
	for (const cat of cats) {
		let node: unknown = cat;
		for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
		if (typeof node === 'string') return node;
	}
	return path;
}

export function catalogText(path: string, vars: Record<string, string | Text> = {}): Text {
	const fill = (s: string, l: 'cs' | 'en') =>
		s.replace(/\{(\w+)\}/g, (m, k) => {
			const v = vars[k];
			return v === undefined ? m : typeof v === 'string' ? v : v[l];
		});
	return { cs: fill(lookup(CATALOGS.cs, path), 'cs'), en: fill(lookup(CATALOGS.en, path), 'en') };
}

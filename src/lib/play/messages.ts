/** Builds a two-language Text from the UI catalogs (for reasons handed to a Board). */
import type { Text } from '$lib/engine';
import cs from '$lib/i18n/cs';
import en from '$lib/i18n/en';

type Catalog = typeof en;

function lookup(cat: Catalog, path: string): string {
	let node: unknown = cat;
	for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
	return typeof node === 'string' ? node : path;
}

export function catalogText(path: string, vars: Record<string, string | Text> = {}): Text {
	const fill = (s: string, l: 'cs' | 'en') =>
		s.replace(/\{(\w+)\}/g, (m, k) => {
			const v = vars[k];
			return v === undefined ? m : typeof v === 'string' ? v : v[l];
		});
	return { cs: fill(lookup(cs, path), 'cs'), en: fill(lookup(en, path), 'en') };
}

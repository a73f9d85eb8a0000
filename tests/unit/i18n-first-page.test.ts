/**
 * Every page's texts are registered before the page shows them. The catalogs of i18n/index.ts are
 * registered before the first render; the others (room-lobby.ts, play.ts, settings.ts, …) only when a
 * module that imports them loads, so a key a page uses from a catalog nothing on it has loaded shows
 * as its raw name ("room.host_action" on the home page did). For each page (with the layout) this
 * follows the static imports of its Svelte and TypeScript modules under src/ and checks each
 * `$_('…')` key against the eager catalogs and those of the i18n modules loaded with it; a lazily
 * loaded module (`import('…')`) is checked the same way with what its loader had loaded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import cs from '../../src/lib/i18n/cs';
import en from '../../src/lib/i18n/en';
import { packsMatchCs, packsMatchEn } from '../../src/lib/i18n/packs-match';
import { roomCs, roomEn } from '../../src/lib/i18n/room';

const ROOT = path.resolve(__dirname, '../..');
const ROUTES = path.join(ROOT, 'src/routes');
const I18N = path.join(ROOT, 'src/lib/i18n');
const LAYOUT = path.join(ROUTES, '+layout.svelte');
const GAMES = path.join(ROOT, 'src/lib/games') + path.sep;
const EAGER = { cs: [cs, roomCs, packsMatchCs], en: [en, roomEn, packsMatchEn] };

/** A module specifier → its file under src/, or null (a package). */
function resolve(from: string, spec: string): string | null {
	const base = spec.startsWith('$lib/') ? path.join(ROOT, 'src/lib', spec.slice(5)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
	if (!base) return null;
	for (const f of [base, `${base}.ts`, path.join(base, 'index.ts')]) if (fs.existsSync(f) && fs.statSync(f).isFile()) return f;
	return null;
}

const STATIC_IMPORT = /^\s*import\s+(?!type\b)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm;
const LAZY_IMPORT = /\bimport\(\s*'([^']+)'\s*\)/g;

/** A shell module (a .ts or .svelte file under src/, not a game's: a game registers its own texts). */
function shellModule(from: string, spec: string): string | null {
	const f = resolve(from, spec);
	return f && (f.endsWith('.ts') || f.endsWith('.svelte')) && !f.startsWith(GAMES) ? f : null;
}

/** The files `entries` load statically (not `import type`), transitively, and the modules they load lazily (`import('…')`). */
function closure(entries: string[]): { files: string[]; lazy: string[] } {
	const seen = new Set<string>();
	const lazy = new Set<string>();
	const todo = [...entries];
	while (todo.length) {
		const file = todo.pop()!;
		if (seen.has(file)) continue;
		seen.add(file);
		const src = fs.readFileSync(file, 'utf8');
		for (const m of src.matchAll(STATIC_IMPORT)) {
			const f = shellModule(file, m[1]);
			if (f) todo.push(f);
		}
		for (const m of src.matchAll(LAZY_IMPORT)) {
			const f = shellModule(file, m[1]);
			if (f) lazy.add(f);
		}
	}
	return { files: [...seen], lazy: [...lazy].filter((f) => !seen.has(f)) };
}

const keysIn = (file: string): string[] => [...fs.readFileSync(file, 'utf8').matchAll(/\$_\('([A-Za-z_]+(?:\.[A-Za-z_]+)+)'/g)].map((m) => m[1]);

function has(catalogs: readonly object[], key: string): boolean {
	return catalogs.some((c) => {
		let at: unknown = c;
		for (const part of key.split('.')) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined;
		return typeof at === 'string';
	});
}

/** The catalogs of the i18n modules among `files` that register themselves: their exports ending in Cs / En. */
async function registeredBy(files: string[], lang: 'cs' | 'en'): Promise<object[]> {
	const out: object[] = [];
	for (const f of files.filter((x) => path.dirname(x) === I18N && x !== path.join(I18N, 'index.ts'))) {
		const mod: Record<string, unknown> = await import(/* @vite-ignore */ f);
		for (const [name, value] of Object.entries(mod)) if (name.endsWith(lang === 'cs' ? 'Cs' : 'En') && value && typeof value === 'object') out.push(value);
	}
	return out;
}

const pages = fs.readdirSync(ROUTES, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('+page.svelte')).map((f) => path.join(ROUTES, f));

describe('page texts', () => {
	it('finds the pages and follows their imports', () => {
		expect(pages.length).toBeGreaterThan(4);
		expect(closure([path.join(ROUTES, '+page.svelte')]).files.length).toBeGreaterThan(5);
	});
	for (const page of pages) {
		const name = path.relative(ROOT, page);
		it(`every key ${name} shows is registered before it shows (cs, en)`, async () => {
			const missing: string[] = [];
			// A lazily loaded module is checked with what its loader had registered plus its own imports.
			const checkFrom = async (entries: string[], before: string[], done: Set<string>) => {
				const { files, lazy } = closure(entries);
				const known = [...before, ...files];
				for (const lang of ['cs', 'en'] as const) {
					const catalogs = [...EAGER[lang], ...(await registeredBy(known, lang))];
					for (const f of files) if (!before.includes(f)) for (const k of keysIn(f)) if (!has(catalogs, k)) missing.push(`${lang} ${path.relative(ROOT, f)}: ${k}`);
				}
				for (const l of lazy) if (!done.has(l)) {
					done.add(l);
					await checkFrom([l], known, done);
				}
			};
			await checkFrom([page, LAYOUT], [], new Set());
			expect([...new Set(missing)]).toEqual([]);
		});
	}
});

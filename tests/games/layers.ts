/**
 * The layer check every game's `tests/games/<id>/layers.test.ts` runs (README "Layers and the
 * dependency checker"): each module of the game folder names its layer, and a module imports only
 * its own layer or lower ones, so no import cycle can come back (dependency-cruiser checks the
 * cycles themselves; this checks the direction). Type-only imports and `import('…')` types count.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Layers from the bottom up: a name and its modules (a path relative to the folder, or a `dir/` for everything in it). */
export type LayerMap = readonly (readonly [layer: string, modules: readonly string[]])[];

export interface LayerCheck {
	/** The game's folder under src/lib/games. */
	game: string;
	layers: LayerMap;
	/** Folders that stand above every layer and are not checked (the board: `ui/`). */
	above?: readonly string[];
}

const GAMES = path.resolve(import.meta.dirname, '../../src/lib/games');
const IMPORT = /(?:from\s+|import\s*\(\s*)'(\.[^']*)'/g;

/** The layer index of `file` (an exact entry wins over a folder entry); undefined when unnamed. */
export function layerIndex(layers: LayerMap, file: string): number | undefined {
	const exact = layers.findIndex(([, mods]) => mods.includes(file));
	if (exact >= 0) return exact;
	const folder = layers.findIndex(([, mods]) => mods.some((m) => m.endsWith('/') && file.startsWith(m)));
	return folder >= 0 ? folder : undefined;
}

/** Every module of the folder (paths relative to it, `/` separated), without the folders above the layers. */
export function modulesOf(root: string, above: readonly string[] = [], dir = ''): string[] {
	return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
		const rel = dir ? `${dir}/${e.name}` : e.name;
		if (e.isDirectory()) return above.includes(`${rel}/`) ? [] : modulesOf(root, above, rel);
		return /\.(ts|svelte)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [rel] : [];
	});
}

/** The folder's own modules that `file` imports (relative imports that stay inside the folder). */
export function importsOf(root: string, file: string): string[] {
	const text = fs.readFileSync(path.join(root, file), 'utf8');
	return [...text.matchAll(IMPORT)].flatMap((m) => {
		const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]));
		if (target.startsWith('..')) return [];
		const candidates = [`${target}.ts`, `${target}/index.ts`, target];
		return [candidates.find((c) => fs.existsSync(path.join(root, c))) ?? target];
	});
}

/** The describe block of a game's layer test. */
export function describeLayers({ game, layers, above = ['ui/'] }: LayerCheck): void {
	const root = path.join(GAMES, game);
	describe(`${game}: the folder is layered`, () => {
		const files = modulesOf(root, above);

		it('every module names its layer', () => {
			expect(files.filter((f) => layerIndex(layers, f) === undefined)).toEqual([]);
		});

		it('a module imports only its own layer or lower ones', () => {
			const name = (f: string) => layers[layerIndex(layers, f) ?? 0]?.[0];
			const upward = files.flatMap((f) =>
				importsOf(root, f)
					.filter((to) => (layerIndex(layers, to) ?? -1) > layerIndex(layers, f)!)
					.map((to) => `${f} (${name(f)}) → ${to} (${name(to)})`)
			);
			expect(upward).toEqual([]);
		});
	});
}

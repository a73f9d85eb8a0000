/**
 * Sizes of a built app (Vite manifest + build/index.html) in gzipped KB: the first page's JS and
 * what each game loads lazily. Used by scripts/bench.ts for this tree and, with `--against`, for a
 * reference tree built in a temporary folder (scripts/lib/bench-against.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';

const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

/** Where a tree's build puts the client files, the Vite manifest and the first page. */
export function pathsOf(root: string) {
	const CLIENT = path.join(root, '.svelte-kit', 'output', 'client');
	return { CLIENT, MANIFEST: path.join(CLIENT, '.vite', 'manifest.json'), BUILD_INDEX: path.join(root, 'build', 'index.html') };
}

interface ManifestChunk {
	file: string;
	src?: string;
	isEntry?: boolean;
	isDynamicEntry?: boolean;
	imports?: string[];
	dynamicImports?: string[];
	css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const gzipKB = (CLIENT: string, files: Iterable<string>) => {
	let bytes = 0;
	let raw = 0;
	for (const f of files) {
		const buf = fs.readFileSync(path.join(CLIENT, f));
		raw += buf.length;
		bytes += zlib.gzipSync(buf, { level: 9 }).length;
	}
	return { gzipKB: round(bytes / 1024, 1), rawKB: round(raw / 1024, 1) };
};

/** Builds `root` with its own Vite when forced or when its manifest is missing; returns an error or null. */
export function ensureBuild(root: string, force: boolean): string | null {
	const { MANIFEST, BUILD_INDEX } = pathsOf(root);
	if (!force && fs.existsSync(MANIFEST) && fs.existsSync(BUILD_INDEX)) return null;
	console.error('(no Vite manifest: running vite build)');
	const r = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
	return r.status === 0 ? null : `vite build failed (exit ${r.status})`;
}

export function bundleFigures(root: string, force: boolean) {
	const err = ensureBuild(root, force);
	if (err) return { error: err };
	const { CLIENT, MANIFEST, BUILD_INDEX } = pathsOf(root);
	const manifest: Manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
	const byFile = new Map(Object.entries(manifest).map(([key, c]) => [c.file, key]));

	/** Keys reachable from `starts` via static imports (and dynamic ones if `dynamic`), never entering `stop`. */
	const closure = (starts: string[], dynamic: boolean, stop: Set<string> = new Set()) => {
		const seen = new Set<string>();
		const todo = starts.filter((k) => !stop.has(k));
		while (todo.length) {
			const k = todo.pop()!;
			if (seen.has(k) || !manifest[k]) continue;
			seen.add(k);
			for (const n of manifest[k].imports ?? []) if (!stop.has(n)) todo.push(n);
			if (dynamic) for (const n of manifest[k].dynamicImports ?? []) if (!stop.has(n)) todo.push(n);
		}
		return seen;
	};
	const filesOf = (keys: Iterable<string>) => [...new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))];

	// First page: the scripts build/index.html preloads or imports, closed over static imports.
	const html = fs.readFileSync(BUILD_INDEX, 'utf8');
	const referenced = [...html.matchAll(/(?:href|import\()\s*=?\s*["']\.?\/?(_app\/[^"']+\.js)["']/g)].map((m) => m[1]);
	const firstKeys = closure(referenced.map((f) => byFile.get(f)).filter((k): k is string => !!k), false);
	const firstFiles = [...new Set([...filesOf(firstKeys), ...referenced])];
	const firstPage = { files: firstFiles.length, ...gzipKB(CLIENT, firstFiles) };

	// Games: everything reachable only through the game's own lazy imports (its UI package, headless
	// rules, catalogue: the dynamic entries under src/lib/games/<id>/), not from the entry without them.
	const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
	const lazyByGame = new Map<string, string[]>();
	for (const k of Object.keys(manifest)) {
		const m = k.match(/src\/lib\/games\/([^/]+)\//);
		if (m && manifest[k].isDynamicEntry) lazyByGame.set(m[1], [...(lazyByGame.get(m[1]) ?? []), k]);
	}
	const gameChunks: Record<string, { files: number; gzipKB: number; rawKB: number }> = {};
	for (const [id, keys] of lazyByGame) {
		const elsewhere = closure(entries, true, new Set(keys));
		const viaGame = closure(keys, true);
		const only = filesOf([...viaGame].filter((k) => !elsewhere.has(k)));
		gameChunks[id] = { files: only.length, ...gzipKB(CLIENT, only) };
	}
	// What a match page loads for the game: its UI package and its static imports, beyond the first page.
	const first = new Set(firstFiles);
	for (const [id, keys] of lazyByGame) {
		const pkg = keys.find((k) => k.endsWith('/package.ts'));
		if (!pkg) continue;
		const loads = filesOf(closure([pkg], false)).filter((f) => !first.has(f));
		gameChunks[`${id}, match page`] = { files: loads.length, ...gzipKB(CLIENT, loads) };
	}
	return { firstPage, gameChunks };
}

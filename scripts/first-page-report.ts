/**
 * What the first page (the home screen) loads, and why: builds the app with Vite, records which
 * modules went into every client chunk, then prints for each JS file build/index.html preloads
 * its gzipped size and its biggest modules (issue 28, item 3: the first page ≤ 60 KB gzipped).
 *
 *   npx tsx scripts/first-page-report.ts [--top N] [--json FILE]
 *
 * A module's share is its rendered (pre-minify) length within the chunk, scaled to the chunk's
 * gzipped size: an estimate good for ranking, not a byte-exact figure. Everything the first page
 * does not load is summed by the chunk at the end ("later"): that is what the lazy seams keep off.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { pathsOf } from './lib/bundle-figures';

const ROOT = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const argOf = (name: string) => {
	const i = args.indexOf(name);
	return i >= 0 ? args[i + 1] : undefined;
};
const TOP = Number(argOf('--top') ?? 8);
const JSON_OUT = argOf('--json');

interface ChunkModules {
	/** module id (a path under the tree, or node_modules/…) → rendered length in bytes */
	modules: Record<string, number>;
	/** static imports of other chunks (file names) */
	imports: string[];
}

/** A module id as a short path: the tree's own files relative to it, packages by their folder. */
function shortId(id: string): string {
	const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
	const nm = clean.lastIndexOf('node_modules/');
	if (nm >= 0) return clean.slice(nm);
	return clean.startsWith(ROOT) ? path.relative(ROOT, clean) : clean;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
	const recorded = path.join(ROOT, '.svelte-kit', 'first-page-chunks.json');
	fs.rmSync(recorded, { force: true });
	process.env.FIRST_PAGE_REPORT_OUT = recorded;
	await build({ root: ROOT, logLevel: 'warn', configFile: path.join(ROOT, 'scripts', 'lib', 'first-page-report.config.ts') });
	const chunks = new Map<string, ChunkModules>(Object.entries(JSON.parse(fs.readFileSync(recorded, 'utf8'))));

	const { CLIENT, BUILD_INDEX } = pathsOf(ROOT);
	const html = fs.readFileSync(BUILD_INDEX, 'utf8');
	const referenced = [...html.matchAll(/(?:href|import\()\s*=?\s*["']\.?\/?(_app\/[^"']+\.js)["']/g)].map((m) => m[1]);
	// The preloads are the closure already; close over static imports anyway, should that change.
	const first = new Set<string>();
	const todo = [...referenced];
	while (todo.length) {
		const f = todo.pop()!;
		if (first.has(f)) continue;
		first.add(f);
		todo.push(...(chunks.get(f)?.imports ?? []));
	}

	const gz = (f: string) => zlib.gzipSync(fs.readFileSync(path.join(CLIENT, f)), { level: 9 }).length;
	const rows = [...first].map((file) => {
		const mods = chunks.get(file)?.modules ?? {};
		const rendered = Object.values(mods).reduce((a, b) => a + b, 0) || 1;
		const gzip = gz(file);
		const modules = Object.entries(mods)
			.map(([id, len]) => ({ id: shortId(id), rendered: len, gzipShare: Math.round((len / rendered) * gzip) }))
			.sort((a, b) => b.rendered - a.rendered);
		return { file, gzip, raw: fs.statSync(path.join(CLIENT, file)).size, modules };
	});
	rows.sort((a, b) => b.gzip - a.gzip);
	const total = rows.reduce((a, r) => a + r.gzip, 0);

	console.log(`First page: ${rows.length} JS files, ${kb(total)} KB gzipped (goal ≤ 60 KB)\n`);
	for (const r of rows) {
		console.log(`${r.file}  ${kb(r.gzip)} KB gz, ${kb(r.raw)} KB raw, ${r.modules.length} modules`);
		for (const m of r.modules.slice(0, TOP)) console.log(`    ~${kb(m.gzipShare).padStart(5)} KB  ${m.id}`);
		if (r.modules.length > TOP) {
			const rest = r.modules.slice(TOP).reduce((a, m) => a + m.gzipShare, 0);
			console.log(`    ~${kb(rest).padStart(5)} KB  (${r.modules.length - TOP} more)`);
		}
	}

	// By package or top folder across the whole first page: where the bytes come from.
	const byArea = new Map<string, number>();
	for (const r of rows)
		for (const m of r.modules) {
			const area = m.id.startsWith('node_modules/')
				? m.id.split('/').slice(0, m.id.split('/')[1].startsWith('@') ? 3 : 2).join('/')
				: m.id.split('/').slice(0, 4).join('/');
			byArea.set(area, (byArea.get(area) ?? 0) + m.gzipShare);
		}
	console.log('\nBy area (estimated KB gzipped):');
	for (const [area, bytes] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${kb(bytes).padStart(6)}  ${area}`);

	if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify({ totalGzip: total, chunks: rows }, null, 1));
}

await main();

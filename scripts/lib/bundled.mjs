#!/usr/bin/env node
/**
 * Runs a TypeScript script as one esbuild bundle (plain `node`, no tsx), so timings reflect code
 * compiled the way the app ships it. tsx compiles with esbuild's `keepNames`, which wraps every
 * function created at run time in a `__name()` call (Object.defineProperty): in the Rivals rules,
 * with their many local closures, that alone cost ~15% of a bot match.
 *
 *   node scripts/lib/bundled.mjs scripts/bench.ts [args…]
 *
 * `$lib` resolves to src/lib, npm packages stay external, `.svelte` files (lazily imported UI that
 * headless tools never load) become empty stubs. The bundle goes to .svelte-kit/bundled/.
 */
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, bin } from './setup.mjs';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
	console.error('usage: node scripts/lib/bundled.mjs <script.ts> [args…]');
	process.exit(2);
}
const abs = path.resolve(entry);
// esbuild comes with tsx and vite; should it ever be missing, run the script through tsx as before.
let build;
try {
	({ build } = await import('esbuild'));
} catch {
	console.error('(esbuild not found: running through tsx)');
	const r = spawnSync(bin('tsx'), [abs, ...args], { stdio: 'inherit' });
	process.exit(r.status ?? 1);
}
const outfile = path.join(ROOT, '.svelte-kit', 'bundled', path.basename(abs).replace(/\.ts$/, '.mjs'));
await build({
	entryPoints: [abs],
	outfile,
	bundle: true,
	platform: 'node',
	format: 'esm',
	target: 'node20',
	packages: 'external',
	sourcemap: 'inline',
	alias: { $lib: path.join(ROOT, 'src', 'lib') },
	// The bundle lives elsewhere: keep import.meta.dirname pointing at the script's own folder.
	define: { 'import.meta.dirname': JSON.stringify(path.dirname(abs)) },
	logLevel: 'warning',
	plugins: [
		{
			name: 'svelte-stub',
			setup(b) {
				b.onResolve({ filter: /\.svelte$/ }, (a) => ({ path: a.path, namespace: 'svelte-stub' }));
				b.onLoad({ filter: /.*/, namespace: 'svelte-stub' }, () => ({ contents: 'export default {};', loader: 'js' }));
			}
		}
	]
});
const r = spawnSync(process.execPath, ['--enable-source-maps', outfile, ...args], { stdio: 'inherit', cwd: process.cwd() });
process.exit(r.status ?? 1);

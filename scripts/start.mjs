#!/usr/bin/env node
/**
 * `npm start`: install what is missing, build, serve build/ on http://localhost:4173
 * (and the LAN). Extra arguments go to serve.mjs, e.g. `npm start -- --port 8080`.
 */
import { ensureDeps, run, log, bin } from './lib/setup.mjs';

if (!(await ensureDeps())) process.exit(1);

log('vite build');
const built = await run(bin('vite'), ['build']);
if (built !== 0) {
	console.error('\nThe build failed; see the output above.');
	process.exit(built);
}

log('serving build/');
const code = await run(process.execPath, ['scripts/serve.mjs', ...process.argv.slice(2)]);
process.exit(code);

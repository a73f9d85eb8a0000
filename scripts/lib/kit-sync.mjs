#!/usr/bin/env node
/**
 * tsx resolves `$lib/…` through tsconfig.json → .svelte-kit/tsconfig.json paths.
 * That file is generated; on a fresh clone run `svelte-kit sync` once first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, bin } from './setup.mjs';

if (!fs.existsSync(path.join(ROOT, '.svelte-kit', 'tsconfig.json'))) {
	console.error('(generating .svelte-kit/tsconfig.json: svelte-kit sync)');
	const r = spawnSync(bin('svelte-kit'), ['sync'], { cwd: ROOT, stdio: 'inherit' });
	if (r.status !== 0) {
		console.error('svelte-kit sync failed; `$lib` imports will not resolve.');
		process.exit(r.status ?? 1);
	}
}

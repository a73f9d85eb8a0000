/**
 * The app's Vite config plus a recorder of every client chunk's modules, for
 * scripts/first-page-report.ts. SvelteKit runs the client build from the config *file* (an inline
 * plugin given to `build()` reaches only the server build), hence a config file of its own.
 * The recorder writes `<FIRST_PAGE_REPORT_OUT>`: chunk file → { modules: id → rendered length, imports }.
 */
import fs from 'node:fs';
import { mergeConfig, type Plugin } from 'vite';
import base from '../../vite.config';

const OUT = process.env.FIRST_PAGE_REPORT_OUT ?? '.svelte-kit/first-page-chunks.json';

function chunkRecorder(): Plugin {
	return {
		name: 'deskovky-first-page-report',
		apply: 'build',
		generateBundle(_options, bundle) {
			const chunks: Record<string, { modules: Record<string, number>; imports: string[] }> = {};
			for (const out of Object.values(bundle)) {
				if (out.type !== 'chunk' || !out.fileName.startsWith('_app/')) continue;
				const modules: Record<string, number> = {};
				for (const [id, m] of Object.entries(out.modules)) modules[id] = m.renderedLength;
				chunks[out.fileName] = { modules, imports: [...out.imports] };
			}
			// The server build has no _app/ chunks: only the client build writes the file.
			if (Object.keys(chunks).length) fs.writeFileSync(OUT, JSON.stringify(chunks));
		}
	};
}

export default mergeConfig(base, { plugins: [chunkRecorder()] });

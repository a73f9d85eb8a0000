import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		// DESKOVKY_OUT: another output folder (the fixture app build, tests/fixtures/vite.lanterns.config.ts),
		// with its own working folder so the app's build in .svelte-kit (read by the bench) stays as it is.
		adapter: adapter({ fallback: '200.html', pages: process.env.DESKOVKY_OUT ?? 'build', assets: process.env.DESKOVKY_OUT ?? 'build' }),
		...(process.env.DESKOVKY_OUT ? { outDir: `.svelte-kit-${process.env.DESKOVKY_OUT}` } : {}),
		// The PWA plugin owns the service worker (see shared/notes/platform.md).
		serviceWorker: { register: false }
	}
};

export default config;

import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		// DESKOVKY_OUT: another output folder (the fixture app build, tests/fixtures/vite.lanterns.config.ts).
		adapter: adapter({ fallback: '200.html', pages: process.env.DESKOVKY_OUT ?? 'build', assets: process.env.DESKOVKY_OUT ?? 'build' }),
		// The PWA plugin owns the service worker (see shared/notes/platform.md).
		serviceWorker: { register: false }
	}
};

export default config;

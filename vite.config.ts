import { sveltekit } from '@sveltejs/kit/vite';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	plugins: [
		sveltekit(),
		SvelteKitPWA({
			base: '/',
			scope: '/',
			registerType: 'prompt',
			kit: { adapterFallback: '200.html', spa: true },
			manifest: {
				name: 'Deskovky',
				short_name: 'Deskovky',
				description: 'Deskové hry s přáteli — offline, na jednom zařízení i přes síť',
				lang: 'cs',
				start_url: '/',
				scope: '/',
				display: 'standalone',
				background_color: '#f6efe2',
				theme_color: '#7a3e1d',
				icons: [
					{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
					{ src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
					{ src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' }
				]
			},
			workbox: {
				globPatterns: ['client/**/*.{js,css,html,svg,png,webmanifest,woff2}', 'prerendered/**/*.html'],
				navigateFallback: '/200.html',
				// The PeerServer answers under /peerjs on the same origin: never the app shell there.
				navigateFallbackDenylist: [/^\/peerjs/]
			}
		})
	],
	build: {
		rolldownOptions: {
			treeshake: {
				// The engine's modules only declare (no module registers anything when it loads): a page that
				// imports one function through the engine's index does not pull the other modules in with it,
				// so the first page stays without the match runner and the pack code (issue 28).
				moduleSideEffects: (id) => (/\/src\/lib\/engine\/[^?]*\.ts$/.test(id) ? false : undefined)
			}
		}
	},
	test: {
		include: ['tests/unit/**/*.test.ts', 'tests/games/**/*.test.ts', 'src/**/*.test.ts'],
		environment: 'node',
		testTimeout: 120_000,
		// Every core: the long fuzz files are CPU-bound and independent (vitest would leave one core idle).
		maxWorkers: '100%'
	}
});

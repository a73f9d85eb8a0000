/// <reference types="vite-plugin-pwa/vanillajs" />
import { shell } from './shell.svelte';

/** Registers the service worker (prompt mode); the banner applies updates between matches. */
export async function registerPwa(): Promise<void> {
	if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
	try {
		const { registerSW } = await import('virtual:pwa-register');
		const update = registerSW({
			immediate: true,
			onNeedRefresh() {
				shell.needRefresh = true;
			},
			onOfflineReady() {
				shell.offlineReady = true;
			},
			onRegisterError() {
				// e.g. `npm start -- --https` with its self-signed certificate: Chromium opens the page
				// after the warning but registers no service worker on an untrusted certificate.
				shell.swFailed = true;
			}
		});
		shell.applyUpdate = () => update(true);
	} catch {
		/* dev without a worker */
	}
}

/**
 * App shell against the production build with the real service worker:
 * home page, web app manifest, service worker control, offline reloads.
 */
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { goOffline, pngSize, t, waitForServiceWorkerControl, waitForShell } from './helpers';

const SAVES = t('Uložené partie', 'Saved matches');

test('home page loads with the title', async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	await page.goto('/');
	await expect(page).toHaveTitle(/Deskovky/);
	await waitForShell(page);
	await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('Deskovky');
	expect(errors, 'uncaught errors on the home page').toEqual([]);
});

test('the web app manifest is linked and valid', async ({ page, request }) => {
	await page.goto('/');
	const href = await page.locator('link[rel="manifest"]').getAttribute('href');
	expect(href, 'no <link rel="manifest">').toBeTruthy();
	const manifestUrl = new URL(href!, page.url()).toString();
	const res = await request.get(manifestUrl);
	expect(res.status()).toBe(200);
	const manifest = await res.json();
	expect(manifest.name).toBeTruthy();
	expect(manifest.short_name).toBeTruthy();
	expect(manifest.start_url).toBe('/');
	expect(manifest.scope).toBe('/');
	expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(manifest.display);
	expect(manifest.theme_color).toMatch(/^#/);
	expect(manifest.background_color).toMatch(/^#/);

	type Icon = { src: string; sizes: string; type?: string; purpose?: string };
	const icons: Icon[] = manifest.icons ?? [];
	const purposes = (i: Icon) => (i.purpose ?? 'any').split(/\s+/);
	const any192 = icons.find((i) => i.sizes.split(/\s+/).includes('192x192') && purposes(i).includes('any'));
	const any512 = icons.find((i) => i.sizes.split(/\s+/).includes('512x512') && purposes(i).includes('any'));
	const maskable = icons.find((i) => purposes(i).includes('maskable'));
	expect(any192, 'a 192x192 icon').toBeTruthy();
	expect(any512, 'a 512x512 icon').toBeTruthy();
	expect(maskable, 'a maskable icon').toBeTruthy();

	for (const icon of icons) {
		const r = await request.get(new URL(icon.src, manifestUrl).toString());
		expect(r.status(), icon.src).toBe(200);
		if (icon.type === 'image/png' || icon.src.endsWith('.png')) {
			const size = pngSize(await r.body());
			expect(size, `${icon.src} is a PNG`).not.toBeNull();
			expect(icon.sizes.split(/\s+/), `${icon.src} size matches the manifest`).toContain(`${size!.width}x${size!.height}`);
		}
	}
});

test('the service worker takes control', async ({ page }) => {
	await page.goto('/');
	await waitForShell(page);
	await waitForServiceWorkerControl(page);
	const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
	expect(scope).toBe(new URL('/', page.url()).toString());
});

test('home and a client-routed page render offline after the first visit', async ({ page, context }) => {
	await page.goto('/');
	await waitForShell(page);
	await waitForServiceWorkerControl(page);

	await goOffline(context);
	await page.reload();
	await waitForShell(page);
	await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('Deskovky');

	// A client-routed page loaded directly (a fresh navigation) while offline.
	await page.goto('/saves');
	await expect(page.getByRole('heading', { name: SAVES }).first()).toBeVisible();
	await page.reload();
	await expect(page.getByRole('heading', { name: SAVES }).first()).toBeVisible();
});

test('screenshot of the home page', async ({ page }, testInfo) => {
	await page.goto('/');
	await waitForShell(page);
	await page.evaluate(() => document.fonts?.ready);
	const dir = path.join('test-results', 'screenshots');
	fs.mkdirSync(dir, { recursive: true });
	const file = path.join(dir, `home-${testInfo.project.name}.png`);
	await page.screenshot({ path: file, fullPage: true });
	await testInfo.attach(`home-${testInfo.project.name}`, { path: file, contentType: 'image/png' });
	const size = pngSize(fs.readFileSync(file));
	expect(size?.width).toBe((page.viewportSize()?.width ?? 0) * (testInfo.project.use.deviceScaleFactor ?? 1));
});

test('an address the app does not have shows its error page in Czech, with a way home', async ({ page }) => {
	await page.goto('/no-such-page');
	await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
	await expect(page.getByRole('heading', { name: 'Stránka nenalezena' })).toBeVisible();
	await expect(page.getByText('Not Found')).toHaveCount(0);
	await page.getByRole('link', { name: 'Zpět domů' }).click();
	await expect(page).toHaveURL(/\/$/);
});

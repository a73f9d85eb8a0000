/**
 * The self-signed certificate of `npm start -- --https` (scripts/lib/cert.mjs): it names the LAN
 * addresses, is reused from its folder while it fits and is made anew when the addresses change,
 * it nears expiry or a file is damaged.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureCert, namesOf, wantedNames } from '../../scripts/lib/cert.mjs';

const dirs: string[] = [];
function tmp() {
	const d = fs.mkdtempSync(path.join(os.tmpdir(), 'deskovky-cert-test-'));
	dirs.push(d);
	return d;
}
afterEach(() => {
	for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('https certificate', () => {
	it('names localhost, the hostname (and its .local) and every LAN address', async () => {
		const names = wantedNames({ hostname: 'Herna', ips: ['192.168.1.5', '10.0.0.7', '192.168.1.5'] });
		expect(names).toEqual({ dns: ['herna', 'herna.local', 'localhost'], ips: ['10.0.0.7', '127.0.0.1', '192.168.1.5', '::1'] });
		const dir = tmp();
		const c = await ensureCert({ dir, names });
		expect(c.created).toBe(true);
		const x509 = new crypto.X509Certificate(fs.readFileSync(path.join(dir, 'cert.pem')));
		expect(namesOf(x509)).toEqual(names);
		expect(x509.subjectAltName).toContain('IP Address:192.168.1.5');
		expect(x509.subjectAltName).toContain('IP Address:10.0.0.7');
		expect(x509.checkPrivateKey(crypto.createPrivateKey(fs.readFileSync(path.join(dir, 'key.pem'))))).toBe(true);
		expect(c.validTo.getTime()).toBeGreaterThan(Date.now() + 300 * 24 * 3600 * 1000);
		// A hostname that is no DNS name is left out; localhost stays.
		expect(wantedNames({ hostname: 'my pc!', ips: [] }).dns).toEqual(['localhost']);
	});

	it('reuses the cached certificate while the names fit, and makes a new one when a LAN address changes', async () => {
		const dir = tmp();
		const home = wantedNames({ hostname: 'herna', ips: ['192.168.1.5'] });
		const first = await ensureCert({ dir, names: home });
		const again = await ensureCert({ dir, names: home });
		expect(again.created).toBe(false);
		expect(again.cert).toBe(first.cert);

		const otherWifi = wantedNames({ hostname: 'herna', ips: ['10.1.2.3'] });
		const moved = await ensureCert({ dir, names: otherWifi });
		expect(moved.created).toBe(true);
		expect(moved.cert).not.toBe(first.cert);
		expect(namesOf(new crypto.X509Certificate(fs.readFileSync(path.join(dir, 'cert.pem'))))).toEqual(otherWifi);
		// An added address counts as a change too.
		const both = wantedNames({ hostname: 'herna', ips: ['10.1.2.3', '192.168.1.5'] });
		expect((await ensureCert({ dir, names: both })).created).toBe(true);
	});

	it('makes a new one when the cached one expires within a week or a file is damaged', async () => {
		const dir = tmp();
		const names = wantedNames({ hostname: 'herna', ips: ['192.168.1.5'] });
		await ensureCert({ dir, names });
		fs.writeFileSync(path.join(dir, 'key.pem'), 'not a key');
		const repaired = await ensureCert({ dir, names });
		expect(repaired.created).toBe(true);
		expect((await ensureCert({ dir, names })).created).toBe(false);

		const nearEnd = new Date(repaired.validTo.getTime() - 3 * 24 * 3600 * 1000);
		expect((await ensureCert({ dir, names, now: new Date(nearEnd.getTime() - 7 * 24 * 3600 * 1000) })).created).toBe(false);
		const renewed = await ensureCert({ dir, names, now: nearEnd });
		expect(renewed.created).toBe(true);
		expect(renewed.validTo.getTime()).toBeGreaterThan(repaired.validTo.getTime());
	});
});

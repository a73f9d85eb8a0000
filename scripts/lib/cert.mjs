/**
 * The self-signed certificate of `npm start -- --https` (scripts/serve.mjs).
 *
 * Made with `selfsigned` on first use and cached in `.cert/` (git-ignored): `cert.pem` and
 * `key.pem`. Its subjectAltNames are localhost, 127.0.0.1, ::1, this machine's hostname (and
 * `<hostname>.local`, what phones resolve by mDNS) and every LAN IPv4 address. The cached one is
 * reused while it names exactly those and stays valid for more than a week; otherwise (a new Wi-Fi,
 * another address, expiry, a damaged file) a new one is made, which browsers warn about once more.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Days a generated certificate is valid. */
export const CERT_DAYS = 365;
/** A cached certificate that expires sooner than this is replaced. */
const RENEW_BEFORE_MS = 7 * 24 * 3600 * 1000;

/**
 * @typedef {{ dns: string[], ips: string[] }} Names
 * @typedef {{ cert: string, key: string, created: boolean, names: Names, validTo: Date, certFile: string, keyFile: string }} CertResult
 */

/** This machine's non-internal IPv4 addresses. */
export function lanIPv4s() {
	/** @type {string[]} */
	const out = [];
	for (const list of Object.values(os.networkInterfaces())) {
		for (const a of list || []) if (!a.internal && a.family === 'IPv4') out.push(a.address);
	}
	return out;
}

/**
 * The names the certificate must cover (sorted, without duplicates).
 * @param {{ hostname?: string, ips?: string[] }} [over] for tests
 * @returns {Names}
 */
export function wantedNames({ hostname = os.hostname(), ips = lanIPv4s() } = {}) {
	const dns = new Set(['localhost']);
	const host = hostname.trim().toLowerCase();
	if (host && host !== 'localhost' && /^[a-z0-9.-]+$/.test(host)) {
		dns.add(host);
		if (!host.includes('.')) dns.add(`${host}.local`);
	}
	return { dns: [...dns].sort(), ips: [...new Set(['127.0.0.1', '::1', ...ips])].sort() };
}

/**
 * The names in a certificate's subjectAltName, as Node reports them.
 * @param {crypto.X509Certificate} x509
 * @returns {Names}
 */
export function namesOf(x509) {
	/** @type {Names} */
	const out = { dns: [], ips: [] };
	for (const part of (x509.subjectAltName ?? '').split(/,\s*/)) {
		if (part.startsWith('DNS:')) out.dns.push(part.slice(4).toLowerCase());
		else if (part.startsWith('IP Address:')) out.ips.push(normalizeIp(part.slice(11)));
	}
	out.dns.sort();
	out.ips.sort();
	return out;
}

/** Node prints IPv6 SANs in full ("0:0:0:0:0:0:0:1"); compare them short. @param {string} ip */
function normalizeIp(ip) {
	if (!ip.includes(':')) return ip;
	try {
		return new URL(`http://[${ip}]/`).hostname.slice(1, -1);
	} catch {
		return ip;
	}
}

/** @param {Names} a @param {Names} b */
const sameNames = (a, b) => a.dns.join() === b.dns.join() && a.ips.join() === b.ips.join();

/**
 * The cached certificate if it can be reused for these names at this time, else null.
 * @param {string} certFile @param {string} keyFile @param {Names} names @param {Date} now
 */
function reusable(certFile, keyFile, names, now) {
	try {
		const cert = fs.readFileSync(certFile, 'utf8');
		const key = fs.readFileSync(keyFile, 'utf8');
		const x509 = new crypto.X509Certificate(cert);
		if (!x509.checkPrivateKey(crypto.createPrivateKey(key))) return null;
		const validTo = new Date(x509.validTo);
		if (new Date(x509.validFrom).getTime() > now.getTime() + 60_000) return null;
		if (validTo.getTime() - now.getTime() < RENEW_BEFORE_MS) return null;
		if (!sameNames(namesOf(x509), names)) return null;
		return { cert, key, validTo };
	} catch {
		return null;
	}
}

/**
 * The certificate for `npm start -- --https`: the cached one in `dir` when it still fits, else a
 * new one (written to `dir`).
 * @param {{ dir: string, names?: Names, now?: Date }} options
 * @returns {Promise<CertResult>}
 */
export async function ensureCert({ dir, names = wantedNames(), now = new Date() }) {
	const certFile = path.join(dir, 'cert.pem');
	const keyFile = path.join(dir, 'key.pem');
	const cached = reusable(certFile, keyFile, names, now);
	if (cached) return { ...cached, created: false, names, certFile, keyFile };

	const { generate } = await import('selfsigned');
	// Start a day early: a phone whose clock is a little behind still accepts it.
	const notBeforeDate = new Date(now.getTime() - 24 * 3600 * 1000);
	const notAfterDate = new Date(now.getTime() + CERT_DAYS * 24 * 3600 * 1000);
	const pems = await generate([{ name: 'commonName', value: 'Deskovky (self-signed, this computer)' }], {
		keyType: 'ec',
		curve: 'P-256',
		algorithm: 'sha256',
		notBeforeDate,
		notAfterDate,
		extensions: [
			{ name: 'basicConstraints', cA: false, critical: true },
			{ name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
			{ name: 'extKeyUsage', serverAuth: true },
			{
				name: 'subjectAltName',
				altNames: [...names.dns.map((value) => ({ type: /** @type {const} */ (2), value })), ...names.ips.map((ip) => ({ type: /** @type {const} */ (7), ip }))]
			}
		]
	});
	fs.mkdirSync(dir, { recursive: true });
	fs.writeFileSync(certFile, pems.cert);
	fs.writeFileSync(keyFile, pems.private, { mode: 0o600 });
	const validTo = new Date(new crypto.X509Certificate(pems.cert).validTo);
	return { cert: pems.cert, key: pems.private, created: true, names, validTo, certFile, keyFile };
}

/**
 * Signaling settings: where the PeerServer is and which ICE (STUN/TURN) servers
 * WebRTC may use. Persisted per device in localStorage.
 *
 * Default when nothing is saved:
 * - served by our own server (scripts/serve.mjs answers the PeerServer JSON at
 *   /peerjs): the same origin, path /peerjs, no ICE servers (LAN play with no
 *   internet);
 * - otherwise (static hosting, dev server, offline): the public PeerJS cloud
 *   with a public STUN server. The user can change both in Settings.
 */
import type { SignalingConfig } from './transport';

export type IceServer = SignalingConfig['iceServers'][number];

export const STORAGE_KEY = 'deskovky:signaling';
/** Where scripts/serve.mjs mounts its PeerServer (keep in sync with PEER_PATH there). */
export const PEER_PATH = '/peerjs';

/** The configurable default for static hosting (no own PeerServer). */
export const EXTERNAL_DEFAULT: SignalingConfig = Object.freeze({
	host: '0.peerjs.com',
	port: 443,
	path: '/',
	secure: true,
	iceServers: [{ urls: 'stun:stun.l.google.com:19302' }]
}) as SignalingConfig;

/** Where the settings in use come from. */
export type SignalingSource = 'custom' | 'local' | 'external';

/** The settings as edited in a form: the port may still be text. */
export interface SignalingDraft {
	host: string;
	port: string | number;
	path: string;
	secure: boolean;
	iceServers: { urls: string | string[]; username?: string; credential?: string }[];
}

/**
 * One validation problem. `code` names a message `settings.net.err.<code>` in
 * the catalogs (src/lib/i18n/{cs,en}.ts); `index` is the ICE row (0-based).
 */
export interface NetConfigError {
	field: 'host' | 'port' | 'path' | 'iceServers';
	code: NetErrorCode;
	index?: number;
}

export const NET_ERROR_CODES = [
	'hostEmpty',
	'hostScheme',
	'hostInvalid',
	'portInvalid',
	'pathInvalid',
	'iceUrlEmpty',
	'iceUrlInvalid',
	'iceTurnCredentials'
] as const;
export type NetErrorCode = (typeof NET_ERROR_CODES)[number];

export type ValidationResult = { ok: true; config: SignalingConfig } | { ok: false; errors: NetConfigError[] };

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
/** IPv6 only in brackets, as it must appear in a URL: [fe80::1]. */
const IPV6 = /^\[[0-9a-f]*:[0-9a-f:.]*\]$/i;
/** stun:/stuns:/turn:/turns: then a host (name, IPv4 or [IPv6]), an optional port and (turn) ?transport=udp|tcp. */
const ICE_URL = /^(stuns?|turns?):(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?(\?transport=(?:udp|tcp))?$/i;

function validHost(host: string): boolean {
	return IPV4.test(host) || HOSTNAME.test(host) || IPV6.test(host);
}

function parsePort(raw: string | number): number | null {
	const s = typeof raw === 'number' ? String(raw) : raw.trim();
	if (!/^\d{1,5}$/.test(s)) return null;
	const n = Number(s);
	return n >= 1 && n <= 65535 ? n : null;
}

const urlsOf = (urls: string | string[]): string[] =>
	(Array.isArray(urls) ? urls : urls.split(/[\s,]+/)).map((u) => u.trim()).filter(Boolean);

/**
 * Checks and normalises settings (trims text, parses the port, drops empty ICE
 * rows, splits several URLs in one row at commas/spaces).
 */
export function validateSignaling(draft: SignalingDraft): ValidationResult {
	const errors: NetConfigError[] = [];
	const host = (draft.host ?? '').trim();
	if (!host) errors.push({ field: 'host', code: 'hostEmpty' });
	else if (/^[a-z][a-z0-9+.-]*:\/\//i.test(host) || host.includes('/'))
		errors.push({ field: 'host', code: 'hostScheme' });
	else if (!validHost(host)) errors.push({ field: 'host', code: 'hostInvalid' });

	const port = parsePort(draft.port ?? '');
	if (port === null) errors.push({ field: 'port', code: 'portInvalid' });

	const path = (draft.path ?? '').trim() || '/';
	if (!path.startsWith('/') || /[\s?#\\]/.test(path)) errors.push({ field: 'path', code: 'pathInvalid' });

	const iceServers: IceServer[] = [];
	(draft.iceServers ?? []).forEach((row, index) => {
		const urls = urlsOf(row.urls ?? '');
		const username = (row.username ?? '').trim();
		const credential = row.credential ?? '';
		if (!urls.length) {
			// A row with only credentials is a mistake; a fully empty row is ignored.
			if (username || credential) errors.push({ field: 'iceServers', code: 'iceUrlEmpty', index });
			return;
		}
		if (!urls.every((u) => ICE_URL.test(u))) {
			errors.push({ field: 'iceServers', code: 'iceUrlInvalid', index });
			return;
		}
		if (urls.some((u) => /^turns?:/i.test(u)) && (!username || !credential)) {
			errors.push({ field: 'iceServers', code: 'iceTurnCredentials', index });
			return;
		}
		const entry: IceServer = { urls: urls.length === 1 ? urls[0] : urls };
		if (username) entry.username = username;
		if (credential) entry.credential = credential;
		iceServers.push(entry);
	});

	if (errors.length) return { ok: false, errors };
	return { ok: true, config: { host, port: port!, path, secure: !!draft.secure, iceServers } };
}

/** Settings as the form edits them: every field text, one ICE row per entry. */
export interface SignalingForm extends SignalingDraft {
	port: string;
	iceServers: { urls: string; username: string; credential: string }[];
}

/** The settings as form values (port as text, one ICE row per entry). */
export function toDraft(config: SignalingConfig): SignalingForm {
	return {
		host: config.host,
		port: String(config.port),
		path: config.path,
		secure: config.secure,
		iceServers: config.iceServers.map((s) => ({
			urls: Array.isArray(s.urls) ? s.urls.join(', ') : s.urls,
			username: s.username ?? '',
			credential: s.credential ?? ''
		}))
	};
}

function storage(): Storage | null {
	try {
		return globalThis.localStorage ?? null;
	} catch {
		return null;
	}
}

/** The user's saved settings, or null (nothing saved, unreadable or invalid). */
export function loadSignaling(): SignalingConfig | null {
	try {
		const raw = storage()?.getItem(STORAGE_KEY);
		if (!raw) return null;
		const parsed = JSON.parse(raw);
		if (!parsed || typeof parsed !== 'object' || parsed.v !== 1) return null;
		const checked = validateSignaling({
			host: String(parsed.host ?? ''),
			port: typeof parsed.port === 'number' ? parsed.port : String(parsed.port ?? ''),
			path: String(parsed.path ?? ''),
			secure: parsed.secure === true,
			iceServers: Array.isArray(parsed.iceServers) ? parsed.iceServers : []
		});
		return checked.ok ? checked.config : null;
	} catch {
		return null;
	}
}

/**
 * Validates and saves settings for this device. Returns the validation result;
 * nothing is saved when it is not ok. Throws only when storage refuses.
 */
export function saveSignaling(draft: SignalingDraft): ValidationResult {
	const checked = validateSignaling(draft);
	if (!checked.ok) return checked;
	const s = storage();
	if (!s) throw new Error('localStorage is not available');
	s.setItem(STORAGE_KEY, JSON.stringify({ v: 1, ...checked.config }));
	return checked;
}

/** Forgets the saved settings: the default applies again. */
export function resetSignaling(): void {
	try {
		storage()?.removeItem(STORAGE_KEY);
	} catch {
		/* nothing saved */
	}
}

/** Same-origin settings for an app served by scripts/serve.mjs. */
export function localSignaling(loc: { protocol: string; hostname: string; port: string }): SignalingConfig {
	const secure = loc.protocol === 'https:';
	return {
		host: loc.hostname,
		port: loc.port ? Number(loc.port) : secure ? 443 : 80,
		path: PEER_PATH,
		secure,
		iceServers: []
	};
}

/** True when `body` is what a PeerServer answers at its root. */
export function isPeerServerInfo(body: unknown): boolean {
	return !!body && typeof body === 'object' && (body as { name?: unknown }).name === 'PeerJS Server';
}

let localProbe: Promise<boolean> | null = null;

/**
 * Whether the origin serving the app also runs our PeerServer: fetches
 * `/peerjs` once per page load and looks for the PeerServer JSON.
 */
export function detectLocalPeerServer(fetchFn: typeof fetch = globalThis.fetch, timeoutMs = 3000): Promise<boolean> {
	if (!localProbe) {
		localProbe = (async () => {
			if (typeof fetchFn !== 'function' || typeof location === 'undefined') return false;
			const ctrl = typeof AbortController === 'function' ? new AbortController() : null;
			const timer = setTimeout(() => ctrl?.abort(), timeoutMs);
			try {
				const res = await fetchFn(PEER_PATH, { cache: 'no-store', signal: ctrl?.signal, headers: { Accept: 'application/json' } });
				if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) return false;
				return isPeerServerInfo(await res.json());
			} catch {
				return false;
			} finally {
				clearTimeout(timer);
			}
		})();
	}
	return localProbe;
}

/** Forgets the cached probe (tests). */
export function resetDetection(): void {
	localProbe = null;
}

const clone = (c: SignalingConfig): SignalingConfig => ({ ...c, iceServers: c.iceServers.map((s) => ({ ...s })) });

/** The default for this page: own PeerServer when there is one, else EXTERNAL_DEFAULT. */
export async function defaultSignaling(): Promise<{ config: SignalingConfig; source: 'local' | 'external' }> {
	if (typeof location !== 'undefined' && (await detectLocalPeerServer())) {
		return { config: localSignaling(location), source: 'local' };
	}
	return { config: clone(EXTERNAL_DEFAULT), source: 'external' };
}

/** The settings in use and where they come from (saved settings win over the default). */
export async function resolveSignalingInfo(): Promise<{ config: SignalingConfig; source: SignalingSource }> {
	const saved = loadSignaling();
	if (saved) return { config: saved, source: 'custom' };
	return defaultSignaling();
}

/** The settings to open a transport with. */
export async function resolveSignaling(): Promise<SignalingConfig> {
	return (await resolveSignalingInfo()).config;
}

/**
 * The app's live network sessions: builds the session's dependencies from the
 * real parts (PeerJS transport with the user's signaling settings, the match
 * store, the game registry, crypto randomness, timers), keeps one session per
 * room alive across page navigation, and remembers sessions in IndexedDB so a
 * reloaded page rejoins its room.
 */
import { createStore, get, set, del, type UseStore } from 'idb-keyval';
import { loadGame } from '$lib/games/registry';
import { loadMatch, saveMatch } from '$lib/store';
import { appBotClient } from '$lib/play/bot-client';
import { loadSignaling, resolveSignalingInfo, type SignalingSource } from './config';
import { createPeerJsTransport } from './peerjs';
import { idbPockets } from './pockets';
import { NetError, NetSession, type SavedSession, type SessionDeps } from './session';
import { fingerprint, identityFromSecret, SECRET_BYTES, type DeviceIdentity } from './identity';
import { QrTransport, readOffer, withQrPairing, type PairingResult } from './qr-transport';
import type { SignalingConfig } from './transport';
import type { Text } from '$lib/engine';

export const APP_VERSION = '0.1.0';
const DEVICE_KEY = 'deskovky:deviceId';

let store: UseStore | undefined;
const db = () => (store ??= createStore('deskovky-net', 'sessions'));
const sessionKey = (code: string) => `session:${code}`;

function randomBytes(n: number): Uint8Array {
	const bytes = new Uint8Array(n);
	crypto.getRandomValues(bytes);
	return bytes;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** A random id for this browser, kept for good so rooms recognise it after a reload. */
export function deviceId(): string {
	try {
		const known = localStorage.getItem(DEVICE_KEY);
		if (known) return known;
		const id = hex(randomBytes(8));
		localStorage.setItem(DEVICE_KEY, id);
		return id;
	} catch {
		return hex(randomBytes(8));
	}
}

const IDENTITY_KEY = 'identity';
let identityP: Promise<DeviceIdentity> | null = null;

/**
 * This device's signing key pair (identity.ts), kept for good in IndexedDB so the rooms
 * it belongs to recognise it after a reload. A browser that cannot store it still plays,
 * with a key for this page's life only.
 */
export function deviceIdentity(): Promise<DeviceIdentity> {
	identityP ??= (async () => {
		try {
			const known = await get<Uint8Array>(IDENTITY_KEY, db());
			if (known instanceof Uint8Array && known.length === SECRET_BYTES) return identityFromSecret(known);
			const secret = randomBytes(SECRET_BYTES);
			await set(IDENTITY_KEY, secret, db());
			return identityFromSecret(secret);
		} catch {
			return identityFromSecret(randomBytes(SECRET_BYTES));
		}
	})();
	return identityP;
}

/** Timings can be shortened from the URL for tests (?netTimings=fast). */
function timings(): SessionDeps['timings'] {
	const fast = typeof location !== 'undefined' && new URLSearchParams(location.search).get('netTimings') === 'fast';
	return fast ? { pingMs: 500, staleMs: 1500, hostGoneMs: 3000, retryMs: 400 } : undefined;
}

/**
 * How a room's devices find each other: 'server' through the signalling server
 * (PeerJS; the host also takes guests paired by QR), 'qr' with no server at all
 * (every guest is paired by QR). Remembered per room so a reload reopens it the same way.
 */
export type NetMode = 'server' | 'qr';
const MODE_KEY = (code: string) => `deskovky:netMode:${code}`;

function rememberMode(code: string, mode: NetMode): void {
	try {
		localStorage.setItem(MODE_KEY(code), mode);
	} catch {
		/* not remembered: a reload tries the server first */
	}
}

export function roomMode(code: string): NetMode {
	try {
		return localStorage.getItem(MODE_KEY(code)) === 'qr' ? 'qr' : 'server';
	} catch {
		return 'server';
	}
}

/** The QR pairing of each room opened on this page. */
const pairings = new Map<string, QrTransport>();

/** The QR pairing of a room (host: offers and answers; guest: answers to the host's offers). */
export function pairingFor(code: string): QrTransport | undefined {
	return pairings.get(code);
}

/** The signalling server in use and where its setting comes from (for messages). */
export interface SignalingInfo {
	url: string;
	source: SignalingSource;
}

export function signalingUrl(c: SignalingConfig): string {
	const path = c.path.endsWith('/') ? c.path : c.path + '/';
	return `${c.secure ? 'wss' : 'ws'}://${c.host}:${c.port}${path}`;
}

export async function signalingInfo(): Promise<SignalingInfo & { config: SignalingConfig }> {
	const { config, source } = await resolveSignalingInfo();
	return { config, source, url: signalingUrl(config) };
}

const SOURCE_TEXT: Record<SignalingSource, Text> = {
	local: { cs: 'vlastní server aplikace', en: "the app's own server" },
	external: {
		cs: 'veřejný server PeerJS – výchozí, protože tato kopie aplikace nemá vlastní server',
		en: 'the public PeerJS cloud – the default, as this copy of the app has no server of its own'
	},
	custom: { cs: 'vaše nastavení v Nastavení → Síť', en: 'your setting in Settings → Network' }
};

/** A network failure that says which signalling server was tried (and offers pairing by QR instead). */
export class SignalingError extends NetError {
	constructor(
		readonly info: SignalingInfo,
		cause?: Text
	) {
		const src = SOURCE_TEXT[info.source];
		super(
			{
				cs: `Nepodařilo se spojit se signalizačním serverem ${info.url} (${src.cs}).${cause ? ` ${cause.cs}` : ''} Bez serveru můžete zařízení spárovat přes QR kód.`,
				en: `Could not reach the signalling server ${info.url} (${src.en}).${cause ? ` ${cause.en}` : ''} Without a server you can pair the devices by QR code.`
			},
			'network'
		);
		this.name = 'SignalingError';
	}
}

/** Runs `fn`; a network failure becomes a SignalingError naming the server. */
async function naming<V>(info: SignalingInfo, fn: () => Promise<V>): Promise<V> {
	try {
		return await fn();
	} catch (e) {
		if (e instanceof NetError && e.code === 'network') throw new SignalingError(info);
		throw e;
	}
}

/** ICE servers for QR pairing: only what the user set up (on one network none are needed). */
const qrIce = (info: { config: SignalingConfig; source: SignalingSource }): RTCIceServer[] =>
	info.source === 'custom' ? info.config.iceServers.map((s) => ({ ...s })) : [];

/** ICE servers the user saved (no network probe: a room without a server must not touch one). */
function savedIce(): RTCIceServer[] {
	const saved = loadSignaling();
	return saved ? qrIce({ config: saved, source: 'custom' }) : [];
}

/** The session's dependencies for a room reached through the signalling server (with QR pairing beside it). */
export async function sessionDeps(code?: string): Promise<SessionDeps> {
	const info = await signalingInfo();
	const server = createPeerJsTransport(info.config);
	let transport = server as SessionDeps['transport'];
	if (code) {
		const qr = new QrTransport(code, qrIce(info));
		pairings.set(code, qr);
		transport = withQrPairing(server, qr);
	}
	return await baseDeps(transport);
}

/** The session's dependencies for a room with no server: every link is paired by QR. */
async function qrDeps(code: string): Promise<{ deps: SessionDeps; qr: QrTransport }> {
	const qr = new QrTransport(code, savedIce());
	pairings.set(code, qr);
	return { deps: await baseDeps(qr), qr };
}

async function baseDeps(transport: SessionDeps['transport']): Promise<SessionDeps> {
	return {
		transport,
		loadGame: async (id) => {
			const pkg = await loadGame(id);
			return pkg ? { module: pkg.module, bots: pkg.bots } : undefined;
		},
		store: {
			saveMatch: (record, info) => saveMatch(record, info),
			loadMatch,
			saveSession: (s) => set(sessionKey(s.code), s, db())
		},
		random: randomBytes,
		now: () => Date.now(),
		setTimer: (fn, ms) => setTimeout(fn, ms),
		clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
		appVersion: APP_VERSION,
		deviceId: deviceId(),
		identity: await deviceIdentity(),
		pockets: idbPockets(),
		timings: timings(),
		// The host's bots choose in the app's bot worker.
		botClient: appBotClient()
	};
}

const live = new Map<string, NetSession>();

export function liveSession(code: string): NetSession | undefined {
	return live.get(code);
}

/**
 * Hosts a room: `mode` 'server' through the signalling server (guests may also
 * be paired by QR), 'qr' with no server at all.
 */
export async function hostRoom(o: Parameters<typeof NetSession.host>[1], mode: NetMode = 'server'): Promise<NetSession> {
	let session: NetSession;
	let qr: QrTransport;
	if (mode === 'qr') {
		qr = new QrTransport('', savedIce());
		session = await NetSession.host(await baseDeps(qr), o);
	} else {
		const info = await signalingInfo();
		qr = new QrTransport('', qrIce(info));
		const transport = withQrPairing(createPeerJsTransport(info.config), qr);
		session = await naming(info, async () => NetSession.host(await baseDeps(transport), o));
	}
	// The room code exists only now: the offers carry it.
	qr.room = session.code;
	pairings.set(session.code, qr);
	rememberMode(session.code, mode);
	live.set(session.code, session);
	return session;
}

export async function joinRoom(code: string, name: string, hostKey?: string): Promise<NetSession> {
	const existing = live.get(code);
	if (existing) return existing;
	const info = await signalingInfo();
	const session = await naming(info, async () => NetSession.join(await sessionDeps(code), { code, name, hostKey }));
	rememberMode(code, 'server');
	live.set(session.code, session);
	return session;
}

/**
 * Guest: joins (or pairs again with) the room of a host's QR offer. `answer`
 * resolves with the text to show the host (QR and copyable) or the reason the
 * offer cannot be used; `session` resolves once the host has read the answer
 * and welcomed this device.
 */
export function joinByOffer(offerText: string, name: string): { code: string | null; answer: Promise<PairingResult<{ text: string }>>; session: Promise<NetSession> } {
	const read = readOffer(offerText);
	if (!read.ok) {
		const err = new NetError(read.error, 'pairing');
		const session = Promise.reject(err);
		session.catch(() => undefined);
		return { code: null, answer: Promise.resolve(read), session };
	}
	const { payload } = read;
	const code = payload.room;
	const existing = live.get(code);
	const qrExisting = pairings.get(code);
	if (existing && qrExisting) {
		// The host may be at a new address (it reloaded): the session calls it there once paired.
		existing.hostAt(payload.from);
		return { code, answer: qrExisting.acceptOffer(payload), session: Promise.resolve(existing) };
	}
	const started = qrDeps(code);
	const answer = started.then(({ qr }) => qr.acceptOffer(payload));
	const session = started.then(async ({ deps }) => {
		// The host's key fingerprint travels in the offer: the session checks the host against it.
		const s = await NetSession.join(deps, { code, name, hostKey: payload.fp, hostAddr: payload.from });
		rememberMode(code, 'qr');
		live.set(s.code, s);
		return s;
	});
	return { code, answer, session };
}

export async function savedSession(code: string): Promise<SavedSession | undefined> {
	return get<SavedSession>(sessionKey(code), db());
}

/** The live session of a room, or the remembered one reopened (after a reload). */
export async function openRoom(code: string, o: { mode?: NetMode } = {}): Promise<NetSession | undefined> {
	const existing = live.get(code);
	if (existing) return existing;
	const saved = await savedSession(code);
	if (!saved) return undefined;
	const mode = o.mode ?? roomMode(code);
	let session: NetSession;
	if (mode === 'qr') session = await NetSession.resume((await qrDeps(code)).deps, saved);
	else {
		const info = await signalingInfo();
		session = await naming(info, async () => NetSession.resume(await sessionDeps(code), saved));
	}
	rememberMode(code, mode);
	live.set(code, session);
	return session;
}

/**
 * "This is not my room": forgets the host this device trusted on first use (it joined by a
 * typed code, maybe while a squatter held the room's address) and joins again, trusting
 * only the host whose key is `hostKey` (its fingerprint pins it, as a join link does).
 */
export async function rejoinTrusting(code: string, name: string, hostKey: string): Promise<NetSession> {
	await leaveRoom(code);
	return joinRoom(code, name, fingerprint(hostKey));
}

export async function leaveRoom(code: string): Promise<void> {
	live.get(code)?.leave();
	live.delete(code);
	pairings.delete(code);
	try {
		localStorage.removeItem(MODE_KEY(code));
	} catch {
		/* nothing remembered */
	}
	await del(sessionKey(code), db());
}

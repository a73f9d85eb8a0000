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
import { resolveSignaling } from './config';
import { createPeerJsTransport } from './peerjs';
import { NetSession, type SavedSession, type SessionDeps } from './session';
import { identityFromSecret, SECRET_BYTES, type DeviceIdentity } from './identity';

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

export async function sessionDeps(): Promise<SessionDeps> {
	const signaling = await resolveSignaling();
	return {
		transport: createPeerJsTransport(signaling),
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
		timings: timings(),
		// The host's bots choose in the app's bot worker.
		botClient: appBotClient()
	};
}

const live = new Map<string, NetSession>();

export function liveSession(code: string): NetSession | undefined {
	return live.get(code);
}

export async function hostRoom(o: Parameters<typeof NetSession.host>[1]): Promise<NetSession> {
	const session = await NetSession.host(await sessionDeps(), o);
	live.set(session.code, session);
	return session;
}

export async function joinRoom(code: string, name: string, hostKey?: string): Promise<NetSession> {
	const existing = live.get(code);
	if (existing) return existing;
	const session = await NetSession.join(await sessionDeps(), { code, name, hostKey });
	live.set(session.code, session);
	return session;
}

export async function savedSession(code: string): Promise<SavedSession | undefined> {
	return get<SavedSession>(sessionKey(code), db());
}

/** The live session of a room, or the remembered one reopened (after a reload). */
export async function openRoom(code: string): Promise<NetSession | undefined> {
	const existing = live.get(code);
	if (existing) return existing;
	const saved = await savedSession(code);
	if (!saved) return undefined;
	const session = await NetSession.resume(await sessionDeps(), saved);
	live.set(code, session);
	return session;
}

export async function leaveRoom(code: string): Promise<void> {
	live.get(code)?.leave();
	live.delete(code);
	await del(sessionKey(code), db());
}

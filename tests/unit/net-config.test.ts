import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	EXTERNAL_DEFAULT,
	NET_ERROR_CODES,
	PEER_PATH,
	STORAGE_KEY,
	defaultSignaling,
	detectLocalPeerServer,
	loadSignaling,
	localSignaling,
	resetDetection,
	resetSignaling,
	resolveSignaling,
	resolveSignalingInfo,
	saveSignaling,
	toDraft,
	validateSignaling,
	type SignalingDraft
} from '../../src/lib/net/config';
import { createDefragmenter, peerOptions, toFrames } from '../../src/lib/net/peerjs';
import { settingsCs as cs, settingsEn as en } from '../../src/lib/i18n/settings';

class MemoryStorage {
	private m = new Map<string, string>();
	getItem(k: string) {
		return this.m.has(k) ? this.m.get(k)! : null;
	}
	setItem(k: string, v: string) {
		this.m.set(k, String(v));
	}
	removeItem(k: string) {
		this.m.delete(k);
	}
	clear() {
		this.m.clear();
	}
}

const draft = (over: Partial<SignalingDraft> = {}): SignalingDraft => ({
	host: 'peers.example.org',
	port: '9000',
	path: '/myapp',
	secure: true,
	iceServers: [],
	...over
});

const codes = (d: SignalingDraft) => {
	const r = validateSignaling(d);
	return r.ok ? [] : r.errors.map((e) => (e.index === undefined ? `${e.field}:${e.code}` : `${e.field}[${e.index}]:${e.code}`));
};

const peerServerJson = { name: 'PeerJS Server', description: 'A server side element…', website: 'https://peerjs.com/' };
const jsonResponse = (body: unknown) =>
	new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
const htmlResponse = () => new Response('<!doctype html><html></html>', { status: 200, headers: { 'content-type': 'text/html' } });

beforeEach(() => {
	vi.stubGlobal('localStorage', new MemoryStorage());
	vi.stubGlobal('location', { protocol: 'http:', hostname: '192.168.1.20', port: '4173', origin: 'http://192.168.1.20:4173' });
	resetDetection();
});
afterEach(() => {
	vi.unstubAllGlobals();
	resetDetection();
});

describe('validateSignaling', () => {
	it('accepts and normalises a good config', () => {
		const r = validateSignaling(
			draft({
				host: '  peers.example.org ',
				port: ' 9000 ',
				iceServers: [
					{ urls: 'stun:stun.example.org:3478' },
					{ urls: 'turn:turn.example.org:3478?transport=udp, turns:turn.example.org:5349', username: ' u ', credential: 'p' },
					{ urls: '', username: '', credential: '' }
				]
			})
		);
		expect(r).toEqual({
			ok: true,
			config: {
				host: 'peers.example.org',
				port: 9000,
				path: '/myapp',
				secure: true,
				iceServers: [
					{ urls: 'stun:stun.example.org:3478' },
					{ urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'], username: 'u', credential: 'p' }
				]
			}
		});
	});

	it('accepts IPv4, localhost and bracketed IPv6 hosts; an empty path means /', () => {
		for (const host of ['192.168.1.20', 'localhost', '[::1]', '[fe80::1:2]', '0.peerjs.com']) expect(codes(draft({ host }))).toEqual([]);
		const r = validateSignaling(draft({ path: ' ' }));
		expect(r.ok && r.config.path).toBe('/');
	});

	it('rejects bad hosts with a specific code', () => {
		expect(codes(draft({ host: '' }))).toEqual(['host:hostEmpty']);
		expect(codes(draft({ host: 'https://peers.example.org' }))).toEqual(['host:hostScheme']);
		expect(codes(draft({ host: 'peers.example.org/peerjs' }))).toEqual(['host:hostScheme']);
		expect(codes(draft({ host: 'peers example.org' }))).toEqual(['host:hostInvalid']);
		expect(codes(draft({ host: '-bad-.org' }))).toEqual(['host:hostInvalid']);
		expect(codes(draft({ host: '::1' }))).toEqual(['host:hostInvalid']);
	});

	it('rejects bad ports and paths', () => {
		for (const port of ['', '0', '65536', '80a', '-1', '1.5', 70000]) expect(codes(draft({ port }))).toEqual(['port:portInvalid']);
		for (const port of ['1', '443', 65535]) expect(codes(draft({ port }))).toEqual([]);
		for (const path of ['peerjs', '/a b', '/x?y', '/x#y', '\\x']) expect(codes(draft({ path }))).toEqual(['path:pathInvalid']);
	});

	it('rejects bad ICE rows with their index and collects all errors', () => {
		expect(
			codes(
				draft({
					host: '',
					port: 'x',
					iceServers: [
						{ urls: 'stun:ok.example.org' },
						{ urls: 'http://stun.example.org' },
						{ urls: 'turn:turn.example.org' },
						{ urls: ' ', username: 'someone' },
						{ urls: 'turn:turn.example.org', username: 'u' }
					]
				})
			)
		).toEqual([
			'host:hostEmpty',
			'port:portInvalid',
			'iceServers[1]:iceUrlInvalid',
			'iceServers[2]:iceTurnCredentials',
			'iceServers[3]:iceUrlEmpty',
			'iceServers[4]:iceTurnCredentials'
		]);
	});

	it('has a Czech and an English message for every error code', () => {
		for (const code of NET_ERROR_CODES) {
			expect(cs.settings.net.err[code], `cs ${code}`).toMatch(/\S/);
			expect(en.settings.net.err[code], `en ${code}`).toMatch(/\S/);
			expect(cs.settings.net.err[code]).not.toBe(en.settings.net.err[code]);
		}
	});

	it('round-trips through the form draft', () => {
		const r = validateSignaling(toDraft(EXTERNAL_DEFAULT));
		expect(r).toEqual({ ok: true, config: EXTERNAL_DEFAULT });
	});
});

describe('storage', () => {
	it('saves, loads and resets', () => {
		expect(loadSignaling()).toBeNull();
		const saved = saveSignaling(draft({ iceServers: [{ urls: 'stun:s.example.org' }] }));
		expect(saved.ok).toBe(true);
		expect(loadSignaling()).toEqual({
			host: 'peers.example.org',
			port: 9000,
			path: '/myapp',
			secure: true,
			iceServers: [{ urls: 'stun:s.example.org' }]
		});
		resetSignaling();
		expect(loadSignaling()).toBeNull();
	});

	it('saves nothing when invalid', () => {
		const r = saveSignaling(draft({ port: '0' }));
		expect(r.ok).toBe(false);
		expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
	});

	it('ignores junk and invalid stored values', () => {
		localStorage.setItem(STORAGE_KEY, '{not json');
		expect(loadSignaling()).toBeNull();
		localStorage.setItem(STORAGE_KEY, JSON.stringify({ v: 1, host: '', port: 1, path: '/', secure: false, iceServers: [] }));
		expect(loadSignaling()).toBeNull();
		localStorage.setItem(STORAGE_KEY, JSON.stringify({ v: 99, host: 'a.org', port: 1, path: '/', secure: false, iceServers: [] }));
		expect(loadSignaling()).toBeNull();
	});
});

describe('defaults', () => {
	it('uses the same origin when the app is served with its own PeerServer', async () => {
		const fetchMock = vi.fn(async () => jsonResponse(peerServerJson));
		vi.stubGlobal('fetch', fetchMock);
		expect(await resolveSignalingInfo()).toEqual({
			source: 'local',
			config: { host: '192.168.1.20', port: 4173, path: PEER_PATH, secure: false, iceServers: [] }
		});
		await resolveSignaling();
		await defaultSignaling();
		expect(fetchMock).toHaveBeenCalledTimes(1); // cached per page load
		expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/peerjs');
	});

	it('falls back to the external default on static hosting, errors and offline', async () => {
		for (const answer of [() => htmlResponse(), () => jsonResponse({ name: 'something else' }), () => Promise.reject(new TypeError('offline'))]) {
			resetDetection();
			vi.stubGlobal('fetch', vi.fn(answer));
			const info = await resolveSignalingInfo();
			expect(info).toEqual({ source: 'external', config: EXTERNAL_DEFAULT });
			expect(info.config).not.toBe(EXTERNAL_DEFAULT); // a copy the caller may change
		}
		expect(EXTERNAL_DEFAULT).toMatchObject({ host: '0.peerjs.com', port: 443, path: '/', secure: true });
		expect(EXTERNAL_DEFAULT.iceServers[0].urls).toMatch(/^stun:/);
	});

	it('saved settings win over the default', async () => {
		vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(peerServerJson)));
		saveSignaling(draft());
		const info = await resolveSignalingInfo();
		expect(info.source).toBe('custom');
		expect(info.config.host).toBe('peers.example.org');
		expect(await detectLocalPeerServer()).toBe(true);
	});

	it('derives ports and security from the page address', () => {
		expect(localSignaling({ protocol: 'https:', hostname: 'games.lan', port: '' })).toEqual({
			host: 'games.lan',
			port: 443,
			path: '/peerjs',
			secure: true,
			iceServers: []
		});
		expect(localSignaling({ protocol: 'http:', hostname: 'localhost', port: '' }).port).toBe(80);
	});
});

describe('peerjs transport helpers (no browser)', () => {
	it('builds PeerJS options from a config', () => {
		expect(peerOptions({ host: 'h.org', port: 9000, path: '/p', secure: false, iceServers: [{ urls: 'stun:s.org' }] })).toEqual({
			host: 'h.org',
			port: 9000,
			path: '/p',
			secure: false,
			key: 'peerjs',
			debug: 0,
			config: { iceServers: [{ urls: 'stun:s.org' }] }
		});
	});

	it('frames and reassembles messages of any size without splitting surrogate pairs', () => {
		const samples = ['', 'a', 'x'.repeat(10), 'ž'.repeat(25), '😀'.repeat(30), 'a' + '😀'.repeat(40)];
		for (const s of samples) {
			const frames = toFrames(s, 7);
			const defrag = createDefragmenter();
			const out = frames.map((f) => defrag(f)).filter((m) => m !== null);
			expect(out).toEqual([s]);
			for (const f of frames) expect(f).not.toMatch(/[\ud800-\udbff]$/);
		}
		expect(toFrames('short')).toEqual(['.short']);
		const defrag = createDefragmenter();
		expect(defrag(42)).toBeNull();
		expect(defrag('?junk')).toBeNull();
	});
});

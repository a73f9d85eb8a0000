/**
 * The text of a QR pairing: a WebRTC offer (host → guest) or answer
 * (guest → host) packed small enough for a QR code a phone camera reads and for
 * a message pasted by hand.
 *
 * Format: `DK1` + base64url(deflate-raw(JSON)). The JSON keeps only what the
 * other browser needs from the SDP (ICE user fragment and password, the DTLS
 * fingerprint, the setup role, the media id and the candidates without their
 * optional extensions) and rebuilds a data-channel SDP from it. An SDP this
 * module does not understand travels whole (`sdp`), so an unusual browser still
 * pairs, with a bigger code.
 *
 * `decodePairing` never throws: garbage gives `{ ok: false, error }` with a
 * Czech/English reason.
 */
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import type { Text } from '$lib/engine';

export const PAIRING_PREFIX = 'DK1';
/** Longest text accepted (a QR code holds at most ~2.9 KB; anything longer is not ours). */
export const MAX_PAIRING_CHARS = 4096;
/** Largest JSON accepted after inflating (a bound on deflate bombs). */
const MAX_JSON_BYTES = 32 * 1024;

export interface PairingPayload {
	kind: 'offer' | 'answer';
	/** Room code. */
	room: string;
	/** The sender's network address (transport id). */
	from: string;
	/** Offer: a random id of this offer; the answer repeats it. */
	nonce: string;
	/** Answer: the address of the device that made the offer. */
	to?: string;
	/** Offer: the host's key fingerprint (signed device identities), when known. */
	fp?: string;
	/** The session description (SDP). */
	sdp: string;
}

export type DecodeResult = { ok: true; payload: PairingPayload } | { ok: false; error: Text; code: DecodeErrorCode };
export type DecodeErrorCode = 'empty' | 'tooLong' | 'notOurs' | 'corrupt' | 'version' | 'kind';

const T = (cs: string, en: string): Text => ({ cs, en });

// ---------------------------------------------------------------- SDP ⇄ compact

/** The parts of a data-channel SDP we keep. */
interface CompactSdp {
	/** ice-ufrag, ice-pwd */
	u: string;
	p: string;
	/** fingerprint hash function (omitted: sha-256) and its bytes, base64url */
	fa?: string;
	fh: string;
	/** setup role: 0 actpass, 1 active, 2 passive */
	st: number;
	/** media id (omitted: "0") */
	m?: string;
	/** sctp-port (omitted: 5000), max-message-size (omitted: none) */
	sp?: number;
	mx?: number;
	/** candidates without "candidate:" and without their optional extensions */
	c: string[];
}

const SETUPS = ['actpass', 'active', 'passive'];
const CANDIDATE_EXTENSIONS = new Set(['generation', 'ufrag', 'network-id', 'network-cost']);

/** Keeps a candidate's mandatory part (and raddr/rport/tcptype); drops generation, ufrag, network-id/-cost. */
export function trimCandidate(c: string): string {
	const tokens = c.replace(/^a=/, '').replace(/^candidate:/, '').trim().split(/\s+/);
	const out: string[] = [];
	for (let i = 0; i < tokens.length; i++) {
		if (i >= 8 && CANDIDATE_EXTENSIONS.has(tokens[i])) {
			i++; // skip its value too
			continue;
		}
		out.push(tokens[i]);
	}
	return out.join(' ');
}

function bytesToB64url(bytes: Uint8Array): string {
	let s = '';
	for (const b of bytes) s += String.fromCharCode(b);
	return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function b64urlToBytes(text: string): Uint8Array | null {
	if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
	try {
		const s = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
		const out = new Uint8Array(s.length);
		for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
		return out;
	} catch {
		return null;
	}
}

/** The compact form of a data-channel SDP, or null when it has anything else (then it travels whole). */
export function compactSdp(sdp: string): CompactSdp | null {
	const lines = sdp.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
	const media = lines.filter((l) => l.startsWith('m='));
	if (media.length !== 1 || !/^m=application \d+ UDP\/DTLS\/SCTP webrtc-datachannel$/.test(media[0])) return null;
	const attr = (name: string) => lines.find((l) => l.startsWith(`a=${name}:`))?.slice(name.length + 3);
	const u = attr('ice-ufrag');
	const p = attr('ice-pwd');
	const fp = attr('fingerprint');
	const setup = attr('setup');
	const mid = attr('mid') ?? '0';
	if (!u || !p || !fp || !setup) return null;
	const [fa, hex] = fp.split(' ');
	if (!fa || !hex || !/^([0-9A-F]{2}:)*[0-9A-F]{2}$/i.test(hex)) return null;
	const st = SETUPS.indexOf(setup);
	if (st < 0) return null;
	const sp = Number(attr('sctp-port') ?? 5000);
	const mxRaw = attr('max-message-size');
	const out: CompactSdp = {
		u,
		p,
		fh: bytesToB64url(Uint8Array.from(hex.split(':'), (h) => parseInt(h, 16))),
		st,
		// Active TCP candidates (port 9) only ever dial out: the other side has nothing to reach there.
		c: lines
			.filter((l) => l.startsWith('a=candidate:'))
			.map(trimCandidate)
			.filter((x) => !/ tcptype active$/.test(x))
	};
	if (fa.toLowerCase() !== 'sha-256') out.fa = fa;
	if (mid !== '0') out.m = mid;
	if (sp !== 5000 && Number.isFinite(sp)) out.sp = sp;
	if (mxRaw && /^\d+$/.test(mxRaw)) out.mx = Number(mxRaw);
	return out;
}

/** A data-channel SDP rebuilt from its compact form. */
export function expandSdp(c: CompactSdp): string {
	const fp = Array.from(b64urlToBytes(c.fh) ?? [], (b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':');
	const mid = c.m ?? '0';
	const lines = [
		'v=0',
		'o=- 0 2 IN IP4 127.0.0.1',
		's=-',
		't=0 0',
		`a=group:BUNDLE ${mid}`,
		'a=msid-semantic: WMS',
		'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
		'c=IN IP4 0.0.0.0',
		...c.c.map((x) => `a=candidate:${x}`),
		'a=end-of-candidates',
		`a=ice-ufrag:${c.u}`,
		`a=ice-pwd:${c.p}`,
		`a=fingerprint:${c.fa ?? 'sha-256'} ${fp}`,
		`a=setup:${SETUPS[c.st] ?? 'actpass'}`,
		`a=mid:${mid}`,
		`a=sctp-port:${c.sp ?? 5000}`,
		...(c.mx !== undefined ? [`a=max-message-size:${c.mx}`] : [])
	];
	return lines.join('\r\n') + '\r\n';
}

// ---------------------------------------------------------------- text ⇄ payload

/** The pairing text of a payload. */
export function encodePairing(p: PairingPayload): string {
	const compact = compactSdp(p.sdp);
	const wire: Record<string, unknown> = { v: 1, k: p.kind === 'offer' ? 'o' : 'a', r: p.room, f: p.from, n: p.nonce };
	if (p.to !== undefined) wire.t = p.to;
	if (p.fp !== undefined) wire.fp = p.fp;
	if (compact) wire.s = compact;
	else wire.sdp = p.sdp;
	return PAIRING_PREFIX + bytesToB64url(deflateSync(strToU8(JSON.stringify(wire)), { level: 9 }));
}

const isStr = (x: unknown, max = 200): x is string => typeof x === 'string' && x.length > 0 && x.length <= max;

function checkCompact(x: unknown): CompactSdp | null {
	if (!x || typeof x !== 'object') return null;
	const c = x as Record<string, unknown>;
	if (!isStr(c.u, 256) || !isStr(c.p, 256) || !isStr(c.fh, 200) || b64urlToBytes(c.fh) === null) return null;
	if (typeof c.st !== 'number' || !SETUPS[c.st]) return null;
	if (c.fa !== undefined && !(isStr(c.fa, 20) && /^[a-z0-9-]+$/i.test(c.fa))) return null;
	if (c.m !== undefined && !(isStr(c.m, 32) && /^[\w-]+$/.test(c.m))) return null;
	if (c.sp !== undefined && !(Number.isInteger(c.sp) && (c.sp as number) > 0 && (c.sp as number) < 65536)) return null;
	if (c.mx !== undefined && !(Number.isInteger(c.mx) && (c.mx as number) >= 0)) return null;
	if (!Array.isArray(c.c) || c.c.length > 64 || !c.c.every((x) => isStr(x, 300) && !/[\r\n]/.test(x))) return null;
	// Nothing may smuggle extra SDP lines in.
	if ([c.u, c.p].some((s) => /[\r\n\s]/.test(s as string))) return null;
	return c as unknown as CompactSdp;
}

/**
 * The payload of a pairing text (spaces and line breaks, as left by copying
 * from a chat, are ignored). `expect` refuses the other kind with a clear reason.
 */
export function decodePairing(text: unknown, expect?: 'offer' | 'answer'): DecodeResult {
	const fail = (code: DecodeErrorCode, error: Text): DecodeResult => ({ ok: false, code, error });
	try {
		if (typeof text !== 'string' || !text.trim()) return fail('empty', T('Kód párování je prázdný.', 'The pairing code is empty.'));
		const clean = text.replace(/\s+/g, '');
		if (clean.length > MAX_PAIRING_CHARS)
			return fail('tooLong', T('Tohle není kód párování Deskovek (je příliš dlouhý).', 'This is not a Deskovky pairing code (it is too long).'));
		if (!clean.startsWith(PAIRING_PREFIX)) {
			if (/^DK\d+/.test(clean))
				return fail('version', T('Kód párování je z novější verze aplikace. Aktualizujte aplikaci.', 'The pairing code comes from a newer version of the app. Update the app.'));
			return fail('notOurs', T('Tohle není kód párování Deskovek.', 'This is not a Deskovky pairing code.'));
		}
		const corrupt = () => fail('corrupt', T('Kód párování je poškozený nebo neúplný. Zkopírujte ho celý znovu.', 'The pairing code is damaged or incomplete. Copy all of it again.'));
		const bytes = b64urlToBytes(clean.slice(PAIRING_PREFIX.length));
		if (!bytes || bytes.length === 0) return corrupt();
		let json: string;
		try {
			const raw = inflateSync(bytes);
			if (raw.length > MAX_JSON_BYTES) return corrupt();
			json = strFromU8(raw);
		} catch {
			return corrupt();
		}
		let w: Record<string, unknown>;
		try {
			w = JSON.parse(json);
		} catch {
			return corrupt();
		}
		if (!w || typeof w !== 'object' || Array.isArray(w)) return corrupt();
		if (w.v !== 1)
			return typeof w.v === 'number' && w.v > 1
				? fail('version', T('Kód párování je z novější verze aplikace. Aktualizujte aplikaci.', 'The pairing code comes from a newer version of the app. Update the app.'))
				: corrupt();
		if ((w.k !== 'o' && w.k !== 'a') || !isStr(w.r, 32) || !isStr(w.f, 128) || !isStr(w.n, 64)) return corrupt();
		if (w.t !== undefined && !isStr(w.t, 128)) return corrupt();
		if (w.fp !== undefined && !isStr(w.fp, 256)) return corrupt();
		let sdp: string;
		if (w.s !== undefined) {
			const c = checkCompact(w.s);
			if (!c) return corrupt();
			sdp = expandSdp(c);
		} else if (isStr(w.sdp, 16_000) && w.sdp.startsWith('v=0')) sdp = w.sdp;
		else return corrupt();
		const kind = w.k === 'o' ? 'offer' : 'answer';
		if (expect && kind !== expect)
			return fail(
				'kind',
				expect === 'offer'
					? T('Tohle je odpověď hosta, ne kód hostitele. Naskenujte kód z obrazovky hostitele.', "This is a guest's answer, not the host's code. Scan the code on the host's screen.")
					: T('Tohle je kód hostitele, ne odpověď hosta. Naskenujte kód z obrazovky připojovaného zařízení.', "This is the host's code, not a guest's answer. Scan the code on the joining device's screen.")
			);
		const payload: PairingPayload = { kind, room: w.r as string, from: w.f as string, nonce: w.n as string, sdp };
		if (w.t !== undefined) payload.to = w.t as string;
		if (w.fp !== undefined) payload.fp = w.fp as string;
		return { ok: true, payload };
	} catch {
		return fail('corrupt', T('Kód párování je poškozený.', 'The pairing code is damaged.'));
	}
}

import { describe, expect, it } from 'vitest';
import { deflateSync, strToU8 } from 'fflate';
import {
	MAX_PAIRING_CHARS,
	PAIRING_PREFIX,
	compactSdp,
	decodePairing,
	encodePairing,
	expandSdp,
	trimCandidate,
	type PairingPayload
} from '../../src/lib/net/pairing-codec';

/** A data-channel offer as Chromium makes it (host candidates gathered, trickle off). */
const CHROME_OFFER = [
	'v=0',
	'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
	's=-',
	't=0 0',
	'a=group:BUNDLE 0',
	'a=extmap-allow-mixed',
	'a=msid-semantic: WMS',
	'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
	'c=IN IP4 0.0.0.0',
	'a=candidate:1467250027 1 udp 2122260223 192.168.1.23 54321 typ host generation 0 network-id 1 network-cost 10',
	'a=candidate:3229334413 1 udp 2122194687 9f3b2c1e-4b7a-4e52-9d0e-2d6f1a7c9b10.local 60012 typ host generation 0 network-id 2',
	'a=candidate:303412455 1 tcp 1518280447 192.168.1.23 9 typ host tcptype active generation 0 network-id 1 network-cost 10',
	'a=candidate:842163049 1 udp 1686052607 85.160.3.4 54321 typ srflx raddr 192.168.1.23 rport 54321 generation 0 network-id 1 network-cost 10',
	'a=ice-ufrag:Xk3P',
	'a=ice-pwd:8c0T5NfV3pQ9wYbZrJ2mL7hD',
	'a=ice-options:trickle',
	'a=fingerprint:sha-256 4A:AD:B9:B1:3F:82:18:3B:54:02:12:DF:3E:5D:49:6B:19:E5:7C:AB:3F:C5:C0:FE:0B:6E:2B:45:6D:9E:12:B7',
	'a=setup:actpass',
	'a=mid:0',
	'a=sctp-port:5000',
	'a=max-message-size:262144',
	''
].join('\r\n');

const offer: PairingPayload = { kind: 'offer', room: 'K7M2XQ', from: 'dk-K7M2XQ-0', nonce: 'a1b2c3d4e5f6', sdp: CHROME_OFFER };

const lines = (sdp: string) => sdp.split(/\r\n/).filter(Boolean);

describe('pairing codec', () => {
	it('round-trips an offer: what WebRTC needs survives, optional candidate extensions are dropped', () => {
		const text = encodePairing(offer);
		expect(text.startsWith(PAIRING_PREFIX)).toBe(true);
		expect(text).toMatch(/^DK1[A-Za-z0-9_-]+$/);
		const d = decodePairing(text, 'offer');
		expect(d.ok).toBe(true);
		if (!d.ok) return;
		const p = d.payload;
		expect({ ...p, sdp: '' }).toEqual({ ...offer, sdp: '' });
		const out = lines(p.sdp);
		for (const keep of [
			'a=ice-ufrag:Xk3P',
			'a=ice-pwd:8c0T5NfV3pQ9wYbZrJ2mL7hD',
			'a=fingerprint:sha-256 4A:AD:B9:B1:3F:82:18:3B:54:02:12:DF:3E:5D:49:6B:19:E5:7C:AB:3F:C5:C0:FE:0B:6E:2B:45:6D:9E:12:B7',
			'a=setup:actpass',
			'a=mid:0',
			'a=group:BUNDLE 0',
			'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
			'a=sctp-port:5000',
			'a=max-message-size:262144',
			'a=candidate:1467250027 1 udp 2122260223 192.168.1.23 54321 typ host',
			'a=candidate:3229334413 1 udp 2122194687 9f3b2c1e-4b7a-4e52-9d0e-2d6f1a7c9b10.local 60012 typ host',
			'a=candidate:842163049 1 udp 1686052607 85.160.3.4 54321 typ srflx raddr 192.168.1.23 rport 54321'
		])
			expect(out).toContain(keep);
		// Re-encoding the rebuilt SDP gives the same compact form (a stable round trip).
		expect(compactSdp(p.sdp)).toEqual(compactSdp(CHROME_OFFER));
	});

	it('round-trips an answer with the offerer address and a host key fingerprint in the offer', () => {
		const answerSdp = CHROME_OFFER.replace('a=setup:actpass', 'a=setup:active').replace('Xk3P', 'Qq9z');
		const a: PairingPayload = { kind: 'answer', room: 'K7M2XQ', from: 'dk-K7M2XQ-1', to: 'dk-K7M2XQ-0', nonce: 'a1b2c3d4e5f6', sdp: answerSdp };
		const d = decodePairing(encodePairing(a), 'answer');
		expect(d.ok && { ...d.payload, sdp: '' }).toEqual({ ...a, sdp: '' });
		expect(d.ok && lines(d.payload.sdp)).toContain('a=setup:active');
		const withFp = decodePairing(encodePairing({ ...offer, fp: 'ed25519:3f9a7c' }));
		expect(withFp.ok && withFp.payload.fp).toBe('ed25519:3f9a7c');
	});

	it('is small enough for a QR code a phone reads (and much smaller than the SDP)', () => {
		const text = encodePairing(offer);
		// A QR code of version 15 at error correction M holds 412 bytes; the code should fit well below version 20 (858 at L).
		expect(text.length).toBeLessThan(412);
		expect(text.length).toBeLessThan(CHROME_OFFER.length / 2);
		console.log(`pairing code: ${text.length} characters for an SDP of ${CHROME_OFFER.length}`);
	});

	it('ignores spaces and line breaks left by copying from a chat', () => {
		const text = encodePairing(offer);
		const messy = `  ${text.slice(0, 40)}\n${text.slice(40, 90)} \r\n ${text.slice(90)}\n`;
		expect(decodePairing(messy).ok).toBe(true);
	});

	it('an SDP it does not understand travels whole', () => {
		const odd = CHROME_OFFER.replace('m=application 9 UDP/DTLS/SCTP webrtc-datachannel', 'm=application 9 DTLS/SCTP 5000');
		expect(compactSdp(odd)).toBeNull();
		const d = decodePairing(encodePairing({ ...offer, sdp: odd }));
		expect(d.ok && d.payload.sdp).toBe(odd);
	});

	it('trims candidates to their mandatory part', () => {
		expect(trimCandidate('a=candidate:1 1 udp 2122260223 10.0.0.2 5000 typ host generation 0 ufrag abcd network-id 1 network-cost 10')).toBe(
			'1 1 udp 2122260223 10.0.0.2 5000 typ host'
		);
		expect(expandSdp(compactSdp(CHROME_OFFER)!)).toContain('a=end-of-candidates');
		// Active TCP candidates are dropped: nothing can be reached at their port 9.
		expect(expandSdp(compactSdp(CHROME_OFFER)!)).not.toContain('tcptype active');
	});

	it('garbage gives a clear reason and never throws', () => {
		const deflated = (s: string) => PAIRING_PREFIX + Buffer.from(deflateSync(strToU8(s))).toString('base64url');
		const good = encodePairing(offer);
		const cases: [unknown, string][] = [
			['', 'empty'],
			['   \n', 'empty'],
			[undefined, 'empty'],
			[null, 'empty'],
			[42, 'empty'],
			[{}, 'empty'],
			['hello world', 'notOurs'],
			['https://example.com/room?code=K7M2XQ', 'notOurs'],
			['DK2abc', 'version'],
			['DK1', 'corrupt'],
			['DK1!!!!', 'corrupt'],
			['DK1' + 'A'.repeat(50), 'corrupt'],
			[good.slice(0, good.length - 20), 'corrupt'],
			[good.slice(0, 3) + good.slice(4), 'corrupt'],
			['DK1' + 'x'.repeat(MAX_PAIRING_CHARS), 'tooLong'],
			[deflated('not json'), 'corrupt'],
			[deflated('[1,2]'), 'corrupt'],
			[deflated('{"v":2}'), 'version'],
			[deflated('{"v":1,"k":"o","r":"K7M2XQ","f":"x","n":"y"}'), 'corrupt'],
			[deflated('{"v":1,"k":"o","r":"K7M2XQ","f":"x","n":"y","sdp":"hello"}'), 'corrupt'],
			[deflated(JSON.stringify({ v: 1, k: 'o', r: 'K', f: 'x', n: 'y', s: { u: 'a\r\na=evil', p: 'b', fh: 'AA', st: 0, c: [] } })), 'corrupt'],
			[deflated(JSON.stringify({ v: 1, k: 'o', r: 'K', f: 'x', n: 'y', s: { u: 'a', p: 'b', fh: 'AA', st: 0, c: ['1 1 udp 1 h 1 typ host\r\na=x'] } })), 'corrupt'],
			[deflated(JSON.stringify({ v: 1, k: 'o', r: 'K', f: 'x', n: 'y', s: { u: 'a', p: 'b', fh: 'AA', st: 7, c: [] } })), 'corrupt'],
			[deflated('{"v":1,"k":"z","r":"K","f":"x","n":"y","sdp":"v=0"}'), 'corrupt'],
			// A deflate bomb: 1 MB of spaces.
			[PAIRING_PREFIX + Buffer.from(deflateSync(new Uint8Array(1 << 20).fill(32))).toString('base64url'), 'corrupt']
		];
		for (const [input, code] of cases) {
			let r: ReturnType<typeof decodePairing> | undefined;
			expect(() => (r = decodePairing(input)), String(input).slice(0, 40)).not.toThrow();
			expect(r!.ok, String(input).slice(0, 40)).toBe(false);
			if (r!.ok) continue;
			expect(r!.code, String(input).slice(0, 40)).toBe(code);
			expect(r!.error.cs.length).toBeGreaterThan(10);
			expect(r!.error.en.length).toBeGreaterThan(10);
		}
	});

	it('says so when an answer is read where an offer is expected (and the other way round)', () => {
		const a = encodePairing({ ...offer, kind: 'answer', to: 'dk-K7M2XQ-0' });
		const asOffer = decodePairing(a, 'offer');
		expect(asOffer.ok === false && asOffer.code).toBe('kind');
		expect(asOffer.ok === false && asOffer.error.en).toMatch(/answer/);
		const asAnswer = decodePairing(encodePairing(offer), 'answer');
		expect(asAnswer.ok === false && asAnswer.code).toBe('kind');
	});

	it('every single-character corruption of a code is refused or decodes to a payload, never throws', () => {
		const good = encodePairing(offer);
		const alphabet = 'A_-z09';
		for (let i = 0; i < good.length; i += 3)
			for (const ch of alphabet) {
				const bad = good.slice(0, i) + ch + good.slice(i + 1);
				expect(() => decodePairing(bad)).not.toThrow();
			}
	});
});

describe('pairing code as a QR image', () => {
	it('the QR code the dialog shows reads back (jsQR, as the camera scanner does) to the same text', async () => {
		const QR = (await import('qrcode')).default;
		const jsQR = (await import('jsqr')).default;
		const text = encodePairing(offer);
		const qr = QR.create(text, { errorCorrectionLevel: 'L' });
		const n = qr.modules.size;
		const scale = 4;
		const margin = 4;
		const w = (n + 2 * margin) * scale;
		const data = new Uint8ClampedArray(w * w * 4).fill(255);
		for (let y = 0; y < n; y++)
			for (let x = 0; x < n; x++) {
				if (!qr.modules.get(x, y)) continue;
				for (let dy = 0; dy < scale; dy++)
					for (let dx = 0; dx < scale; dx++) {
						const i = ((y + margin) * scale + dy) * w * 4 + ((x + margin) * scale + dx) * 4;
						data[i] = data[i + 1] = data[i + 2] = 0;
					}
			}
		const found = jsQR(data, w, w);
		expect(found?.data).toBe(text);
		console.log(`QR version ${qr.version} (${n}×${n} modules) for ${text.length} characters`);
		expect(qr.version).toBeLessThanOrEqual(15);
	});
});

/**
 * Device identities: every device signs with an Ed25519 key pair of its own
 * (@noble/curves: pure JS, so it works in insecure contexts too, where WebCrypto
 * is missing). A device is known in a room by its public key; a message that
 * claims who a device is (hello, the handshake's answers, a host's claim to a
 * term) carries the key and a signature over the message and a fresh nonce of
 * the receiver's, so it cannot be replayed on another link (protocol.ts, TRUST).
 *
 * A fingerprint is the first 16 bytes of sha256(public key), in hex: the join
 * link carries the host's. People compare a short form of it: five pictures.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

export interface DeviceIdentity {
	/** The public key, 64 hex characters. */
	readonly publicKey: string;
	/** Signs text; the signature in 128 hex characters. */
	sign(text: string): string;
}

export const SECRET_BYTES = 32;

/** An identity from a 32-byte secret (kept by the app in IndexedDB; tests draw it from a seed). */
export function identityFromSecret(secret: Uint8Array): DeviceIdentity {
	if (secret.length !== SECRET_BYTES) throw new Error('an Ed25519 secret has 32 bytes');
	const sk = secret.slice();
	const publicKey = bytesToHex(ed25519.getPublicKey(sk));
	return { publicKey, sign: (text) => bytesToHex(ed25519.sign(utf8ToBytes(text), sk)) };
}

const KEY = /^[0-9a-f]{64}$/;
const SIG = /^[0-9a-f]{128}$/;
export const isPublicKey = (v: unknown): v is string => typeof v === 'string' && KEY.test(v);
export const isSignature = (v: unknown): v is string => typeof v === 'string' && SIG.test(v);

/** True when `sig` is `key`'s signature of `text`; never throws (a malformed key or signature is false). */
export function verifySignature(key: string, text: string, sig: string): boolean {
	if (!isPublicKey(key) || !isSignature(sig)) return false;
	try {
		return ed25519.verify(hexToBytes(sig), utf8ToBytes(text), hexToBytes(key));
	} catch {
		return false;
	}
}

export const FINGERPRINT_CHARS = 32;
/** sha256(public key bytes), first 16 bytes in hex. */
export function fingerprint(key: string): string {
	return bytesToHex(sha256(hexToBytes(key))).slice(0, FINGERPRINT_CHARS);
}
export const isFingerprint = (v: unknown): v is string => typeof v === 'string' && new RegExp(`^[0-9a-f]{${FINGERPRINT_CHARS}}$`).test(v);

/** 64 pictures that look different on every platform, with names for screen readers. */
export const PICTURES: readonly { emoji: string; cs: string; en: string }[] = [
	['🐶', 'pes', 'dog'], ['🐱', 'kočka', 'cat'], ['🐭', 'myš', 'mouse'], ['🐰', 'králík', 'rabbit'],
	['🦊', 'liška', 'fox'], ['🐻', 'medvěd', 'bear'], ['🐼', 'panda', 'panda'], ['🐨', 'koala', 'koala'],
	['🐯', 'tygr', 'tiger'], ['🦁', 'lev', 'lion'], ['🐮', 'kráva', 'cow'], ['🐷', 'prase', 'pig'],
	['🐸', 'žába', 'frog'], ['🐵', 'opice', 'monkey'], ['🐔', 'slepice', 'chicken'], ['🐧', 'tučňák', 'penguin'],
	['🦉', 'sova', 'owl'], ['🦆', 'kachna', 'duck'], ['🐴', 'kůň', 'horse'], ['🦄', 'jednorožec', 'unicorn'],
	['🐝', 'včela', 'bee'], ['🐌', 'šnek', 'snail'], ['🦋', 'motýl', 'butterfly'], ['🐢', 'želva', 'turtle'],
	['🐍', 'had', 'snake'], ['🐙', 'chobotnice', 'octopus'], ['🐟', 'ryba', 'fish'], ['🐬', 'delfín', 'dolphin'],
	['🐳', 'velryba', 'whale'], ['🦀', 'krab', 'crab'], ['🐘', 'slon', 'elephant'], ['🦒', 'žirafa', 'giraffe'],
	['🌵', 'kaktus', 'cactus'], ['🌲', 'strom', 'tree'], ['🍄', 'houba', 'mushroom'], ['🌻', 'slunečnice', 'sunflower'],
	['🍎', 'jablko', 'apple'], ['🍌', 'banán', 'banana'], ['🍇', 'hrozny', 'grapes'], ['🍓', 'jahoda', 'strawberry'],
	['🍒', 'třešně', 'cherries'], ['🍋', 'citron', 'lemon'], ['🥕', 'mrkev', 'carrot'], ['🌽', 'kukuřice', 'corn'],
	['🍕', 'pizza', 'pizza'], ['🍩', 'kobliha', 'doughnut'], ['🎂', 'dort', 'cake'], ['☕', 'káva', 'coffee'],
	['⚽', 'míč', 'ball'], ['🎸', 'kytara', 'guitar'], ['🎲', 'kostka', 'die'], ['🔑', 'klíč', 'key'],
	['⏰', 'budík', 'alarm clock'], ['📚', 'knihy', 'books'], ['✏️', 'tužka', 'pencil'], ['🚲', 'kolo', 'bicycle'],
	['🚀', 'raketa', 'rocket'], ['⛵', 'plachetnice', 'sailboat'], ['🚂', 'lokomotiva', 'locomotive'], ['🏠', 'dům', 'house'],
	['⭐', 'hvězda', 'star'], ['🌙', 'měsíc', 'moon'], ['☂️', 'deštník', 'umbrella'], ['❄️', 'vločka', 'snowflake']
].map(([emoji, cs, en]) => ({ emoji, cs, en }));

export const PICTURE_COUNT = 5;
/** Five pictures from a key's fingerprint (6 bits each: 30 bits), for people to compare aloud. */
export function pictures(key: string): { emoji: string; cs: string; en: string }[] {
	const bytes = hexToBytes(fingerprint(key));
	let bits = 0;
	let acc = 0;
	const out: { emoji: string; cs: string; en: string }[] = [];
	for (const b of bytes) {
		acc = (acc << 8) | b;
		bits += 8;
		while (bits >= 6 && out.length < PICTURE_COUNT) {
			bits -= 6;
			out.push(PICTURES[(acc >> bits) & 63]);
		}
		acc &= (1 << bits) - 1;
		if (out.length === PICTURE_COUNT) break;
	}
	return out;
}

/**
 * Canonical JSON (keys sorted at every level) so a signature covers the same
 * text on both ends, whatever order the fields travelled in.
 */
export function canonical(v: unknown): string {
	if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
	if (Array.isArray(v)) return `[${v.map((x) => (x === undefined ? 'null' : canonical(x))).join(',')}]`;
	const o = v as Record<string, unknown>;
	const keys = Object.keys(o)
		.filter((k) => o[k] !== undefined)
		.sort();
	return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
}

/** The text a handshake message's signature covers: the message without `sig`, bound to the receiver's nonce. */
export function signedText(m: Record<string, unknown>, nonce: string): string {
	const { sig: _sig, ...rest } = m;
	return `deskovky-2|${nonce}|${canonical(rest)}`;
}

/** Signs a message for a receiver's nonce: the message with `key` and `sig` added. */
export function signMessage<M extends Record<string, unknown>>(m: M, id: DeviceIdentity, nonce: string): M & { key: string; sig: string } {
	const withKey = { ...m, key: id.publicKey };
	return { ...withKey, sig: id.sign(signedText(withKey, nonce)) };
}

/** True when a message carries a valid signature of its own `key` for `nonce`. */
export function verifyMessage(msg: object, nonce: string): boolean {
	const m = msg as Record<string, unknown>;
	return typeof m.key === 'string' && typeof m.sig === 'string' && verifySignature(m.key, signedText(m, nonce), m.sig);
}

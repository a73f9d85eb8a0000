/**
 * TEMPORARY stand-in (lane `net`) for the engine half of secret simultaneous choices, written
 * to the agreed contract; replaced by the `secret` lane's module when i24/secret is merged.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson } from '../hash';

export type SecretAction<C> = { t: 'secret'; choice: C } | { t: 'commit'; digest: string } | { t: 'reveal'; choice: C; salt: string };

/** A secret choice in the clear (pass-and-play, local bots): never sent online. */
export function isSecretChoice(action: unknown): action is { t: 'secret'; choice: unknown } {
	return typeof action === 'object' && action !== null && (action as { t?: unknown }).t === 'secret';
}

/** Lowercase hex SHA-256 of the canonical JSON of `{ seat, choice, salt }`. */
export function commitDigest(seat: number, choice: unknown, salt: string): string {
	return bytesToHex(sha256(utf8ToBytes(canonicalJson({ seat, choice, salt }))));
}

/** 32 random bytes as 64 hex characters. */
export function newSalt(): string {
	const bytes = new Uint8Array(32);
	crypto.getRandomValues(bytes);
	return bytesToHex(bytes);
}

export const REVEAL_MISMATCH = { cs: 'Odhalená volba neodpovídá závazku.', en: 'The reveal does not match the commitment.' };

/**
 * Match ids. `crypto.randomUUID` exists only in secure contexts (https, localhost); a phone on the
 * LAN address (`http://192.168.…`) has only `crypto.getRandomValues`, which builds the same kind of
 * id: a random version-4 UUID (RFC 9562).
 */
export function newMatchId(): string {
	if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
	const b = crypto.getRandomValues(new Uint8Array(16));
	b[6] = (b[6] & 0x0f) | 0x40; // version 4
	b[8] = (b[8] & 0x3f) | 0x80; // variant 10
	const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
	return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

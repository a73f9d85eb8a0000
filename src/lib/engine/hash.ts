/**
 * A stable hash of a game state: canonical JSON (object keys sorted) hashed
 * with 64-bit FNV-1a. Equal states give equal hashes on every device.
 */
export function canonicalJson(value: unknown): string {
	if (value === null || typeof value !== 'object') {
		if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
		return value === undefined ? 'null' : JSON.stringify(value);
	}
	if (Array.isArray(value)) return '[' + value.map(canonicalJson).join(',') + ']';
	const obj = value as Record<string, unknown>;
	const keys = Object.keys(obj)
		.filter((k) => obj[k] !== undefined)
		.sort();
	return '{' + keys.map((k) => JSON.stringify(k) + ':' + canonicalJson(obj[k])).join(',') + '}';
}

export function fnv1a64(text: string): string {
	// Two 32-bit halves of the 64-bit FNV-1a state, multiplied by the FNV prime 2^40 + 0x1b3.
	let hi = 0xcbf29ce4,
		lo = 0x84222325;
	for (let i = 0; i < text.length; i++) {
		lo = (lo ^ text.charCodeAt(i)) >>> 0;
		const loMul = lo * 0x1b3;
		const carry = Math.floor(loMul / 0x100000000);
		const newLo = loMul >>> 0;
		hi = (Math.imul(hi, 0x1b3) + Math.imul(lo, 0x100) + carry) >>> 0;
		lo = newLo;
	}
	return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}

export function hashState(state: unknown): string {
	return fnv1a64(canonicalJson(state));
}

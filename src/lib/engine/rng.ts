/**
 * Seeded pseudo-random numbers kept inside the game state (sfc32), so a match
 * is a pure fold of its action log. Rules code must draw all randomness here.
 */
export type RngState = [number, number, number, number];

/** Hashes any string into a 128-bit starting state (cyrb128). */
export function rngFromSeed(seed: string): RngState {
	let h1 = 1779033703,
		h2 = 3144134277,
		h3 = 1013904242,
		h4 = 2773480762;
	for (let i = 0; i < seed.length; i++) {
		const k = seed.charCodeAt(i);
		h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
		h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
		h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
		h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
	}
	h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
	h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
	h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
	h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
	const state: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
	for (let i = 0; i < 12; i++) nextUint32(state);
	return state;
}

/** Advances `s` in place and returns a uniform 32-bit unsigned integer. */
export function nextUint32(s: RngState): number {
	const t = (((s[0] + s[1]) >>> 0) + s[3]) >>> 0;
	s[3] = (s[3] + 1) >>> 0;
	s[0] = s[1] ^ (s[1] >>> 9);
	s[1] = (s[2] + (s[2] << 3)) >>> 0;
	s[2] = (s[2] << 21) | (s[2] >>> 11);
	s[2] = (s[2] + t) >>> 0;
	return t;
}

/** Uniform integer in [0, n) without modulo bias. */
export function randomInt(s: RngState, n: number): number {
	if (!Number.isInteger(n) || n <= 0) throw new RangeError(`randomInt: bad bound ${n}`);
	const limit = Math.floor(0x100000000 / n) * n;
	let x = nextUint32(s);
	while (x >= limit) x = nextUint32(s);
	return x % n;
}

/** A die roll 1..sides. */
export function rollDie(s: RngState, sides = 6): number {
	return randomInt(s, sides) + 1;
}

/** Fisher–Yates shuffle in place; returns the same array. */
export function shuffleInPlace<T>(s: RngState, items: T[]): T[] {
	for (let i = items.length - 1; i > 0; i--) {
		const j = randomInt(s, i + 1);
		[items[i], items[j]] = [items[j], items[i]];
	}
	return items;
}

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextUint32, randomInt, rngFromSeed, rollDie, shuffleInPlace, type RngState } from '../../src/lib/engine';

const draw = (s: RngState, n: number) => Array.from({ length: n }, () => nextUint32(s));

describe('seeded rng', () => {
	it('gives the same sequence for the same seed', () => {
		fc.assert(
			fc.property(fc.string(), (seed) => {
				expect(draw(rngFromSeed(seed), 20)).toEqual(draw(rngFromSeed(seed), 20));
			})
		);
	});

	it('gives different sequences for different seeds', () => {
		const seen = new Set<string>();
		for (let i = 0; i < 1000; i++) seen.add(draw(rngFromSeed(`seed-${i}`), 4).join(','));
		expect(seen.size).toBe(1000);
		expect(draw(rngFromSeed('a'), 4)).not.toEqual(draw(rngFromSeed('b'), 4));
	});

	it('keeps a fixed sequence (saved matches depend on it)', () => {
		const s = rngFromSeed('deskovky');
		const again = rngFromSeed('deskovky');
		expect(draw(s, 3)).toEqual(draw(again, 3));
		expect(draw(s, 3).every((x) => Number.isInteger(x) && x >= 0 && x < 2 ** 32)).toBe(true);
	});

	it('keeps the exact seeding and sequence of this version (old saves replay only with it)', () => {
		expect(rngFromSeed('deskovky')).toEqual([-2120060085, 2821294384, 2456844007, 381861380]);
		expect(draw(rngFromSeed('deskovky'), 4)).toEqual([1083095679, 3845425688, 1177739011, 3454685787]);
		expect(rngFromSeed('')).toEqual([2015560240, 71422032, 2234290527, 2553211406]);
		expect(draw(rngFromSeed(''), 2)).toEqual([345226382, 1258551070]);
	});

	it('nextUint32 is sfc32 (checked against a plain-arithmetic reference)', () => {
		const u32 = (x: number) => ((x % 2 ** 32) + 2 ** 32) % 2 ** 32;
		/** sfc32 as published (PractRand): out = a + b + counter++; a = b ^ b >> 9; b = c + c << 3; c = rotl(c, 21) + out. */
		function reference([a, b, c, d]: number[]): { out: number; next: number[] } {
			[a, b, c, d] = [a, b, c, d].map(u32);
			const out = u32(a + b + d);
			const rotl21 = u32((c * 2 ** 21) % 2 ** 32 + Math.floor(c / 2 ** 11));
			return { out, next: [u32(b ^ Math.floor(b / 2 ** 9)), u32(c + c * 8), u32(rotl21 + out), u32(d + 1)] };
		}
		const word = fc.integer({ min: 0, max: 2 ** 32 - 1 });
		fc.assert(
			fc.property(fc.tuple(word, word, word, word), (state) => {
				const s = [...state] as RngState;
				const expected = reference(state);
				expect(nextUint32(s)).toBe(expected.out);
				expect(s.map(u32)).toEqual(expected.next);
			})
		);
	});

	it('the state is plain JSON and resumes after a round trip', () => {
		const s = rngFromSeed('json');
		draw(s, 5);
		const copy = JSON.parse(JSON.stringify(s)) as RngState;
		expect(draw(copy, 10)).toEqual(draw(s, 10));
	});

	it('randomInt stays in range', () => {
		fc.assert(
			fc.property(fc.string(), fc.integer({ min: 1, max: 2 ** 31 }), (seed, n) => {
				const s = rngFromSeed(seed);
				for (let i = 0; i < 20; i++) {
					const x = randomInt(s, n);
					expect(Number.isInteger(x) && x >= 0 && x < n).toBe(true);
				}
			})
		);
	});

	it('randomInt rejects bad bounds', () => {
		const s = rngFromSeed('x');
		for (const n of [0, -1, 1.5, NaN, Infinity]) expect(() => randomInt(s, n)).toThrow(RangeError);
	});

	it('is roughly uniform (chi-square sanity) for several bounds', () => {
		for (const n of [2, 3, 6, 7, 10]) {
			const s = rngFromSeed(`uniform-${n}`);
			const counts = new Array(n).fill(0);
			const draws = 60_000;
			for (let i = 0; i < draws; i++) counts[randomInt(s, n)]++;
			const expected = draws / n;
			const chi2 = counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
			// df = n-1 <= 9; the 0.999 quantile for df 9 is 27.9.
			expect(chi2).toBeLessThan(30);
		}
	});

	it('the top and bottom bits are balanced', () => {
		const s = rngFromSeed('bits');
		let high = 0,
			low = 0;
		const n = 40_000;
		for (let i = 0; i < n; i++) {
			const x = nextUint32(s);
			high += x >>> 31;
			low += x & 1;
		}
		// 5 standard deviations (sd = sqrt(n)/2 = 100).
		expect(Math.abs(high - n / 2)).toBeLessThan(500);
		expect(Math.abs(low - n / 2)).toBeLessThan(500);
	});

	it('rollDie gives every face 1..sides', () => {
		const s = rngFromSeed('dice');
		const faces = new Set<number>();
		for (let i = 0; i < 600; i++) {
			const r = rollDie(s);
			expect(r >= 1 && r <= 6).toBe(true);
			faces.add(r);
		}
		expect([...faces].sort()).toEqual([1, 2, 3, 4, 5, 6]);
	});
});

describe('shuffleInPlace', () => {
	it('is a permutation and returns the same array', () => {
		fc.assert(
			fc.property(fc.string(), fc.array(fc.integer()), (seed, items) => {
				const copy = items.slice();
				const out = shuffleInPlace(rngFromSeed(seed), copy);
				expect(out).toBe(copy);
				expect(out.slice().sort((a, b) => a - b)).toEqual(items.slice().sort((a, b) => a - b));
			})
		);
	});

	it('is deterministic for a seed', () => {
		fc.assert(
			fc.property(fc.string(), fc.array(fc.string(), { maxLength: 30 }), (seed, items) => {
				expect(shuffleInPlace(rngFromSeed(seed), items.slice())).toEqual(shuffleInPlace(rngFromSeed(seed), items.slice()));
			})
		);
	});

	it('puts every item in every position about equally often', () => {
		const s = rngFromSeed('positions');
		const n = 5;
		const rounds = 20_000;
		const counts = Array.from({ length: n }, () => new Array(n).fill(0));
		for (let r = 0; r < rounds; r++) {
			const arr = shuffleInPlace(s, [0, 1, 2, 3, 4]);
			arr.forEach((item, pos) => counts[item][pos]++);
		}
		for (const row of counts) for (const c of row) expect(Math.abs(c - rounds / n)).toBeLessThan(rounds / n / 10);
	});
});

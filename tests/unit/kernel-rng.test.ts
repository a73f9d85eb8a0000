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

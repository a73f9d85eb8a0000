/** cloneData: the deep copy every `apply` makes of a game state (plain JSON-like data). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, cloneData } from '$lib/engine';

describe('cloneData', () => {
	it('copies any JSON value to an equal, fully independent value', () => {
		fc.assert(
			fc.property(fc.jsonValue(), (v) => {
				const c = cloneData(v);
				expect(c).toEqual(v);
				expect(canonicalJson(c)).toBe(canonicalJson(v));
				if (v !== null && typeof v === 'object') expect(c).not.toBe(v);
			})
		);
	});

	it('keeps a "__proto__" key from JSON.parse as a key and never changes the copy\'s prototype', () => {
		const v = JSON.parse('{"a":{"__proto__":{"polluted":1}},"__proto__":0}') as Record<string, unknown>;
		const c = cloneData(v);
		expect(Object.keys(c)).toEqual(['a', '__proto__']);
		expect(Object.getPrototypeOf(c.a)).toBe(Object.prototype);
		expect((c.a as { polluted?: number }).polluted).toBeUndefined();
		expect(canonicalJson(c)).toBe(canonicalJson(v));
	});

	it('shares no object with the original: changing the copy leaves the original alone', () => {
		const s = { players: [{ hand: ['a#1'], regions: [{ card: 'r', stock: 1 }] }], tasks: [{ t: 'main', seat: 0, why: { cs: 'x', en: 'x' } }] };
		const c = cloneData(s);
		c.players[0].hand.push('b#1');
		c.players[0].regions[0].stock = 3;
		c.tasks[0].why.en = 'changed';
		expect(s).toEqual({ players: [{ hand: ['a#1'], regions: [{ card: 'r', stock: 1 }] }], tasks: [{ t: 'main', seat: 0, why: { cs: 'x', en: 'x' } }] });
	});

	it('drops undefined properties like the state hash does (same hash as the original)', () => {
		const s = { a: 1, b: undefined, c: [1, undefined] };
		const c = cloneData(s);
		expect('b' in c).toBe(false);
		expect(canonicalJson(c)).toBe(canonicalJson(s));
	});
});

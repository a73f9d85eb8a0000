/**
 * engine/pack-label.ts: the pack a match's options name, read on the first page without the pack
 * code (issue 28). pack.ts re-exports it, so both import paths give the same function.
 */
import { describe, expect, it } from 'vitest';
import { isRecord, ownValue, ownerValuesOf, packOfOptions } from '$lib/engine/pack-label';
import * as pack from '$lib/engine/pack';
import * as engine from '$lib/engine';

describe('packOfOptions', () => {
	it('reads the name and hash of a match’s pack', () => {
		expect(packOfOptions({ contentPack: { name: 'Moje', hash: '0123456789abcdef' } })).toEqual({ name: 'Moje', hash: '0123456789abcdef' });
	});
	it('is null for the built-in data, owner values and anything not a plain object', () => {
		for (const o of [null, undefined, 7, 'x', [], { content: { a: 1 } }, { contentPack: null }, { contentPack: [] }, new (class {})()]) expect(packOfOptions(o)).toBeNull();
	});
	it('needs both name and hash as strings', () => {
		expect(packOfOptions({ contentPack: { name: 'Moje' } })).toBeNull();
		expect(packOfOptions({ contentPack: { hash: 'h' } })).toBeNull();
		expect(packOfOptions({ contentPack: { name: 1, hash: 'h' } })).toBeNull();
	});
	it('never reads an inherited label', () => {
		const inherited = Object.create({ contentPack: { name: 'x', hash: 'y' } });
		expect(packOfOptions(inherited)).toBeNull();
		const proto = Object.create(null);
		expect(isRecord(proto)).toBe(false);
		expect(ownValue(Object.create({ k: 1 }), 'k')).toBeUndefined();
	});
	it('is the same function through engine/pack and the engine index', () => {
		expect(pack.packOfOptions).toBe(packOfOptions);
		expect(engine.packOfOptions).toBe(packOfOptions);
	});
});

describe('ownerValuesOf', () => {
	it('reads the owner values a match’s options carry', () => {
		expect(ownerValuesOf({ content: { 'card.1.cost': 3 } })).toEqual({ 'card.1.cost': 3 });
	});
	it('is empty without values, for an array and for anything not an object', () => {
		for (const o of [null, undefined, 7, {}, { content: null }, { content: [1] }, { content: 'x' }]) expect(ownerValuesOf(o)).toEqual({});
	});
	it('is the same function through the engine index', () => {
		expect(engine.ownerValuesOf).toBe(ownerValuesOf);
	});
});

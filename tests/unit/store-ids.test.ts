import { afterEach, describe, expect, it, vi } from 'vitest';
import { newMatchId } from '../../src/lib/store/ids';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('match ids', () => {
	afterEach(() => vi.unstubAllGlobals());

	it('are random version-4 UUIDs, also where crypto.randomUUID is missing (a plain-http LAN address)', () => {
		expect(newMatchId()).toMatch(UUID_V4);
		const real = globalThis.crypto;
		vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array<ArrayBuffer>) => real.getRandomValues(a) });
		const ids = new Set(Array.from({ length: 200 }, () => newMatchId()));
		expect(ids.size).toBe(200);
		for (const id of ids) expect(id).toMatch(UUID_V4);
	});
});

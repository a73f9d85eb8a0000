import { describe, expect, it } from 'vitest';
import { manifest } from '../../src/lib/games/manifest';
import { contractAdapterFiles, contractAdapters } from '../contract/adapters';

describe('contract adapters are discovered, not listed', () => {
	it('every game of the manifest and the Lanterns fixture has one, for its own module', async () => {
		const ids = [...manifest.map((g) => g.meta.id), 'lanterns'];
		expect(Object.keys(contractAdapterFiles())).toEqual(expect.arrayContaining(ids));
		for (const id of ids) expect((await contractAdapters[id]()).module.id, id).toBe(id);
	}, 120_000);
});

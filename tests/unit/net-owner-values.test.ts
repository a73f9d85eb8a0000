/**
 * Owner values online (engine/content.ts): they travel inside the host's match options, so every
 * device's record carries the host's values and folds the same state; a guest adds none of its own.
 */
import { describe, expect, it } from 'vitest';
import { withContent } from '../../src/lib/engine';
import { imperialSettlersBots } from '../../src/lib/games/imperialsettlers/bots';
import { actionOf } from '../../src/lib/games/imperialsettlers/content';
import { imperialSettlers } from '../../src/lib/games/imperialsettlers/rules';
import type { IsState } from '../../src/lib/games/imperialsettlers/types';
import { NetSession } from '../../src/lib/net/session';
import { createWorld, loaderOf } from './net-harness';

const load = loaderOf(imperialSettlers, imperialSettlersBots);
const OWNER = { 'cost.bar-rabble': 3, 'fortress.vp': 2 };

describe('net: owner values', () => {
	it('the guest’s record carries the host’s owner values and its state hash matches', async () => {
		const w = createWorld('owner-values');
		const A = w.device('dev-a', { loadGame: load });
		const B = w.device('dev-b', { loadGame: load });
		const seats = [
			{ name: 'Alena', kind: 'human' as const, choices: { faction: 'barbarians' } },
			{ name: 'Bob', kind: 'human' as const, choices: { faction: 'romans' } }
		];
		const options = withContent({ mode: 'base-2p', factionReshuffle: false, expansion: true }, OWNER);
		const host = await w.run(NetSession.host(A.deps(), { name: 'Alena', game: 'imperialsettlers', options, seats }));
		const guest = await w.run(NetSession.join(B.deps(), { code: host.code, name: 'Bob' }));
		expect(host.claimSeat(0, 'Alena')).toBeNull();
		expect(guest.claimSeat(1, 'Bob')).toBeNull();
		await w.clock.advance(100);
		expect(host.start()).toBeNull();
		await w.until(() => host.runner !== null && guest.runner !== null);
		for (const s of [host, guest]) expect((s.runner!.record.options as { content?: unknown }).content).toEqual(OWNER);
		expect(guest.runner!.hashes[0]).toBe(host.runner!.hashes[0]);
		const view = guest.runner!.view(1) as { options: IsState['options'] };
		expect(actionOf(view, 'bar018')!.pay).toEqual({ worker: 3 });
	});
});

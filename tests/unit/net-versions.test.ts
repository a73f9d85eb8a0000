/**
 * Online, a room runs one rules version that every device has (issue 9, item 9):
 * a new match starts with the newest version every participant can run, a device
 * that shares none is refused with the reason on both sides, and a running match
 * keeps its version when a device with a newer app comes back.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../src/lib/engine';
import { NetError, NetSession } from '../../src/lib/net/session';
import { commonVersion, startVersion, statedVersions, versionsOf } from '../../src/lib/net/versions';
import { counterGame, counterRandomBot } from '../fixtures/counter-game';
import { autoplay, createWorld, finished, loaderOf, sameEverywhere } from './net-harness';

const seats = [
	{ name: 'Seat A', kind: 'human' as const },
	{ name: 'Seat B', kind: 'human' as const }
];
/** The counter fixture as released in version `current`, still replaying `older` (newest first). */
const counterAt = (current: string, older: string[] = []): AnyGameModule => ({ ...counterGame, rulesVersion: current, olderRulesVersions: older });

async function twoDevices(hostModule: AnyGameModule, guestModule: AnyGameModule) {
	const w = createWorld('versions:' + hostModule.rulesVersion + ':' + guestModule.rulesVersion);
	const A = w.device('dev-a', { loadGame: loaderOf(hostModule, [counterRandomBot]) });
	const B = w.device('dev-b', { loadGame: loaderOf(guestModule, [counterRandomBot]) });
	const host = await w.run(NetSession.host(A.deps(), { name: 'Alena', game: 'counter', options: { mode: 'short' }, seats }));
	return { w, A, B, host };
}

describe('net: one rules version per room', () => {
	it('chooses the newest version every device has, in the host’s order', () => {
		expect(versionsOf(counterAt('3', ['2', '1']))).toEqual(['3', '2', '1']);
		expect(commonVersion(['3', '2', '1'], [['2', '1'], ['1', '2']])).toBe('2');
		expect(commonVersion(['3'], [['2']])).toBeNull();
		expect(commonVersion(['3', '2'], [])).toBe('3');
		// A device that never said (an older app) is taken to run the host's current version.
		expect(startVersion(counterAt('2', ['1']), 0, [0, 1, 2], new Map([[1, ['1']]]))).toBeNull();
		expect(startVersion(counterAt('2', ['1']), 0, [0, 1], new Map([[1, ['1']]]))).toBe('1');
		expect(statedVersions({ rulesVersion: '2' })).toEqual(['2']);
		expect(statedVersions({ rulesVersion: '2', rulesVersions: ['2', '1'] })).toEqual(['2', '1']);
		expect(statedVersions({ rulesVersion: null })).toEqual([]);
	});

	it('a host with a newer app and a guest with an older one play the older version; both end identical', async () => {
		const { w, B, host } = await twoDevices(counterAt('2', ['1']), counterAt('1'));
		const guest = (B.s = await w.run(NetSession.join(B.deps(), { code: host.code, name: 'Bob' })));
		await w.until(() => host.room.rulesVersion === '1' && guest.room.rulesVersion === '1');
		expect(guest.claimSeat(1, 'Bob')).toBeNull();
		expect(host.claimSeat(0, 'Alena')).toBeNull();
		await w.clock.advance(100);
		expect(host.start()).toBeNull();
		await w.until(() => host.runner !== null && guest.runner !== null);
		expect(host.runner!.record.rulesVersion).toBe('1');
		expect(guest.runner!.record.rulesVersion).toBe('1');
		const play = autoplay(() => [host, guest]);
		await w.until(() => finished(host) && finished(guest) && host.runner!.length === guest.runner!.length, 60_000, 50, play);
		sameEverywhere([host, guest]);
	});

	it('two devices with the same app play its current version', async () => {
		const { w, B, host } = await twoDevices(counterAt('2', ['1']), counterAt('2', ['1']));
		const guest = (B.s = await w.run(NetSession.join(B.deps(), { code: host.code, name: 'Bob' })));
		expect(guest.claimSeat(1, 'Bob')).toBeNull();
		expect(host.claimSeat(0, 'Alena')).toBeNull();
		await w.clock.advance(100);
		expect(host.room.rulesVersion).toBe('2');
		expect(host.start()).toBeNull();
		await w.until(() => host.runner !== null && guest.runner !== null);
		expect(guest.runner!.record.rulesVersion).toBe('2');
	});

	it('a device that shares no version is refused with the reason on both sides', async () => {
		const { w, B, host } = await twoDevices(counterAt('2', ['1']), counterAt('3'));
		const err = await w.run(NetSession.join(B.deps(), { code: host.code, name: 'Bob' })).catch((e) => e);
		expect(err).toBeInstanceOf(NetError);
		expect((err as NetError).text.en).toMatch(/rules version 2, 1; this device has 3/);
		await w.clock.advance(200);
		expect(host.notices.some((n) => n.level === 'error' && /refused the match/.test(n.text.en))).toBe(true);
		expect(host.room.devices).toHaveLength(1);
	});

	it('a running match keeps its version: a guest updated to a newer app that still has it rejoins and plays on', async () => {
		const { w, A, B, host } = await twoDevices(counterAt('2', ['1']), counterAt('1'));
		let guest = (B.s = await w.run(NetSession.join(B.deps(), { code: host.code, name: 'Bob' })));
		expect(guest.claimSeat(1, 'Bob')).toBeNull();
		expect(host.claimSeat(0, 'Alena')).toBeNull();
		await w.clock.advance(100);
		expect(host.start()).toBeNull();
		await w.until(() => host.runner !== null && guest.runner !== null);
		expect(host.runner!.record.rulesVersion).toBe('1');
		// The guest's app updates (version 3, still replaying 1) and the page reloads.
		B.crash();
		const updated = w.device('dev-b', { loadGame: loaderOf(counterAt('3', ['1']), [counterRandomBot]) });
		updated.session = B.session;
		updated.matches = B.matches;
		guest = updated.s = await w.run(NetSession.resume(updated.deps(), B.session!));
		await w.until(() => guest.runner !== null && guest.room.phase === 'playing');
		expect(guest.runner!.record.rulesVersion).toBe('1');
		const play = autoplay(() => [host, guest]);
		await w.until(() => finished(host) && finished(guest) && host.runner!.length === guest.runner!.length, 60_000, 50, play);
		sameEverywhere([host, guest]);
		void A;
	});
});

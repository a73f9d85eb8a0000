/**
 * Notices the pages raise while open (issue 23, items 20 and 21): a start vetoed by a
 * device names it (the host may start again or remove it; a removed device is refused
 * from then on), and a device that trusted a squatter on first use learns the key of
 * the host that answers at the room's address later, so it can join again trusting it.
 */
import { describe, expect, it } from 'vitest';
import { rendezvousId, sha256Hex, type RoomState } from '../../src/lib/net/protocol';
import { fingerprint, signMessage } from '../../src/lib/net/identity';
import type { Endpoint, Link } from '../../src/lib/net/transport';
import { NetError, NetSession } from '../../src/lib/net/session';
import { counterGame } from '../fixtures/counter-game';
import { rawDevice } from './net-raw';
import { createWorld, testIdentity, TIMINGS } from './net-harness';

type W = ReturnType<typeof createWorld>;
const seats = [
	{ name: 'Seat A', kind: 'human' as const },
	{ name: 'Seat B', kind: 'human' as const }
];

/** A scripted member: answers pings; on a start commits and then reveals a wrong value (or nothing). */
async function vetoer(w: W, code: string, how: 'badReveal' | 'silent') {
	const raw = await rawDevice(w, code, rendezvousId(code), {
		onMessage: (m, send) => {
			if (m.t === 'ping') send({ t: 'pong', ts: m.ts });
			if (how === 'silent') return;
			if (m.t === 'commitReq') send({ t: 'commit', startId: m.startId, c: sha256Hex('ab'.repeat(32)) });
			if (m.t === 'commits') send({ t: 'reveal', startId: m.startId, nonce: 'cd'.repeat(32) });
		}
	});
	raw.send(raw.hello({ name: 'Mallory' }));
	await w.clock.advance(100);
	return raw;
}

async function lobby(w: W) {
	const A = w.device('dev-a');
	const B = w.device('dev-b');
	const host = await w.run(NetSession.host(A.deps(), { name: 'Alena', game: 'counter', options: { mode: 'marathon' }, seats }));
	const guest = await w.run(NetSession.join(B.deps(), { code: host.code, name: 'Bob' }));
	return { A, B, host, guest };
}

describe('net: a start vetoed by a device', () => {
	it('a wrong reveal aborts the start naming the device; the host removes it, it is refused from then on, and the match starts without it', async () => {
		const w = createWorld('veto-reveal');
		const { host, guest } = await lobby(w);
		const raw = await vetoer(w, host.code, 'badReveal');
		const evil = host.room.devices.find((d) => d.name === 'Mallory')!;
		expect(evil).toBeDefined();
		expect(guest.claimSeat(0, 'Bob')).toBeNull();
		await w.clock.advance(50);
		host.setSeatKind(1, 'bot');
		let lastVeto = 0;
		for (let round = 0; round < 2; round++) {
			expect(host.start()).toBeNull();
			await w.until(() => host.room.phase === 'lobby' && host.notices.some((n) => n.kind === 'veto' && n.id > lastVeto), 5_000);
			lastVeto = host.notices.filter((n) => n.kind === 'veto').at(-1)!.id;
			const veto = host.notices.filter((n) => n.kind === 'veto').at(-1)!;
			expect(veto.level).toBe('error');
			expect(veto.device).toEqual({ index: evil.index, name: 'Mallory' });
			expect(veto.text.cs).toMatch(/Zařízení Mallory odhalilo jiné číslo/);
			expect(veto.text.cs).toMatch(/začít znovu, nebo zařízení z místnosti odebrat/);
			expect(veto.text.en).toMatch(/remove the device/);
			expect(host.runner).toBeNull();
		}
		// The guests are told why, without the host's options.
		const told = guest.notices.filter((n) => /Mallory/.test(n.text.en));
		expect(told.length).toBeGreaterThan(0);
		expect(told.every((n) => !/remove the device/.test(n.text.en))).toBe(true);

		// Only the host removes, and only in the lobby.
		expect(guest.removeDevice(evil.index)?.en).toMatch(/Only the host/);
		expect(host.removeDevice(host.myIndex)?.en).toMatch(/No such device/);
		expect(host.removeDevice(evil.index)).toBeNull();
		await w.clock.advance(100);
		expect(raw.got.some((m) => m.t === 'reject' && m.code === 'removed')).toBe(true);
		expect(raw.link.isOpen).toBe(false);
		expect(host.room.devices.map((d) => d.name)).toEqual(['Alena', 'Bob']);
		expect(guest.room.devices.map((d) => d.name)).toEqual(['Alena', 'Bob']);
		// It comes back (same key, a new address): refused.
		const again = await rawDevice(w, host.code, rendezvousId(host.code), { identity: raw.identity });
		again.send(again.hello({ name: 'Mallory' }));
		await w.clock.advance(100);
		expect(again.got[0]).toMatchObject({ t: 'reject', code: 'removed' });
		expect(host.room.devices).toHaveLength(2);
		// Without it the match starts.
		expect(host.start()).toBeNull();
		await w.until(() => host.runner !== null && guest.runner !== null, 5_000);
		expect(host.removeDevice(1)?.en).toMatch(/before the match starts/);
	});

	it('a device that never answers the start is named too', async () => {
		const w = createWorld('veto-silent');
		const { host, guest } = await lobby(w);
		await vetoer(w, host.code, 'silent');
		expect(guest.claimSeat(0, 'Bob')).toBeNull();
		await w.clock.advance(50);
		host.setSeatKind(1, 'bot');
		expect(host.start()).toBeNull();
		await w.clock.advance(TIMINGS.hostGoneMs + 200);
		expect(host.room.phase).toBe('lobby');
		const veto = host.notices.find((n) => n.kind === 'veto')!;
		expect(veto.device?.name).toBe('Mallory');
		expect(veto.text.en).toMatch(/Device Mallory did not answer in time/);
		expect(veto.text.cs).toMatch(/Zařízení Mallory neodpovědělo včas/);
	});

	it('a removed guest session stops and says why', async () => {
		const w = createWorld('veto-removed-guest');
		const { host, guest } = await lobby(w);
		expect(host.removeDevice(1)).toBeNull();
		await w.clock.advance(2_000);
		expect(guest.room.phase).toBe('failed');
		expect(guest.notices.some((n) => /removed this device/.test(n.text.en))).toBe(true);
		expect(host.room.devices).toHaveLength(1);
	});
});

/** A squatter on the room's address that welcomes everybody into a fake lobby of its own. */
async function squatter(w: W, code: string) {
	const id = testIdentity('squatter:' + code);
	const addr = rendezvousId(code);
	const ep: Endpoint = await w.run(w.net.transport.open(addr));
	const fake: RoomState = {
		code,
		game: 'counter',
		options: { mode: 'marathon' },
		seats: [],
		devices: [{ index: 0, deviceId: 'squatter', name: 'Squatter', status: 'connected', key: id.publicKey, addr }],
		hostIndex: 0,
		phase: 'lobby',
		term: 0,
		matchId: null
	};
	ep.onIncoming((l: Link) => {
		l.send(JSON.stringify({ t: 'challenge', nonce: 'ee'.repeat(16) }));
		l.onMessage((d) => {
			const m = JSON.parse(d);
			if (m.t === 'ping') l.send(JSON.stringify({ t: 'pong', ts: m.ts }));
			if (m.t !== 'hello') return;
			const room = { ...fake, devices: [...fake.devices, { index: 1, deviceId: m.deviceId, name: m.name, status: 'connected' as const, key: m.key, addr: m.addr }] };
			l.send(JSON.stringify(signMessage({ t: 'welcome', index: 1, hostIndex: 0, term: 0, room, game: 'counter', rulesVersion: counterGame.rulesVersion, lastSeq: 0 }, id, m.nonce)));
		});
	});
	return { identity: id, leave: () => ep.close() };
}

describe('net: a squatter trusted on first use', () => {
	it('after the squatter leaves, the device shows the real host with its proved key and name; joining again trusting it reaches the real room', async () => {
		const w = createWorld('tofu-squatter');
		const A = w.device('dev-a');
		const host = await w.run(NetSession.host(A.deps(), { name: 'Alena', game: 'counter', options: { mode: 'marathon' }, seats }));
		const code = host.code;
		// The host loses the room's address for a moment, and a squatter takes it.
		const core = (host as unknown as { core: { rv: Endpoint | null } }).core;
		core.rv!.close();
		core.rv = null;
		const squat = await squatter(w, code);
		// B types the code: trust on first use, so it takes the squatter for the host.
		const B = w.device('dev-b');
		const fooled = await w.run(NetSession.join(B.deps(), { code, name: 'Bob' }));
		expect(fooled.trustedOnFirstUse).toBe(true);
		expect(fooled.room.devices.find((d) => d.isHost)?.name).toBe('Squatter');
		expect(fooled.hostFingerprint).toBe(fingerprint(squat.identity.publicKey));
		// The squatter goes; the real host takes its address back; B now finds a host it does not know.
		squat.leave();
		await w.until(() => fooled.room.impostor?.key !== undefined, 20_000);
		const seen = fooled.room.impostor!;
		expect(seen.key).toBe(A.identity.publicKey);
		expect(seen.name).toBe('Alena');
		expect(seen.where).toBe('room-address');
		expect(fooled.notices.some((n) => n.kind === 'impostor')).toBe(true);
		// "This is not my room": forget the squatter and join again trusting the key that answered.
		fooled.leave();
		const rejoined = await w.run(NetSession.join(w.device('dev-b').deps(), { code, name: 'Bob', hostKey: fingerprint(seen.key!) }));
		expect(rejoined.trustedOnFirstUse).toBe(false);
		await w.clock.advance(200);
		expect(rejoined.room.devices.map((d) => d.name)).toEqual(['Alena', 'Bob']);
		expect(host.room.devices.map((d) => d.name)).toEqual(['Alena', 'Bob']);
		expect(rejoined.hostFingerprint).toBe(fingerprint(A.identity.publicKey));
		expect(rejoined.room.impostor).toBeNull();
	});

	it('a device that joined by link (a pinned key) is never offered another host', async () => {
		const w = createWorld('tofu-pinned');
		const A = w.device('dev-a');
		const host = await w.run(NetSession.host(A.deps(), { name: 'Alena', game: 'counter', options: { mode: 'marathon' }, seats }));
		const guest = await w.run(NetSession.join(w.device('dev-b').deps(), { code: host.code, name: 'Bob', hostKey: host.hostFingerprint }));
		expect(guest.trustedOnFirstUse).toBe(false);
		expect(host.trustedOnFirstUse).toBe(false);
		// A join link pinned to another key is refused as an impostor (with no offer to follow it).
		const err = await w.run(NetSession.join(w.device('dev-c').deps(), { code: host.code, name: 'Cyril', hostKey: fingerprint(testIdentity('x').publicKey) })).catch((e) => e);
		expect(err).toBeInstanceOf(NetError);
		expect((err as NetError).code).toBe('impostor');
	});
});

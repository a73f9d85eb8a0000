import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, rendezvousId, sha256Hex } from '../../src/lib/net/protocol';
import { rawDevice as rawWire } from './net-raw';
import { NetError, NetSession } from '../../src/lib/net/session';
import { counterGame, counterRandomBot } from '../fixtures/counter-game';
import { autoplay, createWorld, finished, sameEverywhere } from './net-harness';

type W = ReturnType<typeof createWorld>;
const seats = [
	{ name: 'Seat A', kind: 'human' as const },
	{ name: 'Seat B', kind: 'human' as const }
];

/** A scripted device speaking the protocol by hand (to the host's rendezvous address unless `to`). */
async function rawDevice(w: W, code: string, o: { proto?: number; badReveal?: boolean; to?: string } = {}) {
	const raw = await rawWire(w, code, o.to ?? rendezvousId(code), {
		onMessage: (m, send) => {
			if (m.t === 'ping') send({ t: 'pong', ts: m.ts });
			if (m.t === 'commitReq') send({ t: 'commit', startId: m.startId, c: sha256Hex('ab'.repeat(32)) });
			if (m.t === 'commits') send({ t: 'reveal', startId: m.startId, nonce: o.badReveal ? 'cd'.repeat(32) : 'ab'.repeat(32) });
		}
	});
	return { ...raw, hello: () => raw.hello(o.proto ? { proto: o.proto } : {}) };
}

async function lobby(w: W) {
	const A = w.device('dev-a');
	const B = w.device('dev-b');
	A.s = await w.run(NetSession.host(A.deps(), { name: 'Alena', game: 'counter', options: { mode: 'marathon' }, seats }));
	B.s = await w.run(NetSession.join(B.deps(), { code: A.s.code, name: 'Bob' }));
	return { A, B, host: A.s, guest: B.s };
}

describe('net: versions, hostile input, commit-reveal', () => {
	it('refuses a rules-version mismatch on both sides', async () => {
		const w = createWorld('version');
		const A = w.device('dev-a');
		const host = await w.run(NetSession.host(A.deps(), { name: 'Alena', game: 'counter', options: { mode: 'marathon' }, seats }));
		const B = w.device('dev-b', { loadGame: async () => ({ module: { ...counterGame, rulesVersion: '0.0.1-old' }, bots: [counterRandomBot] }) });
		const err = await w.run(NetSession.join(B.deps(), { code: host.code, name: 'Bob' })).catch((e) => e);
		expect(err).toBeInstanceOf(NetError);
		expect((err as NetError).text.en).toMatch(/rules version/);
		expect((err as NetError).text.cs).toMatch(/verzi pravidel/);
		await w.clock.advance(200);
		expect(host.notices.some((n) => n.level === 'error' && /refused the match/.test(n.text.en))).toBe(true);
		expect(host.room.devices).toHaveLength(1);
		expect(host.start()).not.toBeNull(); // nobody holds the seats; no match starts

		// A device with another protocol version gets a reject with a reason; the host shows it too.
		const raw = await rawDevice(w, host.code, { proto: PROTOCOL_VERSION + 1 });
		raw.send(raw.hello());
		await w.clock.advance(100);
		expect(raw.got[0]).toMatchObject({ t: 'reject', code: 'version' });
		expect(host.notices.some((n) => /protocol versions/.test(n.text.en))).toBe(true);
		expect(host.room.phase).toBe('lobby');
	});

	it('a reveal that does not match its commitment aborts the start with a reason', async () => {
		const w = createWorld('reveal');
		const { host, guest } = await lobby(w);
		const raw = await rawDevice(w, host.code, { badReveal: true });
		raw.send(raw.hello());
		await w.clock.advance(100);
		expect(guest.claimSeat(0, 'Bob')).toBeNull();
		await w.clock.advance(50);
		host.setSeatKind(1, 'bot');
		expect(host.start()).toBeNull();
		await w.clock.advance(500);
		expect(host.room.phase).toBe('lobby');
		expect(host.runner).toBeNull();
		expect(host.notices.some((n) => n.level === 'error' && /does not match its commitment/.test(n.text.en))).toBe(true);
		expect(guest.notices.some((n) => /does not match its commitment/.test(n.text.en))).toBe(true);
		expect(guest.runner).toBeNull();
	});

	it('a hostile device sends every kind of bad message; the match goes on and honest devices end identical', async () => {
		const w = createWorld('hostile', { delay: [1, 10] });
		const { A, B, host, guest } = await lobby(w);
		const raw = await rawDevice(w, host.code);
		raw.send(raw.hello());
		await w.clock.advance(100);
		expect(guest.claimSeat(0, 'Bob')).toBeNull();
		await w.clock.advance(50);
		host.setSeatKind(1, 'bot');
		expect(host.start()).toBeNull();
		await w.until(() => guest.runner !== null && host.runner !== null);
		const play = autoplay(() => [A.s, B.s]);
		await w.until(() => host.runner!.length > 10, 60_000, 50, play);

		const before = host.notices.length;
		const stranger = await rawDevice(w, host.code); // never says hello
		const guestSide = await rawDevice(w, host.code, { to: (guest as unknown as { core: { ep: { selfId: string } } }).core.ep.selfId }); // talks to the guest directly
		const hash = host.runner!.hash;
		const bad: unknown[] = [
			'{not json',
			'x'.repeat(70 * 1024),
			{ t: 'nope' },
			{ t: 'propose', pid: 5, seat: 'a', action: 1 },
			{ t: 'propose', pid: 'h1', seat: 0, action: { type: 'add', n: 1 } }, // seat held by Bob
			{ t: 'propose', pid: 'h2', seat: 1, action: { type: 'add', n: 1 } }, // a bot seat
			{ t: 'entry', seq: 1, seat: 0, action: { type: 'add', n: 1 }, hash }, // replayed seq
			{ t: 'entries', from: 999, items: [[0, { type: 'add', n: 1 }, '00']] }, // out of order, wrong hash
			{ t: 'ack', seq: 99999 },
			{ t: 'need', from: 99999 },
			{ t: 'commit', startId: 'ab', c: '00' },
			{ t: 'claim', seat: 0, name: 'Mallory' },
			{ t: 'hello', proto: 'x' }
		];
		for (const m of bad) {
			raw.send(m);
			guestSide.send(m);
			stranger.send({ t: 'propose', pid: 's1', seat: 0, action: { type: 'add', n: 1 } });
			await w.clock.advance(20);
			play();
		}
		// An illegal action from the seat holder itself (bypassing its local check).
		const illegal = (guest as unknown as { send(l: unknown, m: unknown): void; hostLink: unknown });
		illegal.send(illegal.hostLink, { t: 'propose', pid: 'bad-1', seat: 0, action: { type: 'noSuchAction' } });
		await w.clock.advance(100);
		const hostTold = host.notices.slice(before).map((n) => n.text.en).join('\n');
		for (const re of [/not valid JSON/, /too long/, /Unknown message type/, /bad field "pid"/, /does not belong/, /never said hello/, /unexpected "entry"/, /unrequested entries/, /unknown seq/, /do not exist/, /another start/, /cannot be claimed/, /bad field "proto"/])
			expect(hostTold).toMatch(re);
		const guestTold = guest.notices.map((n) => n.text.en).join('\n');
		expect(guestTold).toMatch(/not valid JSON/);
		expect(guestTold).toMatch(/unexpected "propose"|not the host/);
		await w.until(() => finished(host) && finished(guest) && guest.runner!.length === host.runner!.length, 120_000, 50, play);
		sameEverywhere([host, guest]);
		expect(host.room.devices.find((d) => d.index === 1)!.status).toBe('connected');
	});
});

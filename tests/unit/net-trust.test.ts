/**
 * The session's security checks, each with a test that goes red when the check
 * is removed: who may act for a seat, the guest's verification of the
 * commit-reveal seed against a dishonest host, and the hash checks on
 * duplicate entries and on a resync base.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, newMatchRecord, type Text } from '../../src/lib/engine';
import { rendezvousId, seedFromReveals, sha256Hex, type Reveal, type RoomState } from '../../src/lib/net/protocol';
import { signMessage } from '../../src/lib/net/identity';
import { rawDevice as rawWire } from './net-raw';
import { testIdentity } from './net-harness';
import { NetSession } from '../../src/lib/net/session';
import type { Link } from '../../src/lib/net/transport';
import { counterBot, counterGame } from '../fixtures/counter-game';
import { createWorld, fixtureRoom, loaderOf, play, sameEverywhere } from './net-harness';

type W = ReturnType<typeof createWorld>;
const ADD1 = { type: 'add', n: 1 };
const ADD2 = { type: 'add', n: 2 };
const texts = (s: NetSession | null) => (s?.notices ?? []).map((n) => n.text.en).join('\n');
const logs = (list: (NetSession | null)[]) => list.map((s) => JSON.stringify(s!.runner!.record.log));

/** Private parts of a session a test uses to speak for it on the wire. */
interface Wire {
	send(link: Link | null | undefined, m: unknown): void;
	hostLink: Link | null;
	links: Map<number, Link>;
	pending: Map<string, { resolve: (t: Text | null) => void; seat: number; action: string; base: number; pid: string }>;
}
const wire = (s: NetSession) => s as unknown as Wire;

/** A guest proposes for any seat, skipping its own "is this my seat" check; resolves with the host's answer. */
function forge(w: W, s: NetSession, seat: number, action: unknown, pid: string): Promise<Text | null> {
	const g = wire(s);
	const answer = new Promise<Text | null>((resolve) => g.pending.set(pid, { resolve, seat, action: canonicalJson(action), base: s.runner!.length, pid }));
	g.send(g.hostLink, { t: 'propose', pid, seat, action, base: s.runner!.length });
	return w.run(answer, 5000);
}

describe('net: only the device holding a seat acts for it', () => {
	it('proposals for another person’s seat or a bot seat are refused and never reach any log; the holders still play', async () => {
		const w = createWorld('seat-owner');
		// Device 0 holds seat 0, device 1 seat 1, device 2 watches; seat 2 is a bot the host has no bot for (so it stays pending).
		const devs = await fixtureRoom(w, {
			game: 'counter',
			loaders: [loaderOf(counterGame, []), loaderOf(counterGame, [counterBot]), loaderOf(counterGame, [counterBot])],
			kinds: ['human', 'human', 'bot'],
			claims: [0, 1, null]
		});
		const [host, holder, watcher] = devs.map((d) => d.s!);
		const all = [host, holder, watcher];
		const notYours = /does not belong to this device/;

		expect((await forge(w, holder, 0, ADD1, 'f1'))?.en).toMatch(notYours); // the host's seat
		expect((await forge(w, watcher, 0, ADD2, 'f2'))?.en).toMatch(notYours);
		await w.clock.advance(100);
		expect(all.map((s) => s.runner!.length)).toEqual([0, 0, 0]);
		expect(await play(w, host, 0, ADD1)).toBeNull();

		expect((await forge(w, watcher, 1, ADD1, 'f3'))?.en).toMatch(notYours); // another guest's seat
		await w.clock.advance(100);
		expect(all.map((s) => s.runner!.length)).toEqual([1, 1, 1]);
		expect(await play(w, holder, 1, ADD2)).toBeNull();

		expect((await forge(w, holder, 2, ADD1, 'f4'))?.en).toMatch(notYours); // the bot's seat
		expect((await forge(w, watcher, 2, ADD1, 'f5'))?.en).toMatch(notYours);
		await w.clock.advance(100);
		expect(all.map((s) => s.runner!.length)).toEqual([2, 2, 2]);
		expect(new Set(logs(all)).size).toBe(1);
		expect(host.runner!.record.log).toEqual([
			{ seat: 0, action: ADD1 },
			{ seat: 1, action: ADD2 }
		]);
		for (const d of devs) expect(d.matches.get(host.runner!.record.id)!.log).toHaveLength(2);
	});
});

// ---------------------------------------------------------------- a dishonest host

const CODE = 'ABCDEF';
const START = 'ab12cd34';
const HOST_NONCE = 'ab'.repeat(32);
const SEATS = [
	{ name: 'Host', kind: 'human' as const, device: 0 },
	{ name: 'Guest', kind: 'human' as const, device: 1 }
];

interface Seeding {
	commits: { index: number; c: string }[];
	reveals: Reveal[];
	record: ReturnType<typeof newMatchRecord>;
}
interface Cheat {
	/** Changes the commitments broadcast to the guest. */
	commits?(c: Seeding['commits']): Seeding['commits'];
	/** Changes the start message (reveals and record) after the guest revealed. */
	start?(s: Seeding, guestNonce: string): Seeding;
}

/**
 * A host scripted by hand on the host's address: it welcomes one guest (a real
 * NetSession), runs the commit-reveal exchange and sends `start`, changed by `cheat`.
 */
async function seedWithHost(seed: string, cheat: Cheat) {
	const w = createWorld(seed);
	const epP = w.net.transport.open(rendezvousId(CODE));
	await w.clock.advance(5);
	const ep = await epP;
	const got: Record<string, unknown>[] = [];
	let link: Link | null = null;
	const send = (m: unknown) => link!.send(JSON.stringify(m));
	const hostId = testIdentity('scripted-host');
	const room: RoomState = {
		code: CODE,
		game: 'counter',
		options: { mode: 'long' },
		seats: SEATS,
		devices: [
			{ index: 0, deviceId: 'host', name: 'Host', status: 'connected', key: hostId.publicKey, addr: rendezvousId(CODE) },
			{ index: 1, deviceId: 'dev-g', name: 'Guest', status: 'connected' }
		],
		hostIndex: 0,
		phase: 'lobby',
		term: 0,
		matchId: null
	};
	ep.onIncoming((l) => {
		link = l;
		send({ t: 'challenge', nonce: 'cd'.repeat(16) });
		l.onMessage((d) => {
			const m = JSON.parse(d);
			got.push(m);
			if (m.t === 'ping') send({ t: 'pong', ts: m.ts });
			if (m.t === 'hello')
				send(signMessage({ t: 'welcome', index: 1, hostIndex: 0, term: 0, room, game: 'counter', rulesVersion: counterGame.rulesVersion, lastSeq: 0 }, hostId, m.nonce));
		});
	});
	const G = w.device('dev-g', { loadGame: loaderOf(counterGame, [counterBot]) });
	G.s = await w.run(NetSession.join(G.deps(), { code: CODE, name: 'Guest' }));
	const sent = (t: string) => got.find((m) => m.t === t) as Record<string, string> | undefined;

	send({ t: 'commitReq', startId: START });
	await w.until(() => !!sent('commit'), 2000);
	const honestCommits = [
		{ index: 0, c: sha256Hex(HOST_NONCE) },
		{ index: 1, c: sent('commit')!.c }
	];
	send({ t: 'commits', startId: START, commits: cheat.commits ? cheat.commits(honestCommits) : honestCommits });
	await w.clock.advance(200);
	const reveal = sent('reveal');
	if (reveal) {
		const reveals = [
			{ index: 0, nonce: HOST_NONCE },
			{ index: 1, nonce: reveal.nonce }
		];
		const honest: Seeding = { commits: honestCommits, reveals, record: newMatchRecord(counterGame, `net-${CODE}-${START}`, SEATS, { mode: 'long' }, seedFromReveals(reveals), w.clock.now()) };
		const s = cheat.start ? cheat.start(honest, reveal.nonce) : honest;
		send({ t: 'start', startId: START, record: s.record, reveals: s.reveals });
		await w.clock.advance(200);
	}
	return { G, guest: G.s, revealed: !!reveal, guestNonce: reveal?.nonce };
}

/** The guest refused the start: a notice with `reason`, no match, nothing stored. */
function refused(r: Awaited<ReturnType<typeof seedWithHost>>, reason: RegExp) {
	expect(texts(r.guest)).toMatch(reason);
	expect(r.guest.notices.some((n) => n.level === 'error' && reason.test(n.text.en))).toBe(true);
	expect(r.guest.runner).toBeNull();
	expect(r.G.matches.size).toBe(0);
	expect(r.guest.room.phase).toBe('failed');
}

const withSeed = (s: Seeding, seed: string): Seeding => ({ ...s, record: { ...s.record, seed } });

describe('net: the guest verifies the commit-reveal seed of a dishonest host', () => {
	it('an honest host: the guest starts on the seed it can recompute', async () => {
		const r = await seedWithHost('seed-honest', {});
		expect(r.guest.runner).not.toBeNull();
		expect(r.guest.runner!.record.seed).toBe(seedFromReveals([{ index: 0, nonce: HOST_NONCE }, { index: 1, nonce: r.guestNonce! }]));
		expect(r.guest.room.phase).toBe('playing');
	});

	it('(a) a seed the host picked itself (only its own nonce hashed) is refused', async () => {
		const r = await seedWithHost('seed-picked', { start: (s) => withSeed(s, seedFromReveals([s.reveals[0]])) });
		refused(r, /seed does not match the commitments/);
	});

	it("(b) the guest's own reveal left out is refused", async () => {
		const r = await seedWithHost('seed-omitted', { start: (s) => ({ ...s, reveals: [s.reveals[0]], record: { ...s.record, seed: seedFromReveals([s.reveals[0]]) } }) });
		refused(r, /do not match the commitments in number/);
	});

	it("(b) the guest's own reveal altered is refused", async () => {
		const reveals = (s: Seeding) => [s.reveals[0], { index: 1, nonce: 'cd'.repeat(32) }];
		const r = await seedWithHost('seed-altered', { start: (s) => ({ ...s, reveals: reveals(s), record: { ...s.record, seed: seedFromReveals(reveals(s)) } }) });
		refused(r, /Device #1 revealed a value that does not match its commitment/);
	});

	it("(b) a commitment swapped for the guest's is refused before the guest reveals anything", async () => {
		const r = await seedWithHost('seed-swapped', { commits: (c) => [c[0], { index: 1, c: sha256Hex('ef'.repeat(32)) }] });
		expect(r.revealed).toBe(false);
		refused(r, /wrong commitment for this device/);
	});

	it("(c) reveals that do not match the commitments (the host's own changed after the fact) are refused", async () => {
		const reveals = (s: Seeding) => [{ index: 0, nonce: '12'.repeat(32) }, s.reveals[1]];
		const r = await seedWithHost('seed-host-changed', { start: (s) => ({ ...s, reveals: reveals(s), record: { ...s.record, seed: seedFromReveals(reveals(s)) } }) });
		refused(r, /Device #0 revealed a value that does not match its commitment/);
	});

	it('(d) a seed other than the hash of the reveals is refused', async () => {
		const r = await seedWithHost('seed-other', { start: (s) => withSeed(s, sha256Hex('any seed the host likes')) });
		refused(r, /seed does not match the commitments/);
	});

	it('a start record that already holds actions is refused', async () => {
		const r = await seedWithHost('seed-log', { start: (s) => ({ ...s, record: { ...s.record, log: [{ seat: 0, action: ADD2 }] } }) });
		refused(r, /seed does not match the commitments/);
	});
});

// ---------------------------------------------------------------- duplicates and resync bases

describe('net: duplicate entries and resync bases are checked', () => {
	async function twoPlayed(seed: string) {
		const w = createWorld(seed);
		const [A, B] = await fixtureRoom(w, { game: 'counter', loaders: [loaderOf(counterGame), loaderOf(counterGame)], kinds: ['human', 'human'], claims: [0, 1] });
		expect(await play(w, A.s!, 0, ADD2)).toBeNull();
		expect(await play(w, B.s!, 1, ADD1)).toBeNull();
		const toGuest = (m: unknown) => wire(A.s!).send(wire(A.s!).links.get(1), m);
		return { w, A, B, host: A.s!, guest: B.s!, toGuest };
	}

	it('a duplicate of a stored entry with another hash triggers a resync', async () => {
		const { w, host, guest, toGuest } = await twoPlayed('dup-hash');
		toGuest({ t: 'entry', seq: 1, seat: 0, action: ADD2, hash: '0123456789abcdef' });
		await w.clock.advance(500);
		expect(texts(guest)).toMatch(/state after action 1 differs from the host/);
		expect(texts(host)).toMatch(/reports a different state/);
		sameEverywhere([host, guest]);
	});

	it('a duplicate of a stored entry with the same hash but another action triggers a resync', async () => {
		const { w, host, guest, toGuest } = await twoPlayed('dup-action');
		toGuest({ t: 'entry', seq: 1, seat: 0, action: ADD1, hash: host.runner!.hashes[1] });
		await w.clock.advance(500);
		expect(texts(guest)).toMatch(/state after action 1 differs from the host/);
		sameEverywhere([host, guest]);
	});

	it('a resync base whose replay does not reach its hash is refused; the guest keeps its record', async () => {
		const { w, B, host, guest, toGuest } = await twoPlayed('base-hash');
		const before = { log: JSON.stringify(guest.runner!.record.log), seed: guest.runner!.record.seed, runner: guest.runner };
		const forged = { ...host.runner!.record, seed: sha256Hex('another deal'), log: [] };
		toGuest({ t: 'base', record: forged, len: 0, hash: host.runner!.hash });
		await w.clock.advance(300);
		expect(texts(guest)).toMatch(/record from the host could not be verified/);
		expect(guest.runner).toBe(before.runner);
		expect(JSON.stringify(guest.runner!.record.log)).toBe(before.log);
		expect(B.matches.get(host.runner!.record.id)!.seed).toBe(before.seed);
		expect(await play(w, host, 0, ADD1)).toBeNull(); // and the match goes on
		sameEverywhere([host, guest]);
	});
});

// ---------------------------------------------------------------- room membership

/** A device scripted by hand, talking to the host at the room's rendezvous address. */
async function rawDevice(w: W, code: string) {
	const raw = await rawWire(w, code, rendezvousId(code));
	const send = async (m: unknown) => {
		raw.send(m);
		await w.clock.advance(100);
	};
	return { got: raw.got, send, hello: (o: { deviceId: string }) => raw.hello({ name: 'Mallory', ...o }) };
}

async function counterLobby(seed: string) {
	const w = createWorld(seed);
	const A = w.device('dev-0', { loadGame: loaderOf(counterGame) });
	const B = w.device('dev-1', { loadGame: loaderOf(counterGame) });
	const seats = [
		{ name: 'Seat 0', kind: 'human' as const },
		{ name: 'Seat 1', kind: 'human' as const }
	];
	A.s = await w.run(NetSession.host(A.deps(), { name: 'Alena', game: 'counter', options: { mode: 'long' }, seats }));
	B.s = await w.run(NetSession.join(B.deps(), { code: A.s.code, name: 'Bob' }));
	expect(A.s.claimSeat(0, 'Alena')).toBeNull();
	expect(B.s.claimSeat(1, 'Bob')).toBeNull();
	await w.clock.advance(100);
	return { w, host: A.s, guest: B.s };
}

describe('net: room membership', () => {
	it("a device claiming another device's id with its own key is refused as an impersonator and cannot act for its seat", async () => {
		const { w, host, guest } = await counterLobby('spoof-index');
		expect(host.start()).toBeNull();
		await w.until(() => guest.runner !== null);
		expect(await play(w, host, 0, ADD1)).toBeNull(); // seat 1 (Bob's) is on turn
		const raw = await rawDevice(w, host.code);
		await raw.send(raw.hello({ deviceId: 'dev-1' }));
		expect(raw.got[0]).toMatchObject({ t: 'reject', code: 'identity' });
		expect(texts(host)).toMatch(/Someone is impersonating device Bob/);
		await raw.send({ t: 'propose', pid: 'x1', seat: 1, action: ADD2 });
		expect(host.runner!.length).toBe(1);
		expect(await play(w, guest, 1, ADD1)).toBeNull(); // Bob still plays his seat
		sameEverywhere([host, guest]);
		expect(host.runner!.record.log[1]).toEqual({ seat: 1, action: ADD1 });
	});

	it('a new device cannot join a room whose match has started', async () => {
		const { w, host, guest } = await counterLobby('join-started');
		expect(host.start()).toBeNull();
		await w.until(() => guest.runner !== null);
		const raw = await rawDevice(w, host.code);
		await raw.send(raw.hello({ deviceId: 'newcomer' }));
		expect(raw.got[0]).toMatchObject({ t: 'reject', code: 'started' });
		expect(host.room.devices.map((d) => d.deviceId)).toEqual(['dev-0', 'dev-1']);
	});

	it("in the lobby, another device can neither claim nor release a seat somebody holds", async () => {
		const { w, host, guest } = await counterLobby('lobby-seats');
		const raw = await rawDevice(w, host.code);
		await raw.send(raw.hello({ deviceId: 'mallory' }));
		expect(raw.got[0]).toMatchObject({ t: 'welcome', index: 2 });
		await raw.send({ t: 'claim', seat: 1, name: 'Mallory' });
		await raw.send({ t: 'release', seat: 0 });
		for (const s of [host, guest]) expect(s.room.seats.map((x) => [x.name, x.device])).toEqual([['Alena', 0], ['Bob', 1]]);
		expect(texts(host)).toMatch(/the seat cannot be claimed/);
		expect(texts(host)).toMatch(/the seat cannot be released/);
	});
});

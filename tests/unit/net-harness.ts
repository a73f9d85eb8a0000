/**
 * Test harness: devices with their own stores over one in-memory network and manual clock.
 * Devices play the counter fixture game (tests/fixtures/counter-game.ts) unless told
 * otherwise, so the network tests do not depend on a real game's rules.
 */
import { expect } from 'vitest';
import { nextUint32, rngFromSeed, type AnyGameModule, type Bot, type MatchRecord } from '../../src/lib/engine';
import { counterGame, counterRandomBot } from '../fixtures/counter-game';
import { createMemoryNetwork, type MemoryFaults, type MemoryNetwork } from '../../src/lib/net/memory';
import { NetSession, type SavedSession, type SessionDeps } from '../../src/lib/net/session';
import { summarize, type MatchSummary } from '../../src/lib/store/matches';
import { identityFromSecret, type DeviceIdentity } from '../../src/lib/net/identity';
import { memoryPockets, type Pocket } from '../../src/lib/net/pockets';

export const TIMINGS = { pingMs: 500, staleMs: 1500, hostGoneMs: 3000, retryMs: 250 };
const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

export interface Device {
	id: string;
	matches: Map<string, MatchRecord>;
	/** What the saved-matches list would show (the store's own summary of each save). */
	summaries: Map<string, MatchSummary>;
	session: SavedSession | null;
	s: NetSession | null;
	/** The device's key pair (kept across crashes, as the app keeps it in IndexedDB). */
	identity: DeviceIdentity;
	/** Its sealed secret choices (kept across crashes, as the app keeps them in IndexedDB). */
	pockets: Map<string, Pocket>;
	deps(): SessionDeps;
	crash(): void;
}

/** A seeded identity for tests. */
export function testIdentity(seed: string): DeviceIdentity {
	const rng = rngFromSeed('identity:' + seed);
	return identityFromSecret(Uint8Array.from({ length: 32 }, () => nextUint32(rng) & 0xff));
}

export function createWorld(seed: string, faults: MemoryFaults = {}) {
	const net: MemoryNetwork = createMemoryNetwork(seed, faults);
	const rng = rngFromSeed('random:' + seed);
	const random = (n: number) => {
		const out = new Uint8Array(n);
		for (let i = 0; i < n; i++) out[i] = nextUint32(rng) & 0xff;
		return out;
	};
	const devices: Device[] = [];
	function device(id: string, over: Partial<SessionDeps> = {}): Device {
		let alive = { v: true };
		const ids: string[] = [];
		const d: Device = {
			id,
			matches: new Map(),
			summaries: new Map(),
			session: null,
			s: null,
			identity: testIdentity(seed + ':' + id),
			pockets: new Map(),
			deps() {
				const life = (alive = { v: true });
				return {
					transport: { open: (pid) => net.transport.open(pid).then((ep) => (ids.push(pid), ep)) },
					loadGame: loaderOf(counterGame, [counterRandomBot]),
					store: {
						saveMatch: async (r, info) => {
							if (!life.v) return;
							d.matches.set(r.id, clone(r));
							d.summaries.set(r.id, summarize(r, info, d.summaries.get(r.id)));
						},
						loadMatch: async (mid) => clone(d.matches.get(mid)),
						saveSession: async (s) => void (life.v && (d.session = clone(s)))
					},
					random,
					now: net.clock.now,
					setTimer: (fn, ms) => net.clock.setTimer(() => life.v && fn(), ms),
					clearTimer: net.clock.clearTimer,
					appVersion: '1.0.0',
					deviceId: id,
					identity: d.identity,
					pockets: memoryPockets(d.pockets),
					timings: TIMINGS,
					...over
				};
			},
			crash() {
				alive.v = false;
				for (const pid of ids) net.crash(pid);
				d.s = null;
			}
		};
		devices.push(d);
		return d;
	}
	/** Runs the clock until `cond` holds; fails after `maxMs` of simulated time. */
	async function until(cond: () => boolean, maxMs = 60_000, step = 50, act?: () => void) {
		let t = 0;
		while (!cond() && t < maxMs) {
			act?.();
			await net.clock.advance(step);
			t += step;
		}
		expect(cond(), `condition not met after ${t} ms`).toBe(true);
	}
	/** Advances the clock until the promise settles (it may wait on real I/O, e.g. a dynamic import). */
	async function run<T>(p: Promise<T>, maxMs = 60_000): Promise<T> {
		let done = false;
		const q = p.finally(() => (done = true));
		q.catch(() => undefined);
		for (let t = 0; !done && t < maxMs; t += 10) {
			await net.clock.advance(10);
			if (t % 500 === 0) await new Promise((r) => setTimeout(r, 1)); // real I/O (module imports) may be pending
		}
		if (!done) throw new Error(`run: the promise did not settle within ${maxMs} ms of simulated time`);
		return q;
	}
	return { net, device, devices, until, run, clock: net.clock };
}

/** Every live session proposes a bot-chosen action for a pending seat it holds (one at a time). */
export function autoplay(sessions: () => (NetSession | null)[], bots: { bots: Bot[] } | undefined = { bots: [counterRandomBot] }) {
	const busy = new Set<NetSession>();
	let n = 0;
	return () => {
		for (const s of sessions()) {
			if (!s || busy.has(s)) continue;
			const r = s.runner;
			if (!r || r.result() || s.room.phase !== 'playing') continue;
			const p = r.pending().find((x) => s.mySeats.includes(x.seat));
			if (!p) continue;
			const legal = r.legalActions(p.seat);
			if (!legal.length) continue;
			const a = bots!.bots[0].choose(r.view(p.seat), legal, rngFromSeed('auto:' + n++));
			busy.add(s);
			void s.propose(p.seat, a).finally(() => busy.delete(s));
		}
	};
}

/** A session's own network address (its random one; tests squat it). */
export const addrOf = (s: NetSession): string => (s as unknown as { core: { ep: { selfId: string } } }).core.ep.selfId;

export const finished = (s: NetSession | null) => !!s?.runner?.result();
export function sameEverywhere(list: (NetSession | null)[]) {
	const live = list.filter((x): x is NetSession => !!x);
	const h = live.map((s) => s.runner?.hash);
	const logs = live.map((s) => JSON.stringify(s.runner?.record.log));
	for (let i = 1; i < live.length; i++) {
		expect(h[i]).toBe(h[0]);
		expect(logs[i]).toBe(logs[0]);
	}
}

/** Host + guests in a lobby of a counter marathon; `claims[i]` = seat claimed by device i (or null); other seats become bots. */
export async function room(w: ReturnType<typeof createWorld>, n: number, claims: (number | null)[], mode: 'short' | 'long' | 'marathon' = 'marathon') {
	const devs = Array.from({ length: n }, (_, i) => w.device('dev-' + i));
	const seats = [
		{ name: 'Seat A', kind: 'human' as const },
		{ name: 'Seat B', kind: 'human' as const }
	];
	devs[0].s = await w.run(NetSession.host(devs[0].deps(), { name: 'D0', game: 'counter', options: { mode }, seats }));
	for (let i = 1; i < n; i++) devs[i].s = await w.run(NetSession.join(devs[i].deps(), { code: devs[0].s.code, name: 'D' + i }));
	const held = new Set<number>();
	claims.forEach((seat, i) => {
		if (seat !== null) {
			expect(devs[i].s!.claimSeat(seat, 'P' + i)).toBeNull();
			held.add(seat);
		}
	});
	await w.clock.advance(100);
	for (let seat = 0; seat < 2; seat++) if (!held.has(seat)) expect(devs[0].s!.setSeatKind(seat, 'bot')).toBeNull();
	await w.clock.advance(50);
	expect(devs[0].s!.start()).toBeNull();
	await w.until(() => devs.every((d) => d.s!.runner !== null));
	return devs;
}

type Loader = SessionDeps['loadGame'];
/** A loader that knows one (fixture) game module. */
export const loaderOf =
	(module: AnyGameModule, bots: Bot[] = []): Loader =>
	async (id) =>
		id === module.id ? { module, bots } : undefined;

/**
 * Host + guests over a fixture game, one loader per device (so a device may run
 * a faulty copy of the rules); `claims[i]` = seat held by device i (or null).
 * Seats of `kinds` marked 'bot' are played by the host.
 */
export async function fixtureRoom(
	w: ReturnType<typeof createWorld>,
	o: { game: string; loaders: Loader[]; kinds: ('human' | 'bot')[]; claims: (number | null)[]; options?: unknown }
) {
	const devs = o.loaders.map((loadGame, i) => w.device('dev-' + i, { loadGame }));
	const seats = o.kinds.map((kind, i) => ({ name: 'Seat ' + i, kind }));
	devs[0].s = await w.run(NetSession.host(devs[0].deps(), { name: 'D0', game: o.game, options: o.options ?? { mode: 'long' }, seats }));
	for (let i = 1; i < devs.length; i++) devs[i].s = await w.run(NetSession.join(devs[i].deps(), { code: devs[0].s.code, name: 'D' + i }));
	o.claims.forEach((seat, i) => seat !== null && expect(devs[i].s!.claimSeat(seat, 'P' + i)).toBeNull());
	await w.clock.advance(100);
	expect(devs[0].s!.start()).toBeNull();
	await w.until(() => devs.every((d) => d.s!.runner !== null));
	return devs;
}

/** Proposes and waits for the answer (null = applied everywhere the host knows of). */
export async function play(w: ReturnType<typeof createWorld>, s: NetSession, seat: number, action: unknown) {
	const answer = await w.run(s.propose(seat, action));
	await w.clock.advance(100);
	return answer;
}

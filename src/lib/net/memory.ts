/**
 * An in-memory network for tests: the same Transport/Endpoint/Link seam as
 * PeerJS, driven by a manual clock, with seeded faults.
 *
 * Faults (all from one seeded generator, so a test replays exactly):
 *  - delays: every message takes `delay` ms (random in the range); a link stays
 *    FIFO like a WebRTC data channel, but different links overtake each other
 *    (reordering across links);
 *  - duplicates: a message is delivered twice (application-level resends do
 *    that in real life; the protocol must ignore the copy);
 *  - drops: only while the network is "flaky". A WebRTC channel is reliable
 *    while open, so a drop is modelled as the link breaking: the message and
 *    everything still in flight on that link are lost and both ends see close;
 *  - partitions: links across the cut break and connects across it time out;
 *  - restarts: `crash(id)` closes an endpoint without a goodbye; its id lingers
 *    (open() rejects with IdTakenError) for `lingerMs`, as on a PeerServer.
 */
import { rngFromSeed, nextUint32, type RngState } from '$lib/engine';
import { IdTakenError, type Endpoint, type Link, type Transport } from './transport';

export interface ManualClock {
	now(): number;
	setTimer(fn: () => void, ms: number): unknown;
	clearTimer(h: unknown): void;
	/** Runs every timer due within `ms`, in order, letting promises settle between them. */
	advance(ms: number): Promise<void>;
	/** Lets pending promise callbacks (and saves) run without moving time. */
	flush(): Promise<void>;
}

const settle = () => new Promise<void>((r) => setImmediate(r));

export function createManualClock(start = 1_000_000): ManualClock {
	let now = start;
	let nextId = 1;
	const timers = new Map<number, { at: number; fn: () => void; order: number }>();
	const flush = async () => {
		for (let i = 0; i < 4; i++) await settle();
	};
	return {
		now: () => now,
		setTimer(fn, ms) {
			const id = nextId++;
			timers.set(id, { at: now + Math.max(0, ms), fn, order: id });
			return id;
		},
		clearTimer(h) {
			timers.delete(h as number);
		},
		flush,
		async advance(ms) {
			const end = now + ms;
			await flush();
			for (let guard = 0; ; guard++) {
				if (guard > 1_000_000) throw new Error('manual clock: too many timers (a timer loop?)');
				let best: [number, { at: number; fn: () => void; order: number }] | null = null;
				for (const e of timers) if (e[1].at <= end && (!best || e[1].at < best[1].at || (e[1].at === best[1].at && e[1].order < best[1].order))) best = e;
				if (!best) break;
				timers.delete(best[0]);
				now = Math.max(now, best[1].at);
				best[1].fn();
				await flush();
			}
			now = end;
			await flush();
		}
	};
}

export interface MemoryFaults {
	/** Delay range of one message in ms (default [1, 5]). */
	delay?: [number, number];
	/** Probability that a message is delivered twice. */
	duplicate?: number;
	/** While flaky, probability that sending a message breaks its link (losing it and all in flight). */
	drop?: number;
	/** How long a crashed or closed id stays taken (default 3000 ms). */
	lingerMs?: number;
	/** Time for connect() to fail when nobody answers (default: the timeout given, else 2000 ms). */
	connectFailMs?: number;
}

export interface MemoryNetwork {
	clock: ManualClock;
	transport: Transport;
	/** Turns message drops (link breaks) on or off. */
	setFlaky(on: boolean): void;
	/** Cuts the network between two groups of ids (prefix match is not used: exact ids). */
	partition(a: string[], b: string[]): void;
	heal(): void;
	/** Closes an endpoint abruptly (no goodbye); its id lingers. */
	crash(id: string): void;
	/** Breaks every open link of an id (its endpoint stays registered). */
	breakLinks(id: string): void;
	isRegistered(id: string): boolean;
	counters: { sent: number; delivered: number; dropped: number; duplicated: number; breaks: number };
}

interface MemEndpoint extends Endpoint {
	alive: boolean;
	incoming: ((l: Link) => void)[];
	links: Set<MemLink>;
}

class MemLink implements Link {
	peer!: MemLink;
	isOpen = true;
	handlers: ((d: string) => void)[] = [];
	/** What arrived before anyone listened (kept, as the PeerJS link does). */
	inbox: string[] = [];
	closeHandlers: (() => void)[] = [];
	lastDelivery = 0;
	/** Incremented on close; deliveries scheduled before carry the old value and are lost. */
	epoch = 0;
	constructor(
		readonly net: Net,
		readonly owner: MemEndpoint,
		readonly remoteId: string
	) {}
	send(data: string): void {
		if (!this.isOpen) return;
		this.net.send(this, data);
	}
	onMessage(h: (d: string) => void): void {
		this.handlers.push(h);
		const queued = this.inbox;
		this.inbox = [];
		for (const d of queued) h(d);
	}
	onClose(h: () => void): void {
		this.closeHandlers.push(h);
	}
	close(): void {
		this.net.breakLink(this, 0);
	}
	markClosed(): void {
		if (!this.isOpen) return;
		this.isOpen = false;
		this.epoch++;
		this.owner.links.delete(this);
		for (const h of this.closeHandlers) h();
	}
}

class Net {
	rng: RngState;
	endpoints = new Map<string, MemEndpoint>();
	lingering = new Map<string, number>();
	flaky = false;
	cuts: [Set<string>, Set<string>][] = [];
	counters = { sent: 0, delivered: 0, dropped: 0, duplicated: 0, breaks: 0 };
	constructor(
		seed: string,
		readonly faults: MemoryFaults,
		readonly clock: ManualClock
	) {
		this.rng = rngFromSeed(seed);
	}
	rand(): number {
		return nextUint32(this.rng) / 0x100000000;
	}
	delay(): number {
		const [a, b] = this.faults.delay ?? [1, 5];
		return a + Math.floor(this.rand() * (b - a + 1));
	}
	cut(a: string, b: string): boolean {
		return this.cuts.some(([x, y]) => (x.has(a) && y.has(b)) || (x.has(b) && y.has(a)));
	}
	send(from: MemLink, data: string): void {
		this.counters.sent++;
		if (this.cut(from.owner.selfId, from.remoteId)) {
			this.counters.dropped++;
			this.breakLink(from, this.delay());
			return;
		}
		if (this.flaky && this.rand() < (this.faults.drop ?? 0)) {
			this.counters.dropped++;
			this.breakLink(from, this.delay());
			return;
		}
		const copies = this.rand() < (this.faults.duplicate ?? 0) ? 2 : 1;
		if (copies === 2) this.counters.duplicated++;
		const to = from.peer;
		for (let i = 0; i < copies; i++) {
			const at = Math.max(this.clock.now() + this.delay(), to.lastDelivery);
			to.lastDelivery = at;
			const epoch = to.epoch;
			this.clock.setTimer(() => {
				if (!to.isOpen || to.epoch !== epoch) {
					this.counters.dropped++;
					return;
				}
				this.counters.delivered++;
				if (!to.handlers.length) to.inbox.push(data);
				for (const h of to.handlers) h(data);
			}, at - this.clock.now());
		}
	}
	/** Both ends close: this end at once (messages in flight towards it are lost), the other after `after` ms. */
	breakLink(link: MemLink, after: number): void {
		if (!link.isOpen) return;
		this.counters.breaks++;
		const peer = link.peer;
		link.markClosed();
		peer.epoch++; // whatever was in flight towards the other end is lost too
		this.clock.setTimer(() => peer.markClosed(), after);
	}
	register(id: string): MemEndpoint {
		const net = this;
		const ep: MemEndpoint = {
			selfId: id,
			alive: true,
			incoming: [],
			links: new Set(),
			connect(remoteId: string, timeoutMs?: number): Promise<Link> {
				return new Promise((resolve, reject) => {
					const failAfter = net.faults.connectFailMs ?? timeoutMs ?? 2000;
					const remote = net.endpoints.get(remoteId);
					if (!ep.alive) return reject(new Error('endpoint closed'));
					if (!remote || !remote.alive || net.cut(id, remoteId) || remoteId === id) {
						net.clock.setTimer(() => reject(new Error(`could not connect to ${remoteId}`)), failAfter);
						return;
					}
					const mine = new MemLink(net, ep, remoteId);
					const theirs = new MemLink(net, remote, id);
					mine.peer = theirs;
					theirs.peer = mine;
					ep.links.add(mine);
					remote.links.add(theirs);
					const d = net.delay();
					net.clock.setTimer(() => {
						if (!remote.alive || !ep.alive || !theirs.isOpen) {
							mine.markClosed();
							return reject(new Error(`could not connect to ${remoteId}`));
						}
						for (const h of remote.incoming) h(theirs);
						net.clock.setTimer(() => (mine.isOpen ? resolve(mine) : reject(new Error('closed'))), d);
					}, d);
				});
			},
			onIncoming(h) {
				ep.incoming.push(h);
			},
			onDisconnected() {
				/* the memory network never loses signaling */
			},
			async reopen() {
				/* nothing to do */
			},
			close() {
				net.closeEndpoint(ep, true);
			}
		};
		this.endpoints.set(id, ep);
		return ep;
	}
	closeEndpoint(ep: MemEndpoint, graceful: boolean): void {
		if (!ep.alive) return;
		ep.alive = false;
		for (const l of [...ep.links]) this.breakLink(l, this.delay());
		if (this.endpoints.get(ep.selfId) === ep) this.endpoints.delete(ep.selfId);
		this.lingering.set(ep.selfId, this.clock.now() + (graceful ? 0 : (this.faults.lingerMs ?? 3000)));
	}
}

export function createMemoryNetwork(seed: string, faults: MemoryFaults = {}, clock: ManualClock = createManualClock()): MemoryNetwork {
	const net = new Net(seed, faults, clock);
	const transport: Transport = {
		open(id: string): Promise<Endpoint> {
			return new Promise((resolve, reject) => {
				clock.setTimer(() => {
					const linger = net.lingering.get(id);
					if (net.endpoints.has(id) || (linger !== undefined && linger > clock.now())) return reject(new IdTakenError(id));
					net.lingering.delete(id);
					resolve(net.register(id));
				}, 1);
			});
		}
	};
	return {
		clock,
		transport,
		counters: net.counters,
		setFlaky(on) {
			net.flaky = on;
		},
		partition(a, b) {
			const cut: [Set<string>, Set<string>] = [new Set(a), new Set(b)];
			net.cuts.push(cut);
			for (const ep of net.endpoints.values())
				for (const l of [...ep.links]) if (net.cut(ep.selfId, l.remoteId)) net.breakLink(l, net.delay());
		},
		heal() {
			net.cuts = [];
		},
		crash(id) {
			const ep = net.endpoints.get(id);
			if (ep) net.closeEndpoint(ep, false);
		},
		breakLinks(id) {
			const ep = net.endpoints.get(id);
			if (ep) for (const l of [...ep.links]) net.breakLink(l, net.delay());
		},
		isRegistered: (id) => net.endpoints.has(id)
	};
}

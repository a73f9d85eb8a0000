/**
 * What every part of a session shares: the room state, this device's place in
 * it, the game and its runner, the links, and the plumbing (send, notices, the
 * message queue, saving). All incoming messages are handled one at a time (a
 * queue), so a stored record is always written before the next message is
 * looked at.
 */
import type { AnyGameModule, Bot, MatchRunner, Text } from '$lib/engine';
import { encode, HELLO_MS, HOST_GONE_MS, MAX_UNIDENTIFIED_LINKS, NONCE_BYTES, parseMessage, PING_MS, PRE_HELLO_MESSAGES, randomHex, RETRY_MS, STALE_MS, type Msg, type RoomState } from './protocol';
import { signMessage } from './identity';
import type { Endpoint, Link } from './transport';
import { resultOf } from './game-calls';
import { T, type NetNotice, type RoomView, type SavedSession, type SessionDeps, type Timings } from './types';
import { moveTracer, TRACING } from './trace';

const MAX_NOTICES = 100;

export function emptyRoom(code: string): RoomState {
	return { code, game: '', options: null, seats: [], devices: [], hostIndex: 0, phase: 'lobby', term: 0, matchId: null };
}

export class SessionCore {
	readonly code: string;
	readonly deps: SessionDeps;
	readonly t: Timings;
	readonly name: string;
	/** This device's index in the room. */
	me = 0;
	st: RoomState;
	module: AnyGameModule | null = null;
	bots: Bot[] = [];
	runner: MatchRunner | null = null;
	/** This device's own (random) address. */
	ep: Endpoint | null = null;
	/** The host's extra endpoint on the room's rendezvous address (protocol.ts ADDRESSES), when it holds it. */
	rv: Endpoint | null = null;
	/** The nonce this device sent on each incoming link: the other side signs its hello over it. */
	challengeOf = new WeakMap<Link, string>();
	/** A squatter seen (RoomView.impostor). */
	impostor: RoomView['impostor'] = null;
	/** Host: the keys and device ids of devices the host removed from the room (they are refused). */
	removed = new Set<string>();
	/** Host: the rules versions each guest said it can run (versions.ts), by device index. */
	peerVersions = new Map<number, string[]>();
	/** A guest's link to its host. */
	hostLink: Link | null = null;
	/** A host's links to its guests, by device index. */
	links = new Map<number, Link>();
	linkDev = new WeakMap<Link, number>();
	closed = false;
	failed = false;
	/** The host fingerprint from the join link (kept in the saved session). */
	hostPin: string | undefined;
	/** When this device last heard from its room (SavedSession.lastContact). */
	lastContact: number | undefined;
	notices: NetNotice[] = [];
	counters = { sentBytes: 0, sentMessages: 0 };
	/** A handshake waiting for the other side's challenge, then its welcome or reject (see Membership.handshake). */
	awaiting: { link: Link; resolve: (m: Msg | null) => void; want: 'challenge' | 'answer' } | null = null;
	/** Holds the queue until a welcome is taken in. */
	welcomeGate: (() => void) | null = null;
	/** The façade's dispatch of a checked message, and of a closed link. */
	onMessage: (link: Link, m: Msg) => Promise<void> = async () => undefined;
	onLinkClosed: (link: Link) => Promise<void> = async () => undefined;
	/**
	 * Incoming links that have not said a valid hello yet (oldest first) and how many messages
	 * each sent: such a link is closed after helloMs, after PRE_HELLO_MESSAGES messages, or
	 * when more than MAX_UNIDENTIFIED_LINKS wait at once (an outsider who knows the room code
	 * cannot make this device hold links without end).
	 */
	readonly unidentified = new Map<Link, number>();
	private closers: (() => void)[] = [];
	private queue: Promise<void> = Promise.resolve();
	private listeners = new Set<() => void>();
	private noticeId = 0;

	constructor(deps: SessionDeps, code: string, name: string, st: RoomState) {
		this.deps = deps;
		this.code = code;
		this.name = name;
		this.st = st;
		this.t = {
			pingMs: deps.timings?.pingMs ?? PING_MS,
			staleMs: deps.timings?.staleMs ?? STALE_MS,
			hostGoneMs: deps.timings?.hostGoneMs ?? HOST_GONE_MS,
			retryMs: deps.timings?.retryMs ?? RETRY_MS,
			helloMs: deps.timings?.helloMs ?? HELLO_MS
		};
	}

	get isHost(): boolean {
		return this.st.hostIndex === this.me;
	}

	subscribe(fn: () => void): () => void {
		this.listeners.add(fn);
		return () => this.listeners.delete(fn);
	}

	emit(): void {
		for (const fn of [...this.listeners]) {
			try {
				fn();
			} catch {
				/* a listener must not break the session */
			}
		}
	}

	notice(level: NetNotice['level'], text: Text, about: Pick<NetNotice, 'kind' | 'device'> = {}): void {
		this.notices.push({ id: ++this.noticeId, text, level, ...about });
		if (this.notices.length > MAX_NOTICES) this.notices.splice(0, this.notices.length - MAX_NOTICES);
		this.emit();
	}

	sleep(ms: number): Promise<void> {
		return new Promise((r) => this.deps.setTimer(r, ms));
	}

	enqueue(fn: () => Promise<void> | void): void {
		this.queue = this.queue
			.then(() => (this.closed ? undefined : fn()))
			.catch((e) => this.notice('error', T(`Vnitřní chyba: ${String(e)}`, `Internal error: ${String(e)}`)));
	}

	send(link: Link | null | undefined, m: Msg): void {
		if (!link || !link.isOpen || this.closed) return;
		const data = encode(m);
		this.counters.sentBytes += data.length;
		this.counters.sentMessages++;
		link.send(data);
	}

	broadcast(m: Msg, except?: number): void {
		for (const [i, l] of this.links) if (i !== except) this.send(l, m);
	}

	/** Runs `fn` when the session shuts down (timers, waiting proposals). */
	onClose(fn: () => void): void {
		this.closers.push(fn);
	}

	shutdown(graceful: boolean): void {
		this.closed = true;
		for (const fn of this.closers) fn();
		const eps = [this.ep, this.rv];
		this.ep = this.rv = null;
		const close = () => eps.forEach((e) => e?.close());
		if (graceful) this.deps.setTimer(close, 50);
		else close();
		this.emit();
	}

	/** Signs a handshake message (hello, welcome, reject) for the receiver's nonce. */
	sign<M extends Record<string, unknown>>(m: M, nonce: string): M & { key: string; sig: string } {
		return signMessage(m, this.deps.identity, nonce);
	}

	/** Takes links opened towards `ep` (this device's address or the rendezvous one) and keeps `ep` registered. */
	wireEndpoint(ep: Endpoint | null = this.ep): void {
		ep?.onIncoming((link) => {
			if (this.closed) return link.close();
			this.admit(link);
			this.wireLink(link);
			// The caller signs its hello over this nonce: a hello recorded elsewhere is worthless here.
			const nonce = randomHex(this.deps.random, NONCE_BYTES);
			this.challengeOf.set(link, nonce);
			this.send(link, { t: 'challenge', nonce });
		});
		// Lost the PeerServer (network gone, laptop asleep): open links may live on, but
		// nobody can reach us anew until we register again, so keep trying.
		ep?.onDisconnected(() => this.reopenEndpoint(ep, 0));
	}

	private reopenEndpoint(ep: Endpoint, attempt: number): void {
		const mine = () => !this.closed && (this.ep === ep || this.rv === ep);
		if (!mine()) return;
		const delay = Math.min(this.t.retryMs * 2 ** Math.min(attempt, 4), 8_000);
		this.deps.setTimer(() => {
			if (!mine()) return;
			ep.reopen().catch(() => this.reopenEndpoint(ep, attempt + 1));
		}, delay);
	}

	/** An incoming link waits for its hello: closed when it does not come in time; the oldest goes when too many wait. */
	private admit(link: Link): void {
		this.unidentified.set(link, 0);
		link.onClose(() => this.unidentified.delete(link));
		this.deps.setTimer(() => this.dropUnidentified(link), this.t.helloMs);
		for (const old of this.unidentified.keys()) {
			if (this.unidentified.size <= MAX_UNIDENTIFIED_LINKS) break;
			this.dropUnidentified(old);
		}
	}

	/** A hello arrived on `link` (valid or refused: whatever follows, it is no longer waiting). */
	identified(link: Link): void {
		this.unidentified.delete(link);
	}

	private dropUnidentified(link: Link): void {
		if (!this.unidentified.delete(link)) return;
		link.close();
	}

	wireLink(link: Link): void {
		link.onMessage((data) => {
			if (this.closed) return;
			const early = this.unidentified.get(link);
			if (early !== undefined) {
				if (early >= PRE_HELLO_MESSAGES) return this.dropUnidentified(link);
				this.unidentified.set(link, early + 1);
			}
			const parsed = parseMessage(data);
			const from = this.linkDev.get(link);
			if (!parsed.ok) {
				this.notice('warn', T(`Odmítnuta zpráva od ${this.who(from, link)}: ${parsed.reason.cs}`, `Rejected a message from ${this.who(from, link, 'en')}: ${parsed.reason.en}`));
				return;
			}
			const m = parsed.msg;
			if (TRACING) moveTracer.received(m); // when it arrived, before the queue (trace.ts)
			if (this.awaiting && this.awaiting.link === link && this.awaiting.want === 'challenge') {
				if (m.t !== 'challenge') return; // nothing counts before the challenge
				const a = this.awaiting;
				this.awaiting = null;
				a.resolve(m);
				return;
			}
			if (this.awaiting && this.awaiting.link === link && (m.t === 'welcome' || m.t === 'reject')) {
				const a = this.awaiting;
				this.awaiting = null;
				if (m.t === 'welcome') {
					// Hold every later message until the welcome is taken in.
					const gate = new Promise<void>((r) => (this.welcomeGate = r));
					this.enqueue(() => gate);
				}
				a.resolve(m);
				return;
			}
			this.enqueue(() => this.onMessage(link, m));
		});
		link.onClose(() => {
			if (this.closed) return;
			if (this.awaiting?.link === link) {
				const a = this.awaiting;
				this.awaiting = null;
				a.resolve(null);
			}
			this.enqueue(() => this.onLinkClosed(link));
		});
	}

	/** Names a device for a notice (the same in both languages). */
	who(dev: number | undefined, link?: Link, lang: 'cs' | 'en' = 'cs'): string {
		if (dev === undefined) return link ? link.remoteId : '?';
		const d = this.st.devices.find((x) => x.index === dev);
		return d ? `${d.name} (#${dev})` : `#${dev}`;
	}

	/** A refused message or request, shown as a warning. */
	bad(dev: number | undefined, cs: string, en: string): void {
		this.notice('warn', T(`Odmítnuto od ${this.who(dev)}: ${cs}`, `Rejected from ${this.who(dev, undefined, 'en')}: ${en}`));
	}

	roomChanged(): void {
		if (this.isHost) this.broadcast({ t: 'room', room: this.st });
		this.saveSession();
		this.emit();
	}

	saveSession(): void {
		const s: SavedSession = {
			code: this.code,
			deviceId: this.deps.deviceId,
			index: this.me,
			name: this.name,
			matchId: this.st.matchId,
			hostIndex: this.st.hostIndex,
			devices: this.st.devices.map((d) => ({ index: d.index, deviceId: d.deviceId, name: d.name, key: d.key, addr: d.addr })),
			hostPin: this.hostPin,
			lastContact: this.lastContact,
			seats: this.st.seats.map((x) => ({ ...x })),
			game: this.st.game,
			options: this.st.options,
			term: this.st.term
		};
		this.deps.store.saveSession(s).catch(() => this.notice('warn', T('Nepodařilo se uložit stav připojení.', 'Could not save the session.')));
	}

	async saveRecord(runner: MatchRunner): Promise<void> {
		runner.record.updatedAt = this.deps.now();
		await this.deps.store.saveMatch(runner.record, { result: resultOf(runner) });
	}
}

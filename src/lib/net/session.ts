/**
 * A network match session: lobby, commit-reveal seed, lockstep play, recovery
 * and host hand-over over the Transport seam. The protocol is described in
 * protocol.ts. All incoming messages are handled one at a time (a queue), so a
 * stored record is always written before the next message is looked at.
 */
import { canonicalJson, INTERNAL_ERROR, internalErrors, MatchRunner, newMatchRecord, rngFromSeed, type AnyGameModule, type Bot, type GameResult, type MatchRecord, type Pending as Decision, type Text } from '$lib/engine';
import type { Endpoint, Link, Transport } from './transport';
import { IdTakenError } from './transport';
import {
	BATCH_CHARS,
	encode,
	HOST_GONE_MS,
	MAX_DEVICES,
	normalizeRoomCode,
	parseMessage,
	peerId,
	PING_MS,
	PROTOCOL_VERSION,
	randomHex,
	RETRY_MS,
	roomCode,
	sha256Hex,
	STALE_MS,
	verifyReveals,
	type Commitment,
	type Item,
	type Msg,
	type RoomState,
	type WireSeat
} from './protocol';

export type DeviceStatus = 'connected' | 'reconnecting' | 'gone';
export interface RoomDevice {
	index: number;
	deviceId: string;
	name: string;
	status: DeviceStatus;
	isHost: boolean;
	isMe: boolean;
}
export interface RoomSeat {
	name: string;
	kind: 'human' | 'bot';
	device: number | null;
}
export interface RoomView {
	code: string;
	game: string;
	options: unknown;
	seats: RoomSeat[];
	devices: RoomDevice[];
	hostIndex: number;
	phase: 'connecting' | 'lobby' | 'seeding' | 'playing' | 'finished' | 'failed';
}
export interface NetNotice {
	id: number;
	text: Text;
	level: 'info' | 'warn' | 'error';
}
export interface SavedSession {
	code: string;
	deviceId: string;
	index: number;
	name: string;
	matchId: string | null;
	hostIndex: number;
	devices: { index: number; deviceId: string; name: string }[];
	/** Extra (optional) fields so a host can resume its lobby/room exactly. */
	seats?: RoomSeat[];
	game?: string;
	options?: unknown;
	term?: number;
}
export interface SessionDeps {
	transport: Transport;
	loadGame(id: string): Promise<{ module: AnyGameModule; bots: Bot[] } | undefined>;
	store: {
		/** `info.result` keeps the saved-matches list right (a finished match is listed as finished). */
		saveMatch(r: MatchRecord, info: { result: GameResult | null }): Promise<unknown>;
		loadMatch(id: string): Promise<MatchRecord | undefined>;
		saveSession(s: SavedSession): Promise<void>;
	};
	random(bytes: number): Uint8Array;
	now(): number;
	setTimer(fn: () => void, ms: number): unknown;
	clearTimer(h: unknown): void;
	appVersion: string;
	deviceId: string;
	timings?: Partial<{ pingMs: number; staleMs: number; hostGoneMs: number; retryMs: number }>;
}

/** An error that carries a text for the player (join/resume failures). */
export class NetError extends Error {
	readonly text: Text;
	readonly code: string;
	constructor(text: Text, code = 'error') {
		super(text.en);
		this.name = 'NetError';
		this.text = text;
		this.code = code;
	}
}

const T = (cs: string, en: string): Text => ({ cs, en });
const MAX_NOTICES = 100;

interface Pending {
	resolve: (t: Text | null) => void;
	seat: number;
	action: string;
	base: number;
	pid: string;
}
interface HostSeeding {
	startId: string;
	participants: number[];
	commits: Map<number, string>;
	reveals: Map<number, string>;
	commitsSent: boolean;
	timer: unknown;
}

export class NetSession {
	readonly code: string;
	private deps: SessionDeps;
	private t: { pingMs: number; staleMs: number; hostGoneMs: number; retryMs: number };
	private me = 0;
	private name: string;
	private st: RoomState;
	private module: AnyGameModule | null = null;
	private bots: Bot[] = [];
	private _runner: MatchRunner | null = null;
	private staging: { runner: MatchRunner; len: number; hash: string } | null = null;
	private ep: Endpoint | null = null;
	private hostLink: Link | null = null;
	private links = new Map<number, Link>();
	private linkDev = new WeakMap<Link, number>();
	private heard = new Map<number, number>();
	private hostHeard = 0;
	private hostBye = false;
	/** A host asking lost devices whether one of them took over meanwhile. */
	private probing = false;
	private lastProbe = 0;
	private queue: Promise<void> = Promise.resolve();
	private listeners = new Set<() => void>();
	private _notices: NetNotice[] = [];
	private noticeId = 0;
	private pending = new Map<string, Pending>();
	private pidBase: string;
	private pidCounter = 0;
	private seenPids = new Set<string>();
	private seeding: HostSeeding | null = null;
	private guestSeed: { startId: string; nonce: string; commits: Commitment[] | null } | null = null;
	private closed = false;
	private failed = false;
	private connected = false;
	private connecting = false;
	private reconnectTimer: unknown = null;
	private tickTimer: unknown = null;
	private attempt = 0;
	private needSentAt = -1;
	private resyncing = false;
	/** The seq of an entry that even the host's whole record could not replay here (this device's game code fails on it). */
	private stuckAt: number | null = null;
	private adopting: number | null = null;
	private awaiting: { link: Link; resolve: (m: Msg | null) => void } | null = null;
	private welcomeGate: (() => void) | null = null;
	private counters = { sentBytes: 0, sentMessages: 0 };

	private constructor(deps: SessionDeps, code: string, name: string, st: RoomState) {
		this.deps = deps;
		this.code = code;
		this.name = name;
		this.st = st;
		this.t = {
			pingMs: deps.timings?.pingMs ?? PING_MS,
			staleMs: deps.timings?.staleMs ?? STALE_MS,
			hostGoneMs: deps.timings?.hostGoneMs ?? HOST_GONE_MS,
			retryMs: deps.timings?.retryMs ?? RETRY_MS
		};
		this.pidBase = randomHex(deps.random, 4);
	}

	// ------------------------------------------------------------------ creation

	static async host(deps: SessionDeps, o: { name: string; game: string; options: unknown; seats: { name: string; kind: 'human' | 'bot' }[] }): Promise<NetSession> {
		const game = await deps.loadGame(o.game);
		if (!game) throw new NetError(T(`Neznámá hra (${o.game}).`, `Unknown game (${o.game}).`), 'game');
		const opts = callGame(game.module, 'parseOptions', () => game.module.parseOptions(o.options), { ok: false as const, reason: INTERNAL_ERROR });
		if (!opts.ok) throw new NetError(opts.reason, 'options');
		if (o.seats.length < game.module.minSeats || o.seats.length > game.module.maxSeats)
			throw new NetError(T('Nepovolený počet míst u stolu.', 'The game does not allow this number of seats.'), 'seats');
		for (let attempt = 0; ; attempt++) {
			const code = roomCode(deps.random);
			const s = new NetSession(deps, code, o.name, {
				code,
				game: o.game,
				options: opts.value,
				seats: o.seats.map((x) => ({ name: x.name, kind: x.kind, device: null })),
				devices: [{ index: 0, deviceId: deps.deviceId, name: o.name, status: 'connected' }],
				hostIndex: 0,
				phase: 'lobby',
				term: 0,
				matchId: null
			});
			s.module = game.module;
			s.bots = game.bots;
			try {
				s.ep = await deps.transport.open(peerId(code, 0));
			} catch (e) {
				if (e instanceof IdTakenError && attempt < 5) continue;
				throw new NetError(T('Nepodařilo se připojit k síti.', 'Could not connect to the network.'), 'network');
			}
			s.wireEndpoint();
			s.connected = true;
			s.startTicking();
			s.saveSession();
			return s;
		}
	}

	static async join(deps: SessionDeps, o: { code: string; name: string }): Promise<NetSession> {
		const code = normalizeRoomCode(o.code);
		if (!code) throw new NetError(T('Neplatný kód místnosti.', 'Invalid room code.'), 'room');
		const s = new NetSession(deps, code, o.name, emptyRoom(code));
		let index = 1;
		let tries = 0;
		while (index < MAX_DEVICES && tries++ < 4 * MAX_DEVICES) {
			let ep: Endpoint;
			try {
				ep = await deps.transport.open(peerId(code, index));
			} catch (e) {
				if (e instanceof IdTakenError) {
					index++;
					continue;
				}
				throw new NetError(T('Nepodařilo se připojit k síti.', 'Could not connect to the network.'), 'network');
			}
			s.ep = ep;
			s.me = index;
			s.wireEndpoint();
			const answer = await s.handshake(0);
			if (answer && answer.t === 'welcome') {
				const problem = await s.acceptWelcome(answer);
				if (problem) {
					s.shutdown(true); // let the reject reach the host first
					throw new NetError(problem, 'version');
				}
				s.startTicking();
				return s;
			}
			ep.close();
			s.ep = null;
			if (!answer) throw new NetError(T('Místnost nebyla nalezena (hostitel neodpovídá).', 'Room not found (the host does not answer).'), 'room');
			if (answer.t === 'reject' && answer.code === 'index' && answer.index !== undefined) {
				index = answer.index;
				await s.sleep(s.t.retryMs);
				continue;
			}
			if (answer.t === 'reject') throw new NetError(answer.reason, answer.code);
		}
		throw new NetError(T('Místnost je plná.', 'The room is full.'), 'full');
	}

	static async resume(deps: SessionDeps, saved: SavedSession): Promise<NetSession> {
		const st = emptyRoom(saved.code);
		st.hostIndex = saved.hostIndex;
		st.term = saved.term ?? 0;
		st.devices = saved.devices.map((d) => ({ ...d, status: d.index === saved.index ? 'connected' : 'reconnecting' }));
		st.matchId = saved.matchId;
		if (saved.game) st.game = saved.game;
		if (saved.options !== undefined) st.options = saved.options;
		if (saved.seats) st.seats = saved.seats.map((x) => ({ ...x }));
		const s = new NetSession(deps, saved.code, saved.name, st);
		s.me = saved.index;
		let record: MatchRecord | undefined;
		if (saved.matchId) record = await deps.store.loadMatch(saved.matchId);
		const gameId = record?.game ?? saved.game;
		if (gameId) {
			const game = await deps.loadGame(gameId);
			if (!game) throw new NetError(T(`Neznámá hra (${gameId}).`, `Unknown game (${gameId}).`), 'game');
			s.module = game.module;
			s.bots = game.bots;
			st.game = gameId;
		}
		if (record && s.module) {
			const opened = MatchRunner.open(s.module, clone(record));
			if (opened.ok) s._runner = opened.value;
			else s.notice('warn', T(`Uložená partie nejde přehrát (${opened.reason.cs}); stáhnu ji znovu.`, `The stored match cannot be replayed (${opened.reason.en}); fetching it again.`));
			if (!saved.seats) st.seats = record.seats.map((x) => ({ name: x.name, kind: x.kind, device: null }));
			st.options = record.options;
			const result = s._runner ? s.resultOf(s._runner) : null;
			st.phase = result ? 'finished' : 'playing';
			// Earlier versions saved online matches without their result: list a finished one as finished.
			if (result) await deps.store.saveMatch(s._runner!.record, { result }).catch(() => undefined); // only the list entry: not worth failing the resume
		} else st.phase = 'lobby';
		const isHost = saved.index === saved.hostIndex;
		if (isHost && saved.matchId && !s._runner)
			throw new NetError(T('Uložená partie chybí nebo je poškozená.', 'The stored match is missing or damaged.'), 'record');
		// Re-register our id; the previous registration may linger for a while.
		for (let i = 0; ; i++) {
			try {
				s.ep = await deps.transport.open(peerId(saved.code, saved.index));
				break;
			} catch (e) {
				if (!(e instanceof IdTakenError) || i >= 60) throw new NetError(T('Nepodařilo se připojit k síti.', 'Could not connect to the network.'), 'network');
				await s.sleep(s.t.retryMs);
			}
		}
		s.wireEndpoint();
		s.hostHeard = deps.now();
		if (isHost) {
			s.connected = true;
			for (const d of st.devices) if (d.index !== s.me) s.heard.set(d.index, deps.now());
			// Did another device take over while we were away? Ask the others first.
			const problem = await s.adoptNewerHost(st.devices.map((d) => d.index));
			if (problem) throw new NetError(problem, 'version');
		} else s.scheduleReconnect(0);
		s.startTicking();
		s.emit();
		return s;
	}

	// ------------------------------------------------------------------ public API

	get room(): RoomView {
		const phase: RoomView['phase'] = this.failed ? 'failed' : this.st.devices.length ? this.st.phase : 'connecting';
		return {
			code: this.code,
			game: this.st.game,
			options: this.st.options,
			seats: this.st.seats.map((s) => ({ ...s })),
			devices: this.st.devices.map((d) => ({ ...d, isHost: d.index === this.st.hostIndex, isMe: d.index === this.me })),
			hostIndex: this.st.hostIndex,
			phase
		};
	}
	get mySeats(): number[] {
		const out: number[] = [];
		this.st.seats.forEach((s, i) => s.kind === 'human' && s.device === this.me && out.push(i));
		return out;
	}
	get myIndex(): number {
		return this.me;
	}
	get isHost(): boolean {
		return this.st.hostIndex === this.me;
	}
	get runner(): MatchRunner | null {
		return this._runner;
	}
	get notices(): NetNotice[] {
		return this._notices.slice();
	}
	get waitingFor(): Text | null {
		if (this.failed) return null;
		if (!this.isHost && !this.hostLink && this.st.phase !== 'finished')
			return T('Připojuji se k hostiteli…', 'Connecting to the host…');
		if (this.st.phase === 'seeding') return T('Zařízení se domlouvají na náhodě…', 'The devices are agreeing on the random seed…');
		if (this.st.phase === 'lobby') return T('Čeká se, až hostitel spustí hru.', 'Waiting for the host to start the match.');
		const r = this._runner;
		if (!r || this.st.phase !== 'playing' || this.resultOf(r)) return null;
		const p = this.pendingOf(r)[0];
		if (!p) return null;
		const seat = this.st.seats[p.seat];
		if (seat?.kind === 'human' && seat.device !== null) {
			const dev = this.st.devices.find((d) => d.index === seat.device);
			if (dev && dev.status !== 'connected')
				return T(`Čeká se, až se znovu připojí zařízení ${dev.name}.`, `Waiting for device ${dev.name} to reconnect.`);
		}
		const who = seat?.name ?? `#${p.seat}`;
		// The decision itself is already on screen; say only whose it is.
		return T(`Čeká se na: ${who}`, `Waiting for ${who}`);
	}

	subscribe(fn: () => void): () => void {
		this.listeners.add(fn);
		return () => this.listeners.delete(fn);
	}

	claimSeat(seat: number, name: string): Text | null {
		const s = this.st.seats[seat];
		if (this.st.phase !== 'lobby') return T('Hra už začala.', 'The match has already started.');
		if (!s) return T('Takové místo není.', 'No such seat.');
		if (s.kind !== 'human') return T('Místo hraje robot.', 'A bot plays this seat.');
		if (s.device !== null && s.device !== this.me) return T('Místo už je obsazené.', 'The seat is taken.');
		const clean = name.trim().slice(0, 40);
		if (!clean) return T('Zadejte jméno.', 'Enter a name.');
		if (this.isHost) this.hostClaim(this.me, seat, clean);
		else this.send(this.hostLink, { t: 'claim', seat, name: clean });
		return null;
	}

	releaseSeat(seat: number): Text | null {
		const s = this.st.seats[seat];
		if (this.st.phase !== 'lobby') return T('Hra už začala.', 'The match has already started.');
		if (!s || s.device !== this.me) return T('Toto místo nemáte.', 'You do not hold this seat.');
		if (this.isHost) this.hostRelease(this.me, seat);
		else this.send(this.hostLink, { t: 'release', seat });
		return null;
	}

	setSeatKind(seat: number, kind: 'human' | 'bot'): Text | null {
		if (!this.isHost) return T('To může jen hostitel.', 'Only the host can do that.');
		if (this.st.phase !== 'lobby') return T('Hra už začala.', 'The match has already started.');
		const s = this.st.seats[seat];
		if (!s) return T('Takové místo není.', 'No such seat.');
		if (s.device !== null) return T('Místo je obsazené.', 'The seat is taken.');
		s.kind = kind;
		this.roomChanged();
		return null;
	}

	start(): Text | null {
		if (!this.isHost) return T('Hru spouští hostitel.', 'Only the host starts the match.');
		if (this.st.phase !== 'lobby') return T('Hra už začala.', 'The match has already started.');
		const free = this.st.seats.findIndex((s) => s.kind === 'human' && s.device === null);
		if (free >= 0) return T(`Místo ${this.st.seats[free].name} nikdo nedrží (nebo z něj udělejte robota).`, `Nobody holds seat ${this.st.seats[free].name} (or make it a bot).`);
		for (const s of this.st.seats) {
			const d = s.kind === 'human' ? this.st.devices.find((x) => x.index === s.device) : undefined;
			if (d && d.status !== 'connected') return T(`Zařízení ${d.name} není připojené.`, `Device ${d.name} is not connected.`);
		}
		const participants = this.st.devices.filter((d) => d.status === 'connected').map((d) => d.index);
		const startId = randomHex(this.deps.random, 8);
		const nonce = randomHex(this.deps.random, 32);
		this.seeding = {
			startId,
			participants,
			commits: new Map([[this.me, sha256Hex(nonce)]]),
			reveals: new Map([[this.me, nonce]]),
			commitsSent: false,
			timer: this.deps.setTimer(() => this.enqueue(async () => this.abortSeeding(T('Některé zařízení neodpovědělo včas.', 'A device did not answer in time.'))), this.t.hostGoneMs)
		};
		this.st.phase = 'seeding';
		this.roomChanged();
		for (const i of participants) if (i !== this.me) this.send(this.links.get(i), { t: 'commitReq', startId });
		this.enqueue(() => this.seedProgress());
		return null;
	}

	propose(seat: number, action: unknown): Promise<Text | null> {
		const r = this._runner;
		if (!r || this.st.phase !== 'playing') return Promise.resolve(T('Hra neběží.', 'The match is not running.'));
		if (!this.mySeats.includes(seat)) return Promise.resolve(T('Za toto místo nehrajete.', 'You do not play this seat.'));
		const checked = r.check(seat, action);
		if (!checked.ok) return Promise.resolve(checked.reason);
		const pid = `${this.pidBase}-${++this.pidCounter}`;
		if (this.isHost) {
			return new Promise((resolve) => this.enqueue(async () => resolve(await this.hostPropose(this.me, { t: 'propose', pid, seat, action }))));
		}
		return new Promise((resolve) => {
			this.pending.set(pid, { resolve, seat, action: canonicalJson(action), base: r.length, pid });
			this.send(this.hostLink, { t: 'propose', pid, seat, action, base: r.length });
		});
	}

	leave(): void {
		if (this.closed) return;
		if (this.isHost) for (const l of this.links.values()) this.send(l, { t: 'bye' });
		else this.send(this.hostLink, { t: 'bye' });
		this.shutdown(true);
	}

	stats(): { sentBytes: number; sentMessages: number; lastSeq: number } {
		return { ...this.counters, lastSeq: this._runner?.length ?? 0 };
	}

	// ------------------------------------------------------------------ plumbing

	private emit(): void {
		for (const fn of [...this.listeners]) {
			try {
				fn();
			} catch {
				/* a listener must not break the session */
			}
		}
	}

	private notice(level: NetNotice['level'], text: Text): void {
		this._notices.push({ id: ++this.noticeId, text, level });
		if (this._notices.length > MAX_NOTICES) this._notices.splice(0, this._notices.length - MAX_NOTICES);
		this.emit();
	}

	private sleep(ms: number): Promise<void> {
		return new Promise((r) => this.deps.setTimer(r, ms));
	}

	private enqueue(fn: () => Promise<void> | void): void {
		this.queue = this.queue
			.then(() => (this.closed ? undefined : fn()))
			.catch((e) => this.notice('error', T(`Vnitřní chyba: ${String(e)}`, `Internal error: ${String(e)}`)));
	}

	private send(link: Link | null | undefined, m: Msg): void {
		if (!link || !link.isOpen || this.closed) return;
		const data = encode(m);
		this.counters.sentBytes += data.length;
		this.counters.sentMessages++;
		link.send(data);
	}

	private broadcast(m: Msg, except?: number): void {
		for (const [i, l] of this.links) if (i !== except) this.send(l, m);
	}

	private shutdown(graceful: boolean): void {
		this.closed = true;
		if (this.tickTimer !== null) this.deps.clearTimer(this.tickTimer);
		if (this.reconnectTimer !== null) this.deps.clearTimer(this.reconnectTimer);
		if (this.seeding) this.deps.clearTimer(this.seeding.timer);
		for (const p of this.pending.values()) p.resolve(T('Spojení bylo ukončeno.', 'The session was closed.'));
		this.pending.clear();
		const ep = this.ep;
		this.ep = null;
		if (graceful) this.deps.setTimer(() => ep?.close(), 50);
		else ep?.close();
		this.emit();
	}

	private wireEndpoint(): void {
		const ep = this.ep;
		ep?.onIncoming((link) => this.wireLink(link));
		// Lost the PeerServer (network gone, laptop asleep): open links may live on, but
		// nobody can reach us anew until we register again, so keep trying.
		ep?.onDisconnected(() => this.reopenEndpoint(ep, 0));
	}

	private reopenEndpoint(ep: Endpoint, attempt: number): void {
		if (this.closed || this.ep !== ep) return;
		const delay = Math.min(this.t.retryMs * 2 ** Math.min(attempt, 4), 8_000);
		this.deps.setTimer(() => {
			if (this.closed || this.ep !== ep) return;
			ep.reopen().catch(() => this.reopenEndpoint(ep, attempt + 1));
		}, delay);
	}

	private wireLink(link: Link): void {
		link.onMessage((data) => {
			if (this.closed) return;
			const parsed = parseMessage(data);
			const from = this.linkDev.get(link);
			if (!parsed.ok) {
				this.notice('warn', T(`Odmítnuta zpráva od ${this.who(from, link)}: ${parsed.reason.cs}`, `Rejected a message from ${this.who(from, link, 'en')}: ${parsed.reason.en}`));
				return;
			}
			const m = parsed.msg;
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
			this.enqueue(() => this.handle(link, m));
		});
		link.onClose(() => {
			if (this.closed) return;
			if (this.awaiting?.link === link) {
				const a = this.awaiting;
				this.awaiting = null;
				a.resolve(null);
			}
			this.enqueue(() => this.linkClosed(link));
		});
	}

	private who(dev: number | undefined, link?: Link, lang: 'cs' | 'en' = 'cs'): string {
		if (dev === undefined) return link ? link.remoteId : '?';
		const d = this.st.devices.find((x) => x.index === dev);
		return d ? `${d.name} (#${dev})` : `#${dev}`;
	}

	private bad(dev: number | undefined, cs: string, en: string): void {
		this.notice('warn', T(`Odmítnuto od ${this.who(dev)}: ${cs}`, `Rejected from ${this.who(dev, undefined, 'en')}: ${en}`));
	}

	private startTicking(): void {
		const tick = () => {
			if (this.closed) return;
			this.tickTimer = this.deps.setTimer(tick, this.t.pingMs);
			this.enqueue(() => this.onTick());
		};
		this.tickTimer = this.deps.setTimer(tick, this.t.pingMs);
	}

	private onTick(): void {
		const now = this.deps.now();
		if (this.isHost) {
			let changed = false;
			for (const d of this.st.devices) {
				if (d.index === this.me) continue;
				const link = this.links.get(d.index);
				if (link) this.send(link, { t: 'ping', ts: now });
				const quiet = now - (this.heard.get(d.index) ?? now);
				const status: DeviceStatus = d.status === 'gone' || quiet >= this.t.hostGoneMs ? 'gone' : quiet >= this.t.staleMs || !link ? 'reconnecting' : 'connected';
				if (status !== 'connected' && link) {
					this.links.delete(d.index);
					link.close();
				}
				if (status !== d.status) {
					d.status = status;
					changed = true;
					if (status === 'gone') this.releaseGoneSeats(d.index);
					if (this.seeding?.participants.includes(d.index))
						this.abortSeeding(T(`Zařízení ${d.name} se odpojilo.`, `Device ${d.name} disconnected.`));
				}
			}
			if (changed) this.roomChanged();
			const lost = this.st.devices.filter((d) => d.index !== this.me && d.status !== 'connected').map((d) => d.index);
			if (lost.length && !this.probing && now - this.lastProbe >= this.t.retryMs * 4) {
				this.lastProbe = now;
				this.probing = true;
				void this.adoptNewerHost(lost)
					.then((problem) => {
						if (problem) {
							this.notice('error', problem);
							this.shutdown(false);
						}
					})
					.finally(() => (this.probing = false));
			}
		} else if (this.hostLink) {
			this.send(this.hostLink, { t: 'ping', ts: now });
			if (now - this.hostHeard >= this.t.staleMs) {
				const l = this.hostLink;
				this.hostLink = null;
				this.markHostLost();
				l.close();
				this.scheduleReconnect(0);
				this.emit();
			}
		} else this.scheduleReconnect(this.t.retryMs);
	}

	private releaseGoneSeats(dev: number): void {
		if (this.st.phase !== 'lobby') return;
		for (const s of this.st.seats) if (s.device === dev) s.device = null;
	}

	private roomChanged(): void {
		if (this.isHost) this.broadcast({ t: 'room', room: this.st });
		this.saveSession();
		this.emit();
	}

	private saveSession(): void {
		const s: SavedSession = {
			code: this.code,
			deviceId: this.deps.deviceId,
			index: this.me,
			name: this.name,
			matchId: this.st.matchId,
			hostIndex: this.st.hostIndex,
			devices: this.st.devices.map((d) => ({ index: d.index, deviceId: d.deviceId, name: d.name })),
			seats: this.st.seats.map((x) => ({ ...x })),
			game: this.st.game,
			options: this.st.options,
			term: this.st.term
		};
		this.deps.store.saveSession(s).catch(() => this.notice('warn', T('Nepodařilo se uložit stav připojení.', 'Could not save the session.')));
	}

	private async saveRecord(runner: MatchRunner): Promise<void> {
		runner.record.updatedAt = this.deps.now();
		await this.deps.store.saveMatch(runner.record, { result: this.resultOf(runner) });
	}

	private resultOf(r: MatchRunner): GameResult | null {
		return callGame(r.module, 'result', () => r.result(), null);
	}

	private pendingOf(r: MatchRunner): Decision[] {
		return callGame(r.module, 'pending', () => r.pending(), []);
	}

	// ------------------------------------------------------------------ guest: connecting

	private hello(): Msg {
		const r = this._runner;
		return {
			t: 'hello',
			proto: PROTOCOL_VERSION,
			app: this.deps.appVersion,
			game: this.module?.id ?? null,
			rulesVersion: this.module?.rulesVersion ?? null,
			deviceId: this.deps.deviceId,
			name: this.name,
			room: this.code,
			index: this.me,
			lastSeq: r?.length ?? 0,
			hash: r?.hash ?? null,
			matchId: r ? r.record.id : null,
			term: this.st.term,
			hostIndex: this.st.hostIndex
		};
	}

	/** Connects to `index`, says hello and waits for welcome/reject (null: no answer). */
	private async handshake(index: number): Promise<Msg | null> {
		if (!this.ep) return null;
		let link: Link;
		try {
			link = await this.ep.connect(peerId(this.code, index), this.t.retryMs * 2);
		} catch {
			return null;
		}
		if (this.closed) {
			link.close();
			return null;
		}
		const answer = new Promise<Msg | null>((resolve) => {
			this.awaiting = { link, resolve };
			this.deps.setTimer(() => {
				if (this.awaiting?.link === link) {
					this.awaiting = null;
					resolve(null);
				}
			}, this.t.retryMs * 3);
		});
		this.wireLink(link);
		this.send(link, this.hello());
		const m = await answer;
		if (m?.t === 'welcome') {
			this.hostLink = link;
			this.linkDev.set(link, m.hostIndex);
		} else link.close();
		return m;
	}

	/**
	 * As host, asks the given devices whether one of them hosts the room now (a
	 * hand-over while we were away or cut off). The newer host welcomes us as a
	 * guest (its term is higher) and we follow it; its adoption of the longer log
	 * keeps every move. Returns a reason when we cannot play with it.
	 */
	private async adoptNewerHost(indices: number[]): Promise<Text | null> {
		for (const index of [...indices].sort((a, b) => a - b)) {
			if (index === this.me || !this.isHost || this.closed) continue;
			const m = await this.handshake(index);
			if (m?.t === 'welcome' && m.hostIndex !== this.me) {
				for (const l of this.links.values()) l.close();
				this.links.clear();
				const problem = await this.acceptWelcome(m);
				if (!problem) this.notice('info', T('Mezitím hru převzalo jiné zařízení.', 'Another device took over the match meanwhile.'));
				return problem;
			}
		}
		return null;
	}

	/** Takes the host's welcome; returns a reason when this device cannot play with it. */
	private async acceptWelcome(m: Extract<Msg, { t: 'welcome' }>): Promise<Text | null> {
		try {
			return await this.takeWelcome(m);
		} finally {
			const g = this.welcomeGate;
			this.welcomeGate = null;
			g?.();
		}
	}

	private async takeWelcome(m: Extract<Msg, { t: 'welcome' }>): Promise<Text | null> {
		if (!this.module || this.module.id !== m.game) {
			const game = await this.deps.loadGame(m.game);
			if (!game || game.module.rulesVersion !== m.rulesVersion) {
				const reason = game
					? T(`Hostitel hraje verzi pravidel ${m.rulesVersion}, toto zařízení má ${game.module.rulesVersion}. Aktualizujte aplikaci na obou zařízeních.`, `The host plays rules version ${m.rulesVersion}; this device has ${game.module.rulesVersion}. Update the app on both devices.`)
					: T(`Toto zařízení nezná hru ${m.game}. Aktualizujte aplikaci.`, `This device does not know the game ${m.game}. Update the app.`);
				this.send(this.hostLink, { t: 'reject', code: 'version', reason });
				this.notice('error', reason);
				this.failed = true;
				return reason;
			}
			this.module = game.module;
			this.bots = game.bots;
		}
		this.me = m.index;
		this.st = m.room;
		this.st.hostIndex = m.hostIndex;
		this.st.term = m.term;
		this.connected = true;
		this.hostHeard = this.deps.now();
		this.hostBye = false;
		this.attempt = 0;
		this.needSentAt = -1;
		this.saveSession();
		// Proposals still waiting: send them again (the host drops ones it has seen).
		for (const p of this.pending.values()) this.send(this.hostLink, { t: 'propose', pid: p.pid, seat: p.seat, action: JSON.parse(p.action), base: p.base });
		this.emit();
		return null;
	}

	private scheduleReconnect(ms: number): void {
		if (this.closed || this.isHost || this.hostLink || this.connecting || this.reconnectTimer !== null) return;
		const delay = ms || Math.min(this.t.retryMs * 2 ** this.attempt, this.t.retryMs * 8);
		this.reconnectTimer = this.deps.setTimer(() => {
			this.reconnectTimer = null;
			void this.reconnect();
		}, delay);
	}

	private async reconnect(): Promise<void> {
		if (this.closed || this.isHost || this.hostLink || this.connecting) return;
		this.connecting = true;
		this.attempt++;
		try {
			const silent = this.deps.now() - this.hostHeard;
			const handOver = this.hostBye || silent >= this.t.hostGoneMs;
			let order = [this.st.hostIndex];
			if (handOver) {
				const old = this.st.hostIndex;
				const candidates = this.st.devices.filter((d) => d.index !== old && d.status !== 'gone').map((d) => d.index).sort((a, b) => a - b);
				const pos = candidates.indexOf(this.me);
				// Alone with the old host gone, hosting would only split the room: keep waiting for it.
				const alone = candidates.length < 2;
				if (!alone && (pos === 0 || (pos > 0 && silent >= this.t.hostGoneMs * (1 + pos)))) {
					this.enqueue(() => this.becomeHost());
					return;
				}
				order = this.st.devices.map((d) => d.index).filter((i) => i !== this.me).sort((a, b) => a - b);
			}
			for (const i of order) {
				if (this.closed || this.hostLink) return;
				const m = await this.handshake(i);
				if (m?.t === 'welcome') {
					const problem = await this.acceptWelcome(m);
					if (problem) this.shutdown(false);
					return;
				}
				if (m?.t === 'reject' && m.code !== 'notHost') {
					this.notice('error', m.reason);
					if (m.code === 'version' || m.code === 'room' || m.code === 'started' || m.code === 'full') {
						this.failed = true;
						this.shutdown(false);
						return;
					}
				}
			}
		} finally {
			this.connecting = false;
			if (!this.closed && !this.hostLink && !this.isHost) this.scheduleReconnect(0);
		}
	}

	private becomeHost(): void {
		if (this.closed || this.hostLink || this.isHost) return;
		const old = this.st.hostIndex;
		this.st.hostIndex = this.me;
		this.st.term++;
		const now = this.deps.now();
		for (const d of this.st.devices) {
			if (d.index === this.me) d.status = 'connected';
			else if (d.index === old) d.status = this.hostBye ? 'gone' : 'reconnecting';
			else if (d.status !== 'gone') d.status = 'reconnecting';
			this.heard.set(d.index, d.index === old ? now - this.t.staleMs : now);
		}
		this.staging = null;
		this.resyncing = false;
		// Our own waiting proposals become host proposals.
		const waiting = [...this.pending.values()];
		this.pending.clear();
		this.notice('info', T('Hostitel odešel; hru teď řídí toto zařízení.', 'The host left; this device now runs the match.'));
		this.roomChanged();
		for (const p of waiting) this.enqueue(async () => p.resolve(await this.hostPropose(this.me, { t: 'propose', pid: p.pid, seat: p.seat, action: JSON.parse(p.action) })));
		this.enqueue(() => this.driveBots());
	}

	// ------------------------------------------------------------------ dispatch

	/** A guest lost its host: show it as reconnecting (or gone after a goodbye). */
	private markHostLost(): void {
		const host = this.st.devices.find((d) => d.index === this.st.hostIndex);
		if (host && host.index !== this.me) host.status = this.hostBye ? 'gone' : 'reconnecting';
	}

	private async linkClosed(link: Link): Promise<void> {
		if (link === this.hostLink) {
			this.hostLink = null;
			this.markHostLost();
			this.scheduleReconnect(this.t.retryMs);
			this.emit();
			return;
		}
		const dev = this.linkDev.get(link);
		if (dev !== undefined && this.links.get(dev) === link) {
			this.links.delete(dev);
			const d = this.st.devices.find((x) => x.index === dev);
			if (d && d.status === 'connected') d.status = 'reconnecting';
			if (this.seeding?.participants.includes(dev)) this.abortSeeding(T(`Zařízení ${d?.name ?? dev} se odpojilo.`, `Device ${d?.name ?? dev} disconnected.`));
			if (this.adopting === dev) this.adopting = null;
			this.roomChanged();
		}
	}

	private async handle(link: Link, m: Msg): Promise<void> {
		if (this.closed) return;
		if (m.t === 'hello') return this.onHello(link, m);
		if (this.isHost) {
			const dev = this.linkDev.get(link);
			if (dev === undefined || this.links.get(dev) !== link) {
				if (m.t !== 'pong' && m.t !== 'ping' && m.t !== 'bye') this.bad(undefined, 'zpráva od zařízení, které se nepředstavilo.', 'a message from a device that never said hello.');
				return;
			}
			this.heard.set(dev, this.deps.now());
			return this.hostHandle(link, dev, m);
		}
		if (link !== this.hostLink) {
			if (m.t !== 'pong' && m.t !== 'ping' && m.t !== 'bye') this.bad(undefined, `nečekaná zpráva „${m.t}“.`, `an unexpected "${m.t}" message.`);
			return;
		}
		this.hostHeard = this.deps.now();
		return this.guestHandle(link, m);
	}

	// ------------------------------------------------------------------ host

	private async onHello(link: Link, m: Extract<Msg, { t: 'hello' }>): Promise<void> {
		const reject = (code: string, reason: Text, extra: { index?: number; hostIndex?: number; term?: number } = {}) => {
			this.send(link, { t: 'reject', code, reason, ...extra });
			this.deps.setTimer(() => link.close(), 100);
		};
		if (m.proto !== PROTOCOL_VERSION) {
			const reason = T(
				`Různé verze síťového protokolu (toto zařízení ${PROTOCOL_VERSION}, druhé ${m.proto}). Aktualizujte aplikaci na obou zařízeních.`,
				`Different network protocol versions (this device ${PROTOCOL_VERSION}, the other ${m.proto}). Update the app on both devices.`
			);
			this.notice('error', T(`Zařízení ${m.name}: ${reason.cs}`, `Device ${m.name}: ${reason.en}`));
			return reject('version', reason);
		}
		if (m.room !== this.code) return reject('room', T('Neznámá místnost.', 'Unknown room.'));
		// A device speaks only from its own room address dk-<room>-<index>, which the PeerServer lets one device hold at a time.
		if (link.remoteId !== peerId(this.code, m.index))
			return reject('index', T('Zařízení se ohlásilo z cizí adresy.', 'The device called from an address that is not its own.'));
		if (!this.isHost) return reject('notHost', T('Toto zařízení není hostitel.', 'This device is not the host.'), { hostIndex: this.st.hostIndex, term: this.st.term });
		const known = this.st.devices.find((d) => d.deviceId === m.deviceId && d.index === m.index);
		const claimsOwnAddress = link.remoteId === peerId(this.code, m.index);
		const newHostKnown = this.st.devices.some((d) => d.index === m.hostIndex);
		if (m.term > this.st.term && m.hostIndex !== this.me && !(known && claimsOwnAddress && newHostKnown)) {
			this.notice('warn', T(`Zařízení ${m.name.slice(0, 40)} tvrdí, že hru převzalo jiné zařízení; ignoruji to.`, `Device ${m.name.slice(0, 40)} claims another device took over; ignored.`));
			return reject('notHost', T('Toto tvrzení nelze ověřit.', 'That claim cannot be verified.'));
		}
		if (m.term > this.st.term && m.hostIndex !== this.me) {
			// A hand-over happened without us: join the newer host.
			this.notice('info', T('Mezitím hru převzalo jiné zařízení; připojuji se k němu.', 'Another device took over meanwhile; joining it.'));
			reject('notHost', T('Toto zařízení už není hostitel.', 'This device is no longer the host.'));
			this.stepDown(m.term, m.hostIndex);
			return;
		}
		if (this.module && m.game !== null && (m.game !== this.module.id || m.rulesVersion !== this.module.rulesVersion)) {
			const reason = T(
				`Různé verze pravidel hry (hostitel ${this.module.rulesVersion}, zařízení ${m.rulesVersion}). Aktualizujte aplikaci.`,
				`Different game rules versions (host ${this.module.rulesVersion}, device ${m.rulesVersion}). Update the app.`
			);
			this.notice('error', T(`Zařízení ${m.name}: ${reason.cs}`, `Device ${m.name}: ${reason.en}`));
			return reject('version', reason);
		}
		if (m.app !== this.deps.appVersion)
			this.notice('info', T(`Zařízení ${m.name} má jinou verzi aplikace (${m.app}).`, `Device ${m.name} runs another app version (${m.app}).`));
		let dev = this.st.devices.find((d) => d.deviceId === m.deviceId);
		if (dev) {
			if (dev.index !== m.index) return reject('index', T('Použijte své původní číslo.', 'Use your previous index.'), { index: dev.index });
		} else {
			if (this.st.phase !== 'lobby')
				return reject('started', T('Hra v této místnosti už začala.', 'The match in this room has already started.'));
			if (this.st.devices.length >= MAX_DEVICES) return reject('full', T('Místnost je plná.', 'The room is full.'));
			const used = new Set(this.st.devices.map((d) => d.index));
			if (m.index === 0 || used.has(m.index)) {
				let free = 1;
				while (used.has(free)) free++;
				return reject('index', T('Toto číslo je obsazené.', 'This index is taken.'), { index: free });
			}
			dev = { index: m.index, deviceId: m.deviceId, name: m.name.slice(0, 40), status: 'connected' };
			this.st.devices.push(dev);
			this.st.devices.sort((a, b) => a.index - b.index);
		}
		const old = this.links.get(dev.index);
		if (old && old !== link) old.close();
		this.links.set(dev.index, link);
		this.linkDev.set(link, dev.index);
		this.heard.set(dev.index, this.deps.now());
		dev.status = 'connected';
		dev.name = m.name.slice(0, 40) || dev.name;
		const r = this._runner;
		this.send(link, {
			t: 'welcome',
			index: dev.index,
			hostIndex: this.me,
			term: this.st.term,
			room: this.st,
			game: this.st.game,
			rulesVersion: this.module?.rulesVersion ?? '',
			lastSeq: r?.length ?? 0
		});
		if (r) {
			if (m.matchId !== r.record.id) this.sendBase(link);
			else if (m.lastSeq <= r.length) {
				if (m.hash !== r.hashes[m.lastSeq]) {
					this.notice('warn', T(`Zařízení ${dev.name} má odlišný záznam; posílám mu celý.`, `Device ${dev.name} has a different record; sending it the whole one.`));
					this.sendBase(link);
				} else this.sendEntries(link, m.lastSeq);
			} else {
				// The guest knows more than we do (after a hand-over): adopt its entries.
				this.adopting = dev.index;
				this.send(link, { t: 'need', from: r.length });
			}
		}
		this.roomChanged();
	}

	private stepDown(term: number, hostIndex: number): void {
		for (const l of this.links.values()) l.close();
		this.links.clear();
		this.st.term = term;
		this.st.hostIndex = hostIndex;
		this.hostHeard = this.deps.now();
		this.seeding = null;
		this.saveSession();
		this.scheduleReconnect(this.t.retryMs);
		this.emit();
	}

	private sendEntries(link: Link, from: number): void {
		const r = this._runner;
		if (!r) return;
		const log = r.record.log;
		const hashes = r.hashes;
		let items: Item[] = [];
		let size = 0;
		let start = from;
		for (let i = from; i < log.length; i++) {
			const item: Item = [log[i].seat, log[i].action, hashes[i + 1]];
			const len = JSON.stringify(item).length;
			if (items.length && size + len > BATCH_CHARS) {
				this.send(link, { t: 'entries', from: start, items });
				items = [];
				size = 0;
				start = i;
			}
			items.push(item);
			size += len;
		}
		if (items.length) this.send(link, { t: 'entries', from: start, items });
	}

	private sendBase(link: Link): void {
		const r = this._runner;
		if (!r) return;
		this.send(link, { t: 'base', record: { ...r.record, log: [] }, len: r.length, hash: r.hash });
		this.sendEntries(link, 0);
	}

	private async hostHandle(link: Link, dev: number, m: Msg): Promise<void> {
		switch (m.t) {
			case 'ping':
				return this.send(link, { t: 'pong', ts: m.ts });
			case 'pong':
				return;
			case 'claim':
				if (!this.hostClaim(dev, m.seat, m.name.trim().slice(0, 40))) this.bad(dev, 'místo nejde obsadit.', 'the seat cannot be claimed.');
				return;
			case 'release':
				if (!this.hostRelease(dev, m.seat)) this.bad(dev, 'místo nejde uvolnit.', 'the seat cannot be released.');
				return;
			case 'commit':
			case 'reveal':
				return this.hostSeedMsg(dev, m);
			case 'propose': {
				const reason = await this.hostPropose(dev, m);
				if (reason) this.send(link, { t: 'refused', pid: m.pid, reason });
				return;
			}
			case 'ack': {
				if (!this._runner || m.seq > this._runner.length) this.bad(dev, `potvrzení neznámého tahu ${m.seq}.`, `an ack for unknown seq ${m.seq}.`);
				return;
			}
			case 'need':
				if (!this._runner || m.from > this._runner.length) return this.bad(dev, 'žádost o neexistující tahy.', 'a request for entries that do not exist.');
				return this.sendEntries(link, m.from);
			case 'resync':
				this.notice('warn', T(`Zařízení ${this.who(dev)} hlásí odlišný stav; posílám celý záznam.`, `Device ${this.who(dev)} reports a different state; sending the whole record.`));
				return this.sendBase(link);
			case 'entries':
				if (this.adopting !== dev) return this.bad(dev, 'nevyžádané tahy.', 'unrequested entries.');
				return this.adopt(dev, m);
			case 'reject': {
				this.notice('error', T(`Zařízení ${this.who(dev)} odmítlo hru: ${m.reason.cs}`, `Device ${this.who(dev)} refused the match: ${m.reason.en}`));
				return this.dropDevice(dev);
			}
			case 'bye':
				return this.dropDevice(dev);
			default:
				return this.bad(dev, `nečekaná zpráva „${m.t}“.`, `an unexpected "${m.t}" message.`);
		}
	}

	private dropDevice(dev: number): void {
		const d = this.st.devices.find((x) => x.index === dev);
		const l = this.links.get(dev);
		this.links.delete(dev);
		l?.close();
		if (!d) return;
		if (this.st.phase === 'lobby' || this.st.phase === 'seeding') {
			this.st.devices = this.st.devices.filter((x) => x !== d);
			for (const s of this.st.seats) if (s.device === dev) s.device = null;
			if (this.seeding?.participants.includes(dev)) this.abortSeeding(T(`Zařízení ${d.name} odešlo.`, `Device ${d.name} left.`));
		} else d.status = 'gone';
		this.roomChanged();
	}

	private hostClaim(dev: number, seat: number, name: string): boolean {
		const s = this.st.seats[seat];
		if (this.st.phase !== 'lobby' || !s || s.kind !== 'human' || (s.device !== null && s.device !== dev) || !name) return false;
		s.device = dev;
		s.name = name;
		this.roomChanged();
		return true;
	}

	private hostRelease(dev: number, seat: number): boolean {
		const s = this.st.seats[seat];
		if (this.st.phase !== 'lobby' || !s || s.device !== dev) return false;
		s.device = null;
		this.roomChanged();
		return true;
	}

	private async hostSeedMsg(dev: number, m: Extract<Msg, { t: 'commit' | 'reveal' }>): Promise<void> {
		const sd = this.seeding;
		if (!sd || m.startId !== sd.startId || !sd.participants.includes(dev)) return this.bad(dev, 'zpráva k jinému startu hry.', 'a message for another start.');
		if (m.t === 'commit' ? sd.commits.get(dev) === m.c : sd.reveals.get(dev) === m.nonce) return; // a duplicate
		if (m.t === 'commit') {
			if (sd.commits.has(dev) || m.c.length !== 64) return this.bad(dev, 'neplatný závazek.', 'an invalid commitment.');
			sd.commits.set(dev, m.c);
		} else {
			if (!sd.commitsSent || sd.reveals.has(dev)) return this.bad(dev, 'nečekané odhalení.', 'an unexpected reveal.');
			if (sha256Hex(m.nonce) !== sd.commits.get(dev)) {
				const d = this.st.devices.find((x) => x.index === dev);
				return this.abortSeeding(T(`Zařízení ${d?.name ?? dev} odhalilo jiné číslo, než ke kterému se zavázalo. Hra nezačala.`, `Device ${d?.name ?? dev} revealed a value that does not match its commitment. The match did not start.`));
			}
			sd.reveals.set(dev, m.nonce);
		}
		return this.seedProgress();
	}

	private async seedProgress(): Promise<void> {
		const sd = this.seeding;
		if (!sd || !this.module) return;
		if (!sd.commitsSent && sd.commits.size === sd.participants.length) {
			sd.commitsSent = true;
			const commits = [...sd.commits].map(([index, c]) => ({ index, c })).sort((a, b) => a.index - b.index);
			for (const i of sd.participants) if (i !== this.me) this.send(this.links.get(i), { t: 'commits', startId: sd.startId, commits });
		}
		if (!sd.commitsSent || sd.reveals.size !== sd.participants.length) return;
		this.deps.clearTimer(sd.timer);
		this.seeding = null;
		const reveals = [...sd.reveals].map(([index, nonce]) => ({ index, nonce })).sort((a, b) => a.index - b.index);
		const commits = [...sd.commits].map(([index, c]) => ({ index, c }));
		const v = verifyReveals(commits, reveals);
		if (!v.ok) return this.abortSeeding(v.reason);
		const id = `net-${this.code}-${sd.startId}`;
		const record = newMatchRecord(this.module, id, this.st.seats.map((s) => ({ name: s.name, kind: s.kind })), this.st.options, v.seed, this.deps.now());
		const opened = MatchRunner.open(this.module, clone(record));
		if (!opened.ok) return this.abortSeeding(opened.reason);
		this._runner = opened.value;
		await this.saveRecord(opened.value);
		this.st.matchId = id;
		this.st.phase = 'playing';
		this.broadcast({ t: 'start', startId: sd.startId, record, reveals });
		this.roomChanged();
		await this.driveBots();
	}

	private abortSeeding(reason: Text): void {
		if (!this.seeding && this.st.phase !== 'seeding') return;
		if (this.seeding) this.deps.clearTimer(this.seeding.timer);
		this.seeding = null;
		this.st.phase = 'lobby';
		this.notice('error', reason);
		this.broadcast({ t: 'abort', reason });
		this.roomChanged();
	}

	/** Checks and applies a proposal; returns the refusal reason or null once it is stored and broadcast. */
	private async hostPropose(dev: number, m: Extract<Msg, { t: 'propose' }>): Promise<Text | null> {
		const r = this._runner;
		const remote = dev !== this.me;
		const refuse = (reason: Text) => {
			if (remote) this.bad(dev, reason.cs, reason.en);
			return reason;
		};
		if (!r || this.st.phase !== 'playing') return refuse(T('Hra neběží.', 'The match is not running.'));
		const key = `${dev}:${m.pid}`;
		if (this.seenPids.has(key)) return null; // a resent proposal we already applied
		if (this.inLogSince(m)) return null; // …applied before this host restarted (protocol.ts, DUPLICATES)
		const seat = this.st.seats[m.seat];
		if (!seat || seat.kind !== 'human' || seat.device !== dev) return refuse(T(`Místo ${m.seat} tomuto zařízení nepatří.`, `Seat ${m.seat} does not belong to this device.`));
		const applied = r.apply(m.seat, m.action);
		if (!applied.ok) return refuse(applied.reason);
		this.seenPids.add(key);
		await this.commitEntry(m.seat, applied.value.hash, dev, m.pid);
		return null;
	}

	/** Whether the log since the proposal's base holds an entry of its seat with the same action. */
	private inLogSince(m: Extract<Msg, { t: 'propose' }>): boolean {
		const r = this._runner;
		if (!r || m.base === undefined || m.base < 0 || m.base >= r.length) return false;
		const action = canonicalJson(m.action);
		for (let i = m.base; i < r.length; i++) {
			const e = r.record.log[i];
			if (e.seat === m.seat && canonicalJson(e.action) === action) return true;
		}
		return false;
	}

	private async commitEntry(seat: number, hash: string, by: number, pid?: string): Promise<void> {
		const r = this._runner!;
		await this.saveRecord(r);
		const seq = r.length;
		this.broadcast({ t: 'entry', seq, seat, action: r.record.log[seq - 1].action, hash, by, pid });
		if (this.resultOf(r) && this.st.phase === 'playing') {
			this.st.phase = 'finished';
			this.roomChanged();
		} else this.emit();
		this.enqueue(() => this.driveBots());
	}

	private async driveBots(): Promise<void> {
		const r = this._runner;
		if (!this.isHost || !r || this.st.phase !== 'playing' || this.resultOf(r) || this.adopting !== null) return;
		const p = this.pendingOf(r).find((x) => this.st.seats[x.seat]?.kind === 'bot');
		if (!p || !this.bots.length) return;
		const bot = this.bots[0];
		const legal = callGame(r.module, 'legalActions', () => r.legalActions(p.seat), []);
		if (!legal.length) return;
		const action = callGame(r.module, `bot ${bot.id}`, () => bot.choose(r.view(p.seat), legal, rngFromSeed(`${r.record.seed}:bot:${r.length + 1}`)), undefined);
		if (action === undefined) {
			this.notice('error', T(`Robot nedokázal vybrat tah: ${INTERNAL_ERROR.cs}`, `The bot could not choose an action: ${INTERNAL_ERROR.en}`));
			return;
		}
		const applied = r.apply(p.seat, action);
		if (!applied.ok) {
			this.notice('error', T(`Robot zahrál nepovolený tah: ${applied.reason.cs}`, `The bot chose an illegal action: ${applied.reason.en}`));
			return;
		}
		await this.commitEntry(p.seat, applied.value.hash, this.me);
	}

	/** New host adopting entries a survivor has and we do not. */
	private async adopt(dev: number, m: Extract<Msg, { t: 'entries' }>): Promise<void> {
		const r = this._runner;
		if (!r || m.from !== r.length) return this.bad(dev, 'tahy mimo pořadí.', 'entries out of order.');
		for (const [seat, action, hash] of m.items) {
			const applied = r.apply(seat, action);
			if (!applied.ok || applied.value.hash !== hash) {
				if (applied.ok) r.undo(seat);
				this.bad(dev, 'převzatý tah nesouhlasí.', 'an adopted entry does not match.');
				break;
			}
			await this.saveRecord(r);
			this.broadcast({ t: 'entry', seq: r.length, seat, action: r.record.log[r.length - 1].action, hash, by: dev }, dev);
		}
		this.adopting = null;
		if (this.resultOf(r) && this.st.phase === 'playing') this.st.phase = 'finished';
		this.roomChanged();
		await this.driveBots();
	}

	// ------------------------------------------------------------------ guest

	private async guestHandle(link: Link, m: Msg): Promise<void> {
		switch (m.t) {
			case 'ping':
				return this.send(link, { t: 'pong', ts: m.ts });
			case 'pong':
				return;
			case 'room': {
				if (m.room.term < this.st.term || m.room.code !== this.code) return this.bad(this.st.hostIndex, 'zastaralý stav místnosti.', 'a stale room state.');
				const phase = this.st.phase;
				this.st = m.room;
				if (phase === 'playing' && m.room.phase === 'lobby') this.st.phase = phase;
				this.saveSession();
				this.emit();
				return;
			}
			case 'commitReq': {
				if (this.guestSeed?.startId === m.startId) return this.send(link, { t: 'commit', startId: m.startId, c: sha256Hex(this.guestSeed.nonce) }); // a duplicate
				const nonce = randomHex(this.deps.random, 32);
				this.guestSeed = { startId: m.startId, nonce, commits: null };
				return this.send(link, { t: 'commit', startId: m.startId, c: sha256Hex(nonce) });
			}
			case 'commits': {
				const gs = this.guestSeed;
				if (!gs || gs.startId !== m.startId) return this.bad(this.st.hostIndex, 'závazky k jinému startu.', 'commitments for another start.');
				const mine = m.commits.find((c) => c.index === this.me);
				if (!mine || mine.c !== sha256Hex(gs.nonce))
					return this.failStart(T('Hostitel rozeslal špatný závazek tohoto zařízení.', 'The host sent a wrong commitment for this device.'));
				gs.commits = m.commits;
				return this.send(link, { t: 'reveal', startId: m.startId, nonce: gs.nonce });
			}
			case 'start':
				return this.guestStart(m);
			case 'abort':
				this.guestSeed = null;
				this.st.phase = 'lobby';
				this.notice('error', m.reason);
				return;
			case 'entry':
				return this.guestEntries(m.seq - 1, [[m.seat, m.action, m.hash]], m.by, m.pid);
			case 'entries':
				return this.guestEntries(m.from, m.items);
			case 'base':
				return this.guestBase(m);
			case 'need': {
				// The new host asks for entries it missed (hand-over).
				const r = this._runner;
				if (!r || m.from > r.length) return;
				let items: Item[] = [];
				let start = m.from;
				let size = 0;
				const hashes = r.hashes;
				for (let i = m.from; i < r.length; i++) {
					const it: Item = [r.record.log[i].seat, r.record.log[i].action, hashes[i + 1]];
					const len = JSON.stringify(it).length;
					if (items.length && size + len > BATCH_CHARS) {
						this.send(link, { t: 'entries', from: start, items });
						items = [];
						size = 0;
						start = i;
					}
					items.push(it);
					size += len;
				}
				this.send(link, { t: 'entries', from: start, items });
				return;
			}
			case 'refused': {
				const p = this.pending.get(m.pid);
				if (p) {
					this.pending.delete(m.pid);
					p.resolve(m.reason);
				}
				return;
			}
			case 'bye':
				this.hostBye = true;
				this.hostLink = null;
				this.markHostLost();
				link.close();
				this.scheduleReconnect(1);
				this.emit();
				return;
			case 'reject':
				this.notice('error', m.reason);
				return;
			default:
				return this.bad(this.st.hostIndex, `nečekaná zpráva „${m.t}“.`, `an unexpected "${m.t}" message.`);
		}
	}

	private failStart(reason: Text): void {
		this.guestSeed = null;
		this.notice('error', reason);
		this.failed = true;
		this.emit();
	}

	private async guestStart(m: Extract<Msg, { t: 'start' }>): Promise<void> {
		const gs = this.guestSeed;
		if (!this.module) return;
		if (this._runner && this._runner.record.id === (m.record as { id?: unknown }).id) return; // a duplicate
		if (!gs || gs.startId !== m.startId || !gs.commits) {
			// We did not take part in this start (joined late): trust the host's base instead.
			this.send(this.hostLink, { t: 'resync' });
			return;
		}
		this.guestSeed = null;
		const v = verifyReveals(gs.commits, m.reveals);
		if (!v.ok) return this.failStart(v.reason);
		const mine = m.reveals.find((r) => r.index === this.me);
		if (!mine || mine.nonce !== gs.nonce) return this.failStart(T('Hostitel změnil odhalení tohoto zařízení.', 'The host changed the reveal of this device.'));
		const rec = m.record as unknown as MatchRecord;
		if (rec.seed !== v.seed || !Array.isArray(rec.log) || rec.log.length !== 0)
			return this.failStart(T('Náhoda hry nesouhlasí se závazky; hra se nespustí.', 'The match seed does not match the commitments; the match will not start.'));
		const opened = safeOpen(this.module, rec);
		if (!opened.ok) return this.failStart(opened.reason);
		this._runner = opened.value;
		await this.saveRecord(opened.value);
		this.st.matchId = rec.id;
		this.st.phase = 'playing';
		this.saveSession();
		this.emit();
	}

	private async guestBase(m: Extract<Msg, { t: 'base' }>): Promise<void> {
		if (!this.module) return;
		const rec = m.record as unknown as MatchRecord;
		if (!Array.isArray(rec.log) || rec.log.length) return this.bad(this.st.hostIndex, 'neplatný základ záznamu.', 'an invalid record base.');
		const opened = safeOpen(this.module, rec);
		if (!opened.ok) return this.bad(this.st.hostIndex, opened.reason.cs, opened.reason.en);
		this.staging = { runner: opened.value, len: m.len, hash: m.hash };
		this.resyncing = true;
		await this.finishStaging();
	}

	/** The host's record does not replay here: keep our own record and stop waiting for the resync. */
	private stagingFailed(seq: number, reason: Text | null): void {
		this.staging = null;
		this.resyncing = false;
		this.stuckAt = seq;
		this.needSentAt = -1;
		const why = reason ? T(` (tah ${seq}: ${reason.cs})`, ` (action ${seq}: ${reason.en})`) : T(` (tah ${seq})`, ` (action ${seq})`);
		this.notice('error', T(`Záznam od hostitele nejde přehrát${why.cs}.`, `The record from the host cannot be replayed${why.en}.`));
	}

	private async finishStaging(): Promise<void> {
		const sg = this.staging;
		if (!sg || sg.runner.length < sg.len) return;
		this.staging = null;
		this.resyncing = false;
		if (sg.runner.hash !== sg.hash) {
			this.notice('error', T('Záznam od hostitele se nepodařilo ověřit.', 'The record from the host could not be verified.'));
			return;
		}
		const replaced = this._runner !== null;
		this.stuckAt = null;
		this._runner = sg.runner;
		await this.saveRecord(sg.runner);
		this.st.matchId = sg.runner.record.id;
		if (this.st.phase !== 'finished') this.st.phase = this.resultOf(sg.runner) ? 'finished' : 'playing';
		this.saveSession();
		if (replaced) this.notice('info', T('Záznam partie byl obnoven od hostitele.', 'The match record was restored from the host.'));
		this.resolvePendingFrom(0);
		this.send(this.hostLink, { t: 'ack', seq: sg.runner.length });
		this.emit();
	}

	private async guestEntries(from: number, items: Item[], by?: number, pid?: string): Promise<void> {
		if (this.staging) {
			const sg = this.staging;
			let at = from;
			for (const [seat, action, hash] of items) {
				if (at === sg.runner.length) {
					const a = sg.runner.apply(seat, action);
					if (!a.ok || a.value.hash !== hash) return this.stagingFailed(at + 1, a.ok ? null : a.reason);
				}
				at++;
			}
			return this.finishStaging();
		}
		const r = this._runner;
		if (!r) {
			// (Not again after the host's record failed to replay here: see stuckAt.)
			if ((this.st.phase === 'playing' || this.st.phase === 'finished') && this.stuckAt === null) this.send(this.hostLink, { t: 'resync' });
			return;
		}
		if (this.resyncing) return;
		let at = from;
		let applied = 0;
		for (const [seat, action, hash] of items) {
			if (at < r.length) {
				// A duplicate: it must agree with what we already have.
				if (!this.agreesWithLog(at, seat, action, hash)) return this.mismatch(at + 1, null);
			} else if (at > r.length) {
				if (this.needSentAt !== r.length) {
					this.needSentAt = r.length;
					this.notice('info', T(`Chybí tahy od ${r.length + 1}; vyžádány znovu.`, `Missing entries from ${r.length + 1}; asked again.`));
					this.send(this.hostLink, { t: 'need', from: r.length });
				}
				break;
			} else {
				const a = r.apply(seat, action);
				if (!a.ok || a.value.hash !== hash) {
					if (a.ok) r.undo(seat);
					return this.mismatch(at + 1, a.ok ? null : a.reason);
				}
				applied++;
			}
			at++;
		}
		if (!applied) return;
		this.needSentAt = -1;
		if (this.stuckAt !== null && r.length >= this.stuckAt) this.stuckAt = null;
		await this.saveRecord(r);
		this.send(this.hostLink, { t: 'ack', seq: r.length });
		if (pid !== undefined && by === this.me) {
			const p = this.pending.get(pid);
			if (p) {
				this.pending.delete(pid);
				p.resolve(null);
			}
		}
		this.resolvePendingFrom(r.length - applied);
		if (this.resultOf(r) && this.st.phase === 'playing') this.st.phase = 'finished';
		this.emit();
	}

	/** Proposals that show up in the log (caught up after a reconnect) are done. */
	private resolvePendingFrom(from: number): void {
		const r = this._runner;
		if (!r || !this.pending.size) return;
		for (const p of [...this.pending.values()]) {
			for (let i = Math.max(from, p.base); i < r.length; i++) {
				const e = r.record.log[i];
				if (e.seat === p.seat && canonicalJson(e.action) === p.action) {
					this.pending.delete(p.pid);
					p.resolve(null);
					break;
				}
			}
		}
	}

	/** Whether entry `at` of our log has this seat, action and hash. */
	private agreesWithLog(at: number, seat: number, action: unknown, hash: string): boolean {
		const mine = this._runner!.record.log[at];
		return this._runner!.hashes[at + 1] === hash && mine.seat === seat && canonicalJson(mine.action) === canonicalJson(action);
	}

	/**
	 * Our state after `seq` differs from the host's, or our game code cannot apply
	 * that entry (`reason`): fetch the host's whole record. When even that could not
	 * be replayed at this entry, stay behind and try again with the next entries
	 * instead of fetching the whole record over and over.
	 */
	private mismatch(seq: number, reason: Text | null): void {
		this.needSentAt = -1;
		if (this.stuckAt === seq && reason && isInternalError(reason)) return;
		const why = reason ? T(` (${reason.cs})`, ` (${reason.en})`) : T('', '');
		this.notice('error', T(`Stav po tahu ${seq} nesouhlasí s hostitelem${why.cs}; stahuji celý záznam.`, `The state after action ${seq} differs from the host${why.en}; fetching the whole record.`));
		this.resyncing = true;
		this.send(this.hostLink, { t: 'resync' });
	}
}

/**
 * Runs a call into game code that the kernel does not guard (result, pending,
 * legal actions, views, bots, options). The contract says game code never
 * throws; when it does, the error is reported like the kernel's and `fallback`
 * is used, so one bug cannot break the message queue of a session.
 */
function callGame<T>(module: AnyGameModule | null, call: string, fn: () => T, fallback: T): T {
	try {
		return fn();
	} catch (error) {
		internalErrors.report(error, { game: module?.id ?? '?', call });
		return fallback;
	}
}

const isInternalError = (reason: Text) => reason.en === INTERNAL_ERROR.en;

function emptyRoom(code: string): RoomState {
	return { code, game: '', options: null, seats: [], devices: [], hostIndex: 0, phase: 'lobby', term: 0, matchId: null };
}

function clone<T>(v: T): T {
	return JSON.parse(JSON.stringify(v)) as T;
}

function safeOpen(module: AnyGameModule, rec: MatchRecord) {
	try {
		if (typeof rec.id !== 'string' || !Array.isArray(rec.seats) || typeof rec.seed !== 'string') throw new Error('shape');
		return MatchRunner.open(module, clone(rec));
	} catch {
		return { ok: false as const, reason: T('Záznam partie je poškozený.', 'The match record is damaged.') };
	}
}

export type { WireSeat };

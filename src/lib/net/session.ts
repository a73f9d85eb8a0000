/**
 * A network match session: the façade the app uses. The protocol is described
 * in protocol.ts; the work is split by concern:
 *  - core.ts         shared room state, links, message queue, notices, saving
 *  - membership.ts   hello/welcome, lobby seats, liveness, reconnect, host term and hand-over
 *  - seed.ts         the commit-reveal seed
 *  - replication.ts  sequencing, entries, catch-up, resync, store-before-ack (rules in log-rules.ts)
 *  - bots.ts         bot seats played by the host
 *  - sealing.ts      secret choices sealed: commit, then reveal from the durable pocket (pockets.ts)
 * This file creates sessions (host, join, resume), routes each incoming message
 * to its part, and answers the app's questions about the room.
 */
import { INTERNAL_ERROR, MatchRunner, type MatchRecord, type MatchRunner as Runner, type Text } from '$lib/engine';
import type { Endpoint, Link } from './transport';
import { IdTakenError } from './transport';
import { normalizeRoomCode, randomAddress, rendezvousId, roomCode, type Msg, type RoomState, type WireSeat } from './protocol';
import { fingerprint, isFingerprint } from './identity';
import { emptyRoom, SessionCore } from './core';
import { Membership } from './membership';
import { roomOptionsProblem, SeedAgreement } from './seed';
import { Replication } from './replication';
import { BotDriver } from './bots';
import { clearChoiceOf, Sealer } from './sealing';
import { callGame, clone, pendingOf, resultOf } from './game-calls';
import { NetError, T, type NetNotice, type RoomView, type SavedSession, type SessionDeps } from './types';

export { NetError } from './types';
export type { DeviceStatus, NetNotice, RoomDevice, RoomSeat, RoomView, SavedSession, SessionDeps } from './types';
export type { WireSeat };

export class NetSession {
	readonly code: string;
	private core: SessionCore;
	private members: Membership;
	private seed: SeedAgreement;
	private log: Replication;
	private botDriver: BotDriver;
	private sealer: Sealer;

	private constructor(deps: SessionDeps, code: string, name: string, st: RoomState) {
		this.code = code;
		const core = (this.core = new SessionCore(deps, code, name, st));
		const driveBots = () => this.botDriver.drive();
		this.members = new Membership(
			core,
			{ participantLost: (dev, reason) => this.seed.participantLost(dev, reason), forget: () => this.seed.forget() },
			{
				catchUp: (link, dev, m) => this.log.catchUp(link, dev, m),
				resendPending: () => this.log.resendPending(),
				takeOverPending: () => this.log.takeOverPending(),
				proposeAsHost: (waiting) => this.log.proposeAsHost(waiting),
				linkLost: (dev) => this.log.linkLost(dev)
			},
			driveBots
		);
		this.seed = new SeedAgreement(core, driveBots);
		this.log = new Replication(core, driveBots);
		this.sealer = new Sealer(core, this.log, deps.pockets, () => this.mySeats);
		this.botDriver = new BotDriver(core, this.log, this.sealer, deps.botClient);
		core.onMessage = (link, m) => this.handle(link, m);
		core.onLinkClosed = (link) => this.members.linkClosed(link);
	}

	// ------------------------------------------------------------------ creation

	static async host(deps: SessionDeps, o: { name: string; game: string; options: unknown; seats: { name: string; kind: 'human' | 'bot'; choices?: Record<string, string> }[] }): Promise<NetSession> {
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
				seats: o.seats.map((x) => ({ name: x.name, kind: x.kind, device: null, ...(x.choices ? { choices: { ...x.choices } } : {}) })),
				devices: [{ index: 0, deviceId: deps.deviceId, name: o.name, status: 'connected', key: deps.identity.publicKey }],
				hostIndex: 0,
				phase: 'lobby',
				term: 0,
				matchId: null,
				rulesVersion: game.module.rulesVersion
			});
			const c = s.core;
			c.module = game.module;
			c.bots = game.bots;
			try {
				// The room's rendezvous address first: taken means another room has this code.
				c.rv = await deps.transport.open(rendezvousId(code));
				c.ep = await deps.transport.open(randomAddress(deps.random));
			} catch (e) {
				c.rv?.close();
				if (e instanceof IdTakenError && attempt < 5) continue;
				throw s.networkError(e);
			}
			c.st.devices[0].addr = c.ep.selfId;
			c.wireEndpoint(c.ep);
			c.wireEndpoint(c.rv);
			s.members.startTicking();
			c.saveSession();
			return s;
		}
	}

	/**
	 * Joins a room by its code. `hostKey`: the host key's fingerprint from the join link;
	 * without it (a typed code) the first host that answers is trusted (and its pictures shown).
	 */
	static async join(deps: SessionDeps, o: { code: string; name: string; hostKey?: string; hostAddr?: string }): Promise<NetSession> {
		const code = normalizeRoomCode(o.code);
		if (!code) throw new NetError(T('Neplatný kód místnosti.', 'Invalid room code.'), 'room');
		const pin = o.hostKey?.trim().toLowerCase();
		if (pin !== undefined && pin !== '' && !isFingerprint(pin))
			throw new NetError(T('Odkaz na místnost je poškozený (otisk klíče hostitele).', 'The room link is damaged (the host key fingerprint).'), 'room');
		const s = new NetSession(deps, code, o.name, emptyRoom(code));
		const c = s.core;
		c.hostPin = pin || undefined;
		try {
			c.ep = await deps.transport.open(randomAddress(deps.random));
		} catch (e) {
			throw s.networkError(e);
		}
		c.wireEndpoint(c.ep);
		// The host's own address when the invitation names it (a QR pairing), else the room's rendezvous address.
		let answer = o.hostAddr ? await s.members.handshake(o.hostAddr, () => true) : ({ kind: 'none' } as const);
		if (answer.kind === 'none') answer = await s.members.handshake(rendezvousId(code), () => true);
		if (answer.kind === 'welcome') {
			const problem = await s.members.acceptWelcome(answer.msg);
			if (problem) {
				c.shutdown(true); // let the reject reach the host first
				throw new NetError(problem, 'version');
			}
			s.members.startTicking();
			return s;
		}
		c.shutdown(true); // a goodbye to a room that took us in reaches it first
		if (answer.kind === 'impostor')
			throw new NetError(
				T(
					'Na adrese místnosti odpovídá někdo jiný než hostitel z odkazu (nesedí otisk klíče). Někdo se možná vydává za hostitele.',
					'Someone other than the host of the link answers at the room\'s address (the key fingerprint does not match). Someone may be impersonating the host.'
				),
				'impostor'
			);
		if (answer.kind === 'reject') throw new NetError(answer.msg.reason, answer.msg.code);
		throw new NetError(T('Místnost nebyla nalezena (hostitel neodpovídá).', 'Room not found (the host does not answer).'), 'room');
	}

	/** The error for a transport that would not open: it names the signalling server when the transport can. */
	private networkError(e: unknown): NetError {
		const detail = e instanceof Error && e.message ? ` (${e.message})` : '';
		return new NetError(T(`Nepodařilo se připojit k síti${detail}.`, `Could not connect to the network${detail}.`), 'network');
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
		const c = s.core;
		c.me = saved.index;
		let record: MatchRecord | undefined;
		if (saved.matchId) record = await deps.store.loadMatch(saved.matchId);
		const gameId = record?.game ?? saved.game;
		if (gameId) {
			const game = await deps.loadGame(gameId);
			if (!game) throw new NetError(T(`Neznámá hra (${gameId}).`, `Unknown game (${gameId}).`), 'game');
			c.module = game.module;
			c.bots = game.bots;
			st.game = gameId;
		}
		if (record && c.module) {
			const opened = MatchRunner.open(c.module, clone(record));
			if (opened.ok) c.runner = opened.value;
			else c.notice('warn', T(`Uložená partie nejde přehrát (${opened.reason.cs}); stáhnu ji znovu.`, `The stored match cannot be replayed (${opened.reason.en}); fetching it again.`));
			if (!saved.seats) st.seats = record.seats.map((x) => ({ name: x.name, kind: x.kind, device: null }));
			st.options = record.options;
			const result = c.runner ? resultOf(c.runner) : null;
			st.phase = result ? 'finished' : 'playing';
			// Earlier versions saved online matches without their result: list a finished one as finished.
			if (result) await deps.store.saveMatch(c.runner!.record, { result }).catch(() => undefined); // only the list entry: not worth failing the resume
		} else st.phase = 'lobby';
		const isHost = saved.index === saved.hostIndex;
		if (isHost && saved.matchId && !c.runner)
			throw new NetError(T('Uložená partie chybí nebo je poškozená.', 'The stored match is missing or damaged.'), 'record');
		c.hostPin = saved.hostPin;
		// A new address of our own (announced in our signed hello): nothing to wait for, nothing to squat.
		try {
			c.ep = await deps.transport.open(randomAddress(deps.random));
		} catch (e) {
			throw s.networkError(e);
		}
		const mine = st.devices.find((d) => d.index === c.me);
		if (mine) {
			mine.addr = c.ep.selfId;
			mine.key = deps.identity.publicKey;
		}
		c.wireEndpoint(c.ep);
		s.members.hostHeard = deps.now();
		if (isHost) {
			// The last time we heard the room: a hand-over can only have happened if that is the host-gone time ago.
			for (const d of st.devices) if (d.index !== c.me) s.members.heard.set(d.index, saved.lastContact ?? deps.now());
			s.members.holdRendezvous();
			// Did another device take over while we were away? Ask the others (they also learn our new address).
			const problem = await s.members.adoptNewerHost(st.devices.map((d) => d.index));
			if (problem) throw new NetError(problem, 'version');
		} else s.members.scheduleReconnect(0);
		s.members.startTicking();
		c.emit();
		return s;
	}

	// ------------------------------------------------------------------ public API

	get room(): RoomView {
		const c = this.core;
		const phase: RoomView['phase'] = c.failed ? 'failed' : c.st.devices.length ? c.st.phase : 'connecting';
		return {
			code: this.code,
			game: c.st.game,
			options: c.st.options,
			seats: c.st.seats.map((s) => ({ ...s })),
			devices: c.st.devices.map((d) => ({
				index: d.index,
				deviceId: d.deviceId,
				name: d.name,
				status: d.status,
				isHost: d.index === c.st.hostIndex,
				isMe: d.index === c.me,
				key: d.key ?? null
			})),
			hostIndex: c.st.hostIndex,
			phase,
			rulesVersion: c.st.rulesVersion ?? null,
			impostor: c.impostor ? { ...c.impostor } : null
		};
	}
	get mySeats(): number[] {
		const out: number[] = [];
		this.core.st.seats.forEach((s, i) => s.kind === 'human' && s.device === this.core.me && out.push(i));
		return out;
	}
	get myIndex(): number {
		return this.core.me;
	}
	get isHost(): boolean {
		return this.core.isHost;
	}
	/**
	 * Whether this device took its host on trust (it joined by a typed code, with no key
	 * fingerprint from a link or QR offer): then the room page offers to pick another host
	 * that answers at the room's address (a squatter may have been trusted first).
	 */
	get trustedOnFirstUse(): boolean {
		return !this.core.isHost && !this.core.hostPin;
	}

	/** The host key's fingerprint (identity.ts): the join link carries it. */
	get hostFingerprint(): string | undefined {
		const key = this.core.st.devices.find((d) => d.index === this.core.st.hostIndex)?.key;
		return key ? fingerprint(key) : undefined;
	}

	/**
	 * A hint where the host is now (a QR offer names its address): tried at the next
	 * reconnect; the signed handshake still decides whether it is the host.
	 */
	hostAt(addr: string): void {
		this.members.hostAt(addr);
	}
	get runner(): Runner | null {
		return this.core.runner;
	}
	private optionsChecked: { options: unknown; problem: Text | null } | null = null;
	/**
	 * Guest, in the lobby: why this device refuses the room's options (the host's pack does not
	 * match its hash, or this app's description refuses it; seed.ts roomOptionsProblem), or null.
	 */
	get roomProblem(): Text | null {
		const c = this.core;
		if (c.isHost || !c.module || (c.st.phase !== 'lobby' && c.st.phase !== 'seeding')) return null;
		let checked = this.optionsChecked;
		if (!checked || checked.options !== c.st.options) this.optionsChecked = checked = { options: c.st.options, problem: roomOptionsProblem(c.module, c.st.options) };
		return checked.problem;
	}
	get notices(): NetNotice[] {
		return this.core.notices.slice();
	}
	get waitingFor(): Text | null {
		const c = this.core;
		if (c.failed) return null;
		if (!c.isHost && !c.hostLink && c.st.phase !== 'finished') return T('Připojuji se k hostiteli…', 'Connecting to the host…');
		if (c.st.phase === 'seeding') return T('Zařízení se domlouvají na náhodě…', 'The devices are agreeing on the random seed…');
		if (c.st.phase === 'lobby') return T('Čeká se, až hostitel spustí hru.', 'Waiting for the host to start the match.');
		const r = c.runner;
		if (!r || c.st.phase !== 'playing' || resultOf(r)) return null;
		const p = pendingOf(r)[0];
		if (!p) return null;
		const seat = c.st.seats[p.seat];
		if (seat?.kind === 'human' && seat.device !== null) {
			const dev = c.st.devices.find((d) => d.index === seat.device);
			if (dev && dev.status !== 'connected') return T(`Čeká se, až se znovu připojí zařízení ${dev.name}.`, `Waiting for device ${dev.name} to reconnect.`);
		}
		const who = seat?.name ?? `#${p.seat}`;
		// The decision itself is already on screen; say only whose it is.
		return T(`Čeká se na: ${who}`, `Waiting for ${who}`);
	}

	subscribe(fn: () => void): () => void {
		return this.core.subscribe(fn);
	}

	claimSeat(seat: number, name: string): Text | null {
		return this.members.claimSeat(seat, name);
	}

	/** Sets a per-seat setup choice (faction, role…) of a seat this device holds (the host: also free and bot seats). */
	chooseForSeat(seat: number, choice: string, option: string): Text | null {
		return this.members.chooseForSeat(seat, choice, option);
	}

	releaseSeat(seat: number): Text | null {
		return this.members.releaseSeat(seat);
	}

	setSeatKind(seat: number, kind: 'human' | 'bot'): Text | null {
		return this.members.setSeatKind(seat, kind);
	}

	start(): Text | null {
		return this.seed.start();
	}

	/** Host, in the lobby: removes a device (one that vetoes every start); it is refused from then on. */
	removeDevice(index: number): Text | null {
		return this.members.removeDevice(index);
	}

	/** Proposes a person's action for a seat this device holds; a secret choice goes out sealed (sealing.ts). */
	propose(seat: number, action: unknown): Promise<Text | null> {
		const clear = clearChoiceOf(action);
		if (!clear) return this.log.propose(seat, action, this.mySeats);
		return this.sealer.sealChoice(seat, action, clear).then((commit) => (commit.ok ? this.log.propose(seat, commit.value, this.mySeats) : commit.reason));
	}

	leave(): void {
		const c = this.core;
		if (c.closed) return;
		if (c.isHost) for (const l of c.links.values()) c.send(l, { t: 'bye' });
		else c.send(c.hostLink, { t: 'bye' });
		c.shutdown(true);
	}

	stats(): { sentBytes: number; sentMessages: number; lastSeq: number } {
		return { ...this.core.counters, lastSeq: this.core.runner?.length ?? 0 };
	}

	// ------------------------------------------------------------------ wire seam
	// What tests use to speak for this device on the wire (net-trust, net-hostile).

	private get hostLink(): Link | null {
		return this.core.hostLink;
	}
	private get links(): Map<number, Link> {
		return this.core.links;
	}
	private get pending() {
		return this.log.pending;
	}
	private send(link: Link | null | undefined, m: Msg): void {
		this.core.send(link, m);
	}

	// ------------------------------------------------------------------ dispatch

	/** Routes one checked message to the part of the session it concerns. */
	private async handle(link: Link, m: Msg): Promise<void> {
		const c = this.core;
		if (c.closed) return;
		if (m.t === 'hello') return this.members.onHello(link, m);
		if (m.t === 'challenge') return; // only a handshake waits for one (core.wireLink)
		if (c.isHost) {
			const dev = c.linkDev.get(link);
			if (dev === undefined || c.links.get(dev) !== link) {
				if (m.t !== 'pong' && m.t !== 'ping' && m.t !== 'bye') c.bad(undefined, 'zpráva od zařízení, které se nepředstavilo.', 'a message from a device that never said hello.');
				return;
			}
			this.members.heard.set(dev, c.deps.now());
			return this.fromGuest(link, dev, m);
		}
		if (link !== c.hostLink) {
			if (m.t !== 'pong' && m.t !== 'ping' && m.t !== 'bye') c.bad(undefined, `nečekaná zpráva „${m.t}“.`, `an unexpected "${m.t}" message.`);
			return;
		}
		this.members.hostHeard = c.deps.now();
		return this.fromHost(link, m);
	}

	/** Host: a message from guest `dev`. */
	private async fromGuest(link: Link, dev: number, m: Msg): Promise<void> {
		const c = this.core;
		switch (m.t) {
			case 'ping':
				return c.send(link, { t: 'pong', ts: m.ts });
			case 'pong':
				return;
			case 'claim':
				if (!this.members.hostClaim(dev, m.seat, m.name.trim().slice(0, 40))) c.bad(dev, 'místo nejde obsadit.', 'the seat cannot be claimed.');
				return;
			case 'release':
				if (!this.members.hostRelease(dev, m.seat)) c.bad(dev, 'místo nejde uvolnit.', 'the seat cannot be released.');
				return;
			case 'choose':
				if (!this.members.hostChoose(dev, m.seat, m.choice, m.option)) c.bad(dev, 'volbu místa nejde nastavit.', 'the seat choice cannot be set.');
				return;
			case 'versions':
				return this.members.onVersions(dev, m);
			case 'commit':
			case 'reveal':
				return this.seed.onCommitOrReveal(dev, m);
			case 'propose':
			case 'ack':
			case 'need':
			case 'resync':
			case 'entries':
				return this.log.onGuestMessage(link, dev, m);
			case 'reject': {
				c.notice('error', T(`Zařízení ${c.who(dev)} odmítlo hru: ${m.reason.cs}`, `Device ${c.who(dev)} refused the match: ${m.reason.en}`));
				return this.members.dropDevice(dev);
			}
			case 'bye':
				return this.members.dropDevice(dev);
			default:
				return c.bad(dev, `nečekaná zpráva „${m.t}“.`, `an unexpected "${m.t}" message.`);
		}
	}

	/** Guest: a message from the host. */
	private async fromHost(link: Link, m: Msg): Promise<void> {
		const c = this.core;
		switch (m.t) {
			case 'ping':
				return c.send(link, { t: 'pong', ts: m.ts });
			case 'pong':
				return;
			case 'room':
				return this.members.onRoom(m);
			case 'commitReq':
				return this.seed.onCommitRequest(m);
			case 'commits':
				return this.seed.onCommitments(m);
			case 'start':
				return this.seed.onStart(m);
			case 'abort':
				return this.seed.onAbort(m);
			case 'entry':
			case 'entries':
			case 'base':
			case 'need':
			case 'refused':
			case 'refusal':
				return this.log.onHostMessage(link, m);
			case 'bye':
				return this.members.hostLeft(link);
			case 'reject':
				c.notice('error', m.reason);
				if (m.code === 'removed') {
					c.failed = true;
					c.shutdown(false);
				}
				return;
			default:
				return c.bad(c.st.hostIndex, `nečekaná zpráva „${m.t}“.`, `an unexpected "${m.t}" message.`);
		}
	}
}

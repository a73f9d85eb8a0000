/**
 * Membership and election (protocol.ts, ADDRESSES, RECOVERY, HAND-OVER): who is
 * in the room, hello/welcome/reject, seats in the lobby, liveness (ping, stale,
 * gone), reconnecting to the host, the host term, hand-over to the lowest
 * surviving index, and a host stepping down for a newer one.
 */
import type { AnyGameModule, Bot, Text } from '$lib/engine';
import { MAX_DEVICES, NONCE_BYTES, PROTOCOL_VERSION, randomHex, rendezvousId, type Msg, type WireDevice } from './protocol';
import { IdTakenError, type Link } from './transport';
import { fingerprint, verifyMessage } from './identity';
import type { SessionCore } from './core';
import type { Replication } from './replication';
import type { SeedAgreement } from './seed';
import { T, type DeviceStatus, type Timings } from './types';
import { commonVersion, startVersion, statedVersions, versionsOf } from './versions';

/** A device's status on the host after `quiet` ms without a message from it. */
export function deviceStatus(prev: DeviceStatus, quiet: number, hasLink: boolean, t: Pick<Timings, 'staleMs' | 'hostGoneMs'>): DeviceStatus {
	return prev === 'gone' || quiet >= t.hostGoneMs ? 'gone' : quiet >= t.staleMs || !hasLink ? 'reconnecting' : 'connected';
}

/**
 * A guest whose host is gone (silent for HOST_GONE_MS or said bye): the surviving
 * device with the lowest index takes over at once, the next ones only after being
 * silent longer still (HOST_GONE_MS × (1 + rank)) in case the first did not make
 * it. A device alone with the old host keeps waiting: hosting would only split
 * the room. Returns 'host', or the indices to try to reach a new host.
 */
export function successorPlan(devices: readonly WireDevice[], oldHost: number, me: number, silent: number, hostGoneMs: number): 'host' | number[] {
	const candidates = devices.filter((d) => d.index !== oldHost && d.status !== 'gone').map((d) => d.index).sort((a, b) => a - b);
	const pos = candidates.indexOf(me);
	const alone = candidates.length < 2;
	if (!alone && (pos === 0 || (pos > 0 && silent >= hostGoneMs * (1 + pos)))) return 'host';
	return devices.map((d) => d.index).filter((i) => i !== me).sort((a, b) => a - b);
}

type Welcome = Extract<Msg, { t: 'welcome' }>;

const REMOVED = T('Hostitel toto zařízení z místnosti odebral.', 'The host removed this device from the room.');
/** What a handshake found at an address (`from`: the member whose key signed; null before any key is known). */
export type Answer =
	| { kind: 'none' }
	| { kind: 'impostor' }
	| { kind: 'welcome' | 'declined'; msg: Welcome; from: number | null }
	| { kind: 'reject'; msg: Extract<Msg, { t: 'reject' }>; from: number | null };

export class Membership {
	/** Host: when each guest was last heard. */
	readonly heard = new Map<number, number>();
	/** Guest: when the host was last heard, and whether it said bye. */
	hostHeard = 0;
	private hostBye = false;
	/** A host asking lost devices whether one of them took over meanwhile. */
	private probing = false;
	private lastProbe = 0;
	private connecting = false;
	private reconnectTimer: unknown = null;
	private tickTimer: unknown = null;
	private attempt = 0;
	/** Our host signed a hand-over to this member (its "not the host" answer named it). */
	private handedTo: { hostIndex: number; term: number } | null = null;
	private rvTrying = false;
	private rvBlockedSince: number | null = null;
	/** When the host last saved its lastContact (saved at most every ping). */
	private contactSaved = 0;

	constructor(
		private core: SessionCore,
		private seed: Pick<SeedAgreement, 'participantLost' | 'forget'>,
		private log: Pick<Replication, 'catchUp' | 'resendPending' | 'takeOverPending' | 'proposeAsHost' | 'linkLost'>,
		private driveBots: () => Promise<void>
	) {
		core.onClose(() => {
			if (this.tickTimer !== null) core.deps.clearTimer(this.tickTimer);
			if (this.reconnectTimer !== null) core.deps.clearTimer(this.reconnectTimer);
		});
	}

	// ---------------------------------------------------------------- lobby seats

	claimSeat(seat: number, name: string): Text | null {
		const c = this.core;
		const s = c.st.seats[seat];
		if (c.st.phase !== 'lobby') return T('Hra už začala.', 'The match has already started.');
		if (!s) return T('Takové místo není.', 'No such seat.');
		if (s.kind !== 'human') return T('Místo hraje robot.', 'A bot plays this seat.');
		if (s.device !== null && s.device !== c.me) return T('Místo už je obsazené.', 'The seat is taken.');
		const clean = name.trim().slice(0, 40);
		if (!clean) return T('Zadejte jméno.', 'Enter a name.');
		if (c.isHost) this.hostClaim(c.me, seat, clean);
		else c.send(c.hostLink, { t: 'claim', seat, name: clean });
		return null;
	}

	releaseSeat(seat: number): Text | null {
		const c = this.core;
		const s = c.st.seats[seat];
		if (c.st.phase !== 'lobby') return T('Hra už začala.', 'The match has already started.');
		if (!s || s.device !== c.me) return T('Toto místo nemáte.', 'You do not hold this seat.');
		if (c.isHost) this.hostRelease(c.me, seat);
		else c.send(c.hostLink, { t: 'release', seat });
		return null;
	}

	setSeatKind(seat: number, kind: 'human' | 'bot'): Text | null {
		const c = this.core;
		if (!c.isHost) return T('To může jen hostitel.', 'Only the host can do that.');
		if (c.st.phase !== 'lobby') return T('Hra už začala.', 'The match has already started.');
		const s = c.st.seats[seat];
		if (!s) return T('Takové místo není.', 'No such seat.');
		if (s.device !== null) return T('Místo je obsazené.', 'The seat is taken.');
		s.kind = kind;
		c.roomChanged();
		return null;
	}

	/**
	 * Sets a per-seat setup choice (faction, role, hero) of a seat this device holds, or, on the host,
	 * of a free or bot seat. Which options exist is the game's meta's business (the lobby offers only
	 * those); the game's setup validates the whole set at the start.
	 */
	chooseForSeat(seat: number, choice: string, option: string): Text | null {
		const c = this.core;
		if (c.st.phase !== 'lobby') return T('Hra už začala.', 'The match has already started.');
		const s = c.st.seats[seat];
		if (!s) return T('Takové místo není.', 'No such seat.');
		if (!this.maySetChoices(c.me, seat)) return T('Toto místo nemáte.', 'You do not hold this seat.');
		if (c.isHost) this.hostChoose(c.me, seat, choice, option);
		else c.send(c.hostLink, { t: 'choose', seat, choice, option });
		return null;
	}

	/** The holder of a seat sets its choices; the host also those of free and bot seats. */
	private maySetChoices(dev: number, seat: number): boolean {
		const s = this.core.st.seats[seat];
		return !!s && (s.device === dev || (dev === this.core.st.hostIndex && s.device === null));
	}

	hostChoose(dev: number, seat: number, choice: string, option: string): boolean {
		const c = this.core;
		const s = c.st.seats[seat];
		if (c.st.phase !== 'lobby' || !s || !this.maySetChoices(dev, seat) || !choice || !option) return false;
		s.choices = { ...s.choices, [choice]: option };
		c.roomChanged();
		return true;
	}

	hostClaim(dev: number, seat: number, name: string): boolean {
		const c = this.core;
		const s = c.st.seats[seat];
		if (c.st.phase !== 'lobby' || !s || s.kind !== 'human' || (s.device !== null && s.device !== dev) || !name) return false;
		s.device = dev;
		s.name = name;
		c.roomChanged();
		return true;
	}

	hostRelease(dev: number, seat: number): boolean {
		const c = this.core;
		const s = c.st.seats[seat];
		if (c.st.phase !== 'lobby' || !s || s.device !== dev) return false;
		s.device = null;
		c.roomChanged();
		return true;
	}

	private releaseGoneSeats(dev: number): void {
		if (this.core.st.phase !== 'lobby') return;
		for (const s of this.core.st.seats) if (s.device === dev) s.device = null;
	}

	// ---------------------------------------------------------------- liveness

	startTicking(): void {
		const c = this.core;
		const tick = () => {
			if (c.closed) return;
			this.tickTimer = c.deps.setTimer(tick, c.t.pingMs);
			c.enqueue(() => this.onTick());
		};
		this.tickTimer = c.deps.setTimer(tick, c.t.pingMs);
	}

	private onTick(): void {
		const c = this.core;
		const now = c.deps.now();
		if (c.isHost) {
			this.holdRendezvous();
			this.noteContact(now);
			let changed = false;
			for (const d of c.st.devices) {
				if (d.index === c.me) continue;
				const link = c.links.get(d.index);
				if (link) c.send(link, { t: 'ping', ts: now });
				const quiet = now - (this.heard.get(d.index) ?? now);
				const status = deviceStatus(d.status, quiet, !!link, c.t);
				if (status !== 'connected' && link) {
					c.links.delete(d.index);
					link.close();
				}
				if (status !== d.status) {
					d.status = status;
					changed = true;
					if (status === 'gone') this.releaseGoneSeats(d.index);
					this.seed.participantLost(d.index, T(`Zařízení ${d.name} se odpojilo.`, `Device ${d.name} disconnected.`));
				}
			}
			if (changed) c.roomChanged();
			const lost = c.st.devices.filter((d) => d.index !== c.me && d.status !== 'connected').map((d) => d.index);
			if (lost.length && !this.probing && now - this.lastProbe >= c.t.retryMs * 4) {
				this.lastProbe = now;
				this.probing = true;
				void this.adoptNewerHost(lost)
					.then((problem) => {
						if (problem) {
							c.notice('error', problem);
							c.shutdown(false);
						}
					})
					.finally(() => (this.probing = false));
			}
		} else if (c.hostLink) {
			c.send(c.hostLink, { t: 'ping', ts: now });
			this.noteContact(now, this.hostHeard);
			if (now - this.hostHeard >= c.t.staleMs) {
				const l = c.hostLink;
				c.hostLink = null;
				this.markHostLost();
				l.close();
				this.scheduleReconnect(0);
				c.emit();
			}
		} else this.scheduleReconnect(c.t.retryMs);
	}

	/** Keeps SavedSession.lastContact: when this device last heard its room (a resumed host's election rule needs it). */
	private noteContact(now: number, heard?: number): void {
		const c = this.core;
		let last = heard ?? -Infinity;
		if (heard === undefined) for (const [i, t] of this.heard) if (i !== c.me && c.links.has(i)) last = Math.max(last, t);
		if (last === -Infinity || now - this.contactSaved < c.t.pingMs) return;
		this.contactSaved = now;
		c.lastContact = last;
		c.saveSession();
	}

	// ---------------------------------------------------------------- guest: connecting

	/** This device's hello, signed over the other side's challenge; `nonce` is what the answer must be signed over. */
	private hello(challenge: string, nonce: string): Msg {
		const c = this.core;
		const r = c.runner;
		return c.sign(
			{
				t: 'hello' as const,
				proto: PROTOCOL_VERSION,
				app: c.deps.appVersion,
				game: c.module?.id ?? null,
				rulesVersion: c.module?.rulesVersion ?? null,
				...(c.module ? { rulesVersions: versionsOf(c.module) } : {}),
				deviceId: c.deps.deviceId,
				name: c.name,
				room: c.code,
				index: c.me,
				lastSeq: r?.length ?? 0,
				hash: r?.hash ?? null,
				matchId: r ? r.record.id : null,
				term: c.st.term,
				hostIndex: c.st.hostIndex,
				addr: c.ep?.selfId ?? '',
				nonce
			},
			challenge
		);
	}

	/** Waits for the handshake's next message on `link` (null: none in time, or the link closed). */
	private awaitOn(link: Link, want: 'challenge' | 'answer'): Promise<Msg | null> {
		const c = this.core;
		return new Promise<Msg | null>((resolve) => {
			c.awaiting = { link, resolve, want };
			c.deps.setTimer(() => {
				if (c.awaiting?.link === link) {
					c.awaiting = null;
					resolve(null);
				}
			}, c.t.retryMs * 3);
		});
	}

	/**
	 * Which device of the room signed with `key`: its index; null when this device knows no
	 * keys yet (a first join: trust on first use, or the join link's pin); undefined when the
	 * key is no member's (a squatter).
	 */
	private keyOwner(key: string): number | null | undefined {
		const c = this.core;
		const known = c.st.devices.filter((d) => d.key);
		const d = known.find((x) => x.key === key);
		if (d) return d.index;
		if (known.length) return undefined;
		if (c.hostPin) return fingerprint(key) === c.hostPin ? null : undefined;
		return null;
	}

	/**
	 * Connects to `addr`, answers its challenge with a signed hello and waits for the signed
	 * welcome or reject. A welcome is followed (it becomes the host link) only when `accept`
	 * says so (fair election). An answer no member signed is a squatter's.
	 */
	async handshake(addr: string, accept: (m: Welcome, from: number | null) => boolean): Promise<Answer> {
		const c = this.core;
		if (!c.ep) return { kind: 'none' };
		let link: Link;
		try {
			link = await c.ep.connect(addr, c.t.retryMs * 2);
		} catch {
			return { kind: 'none' };
		}
		if (c.closed) {
			link.close();
			return { kind: 'none' };
		}
		// Wait first: a challenge that arrived already is handed over the moment we listen.
		const challenged = this.awaitOn(link, 'challenge');
		c.wireLink(link);
		const ch = await challenged;
		if (ch?.t !== 'challenge' || c.closed) {
			link.close();
			return { kind: 'none' };
		}
		const nonce = randomHex(c.deps.random, NONCE_BYTES);
		const answer = this.awaitOn(link, 'answer');
		c.send(link, this.hello(ch.nonce, nonce));
		const m = await answer;
		if (m?.t !== 'welcome' && m?.t !== 'reject') {
			link.close();
			return { kind: 'none' };
		}
		// A welcome holds the message queue until it is taken in (core.wireLink); not taken in, it must let go.
		const letGo = () => {
			const g = c.welcomeGate;
			c.welcomeGate = null;
			g?.();
		};
		const verified = verifyMessage(m, nonce);
		const from = verified ? this.keyOwner(m.key) : undefined;
		// A welcome must come from the host it names, and describe that host with the key that signed it.
		const selfDescribed = m.t !== 'welcome' || m.room.devices.find((d) => d.index === m.hostIndex)?.key === m.key;
		if (from === undefined || !selfDescribed || (m.t === 'welcome' && from !== null && from !== m.hostIndex)) {
			// Leaving at once: a room that took us in (a host whose key we did not expect) lets us go.
			if (m.t === 'welcome') {
				letGo();
				c.send(link, { t: 'bye' });
				c.deps.setTimer(() => link.close(), 100);
			} else link.close();
			// Who answered, when it proved its key: a device that trusted a squatter on first use can pick this one instead.
			const name = m.t === 'welcome' ? m.room.devices.find((d) => d.index === m.hostIndex)?.name : undefined;
			this.sawImpostor(addr, verified ? { key: m.key, ...(name ? { name: name.slice(0, 40) } : {}) } : undefined);
			return { kind: 'impostor' };
		}
		if (m.t === 'welcome' && accept(m, from)) {
			c.hostLink = link;
			c.linkDev.set(link, m.hostIndex);
			return { kind: 'welcome', msg: m, from };
		}
		if (m.t === 'welcome') letGo();
		link.close();
		return m.t === 'welcome' ? { kind: 'declined', msg: m, from } : { kind: 'reject', msg: m, from };
	}

	/** A hint where the host is now (QR pairing); the handshake verifies whoever answers there. */
	hostAt(addr: string): void {
		const c = this.core;
		if (c.isHost || c.closed || !/^[A-Za-z0-9_-]{1,64}$/.test(addr)) return;
		const host = c.st.devices.find((d) => d.index === c.st.hostIndex);
		if (host) host.addr = addr;
		this.attempt = 0;
		this.scheduleReconnect(1);
	}

	/** Something answered at a room address with a key that is not its member's. */
	private sawImpostor(addr: string, proved?: { key: string; name?: string }): void {
		const c = this.core;
		const hostAddr = c.st.devices.find((d) => d.index === c.st.hostIndex)?.addr;
		const where = addr === rendezvousId(c.code) ? 'room-address' : c.isHost || addr !== hostAddr ? 'device' : 'host';
		const fresh = !c.impostor || c.impostor.where !== where || c.deps.now() - c.impostor.at > c.t.hostGoneMs;
		c.impostor = { at: c.deps.now(), where, ...proved };
		if (fresh)
			c.notice(
				'warn',
				where === 'device'
					? T('Na adrese člena místnosti odpovídá někdo s cizím klíčem (vydává se za něj); ignoruji ho.', 'Someone with a foreign key answers at a room member\'s address (impersonating it); ignored.')
					: T(
							'Někdo se vydává za hostitele (odpověděl s cizím klíčem). Nepřipojuji se k němu; zkouším to dál.',
							'Someone is impersonating the host (it answered with a foreign key). Not joining it; still trying.'
						),
				{ kind: 'impostor' }
			);
		c.emit();
	}

	/** The addresses to try for these devices: their own, then the room's rendezvous address. */
	private addressesOf(indices: number[]): string[] {
		const c = this.core;
		const out: string[] = [];
		for (const i of indices) {
			const a = c.st.devices.find((d) => d.index === i)?.addr;
			if (a && a !== c.ep?.selfId && !out.includes(a)) out.push(a);
		}
		out.push(rendezvousId(c.code));
		return out;
	}

	/** How long the host has heard no guest (its whole room silent: it is the one cut off). */
	private roomSilentFor(now: number): number {
		let last = -Infinity;
		for (const [i, t] of this.heard) if (i !== this.core.me) last = Math.max(last, t);
		return last === -Infinity ? Infinity : now - last;
	}

	/**
	 * As host, says hello to lost devices: a device that took over while we were cut off
	 * welcomes us and we follow it, but only when our own room has been silent for the
	 * host-gone time (a member cannot make a live host step down); a guest that lost us
	 * learns our new address and comes back. Returns a reason when we cannot play with the new host.
	 */
	async adoptNewerHost(indices: number[]): Promise<Text | null> {
		const c = this.core;
		for (const index of [...indices].sort((a, b) => a - b)) {
			const addr = c.st.devices.find((d) => d.index === index)?.addr;
			if (index === c.me || !addr || !c.isHost || c.closed) continue;
			const silentLongEnough = this.roomSilentFor(c.deps.now()) >= c.t.hostGoneMs;
			const a = await this.handshake(addr, (m, from) => silentLongEnough && from === index && m.hostIndex === index && m.hostIndex !== c.me);
			if (a.kind === 'welcome') {
				for (const l of c.links.values()) l.close();
				c.links.clear();
				this.dropRendezvous();
				const problem = await this.acceptWelcome(a.msg);
				if (!problem) c.notice('info', T('Mezitím hru převzalo jiné zařízení.', 'Another device took over the match meanwhile.'));
				return problem;
			}
		}
		return null;
	}

	/** Takes the host's welcome; returns a reason when this device cannot play with it. */
	async acceptWelcome(m: Welcome): Promise<Text | null> {
		try {
			return await this.takeWelcome(m);
		} finally {
			const g = this.core.welcomeGate;
			this.core.welcomeGate = null;
			g?.();
		}
	}

	private async takeWelcome(m: Welcome): Promise<Text | null> {
		const c = this.core;
		const refuse = (reason: Text): Text => {
			c.send(c.hostLink, c.sign({ t: 'reject' as const, code: 'version', reason }, 'link'));
			c.notice('error', reason);
			c.failed = true;
			return reason;
		};
		let game: { module: AnyGameModule; bots: Bot[] } | null | undefined = c.module && c.module.id === m.game ? { module: c.module, bots: c.bots } : null;
		if (!game) {
			game = await c.deps.loadGame(m.game);
			if (!game) return refuse(T(`Toto zařízení nezná hru ${m.game}. Aktualizujte aplikaci.`, `This device does not know the game ${m.game}. Update the app.`));
		}
		// The room plays a version this device has (a running match: its own version; a lobby: any the host has too).
		const roomCan = m.rulesVersions ?? [m.rulesVersion];
		const mine = versionsOf(game.module);
		if (commonVersion(roomCan, [mine]) === null)
			return refuse(
				T(
					`Hostitel hraje verzi pravidel ${roomCan.join(', ')}, toto zařízení má ${mine.join(', ')}. Aktualizujte aplikaci na obou zařízeních.`,
					`The host plays rules version ${roomCan.join(', ')}; this device has ${mine.join(', ')}. Update the app on both devices.`
				)
			);
		c.module = game.module;
		c.bots = game.bots;
		c.me = m.index;
		c.st = m.room;
		c.st.hostIndex = m.hostIndex;
		c.st.term = m.term;
		c.impostor = null;
		this.handedTo = null;
		this.hostHeard = c.deps.now();
		this.hostBye = false;
		this.attempt = 0;
		c.saveSession();
		// Tell the host every version this device can run: it chooses the version of the next start.
		c.send(c.hostLink, { t: 'versions', rulesVersions: mine });
		// Proposals still waiting: send them again (the host drops ones it has seen).
		this.log.resendPending();
		c.emit();
		return null;
	}

	scheduleReconnect(ms: number): void {
		const c = this.core;
		if (c.closed || c.isHost || c.hostLink || this.connecting || this.reconnectTimer !== null) return;
		const delay = ms || Math.min(c.t.retryMs * 2 ** this.attempt, c.t.retryMs * 8);
		this.reconnectTimer = c.deps.setTimer(() => {
			this.reconnectTimer = null;
			void this.reconnect();
		}, delay);
	}

	private async reconnect(): Promise<void> {
		const c = this.core;
		if (c.closed || c.isHost || c.hostLink || this.connecting) return;
		this.connecting = true;
		this.attempt++;
		try {
			const silent = c.deps.now() - this.hostHeard;
			const handOver = this.hostBye || silent >= c.t.hostGoneMs;
			let order = [c.st.hostIndex];
			if (handOver) {
				const plan = successorPlan(c.st.devices, c.st.hostIndex, c.me, silent, c.t.hostGoneMs);
				if (plan === 'host') {
					c.enqueue(() => this.becomeHost());
					return;
				}
				order = plan;
			}
			// A hand-over our host signed (it named its successor) is followed at once.
			const handed = this.handedTo;
			if (handed) order = [handed.hostIndex, ...order.filter((i) => i !== handed.hostIndex)];
			for (const addr of this.addressesOf(order)) {
				if (c.closed || c.hostLink) return;
				const a = await this.handshake(addr, (m, from) => this.mayFollow(m, from, handOver));
				if (a.kind === 'welcome') {
					const problem = await this.acceptWelcome(a.msg);
					if (problem) c.shutdown(false);
					return;
				}
				if (a.kind !== 'reject') continue;
				const m = a.msg;
				if (m.code === 'notHost') {
					this.learnFromNotHost(m, a.from);
					continue;
				}
				c.notice('error', m.reason);
				if (m.code === 'version' || m.code === 'room' || m.code === 'started' || m.code === 'full' || m.code === 'identity' || m.code === 'removed') {
					c.failed = true;
					c.shutdown(false);
					return;
				}
			}
		} finally {
			this.connecting = false;
			if (!c.closed && !c.hostLink && !c.isHost) this.scheduleReconnect(this.handedTo || c.impostor ? c.t.retryMs : 0);
		}
	}

	/**
	 * Fair election (protocol.ts HAND-OVER): a guest follows its own host; another member
	 * only when that member claims the host role itself with a higher term, and this device
	 * has lost its host for the host-gone time (or heard its goodbye), or its host signed
	 * the hand-over to that member.
	 */
	private mayFollow(m: Welcome, from: number | null, handOver: boolean): boolean {
		const c = this.core;
		if (from === null) return true; // no keys known yet (a first join or a session saved before keys)
		if (from !== m.hostIndex) return false;
		if (from === c.st.hostIndex) return true;
		if (m.term <= c.st.term) return false;
		const h = this.handedTo;
		return handOver || (!!h && h.hostIndex === from && m.term >= h.term);
	}

	/** A signed "not the host" answer: where the host is now; from our own host, a signed hand-over. */
	private learnFromNotHost(m: Extract<Msg, { t: 'reject' }>, from: number | null): void {
		const c = this.core;
		if (from === null || m.hostIndex === undefined || m.term === undefined) return;
		const host = c.st.devices.find((d) => d.index === m.hostIndex);
		if (!host || m.hostIndex === c.me) return;
		if (m.addr && m.hostIndex !== c.st.hostIndex) host.addr ??= m.addr;
		if (from === c.st.hostIndex && m.hostIndex !== from && m.term > c.st.term) {
			this.handedTo = { hostIndex: m.hostIndex, term: m.term };
			if (m.addr) host.addr = m.addr;
		}
	}

	private becomeHost(): void {
		const c = this.core;
		if (c.closed || c.hostLink || c.isHost) return;
		const old = c.st.hostIndex;
		c.st.hostIndex = c.me;
		c.st.term++;
		const now = c.deps.now();
		for (const d of c.st.devices) {
			if (d.index === c.me) d.status = 'connected';
			else if (d.index === old) d.status = this.hostBye ? 'gone' : 'reconnecting';
			else if (d.status !== 'gone') d.status = 'reconnecting';
			this.heard.set(d.index, d.index === old ? now - c.t.staleMs : now);
		}
		// Our own waiting proposals become host proposals.
		const waiting = this.log.takeOverPending();
		this.handedTo = null;
		c.notice('info', T('Hostitel odešel; hru teď řídí toto zařízení.', 'The host left; this device now runs the match.'));
		c.roomChanged();
		this.holdRendezvous();
		this.log.proposeAsHost(waiting);
		c.enqueue(() => this.driveBots());
	}

	/** A guest lost its host: show it as reconnecting (or gone after a goodbye). */
	private markHostLost(): void {
		const c = this.core;
		const host = c.st.devices.find((d) => d.index === c.st.hostIndex);
		if (host && host.index !== c.me) host.status = this.hostBye ? 'gone' : 'reconnecting';
	}

	/** Guest: the host said bye; look for the next host at once. */
	hostLeft(link: Link): void {
		const c = this.core;
		this.hostBye = true;
		c.hostLink = null;
		this.markHostLost();
		link.close();
		this.scheduleReconnect(1);
		c.emit();
	}

	/** Guest: the host's room state (never an older term's; a running match stays running). */
	onRoom(m: Extract<Msg, { t: 'room' }>): void {
		const c = this.core;
		if (m.room.term < c.st.term || m.room.code !== c.code) return c.bad(c.st.hostIndex, 'zastaralý stav místnosti.', 'a stale room state.');
		const phase = c.st.phase;
		c.st = m.room;
		if (phase === 'playing' && m.room.phase === 'lobby') c.st.phase = phase;
		c.saveSession();
		c.emit();
	}

	async linkClosed(link: Link): Promise<void> {
		const c = this.core;
		if (link === c.hostLink) {
			c.hostLink = null;
			this.markHostLost();
			this.scheduleReconnect(c.t.retryMs);
			c.emit();
			return;
		}
		const dev = c.linkDev.get(link);
		if (dev !== undefined && c.links.get(dev) === link) {
			c.links.delete(dev);
			const d = c.st.devices.find((x) => x.index === dev);
			if (d && d.status === 'connected') d.status = 'reconnecting';
			this.seed.participantLost(dev, T(`Zařízení ${d?.name ?? dev} se odpojilo.`, `Device ${d?.name ?? dev} disconnected.`));
			this.log.linkLost(dev);
			c.roomChanged();
		}
	}

	// ---------------------------------------------------------------- host

	async onHello(link: Link, m: Extract<Msg, { t: 'hello' }>): Promise<void> {
		const c = this.core;
		const reject = (code: string, reason: Text, extra: { index?: number; hostIndex?: number; term?: number; addr?: string } = {}) => {
			c.send(link, c.sign({ t: 'reject' as const, code, reason, ...extra }, m.nonce));
			c.deps.setTimer(() => link.close(), 100);
		};
		// Signed over the challenge this device sent on this very link: not replayed, not forged.
		const challenge = c.challengeOf.get(link);
		if (!challenge || !verifyMessage(m, challenge)) {
			c.bad(undefined, 'představení s neplatným podpisem.', 'a hello with an invalid signature.');
			link.close();
			return;
		}
		// Said who it is: from here on the answer below (a welcome, or a reject that closes the link) decides.
		c.identified(link);
		if (m.proto !== PROTOCOL_VERSION) {
			const reason = T(
				`Různé verze síťového protokolu (toto zařízení ${PROTOCOL_VERSION}, druhé ${m.proto}). Aktualizujte aplikaci na obou zařízeních.`,
				`Different network protocol versions (this device ${PROTOCOL_VERSION}, the other ${m.proto}). Update the app on both devices.`
			);
			c.notice('error', T(`Zařízení ${m.name}: ${reason.cs}`, `Device ${m.name}: ${reason.en}`));
			return reject('version', reason);
		}
		if (m.room !== c.code) return reject('room', T('Neznámá místnost.', 'Unknown room.'));
		// The address it announces is the one it calls from (the host reaches it there later).
		if (link.remoteId !== m.addr) return reject('addr', T('Zařízení se ohlásilo z cizí adresy.', 'The device called from an address that is not its own.'));
		if (c.isHost && (c.removed.has(m.key) || c.removed.has(m.deviceId))) return reject('removed', REMOVED);
		const byKey = c.st.devices.find((d) => d.key === m.key);
		const byId = c.st.devices.find((d) => d.deviceId === m.deviceId);
		if (!byKey && byId?.key) {
			c.notice(
				'warn',
				T(`Někdo se vydává za zařízení ${byId.name} (jiný klíč); odmítnuto.`, `Someone is impersonating device ${byId.name} (another key); refused.`),
				{ kind: 'impostor', device: { index: byId.index, name: byId.name } }
			);
			return reject('identity', T('Toto zařízení se prokázalo jiným klíčem, než jaký místnost zná.', 'This device proved another key than the room knows.'));
		}
		const hostAddr = c.st.devices.find((d) => d.index === c.st.hostIndex)?.addr;
		if (!c.isHost) {
			// Our host calling from a new address (it came back, or lost the room's address): go to it.
			if (byKey && byKey.index === c.st.hostIndex && m.hostIndex === byKey.index) {
				byKey.addr = m.addr;
				if (c.hostLink && c.hostLink.remoteId !== m.addr) {
					const old = c.hostLink;
					c.hostLink = null;
					old.close();
				}
				this.scheduleReconnect(1);
			}
			return reject('notHost', T('Toto zařízení není hostitel.', 'This device is not the host.'), { hostIndex: c.st.hostIndex, term: c.st.term, ...(hostAddr ? { addr: hostAddr } : {}) });
		}
		if (m.term > c.st.term && m.hostIndex !== c.me)
			// A live host stays host: a member's claim changes nothing here. (A real hand-over while
			// this host was cut off is found by adoptNewerHost once its own room has been silent.)
			c.notice(
				'warn',
				T(`Zařízení ${m.name.slice(0, 40)} tvrdí, že hru převzalo jiné zařízení; hostitel je tu, ignoruji to.`, `Device ${m.name.slice(0, 40)} claims another device took over; the host is here, ignored.`)
			);
		const stated = statedVersions(m);
		const versionReason = c.module && m.game !== null ? (m.game !== c.module.id ? this.gameMismatch(m.game) : this.versionProblem(stated)) : null;
		if (versionReason) {
			c.notice('error', T(`Zařízení ${m.name}: ${versionReason.cs}`, `Device ${m.name}: ${versionReason.en}`));
			return reject('version', versionReason);
		}
		if (m.app !== c.deps.appVersion)
			c.notice('info', T(`Zařízení ${m.name} má jinou verzi aplikace (${m.app}).`, `Device ${m.name} runs another app version (${m.app}).`));
		let dev = byKey ?? byId;
		if (dev?.index === c.me) return reject('identity', T('Toto je klíč hostitele.', 'That is the host\'s own key.'));
		if (!dev) {
			if (c.st.phase !== 'lobby')
				return reject('started', T('Hra v této místnosti už začala.', 'The match in this room has already started.'));
			if (c.st.devices.length >= MAX_DEVICES) return reject('full', T('Místnost je plná.', 'The room is full.'));
			const used = new Set(c.st.devices.map((d) => d.index));
			let free = 1;
			while (used.has(free)) free++;
			dev = { index: free, deviceId: m.deviceId, name: m.name.slice(0, 40), status: 'connected' };
			c.st.devices.push(dev);
			c.st.devices.sort((a, b) => a.index - b.index);
		}
		dev.key = m.key;
		dev.addr = m.addr;
		const old = c.links.get(dev.index);
		if (old && old !== link) old.close();
		c.links.set(dev.index, link);
		c.linkDev.set(link, dev.index);
		this.heard.set(dev.index, c.deps.now());
		dev.status = 'connected';
		dev.name = m.name.slice(0, 40) || dev.name;
		if (m.game !== null && stated.length) c.peerVersions.set(dev.index, stated);
		c.st.rulesVersion = this.roomVersion() ?? undefined;
		const r = c.runner;
		c.send(
			link,
			c.sign(
				{
					t: 'welcome' as const,
					index: dev.index,
					hostIndex: c.me,
					term: c.st.term,
					room: c.st,
					game: c.st.game,
					rulesVersion: c.module?.rulesVersion ?? '',
					...(c.module ? { rulesVersions: r ? [r.record.rulesVersion] : versionsOf(c.module) } : {}),
					lastSeq: r?.length ?? 0
				},
				m.nonce
			)
		);
		this.log.catchUp(link, dev, m);
		c.roomChanged();
	}

	// ---------------------------------------------------------------- host: rules versions (versions.ts)

	private gameMismatch(game: string): Text {
		const c = this.core;
		return T(`Místnost hraje jinou hru (${c.module?.id}), zařízení má otevřenou ${game}.`, `The room plays another game (${c.module?.id}); the device has ${game} open.`);
	}

	/** Why a device that runs `versions` cannot play in this room (null: it can). An empty list: an app that did not say. */
	private versionProblem(versions: string[]): Text | null {
		const c = this.core;
		if (!c.module || !versions.length) return null;
		const running = c.runner?.record.rulesVersion;
		if (running !== undefined) {
			if (versions.includes(running)) return null;
			return T(
				`Partie běží ve verzi pravidel ${running}, zařízení má ${versions.join(', ')}. Aktualizujte aplikaci.`,
				`The match runs rules version ${running}; the device has ${versions.join(', ')}. Update the app.`
			);
		}
		const mine = versionsOf(c.module);
		if (commonVersion(mine, [versions]) !== null) return null;
		return T(
			`Různé verze pravidel hry (hostitel ${mine.join(', ')}, zařízení ${versions.join(', ')}). Aktualizujte aplikaci.`,
			`Different game rules versions (host ${mine.join(', ')}, device ${versions.join(', ')}). Update the app.`
		);
	}

	/**
	 * The version the room plays: the running match's, else the newest every device has
	 * (a device that never said is taken to run the host's current version).
	 */
	roomVersion(participants: readonly number[] = this.core.st.devices.map((d) => d.index)): string | null {
		const c = this.core;
		if (!c.module) return null;
		if (c.runner) return c.runner.record.rulesVersion;
		return startVersion(c.module, c.me, participants, c.peerVersions);
	}

	/** A guest's `versions`: kept for the next start; a device that cannot play here is refused. */
	onVersions(dev: number, m: Extract<Msg, { t: 'versions' }>): void {
		const c = this.core;
		const problem = this.versionProblem(m.rulesVersions);
		if (problem) {
			c.notice('error', T(`Zařízení ${c.who(dev)}: ${problem.cs}`, `Device ${c.who(dev)}: ${problem.en}`));
			c.send(c.links.get(dev), c.sign({ t: 'reject' as const, code: 'version', reason: problem }, 'link'));
			this.dropDevice(dev);
			return;
		}
		c.peerVersions.set(dev, m.rulesVersions);
		const v = this.roomVersion() ?? undefined;
		if (v !== c.st.rulesVersion) {
			c.st.rulesVersion = v;
			c.roomChanged();
		}
	}

	// ---------------------------------------------------------------- host: the room's rendezvous address

	/**
	 * Keeps the room's rendezvous address (where newcomers and devices that lost track
	 * knock) while this device is host. When another device holds it (a squatter, or our
	 * own previous registration lingering) members still reach us at our own address: we
	 * call them (adoptNewerHost's hellos), and we try the rendezvous address again.
	 */
	holdRendezvous(): void {
		const c = this.core;
		if (c.closed || !c.isHost || c.rv || this.rvTrying) return;
		this.rvTrying = true;
		c.deps.transport.open(rendezvousId(c.code)).then(
			(ep) => {
				this.rvTrying = false;
				if (c.closed || !c.isHost || c.rv) return ep.close();
				c.rv = ep;
				c.wireEndpoint(ep);
				this.rvBlockedSince = null;
				if (c.impostor?.where === 'room-address') c.impostor = null;
				c.emit();
			},
			(e) => {
				this.rvTrying = false;
				if (c.closed) return;
				const now = c.deps.now();
				if (e instanceof IdTakenError) {
					this.rvBlockedSince ??= now;
					// Our own previous registration may linger a moment after a reload; longer than that is someone else.
					if (now - this.rvBlockedSince >= c.t.staleMs && !c.impostor) {
						c.impostor = { at: now, where: 'room-address' };
						c.notice(
							'warn',
							T(
								'Adresu místnosti drží jiné zařízení, možná někdo předstírá hostitele. Členové se připojují přímo; nová zařízení se připojí, až se adresa uvolní.',
								'Another device holds the room\'s address; someone may be impersonating the host. Members connect directly; new devices can join once the address is free.'
							),
							{ kind: 'impostor' }
						);
					}
				}
				c.deps.setTimer(() => this.holdRendezvous(), c.t.retryMs * 2);
			}
		);
	}

	/** Gives up the rendezvous address (no longer host). */
	dropRendezvous(): void {
		const c = this.core;
		const rv = c.rv;
		c.rv = null;
		rv?.close();
	}

	/**
	 * Host: removes a device from the room in the lobby (it vetoed every start, or nobody knows
	 * it): its seats are freed, it is told, and its key and device id are refused from now on.
	 */
	removeDevice(dev: number): Text | null {
		const c = this.core;
		if (!c.isHost) return T('To může jen hostitel.', 'Only the host can do that.');
		if (c.st.phase !== 'lobby') return T('Zařízení lze odebrat jen před začátkem hry.', 'A device can be removed only before the match starts.');
		const d = c.st.devices.find((x) => x.index === dev);
		if (!d || dev === c.me) return T('Takové zařízení v místnosti není.', 'No such device in the room.');
		if (d.key) c.removed.add(d.key);
		c.removed.add(d.deviceId);
		// Told first; its link closes a moment later (the reject must reach it).
		const link = c.links.get(dev);
		c.links.delete(dev);
		c.send(link, c.sign({ t: 'reject' as const, code: 'removed', reason: REMOVED }, 'link'));
		if (link) c.deps.setTimer(() => link.close(), 100);
		c.notice('info', T(`Zařízení ${d.name} bylo z místnosti odebráno.`, `Device ${d.name} was removed from the room.`));
		this.dropDevice(dev);
		return null;
	}

	/** Host: a device left (bye) or refused the match. */
	dropDevice(dev: number): void {
		const c = this.core;
		const d = c.st.devices.find((x) => x.index === dev);
		const l = c.links.get(dev);
		c.links.delete(dev);
		l?.close();
		if (!d) return;
		if (c.st.phase === 'lobby' || c.st.phase === 'seeding') {
			c.st.devices = c.st.devices.filter((x) => x !== d);
			for (const s of c.st.seats) if (s.device === dev) s.device = null;
			this.seed.participantLost(dev, T(`Zařízení ${d.name} odešlo.`, `Device ${d.name} left.`));
		} else d.status = 'gone';
		c.roomChanged();
	}
}

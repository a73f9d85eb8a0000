/**
 * Membership and election (protocol.ts, ADDRESSES, RECOVERY, HAND-OVER): who is
 * in the room, hello/welcome/reject, seats in the lobby, liveness (ping, stale,
 * gone), reconnecting to the host, the host term, hand-over to the lowest
 * surviving index, and a host stepping down for a newer one.
 */
import type { AnyGameModule, Bot, Text } from '$lib/engine';
import { MAX_DEVICES, peerId, PROTOCOL_VERSION, type Msg, type WireDevice } from './protocol';
import type { Link } from './transport';
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

	// ---------------------------------------------------------------- guest: connecting

	private hello(): Msg {
		const c = this.core;
		const r = c.runner;
		return {
			t: 'hello',
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
			hostIndex: c.st.hostIndex
		};
	}

	/** Connects to `index`, says hello and waits for welcome/reject (null: no answer). */
	async handshake(index: number): Promise<Msg | null> {
		const c = this.core;
		if (!c.ep) return null;
		let link: Link;
		try {
			link = await c.ep.connect(peerId(c.code, index), c.t.retryMs * 2);
		} catch {
			return null;
		}
		if (c.closed) {
			link.close();
			return null;
		}
		const answer = new Promise<Msg | null>((resolve) => {
			c.awaiting = { link, resolve };
			c.deps.setTimer(() => {
				if (c.awaiting?.link === link) {
					c.awaiting = null;
					resolve(null);
				}
			}, c.t.retryMs * 3);
		});
		c.wireLink(link);
		c.send(link, this.hello());
		const m = await answer;
		if (m?.t === 'welcome') {
			c.hostLink = link;
			c.linkDev.set(link, m.hostIndex);
		} else link.close();
		return m;
	}

	/**
	 * As host, asks the given devices whether one of them hosts the room now (a
	 * hand-over while we were away or cut off). The newer host welcomes us as a
	 * guest (its term is higher) and we follow it; its adoption of the longer log
	 * keeps every move. Returns a reason when we cannot play with it.
	 */
	async adoptNewerHost(indices: number[]): Promise<Text | null> {
		const c = this.core;
		for (const index of [...indices].sort((a, b) => a - b)) {
			if (index === c.me || !c.isHost || c.closed) continue;
			const m = await this.handshake(index);
			if (m?.t === 'welcome' && m.hostIndex !== c.me) {
				for (const l of c.links.values()) l.close();
				c.links.clear();
				const problem = await this.acceptWelcome(m);
				if (!problem) c.notice('info', T('Mezitím hru převzalo jiné zařízení.', 'Another device took over the match meanwhile.'));
				return problem;
			}
		}
		return null;
	}

	/** Takes the host's welcome; returns a reason when this device cannot play with it. */
	async acceptWelcome(m: Extract<Msg, { t: 'welcome' }>): Promise<Text | null> {
		try {
			return await this.takeWelcome(m);
		} finally {
			const g = this.core.welcomeGate;
			this.core.welcomeGate = null;
			g?.();
		}
	}

	private async takeWelcome(m: Extract<Msg, { t: 'welcome' }>): Promise<Text | null> {
		const c = this.core;
		const refuse = (reason: Text): Text => {
			c.send(c.hostLink, { t: 'reject', code: 'version', reason });
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
			for (const i of order) {
				if (c.closed || c.hostLink) return;
				const m = await this.handshake(i);
				if (m?.t === 'welcome') {
					const problem = await this.acceptWelcome(m);
					if (problem) c.shutdown(false);
					return;
				}
				if (m?.t === 'reject' && m.code !== 'notHost') {
					c.notice('error', m.reason);
					if (m.code === 'version' || m.code === 'room' || m.code === 'started' || m.code === 'full') {
						c.failed = true;
						c.shutdown(false);
						return;
					}
				}
			}
		} finally {
			this.connecting = false;
			if (!c.closed && !c.hostLink && !c.isHost) this.scheduleReconnect(0);
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
		c.notice('info', T('Hostitel odešel; hru teď řídí toto zařízení.', 'The host left; this device now runs the match.'));
		c.roomChanged();
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
		const reject = (code: string, reason: Text, extra: { index?: number; hostIndex?: number; term?: number } = {}) => {
			c.send(link, { t: 'reject', code, reason, ...extra });
			c.deps.setTimer(() => link.close(), 100);
		};
		if (m.proto !== PROTOCOL_VERSION) {
			const reason = T(
				`Různé verze síťového protokolu (toto zařízení ${PROTOCOL_VERSION}, druhé ${m.proto}). Aktualizujte aplikaci na obou zařízeních.`,
				`Different network protocol versions (this device ${PROTOCOL_VERSION}, the other ${m.proto}). Update the app on both devices.`
			);
			c.notice('error', T(`Zařízení ${m.name}: ${reason.cs}`, `Device ${m.name}: ${reason.en}`));
			return reject('version', reason);
		}
		if (m.room !== c.code) return reject('room', T('Neznámá místnost.', 'Unknown room.'));
		// A device speaks only from its own room address dk-<room>-<index>, which the PeerServer lets one device hold at a time.
		if (link.remoteId !== peerId(c.code, m.index))
			return reject('index', T('Zařízení se ohlásilo z cizí adresy.', 'The device called from an address that is not its own.'));
		if (!c.isHost) return reject('notHost', T('Toto zařízení není hostitel.', 'This device is not the host.'), { hostIndex: c.st.hostIndex, term: c.st.term });
		const known = c.st.devices.find((d) => d.deviceId === m.deviceId && d.index === m.index);
		const claimsOwnAddress = link.remoteId === peerId(c.code, m.index);
		const newHostKnown = c.st.devices.some((d) => d.index === m.hostIndex);
		if (m.term > c.st.term && m.hostIndex !== c.me && !(known && claimsOwnAddress && newHostKnown)) {
			c.notice('warn', T(`Zařízení ${m.name.slice(0, 40)} tvrdí, že hru převzalo jiné zařízení; ignoruji to.`, `Device ${m.name.slice(0, 40)} claims another device took over; ignored.`));
			return reject('notHost', T('Toto tvrzení nelze ověřit.', 'That claim cannot be verified.'));
		}
		if (m.term > c.st.term && m.hostIndex !== c.me) {
			// A hand-over happened without us: join the newer host.
			c.notice('info', T('Mezitím hru převzalo jiné zařízení; připojuji se k němu.', 'Another device took over meanwhile; joining it.'));
			reject('notHost', T('Toto zařízení už není hostitel.', 'This device is no longer the host.'));
			this.stepDown(m.term, m.hostIndex);
			return;
		}
		const stated = statedVersions(m);
		const versionReason = c.module && m.game !== null ? (m.game !== c.module.id ? this.gameMismatch(m.game) : this.versionProblem(stated)) : null;
		if (versionReason) {
			c.notice('error', T(`Zařízení ${m.name}: ${versionReason.cs}`, `Device ${m.name}: ${versionReason.en}`));
			return reject('version', versionReason);
		}
		if (m.app !== c.deps.appVersion)
			c.notice('info', T(`Zařízení ${m.name} má jinou verzi aplikace (${m.app}).`, `Device ${m.name} runs another app version (${m.app}).`));
		let dev = c.st.devices.find((d) => d.deviceId === m.deviceId);
		if (dev) {
			if (dev.index !== m.index) return reject('index', T('Použijte své původní číslo.', 'Use your previous index.'), { index: dev.index });
		} else {
			if (c.st.phase !== 'lobby')
				return reject('started', T('Hra v této místnosti už začala.', 'The match in this room has already started.'));
			if (c.st.devices.length >= MAX_DEVICES) return reject('full', T('Místnost je plná.', 'The room is full.'));
			const used = new Set(c.st.devices.map((d) => d.index));
			if (m.index === 0 || used.has(m.index)) {
				let free = 1;
				while (used.has(free)) free++;
				return reject('index', T('Toto číslo je obsazené.', 'This index is taken.'), { index: free });
			}
			dev = { index: m.index, deviceId: m.deviceId, name: m.name.slice(0, 40), status: 'connected' };
			c.st.devices.push(dev);
			c.st.devices.sort((a, b) => a.index - b.index);
		}
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
		c.send(link, {
			t: 'welcome',
			index: dev.index,
			hostIndex: c.me,
			term: c.st.term,
			room: c.st,
			game: c.st.game,
			rulesVersion: c.module?.rulesVersion ?? '',
			...(c.module ? { rulesVersions: r ? [r.record.rulesVersion] : versionsOf(c.module) } : {}),
			lastSeq: r?.length ?? 0
		});
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
			c.send(c.links.get(dev), { t: 'reject', code: 'version', reason: problem });
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

	private stepDown(term: number, hostIndex: number): void {
		const c = this.core;
		for (const l of c.links.values()) l.close();
		c.links.clear();
		c.st.term = term;
		c.st.hostIndex = hostIndex;
		this.hostHeard = c.deps.now();
		this.seed.forget();
		c.saveSession();
		this.scheduleReconnect(c.t.retryMs);
		c.emit();
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

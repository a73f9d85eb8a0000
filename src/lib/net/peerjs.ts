/**
 * The Transport over PeerJS 1.5 / WebRTC data channels.
 *
 * PeerJS (about 23 KB gzipped) is loaded lazily by `import('peerjs')` on the
 * first `open`, so it never weighs on the first page. Only types are imported
 * statically (erased at build time).
 *
 * Wire format: reliable, ordered data channels with serialization 'raw' that
 * carry strings only. Each Link message is sent as one or more frames: a frame
 * is '+' or '.' followed by up to FRAME_CHARS characters; '+' means "more
 * follows", '.' ends the message. Large messages (state snapshots) thus never
 * hit the browsers' per-message size limits, and ordering makes reassembly
 * trivial.
 */
import type { DataConnection, Peer, PeerOptions } from 'peerjs';
import { IdTakenError, type Endpoint, type Link, type SignalingConfig, type Transport } from './transport';
import { FramedLink, Mailbox } from './framing';

// The framing is shared with the QR transport (qr-transport.ts); re-exported for older imports.
export { createDefragmenter, FRAME_CHARS, toFrames } from './framing';

/** How long `open` waits for the PeerServer to accept the id. */
export const OPEN_TIMEOUT_MS = 20_000;
/** Default for `Endpoint.connect`. */
export const CONNECT_TIMEOUT_MS = 15_000;
/**
 * Incoming connections still opening (ICE) at once; beyond, the oldest is closed. Anyone
 * who knows an address can start connections through the PeerServer that never open,
 * and each holds a peer connection for CONNECT_TIMEOUT_MS.
 */
export const MAX_OPENING = 16;

/** A network failure with PeerJS's error type (e.g. 'network', 'peer-unavailable', 'timeout'). */
export class PeerNetError extends Error {
	constructor(
		message: string,
		readonly type: string
	) {
		super(message);
		this.name = 'PeerNetError';
	}
}

type PeerJsModule = typeof import('peerjs');
let peerjsModule: Promise<PeerJsModule> | null = null;
/** Loads PeerJS once (a separate chunk). */
export function loadPeerJs(): Promise<PeerJsModule> {
	peerjsModule ??= import('peerjs').catch((e) => {
		peerjsModule = null;
		throw new PeerNetError(`The network module could not be loaded: ${e?.message ?? e}`, 'load');
	});
	return peerjsModule;
}

type PeerErr = Error & { type?: string };

function describe(config: SignalingConfig): string {
	const path = config.path.endsWith('/') ? config.path : config.path + '/';
	return `${config.secure ? 'wss' : 'ws'}://${config.host}:${config.port}${path}`;
}

/** A readable error for a PeerJS error while opening or reopening. */
function openError(err: PeerErr, id: string, config: SignalingConfig): Error {
	const type = err?.type ?? 'unknown';
	switch (type) {
		case 'unavailable-id':
			return new IdTakenError(id);
		case 'invalid-id':
			return new PeerNetError(`Invalid network id "${id}": use letters, digits, "-" and "_" (not at the ends).`, type);
		case 'browser-incompatible':
			return new PeerNetError('This browser does not support WebRTC data channels.', type);
		case 'invalid-key':
			return new PeerNetError(`The signaling server ${describe(config)} rejected the key "peerjs".`, type);
		case 'ssl-unavailable':
			return new PeerNetError(`The signaling server ${describe(config)} does not offer a secure connection; turn off "secure".`, type);
		case 'network':
		case 'socket-error':
		case 'socket-closed':
		case 'server-error':
			return new PeerNetError(`Cannot reach the signaling server ${describe(config)} (${err.message || type}).`, type);
		default:
			return new PeerNetError(`Network error (${type}): ${err?.message ?? err}`, type);
	}
}

/** A PeerJS DataConnection as a Link (framing and buffering: framing.ts FramedLink). */
class PeerJsLink extends FramedLink implements Link {
	constructor(
		private readonly conn: DataConnection,
		private readonly onGone: (link: PeerJsLink) => void
	) {
		super(conn.peer);
		conn.on('data', (frame) => this.receiveFrame(frame));
		conn.on('close', () => this.finish());
		conn.on('error', () => this.finish());
		conn.on('iceStateChanged', (state) => {
			if (state === 'failed' || state === 'closed') this.finish();
		});
	}

	protected channelOpen(): boolean {
		return this.conn.open;
	}
	protected sendFrame(frame: string): void {
		this.conn.send(frame);
	}
	protected closeChannel(): void {
		this.conn.close();
	}
	protected gone(): void {
		this.onGone(this);
	}
}

interface PendingConnect {
	remoteId: string;
	fail: (err: Error) => void;
}

class PeerJsEndpoint implements Endpoint {
	private closed = false;
	private readonly links = new Set<PeerJsLink>();
	/** Incoming connections that have not opened yet, oldest first. */
	private readonly opening = new Set<DataConnection>();
	private readonly incoming = new Mailbox<Link>();
	private disconnectedHandlers: (() => void)[] = [];
	private readonly pending = new Set<PendingConnect>();
	private reopening: Promise<void> | null = null;

	constructor(
		private readonly peer: Peer,
		readonly selfId: string,
		private readonly config: SignalingConfig
	) {
		peer.on('connection', (conn) => this.accept(conn));
		peer.on('disconnected', () => {
			if (this.closed) return;
			for (const h of this.disconnectedHandlers) h();
		});
		peer.on('error', (err: PeerErr) => {
			if (err.type === 'peer-unavailable') {
				// PeerJS says "Could not connect to peer <id>" on the Peer, not the connection.
				for (const p of [...this.pending]) {
					if (err.message.endsWith(` ${p.remoteId}`))
						p.fail(new PeerNetError(`Nobody is reachable as "${p.remoteId}".`, 'peer-unavailable'));
				}
			}
		});
	}

	private track(conn: DataConnection): PeerJsLink {
		const link = new PeerJsLink(conn, (l) => this.links.delete(l));
		this.links.add(link);
		return link;
	}

	private accept(conn: DataConnection): void {
		if (this.closed) {
			conn.close();
			return;
		}
		const deliver = () => {
			clearTimeout(timer);
			if (!this.opening.delete(conn) || this.closed) return; // closed meanwhile (too many were opening)
			const link = this.track(conn);
			this.incoming.deliver(link);
		};
		this.opening.add(conn);
		for (const old of this.opening) {
			if (this.opening.size <= MAX_OPENING) break;
			this.opening.delete(old);
			try {
				old.close();
			} catch {
				/* already gone */
			}
		}
		// A connection that never opens (ICE failed) is dropped quietly.
		const timer = setTimeout(() => conn.close(), CONNECT_TIMEOUT_MS);
		if (conn.open) deliver();
		else conn.once('open', deliver);
		conn.once('close', () => {
			clearTimeout(timer);
			this.opening.delete(conn);
		});
	}

	connect(remoteId: string, timeoutMs = CONNECT_TIMEOUT_MS): Promise<Link> {
		if (this.closed) return Promise.reject(new PeerNetError('This network endpoint is closed.', 'closed'));
		if (this.peer.disconnected)
			return Promise.reject(
				new PeerNetError('Not connected to the signaling server; reopen the endpoint first.', 'disconnected')
			);
		return new Promise<Link>((resolve, reject) => {
			let conn: DataConnection | undefined;
			let timer: ReturnType<typeof setTimeout> | undefined;
			const entry: PendingConnect = {
				remoteId,
				fail: (err) => {
					if (!this.pending.delete(entry)) return;
					clearTimeout(timer);
					try {
						conn?.close();
					} catch {
						/* ignore */
					}
					reject(err);
				}
			};
			this.pending.add(entry);
			timer = setTimeout(
				() => entry.fail(new PeerNetError(`"${remoteId}" did not answer within ${Math.round(timeoutMs / 1000)} s.`, 'timeout')),
				timeoutMs
			);
			try {
				conn = this.peer.connect(remoteId, { reliable: true, serialization: 'raw' });
			} catch (e) {
				entry.fail(new PeerNetError(`Cannot connect to "${remoteId}": ${(e as Error)?.message ?? e}`, 'webrtc'));
				return;
			}
			if (!conn) {
				entry.fail(new PeerNetError(`Cannot connect to "${remoteId}".`, 'disconnected'));
				return;
			}
			const c = conn;
			c.once('open', () => {
				if (!this.pending.delete(entry)) return;
				clearTimeout(timer);
				resolve(this.track(c));
			});
			c.once('error', (err: PeerErr) =>
				entry.fail(new PeerNetError(`Connection to "${remoteId}" failed: ${err?.message ?? err}`, err?.type ?? 'connection'))
			);
			c.once('close', () => entry.fail(new PeerNetError(`Connection to "${remoteId}" closed before it opened.`, 'closed')));
		});
	}

	onIncoming(handler: (link: Link) => void): void {
		this.incoming.add(handler);
	}

	onDisconnected(handler: () => void): void {
		this.disconnectedHandlers.push(handler);
	}

	reopen(): Promise<void> {
		if (this.closed) return Promise.reject(new PeerNetError('This network endpoint is closed.', 'closed'));
		if (this.peer.open) return Promise.resolve();
		if (this.peer.destroyed) return Promise.reject(new PeerNetError('The network endpoint was destroyed; open a new one.', 'destroyed'));
		this.reopening ??= new Promise<void>((resolve, reject) => {
			const done = (err?: Error) => {
				clearTimeout(timer);
				this.peer.off('open', onOpen);
				this.peer.off('error', onError);
				this.reopening = null;
				if (err) reject(err);
				else resolve();
			};
			const onOpen = () => done();
			const onError = (err: PeerErr) => {
				if (err.type === 'peer-unavailable' || err.type === 'webrtc') return; // about a link, not us
				done(openError(err, this.selfId, this.config));
			};
			const timer = setTimeout(
				() => done(new PeerNetError(`The signaling server ${describe(this.config)} did not answer.`, 'timeout')),
				OPEN_TIMEOUT_MS
			);
			this.peer.on('open', onOpen);
			this.peer.on('error', onError);
			try {
				this.peer.reconnect();
			} catch (e) {
				done(new PeerNetError(`Cannot reconnect: ${(e as Error)?.message ?? e}`, 'disconnected'));
			}
		});
		return this.reopening;
	}

	close(): void {
		if (this.closed) return;
		this.closed = true;
		for (const p of [...this.pending]) p.fail(new PeerNetError('This network endpoint is closed.', 'closed'));
		for (const l of [...this.links]) l.finish();
		try {
			this.peer.destroy();
		} catch {
			/* ignore */
		}
	}
}

/** PeerJS options for a signaling config (exported for tests). */
export function peerOptions(config: SignalingConfig): PeerOptions {
	return {
		host: config.host,
		port: config.port,
		path: config.path,
		secure: config.secure,
		key: 'peerjs',
		debug: 0,
		config: { iceServers: config.iceServers.map((s) => ({ ...s })) }
	};
}

/** A Transport that registers ids on the PeerServer of `config` and links over WebRTC. */
export function createPeerJsTransport(config: SignalingConfig): Transport {
	return {
		async open(id: string): Promise<Endpoint> {
			const { Peer } = await loadPeerJs();
			return new Promise<Endpoint>((resolve, reject) => {
				let peer: Peer;
				try {
					peer = new Peer(id, peerOptions(config));
				} catch (e) {
					reject(new PeerNetError(`Cannot start networking: ${(e as Error)?.message ?? e}`, 'webrtc'));
					return;
				}
				const done = (err?: Error) => {
					clearTimeout(timer);
					peer.off('open', onOpen);
					peer.off('error', onError);
					if (err) {
						try {
							peer.destroy();
						} catch {
							/* ignore */
						}
						reject(err);
					} else resolve(new PeerJsEndpoint(peer, id, config));
				};
				const onOpen = () => done();
				const onError = (err: PeerErr) => done(openError(err, id, config));
				const timer = setTimeout(
					() => done(new PeerNetError(`The signaling server ${describe(config)} did not answer.`, 'timeout')),
					OPEN_TIMEOUT_MS
				);
				peer.on('open', onOpen);
				peer.on('error', onError);
			});
		}
	};
}

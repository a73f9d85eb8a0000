/**
 * The network seam: peer-to-peer links that carry strings. The lockstep
 * protocol (protocol.ts, session.ts) only sees these interfaces, so it runs the
 * same over PeerJS/WebRTC in the browser (peerjs.ts) and over an in-memory
 * network with seeded faults in tests (memory.ts).
 */

/** One open, ordered, reliable-while-open channel to another device. */
export interface Link {
	/** The network address (peer id) of the other end. */
	readonly remoteId: string;
	readonly isOpen: boolean;
	/** Sends one message; silently dropped when the link is closed. */
	send(data: string): void;
	/** Messages that arrived before the first handler are kept for it (the other side may speak first). */
	onMessage(handler: (data: string) => void): void;
	/** Called once when the link closes, from either side or by a network failure. */
	onClose(handler: () => void): void;
	close(): void;
}

/** This device's presence on the network under one address. */
export interface Endpoint {
	readonly selfId: string;
	/** Opens a link to another address; rejects when nobody answers in time. */
	connect(remoteId: string, timeoutMs?: number): Promise<Link>;
	/** Links opened by others towards this endpoint. */
	onIncoming(handler: (link: Link) => void): void;
	/** The signaling connection was lost (links may still work); `reopen` tries again. */
	onDisconnected(handler: () => void): void;
	reopen(): Promise<void>;
	close(): void;
}

export interface Transport {
	/**
	 * Registers this device under `id`. Rejects with `IdTaken` when another
	 * device (or this device's previous incarnation, for a while) holds it.
	 */
	open(id: string): Promise<Endpoint>;
}

export class IdTakenError extends Error {
	constructor(id: string) {
		super(`network id taken: ${id}`);
		this.name = 'IdTakenError';
	}
}

/** Where the PeerServer is and which ICE servers to use (user settings). */
export interface SignalingConfig {
	host: string;
	port: number;
	path: string;
	secure: boolean;
	iceServers: { urls: string | string[]; username?: string; credential?: string }[];
}

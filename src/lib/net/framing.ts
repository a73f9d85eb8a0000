/**
 * Framing of Link messages over WebRTC data channels (shared by the PeerJS
 * transport, peerjs.ts, and the QR-paired transport, qr-transport.ts).
 *
 * Each message is sent as one or more frames: '+' or '.' followed by up to
 * FRAME_CHARS characters; '+' means "more follows", '.' ends the message. Large
 * messages (state snapshots) thus never hit the browsers' per-message size
 * limits, and an ordered channel makes reassembly trivial.
 */

/** Characters per frame (UTF-16 units; at most ~48 KB of UTF-8, under every browser's limit). */
export const FRAME_CHARS = 16_000;

/** Splits a message into frames without cutting a surrogate pair. */
export function toFrames(data: string, size = FRAME_CHARS): string[] {
	if (data.length <= size) return ['.' + data];
	const frames: string[] = [];
	let i = 0;
	while (i < data.length) {
		let end = Math.min(i + size, data.length);
		const last = data.charCodeAt(end - 1);
		if (end < data.length && last >= 0xd800 && last <= 0xdbff) end--;
		frames.push((end < data.length ? '+' : '.') + data.slice(i, end));
		i = end;
	}
	return frames;
}

/**
 * The most characters a message may have (protocol.ts MAX_MESSAGE_BYTES, checked on
 * whole messages by parseMessage). Kept here too so the framing needs nothing else.
 */
export const MAX_MESSAGE_CHARS = 64 * 1024;

/** Reassembles frames: a whole message, or null (more to come / junk). */
export interface Defragmenter {
	(frame: unknown): string | null;
	/** Characters held of a message not finished yet. */
	readonly buffered: number;
	/** Parts went beyond the limit: they were dropped and nothing more is taken (the link must close). */
	readonly overflowed: boolean;
	/** Drops what is held (the link closed). */
	clear(): void;
}

/**
 * Reassembles frames, holding at most `limit` characters of an unfinished message:
 * parts beyond it (a message no receiver would accept, or a flood of parts that never
 * end) are dropped at once and the defragmenter takes nothing more. A single-frame
 * message is passed on whatever its size (parseMessage refuses it with a reason):
 * the channel bounds a frame, and nothing of it is kept here.
 */
export function createDefragmenter(limit = MAX_MESSAGE_CHARS): Defragmenter {
	let parts: string[] = [];
	let buffered = 0;
	let overflowed = false;
	const clear = () => {
		parts = [];
		buffered = 0;
	};
	const take = (frame: unknown): string | null => {
		if (overflowed || typeof frame !== 'string' || !frame) return null;
		const kind = frame[0];
		if (kind !== '+' && kind !== '.') return null;
		if (kind === '.' && !parts.length) return frame.slice(1);
		if (buffered + frame.length - 1 > limit) {
			clear();
			overflowed = true;
			return null;
		}
		if (kind === '+') {
			parts.push(frame.slice(1));
			buffered += frame.length - 1;
			return null;
		}
		const whole = parts.join('') + frame.slice(1);
		clear();
		return whole;
	};
	return Object.defineProperties(take, {
		buffered: { get: () => buffered },
		overflowed: { get: () => overflowed },
		clear: { value: clear }
	}) as Defragmenter;
}

/** What the framed links of this page hold of unfinished messages (the dev page shows it; tests read it). */
const stats = { buffered: 0, overflows: 0 };
export function framingStats(): { buffered: number; overflows: number } {
	return { ...stats };
}

/**
 * A Link over one ordered data channel that carries frames: keeps messages that
 * arrive before anyone listens, reassembles frames, closes once and tells every
 * close handler once. Subclasses say how to send a frame, whether the channel is
 * open and how to close it (PeerJS's DataConnection, a raw RTCDataChannel).
 */
export abstract class FramedLink {
	private closed = false;
	private readonly messages = new Mailbox<string>();
	private closeHandlers: (() => void)[] = [];
	private readonly defrag = createDefragmenter();

	constructor(readonly remoteId: string) {}

	protected abstract channelOpen(): boolean;
	protected abstract sendFrame(frame: string): void;
	/** Closes the underlying channel (may throw when it is already gone). */
	protected abstract closeChannel(): void;
	/** Called once, when the link closes, before the close handlers. */
	protected abstract gone(): void;

	/**
	 * One frame from the channel. Parts of an unfinished message beyond the message limit
	 * close the link (an outsider could otherwise make this device hold any amount).
	 */
	protected receiveFrame(frame: unknown): void {
		if (this.closed) return;
		const before = this.defrag.buffered;
		const msg = this.defrag(frame);
		stats.buffered += this.defrag.buffered - before;
		if (this.defrag.overflowed) {
			stats.overflows++;
			this.finish();
			return;
		}
		if (msg !== null) this.messages.deliver(msg);
	}

	/** Characters this link holds of a message not finished yet. */
	get buffered(): number {
		return this.defrag.buffered;
	}

	get isOpen(): boolean {
		return !this.closed && this.channelOpen();
	}

	send(data: string): void {
		if (!this.isOpen) return;
		try {
			for (const f of toFrames(String(data))) this.sendFrame(f);
		} catch {
			this.finish();
		}
	}

	onMessage(handler: (data: string) => void): void {
		this.messages.add(handler);
	}

	onClose(handler: () => void): void {
		if (this.closed) queueMicrotask(handler);
		else this.closeHandlers.push(handler);
	}

	close(): void {
		this.finish();
	}

	/** Closes once and tells everybody once. */
	finish(): void {
		if (this.closed) return;
		this.closed = true;
		stats.buffered -= this.defrag.buffered;
		this.defrag.clear();
		try {
			this.closeChannel();
		} catch {
			/* already gone */
		}
		this.gone();
		const handlers = this.closeHandlers;
		this.closeHandlers = [];
		for (const h of handlers) {
			try {
				h();
			} catch (e) {
				console.error(e);
			}
		}
	}
}

/**
 * Handlers of one kind of event (a link's messages, an endpoint's incoming links):
 * what arrives before the first handler is kept for it (transport.ts promises that).
 */
export class Mailbox<T> {
	private handlers: ((v: T) => void)[] = [];
	private queued: T[] = [];

	add(handler: (v: T) => void): void {
		this.handlers.push(handler);
		if (!this.queued.length) return;
		const queued = this.queued;
		this.queued = [];
		queueMicrotask(() => {
			for (const v of queued) handler(v);
		});
	}

	deliver(v: T): void {
		if (this.handlers.length === 0) this.queued.push(v);
		else for (const h of this.handlers) h(v);
	}
}

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

/** Reassembles frames; returns a whole message or null (more to come / junk). */
export function createDefragmenter(): (frame: unknown) => string | null {
	let parts: string[] = [];
	return (frame) => {
		if (typeof frame !== 'string' || !frame) return null;
		const kind = frame[0];
		if (kind === '+') {
			parts.push(frame.slice(1));
			return null;
		}
		if (kind !== '.') return null;
		const whole = parts.length ? parts.join('') + frame.slice(1) : frame.slice(1);
		parts = [];
		return whole;
	};
}

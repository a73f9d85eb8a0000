/**
 * The PeerJS endpoint holds at most MAX_OPENING incoming connections that have not
 * opened yet (issue 23, item 19): an outsider starting connections through the
 * PeerServer that never open cannot make the device hold peer connections without end.
 * PeerJS is replaced by a scripted fake (no WebRTC in Node).
 */
import { describe, expect, it, vi } from 'vitest';

type Handler = (...a: unknown[]) => void;
class Emitter {
	private h = new Map<string, Handler[]>();
	on(ev: string, fn: Handler) {
		this.h.set(ev, [...(this.h.get(ev) ?? []), fn]);
		return this;
	}
	once(ev: string, fn: Handler) {
		const w: Handler = (...a) => {
			this.off(ev, w);
			fn(...a);
		};
		return this.on(ev, w);
	}
	off(ev: string, fn: Handler) {
		this.h.set(ev, (this.h.get(ev) ?? []).filter((x) => x !== fn));
		return this;
	}
	emit(ev: string, ...a: unknown[]) {
		for (const fn of this.h.get(ev) ?? []) fn(...a);
	}
}
class FakeConn extends Emitter {
	open = false;
	closed = false;
	constructor(readonly peer: string) {
		super();
	}
	send() {}
	close() {
		if (this.closed) return;
		this.closed = true;
		this.open = false;
		this.emit('close');
	}
}
const peers: FakePeer[] = [];
class FakePeer extends Emitter {
	open = false;
	disconnected = false;
	destroyed = false;
	constructor(readonly id: string) {
		super();
		peers.push(this);
		setTimeout(() => {
			this.open = true;
			this.emit('open', id);
		}, 0);
	}
	destroy() {
		this.destroyed = true;
	}
}
vi.mock('peerjs', () => ({ Peer: FakePeer }));

import { createPeerJsTransport, MAX_OPENING } from '../../src/lib/net/peerjs';

describe('net: PeerJS endpoint, connections that never open', () => {
	it('holds at most MAX_OPENING opening connections (the oldest are closed) and still takes one that opens', async () => {
		const ep = await createPeerJsTransport({ host: '127.0.0.1', port: 1, path: '/', secure: false, iceServers: [] }).open('dk-host');
		const peer = peers.at(-1)!;
		const links: string[] = [];
		ep.onIncoming((l) => links.push(l.remoteId));
		const conns = Array.from({ length: MAX_OPENING + 10 }, (_, i) => new FakeConn(`evil-${i}`));
		for (const c of conns) peer.emit('connection', c);
		const open = conns.filter((c) => !c.closed);
		expect(open).toHaveLength(MAX_OPENING);
		expect(conns.slice(0, 10).every((c) => c.closed)).toBe(true);
		// A closed one that opens after all is not taken; a waiting one that opens is.
		conns[0].open = true;
		conns[0].emit('open');
		const good = conns.at(-1)!;
		good.open = true;
		good.emit('open');
		expect(links).toEqual([good.peer]);
		// A connection that closes while opening frees its place.
		for (const c of open.slice(0, 5)) c.close();
		const later = Array.from({ length: 5 }, (_, i) => new FakeConn(`late-${i}`));
		for (const c of later) peer.emit('connection', c);
		expect(later.every((c) => !c.closed)).toBe(true);
		ep.close();
	});
});

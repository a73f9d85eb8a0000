/**
 * An outsider who knows the room code must not make a device hold memory without
 * end (issue 23, item 19): message parts beyond the message limit close the link
 * (framing.ts), a link that never says hello is closed after HELLO_MS, one that
 * talks before its hello is closed after PRE_HELLO_MESSAGES messages, and at most
 * MAX_UNIDENTIFIED_LINKS links wait for their hello at once (core.ts).
 * Every flooded frame is distinct (identical strings could be shared by an engine).
 */
import { describe, expect, it } from 'vitest';
import { createDefragmenter, FRAME_CHARS, FramedLink, framingStats, MAX_MESSAGE_CHARS, toFrames } from '../../src/lib/net/framing';
import { HELLO_MS, MAX_MESSAGE_BYTES, MAX_UNIDENTIFIED_LINKS, PRE_HELLO_MESSAGES, rendezvousId } from '../../src/lib/net/protocol';
import { NetSession } from '../../src/lib/net/session';
import { rawDevice } from './net-raw';
import { createWorld } from './net-harness';

/** A distinct frame of `chars` characters after its kind. */
const part = (i: number, chars = FRAME_CHARS, kind = '+') => kind + `${i}:`.padEnd(chars, String.fromCharCode(97 + (i % 26)));

/** A FramedLink over nothing: frames are pushed in by hand. */
class TestLink extends FramedLink {
	open = true;
	closes = 0;
	protected channelOpen() {
		return this.open;
	}
	protected sendFrame() {}
	protected closeChannel() {
		this.open = false;
	}
	protected gone() {
		this.closes++;
	}
	push(frame: unknown) {
		this.receiveFrame(frame);
	}
}

describe('net: floods of message parts', () => {
	it('the message limit is the protocol one', () => {
		expect(MAX_MESSAGE_CHARS).toBe(MAX_MESSAGE_BYTES);
	});

	it('the defragmenter holds at most the message limit of unfinished parts and then takes nothing more', () => {
		const d = createDefragmenter();
		// A whole message right at the limit still passes.
		const big = 'q'.repeat(MAX_MESSAGE_CHARS);
		const out = toFrames(big).map((f) => d(f)).filter((m) => m !== null);
		expect(out).toEqual([big]);
		expect(d.buffered).toBe(0);
		let i = 0;
		for (; i < 1000 && !d.overflowed; i++) {
			expect(d(part(i))).toBeNull();
			expect(d.buffered).toBeLessThanOrEqual(MAX_MESSAGE_CHARS);
		}
		expect(d.overflowed).toBe(true);
		expect(i).toBeLessThanOrEqual(Math.ceil(MAX_MESSAGE_CHARS / FRAME_CHARS) + 1);
		expect(d.buffered).toBe(0);
		// Once over, nothing is taken: not even a complete message.
		expect(d('.{"t":"ping","ts":1}')).toBeNull();
		expect(d(part(1))).toBeNull();
		expect(d.buffered).toBe(0);
	});

	it('a framed link that gets parts beyond the limit closes and keeps nothing', () => {
		const link = new TestLink('flooder');
		const got: string[] = [];
		let closed = 0;
		link.onMessage((m) => got.push(m));
		link.onClose(() => closed++);
		link.push('.{"t":"ping","ts":1}');
		const before = framingStats();
		let sent = 0;
		for (let i = 0; i < 2000 && link.isOpen; i++, sent++) {
			link.push(part(i));
			expect(link.buffered).toBeLessThanOrEqual(MAX_MESSAGE_CHARS);
			expect(framingStats().buffered - before.buffered).toBeLessThanOrEqual(MAX_MESSAGE_CHARS);
		}
		expect(link.isOpen).toBe(false);
		expect(sent).toBeLessThanOrEqual(Math.ceil(MAX_MESSAGE_CHARS / FRAME_CHARS) + 1);
		expect(closed).toBe(1);
		expect(link.closes).toBe(1);
		expect(link.buffered).toBe(0);
		expect(framingStats().buffered).toBe(before.buffered);
		expect(framingStats().overflows).toBe(before.overflows + 1);
		// Frames after the close are ignored.
		for (let i = 0; i < 100; i++) link.push(part(10_000 + i));
		expect(link.buffered).toBe(0);
		expect(got).toEqual(['{"t":"ping","ts":1}']);
	});

	it('a framed link that closes with parts held gives them back', () => {
		const link = new TestLink('half');
		const before = framingStats().buffered;
		link.push(part(1));
		link.push(part(2));
		expect(framingStats().buffered - before).toBe(2 * FRAME_CHARS);
		link.close();
		expect(framingStats().buffered).toBe(before);
	});
});

describe('net: links that never say who they are', () => {
	const seats = [
		{ name: 'Seat A', kind: 'human' as const },
		{ name: 'Seat B', kind: 'human' as const }
	];

	it('the host closes a link without a hello after HELLO_MS, one that talks before its hello, and the oldest when too many wait', async () => {
		const w = createWorld('flood-links');
		const A = w.device('dev-a');
		const host = await w.run(NetSession.host(A.deps(), { name: 'Alena', game: 'counter', options: { mode: 'marathon' }, seats }));
		const rv = rendezvousId(host.code);

		// Silent: closed after HELLO_MS, not before.
		const silent = await rawDevice(w, host.code, rv);
		expect(silent.challenge).toMatch(/^[0-9a-f]+$/);
		await w.clock.advance(HELLO_MS - 500);
		expect(silent.link.isOpen).toBe(true);
		await w.clock.advance(1000);
		expect(silent.link.isOpen).toBe(false);

		// Talkative before its hello: closed after PRE_HELLO_MESSAGES messages.
		const talker = await rawDevice(w, host.code, rv);
		for (let i = 0; i < PRE_HELLO_MESSAGES + 4; i++) talker.send({ t: 'ping', ts: i });
		await w.clock.advance(50);
		expect(talker.link.isOpen).toBe(false);

		// Many at once: never more than MAX_UNIDENTIFIED_LINKS wait; the oldest go first.
		const crowd = [];
		for (let i = 0; i < MAX_UNIDENTIFIED_LINKS + 6; i++) crowd.push(await rawDevice(w, host.code, rv));
		const open = crowd.filter((r) => r.link.isOpen);
		expect(open.length).toBeLessThanOrEqual(MAX_UNIDENTIFIED_LINKS);
		expect(crowd.slice(-MAX_UNIDENTIFIED_LINKS).every((r) => r.link.isOpen)).toBe(true);
		const internals = host as unknown as { core: { unidentified: Map<unknown, number> } };
		expect(internals.core.unidentified.size).toBeLessThanOrEqual(MAX_UNIDENTIFIED_LINKS);

		// A device that says hello at once is still taken in and stays.
		const B = w.device('dev-b');
		const guest = await w.run(NetSession.join(B.deps(), { code: host.code, name: 'Bob' }));
		await w.clock.advance(HELLO_MS + 1000);
		expect(host.room.devices.map((d) => d.status)).toEqual(['connected', 'connected']);
		expect(guest.room.phase).toBe('lobby');
		expect(crowd.every((r) => !r.link.isOpen)).toBe(true);
		expect(internals.core.unidentified.size).toBe(0);
		// A raw device that says a proper hello is a member and is not closed as silent.
		const member = await rawDevice(w, host.code, rv, { onMessage: (m, send) => m.t === 'ping' && send({ t: 'pong', ts: m.ts }) });
		member.send(member.hello());
		await w.clock.advance(HELLO_MS + 1000);
		expect(member.got[0]).toMatchObject({ t: 'welcome' });
		expect(member.link.isOpen).toBe(true);
	});
});

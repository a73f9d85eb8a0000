/**
 * A device scripted by hand on the in-memory network, for tests that speak the
 * protocol on the wire (net-trust, net-hostile, net-identity): it opens its own
 * address, connects, takes the other side's challenge and signs its hello over it.
 */
import type { Link } from '../../src/lib/net/transport';
import { PROTOCOL_VERSION } from '../../src/lib/net/protocol';
import { signMessage, type DeviceIdentity } from '../../src/lib/net/identity';
import { testIdentity, type createWorld } from './net-harness';

type W = ReturnType<typeof createWorld>;
let counter = 0;

export interface RawDevice {
	addr: string;
	link: Link;
	/** Everything received except the challenge, parsed. */
	got: Record<string, unknown>[];
	challenge: string;
	identity: DeviceIdentity;
	send(m: unknown): void;
	/** A hello signed over the challenge (fields override the defaults). */
	hello(fields?: Record<string, unknown>): Record<string, unknown>;
}

export async function rawDevice(
	w: W,
	code: string,
	target: string,
	o: { identity?: DeviceIdentity; addr?: string; onMessage?: (m: Record<string, unknown>, send: (m: unknown) => void) => void } = {}
): Promise<RawDevice> {
	const addr = o.addr ?? `dk-raw${++counter}`;
	const ep = await w.run(w.net.transport.open(addr));
	const link = await w.run(ep.connect(target));
	const identity = o.identity ?? testIdentity('raw:' + addr);
	const send = (m: unknown) => link.send(typeof m === 'string' ? m : JSON.stringify(m));
	const raw: RawDevice = {
		addr,
		link,
		got: [],
		challenge: '',
		identity,
		send,
		hello: (fields = {}) =>
			signMessage(
				{
					t: 'hello',
					proto: PROTOCOL_VERSION,
					app: '1.0.0',
					game: null,
					rulesVersion: null,
					deviceId: 'raw-' + addr,
					name: 'Raw',
					room: code,
					index: 0,
					lastSeq: 0,
					hash: null,
					matchId: null,
					term: 0,
					hostIndex: 0,
					addr,
					nonce: 'ab'.repeat(16),
					...fields
				},
				identity,
				raw.challenge
			)
	};
	link.onMessage((d) => {
		const m = JSON.parse(d);
		if (m.t === 'challenge') raw.challenge = m.nonce;
		else raw.got.push(m);
		o.onMessage?.(m, send);
	});
	await w.clock.advance(20);
	return raw;
}

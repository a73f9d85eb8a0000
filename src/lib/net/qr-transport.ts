/**
 * A Transport with no server at all: links are WebRTC data channels paired by
 * hand. The device that listens (the host) makes an offer, shown as a QR code
 * and as text; the joining device reads it and answers (its own QR code and
 * text); the host reads the answer and the channel opens. No signalling server,
 * no STUN/TURN needed on one network (host candidates only).
 *
 * How the links reach the session (transport.ts):
 *  - offerer: the link opened from an answered offer arrives through the
 *    endpoint's `onIncoming` (the other device asked to join);
 *  - answerer: the link waits for `connect(offerer's address)`; a connect call
 *    waits for a pairing in progress (however long the person takes to show the
 *    answer), and with no pairing at all it fails after its timeout like an
 *    unreachable address, so the session simply tries again later.
 *
 * Messages are framed as over PeerJS (framing.ts). After a reload or a lost
 * link there is nobody to reconnect through: the devices pair again.
 */
import type { Text } from '$lib/engine';
import { FramedLink, Mailbox } from './framing';
import { decodePairing, encodePairing, type PairingPayload } from './pairing-codec';
import type { Endpoint, Link, Transport } from './transport';

/** How long ICE candidate gathering may take before the offer/answer is made with what is there. */
export const GATHER_MS = 4000;
/** How long the host waits for the channel to open after reading an answer. */
export const OPEN_MS = 20_000;
/** How long an answered offer waits for the host to read the answer. */
export const PAIRING_TTL_MS = 10 * 60_000;

const T = (cs: string, en: string): Text => ({ cs, en });

export class PairingError extends Error {
	constructor(
		readonly text: Text,
		readonly code: string
	) {
		super(text.en);
		this.name = 'PairingError';
	}
}

export type PairingResult<V> = ({ ok: true } & V) | { ok: false; error: Text; code: string };

function randomHex(n: number): string {
	const b = new Uint8Array(n);
	crypto.getRandomValues(b);
	return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/** Resolves when ICE gathering is complete, or after `ms` with what was gathered. */
function gathered(pc: RTCPeerConnection, ms: number): Promise<void> {
	if (pc.iceGatheringState === 'complete') return Promise.resolve();
	return new Promise((resolve) => {
		const done = () => {
			clearTimeout(timer);
			pc.removeEventListener('icegatheringstatechange', check);
			pc.removeEventListener('icecandidate', onCandidate);
			resolve();
		};
		const check = () => pc.iceGatheringState === 'complete' && done();
		const onCandidate = (e: RTCPeerConnectionIceEvent) => !e.candidate && done();
		const timer = setTimeout(done, ms);
		pc.addEventListener('icegatheringstatechange', check);
		pc.addEventListener('icecandidate', onCandidate);
	});
}

function newChannel(iceServers: RTCIceServer[]): { pc: RTCPeerConnection; dc: RTCDataChannel } {
	if (typeof RTCPeerConnection !== 'function')
		throw new PairingError(T('Tento prohlížeč neumí WebRTC, bez serveru se spojit nejde.', 'This browser has no WebRTC; it cannot pair without a server.'), 'webrtc');
	const pc = new RTCPeerConnection({ iceServers });
	// One pre-agreed channel on both sides: nothing else to negotiate.
	const dc = pc.createDataChannel('deskovky', { negotiated: true, id: 0, ordered: true });
	return { pc, dc };
}

function whenOpen(dc: RTCDataChannel, pc: RTCPeerConnection, ms: number): Promise<boolean> {
	if (dc.readyState === 'open') return Promise.resolve(true);
	return new Promise((resolve) => {
		const finish = (ok: boolean) => {
			clearTimeout(timer);
			dc.removeEventListener('open', onOpen);
			dc.removeEventListener('close', onFail);
			pc.removeEventListener('connectionstatechange', onState);
			resolve(ok);
		};
		const onOpen = () => finish(true);
		const onFail = () => finish(false);
		const onState = () => (pc.connectionState === 'failed' || pc.connectionState === 'closed') && finish(false);
		const timer = setTimeout(() => finish(false), ms);
		dc.addEventListener('open', onOpen);
		dc.addEventListener('close', onFail);
		pc.addEventListener('connectionstatechange', onState);
	});
}

/** A paired data channel as a Link (framing and buffering: framing.ts FramedLink). */
export class RtcLink extends FramedLink implements Link {
	constructor(
		remoteId: string,
		private readonly pc: RTCPeerConnection,
		private readonly dc: RTCDataChannel,
		private readonly onGone: (link: RtcLink) => void
	) {
		super(remoteId);
		dc.addEventListener('message', (e) => this.receiveFrame(e.data));
		dc.addEventListener('close', () => this.finish());
		dc.addEventListener('error', () => this.finish());
		pc.addEventListener('connectionstatechange', () => {
			if (pc.connectionState === 'failed' || pc.connectionState === 'closed') this.finish();
		});
	}

	protected channelOpen(): boolean {
		return this.dc.readyState === 'open';
	}
	protected sendFrame(frame: string): void {
		this.dc.send(frame);
	}
	protected closeChannel(): void {
		this.dc.close();
		this.pc.close();
	}
	protected gone(): void {
		this.onGone(this);
	}
}

interface OpenOffer {
	nonce: string;
	pc: RTCPeerConnection;
	dc: RTCDataChannel;
	created: number;
}

interface Answered {
	/** The offerer's address. */
	remoteId: string;
	pc: RTCPeerConnection;
	dc: RTCDataChannel;
	/** Resolves with the link once the channel is open, null when it failed or was given up. */
	link: Promise<RtcLink | null>;
	cancel: () => void;
}

/** An endpoint whose links are paired by hand (see the file comment). */
export class QrEndpoint implements Endpoint {
	private closed = false;
	private readonly links = new Set<RtcLink>();
	private readonly incoming = new Mailbox<Link>();
	private readonly offers = new Map<string, OpenOffer>();
	/** Answered offers by the offerer's address (the newest wins). */
	private readonly answered = new Map<string, Answered>();
	/** Opened answered links nobody asked for yet, by the offerer's address. */
	private readonly ready = new Map<string, RtcLink>();
	private readonly waiters = new Set<{ remoteId: string; wake: () => void }>();
	/** Offers being answered right now (gathering candidates), by the offerer's address. */
	private readonly answering = new Map<string, number>();

	constructor(
		readonly selfId: string,
		private readonly roomOf: () => string,
		private readonly iceServers: RTCIceServer[],
		private readonly onClosed: (ep: QrEndpoint) => void,
		private readonly changed: () => void
	) {}

	get isClosed(): boolean {
		return this.closed;
	}

	private get room(): string {
		return this.roomOf();
	}

	/** Whether a pairing with `remoteId` is on its way or done and not yet taken. */
	hasPairingWith(remoteId: string): boolean {
		return this.ready.has(remoteId) || this.answered.has(remoteId) || this.answering.has(remoteId);
	}

	/** Open links of this endpoint. */
	get openLinks(): number {
		let n = 0;
		for (const l of this.links) if (l.isOpen) n++;
		return n;
	}

	private track(remoteId: string, pc: RTCPeerConnection, dc: RTCDataChannel): RtcLink {
		const link = new RtcLink(remoteId, pc, dc, (l) => {
			this.links.delete(l);
			for (const [k, v] of this.ready) if (v === l) this.ready.delete(k);
			this.changed();
		});
		this.links.add(link);
		this.changed();
		return link;
	}

	// ------------------------------------------------------------ offerer (host)

	/** Makes an offer: the text to show (QR and copyable) and its nonce. */
	async createOffer(fp?: string): Promise<{ text: string; nonce: string }> {
		if (this.closed) throw new PairingError(T('Spojení místnosti je zavřené.', 'The room connection is closed.'), 'closed');
		const { pc, dc } = newChannel(this.iceServers);
		const nonce = randomHex(6);
		try {
			await pc.setLocalDescription(await pc.createOffer());
			await gathered(pc, GATHER_MS);
		} catch (e) {
			pc.close();
			throw new PairingError(T(`Nabídku spojení nejde vytvořit (${(e as Error)?.message ?? e}).`, `Cannot create the connection offer (${(e as Error)?.message ?? e}).`), 'webrtc');
		}
		const sdp = pc.localDescription?.sdp ?? '';
		// Offers not answered for long are dropped.
		for (const [k, o] of this.offers)
			if (Date.now() - o.created > PAIRING_TTL_MS) {
				o.pc.close();
				this.offers.delete(k);
			}
		this.offers.set(nonce, { nonce, pc, dc, created: Date.now() });
		const payload: PairingPayload = { kind: 'offer', room: this.room, from: this.selfId, nonce, sdp };
		if (fp) payload.fp = fp;
		return { text: encodePairing(payload), nonce };
	}

	/** Forgets an offer that will not be answered (the dialog was closed). */
	cancelOffer(nonce: string): void {
		const o = this.offers.get(nonce);
		if (!o) return;
		this.offers.delete(nonce);
		if (o.dc.readyState !== 'open') o.pc.close();
	}

	/** Reads a guest's answer to one of our offers; resolves when the channel is open (the link went to onIncoming). */
	async acceptAnswer(text: string): Promise<PairingResult<{ remoteId: string }>> {
		const d = decodePairing(text, 'answer');
		if (!d.ok) return { ok: false, error: d.error, code: d.code };
		const a = d.payload;
		if (a.room !== this.room)
			return { ok: false, code: 'room', error: T(`Odpověď patří k jiné místnosti (${a.room}).`, `The answer belongs to another room (${a.room}).`) };
		const offer = this.offers.get(a.nonce);
		if (!offer || a.to !== this.selfId)
			return {
				ok: false,
				code: 'stale',
				error: T('Odpověď patří ke starší nabídce. Začněte párování znovu.', 'The answer belongs to an older offer. Start the pairing again.')
			};
		this.offers.delete(a.nonce);
		try {
			await offer.pc.setRemoteDescription({ type: 'answer', sdp: a.sdp });
		} catch (e) {
			offer.pc.close();
			return { ok: false, code: 'webrtc', error: T(`Odpověď nejde použít (${(e as Error)?.message ?? e}).`, `The answer cannot be used (${(e as Error)?.message ?? e}).`) };
		}
		const open = await whenOpen(offer.dc, offer.pc, OPEN_MS);
		if (!open || this.closed) {
			offer.pc.close();
			return {
				ok: false,
				code: 'timeout',
				error: T(
					'Zařízení se nespojila. Jsou na stejné síti (Wi-Fi)? Zkuste párování znovu.',
					'The devices did not connect. Are they on the same network (Wi-Fi)? Try pairing again.'
				)
			};
		}
		const link = this.track(a.from, offer.pc, offer.dc);
		this.incoming.deliver(link);
		return { ok: true, remoteId: a.from };
	}

	// ------------------------------------------------------------ answerer (guest)

	/** Answers an offer: returns the answer text to show; the link opens when the offerer reads it. */
	async acceptOffer(payload: PairingPayload): Promise<PairingResult<{ text: string }>> {
		const from = payload.from;
		this.answering.set(from, (this.answering.get(from) ?? 0) + 1);
		try {
			return await this.answer(payload);
		} finally {
			const n = (this.answering.get(from) ?? 1) - 1;
			if (n > 0) this.answering.set(from, n);
			else this.answering.delete(from);
			this.wake(from);
		}
	}

	private async answer(payload: PairingPayload): Promise<PairingResult<{ text: string }>> {
		if (this.closed) return { ok: false, code: 'closed', error: T('Spojení místnosti je zavřené.', 'The room connection is closed.') };
		if (payload.room !== this.room)
			return { ok: false, code: 'room', error: T(`Kód patří k jiné místnosti (${payload.room}).`, `The code belongs to another room (${payload.room}).`) };
		let pc: RTCPeerConnection, dc: RTCDataChannel;
		try {
			({ pc, dc } = newChannel(this.iceServers));
		} catch (e) {
			const err = e as PairingError;
			return { ok: false, code: err.code ?? 'webrtc', error: err.text ?? T('WebRTC nejde spustit.', 'WebRTC cannot start.') };
		}
		try {
			await pc.setRemoteDescription({ type: 'offer', sdp: payload.sdp });
			await pc.setLocalDescription(await pc.createAnswer());
			await gathered(pc, GATHER_MS);
		} catch (e) {
			pc.close();
			return { ok: false, code: 'webrtc', error: T(`Kód hostitele nejde použít (${(e as Error)?.message ?? e}).`, `The host's code cannot be used (${(e as Error)?.message ?? e}).`) };
		}
		const text = encodePairing({ kind: 'answer', room: this.room, from: this.selfId, to: payload.from, nonce: payload.nonce, sdp: pc.localDescription?.sdp ?? '' });
		// A newer pairing with the same device replaces an older one still waiting.
		this.answered.get(payload.from)?.cancel();
		let cancel!: () => void;
		const link = new Promise<RtcLink | null>((resolve) => {
			cancel = () => {
				pc.close();
				resolve(null);
			};
			void whenOpen(dc, pc, PAIRING_TTL_MS).then((open) => {
				if (!open || this.closed) {
					pc.close();
					return resolve(null);
				}
				resolve(this.track(payload.from, pc, dc));
			});
		});
		const entry: Answered = { remoteId: payload.from, pc, dc, link, cancel };
		this.answered.set(payload.from, entry);
		void link.then((l) => {
			if (this.answered.get(payload.from) === entry) this.answered.delete(payload.from);
			if (l) this.ready.set(payload.from, l);
			this.wake(payload.from);
			this.changed();
		});
		this.wake(payload.from);
		this.changed();
		return { ok: true, text };
	}

	private wake(remoteId: string): void {
		for (const w of [...this.waiters]) if (w.remoteId === remoteId) w.wake();
	}

	/**
	 * A link to `remoteId`: an opened pairing with it, or the one in progress
	 * (waited for as long as it takes), or one that starts within `timeoutMs`.
	 */
	connect(remoteId: string, timeoutMs = 15_000): Promise<Link> {
		if (this.closed) return Promise.reject(new PairingError(T('Spojení je zavřené.', 'The connection is closed.'), 'closed'));
		return new Promise<Link>((resolve, reject) => {
			let timer: ReturnType<typeof setTimeout> | undefined;
			const waiter = { remoteId, wake: () => void check() };
			const stop = () => {
				clearTimeout(timer);
				this.waiters.delete(waiter);
			};
			const check = async (): Promise<void> => {
				if (this.closed) {
					stop();
					return reject(new PairingError(T('Spojení je zavřené.', 'The connection is closed.'), 'closed'));
				}
				const ready = this.ready.get(remoteId);
				if (ready && ready.isOpen) {
					this.ready.delete(remoteId);
					stop();
					return resolve(ready);
				}
				if (this.answered.has(remoteId) || this.answering.has(remoteId)) {
					clearTimeout(timer); // a pairing is under way: wait for it however long it takes
					timer = undefined;
					waitedForPairing = true;
				} else if (waitedForPairing) {
					stop();
					reject(new PairingError(T('Párování se nepovedlo; zkuste to znovu.', 'The pairing failed; try again.'), 'pairing'));
				}
			};
			let waitedForPairing = false;
			this.waiters.add(waiter);
			timer = setTimeout(() => {
				if (this.answered.has(remoteId) || this.answering.has(remoteId)) return;
				stop();
				reject(
					new PairingError(
						T('Zařízení nejsou spárovaná: naskenujte kód hostitele.', "The devices are not paired: scan the host's code."),
						'unpaired'
					)
				);
			}, timeoutMs);
			void check();
		});
	}

	onIncoming(handler: (link: Link) => void): void {
		this.incoming.add(handler);
	}

	/** There is no signalling connection to lose. */
	onDisconnected(): void {}

	reopen(): Promise<void> {
		return this.closed ? Promise.reject(new PairingError(T('Spojení je zavřené.', 'The connection is closed.'), 'closed')) : Promise.resolve();
	}

	close(): void {
		if (this.closed) return;
		this.closed = true;
		for (const w of [...this.waiters]) w.wake();
		for (const o of this.offers.values()) o.pc.close();
		this.offers.clear();
		for (const a of this.answered.values()) a.cancel();
		this.answered.clear();
		for (const l of [...this.links]) l.finish();
		this.onClosed(this);
		this.changed();
	}
}

/**
 * The transport of one room: endpoints opened by the session, plus the pairing
 * operations the UI calls (they act on the endpoint open now).
 */
export class QrTransport implements Transport {
	private endpoint: QrEndpoint | null = null;
	private readonly listeners = new Set<() => void>();
	/** Offers read before the session opened its endpoint (a guest joining by QR). */
	private preloaded: { payload: PairingPayload; answer: (r: PairingResult<{ text: string }>) => void }[] = [];

	/**
	 * @param room the room code (a host learns it only when its session exists:
	 *   set `room` then, before the first offer)
	 */
	constructor(
		public room: string,
		private readonly iceServers: RTCIceServer[] = []
	) {}

	async open(id: string): Promise<Endpoint> {
		const ep = new QrEndpoint(
			id,
			() => this.room,
			this.iceServers,
			(closed) => {
				if (this.endpoint === closed) this.endpoint = null;
			},
			() => this.emit()
		);
		this.endpoint = ep;
		const waiting = this.preloaded;
		this.preloaded = [];
		for (const w of waiting) void ep.acceptOffer(w.payload).then(w.answer);
		this.emit();
		return ep;
	}

	/** The endpoint the session uses now. */
	get current(): QrEndpoint | null {
		return this.endpoint && !this.endpoint.isClosed ? this.endpoint : null;
	}

	subscribe(fn: () => void): () => void {
		this.listeners.add(fn);
		return () => this.listeners.delete(fn);
	}

	private emit(): void {
		for (const fn of [...this.listeners]) fn();
	}

	/** Host: a new offer to show. */
	async createOffer(fp?: string): Promise<PairingResult<{ text: string; nonce: string }>> {
		const ep = this.current;
		if (!ep) return { ok: false, code: 'closed', error: T('Místnost ještě není otevřená.', 'The room is not open yet.') };
		try {
			return { ok: true, ...(await ep.createOffer(fp)) };
		} catch (e) {
			const err = e as PairingError;
			return { ok: false, code: err.code ?? 'webrtc', error: err.text ?? T(String(e), String(e)) };
		}
	}

	cancelOffer(nonce: string): void {
		this.current?.cancelOffer(nonce);
	}

	/** Host: reads a guest's answer; resolves when the guest is connected (or with the reason it is not). */
	async acceptAnswer(text: string): Promise<PairingResult<{ remoteId: string }>> {
		const ep = this.current;
		if (!ep) return { ok: false, code: 'closed', error: T('Místnost ještě není otevřená.', 'The room is not open yet.') };
		return ep.acceptAnswer(text);
	}

	/** Guest: answers a host's offer (now, or as soon as the session opens its endpoint). */
	acceptOffer(payload: PairingPayload): Promise<PairingResult<{ text: string }>> {
		if (payload.room !== this.room)
			return Promise.resolve({ ok: false, code: 'room', error: T(`Kód patří k jiné místnosti (${payload.room}).`, `The code belongs to another room (${payload.room}).`) });
		const ep = this.current;
		if (ep) return ep.acceptOffer(payload);
		return new Promise((answer) => this.preloaded.push({ payload, answer }));
	}
}

/**
 * An endpoint over two transports: the signalling server's (PeerJS) and QR
 * pairing, so one room takes guests of both kinds. Links of both arrive through
 * `onIncoming`; `connect` uses a QR pairing with that address when one is under
 * way or done, else the server.
 */
export class CombinedEndpoint implements Endpoint {
	constructor(
		private readonly server: Endpoint,
		private readonly qr: QrEndpoint
	) {}
	get selfId(): string {
		return this.server.selfId;
	}
	connect(remoteId: string, timeoutMs?: number): Promise<Link> {
		return this.qr.hasPairingWith(remoteId) ? this.qr.connect(remoteId, timeoutMs) : this.server.connect(remoteId, timeoutMs);
	}
	onIncoming(handler: (link: Link) => void): void {
		this.server.onIncoming(handler);
		this.qr.onIncoming(handler);
	}
	onDisconnected(handler: () => void): void {
		this.server.onDisconnected(handler);
	}
	reopen(): Promise<void> {
		return this.server.reopen();
	}
	close(): void {
		this.server.close();
		this.qr.close();
	}
}

/** A transport that opens the server's endpoint (it must work) and a QR endpoint beside it. */
export function withQrPairing(server: Transport, qr: QrTransport): Transport {
	return {
		async open(id: string): Promise<Endpoint> {
			const main = await server.open(id);
			const side = (await qr.open(id)) as QrEndpoint;
			return new CombinedEndpoint(main, side);
		}
	};
}

/** Reads an offer text for a guest; the reason when it is not one. */
export function readOffer(text: string): PairingResult<{ payload: PairingPayload }> {
	const d = decodePairing(text, 'offer');
	return d.ok ? { ok: true, payload: d.payload } : { ok: false, error: d.error, code: d.code };
}

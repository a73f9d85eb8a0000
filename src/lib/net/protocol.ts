/**
 * Deskovky lockstep protocol, version 2 (PROTOCOL_VERSION). No game server:
 * one device of a room is the host and orders the actions; every device folds
 * the same log with the same pure game module and compares state hashes.
 *
 * ADDRESSES. Only the host's rendezvous address derives from the room code:
 * `dk-<ROOM>` (rendezvousId); the room code is 6 characters of ROOM_ALPHABET (no
 * 0/O/1/I), drawn from deps.random. Every device, the host too, also registers
 * an address of its own, `dk-<20 random hex>` (randomAddress), drawn anew by
 * every incarnation of a session (a reload), so there is nothing to squat or
 * wait for. A joiner connects to the rendezvous address (or, paired by QR, to
 * the host's own address) and says a signed hello; the host assigns the lowest
 * free index. Devices reach each other at the addresses in the room state
 * (WireDevice.addr), the rendezvous address being the fallback.
 *
 * IDENTITY (identity.ts). Every device signs with its own Ed25519 key; the room
 * knows its members by public key (WireDevice.key). The side that accepts a link
 * sends `challenge` first; the caller's hello is signed over that nonce and
 * carries a nonce of its own, over which the answer (welcome or reject) is
 * signed. So no signed message can be replayed on another link, and everything
 * after the handshake travels on an authenticated link. A hello whose deviceId
 * the room knows with another key is refused (code identity) and shown as an
 * impersonation; an answer signed by no member (or, on a first join by link, not
 * by the key whose fingerprint the link carries) is a squatter's: the caller
 * ignores it, shows RoomView.impostor and keeps trying.
 *
 * STRANGERS. Anyone who knows the room code can open a link to the rendezvous
 * address. An incoming link must say a valid hello within HELLO_MS and before
 * PRE_HELLO_MESSAGES messages, else it is closed; at most MAX_UNIDENTIFIED_LINKS
 * wait for their hello at once (the oldest is closed first). A message sent in
 * parts (framing.ts) is held only up to MAX_MESSAGE_BYTES: more parts close the link.
 *
 * MESSAGES are JSON objects `{t: type, ...}`, at most MAX_MESSAGE_BYTES; every
 * field is type-checked by parseMessage before any use (see MESSAGE_SHAPES).
 *  challenge accepting side→caller: nonce (sent first on every incoming link)
 *  hello   guest→host: proto, app, game?, rulesVersion?, rulesVersions? (all it can
 *          run), deviceId, name, room, index, lastSeq, hash (state hash at
 *          lastSeq), matchId, term, hostIndex, addr (its own address), nonce;
 *          key + sig over the challenge
 *  welcome host→guest: index, hostIndex, term, room (RoomState), game,
 *          rulesVersion (the host's), rulesVersions? (what the room can play: the
 *          running match's version, else the host's list), lastSeq; key + sig
 *          over the hello's nonce
 *  versions guest→host: rulesVersions (every rules version of the room's game the
 *          guest can run, newest first), sent after each welcome; a new match
 *          starts with the newest version every participant has (versions.ts)
 *  reject  host→guest: code, reason (Czech + English), hostIndex?, term?, addr?
 *          (where the host is); key + sig over the hello's nonce
 *          codes: version | room | full | started | addr | identity | notHost |
 *          removed (the host removed this device from the lobby; it is refused from then on)
 *          (a guest also sends `reject` code version when it cannot play the
 *          host's game/rules version, so both sides show the reason)
 *  room    host→all:   room state (game, options, seats, devices, hostIndex,
 *          phase lobby|seeding|playing|finished, term, matchId)
 *  claim/release/kind  guest→host: seat changes in the lobby
 *  choose  guest→host: seat, choice, option: a per-seat setup choice of a seat it holds
 *  commitReq → commit → commits → reveal → start   (seed, see below)
 *  abort   host→all:   the start failed (reason); back to the lobby
 *  propose guest→host: pid, seat, action, base? (the proposer's log length when it proposed)
 *          refused host→guest: pid, reason
 *  refusal host→all others: device, seat, reason: the host refused that device's reveal of a
 *          secret choice (SECRET CHOICES); every device shows why the decision waits
 *  entry   host→all:   seq, seat, action, hash, by?, pid?   (seq = log length after it)
 *  entries host→guest or survivor→new host: from, items [[seat, action, hash]]
 *          (batches below MAX_MESSAGE_BYTES)
 *  need    either way: "send me entries from `from` on"
 *  ack     guest→host: seq, sent only after the entry is stored (saveMatch awaited)
 *  resync  guest→host: "my log disagrees; send me yours"
 *  base    host→guest: a record without log + len + hash; followed by entries
 *          from 0; the guest verifies the replay reaches `hash` and only then
 *          replaces its record
 *  ping/pong liveness every PING_MS; bye = leaving for good.
 *
 * SEED (commit-reveal). On start the host asks every connected device for
 * sha256(nonce) (nonce = 32 random bytes, hex), broadcasts all commitments,
 * collects the reveals and checks each against its commitment. seed =
 * sha256("<index>:<nonce>|..." ordered by device index). `start` carries the
 * MatchRecord (seed, empty log) and all reveals; every device recomputes and
 * verifies the seed itself and aborts with a reason on a mismatch. No single
 * device chooses the seed, as long as one device is honest. A device can veto a start
 * (a wrong reveal, or none in time): the host's notice names it (NetNotice.device), and
 * the host may start again or remove it (removeDevice; it is then refused, code removed).
 *
 * TRUST MODEL. This is a mode for friends. Signatures keep strangers out and
 * make squatting useless (IDENTITY), but every device holds the seed and the
 * full state, so a player with developer tools can compute hidden cards and
 * future draws. The protocol guarantees that all devices agree on the same legal
 * log: the host checks every action with the engine, every device re-checks it
 * and compares hashes, and malformed or unauthorised input is refused with a
 * logged notice.
 *
 * SECRET CHOICES (sealing.ts, pockets.ts). A secret simultaneous decision names several seats in
 * the engine's `pending` (secret 'choose', then 'reveal'). Online no device ever proposes the clear
 * `{t:'secret', choice}`: it draws salt = 32 random bytes (64 hex), stores the pocket {matchId,
 * seat, log length, choice, salt, digest} durably (IndexedDB) BEFORE sending, and proposes
 * `{t:'commit', digest}` with digest = commitDigest(seat, choice, salt) = sha256 of the canonical
 * JSON of {seat, choice, salt}. When the agreed state asks a seat it moves to reveal (every seat
 * of the decision has committed), it proposes `{t:'reveal', choice, salt}` from the pocket of the
 * seat's latest commitment in the log — once per session incarnation, so again after a reload —
 * and forgets the seat's pockets when the reveal is in the log. The host does the same for the
 * bot seats it moves; a bot's secret pick is drawn with the bot seed rule plus a private salt
 * (`…:bot:<seq>:sealed:<salt>`), since the public rule would let any device recompute it. The
 * engines refuse a reveal that does not open its commitment (or a choice the seat could not make);
 * a refused reveal's reason goes to the proposer (`refused`) and to every other device
 * (`refusal`); a reveal refused although its pocket opens the commitment is sent once more. A
 * seat with no pocket that opens its commitment proposes `{t:'withdraw'}` while some seat still has
 * to choose (and chooses again), `{t:'forfeit'}` (the seeded lot) once all are in; a new host does
 * so for the bots whose pockets left with the old one. A clear secret choice is refused everywhere: by the host in a proposal, by a guest
 * in an entry (not applied, no resync: the host's record would carry it again), in a resync base,
 * and by a new host adopting a survivor's log.
 *
 * DUPLICATES. A guest re-sends its unanswered proposals after a reconnect. The host
 * drops one it has applied: by pid while it runs, and, after its own restart (the
 * pid memory is gone), when its log since the proposal's `base` already holds an
 * entry of that seat with the same action (a device proposes one action at a time,
 * so such an entry can only be this proposal).
 *
 * LOCKSTEP. A device proposes {seat, action} only for seats it holds; the host
 * checks that the sender holds the seat, runs the engine, stores the record,
 * assigns the next seq and broadcasts {seq, seat, action, hash}. Every device
 * applies entries in seq order, compares the hash, stores the record and then
 * acks. Bot seats are played by the host through the engine's bot driver:
 * bots[0].choose(view, legal, rngFromSeed(`${seed}:bot:${seq}`)), seq being the
 * entry's 1-based index in the log (engine/bot-driver.ts).
 *
 * RECOVERY. A device that comes back says hello with lastSeq and its hash; the
 * host sends the missing entries (or a base + full log when the hash differs).
 * A hash mismatch on an entry (or a duplicate entry whose seat, action or hash
 * differs from the stored one) triggers `resync`. An entry this device's own
 * rules cannot apply (game code that throws: the kernel's internal error) also
 * triggers one `resync`; when the host's whole record fails to replay at the
 * same entry, the device keeps its log, says why, and tries that entry again
 * with the next ones (`need`) instead of fetching the record over and over.
 * Every stored record is saved with its result, so a finished online match is
 * listed as finished. A reloaded device opens a new address; a reloaded host
 * resumes from its stored record, calls its members at their addresses (so they
 * learn its new one: a guest that gets a verified hello from its host reconnects
 * to it) and takes the rendezvous address back as soon as it is free.
 * HAND-OVER (fair election): when the host is silent for HOST_GONE_MS (or said
 * bye), the surviving device with the lowest index that was not gone becomes
 * host with term+1 (successorPlan). A guest follows another member only when that
 * member signs its own claim to the host role with a higher term, and the guest
 * has itself lost its host for HOST_GONE_MS or heard its bye, or its host signed
 * the hand-over (a signed notHost reject naming the successor). Survivors
 * exchange lastSeq in hello/welcome: when a survivor has a longer log than the
 * new host, the new host asks it (`need`) and adopts the missing entries after
 * checking every hash, so the longest log among survivors wins. A live host never
 * steps down for a member's claim; a host follows another host only after its own
 * room has been silent for HOST_GONE_MS (it was the one cut off: a resumed host
 * counts from SavedSession.lastContact).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Text } from '$lib/engine';
import { checkBounds } from '$lib/engine/shape';
import { MAX_MESSAGE_CHARS } from './framing';

export const PROTOCOL_VERSION = 2;
/** The longest message in characters (framing.ts also caps unfinished messages at it). */
export const MAX_MESSAGE_BYTES = MAX_MESSAGE_CHARS;
/** Entries per catch-up batch are cut to stay below this many characters. */
export const BATCH_CHARS = 32 * 1024;
export const MAX_DEVICES = 8;
export const ROOM_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ROOM_CODE_LENGTH = 6;

export const PING_MS = 2000;
export const STALE_MS = 6000;
export const HOST_GONE_MS = 8000;
export const RETRY_MS = 1000;
/** An incoming link that has not said a valid hello this long after our challenge is closed. */
export const HELLO_MS = 5000;
/** Messages an incoming link may send before its hello (a hello is the first thing a device says). */
export const PRE_HELLO_MESSAGES = 8;
/** Incoming links waiting for their hello at once; beyond, the oldest is closed (members say hello at once). */
export const MAX_UNIDENTIFIED_LINKS = 2 * MAX_DEVICES;

/** The host's rendezvous address: the only one derived from the room code (ADDRESSES). */
export const rendezvousId = (room: string) => `dk-${room}`;
export const ADDRESS_BYTES = 10;
/** A device's own address: random, drawn anew by every incarnation of a session, announced in its signed hello. */
export const randomAddress = (random: (n: number) => Uint8Array) => `dk-${bytesToHex(random(ADDRESS_BYTES))}`;
export const NONCE_BYTES = 16;

export function roomCode(random: (n: number) => Uint8Array): string {
	let out = '';
	while (out.length < ROOM_CODE_LENGTH) {
		for (const b of random(ROOM_CODE_LENGTH)) {
			// 256 = 8 * 32: no modulo bias
			if (out.length < ROOM_CODE_LENGTH) out += ROOM_ALPHABET[b % ROOM_ALPHABET.length];
		}
	}
	return out;
}

export function normalizeRoomCode(code: string): string | null {
	const c = code.trim().toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/I/g, '1');
	if (c.length !== ROOM_CODE_LENGTH) return null;
	for (const ch of c) if (!ROOM_ALPHABET.includes(ch)) return null;
	return c;
}

export const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));
export const randomHex = (random: (n: number) => Uint8Array, bytes: number): string => bytesToHex(random(bytes));

export interface Reveal {
	index: number;
	nonce: string;
}
export interface Commitment {
	index: number;
	c: string;
}
export function seedFromReveals(reveals: Reveal[]): string {
	const sorted = reveals.slice().sort((a, b) => a.index - b.index);
	return sha256Hex(sorted.map((r) => `${r.index}:${r.nonce}`).join('|'));
}
/** Checks reveals against commitments (same device set) and recomputes the seed. */
export function verifyReveals(commits: Commitment[], reveals: Reveal[]): { ok: true; seed: string } | { ok: false; reason: Text } {
	if (commits.length !== reveals.length)
		return { ok: false, reason: { cs: 'Počet odhalení nesouhlasí se závazky.', en: 'The reveals do not match the commitments in number.' } };
	for (const c of commits) {
		const r = reveals.find((x) => x.index === c.index);
		if (!r || sha256Hex(r.nonce) !== c.c)
			return {
				ok: false,
				reason: {
					cs: `Zařízení č. ${c.index} odhalilo jiné číslo, než ke kterému se zavázalo.`,
					en: `Device #${c.index} revealed a value that does not match its commitment.`
				}
			};
	}
	return { ok: true, seed: seedFromReveals(reveals) };
}

export type Phase = 'lobby' | 'seeding' | 'playing' | 'finished';
export type Status = 'connected' | 'reconnecting' | 'gone';
export interface WireSeat {
	name: string;
	kind: 'human' | 'bot';
	device: number | null;
	/** Per-seat setup choices (faction, role, hero): choice id → option id; the game's setup validates them. */
	choices?: Record<string, string>;
}
export interface WireDevice {
	index: number;
	deviceId: string;
	name: string;
	status: Status;
	/** The device's public key (identity.ts), known once it said a signed hello. */
	key?: string;
	/** Where the device can be reached now (its random address). */
	addr?: string;
}
export interface RoomState {
	code: string;
	game: string;
	options: unknown;
	seats: WireSeat[];
	devices: WireDevice[];
	hostIndex: number;
	phase: Phase;
	term: number;
	matchId: string | null;
	/** The rules version the room plays (versions.ts): the running match's, else what a start would choose now. */
	rulesVersion?: string;
}
export type Item = [number, unknown, string];
/** A handshake message signed by its sender's key over the receiver's nonce (identity.ts signMessage). */
export interface Signed {
	key: string;
	sig: string;
}

export type Msg =
	| { t: 'challenge'; nonce: string }
	| ({ t: 'hello'; proto: number; app: string; game: string | null; rulesVersion: string | null; rulesVersions?: string[]; deviceId: string; name: string; room: string; index: number; lastSeq: number; hash: string | null; matchId: string | null; term: number; hostIndex: number; addr: string; nonce: string } & Signed)
	| ({ t: 'welcome'; index: number; hostIndex: number; term: number; room: RoomState; game: string; rulesVersion: string; rulesVersions?: string[]; lastSeq: number } & Signed)
	| { t: 'versions'; rulesVersions: string[] }
	| ({ t: 'reject'; code: string; reason: Text; index?: number; hostIndex?: number; term?: number; addr?: string } & Signed)
	| { t: 'room'; room: RoomState }
	| { t: 'claim'; seat: number; name: string }
	| { t: 'release'; seat: number }
	| { t: 'choose'; seat: number; choice: string; option: string }
	| { t: 'commitReq'; startId: string }
	| { t: 'commit'; startId: string; c: string }
	| { t: 'commits'; startId: string; commits: Commitment[] }
	| { t: 'reveal'; startId: string; nonce: string }
	| { t: 'start'; startId: string; record: unknown; reveals: Reveal[] }
	| { t: 'abort'; reason: Text }
	| { t: 'propose'; pid: string; seat: number; action: unknown; base?: number }
	| { t: 'refused'; pid: string; reason: Text }
	| { t: 'refusal'; device: number; seat: number; reason: Text }
	| { t: 'entry'; seq: number; seat: number; action: unknown; hash: string; by?: number; pid?: string }
	| { t: 'entries'; from: number; items: Item[] }
	| { t: 'need'; from: number }
	| { t: 'ack'; seq: number }
	| { t: 'resync' }
	| { t: 'base'; record: unknown; len: number; hash: string }
	| { t: 'ping'; ts: number }
	| { t: 'pong'; ts: number }
	| { t: 'bye' };

type Check = (v: unknown) => boolean;
const int: Check = (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1e9;
const num: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const str =
	(max = 200): Check =>
	(v) =>
		typeof v === 'string' && v.length <= max;
const hex: Check = (v) => typeof v === 'string' && /^[0-9a-f]{1,128}$/.test(v);
const orNull =
	(c: Check): Check =>
	(v) =>
		v === null || c(v);
const opt =
	(c: Check): Check =>
	(v) =>
		v === undefined || c(v);
const any: Check = (v) => v !== undefined;
/** A game action: plain JSON data within the kernel's action bounds (depth, size), checked without recursion. */
const actionC: Check = (v) => v !== undefined && checkBounds(v).ok;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text: Check = (v) => isObj(v) && typeof v.cs === 'string' && typeof v.en === 'string';
const arr =
	(c: Check, max = 10000): Check =>
	(v) =>
		Array.isArray(v) && v.length <= max && v.every(c);
const shape =
	(s: Record<string, Check>): Check =>
	(v) =>
		isObj(v) && Object.keys(s).every((k) => s[k](v[k]));
const choicesC: Check = (v) => isObj(v) && Object.keys(v).length <= 16 && Object.entries(v).every(([k, x]) => k.length <= 64 && str(64)(x));
const seatC = shape({ name: str(100), kind: (v) => v === 'human' || v === 'bot', device: orNull(int), choices: opt(choicesC) });
const keyC: Check = (v) => typeof v === 'string' && /^[0-9a-f]{64}$/.test(v);
const sigC: Check = (v) => typeof v === 'string' && /^[0-9a-f]{128}$/.test(v);
const addrC: Check = (v) => typeof v === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v);
const deviceC = shape({
	index: int,
	deviceId: str(100),
	name: str(100),
	status: (v) => v === 'connected' || v === 'reconnecting' || v === 'gone',
	key: opt(keyC),
	addr: opt(addrC)
});
const roomC = shape({
	code: str(16),
	game: str(64),
	options: any,
	seats: arr(seatC, 16),
	devices: arr(deviceC, 64),
	hostIndex: int,
	phase: (v) => v === 'lobby' || v === 'seeding' || v === 'playing' || v === 'finished',
	term: int,
	matchId: orNull(str(200)),
	rulesVersion: opt(str(64))
});
const itemC: Check = (v) => Array.isArray(v) && v.length === 3 && int(v[0]) && actionC(v[1]) && hex(v[2]);

export const MESSAGE_SHAPES: Record<Msg['t'], Record<string, Check>> = {
	challenge: { nonce: hex },
	hello: { proto: int, app: str(64), game: orNull(str(64)), rulesVersion: orNull(str(64)), rulesVersions: opt(arr(str(64), 32)), deviceId: str(100), name: str(100), room: str(16), index: int, lastSeq: int, hash: orNull(hex), matchId: orNull(str(200)), term: int, hostIndex: int, addr: addrC, nonce: hex, key: keyC, sig: sigC },
	welcome: { index: int, hostIndex: int, term: int, room: roomC, game: str(64), rulesVersion: str(64), rulesVersions: opt(arr(str(64), 32)), lastSeq: int, key: keyC, sig: sigC },
	versions: { rulesVersions: arr(str(64), 32) },
	reject: { code: str(32), reason: text, index: opt(int), hostIndex: opt(int), term: opt(int), addr: opt(addrC), key: keyC, sig: sigC },
	room: { room: roomC },
	claim: { seat: int, name: str(100) },
	release: { seat: int },
	choose: { seat: int, choice: str(64), option: str(64) },
	commitReq: { startId: hex },
	commit: { startId: hex, c: hex },
	commits: { startId: hex, commits: arr(shape({ index: int, c: hex }), 64) },
	reveal: { startId: hex, nonce: hex },
	start: { startId: hex, record: isObj, reveals: arr(shape({ index: int, nonce: hex }), 64) },
	abort: { reason: text },
	propose: { pid: str(64), seat: int, action: actionC, base: opt(int) },
	refused: { pid: str(64), reason: text },
	refusal: { device: int, seat: int, reason: text },
	entry: { seq: int, seat: int, action: actionC, hash: hex, by: opt(int), pid: opt(str(64)) },
	entries: { from: int, items: arr(itemC) },
	need: { from: int },
	ack: { seq: int },
	resync: {},
	base: { record: isObj, len: int, hash: hex },
	ping: { ts: num },
	pong: { ts: num },
	bye: {}
};

export type Parsed = { ok: true; msg: Msg } | { ok: false; reason: Text };

/** Parses and type-checks one message from the network; never throws. */
export function parseMessage(data: unknown): Parsed {
	if (typeof data !== 'string') return { ok: false, reason: { cs: 'Zpráva není text.', en: 'The message is not text.' } };
	if (data.length > MAX_MESSAGE_BYTES)
		return { ok: false, reason: { cs: `Zpráva je příliš dlouhá (${data.length} znaků).`, en: `The message is too long (${data.length} characters).` } };
	let raw: unknown;
	try {
		raw = JSON.parse(data);
	} catch {
		return { ok: false, reason: { cs: 'Zpráva není platný JSON.', en: 'The message is not valid JSON.' } };
	}
	if (!isObj(raw) || typeof raw.t !== 'string') return { ok: false, reason: { cs: 'Zpráva nemá typ.', en: 'The message has no type.' } };
	const s = Object.prototype.hasOwnProperty.call(MESSAGE_SHAPES, raw.t) ? MESSAGE_SHAPES[raw.t as Msg['t']] : undefined;
	if (!s) return { ok: false, reason: { cs: `Neznámý typ zprávy „${raw.t.slice(0, 20)}“.`, en: `Unknown message type "${raw.t.slice(0, 20)}".` } };
	for (const k of Object.keys(s))
		if (!s[k](raw[k]))
			return { ok: false, reason: { cs: `Zpráva „${raw.t}“ má chybné pole „${k}“.`, en: `Message "${raw.t}" has a bad field "${k}".` } };
	return { ok: true, msg: raw as Msg };
}

export const encode = (m: Msg): string => JSON.stringify(m);

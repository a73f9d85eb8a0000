/** The session's public types: what the app sees of a room, and what a session needs from it. */
import type { AnyGameModule, Bot, BotClient, GameResult, MatchRecord, Text } from '$lib/engine';
import type { Transport } from './transport';
import type { DeviceIdentity } from './identity';
import type { PocketStore } from './pockets';

export type DeviceStatus = 'connected' | 'reconnecting' | 'gone';
export interface RoomDevice {
	index: number;
	deviceId: string;
	name: string;
	status: DeviceStatus;
	isHost: boolean;
	isMe: boolean;
	/** The device's public key when known (identity.ts pictures() shows it to people). */
	key: string | null;
}
export interface RoomSeat {
	name: string;
	kind: 'human' | 'bot';
	device: number | null;
	choices?: Record<string, string>;
}
export interface RoomView {
	code: string;
	game: string;
	options: unknown;
	seats: RoomSeat[];
	devices: RoomDevice[];
	hostIndex: number;
	phase: 'connecting' | 'lobby' | 'seeding' | 'playing' | 'finished' | 'failed';
	/** The rules version the room plays (net/versions.ts); unknown until the host says. */
	rulesVersion: string | null;
	/**
	 * Something answers at an address of this room with a key that is not the device's
	 * (a squatter): when it was last seen, and where. Null when nothing of the kind.
	 */
	impostor: {
		at: number;
		where: 'host' | 'room-address' | 'device';
		/** The key it proved (a signed answer to this device's nonce), and the host name its welcome gave. */
		key?: string;
		name?: string;
	} | null;
}
export interface NetNotice {
	id: number;
	text: Text;
	level: 'info' | 'warn' | 'error';
	/**
	 * What the pages raise as an alert while they are open: `veto` a start aborted because of
	 * `device` (its reveal did not match, or it did not answer; the host may start again or
	 * remove it), `impostor` someone answering or calling with a key that is not the device's.
	 */
	kind?: 'veto' | 'impostor';
	/** The device the notice is about, when one is to blame. */
	device?: { index: number; name: string };
}
export interface SavedSession {
	code: string;
	deviceId: string;
	index: number;
	name: string;
	matchId: string | null;
	hostIndex: number;
	devices: { index: number; deviceId: string; name: string; key?: string; addr?: string }[];
	/** The host key's fingerprint the join link carried (a joiner checks the host against it). */
	hostPin?: string;
	/** When this device last heard from its room (the host: from any guest); a resumed host uses it (membership.ts). */
	lastContact?: number;
	/** Extra (optional) fields so a host can resume its lobby/room exactly. */
	seats?: RoomSeat[];
	game?: string;
	options?: unknown;
	term?: number;
}
export interface Timings {
	pingMs: number;
	staleMs: number;
	hostGoneMs: number;
	retryMs: number;
	/** How long an incoming link may stay without a valid hello (protocol.ts HELLO_MS). */
	helloMs: number;
}
export interface SessionDeps {
	transport: Transport;
	loadGame(id: string): Promise<{ module: AnyGameModule; bots: Bot[] } | undefined>;
	store: {
		/** `info.result` keeps the saved-matches list right (a finished match is listed as finished). */
		saveMatch(r: MatchRecord, info: { result: GameResult | null }): Promise<unknown>;
		loadMatch(id: string): Promise<MatchRecord | undefined>;
		saveSession(s: SavedSession): Promise<void>;
	};
	random(bytes: number): Uint8Array;
	now(): number;
	setTimer(fn: () => void, ms: number): unknown;
	clearTimer(h: unknown): void;
	appVersion: string;
	deviceId: string;
	/** This device's signing key pair (identity.ts): the app keeps it in IndexedDB. */
	identity: DeviceIdentity;
	/** Where this device keeps its sealed secret choices until it reveals them (pockets.ts): durable in the app. */
	pockets: PocketStore;
	timings?: Partial<Timings>;
	/** Where the host's bots choose (the app: a worker); without it they choose in this thread. */
	botClient?: BotClient;
}

/** An error that carries a text for the player (join/resume failures). */
export class NetError extends Error {
	readonly text: Text;
	readonly code: string;
	constructor(text: Text, code = 'error') {
		super(text.en);
		this.name = 'NetError';
		this.text = text;
		this.code = code;
	}
}

export const T = (cs: string, en: string): Text => ({ cs, en });

/**
 * The authority of a match: who decides that an action is accepted, stores it,
 * and moves the bots. The play controller talks only to this interface, so it has
 * no branches for online play; it keeps deciding whose view to show (hand-offs),
 * the busy state and the problem banners.
 *
 * - LocalAuthority: a match on this device (pass-and-play and local bots). It
 *   applies actions with the kernel, saves after each one (always with the
 *   result, so the saves list shows a finished match as finished) and rolls an
 *   action back when its save fails; undo within the kernel's barriers.
 * - NetAuthority: an online match. The agreed log lives in the network session
 *   (src/lib/net): this device proposes for the seats it holds; the host's
 *   session moves the bot seats and every device's session saves each entry with
 *   the result. No undo.
 *
 * Bots of both move through the one bot driver (engine/bot-driver.ts) and a
 * BotClient: in the app a Web Worker (bot-client.ts), so a slow bot never blocks
 * the page.
 */
import { answerBotRequest, botMoveVia, MatchRunner, type Bot, type BotClient, type MatchRecord, type Result, type Text } from '$lib/engine';
import type { GamePackage } from '$lib/games/registry';
import type { SaveInfo } from '$lib/store/matches';
import { catalogText } from './messages';

export interface Authority {
	/** The match record to open (local: from the store; online: the session's). */
	loadRecord(id: string): Promise<MatchRecord | undefined>;
	/** Opens the match with the game's rules (it may throw: the caller reports it). */
	open(pkg: GamePackage, record: MatchRecord): Result<MatchRunner>;
	/** The current fold of the match (replaced after a rollback or a resync). */
	readonly runner: MatchRunner | null;
	/** The human seats decided on this device (online: the seats it holds). */
	localSeats(record: MatchRecord): number[];
	/** Whether this kind of match allows undo at all. */
	readonly undoable: boolean;
	/** Submits a person's action; resolves with a rejection reason or null once it is accepted and stored. */
	submit(seat: number, action: unknown): Promise<Text | null>;
	/** Takes back the seat's last step (stored before it resolves). */
	undo(seat: number): Promise<Text | null>;
	/** The bot seat this device must move now (null: none, or bots move elsewhere). */
	botSeat(): number | null;
	/**
	 * Moves that bot once (the choice is asked of the BotClient). Resolves with a
	 * problem or null; an answer that came after the match moved on is dropped.
	 */
	runBot(): Promise<Text | null>;
	/** Calls `fn` when the match changes from outside (online: other devices). */
	subscribe(fn: () => void): () => void;
	destroy(): void;
}

export interface LocalAuthorityDeps {
	loadRecord: (id: string) => Promise<MatchRecord | undefined>;
	save: (record: MatchRecord, info: SaveInfo) => Promise<unknown>;
	/** Where bots choose; the default asks the package's bots in this thread. */
	bots?: BotClient;
	now?: () => number;
}

/** Applies and stores a match played on this device. */
export class LocalAuthority implements Authority {
	readonly undoable = true;
	#deps: LocalAuthorityDeps;
	#runner: MatchRunner | null = null;
	#pkg: GamePackage | null = null;
	#client: BotClient | null = null;

	constructor(deps: LocalAuthorityDeps) {
		this.#deps = deps;
	}

	get runner(): MatchRunner | null {
		return this.#runner;
	}

	loadRecord(id: string): Promise<MatchRecord | undefined> {
		return this.#deps.loadRecord(id);
	}

	open(pkg: GamePackage, record: MatchRecord): Result<MatchRunner> {
		const opened = MatchRunner.open(pkg.module, record);
		if (opened.ok) {
			this.#pkg = pkg;
			this.#runner = opened.value;
			this.#client = this.#deps.bots ?? inThreadClientOf(pkg.bots);
		}
		return opened;
	}

	localSeats(record: MatchRecord): number[] {
		return record.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
	}

	#now(): number {
		return (this.#deps.now ?? Date.now)();
	}

	/** The one save path of a local match: always with the current result. */
	#save(r: MatchRunner): Promise<unknown> {
		r.record.updatedAt = this.#now();
		return this.#deps.save(r.record, { result: r.result() });
	}

	async submit(seat: number, action: unknown): Promise<Text | null> {
		const r = this.#runner;
		if (!r) return catalogText('play.notYourTurn');
		const before = r.length;
		const applied = r.apply(seat, action);
		if (!applied.ok) return applied.reason;
		try {
			await this.#save(r);
		} catch (e) {
			this.#rollback(before);
			return catalogText('play.saveFailed', { msg: errorText(e) });
		}
		return null;
	}

	#rollback(length: number): void {
		const r = this.#runner;
		if (!r || !this.#pkg) return;
		const reopened = MatchRunner.open(this.#pkg.module, { ...r.record, log: r.record.log.slice(0, length) });
		if (reopened.ok) this.#runner = reopened.value;
	}

	async undo(seat: number): Promise<Text | null> {
		const r = this.#runner;
		if (!r) return catalogText('play.notYourTurn');
		const last = r.record.log[r.record.log.length - 1];
		const undone = r.undo(seat);
		if (!undone.ok) return undone.reason;
		try {
			await this.#save(r);
		} catch (e) {
			r.apply(last.seat, last.action);
			return catalogText('play.saveFailed', { msg: errorText(e) });
		}
		return null;
	}

	#isBot = (seat: number) => this.#runner?.record.seats[seat]?.kind === 'bot';

	botSeat(): number | null {
		const r = this.#runner;
		if (!r || r.result()) return null;
		return r.pending().find((p) => this.#isBot(p.seat))?.seat ?? null;
	}

	async runBot(): Promise<Text | null> {
		const r = this.#runner;
		const pkg = this.#pkg;
		if (!r || !pkg || !this.#client) return null;
		const move = await botMoveVia(r, this.#isBot, pkg.bots, this.#client);
		if (!move) return null;
		if ('failed' in move) return move.failed;
		// The answer is for log entry `seq`: a person acted (or undid) meanwhile, so it is stale.
		if (this.#runner !== r || r.length + 1 !== move.seq) return null;
		return this.submit(move.seat, move.action);
	}

	subscribe(): () => void {
		return () => {};
	}

	destroy(): void {}
}

/**
 * What a NetAuthority needs of a network session (NetSession implements it):
 * the agreed runner, the seats this device holds, proposing, and change events.
 */
export interface NetMatch {
	readonly runner: MatchRunner | null;
	readonly mySeats: number[];
	propose(seat: number, action: unknown): Promise<Text | null>;
	subscribe(fn: () => void): () => void;
}

/** An online match: the session is the authority; the host's session moves the bots and saves. */
export class NetAuthority implements Authority {
	readonly undoable = false;
	#net: NetMatch;
	#runner: MatchRunner | null = null;

	constructor(net: NetMatch) {
		this.#net = net;
	}

	get runner(): MatchRunner | null {
		return this.#net.runner ?? this.#runner;
	}

	async loadRecord(): Promise<MatchRecord | undefined> {
		return this.#net.runner?.record;
	}

	open(pkg: GamePackage, record: MatchRecord): Result<MatchRunner> {
		const opened = this.#net.runner ? { ok: true as const, value: this.#net.runner } : MatchRunner.open(pkg.module, record);
		if (opened.ok) this.#runner = opened.value;
		return opened;
	}

	localSeats(): number[] {
		return [...this.#net.mySeats];
	}

	submit(seat: number, action: unknown): Promise<Text | null> {
		return this.#net.propose(seat, action);
	}

	async undo(): Promise<Text | null> {
		return { cs: 'V online partii nelze tahy vracet.', en: 'Online matches have no undo.' };
	}

	/** Online, the host's session plays the bot seats (net/bots.ts). */
	botSeat(): number | null {
		return null;
	}

	async runBot(): Promise<Text | null> {
		return null;
	}

	subscribe(fn: () => void): () => void {
		return this.#net.subscribe(fn);
	}

	destroy(): void {}
}

function inThreadClientOf(bots: readonly Bot[]): BotClient {
	return { choose: async (req) => answerBotRequest(bots, req) };
}

function errorText(e: unknown): string {
	return e instanceof Error ? e.message : String(e);
}

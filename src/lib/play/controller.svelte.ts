/**
 * The match controller: opens a match through its authority (authority.ts: a
 * match on this device or an online one), decides whose eyes the board shows
 * (pass-and-play hand-off), paces the bots the authority moves, and keeps the
 * busy state and the problem banners. Every accepted action is stored by the
 * authority before the UI moves on. Generic over games and over local/online play:
 * it only talks to the kernel contract and the Authority interface.
 */
import { type GameResult, type MatchRecord, type MatchRunner, type Pending, type Text } from '$lib/engine';
import type { BoardProps, GamePackage } from '$lib/games/registry';
import type { SaveInfo } from '$lib/store/matches';
import { LocalAuthority, type Authority } from './authority';
import { catalogText } from './messages';

export interface ControllerDeps {
	loadPackage: (gameId: string) => Promise<GamePackage | undefined>;
	/** Who accepts and stores actions; default: a LocalAuthority over loadRecord/save. */
	authority?: Authority;
	loadRecord?: (id: string) => Promise<MatchRecord | undefined>;
	save?: (record: MatchRecord, info: SaveInfo) => Promise<unknown>;
	/** Milliseconds before each bot action (default 350). */
	botDelay?: number;
	now?: () => number;
}

export type LoadErrorCode = 'noId' | 'notFound' | 'unknownGame' | 'loadFailed' | 'cannotOpen';

export interface LoadError {
	code: LoadErrorCode;
	/** The engine's reason (cannotOpen) */
	reason?: Text;
	/** Free detail (game id, exception message). */
	detail?: string;
}

export interface PromptLine {
	seat: number;
	name: string;
	bot: boolean;
	prompt: Text;
}

export interface LogLine {
	key: string;
	step: number;
	text: Text;
}

export const DEFAULT_BOT_DELAY = 350;

export class MatchController {
	phase = $state<'loading' | 'error' | 'ready'>('loading');
	loadError = $state<LoadError | null>(null);
	/** Seat whose view the board shows (null: public view). */
	viewingSeat = $state<number | null>(null);
	/** A hand-off is waiting for this seat to take the device. */
	handoffTo = $state<number | null>(null);
	/** An action is being applied or saved. */
	busy = $state(false);
	/** The end screen overlay is visible. */
	resultOpen = $state(false);
	/** A bot or save failed; shown as a banner. */
	problem = $state<Text | null>(null);

	/** Bumped whenever the runner changes; every derived value reads it. */
	#tick = $state(0);
	#runner: MatchRunner | null = null;
	#pkg: GamePackage | null = null;
	#deps: ControllerDeps;
	#auth: Authority;
	#botTimer: ReturnType<typeof setTimeout> | null = null;
	#botRunning = false;
	#destroyed = false;
	#wasOver = false;
	#unsubscribe: (() => void) | null = null;

	constructor(deps: ControllerDeps) {
		this.#deps = deps;
		this.#auth =
			deps.authority ??
			new LocalAuthority({
				loadRecord: deps.loadRecord ?? (async () => undefined),
				save: deps.save ?? (async () => undefined),
				now: deps.now
			});
	}

	/** Who accepts and stores this match's actions. */
	get authority(): Authority {
		return this.#auth;
	}

	get botDelay(): number {
		return this.#deps.botDelay ?? DEFAULT_BOT_DELAY;
	}

	// ------------------------------------------------------------ reads

	#read<T>(fn: (r: MatchRunner) => T, fallback: T): T {
		void this.#tick;
		return this.#runner ? fn(this.#runner) : fallback;
	}

	get runner(): MatchRunner | null {
		void this.#tick;
		return this.#runner;
	}
	get package(): GamePackage | null {
		void this.#tick;
		return this.#pkg;
	}
	get record(): MatchRecord | null {
		return this.#read((r) => r.record, null);
	}
	names = $derived.by(() => this.#read((r) => r.record.seats.map((s) => s.name), [] as string[]));
	/** The human seats played on this device (online: the seats it holds). */
	humanSeats = $derived.by(() => this.#read((r) => this.#localHumans(r), [] as number[]));

	#localHumans(r: MatchRunner): number[] {
		return this.#auth.localSeats(r.record);
	}
	pending = $derived.by(() => this.#read((r) => r.pending(), [] as Pending[]));
	result = $derived.by(() => this.#read((r) => r.result(), null as GameResult | null));
	/** Number of actions so far. */
	length = $derived.by(() => this.#read((r) => r.length, 0));

	prompts = $derived.by((): PromptLine[] => {
		const r = this.runner;
		if (!r) return [];
		return this.pending.map((p) => ({
			seat: p.seat,
			name: r.record.seats[p.seat]?.name ?? `#${p.seat}`,
			bot: r.record.seats[p.seat]?.kind === 'bot',
			prompt: p.prompt
		}));
	});

	view = $derived.by(() => this.#read((r) => r.view(this.viewingSeat), null as unknown));

	legal = $derived.by(() => {
		const seat = this.viewingSeat;
		return this.#read((r) => {
			if (seat === null || this.handoffTo !== null || r.result()) return [];
			return r.pending().some((p) => p.seat === seat) ? r.legalActions(seat) : [];
		}, [] as unknown[]);
	});

	canUndo = $derived.by(() => {
		const seat = this.viewingSeat;
		// Online, an accepted action is already on every device: no undo.
		return this.#read((r) => this.#auth.undoable && seat !== null && this.handoffTo === null && !r.result() && r.canUndo(seat), false);
	});

	/** Log lines the viewing seat may read, names still as {0}, {1}…; oldest first. */
	log = $derived.by((): LogLine[] => {
		const seat = this.viewingSeat;
		return this.#read((r) => {
			const out: LogLine[] = [];
			r.events().forEach(({ step, event }, i) => {
				let text: Text | undefined;
				if (event.onlyFor === undefined || (seat !== null && event.onlyFor.includes(seat))) text = event.text;
				else text = event.othersSee;
				if (text) out.push({ key: `${step}:${i}`, step, text });
			});
			return out;
		}, []);
	});

	/** Props for the game's Board component. */
	boardProps(lang: 'cs' | 'en'): BoardProps {
		return {
			view: this.view,
			seat: this.viewingSeat,
			legal: this.legal,
			names: this.names,
			lang,
			act: this.act,
			explain: this.explain
		};
	}

	// ------------------------------------------------------------ loading

	async load(id: string | null | undefined): Promise<void> {
		this.phase = 'loading';
		this.loadError = null;
		const fail = (e: LoadError) => {
			this.loadError = e;
			this.phase = 'error';
		};
		if (!id) return fail({ code: 'noId' });
		let record: MatchRecord | undefined;
		const auth = this.#auth;
		try {
			record = await auth.loadRecord(id);
		} catch (e) {
			return fail({ code: 'loadFailed', detail: errorText(e) });
		}
		if (!record) return fail({ code: 'notFound' });
		let pkg: GamePackage | undefined;
		try {
			pkg = await this.#deps.loadPackage(record.game);
		} catch (e) {
			return fail({ code: 'loadFailed', detail: errorText(e) });
		}
		if (!pkg) return fail({ code: 'unknownGame', detail: record.game });
		let opened;
		try {
			opened = auth.open(pkg, record);
		} catch (e) {
			return fail({ code: 'cannotOpen', reason: { cs: errorText(e), en: errorText(e) } });
		}
		if (!opened.ok) return fail({ code: 'cannotOpen', reason: opened.reason });
		if (this.#destroyed) return;
		this.#pkg = pkg;
		this.#runner = opened.value;
		// Actions from elsewhere (online: other devices) arrive through the authority.
		this.#unsubscribe = auth.subscribe(() => {
			if (this.#destroyed) return;
			this.#sync();
			this.#advance();
		});
		this.#wasOver = opened.value.result() !== null;
		this.resultOpen = this.#wasOver;
		this.phase = 'ready';
		this.#tick++;
		this.#advance(true);
	}

	// ------------------------------------------------------------ turn flow

	/** Decides whose view to show / hand off to, and wakes the bots. */
	#advance(initial = false): void {
		const r = this.#runner;
		if (!r || this.#destroyed) return;
		const humans = this.#localHumans(r);
		const multi = humans.length > 1;
		if (r.result()) {
			this.handoffTo = null;
			if (!this.#wasOver) {
				this.#wasOver = true;
				this.resultOpen = true;
			}
			if (!multi && humans.length === 1) this.viewingSeat = humans[0];
			return;
		}
		const deciding = r.pending().flatMap((p) => (humans.includes(p.seat) ? [p.seat] : []));
		if (deciding.length > 0) {
			let target: number;
			if (this.handoffTo !== null && deciding.includes(this.handoffTo)) target = this.handoffTo;
			else if (!initial && this.viewingSeat !== null && deciding.includes(this.viewingSeat)) target = this.viewingSeat;
			else target = deciding[0];
			if (multi && (initial || target !== this.viewingSeat)) {
				this.handoffTo = target;
			} else {
				this.handoffTo = null;
				this.viewingSeat = target;
			}
		} else {
			// Only bots decide: keep the last human view (or the only human's).
			if (this.handoffTo !== null) this.handoffTo = null;
			if (this.viewingSeat === null && humans.length === 1) this.viewingSeat = humans[0];
		}
		this.#scheduleBot();
	}

	/** The person named in the hand-off has the device now. */
	confirmHandoff = (): void => {
		if (this.handoffTo === null) return;
		this.viewingSeat = this.handoffTo;
		this.handoffTo = null;
	};

	/** Follows the authority's runner (replaced after a rollback or a resync) and updates every read. */
	#sync(): void {
		this.#runner = this.#auth.runner ?? this.#runner;
		this.#tick++;
	}

	/** The bot seat this device moves now (online the host's session moves the bots). */
	#pendingBotSeat(): number | null {
		return this.#runner ? this.#auth.botSeat() : null;
	}

	#scheduleBot(): void {
		if (this.#destroyed || this.#botTimer !== null || this.#botRunning || this.problem) return;
		if (this.#pendingBotSeat() === null) return;
		this.#botTimer = setTimeout(() => {
			this.#botTimer = null;
			void this.#runBot();
		}, this.botDelay);
	}

	/** Whether a bot is about to act. */
	get botThinking(): boolean {
		void this.#tick;
		return this.#pendingBotSeat() !== null && !this.problem;
	}

	async #runBot(): Promise<void> {
		const r = this.#runner;
		if (!r || !this.#pkg || this.#destroyed) return;
		if (this.busy) return; // the running save calls #advance when done
		const seat = this.#pendingBotSeat();
		if (seat === null) return;
		const name = r.record.seats[seat].name;
		this.#botRunning = true;
		let res: Text | null;
		try {
			// The bot chooses off the main thread; the board stays live meanwhile.
			res = await this.#auth.runBot();
		} catch (e) {
			res = { cs: errorText(e), en: errorText(e) };
		} finally {
			this.#botRunning = false;
		}
		if (this.#destroyed) return;
		this.#sync();
		if (res) this.problem = catalogText('play.botStuck', { name, msg: res });
		this.#advance();
	}

	/** The Board's submit: acts for the viewing seat. */
	act = async (action: unknown): Promise<Text | null> => {
		const r = this.#runner;
		const seat = this.viewingSeat;
		if (!r || seat === null || this.handoffTo !== null) return catalogText('play.notYourTurn');
		if (this.busy || this.#botRunning) return catalogText('play.busy');
		this.busy = true;
		let res: Text | null;
		try {
			res = await this.#auth.submit(seat, action);
		} finally {
			this.busy = false;
			this.#sync();
		}
		if (res) {
			this.#scheduleBot(); // a bot may have waited for this save
			return res;
		}
		this.#advance();
		return null;
	};

	/** Why an action is not legal for the viewing seat (null when it is). */
	explain = (action: unknown): Text | null => {
		const r = this.#runner;
		const seat = this.viewingSeat;
		if (!r || seat === null) return catalogText('play.notYourTurn');
		const res = r.check(seat, action);
		return res.ok ? null : res.reason;
	};

	/** Takes back the viewing seat's last step (saved before the UI updates). */
	undo = async (): Promise<Text | null> => {
		const r = this.#runner;
		const seat = this.viewingSeat;
		if (!r || seat === null) return catalogText('play.notYourTurn');
		if (this.busy || this.#botRunning) return catalogText('play.busy');
		this.busy = true;
		let res: Text | null;
		try {
			res = await this.#auth.undo(seat);
		} finally {
			this.busy = false;
			this.#sync();
		}
		if (res) {
			queueMicrotask(() => this.#scheduleBot());
			return res;
		}
		this.#advance();
		return null;
	};

	/** Clears a bot problem and lets the bots try again. */
	retry = (): void => {
		this.problem = null;
		this.#scheduleBot();
	};

	openResult = (): void => {
		this.resultOpen = true;
	};
	closeResult = (): void => {
		this.resultOpen = false;
	};

	destroy(): void {
		this.#destroyed = true;
		this.#unsubscribe?.();
		this.#auth.destroy();
		if (this.#botTimer !== null) clearTimeout(this.#botTimer);
		this.#botTimer = null;
	}
}

function errorText(e: unknown): string {
	return e instanceof Error ? e.message : String(e);
}

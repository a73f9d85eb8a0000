/**
 * The match controller: loads a saved record, opens it with the game's rules,
 * decides whose eyes the board shows (pass-and-play hand-off), runs bots one
 * action at a time and saves after every accepted action before the UI moves on.
 * Generic over games: it only talks to the kernel contract.
 */
import { MatchRunner, rngFromSeed, type GameResult, type MatchRecord, type Pending, type Text } from '$lib/engine';
import type { BoardProps, GamePackage } from '$lib/games/registry';
import type { SaveInfo } from '$lib/store/matches';
import { catalogText } from './messages';

/**
 * An online match: the agreed log lives in a network session (src/lib/net);
 * this device acts only for the seats it holds and bots run on the host.
 */
export interface NetMatch {
	readonly runner: MatchRunner | null;
	readonly mySeats: number[];
	propose(seat: number, action: unknown): Promise<Text | null>;
	subscribe(fn: () => void): () => void;
}

export interface ControllerDeps {
	loadRecord: (id: string) => Promise<MatchRecord | undefined>;
	loadPackage: (gameId: string) => Promise<GamePackage | undefined>;
	save: (record: MatchRecord, info: SaveInfo) => Promise<unknown>;
	/** Milliseconds before each bot action (default 350). */
	botDelay?: number;
	now?: () => number;
	/** Set for an online match. */
	net?: NetMatch;
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
	#botTimer: ReturnType<typeof setTimeout> | null = null;
	#botRunning = false;
	#destroyed = false;
	#wasOver = false;
	#unsubscribe: (() => void) | null = null;

	constructor(deps: ControllerDeps) {
		this.#deps = deps;
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
		const net = this.#deps.net;
		if (net) return [...net.mySeats];
		return r.record.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
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
		return this.#read((r) => !this.#deps.net && seat !== null && this.handoffTo === null && !r.result() && r.canUndo(seat), false);
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
		const net = this.#deps.net;
		try {
			record = net ? net.runner?.record : await this.#deps.loadRecord(id);
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
			opened = net?.runner ? { ok: true as const, value: net.runner } : MatchRunner.open(pkg.module, record);
		} catch (e) {
			return fail({ code: 'cannotOpen', reason: { cs: errorText(e), en: errorText(e) } });
		}
		if (!opened.ok) return fail({ code: 'cannotOpen', reason: opened.reason });
		if (this.#destroyed) return;
		this.#pkg = pkg;
		this.#runner = opened.value;
		if (net) {
			// Remote actions arrive through the session: follow its runner.
			this.#unsubscribe = net.subscribe(() => {
				if (this.#destroyed) return;
				this.#runner = net.runner ?? this.#runner;
				this.#tick++;
				this.#advance();
			});
		}
		this.#wasOver = opened.value.result() !== null;
		this.resultOpen = this.#wasOver;
		this.phase = 'ready';
		this.#tick++;
		this.#advance(true);
	}

	// ------------------------------------------------------------ turn flow

	#seatKind(seat: number): 'human' | 'bot' | undefined {
		return this.#runner?.record.seats[seat]?.kind;
	}

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

	#pendingBotSeat(): number | null {
		const r = this.#runner;
		if (!r || r.result() || this.#deps.net) return null; // online, the host plays the bots
		const p = r.pending().find((p) => this.#seatKind(p.seat) === 'bot');
		return p ? p.seat : null;
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
		const pkg = this.#pkg;
		if (!r || !pkg || this.#destroyed) return;
		if (this.busy) return; // the running save calls #advance when done
		const seat = this.#pendingBotSeat();
		if (seat === null) return;
		const name = r.record.seats[seat].name;
		const bot = pkg.bots[0];
		const stuck = (msg: string | Text) => {
			this.problem = catalogText('play.botStuck', { name, msg });
		};
		if (!bot) return stuck('no bot');
		const legal = r.legalActions(seat);
		if (legal.length === 0) return stuck('no legal action');
		let action: unknown;
		try {
			action = bot.choose(r.view(seat), legal, rngFromSeed(r.record.seed + ':bot:' + r.length));
		} catch (e) {
			return stuck(errorText(e));
		}
		this.#botRunning = true;
		try {
			const res = await this.#applyAndSave(seat, action);
			if (res) stuck(res);
		} finally {
			this.#botRunning = false;
		}
		this.#advance();
	}

	/** Applies, saves, then updates the UI. Returns a rejection reason or null. */
	async #applyAndSave(seat: number, action: unknown): Promise<Text | null> {
		const r = this.#runner!;
		const before = r.length;
		const applied = r.apply(seat, action);
		if (!applied.ok) return applied.reason;
		this.busy = true;
		try {
			r.record.updatedAt = this.#now();
			await this.#deps.save(r.record, { result: r.result() });
		} catch (e) {
			this.#rollback(before);
			return catalogText('play.saveFailed', { msg: errorText(e) });
		} finally {
			this.busy = false;
		}
		this.#tick++;
		return null;
	}

	#rollback(length: number): void {
		const r = this.#runner;
		if (!r || !this.#pkg) return;
		const reopened = MatchRunner.open(this.#pkg.module, { ...r.record, log: r.record.log.slice(0, length) });
		if (reopened.ok) this.#runner = reopened.value;
		this.#tick++;
	}

	#now(): number {
		return (this.#deps.now ?? Date.now)();
	}

	/** The Board's submit: acts for the viewing seat. */
	act = async (action: unknown): Promise<Text | null> => {
		const r = this.#runner;
		const seat = this.viewingSeat;
		if (!r || seat === null || this.handoffTo !== null) return catalogText('play.notYourTurn');
		if (this.busy || this.#botRunning) return catalogText('play.busy');
		const net = this.#deps.net;
		if (net) {
			this.busy = true;
			try {
				return await net.propose(seat, action);
			} finally {
				this.busy = false;
				this.#tick++;
			}
		}
		const res = await this.#applyAndSave(seat, action);
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
		if (this.#deps.net) return { cs: 'V online partii nelze tahy vracet.', en: 'Online matches have no undo.' };
		if (this.busy || this.#botRunning) return catalogText('play.busy');
		const last = r.record.log[r.record.log.length - 1];
		const undone = r.undo(seat);
		if (!undone.ok) return undone.reason;
		this.busy = true;
		try {
			r.record.updatedAt = this.#now();
			await this.#deps.save(r.record, { result: r.result() });
		} catch (e) {
			r.apply(last.seat, last.action);
			queueMicrotask(() => this.#scheduleBot());
			return catalogText('play.saveFailed', { msg: errorText(e) });
		} finally {
			this.busy = false;
			this.#tick++;
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
		if (this.#botTimer !== null) clearTimeout(this.#botTimer);
		this.#botTimer = null;
	}
}

function errorText(e: unknown): string {
	return e instanceof Error ? e.message : String(e);
}

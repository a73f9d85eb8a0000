/**
 * Checks shared by the intro and theme fuzz files: hidden card ids anywhere in a
 * view (also inside longer strings), private card moves named in a log line the
 * other seat reads, and how a match ended (by the target or by exhaustion).
 */
import type { GameEvent, GameResult, MatchRunner } from '$lib/engine';
import type { RivalsAction, RivalsState } from '$lib/games/rivals';
import { cardDef } from '$lib/games/rivals/cards';
import { STALL_TURNS } from '$lib/games/rivals/version';

/** Every string (keys and values) of a serialised view, joined: hidden ids are searched inside it. */
export function viewText(view: unknown): string {
	const parts: string[] = [];
	JSON.stringify(view, (key, val) => (parts.push(key), typeof val === 'string' && parts.push(val), val));
	return `\u0000${parts.join('\u0000')}\u0000`;
}

/** Whether `text` mentions the card instance `id` ("scout#1", not "scout#12" or "scout"). */
export function mentions(text: string, id: string): boolean {
	for (let at = text.indexOf(id); at >= 0; at = text.indexOf(id, at + 1)) {
		const before = text[at - 1] ?? '';
		const after = text[at + id.length] ?? '';
		if (!/[\w#]/.test(before) && !/\w/.test(after)) return true;
	}
	return false;
}

/**
 * The event deck order is hidden; its composition is public and the last event card
 * drawn is shown face up (it lies at the bottom of the deck).
 */
export function hiddenEventCards(s: RivalsState): string[] {
	return s.eventDeck.filter((c) => c !== s.lastEvent);
}

/**
 * Cards that moved privately in this step: into a hand (from a stack, the discard pile
 * or anywhere hidden) or from a hand under a stack. Their names must not appear in any
 * log line the other seat reads. Cards the other seat held before are known to it, and so
 * are cards the acting seat itself took out of the other's hand (Fraternal Feuds).
 */
export function privateMoves(before: RivalsState, after: RivalsState, actor: number): { seat: number; card: string }[] {
	const out: { seat: number; card: string }[] = [];
	const hiddenAfter = new Set([...after.drawStacks.flat()]);
	for (let seat = 0; seat < 2; seat++) {
		const was = before.players[seat].hand;
		const now = after.players[seat].hand;
		const otherHad = new Set(before.players[1 - seat].hand);
		for (const c of now) if (!was.includes(c) && !otherHad.has(c)) out.push({ seat, card: c });
		if (seat !== actor) continue;
		for (const c of was) if (!now.includes(c) && hiddenAfter.has(c) && !otherHad.has(c)) out.push({ seat, card: c });
	}
	return out;
}

/** Throws when a log line that `reader` may read names one of `moves` (made by the other seat). */
export function checkLogPrivacy(events: GameEvent[], moves: { seat: number; card: string }[], label: string): void {
	for (const { seat, card } of moves) {
		const reader = 1 - seat;
		const name = cardDef(card).name;
		for (const e of events) {
			const text = !e.onlyFor || e.onlyFor.includes(reader) ? e.text : e.othersSee;
			if (!text) continue;
			if (text.en.includes(name.en) || text.cs.includes(name.cs) || mentions(text.en, card) || mentions(text.cs, card))
				throw new Error(`${label}: the log line "${text.en}" names ${card}, which seat ${seat} moved privately`);
		}
	}
}

/**
 * Follows a match turn by turn so its end can be checked independently of the rules
 * code: VP at every turn start, how many turns in a row (with every draw stack empty)
 * nobody's VP went up (rivals-2), and how many turns in a row nobody reached a new VP
 * high, draw cards or not (rivals-3).
 */
export class EndWatch {
	private lastTurn = -1;
	private lastVp: number[] = [];
	private best: number[] = [];
	stalledTurns = 0;
	/** rivals-3: turns in a row without a new VP high (stacks empty or not). */
	noRecordTurns = 0;

	constructor(private readonly vp: (s: RivalsState, seat: number) => number) {}

	/** Call after every action. */
	observe(s: RivalsState): void {
		if (s.turn === this.lastTurn) return;
		const vp = [this.vp(s, 0), this.vp(s, 1)];
		const up = this.lastVp.length > 0 && vp.some((v, i) => v > this.lastVp[i]);
		const exhausted = s.drawStacks.every((st) => st.length === 0);
		this.stalledTurns = exhausted && !up ? this.stalledTurns + 1 : 0;
		const record = this.best.length > 0 && vp.some((v, i) => v > this.best[i]);
		this.noRecordTurns = this.best.length > 0 && !record ? this.noRecordTurns + 1 : 0;
		this.best = this.best.length ? vp.map((v, i) => Math.max(v, this.best[i])) : vp;
		this.lastTurn = s.turn;
		this.lastVp = vp;
	}

	/**
	 * The match ended by a rule: a winner at the target, or (exhaustion, rules.ts) every draw
	 * stack empty after many turns without anybody gaining a point, or (rivals-3, stall) 40 turns
	 * without a new VP high with cards left to draw, with the most VP winning and a tie a draw.
	 * Returns how it ended.
	 */
	check(s: RivalsState, res: GameResult, target: number, label: string): 'target' | 'exhaustion' | 'stall' {
		const vp = [this.vp(s, 0), this.vp(s, 1)];
		if (res.winners.length === 1 && vp[res.winners[0]] >= target) return 'target';
		const empty = s.drawStacks.every((st) => st.length === 0);
		const stale = s.v3 ? this.noRecordTurns : this.stalledTurns;
		if (!empty && !s.v3) throw new Error(`${label}: ended below the target (${vp}) with cards left in the draw stacks`);
		if (!empty && stale < STALL_TURNS - 2) throw new Error(`${label}: ended as stalled after only ${stale} turns without a new VP high`);
		if (stale < 6) throw new Error(`${label}: ended by exhaustion after only ${stale} turns without points`);
		const best = Math.max(...vp);
		const expected = vp[0] === vp[1] ? [] : [vp.indexOf(best)];
		if (JSON.stringify(res.winners) !== JSON.stringify(expected)) throw new Error(`${label}: exhaustion result ${res.winners} for VP ${vp}`);
		return empty ? 'exhaustion' : 'stall';
	}
}

/**
 * pending() names exactly the seats with legal actions, a match without a result has a decision due,
 * and a finished one lists none. Returns each seat's legal actions and the seats that have some.
 */
export function checkPendingMatchesLegal(runner: MatchRunner, fail: (msg: string) => void): { legalBySeat: RivalsAction[][]; withLegal: number[] } {
	const pendingSeats = runner.pending().map((p) => p.seat).sort();
	const legalBySeat = [0, 1].map((seat) => runner.legalActions(seat) as RivalsAction[]);
	const withLegal = [0, 1].filter((seat) => legalBySeat[seat].length > 0);
	if (JSON.stringify(pendingSeats) !== JSON.stringify(withLegal)) fail(`pending ${pendingSeats} ≠ seats with legal actions ${withLegal}`);
	if (runner.result() === null && withLegal.length === 0) fail('no decision due but no result');
	if (runner.result() !== null && withLegal.length > 0) fail('legal actions after the end');
	return { legalBySeat, withLegal };
}

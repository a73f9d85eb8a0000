/**
 * Drivers for Mage Knight unit tests on the real module: a seeded set-up at the first turn,
 * shaped to a test (hand, map, dice), then driven through mageKnight.apply / legalActions only.
 */
import { mageKnight } from '../../../src/lib/games/mageknight/rules';
import type { MkAction } from '../../../src/lib/games/mageknight/tasks';
import type { Die, EnemyToken, HexState, MkState } from '../../../src/lib/games/mageknight/types';
import type { ManaColor, Terrain } from '../../../src/lib/games/mageknight/data/types';

export const SEATS = [
	{ name: 'A', kind: 'human' as const },
	{ name: 'B', kind: 'human' as const }
];

/** A seeded 2-player set-up, tactics picked, at the start of the first player's turn. */
export function begin(seed = 'examples'): MkState {
	const made = mageKnight.setup(SEATS, { mode: 'first-reconnaissance-2p', pvp: false }, seed);
	if (!made.ok) throw new Error(made.reason.en);
	let s = made.value.state;
	while (s.tasks[0]?.t !== 'turn') {
		const seat = mageKnight.pending(s)[0].seat;
		const a = mageKnight.legalActions(s, seat).find((x) => x.a === 'tactic' && x.id !== 'the-right-moment') ?? mageKnight.legalActions(s, seat)[0];
		s = act(s, a, seat);
	}
	return s;
}

export const seatOf = (s: MkState): number => mageKnight.pending(s)[0].seat;

export function act(s: MkState, a: MkAction, seat = seatOf(s)): MkState {
	const r = mageKnight.apply(s, seat, a);
	if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.reason.en}`);
	return r.value.state;
}

/** Applies and returns whether the step was an information barrier (undo stops there). */
export function actBarrier(s: MkState, a: MkAction): { s: MkState; barrier: boolean } {
	const r = mageKnight.apply(s, seatOf(s), a);
	if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.reason.en}`);
	return { s: r.value.state, barrier: r.value.barrier };
}

export function refused(s: MkState, a: MkAction): string {
	const r = mageKnight.apply(s, seatOf(s), a);
	if (r.ok) throw new Error(`accepted ${JSON.stringify(a)}`);
	return r.reason.en;
}

export const legal = (s: MkState): MkAction[] => mageKnight.legalActions(s, seatOf(s));
export const has = (s: MkState, a: MkAction) => legal(s).some((x) => JSON.stringify(x) === JSON.stringify(a));

export const me = (s: MkState) => s.players[s.turn!.seat];

/** Plays a card from hand: basic/powered (first alternative unless given) or sideways. */
export function play(s: MkState, card: string, how: 'basic' | 'powered' | 'move' | 'influence' | 'attack' | 'block', alt = 0): MkState {
	s = act(s, { a: 'play', card });
	if (s.tasks[0].t !== 'cardMode') return s;
	return act(s, how === 'basic' || how === 'powered' ? { a: 'how', how, alt } : { a: 'sideways', as: how });
}

/** Pays the pending mana with `pick` when a payment is asked (a lone way is paid by itself). */
export function pay(s: MkState, pick: Extract<MkAction, { a: 'mana' }>): MkState {
	return s.tasks[0].t === 'payMana' ? act(s, pick) : s;
}

export const die = (color: ManaColor): Die => ({ color, depleted: false, takenBy: null });

let uid = 5000;
export const token = (id: string, faceUp = true): EnemyToken => ({ uid: uid++, id, faceUp });

/** Replaces the map with plains of radius 4 around 0,0 (tile "T"), then the given hexes. */
export function flatMap(s: MkState, extra: Record<string, Terrain | Partial<HexState>> = {}): void {
	s.hexes = {};
	for (let q = -4; q <= 4; q++)
		for (let r = -4; r <= 4; r++) if (Math.abs(q + r) <= 4) s.hexes[`${q},${r}`] = { terrain: 'plains', tile: 'T', rampaging: [] };
	for (const [k, v] of Object.entries(extra)) s.hexes[k] = typeof v === 'string' ? { terrain: v, tile: 'T', rampaging: [] } : { terrain: 'plains', tile: 'T', rampaging: [], ...v };
}

/** Shapes the player on turn: hand, position (the other hero is moved out of the way), dice. */
export function shape(s: MkState, o: { hand?: string[]; deck?: string[]; pos?: string; dice?: ManaColor[]; time?: 'day' | 'night' }): MkState {
	const p = me(s);
	if (o.hand) p.hand = [...o.hand];
	if (o.deck) p.deck = [...o.deck];
	if (o.pos) {
		p.pos = o.pos;
		s.turn!.path = [o.pos];
		for (const other of s.players) if (other !== p) other.pos = null;
	}
	if (o.dice) s.source = o.dice.map(die);
	if (o.time) s.time = o.time;
	return s;
}

/** Plays the combat out without attacking or blocking: every unblocked damage to the hero. */
export function sitOutCombat(s: MkState): MkState {
	for (let guard = 0; s.combat && guard < 50; guard++) {
		const l = legal(s);
		const a = l.find((x) => x.a === 'damage' && x.to === 'hero') ?? l.find((x) => x.a === 'takeDamage') ?? l.find((x) => x.a === 'nextPhase');
		if (!a) throw new Error(`stuck in combat: ${JSON.stringify(l)}`);
		s = act(s, a);
	}
	return s;
}

/** Ends the turn of the player on turn, declining the optional discards; stops at the next player's turn. */
export function endTurn(s: MkState, choose: (s: MkState) => MkAction | null = () => null): MkState {
	const seat = s.turn!.seat;
	s = act(s, { a: 'endTurn' });
	for (let guard = 0; guard < 30 && s.turn?.seat === seat && !(s.tasks[0]?.t === 'turn'); guard++) {
		const a = choose(s) ?? legal(s).find((x) => x.a === 'done') ?? legal(s)[0];
		s = act(s, a);
	}
	return s;
}

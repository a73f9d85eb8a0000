/**
 * Small builders for the Effect DSL (types.ts), so the data files read like the card table.
 * "atk(3)" = Attack 3 (physical melee); "atk(3, 'ranged', 'fire')" = Ranged Fire Attack 3.
 */
import type { AttackKind, BasicColor, Effect, Element, ManaColor } from './types';

export const BASIC: BasicColor[] = ['red', 'blue', 'green', 'white'];
/** "a token of any colour" where the card allows gold and black too. */
export const ANY_MANA: ManaColor[] = ['red', 'blue', 'green', 'white', 'gold', 'black'];

export const mv = (n: number): Effect => ({ k: 'move', n });
export const inf = (n: number): Effect => ({ k: 'influence', n });
export const atk = (n: number, kind: AttackKind = 'melee', el: Element = 'physical'): Effect => ({ k: 'attack', n, kind, el });
export const blk = (n: number, el: Element = 'physical'): Effect => ({ k: 'block', n, el });
export const heal = (n: number): Effect => ({ k: 'heal', n });
export const draw = (n: number): Effect => ({ k: 'draw', n });
export const token = (...colors: ManaColor[]): Effect => ({ k: 'token', colors });
export const crystal = (...colors: BasicColor[]): Effect => ({ k: 'crystal', colors });
export const fame = (n: number): Effect => ({ k: 'fame', n });
export const rep = (n: number, endOfTurn?: boolean): Effect =>
	endOfTurn ? { k: 'reputation', n, endOfTurn } : { k: 'reputation', n };
export const wound = (n: number): Effect => ({ k: 'wound', n });
export const readyUnit = (maxLevel: number): Effect => ({ k: 'readyUnit', maxLevel });
export const one = (...of: Effect[]): Effect => ({ k: 'one', of });
export const all = (...of: Effect[]): Effect => ({ k: 'all', of });
export const sp = (
	id: string,
	p: { n?: number; el?: Element; kind?: AttackKind; color?: ManaColor } = {}
): Effect => ({ k: 'special', id, ...p });
/** "Attack or Block n" (same element). */
export const atkOrBlk = (n: number, el: Element = 'physical'): Effect => one(atk(n, 'melee', el), blk(n, el));

/** Every `special` id used inside an effect tree. */
export function specialIds(e: Effect, out: Set<string> = new Set()): Set<string> {
	if (e.k === 'special') out.add(e.id);
	else if (e.k === 'one' || e.k === 'all') for (const x of e.of) specialIds(x, out);
	return out;
}

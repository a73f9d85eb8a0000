/** The map: hexes, terrain costs, safe spaces, enemy piles and tile reveals. */
import type { StepContext } from '$lib/engine';
import type { PileColor } from './data/types';
import type { HexKey } from './hex';
import type { EnemyToken, HexState, MkState } from './types';

export function heroHex(s: MkState, seat: number): HexKey | null {
	return s.players[seat]?.pos ?? null;
}
export function hexAt(s: MkState, k: HexKey): HexState | undefined {
	return s.hexes[k];
}
export function drawEnemy(s: MkState, pile: PileColor, faceUp: boolean, ctx: StepContext): EnemyToken {
	throw new Error('todo');
}
export function discardEnemy(s: MkState, token: EnemyToken): void {
	throw new Error('todo');
}
export function moveCost(s: MkState, seat: number, k: HexKey): number | null {
	throw new Error('todo');
}

/**
 * Rules versions. rivals-1 states are replayed exactly as they were recorded; rivals-2 states carry
 * `v2: true` (added only for the new version, so rivals-1 hashes do not change) and switch on a few
 * small overrides, each asked for here rather than spread through the rules:
 * - hidden hands no longer shape the flow: the builder of a settlement is always asked "Scout or the
 *   top 2 regions", every player an event would hit is always asked about Sebastian (where he exists);
 * - the exhaustion end (below);
 * - the introductory game is won only at the end of one's own turn (seed L508-514).
 * rivals-3 states carry `v3: true` as well (and `vpBest`): the exhaustion end also catches a stalled
 * match whose draw stacks never empty (below).
 */
import type { StepContext } from './context';
import { cardDef } from './cards';
import { cardsOf, type CardLookup } from './content';
import { themeDrawOf } from './decks';
import { duelDrawStacks, effId } from './theme';
import { victoryPoints } from './principality';
import { tx, who } from './text';
import type { Mode, RivalsState } from './types';

export const RULES_V1 = 'rivals-1';
export const RULES_V2 = 'rivals-2';
export const RULES_V3 = 'rivals-3';

/** rivals-2 and later (rivals-3 keeps every rivals-2 rule). */
export const isV2 = (s: RivalsState): boolean => s.v2 === true;
export const isV3 = (s: RivalsState): boolean => s.v3 === true;

/** Marks a fresh state as rivals-2 (setup only). */
export function markV2(s: RivalsState): void {
	s.v2 = true;
	s.staleTurns = 0;
	s.turnStartVp = [victoryPoints(s, 0), victoryPoints(s, 1)];
}

/** Marks a fresh state as rivals-3 (setup only; after markV2). */
export function markV3(s: RivalsState): void {
	s.v3 = true;
	s.vpBest = [victoryPoints(s, 0), victoryPoints(s, 1)];
}

/** The match is over: somebody won, or (rivals-2) it ended by exhaustion, possibly drawn. */
export const isOver = (s: RivalsState): boolean => s.winner !== null || s.over !== undefined;

/** Whether the draw cards of `mode` include Sebastian (Era of Turmoil; in the Duel he carries the crescent); the match's counts: `cards`. */
export function poolHasSebastian(mode: Mode, cards: CardLookup = cardDef): boolean {
	const pool = mode === 'turmoil' ? themeDrawOf(cards, 'turmoil') : mode === 'duel' ? duelDrawStacks(cards).flatMap(([, stack]) => stack) : [];
	return pool.some((c) => effId(c) === 'sebastian');
}

/** rivals-2: the builder of a settlement is always asked (Scout or the top 2 regions), held Scout or not. */
export const alwaysAskScout = isV2;

/** rivals-2: every affected player is asked about Sebastian when the mode has him, held or not. */
export const alwaysAskSebastian = (s: RivalsState): boolean => isV2(s) && poolHasSebastian(s.mode, cardsOf(s));

/**
 * Win before rolling (seed L667-668) is a theme-game rule; rivals-1 applied it to the introductory
 * game too, rivals-2 follows the seed (the intro game ends only at the end of one's turn, L508-514).
 */
export const winsBeforeRolling = (s: RivalsState): boolean => !(isV2(s) && s.mode === 'intro');

/** Consecutive turns without a VP gain, all draw stacks empty, that end the match (rivals-2, [inferred]). */
export const EXHAUSTION_TURNS = 8;
/** rivals-3: consecutive turns in which nobody reaches a new VP high that end the match, draw cards or not ([inferred]). */
export const STALL_TURNS = 40;

/** rivals-2: remembers both players' VP at the start of a turn. */
export function noteTurnStart(s: RivalsState): void {
	if (isV2(s)) s.turnStartVp = [victoryPoints(s, 0), victoryPoints(s, 1)];
}

/**
 * Exhaustion (rivals-2, decided where the rulebook is silent): once every draw stack is empty, a turn
 * in which no player's VP went up counts; after 8 such turns in a row (4 rounds) the match ends at the
 * end of that turn. Most VP wins, equal VP is a draw. True when the match ended.
 *
 * rivals-3: a turn counts whether or not cards can still be drawn (dead cards can circulate through the
 * exchange for ever, so the stacks of a stalled match need not empty), and it counts when nobody ends
 * it with more VP than at any time before (`vpBest`: VP lost and won back is no progress, so a token passing to
 * and fro does not reset the count). 8 such turns in a row end the match when every draw stack is empty,
 * 40 in any case. The highs only grow and are bounded, so every match ends.
 */
export function endByExhaustion(s: RivalsState, ctx: StepContext): boolean {
	if (!isV2(s)) return false;
	const now = [victoryPoints(s, 0), victoryPoints(s, 1)];
	const stacksEmpty = s.drawStacks.every((st) => st.length === 0);
	let stalled = false;
	if (isV3(s)) {
		const best = s.vpBest ?? now;
		const record = now.some((vp, seat) => vp > best[seat]);
		s.vpBest = [Math.max(best[0], now[0]), Math.max(best[1], now[1])];
		s.staleTurns = record ? 0 : (s.staleTurns ?? 0) + 1;
		stalled = s.staleTurns >= STALL_TURNS;
		if (!stalled && (!stacksEmpty || s.staleTurns < EXHAUSTION_TURNS)) return false;
	} else {
		const start = s.turnStartVp ?? now;
		const gained = now.some((vp, seat) => vp > start[seat]);
		s.staleTurns = stacksEmpty && !gained ? (s.staleTurns ?? 0) + 1 : 0;
		if (s.staleTurns < EXHAUSTION_TURNS) return false;
	}
	s.over = stalled && !stacksEmpty ? 'stall' : 'exhaustion';
	s.winner = now[0] === now[1] ? null : now[0] > now[1] ? 0 : 1;
	s.tasks = [];
	ctx.log(exhaustionSummary(s.winner, now, s.over));
	return true;
}

/** "Partie skončila vyčerpáním: …" (or, rivals-3, "… zablokováním: …") with the winner or the draw. */
export function exhaustionSummary(winner: number | null, scores: number[], over: 'exhaustion' | 'stall' = 'exhaustion') {
	const prefix =
		over === 'stall'
			? tx(
					`Partie skončila zablokováním: ${STALL_TURNS} tahů po sobě nikdo nedosáhl víc VB, než kdy měl`,
					`The match ended as stalled: for ${STALL_TURNS} turns in a row nobody reached more VP than at any time before`
				)
			: tx('Partie skončila vyčerpáním: dobírací balíčky jsou prázdné a 8 tahů nikdo nezískal vítězný bod', 'The match ended by exhaustion: the draw stacks are empty and nobody gained a victory point for 8 turns');
	if (winner === null)
		return tx(`${prefix.cs}; remíza ${scores[0]}:${scores[1]} VB.`, `${prefix.en}; a draw at ${scores[0]}:${scores[1]} VP.`);
	return tx(`${prefix.cs}; ${who(winner)} vítězí s ${scores[winner]} VB proti ${scores[1 - winner]}.`, `${prefix.en}; ${who(winner)} wins with ${scores[winner]} VP to ${scores[1 - winner]}.`);
}

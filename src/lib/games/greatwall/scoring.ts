/**
 * Final scoring and the result (facts layer; spec §7.2, seed l.1343-1356).
 */
import { tx, type GameResult } from '$lib/engine';
import type { GwSteps } from './data/types';
import { hordeDef, scaleOf, tablesIn } from './facts';
import type { GwState } from './types';

/** The Honor of scoring steps for one player: `honor` steps scaled, a `require` gating the rest (artifacts, a general's game-end ability). */
export function scoredHonor(s: GwState, seat: number, steps: GwSteps): number {
	let honor = 0;
	for (const step of steps) {
		if (step.k === 'require' && scaleOf(s, seat, step.what) < step.count) break;
		if (step.k === 'honor') honor += step.amount * scaleOf(s, seat, step.per);
	}
	return honor;
}

export interface FinalScore {
	honor: number;
	shame: number;
	hordes: number;
	artifacts: number;
	total: number;
}

/** 1. −5 per shame token under soldiers, never below 0; 2. won cards without shame; 3. the artifacts. */
export function finalScore(s: GwState, seat: number): FinalScore {
	const p = s.players[seat];
	const tokens = p.shamed.spear + p.shamed.archer + p.shamed.horse;
	const penalty = tablesIn(s).numbers.shamePenalty;
	const afterShame = Math.max(0, p.honor - penalty * tokens);
	const hordes = p.won.filter((w) => w.shame === 0).reduce((n, w) => n + hordeDef(s, w.id).honor, 0);
	const general = p.general ? tablesIn(s).generals.get(p.general) : undefined;
	const artifacts =
		s.zones.artifacts.items.reduce((n, id) => n + scoredHonor(s, seat, tablesIn(s).artifacts.get(id)?.scoring ?? []), 0) +
		(general?.ability.when === 'gameEnd' ? scoredHonor(s, seat, general.ability.steps) : 0);
	return { honor: p.honor, shame: penalty * tokens, hordes, artifacts, total: afterShame + hordes + artifacts };
}

/** Most Honor wins; a tie goes to the higher tea order (seed l.1356). */
export function resultOf(s: GwState): GameResult | null {
	if (!s.over) return null;
	const scores = s.players.map((_, seat) => finalScore(s, seat).total);
	const best = Math.max(...scores);
	const winner = s.tea.find((seat) => scores[seat] === best)!;
	return {
		winners: [winner],
		scores,
		outcome: 'win',
		scoreName: tx('Čest', 'Honor'),
		summary: { cs: `{${winner}} je největší generál všech dob (${best} cti).`, en: `{${winner}} is the greatest general who ever lived (${best} Honor).` }
	};
}

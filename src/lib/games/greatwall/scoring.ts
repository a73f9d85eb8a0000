/**
 * Final scoring and the result (facts layer; spec §7.2, seed l.1343-1356).
 */
import { tx, type GameResult } from '$lib/engine';
import { advisorCount } from './embassy-count';
import { hordeDef, tablesIn } from './facts';
import type { ArtifactScore } from './tables';
import type { GwState } from './types';

/** What an artifact counts for one player. */
function counted(s: GwState, seat: number, per: ArtifactScore['per']): number {
	const p = s.players[seat];
	switch (per) {
		case 'wonHorde':
			return p.won.length;
		case 'advisor':
			return advisorCount(s, seat);
		case 'overseerLevel':
			return Object.values(p.overseers).reduce((n, o) => n + (o?.level ?? 0), 0);
		case 'clerk':
			return 8 - p.unhired;
		case 'soldierOnWall':
			return s.sections.reduce((n, sec) => n + sec.firing.filter((o) => o === seat).length, 0);
	}
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
	const afterShame = Math.max(0, p.honor - 5 * tokens);
	const hordes = p.won.filter((w) => w.shame === 0).reduce((n, w) => n + hordeDef(s, w.id).honor, 0);
	const artifacts = s.zones.artifacts.items.reduce((n, id) => {
		const a = tablesIn(s).artifacts.get(id);
		return a ? n + a.score.honor * counted(s, seat, a.score.per) : n;
	}, 0);
	return { honor: p.honor, shame: 5 * tokens, hordes, artifacts, total: afterShame + hordes + artifacts };
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

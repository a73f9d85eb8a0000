/**
 * military.ts `sameTarget` compares targets field by field: it must say what comparing their
 * canonical JSON says (what validate did before), for every pair of listed targets and edge cases.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../src/lib/engine';
import { sameTarget } from '../../../src/lib/games/greatwall/military';
import type { GwAction, Target } from '../../../src/lib/games/greatwall/types';
import { greatWall } from '../../../src/lib/games/greatwall/rules';
import { heuristicBot, randomBot } from '../../../src/lib/games/greatwall/bots';
import { play } from './helpers';

const EDGES: Target[] = [
	{ k: 'staging', sec: 0 },
	{ k: 'staging', sec: 1 },
	{ k: 'firing', sec: 0 },
	{ k: 'spot', sec: 0, row: 0, spots: [1] },
	{ k: 'spot', sec: 0, row: 1, spots: [1] },
	{ k: 'spot', sec: 0, row: 0, spots: [1, 2] },
	{ k: 'spot', sec: 0, row: 0, spots: [2, 1] },
	{ k: 'spot', sec: 0, row: 0, spots: [] },
	{ k: 'spot', sec: 0, row: 0 },
	{ k: 'staging', sec: 0, row: undefined },
	{ k: 'staging', sec: 0, row: 0 },
	{ k: 'staging', sec: 0, extra: 1 } as Target
];

describe('Great Wall: sameTarget', () => {
	it('agrees with canonical JSON on every pair of edge cases and of targets listed in a bot game', () => {
		const listed: Target[] = [...EDGES];
		play('targets', 3, [heuristicBot, randomBot], {
			max: 400,
			each: (s) => {
				const due = greatWall.pending(s)[0];
				if (!due) return;
				for (const a of greatWall.legalActions(s, due.seat) as GwAction[]) if ((a.t === 'recruit' || a.t === 'attack') && listed.length < 300) listed.push(a.to);
			}
		});
		expect(listed.length).toBeGreaterThan(EDGES.length);
		for (const a of listed) for (const b of listed) expect(sameTarget(a, b)).toBe(canonicalJson(a) === canonicalJson(b));
	});
});

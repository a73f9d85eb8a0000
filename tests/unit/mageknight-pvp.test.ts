/**
 * Mage Knight: another player's keep (spec §5.10.2) and player-vs-player combat (spec §8.1,
 * Rulebook "Player versus Player Combat"), driven through the public module on real setups.
 */
import { describe, expect, it } from 'vitest';
import { enemyById } from '../../src/lib/games/mageknight/data';
import { neighbourKeys } from '../../src/lib/games/mageknight/hex';
import { mageKnight } from '../../src/lib/games/mageknight/rules';
import type { MkAction } from '../../src/lib/games/mageknight/tasks';
import type { MkState } from '../../src/lib/games/mageknight/types';

const SEATS = [0, 1].map((i) => ({ name: `P${i}`, kind: 'human' as const }));

const due = (s: MkState) => s.tasks[0] as { t: string; seat: number };
function act(s: MkState, a: MkAction, seat = due(s).seat): MkState {
	const r = mageKnight.apply(s, seat, a);
	if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.reason.en} (task ${JSON.stringify(s.tasks[0])})`);
	return r.value.state;
}
const why = (s: MkState, a: MkAction, seat = due(s).seat) => {
	const r = mageKnight.apply(s, seat, a);
	return r.ok ? null : r.reason.en;
};
const legal = (s: MkState, seat = due(s).seat) => mageKnight.legalActions(s, seat);

/** A 2-player game at the first player's first turn (Early Bird / Rethink picked, no sub-decisions). */
function firstTurn(pvp = false, seed = 'pvp'): { s: MkState; a: number; b: number } {
	const r = mageKnight.setup(SEATS, { mode: 'first-reconnaissance-2p', pvp }, seed);
	if (!r.ok) throw new Error(r.reason.en);
	let s = r.value.state;
	s = act(s, { a: 'tactic', id: 'early-bird' });
	s = act(s, { a: 'tactic', id: 'great-start' });
	const a = due(s).seat;
	return { s, a, b: 1 - a };
}

/** A plains space next to the portal, cleared of sites and enemies. */
function nextToPortal(s: MkState): string {
	const k = neighbourKeys(s.portal).find((x) => s.hexes[x] && ['plains', 'hills', 'forest'].includes(s.hexes[x].terrain))!;
	s.hexes[k].terrain = 'plains';
	s.hexes[k].rampaging = [];
	delete s.hexes[k].site;
	for (const n of neighbourKeys(k)) if (s.hexes[n]) s.hexes[n].rampaging = [];
	return k;
}

describe("another player's keep (spec §5.10.2)", () => {
	function atKeep(): { s: MkState; a: number; b: number; keep: string; fame: number } {
		const { s, a, b } = firstTurn();
		const keep = nextToPortal(s);
		s.hexes[keep].site = { kind: 'keep', enemies: [], owner: b, conquered: true };
		s.turn!.pools.move = 10;
		const next = act(s, { a: 'step', to: keep });
		expect(next.combat).not.toBeNull();
		const foe = enemyById(next.combat!.enemies[0].token.id)!;
		return { s: next, a, b, keep, fame: foe.fame };
	}

	it('a new grey token defends it; winning gives half its Fame (rounded up) and the keep', () => {
		let { s, a, keep, fame } = atKeep();
		expect(s.combat!.enemies).toHaveLength(1);
		for (let g = 0; g < 30 && s.combat!.phase !== 'attack'; g++) {
			const l = legal(s);
			s = act(s, l.find((x) => x.a === 'nextPhase') ?? l.find((x) => x.a === 'damage' && x.to === 'hero') ?? l[0]);
		}
		s.turn!.pools.attack.melee.physical = 60;
		const before = s.players[a].fame;
		s = act(s, { a: 'strike' });
		expect(s.combat).toBeNull();
		expect(s.players[a].fame - before).toBe(Math.ceil(fame / 2));
		expect(s.hexes[keep].site).toMatchObject({ owner: a, conquered: true, enemies: [] });
		expect(s.players[a].reputation).toBe(-1);
	});

	it('failing: the token is discarded and the hero withdraws (no Wound for it)', () => {
		let { s, a, b, keep } = atKeep();
		for (let g = 0; g < 30 && s.combat; g++) {
			const l = legal(s);
			s = act(s, l.find((x) => x.a === 'nextPhase') ?? l.find((x) => x.a === 'damage' && x.to === 'hero') ?? l[0]);
		}
		expect(s.combat).toBeNull();
		expect(s.hexes[keep].site).toMatchObject({ owner: b, enemies: [] });
		expect(s.players[a].pos).toBe(s.portal);
		expect(s.players[a].reputation).toBe(-1);
	});
});

/** A pack with other card and board values changes play as expected (issue 26 "Tests"), through the match's options. */
import { describe, expect, it } from 'vitest';
import { emptyPack, hashState, withPack, type ContentValues } from '../../../src/lib/engine';
import { GW_CONTENT } from '../../../src/lib/games/greatwall/content';
import { tablesIn } from '../../../src/lib/games/greatwall/facts';
import { greatWall } from '../../../src/lib/games/greatwall/rules';
import type { GwOptions, GwState } from '../../../src/lib/games/greatwall/types';
import { heuristicBot, randomBot } from '../../../src/lib/games/greatwall/bots';
import { act, play, run, seatsOf } from './helpers';

const packed = (values: ContentValues): GwOptions => {
	const r = greatWall.parseOptions(withPack({ mode: 'standard' }, { ...emptyPack(GW_CONTENT, 'Test'), values }));
	if (!r.ok) throw new Error(r.reason.en);
	return r.value;
};

function boardWith(options: GwOptions): GwState {
	const r = greatWall.setup(seatsOf(3), options, 'pack');
	if (!r.ok) throw new Error(r.reason.en);
	const s = r.value.state;
	s.tasks = [];
	s.tea = [0, 1, 2];
	return s;
}

describe('Great Wall: a pack changes play', () => {
	it('a wall level-1 cost of 7 costs 7 and gives 7 Honor; a barricade worth 3 Honor gives 3', () => {
		let s = boardWith(packed({ 'wall.1.cost': 7, 'barricade.honor': 3 }));
		expect(tablesIn(s).wallCost[0]).toBe(7);
		s.players[0].res = { wood: 9, stone: 0, gold: 0, chi: 0 };
		s.sections[1].barricades = 0;
		run(s, { t: 'build', seat: 0, left: 2, made: 0, what: 'any', free: false, discount: 0 });
		s = act(s, 0, { t: 'wall', sec: 0 });
		expect(s.players[0].honor).toBe(7);
		expect(s.players[0].res.wood).toBe(2);
		s = act(s, 0, { t: 'barricade', sec: 1 });
		expect(s.players[0].honor).toBe(10);
	});

	it('a match without pack keys folds as before: the same options give the same hash', () => {
		const parsed = greatWall.parseOptions({ mode: 'standard' });
		if (!parsed.ok) throw new Error(parsed.reason.en);
		expect(parsed.value).toEqual(greatWall.defaultOptions());
		const plain = greatWall.setup(seatsOf(3), greatWall.defaultOptions(), 'same');
		const again = greatWall.setup(seatsOf(3), parsed.value, 'same');
		expect(plain.ok && again.ok && hashState(plain.value.state) === hashState(again.value.state)).toBe(true);
	});

	it('a whole match plays on a pack (stronger hordes) and differs from the built-in one', () => {
		const options = packed({ 'horde.brutes.power': 9 });
		const a = play('pack-match', 3, [heuristicBot, randomBot], { extra: options });
		const b = play('pack-match', 3, [heuristicBot, randomBot]);
		expect(a.state.over).toBe(true);
		expect(hashState(a.state)).not.toBe(hashState(b.state));
	});
});

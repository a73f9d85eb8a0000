/** The Rivals' piles as zones (zones.ts, spec §11.2): a lens onto the state, and who looks into what. */
import { describe, expect, it } from 'vitest';
import { cloneData, hashState, putItem, viewOfZone } from '$lib/engine';
import type { RivalsState, Task } from '$lib/games/rivals/types';
import { cardBack, faceUpEnd, handId, lookedInto, namedByTasks, rivalsZones, stackId, zonesLookedInto } from '$lib/games/rivals/zones';
import { prepared, start } from './helpers';

const withTask = (s: RivalsState, task: Task): RivalsState => ({ ...cloneData(s), tasks: [task] });

describe('rivals zones', () => {
	it('are the state’s own arrays: declaring them changes nothing, writing through them changes the state', () => {
		const s = start('zones', 'gold');
		const hash = hashState(s);
		const zones = rivalsZones(s);
		expect(hashState(s)).toBe(hash);
		expect(zones[handId(1)].items).toBe(s.players[1].hand);
		expect(zones[stackId(2)].items).toBe(s.drawStacks[2]);
		expect(Object.keys(zones).sort()).toEqual(['discard', 'eventDeck', 'faceUp', 'hand0', 'hand1', 'regionStack', ...s.drawStacks.map((_, i) => `stack${i}`)].sort());
		const v = cloneData(s);
		putItem(rivalsZones(v)[stackId(0)], 0, 'x');
		expect(v.drawStacks[0][0]).toBe('x');
	});

	it('a hand shows to its owner only; the stacks and decks to nobody; the discard pile its last card', () => {
		const s = prepared();
		s.discard.push('brigitta#1', 'scout#1');
		const zones = rivalsZones(s);
		expect(viewOfZone(zones[handId(0)], 0).hidden).toBe(false);
		expect(viewOfZone(zones[handId(0)], 1).hidden).toBe(true);
		expect(viewOfZone(zones[handId(0)], null).hidden).toBe(true);
		for (const id of ['regionStack', 'eventDeck', stackId(0)]) for (const seat of [0, 1]) expect(viewOfZone(zones[id], seat).hidden).toBe(true);
		expect(viewOfZone(zones.discard, 0)).toEqual({ kind: 'discard', count: 2, hidden: true, open: 'scout#1' });
		expect(faceUpEnd(zones.discard)).toBe('scout#1');
	});

	it('a decision lets its own seat alone look into its pile, in order where the order is kept', () => {
		const s = prepared();
		const cases: [Task, string, string[]][] = [
			[{ t: 'searchPick', seat: 0, stack: 1 }, stackId(1), s.drawStacks[1]],
			[{ t: 'startPick', seat: 0, stack: 2, left: 3 }, stackId(2), s.drawStacks[2]],
			[{ t: 'scoutPick', seat: 0, col: 1, picked: [] }, 'regionStack', s.regionStack],
			[{ t: 'feudsPick', seat: 0, victim: 1, left: 2, seen: [] }, handId(1), s.players[1].hand],
			[{ t: 'traitorPick', seat: 0, victim: 1 }, handId(1), s.players[1].hand]
		];
		for (const [task, id, items] of cases) {
			const t = withTask(s, task);
			expect(zonesLookedInto(t, 0), task.t).toEqual([id]);
			expect(zonesLookedInto(t, 1), task.t).toEqual([]);
			expect(zonesLookedInto(t, null), task.t).toEqual([]);
			expect(lookedInto(t, 0)[id as keyof ReturnType<typeof lookedInto>], task.t).toEqual(items);
			expect(lookedInto(t, 1), task.t).toEqual({});
		}
		const discard = withTask({ ...s, discard: ['scout#1', 'brigitta#2', 'abbey#1'] }, { t: 'discardPick', seat: 1, card: 'scout#1' });
		expect(lookedInto(discard, 1).discard).toEqual(['abbey#1', 'brigitta#2', 'scout#1']);
		expect(zonesLookedInto(withTask(s, { t: 'main', seat: 0 }), 0)).toEqual([]);
	});

	it('names the cards the pending tasks are about; backs tell basic, theme, region and event cards apart', () => {
		const s = withTask(prepared(), { t: 'drillWaive', seat: 0, card: 'abbey#1', site: { col: 1, row: -1 } });
		expect(namedByTasks(s).has('abbey#1')).toBe(true);
		expect(namedByTasks(s).has('abbey#2')).toBe(false);
		expect(cardBack('abbey#1')).toBe('basic');
		expect(cardBack('forest-1')).toBe('region');
		expect(cardBack('yule#1')).toBe('event');
		const theme = start('zones', 'gold').drawStacks.flat().find((c) => cardBack(c) !== 'basic');
		expect(theme && cardBack(theme)).toBe('gold');
	});
});

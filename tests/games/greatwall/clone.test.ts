/**
 * The state copy written for the Great Wall's shape (clone.ts): after every step of seeded bot
 * games it equals the generic copy exactly (undefined keys too) and shares no object with the
 * state it copies, except the options' pack values (never written during play).
 */
import { describe, expect, it } from 'vitest';
import { cloneData } from '../../../src/lib/engine';
import { heuristicBot, randomBot } from '../../../src/lib/games/greatwall/bots';
import { cloneGwState } from '../../../src/lib/games/greatwall/clone';
import type { GwState } from '../../../src/lib/games/greatwall/types';
import { play, start } from './helpers';

/** Every object and array inside `v`, with its path (the options' values left out: shared on purpose). */
function objectsIn(v: unknown, path: string, out: Map<object, string>): Map<object, string> {
	if (v === null || typeof v !== 'object' || path.startsWith('options.')) return out;
	out.set(v, path);
	for (const [k, x] of Object.entries(v)) objectsIn(x, `${path}.${k}`, out);
	return out;
}

/** Paths of the copy that are the very objects of the original. */
function shared(original: GwState, copy: GwState): string[] {
	const mine = objectsIn(original, 'state', new Map());
	return [...objectsIn(copy, 'state', new Map()).entries()].filter(([o]) => mine.has(o)).map(([, p]) => p);
}

describe('Great Wall: the state copy', () => {
	it('equals the generic copy and shares nothing with the original after every step of 3- and 4-player games', () => {
		let states = 0;
		for (const n of [3, 4]) {
			const check = (s: GwState) => {
				const copy = cloneGwState(s);
				expect(copy).toStrictEqual(cloneData(s));
				expect(shared(s, copy)).toEqual([]);
				states++;
			};
			check(start(`clone:${n}`, n));
			play(`clone:${n}`, n, [heuristicBot, randomBot], { each: (s) => check(s) });
		}
		expect(states).toBeGreaterThan(200);
	});

	it('copies an unknown field with the generic copy (a new state field is never shared)', () => {
		const s = start('clone:extra', 3) as GwState & { extra?: { n: number[] } };
		s.extra = { n: [1] };
		const copy = cloneGwState(s) as typeof s;
		expect(copy).toStrictEqual(cloneData(s));
		expect(copy.extra).not.toBe(s.extra);
	});

	it('drops a soldier spot’s unset horseman mark and an unset overseer as the generic copy does', () => {
		const s = start('clone:spot', 3);
		const h = s.sections.flatMap((sec) => sec.hordes)[0];
		h.spots[0] = { o: 0, u: 'spear', h: undefined };
		s.players[0].overseers = { mill: { level: 2, unit: 'horse' }, mine: undefined };
		expect(cloneGwState(s)).toStrictEqual(cloneData(s));
	});
});

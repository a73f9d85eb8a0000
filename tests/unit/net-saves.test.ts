/**
 * Online matches in the saved-matches list: every save of a network session
 * carries the match result, so a finished match is listed as finished with its
 * winners on every device, also after a catch-up or a resume.
 */
import { describe, expect, it } from 'vitest';
import { NetSession } from '../../src/lib/net/session';
import { counterBot, counterGame } from '../fixtures/counter-game';
import { createWorld, fixtureRoom, loaderOf, play, sameEverywhere } from './net-harness';

const ADD2 = { type: 'add', n: 2 };
const game = () => loaderOf(counterGame, [counterBot]);
const short = { mode: 'short' }; // target 5: three steps of 2

describe('net: saved matches list', () => {
	it('after the last action every device lists the match as finished with its winner', async () => {
		const w = createWorld('saves-finished');
		const devs = await fixtureRoom(w, { game: 'counter', loaders: [game(), game(), game()], kinds: ['human', 'human'], claims: [0, 1, null], options: short });
		const id = devs[0].s!.runner!.record.id;
		expect(await play(w, devs[0].s!, 0, ADD2)).toBeNull();
		for (const d of devs) expect(d.summaries.get(id)).toMatchObject({ status: 'playing', winners: [] });
		expect(await play(w, devs[1].s!, 1, ADD2)).toBeNull();
		expect(await play(w, devs[0].s!, 0, ADD2)).toBeNull();
		await w.clock.advance(200);
		for (const d of devs) expect(d.summaries.get(id)).toMatchObject({ status: 'finished', winners: ['P0'] });
	});

	it('a guest that catches up on the end after a restart lists the match as finished', async () => {
		const w = createWorld('saves-catch-up', { lingerMs: 500 });
		const devs = await fixtureRoom(w, { game: 'counter', loaders: [game(), game(), game()], kinds: ['human', 'human'], claims: [0, 1, null], options: short });
		const id = devs[0].s!.runner!.record.id;
		expect(await play(w, devs[0].s!, 0, ADD2)).toBeNull();
		const saved = devs[2].session!;
		devs[2].crash();
		expect(await play(w, devs[1].s!, 1, ADD2)).toBeNull();
		expect(await play(w, devs[0].s!, 0, ADD2)).toBeNull();
		expect(devs[2].summaries.get(id)!.status).toBe('playing');
		devs[2].s = await w.run(NetSession.resume(devs[2].deps(), saved));
		await w.until(() => devs[2].s!.runner!.length === 3, 20_000);
		await w.clock.advance(100);
		sameEverywhere(devs.map((d) => d.s));
		expect(devs[2].summaries.get(id)).toMatchObject({ status: 'finished', winners: ['P0'] });
	});

	it('resuming a finished match repairs a summary saved without the result (by an earlier version)', async () => {
		const w = createWorld('saves-resume', { lingerMs: 500 });
		const devs = await fixtureRoom(w, { game: 'counter', loaders: [game(), game()], kinds: ['human', 'human'], claims: [0, 1], options: short });
		const id = devs[0].s!.runner!.record.id;
		for (const [d, seat] of [[0, 0], [1, 1], [0, 0]]) expect(await play(w, devs[d].s!, seat, ADD2)).toBeNull();
		const saved = devs[1].session!;
		devs[1].crash();
		devs[1].summaries.set(id, { ...devs[1].summaries.get(id)!, status: 'playing', winners: [] });
		devs[1].s = await w.run(NetSession.resume(devs[1].deps(), saved));
		expect(devs[1].summaries.get(id)).toMatchObject({ status: 'finished', winners: ['P0'] });
	});
});

import { describe, expect, it } from 'vitest';
import { loadHeadlessGame } from '../../src/lib/games/headless';
import { NetSession } from '../../src/lib/net/session';
import { autoplay, createWorld, finished, sameEverywhere } from './net-harness';

const seats = [
	{ name: 'Seat A', kind: 'human' as const },
	{ name: 'Seat B', kind: 'human' as const }
];

// The one network test with a real game: a whole Rivals match online (the others play the counter fixture).
describe('net: lockstep over the memory network', () => {
	it('2 devices play a Rivals match: guest holds a seat, the other seat is a bot; match finishes identical', async () => {
		const g = await loadHeadlessGame('rivals');
		const w = createWorld('two');
		const A = w.device('dev-a', { loadGame: loadHeadlessGame });
		const B = w.device('dev-b', { loadGame: loadHeadlessGame });
		A.s = await w.run(NetSession.host(A.deps(), { name: 'Alena', game: 'rivals', options: { mode: 'intro' }, seats }));
		expect(A.s.code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
		B.s = await w.run(NetSession.join(B.deps(), { code: A.s.code, name: 'Bob' }));
		expect(B.s.myIndex).toBe(1);
		expect(B.s.room.devices.map((d) => d.name)).toEqual(['Alena', 'Bob']);
		expect(B.s.claimSeat(0, 'Bob')).toBeNull();
		expect(A.s.setSeatKind(1, 'bot')).toBeNull();
		await w.clock.advance(50);
		expect(A.s.room.seats[0]).toEqual({ name: 'Bob', kind: 'human', device: 1 });
		expect(A.s.start()).toBeNull();
		await w.until(() => A.s!.room.phase === 'playing' && B.s!.runner !== null);
		expect(B.s.runner!.record.seed).toBe(A.s.runner!.record.seed);
		const play = autoplay(() => [A.s, B.s], g);
		await w.until(() => finished(A.s) && finished(B.s) && B.s!.runner!.length === A.s!.runner!.length, 600_000, 50, play);
		sameEverywhere([A.s, B.s]);
		expect(B.matches.get(A.s.runner!.record.id)!.log.length).toBe(A.s.runner!.length);
		const st = B.s.stats();
		console.log(`[net] 2 devices: ${st.lastSeq} actions; guest sent ${st.sentBytes} B in ${st.sentMessages} msgs; host sent ${A.s.stats().sentBytes} B (${(A.s.stats().sentBytes / st.lastSeq).toFixed(0)} B/action)`);
		expect(A.s.room.phase).toBe('finished');
	});
});

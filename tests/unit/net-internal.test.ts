/**
 * Game code that throws, online: the kernel turns an exception into an
 * "internal error" rejection; the session must answer the proposer with that
 * reason, keep every log unchanged and go on, on every path (the host's own
 * action, a guest's proposal, a guest applying a sequenced entry, a catch-up
 * replay), and never end up in the queue's generic "Internal error" notice.
 */
import { describe, expect, it } from 'vitest';
import { INTERNAL_ERROR, type AnyGameModule, type Bot } from '../../src/lib/engine';
import { NetSession } from '../../src/lib/net/session';
import { counterBot, counterGame, type CounterAction, type CounterState } from '../fixtures/counter-game';
import { captureInternalErrors } from './internal-errors';
import { createWorld, fixtureRoom, loaderOf, play, sameEverywhere } from './net-harness';

const ADD1 = { type: 'add', n: 1 };
const ADD2 = { type: 'add', n: 2 };
const isAdd2At2 = (s: CounterState, a: CounterAction) => a.type === 'add' && a.n === 2 && s.count === 2;

/** The counter game whose `apply` throws on "add 2" at count 2 (`times` times, then it behaves). */
function throwing(times = Infinity): AnyGameModule {
	let left = times;
	return {
		...counterGame,
		apply(s: CounterState, seat: number, a: CounterAction) {
			if (left > 0 && isAdd2At2(s, a)) {
				left--;
				throw new Error('boom in apply');
			}
			return counterGame.apply(s, seat, a);
		}
	};
}
const good = () => loaderOf(counterGame, [counterBot]);
const faulty = (times = Infinity) => loaderOf(throwing(times), [counterBot]);

const reported = captureInternalErrors();

const texts = (s: NetSession | null) => (s?.notices ?? []).map((n) => n.text.en).join('\n');
/** The message queue's catch-all: what the player saw before ("Internal error: Error: boom"). */
const noQueueCrash = (list: (NetSession | null)[]) => list.forEach((s) => expect(texts(s)).not.toMatch(/^Internal error: /m));
const logOf = (s: NetSession | null) => JSON.stringify(s!.runner!.record.log);

describe('net: game code that throws', () => {
	it("the host's own action: rejected with the reason, nothing logged, the match goes on", async () => {
		const w = createWorld('throw-host-own');
		const [A, B] = await fixtureRoom(w, { game: 'counter', loaders: [faulty(), good()], kinds: ['human', 'human'], claims: [0, 1] });
		expect(await play(w, A.s!, 0, ADD1)).toBeNull();
		expect(await play(w, B.s!, 1, ADD1)).toBeNull();
		expect(await play(w, A.s!, 0, ADD2)).toEqual(INTERNAL_ERROR);
		expect(reported.length).toBeGreaterThan(0);
		expect(A.s!.runner!.length).toBe(2);
		expect(B.s!.runner!.length).toBe(2);
		expect(await play(w, A.s!, 0, ADD1)).toBeNull();
		expect(await play(w, B.s!, 1, ADD2)).toBeNull();
		expect(B.s!.runner!.length).toBe(4);
		sameEverywhere([A.s, B.s]);
		noQueueCrash([A.s, B.s]);
	});

	it("a guest's proposal the host's rules throw on: the guest gets the reason, nothing logged, the match goes on", async () => {
		const w = createWorld('throw-guest-proposal');
		const [A, B] = await fixtureRoom(w, { game: 'counter', loaders: [faulty(), good()], kinds: ['human', 'human'], claims: [0, 1] });
		expect(await play(w, A.s!, 0, ADD2)).toBeNull(); // count 2, the guest's turn
		expect(await play(w, B.s!, 1, ADD2)).toEqual(INTERNAL_ERROR); // its own copy accepts it; the host's throws
		expect([A.s!.runner!.length, B.s!.runner!.length]).toEqual([1, 1]);
		expect(await play(w, B.s!, 1, ADD1)).toBeNull();
		expect(await play(w, A.s!, 0, ADD2)).toBeNull();
		sameEverywhere([A.s, B.s]);
		expect(B.s!.runner!.length).toBe(3);
		noQueueCrash([A.s, B.s]);
	});

	it('a guest whose rules throw on a sequenced entry says why, keeps its log, does not flood the host; the others finish', async () => {
		const w = createWorld('throw-guest-entry');
		// Device 1 watches with faulty rules; devices 0 and 2 play.
		const [A, B, C] = await fixtureRoom(w, { game: 'counter', loaders: [good(), faulty(), good()], kinds: ['human', 'human'], claims: [0, null, 1] });
		expect(await play(w, A.s!, 0, ADD1)).toBeNull();
		expect(await play(w, C.s!, 1, ADD1)).toBeNull();
		expect(await play(w, A.s!, 0, ADD2)).toBeNull(); // B's rules throw here
		for (let i = 0; i < 3; i++) expect(await play(w, C.s!, 1, ADD1)).toBeNull(), expect(await play(w, A.s!, 0, ADD1)).toBeNull();
		await w.clock.advance(2000);
		expect(A.s!.runner!.result()).not.toBeNull();
		sameEverywhere([A.s, C.s]);
		expect(B.s!.runner!.length, "B's log stops before the entry it cannot apply").toBe(2);
		expect(B.matches.get(A.s!.runner!.record.id)!.log).toHaveLength(2);
		expect(texts(B.s)).toContain(INTERNAL_ERROR.en);
		// One resync: after the host's record failed to replay here too, B waits at that entry.
		expect(texts(A.s).match(/reports a different state/g) ?? []).toHaveLength(1);
		noQueueCrash([A.s, B.s, C.s]);
	});

	it('a guest whose rules threw once on an entry catches up from the host and plays on', async () => {
		const w = createWorld('throw-guest-once');
		const [A, B] = await fixtureRoom(w, { game: 'counter', loaders: [good(), faulty(1)], kinds: ['human', 'human'], claims: [0, 1] });
		expect(await play(w, A.s!, 0, ADD1)).toBeNull();
		expect(await play(w, B.s!, 1, ADD1)).toBeNull();
		expect(await play(w, A.s!, 0, ADD2)).toBeNull(); // B's apply throws once, then its resync replays it
		await w.clock.advance(1000);
		sameEverywhere([A.s, B.s]);
		expect(texts(B.s)).toContain(INTERNAL_ERROR.en);
		expect(await play(w, B.s!, 1, ADD1)).toBeNull();
		sameEverywhere([A.s, B.s]);
		noQueueCrash([A.s, B.s]);
	});

	it('a guest stuck at an entry (even the resync failed there) tries again with the next entry and catches up', async () => {
		const w = createWorld('throw-guest-twice');
		const [A, B, C] = await fixtureRoom(w, { game: 'counter', loaders: [good(), faulty(2), good()], kinds: ['human', 'human'], claims: [0, null, 1] });
		expect(await play(w, A.s!, 0, ADD2)).toBeNull();
		expect(await play(w, C.s!, 1, ADD2)).toBeNull(); // B's rules throw on this entry and on its replay
		await w.clock.advance(1000);
		expect(B.s!.runner!.length).toBe(1);
		expect(await play(w, A.s!, 0, ADD1)).toBeNull(); // the next entry: B asks for the missing ones again
		await w.clock.advance(1000);
		sameEverywhere([A.s, B.s, C.s]);
		noQueueCrash([A.s, B.s, C.s]);
	});

	it('a catch-up replay of the stored log that throws is repaired from the host', async () => {
		const w = createWorld('throw-replay', { lingerMs: 500 });
		const [A, B] = await fixtureRoom(w, { game: 'counter', loaders: [good(), good()], kinds: ['human', 'human'], claims: [0, 1] });
		expect(await play(w, A.s!, 0, ADD1)).toBeNull();
		expect(await play(w, B.s!, 1, ADD1)).toBeNull();
		expect(await play(w, A.s!, 0, ADD2)).toBeNull();
		const saved = B.session!;
		B.crash();
		// B comes back with rules that throw once on an action of its stored log.
		const back = w.device('dev-1', { loadGame: faulty(1) });
		back.matches = B.matches;
		back.s = await w.run(NetSession.resume(back.deps(), saved));
		await w.until(() => back.s!.runner?.length === 3, 20_000);
		expect(texts(back.s)).toContain(INTERNAL_ERROR.en);
		expect(await play(w, back.s!, 1, ADD1)).toBeNull();
		sameEverywhere([A.s, back.s]);
		noQueueCrash([A.s, back.s]);
	});

	it('a bot whose choice throws is reported with a reason, not as a crash of the session', async () => {
		const w = createWorld('throw-bot');
		const broken: Bot = { ...counterBot, choose: () => { throw new Error('boom in bot'); } };
		const [A, B] = await fixtureRoom(w, { game: 'counter', loaders: [loaderOf(counterGame, [broken]), good()], kinds: ['human', 'bot'], claims: [null, 0] });
		expect(await play(w, B.s!, 0, ADD1)).toBeNull();
		await w.clock.advance(500);
		expect(texts(A.s)).toMatch(/The bot could not choose an action/);
		expect(reported.some((r) => /bot/.test(r.call))).toBe(true);
		expect(A.s!.runner!.length).toBe(1);
		expect(() => A.s!.waitingFor).not.toThrow();
		noQueueCrash([A.s, B.s]);
	});

	it('result() that throws on the final state: the last entry still reaches every device', async () => {
		const w = createWorld('throw-result');
		const endless: AnyGameModule = {
			...counterGame,
			result: (s: CounterState) => {
				if (s.winner !== null) throw new Error('boom in result');
				return null;
			}
		};
		const [A, B] = await fixtureRoom(w, { game: 'counter', loaders: [loaderOf(endless), loaderOf(endless)], kinds: ['human', 'human'], claims: [0, 1], options: { mode: 'short' } });
		for (const [s, seat] of [[A.s!, 0], [B.s!, 1], [A.s!, 0]] as const) expect(await play(w, s, seat, ADD2)).toBeNull(); // 6 >= 5: the winning step
		await w.clock.advance(500);
		expect(B.s!.runner!.length).toBe(3);
		sameEverywhere([A.s, B.s]);
		expect(() => B.s!.waitingFor).not.toThrow();
		noQueueCrash([A.s, B.s]);
	});

	it('pending() that throws does not break the waiting line', async () => {
		const w = createWorld('throw-pending');
		const shaky: AnyGameModule = {
			...counterGame,
			pending: () => {
				throw new Error('boom in pending');
			}
		};
		const [A, B] = await fixtureRoom(w, { game: 'counter', loaders: [loaderOf(shaky), loaderOf(shaky)], kinds: ['human', 'human'], claims: [0, 1] });
		expect(() => A.s!.waitingFor).not.toThrow();
		expect(() => B.s!.waitingFor).not.toThrow();
		expect(await play(w, A.s!, 0, ADD1)).toBeNull();
		expect(await play(w, B.s!, 1, ADD1)).toBeNull();
		sameEverywhere([A.s, B.s]);
		expect(B.s!.runner!.length).toBe(2);
		noQueueCrash([A.s, B.s]);
	});
});

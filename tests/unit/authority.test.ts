/**
 * The match authorities (src/lib/play/authority.ts) with the real store
 * (fake-indexeddb): a local match saves every action with its result (a finished
 * match is listed as finished), rolls back a failed save, drops a bot answer that
 * came after the match moved on; an online match played through a NetAuthority
 * against the host's bot (answered asynchronously, as the app's worker does) is
 * listed as finished on the device; the worker BotClient's time-out and start
 * failure.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerBotRequest, newMatchRecord, type BotClient, type BotRequest, type MatchRecord, type Seat } from '../../src/lib/engine';
import type { GamePackage } from '../../src/lib/games/registry';
import { LocalAuthority, NetAuthority } from '../../src/lib/play/authority';
import { createBotClient, type WorkerLike } from '../../src/lib/play/bot-client';
import { MatchController } from '../../src/lib/play/controller.svelte';
import { listMatches, loadMatch, resetStoreHandle, saveMatch } from '../../src/lib/store';
import { counterBot, counterGame } from '../fixtures/counter-game';
import { createWorld, loaderOf } from './net-harness';
import { NetSession } from '../../src/lib/net/session';

const pkg = { module: counterGame, bots: [counterBot], Board: null } as unknown as GamePackage;
const add = (n: 1 | 2) => ({ type: 'add', n });
const H = (name: string): Seat => ({ name, kind: 'human' });
const B = (name: string): Seat => ({ name, kind: 'bot' });

beforeEach(() => {
	globalThis.indexedDB = new IDBFactory();
	resetStoreHandle();
});

async function localMatch(seats: Seat[], bots?: BotClient) {
	const rec = newMatchRecord(counterGame, 'local-1', seats, { mode: 'short' }, 'seed', 1);
	await saveMatch(rec, { result: null, mode: 'short' });
	const auth = new LocalAuthority({ loadRecord: loadMatch, save: saveMatch, bots, now: () => 7 });
	const record = (await auth.loadRecord('local-1'))!;
	const opened = auth.open(pkg, record);
	if (!opened.ok) throw new Error(opened.reason.en);
	return auth;
}

describe('LocalAuthority', () => {
	it('saves every action with the result: a finished match is listed as finished with its winner', async () => {
		const auth = await localMatch([H('Jana'), H('Petr')]);
		expect(auth.localSeats(auth.runner!.record)).toEqual([0, 1]);
		expect(await auth.submit(0, add(2))).toBeNull();
		expect((await listMatches())[0]).toMatchObject({ id: 'local-1', status: 'playing', updatedAt: 7 });
		expect((await loadMatch('local-1'))!.log).toHaveLength(1);
		expect((await auth.submit(1, { type: 'nope' }))?.en).toBe('Unknown action.');
		expect(await auth.submit(1, add(1))).toBeNull();
		expect(await auth.submit(0, add(2))).toBeNull();
		expect(auth.runner!.result()).not.toBeNull();
		const [summary] = await listMatches();
		expect(summary).toMatchObject({ status: 'finished', winners: ['Jana'], mode: 'short' });
		expect(summary.outcome).toBeDefined();
	});

	it('undo is stored; a failed save rolls the action back', async () => {
		let fail = false;
		const rec = newMatchRecord(counterGame, 'local-2', [H('Jana')], { mode: 'short' }, 'seed', 1);
		const auth = new LocalAuthority({ loadRecord: async () => structuredClone(rec), save: async (r, i) => (fail ? Promise.reject(new Error('disk full')) : saveMatch(r, i)) });
		expect(auth.open(pkg, (await auth.loadRecord('local-2'))!).ok).toBe(true);
		expect(await auth.submit(0, add(1))).toBeNull();
		expect(await auth.undo(0)).toBeNull();
		expect((await loadMatch('local-2'))!.log).toEqual([]);
		fail = true;
		expect((await auth.submit(0, add(2)))?.en).toContain('disk full');
		expect(auth.runner!.length).toBe(0);
	});

	it('moves the bot through its BotClient with the seed rule and drops an answer that came too late', async () => {
		const asked: BotRequest[] = [];
		let release: () => void = () => {};
		const slow: BotClient = {
			choose: (req) =>
				new Promise((resolve) => {
					asked.push(req);
					release = () => resolve(answerBotRequest([counterBot], req));
				})
		};
		const auth = await localMatch([B('Robot'), H('Jana')], slow);
		expect(auth.botSeat()).toBe(0);
		const running = auth.runBot();
		await Promise.resolve();
		expect(asked[0]).toMatchObject({ gameId: 'counter', botId: 'first', seedString: 'seed:bot:1' });
		release();
		expect(await running).toBeNull();
		expect(auth.runner!.record.log).toEqual([{ seat: 0, action: add(1) }]);
		expect((await loadMatch('local-1'))!.log).toHaveLength(1);
		// Jana, then the bot again; the match moves on (an undo and a new action) before the bot answers.
		expect(await auth.submit(1, add(1))).toBeNull();
		const late = auth.runBot();
		await Promise.resolve();
		expect(asked[1].seedString).toBe('seed:bot:3');
		auth.runner!.apply(0, add(2)); // as if acted meanwhile
		release();
		expect(await late).toBeNull();
		expect(auth.runner!.record.log.map((e) => e.action)).toEqual([add(1), add(1), add(2)]);
	});

	it('a bot failure from the client becomes the controller problem banner', async () => {
		const rec = newMatchRecord(counterGame, 'local-3', [B('Robot'), H('Jana')], { mode: 'short' }, 'seed', 1);
		const failing: BotClient = { choose: async () => ({ ok: false, reason: { cs: 'vypršel čas', en: 'timed out' } }) };
		const ctrl = new MatchController({
			loadPackage: async () => pkg,
			authority: new LocalAuthority({ loadRecord: async () => structuredClone(rec), save: saveMatch, bots: failing }),
			botDelay: 0
		});
		await ctrl.load('local-3');
		for (let i = 0; i < 100 && !ctrl.problem; i++) await new Promise((r) => setTimeout(r, 5));
		expect(ctrl.problem?.en).toBe('The bot of Robot failed: timed out');
		ctrl.destroy();
	});
});

describe('NetAuthority', () => {
	it('an online match against the host-played bot (answered asynchronously) ends listed as finished on the playing device', async () => {
		const w = createWorld('authority-online');
		const asyncBots: BotClient = { choose: async (req) => (await new Promise((r) => setTimeout(r, 1)), answerBotRequest([counterBot], req)) };
		const host = w.device('host', { loadGame: loaderOf(counterGame, [counterBot]), botClient: asyncBots });
		// The guest saves to the real store: what its saved-matches page lists.
		const guest = w.device('guest', { loadGame: loaderOf(counterGame, [counterBot]) });
		const guestDeps = () => ({ ...guest.deps(), store: { ...guest.deps().store, saveMatch: (r: MatchRecord, info: Parameters<typeof saveMatch>[1]) => saveMatch(r, info), loadMatch } });
		host.s = await w.run(NetSession.host(host.deps(), { name: 'Host', game: 'counter', options: { mode: 'short' }, seats: [{ name: 'Jana', kind: 'human' }, { name: 'Robot', kind: 'bot' }] }));
		guest.s = await w.run(NetSession.join(guestDeps(), { code: host.s.code, name: 'Guest' }));
		expect(guest.s.claimSeat(0, 'Jana')).toBeNull();
		await w.clock.advance(100);
		expect(host.s.start()).toBeNull();
		await w.until(() => host.s!.runner !== null && guest.s!.runner !== null);
		const ctrl = new MatchController({ loadPackage: async () => pkg, authority: new NetAuthority(guest.s), botDelay: 0 });
		await ctrl.load(guest.s.runner!.record.id);
		expect(ctrl.phase).toBe('ready');
		expect(ctrl.humanSeats).toEqual([0]);
		expect(ctrl.canUndo).toBe(false);
		expect((await ctrl.undo())?.en).toBe('Online matches have no undo.');
		for (let i = 0; i < 20 && ctrl.result === null; i++) {
			if (ctrl.legal.length) expect(await w.run(ctrl.act(add(2)))).toBeNull();
			await w.clock.advance(200);
		}
		expect(ctrl.result?.winners).toEqual([0]);
		expect(ctrl.resultOpen).toBe(true);
		expect(ctrl.record!.log.some((e) => e.seat === 1)).toBe(true); // the host's bot moved
		const listed = (await listMatches()).find((m) => m.id === ctrl.record!.id);
		expect(listed).toMatchObject({ status: 'finished', winners: ['Jana'] });
		ctrl.destroy();
	});
});

describe('worker BotClient', () => {
	function fakeWorker(reply: 'never' | 'error' | 'answer') {
		const made: { terminated: boolean; posted: number }[] = [];
		const make = (): WorkerLike => {
			const state = { terminated: false, posted: 0 };
			made.push(state);
			const w: WorkerLike = {
				onmessage: null,
				onerror: null,
				postMessage(m) {
					state.posted++;
					if (reply === 'answer') setTimeout(() => w.onmessage?.({ data: { id: m.id, answer: answerBotRequest([counterBot], m.request) } } as MessageEvent));
					if (reply === 'error') setTimeout(() => w.onerror?.(new Event('error')));
				},
				terminate() {
					state.terminated = true;
				}
			};
			return w;
		};
		return { made, make };
	}
	const req: BotRequest = { gameId: 'counter', botId: 'first', view: {}, legal: [add(1), add(2)], seedString: 's:bot:1' };

	it('answers through the worker; a game the worker does not know is answered in this thread', async () => {
		const f = fakeWorker('answer');
		const client = createBotClient({ fallback: () => [counterBot], makeWorker: f.make });
		expect(await client.choose(req)).toEqual({ ok: true, action: add(1), index: 0 });
		expect(f.made).toHaveLength(1);
		const unknown = createBotClient({
			fallback: () => [counterBot],
			makeWorker: () => {
				const w: WorkerLike = {
					onmessage: null,
					onerror: null,
					postMessage: (m) => setTimeout(() => w.onmessage?.({ data: { id: m.id, answer: { ok: false, reason: { cs: '?', en: '?' } }, unknownGame: true } } as MessageEvent)),
					terminate() {}
				};
				return w;
			}
		});
		expect(await unknown.choose(req)).toEqual({ ok: true, action: add(1), index: 0 });
	});

	it('a bot that does not answer in time fails and its worker is stopped; the next request starts a fresh one', async () => {
		const f = fakeWorker('never');
		const client = createBotClient({ fallback: () => [counterBot], makeWorker: f.make, timeoutMs: 20 });
		const a = await client.choose(req);
		expect(a.ok).toBe(false);
		expect(!a.ok && a.reason.en).toMatch(/did not answer within/);
		expect(f.made[0].terminated).toBe(true);
		void client.choose(req);
		expect(f.made).toHaveLength(2);
		client.dispose?.();
	});

	it('a worker that cannot start or fails before answering: the bots choose in this thread', async () => {
		const none = createBotClient({ fallback: () => [counterBot], makeWorker: () => null });
		expect(await none.choose(req)).toMatchObject({ ok: true, index: 0 });
		const f = fakeWorker('error');
		const broken = createBotClient({ fallback: () => [counterBot], makeWorker: f.make });
		expect(await broken.choose(req)).toMatchObject({ ok: true, index: 0 });
		expect(await broken.choose(req)).toMatchObject({ ok: true, index: 0 });
		expect(f.made).toHaveLength(1);
		expect(f.made[0].terminated).toBe(true);
	});
});

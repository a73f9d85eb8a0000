/**
 * The one bot driver (src/lib/engine/bot-driver.ts): its seed rule
 * rngFromSeed(`${seed}:bot:${seq}`), seq = the 1-based log index of the bot's
 * action, lets any device recompute a bot's choice from the record alone, in this
 * thread or through a worker (a structured copy of the request); game and bot
 * exceptions become failures, never throws.
 */
import { describe, expect, it } from 'vitest';
import {
	botMove,
	botMoveVia,
	botSeedString,
	inThreadBotClient,
	MatchRunner,
	newMatchRecord,
	nextBotTurn,
	sameData,
	type AnyGameModule,
	type Bot,
	type MatchRecord
} from '../../src/lib/engine';
import { rivalsHeadless } from '../../src/lib/games/rivals/headless';
import { counterBot, counterGame, counterRandomBot } from '../fixtures/counter-game';
import { captureInternalErrors } from './internal-errors';

const reported = captureInternalErrors();
const allBots = () => true;
const open = (module: AnyGameModule, rec: MatchRecord) => {
	const r = MatchRunner.open(module, structuredClone(rec));
	if (!r.ok) throw new Error(r.reason.en);
	return r.value;
};

function rivalsBotMatch(seed: string, actions: number) {
	const { module, bots } = rivalsHeadless;
	const rec = newMatchRecord(module, 'bd-' + seed, [{ name: 'A', kind: 'bot' }, { name: 'B', kind: 'bot' }], module.defaultOptions(), seed, 0);
	const r = open(module, rec);
	while (!r.result() && r.length < actions) {
		const move = botMove(r, allBots, bots);
		if (!move || 'failed' in move) throw new Error('bot stuck: ' + JSON.stringify(move));
		expect(move.seq).toBe(r.length + 1);
		const applied = r.apply(move.seat, move.action);
		if (!applied.ok) throw new Error(applied.reason.en);
	}
	return r.record;
}

describe('bot driver seed rule', () => {
	it('is `${seed}:bot:${seq}` with seq the 1-based log index the action takes', () => {
		expect(botSeedString('abc', 1)).toBe('abc:bot:1');
		const rec = newMatchRecord(counterGame, 'm', [{ name: 'A', kind: 'human' }, { name: 'B', kind: 'bot' }], { mode: 'short' }, 's1', 0);
		const r = open(counterGame, rec);
		expect(nextBotTurn(r, (s) => s === 1, [counterBot])).toBeNull(); // the human is to move
		expect(r.apply(0, { type: 'add', n: 1 }).ok).toBe(true);
		const turn = nextBotTurn(r, (s) => s === 1, [counterBot]);
		expect(turn && !('failed' in turn) && turn).toMatchObject({ seat: 1, seq: 2, request: { gameId: 'counter', botId: 'first', seedString: 's1:bot:2' } });
	});

	it('any device recomputes every bot action of a Rivals match from the record alone, in this thread or through a worker copy', async () => {
		const { module, bots } = rivalsHeadless;
		const played = rivalsBotMatch('same-choice', 60);
		expect(played.log.length).toBe(60);
		// A "worker": gets a structured copy of the request, answers with a copy of the action.
		const workerLike = inThreadBotClient(() => bots);
		const viaCopy = { choose: (req: Parameters<typeof workerLike.choose>[0]) => workerLike.choose(structuredClone(req)).then((a) => structuredClone(a)) };
		for (let k = 0; k < played.log.length; k++) {
			// Another device holding the log up to entry k (replayed from its own copy).
			const other = open(module, { ...played, log: played.log.slice(0, k) });
			const here = botMove(other, allBots, bots);
			expect(here && 'seq' in here && here.seq).toBe(k + 1);
			expect(here && 'action' in here && sameData(here.action, played.log[k].action), `entry ${k + 1}`).toBe(true);
			const there = await botMoveVia(other, allBots, bots, viaCopy);
			// The copy maps back to the listed action itself.
			expect(there && 'action' in there && there.action).toBe(here && 'action' in here && here.action);
		}
	});

	it('the seed is per action: a different match seed changes the course, the same seed repeats it', () => {
		const a = rivalsBotMatch('course-1', 40);
		const b = rivalsBotMatch('course-1', 40);
		const c = rivalsBotMatch('course-2', 40);
		expect(b.log).toEqual(a.log);
		expect(c.log).not.toEqual(a.log);
	});

	it('bot and game exceptions become failures with a reason, reported like the kernel does', () => {
		const rec = newMatchRecord(counterGame, 'm', [{ name: 'A', kind: 'bot' }], { mode: 'short' }, 's', 0);
		const r = open(counterGame, rec);
		const broken: Bot = { ...counterRandomBot, choose: () => { throw new Error('bot bug'); } };
		const failed = botMove(r, allBots, [broken]);
		expect(failed && 'failed' in failed && failed.failed.en).toMatch(/could not choose.*bot bug/);
		expect(reported.map((x) => x.call)).toEqual(['bot random']);
		const noBot = botMove(r, allBots, []);
		expect(noBot && 'failed' in noBot && noBot.failed.en).toMatch(/no bot/);
		const badGame = { ...counterGame, legalActions: () => { throw new Error('rules bug'); } } as AnyGameModule;
		const r2 = open(badGame, { ...rec, log: [] });
		const failed2 = botMove(r2, allBots, [counterBot]);
		expect(failed2 && 'failed' in failed2 && failed2.failed.en).toMatch(/Internal error/);
		expect(reported.map((x) => x.call)).toContain('legalActions');
	});
});

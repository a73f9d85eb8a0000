/** The session's pure rules, without a network: replication, the seed checks, election, bots. */
import { describe, expect, it } from 'vitest';
import { MatchRunner, newMatchRecord } from '../../src/lib/engine';
import { chooseBotMove } from '../../src/lib/net/bots';
import { agreesWithLog, entryBatches, inLogSince, placeEntry, proposalInLog } from '../../src/lib/net/log-rules';
import { deviceStatus, successorPlan } from '../../src/lib/net/membership';
import { BATCH_CHARS, parseMessage, seedFromReveals, sha256Hex, type WireDevice } from '../../src/lib/net/protocol';
import { judgeSeedMessage, myCommitmentKept, verifyStart, type HostSeeding } from '../../src/lib/net/seed';
import { counterBot, counterGame } from '../fixtures/counter-game';

const ADD1 = { type: 'add', n: 1 };
const ADD2 = { type: 'add', n: 2 };
const PEEK = { type: 'peek' };
const log = [
	{ seat: 0, action: ADD1 },
	{ seat: 1, action: PEEK },
	{ seat: 1, action: ADD2 }
];
const hashes = ['h0', 'h1', 'h2', 'h3'];

describe('log rules', () => {
	it('places an entry as held, next or past a gap', () => {
		expect(placeEntry(1, 3)).toBe('held');
		expect(placeEntry(3, 3)).toBe('next');
		expect(placeEntry(4, 3)).toBe('gap');
	});

	it('a duplicate agrees only with the same seat, action (canonically) and hash', () => {
		expect(agreesWithLog(log, hashes, 0, 0, { n: 1, type: 'add' }, 'h1')).toBe(true);
		expect(agreesWithLog(log, hashes, 0, 0, ADD1, 'h2')).toBe(false);
		expect(agreesWithLog(log, hashes, 0, 1, ADD1, 'h1')).toBe(false);
		expect(agreesWithLog(log, hashes, 0, 0, ADD2, 'h1')).toBe(false);
	});

	it('finds a proposal applied since its base (protocol.ts, DUPLICATES)', () => {
		expect(inLogSince(log, 1, 1, ADD2)).toBe(true);
		expect(inLogSince(log, 1, 0, ADD1)).toBe(false); // before the base
		expect(inLogSince(log, undefined, 1, ADD2)).toBe(false); // no base: cannot tell
		expect(inLogSince(log, 3, 1, ADD2)).toBe(false); // base at the end: nothing since
		expect(proposalInLog(log, 0, { seat: 1, action: JSON.stringify(PEEK), base: 1 })).toBe(true);
		expect(proposalInLog(log, 2, { seat: 1, action: JSON.stringify(PEEK), base: 0 })).toBe(false);
	});

	it('cuts catch-up into batches below BATCH_CHARS, a big entry alone', () => {
		expect(entryBatches(log, hashes, 3)).toEqual([]);
		expect(entryBatches(log, hashes, 1)).toEqual([{ from: 1, items: [[1, PEEK, 'h2'], [1, ADD2, 'h3']] }]);
		const big = { type: 'x', pad: 'p'.repeat(BATCH_CHARS / 2) };
		const long = [log[0], { seat: 0, action: big }, { seat: 1, action: big }, { seat: 0, action: big }, log[0]];
		const batches = entryBatches(long, ['a', 'b', 'c', 'd', 'e', 'f'], 0);
		expect(batches.map((b) => [b.from, b.items.length])).toEqual([[0, 2], [2, 1], [3, 2]]);
		for (const b of batches) expect(b.items.length === 1 || JSON.stringify(b.items).length <= BATCH_CHARS + 10).toBe(true);
	});
});

describe('seed rules (protocol.ts, SEED)', () => {
	const nonce = (i: number) => String(i).repeat(64);
	const seeding = (over: Partial<HostSeeding> = {}): HostSeeding => ({
		startId: 'ab',
		participants: [0, 1],
		commits: new Map([[0, sha256Hex(nonce(0))]]),
		reveals: new Map([[0, nonce(0)]]),
		commitsSent: false,
		timer: null,
		...over
	});

	it('the host takes one commitment and one matching reveal per participant', () => {
		const c1 = sha256Hex(nonce(1));
		expect(judgeSeedMessage(null, 1, { t: 'commit', startId: 'ab', c: c1 }).kind).toBe('otherStart');
		expect(judgeSeedMessage(seeding(), 2, { t: 'commit', startId: 'ab', c: c1 }).kind).toBe('otherStart');
		expect(judgeSeedMessage(seeding(), 1, { t: 'commit', startId: 'cd', c: c1 }).kind).toBe('otherStart');
		expect(judgeSeedMessage(seeding(), 1, { t: 'commit', startId: 'ab', c: 'ab' }).kind).toBe('badCommit');
		expect(judgeSeedMessage(seeding(), 1, { t: 'commit', startId: 'ab', c: c1 }).kind).toBe('take');
		const committed = seeding({ commits: new Map([[0, sha256Hex(nonce(0))], [1, c1]]) });
		expect(judgeSeedMessage(committed, 1, { t: 'commit', startId: 'ab', c: c1 }).kind).toBe('duplicate');
		expect(judgeSeedMessage(committed, 1, { t: 'commit', startId: 'ab', c: sha256Hex(nonce(2)) }).kind).toBe('badCommit');
		expect(judgeSeedMessage(committed, 1, { t: 'reveal', startId: 'ab', nonce: nonce(1) }).kind).toBe('unexpectedReveal'); // commitments not sent yet
		committed.commitsSent = true;
		expect(judgeSeedMessage(committed, 1, { t: 'reveal', startId: 'ab', nonce: nonce(2) }).kind).toBe('wrongReveal');
		expect(judgeSeedMessage(committed, 1, { t: 'reveal', startId: 'ab', nonce: nonce(1) }).kind).toBe('take');
	});

	it('a guest verifies its commitment, its reveal and the seed of the record', () => {
		const commits = [0, 1].map((index) => ({ index, c: sha256Hex(nonce(index)) }));
		const reveals = [0, 1].map((index) => ({ index, nonce: nonce(index) }));
		expect(myCommitmentKept(commits, 1, nonce(1))).toBe(true);
		expect(myCommitmentKept(commits, 1, nonce(2))).toBe(false);
		expect(myCommitmentKept(commits.slice(0, 1), 1, nonce(1))).toBe(false);
		const record = (seed: string) => newMatchRecord(counterGame, 'm', [{ name: 'A', kind: 'human' }], { mode: 'short' }, seed, 0);
		expect(verifyStart(commits, 1, nonce(1), reveals, record(seedFromReveals(reveals))).ok).toBe(true);
		const other = (r: ReturnType<typeof verifyStart>) => (r.ok ? '' : r.reason.en);
		expect(other(verifyStart(commits, 1, nonce(1), reveals, record('another seed')))).toMatch(/seed does not match/);
		expect(other(verifyStart(commits, 1, nonce(1), [reveals[0], { index: 1, nonce: nonce(3) }], record('x')))).toMatch(/does not match its commitment/);
		const changedMine = [0, 1].map((index) => ({ index, c: sha256Hex(nonce(index + 4)) }));
		expect(other(verifyStart(changedMine, 1, nonce(1), [0, 1].map((index) => ({ index, nonce: nonce(index + 4) })), record('x')))).toMatch(/changed the reveal/);
	});
});

describe('membership rules', () => {
	const t = { staleMs: 1500, hostGoneMs: 3000 };
	it('a device goes stale, then gone; gone stays gone', () => {
		expect(deviceStatus('connected', 100, true, t)).toBe('connected');
		expect(deviceStatus('connected', 100, false, t)).toBe('reconnecting');
		expect(deviceStatus('connected', 1500, true, t)).toBe('reconnecting');
		expect(deviceStatus('reconnecting', 3000, true, t)).toBe('gone');
		expect(deviceStatus('gone', 0, true, t)).toBe('gone');
	});

	it('the lowest surviving index takes over; the others wait longer by rank; alone, nobody does', () => {
		const dev = (index: number, status: WireDevice['status'] = 'connected'): WireDevice => ({ index, deviceId: 'd' + index, name: 'D' + index, status });
		const room = [dev(0, 'reconnecting'), dev(1), dev(2), dev(3)];
		expect(successorPlan(room, 0, 1, 3000, 3000)).toBe('host');
		expect(successorPlan(room, 0, 2, 3000, 3000)).toEqual([0, 1, 3]);
		expect(successorPlan(room, 0, 2, 6000, 3000)).toBe('host');
		expect(successorPlan(room, 0, 3, 6000, 3000)).toEqual([0, 1, 2]);
		expect(successorPlan([dev(0), dev(1, 'gone'), dev(2)], 0, 2, 3000, 3000)).toEqual([0, 1]); // alone with the old host
	});
});

describe('bot rules', () => {
	it('the first bot moves for the first pending bot seat with the seeded rng; none without a bot seat', () => {
		const rec = newMatchRecord(counterGame, 'm', [{ name: 'A', kind: 'human' }, { name: 'B', kind: 'bot' }], { mode: 'short' }, 'seed', 0);
		const r = MatchRunner.open(counterGame, rec);
		if (!r.ok) throw new Error('open');
		const seats = [{ name: 'A', kind: 'human' as const, device: 0 }, { name: 'B', kind: 'bot' as const, device: null }];
		expect(chooseBotMove(r.value, seats, [counterBot])).toBeNull(); // seat 0 (human) is to move
		expect(r.value.apply(0, ADD1).ok).toBe(true);
		expect(chooseBotMove(r.value, seats, [counterBot])).toEqual({ seat: 1, action: ADD1 });
		expect(chooseBotMove(r.value, seats, [])).toBeNull();
		const broken = { ...counterBot, choose: () => { throw new Error('bot bug'); } };
		const failed = chooseBotMove(r.value, seats, [broken]);
		expect(failed && 'failed' in failed && failed.failed.en).toMatch(/could not choose/);
	});
});

describe('actions in messages (protocol.ts, issue 23 Shapes)', () => {
	const deep = (n: number): string => '['.repeat(n) + ']'.repeat(n);
	it('refuses a proposed or ordered action nested too deep, before any game sees it', () => {
		const hash = 'ab'.repeat(32);
		expect(parseMessage(`{"t":"propose","pid":"p1","seat":0,"action":{"t":${deep(5000)}}}`).ok).toBe(false);
		expect(parseMessage(`{"t":"entry","seq":1,"seat":0,"action":${deep(50)},"hash":"${hash}"}`).ok).toBe(false);
		expect(parseMessage(`{"t":"entries","from":0,"items":[[0,${deep(50)},"${hash}"]]}`).ok).toBe(false);
	});
	it('still carries an ordinary action', () => {
		const hash = 'ab'.repeat(32);
		expect(parseMessage(`{"t":"propose","pid":"p1","seat":0,"action":{"a":"build","card":"road","at":[1,2]}}`).ok).toBe(true);
		expect(parseMessage(`{"t":"entries","from":0,"items":[[0,{"a":"pass"},"${hash}"]]}`).ok).toBe(true);
	});
});

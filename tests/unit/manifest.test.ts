/**
 * Adding a game touches its own folder and one manifest line (issue 9): a fixture
 * game with per-seat choices, a solo mode and a cooperative loss, added by one line,
 * is listed by the app, played by the sim, described and scored by the saves list,
 * and checked by the shared contract tests — without any other shared file knowing it.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MatchRunner, newMatchRecord, outcomeOf, seatRange } from '../../src/lib/engine';
import { loadHeadlessGame } from '../../src/lib/games/headless';
import { gameMeta, games } from '../../src/lib/games/registry';
import { listMatches, resetStoreHandle, saveMatch } from '../../src/lib/store';
import { loadGame as loadForSim, optionsForMode, simulateMatch } from '../../scripts/lib/simulate';
import { contractSuite } from '../contract/harness';
import { lanternsContract } from '../contract/lanterns';
import { lanternsGame, lanternsMeta } from '../fixtures/lanterns-game';

// The one line a new game adds to src/lib/games/manifest.ts (here added by mocking that module).
vi.mock('../../src/lib/games/manifest', async (original) => {
	const { manifest } = await original<typeof import('../../src/lib/games/manifest')>();
	const { lanternsMeta, headless } = await import('../fixtures/lanterns-game');
	return { manifest: [...manifest, { meta: lanternsMeta, ui: () => Promise.reject(new Error('no UI in unit tests')), headless: async () => headless }] };
});

beforeEach(() => {
	globalThis.indexedDB = new IDBFactory();
	resetStoreHandle();
});

describe('a game added by one manifest line', () => {
	it('is listed with its modes, seat ranges and per-seat choices', () => {
		expect(games.map((g) => g.id)).toContain('lanterns');
		const meta = gameMeta('lanterns')!;
		expect(seatRange(meta, 'solo')).toEqual({ min: 1, max: 1 });
		expect(seatRange(meta, 'coop')).toEqual({ min: 2, max: 4 });
		expect(meta.seatChoices?.[0].options.map((o) => o.id)).toEqual(['lighter', 'keeper']);
		expect(meta.describe(meta.optionsForMode('coop')).en).toBe('Together');
	});

	it('is played by the sim in every mode, through the game meta', async () => {
		const game = await loadForSim({ game: 'lanterns' });
		for (const [mode, seats] of [['coop', 3], ['versus', 2], ['solo', 1]] as const) {
			const options = await optionsForMode(game.module, mode);
			for (let i = 0; i < 20; i++) expect(simulateMatch(game, i, { seed: `m-${mode}`, options, seats, maxActions: 200 }).finished).toBe(true);
		}
		expect((await loadHeadlessGame('lanterns'))?.module).toBe(lanternsGame);
	});

	it('keeps per-seat choices in the record and validates them in setup', () => {
		const seats = [
			{ name: 'A', kind: 'human' as const, choices: { role: 'keeper' } },
			{ name: 'B', kind: 'bot' as const, choices: { role: 'lighter' } }
		];
		const record = newMatchRecord(lanternsGame, 'l1', seats, { mode: 'coop' }, 's', 0);
		expect(record.seats[0].choices).toEqual({ role: 'keeper' });
		const r = MatchRunner.open(lanternsGame, record);
		expect(r.ok && (r.value.state as { roles: string[] }).roles).toEqual(['keeper', 'lighter']);
		expect(MatchRunner.open(lanternsGame, { ...record, seats: [{ ...seats[0], choices: { role: 'king' } }, seats[1]] }).ok).toBe(false);
		expect(MatchRunner.open(lanternsGame, { ...record, seats: [seats[0]] }).ok, 'coop needs 2 seats').toBe(false);
	});

	it('saves a shared loss, a solo score and a draw as such', async () => {
		const game = await loadForSim({ game: 'lanterns' });
		const seen = new Set<string>();
		for (const [mode, seats] of [['coop', 4], ['versus', 2], ['solo', 1]] as const) {
			const options = await optionsForMode(game.module, mode);
			for (let i = 0; i < 30; i++) {
				const out = simulateMatch(game, i, { seed: `s-${mode}`, options, seats, maxActions: 200 });
				const r = MatchRunner.open(lanternsGame, out.record);
				if (!r.ok) throw new Error(r.reason.en);
				const result = r.value.result()!;
				const outcome = outcomeOf(result);
				if (seen.has(outcome)) continue;
				seen.add(outcome);
				await saveMatch({ ...out.record, id: `${mode}-${i}` }, { result });
			}
		}
		expect([...seen].sort()).toEqual(['draw', 'sharedLoss', 'sharedWin', 'solo', 'win'].filter((o) => seen.has(o)).sort());
		expect(seen.has('sharedLoss') && seen.has('solo')).toBe(true);
		const list = await listMatches();
		for (const s of list) {
			expect(s.status).toBe('finished');
			expect(s.outcome).toBeTruthy();
			expect(lanternsMeta.describe(s.options).en.length).toBeGreaterThan(0);
		}
	});
});

contractSuite(lanternsContract);

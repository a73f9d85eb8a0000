/**
 * Saves exported by earlier releases (tests/fixtures/saves) still load, replay
 * to the hash they had when they were made, and can be continued.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MatchRunner } from '../../src/lib/engine';
import { loadHeadlessGame } from '../../src/lib/games/headless';
import { parseMatchFile, validateMatchFile } from '../../src/lib/store/matches';

const DIR = path.resolve(__dirname, '../fixtures/saves');
const fixtures = fs.readdirSync(DIR).filter((f) => f.endsWith('.expect.json'));
const loadModule = async (id: string) => (await loadHeadlessGame(id))?.module;

describe('saves of earlier releases', () => {
	it('has fixtures', () => expect(fixtures.length).toBeGreaterThanOrEqual(4));

	for (const name of fixtures) {
		const expected = JSON.parse(fs.readFileSync(path.join(DIR, name), 'utf8'));
		it(`${expected.file} (${expected.rulesVersion}, ${expected.actions} actions) replays identically and continues`, async () => {
			const text = fs.readFileSync(path.join(DIR, expected.file), 'utf8');
			const checked = await validateMatchFile(text, loadModule);
			if (!checked.ok) throw new Error(checked.reason.en);
			const { runner, record } = checked.value;
			expect(record.rulesVersion).toBe(expected.rulesVersion);
			expect(runner.length).toBe(expected.actions);
			expect(runner.hash).toBe(expected.finalHash);
			expect(runner.result()).toEqual(expected.result);
			expect(runner.pending()).toEqual(expected.pending);
			// The app's own load path (no verification) agrees.
			const parsed = parseMatchFile(text);
			if (!parsed.ok) throw new Error(parsed.reason.en);
			const reopened = MatchRunner.open(runner.module, parsed.value);
			if (!reopened.ok) throw new Error(reopened.reason.en);
			expect(reopened.value.hash).toBe(expected.finalHash);
			if (!expected.result) {
				const seat = runner.pending()[0].seat;
				const legal = runner.legalActions(seat);
				expect(legal.length).toBeGreaterThan(0);
				const applied = runner.apply(seat, legal[0]);
				if (!applied.ok) throw new Error(applied.reason.en);
				expect(runner.record.rulesVersion).toBe(expected.rulesVersion);
			}
		});
	}
});

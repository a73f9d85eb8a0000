/**
 * The Mage Knight saves the browser tests import still replay under today's rules, to the hashes
 * their .expect.json files record (a rules change shows up here in a second, not in the e2e run;
 * remake them with `npx tsx tests/fixtures/mageknight-saves.ts`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashOf, type LoggedAction, type MatchRecord } from '../../fixtures/mageknight-replay';

const DIR = path.resolve(import.meta.dirname, '../../fixtures/saves');
const load = (file: string) => JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'));

describe('Mage Knight e2e saves', () => {
	for (const name of ['mageknight-2p-round', 'mageknight-2p-finished']) {
		it(`${name} replays to its recorded hashes`, () => {
			const expected = load(`${name}.expect.json`);
			const record = load(`${name}.json`).record as MatchRecord;
			expect(hashOf(record)).toBe(expected.finalHash);
			const plan = (expected.plan ?? []) as { seat: number; action: unknown }[];
			if (!plan.length) return;
			const log: LoggedAction[] = [...record.log, ...plan.map((p) => ({ ...record.log[0], seat: p.seat, action: p.action }) as LoggedAction)];
			expect(hashOf({ ...record, log })).toBe(expected.planHash);
		});
	}
});

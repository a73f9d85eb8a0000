/**
 * "Nothing changes for players" (issue 24): seeded bot matches of every mode and seat count of
 * every game, recorded before the game folders were restructured. Each match is played again by
 * the same bots and must give the same actions, the same log lines and hashes after every step,
 * and the same result. Rewrite the records (only for an intended rules change, which also bumps
 * the rules version): `GOLDEN_WRITE=1 npx vitest run tests/unit/golden-matches.test.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalJson, fnv1a64, hashState, type AnyGameModule, type MatchRecord } from '$lib/engine';
import { headlessGameIds, loadGame, optionsForMode, simulateMatch } from '../../scripts/lib/simulate';

const DIR = path.resolve(__dirname, '../fixtures/golden');
const WRITE = process.env.GOLDEN_WRITE === '1';
const MATCHES_PER_SETTING = 2;
const MAX_ACTIONS = 5000;

/** Variants beyond the modes' own options: per game, mode → extra option sets (a label each). */
const VARIANTS: Record<string, Record<string, Record<string, Record<string, unknown>>>> = {
	mageknight: { 'first-reconnaissance-2p': { pvp: { pvp: true } }, 'first-reconnaissance-3p': { pvp: { pvp: true } } },
	imperialsettlers: {
		'base-2p': { expansion: { expansion: true }, reshuffle: { factionReshuffle: true } },
		'base-3p': { expansion: { expansion: true } },
		solo: { all: { soloGoal: 'all' } },
		'solo-conquest': { hard: { difficulty: 'hard' } }
	}
};

interface GoldenMatch {
	mode: string;
	/** The variant's label ('' for the mode's own options). */
	variant: string;
	seats: number;
	index: number;
	finished: boolean;
	actions: number;
	/** Digest of the action log (seat + action of every entry). */
	log: string;
	/** Digest of the hash and the log lines after every step. */
	steps: string;
	finalHash: string;
	result: unknown;
}

/** Replays the record step by step: every state's hash and every event, folded into one digest. */
function stepDigest(module: AnyGameModule, record: MatchRecord): { steps: string; finalHash: string } {
	const setup = module.setup(record.seats, module.parseOptions(record.options).value, record.seed, record.rulesVersion);
	if (!setup.ok) throw new Error(setup.reason.en);
	let state = setup.value.state;
	let acc = fnv1a64(hashState(state) + canonicalJson(setup.value.events));
	for (const entry of record.log) {
		const applied = module.apply(state, entry.seat, entry.action);
		if (!applied.ok) throw new Error(applied.reason.en);
		state = applied.value.state;
		acc = fnv1a64(acc + hashState(state) + canonicalJson(applied.value.events) + (applied.value.barrier ? 'B' : ''));
	}
	return { steps: acc, finalHash: hashState(state) };
}

async function play(gameId: string): Promise<GoldenMatch[]> {
	const game = await loadGame({ game: gameId });
	const { module } = game;
	const out: GoldenMatch[] = [];
	for (const mode of module.modes) {
		const base = (await optionsForMode(module, mode.id)) as Record<string, unknown>;
		const variants: [string, Record<string, unknown>][] = [['', {}], ...Object.entries(VARIANTS[gameId]?.[mode.id] ?? {})];
		for (const [variant, extra] of variants) {
		const parsed = module.parseOptions({ ...base, ...extra });
		if (!parsed.ok) throw new Error(`${gameId} ${mode.id} ${variant}: ${parsed.reason.en}`);
		const options = parsed.value;
		const lo = mode.minSeats ?? module.minSeats;
		const hi = mode.maxSeats ?? module.maxSeats;
		for (let seats = lo; seats <= hi; seats++) {
			for (let index = 0; index < MATCHES_PER_SETTING; index++) {
				const o = simulateMatch(game, index, { seed: `golden-${mode.id}${variant && `-${variant}`}-${seats}`, options, seats, maxActions: MAX_ACTIONS });
				const { steps, finalHash } = stepDigest(module, o.record);
				out.push({
					mode: mode.id,
					variant,
					seats,
					index,
					finished: o.finished,
					actions: o.actions,
					log: fnv1a64(canonicalJson(o.record.log.map((e) => [e.seat, e.action]))),
					steps,
					finalHash,
					result: o.finished ? (module.result(replayState(module, o.record)) ?? null) : null
				});
			}
		}
		}
	}
	return out;
}

function replayState(module: AnyGameModule, record: MatchRecord): unknown {
	const setup = module.setup(record.seats, module.parseOptions(record.options).value, record.seed, record.rulesVersion);
	if (!setup.ok) throw new Error(setup.reason.en);
	let state = setup.value.state;
	for (const e of record.log) {
		const a = module.apply(state, e.seat, e.action);
		if (!a.ok) throw new Error(a.reason.en);
		state = a.value.state;
	}
	return state;
}

describe('golden matches: the same bots play the same matches as before', () => {
	for (const id of headlessGameIds) {
		it(`${id}: every mode and seat count`, async () => {
			const file = path.join(DIR, `${id}.json`);
			const now = await play(id);
			if (WRITE) {
				fs.mkdirSync(DIR, { recursive: true });
				fs.writeFileSync(file, JSON.stringify(now, null, '\t') + '\n');
				return;
			}
			const then = JSON.parse(fs.readFileSync(file, 'utf8')) as GoldenMatch[];
			expect(now).toEqual(then);
		}, 600_000);
	}
});

/**
 * The Great Wall's engine speed (issue 26 budgets: apply well under 100 µs, a whole game's replay
 * under 100 ms) and a record of seeded bot games to prove a speed-up changed no rule.
 *
 *   node scripts/lib/bundled.mjs scripts/gw-profile.ts [--games 24] [--seed gwp] [--rounds 3] [--record out.json] [--check in.json]
 *   node --cpu-prof .svelte-kit/bundled/gw-profile.mjs …   (after one bundled run: a CPU profile)
 *
 * Games i = 0…n-1 are played with seed `${seed}:${i}`, half with 3 and half with 4 players, seat k
 * by the game's bot k mod 2 (heuristic, random). `--record` writes every game's actions, the state
 * hash and the log lines after every step and its result; `--check` compares a run with such a
 * record: actions, log lines and results must be equal; hashes are reported (they differ only
 * when the state's shape changed).
 */
import fs from 'node:fs';
import { hashState, rngFromSeed, type Seat } from '$lib/engine';
import { greatWallHeadless } from '$lib/games/greatwall/headless';
import type { GwAction, GwState } from '$lib/games/greatwall/types';

interface Step {
	seat: number;
	action: GwAction;
	hash: string;
	log: string[];
}
interface GameRecord {
	seed: string;
	seats: number;
	steps: Step[];
	result: unknown;
}

const arg = (name: string, fallback: string): string => {
	const i = process.argv.indexOf(`--${name}`);
	return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};

const { module, bots } = greatWallHeadless;
const seatsOf = (n: number): Seat[] => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'bot' as const }));

/** One seeded bot game; apply times (µs) go to `times`. */
function playGame(seed: string, n: number, times: number[]): GameRecord {
	const setup = module.setup(seatsOf(n), module.defaultOptions(), seed);
	if (!setup.ok) throw new Error(setup.reason.en);
	let s = setup.value.state as GwState;
	const rng = rngFromSeed(`${seed}:bots`);
	const steps: Step[] = [];
	for (let i = 0; i < 20000; i++) {
		const due = module.pending(s);
		if (!due.length) break;
		const seat = due[0].seat;
		const legal = module.legalActions(s, seat);
		const action = bots[seat % bots.length].choose(module.view(s, seat), legal, rng) as GwAction;
		const t0 = performance.now();
		const r = module.apply(s, seat, action);
		times.push((performance.now() - t0) * 1000);
		if (!r.ok) throw new Error(`${seed}: refused ${JSON.stringify(action)}: ${r.reason.en}`);
		s = r.value.state as GwState;
		steps.push({ seat, action, hash: recording ? hashState(s) : '', log: r.value.events.map((e) => e.text.en) });
	}
	return { seed, seats: n, steps, result: module.result(s) };
}

/** Replays a recorded game from its setup through apply alone: milliseconds. */
function replayMs(g: GameRecord): number {
	const t0 = performance.now();
	const setup = module.setup(seatsOf(g.seats), module.defaultOptions(), g.seed);
	if (!setup.ok) throw new Error(setup.reason.en);
	let s = setup.value.state;
	for (const { seat, action } of g.steps) {
		const r = module.apply(s, seat, action);
		if (!r.ok) throw new Error(r.reason.en);
		s = r.value.state;
	}
	return performance.now() - t0;
}

const quantile = (xs: number[], q: number): number => {
	const sorted = [...xs].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const r1 = (x: number) => Math.round(x * 10) / 10;

const count = Number(arg('games', '24'));
const rounds = Number(arg('rounds', '3'));
/** Hashing every state costs more than apply: only when a record is written or checked. */
const recording = process.argv.includes('--record') || process.argv.includes('--check');
const seedBase = arg('seed', 'gwp');
// Warm the JIT on two games first (not timed, not recorded).
playGame(`${seedBase}:warm0`, 3, []);
playGame(`${seedBase}:warm1`, 4, []);
const times: number[] = [];
const games: GameRecord[] = [];
for (let i = 0; i < count; i++) games.push(playGame(`${seedBase}:${i}`, i % 2 ? 4 : 3, times));
const replays: number[] = [];
for (let round = 0; round < rounds; round++) for (const g of games) replays.push(replayMs(g));
const actions = games.reduce((sum, g) => sum + g.steps.length, 0);
console.log(
	`greatwall: ${games.length} games, ${actions} actions; apply µs median ${r1(quantile(times, 0.5))} p95 ${r1(quantile(times, 0.95))}; ` +
		`replay of a whole game ms median ${r1(quantile(replays, 0.5))} max ${r1(Math.max(...replays))}`
);

const recordTo = arg('record', '');
if (recordTo) fs.writeFileSync(recordTo, JSON.stringify(games));
const checkWith = arg('check', '');
if (checkWith) {
	const before = JSON.parse(fs.readFileSync(checkWith, 'utf8')) as GameRecord[];
	let sameHashes = true;
	let problems = 0;
	for (let g = 0; g < before.length; g++) {
		const a = before[g];
		const b = games[g];
		if (!b || a.steps.length !== b.steps.length) {
			console.log(`${a.seed}: ${a.steps.length} steps before, ${b?.steps.length} now`);
			problems++;
			continue;
		}
		for (let i = 0; i < a.steps.length; i++) {
			const x = a.steps[i];
			const y = b.steps[i];
			if (x.hash !== y.hash) sameHashes = false;
			if (x.seat !== y.seat || JSON.stringify(x.action) !== JSON.stringify(y.action) || JSON.stringify(x.log) !== JSON.stringify(y.log)) {
				console.log(`${a.seed} step ${i}: ${JSON.stringify(x)} before, ${JSON.stringify(y)} now`);
				problems++;
				break;
			}
		}
		if (JSON.stringify(a.result) !== JSON.stringify(b.result)) {
			console.log(`${a.seed}: result ${JSON.stringify(a.result)} before, ${JSON.stringify(b.result)} now`);
			problems++;
		}
	}
	console.log(`check against ${checkWith}: ${problems ? `${problems} games differ` : 'actions, logs and results the same'}; hashes ${sameHashes ? 'the same' : 'differ'}`);
	if (problems) process.exitCode = 1;
}

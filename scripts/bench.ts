/**
 * Performance figures for one game and the app bundle.
 *
 * `npm run bench` runs this file as one esbuild bundle with plain node (scripts/lib/bundled.mjs), not
 * through tsx: tsx keeps function names by wrapping every closure in `__name()`, which made the rules
 * ~15% slower than the code the app ships.
 *
 *   npm run bench [-- --game rivals --games 20 --seed bench --mode M --replays 7 --replay-mode M]
 *   npm run bench -- --module tests/fixtures/tiny-game.ts        (a fixture game; bundle figures still from the app)
 *   npm run bench -- --runtime-only [--playouts 100 --rounds 5]   (game figures only; writes no file)
 *   npm run bench -- --against <git ref> [--compare-rounds 3] [--game g] [--runtime-only]
 *       the same figures for this tree and for <ref> (built in a temporary folder), runs alternating
 *       ref, new, ref, new …; each figure with min/median/max per side and new/ref (scripts/lib/bench-against.ts)
 *   npm run bench -- --browser [--against <git ref>] [--moves 50 --cold-starts 5 --compare-rounds 3]
 *       online move round trip, offline cold start, first page (Playwright; scripts/bench-browser.ts)
 *
 * - apply µs (median): module.apply alone, over every action of the simulated matches
 * - playouts per second: complete bot-vs-bot matches through the public GameModule API only, what a
 *   Monte Carlo search bot does (setup → pending → legalActions → view → bot.choose → apply; no
 *   MatchRunner, no hashing, no parseAction). Playout i uses game seed `${seed}:${i}` and bot rng
 *   rngFromSeed(`${seed}:${i}:bot`), the same rule as the sim, so playout i is sim match i.
 *   --playouts matches (default 100, indices 0…n-1) are played once untimed (the JIT warms up over
 *   the first seconds, and a search bot runs playouts for much longer), then --rounds times (default
 *   5); the figure is the median round, by the wall clock (JSON: also per second of this process's
 *   CPU time, steadier on a busy machine). The first bot of the game plays both seats.
 * - matches per second: complete bot-vs-bot matches through MatchRunner (bots, hashing, all)
 * - replay ms (median of --replays): MatchRunner.open on the saved record of the longest finished match, up to its final state hash;
 *   the match is of --replay-mode when given, else of the game's own `bench.replayMode` (headless entry: Mage Knight
 *   replays a whole 4-player scenario), else of the benched mode
 * Every mode is played with the fewest seats it takes (its own seat range, e.g. Mage Knight's 2p/3p/4p/solo).
 * - KB gzipped of the first page's JS (entry + static imports, as listed by build/index.html and
 *   closed over the Vite manifest), of each game (everything reachable only through its lazy imports:
 *   UI package, headless rules, catalogue) and of what a match page loads for it (its UI package and
 *   all it imports). Builds first when the manifest is missing.
 * - long match: a synthetic 5,000-action match (tests/fixtures/marathon-game.ts): full states the
 *   runner holds, memory against the final state plus the log, replay, save time at 100 vs 5,000 actions
 * Writes bench-results/latest.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MatchRunner, rngFromSeed, seatRange, type AnyGameModule, type Bot, type MatchRecord, type Seat } from '$lib/engine';
import { loadGame, optionsForMode, simulateMatch } from './lib/simulate';
import { parseBenchArgs, type BenchArgs } from './lib/bench-args';
import { median } from './lib/bench-compare';
import { bundleFigures } from './lib/bundle-figures';

const ROOT = path.resolve(import.meta.dirname, '..');

const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

// ---------------------------------------------------------------- runtime

/**
 * One playout: a complete match through the GameModule API alone (what a search bot runs
 * thousands of times). Returns the number of actions, or -1 when it did not finish.
 */
function playout(module: AnyGameModule, bot: Bot, seats: Seat[], options: unknown, seed: string, index: number, maxActions: number): number {
	const setup = module.setup(seats, options, `${seed}:${index}`);
	if (!setup.ok) return -1;
	let state = setup.value.state;
	const rng = rngFromSeed(`${seed}:${index}:bot`);
	for (let n = 0; n < maxActions; n++) {
		if (module.result(state)) return n;
		const pending = module.pending(state);
		if (!pending.length) return -1;
		const seat = pending[0].seat;
		const legal = module.legalActions(state, seat);
		if (!legal.length) return -1;
		const applied = module.apply(state, seat, bot.choose(module.view(state, seat), legal, rng));
		if (!applied.ok) return -1;
		state = applied.value.state;
	}
	return module.result(state) ? maxActions : -1;
}

function playoutFigures(module: AnyGameModule, bot: Bot, seatCount: number, options: unknown, args: BenchArgs) {
	const seats: Seat[] = Array.from({ length: seatCount }, (_, s) => ({ name: `Bot ${s + 1}`, kind: 'bot' }));
	const rates: number[] = [];
	const cpuRates: number[] = [];
	let actions = 0;
	let unfinished = 0;
	for (let r = -1; r < args.rounds; r++) {
		actions = 0;
		unfinished = 0;
		const a = performance.now();
		const cpu = process.cpuUsage();
		for (let i = 0; i < args.playouts; i++) {
			const n = playout(module, bot, seats, options, args.seed, i, args.maxActions);
			if (n < 0) unfinished++;
			else actions += n;
		}
		const used = process.cpuUsage(cpu);
		if (r < 0) continue; // the warm-up round
		rates.push((args.playouts - unfinished) / ((performance.now() - a) / 1000));
		cpuRates.push((args.playouts - unfinished) / ((used.user + used.system) / 1e6));
	}
	if (unfinished) throw new Error(`${unfinished} of ${args.playouts} playouts did not finish`);
	return {
		playouts: args.playouts,
		rounds: args.rounds,
		playoutsPerSecond: round(median(rates), 1),
		playoutsPerCpuSecond: round(median(cpuRates), 1),
		playoutMeanActions: round(actions / args.playouts, 1)
	};
}

async function runtimeFigures(args: BenchArgs) {
	const game = await loadGame(args);
	const { module } = game;
	const mode = args.mode ?? module.modes[0].id;
	const options = await optionsForMode(module, mode);
	const seats = seatRange(module, mode).min;
	const playouts = playoutFigures(module, game.bots[0], seats, options, args);

	// Warm up the JIT a little so the first match does not dominate.
	simulateMatch(game, -1, { seed: args.seed, options, seats, maxActions: args.maxActions });

	const t0 = performance.now();
	const outcomes = [];
	for (let i = 0; i < args.games; i++) outcomes.push(simulateMatch(game, i, { seed: args.seed, options, seats, maxActions: args.maxActions }));
	const simMs = performance.now() - t0;
	const finished = outcomes.filter((o) => o.finished);

	// module.apply only: fold each record again, timing nothing but apply.
	const applyNs: number[] = [];
	for (const o of outcomes) {
		const setup = module.setup(o.record.seats, o.record.options, o.record.seed);
		if (!setup.ok) continue;
		let state = setup.value.state;
		for (const { seat, action } of o.record.log) {
			const parsed = module.parseAction(action);
			if (!parsed.ok) break;
			const a = process.hrtime.bigint();
			const r = module.apply(state, seat, parsed.value);
			const b = process.hrtime.bigint();
			if (!r.ok) break;
			applyNs.push(Number(b - a));
			state = r.value.state;
		}
	}

	// Replay a saved full match from its log (of another mode when the game asks for it: a longer scenario).
	const replayMode = args.replayMode ?? game.bench?.replayMode ?? mode;
	let replayPool = finished;
	if (replayMode !== mode) {
		const replayOptions = await optionsForMode(module, replayMode);
		const replaySeats = seatRange(module, replayMode).min;
		replayPool = [];
		for (let i = 0; i < Math.min(args.games, 3); i++) {
			const o = simulateMatch(game, i, { seed: `${args.seed}:replay`, options: replayOptions, seats: replaySeats, maxActions: args.maxActions });
			if (o.finished) replayPool.push(o);
		}
		if (!replayPool.length) throw new Error(`no bot match of mode ${replayMode} finished to replay`);
	}
	const longest = replayPool.slice().sort((a, b) => b.actions - a.actions)[0];
	const replayMs: number[] = [];
	let replayActions = 0;
	if (longest) {
		const saved = JSON.stringify(longest.record);
		replayActions = longest.actions;
		for (let i = 0; i < args.replays; i++) {
			const record = JSON.parse(saved) as MatchRecord;
			const a = performance.now();
			const r = MatchRunner.open(module, record);
			// The replay is done when the final state and its hash are known (what a reload needs).
			const finalHash = r.ok ? r.value.hash : '';
			const b = performance.now();
			if (!r.ok || !finalHash) throw new Error(`replay of a finished match failed: ${r.ok ? 'no hash' : r.reason.en}`);
			replayMs.push(b - a);
		}
	}

	return {
		game: module.id,
		mode,
		games: outcomes.length,
		finished: finished.length,
		meanActions: round(outcomes.reduce((s, o) => s + o.actions, 0) / outcomes.length, 1),
		applyMedianUs: round(median(applyNs) / 1000, 3),
		applyP95Us: round(applyNs.slice().sort((a, b) => a - b)[Math.floor(applyNs.length * 0.95)] / 1000, 3),
		applySamples: applyNs.length,
		matchesPerSecond: round(finished.length / (simMs / 1000), 1),
		...playouts,
		replayMedianMs: round(median(replayMs), 3),
		replayMode,
		replayActions
	};
}

// ---------------------------------------------------------------- long matches

/**
 * A synthetic 5,000-action match of the marathon fixture: memory the runner holds
 * (full states kept, JSON size vs the final state plus the log), replay time, and the
 * time of a save after one more action at 100 and at 5,000 actions (fake IndexedDB:
 * the figure is the work the store does, not the disk).
 */
async function longMatchFigures() {
	await import('fake-indexeddb/auto');
	const { marathonGame } = await import('../tests/fixtures/marathon-game');
	const { newMatchRecord } = await import('$lib/engine');
	const store = await import('$lib/store/matches');
	const LENGTH = 5000;
	const record = newMatchRecord(marathonGame, 'bench-marathon', [{ name: 'A', kind: 'bot' }], { length: LENGTH }, 'marathon', 0);
	const opened = MatchRunner.open(marathonGame, record);
	if (!opened.ok) throw new Error(opened.reason.en);
	const runner = opened.value;
	const saveMs: Record<number, number[]> = { 100: [], [LENGTH]: [] };
	for (let i = 0; i < LENGTH; i++) {
		const r = runner.apply(0, runner.legalActions(0)[0]);
		if (!r.ok) throw new Error(r.reason.en);
		const n = runner.length;
		// Save around the two lengths compared (several saves each, the first one writes the whole log).
		if ((n >= 90 && n <= 100) || n >= LENGTH - 10) {
			const a = performance.now();
			await store.saveMatch(runner.record);
			const ms = performance.now() - a;
			if (n > 90 && n <= 100) saveMs[100].push(ms);
			if (n > LENGTH - 10) saveMs[LENGTH].push(ms);
		}
	}
	const finalStateBytes = JSON.stringify(runner.state).length;
	const logBytes = JSON.stringify(runner.record.log).length;
	const a = performance.now();
	const replay = MatchRunner.open(marathonGame, JSON.parse(JSON.stringify(runner.record)));
	const replayMs = performance.now() - a;
	if (!replay.ok || replay.value.hash !== runner.hash) throw new Error('the marathon does not replay');
	const loaded = await store.loadMatch('bench-marathon');
	if (loaded?.log.length !== LENGTH) throw new Error('the marathon does not load back');
	return {
		actions: LENGTH,
		keptStates: runner.keptStates,
		heldBytesRatio: round((runner.keptStates * finalStateBytes + logBytes) / (finalStateBytes + logBytes), 2),
		replayMs: round(replayMs, 1),
		saveMsAt100: round(median(saveMs[100]), 3),
		saveMsAt5000: round(median(saveMs[LENGTH]), 3)
	};
}

// ---------------------------------------------------------------- main

async function main() {
	const parsed = parseBenchArgs(process.argv.slice(2));
	if (!parsed.ok) throw new Error(parsed.error);
	const args = parsed.value;
	if (args.browser) return (await import('./bench-browser')).benchBrowser(ROOT, args);
	if (args.against !== undefined) return (await import('./lib/bench-against')).benchAgainst(ROOT, args, args.against);
	const started = new Date().toISOString();
	let runtime: Awaited<ReturnType<typeof runtimeFigures>> | { error: string };
	try {
		runtime = await runtimeFigures(args);
	} catch (e) {
		runtime = { error: (e as Error).message };
	}
	if (args.runtimeOnly) {
		console.log(JSON.stringify(runtime));
		if ('error' in runtime) process.exitCode = 1;
		return;
	}
	let long: Awaited<ReturnType<typeof longMatchFigures>> | { error: string };
	try {
		long = await longMatchFigures();
	} catch (e) {
		long = { error: (e as Error).message };
	}
	const bundle = bundleFigures(ROOT, args.build);

	const rows: [string, string][] = [];
	if ('error' in runtime) rows.push(['game runtime', `ERROR: ${runtime.error}`]);
	else {
		rows.push([`game`, `${runtime.game} (mode ${runtime.mode})`]);
		rows.push(['matches simulated / finished', `${runtime.games} / ${runtime.finished} (mean ${runtime.meanActions} actions)`]);
		rows.push(['apply, median', `${runtime.applyMedianUs} µs (p95 ${runtime.applyP95Us} µs, ${runtime.applySamples} actions)`]);
		rows.push(['playouts per second (GameModule API only)', `${runtime.playoutsPerSecond} (median of ${runtime.rounds} rounds of ${runtime.playouts} matches after a warm-up round, mean ${runtime.playoutMeanActions} actions; ${runtime.playoutsPerCpuSecond} per CPU second)`]);
		rows.push(['complete bot matches per second (MatchRunner)', `${runtime.matchesPerSecond}`]);
		rows.push(['replay a saved full match, median', `${runtime.replayMedianMs} ms (mode ${runtime.replayMode}, ${runtime.replayActions} actions)`]);
	}
	if ('error' in long) rows.push(['long match', `ERROR: ${long.error}`]);
	else {
		rows.push(['long match (synthetic)', `${long.actions} actions: ${long.keptStates} full states held (states + log = ${long.heldBytesRatio}× final state + log), replay ${long.replayMs} ms`]);
		rows.push(['save after one action', `${long.saveMsAt100} ms at 100 actions, ${long.saveMsAt5000} ms at ${long.actions} (median)`]);
	}
	if ('error' in bundle) rows.push(['bundle', `ERROR: ${bundle.error}`]);
	else {
		rows.push(['first page JS, gzipped', `${bundle.firstPage.gzipKB} KB (${bundle.firstPage.rawKB} KB raw, ${bundle.firstPage.files} files)`]);
		for (const [id, c] of Object.entries(bundle.gameChunks))
			rows.push([`game chunk "${id}", gzipped`, `${c.gzipKB} KB (${c.rawKB} KB raw, ${c.files} files)`]);
		if (!Object.keys(bundle.gameChunks).length) rows.push(['game chunks', 'none found (no src/lib/games/*/package.ts in the manifest)']);
	}
	const w = Math.max(...rows.map((r) => r[0].length));
	console.log(rows.map(([k, v]) => `${k.padEnd(w)}  ${v}`).join('\n'));

	const out = { date: started, node: process.version, seed: args.seed, runtime, long, bundle };
	fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
	fs.writeFileSync(path.join(ROOT, 'bench-results', 'latest.json'), JSON.stringify(out, null, 2) + '\n');
	console.log('\nwritten: bench-results/latest.json');
	if ('error' in runtime || 'error' in bundle || 'error' in long) process.exitCode = 1;
}

main().catch((e) => {
	console.error(`bench: ${e instanceof Error ? e.message : e}`);
	process.exit(2);
});

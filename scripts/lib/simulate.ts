/**
 * Headless bot-vs-bot matches through the public kernel API (MatchRunner),
 * shared by scripts/sim.ts and scripts/bench.ts.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { botMove, MatchRunner, newMatchRecord, type AnyGameModule, type Bot, type MatchRecord, type Seat } from '$lib/engine';
import { headlessGameIds, loadHeadlessGame, type HeadlessGame } from '$lib/games/headless';
import { manifest } from '$lib/games/manifest';

export { headlessGameIds };

/** A game from the headless registry, or (for fixtures) a file exporting `headless` or `{ module, bots }`. */
export async function loadGame(opts: { game?: string; modulePath?: string }): Promise<HeadlessGame> {
	if (opts.modulePath) {
		const m = await import(pathToFileURL(path.resolve(opts.modulePath)).href);
		const h = m.headless ?? m.default ?? m;
		if (!h?.module || !Array.isArray(h.bots)) throw new Error(`${opts.modulePath} exports no { module, bots } (export const headless = …)`);
		return h;
	}
	const id = opts.game ?? headlessGameIds[0];
	if (!headlessGameIds.includes(id)) throw new Error(`Unknown game "${id}". Known: ${headlessGameIds.join(', ')}`);
	const g = await loadHeadlessGame(id);
	if (!g) throw new Error(`Game "${id}" failed to load`);
	return g;
}

/** Options that select a mode: the game's meta decides (fixture modules without meta: `{ ...defaultOptions(), mode }`). */
export async function optionsForMode(module: AnyGameModule, mode: string): Promise<unknown> {
	if (!module.modes.some((m) => m.id === mode))
		throw new Error(`Unknown mode "${mode}" for ${module.id}. Modes: ${module.modes.map((m) => m.id).join(', ')}`);
	const meta = manifest.find((e) => e.meta.id === module.id)?.meta;
	let options: unknown;
	if (meta) options = meta.optionsForMode(mode);
	else {
		const defaults = module.defaultOptions();
		options = defaults && typeof defaults === 'object' ? { ...(defaults as object), mode } : { mode };
	}
	const parsed = module.parseOptions(options);
	if (!parsed.ok) throw new Error(`Options for mode "${mode}" rejected: ${parsed.reason.en}`);
	return parsed.value;
}

export interface SimOutcome {
	index: number;
	finished: boolean;
	/** Why an unfinished match stopped. */
	stopped?: string;
	actions: number;
	winners: number[];
	ms: number;
	record: MatchRecord;
}

export interface SimOptions {
	seed: string;
	options: unknown;
	seats: number;
	maxActions: number;
	bot?: Bot;
}

/** Plays match number `index` to the end (or the action cap). Never throws for game errors. */
export function simulateMatch(game: HeadlessGame, index: number, o: SimOptions): SimOutcome {
	const { module } = game;
	const bot = o.bot ?? game.bots[0];
	const t0 = performance.now();
	const seats: Seat[] = Array.from({ length: o.seats }, (_, s) => ({ name: `Bot ${s + 1}`, kind: 'bot' }));
	const record = newMatchRecord(module, `sim-${o.seed}-${index}`, seats, o.options, `${o.seed}:${index}`, 0);
	const done = (finished: boolean, stopped?: string): SimOutcome => ({
		index,
		finished,
		stopped,
		actions: runner?.length ?? 0,
		winners: runner?.result()?.winners ?? [],
		ms: performance.now() - t0,
		record: runner?.record ?? record
	});
	let runner: MatchRunner | undefined;
	const opened = MatchRunner.open(module, record);
	if (!opened.ok) return done(false, `setup failed: ${opened.reason.en}`);
	runner = opened.value;
	const bots = [bot];
	const allBots = () => true;
	while (!runner.result()) {
		if (runner.length >= o.maxActions) return done(false, `hit the cap of ${o.maxActions} actions`);
		if (!runner.pending().length) return done(false, 'no result and nobody to move');
		// The one bot driver (engine/bot-driver.ts): first pending seat, seed rule `${seed}:bot:${seq}`.
		const move = botMove(runner, allBots, bots);
		if (!move) return done(false, 'no result and nobody to move');
		if ('failed' in move) return done(false, `seat ${move.seat}: ${move.failed.en}`);
		const applied = runner.apply(move.seat, move.action);
		if (!applied.ok) return done(false, `bot action rejected: ${applied.reason.en} (${JSON.stringify(move.action)})`);
	}
	return done(true);
}

export interface SimSummary {
	game: string;
	mode: string;
	games: number;
	finished: number;
	meanActions: number;
	winsBySeat: number[];
	meanMs: number;
	draws: number;
	unfinished: { index: number; actions: number; stopped: string }[];
	seed: string;
	seats: number;
}

export function summarize(game: string, mode: string, seed: string, seats: number, outcomes: SimOutcome[]): SimSummary {
	const winsBySeat = new Array(seats).fill(0);
	let draws = 0;
	for (const o of outcomes) {
		if (!o.finished) continue;
		if (o.winners.length === 0) draws++;
		for (const w of o.winners) winsBySeat[w]++;
	}
	const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
	return {
		game,
		mode,
		games: outcomes.length,
		finished: outcomes.filter((o) => o.finished).length,
		meanActions: Math.round(mean(outcomes.map((o) => o.actions)) * 10) / 10,
		winsBySeat,
		meanMs: Math.round(mean(outcomes.map((o) => o.ms)) * 100) / 100,
		draws,
		unfinished: outcomes.filter((o) => !o.finished).map((o) => ({ index: o.index, actions: o.actions, stopped: o.stopped ?? '' })),
		seed,
		seats
	};
}

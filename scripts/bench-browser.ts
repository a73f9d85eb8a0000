/**
 * `npm run bench -- --browser [--against <git ref>]`: the figures players feel, in Chromium
 * (tests/bench/browser.bench.ts, Playwright with /usr/bin/chromium):
 *  - online move round trip on loopback, host → guest and guest → host (scripts/lib/round-trips.ts
 *    defines it: the mover's click to the other device showing the new match length), median and p95;
 *  - offline cold start: a service-worker-controlled reload with the network off to the first
 *    enabled control, and to the new-match form's start button (median of --cold-starts per round);
 *  - first page JS, gzipped (from the build, as the headless bench reads it);
 *  - where the time of a move goes: one more match of this tree with the move trace on
 *    (src/lib/net/trace.ts), each stage's median per device, and the wire between them.
 * Each tree's build is served by this tree's scripts/serve.mjs (with its PeerServer) on a private
 * port, 4340 for this tree and 4341 for the reference; rounds (--compare-rounds) alternate ref, new.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import type { BenchArgs } from './lib/bench-args';
import { comparisonTable, FigureSamples, median, percentile } from './lib/bench-compare';
import { buildIsStale, referenceTree } from './lib/bench-against';
import { bundleFigures, ensureBuild } from './lib/bundle-figures';
import { roundTrips, type PageProbe } from './lib/round-trips';
import { traceTable } from './lib/trace-table';
import type { MoveTrace } from '$lib/net/trace';

const PORTS = { now: 4340, ref: 4341 } as const;

async function serve(root: string, dir: string, port: number): Promise<ChildProcess> {
	const child = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), '--port', String(port), '--host', '127.0.0.1', '--dir', dir], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
	const url = `http://127.0.0.1:${port}/`;
	for (let i = 0; i < 150; i++) {
		if (child.exitCode !== null) throw new Error(`the server for ${dir} on port ${port} stopped (exit ${child.exitCode})`);
		if (await fetch(url).then((r) => r.ok, () => false)) return child;
		await new Promise((r) => setTimeout(r, 200));
	}
	child.kill();
	throw new Error(`the server for ${dir} on port ${port} did not answer`);
}

interface OnlineLine {
	kind: 'online' | 'traced';
	side: 'ref' | 'now';
	round: number;
	start: number;
	end: number;
	host: PageProbe;
	guest: PageProbe;
	traces: [MoveTrace[], MoveTrace[]] | null;
	errors: string[];
}
interface ColdLine {
	kind: 'cold';
	side: 'ref' | 'now';
	round: number;
	samples: { firstControl: number; formReady: number; controlled: boolean }[];
}

export async function benchBrowser(ROOT: string, args: BenchArgs): Promise<void> {
	const reference = args.against !== undefined ? referenceTree(ROOT, args.against) : null;
	const stale = args.build || buildIsStale(ROOT);
	if (stale) console.error('(building this tree: vite build)');
	const built = ensureBuild(ROOT, stale) ?? (reference ? ensureBuild(reference.dir, false) : null);
	if (built) throw new Error(built);

	const servers: ChildProcess[] = [];
	const out = path.join(ROOT, 'test-results', 'bench-browser.jsonl');
	fs.mkdirSync(path.dirname(out), { recursive: true });
	fs.rmSync(out, { force: true });
	try {
		const targets: { side: 'ref' | 'now'; url: string }[] = [];
		if (reference) {
			servers.push(await serve(ROOT, path.join(reference.dir, 'build'), PORTS.ref));
			targets.push({ side: 'ref', url: `http://127.0.0.1:${PORTS.ref}` });
		}
		servers.push(await serve(ROOT, path.join(ROOT, 'build'), PORTS.now));
		targets.push({ side: 'now', url: `http://127.0.0.1:${PORTS.now}` });
		const env = { ...process.env, BENCH_TARGETS: JSON.stringify(targets), BENCH_ROUNDS: String(args.compareRounds), BENCH_MOVES: String(args.moves), BENCH_COLD: String(args.coldStarts), BENCH_OUT: out };
		const r = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'playwright'), ['test', '-c', 'tests/bench/playwright.bench.config.ts'], { cwd: ROOT, env, stdio: 'inherit' });
		if (r.status !== 0) console.error(`(some browser runs failed: exit ${r.status}; their figures are missing below)`);
	} finally {
		for (const s of servers) s.kill();
	}

	const lines = fs.existsSync(out) ? fs.readFileSync(out, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as OnlineLine | ColdLine) : [];
	const samples = new FigureSamples();
	let traced: OnlineLine | undefined;
	const errors = new Set<string>();
	for (const l of lines) {
		if (l.kind === 'cold') {
			samples.add(l.side, 'offline cold start → first control, median', 'ms', median(l.samples.map((s) => s.firstControl)));
			samples.add(l.side, 'offline cold start → new-match form ready, median', 'ms', median(l.samples.map((s) => s.formReady)));
			if (l.samples.some((s) => !s.controlled)) errors.add(`${l.side}: a cold start was not controlled by the service worker`);
			continue;
		}
		l.errors.forEach((e) => errors.add(`${l.side}: ${e}`));
		if (l.kind === 'traced') {
			traced = l;
			continue;
		}
		const trips = roundTrips(l.host, l.guest, l.start, l.end);
		const other = (by: 'host' | 'guest') => trips.filter((t) => t.by === by).map((t) => t.other);
		const all = trips.map((t) => t.other);
		samples.add(l.side, `online moves measured (of ${args.moves} asked)`, '', trips.length);
		samples.add(l.side, 'round trip, all moves, median', 'ms', median(all));
		samples.add(l.side, 'round trip, all moves, p95', 'ms', percentile(all, 95));
		samples.add(l.side, 'round trip host → guest, median', 'ms', median(other('host')));
		samples.add(l.side, 'round trip host → guest, p95', 'ms', percentile(other('host'), 95));
		samples.add(l.side, 'round trip guest → host, median', 'ms', median(other('guest')));
		samples.add(l.side, 'round trip guest → host, p95', 'ms', percentile(other('guest'), 95));
	}
	for (const [side, root] of [['ref', reference?.dir], ['now', ROOT]] as const) {
		if (!root) continue;
		const b = bundleFigures(root, false);
		// Sizes are the same every round: one sample per round keeps the table's columns alike.
		if (!('error' in b)) for (let i = 0; i < args.compareRounds; i++) samples.add(side, 'first page JS, gzipped', 'KB', b.firstPage.gzipKB);
	}

	console.log('\nRound trip: from the mover\'s last click before the move (its page, Date.now) to the other device\'s match element showing the new length (data-length, MutationObserver); host → guest = the host moved. Both pages of one Chromium on loopback, through the PeerServer of scripts/serve.mjs; Rivals introductory game, each device its own seat.');
	console.log('Cold start: the home page controlled by the service worker, network off, reloaded; in the page, ms from the navigation start to the first enabled control and to the start button of the new-match form.\n');
	const labels = { ref: args.against ? `${args.against} (${reference!.commit.slice(0, 8)})` : 'no reference', now: 'this tree' };
	console.log(comparisonTable(samples.list(), labels));
	if (traced?.traces) {
		console.log('\nWhere the time of a move goes (this tree, one traced match; ms, medians; stages in src/lib/net/trace.ts; wire = a span\'s send to the other device\'s span start):');
		console.log(traceTable(traced.traces[0], traced.traces[1]));
		const trips = roundTrips(traced.host, traced.guest, traced.start, traced.end);
		console.log(`(traced match round trips: host → guest ${median(trips.filter((t) => t.by === 'host').map((t) => t.other))} ms, guest → host ${median(trips.filter((t) => t.by === 'guest').map((t) => t.other))} ms, medians)`);
	}
	if (errors.size) console.log(`\nproblems:\n${[...errors].map((e) => `  ${e}`).join('\n')}`);
	fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
	fs.writeFileSync(path.join(ROOT, 'bench-results', 'browser.json'), JSON.stringify({ date: new Date().toISOString(), against: args.against ?? null, figures: samples.list(), traced: traced?.traces ?? null }, null, 2) + '\n');
	console.log('\nwritten: bench-results/browser.json (raw runs: test-results/bench-browser.jsonl)');
}

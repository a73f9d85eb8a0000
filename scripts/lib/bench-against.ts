/**
 * `npm run bench -- --against <git ref>`: the bench's figures for this tree and for a reference
 * commit in one run, so that a speed change is judged against the same machine at the same time
 * (this shared machine's speed drifts by 2× between days: issue 28).
 *
 * The reference is `git archive`d into a temporary folder (the current tree and its git state are
 * not touched), node_modules is linked, and it is built there with its own Vite (kept for the next
 * run of the same commit). Each round runs, for every game, the reference's own bench then this
 * tree's (`--runtime-only`, one JSON line each: each tree is measured by its own harness), and reads
 * both builds' bundle sizes; rounds repeat (--compare-rounds, default 3) so that the runs alternate
 * ref, new, ref, new …. Each figure prints min/median/max over the rounds per side and the ratio of
 * the medians, new/reference; what one side lacks (a game the reference does not have) prints "—".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { headlessGameIds } from './simulate';
import { runtimeArgv, type BenchArgs } from './bench-args';
import { comparisonTable, FigureSamples } from './bench-compare';
import { bundleFigures, ensureBuild, pathsOf } from './bundle-figures';

const DONE = '.bench-reference-ready';

function git(root: string, args: string[]): string {
	const r = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
	if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr.trim()}`);
	return r.stdout.trim();
}

/** The reference commit's tree in a temporary folder with this tree's node_modules linked. */
export function referenceTree(root: string, ref: string): { dir: string; commit: string } {
	const commit = git(root, ['rev-parse', '--verify', `${ref}^{commit}`]);
	const dir = path.join(os.tmpdir(), `deskovky-bench-${commit.slice(0, 12)}`);
	if (fs.existsSync(path.join(dir, DONE))) return { dir, commit };
	fs.rmSync(dir, { recursive: true, force: true });
	fs.mkdirSync(dir, { recursive: true });
	// `commit` is 40 hex digits from rev-parse and `dir` is ours: nothing to quote.
	const r = spawnSync('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C '${dir}'`], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
	if (r.status !== 0) throw new Error(`could not extract ${ref} into ${dir}`);
	fs.symlinkSync(fs.realpathSync(path.join(root, 'node_modules')), path.join(dir, 'node_modules'));
	const sync = path.join(dir, 'scripts', 'lib', 'kit-sync.mjs');
	if (fs.existsSync(sync)) spawnSync(process.execPath, [sync], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
	fs.writeFileSync(path.join(dir, DONE), `${commit}\n`);
	return { dir, commit };
}

/** The newest modification time of any file under `dir` (to tell whether a build is older than its sources). */
function newestMtime(dir: string): number {
	let newest = 0;
	for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
		if (e.isFile()) newest = Math.max(newest, fs.statSync(path.join(e.parentPath, e.name)).mtimeMs);
	}
	return newest;
}

/** This tree's build is stale when a source file changed after it (a comparison with an old build would mislead). */
export function buildIsStale(root: string): boolean {
	const { MANIFEST } = pathsOf(root);
	if (!fs.existsSync(MANIFEST)) return true;
	return newestMtime(path.join(root, 'src')) > fs.statSync(MANIFEST).mtimeMs;
}

type Runtime = Record<string, unknown> & { error?: string };

/** One headless run of one game by a tree's own bench (`--runtime-only` prints one JSON line). */
function runtimeRun(root: string, argv: string[]): Runtime {
	const bundled = path.join(root, 'scripts', 'lib', 'bundled.mjs');
	const bench = path.join(root, 'scripts', 'bench.ts');
	if (!fs.existsSync(bundled) || !fs.existsSync(bench)) return { error: 'this tree has no scripts/bench.ts run through scripts/lib/bundled.mjs' };
	const r = spawnSync(process.execPath, [bundled, bench, ...argv], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
	const last = r.stdout.trim().split('\n').pop() ?? '';
	try {
		return JSON.parse(last) as Runtime;
	} catch {
		return { error: (r.stderr.trim().split('\n').pop() ?? '') || `exit ${r.status}` };
	}
}

const num = (x: unknown): number | undefined => (typeof x === 'number' ? x : undefined);

/** The runtime figures compared, from a bench's `--runtime-only` JSON. */
export const RUNTIME_FIGURES: readonly { key: string; name: string; unit: string }[] = [
	{ key: 'applyMedianUs', name: 'apply, median', unit: 'µs' },
	{ key: 'applyP95Us', name: 'apply, p95', unit: 'µs' },
	{ key: 'replayMedianMs', name: 'replay a whole match', unit: 'ms' },
	{ key: 'playoutsPerCpuSecond', name: 'playouts per CPU-second', unit: '/s' },
	{ key: 'matchesPerSecond', name: 'bot matches (MatchRunner) per second', unit: '/s' }
];

/** Compares this tree (`ROOT`, the repository the bench runs from) with `ref`. */
export async function benchAgainst(ROOT: string, args: BenchArgs, ref: string): Promise<void> {
	const reference = referenceTree(ROOT, ref);
	console.error(`reference ${ref} = ${reference.commit.slice(0, 12)} in ${reference.dir}`);
	const games = args.game ? [args.game] : headlessGameIds;
	if (!args.runtimeOnly) {
		const stale = args.build || buildIsStale(ROOT);
		console.error(stale ? '(building this tree: vite build)' : '(this tree\'s build is newer than its sources: kept)');
		for (const [root, force] of [[reference.dir, false], [ROOT, stale]] as const) {
			const err = ensureBuild(root, force);
			if (err) throw new Error(`${root}: ${err}`);
		}
	}
	const samples = new FigureSamples();
	const problems = new Set<string>();
	const sides = [['ref', reference.dir], ['now', ROOT]] as const;
	for (let round = 0; round < args.compareRounds; round++) {
		for (const game of games) {
			for (const [side, root] of sides) {
				console.error(`round ${round + 1}/${args.compareRounds}: ${game}, ${side === 'ref' ? ref : 'this tree'}`);
				const r = runtimeRun(root, runtimeArgv(args, game));
				if (r.error) problems.add(`${side === 'ref' ? ref : 'this tree'}, ${game}: ${r.error}`);
				for (const f of RUNTIME_FIGURES) samples.add(side, `${game}: ${f.name}`, f.unit, r.error ? undefined : num(r[f.key]));
			}
		}
		if (args.runtimeOnly) continue;
		// Sizes do not vary between runs; read every round all the same, so every figure has its rounds.
		const sized = sides.map(([side, root]) => [side, bundleFigures(root, false)] as const);
		const ids = new Set(sized.flatMap(([, b]) => ('error' in b ? [] : Object.keys(b.gameChunks))));
		for (const [side, b] of sized) {
			if ('error' in b) {
				problems.add(`${side}: ${b.error}`);
				continue;
			}
			samples.add(side, 'first page JS, gzipped', 'KB', b.firstPage.gzipKB);
			for (const id of [...ids].sort()) samples.add(side, `game chunk "${id}", gzipped`, 'KB', b.gameChunks[id]?.gzipKB);
		}
	}
	const figures = samples.list();
	console.log(`${args.compareRounds} alternating rounds (${ref} then this tree, each round); medians compared as new/ref (below 1× = smaller/faster for sizes and times, larger = better for per-second rates)\n`);
	console.log(comparisonTable(figures, { ref: `${ref} (${reference.commit.slice(0, 8)})`, now: 'this tree' }));
	if (problems.size) console.log(`\n"—": not measured on that side:\n${[...problems].map((p) => `  ${p}`).join('\n')}`);
	const out = { date: new Date().toISOString(), node: process.version, against: ref, commit: reference.commit, rounds: args.compareRounds, figures, problems: [...problems] };
	fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
	fs.writeFileSync(path.join(ROOT, 'bench-results', 'against.json'), JSON.stringify(out, null, 2) + '\n');
	console.log('\nwritten: bench-results/against.json');
}

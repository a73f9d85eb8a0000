/**
 * The architecture's nevers and "no import cycles" (README "Architecture"), checked with
 * dependency-cruiser and the rules in .dependency-cruiser.cjs: over the real `src/`, and over a
 * small planted tree in which every rule must fire (so a rule that is switched off goes red).
 *
 * dependency-cruiser reads a Svelte component after the compiler has dropped its type-only
 * imports, so a board's `import type { … } from '$lib/games/registry'` is invisible to it. The
 * imports of every component are therefore also read from its text and added to the graph: the
 * cycles are found over the union, and the nevers are applied to the added edges.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const BIN = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');

interface Violation {
	rule: { name: string };
	from: string;
	to: string;
	cycle?: { name: string }[];
}
interface CruiseReport {
	summary: { violations: Violation[] };
	modules: { source: string; dependencies: { resolved: string }[] }[];
}
type PathRule = string | string[] | undefined;
interface Rule {
	name: string;
	from: { path?: PathRule; pathNot?: PathRule };
	to: { path?: PathRule; pathNot?: PathRule; circular?: boolean };
}

/** Runs the checker in `cwd` over its `src/` with the project's rules. */
function cruise(cwd: string): CruiseReport {
	let out: string;
	try {
		out = execFileSync(process.execPath, [BIN, 'src', '--config', CONFIG, '--output-type', 'json'], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
	} catch (e) {
		// A run with violations exits non-zero and still prints its JSON report.
		out = (e as { stdout?: string }).stdout ?? '';
		if (!out) throw e;
	}
	return JSON.parse(out) as CruiseReport;
}

const describeViolation = (v: Violation) =>
	`${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (cycle: ${v.cycle.map((c) => c.name).join(' → ')})` : ''}`;

function filesUnder(dir: string): string[] {
	if (!fs.existsSync(dir)) return [];
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** Every import of every Svelte component under `cwd/src`, read from its text: [from, to] relative to `cwd`. */
function svelteImports(cwd: string): [string, string][] {
	const edges: [string, string][] = [];
	for (const file of filesUnder(path.join(cwd, 'src')).filter((f) => f.endsWith('.svelte'))) {
		const text = fs.readFileSync(file, 'utf8');
		for (const m of text.matchAll(/\bimport\s+(?:type\s+)?[^'";]*?from\s+['"]([^'"]+)['"]/g)) {
			const spec = m[1];
			const base = spec.startsWith('$lib/') ? path.join(cwd, 'src/lib', spec.slice(5)) : spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : null;
			if (!base) continue; // a package
			const target = ['', '.ts', '.js', '.svelte', '/index.ts'].map((x) => base + x).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
			if (target) edges.push([path.relative(cwd, file), path.relative(cwd, target)]);
		}
	}
	return edges;
}

/** The import cycles (strongly connected components of more than one module) of a graph. */
function cycles(graph: Map<string, Set<string>>): string[][] {
	let next = 0;
	const index = new Map<string, number>();
	const low = new Map<string, number>();
	const stack: string[] = [];
	const onStack = new Set<string>();
	const found: string[][] = [];
	const visit = (v: string) => {
		index.set(v, next);
		low.set(v, next++);
		stack.push(v);
		onStack.add(v);
		for (const w of graph.get(v) ?? []) {
			if (!index.has(w)) {
				visit(w);
				low.set(v, Math.min(low.get(v)!, low.get(w)!));
			} else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
		}
		if (low.get(v) === index.get(v)) {
			const scc: string[] = [];
			let w: string;
			do {
				w = stack.pop()!;
				onStack.delete(w);
				scc.push(w);
			} while (w !== v);
			if (scc.length > 1) found.push(scc.sort());
		}
	};
	for (const v of graph.keys()) if (!index.has(v)) visit(v);
	return found;
}

const regexes = (p: PathRule) => (p === undefined ? [] : Array.isArray(p) ? p : [p]);

/** Whether a never of the config forbids the edge `from → to` (its `$1` is the from-path's first group). */
function breaks(rule: Rule, from: string, to: string): boolean {
	const fromPaths = regexes(rule.from.path);
	const match = fromPaths.length ? fromPaths.map((r) => new RegExp(r).exec(from)).find(Boolean) : [from];
	if (!match || regexes(rule.from.pathNot).some((r) => new RegExp(r).test(from))) return false;
	const group = (r: string) => new RegExp(r.replace(/\$1/g, match[1] ?? ''));
	return regexes(rule.to.path).some((r) => group(r).test(to)) && !regexes(rule.to.pathNot).some((r) => group(r).test(to));
}

/** Every breach in `cwd`: dependency-cruiser's, then those the Svelte components' own imports add. */
function check(cwd: string): string[] {
	const report = cruise(cwd);
	const out = report.summary.violations.map(describeViolation);
	const graph = new Map<string, Set<string>>();
	const edge = (a: string, b: string) => (graph.get(a) ?? graph.set(a, new Set()).get(a)!).add(b);
	for (const m of report.modules) for (const d of m.dependencies) if (m.source.startsWith('src/') && d.resolved.startsWith('src/')) edge(m.source, d.resolved);
	const rules = (createRequire(import.meta.url)(CONFIG) as { forbidden: Rule[] }).forbidden.filter((r) => !r.to.circular);
	for (const [from, to] of svelteImports(cwd)) {
		if (graph.get(from)?.has(to)) continue;
		edge(from, to);
		for (const rule of rules) if (breaks(rule, from, to)) out.push(`${rule.name}: ${from} → ${to} (an import dependency-cruiser does not see)`);
	}
	for (const scc of cycles(graph)) out.push(`cycle over the Svelte components' imports: ${scc.join(', ')}`);
	return [...new Set(out)];
}

describe('architecture', () => {
	it('src/ has no import cycle and breaks no never', () => {
		expect(check(ROOT)).toEqual([]);
	}, 120_000);

	it('every rule fires on a planted breach, also through a Svelte type import', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deskovky-arch-'));
		const put = (file: string, text: string) => {
			fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
			fs.writeFileSync(path.join(dir, file), text);
		};
		put('tsconfig.json', '{ "compilerOptions": { "module": "esnext", "moduleResolution": "bundler" } }');
		put('scripts/lib/depcruise-aliases.cjs', fs.readFileSync(path.join(ROOT, 'scripts/lib/depcruise-aliases.cjs'), 'utf8'));
		put('src/lib/engine/kernel.ts', "import { b } from '../games/alpha/rules';\nexport const k = b;\n");
		put('src/lib/games/alpha/rules.ts', "import { c } from '../beta/rules';\nimport { n } from '../../net/session';\nexport const b = c + n;\n");
		put('src/lib/games/beta/rules.ts', "import { d } from './moves';\nexport const c = 1 + d;\n");
		put('src/lib/games/beta/moves.ts', "import { c } from './rules';\nexport const d = () => c;\n");
		put('src/lib/net/session.ts', 'export const n = 1;\n');
		put('src/lib/ui/Kit.ts', "import { n } from '../net/session';\nimport { m } from '../games/manifest';\nexport const u = n + m;\n");
		put('src/lib/games/manifest.ts', "export const m = 1;\nexport const board = () => import('./gamma/Board.svelte');\n");
		put('src/lib/games/gamma/Board.svelte', "<script lang=\"ts\">\n\timport type { m } from '$lib/games/manifest';\n\tlet x: typeof m = 1;\n</script>\n<p>{x}</p>\n");
		put('src/routes/page.ts', "import { b } from '../lib/games/alpha/rules';\nexport const p = b;\n");
		try {
			const found = check(dir);
			const fired = new Set(found.map((v) => v.split(':')[0]));
			for (const rule of ['engine-knows-no-game', 'game-knows-no-app', 'game-stays-in-its-folder', 'kit-knows-no-net-or-registry', 'no-circular', 'shared-code-through-the-manifest'])
				expect(fired, rule).toContain(rule);
			expect(found).toContain('game-knows-no-app: src/lib/games/gamma/Board.svelte → src/lib/games/manifest.ts (an import dependency-cruiser does not see)');
			expect(found).toContain("cycle over the Svelte components' imports: src/lib/games/gamma/Board.svelte, src/lib/games/manifest.ts");
		} finally {
			fs.rmSync(dir, { recursive: true, force: true });
		}
	}, 120_000);
});

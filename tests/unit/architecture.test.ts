/**
 * The architecture's nevers and "no import cycles" (README "Architecture"), checked with
 * dependency-cruiser and the rules in .dependency-cruiser.cjs: over the real `src/`, and over a
 * small planted tree in which every rule must fire (so a rule that is switched off goes red).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const BIN = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

interface Violation {
	rule: { name: string };
	from: string;
	to: string;
	cycle?: { name: string }[];
}

/** Runs the checker in `cwd` over its `src/` with the project's rules; returns the violations. */
function cruise(cwd: string): Violation[] {
	let out: string;
	try {
		out = execFileSync(process.execPath, [BIN, 'src', '--config', path.join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'json'], {
			cwd,
			encoding: 'utf8',
			maxBuffer: 64 * 1024 * 1024
		});
	} catch (e) {
		// A run with violations exits non-zero and still prints its JSON report.
		out = (e as { stdout?: string }).stdout ?? '';
		if (!out) throw e;
	}
	return (JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations;
}

const describeViolation = (v: Violation) =>
	`${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (cycle: ${v.cycle.map((c) => c.name).join(' → ')})` : ''}`;

describe('architecture', () => {
	it('src/ has no import cycle and breaks no never', () => {
		expect(cruise(ROOT).map(describeViolation)).toEqual([]);
	}, 120_000);

	it('every rule fires on a planted breach', () => {
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
		put('src/lib/games/manifest.ts', 'export const m = 1;\n');
		put('src/routes/page.ts', "import { b } from '../lib/games/alpha/rules';\nexport const p = b;\n");
		try {
			const fired = new Set(cruise(dir).map((v) => v.rule.name));
			expect([...fired].sort()).toEqual(
				['engine-knows-no-game', 'game-knows-no-app', 'game-stays-in-its-folder', 'kit-knows-no-net-or-registry', 'no-circular', 'shared-code-through-the-manifest'].sort()
			);
		} finally {
			fs.rmSync(dir, { recursive: true, force: true });
		}
	}, 120_000);
});

/**
 * Mage Knight's folder is layered (issue 24, DESIGN.md "Layers"): data → state → facts → rules →
 * moves → assembly. A module imports only its own layer or lower ones, so no import cycle can
 * come back (dependency-cruiser checks the cycles themselves; this test checks the direction).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../src/lib/games/mageknight');

const LAYERS: [name: string, files: string[]][] = [
	['data', ['hex.ts', 'text.ts', 'meta.ts', 'sites/tokens.ts', 'combat/enemy-data.ts']],
	['state', ['pieces.ts', 'combat/types.ts', 'sites/types.ts', 'pvp-types.ts', 'tasks.ts', 'types.ts', 'special-rule.ts']],
	['facts', ['version.ts', 'players.ts', 'mana.ts', 'map.ts', 'reach.ts', 'combat/rules.ts', 'card-modes.ts', 'skill-hooks.ts', 'pvp-state.ts', 'retreat.ts', 'scoring.ts', 'sites/common.ts']],
	[
		'rules',
		[
			'effects.ts',
			'specials.ts',
			'specials-core.ts',
			'specials-spells.ts',
			'specials-artifacts.ts',
			'specials-skills.ts',
			'specials-shared.ts',
			'specials-competitive.ts',
			'banners.ts',
			'pvp-specials.ts',
			'pvp-entry.ts',
			'pvp-hooks.ts',
			'cards.ts',
			'combat/phases.ts',
			'combat/specials.ts',
			'combat/specials-adapter.ts',
			'sites/outcome.ts',
			'plunder.ts',
			'round.ts',
			'other-turn.ts',
			'turnstart.ts',
			'tactics-use.ts',
			'rewards.ts',
			'setup.ts'
		]
	],
	[
		'moves',
		[
			'turn.ts',
			'movement.ts',
			'picks.ts',
			'special-picks.ts',
			'skill-tasks.ts',
			'tactics.ts',
			'endturn.ts',
			'combat/actions.ts',
			'combat/damage.ts',
			'combat/index.ts',
			'sites/index.ts',
			'sites/interact.ts',
			'sites/adventure.ts',
			'sites/external.ts',
			'pvp.ts',
			'prompts.ts',
			'view.ts'
		]
	],
	['assembly', ['rules.ts', 'bots.ts', 'bot-heuristic.ts', 'package.ts', 'headless.ts']]
];

/** The layer index of a module (data/* is data); undefined for a module the map does not name. */
function layerOf(file: string): number | undefined {
	if (file.startsWith('data/')) return 0;
	const i = LAYERS.findIndex(([, files]) => files.includes(file));
	return i < 0 ? undefined : i;
}

/** Every rule module of the folder (the board under ui/ stands above all of them). */
function modules(dir = ''): string[] {
	return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
		const rel = dir ? `${dir}/${e.name}` : e.name;
		if (e.isDirectory()) return rel === 'ui' ? [] : modules(rel);
		return e.name.endsWith('.ts') ? [rel] : [];
	});
}

const IMPORT = /(?:from\s+|import\s*\(\s*)'(\.[^']*)'/g;

/** The folder's modules `file` imports (static, type-only and `import('…')` types alike). */
function importsOf(file: string): string[] {
	const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
	return [...text.matchAll(IMPORT)].map((m) => {
		const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]));
		const candidates = [`${target}.ts`, `${target}/index.ts`, target];
		return candidates.find((c) => fs.existsSync(path.join(ROOT, c))) ?? target;
	});
}

describe('Mage Knight layers', () => {
	const all = modules();

	it('every rule module has a layer', () => {
		expect(all.filter((f) => layerOf(f) === undefined)).toEqual([]);
	});

	it('imports go only to the same layer or lower ones', () => {
		const upward = all.flatMap((f) =>
			importsOf(f)
				.filter((to) => (layerOf(to) ?? -1) > layerOf(f)!)
				.map((to) => `${f} (${LAYERS[layerOf(f)!][0]}) → ${to} (${LAYERS[layerOf(to)!][0]})`)
		);
		expect(upward).toEqual([]);
	});
});

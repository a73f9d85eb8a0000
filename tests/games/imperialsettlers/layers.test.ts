/**
 * The layers of src/lib/games/imperialsettlers/ (DESIGN.md "Layers"): data → state → facts →
 * rules → moves → assembly, the UI on top and package.ts (the rules with the board) last. A module imports only its own layer or lower ones
 * (dependency-cruiser forbids the cycles); the core never imports a variant (solo.ts, expansion.ts):
 * only the assembly composes them (variants.ts). A new module names its layer here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = path.resolve(__dirname, '../../../src/lib/games/imperialsettlers');

const LAYERS = ['data', 'state', 'facts', 'rules', 'moves', 'assembly', 'ui', 'package'] as const;
type Layer = (typeof LAYERS)[number];

const LAYER_OF: Record<string, Layer> = {
	'types.ts': 'state',
	'variant.ts': 'state',
	'version.ts': 'state',
	'meta.ts': 'state',
	'text.ts': 'state',
	'content.ts': 'facts',
	'goods.ts': 'facts',
	'empire.ts': 'facts',
	'fortress.ts': 'facts',
	'purposes.ts': 'facts',
	'scoring.ts': 'facts',
	'prompts.ts': 'facts',
	'view.ts': 'facts',
	'piles.ts': 'rules',
	'takeout.ts': 'rules',
	'effects.ts': 'rules',
	'turn.ts': 'moves',
	'picks.ts': 'moves',
	'round.ts': 'moves',
	'setup.ts': 'moves',
	'virtual.ts': 'facts',
	'solo.ts': 'moves',
	'expansion.ts': 'moves',
	'variants.ts': 'assembly',
	'rules.ts': 'assembly',
	'bots.ts': 'assembly',
	'bot-heuristic.ts': 'assembly',
	'headless.ts': 'assembly',
	'package.ts': 'package'
};

/** The variants' modules: only the assembly (and the UI) may import them. */
const VARIANTS = new Set(['solo.ts', 'expansion.ts']);
const COMPOSERS = new Set(['variants.ts', 'rules.ts']);

function layerOf(rel: string): Layer | undefined {
	if (rel.startsWith('data/')) return 'data';
	if (rel.startsWith('ui/')) return 'ui';
	return LAYER_OF[rel];
}

function modules(dir = DIR, prefix = ''): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
		if (e.isDirectory()) return modules(path.join(dir, e.name), `${prefix}${e.name}/`);
		return /\.(ts|svelte)$/.test(e.name) ? [`${prefix}${e.name}`] : [];
	});
}

/** The folder's own modules a file imports (relative imports inside the game folder). */
function importsOf(rel: string): string[] {
	const text = fs.readFileSync(path.join(DIR, rel), 'utf8');
	const out: string[] = [];
	for (const m of text.matchAll(/(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/g)) {
		const target = path.relative(DIR, path.resolve(path.dirname(path.join(DIR, rel)), m[1]));
		if (target.startsWith('..')) continue;
		const file = fs.existsSync(path.join(DIR, target, 'index.ts')) ? `${target}/index.ts` : /\.(ts|svelte)$/.test(target) ? target : `${target}.ts`;
		out.push(file.split(path.sep).join('/'));
	}
	return out;
}

describe('Imperial Settlers: the folder is layered', () => {
	const files = modules();

	it('every module has a layer', () => {
		expect(files.filter((f) => !layerOf(f))).toEqual([]);
	});

	it('a module imports only its own layer or lower ones', () => {
		const breaches = files.flatMap((f) =>
			importsOf(f)
				.filter((to) => LAYERS.indexOf(layerOf(to)!) > LAYERS.indexOf(layerOf(f)!))
				.map((to) => `${f} (${layerOf(f)}) → ${to} (${layerOf(to)})`)
		);
		expect(breaches).toEqual([]);
	});

	it('the core never imports a variant: only the assembly composes them', () => {
		const breaches = files.flatMap((f) =>
			VARIANTS.has(f) || COMPOSERS.has(f) || layerOf(f) === 'ui' ? [] : importsOf(f).filter((to) => VARIANTS.has(to)).map((to) => `${f} → ${to}`)
		);
		expect(breaches).toEqual([]);
	});

	it('the variants do not import each other', () => {
		const breaches = [...VARIANTS].flatMap((f) => importsOf(f).filter((to) => VARIANTS.has(to) && to !== f).map((to) => `${f} → ${to}`));
		expect(breaches).toEqual([]);
	});
});

/**
 * The layers of src/lib/games/imperialsettlers/ (DESIGN.md "Layers"): data → state → facts →
 * rules → moves → assembly, and package.ts (the rules with the board) last; the board under ui/
 * stands above them (the shared check in ../layers.ts). Besides, the core never imports a variant
 * (solo.ts, expansion.ts): only the assembly composes them (variants.ts). A new module names its layer here.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeLayers, importsOf, modulesOf } from '../layers';

const DIR = path.resolve(import.meta.dirname, '../../../src/lib/games/imperialsettlers');

describeLayers({
	game: 'imperialsettlers',
	layers: [
		['data', ['data/']],
		['state', ['types.ts', 'variant.ts', 'version.ts', 'meta.ts', 'text.ts']],
		['facts', ['vocabulary.ts', 'added.ts', 'cards.ts', 'content.ts', 'goods.ts', 'empire.ts', 'fortress.ts', 'purposes.ts', 'scoring.ts', 'prompts.ts', 'view.ts', 'virtual.ts', 'zones.ts']],
		['rules', ['piles.ts', 'takeout.ts', 'effects.ts']],
		['moves', ['turn.ts', 'picks.ts', 'round.ts', 'setup.ts', 'solo.ts', 'expansion.ts']],
		['assembly', ['variants.ts', 'rules.ts', 'bots.ts', 'bot-heuristic.ts', 'headless.ts']],
		['package', ['package.ts']]
	]
});

/** The variants' modules: only the assembly (and the UI) may import them. */
const VARIANTS = new Set(['solo.ts', 'expansion.ts']);
const COMPOSERS = new Set(['variants.ts', 'rules.ts']);

describe('Imperial Settlers: variants are hooks', () => {
	const files = modulesOf(DIR);

	it('the core never imports a variant: only the assembly composes them', () => {
		const breaches = files.flatMap((f) =>
			VARIANTS.has(f) || COMPOSERS.has(f) || f.startsWith('ui/') ? [] : importsOf(DIR, f).filter((to) => VARIANTS.has(to)).map((to) => `${f} → ${to}`)
		);
		expect(breaches).toEqual([]);
	});

	it('the variants do not import each other', () => {
		const breaches = [...VARIANTS].flatMap((f) => importsOf(DIR, f).filter((to) => VARIANTS.has(to) && to !== f).map((to) => `${f} → ${to}`));
		expect(breaches).toEqual([]);
	});
});

/**
 * The layers of src/lib/games/greatwall/ (DESIGN.md): data → state → facts → rules → moves →
 * assembly (the shared check in ../layers.ts). A new module names its layer here.
 */
import { describeLayers } from '../layers';

describeLayers({
	game: 'greatwall',
	layers: [
		['data', ['data/', 'content.ts', 'vocabulary.ts']],
		['state', ['types.ts', 'meta.ts', 'text.ts', 'tables.ts', 'clone.ts']],
		['facts', ['adapter.ts', 'facts.ts', 'embassy-count.ts', 'zones.ts', 'scoring.ts', 'prompts.ts', 'view.ts']],
		['rules', ['economy.ts', 'effects.ts', 'abilities.ts', 'hordes.ts', 'tactics-window.ts']],
		['moves', ['setup.ts', 'setup-hordes.ts', 'year.ts', 'fall.ts', 'locations.ts', 'production.ts', 'military.ts', 'building.ts', 'embassy.ts', 'combat.ts']],
		['assembly', ['rules.ts', 'bots.ts', 'headless.ts']]
	]
});

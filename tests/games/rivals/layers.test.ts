/** The Rivals' folder is layered as the header of src/lib/games/rivals/index.ts says. */
import { describeLayers } from '../layers';

describeLayers({
	game: 'rivals',
	layers: [
		['data', ['card-types.ts', 'cards.ts', 'cards-theme.ts', 'content-fields.ts', 'content.ts', 'meta.ts']],
		['state', ['types.ts', 'clone.ts', 'actionSchema.ts', 'context.ts']],
		['facts', ['principality.ts', 'theme.ts', 'decks.ts', 'requirements.ts', 'resources.ts', 'turmoil.ts', 'progress.ts', 'text.ts', 'zones.ts']],
		['rules', ['setup.ts', 'version.ts', 'flow.ts', 'themes/', 'decisions.ts']],
		['moves', ['handlers/']],
		['assembly', ['handlers/index.ts', 'rules.ts', 'view.ts', 'bots.ts', 'headless.ts', 'package.ts', 'index.ts']]
	]
});

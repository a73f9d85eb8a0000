/**
 * Mage Knight's folder is layered (issue 24, DESIGN.md "Layers"): data → state → facts → rules →
 * moves → assembly (the shared check in ../layers.ts; the board under ui/ stands above them all).
 */
import { describeLayers } from '../layers';

describeLayers({
	game: 'mageknight',
	layers: [
		['data', ['data/', 'hex.ts', 'text.ts', 'meta.ts', 'sites/tokens.ts', 'content-effects.ts', 'content.ts', 'content-cards.ts', 'card-tables.ts', 'combat/enemy-data.ts']],
		['state', ['pieces.ts', 'combat/types.ts', 'sites/types.ts', 'pvp-types.ts', 'tasks.ts', 'types.ts', 'special-rule.ts']],
		['facts', ['version.ts', 'players.ts', 'mana.ts', 'map.ts', 'reach.ts', 'combat/rules.ts', 'card-modes.ts', 'skill-hooks.ts', 'pvp-state.ts', 'retreat.ts', 'scoring.ts', 'sites/common.ts', 'zones.ts']],
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
	]
});

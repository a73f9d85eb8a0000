/**
 * A Mage Knight content pack for the tests: enemies' numbers, an element, resistances and a
 * Dummy crystal changed (content.ts MK_CONTENT), as an owner would make it in the editor.
 */
import { emptyPack, withPack, type ContentPack } from '../../../src/lib/engine';
import { MK_CONTENT } from '../../../src/lib/games/mageknight/content';

export const TEST_PACK: ContentPack = {
	...emptyPack(MK_CONTENT, 'Můj výtisk', 'tester'),
	values: {
		'enemy.prowlers.armor': 6,
		'enemy.prowlers.fame': 5,
		'enemy.diggers.attack': 5,
		'enemy.wolf-riders.element': 'fire',
		'enemy.ironclads.resist': 'none',
		'enemy.gargoyle.resist': 'physical+fire',
		'enemy.altem-guardsmen.attack': 5,
		'hero.arythea.dummy.3': 'blue'
	},
	notes: { 'enemy.altem-guardsmen.attack': 'from my copy (later edition)' }
};

/** Options of a match playing TEST_PACK. */
export const packOptions = (mode: string, pvp = false): Record<string, unknown> => withPack({ mode, pvp }, TEST_PACK) as Record<string, unknown>;

/**
 * The shared kernel contract (tests/contract/harness.ts) for the Rivals playing a content pack
 * (content.ts): every mode with a pack that changes costs, points, names, region numbers, the Gold
 * Cache's capacity, card counts and numbers in card texts of the basic set and of each theme set,
 * on a smaller budget than the built-in contract (the same code paths, other numbers).
 */
import { emptyPack, withPack } from '../../../src/lib/engine';
import { RIVALS_CONTENT } from '../../../src/lib/games/rivals/content';
import { contractSuite, DEFAULT_BUDGET } from '../../contract/harness';
import { rivalsContract } from './contract';

const PACK = {
	...emptyPack(RIVALS_CONTENT, 'Kontrola'),
	values: {
		'cost.road': { lumber: 1, brick: 1 },
		'cost.city': { grain: 1, ore: 2 },
		'cost.abbey': { grain: 1 },
		'progress.abbey': 2,
		'vp.storehouse': 1,
		'strength.austin': 4,
		'commerce.brickShip': 3,
		'cost.merchantGuild': { wool: 1 },
		'strength.pirateShip': 1,
		'cost.lookoutTower': { lumber: 1 },
		'cost.university': { lumber: 1, grain: 1, brick: 1 },
		'vp.library': 2,
		'name.abbey': { cs: 'Převorství', en: 'Priory' },
		'number.forest-red': 4,
		'number.hills-1': 6,
		'capacity.goldCache': 4,
		'count.abbey': 3,
		'count.merchantGuild': 1,
		'count.plague': 1,
		'count.pirateShip': 3,
		'count.sebastian': 0,
		'count.city': 5,
		'gold.tollBridge': 3,
		'take.goldsmith': 3,
		'give.caravan': 1,
		'max.invention': 3,
		'take.stapleHouse': 0,
		'ships.harbor': 2,
		'bonus.grainMill': 2,
		'units.riots': 1,
		'moreGold.riots': 3,
		'buy.travelingMerchant': 3,
		'price.travelingMerchant': 2,
		'need.merchant': 2,
		'need.parliament': 1
	}
};

contractSuite(
	{ ...rivalsContract, modes: rivalsContract.modes.map((m) => ({ ...m, id: `${m.id}+pack`, options: withPack(m.options, PACK) })) },
	'all',
	{ ...DEFAULT_BUDGET, matches: 2, statesPerMatch: 4, hiddenMatches: 1 }
);

/** The pick decision (picks.ts) an Action effect needs for its target, if any: shared by the rules (effects.ts) and the heuristic bot. */
import type { ActionEffect } from './data/types';
import type { PickPurpose } from './types';

const PURPOSE: Partial<Record<ActionEffect['k'], PickPurpose>> = {
	reproduce: 'reproduce',
	dealAgain: 'dealAgain',
	buildFaction: 'settlers',
	copyAction: 'copyAction',
	steal: 'steal',
	removeEnemy: 'removeEnemy',
	pack: 'pack',
	razeOwn: 'razeOwn',
	stealDeal: 'stealDeal',
	discardEnemyDeal: 'discardEnemyDeal',
	dealToLocation: 'negotiator',
	sanctuary: 'sanctuary',
	takeOver: 'takeOver',
	tradeRoute: 'tradeRouteCard',
	conquer: 'conquer',
	foundation: 'foundation'
};

/** The pick an Action effect needs, if any. */
export function purposeOf(e: ActionEffect): PickPurpose | null {
	if (e.k === 'razeEnemy') return e.guards ? 'razeEnemy' : 'razeEnemyFree';
	return PURPOSE[e.k] ?? null;
}

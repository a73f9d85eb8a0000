/**
 * The heuristic bot values a pack's end-of-game Feature (issue 25; vocabulary.ts `endVp`,
 * `endVpPerColor`, scored by scoring.ts): of two added cards alike but for a big end-VP effect,
 * it builds the one that scores at the end.
 */
import { describe, expect, it } from 'vitest';
import { rngFromSeed, type AddedRecord, type Bot } from '../../../src/lib/engine';
import { heuristicBot } from '../../../src/lib/games/imperialsettlers/bots';
import type { IsAction } from '../../../src/lib/games/imperialsettlers/types';
import { actionPhase, g, toHand } from './helpers';
import { withTestPack } from './pack-fixture';

/** A Common Feature Location of colour blue for 1 wood with `effect`. */
const feature = (id: string, effect: unknown[]): AddedRecord =>
	({
		type: 'expansion-card',
		id,
		values: { deck: 'common', type: 'feature', color: 'blue', cost: { wood: 1 }, location: 'no', raze: { wood: 1 }, deal: 'none', copies: 1, effect, name: { cs: `Karta ${id}`, en: `Card ${id}` } }
	}) as AddedRecord;

/** The bot's choice with `plain` and `scoring` in hand and wood for one of them (either order in hand). */
function choice(scoring: AddedRecord, order: 'plain-first' | 'scoring-first'): IsAction {
	const plain = feature('plain', []);
	const s = actionPhase(['romans', 'barbarians'], 0, 'bot-endvp', { expansion: true, ...withTestPack({}, {}, [plain, scoring]) });
	const ids = ['add:plain:1', `add:${scoring.id}:1`];
	toHand(s, 0, ...(order === 'plain-first' ? ids : ids.reverse()));
	s.players[0].goods.wood = 1;
	const legal = g.legalActions(s, 0) as IsAction[];
	expect(legal.filter((a) => a.a === 'build')).toHaveLength(2);
	return (heuristicBot as Bot).choose(g.view(s, 0), legal, rngFromSeed('bot-endvp')) as IsAction;
}

describe('Imperial Settlers heuristic bot: a pack card’s end VP', () => {
	for (const order of ['plain-first', 'scoring-first'] as const) {
		it(`builds the card with 8 VP at the end rather than an otherwise equal card (${order})`, () => {
			expect(choice(feature('monument', [{ kind: 'endVp', params: { vp: 8 } }]), order)).toEqual({ a: 'build', card: 'add:monument:1' });
		});
		it(`values VP per colour by the Locations of that colour, itself included (${order})`, () => {
			expect(choice(feature('library', [{ kind: 'endVpPerColor', params: { color: 'blue', vp: 8 } }]), order)).toEqual({ a: 'build', card: 'add:library:1' });
		});
	}
});

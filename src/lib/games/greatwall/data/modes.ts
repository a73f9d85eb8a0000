/**
 * The data of the 2-player, solo and co-op modes beyond their decks (§8.2-§8.4): Qin's location
 * track and starting overseers, the Reed Clan's material, the co-op targets. Their decks live with
 * the others (generals.ts, commands.ts, hordes.ts, tactics.ts, coop.ts).
 */
import { tx } from '$lib/engine';
import type { CoopData, ReedData, SoloData } from './types';

export const SOLO: SoloData = {
	tokenLocation: { wood: 'lumberMill', stone: 'quarry', gold: 'goldMine', chi: 'temple', wound: 'barracks' },
	// Spec §12 D15's suggestion: horsemen on the Lumber Mill and the Quarry, spearmen on the Gold Mine and the Temple.
	overseers: { lumberMill: 'horseman', quarry: 'horseman', goldMine: 'spearman', temple: 'spearman' },
	source: 'seed l.1520-1521, 1551-1568',
	czechName: 'seed',
	guessed: {
		fields: ['overseers'],
		note: tx(
			'Který Qinův voják je dohlížitelem ve které výrobní lokaci, pravidla neříkají (spec. §12 D15): zástupné rozdělení.',
			'The rules do not say which of Qin’s soldiers oversees which production location (spec §12 D15): a placeholder split.'
		)
	}
};

export const REED: ReedData = { startClerks: ['lumberMill', 'quarry', 'goldMine'], spearmen: 10, source: 'seed l.1394-1398; S1 errata', czechName: 'seed' };

export const COOP: CoopData = {
	requestsToWin: { 2: 6, 3: 7, 4: 9 },
	activeRequests: { 2: 2, 3: 3, 4: 3 },
	source: 'seed l.1716-1722, 1734-1743, 1762-1767',
	czechName: 'seed'
};

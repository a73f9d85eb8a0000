/** Mage Knight with its board: loaded lazily as one chunk by the app. */
import type { GamePackage } from '../contract';
import { mageKnightBots } from './bots';
import { mageKnight } from './rules';
import Board from './ui/Board.svelte';

export const mageKnightPackage: GamePackage = {
	module: mageKnight,
	bots: mageKnightBots,
	Board
};

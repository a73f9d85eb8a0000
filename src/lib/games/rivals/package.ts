/** The Rivals for Catan with its UI: loaded lazily as one chunk by the app. */
import type { GamePackage } from '../contract';
import { rivalsBots } from './bots';
import { rivals } from './rules';
import Board from './ui/Board.svelte';

export const rivalsPackage: GamePackage = {
	module: rivals,
	bots: rivalsBots,
	Board
};

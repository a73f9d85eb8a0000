/** Imperial Settlers with its board: loaded lazily as one chunk by the app. */
import type { GamePackage } from '../contract';
import { imperialSettlersBots } from './bots';
import { imperialSettlers } from './rules';
import Board from './ui/Board.svelte';

export const imperialSettlersPackage: GamePackage = {
	module: imperialSettlers,
	bots: imperialSettlersBots,
	Board
};

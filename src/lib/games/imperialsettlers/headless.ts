/** Imperial Settlers' rules and bots without any UI (Node tools, tests). */
import type { HeadlessGame } from '../contract';
import { imperialSettlersBots } from './bots';
import { imperialSettlers } from './rules';

export const imperialSettlersHeadless: HeadlessGame = { module: imperialSettlers, bots: imperialSettlersBots };

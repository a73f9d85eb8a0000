/** The Great Wall's rules and bots without any UI (Node tools, tests). */
import type { HeadlessGame } from '../contract';
import { greatWallBots } from './bots';
import { greatWall } from './rules';

export const greatWallHeadless: HeadlessGame = { module: greatWall, bots: greatWallBots };

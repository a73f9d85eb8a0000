/** Mage Knight's rules and bots without any UI (Node tools, tests). */
import type { HeadlessGame } from '../contract';
import { mageKnightBots } from './bots';
import { mageKnight } from './rules';

export const mageKnightHeadless: HeadlessGame = { module: mageKnight, bots: mageKnightBots };

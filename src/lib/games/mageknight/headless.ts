/** Mage Knight's rules and bots without any UI (Node tools, tests). */
import type { HeadlessGame } from '../contract';
import { mageKnightBots } from './bots';
import { mageKnight } from './rules';

/** The bench plays 2-player scenarios and replays a whole 4-player one from its log. */
export const mageKnightHeadless: HeadlessGame = { module: mageKnight, bots: mageKnightBots, bench: { replayMode: 'first-reconnaissance-4p' } };

/** The Rivals' rules and bots without any UI (Node tools, tests). */
import type { HeadlessGame } from '../contract';
import { rivalsBots } from './bots';
import { rivals } from './rules';

export const rivalsHeadless: HeadlessGame = { module: rivals, bots: rivalsBots };

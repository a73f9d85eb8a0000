/** Ancient ruins tokens (mage-knight-data.md §7.4): 12 in the base game (13–15 are Lost Legion, not used). */
import type { BasicColor, PileColor, Reward, RuinsToken } from './types';

const src = (n: number) => `[IMG:src/ui/img/ruins/${n}.png] [YAV:src/Ruins.hs]`;
const altar = (n: number, color: BasicColor): RuinsToken => ({ n, kind: 'altar', altar: color, reward: [{ k: 'fame', n: 7 }], source: src(n) });
const fight = (n: number, enemies: PileColor[], reward: Reward[]): RuinsToken => ({ n, kind: 'enemies', enemies, reward, source: src(n) });

export const RUINS_TOKENS: RuinsToken[] = [
	altar(1, 'green'),
	altar(2, 'blue'),
	altar(3, 'white'),
	altar(4, 'red'),
	fight(5, ['grey', 'violet'], [{ k: 'unit', n: 1 }]),
	fight(6, ['green', 'brown'], [{ k: 'artifact', n: 1 }]),
	fight(7, ['green', 'green'], [{ k: 'crystalsEach', n: 1 }]),
	fight(8, ['brown', 'violet'], [{ k: 'spell', n: 1 }, { k: 'crystalsEach', n: 1 }]),
	fight(9, ['grey', 'white'], [{ k: 'artifact', n: 1 }, { k: 'spell', n: 1 }]),
	fight(10, ['grey', 'brown'], [{ k: 'artifact', n: 1 }]),
	fight(11, ['brown', 'red'], [{ k: 'artifact', n: 2 }]),
	fight(12, ['green', 'red'], [{ k: 'artifact', n: 1 }, { k: 'advanced', n: 1 }])
];
/** Mana an altar asks for (of its colour). */
export const ALTAR_MANA = 3;

/** Terrain costs, Fame/level track, Reputation track and component counts (mage-knight-data.md §7.1–7.3, §7.8). */
import type { Text } from '$lib/engine';
import type { BasicColor, FameLevel, ManaColor, Terrain } from './types';

export interface TerrainCost {
	/** Move cost by Day; null = inaccessible. */
	day: number | null;
	night: number | null;
}

/** Move cost per terrain in First Reconnaissance (a city space is inaccessible there). */
export const TERRAIN_COST: Record<Terrain, TerrainCost> = {
	plains: { day: 2, night: 2 },
	hills: { day: 3, night: 3 },
	forest: { day: 3, night: 5 },
	wasteland: { day: 4, night: 4 },
	desert: { day: 5, night: 3 },
	swamp: { day: 5, night: 5 },
	lake: { day: null, night: null },
	mountain: { day: null, night: null },
	sea: { day: null, night: null },
	city: { day: null, night: null }
};
/** A city space in the full game (not First Reconnaissance). */
export const CITY_COST_FULL_GAME: TerrainCost = { day: 2, night: 2 };
/** Move points to reveal a tile. */
export const EXPLORE_COST = 2;
export const TERRAIN_COST_SOURCE = '[YAV:src/Terrain/Type.hs terrainCostsDuring] [SEED]';

/** Levels 1–10: `fame` = Fame needed to reach the level (level n starts at n² − 1). */
export const FAME_LEVELS: FameLevel[] = [
	{ level: 1, fame: 0, reward: 'none', armor: 2, handLimit: 5, commandTokens: 1 },
	{ level: 2, fame: 3, reward: 'skillAndAdvanced', armor: 2, handLimit: 5, commandTokens: 1 },
	{ level: 3, fame: 8, reward: 'command', armor: 3, handLimit: 5, commandTokens: 2 },
	{ level: 4, fame: 15, reward: 'skillAndAdvanced', armor: 3, handLimit: 5, commandTokens: 2 },
	{ level: 5, fame: 24, reward: 'command', armor: 3, handLimit: 6, commandTokens: 3 },
	{ level: 6, fame: 35, reward: 'skillAndAdvanced', armor: 3, handLimit: 6, commandTokens: 3 },
	{ level: 7, fame: 48, reward: 'command', armor: 4, handLimit: 6, commandTokens: 4 },
	{ level: 8, fame: 63, reward: 'skillAndAdvanced', armor: 4, handLimit: 6, commandTokens: 4 },
	{ level: 9, fame: 80, reward: 'command', armor: 4, handLimit: 7, commandTokens: 5 },
	{ level: 10, fame: 99, reward: 'skillAndAdvanced', armor: 4, handLimit: 7, commandTokens: 5 }
];
/** The last space of the Fame track; beyond it Fame wraps to 0 with no more level rewards. */
export const FAME_TRACK_LAST = 119;
export const FAME_LEVELS_SOURCE = '[GS1] [IMG:old/ui/img/level/{1_2,3_4,5_6,7_8,9_10}.png] [SEED]';
/** Thresholds from level 4 up are disputed (a later edition's engine uses 14, 21, 29 …). */
export const FAME_LEVELS_PROVISIONAL: Text = {
	cs: 'Předběžné: hranice slávy od 4. úrovně výš podle veřejné tabulky (řada po 3, 5, 7 … políčkách); text průvodce uvádí jen úrovně 2 a 3.',
	en: 'Provisional: Fame thresholds from level 4 up follow a public spreadsheet (rows of 3, 5, 7 … spaces); the walkthrough only states levels 2 and 3.'
};

export interface ReputationSpace {
	/** Steps from the start space: −7 … +8. */
	step: number;
	/** Influence modifier; null = X (no interaction possible). */
	influence: number | null;
}
/** The 16 spaces of the Reputation track, left to right. */
export const REPUTATION_TRACK: ReputationSpace[] = [
	{ step: -7, influence: null },
	{ step: -6, influence: -5 },
	{ step: -5, influence: -3 },
	{ step: -4, influence: -2 },
	{ step: -3, influence: -1 },
	{ step: -2, influence: -1 },
	{ step: -1, influence: 0 },
	{ step: 0, influence: 0 },
	{ step: 1, influence: 0 },
	{ step: 2, influence: 1 },
	{ step: 3, influence: 1 },
	{ step: 4, influence: 2 },
	{ step: 5, influence: 2 },
	{ step: 6, influence: 3 },
	{ step: 7, influence: 3 },
	{ step: 8, influence: 5 }
];
export const REPUTATION_MIN = -7;
export const REPUTATION_MAX = 8;
export const REPUTATION_TRACK_SOURCE = '[GS1] [RB-UE] [RB-DE] [SEED]';

/** Mana tokens in the box (the seed's count; public component lists differ). */
export const MANA_TOKEN_COUNTS: Record<ManaColor, number> = { red: 15, blue: 15, green: 15, white: 15, gold: 4, black: 4 };
export const MANA_TOKEN_SOURCE = '[SEED:l.877–882]';
/** Mana dice in the box [SEED:l.916]; in play: players + 2. */
export const DICE = 8;
/** Crystals of one colour an Inventory may hold. */
export const CRYSTAL_CAP = 3;
export const BASIC_COLORS: BasicColor[] = ['red', 'blue', 'green', 'white'];

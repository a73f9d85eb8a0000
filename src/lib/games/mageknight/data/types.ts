/**
 * Shapes of Mage Knight's content data (shared/rules/mage-knight-data.md). Every record
 * carries its source tag; a value the data file marks unknown or disputed carries the
 * recommended value and a `provisional` note that the UI shows to players.
 */
import type { Text } from '$lib/engine';

export type BasicColor = 'red' | 'blue' | 'green' | 'white';
export type ManaColor = BasicColor | 'gold' | 'black';
/** Attack/block element: physical has none. */
export type Element = 'physical' | 'fire' | 'ice' | 'coldFire';
export type Resistance = 'physical' | 'fire' | 'ice';
export type AttackKind = 'melee' | 'ranged' | 'siege';
export type HeroId = 'arythea' | 'goldyx' | 'norowas' | 'tovak';
export type PileColor = 'green' | 'grey' | 'brown' | 'violet' | 'red' | 'white';
export type Terrain = 'plains' | 'hills' | 'forest' | 'wasteland' | 'desert' | 'swamp' | 'lake' | 'mountain' | 'sea' | 'city';
export type SiteKind =
	| 'portal'
	| 'village'
	| 'monastery'
	| 'keep'
	| 'mageTower'
	| 'monsterDen'
	| 'dungeon'
	| 'ruins'
	| 'glade'
	| 'mine'
	| 'spawningGrounds'
	| 'tomb'
	| 'city';

/**
 * Where a record's Czech name comes from (data/names.ts): the seed (its line in `source`), the
 * app's own translation (no source gives one; the catalogue says so), or the same in both
 * languages on purpose (a proper name).
 */
export type CzechName = 'seed' | 'app' | 'same';

/** Where a record comes from (the data file's tags) and, when a value is not certain, why. */
export interface Sourced {
	/** Source tags as in mage-knight-data.md, e.g. "[IMG:old/ui/img/cards/basic_actions/red/rage.png]". */
	source: string;
	/** Present when a value is unknown/disputed and the recommended one is used: shown to players. */
	provisional?: Text;
}

/**
 * A card, unit, skill or tactic effect as data. The rules interpret it (effects.ts);
 * anything the primitives cannot say is a `special` with the id of a rule in
 * effects-special.ts (the card's own id unless shared).
 */
export type Effect =
	| { k: 'move'; n: number }
	| { k: 'influence'; n: number }
	| { k: 'attack'; n: number; kind: AttackKind; el: Element }
	| { k: 'block'; n: number; el: Element }
	| { k: 'heal'; n: number }
	| { k: 'draw'; n: number }
	/** Gain one mana token (into the play area) of one of `colors` (a choice when several). */
	| { k: 'token'; colors: ManaColor[] }
	/** Gain one crystal of one of `colors` (a choice when several); a 4th crystal of a colour becomes a token. */
	| { k: 'crystal'; colors: BasicColor[] }
	| { k: 'fame'; n: number }
	/** Reputation change; `endOfTurn` = applied at the end of the turn (Threaten, Intimidate). */
	| { k: 'reputation'; n: number; endOfTurn?: boolean }
	/** Take `n` Wound cards into hand. */
	| { k: 'wound'; n: number }
	/** Ready one spent unit of level ≤ maxLevel. */
	| { k: 'readyUnit'; maxLevel: number }
	/** Choose exactly one. */
	| { k: 'one'; of: Effect[] }
	/** All of them, in order. */
	| { k: 'all'; of: Effect[] }
	/** A rule with its own code (effects-special.ts); `n`/`el`/`kind`/`color` parameterise shared ones. */
	| { k: 'special'; id: string; n?: number; el?: Element; kind?: AttackKind; color?: ManaColor };

export type CardKind = 'basic' | 'advanced' | 'spell' | 'artifact' | 'wound';
export type CardIcon = 'move' | 'influence' | 'combat' | 'special' | 'heal' | 'banner';

export interface DeedCard extends Sourced {
	/** Stable id, kebab-case English name: "march", "fire-bolt", "banner-of-glory"; "wound". */
	id: string;
	kind: CardKind;
	name: Text;
	csName: CzechName;
	/** Spells: the lower half's own name (its powered effect). */
	poweredName?: Text;
	/** Where the lower half's Czech name comes from (with `poweredName`). */
	poweredCsName?: CzechName;
	/** Colour of the card (mana that powers it); none for Wounds and Artifacts. */
	color?: BasicColor;
	icons: CardIcon[];
	basic: Effect;
	powered: Effect;
	/** Global card number when known (AA 65–80, Spells 93–112, Artifacts 113–128 [inferred]). */
	number?: number;
	/** Per-deck index "X/N" as printed on first-printing cards. */
	index?: string;
	/** Basic Actions: copies in a standard deck; hero-unique cards name their hero. */
	copies?: number;
	hero?: HeroId;
	/** Competitive-only spells (109–112): left out of friendly and solo games. */
	competitive?: boolean;
}

export interface UnitAbility {
	effect: Effect;
	/** Mana needed to use it (one mana of this colour). */
	mana?: ManaColor;
}

export interface UnitCard extends Sourced {
	id: string;
	name: Text;
	csName: CzechName;
	elite: boolean;
	count: number;
	cost: number;
	level: number;
	armor: number;
	resist: Resistance[];
	recruitAt: SiteKind[];
	/** Alternatives: activating the unit uses exactly one. */
	abilities: UnitAbility[];
}

export type EnemyAbility = 'fortified' | 'swift' | 'brutal' | 'poison' | 'paralyze' | 'summon';

export interface EnemyDef extends Sourced {
	id: string;
	name: Text;
	csName: CzechName;
	pile: PileColor;
	count: number;
	armor: number;
	/** Attack value; 0 for a summoner (its attack is the summoned token's). */
	attack: number;
	element: Element;
	abilities: EnemyAbility[];
	resist: Resistance[];
	fame: number;
}

/** The seven hexes of a tile as printed: centre and ring. */
export type TileHexPos = 'C' | 'NW' | 'NE' | 'E' | 'SE' | 'SW' | 'W';

export interface TileHex {
	terrain: Terrain;
	site?: SiteKind;
	/** Crystal mine colour; city colour. */
	color?: BasicColor;
	/** A rampaging-enemy symbol: a face-up token of that pile is placed when revealed. */
	rampage?: 'orc' | 'draconum';
}

export interface TileDef extends Sourced {
	/** "A", "B", "1"…"11", "C1"…"C8". */
	id: string;
	back: 'start' | 'countryside' | 'core';
	city?: BasicColor;
	hexes: Record<TileHexPos, TileHex>;
}

export type Reward =
	| { k: 'fame'; n: number }
	| { k: 'artifact'; n: number }
	| { k: 'spell'; n: number }
	| { k: 'advanced'; n: number }
	| { k: 'unit'; n: number }
	/** One crystal of each basic colour, `n` times. */
	| { k: 'crystalsEach'; n: number }
	/** Roll a mana die `n` times: a crystal per colour (gold: choice; black: Fame +1). */
	| { k: 'crystalRolls'; n: number };

export interface RuinsToken extends Sourced {
	n: number;
	kind: 'altar' | 'enemies';
	/** Altar: 3 mana of this colour. */
	altar?: BasicColor;
	/** Enemies: one token of each pile. */
	enemies?: PileColor[];
	reward: Reward[];
}

export interface TacticCard extends Sourced {
	id: string;
	time: 'day' | 'night';
	/** Turn-order number 1–6. */
	n: number;
	name: Text;
	csName: CzechName;
	text: Text;
}

export type SkillKind = 'turn' | 'round' | 'interactive' | 'special';

export interface SkillDef extends Sourced {
	id: string;
	hero: HeroId;
	kind: SkillKind;
	name: Text;
	csName: CzechName;
	text: Text;
	effect: Effect;
	/** The competitive interactive skill (left out of solo games). */
	competitive?: boolean;
}

export interface HeroDef extends Sourced {
	id: HeroId;
	name: Text;
	csName: CzechName;
	title: Text;
	/** The hero's unique Basic Action and the standard card it replaces. */
	unique: string;
	replaces: string;
	/** Crystal dots for the Dummy player; provisional where the data file says unknown. */
	dummyCrystals: BasicColor[];
}

export interface FameLevel {
	level: number;
	/** Fame needed to reach this level. */
	fame: number;
	reward: 'none' | 'skillAndAdvanced' | 'command';
	armor: number;
	handLimit: number;
	commandTokens: number;
}

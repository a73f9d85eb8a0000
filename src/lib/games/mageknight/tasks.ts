/**
 * Tasks (the decision kernel's queue) and actions of Mage Knight.
 *
 * A turn is one decision task, `turn`, whose menu is the union of "turn actions"
 * registered by the modules (turn.ts: cards, units, skills, rest, end turn;
 * movement.ts: steps and exploring; sites/: interaction and site actions; combat/:
 * combat actions). Every choice a card or site needs on the way (how to play a
 * card, which mana pays, which option of an "or", which enemy…) is its own small
 * decision task pushed on top of the queue, so every prompt lists few answers.
 *
 * State layer: every task shape and action lives here (the modules that handle them import
 * them), so the task queue's type needs no rule module.
 */
import type { BasicColor, Effect, ManaColor } from './data/types';
import type { HexKey } from './hex';
import type { TurnState } from './pieces';
import type { CombatAction, CombatTask } from './combat/types';
import type { SiteAction, SiteTask } from './sites/types';

/** What to do once a mana payment is complete. */
export type AfterMana =
	| { k: 'card'; card: string; how: 'basic' | 'powered'; alt: number; bonus?: number }
	| { k: 'unit'; uid: number; ability: number }
	| { k: 'effect'; effect: Effect; src: string }
	| { k: 'none' };

export type CoreTask =
	/** Start of a round: prepare it (rounds ≥ 2) and queue the tactic picks. */
	| { t: 'roundStart' }
	| { t: 'pickTactic'; seat: number }
	| { t: 'dummyTactic' }
	| { t: 'orderTurns' }
	/** Tactic effects when taken / before a turn. */
	| { t: 'rethink'; seat: number; left: number; discarded: number }
	| { t: 'manaSteal'; seat: number }
	| { t: 'preparation'; seat: number }
	/** Whose turn is next (or the end of the round / game). */
	| { t: 'nextTurn' }
	| { t: 'turn'; seat: number }
	| { t: 'dummyTurn' }
	/** How to play a card picked from hand (basic/powered alternative, or sideways as what). */
	| { t: 'cardMode'; seat: number; card: string; idx: number; bonus?: number; free?: boolean }
	/** Pay mana of `need` (first one first), then `then`. */
	| { t: 'payMana'; seat: number; need: ManaColor[]; then: AfterMana }
	/** Choose one of several effects ("or"), or one of several mana/crystal colours. */
	| { t: 'effectChoice'; seat: number; options: Effect[]; src: string; how: 'basic' | 'powered'; bonus: number }
	/** Pick a card from hand for an effect (Concentration, Improvisation, Rest…); `optional` allows "done". */
	| { t: 'pickCard'; seat: number; purpose: PickPurpose; optional?: boolean; n?: number }
	| { t: 'unitAbility'; seat: number; uid: number }
	/** The rest of an "all" effect, applied once the decision before it is made. */
	| { t: 'applyLater'; seat: number; effects: Effect[]; src: string; how: 'basic' | 'powered'; bonus: number }
	| { t: 'pickUnit'; seat: number; purpose: 'ready' | 'heal' | 'readyHeal'; maxLevel: number; optional?: boolean }
	/** Heal points: choose a Wound in hand or a wounded unit (or stop). */
	| { t: 'endTurn'; seat: number; announced?: boolean }
	| { t: 'endTurnStep'; seat: number; step: number; ordered?: boolean }
	/** A Unit reward and a level-up both due: which comes first (seed L3081–3085); 0 the reward, 1 the level. */
	| { t: 'rewardOrder'; seat: number }
	| { t: 'glade'; seat: number }
	| { t: 'levelUp'; seat: number; level: number; drawn: string[]; dummySkill?: boolean }
	| { t: 'pickAdvanced'; seat: number; from: 'offer' | 'monastery'; into: 'hand' | 'discard' | 'deck' }
	| { t: 'pickSpell'; seat: number; into: 'hand' | 'discard' | 'deck' }
	| { t: 'pickArtifact'; seat: number; drawn: string[]; keep: number }
	| { t: 'pickCrystal'; seat: number; src: string }
	| { t: 'pickUnitReward'; seat: number }
	| { t: 'endDiscard'; seat: number }
	| { t: 'roundEnd' }
	| { t: 'gameEnd' };

export type PickPurpose = 'concentration' | 'willFocus' | 'improvisation' | 'rest' | 'slowRecovery' | 'discardWound' | 'crystallize' | 'throwAway' | 'special';

export type Task = CoreTask | CombatTask | SiteTask | TacticTask | PlunderTask | OtherTurnTask | TurnStartTask | PvpTask | CompetitiveTask | SkillTask | SpecialTask;

export type CoreAction =
	| { a: 'tactic'; id: string }
	/** Main turn menu. */
	| { a: 'play'; card: string }
	| { a: 'unit'; uid: number }
	| { a: 'skill'; id: string }
	| { a: 'step'; to: HexKey }
	| { a: 'explore'; at: string }
	| { a: 'rest' }
	| { a: 'announce' }
	| { a: 'endTurn' }
	/** Sub-decisions. */
	| { a: 'how'; how: 'basic' | 'powered'; alt: number }
	| { a: 'sideways'; as: 'move' | 'influence' | 'attack' | 'block' }
	| { a: 'mana'; from: 'token' | 'crystal' | 'die'; color: ManaColor; die?: number }
	| { a: 'choose'; i: number }
	| { a: 'card'; card: string }
	| { a: 'pickUnit'; uid: number }
	| { a: 'wound'; where: 'hand' | 'unit'; uid?: number }
	| { a: 'done' }
	| { a: 'useTactic' };

export type MkAction = CoreAction | CombatAction | SiteAction | PvpAction | SkillAction | SpecialAction;

export type TacticTask =
	/** Mana Search: dice picked so far (rerolled together on "done"). */
	| { t: 'manaSearch'; seat: number; picked: number[] }
	/** Midnight Meditation: cards taken from hand so far (shuffled in on "done"). */
	| { t: 'midnightMeditation'; seat: number; cards: string[] }
	/** Sparing Power before the turn: stash the top card (choose 0) or take the stash (choose 1). */
	| { t: 'sparingPower'; seat: number }
	/** Long Night offered while drawing at the end of the turn. */
	| { t: 'longNight'; seat: number };

export type PlunderTask = { t: 'plunder'; seat: number };

export type OtherTurnTask = { t: 'otherTurn'; seat: number };

export type TurnStartTask = { t: 'turnBegin'; seat: number };

export type PvpTask =
	| { t: 'pvpAttend'; seat: number }
	| { t: 'pvpAct'; seat: number }
	| { t: 'pvpDamage'; seat: number; left: number }
	/** The blocker cancels one unit's part of the attack ("an enemy does not attack", Banner of Fear). */
	| { t: 'pvpCancel'; seat: number; color: BasicColor | null; fame: boolean; rider?: CancelRider }
	/** An effect aimed at an enemy, used on one of the opponent's units (pvp-specials.ts); Tremor's last option: all units. */
	| { t: 'pvpTarget'; seat: number; purpose: PvpTargetPurpose; uids: number[]; n?: number }
	/** A fully attending defender after the combat: special and healing effects, then his end of turn. */
	| { t: 'pvpAfter'; seat: number }
	/** After a fully attending defender's end of turn: the aggressor's turn goes on. */
	| { t: 'pvpResume'; seat: number; turn: TurnState };

export type PvpAction =
	| { a: 'pvpAttend'; full: boolean }
	| { a: 'pvpStrike' }
	| { a: 'pvpPass' }
	| { a: 'pvpBlock' }
	| { a: 'pvpDamage'; to: 'hero' }
	| { a: 'pvpDamage'; to: 'unit'; uid: number }
	| { a: 'pvpDamage'; to: 'artifact'; card: string }
	| { a: 'pvpDamage'; to: 'push'; hex: HexKey };

/** What else a cancelling effect does to that unit: Chill takes its Fire resistance, Lethal Chill n Armor (for the combat, rule 3). */
export interface CancelRider {
	fire?: boolean;
	armor?: number;
}

export type PvpTargetPurpose = 'destroy' | 'disintegrate' | 'tremor' | 'expose' | 'iceShield' | 'exploding';

export type CompPurpose = 'meltdownTake' | 'radiance' | 'claimDie' | 'claimMode' | 'mindColour' | 'mindDiscard' | 'mindSteal' | 'energySpend';

export type CompetitiveTask = {
	t: 'compPick';
	seat: number;
	purpose: CompPurpose;
	/** Colours, card ids, die indices or unit uids (as strings), by purpose. */
	options: string[];
	optional: boolean;
	/** The caster (for choices other players make). */
	caster: number;
	/** The owner of the units (energySpend); the die (claimMode). */
	target?: number;
	/** Mana Curse / Mind Steal / Energy Steal. */
	powered?: boolean;
};

export type SkillTask =
	/** Pick a card from hand for skill `skill` (sideways skills, Invocation). */
	| { t: 'skillCard'; seat: number; skill: string }
	/** The card played by skill `skill` gives `n` of what you choose (Move, Influence, Attack, Block). */
	| { t: 'skillSideways'; seat: number; skill: string; n: number }
	/** Flight: where to fly. */
	| { t: 'skillHex'; seat: number; skill: string }
	/** The banner `card` just played is assigned to a unit. */
	| { t: 'bannerUnit'; seat: number; card: string }
	/** End of the Round: banners to take back into the Deed deck. */
	| { t: 'bannerRound'; seat: number };

export type SkillAction =
	/** Turn menu: use the banner assigned to this unit (Courage: ready it; Fear: spend it to cancel an attack). */
	{ a: 'banner'; uid: number };

export type CardMoveMode = 'underground' | 'undergroundAttack' | 'wings';

export type SpecialTask =
	/** Call to Arms: use one ability of one unit in the Unit offer as if it were yours. */
	| { t: 'borrowUnit'; seat: number }
	/** Call to Glory: recruit one unit of the Unit offer for free. */
	| { t: 'freeUnit'; seat: number }
	/** Meditation / Trance: `choose` cards still to pick from the discard pile (Trance), then each of `cards` goes on top or bottom of the Deed deck. */
	| { t: 'meditation'; seat: number; choose: number; cards: string[] }
	/** A card's own move to a chosen space: Underground Travel / Attack, Wings of Wind. */
	| { t: 'cardMove'; seat: number; mode: CardMoveMode }
	/** Rebirth: ready spent units whose levels total at most `budget`. */
	| { t: 'readyLevels'; seat: number; budget: number }
	/** Horn of Wrath thrown away: add 0…max Siege Attack, one mana die rolled per point. */
	| { t: 'hornOfWrath'; seat: number; max: number }
	/** Sword of Justice: discard cards from hand, Attack `n` for each. */
	| { t: 'swordDiscard'; seat: number; n: number }
	/** Book of Wisdom: pick an Action card to throw away (`card`), then a card of its colour from the offer. */
	| { t: 'bookOfWisdom'; seat: number; how: 'basic' | 'powered'; card?: string };

export type SpecialAction =
	/** borrowUnit: ability `ability` of unit `unit` (an id in the Unit offer). */
	| { a: 'borrow'; unit: string; ability: number }
	/** meditation: where the next card goes. */
	| { a: 'place'; where: 'top' | 'bottom' }
	/** Turn menu in combat (Agility): spend Move points as Attack. */
	| { a: 'convertMove'; kind: 'melee' | 'ranged' };

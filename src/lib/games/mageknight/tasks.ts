/**
 * Tasks (the decision kernel's queue) and actions of Mage Knight.
 *
 * A turn is one decision task, `turn`, whose menu is the union of "turn actions"
 * registered by the modules (turn.ts: cards, units, skills, rest, end turn;
 * movement.ts: steps and exploring; sites/: interaction and site actions; combat/:
 * combat actions). Every choice a card or site needs on the way (how to play a
 * card, which mana pays, which option of an "or", which enemy…) is its own small
 * decision task pushed on top of the queue, so every prompt lists few answers.
 */
import type { StepContext, Text } from '$lib/engine';
import type { Effect, ManaColor } from './data/types';
import type { HexKey } from './hex';
import type { MkState } from './types';
import type { CombatAction, CombatTask } from './combat/types';
import type { SiteAction, SiteTask } from './sites/types';
import type { TacticTask } from './tactics-use';
import type { PlunderTask } from './plunder';
import type { OtherTurnTask } from './other-turn';
import type { TurnStartTask } from './turnstart';
import type { PvpAction, PvpTask } from './pvp';
import type { CompetitiveTask } from './specials-competitive';
import type { SkillAction, SkillTask } from './skill-tasks';
import type { SpecialAction, SpecialTask } from './special-picks';

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

/** An entry of the turn menu: one action kind, owned by one module. */
export interface TurnActionDef<A extends MkAction = MkAction> {
	/** Every candidate of this kind now (validate filters them). */
	candidates(s: MkState, seat: number): A[];
	/** Why the action is not allowed now; null when it is. */
	validate(s: MkState, seat: number, a: A): Text | null;
	perform(s: MkState, seat: number, a: A, ctx: StepContext): void;
}

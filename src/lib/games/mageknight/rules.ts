/**
 * Mage Knight (First Reconnaissance) as a kernel game module: pure, deterministic, never
 * throwing on bad input. Every handler table of the folder is merged here.
 *
 * Rule decisions where the seed is silent are listed in DESIGN.md ("Decisions").
 */
import { checkPackOptions, cloneData, contentOptionFields, decisionKernel, kernelModuleParts, ok, parseShape, reject, shape, type GameModule, type HandlerTable, type Infer, type Result, type RunHandler } from '$lib/engine';
import { COMBAT_HANDLERS } from './combat';
import { END_TURN_HANDLERS } from './endturn';
import { MK_MODES, MK_OPTIONS } from './meta';
import { checkPiles, MK_CONTENT } from './content';
import { PICK_HANDLERS } from './picks';
import { promptOf } from './prompts';
import { REWARD_HANDLERS } from './rewards';
import { ROUND_HANDLERS } from './round';
import { resultOf, scoreGame } from './scoring';
import { setupGame } from './setup';
import { SITE_HANDLERS } from './sites';
import { SPECIAL_HANDLERS } from './special-picks';
import { TACTIC_HANDLERS } from './tactics';
import { TACTIC_USE_HANDLERS } from './tactics-use';
import { PLUNDER_HANDLERS } from './plunder';
import { OTHER_TURN_HANDLERS } from './other-turn';
import { TURN_START_HANDLERS } from './turnstart';
import { PVP_HANDLERS } from './pvp';
import { COMPETITIVE_HANDLERS } from './specials-competitive';
import { tx } from './text';
import { TURN_HANDLERS } from './turn';
import { SKILL_HANDLERS } from './skill-tasks';
import type { MkAction, Task } from './tasks';
import type { MkOptions, MkState } from './types';
import { viewOf, type MkView } from './view';

import { RULES_V1, RULES_VERSION } from './version';

export { RULES_VERSION };

const gameEnd: RunHandler<MkState, Extract<Task, { t: 'gameEnd' }>, Task> = {
	run(s, _task, ctx) {
		s.scoring = scoreGame(s);
		s.over = true;
		s.tasks = [];
		ctx.log(tx('Konec hry: závěrečné vyhodnocení.', 'The game ends: final scoring.'));
	}
};

/** Every task kind's handler: a full mapped table, so a missing kind does not compile. */
const HANDLERS: HandlerTable<MkState, Task, MkAction> = {
	...ROUND_HANDLERS,
	...TURN_HANDLERS,
	...PICK_HANDLERS,
	...TACTIC_HANDLERS,
	...END_TURN_HANDLERS,
	...REWARD_HANDLERS,
	...COMBAT_HANDLERS,
	...SITE_HANDLERS,
	...TACTIC_USE_HANDLERS,
	...PLUNDER_HANDLERS,
	...OTHER_TURN_HANDLERS,
	...TURN_START_HANDLERS,
	...PVP_HANDLERS,
	...COMPETITIVE_HANDLERS,
	...SKILL_HANDLERS,
	...SPECIAL_HANDLERS,
	gameEnd
};

export const mkKernel = decisionKernel<MkState, Task, MkAction>({
	handlers: HANDLERS,
	tasks: (s) => s.tasks,
	rng: (s) => s.rng,
	isOver: (s) => s.over,
	clone: cloneData,
	// Validate checks what an action asks for, not its shape: an action is taken only in the exact
	// form the decision offers (no extra or missing fields), so `apply` accepts exactly what
	// `legalActions` lists (legal = candidates that validate).
	onlyOffered: true
});

/** The options of meta.ts's per-mode table and, in every mode, a content pack's keys (engine/pack.ts). */
const OPTIONS = MK_OPTIONS.with(contentOptionFields(MK_CONTENT));

/**
 * The options of meta.ts's per-mode table (its mode ids are the MkMode union) with a pack's
 * values; empty pack keys are dropped (old saves keep their hashes), a pack label whose hash does
 * not match its values is refused (checkPackOptions), and so are enemy counts that shrink a pile (checkPiles).
 */
function parseOptions(raw: unknown): Result<MkOptions> {
	const parsed = OPTIONS.parse(raw);
	const piles = parsed.ok && parsed.value.content ? checkPiles(parsed.value.content) : null;
	if (piles && !piles.ok) return piles;
	return parsed.ok ? checkPackOptions(MK_CONTENT, parsed.value) : parsed;
}

const id = shape.str(60, 1);
const int = shape.int(-1_000_000, 1_000_000);
const to = shape.oneOf(['hero', 'unit']);
/** Every action kind with its fields; the kernel then takes an action only in the exact form a decision offers. */
const ACTION = shape.tagged('a', {
	tactic: { id },
	play: { card: id },
	unit: { uid: int },
	skill: { id },
	step: { to: id },
	explore: { at: id },
	rest: {},
	announce: {},
	endTurn: {},
	how: { how: shape.oneOf(['basic', 'powered']), alt: int },
	sideways: { as: shape.oneOf(['move', 'influence', 'attack', 'block']) },
	mana: { from: shape.oneOf(['token', 'crystal', 'die']), color: shape.oneOf(['red', 'blue', 'green', 'white', 'gold', 'black']), die: shape.opt(int) },
	choose: { i: int },
	card: { card: id },
	pickUnit: { uid: int },
	wound: { where: shape.oneOf(['hand', 'unit']), uid: shape.opt(int) },
	done: {},
	useTactic: {},
	target: { uid: int },
	strike: {},
	blockTarget: { uid: int },
	block: {},
	takeDamage: { uid: int },
	nextPhase: {},
	damage: { to, uid: shape.opt(int) },
	pickEnemy: { uid: shape.opt(int), all: shape.opt(shape.oneOf([true])) },
	combatChoose: { i: int },
	interact: {},
	recruit: { unit: id, bonds: shape.opt(shape.bool()) },
	buyHeal: {},
	buyAdvanced: { id },
	buySpell: { id },
	challenge: { uids: shape.arr(int, 40) },
	enterSite: {},
	burnMonastery: {},
	disband: { uid: int },
	keepUnits: {},
	pvpAttend: { full: shape.bool() },
	pvpStrike: {},
	pvpPass: {},
	pvpBlock: {},
	pvpDamage: { to: shape.oneOf(['hero', 'unit', 'artifact', 'push']), uid: shape.opt(int), card: shape.opt(id), hex: shape.opt(id) },
	banner: { uid: int },
	borrow: { unit: id, ability: int },
	place: { where: shape.oneOf(['top', 'bottom']) },
	convertMove: { kind: shape.oneOf(['melee', 'ranged']) }
} satisfies Record<MkAction['a'], object>);

/** Actions are small JSON objects of a known kind with its own fields (bounded, a clean copy, never throwing); legality is apply's business. */
function parseAction(raw: unknown): Result<MkAction> {
	const parsed = parseShape(ACTION, raw);
	return parsed.ok ? oneForm(parsed.value) : parsed;
}

/**
 * The parsed action as one of its kind's forms: three kinds have several (damage to the hero or a
 * unit, an enemy or all of them, PvP damage to the hero, a unit, an artifact or a push), which the
 * schema reads as one object with optional fields. A form missing its own field is refused here.
 */
function oneForm(a: Infer<typeof ACTION>): Result<MkAction> {
	const missing = (field: string) => reject(`Akci „${a.a}“ chybí pole „${field}“.`, `The action "${a.a}" lacks its field "${field}".`);
	switch (a.a) {
		case 'damage':
			if (a.to === 'hero') return ok({ a: 'damage', to: 'hero' });
			return a.uid === undefined ? missing('uid') : ok({ a: 'damage', to: 'unit', uid: a.uid });
		case 'pickEnemy':
			if (a.all) return ok({ a: 'pickEnemy', all: true });
			return a.uid === undefined ? missing('uid') : ok({ a: 'pickEnemy', uid: a.uid });
		case 'pvpDamage':
			switch (a.to) {
				case 'hero':
					return ok({ a: 'pvpDamage', to: 'hero' });
				case 'unit':
					return a.uid === undefined ? missing('uid') : ok({ a: 'pvpDamage', to: 'unit', uid: a.uid });
				case 'artifact':
					return a.card === undefined ? missing('card') : ok({ a: 'pvpDamage', to: 'artifact', card: a.card });
				case 'push':
					return a.hex === undefined ? missing('hex') : ok({ a: 'pvpDamage', to: 'push', hex: a.hex });
			}
		default:
			return ok(a);
	}
}

export const mageKnight: GameModule<MkState, MkAction, MkOptions, MkView> = {
	id: 'mageknight',
	rulesVersion: RULES_VERSION,
	olderRulesVersions: [RULES_V1],
	name: { cs: 'Mage Knight', en: 'Mage Knight' },
	minSeats: 1,
	maxSeats: 4,
	modes: MK_MODES,
	defaultOptions: () => MK_OPTIONS.defaults(),
	parseOptions,
	parseAction,
	...kernelModuleParts(mkKernel, { rulesVersion: RULES_VERSION, olderRulesVersions: [RULES_V1], parseOptions, startState: setupGame, prompt: promptOf, checkShape: parseAction }),
	view: viewOf,
	result: resultOf
};

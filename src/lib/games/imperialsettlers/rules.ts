/**
 * Imperial Settlers (base game) as a kernel game module: pure, deterministic, never throwing
 * on bad input. Rule decisions where the sources are silent are listed in DESIGN.md.
 */
import { checkPackOptions, cloneData, contentOptionFields, decisionKernel, kernelModuleParts, parseShape, shape, type GameModule, type HandlerTable, type Result, type Seat } from '$lib/engine';
import { IS_CONTENT } from './content';
import { ITEMS } from './data/types';
import { IS_MODES, IS_OPTIONS } from './meta';
import { EXPANSION_HANDLERS } from './expansion';
import { pickHandler } from './picks';
import { promptOf } from './prompts';
import { roundHandlers } from './round';
import { resultOf } from './scoring';
import { setupGame } from './setup';
import { SOLO_HANDLERS } from './solo';
import { payLHandler, turnHandler } from './turn';
import type { IsAction, IsOptions, IsState, Task } from './types';
import { variantsFor, variantsOf } from './variants';
import { OLDER_RULES_VERSIONS, RULES_VERSION } from './version';
import { viewOf, type IsView } from './view';

export { RULES_VERSION } from './version';

/** One handler per task kind (a missing kind does not compile); the variants reach the core through `variantsOf`. */
const HANDLERS: HandlerTable<IsState, Task, IsAction> = {
	...roundHandlers(variantsOf),
	...SOLO_HANDLERS,
	...EXPANSION_HANDLERS,
	turn: turnHandler(variantsOf),
	payL: payLHandler,
	pick: pickHandler(variantsOf)
};

/** The start of a match: the base setup, then each variant its options name. */
const startState = (seats: Seat[], options: IsOptions, seed: string, rulesVersion: string) => setupGame(seats, options, seed, rulesVersion, variantsFor(options));

export const isKernel = decisionKernel<IsState, Task, IsAction>({
	handlers: HANDLERS,
	tasks: (s) => s.tasks,
	rng: (s) => s.rng,
	isOver: (s) => s.over,
	clone: cloneData,
	// apply takes an action only in the exact form legalActions lists it (issue 23 #12: the two can never drift apart).
	onlyOffered: true
});

/**
 * The options of meta.ts's per-mode table, and a content pack (engine/pack.ts: `content` overrides,
 * `contentAdded` records, `contentPack` name and hash) in every mode.
 */
const OPTIONS = IS_OPTIONS.with(contentOptionFields(IS_CONTENT));

export function parseOptions(raw: unknown): Result<IsOptions> {
	const parsed = OPTIONS.parse(raw);
	if (!parsed.ok) return parsed;
	// Empty pack keys are dropped (the same match as none: old saves keep their hashes); a pack label
	// must match its content's hash. Flat `content` without a label: owner values recorded before packs.
	return checkPackOptions(IS_CONTENT, parsed.value);
}

const str = shape.str(40);
const int = shape.int(-1000, 1000);
/** Every action kind with exactly its fields (`opt` ones may be missing): anything else is refused. */
const ACTION = shape.tagged('a', {
	draft: { card: str },
	deck: { deck: shape.oneOf(['common', 'faction']) },
	option: { i: int },
	build: { card: str },
	deal: { card: str },
	razeHand: { card: str },
	razeEnemy: { seat: int, loc: str },
	activate: { loc: str, times: int },
	workers: { n: int },
	pass: {},
	siege: { seat: int, loc: str },
	conquer: { seat: int, loc: str },
	target: { id: str },
	samurai: { loc: str },
	defence: { loc: str },
	l: { from: shape.oneOf(['loc', 'foundation']), id: str },
	pick: { id: shape.opt(str), seat: shape.opt(int), i: shape.opt(int), item: shape.opt(shape.oneOf(ITEMS)) }
} satisfies Record<IsAction['a'], object>);

/**
 * Actions are small JSON objects of a known kind with exactly its own fields (the kernel's schema parser:
 * bounded, never throwing; a clean copy); legality is apply's business.
 */
export function parseAction(raw: unknown): Result<IsAction> {
	return parseShape(ACTION, raw);
}

export const imperialSettlers: GameModule<IsState, IsAction, IsOptions, IsView> = {
	id: 'imperialsettlers',
	rulesVersion: RULES_VERSION,
	olderRulesVersions: OLDER_RULES_VERSIONS,
	name: { cs: 'Settlers: Zrod impéria', en: 'Imperial Settlers' },
	minSeats: 1,
	maxSeats: 4,
	modes: IS_MODES,
	defaultOptions: () => OPTIONS.defaults(),
	parseOptions,
	parseAction,
	...kernelModuleParts(isKernel, { rulesVersion: RULES_VERSION, olderRulesVersions: OLDER_RULES_VERSIONS, parseOptions, startState, prompt: promptOf, checkShape: parseAction }),
	view: viewOf,
	result: resultOf
};

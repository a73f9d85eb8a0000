/**
 * Imperial Settlers (base game) as a kernel game module: pure, deterministic, never throwing
 * on bad input. Rule decisions where the sources are silent are listed in DESIGN.md.
 */
import { cloneData, decisionKernel, kernelModuleParts, ok, parseContentValues, parseShape, reject, shape, tx, type GameModule, type HandlerTable, type Result } from '$lib/engine';
import { IS_CONTENT_FIELDS } from './content';
import { FACTION_IDS, ITEMS } from './data/types';
import { IS_MODES } from './meta';
import { pickHandler } from './picks';
import { promptOf } from './prompts';
import { ROUND_HANDLERS } from './round';
import { resultOf } from './scoring';
import { setupGame } from './setup';
import { SOLO_HANDLERS } from './solo';
import { payLHandler, turnHandler } from './turn';
import type { Difficulty, IsAction, IsOptions, IsState, ModeId, SoloGoal, Task } from './types';
import { OLDER_RULES_VERSIONS, RULES_VERSION } from './version';
import { viewOf, type IsView } from './view';

export { RULES_VERSION } from './version';

const HANDLERS = { ...ROUND_HANDLERS, ...SOLO_HANDLERS, turn: turnHandler, payL: payLHandler, pick: pickHandler } as HandlerTable<IsState, Task, IsAction>;

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
 * Each option's type; which of them a mode allows, and what a missing one means, is `parseOptions`'s.
 * The mode ids of meta.ts are the ModeId union. The owner values are checked by engine/content.ts.
 */
const OPTIONS = shape.options({
	mode: shape.initially(shape.oneOf(IS_MODES.map((m) => m.id as ModeId)), 'base-2p'),
	factionReshuffle: shape.def(shape.bool(), false),
	expansion: shape.optInitially(shape.bool(), false),
	soloGoal: shape.opt(shape.oneOf<SoloGoal>(['faction', 'all'])),
	difficulty: shape.opt(shape.oneOf<Difficulty>(['easy', 'medium', 'hard'])),
	virtualFaction: shape.opt(shape.oneOf(FACTION_IDS)),
	content: shape.opt(shape.check(tx('hodnoty vlastníka', 'owner values'), (v) => parseContentValues(IS_CONTENT_FIELDS, v)))
});

export function parseOptions(raw: unknown): Result<IsOptions> {
	const parsed = OPTIONS.parse(raw);
	if (!parsed.ok) return parsed;
	const o = parsed.value;
	const mode = o.mode;
	const solo = mode === 'solo' || mode === 'solo-conquest';
	if (mode === 'solo' && o.expansion) return reject<IsOptions>('Základní sólo se hraje bez rozšíření; s ním je režim „Sólo s dobýváním“.', 'The base solo is played without the expansion; with it, choose “Solo conquest”.');
	if (mode === 'solo-conquest' && o.expansion === false) return reject<IsOptions>('Sólo s dobýváním je režim rozšíření.', 'Solo conquest is a mode of the expansion.');
	if (!solo && (o.soloGoal !== undefined || o.difficulty !== undefined || o.virtualFaction !== undefined))
		return reject<IsOptions>('Cíl, obtížnost a frakce virtuálního hráče patří jen k sólu.', 'Goal, difficulty and the virtual faction belong to the solo modes only.');
	if (mode !== 'solo-conquest' && (o.difficulty !== undefined || o.virtualFaction !== undefined))
		return reject<IsOptions>('Obtížnost a frakce virtuálního hráče patří jen k sólu s dobýváním.', 'Difficulty and the virtual faction belong to solo conquest only.');
	const out: IsOptions = { mode, factionReshuffle: o.factionReshuffle, expansion: mode === 'solo-conquest' || (!solo && !!o.expansion) };
	if (solo) out.soloGoal = o.soloGoal ?? 'faction';
	if (mode === 'solo-conquest') out.difficulty = o.difficulty ?? 'medium';
	if (o.virtualFaction !== undefined) out.virtualFaction = o.virtualFaction;
	// The owner's values (content.ts); an empty set is the same match as none (no key: old saves keep their hashes).
	if (o.content !== undefined && Object.keys(o.content).length) out.content = o.content;
	return ok<IsOptions>(out);
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
	return parseShape(ACTION, raw) as Result<IsAction>;
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
	...kernelModuleParts(isKernel, { rulesVersion: RULES_VERSION, olderRulesVersions: OLDER_RULES_VERSIONS, parseOptions, startState: setupGame, prompt: promptOf, checkShape: parseAction }),
	view: viewOf,
	result: resultOf
};

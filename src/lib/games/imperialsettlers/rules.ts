/**
 * Imperial Settlers (base game) as a kernel game module: pure, deterministic, never throwing
 * on bad input. Rule decisions where the sources are silent are listed in DESIGN.md.
 */
import { cloneData, decisionKernel, kernelModuleParts, ok, parseContentValues, reject, type GameModule, type HandlerTable } from '$lib/engine';
import { IS_CONTENT_FIELDS } from './content';
import { FACTION_IDS } from './data/types';
import { IS_MODES } from './meta';
import { pickHandler } from './picks';
import { promptOf } from './prompts';
import { ROUND_HANDLERS } from './round';
import { resultOf } from './scoring';
import { setupGame } from './setup';
import { SOLO_HANDLERS } from './solo';
import { payLHandler, turnHandler } from './turn';
import type { IsAction, IsOptions, IsState, Task } from './types';
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

const MODES = IS_MODES.map((m) => m.id);

export function parseOptions(raw: unknown) {
	const o = raw as Partial<IsOptions> | null;
	if (!o || typeof o !== 'object' || !MODES.includes(o.mode as string)) return reject<IsOptions>('Neznámý režim hry.', 'Unknown game mode.');
	if (o.factionReshuffle !== undefined && typeof o.factionReshuffle !== 'boolean')
		return reject<IsOptions>('Volba míchání frakčního balíčku musí být ano/ne.', 'The Faction-deck reshuffle option must be true or false.');
	if (o.expansion !== undefined && typeof o.expansion !== 'boolean') return reject<IsOptions>('Volba rozšíření musí být ano/ne.', 'The expansion option must be true or false.');
	const mode = o.mode as IsOptions['mode'];
	const solo = mode === 'solo' || mode === 'solo-conquest';
	if (mode === 'solo' && o.expansion) return reject<IsOptions>('Základní sólo se hraje bez rozšíření; s ním je režim „Sólo s dobýváním“.', 'The base solo is played without the expansion; with it, choose “Solo conquest”.');
	if (mode === 'solo-conquest' && o.expansion === false) return reject<IsOptions>('Sólo s dobýváním je režim rozšíření.', 'Solo conquest is a mode of the expansion.');
	if (!solo && (o.soloGoal !== undefined || o.difficulty !== undefined || o.virtualFaction !== undefined))
		return reject<IsOptions>('Cíl, obtížnost a frakce virtuálního hráče patří jen k sólu.', 'Goal, difficulty and the virtual faction belong to the solo modes only.');
	if (o.soloGoal !== undefined && o.soloGoal !== 'faction' && o.soloGoal !== 'all') return reject<IsOptions>('Neznámý cíl sóla.', 'Unknown solo goal.');
	if (mode !== 'solo-conquest' && (o.difficulty !== undefined || o.virtualFaction !== undefined))
		return reject<IsOptions>('Obtížnost a frakce virtuálního hráče patří jen k sólu s dobýváním.', 'Difficulty and the virtual faction belong to solo conquest only.');
	if (o.difficulty !== undefined && !['easy', 'medium', 'hard'].includes(o.difficulty)) return reject<IsOptions>('Neznámá obtížnost.', 'Unknown difficulty.');
	if (o.virtualFaction !== undefined && !FACTION_IDS.includes(o.virtualFaction)) return reject<IsOptions>('Neznámá frakce virtuálního hráče.', 'Unknown virtual faction.');
	const out: IsOptions = { mode, factionReshuffle: !!o.factionReshuffle, expansion: mode === 'solo-conquest' || (!solo && !!o.expansion) };
	if (solo) out.soloGoal = o.soloGoal ?? 'faction';
	if (mode === 'solo-conquest') out.difficulty = o.difficulty ?? 'medium';
	if (o.virtualFaction !== undefined) out.virtualFaction = o.virtualFaction;
	if (o.content !== undefined) {
		// The owner's values (content.ts); an empty set is the same match as none (no key: old saves keep their hashes).
		const content = parseContentValues(IS_CONTENT_FIELDS, o.content);
		if (!content.ok) return content;
		if (Object.keys(content.value).length) out.content = content.value;
	}
	return ok<IsOptions>(out);
}

type FieldType = 's' | 'n';
/** Every action kind with its fields (a `?` field is optional): anything else is refused. */
const SHAPES: Record<IsAction['a'], Record<string, FieldType | `${FieldType}?`>> = {
	draft: { card: 's' },
	deck: { deck: 's' },
	option: { i: 'n' },
	build: { card: 's' },
	deal: { card: 's' },
	razeHand: { card: 's' },
	razeEnemy: { seat: 'n', loc: 's' },
	activate: { loc: 's', times: 'n' },
	workers: { n: 'n' },
	pass: {},
	siege: { seat: 'n', loc: 's' },
	conquer: { seat: 'n', loc: 's' },
	target: { id: 's' },
	samurai: { loc: 's' },
	defence: { loc: 's' },
	l: { from: 's', id: 's' },
	pick: { id: 's?', seat: 'n?', i: 'n?', item: 's?' }
};

/** Actions are small JSON objects of a known kind with exactly its fields; legality is apply's business. */
export function parseAction(raw: unknown) {
	const bad = () => reject<IsAction>('Neplatný tah.', 'Malformed action.');
	if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return bad();
	const o = raw as Record<string, unknown>;
	const shape = typeof o.a === 'string' && Object.prototype.hasOwnProperty.call(SHAPES, o.a) ? SHAPES[o.a as IsAction['a']] : null;
	if (!shape) return bad();
	for (const k of Object.keys(o)) {
		if (k === 'a') continue;
		const t = shape[k];
		if (!t) return bad();
		const v = o[k];
		if (t[0] === 's' ? typeof v !== 'string' || v.length > 40 : !Number.isInteger(v)) return bad();
	}
	for (const k of Object.keys(shape)) if (!shape[k].endsWith('?') && !(k in o)) return bad();
	return ok(raw as IsAction);
}

export const imperialSettlers: GameModule<IsState, IsAction, IsOptions, IsView> = {
	id: 'imperialsettlers',
	rulesVersion: RULES_VERSION,
	olderRulesVersions: OLDER_RULES_VERSIONS,
	name: { cs: 'Settlers: Zrod impéria', en: 'Imperial Settlers' },
	minSeats: 1,
	maxSeats: 4,
	modes: IS_MODES,
	defaultOptions: () => ({ mode: 'base-2p', factionReshuffle: false, expansion: false }),
	parseOptions,
	parseAction,
	...kernelModuleParts(isKernel, { rulesVersion: RULES_VERSION, olderRulesVersions: OLDER_RULES_VERSIONS, parseOptions, startState: setupGame, prompt: promptOf, checkShape: parseAction }),
	view: viewOf,
	result: resultOf
};

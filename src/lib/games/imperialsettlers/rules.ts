/**
 * Imperial Settlers (base game) as a kernel game module: pure, deterministic, never throwing
 * on bad input. Rule decisions where the sources are silent are listed in DESIGN.md.
 */
import { cloneData, decisionKernel, ok, reject, type GameModule, type HandlerTable, type Pending } from '$lib/engine';
import { IS_MODES } from './meta';
import { pickHandler } from './picks';
import { promptOf } from './prompts';
import { ROUND_HANDLERS } from './round';
import { resultOf } from './scoring';
import { setupGame } from './setup';
import { payLHandler, turnHandler } from './turn';
import type { IsAction, IsOptions, IsState, Task } from './types';
import { viewOf, type IsView } from './view';

export const RULES_VERSION = 'imperialsettlers-1';

const HANDLERS = { ...ROUND_HANDLERS, turn: turnHandler, payL: payLHandler, pick: pickHandler } as HandlerTable<IsState, Task, IsAction>;

export const isKernel = decisionKernel<IsState, Task, IsAction>({
	handlers: HANDLERS,
	tasks: (s) => s.tasks,
	rng: (s) => s.rng,
	isOver: (s) => s.over,
	clone: cloneData
});

const MODES = IS_MODES.map((m) => m.id);

export function parseOptions(raw: unknown) {
	const o = raw as Partial<IsOptions> | null;
	if (!o || typeof o !== 'object' || !MODES.includes(o.mode as string)) return reject<IsOptions>('Neznámý režim hry.', 'Unknown game mode.');
	if (o.factionReshuffle !== undefined && typeof o.factionReshuffle !== 'boolean')
		return reject<IsOptions>('Volba míchání frakčního balíčku musí být ano/ne.', 'The Faction-deck reshuffle option must be true or false.');
	if (o.expansion) return reject<IsOptions>('Rozšíření zatím není k dispozici.', 'The expansion is not available yet.');
	return ok<IsOptions>({ mode: o.mode as IsOptions['mode'], factionReshuffle: !!o.factionReshuffle, expansion: false });
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
	name: { cs: 'Settlers: Zrod impéria', en: 'Imperial Settlers' },
	minSeats: 2,
	maxSeats: 4,
	modes: IS_MODES,
	defaultOptions: () => ({ mode: 'base-2p', factionReshuffle: false, expansion: false }),
	parseOptions,
	parseAction,
	setup(seats, options, seed, rulesVersion = RULES_VERSION) {
		if (rulesVersion !== RULES_VERSION) return reject('Neznámá verze pravidel.', 'Unknown rules version.');
		const parsed = parseOptions(options);
		if (!parsed.ok) return parsed;
		const made = setupGame(seats, parsed.value, seed, rulesVersion);
		if (!made.ok) return made;
		const s = made.value.state;
		const ctx = isKernel.context(s);
		isKernel.advance(s, ctx);
		return ok({ state: s, events: [...made.value.events, ...ctx.events], barrier: true });
	},
	pending(s): Pending[] {
		const task = isKernel.due(s);
		return task && !s.over ? [{ seat: task.seat, prompt: promptOf(s, task) }] : [];
	},
	legalActions: (s, seat) => isKernel.legalActions(s, seat),
	apply(s, seat, action) {
		const parsed = parseAction(action);
		return parsed.ok ? isKernel.apply(s, seat, parsed.value) : parsed;
	},
	view: viewOf,
	result: resultOf
};

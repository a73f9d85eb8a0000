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

/** Actions are small JSON objects with a string kind in `a`; legality is apply's business. */
function parseAction(raw: unknown) {
	if (!raw || typeof raw !== 'object' || Array.isArray(raw) || typeof (raw as { a?: unknown }).a !== 'string') return reject<IsAction>('Neplatný tah.', 'Malformed action.');
	try {
		if (JSON.stringify(raw).length > 500) return reject<IsAction>('Příliš dlouhý tah.', 'Action too long.');
	} catch {
		return reject<IsAction>('Neplatný tah.', 'Malformed action.');
	}
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
	apply: (s, seat, action) => isKernel.apply(s, seat, action),
	view: viewOf,
	result: resultOf
};

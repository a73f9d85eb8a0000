/**
 * The Rivals on the engine's decision kernel: one handler per task kind (the table is exhaustive
 * over `Task['t']`), and the kernel that runs the queue, offers the legal actions and applies them.
 */
import { decisionKernel } from '$lib/engine';
import { cloneState } from '../clone';
import { placeAutomatic } from '../decisions';
import { readOnly, recomputeTokens } from '../principality';
import type { RivalsAction, RivalsState, Task } from '../types';
import { isOver } from '../version';
import { ATTACKS } from './attacks';
import { FLOW } from './flow';
import { HAND_AND_STACKS } from './cards';
import { REGIONS } from './regions';
import { RESOURCE_DECISIONS } from './resources';
import { START } from './start';
import { TURN } from './turn';
import type { RivalsHandlers } from './types';

export const HANDLERS: RivalsHandlers = {
	...FLOW,
	// Center cards and expansions are placed once paid: no decision.
	placeCenter: { run: (s, task, ctx) => placeAutomatic(s, task, ctx) },
	placeExpansion: { run: (s, task, ctx) => placeAutomatic(s, task, ctx) },
	...START,
	...TURN,
	...RESOURCE_DECISIONS,
	...REGIONS,
	...HAND_AND_STACKS,
	...ATTACKS
};

export const rivalsKernel = decisionKernel<RivalsState, Task, RivalsAction>({
	handlers: HANDLERS,
	tasks: (s) => s.tasks,
	rng: (s) => s.rng,
	isOver,
	clone: cloneState, // = cloneData, faster (clone.ts)
	// Listing legal actions shares one count of each player's stocks (principality.ts).
	listing: readOnly,
	// Token ownership is recomputed after every change (seed L400-410).
	beforeStep: recomputeTokens
});

/** Setup step 5 as the queue's first task (moves layer): one horde per section, a 4th by the indicator with 4 players (seed l.147-159). */
import type { RunHandler } from '$lib/engine';
import { setupHordes } from './hordes';
import type { GwState, Task } from './types';

export const enterHordesAtSetup: RunHandler<GwState, Extract<Task, { t: 'setupHordes' }>, Task> = {
	run(s, _task, ctx) {
		setupHordes(s, ctx, s.seats >= 4 ? 1 : 0);
	}
};

/** The automatic tasks of the turn (flow.ts): each runs once at the head of the queue; what it returns takes its place. */
import { drawEvent, endOfTurn, eventEffect, production, resolveFace, roll } from '../flow';
import type { RivalsHandlers } from './types';

export const FLOW: Pick<RivalsHandlers, 'roll' | 'production' | 'resolveFace' | 'drawEvent' | 'eventEffect' | 'endTurn'> = {
	roll: { run: (s, task, ctx) => roll(s, task.fixedProduction, ctx, task.reiner) },
	production: { run: (s, _task, ctx) => production(s, ctx) },
	resolveFace: { run: (s, task, ctx) => resolveFace(s, ctx, task.reiner) },
	drawEvent: { run: (s, _task, ctx) => drawEvent(s, ctx) },
	eventEffect: { run: (s, task, ctx) => eventEffect(s, task.card, task.immune, ctx) },
	endTurn: { run: (s, task, ctx) => endOfTurn(s, task.seat, ctx) }
};

import type { HandlerTable } from '$lib/engine';
import type { RivalsAction, RivalsState, Task } from '../types';

/** One handler per Rivals task kind (the engine's decision kernel). */
export type RivalsHandlers = HandlerTable<RivalsState, Task, RivalsAction>;

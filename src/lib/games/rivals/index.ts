export { rivals, RULES_VERSION } from './rules';
export { rivalsBots } from './bots';
export type { RivalsState, RivalsAction, RivalsOptions } from './types';
export type { RivalsView } from './view';

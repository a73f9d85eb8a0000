/** How many advisors a seat has, Active and Supporting (facts layer; the Embassy's price, seed l.1269-1271). */
import type { GwState } from './types';

export const advisorCount = (s: GwState, seat: number): number => s.players[seat].active.length + s.zones[`support${seat}`].items.length;

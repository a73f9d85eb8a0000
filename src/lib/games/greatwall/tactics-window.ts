/**
 * Trigger moments (rules layer, spec §5.7): each one asks every player who holds a tactic card —
 * the hand's size is public, so asking reveals nothing — in tea order; one card per player per moment.
 */
import type { GwState, Task, Trigger } from './types';

export function tacticWindow(s: GwState, trigger: Trigger, seats: readonly number[] = s.tea): Task[] {
	s.moment++;
	return s.tea.filter((seat) => seats.includes(seat) && s.zones[`tactics${seat}`].items.length > 0).map((seat) => ({ t: 'tactic' as const, seat, trigger, moment: s.moment }));
}

/**
 * The tables a match plays on (facts layer), cached per content: the provisional tables of the
 * spec until the content adapter lands.
 */
import type { GwTables } from './tables';
import { provisionalFor } from './provisional';
import type { GwOptions } from './types';

/** A match's tables by its options (its pack) and player count (the board side). */
export function tablesFor(options: Pick<GwOptions, 'content'>, seats: number): GwTables {
	void options;
	return provisionalFor(seats);
}

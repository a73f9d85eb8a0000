import type { RngState } from './rng';
import type { Text } from './types';

/**
 * A bot decides for one seat from that seat's view only (never the full state)
 * and the legal actions the engine enumerates for it.
 */
export interface Bot<V = unknown, A = unknown> {
	id: string;
	name: Text;
	choose(view: V, legal: A[], rng: RngState): A;
}

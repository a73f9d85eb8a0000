/**
 * A Location leaves its Empire (razed, conquered, discarded, removed, built over): the one rule
 * every way out shares, so no way forgets a part of it.
 */
import type { StepContext } from '$lib/engine';
import { discardCard, showHeld } from './piles';
import type { IsState, Loc } from './types';

/**
 * Takes a Location out of its Empire (razed, discarded, removed, built over). Its Samurai and
 * Defence tokens go back to the supply; a Trade-Route Deal lying under it is discarded
 * [decision: as when it is conquered, SEED l.31–34].
 */
export function takeOut(s: IsState, owner: number, id: string, ctx: StepContext): Loc {
	const p = s.players[owner];
	const i = p.empire.findIndex((l) => l.id === id);
	const [loc] = p.empire.splice(i, 1);
	for (const q of s.players) {
		const hosted = q.deals.filter((d) => d.host?.loc === id);
		for (const d of hosted) {
			q.deals.splice(q.deals.indexOf(d), 1);
			discardCard(s, d.card);
			showHeld(s, ctx); // the Deal card was face down under the Location
		}
	}
	if (loc.ctl !== undefined) s.players[loc.ctl].tokens++;
	return loc;
}

/**
 * The Rivals for Catan as a kernel game module: pure, deterministic, never
 * throwing on bad input.
 *
 * Decisions taken where the seed is silent (each marked [inferred] in the spec):
 * - Seat 0 plays the red start principality, seat 1 the blue one (spec §3.2.2).
 * - Start-player roll-off ties are re-rolled (§3.2.7).
 * - Tokens: owner = ≥3 points and strictly more than the opponent, recomputed after every change (§6.3, §12.7).
 * - rivals-1 only: the win-before-rolling check applies in the introductory game too (§12.17). rivals-2 follows the
 *   seed: the introductory game is won only with 7 VP at the end of one's own turn (L508-514); winning before
 *   the roll (L667-668) is a theme-game rule.
 * - Exhaustion (rivals-2; the rulebook is silent): when every draw stack is empty and 8 consecutive turns (4 rounds)
 *   pass in which no player's VP went up (each player's VP at the start vs. the end of the turn), the match ends
 *   at the end of that turn; the most VP wins, equal VP is a draw (no winner).
 * - Stall (rivals-3; the rulebook is silent): dead cards can circulate through the exchange so that the draw stacks
 *   never empty while nobody can score any more. A turn now counts as stale when no player ends it with more VP than
 *   at any time before, whether cards can be drawn or not: 8 such turns in a row end the match when every draw stack is
 *   empty (as above), 40 in any case; most VP wins, equal VP is a draw. The VP highs only grow, so every match ends.
 * - Hidden hands never shape the flow (rivals-2): after building a settlement the builder is always asked to draw
 *   the top 2 regions or play the Scout (never resolved automatically); when Riots, Feud or Fraternal Feuds is
 *   revealed in a mode with Sebastian (Era of Turmoil), every player it would affect is asked to play him or let
 *   it happen, held or not (Fraternal Feuds: a victim holding any card). rivals-1 asked only holders.
 * - A step that shows a player hidden cards (a searched stack, the region stack, the opponent's hand, the discard
 *   pile) is an undo barrier, also when it is the last payment of the exchange search (seed L383-387).
 * - Simultaneous choices (Harvest, Celebration tie, Invention, Merchant, Race) are asked active player first (§11.3).
 * - Trade face: the giver chooses the region the resource comes from (§12.16).
 * - Fraternal Feuds and Feud have no effect when nobody holds the strength token (§9.2).
 * - A resource that cannot be stored is lost; a gain is skipped when no region of the allowed types has room (§5.1).
 * - Cards put under stacks and the stack searched are public; the cards themselves are not (§11.2).
 * - Relocation swaps two regions (they keep their resources) or two expansions; it needs two of a kind.
 * - Stacks may run empty; a hand that cannot be refilled stays smaller (§12.9).
 * - The event die has the event-card face twice (§2.4, [K]).
 * Theme games:
 * - Starting hands: the second player may choose the same basic stack (§3.3 item 4); the chosen stack
 *   is shown to that seat only; picks keep the rest of the stack in order.
 * - Region rearrangement: after both hands, start player first, then the other; any number of swaps of
 *   two own start regions, resources stay on them; "Done" ends it (§3.3 item 5).
 * - The event deck is rebuilt on Yule from all event cards of the mode in canonical (sorted) order
 *   before the shuffle; the intro game keeps its catalogue order (unchanged replays).
 * - Demolition: any own expansion (buildings, units, city and region expansions), only in the action
 *   phase; face-up-stack cards go back to the face-up stack, also when removed by Feud (§5.11).
 * - Cards removed under a draw stack (Feud, Fraternal Feuds, hand limit, exchange) need a stack with the
 *   same back (§6.6); the check is off in the intro game (its stacks are all basic).
 * - "Buildings" (Feud, Invention) include city expansions; region expansions and units are not buildings.
 * - Requirements are checked when building/playing only (§6.7). "All instructions must be fulfillable"
 *   (seed L630-639): Brigands needs a type the opponent has and you can store; Gudrun needs ≥1 gold
 *   you can take and store; Merchant/Trade Master need the opponent to hold a resource.
 * - Brigands: the amount is the free space of your emptiest region of that type, at most what the
 *   opponent holds (reading of "as many as one of your regions can hold").
 * - Merchant / Trade Master: each named resource must be held by the opponent (naming the same type twice
 *   needs 2); a named resource you cannot store is lost after it is given.
 * - Moneylender: 2 names on the Trade face, only types you can store and the opponent holds; fewer if
 *   nothing more qualifies.
 * - Reiner: playable before rolling, also together with Brigitta (Reiner first); the event die is not rolled.
 * - Gold Cache: capacity 3, a store of gold for every payment, gain and demand; requirement "hero with
 *   ≥1 strength" and cost 1L 1W are provisional (§9.9); it cannot be relocated.
 * - Relocation keeps city expansions at cities (a swap that would move one to a settlement is refused).
 * - Pirate Ship has no strength (no source gives one); Gift for the Prince counts units with strength.
 * - Mint: once per turn per Mint, exactly 1 gold for 1 other resource (offered as a 1:1 trade).
 * Era of Turmoil (turmoil.ts, decisions.ts, flow.ts):
 * - Protection roll: only the defender with Lookout Tower (1–2), Heinrich (3–5) or both (1–5, one roll)
 *   rolls; it comes right after the card is played, before any target is named; a protected attack
 *   has no effect and the card is discarded anyway (spec D8 [inferred]).
 * - Archer: the victim chooses one own unit with ≥1 strength (heroes, ships, units) and a stack with the
 *   same back. Arsonist: the attacker names an unprotected building (settlement/city or city expansion)
 *   after the roll, the victim chooses the stack; a lone target is named automatically.
 * - Fire Brigade protects every expansion at its own city column (rows ±1 and ±2), itself included.
 * - Irmgard: 1 resource of choice for every placed card her owner removes under a stack because of the
 *   opponent's card or an event (Feud, Archer, Arsonist), not for Irmgard herself; not for demolition.
 * - Voyage of Plunder: the player names the types (each must be held by the opponent and storable);
 *   2 when the opponent has strictly more VP, else 1; fewer when nothing more qualifies.
 * - Fairgrounds: "more skill points" is strict; Tithe Barn: wool or grain × own heroes, excess lost.
 * - Drill Ground: the player chooses which one resource of the hero's cost is not paid (only among the
 *   cost's types); no other discount; automatic when only one choice is affordable.
 * - Riots: units (heroes, ships, units) with strength or commerce points count; 1–2 → 1 gold, 3+ → 2 gold;
 *   each affected player (active first) pays in full or puts one such unit under a stack with the same
 *   back (free choice when the gold is there); no such unit → not affected; Chapel by the current
 *   production result.
 * - Sebastian: offered (play / do not play), active player first, to every player the revealed Riots,
 *   Feud or Fraternal Feuds would affect (Feud/Fraternal Feuds: the victim, i.e. not the strength-token
 *   owner, with a building / another hand card); not offered when a Chapel protects against Riots or the
 *   player has no unit Riots counts. Played, he is discarded and the event skips that player. rivals-1 asked
 *   only players holding him (and, for Fraternal Feuds, another card); rivals-2 asks every affected player.
 * - Traitor: not playable against an empty hand; after the protection roll the attacker sees the hand
 *   (only the two players see which card is taken), takes 1 card or none into the hand; "play or build
 *   it at once" = it may be used in the same action phase like any hand card (it also counts for the
 *   hand limit at the end of the turn); the victim simply refills at the end of their own turn.
 * - Traitor's view of the hand, and the protection roll, are undo barriers.
 * Era of Progress (progress.ts, decisions.ts, flow.ts):
 * - Benjamin: needs a region with this turn's number that has room ("all instructions fulfillable");
 *   each such region +1, no boosters, no Marketplace.
 * - Doctor: with Bath Houses in several cities the player chooses the city; needs a region with room there.
 * - Guido / Gustav: one shared discard pile (no Tournament rules); the player sees the whole pile and takes
 *   any card but the Guido/Gustav just played; needs a non-empty pile. The others learn only that a card
 *   was taken (the pile is otherwise hidden but for its top card, §11.2).
 * - Mineral Mining / Three-Field System: 2 ore / 2 grain, what does not fit is lost; need room for 1.
 * - Library: when built, search one draw stack for free (any stack; Duel: any of the six) or decline.
 * - Town Hall: built on the site of an own Parish Hall at a city; that Parish Hall is then covered: it keeps
 *   its points but cannot be demolished, selected (Feud), targeted (Arsonist) or relocated on its own;
 *   Relocation moves both; removing the Town Hall uncovers it. Searching on the exchange then costs 0.
 * - Building Crane: like Drill Ground, the player chooses the one cost resource not paid (cost > 4 only).
 * - Parliament: "progress points on expansion cards" = the progress points of all placed expansions.
 * - Plague: both players, active first; Pharmacy gains after the losses; a region next to a city with a
 *   Bath House is protected even if it also touches a city without one.
 * Duel of the Princes (setup.ts, theme.ts):
 * - Which copies carry the crescent moon is not in the seed: the [K] list (spec §3.4 item 5) is used, one copy
 *   each; the non-crescent copies of the theme games' face-up cards (Merchant Guild, Hedge Tavern,
 *   University) are shuffled into their theme's draw stack (there is no face-up stack).
 * - Starting hands and region rearrangement as in the theme games; any basic stack; 13 VP.
 * - The 6 random crescent events are drawn at setup from the match's RNG; Yule rebuilds the deck from the
 *   match's own 12 event cards.
 * - Every card of all three sets keeps its theme-game rules (e.g. Arsonist vs a Town Hall, Riots vs a Chief
 *   Cannoneer); a removed card goes under a stack with its own back, now one of six.
 */
import { RIVALS_MODES, RIVALS_OPTIONS, rivalsMeta } from './meta';
import { checkPackOptions, contentOptionFields, kernelModuleParts, ok, reject, type GameEvent, type GameModule, type GameResult, type Result, type Seat } from '$lib/engine';
import { cardsOf, RIVALS_CONTENT } from './content';
import { deckProblem } from './decks';
import { checkRivalsAction, unknownIdReason } from './actionSchema';
import { rivalsKernel } from './handlers';
import { victoryPoints } from './principality';
import { setupState } from './setup';
import { tx, who } from './text';
import type { RivalsAction, RivalsOptions, RivalsState } from './types';
import { promptOf, viewFor, type RivalsView } from './view';
import { exhaustionSummary, isOver, markV2, markV3, RULES_V1, RULES_V2, RULES_V3 } from './version';

export const RULES_VERSION = RULES_V3;
/** Older rules versions still replayed exactly, newest first. */
const OLDER_RULES_VERSIONS = [RULES_V2, RULES_V1];

export { RIVALS_MODES };
/** The options of meta.ts's per-mode table (its mode ids are the Mode union), and a content pack's keys in every mode. */
const OPTIONS = RIVALS_OPTIONS.with(contentOptionFields(RIVALS_CONTENT));

/** Options without pack keys parse as before (old saves keep their hashes); a pack's hash must match its values. */
function parseOptions(raw: unknown): Result<RivalsOptions> {
	const parsed = OPTIONS.parse(raw);
	const checked = parsed.ok ? checkPackOptions(RIVALS_CONTENT, parsed.value) : parsed;
	if (!checked.ok || !checked.value.content) return checked;
	// A pack's card counts must leave the mode a setup (decks.ts): refused here, never a crash later.
	const problem = deckProblem(checked.value.mode, cardsOf({ content: checked.value.content }));
	return problem ? { ok: false, reason: problem } : checked;
}

/** Why a parsed action cannot be taken: its shape, then every card or region it names must exist. */
function checkAction(raw: unknown): Result<RivalsAction> {
	const parsed = checkRivalsAction(raw);
	if (!parsed.ok) return parsed;
	const unknown = unknownIdReason(parsed.value);
	return unknown ? { ok: false, reason: unknown } : parsed;
}

/** The starting state of a supported rules version (the kernel runs its queue to the first decision). */
function startState(seats: Seat[], options: RivalsOptions, seed: string, rulesVersion: string): Result<{ state: RivalsState; events: GameEvent[] }> {
	if (seats.length !== 2) return reject('Knížata z Katanu hrají právě 2 hráči.', 'The Rivals for Catan is for exactly 2 players.');
	const made = setupState(options, seed);
	// Only rivals-2 states carry the flag: rivals-1 saves keep hashing exactly as they did.
	if (rulesVersion !== RULES_V1) markV2(made.state);
	// Only rivals-3 states carry its flag and VP highs: rivals-2 saves keep hashing as they did.
	if (rulesVersion === RULES_V3) markV3(made.state);
	return ok(made);
}

const MATCH_OVER = tx('Partie skončila.', 'The match is over.');

export const rivals: GameModule<RivalsState, RivalsAction, RivalsOptions, RivalsView> = {
	id: 'rivals',
	rulesVersion: RULES_VERSION,
	olderRulesVersions: OLDER_RULES_VERSIONS,
	name: rivalsMeta.name,
	minSeats: rivalsMeta.minSeats,
	maxSeats: rivalsMeta.maxSeats,
	modes: RIVALS_MODES,

	defaultOptions: () => RIVALS_OPTIONS.defaults(),
	parseOptions,
	parseAction: checkRivalsAction,
	// Whose decision, its handler's validate, then perform and advance on a copy; a step that brings a
	// look at hidden cards is a barrier too (seed L383-387). apply re-checks the shape (it must never
	// throw, whoever calls it) and refuses ids that name no card; a thrown bug is a rejection.
	...kernelModuleParts(rivalsKernel, {
		rulesVersion: RULES_VERSION,
		olderRulesVersions: OLDER_RULES_VERSIONS,
		parseOptions,
		startState,
		prompt: promptOf,
		checkShape: checkAction,
		refuse: (s) => (isOver(s) ? MATCH_OVER : null)
	}),

	view: viewFor,

	result(s): GameResult | null {
		if (!isOver(s)) return null;
		const scores = [victoryPoints(s, 0), victoryPoints(s, 1)];
		if (s.over) return { winners: s.winner === null ? [] : [s.winner], scores, summary: exhaustionSummary(s.winner, scores, s.over), target: s.target };
		if (s.winner === null) return null;
		if (s.v2)
			return {
				winners: [s.winner],
				scores,
				summary: tx(
					`${who(s.winner)} vítězí: dosažen cíl ${s.target} vítězných bodů (má ${scores[s.winner]}).`,
					`${who(s.winner)} wins: the goal of ${s.target} victory points is reached (${scores[s.winner]}).`
				),
				target: s.target
			};
		return {
			winners: [s.winner],
			scores,
			summary: tx(`${who(s.winner)} vítězí s ${scores[s.winner]} vítěznými body.`, `${who(s.winner)} wins with ${scores[s.winner]} victory points.`),
			target: s.target
		};
	}
};

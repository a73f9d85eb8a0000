/**
 * Setup (RB p.5; data §2): each seat's faction (chosen, the rest dealt at random), the shuffled
 * Common deck and Faction decks, a random First player, and a starting hand of 2 Faction + 2
 * Common cards drawn in turn order from the First player. No starting goods.
 */
import { newStepContext, ok, reject, rngFromSeed, type Applied, type Result, type Seat } from '$lib/engine';
import { EGYPTIAN_TOKENS, matchDeckIds } from './data';
import { FACTION_IDS, type DeckId, type FactionId } from './data/types';
import { addedDeckIds } from './added';
import { emptySupply } from './goods';
import { drawInto } from './piles';
import { clockwise } from './round';
import { tx } from './text';
import type { IsOptions, IsState } from './types';
import type { IsVariant } from './variant';
import { contentOf } from './version';

export const SEATS_OF_MODE: Record<IsOptions['mode'], number> = { 'base-2p': 2, 'base-3p': 3, 'base-4p': 4, solo: 1, 'solo-conquest': 1 };

/** The start of a match with `variants` (the assembly's choice from `options`): each sets up its part after the base setup. */
export function setupGame(seats: Seat[], options: IsOptions, seed: string, rulesVersion: string, variants: readonly IsVariant[]): Result<Applied<IsState>> {
	if (SEATS_OF_MODE[options.mode] !== seats.length) return reject('Tento režim je pro jiný počet hráčů.', 'This mode is for a different number of players.');
	const chosen = seats.map((s) => s.choices?.faction as FactionId | undefined);
	for (const f of chosen) if (f !== undefined && !FACTION_IDS.includes(f)) return reject('Neznámá frakce.', 'Unknown faction.');
	const picked = chosen.filter((f): f is FactionId => !!f);
	if (new Set(picked).size !== picked.length) return reject('Každý hráč musí hrát za jinou frakci.', 'Every player needs a different faction.');
	for (const v of variants) {
		const problem = v.setup?.problem(options, picked);
		if (problem) return problem;
	}

	const rng = rngFromSeed(seed);
	const s: IsState = {
		v: 1,
		rulesVersion,
		options,
		rng,
		tasks: [],
		round: 1,
		first: 0,
		current: null,
		players: [],
		commonDeck: [],
		commonDiscard: [],
		decks: {},
		discards: {},
		lookout: [],
		over: false,
		final: null
	};
	const ctx = newStepContext(() => s.rng);
	const free = FACTION_IDS.filter((f) => !picked.includes(f) && f !== options.virtualFaction);
	const factions = chosen.map((f) => f ?? free.splice(ctx.random.int(free.length), 1)[0]);
	const content = contentOf(rulesVersion);
	// A pack's added cards join their deck with the expansion (added.ts); none: the same lists, the same shuffles.
	const deck = (d: DeckId): string[] => [...matchDeckIds(d, options.expansion, content), ...(options.expansion ? addedDeckIds(options, d) : [])];
	s.commonDeck = ctx.random.shuffle(deck('common'));
	for (const f of factions) {
		s.decks[f] = ctx.random.shuffle(deck(f));
		s.discards[f] = [];
	}
	s.players = factions.map((faction) => ({
		faction,
		goods: emptySupply(),
		vp: 0,
		hand: [],
		empire: [],
		foundations: [],
		deals: [],
		passed: false,
		tokens: faction === 'egyptians' ? EGYPTIAN_TOKENS : 0
	}));
	s.first = ctx.random.int(seats.length);
	ctx.log(tx(`Začíná {${s.first}}.`, `{${s.first}} is the First player.`));
	for (const seat of clockwise(seats.length, s.first)) {
		drawInto(s, seat, 'faction', ctx);
		drawInto(s, seat, 'faction', ctx);
		drawInto(s, seat, 'common', ctx);
		drawInto(s, seat, 'common', ctx);
	}
	for (const v of variants) v.setup?.run(s, free, ctx);
	s.tasks = [{ t: 'roundStart' }];
	return ok({ state: s, events: ctx.events, barrier: true });
}

/** Helpers for the Imperial Settlers tests: crafted positions through the public module API. */
import { expect } from 'vitest';
import { hashState, randomInt, rngFromSeed, type RngState } from '../../../src/lib/engine';
import { cardOf } from '../../../src/lib/games/imperialsettlers/cards';
import { card, deckIds, EXPANSION_CARDS, matchDeckIds } from '../../../src/lib/games/imperialsettlers/data';
import type { DeckId, FactionId } from '../../../src/lib/games/imperialsettlers/data/types';
import { addedDeckIds } from '../../../src/lib/games/imperialsettlers/added';
import { ATTACK_CARDS } from '../../../src/lib/games/imperialsettlers/data/solo';
import { imperialSettlers as g, isKernel } from '../../../src/lib/games/imperialsettlers/rules';
import type { IsAction, IsOptions, IsState, Loc, Task } from '../../../src/lib/games/imperialsettlers/types';

export { g };

export function newGame(factions: FactionId[], seed = 'test', opts: Partial<IsOptions> = {}): IsState {
	const seats = factions.map((f, i) => ({ name: `P${i}`, kind: 'human' as const, choices: { faction: f } }));
	const mode = (factions.length === 1 ? 'solo' : `base-${factions.length}p`) as IsOptions['mode'];
	const r = g.setup(seats, { mode, factionReshuffle: false, expansion: mode === 'solo-conquest' || opts.mode === 'solo-conquest', ...opts }, seed);
	if (!r.ok) throw new Error(r.reason.en);
	return r.value.state;
}

/** Every place a card can be, as [place, ids] (for the "exactly one place" invariant). */
export function places(s: IsState): [string, string[]][] {
	const out: [string, string[]][] = [
		['commonDeck', s.commonDeck],
		['commonDiscard', s.commonDiscard],
		['lookout', s.lookout]
	];
	for (const p of s.players) {
		out.push([`deck:${p.faction}`, s.decks[p.faction]!], [`discard:${p.faction}`, s.discards[p.faction]!]);
		out.push([`hand:${p.faction}`, p.hand], [`empire:${p.faction}`, p.empire.map((l) => l.id)], [`foundations:${p.faction}`, p.foundations], [`deals:${p.faction}`, p.deals.map((d) => d.card)]);
	}
	const v = s.virtual;
	if (v) {
		out.push(['virtual:locs', v.locs], ['virtual:collection', v.collection]);
		if (v.faction) out.push([`deck:${v.faction}`, s.decks[v.faction]!], [`discard:${v.faction}`, s.discards[v.faction]!], ['virtual:row', v.row!]);
	}
	return out;
}

/** Removes a card from wherever it lies. */
export function take(s: IsState, id: string): void {
	const v = s.virtual;
	for (const list of [s.commonDeck, s.commonDiscard, s.lookout, ...Object.values(s.decks), ...Object.values(s.discards), ...(v ? [v.locs, v.collection, v.row ?? []] : [])]) {
		const i = list!.indexOf(id);
		if (i >= 0) return void list!.splice(i, 1);
	}
	for (const p of s.players) {
		for (const list of [p.hand, p.foundations]) {
			const i = list.indexOf(id);
			if (i >= 0) return void list.splice(i, 1);
		}
		const e = p.empire.findIndex((l) => l.id === id);
		if (e >= 0) return void p.empire.splice(e, 1);
		const d = p.deals.findIndex((x) => x.card === id);
		if (d >= 0) return void p.deals.splice(d, 1);
	}
	throw new Error(`card ${id} not found`);
}

export function toHand(s: IsState, seat: number, ...ids: string[]): void {
	for (const id of ids) take(s, id), s.players[seat].hand.push(id);
}
export function toEmpire(s: IsState, seat: number, id: string, extra: Partial<Loc> = {}): Loc {
	take(s, id);
	const loc: Loc = { id, used: 0, defence: 0, samurai: false, ...extra };
	s.players[seat].empire.push(loc);
	return loc;
}
/** Moves every hand card back to the bottom of its deck. */
export function emptyHands(s: IsState): void {
	for (const p of s.players)
		for (const id of p.hand.splice(0)) {
			const deck = cardOf(s, id).deck;
			(deck === 'common' ? s.commonDeck : s.decks[deck]!).push(id);
		}
}

/** The instance ids of every card a match holds (its decks as dealt). */
export function matchIds(s: IsState): string[] {
	const x = s.options.expansion;
	const factions = [...s.players.map((p) => p.faction), ...(s.virtual?.faction ? [s.virtual.faction] : [])];
	// The virtual player's deck is the base deck (solo.ts); a pack's added cards join the players' decks with the expansion.
	const added = (d: DeckId) => (x ? addedDeckIds(s.options, d) : []);
	return [...matchDeckIds('common', x), ...added('common'), ...factions.map((f, i) => (i < s.players.length ? [...matchDeckIds(f, x), ...added(f)] : deckIds(f))).flat()];
}

/** A position in the Action phase, seat `seat` on turn, no goods, empty hands (1 faction: solo; `opts` e.g. the expansion). */
export function actionPhase(factions: FactionId[], seat = 0, seed = 'test', opts: Partial<IsOptions> = {}): IsState {
	const s = newGame(factions, seed, opts);
	emptyHands(s);
	for (const p of s.players) for (const k of Object.keys(p.goods) as (keyof typeof p.goods)[]) p.goods[k] = 0;
	s.first = seat;
	s.current = seat;
	s.tasks = [{ t: 'turn', seat }, { t: s.virtual ? 'soloRoundEnd' : 'roundEnd' }];
	if (s.virtual) s.virtual.locs.splice(0).forEach((id) => s.commonDeck.push(id));
	return s;
}

export function act(s: IsState, seat: number, a: IsAction): IsState {
	const r = g.apply(s, seat, a);
	if (!r.ok) throw new Error(`rejected ${JSON.stringify(a)}: ${r.reason.en}`);
	return r.value.state;
}

/** Expects a rejection with a Czech and English reason that leaves the state unchanged; returns the English reason. */
export function rejects(s: IsState, seat: number, a: unknown): string {
	const before = hashState(s);
	const r = g.apply(s, seat, a as IsAction);
	expect(r.ok, JSON.stringify(a)).toBe(false);
	expect(hashState(s)).toBe(before);
	if (r.ok) return '';
	expect(r.reason.cs.length).toBeGreaterThan(0);
	expect(r.reason.en.length).toBeGreaterThan(0);
	return r.reason.en;
}

export const isLegal = (s: IsState, seat: number, a: IsAction): boolean => g.legalActions(s, seat).some((x) => JSON.stringify(x) === JSON.stringify(a));

/** The instance id of the `n`-th copy of a card key. */
export function copy(key: string, n = 0): string {
	const all = [...deckIds('common'), ...(['romans', 'barbarians', 'egyptians', 'japanese'] as const).flatMap((f) => deckIds(f)), ...EXPANSION_CARDS.flatMap((c) => c.ids)];
	const ids = all.filter((id) => card(id).key === key);
	if (!ids[n]) throw new Error(`no copy ${n} of ${key}`);
	return ids[n];
}

/** Runs `tasks` as the state's queue (a phase, a round end…) until the next decision. */
export function runTasks(s: IsState, tasks: Task[]): IsState {
	s.tasks = tasks;
	isKernel.advance(s, isKernel.context(s));
	return s;
}
/** The decision due now. */
export const due = (s: IsState) => s.tasks[0];
/** Attack card ids by Target, in order. */
export const atk = (target: string, n = 0) => ATTACK_CARDS.filter((c) => c.target === target)[n].id;
/** A seed (searched from `prefix`-0, -1, …) whose next draws of randomInt(·, 3) are `picks` (the Conquest-card draws). */
export function rngDrawing(picks: number[], prefix = 'conquest'): RngState {
	for (let i = 0; i < 5000; i++) {
		const r = rngFromSeed(`${prefix}-${i}`);
		const probe = { ...r } as RngState;
		if (picks.every((p) => randomInt(probe, 3) === p)) return r;
	}
	throw new Error('no seed');
}


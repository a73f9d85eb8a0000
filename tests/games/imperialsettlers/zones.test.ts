/**
 * Imperial Settlers' piles as zones (zones.ts): a lens that changes nothing, every card in one
 * zone or an Empire, who sees what, the rules its contract variants keep — and the per-seat view
 * derived from the zones is exactly the view the UI received before.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, cloneData, hashState, rngFromSeed, zoneVariants, type AnyGameModule, type MatchRecord } from '../../../src/lib/engine';
import { card, cardInfo } from '../../../src/lib/games/imperialsettlers/data';
import type { FactionId } from '../../../src/lib/games/imperialsettlers/data/types';
import type { IsState } from '../../../src/lib/games/imperialsettlers/types';
import { viewOf, type IsView } from '../../../src/lib/games/imperialsettlers/view';
import { dealOf, deckOf, discardOf, foundationsOf, handOf, isVariantRules, isZones } from '../../../src/lib/games/imperialsettlers/zones';
import { loadGame, optionsForMode, simulateMatch } from '../../../scripts/lib/simulate';
import { places } from './helpers';

/**
 * The view as view.ts wrote it before it was derived from the zones, kept here as the oracle:
 * the UI was built on exactly this object, so the derived view must equal it field for field
 * (a second implementation in the app would be a dead twin; in the test it is the spec).
 */
function viewBeforeZones(s: IsState, seat: number | null): IsView {
	const due = s.tasks[0];
	const deckCounts: Partial<Record<FactionId, number>> = {};
	for (const p of s.players) deckCounts[p.faction] = s.decks[p.faction]!.length;
	return {
		seat,
		options: s.options,
		round: s.round,
		first: s.first,
		current: s.current,
		players: s.players.map((p, i) => ({
			faction: p.faction,
			goods: p.goods,
			vp: p.vp,
			handCount: p.hand.length,
			hand: i === seat ? p.hand : null,
			empire: p.empire,
			foundationCount: p.foundations.length,
			foundations: i === seat ? p.foundations : null,
			deals: p.deals.map((d) => ({ card: i === seat ? d.card : null, item: card(d.card).deal!, ...(d.host ? { host: d.host } : {}) })),
			passed: p.passed,
			tokens: p.tokens
		})),
		commonDeckCount: s.commonDeck.length,
		commonDiscard: s.commonDiscard,
		deckCounts,
		discards: s.discards,
		lookout: s.lookout,
		over: s.over,
		final: s.final,
		task: due && 'seat' in due && due.seat === seat ? due : null,
		virtual: s.virtual
			? {
					attackDeckCount: s.virtual.attackDeck.length,
					line: s.virtual.line,
					locs: s.virtual.locs,
					collectionCount: s.virtual.collection.length,
					faction: s.virtual.faction ?? null,
					row: s.virtual.row ?? [],
					deckCount: s.virtual.faction ? s.decks[s.virtual.faction]!.length : 0,
					lastPhase5: s.virtual.lastPhase5 ?? null
				}
			: null
	};
}

/** The golden matches' modes (tests/unit/golden-matches.test.ts), with and without the expansion; one match each. */
const SETTINGS: [mode: string, extra: Record<string, unknown>][] = [
	['base-2p', {}],
	['base-2p', { expansion: true }],
	['base-3p', {}],
	['base-4p', { expansion: true }],
	['solo', {}],
	['solo-conquest', {}]
];

/** Every state of one seeded bot match, from the setup on. */
function* statesOf(module: AnyGameModule, record: MatchRecord, options: unknown): Generator<IsState> {
	const setup = module.setup(record.seats, options, record.seed, record.rulesVersion);
	if (!setup.ok) throw new Error(setup.reason.en);
	let state = setup.value.state as IsState;
	yield state;
	for (const e of record.log) {
		const a = module.apply(state, e.seat, e.action);
		if (!a.ok) throw new Error(a.reason.en);
		state = a.value.state as IsState;
		yield state;
	}
}

/** One seeded bot match of every setting (played once for the whole file). */
let matches: Promise<{ module: AnyGameModule; record: MatchRecord; options: unknown }[]> | undefined;
function playMatches() {
	return (matches ??= (async () => {
		const game = await loadGame({ game: 'imperialsettlers' });
		const out = [];
		for (const [mode, extra] of SETTINGS) {
			const parsed = game.module.parseOptions({ ...((await optionsForMode(game.module, mode)) as object), ...extra });
			if (!parsed.ok) throw new Error(parsed.reason.en);
			const seats = game.module.modes.find((m) => m.id === mode)?.minSeats ?? 1;
			const o = simulateMatch(game, 0, { seed: `zones-${mode}`, options: parsed.value, seats, maxActions: 5000 });
			out.push({ module: game.module, record: o.record, options: parsed.value });
		}
		return out;
	})());
}

/** Every `every`-th state of each setting's match. */
async function sampleStates(every: number): Promise<IsState[]> {
	const out: IsState[] = [];
	for (const m of await playMatches()) {
		let k = 0;
		for (const s of statesOf(m.module, m.record, m.options)) if (k++ % every === 0) out.push(s);
	}
	return out;
}

const seatsOf = (s: IsState): (number | null)[] => [null, ...s.players.map((_, i) => i)];

describe('Imperial Settlers zones', () => {
	it('the per-seat view derived from the zones is the view the UI received before, at every step of a bot match of every setting', async () => {
		let compared = 0;
		for (const m of await playMatches())
			for (const s of statesOf(m.module, m.record, m.options))
				for (const seat of seatsOf(s)) {
					expect(viewOf(s, seat)).toStrictEqual(viewBeforeZones(s, seat));
					compared++;
				}
		expect(compared).toBeGreaterThan(2000);
	}, 300_000);

	it('declaring the zones and building variants changes nothing in the state, and every card lies in one zone or an Empire', async () => {
		for (const s of await sampleStates(97)) {
			const hash = hashState(s);
			const zones = isZones(s);
			const inZones = Object.values(zones).flatMap((z) => z.items);
			const inEmpires = s.players.flatMap((p) => p.empire.map((l) => l.id));
			const attack = s.virtual ? [...s.virtual.attackDeck, ...s.virtual.line] : [];
			expect([...inZones].sort()).toEqual([...places(s).flatMap(([where, ids]) => (where.startsWith('empire:') ? [] : ids)), ...attack].sort());
			expect(inEmpires.length + inZones.length).toBe(new Set([...inEmpires, ...inZones]).size);
			for (const v of zoneVariants(s, 0, rngFromSeed('lens'), { zones: isZones, clone: cloneData, ...isVariantRules(s) })) v.build();
			expect(hashState(s)).toBe(hash);
		}
	}, 300_000);

	it('who sees what: own hand, Foundations and Deal cards; every deck and the Collection nobody; discards and the Lookout everybody', async () => {
		const s = (await sampleStates(50)).find((x) => x.players.length === 3 && x.players[1].deals.length && x.players[1].foundations.length)!;
		expect(s).toBeDefined();
		const z = isZones(s);
		for (const id of [handOf(1), foundationsOf(1), dealOf(1, 0)]) {
			expect(z[id].sees, id).toBe('owner');
			expect(z[id].owner, id).toBe(1);
		}
		for (const id of ['commonDeck', ...s.players.map((p) => deckOf(p.faction))] as const) expect(z[id].sees, id).toBe('nobody');
		for (const id of ['commonDiscard', 'lookout', ...s.players.map((p) => discardOf(p.faction))] as const) expect(z[id].sees, id).toBe('everyone');
		// A Deal zone is the Deal's own card: writing it changes the Deal.
		const copy = cloneData(s);
		isZones(copy)[dealOf(1, 0)].put!(0, 'x');
		expect(copy.players[1].deals[0].card).toBe('x');
		const solo = (await sampleStates(50)).find((x) => x.virtual?.collection.length)!;
		const sz = isZones(solo);
		expect([sz.attackDeck.sees, sz.collection.sees, sz.attackLine.sees, sz.virtualLocs.sees]).toEqual(['nobody', 'nobody', 'everyone', 'everyone']);
	}, 300_000);

	it('the variants keep every Deal banner, the cards of each deck in each place, the viewer’s own cards and the cards a task names; Deal swaps and deck orders are compared as they stand only', async () => {
		let dealSwaps = 0;
		for (const s of await sampleStates(13)) {
			const named = new Set(JSON.stringify(s.tasks).match(/"[^"]+"/g)?.map((x) => x.slice(1, -1)));
			const banners = s.players.map((p) => p.deals.map((d) => card(d.card).deal));
			for (let viewer = 0; viewer < s.players.length; viewer++) {
				for (const v of zoneVariants(s, viewer, rngFromSeed('rules'), { zones: isZones, clone: cloneData, ...isVariantRules(s) })) {
					const b = v.build();
					expect(b.players.map((p) => p.deals.map((d) => card(d.card).deal)), v.what).toEqual(banners);
					// A card stands in only for one of its own deck: every place holds as many cards of each deck as before.
					const decksIn = (x: IsState) => places(x).map(([where, ids]) => [where, ids.map((id) => cardInfo(id)!.deck).sort()]);
					expect(decksIn(b), v.what).toEqual(decksIn(s));
					const own = (x: IsState) => canonicalJson([x.players[viewer].hand, x.players[viewer].foundations, x.players[viewer].deals]);
					expect(own(b), v.what).toBe(own(s));
					for (const id of named) for (const [where, ids] of places(s)) if (ids.includes(id)) expect(places(b).find(([w]) => w === where)![1].indexOf(id), `${v.what}: ${id}`).toBe(ids.indexOf(id));
					if (v.what.includes('deal.')) {
						dealSwaps++;
						expect(v.dynamic, v.what).toBe(false);
					}
					if (/^(commonDeck|attackDeck|deck\.).* reordered$/.test(v.what)) expect(v.dynamic, v.what).toBe(false);
				}
			}
		}
		expect(dealSwaps).toBeGreaterThan(0);
	}, 300_000);
});

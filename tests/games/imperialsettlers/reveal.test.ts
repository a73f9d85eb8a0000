/**
 * Hidden cards that become visible (issue 23 #15, #16): every step that shows any seat a card its
 * view did not show before must be an information barrier (undo stops there), case by case and in
 * whole seeded games; and the log lines a seat may read never name a card its view hides (a Deal's
 * card lies face down under the faction board, only its Deal field shows: RB p.9).
 */
import { describe, expect, it } from 'vitest';
import { rngFromSeed, type Applied, type Bot, type GameEvent } from '../../../src/lib/engine';
import { card } from '../../../src/lib/games/imperialsettlers/data';
import { heuristicBot } from '../../../src/lib/games/imperialsettlers/bots';
import { defaultOptionsFor } from '../../../src/lib/games/imperialsettlers/meta';
import { VIRTUAL } from '../../../src/lib/games/imperialsettlers/types';
import type { IsAction, IsOptions, IsState } from '../../../src/lib/games/imperialsettlers/types';
import type { IsView } from '../../../src/lib/games/imperialsettlers/view';
import { actionPhase, copy, g, take, toEmpire, toHand } from './helpers';

/** Every card id a view shows. */
function seen(v: IsView): Set<string> {
	const out = new Set<string>([...v.lookout, ...v.commonDiscard, ...Object.values(v.discards).flat()]);
	for (const p of v.players) {
		for (const l of p.empire) out.add(l.id);
		for (const id of [...(p.hand ?? []), ...(p.foundations ?? [])]) out.add(id);
		for (const d of p.deals) if (d.card) out.add(d.card);
	}
	if (v.virtual) for (const id of [...v.virtual.locs, ...v.virtual.row]) out.add(id);
	return out;
}

/** Per seat, the cards its view shows after the step and did not show before. */
function newlySeen(before: IsState, after: IsState): string[][] {
	return before.players.map((_, seat) => {
		const was = seen(g.view(before, seat));
		return [...seen(g.view(after, seat))].filter((id) => !was.has(id));
	});
}

function step(s: IsState, seat: number, a: IsAction): Applied<IsState> {
	const r = g.apply(s, seat, a);
	if (!r.ok) throw new Error(`rejected ${JSON.stringify(a)}: ${r.reason.en}`);
	return r.value;
}

/** The step shows somebody a card it had not seen, and is a barrier. */
function expectReveal(s: IsState, seat: number, a: IsAction): Applied<IsState> {
	const r = step(s, seat, a);
	expect(newlySeen(s, r.state).flat().length, `${JSON.stringify(a)} shows a card`).toBeGreaterThan(0);
	expect(r.barrier, `${JSON.stringify(a)} is a barrier`).toBe(true);
	return r;
}

/** Lines a seat may read (engine StepContext.log). */
const readable = (events: GameEvent[], seat: number): string[] =>
	events.flatMap((e) => {
		const t = !e.onlyFor || e.onlyFor.includes(seat) ? e.text : e.othersSee;
		return t ? [t.cs, t.en] : [];
	});

const ALL_NAMES = (s: IsState): { id: string; names: string[] }[] => {
	const ids = new Set<string>();
	for (const p of s.players) for (const id of [...p.hand, ...p.foundations, ...p.deals.map((d) => d.card), ...p.empire.map((l) => l.id)]) ids.add(id);
	for (const id of [...s.commonDeck, ...s.commonDiscard, ...s.lookout, ...Object.values(s.decks).flat(), ...Object.values(s.discards).flat()]) ids.add(id!);
	if (s.virtual) for (const id of [...s.virtual.locs, ...s.virtual.collection, ...(s.virtual.row ?? [])]) ids.add(id);
	return [...ids].map((id) => ({ id, names: [card(id).name.cs, card(id).name.en] }));
};
const mentions = (line: string, name: string) => new RegExp(`(?<!\\p{L})${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').test(line);

/** Card names in lines `seat` may read that no card its view shows (before or after the step) carries. */
function hiddenNamed(before: IsState, r: Applied<IsState>, seat: number): string[] {
	const shown = new Set([...seen(g.view(before, seat)), ...seen(g.view(r.state, seat))]);
	const shownNames = new Set([...shown].flatMap((id) => [card(id).name.cs, card(id).name.en]));
	// Names of shown cards are taken out first (longest first: "Daimyo's Castle" holds "Castle").
	const strip = [...shownNames].sort((a, b) => b.length - a.length);
	const out: string[] = [];
	for (const line of readable(r.events, seat)) {
		const rest = strip.reduce((l, n) => l.split(n).join('·'), line);
		for (const { names } of ALL_NAMES(before)) for (const n of names) if (!shownNames.has(n) && mentions(rest, n)) out.push(`${n} in “${line}”`);
	}
	return out;
}

describe('hidden cards made visible are barriers (issue 23 #15)', () => {
	it('solo conquest: conquering a virtual row card discards a face-down Collection card face up', () => {
		const s = actionPhase(['romans'], 0, 'rv', { mode: 'solo-conquest', expansion: true, difficulty: 'medium' });
		const v = s.virtual!;
		v.collection.push(...s.commonDeck.splice(0, 2));
		s.players[0].goods.raze = 2;
		const r = expectReveal(s, 0, { a: 'conquer', seat: VIRTUAL, loc: v.row![0] });
		expect(r.state.virtual!.collection.length).toBe(1);
		expect(r.state.commonDiscard).toContain(v.collection[1]);
	});

	it('a card built from hand: a barrier with other seats at the table, not in solo (nobody else looks)', () => {
		const s = actionPhase(['romans', 'barbarians']);
		toHand(s, 0, copy('quarry'));
		s.players[0].goods.wood = 5;
		s.players[0].goods.stone = 5;
		expectReveal(s, 0, { a: 'build', card: copy('quarry') });
		const solo = actionPhase(['romans']);
		toHand(solo, 0, copy('quarry'));
		solo.players[0].goods.wood = 5;
		solo.players[0].goods.stone = 5;
		expect(step(solo, 0, { a: 'build', card: copy('quarry') }).barrier).toBe(false);
	});

	it('a card razed from hand goes face up to the discards', () => {
		const s = actionPhase(['romans', 'barbarians']);
		toHand(s, 0, copy('quarry'));
		s.players[0].goods.raze = 1;
		expectReveal(s, 0, { a: 'razeHand', card: copy('quarry') });
	});

	it('a Foundation (face down) discarded to pay a Location part', () => {
		const s = actionPhase(['romans', 'barbarians']);
		const f = copy('rom-administration');
		take(s, f);
		s.players[0].foundations.push(f);
		toHand(s, 0, copy('rom-headquarters'));
		s.players[0].goods = { ...s.players[0].goods, wood: 9, stone: 9, food: 9, gold: 9 };
		const paying = step(s, 0, { a: 'build', card: copy('rom-headquarters') }).state;
		expectReveal(paying, 0, { a: 'l', from: 'foundation', id: f });
	});

	it('Tavern: the hand card its activation discards', () => {
		const s = actionPhase(['romans', 'barbarians']);
		toEmpire(s, 0, copy('tavern'));
		toHand(s, 0, copy('quarry'));
		const picking = step(s, 0, { a: 'activate', loc: copy('tavern'), times: 1 }).state;
		expectReveal(picking, 0, { a: 'pick', id: copy('quarry') });
	});

	const withDeal = (s: IsState, seat: number, id: string) => {
		take(s, id);
		s.players[seat].deals.push({ card: id });
	};

	it('Hanseatic League: the own Deal it discards', () => {
		const s = actionPhase(['romans', 'barbarians']);
		toEmpire(s, 0, copy('hanseatic-league'));
		withDeal(s, 0, copy('rom-administration'));
		s.players[0].goods.worker = 1;
		const picking = step(s, 0, { a: 'activate', loc: copy('hanseatic-league'), times: 1 }).state;
		expectReveal(picking, 0, { a: 'pick', i: 0 });
	});

	it('Spies: the taken Deal card comes into the taker\'s view', () => {
		const s = actionPhase(['romans', 'barbarians']);
		toEmpire(s, 0, copy('rom-spies'));
		withDeal(s, 1, copy('bar-robbers'));
		s.players[0].goods.worker = 1;
		const picking = step(s, 0, { a: 'activate', loc: copy('rom-spies'), times: 1 }).state;
		expectReveal(picking, 0, { a: 'pick', seat: 1, i: 0 });
	});

	it('Robbers: the cancelled enemy Deal goes face up to the discards', () => {
		const s = actionPhase(['barbarians', 'romans']);
		toEmpire(s, 0, copy('bar-robbers'));
		withDeal(s, 1, copy('rom-administration'));
		s.players[0].goods.worker = 1;
		const picking = step(s, 0, { a: 'activate', loc: copy('bar-robbers'), times: 1 }).state;
		expectReveal(picking, 0, { a: 'pick', seat: 1, i: 0 });
	});

	it('Negotiator: the own Deal built as a Location', () => {
		const s = actionPhase(['japanese', 'romans']);
		toEmpire(s, 0, copy('jap-negotiator'));
		withDeal(s, 0, copy('jap-rice-fields'));
		s.players[0].goods = { ...s.players[0].goods, worker: 1, food: 1 };
		const picking = step(s, 0, { a: 'activate', loc: copy('jap-negotiator'), times: 1 }).state;
		expectReveal(picking, 0, { a: 'pick', i: 0 });
	});

	it('a Trade-Route Deal under a razed Location is discarded face up', () => {
		// The Japanese player's (seat 1) Deal lies face down under the Romans' Quarry; he razes the Quarry.
		const s = actionPhase(['romans', 'japanese'], 1);
		const host = copy('quarry');
		toEmpire(s, 0, host);
		const deal = copy('jap-rice-fields');
		take(s, deal);
		s.players[1].deals.push({ card: deal, host: { seat: 0, loc: host } });
		s.players[1].goods.raze = 2;
		const r = expectReveal(s, 1, { a: 'razeEnemy', seat: 0, loc: host });
		expect(r.state.discards.japanese).toContain(deal);
	});

	it('a Deal is not a reveal: the card stays face down and the others read only its good', () => {
		const s = actionPhase(['japanese', 'romans']);
		toHand(s, 0, copy('jap-rice-fields'));
		s.players[0].goods.food = 1;
		const r = step(s, 0, { a: 'deal', card: copy('jap-rice-fields') });
		expect(newlySeen(s, r.state)[1]).toEqual([]);
		expect(readable(r.events, 1).join(' ')).not.toMatch(/Rýžová pole|Rice Fields/);
		expect(readable(r.events, 1).join(' ')).toMatch(/dohodu \(1 jídlo\)/);
		expect(readable(r.events, 0).join(' ')).toMatch(/Rýžová pole/);
		expect(hiddenNamed(s, r, 1)).toEqual([]);
	});
});

describe('whole games: every step that shows a seat a new card is a barrier; no seat reads a hidden card\'s name', () => {
	const bot = heuristicBot as Bot;
	const cases: [string, number, object][] = [
		['base-2p', 2, {}],
		['base-3p', 3, { expansion: true }],
		['solo-conquest', 1, {}],
		['solo', 1, {}]
	];
	for (const [mode, seats, extra] of cases)
		it(`${mode}${Object.keys(extra).length ? ' + expansion' : ''}`, () => {
			const seatsArr = Array.from({ length: seats }, (_, i) => ({ name: `p${i}`, kind: 'human' as const }));
			const set = g.setup(seatsArr, { ...defaultOptionsFor(mode), ...extra } as IsOptions, `reveal-${mode}`);
			if (!set.ok) throw new Error(set.reason.en);
			let s = set.value.state;
			let reveals = 0;
			for (let n = 0; !s.over; n++) {
				if (n > 5000) throw new Error('no end');
				const [p] = g.pending(s);
				const legal = g.legalActions(s, p.seat);
				const a = bot.choose(g.view(s, p.seat), legal, rngFromSeed(`rv:${mode}:${n}`)) as IsAction;
				const r = step(s, p.seat, a);
				const fresh = newlySeen(s, r.state);
				if (fresh.some((x) => x.length)) {
					reveals++;
					expect(r.barrier, `${JSON.stringify(a)} shows ${JSON.stringify(fresh)}`).toBe(true);
				}
				for (let seat = 0; seat < seats; seat++) expect(hiddenNamed(s, r, seat), JSON.stringify(a)).toEqual([]);
				s = r.state;
			}
			expect(reveals).toBeGreaterThan(5);
		});
});

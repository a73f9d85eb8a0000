/**
 * The Rivals action bar's answers (rivals/ui/answers.ts): through seeded matches of every mode,
 * each answer stands for a legal action, has a unique key and a label in both languages, and a
 * selected hand card lists the sites it can be built on. The board highlights and taps the answers'
 * places (placesOf / tapPlace), so each answer must sit at the place its action names, on the
 * principality of the seat that owns it, and every legal action that is a place must have one.
 */
import { describe, expect, it } from 'vitest';
import { randomInt, rngFromSeed } from '$lib/engine';
import { rivals, type RivalsAction, type RivalsState } from '$lib/games/rivals';
import type { Mode } from '$lib/games/rivals/types';
import type { RivalsView } from '$lib/games/rivals/view';
import { placesOf } from '$lib/engine/sdk/answers';
import { answersFor, centerPlace, placesIn, sitePlace, stackAction, stackPlace, type RivalsAnswer } from '$lib/games/rivals/ui/answers';
import { SEATS } from './helpers';

const names = SEATS.map((s) => s.name);
const key = (a: RivalsAction) => JSON.stringify(a);

describe('Rivals answers', () => {
	for (const mode of ['intro', 'gold', 'duel'] as Mode[])
		it(`label legal actions only, once each, in both languages (${mode})`, () => {
			const r = rivals.setup(SEATS, { mode }, `answers-${mode}`);
			if (!r.ok) throw new Error(r.reason.en);
			let s: RivalsState = r.value.state;
			const rng = rngFromSeed(`answers-${mode}`);
			let sites = 0;
			for (let step = 0; step < 400 && rivals.pending(s).length; step++) {
				const seat = rivals.pending(s)[0].seat;
				const legal = rivals.legalActions(s, seat) as RivalsAction[];
				const view = rivals.view(s, seat) as RivalsView;
				const legalKeys = new Set(legal.map(key));
				const expansion = legal.find((a) => a.t === 'buildExpansion');
				for (const selected of [null, expansion?.t === 'buildExpansion' ? expansion.card : null]) {
					const answers = answersFor(view, legal, { me: seat, names, selected });
					expect(new Set(answers.map((x) => x.key)).size).toBe(answers.length);
					for (const x of answers) {
						expect(legalKeys.has(key(x.action)), key(x.action)).toBe(true);
						for (const l of ['cs', 'en'] as const) expect(x.label[l], key(x.action)).not.toMatch(/^\s*$|undefined|NaN|\[object/);
					}
					if (selected) {
						const siteAnswers = answers.filter((x) => x.testid === 'answer-site');
						expect(siteAnswers.length).toBe(legal.filter((a) => a.t === 'buildExpansion' && a.card === selected).length);
						sites += siteAnswers.length;
					}
				}
				const applied = rivals.apply(s, seat, legal[randomInt(rng, legal.length)]);
				if (!applied.ok) throw new Error(applied.reason.en);
				s = applied.value.state;
			}
			expect(sites).toBeGreaterThan(0);
		});

	/** The place (and the owning seat, for a principality's places) where the board shows the answer of `a`; null when `a` is not a place on the board. */
	function expectedPlace(v: RivalsView, a: RivalsAction, me: number): { place: string; seat?: number } | null {
		const owner = (card: string) => v.players.findIndex((p) => p.regions.some((r) => r.card === card) || p.expansions.some((e) => e.card === card));
		switch (a.t) {
			case 'buildRoad':
			case 'buildSettlement':
			case 'buildCity':
				return { place: centerPlace(a.t === 'buildRoad' ? 'road' : a.t === 'buildSettlement' ? 'settlement' : 'city', a.col), seat: me };
			case 'payFrom':
			case 'gainOn':
			case 'giveFrom':
				return { place: a.region, seat: owner(a.region) };
			case 'relocatePick':
				return { place: a.target.card, seat: owner(a.target.card) };
			case 'pickExpansion':
			case 'feudSelect':
				return { place: a.card, seat: owner(a.card) };
		}
		return null;
	}

	for (const mode of ['intro', 'gold', 'duel', 'turmoil', 'progress'] as Mode[])
		it(`place every answer where its action is on the board, and every placed legal action (${mode})`, () => {
			const r = rivals.setup(SEATS, { mode }, `places-${mode}`);
			if (!r.ok) throw new Error(r.reason.en);
			let s: RivalsState = r.value.state;
			const rng = rngFromSeed(`places-${mode}`);
			const kinds = new Set<string>();
			for (let step = 0; step < 400 && rivals.pending(s).length; step++) {
				const seat = rivals.pending(s)[0].seat;
				const legal = rivals.legalActions(s, seat) as RivalsAction[];
				const view = rivals.view(s, seat) as RivalsView;
				const expansion = legal.find((a) => a.t === 'buildExpansion');
				for (const selected of [null, expansion?.t === 'buildExpansion' ? expansion.card : null]) {
					const answers = answersFor(view, legal, { me: seat, names, selected });
					const at = (place: string, owner?: number): RivalsAnswer[] => (owner === undefined ? answers : placesIn(answers, owner)).filter((x) => x.place === place);
					// Every answer is at a place, and the board's places are exactly the answers' (no answer off the board).
					for (const x of answers) expect(x.place, x.key).toBeDefined();
					for (const a of legal) {
						const want = expectedPlace(view, a, seat);
						if (want) {
							// The region/card targets list the first action of each card: some answer of this kind sits there.
							expect(at(want.place, want.seat).length, `${key(a)} at ${want.place} of seat ${want.seat}`).toBeGreaterThan(0);
							kinds.add(a.t);
						}
						if (a.t === 'buildExpansion' || a.t === 'playAction') {
							// The hand or face-up card is highlighted…
							expect(placesOf(answers).has(a.card), key(a)).toBe(true);
							expect([...(view.players[seat].hand ?? []), ...(view.faceUp ?? [])], key(a)).toContain(a.card);
							kinds.add(a.t);
						}
						// …and the site, once that card is selected.
						if (a.t === 'buildExpansion' && a.card === selected) expect(at(sitePlace(a.col, a.row), seat).map((x) => key(x.action))).toContain(key(a));
					}
					for (const x of answers) {
						const want = expectedPlace(view, x.action, seat);
						if (want) {
							expect(x.place, x.key).toBe(want.place);
							expect(x.seat, x.key).toBe(want.seat);
						}
					}
					// A draw stack is highlighted exactly when a tap on it is a legal action, and the tap does that action.
					view.drawStackCounts.forEach((_, i) => {
						const a = stackAction(view, legal, selected, i);
						const legalTap = !!a && legal.some((l) => key(l) === key(a));
						expect(placesOf(answers).has(stackPlace(i)), `stack ${i} in ${view.task?.t}`).toBe(legalTap);
						if (legalTap) expect(at(stackPlace(i)).map((x) => key(x.action))).toEqual([key(a!)]);
						if (legalTap) kinds.add(`stack:${a!.t}`);
					});
				}
				const applied = rivals.apply(s, seat, legal[randomInt(rng, legal.length)]);
				if (!applied.ok) throw new Error(applied.reason.en);
				s = applied.value.state;
			}
			expect(kinds.size, [...kinds].join(' ')).toBeGreaterThan(4);
		});
});

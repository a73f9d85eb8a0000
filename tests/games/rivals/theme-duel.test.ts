/**
 * The Duel of the Princes (spec §3.4, §8.3, §10 E19; seed L709-731, L761-780): card pool without
 * the crescent-moon cards, 3 basic + 3 theme draw stacks, no face-up stack, the 6 fixed + 6 random
 * event deck, 13 VP; plus the cross-set rules that only meet in the Duel.
 */
import { describe, expect, it } from 'vitest';
import { rivals, type RivalsState } from '$lib/games/rivals';
import { cardDef, EVENT_CARDS } from '$lib/games/rivals/cards';
import { THEME_SETS, themeCardsOf } from '$lib/games/rivals/cards-theme';
import { act, BLUE, card, chooseThemeStart, legal, mainPhase, makeCity, placeExpansion, RED, rejection, rollAs, SEATS, setHand, start, view, withEventOnTop } from './helpers';

const startDuel = (seed = 'duel-examples'): RivalsState => start(seed, 'duel');

const defId = (c: string) => c.split('#')[0];
const copy = (c: string) => Number(c.split('#')[1]);
/** A physical copy carries the crescent when its number is within the card's crescent count (theme.ts). */
const hasCrescent = (c: string) => copy(c) <= (cardDef(c).crescent ?? 0);

describe('Duel of the Princes setup', () => {
	it('E19: 6 fixed event cards (Yule, Invention, Year of Plenty, Riots, Traveling Merchant, Plague) + 6 of the 15 crescent events, Yule 4th from the bottom', () => {
		const s = startDuel();
		expect(s.eventDeck).toHaveLength(12);
		expect(s.eventDeck[s.eventDeck.length - 4]).toBe('yule#1');
		const fixed = s.eventDeck.filter((c) => !hasCrescent(c)).map((c) => cardDef(c).event ?? defId(c));
		expect(fixed.sort()).toEqual(['invention', 'plague', 'riots', 'travelingMerchant', 'yearOfPlenty', 'yule']);
		expect(s.eventDeck.filter(hasCrescent)).toHaveLength(6);
		// The crescent pool: Fraternal Feuds 2, Feud 2, Trade Ships Race 2, Traveling Merchant 2, Year of Plenty 1,
		// Invention 2, Gift for the Prince 1, Riots 1, Plague 2 = 15 (spec §3.4 item 4).
		const pool = [...EVENT_CARDS.map((c) => cardDef(c)), ...THEME_SETS.flatMap((set) => themeCardsOf(set))].filter((d) => d.kind === 'event');
		const unique = [...new Map(pool.map((d) => [d.id, d])).values()];
		expect(unique.reduce((n, d) => n + (d.crescent ?? 0), 0)).toBe(15);
		expect(s.target).toBe(13);
	});

	it('E19: the 6 random events differ between seeds; each is drawn from the crescent pool', () => {
		const picks = new Set<string>();
		for (let i = 0; i < 12; i++) {
			const s = startDuel(`duel-seed-${i}`);
			const random = s.eventDeck.filter(hasCrescent).sort();
			expect(random).toHaveLength(6);
			picks.add(random.join(','));
		}
		expect(picks.size).toBeGreaterThan(6);
	});

	it('3 basic stacks of 12 and one stack per theme set with only its non-crescent cards; no face-up stack', () => {
		const s = startDuel();
		expect(s.stackSets).toEqual(['basic', 'basic', 'basic', 'gold', 'turmoil', 'progress']);
		expect(s.drawStacks.slice(0, 3).map((st) => st.length)).toEqual([12, 12, 12]);
		s.drawStacks.forEach((st, i) => {
			for (const c of st) expect(cardDef(c).set ?? 'basic').toBe(s.stackSets![i]);
		});
		for (const [i, set] of (['gold', 'turmoil', 'progress'] as const).entries()) {
			const expected = themeCardsOf(set)
				.filter((d) => d.kind !== 'event')
				.reduce((n, d) => n + d.count - (d.crescent ?? 0), 0);
			expect(s.drawStacks[3 + i]).toHaveLength(expected);
			for (const c of s.drawStacks[3 + i]) expect(hasCrescent(c)).toBe(false);
		}
		// The non-crescent copies of the face-up cards of the theme games are shuffled into their stacks [inferred].
		const all = s.drawStacks.flat();
		expect(all).toContain('merchantGuild#2');
		expect(all).toContain('hedgeTavern#2');
		expect(all).toContain('university#2');
		expect(all).not.toContain('university#1');
		expect(s.faceUp).toBeUndefined();
		expect(view(s, RED).faceUp).toBeNull();
	});

	it('is offered (provisional); starting hands are chosen from a basic stack, then regions may be rearranged', () => {
		expect(rivals.modes.find((m) => m.id === 'duel')?.provisional).toBe(true);
		let s = startDuel();
		const seat = s.startPlayer;
		expect(rejection(s, seat, { t: 'startStack', stack: 4 })).toMatch(/basic-set stack/);
		s = act(s, seat, { t: 'startStack', stack: 0 });
		for (let i = 0; i < 3; i++) s = act(s, seat, { t: 'searchTake', card: s.drawStacks[0][0] });
		s = act(s, 1 - seat, { t: 'startStack', stack: 2 });
		for (let i = 0; i < 3; i++) s = act(s, 1 - seat, { t: 'searchTake', card: s.drawStacks[2][0] });
		expect(s.players.map((p) => p.hand.length)).toEqual([3, 3]);
		expect(s.tasks[0]).toMatchObject({ t: 'arrange', seat });
	});
});

describe('Duel of the Princes play', () => {
	it('13 VP win: 12 VP at the end of the own turn is not enough, 13 is', () => {
		let s = chooseThemeStart(startDuel());
		while (s.tasks[0]?.t === 'arrange') s = act(s, (s.tasks[0] as { seat: number }).seat, { t: 'choose', option: 'done' });
		mainPhase(s, RED);
		const r = s.players[RED];
		r.centers.push({ kind: 'road', col: 4 }, { kind: 'settlement', col: 5 }, { kind: 'road', col: 0 }, { kind: 'settlement', col: -1 });
		makeCity(s, RED, 1);
		makeCity(s, RED, 3);
		makeCity(s, RED, 5);
		placeExpansion(s, RED, card('mint', 2), 1, -2); // 1 VP each
		placeExpansion(s, RED, card('moneylender'), 3, -2);
		placeExpansion(s, RED, card('abbey'), 3, 1); // 0 VP
		placeExpansion(s, RED, card('saltSilo'), 5, -2);
		makeCity(s, RED, -1);
		placeExpansion(s, RED, card('candamir'), 5, 1); // strength 4: the strength token (+1 VP)
		// 4 cities (8) + Mint, Moneylender, Salt Silo (3) + the strength token, recomputed on the next step (1) = 12.
		let t = act(s, RED, { t: 'endTurn' });
		for (let g = 0; g < 20 && t.tasks[0] && (t.tasks[0] as { seat?: number }).seat === RED; g++) {
			const l = legal(t, RED);
			t = act(t, RED, l.find((a) => a.t === 'skipExchange') ?? l[0]);
		}
		expect(view(t, RED).players[RED].vp).toBe(12);
		expect(t.winner).toBeNull();
		expect(t.active).toBe(BLUE);
		placeExpansion(s, RED, card('library', 2), 1, 2); // +1 VP (placeholder value) → 13
		t = act(s, RED, { t: 'endTurn' });
		for (let g = 0; g < 20 && t.winner === null; g++) {
			const l = legal(t, RED);
			if (!l.length) break;
			t = act(t, RED, l.find((a) => a.t === 'skipExchange') ?? l[0]);
		}
		expect(t.winner).toBe(RED);
	});

	it('D9 in the Duel: Feud with exactly 2 buildings selects both; the victim removes one under a stack with the same back only', () => {
		let s = chooseThemeStart(startDuel());
		while (s.tasks[0]?.t === 'arrange') s = act(s, (s.tasks[0] as { seat: number }).seat, { t: 'choose', option: 'done' });
		mainPhase(s, RED);
		placeExpansion(s, RED, card('candamir'), 1, -1); // strength 4 → red owns the strength token
		placeExpansion(s, RED, card('osmund'), 3, -1);
		makeCity(s, BLUE, 3);
		placeExpansion(s, BLUE, card('abbey'), 1, 1);
		placeExpansion(s, BLUE, card('bathHouse', 2), 3, -2);
		placeExpansion(s, BLUE, card('harald'), 3, 1); // a unit: not a building
		s = rollAs(withEventOnTop(s, 'feud#1'), RED, 1, 'event');
		expect(s.tasks[0]).toMatchObject({ t: 'feudRemove', seat: BLUE });
		expect([...(s.tasks[0] as { options: string[] }).options].sort()).toEqual([card('abbey'), card('bathHouse', 2)].sort());
		// The Bath House (Progress back) goes only under the Progress stack (index 5).
		expect(rejection(s, BLUE, { t: 'feudRemove', card: card('bathHouse', 2), stack: 0 })).toMatch(/same back/);
		s = act(s, BLUE, { t: 'feudRemove', card: card('bathHouse', 2), stack: 5 });
		expect(s.drawStacks[5][s.drawStacks[5].length - 1]).toBe(card('bathHouse', 2));
		expect(s.players[BLUE].expansions.map((e) => e.card)).toContain(card('harald'));
	});

	it('a hand card of one theme set goes back only under a stack of that set (hand limit)', () => {
		let s = chooseThemeStart(startDuel());
		while (s.tasks[0]?.t === 'arrange') s = act(s, (s.tasks[0] as { seat: number }).seat, { t: 'choose', option: 'done' });
		mainPhase(s, RED);
		const extra = [s.drawStacks[3][0], s.drawStacks[4][0], s.drawStacks[5][0]];
		setHand(s, RED, [...s.players[RED].hand, ...extra]);
		s = act(s, RED, { t: 'endTurn' });
		expect(s.tasks[0]).toMatchObject({ t: 'replenish', seat: RED });
		expect(rejection(s, RED, { t: 'putUnder', card: extra[1], stack: 3 })).toMatch(/same back/);
		s = act(s, RED, { t: 'putUnder', card: extra[1], stack: 4 });
		expect(s.drawStacks[4][s.drawStacks[4].length - 1]).toBe(extra[1]);
	});
});

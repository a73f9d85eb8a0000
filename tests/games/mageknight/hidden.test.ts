/**
 * Mage Knight: what the shared contract suite and the soak found (issue 12), each kept as a
 * focused test on the real module — hidden information (spec §11.2), undo barriers (spec §5.9)
 * and actions taken only in the form offered.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../src/lib/engine';
import { mageKnight } from '../../../src/lib/games/mageknight/rules';
import type { MkState } from '../../../src/lib/games/mageknight/types';
import { act, actBarrier, begin, flatMap, legal, me, play, shape } from './helpers';

/** What another seat perceives: its view and the public prompts. */
const seen = (s: MkState, viewer: number) => canonicalJson({ view: mageKnight.view(s, viewer), pending: mageKnight.pending(s) });

describe('Mage Knight hidden information and barriers (contract findings)', () => {
	it('the end-of-turn discard is asked whenever the hand holds a card, Wounds only or not (spec §4.5.4, §11.2)', () => {
		const after = (hand: string[]) => {
			let s = shape(begin(), { hand, deck: ['rage', 'rage', 'march', 'march', 'stamina', 'stamina'] });
			s = act(s, { a: 'endTurn' });
			return s;
		};
		const wounds = after(['wound']);
		const card = after(['rage']);
		expect(wounds.tasks[0]).toMatchObject({ t: 'endDiscard' });
		expect(legal(wounds)).toEqual([{ a: 'done' }]);
		const other = 1 - wounds.turn!.seat;
		expect(seen(wounds, other)).toBe(seen(card, other));
		// Discarding the last non-Wound card does not end the question either.
		const s = act(after(['rage', 'wound']), { a: 'card', card: 'rage' });
		expect(s.tasks[0]).toMatchObject({ t: 'endDiscard' });
	});

	it('the magical glade asks whenever a Wound could be in the hand (spec §5.10.10)', () => {
		const atGlade = (hand: string[]) => {
			let s = begin();
			flatMap(s, { '0,0': { terrain: 'forest', site: { kind: 'glade', enemies: [] } } });
			s = shape(s, { hand, pos: '0,0', deck: ['rage', 'rage', 'march', 'march', 'stamina'] });
			s = act(s, { a: 'endTurn' });
			return s;
		};
		const w = atGlade(['wound', 'march']);
		const c = atGlade(['rage', 'march']);
		expect(w.tasks[0]).toMatchObject({ t: 'glade' });
		expect(c.tasks[0]).toMatchObject({ t: 'glade' });
		expect(seen(w, 1 - w.turn!.seat)).toBe(seen(c, 1 - c.turn!.seat));
	});

	it('resting asks for more Wounds while the hand holds a card; a Slow Recovery shows the hand, so it is a barrier (spec §4.5.3)', () => {
		let s = shape(begin(), { hand: ['rage', 'march'] });
		s = act(s, { a: 'rest' });
		s = act(s, { a: 'card', card: 'rage' });
		expect(s.tasks[0]).toMatchObject({ t: 'pickCard', purpose: 'discardWound', optional: true });
		expect(legal(s)).toEqual([{ a: 'done' }]);

		const slow = shape(begin(), { hand: ['wound', 'wound'] });
		expect(actBarrier(slow, { a: 'rest' }).barrier).toBe(true);
		expect(actBarrier(shape(begin(), { hand: ['rage', 'wound'] }), { a: 'rest' }).barrier).toBe(false);
	});

	it('a card picked from the hidden hand is always named by the player, even the only candidate (Concentration)', () => {
		let s = shape(begin(), { hand: ['concentration', 'stamina'], dice: ['green'] });
		s = play(s, 'concentration', 'powered');
		expect(s.tasks[0]).toMatchObject({ t: 'pickCard', purpose: 'concentration' });
		expect(legal(s)).toEqual([{ a: 'card', card: 'stamina' }]);
	});

	it('a sideways skill’s card is named by the player, even the only candidate (Who Needs Magic?)', () => {
		let s = shape(begin(), { hand: ['march', 'wound'] });
		me(s).skills = ['who-needs-magic'];
		s = act(s, { a: 'skill', id: 'who-needs-magic' });
		expect(s.tasks[0]).toMatchObject({ t: 'skillCard' });
		expect(legal(s)).toEqual([{ a: 'card', card: 'march' }]);
	});

	it('Preparation lists the deck sorted, not in deck order (spec §11.2: nobody sees the order)', () => {
		const s = shape(begin(), { deck: ['swiftness', 'march', 'rage', 'determination'] });
		s.tasks.unshift({ t: 'preparation', seat: s.turn!.seat });
		expect(legal(s).map((a) => (a as { card: string }).card)).toEqual(['determination', 'march', 'rage', 'swiftness']);
	});

	it('refilling the Advanced Action offer from its face-down deck is a barrier (spec §5.9)', () => {
		const s = shape(begin(), {});
		const seat = s.turn!.seat;
		s.advancedOffer = s.advancedDeck.splice(0, 3);
		s.tasks.unshift({ t: 'pickAdvanced', seat, from: 'offer', into: 'deck' });
		const r = actBarrier(s, { a: 'card', card: s.advancedOffer[1] });
		expect(r.barrier).toBe(true);
		expect(r.s.advancedOffer).toHaveLength(3);
	});

	it('Midnight Meditation: the cards set aside from the hand are not shown to the others', () => {
		const s = shape(begin(), { hand: ['rage', 'march'] });
		const seat = s.turn!.seat;
		s.tasks.unshift({ t: 'midnightMeditation', seat, cards: ['stamina'] });
		expect(mageKnight.view(s, 1 - seat).task).toMatchObject({ t: 'midnightMeditation', cards: ['?'] });
		expect(mageKnight.view(s, seat).task).toMatchObject({ cards: ['stamina'] });
	});

	it('an action is taken only in the form offered: extra or missing fields are refused', () => {
		const s = shape(begin(), { hand: ['march'] });
		expect(mageKnight.apply(s, s.turn!.seat, { a: 'endTurn' }).ok).toBe(true);
		for (const bad of [{ a: 'endTurn', extra: 1 }, { a: 'play', card: 'march', uid: 0 }, { a: 'play' }])
			expect(mageKnight.apply(s, s.turn!.seat, bad as never).ok, JSON.stringify(bad)).toBe(false);
	});

	it('Blood Ritual powered paid with the turn’s only red die: its tokens pay the Crystallize, the payment is offered (no stuck decision)', () => {
		let s = shape(begin(), { hand: ['blood-ritual'], dice: ['red', 'gold'] });
		s.source[1].depleted = true;
		s = act(s, { a: 'play', card: 'blood-ritual' });
		s = act(s, { a: 'how', how: 'powered', alt: 0 });
		expect(mageKnight.pending(s).length).toBe(1);
		expect(legal(s).length).toBeGreaterThan(0);
		expect(me(s).hand).not.toContain('blood-ritual');
	});
});

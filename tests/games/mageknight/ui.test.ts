/**
 * The Mage Knight board's words and colours: every colour it paints text on reads at ≥ 4.5:1
 * (mana chips and card bands, enemy tokens, hero figures), and the answers it shows are built
 * from the legal actions of a real setup, one per action.
 */
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn } from '../../../src/lib/ui/contrast';
import { ALL_DEEDS } from '../../../src/lib/games/mageknight/data';
import { mageKnight } from '../../../src/lib/games/mageknight/rules';
import type { MkAction } from '../../../src/lib/games/mageknight/tasks';
import type { MkView } from '../../../src/lib/games/mageknight/view';
import { answersAt } from '../../../src/lib/engine/sdk/answers';
import { answersFor } from '../../../src/lib/games/mageknight/ui/answers';
import { cardPlace } from '../../../src/lib/games/mageknight/ui/places';
import { deedColor, effectText, HERO_COLORS, MANA, PILE_COLORS } from '../../../src/lib/games/mageknight/ui/labels';

describe('Mage Knight board colours', () => {
	const painted: Record<string, Record<string, string>> = {
		mana: Object.fromEntries(Object.entries(MANA).map(([k, m]) => [k, m.color])),
		'enemy pile': PILE_COLORS,
		hero: HERO_COLORS,
		'card band': Object.fromEntries(ALL_DEEDS.map((c) => [c.id, deedColor(c)]))
	};
	for (const [what, colours] of Object.entries(painted))
		it(`every ${what} colour carries text at ≥ 4.5:1`, () => {
			for (const [name, colour] of Object.entries(colours)) expect(contrastRatio(colour, readableOn(colour)), `${what} ${name} ${colour}`).toBeGreaterThanOrEqual(4.5);
		});
});

describe('Mage Knight board answers', () => {
	const seats = [
		{ name: 'A', kind: 'human' as const, choices: { hero: 'tovak' } },
		{ name: 'B', kind: 'human' as const, choices: { hero: 'goldyx' } }
	];
	it('label every legal action once, from tactics to the first turn, in both languages', () => {
		const r = mageKnight.setup(seats, { mode: 'first-reconnaissance-2p', pvp: false }, 'ui-1');
		if (!r.ok) throw new Error(r.reason.en);
		let s = r.value.state;
		for (let i = 0; i < 30 && mageKnight.pending(s).length; i++) {
			const seat = mageKnight.pending(s)[0].seat;
			const legal = mageKnight.legalActions(s, seat) as MkAction[];
			const view = mageKnight.view(s, seat) as MkView;
			for (const lang of ['cs', 'en'] as const) {
				const answers = answersFor(view, legal, ['A', 'B']);
				expect(answers.map((a) => a.action)).toEqual(legal);
				for (const a of answers) expect(a.label[lang], JSON.stringify(a.action)).not.toMatch(/^\{|undefined|NaN/);
			}
			// A card in hand answers a tap exactly when playing it is legal.
			const answers = answersFor(view, legal, ['A', 'B']);
			for (const a of legal) if (a.a === 'play') expect(answersAt(answers, cardPlace(a.card)).map((x) => x.action)).toEqual([a]);
			const pick = legal.find((a) => a.a === 'play') ?? legal.find((a) => a.a === 'how') ?? legal.find((a) => a.a === 'step') ?? legal[0];
			const next = mageKnight.apply(s, seat, pick);
			if (!next.ok) throw new Error(next.reason.en);
			s = next.value.state;
		}
	});
	it('describe every card effect in words', () => {
		for (const c of ALL_DEEDS)
			for (const lang of ['cs', 'en'] as const) for (const e of [c.basic, c.powered]) expect(effectText(e, lang), c.id).toMatch(/\S/);
	});
});

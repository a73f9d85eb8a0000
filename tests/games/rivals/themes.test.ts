/** The theme sets' hooks (src/lib/games/rivals/themes/): every theme card finds the rules of its set. */
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, CARD_BY_ID } from '../../../src/lib/games/rivals/cards';
import { actionRules, onBuilt, themeAction } from '../../../src/lib/games/rivals/themes';

const themeCards = ALL_CARDS.filter((d) => d.set && d.set !== 'basic');
const hooked = new Set(themeCards.filter((d) => themeAction(`${d.id}#1`) || onBuilt(`${d.id}#1`)).map((d) => d.copyOf ?? d.id));

describe('theme hooks', () => {
	it('every theme action card has rules: a hook of its own set, or it copies a basic action card', () => {
		for (const d of themeCards.filter((c) => c.kind === 'action')) {
			const copiesBasic = !!d.copyOf && !CARD_BY_ID[d.copyOf].set;
			expect(copiesBasic || !!themeAction(`${d.id}#1`), d.id).toBe(true);
		}
	});

	it('every action card of the box has action-phase rules (its set\'s, or its basic effect\'s)', () => {
		for (const d of ALL_CARDS.filter((c) => c.kind === 'action')) expect(actionRules(`${d.id}#1`), d.id).toBeDefined();
	});

	it('a copy of a hooked card finds the same hooks in its own set (the Turmoil Brigands)', () => {
		for (const d of themeCards.filter((c) => c.copyOf && hooked.has(c.copyOf))) {
			const original = `${d.copyOf}#1`;
			expect(themeAction(`${d.id}#1`), d.id).toBe(themeAction(original));
			expect(onBuilt(`${d.id}#1`), d.id).toBe(onBuilt(original));
		}
	});

	it('basic cards have no theme hooks', () => {
		for (const d of ALL_CARDS.filter((c) => !c.set)) expect(themeAction(`${d.id}#1`) ?? onBuilt(`${d.id}#1`), d.id).toBeUndefined();
	});
});

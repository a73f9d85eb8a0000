/**
 * The end screen's headline (issue 23, item 29): the outcome first for the people at the screen,
 * gender-neutral Czech, then the score against what it was measured (opponents, goal, target) with
 * Czech plural forms.
 */
import { describe, expect, it } from 'vitest';
import { counted, endHeadline, joinNames } from '../../src/lib/ui/end-headline';
import type { GameResult } from '../../src/lib/engine';

const tx = (cs: string, en: string) => ({ cs, en });
const names = ['Jana', 'Bot'];

describe('endHeadline', () => {
	it('a person against a bot: "Vítězství!" or "Prohra" first, then who won and the score against the opponent and the target', () => {
		const r: GameResult = { winners: [0], scores: [12, 9], summary: tx('', ''), target: 12 };
		expect(endHeadline(r, names, [0], 'cs')).toEqual({ title: 'Vítězství!', tone: 'win', lines: ['Výhra: Jana', '12 bodů proti 9 · Cíl: 12 bodů'] });
		expect(endHeadline({ ...r, winners: [1], scores: [9, 12] }, names, [0], 'cs')).toEqual({ title: 'Prohra', tone: 'loss', lines: ['Výhra: Bot', '12 bodů proti 9 · Cíl: 12 bodů'] });
		expect(endHeadline(r, names, [0], 'en').title).toBe('Victory!');
		expect(endHeadline(r, names, [0], 'en').lines[1]).toBe('12 points against 9 · Goal: 12 points');
	});

	it('pass-and-play of everyone (or a spectator): the headline names the winner, never a gendered verb', () => {
		const r: GameResult = { winners: [1], scores: [3, 4], summary: tx('', '') };
		for (const viewers of [[0, 1], []]) {
			const h = endHeadline(r, ['Jana', 'Petr'], viewers, 'cs');
			expect(h.title).toBe('Výhra: Petr');
			expect(h.tone).toBe('neutral');
			expect(h.lines).toEqual(['4 body proti 3']);
		}
		expect(endHeadline({ ...r, winners: [0, 1], scores: [4, 4, 1] }, ['Jana', 'Petr', 'Eva'], [], 'cs').title).toBe('Výhra: Jana a Petr');
	});

	it('a solo game with a goal says won or lost first, then the score and the goal; without one it does not pretend', () => {
		const won: GameResult = { winners: [0], scores: [9], summary: tx('', ''), outcome: 'solo', won: true, goal: tx('víc frakčních lokací než karet sbírky (5 proti 4)', 'more Faction Locations than Collection cards (5 against 4)') };
		expect(endHeadline(won, ['Jana'], [0], 'cs')).toEqual({ title: 'Vítězství!', tone: 'win', lines: ['9 bodů', 'Cíl: víc frakčních lokací než karet sbírky (5 proti 4)'] });
		expect(endHeadline({ ...won, won: false, winners: [] }, ['Jana'], [0], 'cs').title).toBe('Prohra');
		const fame: GameResult = { winners: [], scores: [-48], summary: tx('', ''), outcome: 'solo', scoreName: tx('Sláva', 'Fame') };
		expect(endHeadline(fame, ['Jana'], [0], 'cs')).toEqual({ title: 'Sólová hra dohrána', tone: 'neutral', lines: ['Sláva −48'] });
		expect(endHeadline(fame, ['Jana'], [0], 'cs').title).not.toMatch(/^Skóre/);
	});

	it('draws and shared outcomes', () => {
		expect(endHeadline({ winners: [], scores: [7, 7], summary: tx('', '') }, names, [0], 'cs')).toEqual({ title: 'Remíza', tone: 'draw', lines: ['Skóre 7 : 7'] });
		expect(endHeadline({ winners: [], scores: [5, 5], summary: tx('', ''), outcome: 'sharedLoss' }, names, [0, 1], 'cs').title).toBe('Společná prohra');
		expect(endHeadline({ winners: [0, 1], scores: [5, 5], summary: tx('', ''), outcome: 'sharedWin' }, names, [0, 1], 'en').title).toBe('Won together!');
	});
});

describe('counted and joinNames', () => {
	it('Czech plural forms through Intl.PluralRules', () => {
		const forms = { one: 'bod', few: 'body', many: 'bodu', other: 'bodů' };
		expect([1, 2, 4, 5, 0, 21, 1.5, -1].map((n) => counted(n, 'cs', forms))).toEqual(['1 bod', '2 body', '4 body', '5 bodů', '0 bodů', '21 bodů', '1.5 bodu', '−1 bod']);
		expect(counted(1, 'en', { one: 'point', other: 'points' })).toBe('1 point');
	});
	it('names joined with "a" / "and"', () => {
		expect(joinNames(['A', 'B', 'C'], 'cs')).toBe('A, B a C');
		expect(joinNames(['A'], 'en')).toBe('A');
	});
});

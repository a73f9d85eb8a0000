/**
 * Imperial Settlers texts of issue 23: the rules help generated per mode from the rules' data
 * (#28), and the solo result that says won or lost first, against what, in correct Czech (#29).
 */
import { describe, expect, it } from 'vitest';
import { ROUNDS } from '../../../src/lib/games/imperialsettlers/round';
import { CONQUEST_WAVES } from '../../../src/lib/games/imperialsettlers/data/solo';
import { defaultOptionsFor } from '../../../src/lib/games/imperialsettlers/meta';
import { counted } from '../../../src/lib/games/imperialsettlers/text';
import { rulesSections } from '../../../src/lib/games/imperialsettlers/ui/rules-help';
import { actionPhase, copy, g, runTasks, toEmpire } from './helpers';

const text = (options: object, lang: 'cs' | 'en') =>
	rulesSections(options)
		.flatMap((s) => [s.title[lang], ...s.lines.map((l) => l[lang])])
		.join('\n');

describe('rules help per mode (issue 23 #28)', () => {
	it('solo conquest: the solo goal, the virtual player, its conquest waves of the chosen difficulty, the conquest cost', () => {
		for (const lang of ['cs', 'en'] as const) {
			const hard = text({ ...defaultOptionsFor('solo-conquest'), difficulty: 'hard' }, lang);
			expect(hard).toMatch(lang === 'cs' ? /virtuální/ : /virtual player/);
			expect(hard).toContain(CONQUEST_WAVES.hard.join(', '));
			expect(hard).toContain('2 / 3 / 4');
			expect(hard).toContain(lang === 'cs' ? `po ${ROUNDS}. kole` : `after round ${ROUNDS}`);
			expect(hard).toMatch(lang === 'cs' ? /frakčních lokací/ : /Faction Locations/);
			// Not the multiplayer goal.
			expect(hard).not.toMatch(lang === 'cs' ? /po směru/ : /clockwise/);
		}
		expect(text({ ...defaultOptionsFor('solo-conquest'), difficulty: 'easy' }, 'en')).toContain(CONQUEST_WAVES.easy.join(', '));
	});

	it('the solo goal option decides the goal line; base solo has no conquest', () => {
		const all = text({ ...defaultOptionsFor('solo'), soloGoal: 'all' }, 'en');
		expect(all).toMatch(/more Locations \(of any kind/);
		expect(all).not.toMatch(/Conquest waves/);
		expect(text(defaultOptionsFor('solo'), 'cs')).toMatch(/víc frakčních lokací/);
	});

	it('multiplayer: the scoring goal and no virtual player; the expansion adds Siege and Conquest', () => {
		const base = text(defaultOptionsFor('base-3p'), 'en');
		expect(base).toContain('Faction Location 2 VP');
		expect(base).not.toMatch(/virtual player/);
		expect(base).not.toMatch(/Siege/);
		expect(text({ ...defaultOptionsFor('base-3p'), expansion: true }, 'en')).toMatch(/Siege \(expansion\)/);
	});

	it('every mode lists the decisions where the rules are silent, in both languages', () => {
		for (const mode of ['base-2p', 'solo', 'solo-conquest']) {
			const d = rulesSections(defaultOptionsFor(mode)).find((s) => s.id === 'decisions')!;
			expect(d.lines.length).toBeGreaterThan(2);
			for (const l of d.lines) expect(l.cs.length && l.en.length).toBeTruthy();
		}
	});
});

describe('the solo result (issue 23 #29)', () => {
	it('Czech counted forms: 1 frakční lokaci, 2 frakční lokace, 5 frakčních lokací', () => {
		const forms = ['frakční lokaci', 'frakční lokace', 'frakčních lokací'] as const;
		expect([0, 1, 2, 4, 5, 11].map((n) => counted(n, forms, ['Faction Location', 'Faction Locations']).cs)).toEqual([
			'0 frakčních lokací',
			'1 frakční lokaci',
			'2 frakční lokace',
			'4 frakční lokace',
			'5 frakčních lokací',
			'11 frakčních lokací'
		]);
	});

	const end = (factionLocs: number, collection: number) => {
		const s = actionPhase(['romans']);
		s.round = 5;
		s.virtual!.attackDeck = [];
		const ids = ['rom-builder', 'rom-administration', 'rom-headquarters'];
		for (let i = 0; i < factionLocs; i++) toEmpire(s, 0, copy(ids[i]));
		s.virtual!.collection.push(...s.commonDeck.splice(0, collection));
		s.players[0].vp = 5;
		runTasks(s, [{ t: 'gameEnd' }]);
		return g.result(s)!;
	};

	it('a loss says so first, with the score, the goal and both counts in correct Czech', () => {
		const r = end(2, 5);
		expect(r.winners).toEqual([]);
		expect(r.outcome).toBe('solo');
		expect(r.summary.cs).toMatch(/^Prohra: 9 VB\. /);
		expect(r.summary.cs).toContain('Máš 2 frakční lokace, sbírka má 5 karet.');
		expect(r.summary.en).toMatch(/^Defeat: 9 VP\. Goal: more Faction Locations than cards in the virtual player's Collection\. You have 2 Faction Locations, its Collection has 5 cards\./);
		expect(end(1, 1).summary.cs).toContain('Máš 1 frakční lokaci, sbírka má 1 kartu. Shoda prohrává.');
	});

	it('a win says so first, with the score and its title', () => {
		const r = end(3, 2);
		expect(r.winners).toEqual([0]);
		expect(r.summary.cs).toMatch(/^Vítězství: 11 VB \(Prosťáček\)\. Máš 3 frakční lokace, sbírka virtuálního hráče má 2 karty\./);
		expect(r.summary.en).toMatch(/^Victory: 11 VP \(Commoner\)\./);
	});
});

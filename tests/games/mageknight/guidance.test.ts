/**
 * What a Mage Knight newcomer is told while deciding (issue 23 items 25 and 27): resting says the
 * card is discarded, a step that provokes rampaging enemies says so (the view names them for the
 * map and the step answer), and every combat phase says the next move (an enemy first, then cards).
 */
import { describe, expect, it } from 'vitest';
import { mageKnight } from '../../../src/lib/games/mageknight/rules';
import type { MkAction } from '../../../src/lib/games/mageknight/tasks';
import type { MkState } from '../../../src/lib/games/mageknight/types';
import type { MkView } from '../../../src/lib/games/mageknight/view';
import { answersFor } from '../../../src/lib/games/mageknight/ui/answers';
import { cardName } from '../../../src/lib/games/mageknight/ui/labels';
import { act, begin, flatMap, legal, play, seatOf, shape, token } from './helpers';

const prompt = (s: MkState, lang: 'cs' | 'en' = 'cs') => mageKnight.pending(s)[0]?.prompt[lang] ?? '';
const view = (s: MkState) => mageKnight.view(s, seatOf(s)) as MkView;
const labels = (s: MkState, lang: 'cs' | 'en' = 'cs') => answersFor(view(s), legal(s), ['A', 'B']).map((a) => ({ ...a, label: a.label[lang] }));

describe('Mage Knight guidance', () => {
	it('resting says the card is discarded, and the answer is "Odhodit"', () => {
		let s = begin();
		s = shape(s, { hand: ['wound', 'wound', 'wound', 'wound', 'march'] });
		s = act(s, { a: 'rest' });
		expect(prompt(s)).toMatch(/odpočinek – odhoď z ruky jednu kartu, která není zranění/);
		expect(prompt(s, 'en')).toMatch(/discard one card/);
		expect(labels(s).map((a) => a.label)).toEqual([`Odhodit: ${cardName('march', 'cs')}`]);
	});

	it('a step that provokes names the enemies in the view and in its answer; a safe step does not', () => {
		let s = begin();
		flatMap(s, { '2,0': { rampaging: [token('wolf-riders')] } });
		s = shape(s, { hand: ['march'], pos: '1,0' });
		s = play(s, 'march', 'basic');
		const v = view(s);
		expect(v.provokes['1,1']).toEqual(['wolf-riders']);
		expect(v.provokes['2,-1']).toEqual(['wolf-riders']);
		expect(v.provokes['0,1']).toBeUndefined();
		const step = (to: string, lang: 'cs' | 'en') => labels(s, lang).find((a) => a.action.a === 'step' && a.action.to === to)!.label;
		expect(step('1,1', 'cs')).toMatch(/⚔ vyprovokuje: \S/);
		expect(step('1,1', 'en')).toMatch(/⚔ provokes: \S/);
		expect(step('0,1', 'cs')).not.toMatch(/⚔/);
	});

	it('each combat phase says the next move: choose the enemy first, then play cards, then confirm', () => {
		let s = begin();
		flatMap(s, { '1,0': { rampaging: [token('wolf-riders')] } });
		s = shape(s, { hand: ['march', 'rage', 'determination'], pos: '0,0' });
		s = act(s, { a: 'challenge', uids: [s.hexes['1,0'].rampaging[0].uid] });
		const uid = s.combat!.enemies[0].token.uid;
		expect(s.combat!.phase).toBe('ranged');
		expect(prompt(s)).toMatch(/vyber nepřítele .*pak zahraj karty se střeleckým/);
		s = act(s, { a: 'nextPhase' });
		expect(s.combat!.phase).toBe('block');
		expect(prompt(s)).toMatch(/Vyber nepřítele, kterého blokuješ.*pak zahraj karty s blokem/i);
		expect(prompt(s, 'en')).toMatch(/choose the enemy you block.*then play cards with Block/);
		s = act(s, { a: 'blockTarget', uid });
		expect(prompt(s)).toMatch(/zahraj karty s blokem a potvrď „Zablokovat“/);
		s = act(s, { a: 'nextPhase' });
		// (The lone hero takes an unblocked attack by itself; with a unit the damage phase asks.)
		const damage = structuredClone(s);
		damage.combat!.phase = 'damage';
		expect(prompt(damage)).toMatch(/vyber nezablokovaného nepřítele a přiděl jeho zranění/);
		for (let guard = 0; s.combat?.phase === 'damage' && guard < 10; guard++) {
			const l = legal(s);
			s = act(s, (l.find((a) => a.a === 'takeDamage') ?? l.find((a) => a.a === 'damage') ?? l.find((a) => a.a === 'nextPhase')) as MkAction);
		}
		expect(s.combat!.phase).toBe('attack');
		expect(prompt(s)).toMatch(/vyber nepřítele, na kterého zaútočíš.*pak zahraj karty s útokem/);
		expect(labels(s).find((a) => a.action.a === 'nextPhase')!.label).toBe('Ukončit boj');
	});
});

/** The answers toolkit (engine/sdk/answers.ts): bilingual answers, places, sections, groups, order. */
import { describe, expect, it } from 'vitest';
import type { Lang } from '$lib/engine';
import { answersAt, bilingual, groupAnswers, inSection, placesOf, sortAnswers, tapPlace, type AnswerIn } from '$lib/engine/sdk/answers';

type Act = { a: 'take' | 'pass'; card?: string };
type Section = 'hand' | 'bar';

const build = (lang: Lang): AnswerIn<Act, Section>[] => {
	const cs = lang === 'cs';
	return [
		{ key: 'take:x', action: { a: 'take', card: 'x' }, label: cs ? 'Vzít X' : 'Take X', place: 'x', section: 'hand', testid: 'answer-take', group: cs ? 'Ruka' : 'Hand' },
		{ key: 'take:y', action: { a: 'take', card: 'y' }, label: cs ? 'Vzít Y' : 'Take Y', name: cs ? 'Vzít Y z ruky' : 'Take Y from the hand', place: 'y', section: 'hand', testid: 'answer-take', group: cs ? 'Ruka' : 'Hand' },
		{ key: 'take:y2', action: { a: 'take', card: 'y' }, label: cs ? 'Vzít Y znovu' : 'Take Y again', place: 'y', section: 'hand', testid: 'answer-take' },
		{ key: 'pass', action: { a: 'pass' }, label: cs ? 'Pasovat' : 'Pass', section: 'bar', testid: 'answer-pass', tone: 'primary' }
	];
};

describe('answers as data', () => {
	const answers = bilingual(build);

	it('join the labels of both languages by key, keeping the order and every other field', () => {
		expect(answers.map((x) => x.key)).toEqual(['take:x', 'take:y', 'take:y2', 'pass']);
		expect(answers[0].label).toEqual({ cs: 'Vzít X', en: 'Take X' });
		expect(answers[0].group).toEqual({ cs: 'Ruka', en: 'Hand' });
		expect(answers[1].name).toEqual({ cs: 'Vzít Y z ruky', en: 'Take Y from the hand' });
		expect(answers[2].name).toBeUndefined();
		expect(answers[3]).toMatchObject({ action: { a: 'pass' }, section: 'bar', tone: 'primary', testid: 'answer-pass' });
		expect('place' in answers[3]).toBe(false);
	});

	it('list the places to highlight and the answers of one place', () => {
		expect([...placesOf(answers)]).toEqual(['x', 'y']);
		expect(answersAt(answers, 'y').map((x) => x.key)).toEqual(['take:y', 'take:y2']);
		expect(answersAt(answers, 'z')).toEqual([]);
	});

	it('pick the one answer of a tapped place, open a choice among several, and do nothing elsewhere', () => {
		expect(tapPlace(answers, 'x')).toEqual({ kind: 'one', answer: answers[0] });
		expect(tapPlace(answers, 'y')).toEqual({ kind: 'several', answers: [answers[1], answers[2]] });
		expect(tapPlace(answers, 'z')).toEqual({ kind: 'none' });
	});

	it('sort into the lists of the dock and under their headings, in order', () => {
		expect(inSection(answers, 'bar').map((x) => x.key)).toEqual(['pass']);
		expect(inSection(answers, 'bar', 'hand').map((x) => x.key)).toEqual(['take:x', 'take:y', 'take:y2', 'pass']);
		expect(groupAnswers(answers).map((g) => [g.group?.en ?? null, g.answers.map((x) => x.key)])).toEqual([
			['Hand', ['take:x', 'take:y']],
			[null, ['take:y2', 'pass']]
		]);
	});

	it('order by a rank and keep the order of equal ranks', () => {
		expect(sortAnswers(answers, (x) => (x.section === 'bar' ? 0 : 1)).map((x) => x.key)).toEqual(['pass', 'take:x', 'take:y', 'take:y2']);
	});
});

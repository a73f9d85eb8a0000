/**
 * The Rivals rules help: every mode ends with the departures from the seed and the app's
 * clarifications (issue: "list every remaining departure from the seed on the rules-help page").
 */
import { describe, expect, it } from 'vitest';
import { RIVALS_MODES } from '../../../src/lib/games/rivals/meta';
import { sections, type Section } from '../../../src/lib/games/rivals/ui/rules-help';
import { EXHAUSTION_TURNS, STALL_TURNS } from '../../../src/lib/games/rivals/version';
import type { Mode } from '../../../src/lib/games/rivals/types';

const all = (mode: Mode): Section[] => {
	const { before, after } = sections(mode);
	return [...before, ...after];
};
const text = (s: Section, lang: 'cs' | 'en') => s.lines.map((l) => `${l.lead?.[lang] ?? ''} ${l.text[lang]}`).join('\n');

describe('Rivals rules help: departures from the rulebook', () => {
	it('every mode ends with the departures section, in both languages', () => {
		for (const { id } of RIVALS_MODES) {
			const list = all(id as Mode);
			const last = list[list.length - 1];
			expect(last.id, id).toBe('departures');
			expect(last.title.cs).toBe('Odchylky od pravidel a upřesnění');
			expect(last.title.en).toBe('Departures from the rulebook and clarifications');
			expect(last.lines.length).toBeGreaterThan(5);
			for (const l of last.lines) expect(l.text.cs.length && l.text.en.length, l.text.en).toBeTruthy();
			expect(list.filter((s) => s.id === 'departures')).toHaveLength(1);
		}
	});

	it('the departures mention the stall rule (both limits), gender-neutral; the goal no longer does', () => {
		for (const { id } of RIVALS_MODES) {
			const list = all(id as Mode);
			const dep = list[list.length - 1];
			for (const lang of ['cs', 'en'] as const) {
				const d = text(dep, lang);
				expect(d).toContain(`${EXHAUSTION_TURNS} `);
				expect(d).toContain(`${STALL_TURNS} `);
			}
			expect(text(dep, 'en')).toContain('than at any time before');
			expect(text(dep, 'en')).not.toMatch(/\bhe\b|\bhis\b/);
			expect(text(list.find((s) => s.id === 'goal')!, 'en')).not.toContain(`${STALL_TURNS}`);
		}
	});

	it('theme-set clarifications appear only in the modes that have those cards', () => {
		const dep = (mode: Mode) => text(all(mode).find((s) => s.id === 'departures')!, 'en');
		expect(dep('intro')).not.toMatch(/Protection roll|Benjamin|Gold Cache|crescent/);
		expect(dep('turmoil')).toMatch(/Protection roll/);
		expect(dep('turmoil')).not.toMatch(/Benjamin|Gold Cache/);
		expect(dep('progress')).toMatch(/Benjamin/);
		expect(dep('gold')).toMatch(/Gold Cache/);
		expect(dep('duel')).toMatch(/Protection roll[\s\S]*Benjamin[\s\S]*crescent/);
		expect(dep('duel')).toMatch(/Gold Cache/);
	});
});

/**
 * The Rivals action bar's answers (rivals/ui/answers.ts): through seeded matches of every mode,
 * each answer stands for a legal action, has a unique key and a label in both languages, and a
 * selected hand card lists the sites it can be built on.
 */
import { describe, expect, it } from 'vitest';
import { randomInt, rngFromSeed } from '$lib/engine';
import { rivals, type RivalsAction, type RivalsState } from '$lib/games/rivals';
import type { Mode } from '$lib/games/rivals/types';
import type { RivalsView } from '$lib/games/rivals/view';
import { answersFor } from '$lib/games/rivals/ui/answers';
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
});

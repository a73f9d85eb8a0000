/**
 * Every answer of every Mage Knight decision says what it does (issue 23): seeded bot matches
 * (the heuristic bot, with some random moves for variety) are walked, and at each decision the
 * labels of the answers are checked in both languages: never empty, never a bare number, never
 * raw JSON, and no two answers of the same decision read the same.
 */
import { describe, expect, it } from 'vitest';
import { rngFromSeed, type Bot } from '../../src/lib/engine';
import { mageKnightBots, randomBot } from '../../src/lib/games/mageknight/bots';
import { mageKnight } from '../../src/lib/games/mageknight/rules';
import type { MkAction } from '../../src/lib/games/mageknight/tasks';
import type { MkView } from '../../src/lib/games/mageknight/view';
import { answersFor } from '../../src/lib/games/mageknight/ui/answers';

const MATCHES = [
	['first-reconnaissance-2p', 2, false, 'ans-1'],
	['first-reconnaissance-3p', 3, false, 'ans-2'],
	['solo', 1, false, 'ans-3'],
	['first-reconnaissance-2p', 2, true, 'ans-4']
] as const;

function badLabels(view: MkView, legal: MkAction[], lang: 'cs' | 'en'): string[] {
	const out: string[] = [];
	const answers = answersFor(view, legal, lang, ['A', 'B', 'C', 'D']);
	const seen = new Map<string, string>();
	for (const x of answers) {
		const what = `${view.task?.t}: ${JSON.stringify(x.value)} → "${x.label}"`;
		const l = x.label.trim();
		if (!l) out.push(`empty ${what}`);
		else if (/^[\d\s.,:·()+−-]*$/.test(l)) out.push(`bare number ${what}`);
		else if (/^[{[]|undefined|NaN|\?\?/.test(l)) out.push(`raw ${what}`);
		if (seen.has(l)) out.push(`same label as ${seen.get(l)}: ${what}`);
		seen.set(l, JSON.stringify(x.value));
	}
	return out;
}

describe('Mage Knight answers say what they do', () => {
	for (const [mode, n, pvp, seed] of MATCHES)
		it(`${mode}${pvp ? ' with PvP' : ''}: no answer is empty, a bare number or a twin of another`, () => {
			const seats = Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'bot' as const }));
			const made = mageKnight.setup(seats, { mode, pvp }, seed);
			if (!made.ok) throw new Error(made.reason.en);
			let s = made.value.state;
			const rng = rngFromSeed(`${seed}:bot`);
			const problems = new Set<string>();
			const heuristic = mageKnightBots[0];
			for (let step = 0; step < 3000 && mageKnight.pending(s).length; step++) {
				const seat = mageKnight.pending(s)[0].seat;
				const legal = mageKnight.legalActions(s, seat) as MkAction[];
				const view = mageKnight.view(s, seat) as MkView;
				for (const lang of ['cs', 'en'] as const) for (const p of badLabels(view, legal, lang)) problems.add(p);
				const bot: Bot = step % 5 === 0 ? (randomBot as Bot) : heuristic;
				const a = bot.choose(view, legal, rng);
				const r = mageKnight.apply(s, seat, a);
				if (!r.ok) throw new Error(r.reason.en);
				s = r.value.state;
			}
			expect([...problems].slice(0, 40).join('\n')).toBe('');
		}, 60_000);
});

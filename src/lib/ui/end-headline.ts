/**
 * The end screen's headline (issue 23): the outcome first, for the seat(s) looking at this
 * screen, and then the score with what it was measured against (the opponents' scores, the goal,
 * a solo target). Pure, so it is unit-tested (tests/unit/end-headline.test.ts). Czech forms are
 * gender-neutral ("Vítězství!", "Výhra: Jana", "Prohra"), never "vyhrál / vyhrála".
 */
import { outcomeOf, pluralCategory, type GameResult, type Text } from '$lib/engine';

export type AppLang = 'cs' | 'en';

export interface EndHeadline {
	/** The headline: "Vítězství!", "Prohra", "Výhra: Jana", "Remíza"… */
	title: string;
	/** For the look (and tests): the viewers won, lost, drew, or neither (a neutral screen). */
	tone: 'win' | 'loss' | 'draw' | 'neutral';
	/** The lines under it: who won (when the title does not say it), the score against what. */
	lines: string[];
}

/** A number as printed: a real minus sign. */
const num = (n: number) => String(n).replace('-', '−');

/** A count with its noun in the right plural form (the engine's `pluralCategory`): 1 bod, 2 body, 5 bodů, 1,5 bodu. */
export function counted(n: number, lang: AppLang, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string {
	const form = forms[pluralCategory(n, lang)] ?? forms.other;
	return `${num(n)} ${form}`;
}

export const POINTS: Record<AppLang, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
	cs: { one: 'bod', few: 'body', many: 'bodu', other: 'bodů' },
	en: { one: 'point', other: 'points' }
};

/** "Jana", "Jana a Petr", "Jana, Petr a Eva" (en: "Jana and Petr"). */
export function joinNames(list: string[], lang: AppLang): string {
	if (list.length <= 1) return list.join('');
	return `${list.slice(0, -1).join(', ')} ${lang === 'cs' ? 'a' : 'and'} ${list.at(-1)}`;
}

const T = {
	victory: { cs: 'Vítězství!', en: 'Victory!' },
	defeat: { cs: 'Prohra', en: 'Defeat' },
	draw: { cs: 'Remíza', en: 'Draw' },
	win: { cs: 'Výhra', en: 'Won' },
	sharedWin: { cs: 'Společné vítězství!', en: 'Won together!' },
	sharedLoss: { cs: 'Společná prohra', en: 'Lost together' },
	soloOver: { cs: 'Sólová hra dohrána', en: 'Solo game over' },
	goal: { cs: 'Cíl', en: 'Goal' },
	against: { cs: 'proti', en: 'against' },
	score: { cs: 'Skóre', en: 'Score' }
};

/** "14 bodů" or "Sláva 48" (a game's own measure names itself). */
function scoreText(n: number, r: GameResult, lang: AppLang): string {
	return r.scoreName ? `${r.scoreName[lang]} ${num(n)}` : counted(n, lang, POINTS[lang]);
}

function targetText(r: GameResult, lang: AppLang): string | null {
	if (r.target === undefined) return null;
	return `${T.goal[lang]}: ${r.scoreName ? `${r.scoreName[lang].toLowerCase()} ${num(r.target)}` : counted(r.target, lang, POINTS[lang])}`;
}

/**
 * The headline of a finished match. `viewers` are the seats played by people on this device:
 * when they are some but not all of the seats (a person against bots or remote players), the title
 * speaks to them ("Vítězství!" / "Prohra"); otherwise (pass-and-play of everyone, a spectator) it
 * names the winners ("Výhra: Jana").
 */
export function endHeadline(r: GameResult, names: readonly string[], viewers: readonly number[], lang: AppLang): EndHeadline {
	const name = (i: number) => names[i] ?? `#${i + 1}`;
	const outcome = outcomeOf(r);
	const seats = Math.max(names.length, r.scores.length);
	const lines: string[] = [];
	const goal = r.goal ? `${T.goal[lang]}: ${r.goal[lang]}` : null;
	const target = targetText(r, lang);
	switch (outcome) {
		case 'solo': {
			const title = r.won === true ? T.victory[lang] : r.won === false ? T.defeat[lang] : T.soloOver[lang];
			lines.push(scoreText(r.scores[0] ?? 0, r, lang) + (target ? ` · ${target}` : ''));
			if (goal) lines.push(goal);
			return { title, tone: r.won === true ? 'win' : r.won === false ? 'loss' : 'neutral', lines };
		}
		case 'sharedWin':
		case 'sharedLoss': {
			if (goal) lines.push(goal);
			if (r.scores.length) lines.push(`${r.scoreName?.[lang] ?? T.score[lang]}: ${r.scores.map(num).join(' · ')}` + (target ? ` · ${target}` : ''));
			return { title: outcome === 'sharedWin' ? T.sharedWin[lang] : T.sharedLoss[lang], tone: outcome === 'sharedWin' ? 'win' : 'loss', lines };
		}
		case 'draw': {
			if (r.scores.length) lines.push(`${r.scoreName?.[lang] ?? T.score[lang]} ${r.scores.map(num).join(' : ')}` + (target ? ` · ${target}` : ''));
			if (goal) lines.push(goal);
			return { title: T.draw[lang], tone: 'draw', lines };
		}
		case 'win': {
			const winners = r.winners;
			const others = Array.from({ length: seats }, (_, i) => i).filter((i) => !winners.includes(i));
			const personal = viewers.length > 0 && viewers.length < seats;
			const viewerWon = viewers.some((v) => winners.includes(v));
			const who = `${T.win[lang]}: ${joinNames(winners.map(name), lang)}`;
			const title = personal ? (viewerWon ? T.victory[lang] : T.defeat[lang]) : who;
			if (personal) lines.push(who);
			const best = winners.length ? Math.max(...winners.map((w) => r.scores[w] ?? 0)) : null;
			if (best !== null && r.scores.length) {
				const rest = others.map((i) => r.scores[i]).filter((x): x is number => typeof x === 'number');
				lines.push(scoreText(best, r, lang) + (rest.length ? ` ${T.against[lang]} ${rest.map(num).join(', ')}` : '') + (target ? ` · ${target}` : ''));
			}
			if (goal) lines.push(goal);
			return { title, tone: personal ? (viewerWon ? 'win' : 'loss') : 'neutral', lines };
		}
	}
}

export type { Text };

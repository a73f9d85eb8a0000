/**
 * Every answer of every Mage Knight decision says what it does (issue 23): seeded bot matches
 * (the heuristic bot, with some random moves for variety) are walked, and at each decision the
 * labels of the answers are checked in both languages: never empty, never a bare number, never
 * raw JSON, and no two answers of the same decision read the same.
 */
import { describe, expect, it } from 'vitest';
import { rngFromSeed, type Bot } from '../../../src/lib/engine';
import { mageKnightBots, randomBot } from '../../../src/lib/games/mageknight/bots';
import { mageKnight } from '../../../src/lib/games/mageknight/rules';
import type { MkAction, Task } from '../../../src/lib/games/mageknight/tasks';
import type { MkState } from '../../../src/lib/games/mageknight/types';
import type { MkView } from '../../../src/lib/games/mageknight/view';
import { answersFor } from '../../../src/lib/games/mageknight/ui/answers';
import { cardName, deed, deedText, effectText, unit } from '../../../src/lib/games/mageknight/ui/labels';
import { SKILLS } from '../../../src/lib/games/mageknight/data';
import { begin } from './helpers';

const MATCHES = [
	['first-reconnaissance-2p', 2, false, 'ans-1'],
	['first-reconnaissance-3p', 3, false, 'ans-2'],
	['solo', 1, false, 'ans-3'],
	['first-reconnaissance-2p', 2, true, 'ans-4']
] as const;

function badLabels(view: MkView, legal: MkAction[], lang: 'cs' | 'en'): string[] {
	const out: string[] = [];
	const answers = answersFor(view, legal, ['A', 'B', 'C', 'D']);
	const seen = new Map<string, string>();
	for (const x of answers) {
		const what = `${view.task?.t}: ${JSON.stringify(x.action)} → "${x.label[lang]}"`;
		const l = x.label[lang].trim();
		if (!l) out.push(`empty ${what}`);
		else if (/^[\d\s.,:·()+−-]*$/.test(l)) out.push(`bare number ${what}`);
		else if (/^[{[]|undefined|NaN|\?\?/.test(l)) out.push(`raw ${what}`);
		if (seen.has(l)) out.push(`same label as ${seen.get(l)}: ${what}`);
		seen.set(l, JSON.stringify(x.action));
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
				const a = bot.choose(view, legal, rng) as MkAction;
				const r = mageKnight.apply(s, seat, a);
				if (!r.ok) throw new Error(r.reason.en);
				s = r.value.state;
			}
			expect([...problems].slice(0, 40).join('\n')).toBe('');
		}, 60_000);
});

describe('Mage Knight answers of decisions the bot matches seldom reach', () => {
	/** The first turn of a seeded match with `task` put in front of the queue (real candidates, real view). */
	function at(task: (seat: number, s: MkState) => Task, shape: (s: MkState) => void = () => {}) {
		const s = begin('answers-rare');
		shape(s);
		const seat = s.turn!.seat;
		s.tasks.unshift(task(seat, s));
		const legal = mageKnight.legalActions(s, seat) as MkAction[];
		const view = mageKnight.view(s, seat) as MkView;
		return { s, seat, legal, view, answers: (lang: 'cs' | 'en') => answersFor(view, legal, ['A', 'B']).map((a) => ({ ...a, label: a.label[lang] })) };
	}
	const offers = (s: MkState) => {
		s.advancedOffer = s.advancedDeck.slice(0, 3);
		s.spellOffer = s.spellDeck.slice(0, 3);
	};
	const cases: [string, (seat: number, s: MkState) => Task][] = [
		['plunder', (seat) => ({ t: 'plunder', seat })],
		['sparing power', (seat) => ({ t: 'sparingPower', seat })],
		['mana search', (seat) => ({ t: 'manaSearch', seat, picked: [] })],
		['horn of wrath', (seat) => ({ t: 'hornOfWrath', seat, max: 3 })],
		['claim mode', (seat) => ({ t: 'compPick', seat, purpose: 'claimMode', options: ['now', 'each'], optional: false, caster: seat, target: 0 })],
		['radiance', (seat) => ({ t: 'compPick', seat, purpose: 'radiance', options: ['red', 'blue', 'green', 'white'], optional: false, caster: seat })],
		['level-up advanced action', (seat) => ({ t: 'pickAdvanced', seat, from: 'offer', into: 'deck' })],
		['spell reward', (seat) => ({ t: 'pickSpell', seat, into: 'deck' })],
		['artifact reward', (seat, s) => ({ t: 'pickArtifact', seat, drawn: s.artifactDeck.slice(0, 2), keep: 1 })],
		['unit reward', (seat) => ({ t: 'pickUnitReward', seat })],
		['free unit', (seat) => ({ t: 'freeUnit', seat })],
		['rest', (seat) => ({ t: 'pickCard', seat, purpose: 'rest' })],
		['long night', (seat) => ({ t: 'longNight', seat })]
	];
	for (const [name, task] of cases)
		it(`${name}: every answer says what it does`, () => {
			const { view, legal } = at(task, offers);
			expect(legal.length, name).toBeGreaterThan(0);
			for (const lang of ['cs', 'en'] as const) expect(badLabels(view, legal, lang)).toEqual([]);
		});

	it('the plunder prompt offers "plunder" and "do not plunder", Sparing Power says stash or take', () => {
		const village = (s: MkState) => void (s.hexes[s.players[s.turn!.seat].pos!].site = { kind: 'village', enemies: [] } as never);
		const labels = (t: (seat: number, s: MkState) => Task) => at(t, village).answers('cs').map((a) => a.label);
		expect(labels((seat) => ({ t: 'plunder', seat }))).toEqual(['Vyplenit vesnici (pověst −1, dobereš 2 karty)', 'Neplenit']);
		const sp = labels((seat) => ({ t: 'sparingPower', seat }));
		expect(sp[0]).toMatch(/^Odložit vrchní kartu/);
		expect(sp[1]).toMatch(/^Vzít uložené karty do ruky \(0\)/);
	});

	it('cards, spells, artifacts and units offered as a choice show what they do (issue 24)', () => {
		for (const [task, pick] of [
			[(seat: number) => ({ t: 'pickAdvanced', seat, from: 'offer', into: 'deck' }) as Task, 'card'],
			[(seat: number) => ({ t: 'pickSpell', seat, into: 'deck' }) as Task, 'card'],
			[(seat: number, s: MkState) => ({ t: 'pickArtifact', seat, drawn: s.artifactDeck.slice(0, 2), keep: 1 }) as Task, 'card']
		] as const) {
			const { answers } = at(task, offers);
			for (const lang of ['cs', 'en'] as const) {
				const list = answers(lang).filter((a) => a.action.a === pick);
				expect(list.length).toBeGreaterThan(0);
				for (const a of list) {
					const c = deed((a.action as { card: string }).card)!;
					expect(a.label).toContain(cardName(c.id, lang));
					expect(a.label).toContain(deedText(c, lang));
				}
			}
		}
		// A level-up: the two drawn skills and a skill of the common offer, each with its text.
		const hero = (s: MkState) => s.players[s.turn!.seat].hero;
		const level = at(
			(seat, s) => ({ t: 'levelUp', seat, level: 3, drawn: SKILLS.filter((k) => k.hero === hero(s)).slice(0, 2).map((k) => k.id) }),
			(s) => void (s.skillOffer = [SKILLS.find((k) => k.hero !== hero(s))!.id])
		);
		for (const lang of ['cs', 'en'] as const) {
			const list = level.answers(lang);
			expect(list.map((a) => a.action.a)).toEqual(['choose', 'choose', 'skill']);
			for (const a of list) expect(a.label).toMatch(/\S – \S/);
		}
		const units = at((seat) => ({ t: 'pickUnitReward', seat })).answers('cs');
		expect(units.length).toBeGreaterThan(0);
		for (const a of units.filter((x) => x.action.a === 'card')) {
			const u = unit((a.action as { card: string }).card)!;
			expect(a.label).toContain(`zbroj ${u.armor}`);
			expect(a.label).toContain(effectText(u.abilities[0].effect, 'cs'));
		}
	});
});

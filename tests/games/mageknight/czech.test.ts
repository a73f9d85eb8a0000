/**
 * A Czech screen of Mage Knight is Czech throughout (issue 23 item 22): every record has a
 * Czech name (from the seed, or the app's own translation, marked as such), and a seeded Czech
 * match — two bots, and a solo match against the Dummy — shows no English word in anything a
 * player reads: the log lines, every prompt and answer label of every pending decision, and
 * the names of the cards, units, enemies, skills and Tactics in the views. Czech verbs do not
 * depend on the player's gender (no "Jana vyprovokoval"), and sentences are never glued.
 */
import { describe, expect, it } from 'vitest';
import { rngFromSeed, type GameEvent, type Text } from '../../../src/lib/engine';
import { ALL_DEEDS, ELITE_UNITS, ENEMIES, HEROES, REGULAR_UNITS, SKILLS, TACTICS } from '../../../src/lib/games/mageknight/data';
import { mageKnight } from '../../../src/lib/games/mageknight/rules';
import { heuristicBot } from '../../../src/lib/games/mageknight/bot-heuristic';
import { randomBot } from '../../../src/lib/games/mageknight/bots';
import type { MkAction } from '../../../src/lib/games/mageknight/tasks';
import type { MkMode, MkState } from '../../../src/lib/games/mageknight/types';
import type { MkView } from '../../../src/lib/games/mageknight/view';
import { answersFor } from '../../../src/lib/games/mageknight/ui/answers';
import { softHyphens } from '../../../src/lib/games/mageknight/ui/hyphens';
import { catalogueEntries } from '../../../src/lib/games/mageknight/ui/catalogue-entries';
import { cardName, effectText, enemyName, PILE_NAMES, skillName, tacticName, unitName } from '../../../src/lib/games/mageknight/ui/labels';

const NAMED = [...ALL_DEEDS, ...REGULAR_UNITS, ...ELITE_UNITS, ...ENEMIES, ...TACTICS, ...SKILLS, ...HEROES];

/** English names of records that differ in Czech: none of them may appear in a Czech text. */
const ENGLISH_NAMES = [
	...new Set(
		[
			...NAMED.filter((r) => r.csName !== 'same').map((r) => r.name.en),
			...ALL_DEEDS.filter((c) => c.poweredName).map((c) => c.poweredName!.en),
			...HEROES.map((h) => h.title.en)
		].filter((n) => n.length > 2)
	)
];
/** Common English words (whole words, any case) that are not Czech words. */
const ENGLISH_WORDS = [
	'the', 'of', 'and', 'with', 'card', 'cards', 'attack', 'block', 'move', 'influence', 'fame', 'reputation', 'wound', 'wounds',
	'heal', 'healing', 'crystal', 'turn', 'round', 'day', 'night', 'unit', 'units', 'enemy', 'enemies', 'spell', 'skill', 'tactic',
	'player', 'players', 'plays', 'takes', 'gains', 'uses', 'sideways', 'you', 'your', 'for', 'from', 'draw', 'discard', 'dummy',
	'source', 'armor', 'ranged', 'siege', 'fire', 'ice', 'ready', 'spent', 'powered', 'stronger', 'basic', 'none', 'done', 'end',
	'red', 'blue', 'green', 'white', 'gold', 'black', 'die', 'dice', 'token', 'tokens', 'hero', 'heroes', 'level', 'deck', 'hand', 'offer',
	'draconum', 'orcs', 'keep', 'tower', 'mage', 'knight', 'village', 'monastery', 'dungeon', 'tomb', 'ruins', 'glade', 'mine', 'city'
];
// "Mage Knight" is the game's own name (the same in the Czech edition), written only as a whole.
const ALLOWED = /Mage Knight/g;

const PATTERNS: [string, RegExp][] = [
	...ENGLISH_NAMES.map((n): [string, RegExp] => [n, new RegExp(`(^|[^\\p{L}])${n.replace(/[?.*+()[\]]/g, '\\$&')}($|[^\\p{L}])`, 'u')]),
	...ENGLISH_WORDS.map((w): [string, RegExp] => [w, new RegExp(`(^|[^\\p{L}])${w}($|[^\\p{L}])`, 'iu')])
];

function englishIn(text: string): string[] {
	const t = text.replace(ALLOWED, '');
	return PATTERNS.filter(([, re]) => re.test(t)).map(([w]) => w);
}

/** Problems of one Czech text a player reads. */
function problems(text: string): string[] {
	const out = englishIn(text).map((w) => `English "${w}"`);
	// Sentences glued together ("obnovené.V noci"): a full stop followed at once by a capital letter.
	if (/\p{Ll}[.!?]\p{Lu}/u.test(text)) out.push('missing space between sentences');
	if (/[?!]\./u.test(text)) out.push('double punctuation');
	// A card's name stays in the nominative as an apposition: "hraje kartu Zuřivost", never "hraje Zuřivost".
	if (/(hraje|zahrát) (?!kartu )\p{Lu}/u.test(text)) out.push('card name without "kartu"');
	// Czech plural of cards after a number: 1 kartu, 2–4 karty, 5+ karet.
	if (/(^|[^\d])([2-4] karet|([5-9]|\d\d) karty|1 karet)(?!\p{L})/u.test(text)) out.push('wrong plural of cards');
	// A seat name followed by a past-tense verb that shows a gender ("{0} vyprovokoval").
	if (/\{\d+\}\s+\p{Ll}+(l|la|lo)(?!\p{L})/u.test(text)) out.push('gendered verb after a name');
	return out;
}

/** Every text a Czech player reads along a seeded bot match. */
function czechTexts(heroes: string[], mode: MkMode, seed: string, maxActions: number, actions: number[] = [], bot = heuristicBot): Set<string> {
	const texts = new Set<string>();
	const addEvents = (events: GameEvent[]) => {
		for (const e of events) {
			texts.add(e.text.cs);
			if (e.othersSee) texts.add(e.othersSee.cs);
		}
	};
	const seatList = heroes.map((hero, i) => ({ name: `S${i}`, kind: 'bot' as const, choices: { hero } }));
	const made = mageKnight.setup(seatList, { mode, pvp: false }, seed);
	if (!made.ok) throw new Error(made.reason.en);
	let s: MkState = made.value.state;
	addEvents(made.value.events);
	const names = seatList.map((x) => x.name);
	const viewNames = (v: MkView) => {
		const add = (x: string) => texts.add(x);
		for (const p of v.players) {
			for (const c of [...(p.hand ?? []), ...p.discard]) add(cardName(c, 'cs'));
			for (const u of p.units) add(unitName(u.id, 'cs'));
			for (const k of p.skills) add(skillName(k, 'cs'));
			if (p.tactic) add(tacticName(p.tactic, 'cs'));
		}
		for (const c of [...(v.advancedOffer ?? []), ...(v.spellOffer ?? []), ...v.monasteryOffer]) add(cardName(c, 'cs'));
		for (const u of v.unitOffer) add(unitName(u, 'cs'));
		for (const k of v.skillOffer) add(skillName(k, 'cs'));
		for (const k of v.tacticsOffer) add(tacticName(k, 'cs'));
		for (const h of Object.values(v.hexes)) for (const t of [...h.rampaging, ...(h.site?.enemies ?? [])]) add(enemyName(t.id, 'cs'));
		for (const e of v.combat?.enemies ?? []) add(enemyName(e.token.id, 'cs'));
	};
	let i = 0;
	for (; i < maxActions; i++) {
		const pending = mageKnight.pending(s);
		if (!pending.length) break;
		for (const p of pending) texts.add(p.prompt.cs);
		const seat = pending[0].seat;
		const legal = mageKnight.legalActions(s, seat) as MkAction[];
		const view = mageKnight.view(s, seat) as MkView;
		viewNames(view);
		for (const a of answersFor(view, legal, names)) texts.add(a.label.cs);
		const action = bot.choose(view, legal, rngFromSeed(`${seed}:bot:${i}`)) as MkAction;
		const r = mageKnight.apply(s, seat, action);
		if (!r.ok) throw new Error(r.reason.en);
		s = r.value.state;
		addEvents(r.value.events);
	}
	const result = mageKnight.result(s);
	if (result) texts.add(result.summary.cs);
	actions.push(i);
	return texts;
}

const report = (texts: Iterable<string>): string[] => {
	const bad: string[] = [];
	for (const t of texts) for (const p of problems(t)) bad.push(`${p}: ${t}`);
	return bad;
};

describe('Mage Knight in Czech', () => {
	it('every record has a Czech name: from the seed, the app’s translation, or the same on purpose', () => {
		for (const r of NAMED) {
			expect(['seed', 'app', 'same'], r.id).toContain(r.csName);
			if (r.csName !== 'same') expect(r.name.cs, r.id).not.toBe(r.name.en);
			else expect(r.name.cs, r.id).toBe(r.name.en);
			if (r.csName === 'seed') expect(r.source, r.id).toMatch(/\[SEED:l\.\d/);
		}
		for (const c of ALL_DEEDS)
			if (c.poweredName) {
				expect(['seed', 'app'], c.id).toContain(c.poweredCsName);
				expect(c.poweredName.cs, c.id).not.toBe(c.poweredName.en);
			}
		for (const h of HEROES) expect(h.title.cs, h.id).not.toBe(h.title.en);
		// Proper names only: the heroes and the Minotaur (the seed's Czech name is the same).
		expect(NAMED.filter((r) => r.csName === 'same').map((r) => r.id).sort()).toEqual(['arythea', 'goldyx', 'minotaur', 'norowas', 'tovak']);
	});

	it('no Czech record text holds an English word (names, effects, Tactic and skill texts, piles)', () => {
		const texts: string[] = [];
		for (const r of NAMED) texts.push(r.name.cs);
		for (const c of ALL_DEEDS) texts.push(effectText(c.basic, 'cs'), effectText(c.powered, 'cs'), ...(c.poweredName ? [c.poweredName.cs] : []));
		for (const u of [...REGULAR_UNITS, ...ELITE_UNITS]) for (const a of u.abilities) texts.push(effectText(a.effect, 'cs'));
		for (const r of [...TACTICS, ...SKILLS] as { text: Text }[]) texts.push(r.text.cs);
		for (const h of HEROES) texts.push(h.title.cs);
		for (const p of Object.values(PILE_NAMES)) texts.push(p.cs);
		expect(report(texts)).toEqual([]);
	});

	it('the Czech catalogue is Czech, and marks the names that are the app’s own translation', () => {
		const entries = catalogueEntries('cs');
		const texts = entries.flatMap((e) => [e.name, e.kind, ...e.values, ...(e.notes ?? [])]);
		expect(report(texts)).toEqual([]);
		const rage = entries.find((e) => e.key === 'd:rage')!;
		expect(rage.name).toBe('Zuřivost');
		expect(rage.notes).toContain('Název: překlad aplikace (český název z pravidel není znám).');
		expect(entries.find((e) => e.key === 'd:march')!.notes).toEqual([]);
		expect(entries.find((e) => e.key === 'd:snowstorm')!.name).toBe('Sněhová bouře / Blizard');
		expect(catalogueEntries('en').find((e) => e.key === 'd:rage')!.notes).toEqual(['Name: the app’s translation (no source gives the Czech name).']);
	});

	it('a seeded 2-player bot match reads Czech throughout (log, prompts, answers, names, the result)', () => {
		const actions: number[] = [];
		const texts = czechTexts(['arythea', 'tovak'], 'first-reconnaissance-2p', 'czech-2p-b', 1500, actions);
		// A whole match of a few hundred actions.
		for (const n of actions) expect(n).toBeGreaterThan(200);
		expect(texts.size).toBeGreaterThan(250);
		expect(report(texts)).toEqual([]);
	}, 30_000);

	it('a random bot (more kinds of decisions, odd choices) reads Czech throughout', () => {
		const texts = czechTexts(['norowas', 'goldyx'], 'first-reconnaissance-2p', 'czech-random', 3000, [], randomBot);
		expect(texts.size).toBeGreaterThan(200);
		expect(report(texts)).toEqual([]);
	}, 30_000);

	it('a seeded solo match against the Dummy reads Czech throughout', () => {
		const actions: number[] = [];
		const texts = czechTexts(['tovak'], 'solo', 'czech-solo', 1500, actions);
		expect(actions[0]).toBeGreaterThan(150);
		expect(texts.size).toBeGreaterThan(150);
		expect(report(texts)).toEqual([]);
	}, 30_000);

	it('long words of Czech card titles break only between syllables (soft hyphens), never mid-syllable', () => {
		const shown = (w: string) => softHyphens(w, 'cs').replace(/\u00AD/g, '-');
		expect(shown('Improvizace')).toBe('Im-pro-vi-zace');
		expect(shown('Znovuzrození')).toBe('Zno-vu-zro-zení');
		expect(shown('Soustředění vůle')).toBe('Sous-tře-dění vůle');
		expect(shown('Pochod')).toBe('Pochod');
		expect(softHyphens('Improvisation', 'en')).toBe('Improvisation');
		// Every card and unit name keeps its letters.
		for (const r of [...ALL_DEEDS, ...REGULAR_UNITS, ...ELITE_UNITS]) expect(softHyphens(r.name.cs, 'cs').replace(/\u00AD/g, '')).toBe(r.name.cs);
	});
});

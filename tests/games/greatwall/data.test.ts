/**
 * The Great Wall's built-in data (issue 26): the decks match the component list (§2.1), every record
 * says where it comes from and which of its values are placeholders, the known values are the
 * sources' values, and every ability is a valid composition of the game's effect vocabulary.
 */
import { describe, expect, it } from 'vitest';
import { effectValueOf } from '../../../src/lib/engine';
import {
	BUILT_IN_DATA,
	BUILT_IN_TABLES,
	COMPONENT_COUNTS,
	commandsOf,
	generalsOf,
	hordeDeck,
	hordeTypeOfCard,
	LOCATION_IDS,
	MOMENTS,
	SPOT_COLS,
	SPOT_ROWS,
	tacticsOf,
	TACTIC_MOMENTS,
	timeSpacesOf,
	wallLevelOf,
	type GwSteps,
	type Sourced
} from '../../../src/lib/games/greatwall/data';
import { effectToSteps, GW_VOCABULARY, stepsToEffect } from '../../../src/lib/games/greatwall/vocabulary';

const D = BUILT_IN_DATA;

/** Every sourced record of the data, with a label for failures. */
const RECORDS: [string, Sourced<string> & object][] = [
	...D.hordeTypes.map((r): [string, typeof r] => [`horde ${r.id}`, r]),
	...D.generals.map((r): [string, typeof r] => [`general ${r.id}`, r]),
	...D.advisors.map((r): [string, typeof r] => [`advisor ${r.id}`, r]),
	...D.commands.map((r): [string, typeof r] => [`command ${r.id}`, r]),
	...D.tactics.map((r): [string, typeof r] => [`tactic ${r.id}`, r]),
	...D.artifacts.map((r): [string, typeof r] => [`artifact ${r.id}`, r]),
	...D.requests.map((r): [string, typeof r] => [`request ${r.id}`, r]),
	...D.events.map((r): [string, typeof r] => [`event ${r.id}`, r]),
	...D.wall.map((r): [string, typeof r] => [`wall ${r.level}`, r]),
	['barricade', D.barricade],
	['time small', D.timeTracks.small],
	['time large', D.timeTracks.large],
	...D.locations.map((r): [string, typeof r] => [`location ${r.id}`, r]),
	['solo', D.solo],
	['reed', D.reed],
	['coop', D.coop]
];

/** Every ability of the data (steps), with a label. */
const ABILITIES: [string, GwSteps][] = [
	...D.hordeTypes.map((h): [string, GwSteps] => [`horde ${h.id} leader`, h.leader]),
	...D.generals.map((g): [string, GwSteps] => [`general ${g.id}`, g.ability.steps]),
	...D.advisors.map((a): [string, GwSteps] => [`advisor ${a.id}`, a.active.steps]),
	...D.commands.flatMap((c) => c.boxes.map((b, i): [string, GwSteps] => [`command ${c.id} box ${i + 1}`, b.steps])),
	...D.tactics.flatMap((t): [string, GwSteps][] => [
		[`tactic ${t.id} basic`, t.basic],
		[`tactic ${t.id} boosted`, t.boosted]
	]),
	...D.artifacts.map((a): [string, GwSteps] => [`artifact ${a.id}`, a.scoring]),
	...D.requests.map((r): [string, GwSteps] => [`request ${r.id}`, r.need]),
	...D.events.map((e): [string, GwSteps] => [`event ${e.id}`, e.steps])
];

describe('the decks match the component list (§2.1)', () => {
	it('horde cards: 24 standard and 24 co-op, in types of 3', () => {
		expect(hordeDeck(D, 'standard')).toHaveLength(COMPONENT_COUNTS.hordeCards.standard);
		expect(hordeDeck(D, 'coop')).toHaveLength(COMPONENT_COUNTS.hordeCards.coop);
		for (const t of D.hordeTypes) expect(t.backs, t.id).toHaveLength(3);
	});
	it('generals: 13 standard, 8 co-op, 2 Reed Clan, 1 solo', () => {
		expect(generalsOf(D, 'standard')).toHaveLength(COMPONENT_COUNTS.generals.standard);
		expect(generalsOf(D, 'coop')).toHaveLength(COMPONENT_COUNTS.generals.coop);
		expect(generalsOf(D, 'reed')).toHaveLength(COMPONENT_COUNTS.generals.reed);
		expect(generalsOf(D, 'solo')).toHaveLength(COMPONENT_COUNTS.generals.solo);
	});
	it('advisors 44, command cards 6 per colour + 1 Reed + 6 solo, tactics 20 + 12', () => {
		expect(D.advisors).toHaveLength(COMPONENT_COUNTS.advisors);
		expect(commandsOf(D, 'standard')).toHaveLength(COMPONENT_COUNTS.commands.standard);
		expect(commandsOf(D, 'reed')).toHaveLength(COMPONENT_COUNTS.commands.reed);
		expect(commandsOf(D, 'solo')).toHaveLength(COMPONENT_COUNTS.commands.solo);
		expect(tacticsOf(D, 'standard')).toHaveLength(COMPONENT_COUNTS.tactics.standard);
		expect(tacticsOf(D, 'coop')).toHaveLength(COMPONENT_COUNTS.tactics.coop);
	});
	it('artifacts 5, requests 12 (4 removed with 2 players), events 12, ten locations, wall levels 1–3 and the empty position', () => {
		expect(D.artifacts).toHaveLength(COMPONENT_COUNTS.artifacts);
		expect(D.requests).toHaveLength(COMPONENT_COUNTS.requests);
		expect(D.requests.filter((r) => r.removedWithTwo).map((r) => r.name.cs)).toEqual([
			'Vysmějte se jim a zvítězíte',
			'Válečníci pro císařskou gardu',
			'Sláva patří císaři',
			'Honosný doprovod pro císařské úředníky'
		]);
		expect(D.events).toHaveLength(COMPONENT_COUNTS.events);
		expect(D.locations.map((l) => l.id)).toEqual([...LOCATION_IDS]);
		expect(D.wall.map((w) => w.level)).toEqual([0, 1, 2, 3]);
	});
	it('solo cards share the standard names (seed l.1570-1575)', () => {
		expect(commandsOf(D, 'solo').map((c) => c.name)).toEqual(commandsOf(D, 'standard').map((c) => c.name));
	});
	it('ids are unique in every list, horde card ids too, and every card finds its type', () => {
		for (const list of [D.hordeTypes, D.generals, D.advisors, D.commands, D.tactics, D.artifacts, D.requests, D.events]) {
			const ids = list.map((x) => x.id);
			expect(new Set(ids).size).toBe(ids.length);
		}
		const cards = [...hordeDeck(D, 'standard'), ...hordeDeck(D, 'coop')];
		expect(new Set(cards.map((c) => c.id)).size).toBe(48);
		for (const c of cards) expect(hordeTypeOfCard(BUILT_IN_TABLES, c.id).id).toBe(c.type);
		expect(() => hordeTypeOfCard(BUILT_IN_TABLES, 'nope-1')).toThrow();
	});
});

describe('provenance: every record has a source and consistent placeholder marks', () => {
	it.each(RECORDS)('%s', (_label, r) => {
		expect(r.source.trim().length).toBeGreaterThan(0);
		if (r.guessed) {
			expect(r.guessed.fields.length).toBeGreaterThan(0);
			expect(r.guessed.note.cs.trim()).not.toBe('');
			expect(r.guessed.note.en.trim()).not.toBe('');
			// Each guessed part names a value of the record.
			for (const f of r.guessed.fields) expect(Object.keys(r), f).toContain(f);
		}
		// A record known from no source is all placeholder; a placeholder name is marked guessed.
		if (r.source === 'placeholder') expect(r.guessed).toBeDefined();
		if (r.czechName === 'placeholder' && 'name' in r) expect(r.guessed?.fields).toContain('name');
	});
	it('placeholder names say so in both languages', () => {
		for (const [label, r] of RECORDS) {
			if (!('name' in r) || r.czechName !== 'placeholder') continue;
			const name = (r as { name: { cs: string; en: string } }).name;
			expect(name.cs, label).toMatch(/zástupn/);
			expect(name.en, label).toMatch(/placeholder/);
		}
	});
});

describe('known values are the sources’ values', () => {
	it('Yang Ye’s strip 2/4/3/7/2/55 ([GW-3] FAQ errata)', () => {
		expect(BUILT_IN_TABLES.generalById.get('yang-ye')!.setup).toEqual({ wood: 2, stone: 4, gold: 3, chi: 7, tactics: 2, tea: 55 });
	});
	it('wall costs 5/10/15 ([GW-8]), barricade 2 / +2 Honor / +2 defence / 3 per section (seed l.1119-1128)', () => {
		expect([1, 2, 3].map((l) => wallLevelOf(D, l).cost)).toEqual([5, 10, 15]);
		expect(D.barricade).toMatchObject({ cost: 2, honor: 2, defence: 2, max: 3 });
		expect(D.barricade.guessed).toBeUndefined();
	});
	it('recruiting, saving, hiring ([GW-9])', () => {
		expect(D.numbers.recruit).toEqual({ spearman: { stone: 2, wood: 1 }, archer: { chi: 2, wood: 1 }, horseman: { gold: 3, wood: 1 } });
		expect(D.numbers).toMatchObject({ rescueChi: 2, hireClerkGold: 2, donationHonor: 2, shamePerPlayer: 10, shameTwoPlayer: 20, shameSolo: 10, tacticHandLimit: 5 });
	});
	it('the Brutes halve their section’s defence (seed l.1035-1042); Retreat’s boost saves every soldier (seed l.1319-1323)', () => {
		expect(BUILT_IN_TABLES.hordeTypeById.get('brutes')!.leader).toEqual([{ k: 'halveDefence' }]);
		expect(BUILT_IN_TABLES.hordeTypeById.get('brutes')!.spots).toHaveLength(5);
		expect(BUILT_IN_TABLES.tacticById.get('retreat')!.boosted).toEqual([{ k: 'rescue', count: 16, chi: 0 }]);
		expect(BUILT_IN_TABLES.commandById.get('betrayal')).toMatchObject({ permanentDiscard: true, boxes: [{ scope: 'owner', steps: [{ k: 'copyCommand' }] }] });
		expect(BUILT_IN_TABLES.commandById.get('despotism')!.boxes.some((b) => b.steps.some((s) => s.k === 'advancedActivation'))).toBe(true);
	});
	it('the modes: Qin’s wound marker is linked to the Barracks, the Reed Clan starts in the Lumber Mill, Quarry and Gold Mine, co-op needs 6/7/9 requests', () => {
		expect(D.solo.tokenLocation).toEqual({ wood: 'lumberMill', stone: 'quarry', gold: 'goldMine', chi: 'temple', wound: 'barracks' });
		expect(Object.values(D.solo.overseers).sort()).toEqual(['horseman', 'horseman', 'spearman', 'spearman']);
		expect(D.reed).toMatchObject({ startClerks: ['lumberMill', 'quarry', 'goldMine'], spearmen: 10 });
		expect(D.coop).toMatchObject({ requestsToWin: { 2: 6, 3: 7, 4: 9 }, activeRequests: { 2: 2, 3: 3, 4: 3 } });
	});
	it('the small side’s time track has 6 spaces in play (3 players: 6 Years, S4)', () => {
		expect(timeSpacesOf(D, 'small')).toHaveLength(6);
		expect(timeSpacesOf(D, 'large')).toHaveLength(5);
	});
});

describe('placeholders are plausible for play', () => {
	it('every horde card has 1–12 vital spots on the 2 × 6 grid, none twice, rewards of 1', () => {
		for (const t of D.hordeTypes) {
			expect(t.spots.length, t.id).toBeGreaterThan(0);
			const at = t.spots.map((s) => `${s.row},${s.col}`);
			expect(new Set(at).size, t.id).toBe(at.length);
			for (const s of t.spots) {
				expect(s.row).toBeGreaterThanOrEqual(1);
				expect(s.row).toBeLessThanOrEqual(SPOT_ROWS);
				expect(s.col).toBeGreaterThanOrEqual(1);
				expect(s.col).toBeLessThanOrEqual(SPOT_COLS);
			}
			expect(t.power).toBeGreaterThanOrEqual(3);
			expect(t.power).toBeLessThanOrEqual(7);
		}
	});
	it('a 2-player / solo deck (no card pointing at the left section) keeps 16 standard cards', () => {
		expect(hordeDeck(D, 'standard').filter((c) => c.back !== 'left')).toHaveLength(16);
	});
	it('tea values of the generals dealt to players are distinct two-digit numbers', () => {
		const teas = [...generalsOf(D, 'standard'), ...generalsOf(D, 'coop')].map((g) => g.setup.tea);
		expect(new Set(teas).size).toBe(teas.length);
		for (const t of teas) expect(t).toBeGreaterThanOrEqual(10);
	});
	it('tactic cards use the seven tactic moments; abilities use known moments', () => {
		for (const t of D.tactics) expect(TACTIC_MOMENTS).toContain(t.when);
		expect(TACTIC_MOMENTS).toHaveLength(7);
		for (const x of [...D.generals.map((g) => g.ability.when), ...D.advisors.map((a) => a.active.when)]) expect(MOMENTS).toContain(x);
	});
	it('regular locations have slots on both sides; production locations have an overseer track', () => {
		for (const l of D.locations) {
			if (l.kind === 'regular') expect(Math.min(l.slots.small, l.slots.large), l.id).toBeGreaterThan(0);
			expect(!!l.produces, l.id).toBe(!!l.overseer);
		}
	});
	it('wall defence grows with the level', () => {
		for (let l = 1; l <= 3; l++) expect(wallLevelOf(D, l).defence).toBeGreaterThan(wallLevelOf(D, l - 1).defence);
	});
});

describe('abilities are compositions of the effect vocabulary', () => {
	it.each(ABILITIES)('%s', (label, steps) => {
		const value = stepsToEffect(steps);
		const r = effectValueOf(GW_VOCABULARY, value, { cs: label, en: label });
		expect(r.ok ? null : r.reason).toBeNull();
		expect(effectToSteps(value)).toEqual(steps);
	});
});

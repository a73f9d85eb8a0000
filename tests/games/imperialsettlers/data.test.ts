/** Imperial Settlers content data: counts, deck composition, sources and provisional marks (data §5). */
import { describe, expect, it } from 'vitest';
import {
	ALL_CARDS,
	COMMON_CARDS,
	EXPANSION_CARDS,
	FACTION_CARDS,
	FACTIONS,
	PH_ACTION,
	PH_ACTION_COST_KNOWN,
	PH_FEATURE,
	card,
	countText,
	gainText,
	deckIds
} from '../../../src/lib/games/imperialsettlers/data';
import { FACTION_IDS, type CardDef } from '../../../src/lib/games/imperialsettlers/data/types';

const copies = (cards: CardDef[]) => cards.reduce((n, c) => n + c.ids.length, 0);
const byKind = (cards: CardDef[]) => ['production', 'feature', 'action'].map((k) => copies(cards.filter((c) => c.kind === k)));

describe('Imperial Settlers data', () => {
	it('has the 84 Common cards com001–com084, once each, with the published colour and type totals', () => {
		const ids = deckIds('common');
		expect(ids.length).toBe(84);
		expect([...ids].sort()).toEqual(Array.from({ length: 84 }, (_, i) => `com${String(i + 1).padStart(3, '0')}`));
		expect(byKind(COMMON_CARDS)).toEqual([28, 17, 39]);
		const colour = (c: string) => copies(COMMON_CARDS.filter((x) => (c === 'none' ? x.colors.length === 0 : x.colors.includes(c as never))));
		expect(['brown', 'grey', 'red', 'pink', 'gold', 'blue', 'none', 'black', 'purple'].map(colour)).toEqual([16, 13, 12, 12, 10, 8, 6, 6, 1]);
		for (const c of COMMON_CARDS) expect(c.deal, c.key).toBeUndefined();
	});

	it('has 30 cards per faction deck: 3 cards × 3 copies, 6 × 2, 9 × 1, with the type totals of data §5', () => {
		const totals = { barbarians: [8, 6, 16], japanese: [10, 7, 13], romans: [12, 8, 10], egyptians: [9, 4, 17] };
		for (const f of FACTION_IDS) {
			const cards = FACTION_CARDS[f];
			expect(copies(cards), f).toBe(30);
			expect(cards.length, f).toBe(18);
			const by = [3, 2, 1].map((n) => cards.filter((c) => c.ids.length === n).length);
			expect(by, f).toEqual([3, 6, 9]);
			expect(byKind(cards), f).toEqual(totals[f]);
			const prefix = f.slice(0, 3);
			expect([...deckIds(f)].sort()).toEqual(Array.from({ length: 30 }, (_, i) => `${prefix}${String(i + 1).padStart(3, '0')}`));
			for (const c of cards) {
				expect(c.deck).toBe(f);
				for (const id of c.ids) expect(card(id).deal, id).toBeDefined();
			}
		}
	});

	it('gives raze fields only to Common cards (not Ruins) and Japanese cards (1 VP each)', () => {
		for (const c of ALL_CARDS) {
			if (c.deck === 'japanese') expect(c.raze).toEqual({ vp: 1 });
			else if (c.deck === 'common') expect(!!c.raze, c.key).toBe(c.key !== 'ruins');
			else expect(c.raze, c.key).toBeUndefined();
		}
	});

	it('keeps per-copy values (Castle, Mason, Village, Pig Farmer, split Deals)', () => {
		expect(card('com048').cost).toEqual({ stone: 2 });
		expect(card('com046').cost).toEqual({ wood: 1, stone: 1 });
		expect(card('com035').raze).toEqual({ stone: 1, vp: 1 });
		expect(card('com014').raze).toEqual({ wood: 1, worker: 1 });
		expect(card('com055').cost).toEqual({ wood: 2 });
		expect([card('bar010').deal, card('bar011').deal]).toEqual(['card', 'gold']);
		expect([card('jap021').deal, card('jap022').deal, card('jap023').deal]).toEqual(['food', 'worker', 'vp']);
	});

	it('has a source on every card and board, Czech and English names, and unique keys', () => {
		for (const c of [...ALL_CARDS, ...FACTIONS]) {
			expect(c.source.length).toBeGreaterThan(5);
			expect(c.name.cs.length * c.name.en.length).toBeGreaterThan(0);
		}
		expect(new Set(ALL_CARDS.map((c) => c.key)).size).toBe(ALL_CARDS.length);
		for (const c of ALL_CARDS) if (c.deck !== 'common') expect(c.source).toMatch(/^data §5\.[3-6] /);
		expect(FACTIONS.map((f) => f.production)).toEqual([
			{ worker: 2, wood: 1, stone: 1, raze: 1, defence: 1 },
			{ worker: 5, raze: 1, defence: 1 },
			{ worker: 3, gold: 1, raze: 1, defence: 1 },
			{ worker: 4, wood: 1, raze: 1, defence: 1 }
		]);
	});

	it('marks every unknown effect with the same NEUTRAL placeholder and a provisional note', () => {
		let placeholders = 0;
		for (const c of ALL_CARDS) {
			const phAction = c.action?.effect.k === 'placeholder';
			const phFeature = !!c.feature?.some((f) => f.k === 'placeholder');
			if (phAction) {
				placeholders++;
				expect(c.action!.limit, c.key).toBe(1);
				expect([PH_ACTION, PH_ACTION_COST_KNOWN].some((t) => c.provisional?.en.includes(t.en)), c.key).toBe(true);
				expect(c.provisional!.cs).toContain('NEUTRÁLNÍ');
			}
			if (phFeature) {
				placeholders++;
				expect(c.provisional?.en.includes(PH_FEATURE.en) || c.provisional?.en.includes('only its protection'), c.key).toBe(true);
			}
			if (c.deck === 'common') expect(phAction || phFeature).toBe(false);
		}
		// data §9 #1: 31 distinct Faction cards without a known text, plus the feature texts of Hill Fort
		// and Idol (only their bonus is known) and the rest of Gate and Shrine (only their protection is known).
		expect(placeholders).toBe(35);
		// The placeholder Action is the same everywhere: 1 worker (or the one known cost) → 1 VP.
		const costs = ALL_CARDS.filter((c) => c.action?.effect.k === 'placeholder').map((c) => JSON.stringify(c.action!.pay));
		expect(new Set(costs)).toEqual(new Set(['{"worker":1}', '{"food":1}']));
	});

	it('marks the four Common-card source conflicts provisional (data §5.1)', () => {
		for (const key of ['ruins', 'court-sculptor', 'statue', 'meeting-place']) expect(COMMON_CARDS.find((c) => c.key === key)!.provisional, key).toBeDefined();
	});

	it('has the 8 expansion records of data §7.2 with sources and provisional notes; no more copies per deck than the expansion holds (data §7.1)', () => {
		expect(EXPANSION_CARDS.map((c) => c.key)).toEqual(['xro-romulus-fortress', 'xro-foundations', 'xro-new-foundations', 'xeg-fortress', 'xba-conqueror', 'xco-foreign-quarter', 'xro-tax-collector', 'xro-crossbow-maker']);
		for (const c of EXPANSION_CARDS) {
			expect(c.source, c.key).toMatch(/^data §7\.2/);
			expect(c.provisional?.cs.length, c.key).toBeGreaterThan(0);
			expect(c.provisional?.en.length, c.key).toBeGreaterThan(0);
			expect(card(c.ids[0]).key).toBe(c.key);
		}
		// 10 cards per faction and 12 Common cards in the expansion (DOK).
		for (const d of ['romans', 'barbarians', 'egyptians', 'japanese'] as const) expect(copies(EXPANSION_CARDS.filter((c) => c.deck === d)), d).toBeLessThanOrEqual(10);
		expect(copies(EXPANSION_CARDS.filter((c) => c.deck === 'common'))).toBeLessThanOrEqual(12);
	});
});

describe('counted goods in Czech and English (the texts of costs, gains and logs)', () => {
	it('uses the Czech forms for 1, 2–4 and 5+ and the English plural', () => {
		expect(gainText({ stone: 1 })).toEqual({ cs: '1 kámen', en: '1 stone' });
		expect(gainText({ stone: 2, worker: 3 })).toEqual({ cs: '2 kameny + 3 dělníci', en: '2 stone + 3 workers' });
		expect(gainText({ wood: 5, card: 5 })).toEqual({ cs: '5 dřev + 5 karet', en: '5 wood + 5 cards' });
		expect(countText(2, 'raze')).toEqual({ cs: '2 žetony boření', en: '2 raze tokens' });
		expect(countText(1, 'vp')).toEqual({ cs: '1 VB', en: '1 VP' });
	});
});


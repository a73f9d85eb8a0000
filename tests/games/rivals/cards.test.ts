/**
 * Content data of The Rivals for Catan: set sizes, theme setup stacks, Duel crescent split and
 * the data policy (every record has a source, Czech + English name and text; disputed values
 * carry their sources). Spec: shared/rules/rivals-for-catan.md §2, §3.3-3.4, §9.
 */
import { describe, expect, it } from 'vitest';
import {
	ALL_CARDS,
	CARD_BY_ID,
	CARDS,
	CENTER_CARDS,
	CENTER_STACKS,
	DRAW_CARDS,
	EVENT_CARDS,
	REGIONS,
	THEME_CARDS,
	cardDef,
	costText,
	resourceCount,
	type Resource,
	type CardDef
} from '$lib/games/rivals/cards';
import {
	SET_SIZES,
	THEME_SETS,
	parseCost,
	themeCardsOf,
	themeDrawCards,
	themeEventCards,
	themeFaceUpCards
} from '$lib/games/rivals/cards-theme';

const total = (defs: { count: number }[]) => defs.reduce((n, d) => n + d.count, 0);
const setOf = (d: CardDef) => d.set ?? 'basic';

describe('set sizes', () => {
	it('basic set: 94 cards = 49 center cards + 36 draw cards + 9 events', () => {
		const center = { road: 0, settlement: 0, city: 0 };
		for (const c of CENTER_CARDS) center[c.id] = c.count;
		expect(REGIONS).toHaveLength(24);
		expect(center).toEqual({ road: 9, settlement: 9, city: 7 });
		// the stacks plus the start cards of both colours (1 road, 2 settlements each; seed L49-58)
		expect(center.road).toBe(CENTER_STACKS.road + 2);
		expect(center.settlement).toBe(CENTER_STACKS.settlement + 4);
		expect(center.city).toBe(CENTER_STACKS.city);
		expect(REGIONS.length + center.road + center.settlement + center.city).toBe(49);
		expect(total(CARDS)).toBe(45);
		expect(REGIONS.length + total(CENTER_CARDS) + total(CARDS)).toBe(SET_SIZES.basic);
		expect(SET_SIZES.basic).toBe(94);
	});

	it('the basic CARDS / DRAW_CARDS / EVENT_CARDS stay the basic set only (intro game)', () => {
		expect(CARDS.every((d) => setOf(d) === 'basic')).toBe(true);
		expect(DRAW_CARDS).toHaveLength(36);
		expect(EVENT_CARDS).toHaveLength(9);
		expect([...DRAW_CARDS, ...EVENT_CARDS].every((i) => setOf(cardDef(i)) === 'basic')).toBe(true);
	});

	it('theme sets: Gold 27, Turmoil 28, Progress 31 (86)', () => {
		expect(total(themeCardsOf('gold'))).toBe(27);
		expect(total(themeCardsOf('turmoil'))).toBe(28);
		expect(total(themeCardsOf('progress'))).toBe(31);
		expect(total(THEME_CARDS)).toBe(86);
		for (const s of THEME_SETS) expect(total(themeCardsOf(s))).toBe(SET_SIZES[s]);
		expect(THEME_CARDS.every((d) => d.set && d.set !== 'basic')).toBe(true);
		expect(REGIONS.length + total(CENTER_CARDS) + total(ALL_CARDS)).toBe(180);
	});

	it('seed group totals per theme set (spec §9.3, §9.5, §9.7)', () => {
		const groups = (s: 'gold' | 'turmoil' | 'progress') => {
			const g: Record<string, number> = {};
			for (const d of themeCardsOf(s)) {
				const k = d.kind === 'building' || d.kind === 'hero' || d.kind === 'ship' || d.kind === 'unit' ? 'settlement' : d.kind;
				g[k] = (g[k] ?? 0) + d.count;
			}
			return g;
		};
		expect(groups('gold')).toEqual({ action: 8, regionExpansion: 1, settlement: 5, cityExpansion: 10, event: 3 });
		expect(groups('turmoil')).toEqual({ action: 10, settlement: 5, cityExpansion: 9, event: 4 });
		expect(groups('progress')).toEqual({ action: 11, settlement: 2, cityExpansion: 13, event: 5 });
	});
});

describe('theme game setup (spec §3.3)', () => {
	it('draw stacks after removing events and face-up cards: 22 / 22 / 24 (2 equal stacks)', () => {
		expect(themeDrawCards('gold')).toHaveLength(22);
		expect(themeDrawCards('turmoil')).toHaveLength(22);
		expect(themeDrawCards('progress')).toHaveLength(24);
		for (const s of THEME_SETS) expect(themeDrawCards(s).length % 2).toBe(0);
	});

	it('event cards per set: Gold 3, Turmoil 4, Progress 5; event decks 12 / 13 / 14', () => {
		expect(themeEventCards('gold')).toHaveLength(3);
		expect(themeEventCards('turmoil')).toHaveLength(4);
		expect(themeEventCards('progress')).toHaveLength(5);
		expect(EVENT_CARDS.length + themeEventCards('gold').length).toBe(12);
		expect(EVENT_CARDS.length + themeEventCards('turmoil').length).toBe(13);
		expect(EVENT_CARDS.length + themeEventCards('progress').length).toBe(14);
	});

	it('face-up stacks: 2 Merchant Guilds, 2 Hedge Taverns, 2 Universities, all "1x"', () => {
		expect(themeFaceUpCards('gold')).toEqual(['merchantGuild#1', 'merchantGuild#2']);
		expect(themeFaceUpCards('turmoil')).toEqual(['hedgeTavern#1', 'hedgeTavern#2']);
		expect(themeFaceUpCards('progress')).toEqual(['university#1', 'university#2']);
		expect(THEME_CARDS.filter((d) => d.faceUp).every((d) => d.unique)).toBe(true);
	});

	it('city and region expansions exist only in theme sets', () => {
		expect(CARDS.some((d) => d.kind === 'cityExpansion' || d.kind === 'regionExpansion' || d.kind === 'unit')).toBe(false);
		expect(THEME_CARDS.filter((d) => d.kind === 'regionExpansion').map((d) => d.id)).toEqual(['goldCache']);
	});
});

describe('Duel of the Princes crescent marks (spec §3.4)', () => {
	const events = ALL_CARDS.filter((d) => d.kind === 'event');
	const byName = (pred: (d: CardDef) => number) => {
		const m: Record<string, number> = {};
		for (const d of events) {
			const n = pred(d);
			if (n) m[d.name.en] = (m[d.name.en] ?? 0) + n;
		}
		return m;
	};

	it('every event record states its crescent count', () => {
		for (const d of events) {
			expect(d.crescent, d.id).toBeTypeOf('number');
			expect(d.crescent!).toBeLessThanOrEqual(d.count);
		}
	});

	it('15 crescent events split as in §3.4 item 4', () => {
		expect(total(events)).toBe(21);
		expect(events.reduce((n, d) => n + (d.crescent ?? 0), 0)).toBe(15);
		expect(byName((d) => d.crescent ?? 0)).toEqual({
			'Fraternal Feuds': 2,
			Feud: 2,
			'Trade Ships Race': 2,
			'Traveling Merchant': 2,
			'Year of Plenty': 1,
			Invention: 2,
			'Gift for the Prince': 1,
			Riots: 1,
			Plague: 2
		});
	});

	it('6 events are always in the Duel event deck, one of each (seed L725-728)', () => {
		expect(byName((d) => d.count - (d.crescent ?? 0))).toEqual({
			Yule: 1,
			Invention: 1,
			'Year of Plenty': 1,
			Riots: 1,
			'Traveling Merchant': 1,
			Plague: 1
		});
	});

	it('12 crescent draw cards per theme set ([K] list, unverified)', () => {
		for (const s of THEME_SETS) {
			const draw = themeCardsOf(s).filter((d) => d.kind !== 'event');
			expect(draw.every((d) => typeof d.crescent === 'number' && d.crescent <= d.count), s).toBe(true);
			expect(draw.reduce((n, d) => n + (d.crescent ?? 0), 0), s).toBe(12);
			for (const d of draw.filter((x) => x.crescent)) expect(d.source, d.id).toMatch(/crescent \[K\].*unverified/);
		}
		expect(CARDS.filter((d) => d.kind !== 'event').some((d) => d.crescent)).toBe(false);
	});
});

describe('data policy', () => {
	it('ids are unique across all sets and CARD_BY_ID covers every card', () => {
		const ids = ALL_CARDS.map((d) => d.id);
		expect(new Set(ids).size).toBe(ids.length);
		expect(ids.every((id) => /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
		for (const d of ALL_CARDS) expect(CARD_BY_ID[d.id]).toBe(d);
		expect(cardDef('tollBridgeGold#1').set).toBe('gold');
		expect(cardDef('tollBridge#1').set).toBeUndefined();
		for (const r of REGIONS) expect(CARD_BY_ID[r.id]).toBeUndefined();
	});

	it('every record has a source, a Czech and an English name and text', () => {
		for (const d of [...ALL_CARDS, ...CENTER_CARDS]) {
			expect(d.source.trim().length, d.id).toBeGreaterThan(3);
			for (const l of ['cs', 'en'] as const) {
				expect(d.name[l].trim(), `${d.id} name.${l}`).not.toBe('');
				expect(d.text[l].trim(), `${d.id} text.${l}`).not.toBe('');
			}
		}
		for (const r of REGIONS) expect(r.source.length).toBeGreaterThan(3);
	});

	it('requirements and conditional VP are bilingual', () => {
		for (const d of ALL_CARDS)
			for (const x of [d.requirement, d.vpWhile]) if (x) expect(x.cs && x.en, d.id).toBeTruthy();
	});

	it('copies point at an existing card with the same kind and name', () => {
		for (const d of THEME_CARDS.filter((x) => x.copyOf)) {
			const o = CARD_BY_ID[d.copyOf!];
			expect(o, d.id).toBeDefined();
			expect(o.kind).toBe(d.kind);
			expect(o.name).toEqual(d.name);
		}
	});

	it('every disputed field lists at least 2 values with sources; such records are provisional', () => {
		const disputed = ALL_CARDS.filter((d) => d.disputed?.length);
		expect(disputed.length).toBeGreaterThan(20);
		for (const d of disputed) {
			expect(d.provisional, d.id).toBe(true);
			for (const f of d.disputed!) {
				expect(f.field).toMatch(/^(cost|points\.\w+|requirement)$/);
				expect(f.values.length, `${d.id} ${f.field}`).toBeGreaterThanOrEqual(2);
				for (const v of f.values) {
					expect(v.value.trim()).not.toBe('');
					expect(v.source).toMatch(/\[(K|Z|Z1|Z2)\]/);
				}
				expect(new Set(f.values.map((v) => v.value)).size).toBe(f.values.length);
			}
		}
	});

	it('the working cost is one of the disputed cost values', () => {
		const fmt = (d: CardDef) => JSON.stringify(d.cost ?? {});
		for (const d of ALL_CARDS)
			for (const f of d.disputed ?? [])
				if (f.field === 'cost') {
					const parsed = f.values.filter((v) => /^\d/.test(v.value)).map((v) => JSON.stringify(parseCost(v.value)));
					expect(parsed, d.id).toContain(fmt(d));
				}
	});

	it('placeholders are provisional and named in the source', () => {
		for (const d of ALL_CARDS.filter((x) => x.placeholder?.length)) {
			expect(d.provisional, d.id).toBe(true);
			expect(d.source, d.id).toMatch(/placeholder/);
		}
	});

	it('provisional values per spec §9.9 / §12', () => {
		const prov = new Set(ALL_CARDS.filter((d) => d.provisional).map((d) => d.id));
		// all Era of Progress city expansions (VP unknown in every source)
		for (const d of themeCardsOf('progress').filter((x) => x.kind === 'cityExpansion')) expect(prov.has(d.id), d.id).toBe(true);
		for (const id of ['goldCache', 'largeFestivalHall', 'buildingCrane', 'merchantGuild', 'pirateShip', 'irmgard', 'carlForkbeard'])
			expect(prov.has(id), id).toBe(true);
		// seed-only or agreeing sources: not provisional
		for (const id of ['harbor', 'heinrich', 'chiefCannoneer', 'tollBridgeGold', 'archer', 'plague']) expect(prov.has(id), id).toBe(false);
		// the basic set is not touched by this
		expect(CARDS.some((d) => d.provisional)).toBe(false);
	});

	it('costs use only known resources and positive amounts', () => {
		for (const d of ALL_CARDS)
			for (const [r, n] of Object.entries(d.cost ?? {})) {
				expect(['lumber', 'wool', 'grain', 'brick', 'ore', 'gold']).toContain(r);
				expect(n).toBeGreaterThan(0);
			}
		expect(() => parseCost('2X')).toThrow();
		expect(parseCost('2L 2O 1B')).toEqual({ lumber: 2, ore: 2, brick: 1 });
	});
});

describe('Czech counts of resources', () => {
	it('use the singular for 1, the plural for 2–4 and the genitive plural for 5 and more', () => {
		expect(['brick', 'ore', 'gold', 'wool', 'lumber', 'grain'].map((r) => resourceCount(1, r as Resource, 'cs'))).toEqual(['1 cihla', '1 ruda', '1 zlato', '1 vlna', '1 dřevo', '1 obilí']);
		expect(resourceCount(3, 'brick', 'cs')).toBe('3 cihly');
		expect(resourceCount(5, 'brick', 'cs')).toBe('5 cihel');
		expect(resourceCount(2, 'gold', 'en')).toBe('2 gold');
		expect(costText({ brick: 1, grain: 1, ore: 1 }, 'cs')).toBe('1 obilí, 1 cihla, 1 ruda');
	});
});

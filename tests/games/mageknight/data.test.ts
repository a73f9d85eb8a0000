/**
 * Mage Knight content data (shared/rules/mage-knight-data.md): counts, hero decks, number
 * ranges, tracks, sources on every record and the `special` effect registry.
 */
import { describe, expect, it } from 'vitest';
import {
	ADVANCED_ACTIONS,
	ALL_DEEDS,
	ARTIFACTS,
	BASIC_ACTIONS,
	CRYSTAL_CAP,
	APP_TRANSLATED,
	DICE,
	ELITE_UNITS,
	ENEMIES,
	EXPLORE_COST,
	FAME_LEVELS,
	FR_ADVANCED_IDS,
	HEROES,
	MANA_TOKEN_COUNTS,
	PILE_SIZES,
	RAMPAGING_REWARDS,
	REGULAR_UNITS,
	REPUTATION_FOR_RAMPAGING,
	REPUTATION_TRACK,
	RUINS_TOKENS,
	SITE_REWARDS,
	SKILLS,
	SPECIAL_IDS,
	SPELLS,
	TACTICS,
	TERRAIN_COST,
	TILES,
	WOUND,
	allEffects,
	deedById,
	enemyById,
	heroDeck,
	specialIds,
	tileById,
	unitById,
	usedSpecialIds,
	type HeroId,
	type PileColor,
	type Sourced,
	type Terrain
} from '$lib/games/mageknight/data';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const HERO_IDS: HeroId[] = ['arythea', 'goldyx', 'norowas', 'tovak'];

describe('counts', () => {
	it('60 enemy tokens in 29 kinds, piles as printed', () => {
		expect(sum(ENEMIES.map((e) => e.count))).toBe(60);
		expect(ENEMIES).toHaveLength(29);
		const piles: Record<PileColor, number> = { green: 12, grey: 10, brown: 10, violet: 10, red: 8, white: 10 };
		for (const [pile, n] of Object.entries(piles)) {
			expect(sum(ENEMIES.filter((e) => e.pile === pile).map((e) => e.count)), pile).toBe(n);
			expect(PILE_SIZES[pile as PileColor]).toBe(n);
		}
	});
	it('units: 20 regular cards in 11 kinds, 20 elite in 9', () => {
		expect(REGULAR_UNITS).toHaveLength(11);
		expect(sum(REGULAR_UNITS.map((u) => u.count))).toBe(20);
		expect(REGULAR_UNITS.every((u) => !u.elite)).toBe(true);
		expect(ELITE_UNITS).toHaveLength(9);
		expect(sum(ELITE_UNITS.map((u) => u.count))).toBe(20);
		expect(ELITE_UNITS.every((u) => u.elite)).toBe(true);
	});
	it('deeds: 12 standard + 4 unique Basic Actions, 28 AA, 20 Spells, 16 Artifacts with 4 Banners', () => {
		expect(BASIC_ACTIONS.filter((c) => !c.hero)).toHaveLength(12);
		expect(sum(BASIC_ACTIONS.filter((c) => !c.hero).map((c) => c.copies ?? 0))).toBe(16);
		expect(BASIC_ACTIONS.filter((c) => c.hero).map((c) => c.hero).sort()).toEqual(HERO_IDS);
		expect(ADVANCED_ACTIONS).toHaveLength(28);
		expect(ADVANCED_ACTIONS.map((c) => c.number)).toEqual(Array.from({ length: 28 }, (_, i) => 65 + i));
		expect(SPELLS).toHaveLength(20);
		expect(SPELLS.map((c) => c.number)).toEqual(Array.from({ length: 20 }, (_, i) => 93 + i));
		expect(SPELLS.filter((c) => c.competitive).map((c) => c.number)).toEqual([109, 110, 111, 112]);
		expect(SPELLS.every((c) => c.poweredName && c.color)).toBe(true);
		expect(ARTIFACTS).toHaveLength(16);
		expect(ARTIFACTS.filter((c) => c.icons.includes('banner'))).toHaveLength(4);
		expect(ARTIFACTS.every((c) => c.kind === 'artifact' && !c.color)).toBe(true);
		expect(WOUND.kind).toBe('wound');
	});
	it('21 tiles, 12 ruins tokens, 12 tactics, 40 skills', () => {
		expect(TILES).toHaveLength(21);
		expect(RUINS_TOKENS).toHaveLength(12);
		expect(RUINS_TOKENS.map((r) => r.n)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
		expect(TACTICS).toHaveLength(12);
		for (const time of ['day', 'night'] as const)
			expect(TACTICS.filter((t) => t.time === time).map((t) => t.n)).toEqual([1, 2, 3, 4, 5, 6]);
		expect(SKILLS).toHaveLength(40);
		for (const h of HERO_IDS) {
			const mine = SKILLS.filter((s) => s.hero === h);
			expect(mine, h).toHaveLength(10);
			expect(mine.filter((s) => s.competitive).map((s) => s.kind), h).toEqual(['interactive']);
			expect(mine.filter((s) => s.kind === 'interactive'), h).toHaveLength(1);
		}
	});
	it('ids are unique per kind and the lookups find them', () => {
		for (const list of [ALL_DEEDS, [...REGULAR_UNITS, ...ELITE_UNITS], ENEMIES, TILES, TACTICS, SKILLS, HEROES]) {
			const ids = list.map((r) => r.id);
			expect(new Set(ids).size).toBe(ids.length);
		}
		expect(deedById('fire-bolt').number).toBe(65);
		expect(unitById('peasants').name.cs).toBe('Vesničané');
		expect(enemyById('wolf-riders').armor).toBe(4);
		expect(tileById('C7').city).toBe('white');
		expect(() => deedById('nope')).toThrow();
	});
});

describe('hero decks', () => {
	for (const hero of HEROES) {
		it(`${hero.id}: 16 cards, the unique card instead of one ${hero.replaces}`, () => {
			const deck = heroDeck(hero.id);
			expect(deck).toHaveLength(16);
			expect(deck.filter((id) => id === hero.unique)).toHaveLength(1);
			expect(deedById(hero.unique).hero).toBe(hero.id);
			if (hero.id === 'arythea') expect(deck.filter((id) => id === 'rage')).toHaveLength(1);
			else expect(deck).not.toContain(hero.replaces);
			for (const id of deck) expect(deedById(id).kind).toBe('basic');
			// Every other hero's unique card is absent.
			for (const other of HEROES) if (other.id !== hero.id) expect(deck).not.toContain(other.unique);
		});
	}
	it('the replacements are the proven ones (§1.1)', () => {
		expect(Object.fromEntries(HEROES.map((h) => [h.id, h.replaces]))).toEqual({
			arythea: 'rage',
			goldyx: 'concentration',
			norowas: 'promise',
			tovak: 'determination'
		});
		expect(HEROES.find((h) => h.id === 'goldyx')!.dummyCrystals).toEqual(['green', 'green', 'blue']);
		expect(HEROES.filter((h) => h.provisional).map((h) => h.id)).toEqual(['arythea', 'norowas', 'tovak']);
	});
});

describe('First Reconnaissance Advanced Actions', () => {
	it('are the cards numbered 65–80', () => {
		expect(FR_ADVANCED_IDS).toHaveLength(16);
		expect(FR_ADVANCED_IDS.map((id) => deedById(id).number)).toEqual(Array.from({ length: 16 }, (_, i) => 65 + i));
		expect(FR_ADVANCED_IDS).toContain('blood-ritual');
		expect(FR_ADVANCED_IDS).toContain('regeneration');
	});
});

describe('values', () => {
	it('spot checks against the data file', () => {
		expect(enemyById('altem-guardsmen').attack).toBe(6);
		expect(enemyById('high-dragon')).toMatchObject({ armor: 9, attack: 6, element: 'coldFire', fame: 9, resist: ['fire', 'ice'] });
		expect(enemyById('orc-summoners')).toMatchObject({ attack: 0, abilities: ['summon'] });
		expect(unitById('guardian-golems')).toMatchObject({ cost: 7, level: 2, armor: 3, resist: ['physical'] });
		expect(unitById('illusionists').abilities[2].effect).toEqual({ k: 'crystal', colors: ['white'] });
		expect(deedById('threaten').powered).toEqual({ k: 'all', of: [{ k: 'influence', n: 5 }, { k: 'reputation', n: -1, endOfTurn: true }] });
		expect(deedById('rage').basic).toEqual({ k: 'one', of: [{ k: 'attack', n: 2, kind: 'melee', el: 'physical' }, { k: 'block', n: 2, el: 'physical' }] });
		expect(deedById('fireball').powered).toEqual({ k: 'all', of: [{ k: 'wound', n: 1 }, { k: 'attack', n: 8, kind: 'siege', el: 'fire' }] });
		expect(REPUTATION_FOR_RAMPAGING).toEqual({ orc: 1, draconum: 2 });
		expect(RAMPAGING_REWARDS.draconum.reputation).toBe(2);
	});
});

describe('tiles', () => {
	const terrains = Object.keys(TERRAIN_COST) as Terrain[];
	it('every hex has a valid terrain; cities only at the centre of C5–C8', () => {
		for (const t of TILES) {
			for (const h of Object.values(t.hexes)) {
				expect(terrains, `${t.id}`).toContain(h.terrain);
				if (h.site === 'mine') expect(h.color, `${t.id} mine`).toBeDefined();
			}
			const isCity = ['C5', 'C6', 'C7', 'C8'].includes(t.id);
			expect(t.hexes.C.terrain === 'city', t.id).toBe(isCity);
			expect(t.city !== undefined, t.id).toBe(isCity);
			if (isCity) expect(t.hexes.C.color).toBe(t.city);
		}
		expect(tileById('A').hexes.C.site).toBe('portal');
		expect(tileById('4').hexes.C).toEqual({ terrain: 'desert', site: 'mageTower' });
		expect(tileById('2').hexes.SW).toEqual({ terrain: 'hills', site: 'mine', color: 'green' });
	});
	it('terrain costs: FR city and water/mountain inaccessible; exploring costs 2', () => {
		expect(TERRAIN_COST.forest).toEqual({ day: 3, night: 5 });
		expect(TERRAIN_COST.desert).toEqual({ day: 5, night: 3 });
		for (const t of ['lake', 'mountain', 'sea', 'city'] as Terrain[]) expect(TERRAIN_COST[t]).toEqual({ day: null, night: null });
		expect(EXPLORE_COST).toBe(2);
	});
});

describe('tracks', () => {
	it('fame levels 1–10 are monotonic; level 2 at 3, level 3 at 8', () => {
		expect(FAME_LEVELS.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
		for (let i = 1; i < FAME_LEVELS.length; i++) {
			expect(FAME_LEVELS[i].fame).toBeGreaterThan(FAME_LEVELS[i - 1].fame);
			expect(FAME_LEVELS[i].armor).toBeGreaterThanOrEqual(FAME_LEVELS[i - 1].armor);
			expect(FAME_LEVELS[i].handLimit).toBeGreaterThanOrEqual(FAME_LEVELS[i - 1].handLimit);
			expect(FAME_LEVELS[i].commandTokens).toBeGreaterThanOrEqual(FAME_LEVELS[i - 1].commandTokens);
		}
		expect(FAME_LEVELS[0].fame).toBe(0);
		expect(FAME_LEVELS[1].fame).toBe(3);
		expect(FAME_LEVELS[2].fame).toBe(8);
		expect(FAME_LEVELS.filter((l) => l.level % 2 === 0).every((l) => l.reward === 'skillAndAdvanced')).toBe(true);
		expect(FAME_LEVELS.filter((l) => l.level % 2 === 1 && l.level > 1).every((l) => l.reward === 'command')).toBe(true);
	});
	it('reputation track: 16 spaces −7…+8, X at −7, +5 at +8', () => {
		expect(REPUTATION_TRACK).toHaveLength(16);
		expect(REPUTATION_TRACK.map((s) => s.step)).toEqual(Array.from({ length: 16 }, (_, i) => i - 7));
		expect(REPUTATION_TRACK[0].influence).toBeNull();
		expect(REPUTATION_TRACK.find((s) => s.step === 0)!.influence).toBe(0);
		expect(REPUTATION_TRACK[15].influence).toBe(5);
	});
	it('components', () => {
		expect(MANA_TOKEN_COUNTS).toEqual({ red: 15, blue: 15, green: 15, white: 15, gold: 4, black: 4 });
		expect(DICE).toBe(8);
		expect(CRYSTAL_CAP).toBe(3);
	});
});

describe('data policy', () => {
	const records: [string, Sourced & { id?: string }][] = [
		...HEROES.map((r) => ['hero', r] as [string, Sourced]),
		...ALL_DEEDS.map((r) => ['deed', r] as [string, Sourced]),
		...[...REGULAR_UNITS, ...ELITE_UNITS].map((r) => ['unit', r] as [string, Sourced]),
		...ENEMIES.map((r) => ['enemy', r] as [string, Sourced]),
		...TILES.map((r) => ['tile', r] as [string, Sourced]),
		...RUINS_TOKENS.map((r) => ['ruins', r] as [string, Sourced]),
		...TACTICS.map((r) => ['tactic', r] as [string, Sourced]),
		...SKILLS.map((r) => ['skill', r] as [string, Sourced]),
		...Object.values(SITE_REWARDS).flat().map((r) => ['site', r] as [string, Sourced]),
		...Object.values(RAMPAGING_REWARDS).map((r) => ['rampage', r] as [string, Sourced])
	];
	it('every record has a source tag, and provisional notes in both languages', () => {
		for (const [kind, r] of records) {
			expect(r.source, `${kind} ${r.id ?? ''}`).toMatch(/^\[[A-Z]/);
			if (r.provisional) {
				expect(r.provisional.cs.length, `${kind} ${r.id}`).toBeGreaterThan(10);
				expect(r.provisional.en.length, `${kind} ${r.id}`).toBeGreaterThan(10);
			}
		}
	});
	it('names and texts exist in both languages; the app’s own Czech names are listed', () => {
		for (const r of [...ALL_DEEDS, ...REGULAR_UNITS, ...ELITE_UNITS, ...ENEMIES, ...TACTICS, ...SKILLS]) {
			expect(r.name.cs && r.name.en, r.id).toBeTruthy();
		}
		for (const r of [...TACTICS, ...SKILLS]) expect(r.text.cs && r.text.en && r.text.cs !== r.text.en, r.id).toBeTruthy();
		expect(APP_TRANSLATED.deed).toContain('rage');
		expect(APP_TRANSLATED.deed).not.toContain('march');
		// A spell counts when either half's name is the app's (Snowstorm's lower half, Blizard, is the seed's).
		expect(APP_TRANSLATED.deed).toContain('snowstorm');
		expect(APP_TRANSLATED.enemy).not.toContain('minotaur');
		expect(APP_TRANSLATED.enemy).not.toContain('ice-golems');
		expect(APP_TRANSLATED.unit).toContain('ice-golems');
		expect(APP_TRANSLATED.skill).not.toContain('motivation-tovak');
		expect(APP_TRANSLATED.tactic).toEqual(['mana-steal', 'planning', 'great-start', 'long-night', 'mana-search', 'midnight-meditation', 'preparation', 'sparing-power']);
	});
	it('every special id is in SPECIAL_IDS, which is sorted, unique and fully used', () => {
		for (const e of allEffects()) for (const id of specialIds(e)) expect(SPECIAL_IDS, id).toContain(id);
		expect([...SPECIAL_IDS].sort()).toEqual(SPECIAL_IDS);
		expect(new Set(SPECIAL_IDS).size).toBe(SPECIAL_IDS.length);
		expect(usedSpecialIds()).toEqual(SPECIAL_IDS);
	});
});

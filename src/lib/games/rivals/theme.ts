/**
 * Rules data of the theme games and the Duel (spec §3.3-3.4, §5.6-5.11, §6.7, §7, §9.3-9.8):
 * targets, set of a card and of each stack, effective card ids (theme copies of basic
 * cards), building sites per card kind, and the requirements ("Podmínka") of theme cards.
 * Pure functions of the state; no decisions here.
 */
import { plural, pluralForms, shuffleInPlace, type RngState, type Text } from '$lib/engine';
import { cardDef, EVENT_CARDS, type CardDef, type CardSet } from './cards';
import { textNumber, type CardLookup, type ContentHolder } from './content';
import { THEME_SETS, themeCardsOf, type ThemeSet } from './cards-theme';
import type { Mode, Player, Site } from './types';

/** Victory-point targets (seed L510-511, L660-661, L715). */
export const TARGETS: Record<Mode, number> = { intro: 7, gold: 12, turmoil: 12, progress: 12, duel: 13 };

export const themeSetOf = (mode: Mode): ThemeSet | null => (mode === 'gold' || mode === 'turmoil' || mode === 'progress' ? mode : null);
export const isTheme = (s: { mode: Mode }) => s.mode !== 'intro';

/** The set (card back) of a physical card. */
export const cardSet = (card: string): CardSet => cardDef(card).set ?? 'basic';

/** A theme copy of a basic card acts as that card (Toll Bridge, Storehouse, Goldsmith…). */
export const effId = (card: string): string => {
	const def = cardDef(card);
	return def.copyOf ?? def.id;
};

/**
 * Duel crescents: of a card's `count` copies, copies #1..#crescent carry the crescent moon
 * (which physical copy does is immaterial: copies are identical). A pack's smaller count keeps at
 * most that many crescents; a larger one adds copies without.
 */
const crescentsOf = (def: CardDef): number => Math.min(def.crescent ?? 0, def.count);
const nonCrescent = (def: CardDef): string[] => Array.from({ length: def.count - crescentsOf(def) }, (_, i) => `${def.id}#${crescentsOf(def) + i + 1}`);
const crescentCopies = (def: CardDef): string[] => Array.from({ length: crescentsOf(def) }, (_, i) => `${def.id}#${i + 1}`);

/** Duel: how many crescent events join the deck (seed L725-731). */
export const DUEL_CRESCENT_EVENTS = 6;

/** Duel: per theme set the non-crescent draw cards, face-up cards included (spec §3.4 items 2-3); counts of this match (`cards`). */
export function duelDrawStacks(cards: CardLookup = cardDef): [ThemeSet, string[]][] {
	return THEME_SETS.map((set) => [set, themeCardsOf(set).filter((d) => d.kind !== 'event').flatMap((d) => nonCrescent(cards(d.id)))]);
}

/** Duel: the 6 event cards without a crescent + 6 random of the 15 crescent events (seed L725-731); counts of this match (`cards`). */
export function duelEventCards(rng: RngState, cards: CardLookup = cardDef): string[] {
	const ids = [...new Set(EVENT_CARDS.map((c) => c.split('#')[0]))];
	const all = [...ids, ...THEME_SETS.flatMap((set) => themeCardsOf(set).filter((d) => d.kind === 'event').map((d) => d.id))].map((id) => cards(id));
	const fixed = all.flatMap(nonCrescent);
	const crescent = shuffleInPlace(rng, all.flatMap(crescentCopies));
	return [...fixed, ...crescent.slice(0, DUEL_CRESCENT_EVENTS)].sort();
}

/** Buildings: settlement/city expansions of kind building and city expansions (not units, not region expansions). */
export const isBuilding = (card: string) => ['building', 'cityExpansion'].includes(cardDef(card).kind);

/**
 * A Parish Hall with a Town Hall on top of it (seed L1377-1387): it stays in the principality and
 * keeps its points, but it cannot be picked, demolished, targeted or relocated on its own.
 */
export function isCovered(p: Pick<Player, 'expansions'>, card: string): boolean {
	if (effId(card) !== 'parishHall') return false;
	const at = p.expansions.find((e) => e.card === card);
	return !!at && p.expansions.some((e) => effId(e.card) === 'townHall' && e.col === at.col && e.row === at.row);
}

/** Placed expansion cards that are not covered by another card. */
export const uncovered = (p: Player): string[] => p.expansions.map((e) => e.card).filter((c) => !isCovered(p, c));

// ---------------------------------------------------------------------------
// Building sites per kind (spec §5.5-5.7, §11.5).

/** Free sites of cities only (city expansions, red). */
export function citySites(p: Player): Site[] {
	const out: Site[] = [];
	for (const c of p.centers.filter((x) => x.kind === 'city').sort((a, b) => a.col - b.col))
		for (const row of [-2, -1, 1, 2] as const) if (!p.expansions.some((e) => e.col === c.col && e.row === row)) out.push({ col: c.col, row });
	return out;
}

/** Town Hall sites: an own Parish Hall at a city that has no Town Hall on it yet (seed L1377-1379). */
export function townHallSites(p: Pick<Player, 'expansions' | 'centers'>): Site[] {
	return p.expansions
		.filter((e) => effId(e.card) === 'parishHall' && !isCovered(p, e.card) && p.centers.some((c) => c.col === e.col && c.kind === 'city'))
		.map((e) => ({ col: e.col, row: e.row }));
}

/** Free region-expansion sites: above a top-row region (row −2) or below a bottom-row region (row +2). */
export function regionExpansionSites(p: Player): Site[] {
	const out: Site[] = [];
	for (const r of [...p.regions].sort((a, b) => a.col - b.col || a.row - b.row)) {
		const row = (r.row * 2) as -2 | 2;
		if (!p.expansions.some((e) => e.col === r.col && e.row === row)) out.push({ col: r.col, row });
	}
	return out;
}

// ---------------------------------------------------------------------------
// Requirements, checked when building or playing only (spec §6.7).

const owns = (p: Pick<Player, 'expansions'>, id: string) => p.expansions.some((e) => effId(e.card) === id);
const t = (cs: string, en: string): Text => ({ cs, en });
const COMMERCE_POINTS = pluralForms(['bod obchodu', 'body obchodu', 'bodů obchodu'], ['commerce point', 'commerce points']);
const PROGRESS_POINTS = pluralForms(['bod rozvoje', 'body rozvoje', 'bodů rozvoje'], ['progress point', 'progress points']);

/** What a requirement looks at: public facts of the seat's principality (a bot's view has them too). */
export interface RequirementFacts {
	me: Pick<Player, 'expansions' | 'centers'>;
	strengthToken: boolean;
	myVp: number;
	oppVp: number;
	/** The match's card values (content.ts cardsOf). */
	cards: CardLookup;
	/** The match's pack values, for the numbers in requirement texts (content.ts textNumber). */
	match: ContentHolder;
}

export function requirementReasonFor(f: RequirementFacts, card: string): Text | null {
	const p = f.me;
	switch (effId(card)) {
		case 'brigandsGold':
		case 'voyageOfPlunder':
			return f.strengthToken ? null : t('Podmínka: vlastníš žeton síly.', 'Requirement: you own the strength token.');
		case 'archer':
		case 'arsonist':
		case 'traitor':
			return owns(p, 'hedgeTavern') ? null : t('Podmínka: vlastníš Špeluňku.', 'Requirement: you own a Hedge Tavern.');
		case 'tradeMaster':
		case 'stapleHouse':
			return owns(p, 'merchantGuild') ? null : t('Podmínka: vlastníš Cech obchodníků.', 'Requirement: you own a Merchant Guild.');
		case 'merchant': {
			const city = p.centers.some((c) => c.kind === 'city');
			const need = textNumber(f.match, 'need.merchant');
			const points = plural(need, COMMERCE_POINTS);
			return city || commercePoints(f.cards, p) >= need ? null : t(`Podmínka: máš město nebo aspoň ${points.cs}.`, `Requirement: you have a city or at least ${points.en}.`);
		}
		case 'gudrun':
			return owns(p, 'pirateShip') ? null : t('Podmínka: máš aspoň 1 Pirátskou loď.', 'Requirement: you own at least 1 Pirate Ship.');
		// The Era of Progress (seed L1295-1405).
		case 'doctor':
			return owns(p, 'bathHouse') ? null : t('Podmínka: vlastníš Lázně.', 'Requirement: you own a Bath House.');
		case 'guido':
			return owns(p, 'townHall') || f.myVp < f.oppVp ? null : t('Podmínka: vlastníš Radnici, nebo máš méně VB než soupeř.', 'Requirement: you own a Town Hall, or you have fewer VP than your opponent.');
		case 'gustav':
			return owns(p, 'library') || f.myVp < f.oppVp ? null : t('Podmínka: vlastníš Knihovnu, nebo máš méně VB než soupeř.', 'Requirement: you own a Library, or you have fewer VP than your opponent.');
		case 'mineralMining':
		case 'threeFieldSystem':
		case 'chiefCannoneer':
		case 'buildingCrane':
			return owns(p, 'university') ? null : t('Podmínka: vlastníš Univerzitu.', 'Requirement: you own a University.');
		case 'university':
			return owns(p, 'abbey') || owns(p, 'library') ? null : t('Podmínka: vlastníš Klášter nebo Knihovnu.', 'Requirement: you own an Abbey or a Library.');
		case 'townHall':
			return townHallSites(p).length ? null : t('Podmínka: ve tvém městě stojí Obecní dům (Radnice se položí na něj).', 'Requirement: a Parish Hall stands in one of your cities (Town Hall goes on top of it).');
		case 'parliament': {
			const progress = p.expansions.reduce((n, e) => n + (f.cards(e.card).points?.progress ?? 0), 0);
			const need = textNumber(f.match, 'need.parliament');
			const points = plural(need, PROGRESS_POINTS);
			return progress >= need ? null : t(`Podmínka: tvé karty výstavby mají dohromady aspoň ${points.cs}.`, `Requirement: your expansion cards show at least ${points.en}.`);
		}
		case 'goldCache':
			// Provisional ([K][Z], not in the seed): a content pack may drop it (content.ts).
			if (!f.cards(card).requirement) return null;
			return p.expansions.some((e) => cardDef(e.card).kind === 'hero' && (f.cards(e.card).points?.strength ?? 0) >= 1)
				? null
				: t('Podmínka: máš hrdinu s aspoň 1 bodem síly.', 'Requirement: you have a hero with at least 1 strength point.');
	}
	return null;
}

/**
 * Commerce points with the Era of Gold modifiers: Trading Base gives Marketplace and Harbor
 * +1 each, Salt Silo gives each trade ship +1 (seed L1108-1129).
 */
export function commercePoints(cards: CardLookup, p: Pick<Player, 'expansions'>): number {
	// One pass (the tokens are recomputed after every automatic step).
	let n = 0;
	let tradingBase = false;
	let saltSilo = false;
	let boosted = 0; // Marketplaces and Harbors
	let ships = 0;
	for (const e of p.expansions) {
		const def = cards(e.card);
		n += def.points?.commerce ?? 0;
		const id = effId(e.card);
		if (id === 'tradingBase') tradingBase = true;
		else if (id === 'saltSilo') saltSilo = true;
		else if (id === 'marketplace' || id === 'harbor') boosted++;
		if (def.kind === 'ship') ships++;
	}
	if (tradingBase) n += boosted;
	if (saltSilo) n += ships;
	return n;
}

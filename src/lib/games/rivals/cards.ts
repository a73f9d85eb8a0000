/**
 * The basic set of The Rivals for Catan (94 cards) as typed data. Every record
 * names its source: the Czech seed (shared/seeds/001_a111c993a5abffb4.txt, lines)
 * or a public source as tagged in shared/rules/rivals-for-catan.md §9
 * ([K] KKandenas/CatanRivals, [Z] Ziad-Abdalla/catan-duel, [D] course-derived
 * start numbers). Values not in the seed are the spec's §9.9 working values.
 */
import { pluralForms, pluralIn, type PluralForms, type Text } from '$lib/engine';
import { RESOURCES, type CardDef, type CardKind, type Cost, type RegionType, type Resource } from './card-types';
import { THEME_CARDS } from './cards-theme';

// The card shapes live in card-types.ts (so cards-theme.ts needs nothing from here); re-exported for importers.
export * from './card-types';

export const RESOURCE_NAMES: Record<Resource, Text> = {
	lumber: { cs: 'dřevo', en: 'lumber' },
	wool: { cs: 'vlna', en: 'wool' },
	grain: { cs: 'obilí', en: 'grain' },
	brick: { cs: 'cihly', en: 'brick' },
	ore: { cs: 'ruda', en: 'ore' },
	gold: { cs: 'zlato', en: 'gold' }
};

/** Forms after a number: Czech 1, 2–4, 5+ ("chybí 1 cihla / 2 cihly / 5 cihel"); English has no plural ("2 brick"). */
const czechForms = (r: Resource, cs: readonly [string, string, string]): PluralForms => pluralForms(cs, [RESOURCE_NAMES[r].en, RESOURCE_NAMES[r].en]);
const COUNT_FORMS: Record<Resource, PluralForms> = {
	lumber: czechForms('lumber', ['dřevo', 'dřeva', 'dřev']),
	wool: czechForms('wool', ['vlna', 'vlny', 'vln']),
	grain: czechForms('grain', ['obilí', 'obilí', 'obilí']),
	brick: czechForms('brick', ['cihla', 'cihly', 'cihel']),
	ore: czechForms('ore', ['ruda', 'rudy', 'rud']),
	gold: czechForms('gold', ['zlato', 'zlata', 'zlat'])
};

/** "`n` resources" in a language, with the Czech plural forms. */
export function resourceCount(n: number, r: Resource, lang: 'cs' | 'en'): string {
	return pluralIn(n, COUNT_FORMS[r], lang);
}

export const REGION_RESOURCE: Record<RegionType, Resource> = {
	forest: 'lumber',
	pasture: 'wool',
	fields: 'grain',
	hills: 'brick',
	mountains: 'ore',
	goldfield: 'gold'
};

export const REGION_NAMES: Record<RegionType, Text> = {
	forest: { cs: 'Les', en: 'Forest' },
	pasture: { cs: 'Pastvina', en: 'Pasture' },
	fields: { cs: 'Pole', en: 'Fields' },
	hills: { cs: 'Vrchovina', en: 'Hills' },
	mountains: { cs: 'Pohoří', en: 'Mountains' },
	goldfield: { cs: 'Zlatonosná řeka', en: 'Gold Field' }
};

export interface RegionCard {
	id: string;
	type: RegionType;
	number: number;
	back: 'red' | 'blue' | 'normal';
	source: string;
}

const D = '[D] start/region numbers (spec §3.1, §9.1.1); types and backs seed L798-801';

/** 24 regions: per type one red start, one blue start and two in the region stack. */
export const REGIONS: RegionCard[] = (
	[
		['forest', 2, 3, [6, 4]],
		['goldfield', 1, 4, [3, 2]],
		['fields', 6, 5, [3, 1]],
		['hills', 3, 2, [5, 1]],
		['pasture', 4, 1, [6, 5]],
		['mountains', 5, 6, [4, 2]]
	] as [RegionType, number, number, number[]][]
).flatMap(([type, red, blue, stack]) => [
	{ id: `${type}-red`, type, number: red, back: 'red' as const, source: D },
	{ id: `${type}-blue`, type, number: blue, back: 'blue' as const, source: D },
	...stack.map((n, i) => ({ id: `${type}-${i + 1}`, type, number: n, back: 'normal' as const, source: D }))
]);

export const REGION_BY_ID: Record<string, RegionCard> = Object.fromEntries(REGIONS.map((r) => [r.id, r]));

/** Where each start region lies: row -1 (top) or +1 (bottom), column 0, 2 or 4 (spec §3.1). */
export const START_LAYOUT: { type: RegionType; row: -1 | 1; col: number }[] = [
	{ type: 'forest', row: -1, col: 0 },
	{ type: 'goldfield', row: -1, col: 2 },
	{ type: 'fields', row: -1, col: 4 },
	{ type: 'hills', row: 1, col: 0 },
	{ type: 'pasture', row: 1, col: 2 },
	{ type: 'mountains', row: 1, col: 4 }
];

export const CENTER_COSTS = {
	road: { lumber: 1, brick: 2 } as Cost, // seed L263-264, L289-292
	settlement: { lumber: 1, brick: 1, grain: 1, wool: 1 } as Cost, // seed L294
	city: { grain: 2, ore: 3 } as Cost // seed L354-356
};

/** Center stacks after the start cards are dealt (seed L803-810, L115-118). */
export const CENTER_STACKS = { road: 7, settlement: 5, city: 7 };

/** Start cards per colour (seed L49-58, L101-107): 2 settlements and 1 road (and 6 regions). */
export const START_CARDS_PER_COLOR = { road: 1, settlement: 2 };

/** Center cards of the basic set for catalogues (the rules use CENTER_COSTS / CENTER_STACKS). */
export const CENTER_CARDS: { id: 'road' | 'settlement' | 'city'; name: Text; count: number; cost: Cost; vp: number; text: Text; source: string }[] = [
	{ id: 'road', name: { cs: 'Cesta', en: 'Road' }, count: CENTER_STACKS.road + 2 * START_CARDS_PER_COLOR.road, cost: CENTER_COSTS.road, vp: 0,
		text: { cs: 'Spojuje vesnice; nová vesnice se staví na konec cesty.', en: 'Connects settlements; a new settlement is built at the end of a road.' },
		source: 'seed L289-292, L808-810 (7 in the stack, 1 red and 1 blue start card)' },
	{ id: 'settlement', name: { cs: 'Vesnice', en: 'Settlement' }, count: CENTER_STACKS.settlement + 2 * START_CARDS_PER_COLOR.settlement, cost: CENTER_COSTS.settlement, vp: 1,
		text: { cs: 'Přinese 2 nové krajiny a 2 stavební místa (nahoře a dole).', en: 'Brings 2 new regions and 2 building sites (above and below).' },
		source: 'seed L86-90, L294, L803-805 (5 in the stack, 2 red and 2 blue start cards)' },
	{ id: 'city', name: { cs: 'Město', en: 'City' }, count: CENTER_STACKS.city, cost: CENTER_COSTS.city, vp: 2,
		text: { cs: 'Staví se na vlastní vesnici; 2 VB místo 1 a 4 stavební místa.', en: 'Built on one of your settlements; 2 VP instead of 1 and 4 building sites.' },
		source: 'seed L300-307, L354-356, L806' }
];

const KZ = '[K][Z] via spec §9.1.3';

export const CARDS: CardDef[] = [
	// Action cards (9) — spec §9.1.2; counts [K][Z], total 9 seed L835
	{ id: 'brigitta', kind: 'action', action: 'brigitta', count: 2, name: { cs: 'Brigitta, vědma', en: 'Brigitta, the Wise Woman' },
		text: { cs: 'Před hodem: zvol výsledek kostky výnosů, hází se jen kostkou událostí.', en: 'Before rolling: choose the production result; only the event die is rolled.' },
		source: 'seed L818-824; count [K][Z]' },
	{ id: 'goldsmith', kind: 'action', action: 'goldsmith', count: 2, name: { cs: 'Zlatník', en: 'Goldsmith' },
		text: { cs: 'Zaplať 3 zlata a vezmi si 2 libovolné suroviny.', en: 'Pay 3 gold, take any 2 resources.' },
		source: 'seed L837-838; Czech name [inferred]; count [K][Z]' },
	{ id: 'caravan', kind: 'action', action: 'caravan', count: 2, name: { cs: 'Obchodní karavana', en: 'Merchant Caravan' },
		text: { cs: 'Odevzdej 2 suroviny a vezmi si 2 libovolné suroviny.', en: 'Give 2 resources, take any 2 resources.' },
		source: 'seed L224-226, L826-830; count [K][Z]' },
	{ id: 'relocation', kind: 'action', action: 'relocation', count: 1, name: { cs: 'Stěhování', en: 'Relocation' },
		text: { cs: 'Prohoď 2 své krajiny nebo 2 své karty výstavby. Suroviny zůstávají na krajinách.', en: 'Swap 2 of your regions or 2 of your expansions; regions keep their resources.' },
		source: 'seed L832-833; count [K][Z]' },
	{ id: 'scout', kind: 'action', action: 'scout', count: 2, name: { cs: 'Zvěd', en: 'Scout' },
		text: { cs: 'Při stavbě vesnice si vyber 2 krajiny z balíčku krajin místo 2 vrchních; balíček se pak zamíchá.', en: 'When building a settlement, choose its 2 regions from the region stack instead of the top 2; then shuffle the stack.' },
		source: 'seed L840-842; reshuffle [K][Z]; count [K][Z]' },

	// Buildings (14) — spec §9.1.3
	{ id: 'tollBridge', kind: 'building', count: 1, cost: { lumber: 1, brick: 1 }, points: { commerce: 1 }, name: { cs: 'Celnice', en: 'Toll Bridge' },
		text: { cs: 'Při Bohaté sklizni dostaneš navíc 2 zlata.', en: 'On Plentiful Harvest you also receive 2 gold.' }, source: 'seed L850-853; cost/points ' + KZ },
	{ id: 'abbey', kind: 'building', count: 2, cost: { brick: 1, grain: 1, ore: 1 }, points: { progress: 1 }, unique: true, name: { cs: 'Klášter', en: 'Abbey' },
		text: { cs: 'Bod rozvoje: limit karet v ruce +1.', en: 'Progress point: hand limit +1.' }, source: 'cost seed L285-287; progress seed L462-466; 1x [K] (OCR gap)' },
	{ id: 'brickFactory', kind: 'building', count: 1, cost: { brick: 1, ore: 1 }, boosts: 'hills', name: { cs: 'Cihelna', en: 'Brick Factory' },
		text: { cs: 'Sousední vrchoviny při výnosu dávají dvojnásobek.', en: 'Adjacent Hills produce double on the production roll.' }, source: 'seed L862-876; cost ' + KZ },
	{ id: 'ironFoundry', kind: 'building', count: 1, cost: { brick: 1, ore: 1 }, boosts: 'mountains', name: { cs: 'Huť', en: 'Iron Foundry' },
		text: { cs: 'Sousední pohoří při výnosu dávají dvojnásobek.', en: 'Adjacent Mountains produce double on the production roll.' }, source: 'seed L862-876; cost ' + KZ },
	{ id: 'grainMill', kind: 'building', count: 1, cost: { lumber: 1, grain: 1 }, boosts: 'fields', name: { cs: 'Mlýn', en: 'Grain Mill' },
		text: { cs: 'Sousední pole při výnosu dávají dvojnásobek.', en: 'Adjacent Fields produce double on the production roll.' }, source: 'seed L862-876; cost ' + KZ },
	{ id: 'lumberCamp', kind: 'building', count: 1, cost: { lumber: 1, ore: 1 }, boosts: 'forest', name: { cs: 'Pila', en: 'Lumber Camp' },
		text: { cs: 'Sousední lesy při výnosu dávají dvojnásobek.', en: 'Adjacent Forests produce double on the production roll.' }, source: 'seed L862-876; cost ' + KZ },
	{ id: 'weaversShop', kind: 'building', count: 1, cost: { lumber: 1, wool: 1 }, boosts: 'pasture', name: { cs: 'Přádelna', en: "Weaver's Shop" },
		text: { cs: 'Sousední pastviny při výnosu dávají dvojnásobek.', en: 'Adjacent Pastures produce double on the production roll.' }, source: 'seed L862-876; cost ' + KZ },
	{ id: 'parishHall', kind: 'building', count: 2, cost: { brick: 1, grain: 1 }, unique: true, name: { cs: 'Obecní dům', en: 'Parish Hall' },
		text: { cs: 'Výběr karty z balíčku při výměně stojí jen 1 surovinu.', en: 'Choosing a card from a stack when exchanging costs only 1 resource.' }, source: 'seed L877-879; cost ' + KZ },
	{ id: 'storehouse', kind: 'building', count: 2, cost: { lumber: 1, wool: 1 }, name: { cs: 'Skladiště', en: 'Storehouse' },
		text: { cs: 'Při přepadení zlodějem se suroviny na 2 sousedních krajinách nepočítají.', en: 'Brigand Attack does not count the resources on its 2 adjacent regions.' }, source: 'seed L881-895; cost ' + KZ },
	{ id: 'marketplace', kind: 'building', count: 2, cost: { wool: 1, grain: 1 }, points: { commerce: 1 }, unique: true, name: { cs: 'Tržiště', en: 'Marketplace' },
		text: { cs: 'Padne-li číslo na více krajinách soupeře než tvých, dostaneš 1 surovinu, kterou soupeř dostává.', en: 'When the roll hits more of your opponent’s regions than yours, take 1 resource of a type they receive.' }, source: 'seed L897-907; cost/points ' + KZ },

	// Units: trade ships (7) and heroes (6) — spec §9.1.3
	...(
		[
			['brickShip', 'brick', 'Obchodní loď s cihlami', 'Brick Ship'],
			['grainShip', 'grain', 'Obchodní loď s obilím', 'Grain Ship'],
			['oreShip', 'ore', 'Obchodní loď s rudou', 'Ore Ship'],
			['woolShip', 'wool', 'Obchodní loď s vlnou', 'Wool Ship'],
			['lumberShip', 'lumber', 'Obchodní loď se dřevem', 'Lumber Ship'],
			['goldShip', 'gold', 'Obchodní loď se zlatem', 'Gold Ship']
		] as [string, Resource, string, string][]
	).map(
		([id, res, cs, en]): CardDef => ({
			id, kind: 'ship', ship: res, count: 1, cost: { lumber: 1, wool: 1 }, points: { commerce: 1 }, name: { cs, en },
			text: { cs: 'Kdykoli ve svém tahu: 2 stejné suroviny tohoto druhu za 1 libovolnou.', en: 'On your turn: 2 of this resource for 1 of any other, as often as you like.' },
			source: 'seed L911-923; cost/commerce [K]'
		})
	),
	{ id: 'largeShip', kind: 'ship', largeShip: true, count: 1, cost: { lumber: 1, wool: 1 }, points: { commerce: 1 }, name: { cs: 'Velká obchodní loď', en: 'Large Trade Ship' },
		text: { cs: '2 suroviny z jedné sousední krajiny (levé nebo pravé) za 1 jinou.', en: '2 resources from one adjacent region (left or right) for 1 other resource.' }, source: 'seed L930-932; cost [K][Z]; commerce [K]' },
	...(
		[
			['austin', 'Austin', { grain: 1, ore: 1 }, 1, 2],
			['harald', 'Harald', { grain: 1, ore: 1 }, 2, 1],
			['inga', 'Inga', { grain: 1, wool: 1, ore: 1 }, 1, 3],
			['osmund', 'Osmund', { grain: 1, wool: 1, ore: 1 }, 2, 2],
			['candamir', 'Candamir', { wool: 2, grain: 1, ore: 1 }, 4, 1],
			['siglind', 'Siglind', { wool: 2, grain: 1, ore: 1 }, 2, 3]
		] as [string, string, Cost, number, number][]
	).map(
		([id, name, cost, strength, skill]): CardDef => ({
			id, kind: 'hero', count: 1, cost, points: { strength, skill }, name: { cs: name, en: name },
			text: { cs: `Hrdina: síla ${strength}, zručnost ${skill}.`, en: `Hero: strength ${strength}, skill ${skill}.` },
			source: 'seed L925-928; cost/points [K][Z2]'
		})
	),

	// Event cards (9) — spec §9.1.4. `crescent`: copies removed/drawn for the Duel event pool (spec §3.4 item 4)
	{ id: 'fraternalFeuds', kind: 'event', event: 'fraternalFeuds', count: 1, name: { cs: 'Bratrská hádka', en: 'Fraternal Feuds' },
		text: { cs: 'Držitel žetonu síly si prohlédne ruku soupeře a 2 karty z ní vrátí pod dobírací balíčky.', en: 'The strength-token owner looks at the opponent’s hand and puts 2 of its cards under draw stacks.' }, source: 'seed L935-946; crescent [K] duel_of_the_princes_setup.dart (unverified, spec §3.4 item 4)', crescent: 1 },
	{ id: 'travelingMerchant', kind: 'event', event: 'travelingMerchant', count: 2, name: { cs: 'Obchodník na cestách', en: 'Traveling Merchant' },
		text: { cs: 'Každý hráč si smí koupit až 2 libovolné suroviny, každou za 1 zlato.', en: 'Each player may buy up to 2 resources of choice for 1 gold each.' }, source: 'seed L951-953; crescent [K] duel_of_the_princes_setup.dart (unverified, spec §3.4 item 4)', crescent: 1 },
	{ id: 'feud', kind: 'event', event: 'feud', count: 1, name: { cs: 'Svár', en: 'Feud' },
		text: { cs: 'Držitel žetonu síly vybere 3 stavby soupeře; soupeř jednu z nich odstraní pod dobírací balíček.', en: 'The strength-token owner picks 3 of the opponent’s buildings; the opponent removes one under a draw stack.' }, source: 'seed L955-959; token condition [K][Z]; crescent [K] duel_of_the_princes_setup.dart (unverified, spec §3.4 item 4)', crescent: 1 },
	{ id: 'yule', kind: 'event', event: 'yule', count: 1, name: { cs: 'Vánoce', en: 'Yule' },
		text: { cs: 'Balíček událostí se znovu sestaví (Vánoce čtvrté odspodu) a táhne se další událost.', en: 'Rebuild the event deck (Yule 4th from the bottom) and draw another event.' }, source: 'seed L961-964, L135-138; no crescent (always in the Duel event deck, seed L725-731)', crescent: 0 },
	{ id: 'invention', kind: 'event', event: 'invention', count: 1, name: { cs: 'Vynález', en: 'Invention' },
		text: { cs: 'Každý hráč dostane 1 libovolnou surovinu za každou stavbu s bodem rozvoje, nejvýše 2.', en: 'Each player takes 1 resource of choice per building with a progress point, at most 2.' }, source: 'seed L966-975; no crescent: one Invention is always in the Duel event deck (seed L725-731), that it is this copy [K] (unverified)', crescent: 0 },
	{ id: 'yearOfPlenty', kind: 'event', event: 'yearOfPlenty', count: 2, name: { cs: 'Výnosný rok', en: 'Year of Plenty' },
		text: { cs: 'Každá krajina dostane 1 surovinu za každé sousední skladiště a klášter.', en: 'Each region gains 1 resource per adjacent Storehouse and Abbey.' }, source: 'seed L980-984; crescent [K] duel_of_the_princes_setup.dart (unverified, spec §3.4 item 4)', crescent: 1 },
	{ id: 'tradeShipsRace', kind: 'event', event: 'tradeShipsRace', count: 1, name: { cs: 'Závod obchodních lodí', en: 'Trade Ships Race' },
		text: { cs: 'Kdo má více obchodních lodí, dostane 1 libovolnou surovinu; při shodě (aspoň 1 loď) oba.', en: 'Whoever has more trade ships takes 1 resource of choice; on a tie (at least 1 ship each) both do.' }, source: 'seed L986-988; crescent [K] duel_of_the_princes_setup.dart (unverified, spec §3.4 item 4)', crescent: 1 }
];

/** The three theme sets (86 cards), see cards-theme.ts. Not used by the introductory game. */
export { THEME_CARDS };
/** Basic set + theme sets: every distinct card of the box except center cards and regions. */
export const ALL_CARDS: CardDef[] = [...CARDS, ...THEME_CARDS];

export const CARD_BY_ID: Record<string, CardDef> = Object.fromEntries(ALL_CARDS.map((c) => [c.id, c]));

/** Definitions by physical card id, filled on first use (cardDef is the hottest call of the rules and bots). */
const DEF_OF_INSTANCE = new Map<string, CardDef>();

/** A physical card is `<defId>#<copy>`, e.g. `abbey#2`. */
export function cardDef(instance: string): CardDef {
	let def = DEF_OF_INSTANCE.get(instance);
	if (def === undefined) {
		const copy = instance.indexOf('#');
		def = CARD_BY_ID[copy < 0 ? instance : instance.slice(0, copy)];
		// Bounded, so ids from a hostile peer cannot grow it without end.
		if (def && DEF_OF_INSTANCE.size < 4096) DEF_OF_INSTANCE.set(instance, def);
	}
	return def;
}

/** The most copies of one card a match may have: above every printed count (3), so a pack may add one (content-fields.ts). */
export const MAX_COPIES = 4;

/**
 * Whether `instance` names a copy of a card (`abbey#1`) that a match may have, so `cardDef` may be
 * used on it: up to its printed count or, for a pack that adds copies, MAX_COPIES.
 */
export function isCardInstance(instance: string): boolean {
	const m = /^([A-Za-z0-9]+)#(\d+)$/.exec(instance);
	if (!m || !Object.hasOwn(CARD_BY_ID, m[1])) return false;
	const copy = Number(m[2]);
	return copy >= 1 && copy <= Math.max(MAX_COPIES, CARD_BY_ID[m[1]].count);
}

/** Whether `id` names a region card (`forest-red`, `mountains-1`). */
export const isRegionId = (id: string): boolean => Object.hasOwn(REGION_BY_ID, id);

export function instancesOf(kind: (k: CardKind) => boolean): string[] {
	return CARDS.filter((c) => kind(c.kind)).flatMap((c) => Array.from({ length: c.count }, (_, i) => `${c.id}#${i + 1}`));
}

/** The 36 draw-stack cards of the basic set: 9 actions + 27 expansions (seed L123-125). */
export const DRAW_CARDS = instancesOf((k) => k !== 'event');
export const EVENT_CARDS = instancesOf((k) => k === 'event');

export function costText(cost: Cost | undefined, lang: 'cs' | 'en'): string {
	if (!cost) return '';
	return RESOURCES.filter((r) => cost[r])
		.map((r) => resourceCount(cost[r]!, r, lang))
		.join(', ');
}

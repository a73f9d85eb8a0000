/**
 * The Rivals' pack fields beyond costs and points (issue 25, content.ts): every card's name, every
 * region's die number and the Gold Cache's capacity. Built-in values are the data the game plays
 * today; keys (saved in packs and match options: never rename): `name.<card id>`,
 * `number.<region id>`, `capacity.goldCache`, `count.<card id>` (copies in the box), `count.road`,
 * `count.settlement`, `count.city` (the centre stacks after the start cards are dealt).
 */
import { tx, type ContentField, type ContentKind, type Text } from '$lib/engine';
import { ALL_CARDS, cardDef, CENTER_CARDS, CENTER_STACKS, MAX_COPIES, REGION_NAMES, REGIONS, type CardDef, type RegionCard } from './cards';

/** A name in each language: as long as the longest printed one allows, with room to spare. */
const NAME_KIND: ContentKind = { k: 'text', max: 60 };

function nameField(def: CardDef): ContentField {
	// Large Festival Hall: no source gives its Czech name (cards-theme.ts `placeholder`).
	const guessed = def.placeholder?.includes('name.cs');
	return {
		key: `name.${def.id}`,
		group: def.name,
		label: tx('Název', 'Name'),
		kind: NAME_KIND,
		placeholder: { ...def.name },
		source: def.source,
		...(guessed
			? { provisional: true, note: tx('Český název neuvádí žádný zdroj: je to náš překlad.', 'No source gives the Czech name: it is our own translation.') }
			: {})
	};
}

/** Every card of the box has a name an owner may correct (the logs and the cards show it). */
export const NAME_FIELDS: ContentField[] = ALL_CARDS.map(nameField);

/** A die number: the production die has six faces. */
const DIE_NUMBER_KIND: ContentKind = { k: 'int', min: 1, max: 6 };

/** "Les – červený start" / "Forest – region stack 2": one group per region card. */
function regionGroup(r: RegionCard): Text {
	const name = REGION_NAMES[r.type];
	if (r.back === 'red') return tx(`${name.cs} – červený start`, `${name.en} – red start`);
	if (r.back === 'blue') return tx(`${name.cs} – modrý start`, `${name.en} – blue start`);
	const n = r.id.slice(r.id.lastIndexOf('-') + 1);
	return tx(`${name.cs} – balíček krajin ${n}`, `${name.en} – region stack ${n}`);
}

/**
 * The die number of every region card: the six of each starting principality and the region
 * stack's. A number only decides when a region produces, so any number 1–6 keeps the game
 * playable (two regions may share one, as stack regions already do).
 */
export const REGION_NUMBER_FIELDS: ContentField[] = REGIONS.map((r) => ({
	key: `number.${r.id}`,
	group: regionGroup(r),
	label: tx('Číslo na kostce výnosů', 'Production die number'),
	kind: DIE_NUMBER_KIND,
	placeholder: r.number,
	source: r.source
}));

/** The Gold Cache stores up to 3 gold ([inferred], cards-theme.ts: like a region). */
export const GOLD_CACHE_CAPACITY = 3;
const GOLD_CACHE = cardDef('goldCache');
export const GOLD_CACHE_CAPACITY_FIELD: ContentField = {
	key: 'capacity.goldCache',
	group: GOLD_CACHE.name,
	label: tx('Kolik zlata pojme', 'Gold it holds'),
	kind: { k: 'int', min: 1, max: 6 },
	placeholder: GOLD_CACHE_CAPACITY,
	source: GOLD_CACHE.source,
	note: tx('Kapacitu žádný zdroj neuvádí; 3 jako krajina je odhad.', 'No source gives the capacity; 3, as a region, is a guess.'),
	provisional: true
};

/** How many copies of a card the box holds: none up to MAX_COPIES (decks.ts refuses counts no setup can use). */
const COUNT_KIND: ContentKind = { k: 'int', min: 0, max: MAX_COPIES };

/** Every card's count: the decks and stacks of each mode are built from it (decks.ts). */
export const COUNT_FIELDS: ContentField[] = ALL_CARDS.map((def) => ({
	key: `count.${def.id}`,
	group: def.name,
	label: tx('Počet karet v krabici', 'Copies in the box'),
	kind: COUNT_KIND,
	placeholder: def.count,
	source: def.source
}));

/** The centre stacks: at least one card each (a settlement or a city must stay buildable), at most 12. */
const CENTER_STACK_KIND: ContentKind = { k: 'int', min: 1, max: 12 };
export const CENTER_STACK_FIELDS: ContentField[] = CENTER_CARDS.map((c) => ({
	key: `count.${c.id}`,
	group: c.name,
	label: tx('Karet v balíčku (bez počátečních)', 'Cards in the stack (start cards aside)'),
	kind: CENTER_STACK_KIND,
	placeholder: CENTER_STACKS[c.id],
	source: c.source
}));

/**
 * Numbers printed in a card's text that the rules read (key `<what>.<card id>`). A theme copy of a
 * basic card (cards-theme.ts `copyOf`) follows the basic card's number, as its text says.
 */
const BOOST_LABEL = tx('Surovin navíc od každé sousední krajiny jejího druhu', 'Extra yield of each adjacent region of its type');
export const TEXT_NUMBERS = {
	'gold.tollBridge': { card: 'tollBridge', label: tx('Zlato při Bohaté sklizni', 'Gold on Plentiful Harvest'), value: 2, min: 0, max: 5 },
	'gold.pirateShip': { card: 'pirateShip', label: tx('Zlato navíc při Bohaté sklizni', 'Extra gold on Plentiful Harvest'), value: 1, min: 0, max: 5 },
	'pay.goldsmith': { card: 'goldsmith', label: tx('Kolik zlata zaplatíš', 'Gold you pay'), value: 3, min: 1, max: 6 },
	'take.goldsmith': { card: 'goldsmith', label: tx('Kolik surovin si vezmeš', 'Resources you take'), value: 2, min: 1, max: 5 },
	'give.caravan': { card: 'caravan', label: tx('Kolik surovin odevzdáš', 'Resources you give'), value: 2, min: 1, max: 5 },
	'take.caravan': { card: 'caravan', label: tx('Kolik surovin si vezmeš', 'Resources you take'), value: 2, min: 1, max: 5 },
	'max.invention': { card: 'invention', label: tx('Nejvýš surovin pro hráče', 'At most resources per player'), value: 2, min: 0, max: 5 },
	'gold.gudrun': { card: 'gudrun', label: tx('Zlata za každou Pirátskou loď', 'Gold per Pirate Ship'), value: 2, min: 1, max: 5 },
	'take.mineralMining': { card: 'mineralMining', label: tx('Až kolik rud', 'Up to this much ore'), value: 2, min: 1, max: 5 },
	'take.threeFieldSystem': { card: 'threeFieldSystem', label: tx('Až kolik obilí', 'Up to this much grain'), value: 2, min: 1, max: 5 },
	'take.stapleHouse': { card: 'stapleHouse', label: tx('Kolik surovin si vezmeš', 'Resources you take'), value: 2, min: 0, max: 5 },
	'ships.harbor': { card: 'harbor', label: tx('Obchodních lodí pro 1 VB', 'Trade ships for its 1 VP'), value: 3, min: 1, max: 7 },
	'bonus.brickFactory': { card: 'brickFactory', label: BOOST_LABEL, value: 1, min: 0, max: 2 },
	'bonus.ironFoundry': { card: 'ironFoundry', label: BOOST_LABEL, value: 1, min: 0, max: 2 },
	'bonus.grainMill': { card: 'grainMill', label: BOOST_LABEL, value: 1, min: 0, max: 2 },
	'bonus.lumberCamp': { card: 'lumberCamp', label: BOOST_LABEL, value: 1, min: 0, max: 2 },
	'bonus.weaversShop': { card: 'weaversShop', label: BOOST_LABEL, value: 1, min: 0, max: 2 },
	'units.riots': { card: 'riots', label: tx('Do kolika jednotek se platí méně', 'Up to this many units the lower payment'), value: 2, min: 1, max: 6 },
	'gold.riots': { card: 'riots', label: tx('Nižší platba (zlato)', 'Lower payment (gold)'), value: 1, min: 0, max: 3 },
	'moreGold.riots': { card: 'riots', label: tx('Vyšší platba (zlato)', 'Higher payment (gold)'), value: 2, min: 0, max: 5 },
	'buy.travelingMerchant': { card: 'travelingMerchant', label: tx('Až kolik surovin se koupí', 'Up to this many resources bought'), value: 2, min: 0, max: 5 },
	'price.travelingMerchant': { card: 'travelingMerchant', label: tx('Cena jedné suroviny (zlato)', 'Price of one resource (gold)'), value: 1, min: 1, max: 3 },
	'need.merchant': { card: 'merchant', label: tx('Body obchodu místo města', 'Commerce points instead of a city'), value: 3, min: 0, max: 9 },
	'need.parliament': { card: 'parliament', label: tx('Potřebné body rozvoje', 'Progress points needed'), value: 2, min: 0, max: 9 }
} as const satisfies Record<string, { card: string; label: Text; value: number; min: number; max: number }>;
export type TextNumber = keyof typeof TEXT_NUMBERS;
/** The production boosters' bonus keys by card id (cards.ts `boosts`). */
export const BOOST_BONUS: Readonly<Record<string, TextNumber>> = {
	brickFactory: 'bonus.brickFactory',
	ironFoundry: 'bonus.ironFoundry',
	grainMill: 'bonus.grainMill',
	lumberCamp: 'bonus.lumberCamp',
	weaversShop: 'bonus.weaversShop'
};

export const TEXT_NUMBER_FIELDS: ContentField[] = (Object.keys(TEXT_NUMBERS) as TextNumber[]).map((key) => {
	const { card, label, value, min, max } = TEXT_NUMBERS[key];
	const def = cardDef(card);
	return { key, group: def.name, label, kind: { k: 'int', min, max }, placeholder: value, source: def.source };
});

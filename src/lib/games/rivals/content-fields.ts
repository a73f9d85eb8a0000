/**
 * The Rivals' pack fields beyond costs and points (issue 25, content.ts): every card's name, every
 * region's die number and the Gold Cache's capacity. Built-in values are the data the game plays
 * today; keys (saved in packs and match options: never rename): `name.<card id>`,
 * `number.<region id>`, `capacity.goldCache`.
 */
import { tx, type ContentField, type ContentKind, type Text } from '$lib/engine';
import { ALL_CARDS, cardDef, REGION_NAMES, REGIONS, type CardDef, type RegionCard } from './cards';

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

/**
 * The seed's expansion ("We Didn't Start the Fire", data §7; SEED = seeds/004_…): the few cards
 * the sources name or describe, as data. 55 cards exist (DOK); the other ~48 are unknown and are
 * not invented. Every value no source gives is a NEUTRAL placeholder, labelled like part 1's:
 * an expansion Faction card takes the cost, colour and Deal of the base card it replaces (the
 * deck-building rule, data §4.3: add all copies, remove a base card with the same copy count), so
 * the deck's economy stays as it was; the replaced base cards are placeholders themselves.
 */
import type { Text } from '$lib/engine';
import { BARBARIAN_CARDS } from './barbarians';
import { EGYPTIAN_CARDS } from './egyptians';
import { act, ids } from './helpers';
import { both, PH_ACTION, PH_FEATURE } from './placeholders';
import { ROMAN_CARDS } from './romans';
import type { CardDef, DeckId, FactionId } from './types';

export const PH_EXPANSION: Text = {
	cs: 'Karta rozšíření: jméno a čísla nejsou známa; NEUTRÁLNÍ zástupné hodnoty (cena, barva a dohoda nahrazené základní karty, aktivace 1 dělník).',
	en: 'Expansion card: its name and numbers are unknown; NEUTRAL placeholder values (cost, colour and Deal of the replaced base card, activation 1 worker).'
};
const FORTRESS: Text = {
	cs: 'Pevnost: cena rozvoje, nejvyšší úroveň a body nejsou známy; NEUTRÁLNÍ zástupné: 1 dělník → +1 úroveň jednou za kolo, na konci hry 1 VB za úroveň.',
	en: 'Fortress: development cost, top level and VP are unknown; NEUTRAL placeholder: 1 worker → +1 level once a round, 1 VP per level at the end.'
};
/** A card the designer names (PGB2) with one known fact and nothing else: it plays as the replaced card's NEUTRAL placeholder. */
const NAMED_ONLY = (fact: Text, placeholder: Text, replaced: Text): Text => ({
	cs: `Známo je jen anglické jméno a shrnutí autora: ${fact.cs} České jméno, typ, cena a text nejsou známy; karta se hraje jako NEUTRÁLNÍ zástupná karta s cenou, barvou a dohodou nahrazené karty ${replaced.cs}. ${placeholder.cs}`,
	en: `Only the English name and the designer's summary are known: ${fact.en} Czech name, type, cost and text are unknown; it plays as a NEUTRAL placeholder with the cost, colour and Deal of the replaced ${replaced.en}. ${placeholder.en}`
});

/** End-game VP per fortification level of a Fortress (placeholder, see FORTRESS). */
export const FORTRESS_VP_PER_LEVEL = 1;

/** Rules versions (version.ts): the expansion content each one deals. */
export type ContentVersion = 1 | 2;

interface Entry {
	def: CardDef;
	/** The base card it takes the place of (same copy count, data §4.3); none for a Common card. */
	replaces?: CardDef;
	/** The first content version that deals it (2: Tax Collector, Crossbow maker). */
	since: ContentVersion;
}

/** The fields of `o` that are set (a record keeps no `undefined` keys). */
const defined = <T extends object>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

const BASE = [...ROMAN_CARDS, ...BARBARIAN_CARDS, ...EGYPTIAN_CARDS];
type Own = Pick<CardDef, 'key' | 'name' | 'source' | 'provisional'> & Partial<Omit<CardDef, 'ids' | 'deck'>>;

/**
 * An expansion Faction card in place of the base card `baseKey`: ids `prefix`+`from`… (as many as
 * the base card's copies), the base card's deck, cost, colour, Deal and Location part; its own type
 * and effect where a source gives one, else the base card's (a NEUTRAL placeholder itself).
 */
function instead(baseKey: string, prefix: string, from: number, own: Own, since: ContentVersion = 1): Entry {
	const b = BASE.find((c) => c.key === baseKey)!;
	const hasEffect = !!(own.action || own.feature || own.production);
	const def: CardDef = {
		ids: ids(prefix, from, from + b.ids.length - 1),
		deck: b.deck,
		kind: b.kind,
		colors: b.colors,
		cost: b.cost,
		needsL: b.needsL,
		deal: b.deal,
		...(hasEffect ? {} : defined({ action: b.action, feature: b.feature, production: b.production })),
		...own,
		source: `${own.source}; replaces ${b.name.en}${b.ids.length > 1 ? ` ×${b.ids.length}` : ''}`
	};
	return { def, replaces: b, since };
}

const ENTRIES: Entry[] = [
	instead('rom-gladiator-school', 'xro', 1, {
		key: 'xro-romulus-fortress',
		name: { cs: 'Romulova pevnost', en: "Romulus' Fortress" },
		action: act({ worker: 1 }, { k: 'fortify' }),
		source: 'data §7.2 (SEED l.9–16: ≥ 2 copies, levels 2 and 3)',
		provisional: FORTRESS
	}),
	instead('rom-colossus', 'xro', 3, {
		key: 'xro-foundations',
		name: { cs: 'Římské základy (jméno neznámé)', en: 'Roman Foundations (name unknown)' },
		kind: 'feature',
		feature: [{ k: 'foundationsCard' }],
		source: 'data §7.2 (SEED l.66–73)',
		provisional: both(PH_EXPANSION, { cs: 'Leží v řadě nejvíce vlevo, nelze ji dobýt; lze ji odhodit za L.', en: 'Lies leftmost in its row, cannot be conquered; may pay an L cost.' })
	}),
	instead('rom-roman-fortification', 'xro', 4, {
		key: 'xro-new-foundations',
		name: { cs: 'Nové základy (jméno neznámé)', en: 'New Foundations (name unknown)' },
		kind: 'action',
		action: act({ worker: 1 }, { k: 'foundation' }),
		source: 'data §7.2 (SEED l.75–79)',
		provisional: both(PH_EXPANSION, { cs: 'Znění není známo: karta z ruky se stane základy, bez 1 dřeva.', en: 'Text unknown: a card from hand becomes a Foundation, without the 1 wood.' })
	}),
	instead('egy-slaver', 'xeg', 1, {
		key: 'xeg-fortress',
		name: { cs: 'Egyptská pevnost (jméno neznámé)', en: 'Egyptian Fortress (name unknown)' },
		kind: 'action',
		action: act({ worker: 1 }, { k: 'fortify' }),
		feature: [{ k: 'sphinxLink', level: 2, vp: 1 }],
		source: 'data §7.2 (SEED l.54–63)',
		provisional: both(FORTRESS, { cs: 'Na konci kola s úrovní aspoň 2: +1 VB za každou Sfingu (počet bodů Sfingy není znám).', en: 'At round end with level 2 or more: +1 VP per Sphinx (the Sphinx’s points are unknown).' })
	}),
	instead('bar-border', 'xba', 1, {
		key: 'xba-conqueror',
		name: { cs: 'Barbarští dobyvatelé (jméno neznámé)', en: 'Barbarian Conquerors (name unknown)' },
		kind: 'action',
		action: act({ worker: 1 }, { k: 'conquer', ignoreDefence: true }),
		source: 'data §7.2 (SEED l.48–52)',
		provisional: both(PH_EXPANSION, { cs: 'Dobude nepřátelskou frakční lokaci za žetony boření dobytí; obranné žetony cenu nemění.', en: 'Conquers an enemy Faction Location for its Conquest cost in Raze tokens; Defence tokens do not change it.' })
	}),
	{
		since: 1,
		def: {
			key: 'xco-foreign-quarter',
			ids: ids('xco', 1),
			deck: 'common',
			name: { cs: 'Cizinecká čtvrť (jméno neznámé)', en: 'Foreign Quarter (name unknown)' },
			kind: 'production',
			colors: ['pink'],
			cost: { wood: 2, stone: 1 },
			needsL: false,
			raze: { wood: 1, stone: 1 },
			production: [{ k: 'perForeign', item: 'vp', steps: [3, 6] }],
			source: 'data §7.2 (SEED l.39–43)',
			provisional: {
				cs: 'Jméno, frakce, cena a ikony nejsou známy: obecná karta (cena 2 dřeva + 1 kámen, pole boření dřevo + kámen), výroba 1/2 VB za 3/6 lokací jiných frakcí.',
				en: 'Name, faction, cost and icons unknown: a Common card (2 wood + 1 stone, raze field wood + stone), producing 1/2 VP for 3/6 Locations of other factions.'
			}
		}
	},
	// Named by the designer only (data §7.2, PGB2); no effect is invented. The only Roman single
	// placeholder left is Gardens; Crossbow maker takes Sculptor's Workshop ×2 (its copy count is
	// unknown too), so no card with a known text leaves the deck.
	instead(
		'rom-gardens',
		'xro',
		5,
		{
			key: 'xro-tax-collector',
			name: { cs: 'Výběrčí daní (české jméno neznámé)', en: 'Tax Collector' },
			source: 'data §7.2 (PGB2: turns Locations you conquered into Feature cards)',
			provisional: NAMED_ONLY({ cs: 'promění dobyté lokace ve vlastnosti.', en: 'it turns Locations you conquered into Feature cards.' }, PH_FEATURE, { cs: 'Zahrady', en: 'Gardens' })
		},
		2
	),
	instead(
		'rom-sculptors-workshop',
		'xro',
		6,
		{
			key: 'xro-crossbow-maker',
			name: { cs: 'Výrobce kuší (české jméno neznámé)', en: 'Crossbow maker' },
			source: 'data §7.2 (PGB2: can turn a Common card into a “barrier”, text cut off)',
			provisional: NAMED_ONLY({ cs: 'umí proměnit obecnou kartu v „bariéru“ (zbytek textu chybí).', en: 'it can turn a Common card into a “barrier” (the rest of the text is cut off).' }, PH_ACTION, { cs: 'Sochařská dílna', en: "Sculptor's Workshop" })
		},
		2
	)
];

export const EXPANSION_CARDS: CardDef[] = ENTRIES.map((e) => e.def);

/** The base card an expansion card replaces (undefined for the Common card). */
export const replacedBy = (key: string): CardDef | undefined => ENTRIES.find((e) => e.def.key === key)?.replaces;

/** The instance ids of a deck with the expansion of content `version`: the base deck minus the replaced cards plus the expansion's. */
export function expansionDeck(deck: DeckId, base: string[], version: ContentVersion): string[] {
	const dealt = ENTRIES.filter((e) => e.def.deck === deck && e.since <= version);
	const gone = new Set(dealt.flatMap((e) => e.replaces?.ids ?? []));
	return [...base.filter((id) => !gone.has(id)), ...dealt.flatMap((e) => e.def.ids)];
}

export type { FactionId };

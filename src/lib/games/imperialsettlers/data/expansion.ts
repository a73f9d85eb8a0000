/**
 * The seed's expansion ("We Didn't Start the Fire", data §7; SEED = seeds/004_…): the few cards
 * the sources name or describe, as data. 55 cards exist (DOK); the other ~50 are unknown and are
 * not invented. Every value no source gives is a NEUTRAL placeholder, labelled like part 1's:
 * an expansion Faction card takes the cost, colour and Deal of the base card it replaces (the
 * deck-building rule, data §4.3: add all copies, remove a base card with the same copy count), so
 * the deck's economy stays as it was; the replaced base cards are placeholders themselves.
 */
import type { Text } from '$lib/engine';
import { act, ids } from './helpers';
import type { CardDef, DeckId, FactionId } from './types';

export const PH_EXPANSION: Text = {
	cs: 'Karta rozšíření: jméno a čísla nejsou známa; NEUTRÁLNÍ zástupné hodnoty (cena, barva a dohoda nahrazené základní karty, aktivace 1 dělník).',
	en: 'Expansion card: its name and numbers are unknown; NEUTRAL placeholder values (cost, colour and Deal of the replaced base card, activation 1 worker).'
};
const FORTRESS: Text = {
	cs: 'Pevnost: cena rozvoje, nejvyšší úroveň a body nejsou známy; NEUTRÁLNÍ zástupné: 1 dělník → +1 úroveň jednou za kolo, na konci hry 1 VB za úroveň.',
	en: 'Fortress: development cost, top level and VP are unknown; NEUTRAL placeholder: 1 worker → +1 level once a round, 1 VP per level at the end.'
};
const both = (a: Text, b: Text): Text => ({ cs: `${a.cs} ${b.cs}`, en: `${a.en} ${b.en}` });

/** End-game VP per fortification level of a Fortress (placeholder, see FORTRESS). */
export const FORTRESS_VP_PER_LEVEL = 1;

export const EXPANSION_CARDS: CardDef[] = [
	{
		key: 'xro-romulus-fortress',
		ids: ids('xro', 1, 2),
		deck: 'romans',
		name: { cs: 'Romulova pevnost', en: "Romulus' Fortress" },
		kind: 'action',
		colors: ['black'],
		cost: { stone: 1 },
		needsL: true,
		deal: 'worker',
		action: act({ worker: 1 }, { k: 'fortify' }),
		source: 'data §7.2 (SEED l.9–16: ≥ 2 copies, levels 2 and 3); replaces Gladiator School ×2',
		provisional: FORTRESS
	},
	{
		key: 'xro-foundations',
		ids: ids('xro', 3),
		deck: 'romans',
		name: { cs: 'Římské základy (jméno neznámé)', en: 'Roman Foundations (name unknown)' },
		kind: 'feature',
		colors: ['gold'],
		cost: { stone: 2 },
		needsL: true,
		deal: 'stone',
		feature: [{ k: 'foundationsCard' }],
		source: 'data §7.2 (SEED l.66–73); replaces Colossus',
		provisional: both(PH_EXPANSION, { cs: 'Leží v řadě nejvíce vlevo, nelze ji dobýt; lze ji odhodit za L.', en: 'Lies leftmost in its row, cannot be conquered; may pay an L cost.' })
	},
	{
		key: 'xro-new-foundations',
		ids: ids('xro', 4),
		deck: 'romans',
		name: { cs: 'Nové základy (jméno neznámé)', en: 'New Foundations (name unknown)' },
		kind: 'action',
		colors: ['black'],
		cost: { stone: 2 },
		needsL: true,
		deal: 'worker',
		action: act({ worker: 1 }, { k: 'foundation' }),
		source: 'data §7.2 (SEED l.75–79); replaces Roman Fortification',
		provisional: both(PH_EXPANSION, { cs: 'Znění není známo: karta z ruky se stane základy, bez 1 dřeva.', en: 'Text unknown: a card from hand becomes a Foundation, without the 1 wood.' })
	},
	{
		key: 'xeg-fortress',
		ids: ids('xeg', 1),
		deck: 'egyptians',
		name: { cs: 'Egyptská pevnost (jméno neznámé)', en: 'Egyptian Fortress (name unknown)' },
		kind: 'action',
		colors: ['pink'],
		cost: { stone: 1 },
		needsL: true,
		deal: 'worker',
		action: act({ worker: 1 }, { k: 'fortify' }),
		feature: [{ k: 'sphinxLink', level: 2, vp: 1 }],
		source: 'data §7.2 (SEED l.54–63); replaces Slaver',
		provisional: both(FORTRESS, { cs: 'Na konci kola s úrovní aspoň 2: +1 VB za každou Sfingu (počet bodů Sfingy není znám).', en: 'At round end with level 2 or more: +1 VP per Sphinx (the Sphinx’s points are unknown).' })
	},
	{
		key: 'xba-conqueror',
		ids: ids('xba', 1),
		deck: 'barbarians',
		name: { cs: 'Barbarští dobyvatelé (jméno neznámé)', en: 'Barbarian Conquerors (name unknown)' },
		kind: 'action',
		colors: ['black'],
		cost: { wood: 1, stone: 1 },
		needsL: true,
		deal: 'raze',
		action: act({ worker: 1 }, { k: 'conquer', ignoreDefence: true }),
		source: 'data §7.2 (SEED l.48–52); replaces Border',
		provisional: both(PH_EXPANSION, { cs: 'Dobude nepřátelskou frakční lokaci za žetony boření dobytí; obranné žetony cenu nemění.', en: 'Conquers an enemy Faction Location for its Conquest cost in Raze tokens; Defence tokens do not change it.' })
	},
	{
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
];

/** Base cards each expansion card replaces in its deck (same copy count). */
export const REPLACED: Partial<Record<DeckId, string[]>> = {
	romans: ['rom006', 'rom007', 'rom030', 'rom022'],
	egyptians: ['egy006'],
	barbarians: ['bar029']
};

/** The instance ids of a deck with the expansion: the base deck minus the replaced cards plus the expansion's. */
export function expansionDeck(deck: DeckId, base: string[]): string[] {
	const out = base.filter((id) => !(REPLACED[deck] ?? []).includes(id));
	for (const c of EXPANSION_CARDS) if (c.deck === deck) out.push(...c.ids);
	return out;
}

export type { FactionId };

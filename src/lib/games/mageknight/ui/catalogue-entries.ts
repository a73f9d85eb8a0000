/**
 * The entries of the Mage Knight catalogue (/catalogue?game=mageknight): every Deed card, unit,
 * enemy, map tile, skill, Tactic, ruins token and hero with its values, its source tags, the
 * provisional marks of values no source confirms and the mark of a Czech name that is the app's
 * own translation. Kept out of Catalogue.svelte so tests read exactly what the page shows.
 */
import type { Text } from '$lib/engine';
import type { CatalogueEntry } from '$lib/ui/CatalogueList.svelte';
import { HEROES, TILES, appTranslated } from '../data';
import { BUILT_IN_DATA, dummyCrystalsIn, tablesOf, type ContentHolder } from '../content';
import { ABILITIES, cardName, DECK_KINDS, effectText, heroName, ELEMENTS, MANA, PILE_NAMES, RESISTS, SITES, TERRAIN, type Lang } from './labels';

export type Group = 'deeds' | 'units' | 'enemies' | 'tiles' | 'skills' | 'tactics' | 'ruins' | 'heroes';
/** An entry as written below: its values on one line, whether its Czech name is the app's own translation. */
type Entry = Omit<CatalogueEntry, 'values' | 'notes'> & { values: string; czechUnknown: boolean; note?: string };
export const GROUPS: { id: Group; name: Text }[] = [
	{ id: 'deeds', name: { cs: 'Karty', en: 'Deed cards' } },
	{ id: 'units', name: { cs: 'Jednotky', en: 'Units' } },
	{ id: 'enemies', name: { cs: 'Nepřátelé', en: 'Enemies' } },
	{ id: 'tiles', name: { cs: 'Dílky mapy', en: 'Map tiles' } },
	{ id: 'skills', name: { cs: 'Dovednosti', en: 'Skills' } },
	{ id: 'tactics', name: { cs: 'Taktiky', en: 'Tactics' } },
	{ id: 'ruins', name: { cs: 'Žetony ruin', en: 'Ruins tokens' } },
	{ id: 'heroes', name: { cs: 'Hrdinové', en: 'Heroes' } }
];

/** The mark of a name no source gives in Czech (owners of the Czech edition may correct it). */
const APP_NAME: Text = { cs: 'Název: překlad aplikace (český název z pravidel není znám).', en: 'Name: the app’s translation (no source gives the Czech name).' };

/** Words of the catalogue lines (the data keeps English ids for them). */
const TILE_BACKS: Record<string, Text> = { start: { cs: 'startovní', en: 'start' }, countryside: { cs: 'venkov', en: 'countryside' }, core: { cs: 'jádro', en: 'core' } };
const RAMPAGE: Record<string, Text> = { orc: { cs: 'orkové', en: 'orcs' }, draconum: { cs: 'dračí lid', en: 'Draconum' } };
const SKILL_KINDS: Record<string, Text> = {
	turn: { cs: 'jednou za tah', en: 'once a turn' },
	round: { cs: 'jednou za kolo', en: 'once a Round' },
	interactive: { cs: 'interaktivní', en: 'interactive' },
	special: { cs: 'zvláštní', en: 'special' }
};
const REWARDS: Record<string, Text> = {
	fame: { cs: 'sláva', en: 'Fame' },
	artifact: { cs: 'artefakt', en: 'Artifact' },
	spell: { cs: 'kouzlo', en: 'Spell' },
	advanced: { cs: 'pokročilá akce', en: 'Advanced Action' },
	unit: { cs: 'jednotka', en: 'unit' },
	crystalsEach: { cs: 'krystal každé barvy', en: 'a crystal of each colour' },
	crystalRolls: { cs: 'hod na krystal', en: 'crystal roll' }
};
const heroNote: Text = { cs: 'Titul: překlad aplikace.', en: 'Title: the app’s translation.' };

/** The entries in `l`; the cards', skills', tactics', ruins', enemies' and units' values and the Dummy's crystals as `match` plays them (a pack's values in: content.ts). */
export function catalogueEntries(l: Lang, match: ContentHolder = BUILT_IN_DATA): CatalogueEntry[] {
	const cs = l === 'cs';
	const out: Entry[] = [];
	const prov = (p?: Text) => (p ? p[l] : null);
	const cards = tablesOf(match).cards;
	for (const c of cards.deeds.values())
		out.push({
			key: `d:${c.id}`, group: 'deeds', name: c.poweredName ? `${c.name[l]} / ${c.poweredName[l]}` : c.name[l], kind: `${DECK_KINDS[c.kind][l]}${c.color ? ` · ${MANA[c.color].name[l]}` : ''}${c.hero ? ` · ${heroName(c.hero)}` : ''}`,
			values: c.kind === 'wound' ? '' : `${effectText(c.basic, l)} | ${cs ? 'silnější' : 'stronger'}: ${effectText(c.powered, l)}${c.copies ? ` · ${c.copies}×` : ''}${c.competitive ? (cs ? ' · jen soutěžní hra' : ' · competitive only') : ''}`,
			source: c.source, provisional: prov(c.provisional), czechUnknown: appTranslated('deed', c.id)
		});
	for (const u of tablesOf(match).units.values())
		out.push({
			key: `u:${u.id}`, group: 'units', name: u.name[l], kind: `${u.elite ? (cs ? 'Elitní' : 'Elite') : cs ? 'Běžná' : 'Regular'} · ${u.count}×`,
			values: `${cs ? 'Cena' : 'Cost'} ${u.cost} · ${cs ? 'úroveň' : 'level'} ${u.level} · ${cs ? 'zbroj' : 'armor'} ${u.armor}${u.resist.length ? ` · ${cs ? 'odolnost' : 'resists'} ${u.resist.map((r) => RESISTS[r][l]).join(', ')}` : ''} · ${u.recruitAt.map((s) => SITES[s][l]).join(', ')} · ${u.abilities.map((a) => effectText(a.effect, l) + (a.mana ? ` (${MANA[a.mana].name[l]})` : '')).join(' | ')}`,
			source: u.source, provisional: prov(u.provisional), czechUnknown: appTranslated('unit', u.id)
		});
	for (const e of tablesOf(match).enemies.values())
		out.push({
			key: `e:${e.id}`, group: 'enemies', name: e.name[l], kind: `${PILE_NAMES[e.pile][l]} · ${e.count}×`,
			values: `${cs ? 'Zbroj' : 'Armor'} ${e.armor} · ${cs ? 'útok' : 'attack'} ${e.attack}${e.element !== 'physical' ? ` ${ELEMENTS[e.element][l]}` : ''}${e.abilities.length ? ` · ${e.abilities.map((a) => ABILITIES[a].name[l]).join(', ')}` : ''}${e.resist.length ? ` · ${cs ? 'odolnost' : 'resists'} ${e.resist.map((r) => RESISTS[r][l]).join(', ')}` : ''} · ${cs ? 'sláva' : 'fame'} ${e.fame}`,
			source: e.source, provisional: prov(e.provisional), czechUnknown: appTranslated('enemy', e.id)
		});
	for (const tl of TILES)
		out.push({
			key: `t:${tl.id}`, group: 'tiles', name: `${cs ? 'Dílek' : 'Tile'} ${tl.id}`, kind: TILE_BACKS[tl.back]?.[l] ?? tl.back,
			values: (['C', 'NW', 'NE', 'E', 'SE', 'SW', 'W'] as const).map((p) => { const h = tl.hexes[p]; return `${p}: ${TERRAIN[h.terrain].name[l]}${h.site ? ` + ${SITES[h.site][l]}${h.color ? ` (${MANA[h.color].name[l]})` : ''}` : ''}${h.rampage ? ` + ${RAMPAGE[h.rampage]?.[l] ?? h.rampage}` : ''}`; }).join('; '),
			source: tl.source, provisional: prov(tl.provisional), czechUnknown: false
		});
	for (const s of cards.skills.values())
		out.push({ key: `s:${s.id}`, group: 'skills', name: s.name[l], kind: `${heroName(s.hero)} · ${SKILL_KINDS[s.kind]?.[l] ?? s.kind}${s.competitive ? (cs ? ' · soutěžní' : ' · competitive') : ''}`, values: s.text[l], source: s.source, provisional: prov(s.provisional), czechUnknown: appTranslated('skill', s.id) });
	for (const tc of cards.tactics.values())
		out.push({ key: `c:${tc.id}`, group: 'tactics', name: `${tc.n} · ${tc.name[l]}`, kind: tc.time === 'day' ? (cs ? 'denní' : 'day') : cs ? 'noční' : 'night', values: tc.text[l], source: tc.source, provisional: prov(tc.provisional), czechUnknown: appTranslated('tactic', tc.id) });
	for (const r of cards.ruins.values())
		out.push({
			key: `r:${r.n}`, group: 'ruins', name: `${cs ? 'Ruiny' : 'Ruins'} ${r.n}`, kind: r.kind === 'altar' ? (cs ? 'oltář' : 'altar') : cs ? 'nepřátelé' : 'enemies',
			values: `${r.altar ? `3× ${MANA[r.altar].name[l]}` : (r.enemies ?? []).map((p) => PILE_NAMES[p][l]).join(', ')} → ${r.reward.map((w) => `${REWARDS[w.k]?.[l] ?? w.k} ${w.n}`).join(', ')}`,
			source: r.source, provisional: prov(r.provisional), czechUnknown: false
		});
	for (const h of HEROES)
		out.push({ key: `h:${h.id}`, group: 'heroes', name: h.name[l], kind: h.title[l], values: `${cs ? 'Vlastní karta' : 'Unique card'}: ${cardName(h.unique, l, match)} (${cs ? 'místo' : 'replaces'} ${cardName(h.replaces, l, match)}) · ${cs ? 'krystaly automatického hráče' : 'Dummy crystals'}: ${dummyCrystalsIn(match, h.id).map((c) => MANA[c].name[l]).join(', ')}`, source: h.source, provisional: prov(h.provisional), czechUnknown: false, note: heroNote[l] });
	return out.map(({ values, czechUnknown, note, ...e }) => ({ ...e, values: values ? [values] : [], notes: czechUnknown ? [APP_NAME[l]] : note ? [note] : [] }));
}

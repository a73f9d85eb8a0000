/**
 * The three theme sets of The Rivals for Catan as typed data: The Era of Gold (27 cards),
 * The Era of Turmoil (28) and The Era of Progress (31). One record per distinct card.
 *
 * Sources (see shared/rules/rivals-for-catan.md, "Source tags" and §9.3-9.9, §12):
 *  - seed = shared/seeds/001_a111c993a5abffb4.txt (Czech rulebook; card names, counts, clarifications);
 *  - [K]  = KKandenas/CatanRivals (fan implementation, costs read from card images);
 *  - [Z1] / [Z2] = Ziad-Abdalla/catan-duel cards.json, two stored versions;
 *  - [FAQ] = catan.com FAQ pages.
 * No source consulted is official for theme-set costs and points. Where the sources disagree,
 * `disputed` lists every value with its source and the record holds the spec's §9.9 working value;
 * such records (and those relying on one source only) are `provisional`. Values with no source at
 * all are listed in `placeholder`. Effect texts are our own paraphrases, not the printed texts.
 */
import type { Text } from '$lib/engine';
import type { CardDef, CardKind, CardSet, Cost, Disputed, Resource } from './card-types';

export type ThemeSet = Exclude<CardSet, 'basic'>;
export const THEME_SETS: ThemeSet[] = ['gold', 'turmoil', 'progress'];

export const SET_NAMES: Record<CardSet, Text> = {
	basic: { cs: 'Základní sada', en: 'Basic set' },
	gold: { cs: 'Období zlata', en: 'The Era of Gold' },
	turmoil: { cs: 'Období zmatků', en: 'The Era of Turmoil' },
	progress: { cs: 'Období rozvoje', en: 'The Era of Progress' }
};

/** Set sizes printed in the rulebook (seed L28-31, L992, L1146, L1295). */
export const SET_SIZES: Record<CardSet, number> = { basic: 94, gold: 27, turmoil: 28, progress: 31 };

const ABBR: Record<string, Resource> = { L: 'lumber', W: 'wool', G: 'grain', B: 'brick', O: 'ore', Au: 'gold' };

/** Spec notation ("2L 2O 1B"; L lumber, W wool, G grain, B brick, O ore, Au gold) → Cost. */
export function parseCost(spec: string): Cost {
	const cost: Cost = {};
	for (const part of spec.trim().split(/\s+/)) {
		const m = /^(\d+)(L|W|G|B|O|Au)$/.exec(part);
		if (!m) throw new Error(`bad cost "${spec}"`);
		cost[ABBR[m[2]]] = (cost[ABBR[m[2]]] ?? 0) + Number(m[1]);
	}
	return cost;
}
const c = parseCost;

const t = (cs: string, en: string): Text => ({ cs, en });
/** A disputed field: pairs of [value, source]. */
const dispute = (field: string, ...values: [string, string][]): Disputed => ({
	field,
	values: values.map(([value, source]) => ({ value, source }))
});

const CRESCENT_DRAW = 'crescent [K] duel_of_the_princes_setup.dart (unverified, spec §3.4 item 5)';
const CRESCENT_EVENT = 'crescent [K] duel_of_the_princes_setup.dart (which copies: unverified, spec §3.4 item 4)';
const COUNT_KZ = 'count [K][Z]';

// Requirements used by several cards.
const REQ_STRENGTH = t('Vlastníš žeton síly.', 'You own the strength token.');
const REQ_GUILD = t('Vlastníš Cech obchodníků.', 'You own a Merchant Guild.');
const REQ_TAVERN = t('Vlastníš Špeluňku.', 'You own a Hedge Tavern.');
const REQ_UNIVERSITY = t('Vlastníš Univerzitu.', 'You own a University.');

type Rec = Omit<CardDef, 'set'>;
const inSet = (set: ThemeSet, cards: Rec[]): CardDef[] => cards.map((card) => ({ ...card, set }));

// ---------------------------------------------------------------------------------------------
// The Era of Gold — 27 cards: actions 8, region expansion 1, settlement/city expansions 5,
// city expansions 10, events 3 (seed L992-1143). Face-up stack: 2 Merchant Guilds (seed L699-701).
// ---------------------------------------------------------------------------------------------
export const GOLD_CARDS: CardDef[] = inSet('gold', [
	// Action cards (8)
	{ id: 'brigandsGold', kind: 'action', count: 1, crescent: 1, name: t('Loupežná výprava', 'Brigands'),
		requirement: REQ_STRENGTH,
		text: t('Urči jeden druh suroviny: soupeř ti ho dá tolik, kolik pojme jedna tvá krajina; ze kterých krajin, volí soupeř.',
			'Name one resource type: the opponent gives you as many of it as one of your regions can hold, taken from regions of their choice.'),
		source: `seed L1007-1010; text [K]/[Z] via spec §9.4; ${COUNT_KZ}; ${CRESCENT_DRAW}` },
	{ id: 'gudrun', kind: 'action', count: 1, crescent: 0, name: t('Gudrun', 'Gudrun, Terror of the Seas'),
		requirement: t('Máš aspoň 1 Pirátskou loď a soupeř má na krajinách zlato.', 'You own at least 1 Pirate Ship and the opponent has gold on their regions.'),
		text: t('Za každou tvou Pirátskou loď ti soupeř dá až 2 zlata – nejvýš kolik má a kolik uložíš do zlatonosných řek (a Úkrytu pro zlato).',
			'For each of your Pirate Ships the opponent gives you up to 2 gold — at most what they have and what your Gold Fields (and Gold Cache) can store.'),
		source: `seed L998-1005 (Czech name from "Gudruna"); text [K]/[Z]; ${COUNT_KZ}` },
	{ id: 'merchant', kind: 'action', count: 2, crescent: 0, name: t('Obchodník', 'Merchant'),
		requirement: t('Máš město nebo aspoň 3 body obchodu.', 'You have a city or at least 3 commerce points.'),
		text: t('Urči 1 nebo 2 suroviny, které ti soupeř musí dát (krajiny volí on); pak mu dej 1 libovolnou surovinu, klidně právě získanou. Nehratelné, nemá-li soupeř žádnou surovinu.',
			'Name 1 or 2 resources the opponent must give you (they choose the regions); then give them 1 resource of your choice, even one just received. Not playable if they have no resources.'),
		source: `seed L1023-1030; ${COUNT_KZ}` },
	{ id: 'tradeMaster', kind: 'action', count: 2, crescent: 1, name: t('Mistr obchodník', 'Trade Master'),
		requirement: REQ_GUILD,
		text: t('Urči 1 nebo 2 suroviny, které ti soupeř musí dát (krajiny volí on). Nehratelné, nemá-li soupeř žádnou surovinu.',
			'Name 1 or 2 resources the opponent must give you (they choose the regions). Not playable if they have no resources.'),
		source: `seed L1016-1021; ${COUNT_KZ}; ${CRESCENT_DRAW}` },
	{ id: 'reiner', kind: 'action', count: 1, crescent: 1, name: t('Reiner', 'Reiner the Herald'),
		requirement: t('Hraje se před hodem kostkami.', 'Played before you roll the dice.'),
		text: t('Kostka událostí ukáže Oslavu a ty z ní dostaneš o 1 surovinu víc – i když by ti kvůli menší zručnosti jinak nepřipadlo nic.',
			'The event die shows Celebration and you get 1 extra resource from it — even if the opponent’s higher skill would otherwise leave you with nothing.'),
		source: `seed L1032-1035 (Czech name from "Reinerovi"); text [K]/[Z]; ${COUNT_KZ}; ${CRESCENT_DRAW}` },
	{ id: 'goldsmithGold', kind: 'action', action: 'goldsmith', copyOf: 'goldsmith', count: 1, crescent: 1, name: t('Zlatník', 'Goldsmith'),
		requirement: t('Máš aspoň 3 zlata.', 'You have at least 3 gold.'),
		text: t('Zaplať 3 zlata a vezmi si 2 libovolné suroviny (jako v základní sadě).', 'Pay 3 gold, take any 2 resources (as in the basic set).'),
		source: `seed L1037 ("see basic set"); Czech name [inferred] as basic; ${COUNT_KZ}; ${CRESCENT_DRAW}` },

	// Region expansion (1)
	{ id: 'goldCache', kind: 'regionExpansion', count: 1, crescent: 0, name: t('Úkryt pro zlato', 'Gold Cache'),
		cost: c('1L 1W'), provisional: true,
		requirement: t('Máš hrdinu s aspoň 1 bodem síly.', 'You have a hero with at least 1 strength point.'),
		text: t('Přilož nahoru nebo dolů k libovolné své krajině. Ukládá zlato (asi do 3); to je chráněné před Zlodějem a použitelné na cokoli, ale soupeřovy požadavky na zlato (Obchodník, Loupežná výprava…) ho zasáhnou.',
			'Place above or below any of your regions. Stores gold (probably up to 3) that is safe from Brigand Attack and usable for anything, but the opponent’s demands for gold (Merchant, Brigands…) can take it.'),
		disputed: [dispute('cost', ['1L 1W', '[Z1]'], ['none recorded', '[K], [Z2]'])],
		source: 'seed L1043-1052, L624-628; cost [Z1] (provisional); requirement [K][Z] (not in the seed, provisional); capacity 3 [inferred]' },

	// Settlement/city expansions (5)
	{ id: 'tollBridgeGold', kind: 'building', copyOf: 'tollBridge', count: 1, crescent: 1, cost: c('1L 1B'), points: { commerce: 1 }, name: t('Celnice', 'Toll Bridge'),
		text: t('Při Bohaté sklizni dostaneš navíc 2 zlata (jako v základní sadě).', 'On Plentiful Harvest you also receive 2 gold (as in the basic set).'),
		source: `seed L1058 ("see basic set"); cost/points [K][Z] as basic; ${CRESCENT_DRAW}` },
	{ id: 'storehouseGold', kind: 'building', copyOf: 'storehouse', count: 1, crescent: 1, cost: c('1L 1W'), name: t('Skladiště', 'Storehouse'),
		text: t('Při přepadení Zlodějem se suroviny na 2 sousedních krajinách nepočítají (jako v základní sadě).', 'Brigand Attack does not count the resources on its 2 adjacent regions (as in the basic set).'),
		source: `seed L1059 ("see basic set"); cost [K][Z] as basic; ${CRESCENT_DRAW}` },
	{ id: 'pirateShip', kind: 'unit', count: 2, crescent: 0, cost: c('1L 1W'), name: t('Pirátská loď', 'Pirate Ship'),
		provisional: true, placeholder: ['points.strength'],
		text: t('Při postavení musí soupeř odstranit jednu svou obchodní loď (vybere si kterou) na odhazovací balíček; na později postavené lodě nepůsobí. Při Bohaté sklizni dostaneš vždy 1 zlato navíc.',
			'When built, the opponent must discard one of their trade ships (their choice); ships built later are not affected. On Plentiful Harvest you always receive 1 extra gold.'),
		source: 'seed L1063-1070; [FAQ faqs/104?page=8]; cost [K][Z]; strength: no source records one (spec §12 item 12), none assumed (placeholder)' },
	{ id: 'largeShipGold', kind: 'ship', largeShip: true, copyOf: 'largeShip', count: 1, crescent: 1, cost: c('1L 1W'), points: { commerce: 1 }, name: t('Velká obchodní loď', 'Large Trade Ship'),
		text: t('2 suroviny z jedné sousední krajiny (levé nebo pravé) za 1 jinou (jako v základní sadě).', '2 resources from one adjacent region (left or right) for 1 other resource (as in the basic set).'),
		source: `seed L1072 ("see basic set"); cost [K][Z]; commerce [K]; ${CRESCENT_DRAW}` },

	// City expansions (10)
	{ id: 'merchantGuild', kind: 'cityExpansion', count: 2, crescent: 1, faceUp: true, unique: true, name: t('Cech obchodníků', 'Merchant Guild'),
		cost: c('2B 2W 1G'), points: { vp: 1, commerce: 2 }, provisional: true,
		text: t('Podmínka pro Mistra obchodníka a Sklad zboží. Odstraníš-li ho později, karty postavené díky němu zůstávají.',
			'Required for Trade Master and Staple House. If it is removed later, cards built thanks to it stay.'),
		disputed: [
			dispute('cost', ['2B 2W 1G', '[K], [Z2]'], ['1B 1W 1G', '[Z1]']),
			dispute('points.vp', ['1', '[K]'], ['none', '[Z]']),
			dispute('points.commerce', ['2', '[K], [Z2]'], ['1', '[Z1]'])
		],
		source: `seed L1077-1083; face-up stack seed L699-701; cost/points [K][Z2] (provisional); ${CRESCENT_DRAW}` },
	{ id: 'mint', kind: 'cityExpansion', count: 2, crescent: 1, name: t('Mincovna', 'Mint'),
		cost: c('2L 2O 1B'), points: { vp: 1 }, provisional: true,
		text: t('Jednou v každém svém tahu vyměň přesně 1 zlato za 1 jinou surovinu; se 2 Mincovnami jednou za každou.',
			'Once in each of your turns, trade exactly 1 gold for 1 other resource; with both Mints, once per Mint.'),
		disputed: [dispute('cost', ['2L 2O 1B', '[K]'], ['1L 1O 1B', '[Z]']), dispute('points.vp', ['1', '[K]'], ['not recorded', '[Z]'])],
		source: `seed L1085-1090; cost/VP [K] (provisional); ${CRESCENT_DRAW}` },
	{ id: 'harbor', kind: 'cityExpansion', count: 1, crescent: 1, name: t('Přístav', 'Harbor'),
		cost: c('1B 1W 1O'), points: { commerce: 1 },
		vpWhile: t('+1 VB, dokud vlastníš aspoň 3 obchodní lodě', '+1 VP while you own at least 3 trade ships'),
		text: t('Lze postavit i s méně než 3 obchodními loděmi (pak platí jen bod obchodu). Jakmile máš 3 lodě, má 1 VB; klesneš-li pod 3, o něj zase přijdeš.',
			'May be built with fewer than 3 trade ships (then only its commerce point counts). As soon as you own 3 trade ships it is worth 1 VP; drop below 3 and you lose it again.'),
		source: `seed L1092-1106; cost/commerce [K][Z]; ${CRESCENT_DRAW}` },
	{ id: 'moneylender', kind: 'cityExpansion', count: 1, crescent: 0, name: t('Lichvář', 'Moneylender'),
		cost: c('2L 2O 1B'), points: { vp: 1 }, provisional: true,
		text: t('Padne-li Obchod a máš žeton obchodu, vezmi si od soupeře 2 libovolné suroviny (jen takové, které uložíš; má-li jen 1, dostaneš 1). Postavit ho lze i bez žetonu.',
			'When Trade is rolled and you own the trade token, take 2 resources of your choice from the opponent (only ones you can store; if they have only 1, you get 1). May be built without the token.'),
		disputed: [dispute('cost', ['2L 2O 1B', '[K]'], ['1L 1O 1B', '[Z]']), dispute('points.vp', ['1', '[K]'], ['not recorded', '[Z]'])],
		source: 'seed L1099-1104; text [K]/[Z]; [FAQ faqs/104?page=8]; cost/VP [K] (provisional)' },
	{ id: 'tradingBase', kind: 'cityExpansion', count: 1, crescent: 1, name: t('Obchodní kancelář', 'Trading Base'),
		cost: c('2G 2W 1B'), points: { vp: 1, commerce: 1 }, provisional: true,
		text: t('Dokud stojí, mají tvé Tržiště a Přístav každý 1 bod obchodu navíc; lze ji postavit i bez nich.',
			'While it stands, your Marketplace and Harbor each have 1 extra commerce point; may be built without them.'),
		disputed: [dispute('cost', ['2G 2W 1B', '[K]'], ['1G 1W 1B', '[Z]']), dispute('points.vp', ['1', '[K]'], ['none', '[Z]'])],
		source: `seed L1108-1114 (commerce point); cost/VP [K] (provisional); ${CRESCENT_DRAW}` },
	{ id: 'stapleHouse', kind: 'cityExpansion', count: 2, crescent: 1, name: t('Sklad zboží', 'Staple House'),
		cost: c('2B 2O 1W'), points: { vp: 1 }, provisional: true, requirement: REQ_GUILD,
		text: t('Po úplném zaplacení dostaneš 2 libovolné suroviny (na jeho vlastní cenu je použít nelze).',
			'After paying in full you receive 2 resources of your choice (they cannot pay for this card).'),
		disputed: [dispute('cost', ['2B 2O 1W', '[K]'], ['1B 1O 1W', '[Z]']), dispute('points.vp', ['1', '[K]'], ['not recorded', '[Z]'])],
		source: `seed L1116-1122, L775-776; cost/VP [K] (provisional); ${CRESCENT_DRAW}` },
	{ id: 'saltSilo', kind: 'cityExpansion', count: 1, crescent: 0, name: t('Zásobárna soli', 'Salt Silo'),
		cost: c('2W 2Au 1B'), points: { vp: 1 }, provisional: true,
		text: t('Dokud stojí, má každá tvá obchodní loď 1 bod obchodu navíc; lze ji postavit i bez lodí (pak platí jen VB).',
			'While it stands, each of your trade ships has 1 extra commerce point; may be built without ships (then only its VP counts).'),
		disputed: [dispute('cost', ['2W 2Au 1B', '[K]'], ['1W 1Au 1B', '[Z]'])],
		source: 'seed L1124-1129 (VP icon confirmed); cost [K] (provisional)' },

	// Event cards (3)
	{ id: 'giftForThePrince', kind: 'event', count: 1, crescent: 1, name: t('Dar knížeti', 'Gift for the Prince'),
		text: t('Každý hráč dostane 1 zlato za každou svou jednotku s aspoň 1 bodem síly; zlato jde na zlatonosné řeky (a Úkryt pro zlato), přebytek propadá.',
			'Each player receives 1 gold per own unit with at least 1 strength point; the gold goes on Gold Fields (and Gold Cache), any excess is lost.'),
		source: `seed L1132-1135; text [K]/[Z]; ${CRESCENT_EVENT}` },
	{ id: 'travelingMerchantGold', kind: 'event', event: 'travelingMerchant', copyOf: 'travelingMerchant', count: 1, crescent: 1, name: t('Obchodník na cestách', 'Traveling Merchant'),
		text: t('Každý hráč si smí koupit až 2 libovolné suroviny, každou za 1 zlato (jako v základní sadě).', 'Each player may buy up to 2 resources of choice for 1 gold each (as in the basic set).'),
		source: `seed L1141 ("see basic set"); ${CRESCENT_EVENT}` },
	{ id: 'tradeShipsRaceGold', kind: 'event', event: 'tradeShipsRace', copyOf: 'tradeShipsRace', count: 1, crescent: 1, name: t('Závod obchodních lodí', 'Trade Ships Race'),
		text: t('Kdo má víc obchodních lodí, dostane 1 libovolnou surovinu; při shodě (aspoň 1 loď) oba (jako v základní sadě).', 'Whoever has more trade ships takes 1 resource of choice; on a tie (at least 1 ship each) both do (as in the basic set).'),
		source: `seed L1143 ("see basic set"); ${CRESCENT_EVENT}` }
]);

// ---------------------------------------------------------------------------------------------
// The Era of Turmoil — 28 cards: actions 10, settlement/city expansions 5, city expansions 9
// (8 in the seed + Large Festival Hall per [K]/[Z]), events 4 (seed L1146-1283).
// Face-up stack: 2 Hedge Taverns (seed L703-704).
// ---------------------------------------------------------------------------------------------
export const TURMOIL_CARDS: CardDef[] = inSet('turmoil', [
	// Action cards (10)
	{ id: 'archer', kind: 'action', count: 2, crescent: 1, name: t('Lučištník', 'Archer'), requirement: REQ_TAVERN,
		text: t('Soupeř vrátí jednu svou jednotku s body síly (vybere si kterou) pod odpovídající dobírací balíček. Nejdřív se hází na ochranu (Pozorovatelna, Heinrich). Nehratelné, nemá-li takovou jednotku.',
			'The opponent puts one of their units with strength points (their choice) under a matching draw stack. The protection roll (Lookout Tower, Heinrich) comes first. Not playable if they have no such unit.'),
		source: `seed L1152-1157; text [K]/[Z]; [FAQ cards-0]; ${COUNT_KZ}; ${CRESCENT_DRAW}` },
	{ id: 'arsonist', kind: 'action', count: 2, crescent: 1, name: t('Žhář', 'Arsonist'), requirement: REQ_TAVERN,
		text: t('Vyber nechráněnou stavbu soupeře v osadě či městě (i výstavbu města); soupeř ji vrátí pod dobírací balíček podle své volby. Cíl určíš až po případném hodu na ochranu.',
			'Pick an unprotected building in one of the opponent’s settlements or cities (city expansions included); they put it under a draw stack of their choice. Name the target only after any protection roll.'),
		source: `seed L1190-1200; [FAQ cards-0]; ${COUNT_KZ}; ${CRESCENT_DRAW}` },
	{ id: 'traitor', kind: 'action', count: 2, crescent: 1, name: t('Zrádce', 'Traitor'), requirement: REQ_TAVERN,
		text: t('Soupeř ti ukáže celou ruku; smíš si vzít 1 kartu a hned ji zahrát nebo postavit. Náhradu si soupeř dobere až na konci svého tahu. Zrádce jde na odhazovací balíček v každém případě.',
			'The opponent shows you their hand; you may take 1 card and play or build it at once. They replace it only at the end of their own turn. Traitor is discarded either way.'),
		source: `seed L1176-1188; text [K]/[Z]; ${COUNT_KZ}; ${CRESCENT_DRAW}` },
	{ id: 'voyageOfPlunder', kind: 'action', count: 2, crescent: 1, name: t('Plavba za kořistí', 'Voyage of Plunder'), requirement: REQ_STRENGTH,
		text: t('Má-li soupeř víc VB než ty, dá ti 2 libovolné suroviny, jinak 1. Nehratelné, nemá-li nic, co by šlo uložit.',
			'If the opponent has more VP than you, they give you 2 resources of your choice, otherwise 1. Not playable if they have nothing you could store.'),
		source: `seed L1159-1162; text [K]/[Z]; ${COUNT_KZ}; ${CRESCENT_DRAW}` },
	{ id: 'brigandsTurmoil', kind: 'action', copyOf: 'brigandsGold', count: 1, crescent: 0, name: t('Loupežná výprava', 'Brigands'), requirement: REQ_STRENGTH,
		text: t('Jako v Období zlata: soupeř ti dá jeden druh suroviny v množství, které pojme jedna tvá krajina.', 'As in The Era of Gold: the opponent gives you one resource type, as many as one of your regions can hold.'),
		source: `seed L1150 ("see The Era of Gold"); ${COUNT_KZ}` },
	{ id: 'sebastian', kind: 'action', count: 1, crescent: 1, name: t('Sebastian', 'Sebastian the Itinerant Preacher'),
		requirement: t('Jen ve chvíli, kdy se odhalí Rebelie, Svár nebo Bratrská hádka.', 'Only at the moment Riots, Feud or Fraternal Feuds is revealed.'),
		text: t('Odhalená událost se tě netýká. Proti Rebelii ho nelze hrát, chrání-li tě už Kaple [odvozeno]; místo něj se můžeš Rebelii ubránit zlatem.',
			'The revealed event does not affect you. Not playable against Riots when a Chapel already protects you [inferred]; against Riots you may pay gold instead.'),
		source: `seed L1164-1174; text [K]/[Z]; ${COUNT_KZ}; ${CRESCENT_DRAW}` },

	// Settlement/city expansions (5)
	{ id: 'drillGround', kind: 'building', count: 1, crescent: 1, unique: true, name: t('Cvičiště', 'Drill Ground'),
		cost: c('1B 1O'), points: { strength: 1 }, provisional: true,
		text: t('Každý hrdina, kterého stavíš, stojí o 1 libovolnou surovinu méně; na jiné jednotky nepůsobí.', 'Each hero you build costs 1 resource of your choice less; no effect on other units.'),
		disputed: [dispute('points.strength', ['1', '[K]'], ['none', '[Z]'])],
		source: `seed L1207-1209; cost [K][Z]; 1x [K][Z]; strength [K] only (provisional, spec §12 item 12); ${CRESCENT_DRAW}` },
	{ id: 'lookoutTower', kind: 'building', count: 1, crescent: 0, name: t('Pozorovatelna', 'Lookout Tower'),
		cost: c('1L 1G'), points: { strength: 1 }, provisional: true,
		text: t('Hraje-li soupeř Lučištníka, Žháře nebo Zrádce, hoď kostkou: při 1–2 karta nemá účinek; s Heinrichem při 1–5, jedním hodem.',
			'When the opponent plays Archer, Arsonist or Traitor, roll the die: on 1–2 the card has no effect; with Heinrich on 1–5, one roll.'),
		disputed: [dispute('points.strength', ['1', '[K]'], ['none', '[Z]'])],
		source: 'seed L1211-1215; text [K]/[Z]; cost [K][Z]; strength [K] only (provisional, spec §12 item 12)' },
	{ id: 'carlForkbeard', kind: 'hero', count: 1, crescent: 1, name: t('Carl Rozvětvený Vous', 'Carl Forkbeard'),
		cost: c('2W 1G 1O'), points: { strength: 5 }, provisional: true,
		text: t('Hrdina: síla 5, bez zvláštní schopnosti.', 'Hero: strength 5, no special ability.'),
		disputed: [dispute('cost', ['2W 1G 1O', '[K]'], ['1W 1G 1O', '[Z]'])],
		source: `seed L1219; cost [K] (provisional); strength [K][Z]; ${CRESCENT_DRAW}` },
	{ id: 'heinrich', kind: 'hero', count: 1, crescent: 0, name: t('Heinrich, strážce', 'Heinrich the Sentinel'),
		cost: c('1G 1W 1O'), points: { strength: 2 },
		text: t('Hrdina se silou 2. Hraje-li soupeř Lučištníka, Žháře nebo Zrádce, hoď kostkou: při 3–5 bez účinku; s Pozorovatelnou při 1–5, jedním hodem.',
			'Hero, strength 2. When the opponent plays Archer, Arsonist or Traitor, roll the die: on 3–5 no effect; with Lookout Tower on 1–5, one roll.'),
		source: 'seed L1221-1226; text [K]/[Z]; cost/strength [K][Z]' },
	{ id: 'irmgard', kind: 'hero', count: 1, crescent: 1, name: t('Irmgard, strážkyně světla', 'Irmgard, Keeper of the Light'),
		cost: c('1G 1Au'), points: { skill: 2 }, provisional: true,
		text: t('Hrdinka s body zručnosti. Kdykoli musíš kvůli soupeřově akční kartě nebo události odstranit vyloženou kartu výstavby, dostaneš 1 libovolnou surovinu (ne za Irmgard samotnou).',
			'Hero with skill points. Whenever you must remove a placed expansion because of an opponent’s action card or an event, take 1 resource of your choice (not for Irmgard herself).'),
		source: `seed L1228-1235 (skill points, qualitatively); cost/skill [K] only, [Z] has no cost (provisional); ${CRESCENT_DRAW}` },

	// City expansions (9)
	{ id: 'chapelLow', kind: 'cityExpansion', count: 1, crescent: 0, name: t('Kaple', 'Chapel'),
		cost: c('2O 1B 1G'), points: { vp: 1 }, provisional: true,
		text: t('Kaple „1–3“: Rebelie se tě netýká, je-li aktuální výsledek kostky výnosů 1, 2 nebo 3 (nehází se znovu). S oběma Kaplemi jsi chráněn vždy.',
			'Chapel "1–3": Riots does not affect you if the current production result is 1, 2 or 3 (no new roll). With both Chapels you are always protected.'),
		disputed: [dispute('cost', ['2O 1B 1G', '[K]'], ['1O 1B 1G', '[Z]']), dispute('points.vp', ['1', '[K]'], ['not recorded', '[Z]'])],
		source: 'seed L1239-1244 (2 Chapels, ranges 1–3 and 4–6); text [K]/[Z]; cost/VP [K] (provisional)' },
	{ id: 'chapelHigh', kind: 'cityExpansion', count: 1, crescent: 0, name: t('Kaple', 'Chapel'),
		cost: c('2O 1B 1G'), points: { vp: 1 }, provisional: true,
		text: t('Kaple „4–6“: Rebelie se tě netýká, je-li aktuální výsledek kostky výnosů 4, 5 nebo 6 (nehází se znovu). S oběma Kaplemi jsi chráněn vždy.',
			'Chapel "4–6": Riots does not affect you if the current production result is 4, 5 or 6 (no new roll). With both Chapels you are always protected.'),
		disputed: [dispute('cost', ['2O 1B 1G', '[K]'], ['1O 1B 1G', '[Z]']), dispute('points.vp', ['1', '[K]'], ['not recorded', '[Z]'])],
		source: 'seed L1239-1244 (2 Chapels, ranges 1–3 and 4–6); text [K]/[Z]; cost/VP [K] (provisional)' },
	{ id: 'fairgrounds', kind: 'cityExpansion', count: 1, crescent: 1, name: t('Místo pro konání oslav', 'Fairgrounds'),
		cost: c('2L 1G 1W'), points: { vp: 1 }, provisional: true,
		text: t('Po úplném zaplacení: máš-li víc bodů zručnosti než soupeř, dostaneš 2 libovolné suroviny; jinak nic (postavit ho lze i tak).',
			'After paying in full: if you have more skill points than the opponent, take 2 resources of your choice; otherwise nothing (it may still be built).'),
		disputed: [dispute('cost', ['2L 1G 1W', '[K]'], ['1L 1G 1W', '[Z]']), dispute('points.vp', ['1', '[K]'], ['not recorded', '[Z]'])],
		source: `seed L1246-1254; cost/VP [K] (provisional); ${CRESCENT_DRAW}` },
	{ id: 'fireBrigade', kind: 'cityExpansion', count: 2, crescent: 1, name: t('Požární zbrojnice', 'Fire Brigade'),
		cost: c('2W 1B 1O'), points: { vp: 1 }, provisional: true,
		text: t('Všechny stavby v jejím městě (výstavby města i osady, včetně jí samotné) jsou chráněny před Žhářem.',
			'All buildings in its city (city and settlement/city expansions, itself included) are protected from the Arsonist.'),
		disputed: [dispute('cost', ['2W 1B 1O', '[K]'], ['1W 1B 1O', '[Z]']), dispute('points.vp', ['1', '[K]'], ['not recorded', '[Z]'])],
		source: `seed L1256-1258; cost/VP [K] (provisional); ${CRESCENT_DRAW}` },
	{ id: 'titheBarn', kind: 'cityExpansion', count: 1, crescent: 1, name: t('Stodola na desátky', 'Tithe Barn'),
		cost: c('2L 1B 1O'), points: { vp: 1 }, provisional: true,
		text: t('Při postavení zvol vlnu, nebo obilí: dostaneš 1 kus za každého svého hrdinu; co neuložíš, propadá.',
			'When built, choose wool or grain: take 1 of it per own hero; whatever you cannot store is lost.'),
		disputed: [dispute('cost', ['2L 1B 1O', '[K]'], ['1L 1B 1G', '[Z]']), dispute('points.vp', ['1', '[K]'], ['not recorded', '[Z]'])],
		source: `seed L1260-1267; cost/VP [K] (provisional); ${CRESCENT_DRAW}` },
	{ id: 'hedgeTavern', kind: 'cityExpansion', count: 2, crescent: 1, faceUp: true, unique: true, name: t('Špeluňka', 'Hedge Tavern'),
		cost: c('2Au 1G 1W'), points: { vp: 1 }, provisional: true,
		text: t('Podmínka pro útočné akční karty Lučištník, Žhář a Zrádce.', 'Required for the attack action cards Archer, Arsonist and Traitor.'),
		disputed: [dispute('cost', ['2Au 1G 1W', '[K]'], ['1Au 1G 1W', '[Z]']), dispute('points.vp', ['1', '[K]'], ['not recorded', '[Z]'])],
		source: `seed L1269-1271; face-up stack seed L703-704; cost/VP [K] (provisional); ${CRESCENT_DRAW}` },
	{ id: 'largeFestivalHall', kind: 'cityExpansion', count: 1, crescent: 0, name: t('Velká slavnostní síň', 'Large Festival Hall'),
		cost: c('3G 3O 2B'), points: { vp: 2 }, provisional: true, placeholder: ['name.cs'],
		text: t('Bez dalšího účinku: přináší 2 VB.', 'No further effect: worth 2 VP.'),
		disputed: [dispute('cost', ['3G 3O 2B', '[K], [Z2]'], ['2Au 2O 2B', '[Z1]'])],
		source: 'not in the seed; existence and count (28 − 27 listed in the seed) [K][Z]; cost/VP [K][Z2] (provisional); Czech name our own translation (placeholder)' },

	// Event cards (4)
	{ id: 'fraternalFeudsTurmoil', kind: 'event', event: 'fraternalFeuds', copyOf: 'fraternalFeuds', count: 1, crescent: 1, name: t('Bratrská hádka', 'Fraternal Feuds'),
		text: t('Držitel žetonu síly si prohlédne ruku soupeře a 2 karty z ní vrátí pod dobírací balíčky (jako v základní sadě).',
			'The strength-token owner looks at the opponent’s hand and puts 2 of its cards under draw stacks (as in the basic set).'),
		source: `seed L1275 ("see basic set"); ${CRESCENT_EVENT}` },
	{ id: 'riots', kind: 'event', count: 2, crescent: 1, name: t('Rebelie', 'Riots'),
		text: t('Hráč s 1–2 jednotkami s body síly nebo obchodu zaplatí 1 zlato, s více takovými 2 zlata. Kdo nezaplatí (smí i dobrovolně), vrátí jednu takovou jednotku pod odpovídající balíček.',
			'A player with 1–2 units that have strength or commerce points pays 1 gold, with more such units 2 gold. Whoever does not pay (a free choice) puts one such unit under a matching stack.'),
		source: `seed L1277-1281; amounts [K]/[Z]; ${CRESCENT_EVENT}` },
	{ id: 'feudTurmoil', kind: 'event', event: 'feud', copyOf: 'feud', count: 1, crescent: 1, name: t('Svár', 'Feud'),
		text: t('Držitel žetonu síly vybere 3 stavby soupeře; soupeř jednu z nich vrátí pod dobírací balíček (jako v základní sadě).',
			'The strength-token owner picks 3 of the opponent’s buildings; the opponent puts one of them under a draw stack (as in the basic set).'),
		source: `seed L1283 ("see basic set"); ${CRESCENT_EVENT}` }
]);

// ---------------------------------------------------------------------------------------------
// The Era of Progress — 31 cards: actions 11, units 2, city expansions 13, events 5
// (seed L1295-1413). Face-up stack: 2 Universities (seed L706-707).
// Costs: §9.9 working values ([Z2] for Town Hall, University, Pharmacy, Bath House, Parliament);
// no source gives Progress VP: 1 VP per city expansion and Parliament 2 VP are placeholders.
// ---------------------------------------------------------------------------------------------
const VP_PLACEHOLDER = 'VP: no source gives it, 1 VP per Progress city expansion is the spec §9.9 placeholder';

export const PROGRESS_CARDS: CardDef[] = inSet('progress', [
	// Action cards (11)
	{ id: 'benjamin', kind: 'action', count: 1, crescent: 0, name: t('Benjamin', 'Benjamin the Traveling Scholar'),
		text: t('Znovu dostaneš výnos každé krajiny s číslem právě hozeným na kostce výnosů (i krajin přidaných v tomto tahu); násobiče výnosů neplatí.',
			'Once more receive the yield of every region whose number matches this turn’s production roll (regions added this turn included); production boosters do not apply.'),
		source: `seed L1299-1306; text [K]/[Z]; ${COUNT_KZ}` },
	{ id: 'doctor', kind: 'action', count: 2, crescent: 1, name: t('Doktor', 'Doctor'),
		requirement: t('Vlastníš Lázně.', 'You own a Bath House.'),
		text: t('Každá krajina sousedící s městem tvých Lázní dostane 1 surovinu (s více Lázněmi se počítají jen jedny).',
			'Each region adjacent to the city of your Bath House receives 1 resource (with several Bath Houses only one counts).'),
		source: `seed L1310-1311; text [K]/[Z]; ${COUNT_KZ}; ${CRESCENT_DRAW}` },
	{ id: 'guido', kind: 'action', count: 1, crescent: 0, name: t('Guido', 'Guido the Ambassador'),
		requirement: t('Vlastníš Radnici, nebo máš méně VB než soupeř.', 'You own a Town Hall, or you have fewer VP than the opponent.'),
		text: t('Vezmi si 1 kartu z odhazovacího balíčku; smíš ji hned zahrát nebo postavit.', 'Take 1 card from the discard pile; you may play or build it at once.'),
		source: `seed L1313-1318; ${COUNT_KZ}` },
	{ id: 'gustav', kind: 'action', count: 1, crescent: 0, name: t('Gustav', 'Gustav the Librarian'),
		requirement: t('Vlastníš Knihovnu, nebo máš méně VB než soupeř.', 'You own a Library, or you have fewer VP than the opponent.'),
		text: t('Vezmi si 1 kartu z odhazovacího balíčku; smíš ji hned zahrát nebo postavit.', 'Take 1 card from the discard pile; you may play or build it at once.'),
		source: `seed L1320-1325; ${COUNT_KZ}` },
	{ id: 'mineralMining', kind: 'action', count: 2, crescent: 1, name: t('Stavba slojí', 'Mineral Mining'), requirement: REQ_UNIVERSITY,
		text: t('Dostaneš až 2 rudy na libovolná svá pohoří; co se nevejde, propadá.', 'Receive up to 2 ore on any of your Mountains; whatever does not fit is lost.'),
		source: `seed L1327-1331; Czech name from OCR "Stavbu sloji" L1328 / "Stavbou sluji" L757, spelling [inferred]; "up to 2" [K]/[Z]; ${COUNT_KZ}; ${CRESCENT_DRAW}` },
	{ id: 'threeFieldSystem', kind: 'action', count: 2, crescent: 1, name: t('Trojpolní hospodářství', 'Three-Field System'), requirement: REQ_UNIVERSITY,
		text: t('Dostaneš až 2 obilí na libovolná svá pole; co se nevejde, propadá.', 'Receive up to 2 grain on any of your Fields; whatever does not fit is lost.'),
		source: `seed L1338-1342; "up to 2" [K]/[Z]; ${COUNT_KZ}; ${CRESCENT_DRAW}` },
	{ id: 'brigittaProgress', kind: 'action', action: 'brigitta', copyOf: 'brigitta', count: 1, crescent: 1, name: t('Brigitta, vědma', 'Brigitta, the Wise Woman'),
		text: t('Před hodem zvol výsledek kostky výnosů; hází se jen kostkou událostí (jako v základní sadě).', 'Before rolling, choose the production result; only the event die is rolled (as in the basic set).'),
		source: `seed L1308 ("see basic set"); ${COUNT_KZ}; ${CRESCENT_DRAW}` },
	{ id: 'relocationProgress', kind: 'action', action: 'relocation', copyOf: 'relocation', count: 1, crescent: 1, name: t('Stěhování', 'Relocation'),
		text: t('Prohoď 2 své krajiny nebo 2 své karty výstavby (jako v základní sadě).', 'Swap 2 of your regions or 2 of your expansions (as in the basic set).'),
		source: `seed L1333 ("see basic set"); ${COUNT_KZ}; ${CRESCENT_DRAW}` },

	// Units (2)
	{ id: 'chiefCannoneer', kind: 'unit', count: 2, crescent: 1, name: t('Kanonýr', 'Chief Cannoneer'),
		cost: c('1L 1O'), points: { strength: 4 }, requirement: REQ_UNIVERSITY,
		text: t('Jednotka, ale ne hrdina: karty o hrdinech se ho netýkají, karty o jednotkách ano. Smíš mít oba.',
			'A unit but not a hero: cards about heroes ignore it, cards about units apply. You may own both.'),
		source: `seed L1352-1357; cost/strength [K][Z]; ${CRESCENT_DRAW}` },

	// City expansions (13)
	{ id: 'library', kind: 'cityExpansion', count: 2, crescent: 1, name: t('Knihovna', 'Library'),
		cost: c('1L 2G'), points: { vp: 1, progress: 1 }, provisional: true, placeholder: ['points.vp'],
		text: t('Při postavení prohledej jeden dobírací balíček a vezmi si z něj 1 kartu; smíš ji hned postavit nebo zahrát.',
			'When built, search one draw stack and take 1 card from it; you may build or play it at once.'),
		disputed: [dispute('cost', ['1L 2G', '[K]'], ['1L 1B 1O', '[Z]'])],
		source: `seed L1361-1363; text [K]/[Z]; cost and progress point [K] (provisional); ${VP_PLACEHOLDER}; ${CRESCENT_DRAW}` },
	{ id: 'bathHouse', kind: 'cityExpansion', count: 3, crescent: 1, name: t('Lázně', 'Bath House'),
		cost: c('2B 1W 1O'), points: { vp: 1 }, provisional: true, placeholder: ['points.vp'],
		text: t('4 krajiny sousedící s jejím městem jsou chráněny před Morem.', 'The 4 regions adjacent to its city are protected from Plague.'),
		disputed: [dispute('cost', ['2B 1W 1O', '[Z2]'], ['1B 1W 1O', '[K], [Z1]'])],
		source: `seed L1365-1367; cost [Z2] per spec §9.9 (provisional); ${VP_PLACEHOLDER}; ${CRESCENT_DRAW}` },
	{ id: 'pharmacy', kind: 'cityExpansion', count: 2, crescent: 1, name: t('Lékárna', 'Pharmacy'),
		cost: c('2W 1B 1Au'), points: { vp: 1 }, provisional: true, placeholder: ['points.vp'],
		text: t('Při každém Moru dostaneš 1 libovolnou surovinu na libovolnou krajinu, ať o něco přijdeš, nebo ne; za každou Lékárnu jednu.',
			'Whenever Plague strikes, take 1 resource of your choice onto any region, whether or not you lost anything; one per Pharmacy.'),
		disputed: [dispute('cost', ['2W 1B 1Au', '[Z2]'], ['1W 1B 1Au', '[Z1]'], ['1W 1Au', '[K]'])],
		source: `seed L1369-1373; [FAQ]; cost [Z2] per spec §9.9 (provisional); ${VP_PLACEHOLDER}; ${CRESCENT_DRAW}` },
	{ id: 'townHall', kind: 'cityExpansion', count: 2, crescent: 1, name: t('Radnice', 'Town Hall'),
		cost: c('2W 2O 1B'), points: { vp: 1 }, provisional: true, placeholder: ['points.vp'],
		requirement: t('V tomtéž městě už stojí tvůj Obecní dům; Radnice se položí na něj.', 'Your Parish Hall already stands in that city; Town Hall is placed on top of it.'),
		text: t('Výběr karty při výměně tě nestojí nic. Odstraníš-li Radnici, Obecní dům zůstane; při Stěhování se stěhuje s ní. Dokud stojí, druhý Obecní dům stavět nesmíš.',
			'Choosing a card during the exchange costs you nothing. If Town Hall is removed, the Parish Hall stays; Relocation moves both. While it stands you may not build a second Parish Hall.'),
		disputed: [dispute('cost', ['2W 2O 1B', '[Z2]'], ['1W 1O 1B', '[K], [Z1]'])],
		source: `seed L1377-1387; text [K]/[Z]; cost [Z2] per spec §9.9 (provisional); ${VP_PLACEHOLDER}; ${CRESCENT_DRAW}` },
	{ id: 'parliament', kind: 'cityExpansion', count: 1, crescent: 1, name: t('Sněmovna', 'Parliament'),
		cost: c('3L 2B 2W'), points: { vp: 2 }, provisional: true, placeholder: ['points.vp'],
		requirement: t('Karty výstavby ve tvém knížectví mají dohromady aspoň 2 body rozvoje.', 'Expansion cards in your principality show at least 2 progress points.'),
		text: t('Žádný další účinek.', 'No further effect.'),
		disputed: [dispute('cost', ['3L 2B 2W', '[Z2]'], ['2L 1B 1W', '[Z1]'], ['1L 1B 1W', '[K]'])],
		source: `seed L1389-1390; cost [Z2] per spec §9.9 (provisional); VP: no source gives it, 2 VP [inferred] placeholder (spec §9.9, [Z] notes two icons); ${CRESCENT_DRAW}` },
	{ id: 'buildingCrane', kind: 'cityExpansion', count: 1, crescent: 0, name: t('Stavební jeřáb', 'Building Crane'),
		cost: c('1L'), points: { vp: 1 }, provisional: true, placeholder: ['points.vp'], requirement: REQ_UNIVERSITY,
		text: t('Výstavby města za víc než 4 suroviny tě stojí o 1 surovinu méně; ušetřená surovina ti zůstane.',
			'City expansions costing more than 4 resources cost you 1 resource less; you keep the saved resource.'),
		source: `seed L1392-1396; cost 1L [K][Z] (agree, but likely incomplete: provisional); ${VP_PLACEHOLDER}` },
	{ id: 'university', kind: 'cityExpansion', count: 2, crescent: 1, faceUp: true, unique: true, name: t('Univerzita', 'University'),
		cost: c('2L 2G 1B'), points: { vp: 1, progress: 1 }, provisional: true, placeholder: ['points.vp'],
		requirement: t('Vlastníš Klášter nebo Knihovnu.', 'You own an Abbey or a Library.'),
		text: t('Podmínka pro Kanonýra, Stavbu slojí, Trojpolní hospodářství a Stavební jeřáb; odstraníš-li ji, karty postavené díky ní zůstávají.',
			'Required for Chief Cannoneer, Mineral Mining, Three-Field System and Building Crane; if removed later, cards built thanks to it stay.'),
		disputed: [dispute('cost', ['2L 2G 1B', '[Z2]'], ['1L 1G 1B', '[Z1]'], ['1L 1G 1W', '[K]'])],
		source: `seed L1398-1405; face-up stack seed L706-707; cost [Z2] per spec §9.9 (provisional); progress point [K] ([Z] "1"); ${VP_PLACEHOLDER}; ${CRESCENT_DRAW}` },

	// Event cards (5)
	{ id: 'inventionProgress', kind: 'event', event: 'invention', copyOf: 'invention', count: 2, crescent: 2, name: t('Vynález', 'Invention'),
		text: t('Každý hráč dostane 1 libovolnou surovinu za každou stavbu s bodem rozvoje, nejvýše 2 (jako v základní sadě).',
			'Each player takes 1 resource of choice per building with a progress point, at most 2 (as in the basic set).'),
		source: `seed L1409 ("see basic set"); ${CRESCENT_EVENT}` },
	{ id: 'plague', kind: 'event', count: 3, crescent: 2, name: t('Mor', 'Plague'),
		text: t('Každá krajina sousedící s městem ztratí 1 surovinu (i u 2 měst jen 1); výstavby krajin (Úkryt pro zlato) to nepostihne.',
			'Every region adjacent to a city loses 1 resource (only 1 even next to 2 cities); region expansions (Gold Cache) are not affected.'),
		source: `seed L1411-1413; text [K]/[Z]; [FAQ faqs/104?page=8]; ${CRESCENT_EVENT}` }
]);

export const THEME_CARDS: CardDef[] = [...GOLD_CARDS, ...TURMOIL_CARDS, ...PROGRESS_CARDS];

export const themeCardsOf = (set: ThemeSet): CardDef[] => THEME_CARDS.filter((d) => d.set === set);

const instances = (defs: CardDef[]) => defs.flatMap((d) => Array.from({ length: d.count }, (_, i) => `${d.id}#${i + 1}`));

/** Physical cards (`<id>#<copy>`) of a theme set matching a predicate. */
export const themeInstances = (set: ThemeSet, pred: (d: CardDef) => boolean = () => true): string[] =>
	instances(themeCardsOf(set).filter(pred));

/** Theme game: the cards shuffled into the 2 theme draw stacks (all but events and face-up cards, spec §3.3). */
export const themeDrawCards = (set: ThemeSet) => themeInstances(set, (d) => d.kind !== 'event' && !d.faceUp);
/** Theme game: the face-up expansion stack (spec §3.3 item 2). */
export const themeFaceUpCards = (set: ThemeSet) => themeInstances(set, (d) => !!d.faceUp);
/** The theme set's event cards, added to the basic event deck (spec §3.3 item 1). */
export const themeEventCards = (set: ThemeSet) => themeInstances(set, (d) => d.kind === 'event');

/** Kinds that are built into a principality (for catalogues and checks). */
export const EXPANSION_KINDS: CardKind[] = ['building', 'hero', 'ship', 'unit', 'cityExpansion', 'regionExpansion'];

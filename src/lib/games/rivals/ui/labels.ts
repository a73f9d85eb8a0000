/** Presentation helpers for the Rivals board: names, colours, short labels. No rules here. */
import type { Text } from '$lib/engine';
import { cardDef, REGION_BY_ID, REGION_NAMES, REGION_RESOURCE, RESOURCE_NAMES, RESOURCES, type Resource, type RegionType } from '../cards';
import { regionNumbersOf, type CardLookup, type ContentHolder } from '../content';
import type { EventFace } from '../types';

export type Lang = 'cs' | 'en';

export const REGION_COLORS: Record<RegionType, string> = {
	forest: '#2f6b3a',
	pasture: '#8cc26a',
	fields: '#e7c64b',
	hills: '#ad5430',
	mountains: '#676a72',
	goldfield: '#d9a441'
};

/** A resource wears the colour of the region that produces it. */
export const RESOURCE_COLORS = Object.fromEntries(
	(Object.keys(REGION_RESOURCE) as RegionType[]).map((type) => [REGION_RESOURCE[type], REGION_COLORS[type]])
) as Record<Resource, string>;

export const RESOURCE_SHORT: Record<Resource, Text> = {
	lumber: { cs: 'D', en: 'L' },
	wool: { cs: 'V', en: 'W' },
	grain: { cs: 'O', en: 'G' },
	brick: { cs: 'C', en: 'B' },
	ore: { cs: 'R', en: 'O' },
	gold: { cs: 'Z', en: 'Au' }
};

export const FACE_LABELS: Record<EventFace, Text> = {
	brigand: { cs: 'Zloděj', en: 'Brigands' },
	trade: { cs: 'Obchod', en: 'Trade' },
	celebration: { cs: 'Oslava', en: 'Celebration' },
	harvest: { cs: 'Sklizeň', en: 'Harvest' },
	event: { cs: 'Událost', en: 'Event' }
};

/** Names short enough for a 52 px region on a phone; the full name is the accessible one and shows on tap. */
export const REGION_SHORT: Record<RegionType, Text> = {
	forest: { cs: 'Les', en: 'Forest' },
	pasture: { cs: 'Pastv.', en: 'Pasture' },
	fields: { cs: 'Pole', en: 'Fields' },
	hills: { cs: 'Vrch.', en: 'Hills' },
	mountains: { cs: 'Pohoří', en: 'Mount.' },
	goldfield: { cs: 'Zlato', en: 'Gold' }
};

/** A region card's type, colour and die number (the match's: `h`, content.ts). */
export const regionInfo = (card: string, h: ContentHolder = {}) => {
	const r = REGION_BY_ID[card];
	return { ...r, number: regionNumbersOf(h)(card), name: REGION_NAMES[r.type], short: REGION_SHORT[r.type], resource: REGION_RESOURCE[r.type], color: REGION_COLORS[r.type] };
};

export const resourceName = (r: Resource, lang: Lang) => RESOURCE_NAMES[r][lang];
/** A card's name (the match's: `cards`, content.ts). */
export const cardTitle = (card: string, lang: Lang, cards: CardLookup = cardDef) => cards(card).name[lang];
export { cardDef, RESOURCES };

/** Text-box colour of each card kind (green expansions, red city expansions, yellow actions…). */
export const KIND_COLORS: Record<string, string> = {
	action: '#e3b52c',
	building: '#3d7530',
	hero: '#3d7530',
	ship: '#3d7530',
	unit: '#3d7530',
	cityExpansion: '#b23a2e',
	regionExpansion: '#8a5a2b',
	event: '#6a5a8c'
};

export const KIND_LABELS: Record<string, Text> = {
	action: { cs: 'Akční karta', en: 'Action card' },
	building: { cs: 'Stavba', en: 'Building' },
	hero: { cs: 'Jednotka – hrdina', en: 'Unit – hero' },
	ship: { cs: 'Jednotka – obchodní loď', en: 'Unit – trade ship' },
	unit: { cs: 'Jednotka', en: 'Unit' },
	cityExpansion: { cs: 'Výstavba města', en: 'City expansion' },
	regionExpansion: { cs: 'Výstavba krajiny', en: 'Region expansion' },
	event: { cs: 'Událost', en: 'Event' }
};

/** Short names of the card backs on the draw stacks. */
export const STACK_SET_SHORT: Record<string, Text> = {
	basic: { cs: 'základ', en: 'basic' },
	gold: { cs: 'zlato', en: 'gold' },
	turmoil: { cs: 'zmatky', en: 'turmoil' },
	progress: { cs: 'rozvoj', en: 'progress' }
};

export const UI: Record<string, Text> = {
	you: { cs: 'Ty', en: 'You' },
	opponent: { cs: 'Soupeř', en: 'Opponent' },
	hand: { cs: 'Ruka', en: 'Hand' },
	cards: { cs: 'karet', en: 'cards' },
	vp: { cs: 'VB', en: 'VP' },
	strength: { cs: 'Síla', en: 'Strength' },
	skill: { cs: 'Zručnost', en: 'Skill' },
	commerce: { cs: 'Obchod', en: 'Commerce' },
	progress: { cs: 'Rozvoj', en: 'Progress' },
	limit: { cs: 'limit', en: 'limit' },
	roads: { cs: 'Cesty', en: 'Roads' },
	settlements: { cs: 'Vesnice', en: 'Settlements' },
	cities: { cs: 'Města', en: 'Cities' },
	regions: { cs: 'Krajiny', en: 'Regions' },
	stack: { cs: 'Balíček', en: 'Stack' },
	events: { cs: 'Události', en: 'Events' },
	discard: { cs: 'Odhoz', en: 'Discard' },
	production: { cs: 'Výnos', en: 'Production' },
	event: { cs: 'Událost', en: 'Event' },
	roll: { cs: 'Hodit kostkami', en: 'Roll the dice' },
	endTurn: { cs: 'Ukončit tah', en: 'End turn' },
	trade: { cs: 'Obchod s bankou', en: 'Trade with the bank' },
	give: { cs: 'Dám', en: 'Give' },
	get: { cs: 'Dostanu', en: 'Get' },
	play: { cs: 'Zahrát', en: 'Play' },
	build: { cs: 'Postavit', en: 'Build' },
	cost: { cs: 'Cena', en: 'Cost' },
	source: { cs: 'Zdroj údajů', en: 'Data source' },
	close: { cs: 'Zavřít', en: 'Close' },
	road: { cs: 'Cesta', en: 'Road' },
	settlement: { cs: 'Vesnice', en: 'Settlement' },
	city: { cs: 'Město', en: 'City' },
	newRoad: { cs: '+ cesta', en: '+ road' },
	newSettlement: { cs: '+ vesnice', en: '+ settlement' },
	site: { cs: 'volné místo', en: 'free site' },
	onTopOf: { cs: 'na kartě', en: 'on top of' },
	riotsHint: { cs: 'Zaplať zlatem, nebo vyber jednotku a pak balíček se stejnou rubovou stranou, pod který ji vrátíš.', en: 'Pay gold, or choose a unit and then a stack with the same back to put it under.' },
	riotsUnitHint: { cs: 'Na zlato nemáš: vyber jednotku a pak balíček se stejnou rubovou stranou, pod který ji vrátíš.', en: 'You lack the gold: choose a unit and then a stack with the same back to put it under.' },
	buildOnTop: { cs: 'postavit sem', en: 'build here' },
	discardPickHint: { cs: 'Odhazovací balíček: vyber kartu, kterou si vezmeš do ruky.', en: 'Discard pile: choose the card to take into your hand.' },
	traitorHint: { cs: 'Ruka soupeře: vyber kartu, kterou si vezmeš, nebo nic.', en: "Your opponent's hand: choose a card to take, or none." },
	searchFree: { cs: 'Prohledat balíček', en: 'Search stack' },
	strengthToken: { cs: 'Žeton síly', en: 'Strength token' },
	tradeToken: { cs: 'Žeton obchodu', en: 'Trade token' },
	selectSite: { cs: 'Vyber volné stavební místo (zvýrazněné).', en: 'Choose a free building site (highlighted).' },
	selectStack: { cs: 'Vyber balíček.', en: 'Choose a stack.' },
	skip: { cs: 'Přeskočit', en: 'Skip' },
	noScout: { cs: 'Táhnout 2 vrchní krajiny', en: 'Draw the top 2 regions' },
	useScout: { cs: 'Zahrát Zvěda', en: 'Play the Scout' },
	buy: { cs: 'Koupit za 1 zlato', en: 'Buy for 1 gold' },
	doneBuying: { cs: 'Hotovo', en: 'Done' },
	takeTop: { cs: 'Vrchní karta', en: 'Top card' },
	search: { cs: 'Prohledat', en: 'Search' },
	top: { cs: 'nahoru', en: 'top' },
	waiting: { cs: 'Čeká se na', en: 'Waiting for' },
	rate: { cs: 'kurz', en: 'rate' },
	opponentHand: { cs: 'Ruka soupeře', en: "Opponent's hand" },
	regionStack: { cs: 'Balíček krajin', en: 'Region stack' },
	winner: { cs: 'Výhra', en: 'Winner' },
	exchangeHint: { cs: 'Vyber kartu z ruky a pak balíček, pod který ji vrátíš.', en: 'Choose a hand card, then the stack to put it under.' },
	putUnderHint: { cs: 'Vyber kartu z ruky a pak balíček, pod který ji vrátíš.', en: 'Choose a hand card, then the stack to put it under.' },
	feudsHint: { cs: 'Vyber kartu soupeře a pak balíček.', en: "Choose an opponent's card, then a stack." },
	feudRemoveHint: { cs: 'Vyber stavbu a pak balíček, pod který půjde.', en: 'Choose the building, then the stack it goes under.' },
	details: { cs: 'Podrobnosti', en: 'Details' },
	number: { cs: 'číslo', en: 'number' },
	faceUp: { cs: 'Odkryté karty', en: 'Face-up cards' },
	demolish: { cs: 'Zbourat', en: 'Demolish' },
	chooseHighlighted: { cs: 'Vyber zvýrazněnou možnost.', en: 'Choose one of the highlighted options.' },
	provisional: { cs: 'Předběžná hodnota (žádný zdroj ji nepotvrzuje)', en: 'Provisional value (no source confirms it)' },
	answerRegion: { cs: 'Vyber krajinu nebo kartu', en: 'Choose a region or card' },
	answerStack: { cs: 'Vyber balíček', en: 'Choose a stack' },
	answerSite: { cs: 'Vyber stavební místo', en: 'Choose a building site' },
	answerBuild: { cs: 'Stavby', en: 'Buildings' },
	siteLabel: { cs: 'Místo', en: 'Site' },
	above: { cs: 'nahoře', en: 'above' },
	below: { cs: 'dole', en: 'below' },
	left: { cs: 'vlevo', en: 'left' },
	right: { cs: 'vpravo', en: 'right' },
	fromLeft: { cs: 'zleva', en: 'from the left' },
	tapToRoll: { cs: 'Hodit kostkami (klepni na kostky)', en: 'Roll the dice (tap the dice)' },
	dice: { cs: 'Kostky', en: 'Dice' },
	tableCentre: { cs: 'Střed stolu', en: 'Table centre' },
	goods: { cs: 'surovin', en: 'goods' },
	closeTrade: { cs: 'Zavřít obchod', en: 'Close trade' }
};

export const L = (t: Text, lang: Lang) => t[lang];

/**
 * The Imperial Settlers board's words and colours (Czech and English): goods, card colours and
 * types, factions, phases, and every card's effect described in words from its data (the rules
 * interpret the same records, so the text cannot drift from what the engine does).
 */
import type { Text } from '$lib/engine';
import { cardInfoOf, type CardHolder } from '../cards';
import { card, cardInfo, factionDef, gainText, itemName, PH_ACTION, PH_FEATURE } from '../data';
import type { ActionEffect, ActionSpec, CardDef, Color, Cost, FactionId, Feature, Gain, Item, LocKind, Yield } from '../data/types';
import type { IsView } from '../view';

export type Lang = 'cs' | 'en';
const t = (cs: string, en: string): Text => ({ cs, en });

/** Chip colour and one/two-letter mark of every item (marks differ per language). */
export const ITEM_STYLE: Record<Item, { color: string; mark: Text }> = {
	wood: { color: '#7a4a1f', mark: t('D', 'W') },
	stone: { color: '#8d9299', mark: t('K', 'S') },
	food: { color: '#b4461a', mark: t('J', 'F') },
	gold: { color: '#e2b33a', mark: t('Z', 'G') },
	worker: { color: '#efe2c2', mark: t('Dě', 'Wk') },
	raze: { color: '#8c1d1d', mark: t('⚔', '⚔') },
	defence: { color: '#24578f', mark: t('O', 'D') },
	card: { color: '#5b4a8f', mark: t('Ka', 'C') },
	commonCard: { color: '#4f6d7a', mark: t('OK', 'CC') },
	factionCard: { color: '#6d3f7a', mark: t('FK', 'FC') },
	vp: { color: '#1f6b3f', mark: t('★', '★') }
};

/** Card colours (the band of a card). */
export const COLOR_HEX: Record<Color, string> = {
	brown: '#8b5a2b',
	grey: '#8a8f96',
	red: '#b3372b',
	pink: '#e79ab8',
	gold: '#d9a441',
	blue: '#2f6fb0',
	black: '#2b2b2b',
	purple: '#6b3fa0'
};
/** Ruins have no colour. */
export const NO_COLOR = '#d8cfc0';

/** Colour names: plain, and as the accusative of "Location" ("za každou hnědou lokaci"). */
export const COLOR_NAME: Record<Color, { cs: string; csAcc: string; en: string }> = {
	brown: { cs: 'hnědá', csAcc: 'hnědou', en: 'brown' },
	grey: { cs: 'šedá', csAcc: 'šedou', en: 'grey' },
	red: { cs: 'červená', csAcc: 'červenou', en: 'red' },
	pink: { cs: 'růžová', csAcc: 'růžovou', en: 'pink' },
	gold: { cs: 'zlatá', csAcc: 'zlatou', en: 'gold' },
	blue: { cs: 'modrá', csAcc: 'modrou', en: 'blue' },
	black: { cs: 'černá', csAcc: 'černou', en: 'black' },
	purple: { cs: 'fialová', csAcc: 'fialovou', en: 'purple' }
};

export const KIND_NAME: Record<LocKind, Text> = {
	production: t('Výroba', 'Production'),
	feature: t('Vlastnost', 'Feature'),
	action: t('Akce', 'Action')
};
/** Row titles of an Empire. */
export const ROW_NAME: Record<LocKind, Text> = {
	production: t('Výrobní lokace', 'Production Locations'),
	feature: t('Lokace s vlastností', 'Feature Locations'),
	action: t('Akční lokace', 'Action Locations')
};

export const FACTION_COLOR: Record<FactionId, string> = {
	romans: '#9e2a2b',
	barbarians: '#4d6b2a',
	egyptians: '#b8862b',
	japanese: '#34477f'
};

export const DECK_NAME: Record<'common' | FactionId, Text> = {
	common: t('Obecná', 'Common'),
	romans: t('Římané', 'Romans'),
	barbarians: t('Barbaři', 'Barbarians'),
	egyptians: t('Egypťané', 'Egyptians'),
	japanese: t('Japonci', 'Japanese')
};

/** Short deck marks for a card's band ("Výroba · Řím"). */
export const DECK_SHORT: Record<FactionId, Text> = {
	romans: t('Řím', 'Rom'),
	barbarians: t('Barb', 'Barb'),
	egyptians: t('Egypt', 'Egypt'),
	japanese: t('Jap', 'Jap')
};

export type Phase = 'lookout' | 'production' | 'actions' | 'end';
export const PHASE_NAME: Record<Phase, Text> = {
	lookout: t('Rozhled', 'Lookout'),
	production: t('Výroba', 'Production'),
	actions: t('Akce', 'Actions'),
	end: t('Konec hry', 'Game over')
};
/**
 * The phase of the round from the public view: the Lookout while cards lie revealed, the
 * Action phase while someone takes turns, else Production (its card draws are the only
 * decisions between the two). Cleanup asks nothing, so it is never shown as current.
 */
export function phaseOf(v: IsView): Phase {
	if (v.over) return 'end';
	if (v.current !== null) return 'actions';
	if (v.lookout.length) return 'lookout';
	return 'production';
}

export const UI = {
	hand: t('Ruka', 'Hand'),
	noHand: t('Žádné karty v ruce.', 'No cards in hand.'),
	round: t('Kolo', 'Round'),
	phase: t('Fáze', 'Phase'),
	first: t('Začíná', 'First player'),
	onTurn: t('Na tahu', 'On turn'),
	passed: t('pas', 'passed'),
	vp: t('VB', 'VP'),
	score: t('Body', 'Score'),
	lookout: t('Rozhled: obecné karty k výběru', 'Lookout: Common cards to draft'),
	empire: t('Říše', 'Empire'),
	empireOf: t('Říše hráče', 'Empire of'),
	showEmpire: t('Ukázat říši', 'Show Empire'),
	goods: t('Zásoba', 'Supply'),
	keeps: t('Uchová', 'Keeps'),
	produces: t('Deska vyrábí', 'Board produces'),
	deals: t('Dohody', 'Deals'),
	noDeals: t('Žádné dohody.', 'No Deals.'),
	foundations: t('Základy', 'Foundations'),
	tokens: t('Egyptské žetony', 'Egyptian tokens'),
	decks: t('Balíčky', 'Decks'),
	commonDeck: t('Obecný balíček', 'Common deck'),
	factionDeck: t('Frakční balíček', 'Faction deck'),
	emptyRow: t('zatím nic', 'nothing yet'),
	answers: t('Možnosti', 'Options'),
	tableActions: t('Akce na stole', 'Actions on the table'),
	workers: t('Dělníci → surovina nebo karta', 'Workers → Resource or card'),
	freeSteps: t('Volné kroky (nejsou akcí)', 'Free steps (not an action)'),
	pass: t('Pasovat', 'Pass'),
	tapHint: t('Klepni na kartu v ruce nebo na lokaci.', 'Tap a card in your hand or a Location.'),
	usesOf: t('Co s kartou', 'Uses of'),
	noUse: t('S touto kartou teď nic udělat nejde.', 'Nothing can be done with this card now.'),
	detail: t('Podrobnosti', 'Details'),
	cancel: t('Zrušit výběr', 'Clear selection'),
	notNow: t('Teď nejsi na řadě.', 'It is not your decision now.'),
	cost: t('Cena', 'Cost'),
	costL: t('+ odhoď lokaci nebo základy', '+ discard a Location or Foundation'),
	deal: t('Dohoda', 'Deal'),
	raze: t('Zboř a získáš', 'Raze to gain'),
	noRaze: t('nelze zbořit', 'cannot be razed'),
	bonus: t('Při stavbě', 'When built'),
	production: t('Vyrábí', 'Produces'),
	feature: t('Vlastnost', 'Feature'),
	action: t('Akce', 'Action'),
	copies: t('kopií', 'copies'),
	colours: t('Barvy', 'Colours'),
	source: t('Zdroj', 'Source'),
	provisional: t('Předběžné', 'Provisional'),
	glossed: t('Anglický název je doslovný překlad českého, ne oficiální název.', 'The English name is a literal gloss of the Czech one, not the official card name.'),
	endValue: t('Na konci hry', 'At the end'),
	used: t('použito', 'used'),
	defence: t('obranný žeton', 'Defence token'),
	samurai: t('samuraj', 'Samurai'),
	takenBy: t('převzetí:', 'taken over by'),
	tradeDeal: t('dohoda', 'Deal'),
	scoring: t('Závěrečné bodování', 'Final scoring'),
	track: t('Body během hry', 'Score track'),
	locations: t('Lokace v říši', 'Locations in the Empire'),
	total: t('Celkem', 'Total'),
	tie1: t('Dělníci + suroviny', 'Workers + Resources'),
	tie2: t('Karty v ruce', 'Cards in hand'),
	winner: t('Výhra', 'Winner'),
	winners: t('Výhra', 'Winners'),
	tieNote: t('Při shodě rozhodují dělníci + suroviny (dřevo, kámen, jídlo), potom karty v ruce.', 'Ties: most Workers + Resources (wood, stone, food), then most cards in hand.'),
	yourTurn: t('Tvůj tah', 'Your turn'),
	opponents: t('Soupeři', 'Opponents'),
	close: t('Zavřít', 'Close'),
	virtual: t('Virtuální hráč', 'Virtual player'),
	virtualLocs: t('Jeho lokace z rozhledu (do 5. fáze)', 'Its Locations from the Lookout (until phase 5)'),
	collection: t('Sbírka', 'Collection'),
	attackDeck: t('Útočné karty', 'Attack cards'),
	targetLine: t('Řada cílů (nejnovější první)', 'Target line (newest first)'),
	conquestRow: t('Odkryté karty vedle jeho balíčku (dobytí 2/3/4 žetony boření)', 'Face-up cards beside its deck (conquest 2/3/4 Raze tokens)'),
	lastPhase5: t('Minulá 5. fáze virtuálního hráče', 'Its last phase 5'),
	difficulty: t('Obtížnost', 'Difficulty'),
	goal: t('Cíl', 'Goal'),
	standing: t('Stav', 'Standing'),
	level: t('opevnění', 'fortification'),
	neutral: t('neutrální', 'neutral'),
	onCard: t('na kartě', 'on the card'),
	soloResult: t('Sólo: cíl', 'Solo: the goal'),
	won: t('splněn', 'met'),
	lost: t('nesplněn', 'not met')
};

/** The virtual player's name in answers and the log (its seat is -1 in actions). */
export const VIRTUAL_SEAT = -1;
export const DIFFICULTY_NAME: Record<'easy' | 'medium' | 'hard', Text> = {
	easy: t('snadná', 'easy'),
	medium: t('střední', 'medium'),
	hard: t('těžká', 'hard')
};
/** The solo goal in words (RB p.13; option soloGoal). */
export const GOAL_NAME: Record<'faction' | 'all', Text> = {
	faction: t('víc frakčních lokací než karet ve sbírce', 'more Faction Locations than Collection cards'),
	all: t('víc lokací (libovolných) než karet ve sbírce', 'more Locations (any) than Collection cards')
};

/** The same goals as short choices for the setup form's select (its label says "than Collection cards"): fits a phone. */
export const GOAL_CHOICE: Record<'faction' | 'all', Text> = {
	faction: t('frakční lokace', 'Faction Locations'),
	all: t('libovolné lokace', 'Locations of any kind')
};

const T = (x: Text, l: Lang) => x[l];

/** A card's name; `h`: the match (its pack's added cards have their names in its options). */
export const cardName = (id: string, l: Lang, h?: CardHolder): string => (h ? cardInfoOf(h, id) : cardInfo(id))?.name[l] ?? id;
export const itemText = (i: Item, l: Lang): string => itemName(i)[l];
export const gains = (g: Gain | Cost, l: Lang): string => gainText(g)[l];

/** The band colour of a card: its (first) colour. */
export const cardColor = (c: CardDef): string => (c.colors.length ? COLOR_HEX[c.colors[0]] : NO_COLOR);
/** "Výroba · obecná" / "Production · Common". */
export const cardType = (c: CardDef, l: Lang): string => `${KIND_NAME[c.kind][l]}`;

export const colorList = (c: CardDef, l: Lang): string => (c.colors.length ? c.colors.map((x) => COLOR_NAME[x][l === 'cs' ? 'cs' : 'en']).join(', ') : l === 'cs' ? 'bez barvy' : 'no colour');

export function yieldText(y: Yield, l: Lang): string {
	const cs = l === 'cs';
	switch (y.k) {
		case 'gain':
			return gains(y.gain, l);
		case 'perColor':
			return cs ? `1 ${itemText(y.item, l)} za každou ${COLOR_NAME[y.color].csAcc} lokaci (max ${y.max})` : `1 ${itemText(y.item, l)} per ${COLOR_NAME[y.color].en} Location (max ${y.max})`;
		case 'perSamurai':
			return cs ? `1 ${itemText(y.item, l)} za každého samuraje (max ${y.max})` : `1 ${itemText(y.item, l)} per Samurai (max ${y.max})`;
		case 'oneOf':
			return y.of.map((g) => gains(g, l)).join(cs ? ' nebo ' : ' or ');
		case 'copyProduction':
			return cs ? 'to, co vyrábí jiná tvá výrobní lokace' : 'what another of your Production Locations produces';
		case 'samurai':
			return cs ? `${y.n} samurajové na tvé frakční lokace` : `${y.n} Samurai on your Faction Locations`;
		case 'perForeign':
			return cs
				? `${y.steps.map((n, i) => `${i + 1} ${itemText(y.item, l)} za ${n}`).join(', ')} lokací cizích frakcí`
				: `${y.steps.map((n, i) => `${i + 1} ${itemText(y.item, l)} for ${n}`).join(', ')} Locations of other factions`;
	}
}

export function featureText(f: Feature, l: Lang): string {
	const cs = l === 'cs';
	switch (f.k) {
		case 'onBuild':
			return cs ? `Když postavíš ${COLOR_NAME[f.color].csAcc} lokaci (i tuto): ${gains(f.gain, l)}` : `Whenever you build a ${COLOR_NAME[f.color].en} Location (this one too): ${gains(f.gain, l)}`;
		case 'onRaze':
			return cs ? `Kdykoli bouráš: ${gains(f.gain, l)}` : `Whenever you raze: ${gains(f.gain, l)}`;
		case 'oasis':
			return cs ? 'Když soupeř mění dělníky po dvou, dostaneš 1 dělníka za každou dvojici' : 'Whenever an opponent spends Workers in pairs, gain 1 Worker per pair';
		case 'store':
			return cs ? `Při úklidu uchováš až ${f.max} ze: ${f.goods.map((g) => itemText(g, l)).join(', ')}` : `At Cleanup keep up to ${f.max} of: ${f.goods.map((g) => itemText(g, l)).join(', ')}`;
		case 'holds':
			return cs
				? `Při úklidu se sem položí ${f.goods.map((g) => itemText(g, l)).join(', ')}, které by propadly; zůstanou na kartě do konce hry`
				: `At Cleanup the ${f.goods.map((g) => itemText(g, l)).join(', ')} that would be discarded go on it and stay to the end of the game`;
		case 'guarded':
			return cs ? 'Lze zbořit jen se samurajem u ní' : 'Cannot be razed unless a Samurai guards it';
		case 'placeholder':
			return T(PH_FEATURE, l);
		case 'foundationsCard':
			return cs ? 'Leží v řadě nejvíce vlevo, nelze ji dobýt; lze ji odhodit za L' : 'Lies leftmost in its row, cannot be conquered; may pay an L cost';
		case 'sphinxLink':
			return cs ? `Na konci kola s opevněním ${f.level}+: ${f.vp} ${itemText('vp', l)} za každou sfingu` : `At round end with fortification ${f.level}+: ${f.vp} ${itemText('vp', l)} per Sphinx`;
		case 'endVp':
			if (f.color) return cs ? `Na konci hry ${f.vp} VB za každou ${COLOR_NAME[f.color].csAcc} lokaci` : `At the end of the game ${f.vp} VP per ${COLOR_NAME[f.color].en} Location`;
			return cs ? `Na konci hry ${f.vp} VB` : `At the end of the game ${f.vp} VP`;
	}
}

export function actionEffectText(e: ActionEffect, l: Lang): string {
	const cs = l === 'cs';
	switch (e.k) {
		case 'gain':
			return gains(e.gain, l);
		case 'reproduce':
			return cs ? 'jedna tvá výrobní lokace vyrobí znovu' : 'one of your Production Locations produces again';
		case 'dealAgain':
			return cs ? 'jedna tvá dohoda vyrobí znovu' : 'one of your Deals produces again';
		case 'buildFaction':
			return cs ? 'postav frakční kartu z ruky bez lokace (zaplatíš suroviny)' : 'build a Faction card from hand without its Location part (pay its goods)';
		case 'copyAction':
			return cs ? 'použij akci jiné své akční lokace (zaplatíš její cenu)' : 'use the action of another of your Action Locations (pay its cost)';
		case 'steal':
			return cs ? 'vezmi soupeři 1 dřevo, kámen nebo jídlo' : 'take 1 wood, stone or food from an opponent';
		case 'razeEnemy':
			return cs ? `zboř nepřátelskou lokaci${e.guards ? ' (obrana a samurajové stojí žeton boření navíc)' : ''}` : `raze an enemy Location${e.guards ? ' (Defence and Samurai cost a Raze token more each)' : ''}`;
		case 'removeEnemy':
			return cs ? 'odstraň nepřátelskou lokaci (bez kořisti a základů)' : 'remove an enemy Location (no spoils, no Foundation)';
		case 'pack':
			return cs ? 'vezmi jedno zboží z pole boření nepřátelské lokace' : "take one good of an enemy Location's raze field";
		case 'razeOwn':
			return cs ? 'zboř svou lokaci: její pole boření, základy a 1 dřevo' : 'raze your own Location: its raze field, a Foundation and 1 wood';
		case 'stealDeal':
			return cs ? 'převezmi soupeřovu dohodu' : "take an opponent's Deal";
		case 'discardEnemyDeal':
			return cs ? 'zruš soupeřovu dohodu' : "discard an opponent's Deal";
		case 'dealToLocation':
			return cs ? 'postav svou dohodu jako lokaci (bez lokace, zaplatíš suroviny)' : 'build one of your Deals as a Location (pay its goods, not its Location part)';
		case 'sanctuary':
			return cs ? 'karta z ruky se stane základy; získáš 1 kámen' : 'a card from hand becomes a Foundation; gain 1 stone';
		case 'takeOver':
			return cs ? 'egyptským žetonem převezmi nepřátelskou obecnou lokaci' : 'take over an enemy Common Location with an Egyptian token';
		case 'tradeRoute':
			return cs ? 'zastrč frakční kartu z ruky pod nepřátelskou lokaci jako svou dohodu' : 'tuck a Faction card from hand under an enemy Location as your Deal';
		case 'placeholder':
			return '1 ' + itemText('vp', l);
		case 'fortify':
			return cs ? 'opevnění pevnosti +1 (jednou za kolo)' : 'Fortress fortification +1 (once a round)';
		case 'conquer':
			return cs
				? `dobuď frakční lokaci soupeře (cena dobytí${e.ignoreDefence ? ', obranné žetony se nepočítají' : ''})`
				: `conquer an opponent's Faction Location (its Conquest cost${e.ignoreDefence ? ', Defence tokens ignored' : ''})`;
		case 'foundation':
			return cs ? 'karta z ruky se stane základy (bez dřeva)' : 'a card from hand becomes a Foundation (no wood)';
	}
}

export function actionText(a: ActionSpec, l: Lang): string {
	const cs = l === 'cs';
	const pay = [Object.keys(a.pay).length ? gains(a.pay, l) : '', a.discardCard ? (cs ? 'odhoď kartu z ruky' : 'discard a card from hand') : '', a.discardDeal ? (cs ? 'odhoď dohodu' : 'discard a Deal') : '']
		.filter(Boolean)
		.join(' + ');
	const limit = a.limit > 1 ? (cs ? ` (až ${a.limit}× za kolo)` : ` (up to ${a.limit}× a round)`) : '';
	return `${pay || (cs ? 'zdarma' : 'free')} → ${actionEffectText(a.effect, l)}${limit}`;
}

/** The effect of a card in one line (production, bonus, feature, action). */
export function effectLine(c: CardDef, l: Lang): string {
	const parts: string[] = [];
	if (c.production?.length) parts.push(`${UI.production[l]}: ${c.production.map((y) => yieldText(y, l)).join(', ')}`);
	if (c.bonus?.length) parts.push(`${UI.bonus[l]}: ${c.bonus.map((y) => yieldText(y, l)).join(', ')}`);
	if (c.feature?.length) parts.push(c.feature.map((f) => featureText(f, l)).join('; '));
	if (c.action) parts.push(`${UI.action[l]}: ${actionText(c.action, l)}`);
	return parts.join(' · ') || (l === 'cs' ? 'bez efektu' : 'no effect');
}

/** Whether the card's effect is (partly) the NEUTRAL placeholder. */
export const isPlaceholder = (c: CardDef): boolean => c.action?.effect.k === 'placeholder' || !!c.feature?.some((f) => f.k === 'placeholder');
export const placeholderNote = (c: CardDef, l: Lang): string | null => (c.action?.effect.k === 'placeholder' ? PH_ACTION[l] : c.feature?.some((f) => f.k === 'placeholder') ? PH_FEATURE[l] : null);

/** "2 dřevo + 1 kámen + L". */
export function costLine(c: CardDef, l: Lang): string {
	const base = Object.keys(c.cost).length ? gains(c.cost, l) : l === 'cs' ? 'zdarma' : 'free';
	return c.needsL ? `${base} + L` : base;
}

export const factionName = (f: FactionId, l: Lang): string => factionDef(f).name[l];

/** Items of a gain in chip order (for Chip rows). */
export function gainItems(g: Gain | Cost): { item: Item; n: number }[] {
	return (Object.keys(ITEM_STYLE) as Item[]).filter((i) => ((g as Gain)[i] ?? 0) > 0).map((item) => ({ item, n: (g as Gain)[item]! }));
}

export const defOf = (id: string): CardDef => card(id);

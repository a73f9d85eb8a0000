/**
 * Texts of the Rivals rules summary (RulesHelp.svelte), per mode, in Czech and English.
 * Every statement comes from shared/rules/rivals-for-catan.md (cited §), the Czech seed
 * (shared/seeds/001_a111c993a5abffb4.txt, lines "L…"; the seed wins where they differ) or the
 * decisions listed at the top of ../rules.ts ("app"). Numbers that live in the rules data
 * (targets, center costs, card names) are read from it, not copied here.
 */
import { parseContentValues, type Text } from '$lib/engine';
import { cardDef, CENTER_CARDS, resourceCount, type Cost, type Resource } from '../cards';
import { centerCost, RIVALS_CONTENT_FIELDS } from '../content';
import { RIVALS_MODES } from '../meta';
import { TARGETS } from '../theme';
import type { Mode } from '../types';
import { EXHAUSTION_TURNS, STALL_TURNS } from '../version';
import { FACE_LABELS } from './labels';

type Lang = 'cs' | 'en';
const t = (cs: string, en: string): Text => ({ cs, en });

/** One line of a list: an optional bold lead-in and the text. */
export interface Line {
	lead?: Text;
	text: Text;
}
export interface Section {
	id: string;
	title: Text;
	/** A short paragraph before the list. */
	intro?: Text;
	lines: Line[];
	/** The list is a sequence (the turn). */
	ordered?: boolean;
}

const name = (id: string): Text => cardDef(id).name;
const names = (ids: string[], lang: Lang) => ids.map((id) => name(id)[lang]).join(', ');
const list = (ids: string[]): Text => ({ cs: names(ids, 'cs'), en: names(ids, 'en') });

/** "1 dřevo + 2 cihly" / "1 lumber + 2 brick" from a cost record (Czech plural forms from the data). */
export function costText(cost: Cost, lang: Lang): string {
	return (Object.entries(cost) as [Resource, number][])
		.filter(([, n]) => n > 0)
		.map(([r, n]) => resourceCount(n, r, lang))
		.join(' + ');
}

/**
 * Road, settlement, city: names, costs and VP from the rules data (cards.ts), with the costs of
 * the match's content pack when its options carry one (`content`, checked as parseOptions does).
 */
export function centerCardsOf(options: unknown): typeof CENTER_CARDS {
	const raw = options && typeof options === 'object' ? Object.getOwnPropertyDescriptor(options, 'content')?.value : undefined;
	const values = raw === undefined ? null : parseContentValues(RIVALS_CONTENT_FIELDS, raw);
	if (!values?.ok) return CENTER_CARDS;
	return CENTER_CARDS.map((c) => ({ ...c, cost: centerCost({ content: values.value }, c.id) }));
}

export const modeOf = (options: unknown): Mode => {
	const mode = (options as { mode?: unknown } | null)?.mode;
	return RIVALS_MODES.some((m) => m.id === mode) ? (mode as Mode) : 'intro';
};

export const modeInfo = (mode: Mode) => RIVALS_MODES.find((m) => m.id === mode)!;
export const targetOf = (mode: Mode) => TARGETS[mode];

export const HEAD = {
	mode: t('Režim', 'Mode'),
	target: t('cíl', 'goal'),
	vp: t('VB', 'VP'),
	costs: t('Centrální karty', 'Center cards'),
	costsIntro: t(
		'Ze společných balíčků uprostřed, dokud nějaké zbývají. Cena je na rubu karty.',
		'From the common stacks in the middle while any are left. The cost is on the card back.'
	),
	provisional: t(
		'Hodnoty některých karet tematických sad jsou předběžné: přesné údaje a jejich zdroje ukáže klepnutí na kartu.',
		'Some theme-set card values are provisional: tap a card for its values and their sources.'
	)
};

/** What each center card does besides its cost (seed L96-99, L268-281, L301-307; spec §5.2-5.4). */
export const CENTER_NOTES: Record<'road' | 'settlement' | 'city', Text> = {
	road: t(
		'Na volný konec vedle krajní vesnice či města. Mezi 2 vesnicemi leží vždy právě 1 cesta.',
		'At a free end next to your outermost settlement or city. Exactly 1 road lies between 2 settlements.'
	),
	settlement: t(
		`Na volný konec cesty. Dostaneš 2 vrchní karty z balíčku krajin (bez suroviny; se Zvědem si 2 krajiny vybereš) a 2 stavební místa.`,
		`At the free end of a road. You get the top 2 cards of the region stack (empty; with the Scout you choose 2 regions) and 2 building sites.`
	),
	city: t(
		'Na vlastní vesnici: místo 1 VB za vesnici 2 VB a 4 stavební místa (2 nahoře, 2 dole).',
		'On your own settlement: 2 VP instead of its 1, and 4 building sites (2 above, 2 below).'
	)
};

function goal(mode: Mode): Section {
	const target = TARGETS[mode];
	const lines: Line[] = [
		{
			text: t(
				`Vyhrává, kdo má na konci svého tahu aspoň ${target} vítězných bodů (VB), bez ohledu na body soupeře.`,
				`You win with at least ${target} victory points (VP) at the end of your own turn, whatever your opponent has.`
			)
		}
	];
	// Win before rolling is a theme-game rule (seed L667-668); the intro game only at the end of the turn (L508-514, app).
	if (mode !== 'intro')
		lines.push({
			text: t(
				`Máš-li ${target} VB už před svým hodem kostkami, neházíš a vítězíš hned.`,
				`If you already have ${target} VP before your roll, you do not roll and win at once.`
			)
		});
	lines.push({
		lead: t('Body', 'Points'),
		text:
			mode === 'intro'
				? t('vesnice 1 VB, město 2 VB, žeton síly 1 VB, žeton obchodu 1 VB.', 'settlement 1 VP, city 2 VP, strength token 1 VP, trade token 1 VP.')
				: t(
						'vesnice 1 VB, město 2 VB, žeton síly 1 VB, žeton obchodu 1 VB a každý symbol VB na kartě výstavby města 1 VB.',
						'settlement 1 VP, city 2 VP, strength token 1 VP, trade token 1 VP, and 1 VP for every VP symbol on a city expansion.'
					)
	});
	return { id: 'goal', title: t('Cíl hry', 'Goal'), lines };
}

/** The turn (seed L167-179). */
const turn: Section = {
	id: 'turn',
	title: t('Průběh tahu', 'Your turn'),
	ordered: true,
	lines: [
		{ lead: t('Hod kostkami', 'Roll'), text: t('kostkou výnosů a kostkou událostí.', 'the production die and the event die.') },
		{
			lead: t('Akční fáze', 'Action phase'),
			text: t('v libovolném pořadí a libovolně často: stavět, vykládat a hrát karty, měnit suroviny.', 'in any order, as often as you like: build, place and play cards, trade resources.')
		},
		{ lead: t('Dobírání karet', 'Refill the hand'), text: t('doplň nebo odlož karty na svůj limit.', 'draw up to or give back down to your hand limit.') },
		{ lead: t('Výměna karty', 'Exchange'), text: t('smíš vyměnit 1 kartu z ruky.', 'you may exchange 1 hand card.') }
	]
};

/** Production (seed L181-193, L862-868; spec §6.1, §3.1 storage). */
const production: Section = {
	id: 'production',
	title: t('Kostka výnosů', 'Production die'),
	lines: [
		{
			text: t(
				'Každá krajina obou hráčů s hozeným číslem dostane 1 surovinu. Krajina pojme nejvýš 3; co se nevejde, propadá.',
				'Every region of both players with the rolled number gets 1 resource. A region holds at most 3; what does not fit is lost.'
			)
		},
		{
			lead: t('Násobiče výnosů', 'Production boosters'),
			text: {
				cs: `(${names(['brickFactory', 'ironFoundry', 'grainMill', 'lumberCamp', 'weaversShop'], 'cs')}): sousední krajina jejich druhu dostane ještě 1 — jen při hodu na výnos.`,
				en: `(${names(['brickFactory', 'ironFoundry', 'grainMill', 'lumberCamp', 'weaversShop'], 'en')}): an adjacent region of their type gets 1 more, only on the production roll.`
			}
		}
	]
};

/** Event die faces (seed L424-506; the event face twice: spec §2.4, app). */
function eventDie(): Section {
	const f = FACE_LABELS;
	return {
		id: 'events',
		title: t('Kostka událostí', 'Event die'),
		intro: t(
			'Červený Zloděj se vyhodnotí před výnosem, černé symboly až po výnosu.',
			'The red Brigands face is resolved before production, the black faces after it.'
		),
		lines: [
			{
				lead: f.brigand,
				text: t(
					'kdo má víc než 7 surovin, ztrácí všechno zlato a všechnu vlnu. Suroviny na krajinách vedle Skladiště se do počtu nezapočítávají.',
					'whoever has more than 7 resources loses all gold and all wool. Resources on the regions next to a Storehouse are not counted.'
				)
			},
			{ lead: f.trade, text: t('vlastník žetonu obchodu si vezme od soupeře 1 surovinu dle své volby.', 'the trade-token owner takes 1 resource of their choice from the opponent.') },
			{
				lead: f.celebration,
				text: t(
					'kdo má víc bodů zručnosti, dostane 1 libovolnou surovinu; při rovnosti (i 0 : 0) ji dostanou oba.',
					'the player with more skill points gets 1 resource of choice; on a tie (also 0 : 0) both get 1.'
				)
			},
			{ lead: f.harvest, text: t('(Bohatá sklizeň): každý hráč dostane 1 libovolnou surovinu.', '(Plentiful Harvest): each player gets 1 resource of choice.') },
			{
				lead: f.event,
				text: t(
					'(otazník, na 2 stranách kostky): hráč na tahu otočí vrchní kartu událostí; provedou ji hráči, kterých se týká, a karta jde pod balíček. Vánoce: balíček se znovu sestaví a táhne se další karta.',
					'(question mark, on 2 faces): the roller turns the top event card; the players it concerns carry it out and it goes under the deck. Yule: the deck is rebuilt and another card is drawn.'
				)
			}
		]
	};
}

/** Action phase: cards (seed L200-254, L244-246). Center cards are a section of their own. */
function actions(mode: Mode): Section {
	const lines: Line[] = [
		{
			lead: t('Karta výstavby', 'Expansion card'),
			text: t(
				'(zelené pole): polož ji z ruky na volné stavební místo své vesnice či města a zaplať cenu na kartě. „1x“ = v knížectví jen jednou.',
				'(green text box): put it from your hand on a free building site of your settlement or city and pay its cost. "1x" = only once in your principality.'
			)
		},
		{
			lead: t('Akční karta', 'Action card'),
			text: t('(žluté pole, „A“): zahraješ zdarma, provedeš ji a jde na odhazovací balíček.', '(yellow text box, "A"): play it for free, carry it out, it goes to the discard pile.')
		}
	];
	if (mode !== 'intro')
		lines.push(
			{
				lead: t('Karta výstavby města', 'City expansion'),
				text: t('(červené pole): jen na některé ze 4 stavebních míst města.', '(red text box): only on one of the 4 building sites of a city.')
			},
			{
				lead: t('Podmínka', 'Requirement'),
				text: t(
					'kartu smíš vyložit či zahrát, jen když je podmínka splněna a všechny pokyny karty jdou provést.',
					'you may build or play the card only when its requirement is met and every instruction on it can be carried out.'
				)
			},
			{
				lead: t('Zboření', 'Demolish'),
				text:
					mode === 'duel'
						? t(
								'v akční fázi smíš zdarma odstranit vlastní stavbu nebo jednotku (na odhazovací balíček).',
								'in your action phase you may remove your own building or unit for free (to the discard pile).'
							)
						: t(
								'v akční fázi smíš zdarma odstranit vlastní stavbu nebo jednotku (na odhazovací balíček; karta z odkrytého balíčku výstavby se vrací tam).',
								'in your action phase you may remove your own building or unit for free (to the discard pile; a card of the face-up expansion stack goes back there).'
							)
			}
		);
	return { id: 'actions', title: t('Karty v akční fázi', 'Cards in the action phase'), lines };
}

/** Trading (seed L313-329, L911-932, L1085-1090; spec §5.10). */
function trading(mode: Mode): Section {
	const lines: Line[] = [
		{
			lead: t('Banka', 'Bank'),
			text: t('3 stejné suroviny (i z více krajin) za 1 libovolnou surovinu jiného druhu (3 : 1).', '3 of the same resource (from one or more regions) for 1 of any other type (3 : 1).')
		},
		{
			lead: t('Obchodní loď', 'Trade ship'),
			text: t(
				`2 suroviny druhu lodi (např. ${name('oreShip').cs}: ${resourceCount(2, 'ore', 'cs')}) za 1 jinou (2 : 1); ve svém tahu kolikrát chceš.`,
				`2 of the ship’s resource (e.g. ${name('oreShip').en}: ${resourceCount(2, 'ore', 'en')}) for 1 other (2 : 1); on your turn as often as you like.`
			)
		},
		{
			lead: name('largeShip'),
			text: t(
				'2 suroviny z jedné sousední krajiny (vlevo, nebo vpravo; nelze kombinovat) za 1 jinou. Levou i pravou smíš použít ve stejném tahu zvlášť.',
				'2 resources from one neighbouring region (left or right, not mixed) for 1 other. You may use the left and the right one separately in the same turn.'
			)
		}
	];
	if (mode === 'gold' || mode === 'duel')
		lines.push({
			lead: name('mint'),
			text: t('jednou za tah (za každou Mincovnu) 1 zlato za 1 jinou surovinu.', 'once per turn (per Mint) 1 gold for 1 other resource.')
		});
	return { id: 'trade', title: t('Výměna surovin', 'Trading'), lines };
}

/** Tokens, skill (seed L394-420; spec §6.3; app: recomputed after every change). */
const tokens: Section = {
	id: 'tokens',
	title: t('Žetony a body', 'Tokens and points'),
	lines: [
		{
			lead: t('Žeton síly', 'Strength token'),
			text: t('body síly (sekera; hlavně hrdinové).', 'strength points (axe; mainly heroes).')
		},
		{
			lead: t('Žeton obchodu', 'Trade token'),
			text: t('body obchodu (váha; obchodní lodě, Celnice, Tržiště…).', 'commerce points (scales; trade ships, Toll Bridge, Marketplace…).')
		},
		{
			text: t(
				'Žeton má hráč, který má aspoň 3 takové body a víc než soupeř; jinak nikdo. Jakmile to přestane platit, žeton (i jeho 1 VB) ihned ztrácí nebo přechází na soupeře.',
				'A token belongs to the player with at least 3 such points and more than the opponent; otherwise to nobody. As soon as that stops being true it is lost at once (with its 1 VP) or passes to the opponent.'
			)
		},
		{ lead: t('Body zručnosti', 'Skill points'), text: t('(harfa) rozhodují při Oslavě.', '(harp) decide the Celebration.') },
		{ lead: t('Body rozvoje', 'Progress points'), text: t('(kniha) zvyšují limit karet v ruce.', '(book) raise your hand limit.') }
	]
};

/** End of the turn (seed L331-352, L383-390; Parish Hall / Town Hall: spec §4 T6). */
function hand(mode: Mode): Section {
	const sameBack = mode === 'intro' ? t('', '') : t(' se stejným rubem', ' with the same back');
	const searchCost =
		mode === 'progress' || mode === 'duel'
			? t(`2 suroviny (${name('parishHall').cs}: 1, ${name('townHall').cs}: 0)`, `2 resources (${name('parishHall').en}: 1, ${name('townHall').en}: 0)`)
			: t(`2 suroviny (${name('parishHall').cs}: 1)`, `2 resources (${name('parishHall').en}: 1)`);
	return {
		id: 'hand',
		title: t('Konec tahu: karty v ruce', 'End of turn: your hand'),
		lines: [
			{ lead: t('Limit', 'Limit'), text: t('3 karty + 1 za každý bod rozvoje.', '3 cards + 1 per progress point.') },
			{
				text: t(
					`Máš méně: dober si po jedné z libovolných dobíracích balíčků. Máš víc: přebytek vlož pod libovolné balíčky${sameBack.cs}.`,
					`Fewer: draw one at a time from any draw stacks. More: put the excess under any stacks${sameBack.en}.`
				)
			},
			{
				lead: t('Výměna', 'Exchange'),
				text: t(
					`vlož 1 kartu pod balíček${sameBack.cs} a vezmi si vrchní kartu libovolného balíčku — nebo zaplať ${searchCost.cs}, prohlédni si jeden balíček (pořadí neměň) a vyber z něj 1 kartu.`,
					`put 1 card under a stack${sameBack.en} and take the top card of any stack — or pay ${searchCost.en}, look through one stack (keep its order) and take 1 card from it.`
				)
			},
			{ text: t('Takto získané karty smíš vyložit až v příštím tahu.', 'Cards gained this way can be played only on a later turn.') }
		]
	};
}

/** What the theme adds (seed L534-668, L699-759; spec §3.3-3.4, §8.2-8.3). */
function theme(mode: Mode): Section | null {
	if (mode === 'intro') return null;
	const faceUp = (id: string): Text => {
		const n = cardDef(id).count;
		return t(`Odkrytý balíček výstavby: ${n}× ${name(id).cs} (staví se přímo z něj).`, `Face-up expansion stack: ${n}× ${name(id).en} (built straight from it).`);
	};
	const common: Line[] = [
		{
			text: t(
				'Začáteční 3 karty si vybereš z jednoho základního balíčku a smíš přeskládat svých 6 startovních krajin.',
				'You choose your 3 starting cards from one basic stack and may rearrange your 6 start regions.'
			)
		},
		{
			text: t(
				'Karty vkládáš jen pod balíček se stejným rubem. Z odhazovacího balíčku je vidět jen vrchní karta.',
				'Cards go only under a stack with the same back. Only the top card of the discard pile is visible.'
			)
		}
	];
	const modeName = modeInfo(mode).name;
	const lead = mode === 'duel' ? modeName : t(`${modeName.cs}: co přináší`, `${modeName.en}: what it adds`);
	let intro: Text;
	const lines: Line[] = [];
	if (mode === 'gold') {
		intro = t(
			'Boj o žeton obchodu; zlato nabývá na významu. Kdo staví na obchodních lodích, ať se má na pozoru před Pirátskou lodí.',
			'A fight for the trade token; gold matters more. Whoever relies on trade ships should beware of the Pirate Ship.'
		);
		lines.push(
			{ lead: t('Víc zlata', 'More gold'), text: list(['tollBridgeGold', 'mint', 'goldCache']) },
			{ text: faceUp('merchantGuild') },
			{
				lead: t('Karta výstavby krajiny', 'Region expansion'),
				text: t(`(hnědé pole, ${name('goldCache').cs}): nad krajinu v horní řadě nebo pod krajinu v dolní řadě.`, `(brown text box, ${name('goldCache').en}): above a top-row or below a bottom-row region.`)
			}
		);
	} else if (mode === 'turmoil') {
		intro = t(
			'Útočné karty proti soupeři. Kdo má žeton síly, má víc možností škodit; držte si zlato, abyste ochránili jednotky před Rebelií.',
			'Attack cards against the opponent. The strength-token owner has more ways to hurt; keep gold to protect your units against Riots.'
		);
		lines.push(
			{
				lead: t('Útočné karty', 'Attack cards'),
				text: {
					cs: `${names(['traitor', 'archer', 'arsonist'], 'cs')} (podmínka: ${name('hedgeTavern').cs}).`,
					en: `${names(['traitor', 'archer', 'arsonist'], 'en')} (requirement: ${name('hedgeTavern').en}).`
				}
			},
			{ text: faceUp('hedgeTavern') }
		);
	} else if (mode === 'progress') {
		intro = t(
			'Mírumilovná výstavba. Univerzita otevírá další karty; proti Moru chrání Lázně a Lékárna.',
			'Peaceful building. The University unlocks more cards; Bath House and Pharmacy protect against the Plague.'
		);
		lines.push(
			{ lead: t('S Univerzitou', 'With a University'), text: list(['threeFieldSystem', 'mineralMining', 'buildingCrane']) },
			{ lead: t('Proti Moru', 'Against the Plague'), text: list(['bathHouse', 'pharmacy']) },
			{ text: faceUp('university') }
		);
	} else {
		intro = t(
			`Základní sada a všechny tři tematické sady bez karet s půlměsícem; hraje se na ${TARGETS.duel} VB. Platí pravidla tematických her, jinak nic nového.`,
			`The basic set and all three theme sets without the crescent-moon cards; played to ${TARGETS.duel} VP. The theme-game rules apply, nothing else is new.`
		);
		lines.push(
			{
				text: t(
					'3 základní dobírací balíčky + 3 tematické (každý z jedné sady). Odkrytý balíček výstavby není.',
					'3 basic draw stacks + 3 theme stacks (one per set). There is no face-up expansion stack.'
				)
			},
			{
				text: t(
					'Balíček událostí: 6 karet bez půlměsíce a 6 náhodných s půlměsícem.',
					'Event deck: the 6 cards without a crescent moon and 6 random ones with it.'
				)
			},
			{
				lead: t('Karta výstavby krajiny', 'Region expansion'),
				text: t(`(hnědé pole, ${name('goldCache').cs}): nad krajinu v horní řadě nebo pod krajinu v dolní řadě.`, `(brown text box, ${name('goldCache').en}): above a top-row or below a bottom-row region.`)
			}
		);
	}
	return { id: 'theme', title: lead, intro, lines: [...lines, ...common] };
}

/**
 * Every remaining departure from the seed and how the app settles what the seed leaves open (the
 * decisions at the top of ../rules.ts, ../version.ts; spec §12), per mode: the basic rules in every
 * mode, then what each theme set (or the Duel, all three) adds.
 */
function departures(mode: Mode): Section {
	const lead = (id: string) => name(id);
	const lines: Line[] = [
		{
			lead: t('Konec bez vítěze', 'Stalled match'),
			text: t(
				`(pravidla to neřeší): tah, po kterém nikdo nemá víc VB než kdykoli předtím, je tah bez zisku (ztracený a znovu získaný bod se nepočítá). Když jsou všechny dobírací balíčky prázdné a takových tahů je ${EXHAUSTION_TURNS} po sobě, partie končí; končí také po ${STALL_TURNS} takových tazích po sobě, i když se ještě dá dobírat (karty, které nikdo nezahraje, by jinak mohly kolovat výměnou bez konce). Vyhrává víc VB, při rovnosti je remíza.`,
				`(the rulebook is silent): a turn after which nobody has more VP than at any time before is a turn without gain (a point lost and won back does not count). When every draw stack is empty and ${EXHAUSTION_TURNS} such turns follow in a row, the match ends; it also ends after ${STALL_TURNS} such turns in a row even while cards can still be drawn (cards nobody can play could otherwise circulate through the exchange for ever). More VP wins, equal VP is a draw.`
			)
		},
		{
			text: t(
				'Kostka událostí má symbol karty události (otazník) na 2 stěnách; pravidla uvádějí jen 5 různých symbolů.',
				'The event die shows the event-card face (question mark) on 2 sides; the rulebook only names 5 different symbols.'
			)
		},
		{ text: t('Při stejném hodu o začínajícího hráče se hází znovu.', 'A tie in the roll for the start player is rolled again.') },
		{
			text: t(
				'Žetony síly a obchodu se přepočítají po každé změně: kdo klesne pod 3 body, žeton ztrácí, i když má stále víc než soupeř.',
				'The strength and trade tokens are rechecked after every change: whoever drops below 3 points loses the token even while still ahead.'
			)
		},
		{
			lead: FACE_LABELS.trade,
			text: t('krajinu, ze které surovina odejde, vybírá ten, kdo ji dává.', 'the player who gives the resource chooses the region it comes from.')
		},
		{
			text: t(
				`Volby, které pravidla dávají oběma hráčům zároveň (${names(['invention', 'travelingMerchant', 'tradeShipsRace'], 'cs')}, ${FACE_LABELS.harvest.cs}, ${FACE_LABELS.celebration.cs} při rovnosti), zadává nejdřív hráč na tahu, pak soupeř.`,
				`Choices the rulebook gives both players at once (${names(['invention', 'travelingMerchant', 'tradeShipsRace'], 'en')}, ${FACE_LABELS.harvest.en}, a tied ${FACE_LABELS.celebration.en}) are made by the active player first, then by the opponent.`
			)
		},
		{
			text: t(
				'Surovina, kterou nemáš kam uložit, propadá (zisk se přeskočí).',
				'A resource you have nowhere to store is lost (the gain is skipped).'
			)
		},
		{
			text: t(
				'Když dobírací balíčky dojdou, ruka zůstane menší.',
				'When the draw stacks run out, your hand simply stays smaller.'
			)
		},
		{
			lead: t(`${name('feud').cs}, ${name('fraternalFeuds').cs}`, `${name('feud').en}, ${name('fraternalFeuds').en}`),
			text: t('nemají účinek, když žeton síly nemá nikdo.', 'have no effect when nobody holds the strength token.')
		},
		{
			lead: lead('relocation'),
			text: t(
				'prohodí 2 krajiny (suroviny zůstávají na nich), nebo 2 karty výstavby; potřebuješ tedy 2 karty stejného druhu.',
				'swaps 2 regions (they keep their resources) or 2 expansions; you need 2 cards of one kind.'
			)
		},
		{
			text: t(
				`Po stavbě vesnice se aplikace vždy zeptá, zda hraješ Zvěda, i když ho nemáš, aby soupeř nepoznal, co držíš.`,
				`After you build a settlement the app always asks whether you play the Scout, even if you have none, so the opponent cannot tell what you hold.`
			)
		},
		{
			text: t(
				'Pod který balíček se karta vrací a který balíček se prohledává, vidí oba hráči; samotnou kartu ne.',
				'Both players see which stack a card goes under and which stack is searched, but not the card itself.'
			)
		}
	];
	if (mode !== 'intro')
		lines.push(
			{
				text: t(
					'Druhý hráč si smí vybrat začáteční karty ze stejného základního balíčku jako první.',
					'The second player may choose the starting cards from the same basic stack as the first.'
				)
			},
			{
				text: t(
					'Startovní krajiny přeskládá nejdřív začínající hráč, pak druhý: libovolně mnoho prohození 2 vlastních startovních krajin, suroviny zůstávají na nich.',
					'The start player rearranges the start regions first, then the other: any number of swaps of 2 own start regions, the resources stay on them.'
				)
			},
			{
				text: t(
					`Budovy (${names(['feud', 'invention'], 'cs')}) jsou i karty výstavby města; karty výstavby krajiny a jednotky budovami nejsou.`,
					`Buildings (${names(['feud', 'invention'], 'en')}) include city expansions; region expansions and units are not buildings.`
				)
			},
			{
				text: t(
					'Podmínka karty se kontroluje jen při stavbě či zahrání; co už stojí, zůstává, i když podmínka pak přestane platit.',
					'A requirement is checked only when you build or play the card; what was built stays even if the requirement later fails.'
				)
			},
			{
				lead: lead('relocation'),
				text: t('kartu výstavby města nepřesune k vesnici.', 'does not move a city expansion to a settlement.')
			}
		);
	if (mode === 'gold' || mode === 'duel')
		lines.push(
			{
				lead: lead('brigandsGold'),
				text: t(
					'jmenuješ druh, který soupeř má a ty uložíš; dostaneš tolik, kolik pojme tvá nejprázdnější krajina toho druhu, nejvýš co soupeř má.',
					'name a type the opponent has and you can store; you get as much as your emptiest region of that type can take, at most what the opponent has.'
				)
			},
			{ lead: lead('gudrun'), text: t('jen když soupeř má aspoň 1 zlato, které uložíš.', 'only when the opponent has at least 1 gold you can store.') },
			{
				lead: t(`${name('merchant').cs}, ${name('tradeMaster').cs}`, `${name('merchant').en}, ${name('tradeMaster').en}`),
				text: t(
					'každou jmenovanou surovinu musí soupeř mít (stejný druh dvakrát = 2 kusy); kterou neuložíš, propadá.',
					'the opponent must hold each named resource (the same type twice = 2 of it); one you cannot store is lost.'
				)
			},
			{
				lead: lead('moneylender'),
				text: t(
					'při symbolu Obchod jmenuješ 2 suroviny, jen druhy, které soupeř má a ty uložíš; méně, když víc nevyhovuje.',
					'on the Trade face you name 2 resources, only types the opponent has and you can store; fewer if nothing more qualifies.'
				)
			},
			{
				lead: lead('reiner'),
				text: t(
					`smíš zahrát před hodem, i spolu s kartou ${name('brigitta').cs} (${name('reiner').cs} první); kostka událostí se pak nehází.`,
					`may be played before the roll, also together with ${name('brigitta').en} (${name('reiner').en} first); the event die is then not rolled.`
				)
			},
			{
				lead: lead('goldCache'),
				text: t(
					'pojme 3 zlata, slouží jako zásoba zlata pro každou platbu i zisk a nejde přestěhovat; cena a podmínka jsou předběžné.',
					'holds 3 gold, a store for every payment and gain, and cannot be relocated; its cost and requirement are provisional.'
				)
			},
			{
				lead: lead('pirateShip'),
				text: t(
					`nemá body síly (žádný zdroj je neuvádí); ${name('giftForThePrince').cs} počítá jednotky s body síly.`,
					`has no strength points (no source gives any); ${name('giftForThePrince').en} counts units with strength.`
				)
			}
		);
	if (mode === 'turmoil' || mode === 'duel')
		lines.push(
			{
				lead: t('Ochranný hod', 'Protection roll'),
				text: t(
					`hází jen napadený hráč s kartou ${name('lookoutTower').cs} (1–2), ${name('heinrich').cs} (3–5) nebo s oběma (1–5, jeden hod), hned po zahrání útoku, dřív než se jmenuje cíl. Odražený útok nemá účinek, karta jde na odhazovací balíček.`,
					`only the defender with ${name('lookoutTower').en} (1–2), ${name('heinrich').en} (3–5) or both (1–5, one roll) rolls, right after the attack is played, before a target is named. A repelled attack has no effect; the card is discarded.`
				)
			},
			{
				lead: lead('archer'),
				text: t('napadený vybere svou jednotku s aspoň 1 bodem síly a balíček.', 'the victim chooses one own unit with at least 1 strength point, and the stack.')
			},
			{
				lead: lead('arsonist'),
				text: t(
					'útočník jmenuje nechráněnou budovu až po ochranném hodu, napadený vybere balíček.',
					'the attacker names an unprotected building after the protection roll, the victim chooses the stack.'
				)
			},
			{
				lead: lead('traitor'),
				text: t(
					'nejde zahrát proti prázdné ruce; útočník vidí soupeřovu ruku a vezme 1 kartu nebo nic. Vzatou kartu smí hned použít v téže akční fázi; na konci tahu se počítá do limitu.',
					"not playable against an empty hand; the attacker sees the opponent's hand and takes 1 card or none. It may be used in the same action phase and counts for the hand limit at the end of the turn."
				)
			},
			{
				lead: lead('fireBrigade'),
				text: t('chrání všechny karty výstavby svého města, i sebe.', 'protects every expansion of its city, itself included.')
			},
			{
				lead: lead('irmgard'),
				text: t(
					'1 libovolná surovina za každou vyloženou kartu, kterou musíš vrátit pod balíček kvůli kartě soupeře nebo události; ne za Irmgard samotnou ani za zboření.',
					"1 resource of choice for every placed card you must put under a stack because of the opponent's card or an event; not for Irmgard herself, not for demolition."
				)
			},
			{
				lead: lead('voyageOfPlunder'),
				text: t(
					'druhy jmenuješ ty (soupeř je musí mít a ty je musíš uložit): 2, má-li soupeř víc VB, jinak 1.',
					'you name the types (the opponent must have them and you must be able to store them): 2 when the opponent has more VP, else 1.'
				)
			},
			{
				lead: t(`${name('fairgrounds').cs}, ${name('titheBarn').cs}`, `${name('fairgrounds').en}, ${name('titheBarn').en}`),
				text: t(
					'„víc bodů zručnosti“ znamená ostře víc; stodola dává vlnu nebo obilí za každého vlastního hrdinu, co se nevejde, propadá.',
					'"more skill points" means strictly more; the barn gives wool or grain per own hero, what does not fit is lost.'
				)
			},
			{
				lead: lead('drillGround'),
				text: t('vybereš si, kterou 1 surovinu z ceny hrdiny neplatíš.', "you choose which 1 resource of the hero's cost you do not pay.")
			},
			{
				lead: lead('riots'),
				text: t(
					'počítají se jednotky s body síly nebo obchodu: 1–2 → 1 zlato, 3 a víc → 2 zlata; dotčený hráč (nejdřív hráč na tahu) zaplatí celé, nebo vrátí jednu takovou jednotku pod balíček.',
					'units with strength or commerce points count: 1–2 → 1 gold, 3 or more → 2 gold; each affected player (active first) pays in full or puts one such unit under a stack.'
				)
			},
			{
				lead: lead('sebastian'),
				text: t(
					'aplikace se zeptá každého, koho událost zasáhne, i bez Sebastiana v ruce, aby nebylo poznat, co kdo drží; nenabízí se, když proti Rebelii chrání Kaple.',
					'the app asks everyone the event would hit, held or not, so nobody can tell who holds him; not offered when a Chapel protects against Riots.'
				)
			}
		);
	if (mode === 'progress' || mode === 'duel')
		lines.push(
			{
				lead: lead('benjamin'),
				text: t(
					'jen když má krajina s hozeným číslem místo; každá dostane 1, bez násobičů a bez Tržiště.',
					'only when a region with the rolled number has room; each gets 1, no boosters, no Marketplace.'
				)
			},
			{
				lead: lead('doctor'),
				text: t('s Lázněmi ve více městech si město vybereš; potřebuje krajinu s místem.', 'with Bath Houses in several cities you choose the city; it needs a region with room.')
			},
			{
				lead: t(`${name('guido').cs}, ${name('gustav').cs}`, `${name('guido').en}, ${name('gustav').en}`),
				text: t(
					'jeden společný odhazovací balíček: prohlédneš si ho celý a vezmeš libovolnou kartu kromě té právě zahrané; soupeř se dozví jen, že si kartu bereš.',
					'one shared discard pile: you look through it all and take any card but the one just played; the opponent only learns that a card was taken.'
				)
			},
			{
				lead: t(`${name('mineralMining').cs}, ${name('threeFieldSystem').cs}`, `${name('mineralMining').en}, ${name('threeFieldSystem').en}`),
				text: t('2 rudy / 2 obilí, co se nevejde, propadá; potřeba je místo aspoň pro 1.', '2 ore / 2 grain, what does not fit is lost; you need room for at least 1.')
			},
			{
				lead: lead('library'),
				text: t('po postavení smíš zdarma prohledat jeden dobírací balíček (nebo nemusíš).', 'when built, you may search one draw stack for free (or decline).')
			},
			{
				lead: lead('townHall'),
				text: t(
					`staví se na vlastní ${name('parishHall').cs} ve městě; ${name('parishHall').cs} pod ní dál dává body, ale nejde ho zbořit, zasáhnout ani přestěhovat samostatně.`,
					`is built on your own ${name('parishHall').en} at a city; the covered ${name('parishHall').en} keeps its points but cannot be demolished, hit or relocated on its own.`
				)
			},
			{
				lead: lead('buildingCrane'),
				text: t('vybereš si, kterou 1 surovinu z ceny (víc než 4) neplatíš.', 'you choose which 1 resource of the cost (more than 4) you do not pay.')
			},
			{
				lead: lead('parliament'),
				text: t('počítá body rozvoje všech vyložených karet výstavby.', 'counts the progress points of all your placed expansions.')
			},
			{
				lead: lead('plague'),
				text: t(
					`zasáhne oba hráče, nejdřív hráče na tahu; ${name('pharmacy').cs} dává až po ztrátách. Krajina u města s Lázněmi je chráněna, i když sousedí i s městem bez nich.`,
					`both players, active first; the ${name('pharmacy').en} pays after the losses. A region next to a city with a Bath House is protected even if it also touches a city without one.`
				)
			}
		);
	if (mode === 'duel')
		lines.push(
			{
				text: t(
					'Které kopie nesou půlměsíc, pravidla neuvádějí: aplikace použije seznam z fanouškovské verze hry. Karty z odkrytých balíčků bez půlměsíce se zamíchají do balíčku své sady.',
					'The rulebook does not say which copies carry the crescent moon: the app uses the list of a fan-made version. Face-up-stack cards without the crescent are shuffled into their set’s stack.'
				)
			},
			{
				text: t(
					'6 karet událostí s půlměsícem se vylosuje při přípravě; Vánoce znovu sestaví balíček z 12 karet této partie.',
					'The 6 crescent events are drawn at setup; Yule rebuilds the deck from this match’s 12 event cards.'
				)
			}
		);
	return { id: 'departures', title: t('Odchylky od pravidel a upřesnění', 'Departures from the rulebook and clarifications'), lines };
}

/** The sections in reading order; the center cards (costs) come right after the turn and production; the departures last. */
export function sections(mode: Mode): { before: Section[]; after: Section[] } {
	const th = theme(mode);
	return {
		before: [goal(mode), turn, production, eventDie()],
		after: [actions(mode), trading(mode), tokens, hand(mode), ...(th ? [th] : []), departures(mode)]
	};
}

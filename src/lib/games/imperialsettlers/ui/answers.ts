/**
 * The legal actions of the seat deciding, turned into labelled answers. Every answer stands for
 * exactly one legal action (the single source of truth: nothing here decides what is legal);
 * the board sorts them into places — a card in the hand, a Location of an Empire, the Lookout
 * offer, the action bar — and highlights the cards they name.
 */
import { pluralForms, pluralIn } from '$lib/engine';
import { gainText } from '../data';
import { cardOf } from '../cards';
import type { Item } from '../data/types';
import { conquestCost, SIEGE_COST } from '../expansion';
import { VIRTUAL_RAZE_COST } from '../solo';
import { virtualConquestCost } from '../data/solo';
import { bilingual, type Answer, type AnswerIn } from '$lib/engine/sdk/answers';
import type { IsAction, Task } from '../types';
import type { IsView } from '../view';
import { cardName, gains, ITEM_STYLE, itemText, UI, VIRTUAL_SEAT, type Lang } from './labels';

/**
 * Raze tokens a Conquest of `loc` costs, by the rules' own formula: `conquestCost` reads only the
 * owner's public Empire, which the view holds as it is.
 */
export function conquestPrice(v: IsView, owner: number, loc: string, ignoreDefence = false): number | null {
	if (owner === VIRTUAL_SEAT) {
		const i = v.virtual?.row.indexOf(loc) ?? -1;
		return i < 0 ? null : virtualConquestCost(i);
	}
	const l = v.players[owner]?.empire.find((x) => x.id === loc);
	return l ? conquestCost(v, owner, l, ignoreDefence) : null;
}

/** The lists of the dock: the hand, a Location (own or enemy), the Lookout offer, the bar, the free steps, the Pass button. */
export type Section = 'hand' | 'loc' | 'offer' | 'bar' | 'free' | 'end';

/** One answer of Imperial Settlers: its place is the card it is about (a hand card, a Location, a Lookout card). */
export type IsAnswer = Answer<IsAction, Section>;

const key = (a: IsAction) => JSON.stringify(a);
const sw = (i: Item) => ITEM_STYLE[i].color;

type PickTask = Extract<Task, { t: 'pick' }>;

/** The verb of a pick that targets a card or a Location, by purpose (exhaustive: a new purpose without a verb does not compile). */
function pickVerb(task: PickTask, cs: boolean): string {
	switch (task.purpose) {
		case 'reproduce':
		case 'copyProduction':
			return cs ? 'Vyrobit znovu' : 'Produce again';
		case 'discardCard':
			return cs ? 'Odhodit' : 'Discard';
		case 'sanctuary':
			return cs ? 'Na základy' : 'As Foundation';
		case 'settlers':
			return cs ? 'Postavit bez lokace' : 'Build without L';
		case 'copyAction':
			return cs ? 'Použít akci' : 'Use the action of';
		case 'razeEnemy':
		case 'razeEnemyFree':
		case 'razeOwn':
			return cs ? 'Zbořit' : 'Raze';
		case 'removeEnemy':
			return cs ? 'Odstranit' : 'Remove';
		case 'pack':
			return cs ? 'Vzít z' : 'Take from';
		case 'takeOver':
			return cs ? 'Převzít' : 'Take over';
		case 'tradeRouteCard':
			return cs ? 'Dohoda s kartou' : 'Deal with';
		case 'tradeRouteHost':
			return cs ? 'Pod lokaci' : 'Under';
		case 'samurai':
			return cs ? 'Samuraj k' : 'Samurai at';
		case 'conquer':
			return cs ? 'Dobýt' : 'Conquer';
		case 'foundation':
			return cs ? 'Na základy (bez dřeva)' : 'As Foundation (no wood)';
		case 'worker':
		case 'steal':
		case 'dealAgain':
		case 'discardDeal':
		case 'stealDeal':
		case 'discardEnemyDeal':
		case 'negotiator':
			return cs ? 'Vybrat' : 'Choose';
	}
}

/** The label of a Deal of seat `s` at index `i` (its card only for its owner). */
function dealLabel(v: IsView, s: number, i: number, l: Lang, names: string[], mine: boolean): string {
	const d = v.players[s]?.deals[i];
	if (!d) return `#${i}`;
	const what = `${l === 'cs' ? 'dohoda' : 'Deal'} +1 ${itemText(d.item, l)}`;
	const c = d.card ? ` (${cardName(d.card, l, v)})` : '';
	return mine ? `${what}${c}` : `${names[s] ?? `#${s}`}: ${what}`;
}

const RAZE_TOKENS = pluralForms(['žeton boření', 'žetony boření', 'žetonů boření'], ['Raze token', 'Raze tokens']);
/** "2 žetony boření" / "2 Raze tokens". */
export const razeTokens = (n: number, l: Lang): string => pluralIn(n, RAZE_TOKENS, l);

/** Every legal action of the deciding seat as an answer labelled in both languages, one answer each, in the order given. */
export const answersFor = (v: IsView, legal: IsAction[], names: string[]): IsAnswer[] => bilingual((l) => labelledIn(v, legal, l, names));

/** Labels every legal action of the deciding seat in one language, one answer each, in the order given. */
function labelledIn(v: IsView, legal: IsAction[], l: Lang, names: string[]): AnswerIn<IsAction, Section>[] {
	const cs = l === 'cs';
	const task = v.task;
	const me = task && 'seat' in task ? task.seat : (v.seat ?? 0);
	const hand = new Set(v.players[me]?.hand ?? []);
	const who = (s: number) => (s === VIRTUAL_SEAT ? UI.virtual[l] : (names[s] ?? `#${s}`));
	const raze = (n: number) => razeTokens(n, l);
	const out: AnswerIn<IsAction, Section>[] = [];
	const push = (a: IsAction, label: string, section: Section, extra: Partial<AnswerIn<IsAction, Section>> = {}) => out.push({ key: key(a), label, action: a, section, testid: `answer-${a.a}`, ...extra });
	for (const a of legal) {
		switch (a.a) {
			case 'draft':
				push(a, `${cs ? 'Vzít' : 'Take'} ${cardName(a.card, l, v)}`, 'offer', { place: a.card, data: { card: a.card } });
				break;
			case 'deck': {
				const n = a.deck === 'common' ? v.commonDeckCount : (v.deckCounts[v.players[me].faction] ?? 0);
				push(a, `${a.deck === 'common' ? (cs ? 'Obecný balíček' : 'Common deck') : cs ? 'Frakční balíček' : 'Faction deck'} (${n})`, 'bar', { data: { deck: a.deck } });
				break;
			}
			case 'option': {
				const of = task?.t === 'oneOf' ? task.of[a.i] : undefined;
				push(a, of ? gains(of, l) : `#${a.i}`, 'bar', { data: { i: a.i } });
				break;
			}
			case 'build': {
				const c = cardOf(v, a.card);
				const cost = Object.keys(c.cost).length ? gainText(c.cost)[l] : cs ? 'zdarma' : 'free';
				push(a, `${cs ? 'Postavit' : 'Build'} (${cost}${c.needsL ? ' + L' : ''})`, 'hand', { place: a.card, data: { card: a.card } });
				break;
			}
			case 'deal': {
				const c = cardOf(v, a.card);
				push(a, `${cs ? 'Dohoda' : 'Deal'}: +1 ${itemText(c.deal!, l)} ${cs ? 'každé kolo' : 'each round'} (1 ${itemText('food', l)})`, 'hand', { place: a.card, swatch: sw(c.deal!), data: { card: a.card } });
				break;
			}
			case 'razeHand': {
				const c = cardOf(v, a.card);
				push(a, `${cs ? 'Zbořit z ruky' : 'Raze from hand'}: ${gains(c.raze ?? {}, l)} (1 ${itemText('raze', l)})`, 'hand', { place: a.card, data: { card: a.card } });
				break;
			}
			case 'razeEnemy': {
				const price = a.seat === VIRTUAL_SEAT ? ` (${raze(VIRTUAL_RAZE_COST)})` : '';
				push(a, `${cs ? 'Zbořit' : 'Raze'} ${cardName(a.loc, l, v)} (${who(a.seat)}): ${gains(cardOf(v, a.loc).raze ?? {}, l)}${price}`, 'loc', { place: a.loc, seat: a.seat, data: { card: a.loc, seat: a.seat } });
				break;
			}
			case 'siege': {
				const lv = v.players[a.seat]?.empire.find((x) => x.id === a.loc)?.level ?? 0;
				push(a, `${cs ? 'Zteč na' : 'Siege'} ${cardName(a.loc, l, v)} (${who(a.seat)}): ${cs ? 'opevnění' : 'fortification'} ${lv} → 0 (${raze(SIEGE_COST)})`, 'loc', { place: a.loc, seat: a.seat, data: { card: a.loc, seat: a.seat } });
				break;
			}
			case 'conquer': {
				const price = conquestPrice(v, a.seat, a.loc);
				push(a, `${cs ? 'Dobýt' : 'Conquer'} ${cardName(a.loc, l, v)} (${who(a.seat)})${price !== null ? `: ${raze(price)}` : ''}`, 'loc', { place: a.loc, seat: a.seat, data: { card: a.loc, seat: a.seat } });
				break;
			}
			case 'target':
				push(a, `${cs ? 'Útok zboří' : 'The attack razes'} ${cardName(a.id, l, v)}`, 'loc', { place: a.id, data: { card: a.id } });
				break;
			case 'activate':
				push(a, `${cs ? 'Aktivovat' : 'Activate'} ${cardName(a.loc, l, v)}${a.times > 1 ? ` ${a.times}×` : ''}`, 'loc', { place: a.loc, data: { card: a.loc, times: a.times } });
				break;
			case 'workers': {
				// The list shows the short form; the accessible name starts with it and says it in full.
				const short = `${2 * a.n} → ${a.n}`;
				push(a, short, 'bar', { name: `${short}: ${cs ? `${2 * a.n} dělníci → ${a.n}× surovina nebo karta` : `${2 * a.n} workers → ${a.n}× Resource or card`}`, data: { n: a.n } });
				break;
			}
			case 'pass':
				push(a, cs ? 'Pasovat' : 'Pass', 'end', { testid: 'answer-pass', tone: 'primary' });
				break;
			case 'samurai':
				push(a, `${cs ? 'Samuraj k' : 'Samurai at'} ${cardName(a.loc, l, v)}`, 'free', { place: a.loc, data: { card: a.loc } });
				break;
			case 'defence':
				push(a, `${cs ? 'Obranný žeton na' : 'Defence token on'} ${cardName(a.loc, l, v)}`, 'free', { place: a.loc, swatch: sw('defence'), data: { card: a.loc } });
				break;
			case 'l':
				if (a.from === 'loc') push(a, `${cs ? 'Odhodit lokaci' : 'Discard Location'} ${cardName(a.id, l, v)}`, 'loc', { place: a.id, data: { card: a.id, from: 'loc' } });
				else push(a, `${cs ? 'Odhodit základy' : 'Discard Foundation'} (${cardName(a.id, l, v)})`, 'bar', { data: { card: a.id, from: 'foundation' } });
				break;
			case 'pick': {
				const pt = task?.t === 'pick' ? task : null;
				if (a.item !== undefined && a.id === undefined) {
					// A good: from the worker exchange, or a Resource to steal from an opponent.
					const label = a.seat !== undefined ? `${cs ? 'Vzít' : 'Take'} 1 ${itemText(a.item, l)} (${who(a.seat)})` : `1 ${itemText(a.item, l)}`;
					push(a, label, 'bar', { swatch: sw(a.item), data: { item: a.item, ...(a.seat !== undefined ? { seat: a.seat } : {}) } });
				} else if (a.i !== undefined) {
					const s = a.seat ?? me;
					const verb =
						pt?.purpose === 'discardDeal' || pt?.purpose === 'discardEnemyDeal'
							? cs ? 'Zrušit' : 'Discard'
							: pt?.purpose === 'stealDeal'
								? cs ? 'Převzít' : 'Take'
								: pt?.purpose === 'negotiator'
									? cs ? 'Postavit' : 'Build'
									: cs ? 'Vyrobit znovu' : 'Produce again';
					push(a, `${verb}: ${dealLabel(v, s, a.i, l, names, s === me)}`, 'bar', { swatch: v.players[s]?.deals[a.i] ? sw(v.players[s].deals[a.i].item) : undefined, data: { i: a.i, seat: s } });
				} else if (a.id !== undefined) {
					const verb = pt ? pickVerb(pt, cs) : cs ? 'Vybrat' : 'Choose';
					const item = a.item !== undefined ? `: 1 ${itemText(a.item, l)}` : '';
					const owner = a.seat !== undefined && a.seat !== me ? ` (${who(a.seat)})` : '';
					const ignore = pt?.purpose === 'conquer' && !!pt.src && (cardOf(v, pt.src).action?.effect as { ignoreDefence?: boolean } | undefined)?.ignoreDefence === true;
					const price = pt?.purpose === 'conquer' && a.seat !== undefined ? conquestPrice(v, a.seat, a.id, ignore) : null;
					const inHand = a.seat === undefined && hand.has(a.id) && !v.players[me].empire.some((x) => x.id === a.id);
					push(a, `${verb} ${cardName(a.id, l, v)}${owner}${item}${price !== null ? `: ${raze(price)}` : ''}`, inHand ? 'hand' : 'loc', { place: a.id, ...(a.seat !== undefined ? { seat: a.seat } : {}), data: { card: a.id, ...(a.item ? { item: a.item } : {}) } });
				} else push(a, cs ? 'Vybrat' : 'Choose', 'bar');
				break;
			}
			default: {
				const never: never = a;
				void never;
			}
		}
	}
	return out;
}



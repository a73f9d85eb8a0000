/**
 * The legal actions of the seat deciding, turned into labelled answers for the action bar.
 * Every answer stands for exactly one legal action (the single source of truth); the board
 * only sorts them into places (map, hand, combat, the bar).
 */
import { TACTICS } from '../data';
import type { BasicColor, Effect } from '../data/types';
import type { MkAction, Task } from '../tasks';
import type { MkView } from '../view';
import { choiceOptions } from '../combat/specials';
import { BASIC_COLORS, cardName, deed, effectText, enemyName, MANA, SITES, skill, skillName, tacticName, TERRAIN, unit, unitName, type Lang } from './labels';

/** Where an answer is shown. */
export type Place = 'hand' | 'map' | 'combat' | 'bar' | 'end';

export interface Answer {
	key: string;
	label: string;
	value: MkAction;
	place: Place;
	swatch?: string;
	testid: string;
	data?: Record<string, string | number>;
}

const BASIC: BasicColor[] = BASIC_COLORS;

/** The card ids of the hand that a tap answers now: card → action. */
export function handActions(v: MkView, legal: MkAction[]): Map<string, MkAction> {
	const out = new Map<string, MkAction>();
	const task = v.task;
	const handTask = task && (task.t === 'pickCard' || task.t === 'rethink' || task.t === 'endDiscard');
	for (const a of legal) {
		if (a.a === 'play') out.set(a.card, a);
		else if (a.a === 'card' && handTask) out.set(a.card, a);
		else if (a.a === 'wound' && a.where === 'hand' && !out.has('wound')) out.set('wound', a);
	}
	return out;
}

const key = (a: MkAction) => JSON.stringify(a);

/** Labels every legal action; answers placed in the hand or on the map keep a bar entry only when useful. */
export function answersFor(v: MkView, legal: MkAction[], lang: Lang, names: string[]): Answer[] {
	const cs = lang === 'cs';
	const task = v.task;
	const me = task && 'seat' in task ? task.seat : (v.seat ?? 0);
	const out: Answer[] = [];
	const push = (a: MkAction, label: string, place: Place, testid = 'answer', extra: Partial<Answer> = {}) => out.push({ key: key(a), label, value: a, place, testid, ...extra });
	for (const a of legal) {
		switch (a.a) {
			case 'tactic': {
				const tc = tacticName(a.id, lang);
				const n = tacticNumberOf(a.id);
				push(a, `${n} · ${tc}`, 'bar', 'answer-tactic', { data: { tactic: a.id } });
				break;
			}
			case 'play':
				push(a, `${cs ? 'Zahrát' : 'Play'} ${cardName(a.card, lang)}`, 'hand', 'answer-play', { data: { card: a.card } });
				break;
			case 'unit': {
				const u = v.players[me]?.units.find((x) => x.uid === a.uid);
				push(a, `${cs ? 'Jednotka' : 'Unit'}: ${u ? unitName(u.id, lang) : a.uid}`, 'bar', 'answer-unit', { data: { uid: a.uid } });
				break;
			}
			case 'skill':
				push(a, `${cs ? 'Dovednost' : 'Skill'}: ${skillName(a.id, lang)}`, 'bar', 'answer-skill', { data: { skill: a.id } });
				break;
			case 'step': {
				const h = v.hexes[a.to];
				const cost = v.moveCosts[a.to];
				const what = h ? (h.site ? SITES[h.site.kind][lang] : TERRAIN[h.terrain].name[lang]) : a.to;
				push(a, `${arrow(v, me, a.to)} ${what}${cost != null ? ` (${cost})` : ''}`, 'map', 'answer-step', { data: { hex: a.to }, swatch: h ? TERRAIN[h.terrain].color : undefined });
				break;
			}
			case 'explore':
				push(a, `${cs ? 'Prozkoumat' : 'Explore'} ${a.at} (2)`, 'map', 'answer-explore', { data: { at: a.at } });
				break;
			case 'challenge': {
				const ids = a.uids.map((uid) => tokenId(v, uid));
				push(a, `${cs ? 'Vyzvat' : 'Challenge'}: ${ids.map((id) => enemyName(id, lang)).join(', ')}`, 'map', 'answer-challenge', { data: { uids: a.uids.join(',') } });
				break;
			}
			case 'rest':
				push(a, cs ? 'Odpočívat' : 'Rest', 'bar', 'answer-rest');
				break;
			case 'announce':
				push(a, cs ? 'Ohlásit konec kola' : 'Announce End of Round', 'bar', 'answer-announce');
				break;
			case 'endTurn':
				push(a, cs ? 'Ukončit tah' : 'End turn', 'end', 'end-turn');
				break;
			case 'how': {
				const c = task?.t === 'cardMode' ? deed(task.card) : undefined;
				const eff = c ? alternatives(a.how === 'basic' ? c.basic : c.powered)[a.alt] : undefined;
				const how = a.how === 'basic' ? (cs ? 'Základní' : 'Basic') : cs ? 'Silnější' : 'Stronger';
				const mana = a.how === 'powered' && c?.color && task?.t === 'cardMode' && !task.free ? ` (${MANA[c.color].name[lang]}${c.kind === 'spell' ? (cs ? ' + černá' : ' + black') : ''})` : '';
				push(a, `${how}${mana}: ${eff ? effectText(eff, lang) : ''}`, 'bar', 'answer-how', { data: { how: a.how, alt: a.alt }, swatch: a.how === 'powered' && c?.color ? MANA[c.color].color : undefined });
				break;
			}
			case 'sideways':
				push(a, `${cs ? 'Bokem' : 'Sideways'}: ${sidewaysName(a.as, lang)} 1`, 'bar', 'answer-sideways', { data: { as: a.as } });
				break;
			case 'mana': {
				const from = a.from === 'die' ? (cs ? 'Kostka z Pramene' : 'Source die') : a.from === 'crystal' ? (cs ? 'Krystal' : 'Crystal') : cs ? 'Žeton' : 'Token';
				push(a, `${from}: ${MANA[a.color].name[lang]}`, 'bar', 'answer-mana', { swatch: MANA[a.color].color, data: { from: a.from, color: a.color, ...(a.die !== undefined ? { die: a.die } : {}) } });
				break;
			}
			case 'choose':
				push(a, chooseLabel(v, task, a.i, lang), 'bar', 'answer-choose', { data: { i: a.i } });
				break;
			case 'card':
				push(a, cardChoiceLabel(task, a.card, lang), task && (task.t === 'pickCard' || task.t === 'rethink' || task.t === 'endDiscard') ? 'hand' : 'bar', 'answer-card', { data: { card: a.card } });
				break;
			case 'pickUnit': {
				const u = v.players[me]?.units.find((x) => x.uid === a.uid);
				const disband = task?.t === 'pickUnitReward';
				push(a, `${disband ? (cs ? 'Rozpustit' : 'Disband') + ': ' : ''}${u ? unitName(u.id, lang) : a.uid}`, 'bar', 'answer-unit', { data: { uid: a.uid } });
				break;
			}
			case 'wound':
				if (a.where === 'hand') push(a, task?.t === 'glade' ? (cs ? 'Odhodit zranění z ruky' : 'Throw away a Wound from hand') : cs ? 'Vyléčit zranění v ruce' : 'Heal a Wound in hand', 'bar', 'answer-heal');
				else {
					const u = v.players[me]?.units.find((x) => x.uid === a.uid);
					push(a, `${cs ? 'Vyléčit' : 'Heal'}: ${u ? unitName(u.id, lang) : a.uid}`, 'bar', 'answer-heal', { data: { uid: a.uid ?? '' } });
				}
				break;
			case 'done':
				push(a, cs ? 'Hotovo' : 'Done', 'bar', 'answer-done');
				break;
			case 'useTactic':
				push(a, `${cs ? 'Použít taktiku' : 'Use the Tactic'}: ${tacticName(v.players[me]?.tactic ?? '', lang)}`, 'bar', 'answer-tactic-use');
				break;
			// sites
			case 'interact':
				push(a, cs ? 'Jednat s místními' : 'Interact with the locals', 'bar', 'answer-interact');
				break;
			case 'recruit': {
				const u = unit(a.unit);
				push(a, `${cs ? 'Naverbovat' : 'Recruit'}: ${unitName(a.unit, lang)}${u ? ` (${u.cost})` : ''}`, 'bar', 'answer-recruit', { data: { unit: a.unit } });
				break;
			}
			case 'buyHeal':
				push(a, cs ? 'Koupit léčení 1' : 'Buy Healing 1', 'bar', 'answer-buy', { data: { buy: 'heal' } });
				break;
			case 'buyAdvanced':
				push(a, `${cs ? 'Naučit se' : 'Learn'}: ${cardName(a.id, lang)}`, 'bar', 'answer-buy', { data: { buy: a.id } });
				break;
			case 'buySpell':
				push(a, `${cs ? 'Koupit kouzlo' : 'Buy Spell'}: ${cardName(a.id, lang)}`, 'bar', 'answer-buy', { data: { buy: a.id } });
				break;
			case 'enterSite':
				push(a, cs ? 'Vstoupit do místa' : 'Enter the site', 'bar', 'answer-enter');
				break;
			case 'burnMonastery':
				push(a, cs ? 'Vypálit klášter' : 'Burn the monastery', 'bar', 'answer-burn');
				break;
			case 'disband': {
				const u = v.players[me]?.units.find((x) => x.uid === a.uid);
				push(a, `${cs ? 'Rozpustit' : 'Disband'}: ${u ? unitName(u.id, lang) : a.uid}`, 'bar', 'answer-disband');
				break;
			}
			case 'keepUnits':
				push(a, cs ? 'Ponechat jednotky' : 'Keep the units', 'bar', 'answer-keep');
				break;
			// combat
			case 'target':
				push(a, enemyName(tokenId(v, a.uid), lang), 'combat', 'answer-target', { data: { uid: a.uid } });
				break;
			case 'strike':
				push(a, cs ? 'Zaútočit na skupinu' : 'Strike the group', 'bar', 'answer-strike');
				break;
			case 'blockTarget':
				push(a, `${cs ? 'Blokovat' : 'Block'}: ${enemyName(tokenId(v, a.uid), lang)}`, 'combat', 'answer-block-target', { data: { uid: a.uid } });
				break;
			case 'block':
				push(a, cs ? 'Zablokovat' : 'Resolve the block', 'bar', 'answer-block');
				break;
			case 'takeDamage':
				push(a, `${cs ? 'Zranění od' : 'Damage from'}: ${enemyName(tokenId(v, a.uid), lang)}`, 'bar', 'answer-take-damage', { data: { uid: a.uid } });
				break;
			case 'nextPhase':
				push(a, cs ? 'Další fáze boje' : 'Next combat phase', 'bar', 'answer-next-phase');
				break;
			case 'damage':
				if (a.to === 'hero') push(a, cs ? 'Zranění hrdinovi' : 'Wound the hero', 'bar', 'answer-damage', { data: { to: 'hero' } });
				else {
					const u = v.players[me]?.units.find((x) => x.uid === a.uid);
					push(a, `${cs ? 'Zranění jednotce' : 'Damage to'}: ${u ? unitName(u.id, lang) : a.uid}`, 'bar', 'answer-damage', { data: { to: 'unit', uid: a.uid } });
				}
				break;
			case 'pickEnemy':
				push(a, 'all' in a ? (cs ? 'Všichni nepřátelé' : 'Every enemy') : enemyName(tokenId(v, a.uid), lang), 'bar', 'answer-enemy');
				break;
			case 'combatChoose':
				{
					const task = v.task?.t === 'combatChoice' ? v.task : null;
					const text = task ? choiceOptions(task)[a.i] : undefined;
					push(a, text ? (cs ? text.cs : text.en) : `${cs ? 'Možnost' : 'Option'} ${a.i + 1}`, 'bar', 'answer-choose');
				}
				break;
			default:
				push(a, JSON.stringify(a), 'bar', 'answer');
		}
	}
	void names;
	return out;
}

const ARROWS: Record<string, string> = { '0,-1': '↖', '1,-1': '↗', '1,0': '→', '0,1': '↘', '-1,1': '↙', '-1,0': '←' };
/** The direction of a step from the hero's space, as an arrow. */
function arrow(v: MkView, seat: number, to: string): string {
	const from = v.players[seat]?.pos;
	if (!from) return '→';
	const [q0, r0] = from.split(',').map(Number);
	const [q1, r1] = to.split(',').map(Number);
	return ARROWS[`${q1 - q0},${r1 - r0}`] ?? '→';
}

function sidewaysName(as: string, lang: Lang): string {
	const cs = lang === 'cs';
	return { move: cs ? 'Pohyb' : 'Move', influence: cs ? 'Vliv' : 'Influence', attack: cs ? 'Útok' : 'Attack', block: cs ? 'Blok' : 'Block' }[as] ?? as;
}

const tacticNumberOf = (id: string): number | string => TACTICS.find((x) => x.id === id)?.n ?? '?';
/** The alternatives of a card half, in the order the `how` actions index them. */
const alternatives = (e: Effect): Effect[] => (e.k === 'one' ? e.of : [e]);

export function tokenId(v: MkView, uid: number): string {
	for (const e of v.combat?.enemies ?? []) if (e.token.uid === uid) return e.token.id;
	for (const k of Object.keys(v.hexes)) {
		const h = v.hexes[k];
		for (const tk of [...h.rampaging, ...(h.site?.enemies ?? [])]) if (tk.uid === uid) return tk.id;
	}
	return '?';
}

function chooseLabel(v: MkView, task: Task | null, i: number, lang: Lang): string {
	const cs = lang === 'cs';
	if (!task) return String(i + 1);
	switch (task.t) {
		case 'effectChoice':
			return task.options[i] ? effectText(task.options[i], lang) : String(i + 1);
		case 'unitAbility': {
			const u = v.players[task.seat]?.units.find((x) => x.uid === task.uid);
			const ab = u ? unit(u.id)?.abilities[i] : undefined;
			return ab ? `${effectText(ab.effect, lang)}${ab.mana ? ` (${MANA[ab.mana].name[lang]} ${cs ? 'mana' : 'mana'})` : ''}` : String(i + 1);
		}
		case 'levelUp': {
			const id = task.drawn[i];
			return id && id !== '?' ? `${skillName(id, lang)} – ${skill(id)?.text[lang] ?? ''}` : String(i + 1);
		}
		case 'pickCrystal':
			return `${cs ? 'Krystal' : 'Crystal'}: ${MANA[BASIC[i]]?.name[lang] ?? i}`;
		case 'manaSteal': {
			const d = v.source[i];
			return `${cs ? 'Kostka' : 'Die'} ${i + 1}: ${d ? MANA[d.color].name[lang] : ''}`;
		}
		case 'otherTurn':
			return cs ? 'Vyplenit vesnici (pověst −1, 2 karty)' : 'Plunder the village (Reputation −1, draw 2)';
		case 'rewardOrder':
			return i === 0 ? (cs ? 'Nejdřív odměna (jednotka)' : 'The reward (unit) first') : cs ? 'Nejdřív nová úroveň' : 'The level-up first';
		case 'glade':
			return cs ? 'Odhodit zranění z odkládacího balíčku' : 'Throw away a Wound from the discard pile';
		case 'pvpTarget': {
			const p = v.pvp;
			const foe = p ? (p.attacker === p.aggressor ? p.defender : p.aggressor) : -1;
			if (task.purpose === 'tremor' && i === task.uids.length) return cs ? 'Všechny jednotky: zbroj −2' : 'Every unit: Armor −2';
			const u = v.players[foe]?.units.find((x) => x.uid === task.uids[i]);
			return u ? unitName(u.id, lang) : String(i + 1);
		}
		case 'pvpCancel': {
			const part = v.pvp?.attack?.units?.[i];
			return part ? `${cs ? 'Neútočí' : 'Does not attack'}: ${unitName(part.unit, lang)} (−${part.n})` : String(i + 1);
		}
		default:
			return String(i + 1);
	}
}

function cardChoiceLabel(task: Task | null, card: string, lang: Lang): string {
	const cs = lang === 'cs';
	if (task?.t === 'pickUnitReward') return `${cs ? 'Jednotka' : 'Unit'}: ${unitName(card, lang)}`;
	if (task?.t === 'rethink' || task?.t === 'endDiscard') return `${cs ? 'Odhodit' : 'Discard'}: ${cardName(card, lang)}`;
	return cardName(card, lang);
}

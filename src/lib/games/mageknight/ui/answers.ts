/**
 * The legal actions of the seat deciding, turned into labelled answers for the action bar.
 * Every answer stands for exactly one legal action (the single source of truth); the board
 * only sorts them into places (map, hand, combat, the bar).
 */
import { plural, pluralForms, pluralWord } from '$lib/engine';
import type { BasicColor, Effect } from '../data/types';
import { bilingual, type Answer, type AnswerIn } from '$lib/engine/sdk/answers';
import type { HexKey } from '../hex';
import { WOUND } from '../players';
import type { MkAction, Task } from '../tasks';
import type { MkView } from '../view';
import { choiceOptions } from '../combat/specials';
import { BASIC_COLORS, cardName, deed, deedText, effectText, enemyName, MANA, SITES, skill, skillName, tactic, tacticName, TERRAIN, unit, unitName, type Lang } from './labels';
import { cardPlace, enemyPlace, hexPlace, tilePlace, unitPlace } from './places';

/** The lists of the dock an answer is shown in. */
export type Section = 'hand' | 'map' | 'combat' | 'bar' | 'end';

/**
 * One answer of Mage Knight. Its place (places.ts) is where the board shows it: the space a step
 * goes to or whose enemies it challenges, the tile spot it explores, the enemy it targets or
 * blocks, the unit it uses, picks, heals or wounds, the hand card it plays or picks. An answer
 * without a place is only listed in the dock.
 */
export type MkAnswer = Answer<MkAction, Section>;
type Labelled = AnswerIn<MkAction, Section>;

const BASIC: BasicColor[] = BASIC_COLORS;

/** The decisions whose `card` answers are cards of the hand (other card picks come from an offer or a deck, listed in the dock). */
const HAND_TASKS: ReadonlySet<Task['t']> = new Set(['pickCard', 'rethink', 'endDiscard']);

const key = (a: MkAction) => JSON.stringify(a);

/** Every legal action as an answer labelled in both languages, one answer each, in the order given. */
export const answersFor = (v: MkView, legal: MkAction[], names: string[]): MkAnswer[] => bilingual((lang) => labelledIn(v, legal, lang, names));

/** Labels every legal action in one language. */
function labelledIn(v: MkView, legal: MkAction[], lang: Lang, names: string[]): Labelled[] {
	const cs = lang === 'cs';
	const task = v.task;
	const me = task && 'seat' in task ? task.seat : (v.seat ?? 0);
	const out: Labelled[] = [];
	const push = (a: MkAction, label: string, section: Section, testid = 'answer', extra: Partial<Labelled> = {}) => out.push({ key: key(a), label, action: a, section, testid, ...extra });
	const handTask = !!task && HAND_TASKS.has(task.t);
	for (const a of legal) {
		switch (a.a) {
			case 'tactic': {
				const tc = tacticName(a.id, lang, v);
				const n = tacticNumberOf(v, a.id);
				push(a, `${n} · ${tc}`, 'bar', 'answer-tactic', { data: { tactic: a.id } });
				break;
			}
			case 'play':
				push(a, `${cs ? 'Zahrát kartu' : 'Play'} ${cardName(a.card, lang, v)}`, 'hand', 'answer-play', { place: cardPlace(a.card), data: { card: a.card } });
				break;
			case 'unit': {
				const u = v.players[me]?.units.find((x) => x.uid === a.uid);
				push(a, `${cs ? 'Použít jednotku' : 'Use the unit'}: ${u ? unitName(u.id, lang, v) : a.uid}`, 'bar', 'answer-unit', { place: unitPlace(a.uid), data: { uid: a.uid } });
				break;
			}
			case 'skill':
				// At a level-up a skill of the common offer is chosen: it shows what it does, like the drawn ones.
				push(a, `${cs ? 'Dovednost' : 'Skill'}: ${skillName(a.id, lang, v)}${task?.t === 'levelUp' && skill(a.id, v) ? ` – ${skill(a.id, v)!.text[lang]}` : ''}`, 'bar', 'answer-skill', { data: { skill: a.id } });
				break;
			case 'step': {
				const h = v.hexes[a.to];
				const cost = v.moveCosts[a.to];
				const what = h ? (h.site ? SITES[h.site.kind][lang] : TERRAIN[h.terrain].name[lang]) : a.to;
				const foes = v.provokes?.[a.to] ?? [];
				const provokes = foes.length ? ` – ⚔ ${cs ? 'vyprovokuje' : 'provokes'}: ${foes.map((id) => enemyName(id, lang, v)).join(', ')}` : '';
				push(a, `${arrow(v, me, a.to)} ${what}${cost != null ? ` (${cost})` : ''}${provokes}`, 'map', 'answer-step', { place: hexPlace(a.to), data: { hex: a.to, ...(foes.length ? { provokes: foes.length } : {}) }, swatch: h ? TERRAIN[h.terrain].color : undefined });
				break;
			}
			case 'explore':
				push(a, `${cs ? 'Prozkoumat' : 'Explore'} ${a.at} (2)`, 'map', 'answer-explore', { place: tilePlace(a.at), data: { at: a.at } });
				break;
			case 'challenge': {
				const ids = a.uids.map((uid) => tokenId(v, uid));
				const at = groupHex(v, a.uids);
				push(a, `${cs ? 'Vyzvat' : 'Challenge'}: ${ids.map((id) => enemyName(id, lang, v)).join(', ')}`, 'map', 'answer-challenge', { ...(at !== undefined ? { place: hexPlace(at) } : {}), data: { uids: a.uids.join(',') } });
				break;
			}
			case 'rest':
				push(a, cs ? 'Odpočívat' : 'Rest', 'bar', 'answer-rest');
				break;
			case 'announce':
				push(a, cs ? 'Ohlásit konec kola' : 'Announce End of Round', 'bar', 'answer-announce');
				break;
			case 'endTurn':
				push(a, cs ? 'Ukončit tah' : 'End turn', 'end', 'end-turn', { tone: 'primary' });
				break;
			case 'how': {
				const c = task?.t === 'cardMode' ? deed(task.card, v) : undefined;
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
				push(a, chooseLabel(v, task, a.i, lang, names), 'bar', 'answer-choose', { data: { i: a.i } });
				break;
			case 'card':
				push(a, cardChoiceLabel(v, task, a.card, lang), handTask ? 'hand' : 'bar', 'answer-card', { ...(handTask ? { place: cardPlace(a.card) } : {}), data: { card: a.card } });
				break;
			case 'pickUnit': {
				const u = v.players[me]?.units.find((x) => x.uid === a.uid);
				push(a, `${pickUnitVerb(task, lang)}: ${u ? unitName(u.id, lang, v) : a.uid}`, 'bar', 'answer-unit', { place: unitPlace(a.uid), data: { uid: a.uid } });
				break;
			}
			case 'wound':
				if (a.where === 'hand') push(a, task?.t === 'glade' ? (cs ? 'Odhodit zranění z ruky' : 'Throw away a Wound from hand') : cs ? 'Vyléčit zranění v ruce' : 'Heal a Wound in hand', 'bar', 'answer-heal', { place: cardPlace(WOUND) });
				else {
					const u = v.players[me]?.units.find((x) => x.uid === a.uid);
					push(a, `${cs ? 'Vyléčit' : 'Heal'}: ${u ? unitName(u.id, lang, v) : a.uid}`, 'bar', 'answer-heal', { ...(a.uid !== undefined ? { place: unitPlace(a.uid) } : {}), data: { uid: a.uid ?? '' } });
				}
				break;
			case 'done':
				push(a, doneLabel(task, lang), 'bar', 'answer-done');
				break;
			case 'useTactic':
				push(a, `${cs ? 'Použít taktiku' : 'Use the Tactic'}: ${tacticName(v.players[me]?.tactic ?? '', lang, v)}`, 'bar', 'answer-tactic-use');
				break;
			// sites
			case 'interact':
				push(a, cs ? 'Jednat s místními' : 'Interact with the locals', 'bar', 'answer-interact');
				break;
			case 'recruit': {
				const u = unit(a.unit, v);
				const bonds = a.bonds ? (cs ? ', pod Poutem věrnosti' : ', under Bonds of Loyalty') : '';
				push(a, `${cs ? 'Naverbovat' : 'Recruit'}: ${unitName(a.unit, lang, v)}${u ? ` (${u.cost}${bonds ? ' −5' : ''}${bonds})` : ''} – ${unitText(a.unit, lang, v)}`, 'bar', 'answer-recruit', { data: { unit: a.unit } });
				break;
			}
			case 'buyHeal':
				push(a, cs ? 'Koupit léčení 1' : 'Buy Healing 1', 'bar', 'answer-buy', { data: { buy: 'heal' } });
				break;
			case 'buyAdvanced':
				push(a, `${cs ? 'Naučit se' : 'Learn'}: ${cardWithText(v, a.id, lang)}`, 'bar', 'answer-buy', { data: { buy: a.id } });
				break;
			case 'buySpell':
				push(a, `${cs ? 'Koupit kouzlo' : 'Buy Spell'}: ${cardWithText(v, a.id, lang)}`, 'bar', 'answer-buy', { data: { buy: a.id } });
				break;
			case 'enterSite':
				push(a, cs ? 'Vstoupit do místa' : 'Enter the site', 'bar', 'answer-enter');
				break;
			case 'burnMonastery':
				push(a, cs ? 'Vypálit klášter' : 'Burn the monastery', 'bar', 'answer-burn');
				break;
			case 'disband': {
				const u = v.players[me]?.units.find((x) => x.uid === a.uid);
				push(a, `${cs ? 'Rozpustit' : 'Disband'}: ${u ? unitName(u.id, lang, v) : a.uid}`, 'bar', 'answer-disband', { place: unitPlace(a.uid) });
				break;
			}
			case 'keepUnits':
				push(a, cs ? 'Ponechat jednotky' : 'Keep the units', 'bar', 'answer-keep');
				break;
			// combat
			case 'target':
				push(a, enemyName(tokenId(v, a.uid), lang, v), 'combat', 'answer-target', { place: enemyPlace(a.uid), data: { uid: a.uid } });
				break;
			case 'strike':
				push(a, cs ? 'Zaútočit na skupinu' : 'Strike the group', 'bar', 'answer-strike');
				break;
			case 'blockTarget':
				push(a, `${cs ? 'Blokovat' : 'Block'}: ${enemyName(tokenId(v, a.uid), lang, v)}`, 'combat', 'answer-block-target', { place: enemyPlace(a.uid), data: { uid: a.uid } });
				break;
			case 'block':
				push(a, cs ? 'Zablokovat' : 'Resolve the block', 'bar', 'answer-block');
				break;
			case 'takeDamage':
				push(a, `${cs ? 'Zranění od' : 'Damage from'}: ${enemyName(tokenId(v, a.uid), lang, v)}`, 'bar', 'answer-take-damage', { data: { uid: a.uid } });
				break;
			case 'nextPhase':
				push(a, v.combat?.phase === 'attack' ? (cs ? 'Ukončit boj' : 'End the combat') : cs ? 'Další fáze boje' : 'Next combat phase', 'bar', 'answer-next-phase');
				break;
			case 'damage':
				if (a.to === 'hero') push(a, cs ? 'Zranění hrdinovi' : 'Wound the hero', 'bar', 'answer-damage', { data: { to: 'hero' } });
				else {
					const u = v.players[me]?.units.find((x) => x.uid === a.uid);
					push(a, `${cs ? 'Zranění jednotce' : 'Damage to'}: ${u ? unitName(u.id, lang, v) : a.uid}`, 'bar', 'answer-damage', { place: unitPlace(a.uid), data: { to: 'unit', uid: a.uid } });
				}
				break;
			case 'pickEnemy':
				push(a, 'all' in a ? (cs ? 'Všichni nepřátelé' : 'Every enemy') : enemyName(tokenId(v, a.uid), lang, v), 'bar', 'answer-enemy');
				break;
			case 'combatChoose':
				{
					const task = v.task?.t === 'combatChoice' ? v.task : null;
					const text = task ? choiceOptions(task)[a.i] : undefined;
					push(a, text ? (cs ? text.cs : text.en) : `${cs ? 'Možnost' : 'Option'} ${a.i + 1}`, 'bar', 'answer-choose');
				}
				break;
			// specials
			case 'borrow': {
				const ab = unit(a.unit, v)?.abilities[a.ability];
				push(a, `${unitName(a.unit, lang, v)}: ${ab ? effectText(ab.effect, lang) : '?'}${ab?.mana ? ` (${MANA[ab.mana].name[lang]} ${cs ? 'mana' : 'mana'})` : ''}`, 'bar', 'answer-borrow', { data: { unit: a.unit } });
				break;
			}
			case 'place':
				push(a, a.where === 'top' ? (cs ? 'Navrch balíčku' : 'On top of the deck') : cs ? 'Dospod balíčku' : 'At the bottom of the deck', 'bar', 'answer-place');
				break;
			case 'convertMove':
				push(a, a.kind === 'melee' ? (cs ? 'Pohyb 1 → Útok 1' : 'Move 1 → Attack 1') : cs ? 'Pohyb 2 → Útok 1 (dálkový)' : 'Move 2 → Ranged Attack 1', 'bar', 'answer-convert');
				break;
			case 'banner': {
				const u = v.players[me]?.units.find((x) => x.uid === a.uid);
				const fear = u?.banner === 'banner-of-fear';
				push(a, `${fear ? (cs ? 'Prapor strachu: zrušit útok' : 'Banner of Fear: cancel an attack') : cs ? 'Prapor odvahy: připravit' : 'Banner of Courage: ready'} – ${u ? unitName(u.id, lang, v) : a.uid}`, 'bar', 'answer-banner', { data: { uid: a.uid } });
				break;
			}
			// player versus player
			case 'pvpAttend':
				push(a, a.full ? (cs ? 'Plná účast (odehraješ svůj příští tah teď)' : 'Full attendance (play your next turn now)') : cs ? 'Částečná účast (bez kostky z Pramene a dovedností)' : 'Partial attendance (no Source die, no skills)', 'bar', 'answer-attend');
				break;
			case 'pvpStrike':
				push(a, cs ? 'Zaútočit na soupeře' : 'Strike the opponent', 'bar', 'answer-strike');
				break;
			case 'pvpPass':
				push(a, cs ? 'Neútočit (pasovat)' : 'Do not attack (pass)', 'bar', 'answer-pass');
				break;
			case 'pvpBlock':
				push(a, cs ? 'Zablokovat útok' : 'Block the attack', 'bar', 'answer-block');
				break;
			case 'pvpDamage':
				push(a, pvpDamageLabel(v, a, lang), 'bar', 'answer-damage');
				break;
			default: {
				// Every action kind has its own words above (a new kind fails to compile here).
				const none: never = a;
				push(none, cs ? 'Možnost' : 'Option', 'bar', 'answer');
			}
		}
	}
	disambiguateDice(out, lang);
	return out;
}

/** Two Source dice of one colour: the answers name the die too (the same words twice say nothing). */
function disambiguateDice(out: Labelled[], lang: Lang): void {
	const count = new Map<string, number>();
	for (const x of out) count.set(x.label, (count.get(x.label) ?? 0) + 1);
	for (const x of out)
		if ((count.get(x.label) ?? 0) > 1 && (x.action.a === 'mana' || x.action.a === 'choose') && x.data?.die !== undefined) x.label = `${x.label} (${lang === 'cs' ? 'kostka' : 'die'} ${Number(x.data.die) + 1})`;
}

function pvpDamageLabel(v: MkView, a: Extract<MkAction, { a: 'pvpDamage' }>, lang: Lang): string {
	const cs = lang === 'cs';
	switch (a.to) {
		case 'hero':
			return cs ? 'Zranit hrdinu soupeře' : "Wound the opponent's hero";
		case 'unit': {
			const u = v.players.flatMap((p) => p.units).find((x) => x.uid === a.uid);
			return `${cs ? 'Zranit jednotku soupeře' : "Wound the opponent's unit"}: ${u ? unitName(u.id, lang, v) : a.uid}`;
		}
		case 'artifact':
			return `${cs ? 'Ukořistit artefakt' : 'Take the Artifact'}: ${cardName(a.card, lang, v)}`;
		case 'push': {
			const h = v.hexes[a.hex];
			return `${cs ? 'Vytlačit soupeře na' : 'Push the opponent to'}: ${h ? TERRAIN[h.terrain].name[lang] : ''} ${a.hex}`;
		}
	}
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

const tacticNumberOf = (v: MkView, id: string): number | string => tactic(id, v)?.n ?? '?';
/** The alternatives of a card half, in the order the `how` actions index them. */
const alternatives = (e: Effect): Effect[] => (e.k === 'one' ? e.of : [e]);

/** The space whose rampaging enemies are exactly these (a challenge of one space's group); none for a challenge of several spaces at once. */
function groupHex(v: MkView, uids: readonly number[]): HexKey | undefined {
	const same = (tokens: readonly { uid: number }[]) => tokens.length === uids.length && tokens.every((t) => uids.includes(t.uid));
	return Object.keys(v.hexes).find((k) => v.hexes[k].rampaging.length > 0 && same(v.hexes[k].rampaging));
}

export function tokenId(v: MkView, uid: number): string {
	for (const e of v.combat?.enemies ?? []) if (e.token.uid === uid) return e.token.id;
	for (const k of Object.keys(v.hexes)) {
		const h = v.hexes[k];
		for (const tk of [...h.rampaging, ...(h.site?.enemies ?? [])]) if (tk.uid === uid) return tk.id;
	}
	return '?';
}

function chooseLabel(v: MkView, task: Task | null, i: number, lang: Lang, names: string[]): string {
	const cs = lang === 'cs';
	const option = `${cs ? 'Možnost' : 'Option'} ${i + 1}`;
	if (!task) return option;
	switch (task.t) {
		case 'effectChoice':
			return task.options[i] ? optionText(v, task.options[i], lang, names) : option;
		case 'unitAbility': {
			const u = v.players[task.seat]?.units.find((x) => x.uid === task.uid);
			const ab = u ? unit(u.id, v)?.abilities[i] : undefined;
			return ab ? `${effectText(ab.effect, lang)}${ab.mana ? ` (${MANA[ab.mana].name[lang]} ${cs ? 'mana' : 'mana'})` : ''}` : option;
		}
		case 'levelUp': {
			const id = task.drawn[i];
			return id && id !== '?' ? `${skillName(id, lang, v)} – ${skill(id, v)?.text[lang] ?? ''}` : option;
		}
		case 'pickCrystal':
			return `${cs ? 'Krystal' : 'Crystal'}: ${MANA[BASIC[i]]?.name[lang] ?? i}`;
		case 'manaSteal': {
			const d = v.source[i];
			return `${cs ? 'Kostka' : 'Die'} ${i + 1}: ${d ? MANA[d.color].name[lang] : ''}`;
		}
		case 'otherTurn':
			return cs ? 'Vyplenit vesnici (pověst −1, dobereš 2 karty)' : 'Plunder the village (Reputation −1, draw 2 cards)';
		case 'rewardOrder':
			return i === 0 ? (cs ? 'Nejdřív odměna (jednotka)' : 'The reward (unit) first') : cs ? 'Nejdřív nová úroveň' : 'The level-up first';
		case 'manaSearch': {
			const d = v.source[i];
			return `${cs ? 'Přehodit kostku' : 'Reroll die'} ${i + 1}: ${d ? MANA[d.color].name[lang] : ''}`;
		}
		case 'glade':
			return cs ? 'Odhodit zranění z odkládacího balíčku' : 'Throw away a Wound from the discard pile';
		case 'plunder':
			return cs ? 'Vyplenit vesnici (pověst −1, dobereš 2 karty)' : 'Plunder the village (Reputation −1, draw 2 cards)';
		case 'sparingPower': {
			if (i === 0) return cs ? 'Odložit vrchní kartu balíčku pod taktiku' : 'Stash the top Deed card under the Tactic';
			const n = v.players[task.seat]?.tacticStoreCount ?? 0;
			return cs ? `Vzít uložené karty do ruky (${n}) a otočit taktiku` : `Take the stashed cards into your hand (${n}) and flip the Tactic`;
		}
		case 'hornOfWrath':
			if (i === 0) return cs ? 'Nepřidat obléhací útok' : 'Add no Siege Attack';
			return cs ? `Obléhací útok +${i} (${plural(i, DIE_ROLLS).cs} kostkou)` : `Siege Attack +${i} (${i} die ${pluralWord(i, DIE_ROLLS).en})`;
		case 'compPick':
			return compLabel(v, task, i, lang);
		case 'pvpTarget': {
			const p = v.pvp;
			const foe = p ? (p.attacker === p.aggressor ? p.defender : p.aggressor) : -1;
			if (task.purpose === 'tremor' && i === task.uids.length) return cs ? 'Všechny jednotky: zbroj −2' : 'Every unit: Armor −2';
			const u = v.players[foe]?.units.find((x) => x.uid === task.uids[i]);
			return u ? unitName(u.id, lang, v) : option;
		}
		case 'pvpCancel': {
			const part = v.pvp?.attack?.units?.[i];
			return part ? `${cs ? 'Neútočí' : 'Does not attack'}: ${unitName(part.unit, lang, v)} (−${part.n})` : option;
		}
		default:
			return option;
	}
}

/** "1 hod", "2 hody", "5 hodů" / "1 die roll", "2 die rolls". */
const DIE_ROLLS = pluralForms(['hod', 'hody', 'hodů'], ['roll', 'rolls']);

const OPPOSITE: Partial<Record<string, BasicColor>> = { red: 'blue', blue: 'red', green: 'white', white: 'green' };

/** An option of an effect choice: the effect in words; the choices of specials name what they pick. */
function optionText(v: MkView, e: Effect, lang: Lang, names: string[]): string {
	const cs = lang === 'cs';
	if (e.k !== 'special') return effectText(e, lang);
	const c = e.color ? MANA[e.color].name[lang] : '';
	switch (e.id) {
		case 'crystallize-pay':
			return cs ? `Krystal: ${c} (zaplatíš 1 manu té barvy)` : `Crystal: ${c} (pay 1 ${c} mana)`;
		case 'mana-draw-colour':
			return cs ? `Kostka na barvu: ${c} (2 žetony many)` : `Set the die to ${c} (2 mana tokens)`;
		case 'mana-exploit-colour':
			return `${cs ? 'Žeton many' : 'Mana token'}: ${c}`;
		case 'pure-magic-pay': {
			const n = e.n ?? 4;
			const got: Record<string, Effect> = { green: { k: 'move', n }, white: { k: 'influence', n }, blue: { k: 'block', n, el: 'physical' }, red: { k: 'attack', n, kind: 'melee', el: 'physical' } };
			return `${cs ? 'Mana' : 'Mana'} ${c}: ${got[e.color ?? ''] ? effectText(got[e.color!], lang) : ''}`;
		}
		case 'universal-power-pay':
			return cs ? `Mana ${c}: karta dá ${e.n ?? 3}` : `${c} mana: the card gives ${e.n ?? 3}`;
		case 'polarize': {
			const from = e.n === -1 ? (cs ? 'žeton' : 'token') : e.n === -2 ? (cs ? 'krystal' : 'crystal') : `${cs ? 'kostka' : 'die'} ${(e.n ?? 0) + 1}`;
			const to = e.color && OPPOSITE[e.color] ? ` → ${MANA[OPPOSITE[e.color]!].name[lang]}` : cs ? ' → opačná barva' : ' → the opposite colour';
			return `${cs ? 'Polarizovat' : 'Polarize'} ${from}: ${c}${to}`;
		}
		case 'resistance-break-on':
			return `${cs ? 'Zlomit odolnosti' : 'Break the resistances of'}: ${enemyName(tokenId(v, e.n ?? -1), lang, v)}`;
		case 'healing-ritual-to':
			return `${cs ? 'Zranění dostane' : 'The Wound goes to'}: ${names[e.n ?? -1] ?? ''}`;
		default:
			return effectText(e, lang);
	}
}

function compLabel(v: MkView, task: Extract<Task, { t: 'compPick' }>, i: number, lang: Lang): string {
	const cs = lang === 'cs';
	const o = task.options[i] ?? '';
	const colour = (x: string) => (MANA[x as BasicColor] ? MANA[x as BasicColor].name[lang] : x);
	switch (task.purpose) {
		case 'meltdownTake':
			return `${cs ? 'Vzít si krystal' : 'Take the crystal'}: ${colour(o)}`;
		case 'radiance':
			return `${cs ? 'Barva' : 'Colour'}: ${colour(o)} (${cs ? 'zranění za každý krystal té barvy' : 'a Wound per crystal of it'})`;
		case 'claimDie': {
			const d = v.source[Number(o)];
			return `${cs ? 'Kostka' : 'Die'} ${Number(o) + 1}: ${d ? MANA[d.color].name[lang] : ''}`;
		}
		case 'claimMode':
			return o === 'now' ? (cs ? '3 žetony many hned' : '3 mana tokens now') : cs ? '1 žeton v každém dalším tahu kola' : '1 token on each of your turns this Round';
		case 'mindColour':
			return `${cs ? 'Barva' : 'Colour'}: ${colour(o)}`;
		case 'mindDiscard':
			return `${cs ? 'Odhodit' : 'Discard'}: ${cardName(o, lang, v)}`;
		case 'mindSteal':
			return `${cs ? 'Vzít si' : 'Take'}: ${cardName(o, lang, v)}`;
		case 'energySpend': {
			const u = v.players.flatMap((p) => p.units).find((x) => String(x.uid) === o);
			return `${cs ? 'Vyčerpat jednotku' : 'Spend the unit'}: ${u ? unitName(u.id, lang, v) : o}`;
		}
	}
	return `${cs ? 'Možnost' : 'Option'} ${i + 1}`;
}

/** What picking one of your units does in its decision. */
function pickUnitVerb(task: Task | null, lang: Lang): string {
	const cs = lang === 'cs';
	switch (task?.t) {
		case 'pickUnitReward':
			return cs ? 'Rozpustit' : 'Disband';
		case 'pickUnit':
			return task.purpose === 'heal' ? (cs ? 'Vyléčit' : 'Heal') : task.purpose === 'readyHeal' ? (cs ? 'Připravit a vyléčit' : 'Ready and heal') : cs ? 'Připravit' : 'Ready';
		case 'readyLevels':
			return cs ? 'Připravit' : 'Ready';
		case 'bannerUnit':
			return cs ? 'Přidělit prapor' : 'Assign the banner to';
		case 'bannerRound':
			return cs ? 'Vrátit prapor do balíčku' : 'Return the banner to the deck';
		default:
			return cs ? 'Vybrat jednotku' : 'Choose the unit';
	}
}

/** "Done" says what it means in its decision. */
function doneLabel(task: Task | null, lang: Lang): string {
	const cs = lang === 'cs';
	switch (task?.t) {
		case 'plunder':
			return cs ? 'Neplenit' : 'Do not plunder';
		case 'otherTurn':
			return cs ? 'Nic nepoužít, hra pokračuje' : 'Use nothing, play goes on';
		case 'longNight':
			return cs ? 'Nepoužít Dlouhou noc' : 'Do not use Long Night';
		case 'glade':
			return cs ? 'Nic neodhazovat' : 'Throw nothing away';
		case 'endDiscard':
			return cs ? 'Hotovo, dobrat karty' : 'Done, draw cards';
		case 'rethink':
			return cs ? 'Hotovo, dobrat za odhozené' : 'Done, draw for the discarded';
		case 'manaSearch':
			return cs ? 'Přehodit vybrané kostky' : 'Reroll the chosen dice';
		case 'midnightMeditation':
			return cs ? 'Hotovo, zamíchat vybrané do balíčku' : 'Done, shuffle the chosen into the deck';
		case 'swordDiscard':
			return cs ? 'Už nic neodhazovat' : 'Discard no more';
		case 'compPick':
			return cs ? 'Nic si nevybrat' : 'Choose nothing';
		case 'pickCard':
			return cs ? 'Nic nevybrat, pokračovat' : 'Pick nothing, go on';
		case 'bannerRound':
			return cs ? 'Ponechat prapory u jednotek' : 'Keep the banners with the units';
		case 'readyLevels':
			return cs ? 'Už nic nepřipravit' : 'Ready no more';
		case 'pickUnit':
			return cs ? 'Žádnou jednotku' : 'No unit';
		default:
			return cs ? 'Hotovo' : 'Done';
	}
}

/** A card named with what it does (both halves). */
function cardWithText(v: MkView, id: string, lang: Lang): string {
	const c = deed(id, v);
	return c ? `${cardName(id, lang, v)} – ${deedText(c, lang)}` : cardName(id, lang, v);
}

/** What a unit does: its abilities in words. */
function unitText(id: string, lang: Lang, match?: MkView): string {
	const u = unit(id, match);
	if (!u) return '';
	const abilities = u.abilities.map((ab) => `${effectText(ab.effect, lang)}${ab.mana ? ` (${MANA[ab.mana].name[lang]})` : ''}`).join(' | ');
	return `${lang === 'cs' ? 'zbroj' : 'armor'} ${u.armor} · ${abilities}`;
}

function cardChoiceLabel(v: MkView, task: Task | null, card: string, lang: Lang): string {
	const cs = lang === 'cs';
	const name = cardName(card, lang, v);
	/** A card taken from an offer or a deck: what it does, both halves, as the hand's card detail says. */
	const withText = () => {
		const c = deed(card, v);
		return c ? `${name} – ${deedText(c, lang)}` : name;
	};
	switch (task?.t) {
		case 'pickUnitReward':
		case 'freeUnit':
			return `${cs ? 'Jednotka' : 'Unit'}: ${unitName(card, lang)} – ${unitText(card, lang)}`;
		case 'rethink':
		case 'endDiscard':
			return `${cs ? 'Odhodit' : 'Discard'}: ${name}`;
		case 'pickCard':
			switch (task.purpose) {
				case 'rest':
				case 'slowRecovery':
				case 'discardWound':
				case 'improvisation':
					return `${cs ? 'Odhodit' : 'Discard'}: ${name}`;
				case 'throwAway':
					return `${cs ? 'Vyřadit ze hry' : 'Throw away'}: ${name}`;
				case 'concentration':
				case 'willFocus':
					return `${cs ? 'Zahrát silněji zdarma' : 'Play powered for free'}: ${name}`;
			}
			return name;
		case 'swordDiscard':
			return `${cs ? 'Odhodit za útok' : 'Discard for Attack'}: ${name}`;
		case 'midnightMeditation':
			return `${cs ? 'Zamíchat do balíčku' : 'Shuffle into the deck'}: ${name}`;
		case 'skillCard':
			return `${cs ? 'Zahrát dovedností' : 'Play with the skill'}: ${name}`;
		case 'bookOfWisdom':
			return task.card ? withText() : `${cs ? 'Vyřadit ze hry' : 'Throw away'}: ${name}`;
		case 'pickAdvanced':
		case 'pickSpell':
		case 'pickArtifact':
		case 'preparation':
		case 'meditation':
			return withText();
		default:
			return name;
	}
}

/**
 * The small decisions of the Spell, Artifact and Advanced Action specials (specials-spells.ts,
 * specials-artifacts.ts): which unit of the Unit offer, which space a card's move goes to,
 * which cards, how many dice. Each is its own task with its handler; a task that has nothing
 * left to choose lapses by itself (the effect is lost, never a dead end).
 */
import type { DecisionHandler, Text } from '$lib/engine';
import { BUILT_IN_DATA, unitIn } from './content';
import type { BasicColor, Effect } from './data/types';
import { card } from './cards';
import { applyEffect, EFFECTS } from './effects';
import { bookCards, bookOffer, borrowable, wrathRolls } from './specials-shared';
import { cardMoveTargets } from './reach';
import { enterSpace } from './movement';
import { gainCrystal, WOUND } from './players';
import { gainUnit } from './sites';
import { tx } from './text';
import type { CoreAction, MkAction, SpecialTask, SpecialAction } from './tasks';
import type { MkState, TurnActionDef, TurnMenu } from './types';

type T<K extends SpecialTask['t']> = Extract<SpecialTask, { t: K }>;
type A<K extends CoreAction['a']> = Extract<CoreAction, { a: K }>;
const distinct = <X>(xs: X[]): X[] => [...new Set(xs)];
const same = (a: MkAction, b: MkAction) => JSON.stringify(a) === JSON.stringify(b);

/** A handler whose `validate` is "one of the candidates", which lapses when it has none. */
function decision<K extends SpecialTask['t']>(h: Omit<DecisionHandler<MkState, T<K>, MkAction>, 'validate' | 'auto'> & { why: Text; single?: boolean }): DecisionHandler<MkState, T<K>, MkAction> {
	return {
		candidates: h.candidates,
		validate: (s, task, a) => (h.candidates(s, task).some((c) => same(c, a)) ? null : h.why),
		perform: h.perform,
		auto(s, task, ctx) {
			if (h.candidates(s, task).length) return false;
			drop(s, task);
			ctx.log(tx('Už není z čeho vybírat.', 'Nothing left to choose.'));
			return true;
		},
		single: h.single
	};
}

function drop(s: MkState, task: unknown): void {
	s.tasks = s.tasks.filter((t) => t !== task);
}

// ---------------------------------------------------------------- Call to Arms / Call to Glory

const borrowUnit = decision<'borrowUnit'>({
	candidates: (s, task) => borrowable(EFFECTS, s, task.seat).map((b) => ({ a: 'borrow', ...b })),
	why: tx('Vyber schopnost jednotky z nabídky, kterou teď lze použít.', 'Pick an ability of a unit in the offer that can be used now.'),
	perform(s, task, a, ctx) {
		drop(s, task);
		const { unit, ability } = a as Extract<SpecialAction, { a: 'borrow' }>;
		const def = unitIn(s, unit);
		const ab = def.abilities[ability];
		ctx.log(tx(`{${task.seat}} povolává do zbraně: ${def.name.cs}.`, `{${task.seat}} calls to arms: ${def.name.en}.`));
		const src = `unit:${unit}`;
		if (ab.mana) s.tasks.unshift({ t: 'payMana', seat: task.seat, need: [ab.mana], then: { k: 'effect', effect: ab.effect, src } });
		else applyEffect(s, task.seat, ab.effect, ctx, { src, how: 'basic', bonus: 0 });
	},
	single: true
});

const freeUnit = decision<'freeUnit'>({
	candidates: (s) => distinct(s.unitOffer).map((card) => ({ a: 'card', card })),
	why: tx('Vyber jednotku z nabídky jednotek.', 'Pick a unit from the Unit offer.'),
	perform(s, task, a, ctx) {
		drop(s, task);
		// At the command limit the sites module asks which unit to disband first (or to keep them all).
		gainUnit(s, task.seat, (a as A<'card'>).card, 0, ctx);
	}
});

// ---------------------------------------------------------------- Meditation / Trance

/** Cards of the discard pile Trance may still pick (copies not yet picked). */
function tranceCandidates(s: MkState, task: T<'meditation'>): string[] {
	const discard = s.players[task.seat].discard;
	const count = (xs: string[], c: string) => xs.filter((x) => x === c).length;
	return distinct(discard).filter((c) => count(discard, c) > count(task.cards, c));
}

const meditation = decision<'meditation'>({
	candidates(s, task) {
		if (task.choose > 0) return tranceCandidates(s, task).map((card) => ({ a: 'card', card }));
		return task.cards.length ? [{ a: 'place', where: 'top' }, { a: 'place', where: 'bottom' }] : [];
	},
	why: tx('Vyber kartu z odhazovacího balíčku, nebo kam ji dát.', 'Pick a card of your discard pile, or where it goes.'),
	perform(s, task, a, ctx) {
		if (a.a === 'card') {
			task.cards.push(a.card);
			task.choose = tranceCandidates(s, task).length ? task.choose - 1 : 0;
			return;
		}
		// The cards stay in the discard pile until placed (the owner sees which ones).
		const p = s.players[task.seat];
		const c = task.cards.shift()!;
		p.discard.splice(p.discard.indexOf(c), 1);
		const top = (a as Extract<SpecialAction, { a: 'place' }>).where === 'top';
		if (top) p.deck.unshift(c);
		else p.deck.push(c);
		ctx.log(tx(`{${task.seat}} vkládá kartu ${top ? 'navrch' : 'dospod'} balíčku.`, `{${task.seat}} puts a card on the ${top ? 'top' : 'bottom'} of the Deed deck.`));
		if (!task.cards.length) drop(s, task);
	}
});

// ---------------------------------------------------------------- a card's own move

const cardMove = decision<'cardMove'>({
	candidates: (s, task) => [...cardMoveTargets(s, task.seat, task.mode).keys()].map((to) => ({ a: 'step', to })),
	why: tx('Tam se tímto pohybem dostat nelze.', 'That space cannot be reached by this move.'),
	perform(s, task, a, ctx) {
		drop(s, task);
		const to = (a as A<'step'>).to;
		if (task.mode === 'wings') s.turn!.pools.move -= cardMoveTargets(s, task.seat, 'wings').get(to)!;
		ctx.log(task.mode === 'wings' ? tx(`{${task.seat}} letí na křídlech větru.`, `{${task.seat}} flies on the Wings of Wind.`) : tx(`{${task.seat}} cestuje podzemím.`, `{${task.seat}} travels underground.`));
		// None of these moves provokes; the Underground Attack ignores the site's fortification.
		enterSpace(s, task.seat, to, ctx, { provoke: false, fortIgnored: task.mode === 'undergroundAttack' });
	}
});

// ---------------------------------------------------------------- Rebirth

const levelOf = (s: MkState, id: string) => unitIn(s, id).level;

const readyLevels = decision<'readyLevels'>({
	candidates(s, task) {
		const units = s.players[task.seat].units.filter((u) => !u.ready && levelOf(s, u.id) <= task.budget);
		return units.length ? [...units.map((u) => ({ a: 'pickUnit' as const, uid: u.uid })), { a: 'done' as const }] : [];
	},
	why: tx('Vyber vyčerpanou jednotku v rámci zbývajících úrovní.', 'Pick a spent unit within the levels left.'),
	perform(s, task, a, ctx) {
		if (a.a === 'done') return drop(s, task);
		const u = s.players[task.seat].units.find((x) => x.uid === (a as A<'pickUnit'>).uid)!;
		u.ready = true;
		task.budget -= levelOf(s, u.id);
		ctx.log(tx(`{${task.seat}}: jednotka ${unitIn(s, u.id).name.cs} je opět připravená.`, `{${task.seat}}: ${unitIn(s, u.id).name.en} is ready again.`));
	}
});

// ---------------------------------------------------------------- Horn of Wrath, Sword of Justice

const hornOfWrath = decision<'hornOfWrath'>({
	candidates: (_s, task) => Array.from({ length: task.max + 1 }, (_, i) => ({ a: 'choose', i })),
	why: tx('Vyber, kolik obléhacího útoku přidáš.', 'Choose how much Siege Attack to add.'),
	perform(s, task, a, ctx) {
		drop(s, task);
		const n = (a as A<'choose'>).i;
		if (n) applyEffect(s, task.seat, { k: 'attack', n, kind: 'siege', el: 'physical' }, ctx, { src: 'horn-of-wrath', how: 'powered', bonus: 0 });
		wrathRolls(s, task.seat, n, ctx);
	}
});

const swordDiscard = decision<'swordDiscard'>({
	candidates(s, task) {
		const cards = distinct(s.players[task.seat].hand).filter((c) => c !== WOUND);
		return cards.length && s.combat ? [...cards.map((card) => ({ a: 'card' as const, card })), { a: 'done' as const }] : [];
	},
	why: tx('Odhoď kartu, která není zranění, nebo skonči.', 'Discard a card that is not a Wound, or stop.'),
	perform(s, task, a, ctx) {
		if (a.a === 'done') return drop(s, task);
		const p = s.players[task.seat];
		const c = (a as A<'card'>).card;
		p.hand.splice(p.hand.indexOf(c), 1);
		p.discard.push(c);
		applyEffect(s, task.seat, { k: 'attack', n: task.n, kind: 'melee', el: 'physical' }, ctx, { src: 'sword-of-justice', how: 'basic', bonus: 0 });
	}
});

// ---------------------------------------------------------------- Book of Wisdom

/** A card's colour is no pack value: the built-in record tells it. */
const colorOf = (id: string): BasicColor | undefined => card(BUILT_IN_DATA, id)?.color;


const bookOfWisdom = decision<'bookOfWisdom'>({
	candidates(s, task) {
		if (!task.card) return bookCards(s, task.seat, task.how).map((card) => ({ a: 'card', card }));
		return bookOffer(s, task.how, colorOf(task.card)).map((card) => ({ a: 'card', card }));
	},
	why: tx('Vyber akční kartu z ruky, pak kartu její barvy z nabídky.', 'Pick an Action card from hand, then a card of its colour from the offer.'),
	perform(s, task, a, ctx) {
		const id = (a as A<'card'>).card;
		const p = s.players[task.seat];
		if (!task.card) {
			task.card = id;
			const color = colorOf(id)!;
			// Thrown away (out of the game). The card it is traded for comes next, so hand size holds.
			ctx.log(tx(`{${task.seat}} zahazuje kartu ${card(s, id)?.name.cs ?? id}.`, `{${task.seat}} throws away ${card(s, id)?.name.en ?? id}.`));
			if (task.how === 'powered') gainCrystal(s, task.seat, color, ctx);
			if (!bookOffer(s, task.how, color).length) {
				p.hand.splice(p.hand.indexOf(id), 1);
				drop(s, task);
			}
			return;
		}
		drop(s, task);
		p.hand.splice(p.hand.indexOf(task.card), 1);
		const offer = (task.how === 'basic' ? s.advancedOffer : s.spellOffer)!;
		offer.splice(offer.indexOf(id), 1);
		p.hand.push(id);
		// The offer is refilled from its deck (as when a card is taken at a level-up, spec §5.11).
		const top = (task.how === 'basic' ? s.advancedDeck : s.spellDeck).shift();
		if (top) {
			offer.unshift(top);
			ctx.reveal(); // from a face-down deck: no undo back over it
		}
		ctx.log(tx(`{${task.seat}} bere do ruky ${card(s, id)?.name.cs ?? id}.`, `{${task.seat}} takes ${card(s, id)?.name.en ?? id} into hand.`));
	}
	// No `single`: the first pick comes from the hidden hand (spec §11.2), so it is always named.
});

// ---------------------------------------------------------------- Agility (turn menu in combat)

type Convert = Extract<SpecialAction, { a: 'convertMove' }>;

/** Agility (data §2, card 71): in combat, leftover Move as Attack 1:1 (powered also 2 Move per Ranged Attack 1). */
function agilityWhy(s: MkState, seat: number, kind: Convert['kind']): Text | null {
	const c = s.combat;
	const t = s.turn;
	if (!c || !t || c.seat !== seat) return tx('Body pohybu lze takto použít jen v boji.', 'Move points can only be spent like this in combat.');
	const mods = t.modifiers.filter((m) => m.id === 'agility');
	if (!mods.length || (kind === 'ranged' && !mods.some((m) => m.n === 2))) return tx('Nemáš zahranou Obratnost, která to dovoluje.', 'No Agility played that allows it.');
	if (kind === 'melee' && c.phase !== 'attack') return tx('Útok z bodů pohybu jen ve fázi útoku.', 'Attack from Move points only in the Attack phase.');
	if (kind === 'ranged' && c.phase !== 'ranged' && c.phase !== 'attack') return tx('Střelecký útok teď použít nelze.', 'Ranged Attack cannot be used now.');
	const need = kind === 'melee' ? 1 : 2;
	if (t.pools.move < need) return tx(`Potřebuješ ${need} body pohybu, máš ${t.pools.move}.`, `You need ${need} Move points, you have ${t.pools.move}.`);
	return null;
}

const convertMove: TurnActionDef<Convert> = {
	candidates: (s, seat) => (s.combat && s.turn?.modifiers.some((m) => m.id === 'agility') ? (['melee', 'ranged'] as const).map((kind) => ({ a: 'convertMove', kind })) : []),
	validate: (s, seat, a) => agilityWhy(s, seat, a.kind),
	perform(s, seat, a, ctx) {
		s.turn!.pools.move -= a.kind === 'melee' ? 1 : 2;
		const e: Effect = { k: 'attack', n: 1, kind: a.kind, el: 'physical' };
		applyEffect(s, seat, e, ctx, { src: 'agility', how: 'basic', bonus: 0 });
	}
};

/** Turn-menu actions of the specials (usable in combat too). */
export const SPECIAL_TURN_ACTIONS: Record<string, TurnActionDef> = { convertMove } satisfies TurnMenu;

export const SPECIAL_HANDLERS = { borrowUnit, freeUnit, meditation, cardMove, readyLevels, hornOfWrath, swordDiscard, bookOfWisdom };

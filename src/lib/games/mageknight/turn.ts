/**
 * The turn (spec §4.5): the `turn` decision offers every action of the turn menu (cards,
 * units, skills, heal, movement, sites, combat, rest, end) and the small decisions a card
 * or unit needs on the way (how to play it, which mana pays, which option).
 */
import { canonicalJson, cloneData, type DecisionHandler, type RunHandler, type StepContext, type Text } from '$lib/engine';
import { skillIn } from './card-tables';
import { unitIn } from './content';
import type { Effect, ManaColor } from './data/types';
import { card, cardModes, manaCost, sidewaysEffect, sidewaysModes } from './cards';
import { alternatives, applyEffect, applyInOrder, effectUsable } from './effects';
import { canPayAll, dieFree, hasToken, manaSources, pays, spendMana, type ManaPick } from './mana';
import { MOVEMENT_ACTIONS } from './movement';
import { WOUND, drawCards, gainFame, healWoundFromHand } from './players';
import { COMBAT_TURN_ACTIONS } from './combat';
import { SITE_TURN_ACTIONS } from './sites';
import { TACTIC_TURN_ACTIONS } from './tactics-use';
import { manaCurse } from './specials-competitive';
import { manaUsed, unitActivated } from './skill-hooks';
import { BANNER_ACTIONS } from './skill-tasks';
import { SPECIAL_TURN_ACTIONS } from './special-picks';
import { tx } from './text';
import type { CoreAction, MkAction, Task } from './tasks';
import type { MkState, TurnActionDef, TurnMenu } from './types';
import { seedRules } from './version';

type T<K extends Task['t']> = Extract<Task, { t: K }>;
type A<K extends CoreAction['a']> = Extract<CoreAction, { a: K }>;

const NOT_NOW = tx('Teď ne.', 'Not now.');

// ---------------------------------------------------------------- the turn menu

const play: TurnActionDef<A<'play'>> = {
	candidates: (s, seat) => [...new Set(s.players[seat].hand)].filter((c) => c !== WOUND).map((c) => ({ a: 'play', card: c })),
	validate(s, seat, a) {
		if (typeof a.card !== 'string' || !s.players[seat].hand.includes(a.card)) return tx('Tu kartu nemáš v ruce.', 'That card is not in your hand.');
		if (a.card === WOUND) return tx('Zranění nelze zahrát.', 'A Wound cannot be played.');
		if (!cardModes(s, seat, a.card).length && !sidewaysModes(s, seat, a.card).length) return tx('Tuto kartu teď nelze nijak použít.', 'That card has no use now.');
		return null;
	},
	perform(s, seat, a) {
		const hand = s.players[seat].hand;
		hand.splice(hand.indexOf(a.card), 1);
		s.turn!.played.push({ card: a.card, how: 'basic' });
		if (s.turn!.stage === 'start') s.turn!.stage = 'move';
		s.tasks.unshift({ t: 'cardMode', seat, card: a.card, idx: s.turn!.played.length - 1 });
	}
};

const unit: TurnActionDef<A<'unit'>> = {
	candidates: (s, seat) => s.players[seat].units.map((u) => ({ a: 'unit', uid: u.uid })),
	validate(s, seat, a) {
		const u = s.players[seat].units.find((x) => x.uid === a.uid);
		if (!u) return tx('Takovou jednotku nemáš.', 'You have no such unit.');
		if (!u.ready) return tx('Jednotka je vyčerpaná.', 'The unit is spent.');
		if (u.wounded) return tx('Zraněnou jednotku nelze aktivovat.', 'A wounded unit cannot be activated.');
		if (s.combat?.noUnits && !u.bonds) return tx('V tomto boji nelze použít jednotky.', 'Units cannot be used in this combat.');
		if (!unitAbilities(s, seat, a.uid).length) return tx('Žádnou schopnost jednotky teď nelze použít.', 'None of the unit’s abilities can be used now.');
		return null;
	},
	perform(s, seat, a) {
		if (s.turn!.stage === 'start') s.turn!.stage = 'move';
		s.tasks.unshift({ t: 'unitAbility', seat, uid: a.uid });
	}
};

/** A unit's abilities usable now and affordable. */
export function unitAbilities(s: MkState, seat: number, uid: number): number[] {
	const u = s.players[seat].units.find((x) => x.uid === uid);
	const def = u && unitIn(s, u.id);
	if (!def) return [];
	const out: number[] = [];
	def.abilities.forEach((ab, i) => {
		if (ab.mana && !manaSources(s, seat, ab.mana).length) return;
		if (effectUsable(s, seat, ab.effect, { src: `unit:${u.id}`, how: 'basic', bonus: 0 })) out.push(i);
	});
	return out;
}

const skill: TurnActionDef<A<'skill'>> = {
	candidates: (s, seat) => s.players[seat].skills.map((id) => ({ a: 'skill', id })),
	validate(s, seat, a) {
		const p = s.players[seat];
		const def = skillIn(s, a.id);
		if (!def || !p.skills.includes(a.id)) return tx('Tuto dovednost nemáš.', 'You do not have that skill.');
		if (s.turn!.skillsUsed.includes(a.id)) return tx('Tato dovednost už byla v tomto tahu použita.', 'You already used that skill this turn.');
		if (p.skillsFlipped.includes(a.id)) return tx('Tato dovednost je v tomto kole už použitá.', 'That skill was already used this Round.');
		if (!effectUsable(s, seat, def.effect, { src: `skill:${a.id}`, how: 'basic', bonus: 0 })) return tx('Tuto dovednost teď nelze použít.', 'That skill has no use now.');
		return null;
	},
	perform(s, seat, a, ctx) {
		const def = skillIn(s, a.id)!;
		s.turn!.skillsUsed.push(a.id);
		if (def.kind !== 'turn') s.players[seat].skillsFlipped.push(a.id);
		if (s.turn!.stage === 'start') s.turn!.stage = 'move';
		ctx.log(tx(`{${seat}} používá dovednost ${def.name.cs}.`, `{${seat}} uses the skill ${def.name.en}.`));
		applyEffect(s, seat, def.effect, ctx, { src: `skill:${a.id}`, how: 'basic', bonus: 0 });
	}
};

/** Healing points heal a Wound in hand (1 point) or a wounded unit (its level) (spec §5.8). */
const heal: TurnActionDef<A<'wound'>> = {
	candidates(s, seat) {
		const out: A<'wound'>[] = [];
		if (s.players[seat].hand.includes(WOUND)) out.push({ a: 'wound', where: 'hand' });
		for (const u of s.players[seat].units) if (u.wounded) out.push({ a: 'wound', where: 'unit', uid: u.uid });
		return out;
	},
	validate(s, seat, a) {
		if (s.combat) return tx('V boji se neléčí.', 'No healing during combat.');
		const pts = s.turn!.pools.heal;
		if (a.where === 'hand') {
			if (!s.players[seat].hand.includes(WOUND)) return tx('V ruce nemáš zranění.', 'No Wound in your hand.');
			return pts >= 1 ? null : tx('Nemáš body léčení.', 'You have no Healing points.');
		}
		const u = s.players[seat].units.find((x) => x.uid === a.uid);
		if (!u || !u.wounded) return tx('Tato jednotka není zraněná.', 'That unit is not wounded.');
		const lv = unitIn(s, u.id).level;
		return pts >= lv ? null : tx(`Vyléčit jednotku stojí ${lv} bodů léčení, máš ${pts}.`, `Healing that unit costs ${lv} Healing, you have ${pts}.`);
	},
	perform(s, seat, a, ctx) {
		const grail = s.turn!.modifiers.find((m) => m.id === 'golden-grail' && (m.n ?? 0) > 0);
		if (grail) {
			grail.n!--;
			gainFame(s, seat, 1, ctx);
		}
		if (a.where === 'hand') {
			healWoundFromHand(s, seat);
			s.turn!.pools.heal -= 1;
			ctx.log(tx(`{${seat}} léčí zranění z ruky.`, `{${seat}} heals a Wound from hand.`));
			if (s.turn!.modifiers.some((m) => m.id === 'golden-grail-powered')) drawCards(s, seat, 1, ctx);
		} else {
			const u = s.players[seat].units.find((x) => x.uid === a.uid)!;
			s.turn!.pools.heal -= unitIn(s, u.id).level;
			// A poisoned unit carries 2 Wounds: each costs its level in Healing (seed L2215–2221).
			if (seedRules(s) && (u.wounds ?? 1) > 1) {
				u.wounds = (u.wounds ?? 1) - 1;
				ctx.log(tx(`{${seat}} léčí jednotce jedno ze dvou zranění.`, `{${seat}} heals one of the unit's two Wounds.`));
				return;
			}
			u.wounded = false;
			if (seedRules(s)) delete u.wounds;
			ctx.log(tx(`{${seat}} léčí jednotku.`, `{${seat}} heals a unit.`));
		}
	}
};

/** Rest instead of a regular turn (spec §4.5.3): standard rest or slow recovery. */
const rest: TurnActionDef<A<'rest'>> = {
	candidates: () => [{ a: 'rest' }],
	validate(s, seat) {
		const t = s.turn!;
		if (t.stage !== 'start' || t.pools.move > 0) return tx('Odpočívat lze jen místo pohybu a akce, na začátku tahu.', 'Resting replaces moving and the action: only at the start of the turn.');
		if (!s.players[seat].hand.length) return tx('Nemáš žádné karty.', 'You have no cards.');
		return null;
	},
	perform(s, seat, _a, ctx) {
		s.turn!.stage = 'rest';
		const onlyWounds = s.players[seat].hand.every((c) => c === WOUND);
		// Slow Recovery shows the hand (only Wounds) to everybody (spec §4.5.3, §11.2).
		if (onlyWounds) ctx.reveal();
		ctx.log(onlyWounds ? tx(`{${seat}} se zotavuje (v ruce jen zranění).`, `{${seat}} makes a slow recovery (only Wounds in hand).`) : tx(`{${seat}} odpočívá.`, `{${seat}} rests.`));
		s.tasks.unshift({ t: 'pickCard', seat, purpose: onlyWounds ? 'slowRecovery' : 'rest' });
	}
};

/** Announce the End of the Round (spec §4.4): at the start of the turn with an empty Deed deck. */
const announce: TurnActionDef<A<'announce'>> = {
	candidates: () => [{ a: 'announce' }],
	validate(s, seat) {
		const t = s.turn!;
		if (s.endAnnouncedBy !== null) return tx('Konec kola už byl ohlášen.', 'The End of the Round was already announced.');
		if (t.stage !== 'start' || t.played.length) return tx('Konec kola lze ohlásit jen na začátku tahu.', 'The End of the Round can only be announced at the start of the turn.');
		if (s.players[seat].deck.length) return tx('Konec kola lze ohlásit jen s prázdným dobíracím balíčkem.', 'Only with an empty Deed deck.');
		return null;
	},
	perform(s, seat, _a, ctx) {
		s.endAnnouncedBy = seat;
		s.players[seat].doneForRound = true;
		ctx.log(tx(`{${seat}} ohlašuje konec kola.`, `{${seat}} announces the End of the Round.`));
		s.tasks.shift(); // the turn ends at once, without the end-of-turn benefits
		s.turn!.stage = 'end';
		s.tasks.unshift({ t: 'endTurn', seat, announced: true });
	}
};

const endTurn: TurnActionDef<A<'endTurn'>> = {
	candidates: () => [{ a: 'endTurn' }],
	validate(s, seat) {
		if (s.combat) return tx('Nejdřív dokonči boj.', 'Finish the combat first.');
		const t = s.turn!;
		// A player who must announce may not just pass (spec §4.4).
		if (t.stage === 'start' && !t.played.length && !s.players[seat].hand.length && !s.players[seat].deck.length && s.endAnnouncedBy === null)
			return tx('Nemáš karty: musíš ohlásit konec kola.', 'You have no cards: you must announce the End of the Round.');
		// An empty Deed deck: play with the cards in hand or announce the End of the Round (seed L1063–1074, L3382–3386).
		if (seedRules(s) && t.stage === 'start' && !t.played.length && !s.players[seat].deck.length && s.endAnnouncedBy === null)
			return tx('Dobírací balíček je prázdný: zahraj kartu z ruky, nebo ohlas konec kola.', 'Your Deed deck is empty: play a card from your hand or announce the End of the Round.');
		return null;
	},
	perform(s, seat, _a, ctx) {
		const t = s.turn!;
		// A turn that began with an empty Deed deck and played no card from the hand (nor rested) did not play
		// "with the cards still in hand": it announces the End of the Round, so a Round cannot go on forever
		// (not a PvP defender's turn played in advance: the fight was his turn).
		if (t.deckEmpty && !t.inAdvance && !t.played.length && t.stage !== 'rest' && s.endAnnouncedBy === null) {
			s.endAnnouncedBy = seat;
			ctx.log(tx(`{${seat}} nezahrál z ruky žádnou kartu s prázdným balíčkem: tím ohlašuje konec kola.`, `{${seat}} played no card with an empty deck: this announces the End of the Round.`));
		}
		s.tasks.shift();
		s.turn!.stage = 'end';
		s.tasks.unshift({ t: 'endTurn', seat });
	}
};

export const CORE_TURN_ACTIONS: Record<string, TurnActionDef> = { play, unit, skill, wound: heal, rest, announce, endTurn } satisfies TurnMenu;

/** Every turn-menu action by kind, from the modules that own them. */
export const TURN_ACTIONS: Record<string, TurnActionDef> = {
	...CORE_TURN_ACTIONS,
	...MOVEMENT_ACTIONS,
	...SITE_TURN_ACTIONS,
	...COMBAT_TURN_ACTIONS,
	...TACTIC_TURN_ACTIONS,
	...BANNER_ACTIONS,
	...SPECIAL_TURN_ACTIONS
} satisfies TurnMenu;

/** During a combat only card plays, units, skills, the specials' combat actions (Agility) and the combat's own actions are on the menu. */
const IN_COMBAT = new Set(['play', 'unit', 'skill', 'useTactic', 'banner', ...Object.keys(SPECIAL_TURN_ACTIONS)]);
/** Resting: cards, units, skills and healing, then the end. */
const RESTING = new Set(['play', 'unit', 'skill', 'wound', 'banner', 'endTurn', 'useTactic']);

function menuKinds(s: MkState): string[] {
	const kinds = Object.keys(TURN_ACTIONS);
	if (s.combat) return kinds.filter((k) => IN_COMBAT.has(k) || k in COMBAT_TURN_ACTIONS);
	if (s.turn?.stage === 'rest') return kinds.filter((k) => RESTING.has(k));
	return kinds.filter((k) => !(k in COMBAT_TURN_ACTIONS));
}

const actionDef = (s: MkState, a: MkAction): TurnActionDef | null => {
	const kind = (a as { a?: unknown }).a;
	if (typeof kind !== 'string' || !menuKinds(s).includes(kind)) return null;
	return TURN_ACTIONS[kind];
};

const turnHandler: DecisionHandler<MkState, T<'turn'>, MkAction> = {
	candidates(s, task) {
		return menuKinds(s).flatMap((k) => TURN_ACTIONS[k].candidates(s, task.seat));
	},
	validate(s, task, a) {
		const def = actionDef(s, a);
		if (!def) return NOT_NOW;
		return def.validate(s, task.seat, a);
	},
	perform(s, task, a, ctx) {
		actionDef(s, a)!.perform(s, task.seat, a, ctx);
	}
};

// ---------------------------------------------------------------- how a card is played

type How = A<'how'> | A<'sideways'>;

const cardModeHandler: DecisionHandler<MkState, T<'cardMode'>, MkAction> = {
	candidates(s, task) {
		const modes: How[] = cardModes(s, task.seat, task.card, !!task.free, task.bonus ?? 0)
			.filter((m) => !task.free || m.how === 'powered')
			.map((m) => ({ a: 'how', how: m.how, alt: m.alt }));
		if (!task.free) for (const as of sidewaysModes(s, task.seat, task.card)) modes.push({ a: 'sideways', as });
		return modes;
	},
	validate(s, task, a) {
		const modes = cardModeHandler.candidates(s, task);
		return modes.some((m) => JSON.stringify(m) === JSON.stringify(a)) ? null : tx('Takto kartu teď zahrát nelze.', 'The card cannot be played that way now.');
	},
	perform(s, task, action, ctx) {
		const a = action as How;
		s.tasks.shift();
		const t = s.turn!;
		const played = t.played[task.idx];
		const name = card(s, task.card)!.name;
		if (a.a === 'sideways') {
			played.how = 'sideways';
			ctx.log(tx(`{${task.seat}} hraje kartu ${name.cs} bokem.`, `{${task.seat}} plays ${name.en} sideways.`));
			applyEffect(s, task.seat, sidewaysEffect(a.as), ctx, { src: task.card, how: 'basic', bonus: 0 });
			return;
		}
		played.how = a.how;
		const c = card(s, task.card)!;
		// An Artifact's stronger effect throws it away (data §3.2): it leaves the game at the end of the turn.
		if (c.kind === 'artifact' && a.how === 'powered') played.destroyed = true;
		ctx.log(tx(`{${task.seat}} hraje kartu ${name.cs}${a.how === 'powered' ? ' (silnější efekt)' : ''}.`, `{${task.seat}} plays ${name.en}${a.how === 'powered' ? ' (stronger effect)' : ''}.`));
		const need = task.free ? [] : manaCost(c, a.how);
		const then = { k: 'card' as const, card: task.card, how: a.how, alt: a.alt, bonus: task.bonus ?? 0 };
		if (need.length) s.tasks.unshift({ t: 'payMana', seat: task.seat, need, then });
		else resolveAfterMana(s, task.seat, then, ctx);
	}
};

/** Carries out what a payment was for. */
function resolveAfterMana(s: MkState, seat: number, then: T<'payMana'>['then'], ctx: StepContext): void {
	switch (then.k) {
		case 'card': {
			const c = card(s, then.card)!;
			const how = then.how ?? 'basic';
			const effect = alternatives(how === 'basic' ? c.basic : c.powered)[then.alt];
			applyEffect(s, seat, effect, ctx, { src: then.card, how, bonus: then.bonus ?? 0 });
			return;
		}
		case 'unit': {
			const u = s.players[seat].units.find((x) => x.uid === then.uid)!;
			const ab = unitIn(s, u.id).abilities[then.ability];
			applyEffect(s, seat, ab.effect, ctx, { src: `unit:${u.id}`, how: 'basic', bonus: 0 });
			return;
		}
		case 'effect':
			applyEffect(s, seat, then.effect, ctx, { src: then.src, how: 'basic', bonus: 0 });
			return;
		case 'none':
			return;
	}
}

/** The effect a payment is for (null when it buys nothing that could become unusable). */
function purposeOf(s: MkState, seat: number, then: T<'payMana'>['then']): { effect: Effect; src: string; how: 'basic' | 'powered'; bonus: number } | null {
	switch (then.k) {
		case 'card': {
			const c = card(s, then.card);
			const how = then.how ?? 'basic';
			const effect = c && alternatives(how === 'basic' ? c.basic : c.powered)[then.alt];
			return effect ? { effect, src: then.card, how, bonus: then.bonus ?? 0 } : null;
		}
		case 'unit': {
			const u = s.players[seat].units.find((x) => x.uid === then.uid);
			const ab = u && unitIn(s, u.id).abilities[then.ability];
			return ab ? { effect: ab.effect, src: `unit:${u.id}`, how: 'basic', bonus: 0 } : null;
		}
		case 'effect':
			return { effect: then.effect, src: then.src, how: 'basic', bonus: 0 };
		case 'none':
			return null;
	}
}

/**
 * A mana source is offered only if what is left can still be paid and the effect still does
 * something afterwards (Pure Magic powered with the turn's one die must not leave its own
 * colour unpayable).
 */
function keepsPurpose(s: MkState, task: T<'payMana'>, pick: ManaPick): boolean {
	const after = cloneData(s);
	spendMana(after, task.seat, pick);
	const rest = task.need.slice(1);
	if (!canPayAll(after, task.seat, rest)) return false;
	const p = purposeOf(after, task.seat, task.then);
	return !p || effectUsable(after, task.seat, p.effect, { src: p.src, how: p.how, bonus: p.bonus, reserve: rest });
}

/** Why `m` cannot pay the next mana of `task` (null when it can). */
function manaPickWhy(s: MkState, task: T<'payMana'>, m: ManaPick): Text | null {
	if (m.a !== 'mana') return tx('Zaplať manou.', 'Pay with mana.');
	const need = task.need[0];
	const t = s.turn!;
	if (m.from === 'token') return hasToken(s, m.color) && pays(s, m.color, need) ? null : noMana(need);
	if (m.from === 'crystal') return m.color === need && s.players[task.seat].crystals[need as 'red'] > 0 ? null : noMana(need);
	if (m.from === 'die') {
		const ok = dieFree(s, task.seat, m.die!) && manaSources(s, task.seat, need).some((x) => x.from === 'die' && s.source[m.die!].color === x.color && x.color === m.color);
		return ok ? null : t.diceUsed >= t.diceAllowed ? tx('Kostka z Pramene už v tomto tahu byla použita.', 'You already took a die from the Source this turn.') : noMana(need);
	}
	return noMana(need);
}

/**
 * The sources offered: those that keep the purpose; when none does, every source (the check runs
 * before the earlier parts of an "all" apply — Blood Ritual's tokens pay its Crystallize — and a
 * payment must never be left without an answer).
 */
function payOptions(s: MkState, task: T<'payMana'>): ManaPick[] {
	const all = manaSources(s, task.seat, task.need[0]);
	const keep = all.filter((m) => keepsPurpose(s, task, m));
	if (keep.length) return keep;
	const restPayable = all.filter((m) => {
		const after = cloneData(s);
		spendMana(after, task.seat, m);
		return canPayAll(after, task.seat, task.need.slice(1));
	});
	return restPayable.length ? restPayable : all;
}

const payManaHandler: DecisionHandler<MkState, T<'payMana'>, MkAction> = {
	candidates: (s, task) => payOptions(s, task),
	validate(s, task, a) {
		const why = manaPickWhy(s, task, a as ManaPick);
		if (why) return why;
		const offered = payOptions(s, task);
		return keepsPurpose(s, task, a as ManaPick) || (!offered.some((x) => keepsPurpose(s, task, x)) && offered.some((x) => canonicalJson(x) === canonicalJson(a))) ? null : tx('Takto zaplatit nelze: na zbytek by nezbyla mana.', 'You cannot pay that way: nothing would be left for the rest.');
	},
	perform(s, task, a, ctx) {
		manaUsed(s, task.seat, task.need[0], ctx);
		spendMana(s, task.seat, a as ManaPick);
		manaCurse(s, task.seat, task.need[0], ctx);
		task.need.shift();
		if (task.need.length) return;
		s.tasks.shift();
		resolveAfterMana(s, task.seat, task.then, ctx);
	},
	single: true
};

const noMana = (c: ManaColor): Text => tx(`Nemáš manu potřebné barvy (${c}).`, `You have no ${c} mana to pay.`);

const effectChoiceHandler: DecisionHandler<MkState, T<'effectChoice'>, MkAction> = {
	candidates: (s, task) => task.options.map((_, i) => ({ a: 'choose', i })),
	validate(s, task, a) {
		const i = (a as A<'choose'>).i;
		if ((a as A<'choose'>).a !== 'choose' || !Number.isInteger(i) || !task.options[i]) return tx('Vyber jednu z možností.', 'Pick one of the options.');
		return effectUsable(s, task.seat, task.options[i], { src: task.src, how: task.how, bonus: task.bonus }) ? null : tx('Tuto možnost teď nelze použít.', 'That option has no use now.');
	},
	perform(s, task, a, ctx) {
		s.tasks.shift();
		applyEffect(s, task.seat, task.options[(a as A<'choose'>).i], ctx, { src: task.src, how: task.how, bonus: task.bonus });
	},
	single: true
};

const unitAbilityHandler: DecisionHandler<MkState, T<'unitAbility'>, MkAction> = {
	candidates: (s, task) => unitAbilities(s, task.seat, task.uid).map((i) => ({ a: 'choose', i })),
	validate(s, task, a) {
		const i = (a as A<'choose'>).i;
		return (a as A<'choose'>).a === 'choose' && unitAbilities(s, task.seat, task.uid).includes(i) ? null : tx('Tuto schopnost teď nelze použít.', 'That ability cannot be used now.');
	},
	perform(s, task, a, ctx) {
		s.tasks.shift();
		const u = s.players[task.seat].units.find((x) => x.uid === task.uid)!;
		const def = unitIn(s, u.id);
		u.ready = false;
		unitActivated(s, u.uid);
		const i = (a as A<'choose'>).i;
		ctx.log(tx(`{${task.seat}} aktivuje jednotku ${def.name.cs}.`, `{${task.seat}} activates ${def.name.en}.`));
		const ab = def.abilities[i];
		const then = { k: 'unit' as const, uid: u.uid, ability: i };
		if (ab.mana) s.tasks.unshift({ t: 'payMana', seat: task.seat, need: [ab.mana], then });
		else resolveAfterMana(s, task.seat, then, ctx);
	},
	single: true
};

const pickUnitHandler: DecisionHandler<MkState, T<'pickUnit'>, MkAction> = {
	candidates(s, task) {
		const out: MkAction[] = s.players[task.seat].units.filter((u) => fitsPick(s, task, u)).map((u) => ({ a: 'pickUnit', uid: u.uid }));
		if (task.optional) out.push({ a: 'done' });
		return out;
	},
	validate(s, task, a) {
		if ((a as A<'done'>).a === 'done') return task.optional ? null : NOT_NOW;
		const u = s.players[task.seat].units.find((x) => x.uid === (a as A<'pickUnit'>).uid);
		return (a as A<'pickUnit'>).a === 'pickUnit' && u && fitsPick(s, task, u) ? null : tx('Tuto jednotku vybrat nelze.', 'That unit cannot be chosen.');
	},
	perform(s, task, a, ctx) {
		s.tasks.shift();
		if ((a as A<'done'>).a === 'done') return;
		const u = s.players[task.seat].units.find((x) => x.uid === (a as A<'pickUnit'>).uid)!;
		if (task.purpose === 'ready' || task.purpose === 'readyHeal') u.ready = true;
		if (task.purpose === 'heal' || task.purpose === 'readyHeal') {
			u.wounded = false;
			if (seedRules(s)) delete u.wounds; // a card's "heal the unit" heals it completely, both Poison Wounds
		}
		ctx.log(tx(`{${task.seat}}: jednotka ${unitIn(s, u.id).name.cs} je opět připravená.`, `{${task.seat}}: ${unitIn(s, u.id).name.en} is ready again.`));
	},
	single: true
};

function fitsPick(s: MkState, task: T<'pickUnit'>, u: { id: string; ready: boolean; wounded: boolean }): boolean {
	const lv = unitIn(s, u.id).level;
	if (lv > task.maxLevel) return false;
	if (task.purpose === 'ready') return !u.ready;
	if (task.purpose === 'heal') return u.wounded;
	return !u.ready || u.wounded;
}

const applyLater: RunHandler<MkState, T<'applyLater'>, Task> = {
	run(s, task, ctx) {
		applyInOrder(s, task.seat, task.effects, ctx, { src: task.src, how: task.how, bonus: task.bonus });
	}
};

export const TURN_HANDLERS = {
	applyLater,
	turn: turnHandler,
	cardMode: cardModeHandler,
	payMana: payManaHandler,
	effectChoice: effectChoiceHandler,
	unitAbility: unitAbilityHandler,
	pickUnit: pickUnitHandler
};


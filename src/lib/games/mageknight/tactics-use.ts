/**
 * Tactics used during the Round (data §7.5, spec §5.14, §9.8): The Right Moment, Long Night,
 * Mana Search and Midnight Meditation through the turn-menu action `useTactic`; Sparing Power
 * as a decision before each turn (turnstart.ts); Long Night also offered while drawing at the
 * end of the turn (Rulebook "End of the Turn" 7d: it can be used during card drawing).
 */
import type { DecisionHandler, StepContext } from '$lib/engine';
import { DIE_FACES, rollDie } from './mana';
import { drawCards } from './players';
import { cardsCs, tx } from './text';
import type { CoreAction, MkAction, Task, TacticTask } from './tasks';
import type { MkState, TurnActionDef, TurnMenu } from './types';

type T<K extends TacticTask['t']> = Extract<TacticTask, { t: K }>;
type A<K extends CoreAction['a']> = Extract<CoreAction, { a: K }>;

const usable = (s: MkState, seat: number, id: string) => s.players[seat].tactic === id && !s.players[seat].tacticFlipped;
const hasMod = (s: MkState, id: string) => !!s.turn?.modifiers.some((m) => m.id === id);

/** Long Night: once this Night, only with an empty Deed deck and something to shuffle. */
export function longNightUsable(s: MkState, seat: number): boolean {
	const p = s.players[seat];
	return usable(s, seat, 'long-night') && !p.deck.length && p.discard.length > 0;
}

/** Shuffle the discard pile and put 3 random cards of it back as the Deed deck; flip the Tactic. */
function longNight(s: MkState, seat: number, ctx: StepContext): void {
	const p = s.players[seat];
	const mixed = ctx.random.shuffle(p.discard.splice(0));
	p.deck = mixed.slice(0, 3);
	p.discard = mixed.slice(3);
	p.tacticFlipped = true;
	ctx.log(tx(`{${seat}} používá Dlouhou noc: ${cardsCs(p.deck.length)} zpět do balíčku.`, `{${seat}} uses Long Night: ${p.deck.length} card(s) back into the deck.`));
}

/** Source dice Mana Search may reroll: not taken, not held on Mana Steal. */
const searchable = (s: MkState) => s.source.map((d, i) => ({ d, i })).filter(({ d }) => d.takenBy === null && (d.stolenBy ?? null) === null);
/** Gold (at Night: depleted) dice must be chosen first (data §7.5). */
const mustFirst = (s: MkState, picked: number[]) => searchable(s).filter(({ d, i }) => !picked.includes(i) && (d.color === 'gold' || d.depleted)).map(({ i }) => i);

/** Why the seat cannot use its Tactic now; null when it can. */
function whyNot(s: MkState, seat: number): ReturnType<typeof tx> | null {
	const p = s.players[seat];
	const t = s.turn!;
	if (!p.tactic || p.tacticFlipped) return tx('Nemáš taktiku, kterou by šlo použít.', 'You have no Tactic to use.');
	switch (p.tactic) {
		case 'the-right-moment':
			// Not on the last turn of the Round or of the game (data §7.5).
			if (s.endAnnouncedBy !== null || s.finalTurns) return tx('V posledním tahu kola už ne.', 'Not on your last turn of the Round.');
			if (t.extraTurn) return tx('Další tah už máš ohlášený.', 'You already announced another turn.');
			return t.stage === 'end' ? tx('Teď ne.', 'Not now.') : null;
		case 'long-night':
			return longNightUsable(s, seat) ? null : tx('Dlouhou noc lze použít jen s prázdným dobíracím balíčkem.', 'Long Night needs an empty Deed deck.');
		case 'mana-search':
			if (hasMod(s, 'mana-search')) return tx('Hledání many jen jednou za tah.', 'Mana Search only once per turn.');
			if (t.diceUsed > 0 || s.source.some((d) => d.takenBy === seat && d.claimedBy !== seat)) return tx('Jen než použiješ manu z Pramene.', 'Only before you use mana from the Source.');
			return searchable(s).length ? null : tx('V Prameni není kostka k přehození.', 'No Source die to reroll.');
		case 'midnight-meditation':
			// "Before any of your turns": nothing done yet this turn.
			if (t.stage !== 'start' || t.played.length || t.diceUsed || t.skillsUsed.length || t.pools.move) return tx('Jen na začátku tahu, před čímkoli jiným.', 'Only at the start of your turn, before anything else.');
			return p.hand.length ? null : tx('Nemáš karty v ruce.', 'You have no cards in hand.');
		default:
			return tx('Tato taktika se takto nepoužívá.', 'That Tactic is not used this way.');
	}
}

/** The turn-menu entry: use the seat's Tactic now. */
export const useTactic: TurnActionDef<A<'useTactic'>> = {
	candidates: () => [{ a: 'useTactic' }],
	validate: (s, seat) => whyNot(s, seat),
	perform(s, seat, _a, ctx) {
		const p = s.players[seat];
		const t = s.turn!;
		switch (p.tactic) {
			case 'the-right-moment':
				t.extraTurn = true;
				p.tacticFlipped = true;
				ctx.log(tx(`{${seat}} využívá správnou chvíli: po tomto tahu hraje znovu.`, `{${seat}} uses The Right Moment: another turn follows this one.`));
				return;
			case 'long-night':
				longNight(s, seat, ctx);
				return;
			case 'mana-search':
				t.modifiers.push({ id: 'mana-search' });
				s.tasks.unshift({ t: 'manaSearch', seat, picked: [] });
				return;
			case 'midnight-meditation':
				p.tacticFlipped = true;
				s.tasks.unshift({ t: 'midnightMeditation', seat, cards: [] });
				return;
		}
	}
};

const manaSearch: DecisionHandler<MkState, T<'manaSearch'>, MkAction> = {
	candidates(s, task) {
		const out: MkAction[] = task.picked.length ? [{ a: 'done' }] : [];
		if (task.picked.length < 2) for (const { i } of searchable(s)) if (!task.picked.includes(i)) out.push({ a: 'choose', i });
		return out;
	},
	validate(s, task, a) {
		if (a.a === 'done') return task.picked.length ? null : tx('Vyber aspoň jednu kostku.', 'Pick at least one die.');
		if (a.a !== 'choose' || task.picked.length >= 2 || task.picked.includes(a.i) || !searchable(s).some((x) => x.i === a.i)) return tx('Vyber kostku z Pramene (nejvýš 2).', 'Pick a Source die (at most 2).');
		const first = mustFirst(s, task.picked);
		if (first.length && !first.includes(a.i)) return tx('Nejdřív musíš vybrat zlaté či vyčerpané kostky.', 'Gold or depleted dice must be chosen first.');
		return null;
	},
	perform(s, task, a, ctx) {
		if (a.a === 'choose') {
			task.picked.push(a.i);
			if (task.picked.length < 2 && searchable(s).some((x) => !task.picked.includes(x.i))) return;
		}
		s.tasks.shift();
		for (const i of task.picked) rollDie(s.source[i], s.time, ctx.random.pick(DIE_FACES));
		ctx.log(tx(`{${task.seat}} přehazuje ${task.picked.length} kostky v Prameni.`, `{${task.seat}} rerolls ${task.picked.length} Source dice.`));
	}
};

const midnightMeditation: DecisionHandler<MkState, T<'midnightMeditation'>, MkAction> = {
	candidates(s, task) {
		const out: MkAction[] = [{ a: 'done' }];
		if (task.cards.length < 5) for (const c of new Set(s.players[task.seat].hand)) out.push({ a: 'card', card: c });
		return out;
	},
	validate(s, task, a) {
		if (a.a === 'done') return null;
		return a.a === 'card' && task.cards.length < 5 && s.players[task.seat].hand.includes(a.card) ? null : tx('Vyber kartu z ruky (nejvýš 5).', 'Pick a card from your hand (at most 5).');
	},
	perform(s, task, a, ctx) {
		const p = s.players[task.seat];
		if (a.a === 'card') {
			p.hand.splice(p.hand.indexOf(a.card), 1);
			task.cards.push(a.card);
			if (task.cards.length < 5 && p.hand.length) return;
		}
		s.tasks.shift();
		p.deck = ctx.random.shuffle([...p.deck, ...task.cards]);
		ctx.log(tx(`{${task.seat}} medituje: ${cardsCs(task.cards.length)} do balíčku.`, `{${task.seat}} meditates: ${task.cards.length} card(s) into the deck.`));
		drawCards(s, task.seat, task.cards.length, ctx);
	},
	looks: true
};

/** Sparing Power (night 6): before each turn, stash the top Deed card or take the stash and flip. */
export const sparingPowerDue = (s: MkState, seat: number) => usable(s, seat, 'sparing-power');

const sparingPower: DecisionHandler<MkState, T<'sparingPower'>, MkAction> = {
	candidates: (s, task) => (s.players[task.seat].deck.length ? [{ a: 'choose', i: 0 }, { a: 'choose', i: 1 }] : [{ a: 'choose', i: 1 }]),
	validate(s, task, a) {
		if (a.a !== 'choose' || (a.i !== 0 && a.i !== 1)) return tx('Odlož vrchní kartu, nebo si vezmi uložené karty.', 'Stash the top card, or take the stashed cards.');
		if (a.i === 0 && !s.players[task.seat].deck.length) return tx('Dobírací balíček je prázdný.', 'Your Deed deck is empty.');
		return null;
	},
	perform(s, task, a, ctx) {
		s.tasks.shift();
		const p = s.players[task.seat];
		if ((a as A<'choose'>).i === 0) {
			p.tacticStore.push(p.deck.shift()!);
			ctx.log(tx(`{${task.seat}} šetří sílu: karta pod taktiku.`, `{${task.seat}} spares power: a card under the Tactic.`));
			return;
		}
		const n = p.tacticStore.length;
		p.hand.push(...p.tacticStore.splice(0));
		p.tacticFlipped = true;
		if (n) ctx.reveal();
		ctx.log(tx(`{${task.seat}} bere do ruky ušetřené karty (${n}).`, `{${task.seat}} takes ${n} spared card(s) into hand.`));
	},
	single: true
};

/** Offered once while drawing at the end of the turn when the deck cannot fill the hand. */
export function longNightOffer(s: MkState, seat: number, need: number): boolean {
	const p = s.players[seat];
	return usable(s, seat, 'long-night') && need > p.deck.length && p.discard.length > 0 && !hasMod(s, 'long-night-asked');
}

const longNightTask: DecisionHandler<MkState, T<'longNight'>, MkAction> = {
	candidates: () => [{ a: 'useTactic' }, { a: 'done' }],
	validate: (_s, _task, a) => (a.a === 'useTactic' || a.a === 'done' ? null : tx('Použij Dlouhou noc, nebo ne.', 'Use Long Night or not.')),
	perform(s, task, a, ctx) {
		s.tasks.shift();
		s.turn?.modifiers.push({ id: 'long-night-asked' });
		if (a.a !== 'useTactic') return;
		// Draw what the deck still holds first, then the Tactic refills it (the drawing continues after).
		drawCards(s, task.seat, s.players[task.seat].deck.length, ctx);
		longNight(s, task.seat, ctx);
	}
};

export const TACTIC_USE_HANDLERS = { manaSearch, midnightMeditation, sparingPower, longNight: longNightTask };
export const TACTIC_TURN_ACTIONS = { useTactic } satisfies TurnMenu;
export type { Task };

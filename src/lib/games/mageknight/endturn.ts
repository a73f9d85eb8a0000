/**
 * The end of a turn (spec §4.5.4), in order: forced withdrawal, dice back to the Source,
 * played cards to the discard pile, tokens back, the space's benefit, end-of-turn Fame and
 * Reputation, rewards, level-ups, optional discards, drawing up to the hand limit.
 */
import { pluralForms, pluralIn, type DecisionHandler, type RunHandler, type StepContext } from '$lib/engine';
import type { BasicColor } from './data/types';
import { isSafe } from './map';
import { DIE_FACES, rollDie } from './mana';
import { changeReputation, drawCards, gainCrystal, gainFame, handLimitOf, levelForFame, takeWounds, WOUND } from './players';
import { rewardTasks } from './rewards';
import { longNightOffer } from './tactics-use';
import { turnEndFx } from './skill-hooks';
import { backToHand, extraDraw, ringFame } from './specials-end';
import { tx } from './text';
import type { MkAction, Task } from './tasks';
import type { MkState } from './types';
import { seedRules } from './version';

/** "o 1 políčko / 3 políčka / 5 políček" (the English log says "space(s)"). */
const SPACES = pluralForms(['políčko', 'políčka', 'políček'], ['space', 'spaces']);

type T<K extends Task['t']> = Extract<Task, { t: K }>;

const endTurn: RunHandler<MkState, T<'endTurn'>, Task> = {
	run(s, task, ctx) {
		const seat = task.seat;
		const t = s.turn!;
		const p = s.players[seat];
		// Forced withdrawal (Rulebook): back along the path to a safe space, 1 Wound per space.
		if (!task.announced && p.pos && !isSafe(s, seat, p.pos)) {
			let back = 0;
			for (let i = t.path.length - 2; i >= 0 && p.pos && !isSafe(s, seat, p.pos); i--) {
				p.pos = t.path[i];
				back++;
			}
			if (back) {
				ctx.log(tx(`{${seat}} musí ustoupit o ${pluralIn(back, SPACES, 'cs')}.`, `{${seat}} withdraws ${back} space(s).`));
				takeWounds(s, seat, back, ctx);
			}
		}
		turnEndFx(s, seat, ctx);
		// 1. Dice back, rerolled (Mana Draw's die keeps its face).
		for (const d of s.source) {
			if (d.takenBy !== seat || d.claimedBy === seat) continue;
			d.takenBy = null;
			if (d.keepFace) d.keepFace = false;
			else rollDie(d, s.time, ctx.random.pick(DIE_FACES));
		}
		// Rings: Fame per Spell of their colour cast this turn (data §3.2).
		t.atEnd.fame += ringFame(t);
		// 3–4. Played cards to the discard pile (thrown-away artifacts leave the game; Time Bending: back to hand), tokens back.
		for (const c of t.played) if (!c.destroyed) (backToHand(t, c) ? p.hand : p.discard).push(c.card);
		t.played = [];
		t.tokens = [];
		const tasks: Task[] = [];
		if (!task.announced) {
			// 5. Space benefits (spec §5.10.10).
			const site = p.pos ? s.hexes[p.pos]?.site : undefined;
			if (site?.kind === 'mine' && site.color) gainCrystal(s, seat, site.color as BasicColor, ctx);
			// Asked whenever a Wound could be there: skipping it only for a hand without Wounds would show that hand (spec §11.2).
			if (site?.kind === 'glade' && (p.hand.length || p.discard.includes(WOUND))) tasks.push({ t: 'glade', seat });
		}
		// Heroic Tale: per unit recruited this turn (data §2.1, card 79).
		for (const m of t.modifiers) {
			if (m.id === 'heroic-tale') t.atEnd.reputation += t.unitsRecruited;
			if (m.id === 'heroic-tale-powered') {
				t.atEnd.reputation += t.unitsRecruited;
				t.atEnd.fame += t.unitsRecruited;
			}
		}
		// End-of-turn Reputation/Fame (Threaten, Intimidate, Noble Manners, Heroic Tale…).
		changeReputation(s, seat, t.atEnd.reputation, ctx);
		gainFame(s, seat, t.atEnd.fame, ctx);
		tasks.push({ t: 'endTurnStep', seat, step: 1 });
		return tasks;
	}
};

const endTurnStep: RunHandler<MkState, T<'endTurnStep'>, Task> = {
	run(s, task, ctx) {
		const seat = task.seat;
		const p = s.players[seat];
		const t = s.turn!;
		switch (task.step) {
			case 1: {
				// A Unit reward and a level-up: the player may resolve the level first, its new Command token
				// then takes the unit (seed L3081–3085).
				if (seedRules(s) && !task.ordered && t.rewards.some((r) => r.k === 'unit') && levelForFame(p.fame) > p.level) return [{ t: 'rewardOrder', seat }];
				// 6. Rewards, then 7. level-ups one at a time.
				const rewards = t.rewards.splice(0);
				const tasks: Task[] = rewardTasks(s, seat, rewards, ctx);
				const target = Math.min(10, levelForFame(p.fame));
				for (let lv = p.level + 1; lv <= target; lv++) tasks.push({ t: 'levelUp', seat, level: lv, drawn: [] });
				tasks.push({ t: 'endTurnStep', seat, step: 2 });
				return tasks;
			}
			case 2:
				// 8. Optional discards of non-Wound cards, asked whenever the hand holds a card: skipping the
				// question for a hand of only Wounds would show the others what the hand holds (spec §11.2).
				return p.hand.length ? [{ t: 'endDiscard', seat }, { t: 'endTurnStep', seat, step: 3 }] : [{ t: 'endTurnStep', seat, step: 3 }];
			case 3: {
				// 9. Draw up to the hand limit (Planning: +1 when holding at least 2, data §7.5).
				// Meditation: 2 beyond the limit; Time Bending: no drawing (data §3.1).
				const extra = extraDraw(t);
				let limit = handLimitOf(s, seat) + (extra ?? 0);
				if (p.tactic === 'planning' && p.hand.length >= 2) limit++;
				// Long Night may refill an emptied deck during the draw (tactics-use.ts).
				if (extra !== null && longNightOffer(s, seat, limit - p.hand.length)) return [{ t: 'longNight', seat }, { t: 'endTurnStep', seat, step: 3 }];
				if (extra !== null && p.hand.length < limit) drawCards(s, seat, limit - p.hand.length, ctx);
				if (s.endAnnouncedBy !== null) p.doneForRound = true;
				// No figure may stay on the portal at the end of a turn: the hero leaves the map until his
				// next turn, when he comes back onto the portal (seed L1286–1297; round.ts startTurn).
				if (seedRules(s) && p.pos === s.portal) {
					p.pos = null;
					ctx.log(tx(`{${seat}} odchází portálem z mapy až do svého dalšího tahu.`, `{${seat}} leaves the map through the portal until the next turn.`));
				}
				if (s.finalTurns && !t.revealedCity) s.finalTurns = s.finalTurns.filter((x) => x !== seat);
				if (t.extraTurn && !s.finalTurns) s.extraTurnFor = seat;
				p.plundered = false;
				s.turn = null;
				// A defender's turn played in advance (pvp.ts): the aggressor's turn resumes instead.
				return t.inAdvance ? [] : [{ t: 'nextTurn' }];
			}
		}
		return [{ t: 'nextTurn' }];
	}
};

/** Magical glade: throw away one Wound from hand or discard pile (spec §5.10.10). */
const glade: DecisionHandler<MkState, T<'glade'>, MkAction> = {
	candidates(s, task) {
		const p = s.players[task.seat];
		const out: MkAction[] = [];
		if (p.hand.includes(WOUND)) out.push({ a: 'wound', where: 'hand' });
		if (p.discard.includes(WOUND)) out.push({ a: 'choose', i: 1 });
		out.push({ a: 'done' });
		return out;
	},
	validate(s, task, a) {
		return glade.candidates(s, task).some((c) => JSON.stringify(c) === JSON.stringify(a)) ? null : tx('Vyber zranění k odhození.', 'Pick a Wound to throw away.');
	},
	perform(s, task, a, ctx) {
		s.tasks.shift();
		const p = s.players[task.seat];
		if (a.a === 'done') return;
		const pile = a.a === 'wound' ? p.hand : p.discard;
		pile.splice(pile.indexOf(WOUND), 1);
		ctx.log(tx(`{${task.seat}} se na kouzelné mýtině zbavuje zranění.`, `{${task.seat}} throws away a Wound at the magical glade.`));
	}
};

/** Which first: the Unit reward (the usual order) or the level-up (seed L3081–3085). */
const rewardOrder: DecisionHandler<MkState, T<'rewardOrder'>, MkAction> = {
	candidates: () => [{ a: 'choose', i: 0 }, { a: 'choose', i: 1 }],
	validate: (_s, _task, a) => (a.a === 'choose' && (a.i === 0 || a.i === 1) ? null : tx('Vyber, co bude první: odměna, nebo nová úroveň.', 'Choose what comes first: the reward or the level-up.')),
	perform(s, task, a) {
		s.tasks.shift();
		const p = s.players[task.seat];
		const levels: Task[] = [];
		if ((a as { i: number }).i === 1) for (let lv = p.level + 1; lv <= Math.min(10, levelForFame(p.fame)); lv++) levels.push({ t: 'levelUp', seat: task.seat, level: lv, drawn: [] });
		s.tasks.unshift(...levels, { t: 'endTurnStep', seat: task.seat, step: 1, ordered: true });
	}
};

const endDiscard: DecisionHandler<MkState, T<'endDiscard'>, MkAction> = {
	candidates(s, task) {
		const out: MkAction[] = [{ a: 'done' }];
		for (const c of new Set(s.players[task.seat].hand)) if (c !== WOUND) out.push({ a: 'card', card: c });
		return out;
	},
	validate(s, task, a) {
		if (a.a === 'done') return null;
		if (a.a === 'card' && a.card !== WOUND && s.players[task.seat].hand.includes(a.card)) return null;
		return tx('Odhodit lze jen kartu z ruky, ne zranění.', 'Only a non-Wound card from your hand can be discarded.');
	},
	perform(s, task, a) {
		if (a.a === 'done') {
			s.tasks.shift();
			return;
		}
		const p = s.players[task.seat];
		p.hand.splice(p.hand.indexOf((a as { card: string }).card), 1);
		p.discard.push((a as { card: string }).card);
		if (!p.hand.length) s.tasks.shift();
	}
};

export const END_TURN_HANDLERS = { endTurn, endTurnStep, glade, rewardOrder, endDiscard };
export type { StepContext };

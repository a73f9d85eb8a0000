/**
 * Rounds (spec §4.1–§4.4): preparing a Round, picking Tactics, the turn order, starting
 * turns, the End of Round and the final turns after the city is found; the solo game's
 * Dummy player (Rulebook "Solo Conquest", as the solo First Reconnaissance uses it).
 */
import type { DecisionHandler, RunHandler, StepContext } from '$lib/engine';
import { deedById } from './data';
import { tacticIn, tacticsIn } from './card-tables';
import type { ContentHolder } from './content';
import type { BasicColor } from './data/types';
import { DIE_FACES, rollDie } from './mana';
import { drawCards, handLimitOf, WOUND } from './players';
import { bannerRoundTasks, expireFx, turnStartTasks } from './skill-hooks';
import { cardsCs, tx } from './text';
import { beforeTurnTasks } from './turnstart';
import type { MkAction, Task } from './tasks';
import { DUMMY, type MkState, type Pools, type TurnState } from './types';
import { revealRuins } from './map';
import { otherTurnTasks } from './other-turn';
import { seedRules } from './version';

type T<K extends Task['t']> = Extract<Task, { t: K }>;

/** The tactic as the match plays it (its pack's name and number in). */
export const tacticById = (h: ContentHolder, id: string) => tacticIn(h, id);
/** Turn order (spec §9.8); a pack giving two tactics one number keeps the seats' order among them (a stable sort). */
const tacticNumber = (h: ContentHolder, id: string | null) => (id ? (tacticById(h, id)?.n ?? 99) : 99);

export function emptyPools(): Pools {
	const el = () => ({ physical: 0, fire: 0, ice: 0, coldFire: 0 });
	return { move: 0, influence: 0, heal: 0, attack: { melee: el(), ranged: el(), siege: el() }, block: el() };
}

/** Rolls the Source: at least half basic colours, rerolling gold and black together (spec §3.1 step 19, §4.2). */
export function rollSource(s: MkState, ctx: StepContext): void {
	for (const d of s.source) {
		d.color = ctx.random.pick(DIE_FACES);
		d.takenBy = null;
		d.keepFace = false;
		d.stolenBy = null;
		d.claimedBy = null;
		d.claimEach = false;
		d.cursed = false;
	}
	const basic = () => s.source.filter((d) => d.color !== 'gold' && d.color !== 'black').length;
	for (let guard = 0; basic() * 2 < s.source.length && guard < 1000; guard++) {
		for (const d of s.source) if (d.color === 'gold' || d.color === 'black') d.color = ctx.random.pick(DIE_FACES);
	}
	for (const d of s.source) rollDie(d, s.time, d.color);
}

function prepareRound(s: MkState, ctx: StepContext): void {
	s.time = s.time === 'day' ? 'night' : 'day';
	ctx.log(tx(`Kolo ${s.round}: ${s.time === 'day' ? 'den' : 'noc'}.`, `Round ${s.round}: ${s.time}.`));
	rollSource(s, ctx);
	// A Day Round turns every face-down ruins token face up (seed L3465–3468).
	if (s.time === 'day' && seedRules(s)) revealRuins(s, ctx);
	// Unit offer: leftovers to the bottom of the deck, monastery AAs to the bottom of the AA deck (spec §4.2 step 3).
	s.unitDeck.push(...s.unitOffer.splice(0));
	s.advancedDeck.push(...s.monasteryOffer.splice(0));
	s.unitOffer = s.unitDeck.splice(0, s.seatCount + 2);
	for (const k of Object.keys(s.hexes)) {
		const site = s.hexes[k].site;
		if (site?.kind === 'monastery' && !site.burned) {
			const aa = s.advancedDeck.shift();
			if (aa) s.monasteryOffer.push(aa);
		}
	}
	// Offers: the lowest card leaves to the bottom of its deck, a new one comes on top (step 4-5).
	let leftAA: string | undefined;
	let leftSpell: string | undefined;
	if (s.advancedOffer?.length) {
		leftAA = s.advancedOffer.pop();
		if (leftAA && !s.dummy) s.advancedDeck.push(leftAA);
		const top = s.advancedDeck.shift();
		if (top) s.advancedOffer.unshift(top);
	}
	if (s.spellOffer?.length) {
		leftSpell = s.spellOffer.pop();
		if (leftSpell) s.spellDeck.push(leftSpell);
		const top = s.spellDeck.shift();
		if (top) s.spellOffer.unshift(top);
	}
	// The Dummy grows: the AA leaving the offer joins its deck, the Spell leaving gives it a crystal of its colour.
	if (s.dummy) {
		const d = s.dummy;
		if (leftAA) d.deck.push(leftAA);
		const c = leftSpell ? deedById(leftSpell)?.color : undefined;
		if (c) d.crystals[c]++;
		d.deck = ctx.random.shuffle([...d.deck, ...d.discard.splice(0)]);
		d.tactic = null;
	}
	s.players.forEach((p, seat) => {
		p.deck = ctx.random.shuffle([...p.deck, ...p.hand.splice(0), ...p.discard.splice(0), ...p.tacticStore.splice(0)]);
		for (const u of p.units) {
			u.ready = true;
			u.bannerFlipped = false;
		}
		p.skillsFlipped = [];
		p.tactic = null;
		p.tacticFlipped = false;
		p.doneForRound = false;
		p.plundered = false;
		p.pvpSkip = false;
		drawCards(s, seat, handLimitOf(s, seat), ctx);
	});
}

/** Tactic picking order (spec §4.3): round 1 from the bottom Round Order token; later lowest Fame first. */
function pickOrder(s: MkState): number[] {
	if (s.round === 1) return [...s.roundOrder].reverse();
	const prevPos = (seat: number) => s.order.indexOf(seat);
	return s.players.map((_, i) => i).sort((a, b) => s.players[a].fame - s.players[b].fame || prevPos(b) - prevPos(a));
}

const roundStart: RunHandler<MkState, T<'roundStart'>, Task> = {
	run(s, _task, ctx) {
		if (s.round > 1) prepareRound(s, ctx);
		else ctx.log(tx('Kolo 1: den.', 'Round 1: day.'));
		s.endAnnouncedBy = null;
		const time = s.time;
		s.tacticsOffer = tacticsIn(s).filter((t) => t.time === time && !s.tacticsRemoved.includes(t.id)).map((t) => t.id);
		const tasks: Task[] = pickOrder(s).map((seat) => ({ t: 'pickTactic', seat }));
		if (s.dummy) tasks.push({ t: 'dummyTactic' });
		tasks.push({ t: 'orderTurns' });
		return tasks;
	}
};

const pickTactic: DecisionHandler<MkState, T<'pickTactic'>, MkAction> = {
	candidates: (s) => s.tacticsOffer.map((id) => ({ a: 'tactic', id })),
	validate(s, _task, a) {
		const id = (a as { id?: unknown }).id;
		return (a as { a?: string }).a === 'tactic' && typeof id === 'string' && s.tacticsOffer.includes(id) ? null : tx('Tuto taktiku vzít nelze.', 'That Tactic cannot be taken.');
	},
	perform(s, task, a, ctx) {
		s.tasks.shift();
		const id = (a as { id: string }).id;
		s.tacticsOffer.splice(s.tacticsOffer.indexOf(id), 1);
		const p = s.players[task.seat];
		p.tactic = id;
		ctx.log(tx(`{${task.seat}} bere taktiku ${tacticById(s, id)!.name.cs}.`, `{${task.seat}} takes the Tactic ${tacticById(s, id)!.name.en}.`));
		// "When you take this Tactic" effects (data §7.5).
		if (id === 'great-start') drawCards(s, task.seat, 2, ctx);
		if (id === 'rethink') s.tasks.unshift({ t: 'rethink', seat: task.seat, left: 3, discarded: 0 });
		if (id === 'mana-steal' && s.source.some((d) => !d.depleted && d.color !== 'gold' && d.color !== 'black' && d.stolenBy == null)) s.tasks.unshift({ t: 'manaSteal', seat: task.seat });
		if (id === 'preparation' && p.deck.length) s.tasks.unshift({ t: 'preparation', seat: task.seat });
	}
};

/** The Dummy takes a random remaining Tactic (Solo Conquest). */
const dummyTactic: RunHandler<MkState, T<'dummyTactic'>, Task> = {
	run(s, _task, ctx) {
		if (!s.dummy || !s.tacticsOffer.length) return;
		const id = ctx.random.pick(s.tacticsOffer);
		s.tacticsOffer.splice(s.tacticsOffer.indexOf(id), 1);
		s.dummy.tactic = id;
		ctx.log(tx(`Automatický hráč bere taktiku ${tacticById(s, id)!.name.cs}.`, `The Dummy player takes the Tactic ${tacticById(s, id)!.name.en}.`));
	}
};

/** Turn order: lowest Tactic number first (spec §4.3). */
const orderTurns: RunHandler<MkState, T<'orderTurns'>, Task> = {
	run(s) {
		const seats: number[] = s.players.map((_, i) => i);
		if (s.dummy) seats.push(DUMMY);
		s.order = seats.sort((a, b) => tacticNumber(s, a === DUMMY ? s.dummy!.tactic : s.players[a].tactic) - tacticNumber(s, b === DUMMY ? s.dummy!.tactic : s.players[b].tactic));
		s.current = -1;
		return [{ t: 'nextTurn' }];
	}
};

const done = (s: MkState, who: number) => (who === DUMMY ? s.endAnnouncedBy === DUMMY || !!s.dummyDone : s.players[who].doneForRound);

const nextTurn: RunHandler<MkState, T<'nextTurn'>, Task> = {
	run(s, _task, ctx) {
		// The seat whose turn just ended (its window in the next player's turn, other-turn.ts).
		const prev = s.current >= 0 ? (s.order[s.current] ?? null) : null;
		if (s.finalTurns && s.finalTurns.length === 0) return [{ t: 'gameEnd' }];
		const everyoneDone = s.order.every((w) => done(s, w));
		if (s.endAnnouncedBy !== null && everyoneDone) return [{ t: 'roundEnd' }];
		// The Right Moment / Time Bending: the same player again.
		if (s.extraTurnFor !== null && s.extraTurnFor !== undefined) {
			const seat = s.extraTurnFor;
			s.extraTurnFor = null;
			return startTurn(s, seat, ctx);
		}
		for (let k = 1; k <= s.order.length; k++) {
			const idx = (s.current + k) % s.order.length;
			const who = s.order[idx];
			if (done(s, who)) {
				if (who !== DUMMY) expireFx(s, who, ctx); // a skipped turn still takes interactive skills back (spec §5.12)
				continue;
			}
			if (s.finalTurns && who !== DUMMY && !s.finalTurns.includes(who)) continue;
			// A flipped Round Order token (full attendance in a PvP combat): this turn is skipped (spec §8.1).
			if (who !== DUMMY && s.players[who].pvpSkip) {
				s.players[who].pvpSkip = false;
				if (s.endAnnouncedBy !== null) s.players[who].doneForRound = true;
				ctx.log(tx(`{${who}}: tento tah už proběhl v boji.`, `{${who}} already played this turn in a combat.`));
				continue;
			}
			s.current = idx;
			const window = prev !== who ? otherTurnTasks(s, prev) : [];
			if (who === DUMMY) return [...window, { t: 'dummyTurn' }];
			return startTurn(s, who, ctx, window);
		}
		return [{ t: s.finalTurns ? 'gameEnd' : 'roundEnd' }];
	}
};

export function newTurn(s: MkState, seat: number): TurnState {
	const p = s.players[seat];
	const t: TurnState = {
		seat,
		stage: 'start',
		played: [],
		tokens: [],
		pools: emptyPools(),
		diceUsed: 0,
		diceAllowed: 1,
		modifiers: [],
		path: p.pos ? [p.pos] : [],
		actionDone: false,
		atEnd: { reputation: 0, fame: 0 },
		rewards: [],
		fameAtStart: p.fame,
		unitsRecruited: 0,
		skillsUsed: [],
		explored: 0,
		extraTurn: false,
		reputationApplied: false,
		woundsTaken: 0
	};
	if (seedRules(s)) t.deckEmpty = p.deck.length === 0;
	return t;
}

/** Start of turn (spec §4.5.1): onto the portal, the glade's mana; then the choices before the turn (turnstart.ts). */
function startTurn(s: MkState, seat: number, ctx: StepContext, window: Task[] = []): Task[] {
	const p = s.players[seat];
	if (!p.pos) p.pos = s.portal;
	s.turn = newTurn(s, seat);
	if (!s.turn.path.length) s.turn.path.push(p.pos);
	ctx.log(tx(`Tah: {${seat}}.`, `{${seat}}'s turn.`));
	const site = s.hexes[p.pos]?.site;
	if (site?.kind === 'glade') s.turn.tokens.push(s.time === 'day' ? 'gold' : 'black');
	return [...window, ...beforeTurnTasks(s, seat), { t: 'turnBegin', seat }];
}

/**
 * The Dummy's turn (Solo Conquest): it announces the End of the Round when its deck is
 * empty; otherwise it flips 3 cards, and more when the last one matches its crystals.
 */
const dummyTurn: RunHandler<MkState, T<'dummyTurn'>, Task> = {
	run(s, _task, ctx) {
		const d = s.dummy!;
		if (!d.deck.length) {
			if (s.endAnnouncedBy === null) {
				s.endAnnouncedBy = DUMMY;
				ctx.log(tx('Automatický hráč ohlašuje konec kola.', 'The Dummy player announces the End of the Round.'));
			}
			s.dummyDone = true;
			return [{ t: 'nextTurn' }];
		}
		const flipped = d.deck.splice(0, 3);
		d.discard.push(...flipped);
		const last = deedById(flipped[flipped.length - 1])?.color as BasicColor | undefined;
		const more = last ? d.crystals[last] : 0;
		if (more) d.discard.push(...d.deck.splice(0, more));
		ctx.reveal();
		ctx.log(tx(`Automatický hráč odkládá ${cardsCs(flipped.length + Math.min(more, flipped.length + more))}.`, `The Dummy player flips ${flipped.length} card(s)${more ? ` and ${more} more` : ''}.`));
		if (s.endAnnouncedBy !== null) s.dummyDone = true;
		return [{ t: 'nextTurn' }];
	}
};

const roundEnd: RunHandler<MkState, T<'roundEnd'>, Task> = {
	run(s, _task, ctx) {
		ctx.log(tx(`Konec kola ${s.round}.`, `End of Round ${s.round}.`));
		// Solo: the Tactics used this Round leave the game (data §7.5).
		if (s.dummy) {
			for (const p of s.players) if (p.tactic) s.tacticsRemoved.push(p.tactic);
			if (s.dummy.tactic) s.tacticsRemoved.push(s.dummy.tactic);
		}
		if (s.finalTurns || s.round >= s.maxRounds) return [{ t: 'gameEnd' }];
		s.round++;
		s.dummyDone = false;
		return [...bannerRoundTasks(s), { t: 'roundStart' }];
	}
};

export const ROUND_HANDLERS = { roundStart, pickTactic, dummyTactic, orderTurns, nextTurn, dummyTurn, roundEnd };
export { WOUND };

/**
 * Fall (moves layer; spec §4.5, seed l.636-715): the secret choice of command cards, the track
 * in tea order, and each card's turn — its boxes, the activation of locations, horde defeats.
 */
import { secretBox, tx, type DecisionHandler, type RunHandler, type SecretHandler } from '$lib/engine';
import { trigger } from './abilities';
import { runSteps } from './effects';
import { activating, hasRoom, isFull, tablesIn, usedSections } from './facts';
import { tacticWindow } from './tactics-window';
import { LOCATIONS, type GwAction, type GwState, type LocationId, type Task } from './types';

type Run<K extends Task['t']> = RunHandler<GwState, Extract<Task, { t: K }>, Task>;
type Decide<K extends Task['t']> = DecisionHandler<GwState, Extract<Task, { t: K }>, GwAction>;

const nameOf = (s: GwState, card: string) => tablesIn(s).commands.get(card)?.name ?? tx(card, card);

/** F1: every player with a command card chooses one in secret (seed l.636-637; reading A6 'skipFall': an empty hand sits out). */
export const fallHandler: Run<'fall'> = {
	run(s, _task, ctx) {
		s.season = 'fall';
		ctx.log(tx('Podzim.', 'Fall.'));
		const seats = s.tea.filter((seat) => s.zones[`commands${seat}`].items.length > 0).sort((a, b) => a - b);
		return seats.length ? [{ t: 'command', secret: secretBox(seats) }] : [];
	}
};

export const commandHandler: SecretHandler<GwState, Extract<Task, { t: 'command' }>, string, Task> = {
	choices: (s, _task, seat) => [...new Set(s.zones[`commands${seat}`].items)],
	prompt: (_s, seat, status) => (status.revealing ? tx(`{${seat}}: odhal kartu velení.`, `{${seat}}: reveal your command card.`) : tx(`{${seat}}: tajně vyber kartu velení.`, `{${seat}}: choose a command card in secret.`)),
	describe: (card) => tx(`Vybíráš kartu ${card}.`, `You choose the card ${card}.`),
	resolve(s, task, choices, ctx) {
		// All revealed at once (the kernel's barrier); F2 in tea order (seed l.639-645).
		const chosen = new Map(task.secret.seats.map((seat, i) => [seat, choices[i]]));
		ctx.log({
			cs: `Karty velení: ${[...chosen].map(([seat, c]) => `{${seat}} ${nameOf(s, c).cs}`).join(', ')}.`,
			en: `Command cards: ${[...chosen].map(([seat, c]) => `{${seat}} ${nameOf(s, c).en}`).join(', ')}.`
		});
		return [...s.tea.filter((seat) => chosen.has(seat)).map((seat) => ({ t: 'track' as const, seat, card: chosen.get(seat)! })), { t: 'turns' }];
	}
};

/** F2: the revealed card on any free track position (seed l.639-645). */
export const trackHandler: Decide<'track'> = {
	candidates: (s) => s.track.flatMap((c, pos) => (c ? [] : [{ t: 'track' as const, pos }])),
	validate(s, _task, a) {
		if (a.t !== 'track') return tx('Teď se pokládá karta na stupnici velení.', 'Place your card on the command track now.');
		if (a.pos >= s.track.length || s.track[a.pos]) return tx('Ta pozice není volná.', 'That position is not free.');
		return null;
	},
	single: true,
	perform(s, { seat, card }, a, ctx) {
		if (a.t !== 'track') return;
		s.tasks.shift();
		const hand = s.zones[`commands${seat}`].items;
		hand.splice(hand.indexOf(card), 1);
		s.track[a.pos] = { seat, card };
		ctx.log({ cs: `{${seat}} klade ${nameOf(s, card).cs} na pozici ${a.pos + 1}.`, en: `{${seat}} puts ${nameOf(s, card).en} on position ${a.pos + 1}.` });
	}
};

/** F3: the cards resolve one at a time in ascending track order (seed l.647-651). */
export const turnsHandler: Run<'turns'> = {
	run: (s) => s.track.flatMap((c, pos) => (c ? [{ t: 'turn' as const, pos }] : []))
};

/** The boxes of a card for its owner `seat`, top to bottom; "others" boxes by every other player in tea order (seed l.653-677). */
export function boxTasks(s: GwState, seat: number, card: string): Task[] {
	const def = tablesIn(s).commands.get(card);
	if (!def) return [];
	return def.boxes.flatMap((box, b) => (box.scope === 'owner' ? [seat] : s.tea.filter((x) => x !== seat)).map((w) => ({ t: 'box' as const, seat: w, card, box: b })));
}

/** Whether a card copies (Treachery cannot copy itself nor be copied, FAQ #35). */
const copies = (s: GwState, card: string) => tablesIn(s).commands.get(card)?.boxes.some((b) => b.steps.some((x) => x.k === 'copyCommand')) ?? false;

export const turnHandler: Run<'turn'> = {
	run(s, { pos }, ctx) {
		const c = s.track[pos];
		if (!c) return [];
		s.turn = { ...c };
		ctx.log({ cs: `Tah {${c.seat}}: ${nameOf(s, c.card).cs}.`, en: `{${c.seat}}'s turn: ${nameOf(s, c.card).en}.` });
		// A. the card's boxes; B. activation; C. horde defeats (seed l.653-708).
		return [...trigger(s, c.seat, 'ownTurn', ctx), ...tacticWindow(s, 'ownTurn', [c.seat]), ...boxTasks(s, c.seat, c.card), { t: 'activations', seat: c.seat }, { t: 'defeats' }, { t: 'turnEnd' }];
	}
};

export const turnEndHandler: Run<'turnEnd'> = {
	run(s) {
		s.turn = null;
	}
};

/** A box of a command card: its steps through the effect interpreter, when its turn in the card comes. */
export const boxHandler: Run<'box'> = {
	run(s, { seat, card, box }, ctx) {
		const steps = tablesIn(s).commands.get(card)?.boxes[box]?.steps ?? [];
		return runSteps(s, seat, steps, ctx);
	}
};

/** Where a clerk may come from: the supply, or a location that is not locked (seed l.535-552). */
const sources = (s: GwState, seat: number): ('supply' | LocationId)[] => [...(s.players[seat].clerks > 0 ? ['supply' as const] : []), ...LOCATIONS.filter((l) => s.clerks[l][seat] > 0 && !isFull(s, l))];

/** "Place up to n clerks" (optional, seed l.655; "2 different locations", seed l.657-661). */
export const placeHandler: Decide<'place'> = {
	candidates(s, task) {
		const out: GwAction[] = [];
		for (const from of sources(s, task.seat))
			for (const to of LOCATIONS) if (to !== from && hasRoom(s, to) && !(task.distinct && task.into.includes(to))) out.push({ t: 'place', from, to });
		out.push({ t: 'done' });
		return out;
	},
	validate(s, task, a) {
		if (a.t === 'done') return null;
		if (a.t !== 'place') return tx('Teď se umisťují úředníci.', 'Place clerks now.');
		if (!sources(s, task.seat).includes(a.from)) return tx('Odtud úředníka vzít nemůžeš.', 'You cannot take a clerk from there.');
		if (a.from === a.to) return tx('Úředník se musí přesunout jinam.', 'The clerk must move elsewhere.');
		if (!hasRoom(s, a.to)) return tx('Ta lokace je plná.', 'That location is full.');
		if (task.distinct && task.into.includes(a.to)) return tx('Úředníci musí jít do různých lokací.', 'The clerks must go to different locations.');
		return null;
	},
	auto(s, task) {
		if (sources(s, task.seat).length) return false;
		s.tasks.shift();
		return true;
	},
	perform(s, task, a, ctx) {
		const head = s.tasks[0] as typeof task;
		if (a.t === 'done') {
			s.tasks.shift();
			return;
		}
		if (a.t !== 'place') return;
		if (a.from === 'supply') s.players[task.seat].clerks--;
		else s.clerks[a.from][task.seat]--;
		s.clerks[a.to][task.seat]++;
		const name = tablesIn(s).locations[a.to].name;
		ctx.log({ cs: `{${task.seat}} posílá úředníka: ${name.cs}.`, en: `{${task.seat}} sends a clerk to the ${name.en}.` });
		head.left--;
		head.into.push(a.to);
		if (head.left <= 0) s.tasks.shift();
	}
};

/** Treachery copies another player's card on the track, never the Reed Clan's (seed l.1446-1447; FAQ #35). */
export const copyHandler: Decide<'copy'> = {
	candidates: (s, { seat }) => [...s.track.flatMap((c, pos) => (c && c.seat !== seat && !copies(s, c.card) ? [{ t: 'copy' as const, pos }] : [])), { t: 'done' as const }],
	validate(s, { seat }, a) {
		if (a.t === 'done') return null;
		if (a.t !== 'copy') return tx('Teď se vybírá karta ke zkopírování.', 'Choose a card to copy now.');
		const c = s.track[a.pos];
		if (!c || c.seat === seat) return tx('Tu kartu zkopírovat nelze.', 'That card cannot be copied.');
		if (copies(s, c.card)) return tx('Zradu nelze kopírovat.', 'Treachery cannot be copied.');
		return null;
	},
	single: true,
	perform(s, { seat }, a, ctx) {
		s.tasks.shift();
		if (a.t !== 'copy') return;
		const c = s.track[a.pos]!;
		ctx.log({ cs: `{${seat}} kopíruje ${nameOf(s, c.card).cs}.`, en: `{${seat}} copies ${nameOf(s, c.card).en}.` });
		s.tasks.unshift(...boxTasks(s, seat, c.card));
	}
};

/** An advanced activation: any location, even a regular one that is not full, with no lone-clerk shame (seed l.554-569; A16). */
export const advancedHandler: Decide<'advanced'> = {
	candidates: () => [...LOCATIONS.map((loc) => ({ t: 'advanced' as const, loc })), { t: 'done' as const }],
	validate: (_s, _task, a) => (a.t === 'advanced' || a.t === 'done' ? null : tx('Teď se vybírá pokročilá aktivace.', 'Choose an advanced activation now.')),
	perform(s, { seat }, a, ctx) {
		s.tasks.shift();
		if (a.t !== 'advanced') return;
		ctx.log({ cs: `{${seat}}: pokročilá aktivace — ${tablesIn(s).locations[a.loc].name.cs}.`, en: `{${seat}}: advanced activation of the ${tablesIn(s).locations[a.loc].name.en}.` });
		s.tasks.unshift({ t: 'activate', loc: a.loc, advanced: true });
	}
};

/** Attack Order: your soldiers in one staging area attack, all of them (FAQ #11, spec §13.7). */
export const attackOrderHandler: Decide<'attackOrder'> = {
	candidates: (s, { seat }) => [...usedSections(s).flatMap((sec) => (Object.values(s.sections[sec].staging[seat]).some((n) => n > 0) ? [{ t: 'charge' as const, sec }] : [])), { t: 'done' as const }],
	validate(s, { seat }, a) {
		if (a.t === 'done') return null;
		if (a.t !== 'charge') return tx('Vyber úsek, odkud se útočí.', 'Choose the section to attack from.');
		if (!s.sections[a.sec] || !Object.values(s.sections[a.sec].staging[seat]).some((n) => n > 0)) return tx('Tam nemáš žádné vojáky.', 'You have no soldiers there.');
		return null;
	},
	perform(s, { seat }, a) {
		s.tasks.shift();
		if (a.t !== 'charge') return;
		const st = s.sections[a.sec].staging[seat];
		const tasks: Task[] = [];
		for (const unit of ['spear', 'horse', 'archer'] as const) for (let i = 0; i < st[unit]; i++) tasks.push({ t: 'attack', seat, unit, sec: a.sec });
		s.tasks.unshift(...tasks);
	}
};

/** B: the locations that activate now; the active player orders them (seed l.682-702). */
export const activationsHandler: Run<'activations'> = {
	run(s, { seat }) {
		const left = activating(s);
		return left.length ? [{ t: 'activation', seat, left }] : [];
	}
};

export const activationHandler: Decide<'activation'> = {
	candidates: (_s, task) => task.left.map((loc) => ({ t: 'activate' as const, loc })),
	validate: (_s, task, a) => (a.t === 'activate' && task.left.includes(a.loc) ? null : tx('Vyber lokaci, která se aktivuje.', 'Choose a location to activate.')),
	single: true,
	perform(s, task, a) {
		if (a.t !== 'activate') return;
		const head = s.tasks[0] as typeof task;
		head.left = head.left.filter((l) => l !== a.loc);
		if (!head.left.length) s.tasks.shift();
		s.tasks.unshift({ t: 'activate', loc: a.loc, advanced: false });
	}
};

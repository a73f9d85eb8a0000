/**
 * The year and its automatic seasons (moves layer; spec §4.2-4.4, §4.6 W3, §7.1): Spring, Summer
 * with its shame and reclaim decisions, and the end-game check.
 */
import { tx, type DecisionHandler, type RunHandler } from '$lib/engine';
import { trigger } from './abilities';
import { addHonor, gain, logGain } from './economy';
import { tablesIn, usedSections } from './facts';
import { enterHorde } from './hordes';
import { PRODUCTION, UNITS, type GwAction, type GwState, type Task } from './types';

type Run<K extends Task['t']> = RunHandler<GwState, Extract<Task, { t: K }>, Task>;
type Decide<K extends Task['t']> = DecisionHandler<GwState, Extract<Task, { t: K }>, GwAction>;

const PRODUCES = { mill: 'wood', quarry: 'stone', mine: 'gold', temple: 'chi' } as const;

/** A new year: Year 1 skips Spring and Summer (seed l.334-338). */
export const yearHandler: Run<'year'> = {
	run(s, _task, ctx) {
		s.year++;
		ctx.log(tx(`Rok ${s.year}.`, `Year ${s.year}.`));
		return s.year > 1 ? [{ t: 'spring' }, { t: 'summer' }, { t: 'fall' }, { t: 'winter' }, { t: 'endCheck' }] : [{ t: 'fall' }, { t: 'winter' }, { t: 'endCheck' }];
	}
};

export const springHandler: Run<'spring'> = {
	run(s, _task, ctx) {
		s.season = 'spring';
		const t = tablesIn(s);
		// S1: the time token moves on (seed l.578).
		s.time = Math.min(s.time + 1, t.time.length - 1);
		// S2: as many horde cards as the number above the space, one at a time (seed l.580-602).
		const n = t.time[s.time].hordes;
		ctx.log(tx(`Jaro: čas postupuje, přichází ${n} hord.`, `Spring: time moves on, ${n} hordes arrive.`));
		for (let i = 0; i < n; i++) enterHorde(s, ctx, s.seats);
		// S3: the two leftmost advisors leave the offer, the rest slide left, two new ones at the right (seed l.603-605).
		const offer = s.zones.offer.items;
		s.zones.advisorDiscard.items.unshift(...offer.splice(0, 2));
		const fresh = s.zones.advisorDeck.items.splice(0, 4 - offer.length);
		if (fresh.length) ctx.reveal();
		offer.push(...fresh);
	}
};

/** U1 income, then U2 shame, U3 the track's cards to the discard piles, U4 reclaim (seed l.612-630). */
export const summerHandler: Run<'summer'> = {
	run(s, _task, ctx) {
		s.season = 'summer';
		for (const seat of s.tea) {
			const p = s.players[seat];
			for (const loc of PRODUCTION) {
				const o = p.overseers[loc];
				if (!o) continue;
				const g = { [PRODUCES[loc]]: o.level };
				gain(s, seat, g);
				logGain(ctx, seat, g);
			}
		}
		s.track.forEach((c, i) => {
			if (!c) return;
			s.zones[`cmdDiscard${c.seat}`].items.push(c.card);
			s.track[i] = null;
		});
		const shamed = s.tea.filter((seat) => shameTokensOf(s, seat) > 0);
		return [...s.tea.flatMap((seat) => trigger(s, seat, 'summerIncome', ctx)), ...shamed.map((seat) => ({ t: 'shed' as const, seat })), ...s.tea.map((seat) => ({ t: 'reclaim' as const, seat }))];
	}
};

export const shameTokensOf = (s: GwState, seat: number): number => {
	const p = s.players[seat];
	return p.shamed.spear + p.shamed.archer + p.shamed.horse + p.won.reduce((n, w) => n + w.shame, 0);
};

/** U2: 2 Chi per token, from under a soldier or a won horde card; back to the bank (seed l.481-488, 617-619). */
export const shedHandler: Decide<'shed'> = {
	candidates(s, { seat }) {
		const p = s.players[seat];
		const from = [...UNITS.filter((u) => p.shamed[u] > 0), ...p.won.filter((w) => w.shame > 0).map((w) => w.id)];
		return [...(p.res.chi >= tablesIn(s).numbers.shameShedChi ? from.map((f) => ({ t: 'shed' as const, from: f })) : []), { t: 'done' }];
	},
	validate(s, { seat }, a) {
		if (a.t === 'done') return null;
		if (a.t !== 'shed') return tx('Teď se odkládá hanba.', 'Shed shame now.');
		const p = s.players[seat];
		if (p.res.chi < tablesIn(s).numbers.shameShedChi) return tx('Na to nemáš dost čchi.', 'You do not have the Chi.');
		const onUnit = (UNITS as readonly string[]).includes(a.from) && p.shamed[a.from as (typeof UNITS)[number]] > 0;
		if (!onUnit && !p.won.some((w) => w.id === a.from && w.shame > 0)) return tx('Tam žádný tvůj žeton hanby není.', 'None of your Shame tokens is there.');
		return null;
	},
	perform(s, { seat }, a, ctx) {
		if (a.t === 'done') {
			s.tasks.shift();
			return;
		}
		if (a.t !== 'shed') return;
		const p = s.players[seat];
		p.res.chi -= tablesIn(s).numbers.shameShedChi;
		s.shameBank++;
		const u = UNITS.find((x) => x === a.from);
		if (u) p.shamed[u]--;
		else p.won.find((w) => w.id === a.from && w.shame > 0)!.shame--;
		ctx.log(tx(`{${seat}} platí 2 či a odkládá žeton hanby.`, `{${seat}} pays 2 Chi and sheds a Shame token.`));
		if (shameTokensOf(s, seat) === 0) s.tasks.shift();
	}
};

/** Command cards a seat may take back: Treachery never comes back (seed l.629-630). */
const reclaimable = (s: GwState, seat: number) => s.zones[`cmdDiscard${seat}`].items.filter((c) => !tablesIn(s).commands.get(c)?.staysDiscarded);

/** U4: take every card back, or 2 Honor per card in the pile (seed l.624-630; Treachery counts, reading A7). */
export const reclaimHandler: Decide<'reclaim'> = {
	candidates: () => [
		{ t: 'reclaim', take: true },
		{ t: 'reclaim', take: false }
	],
	validate(s, { seat }, a) {
		if (a.t !== 'reclaim') return tx('Teď se rozhoduje o kartách velení.', 'Decide about your command cards now.');
		// Reading A6 'forceReclaim': an empty hand must take the cards back.
		if (!a.take && s.options.emptyHand === 'forceReclaim' && s.zones[`commands${seat}`].items.length === 0 && reclaimable(s, seat).length > 0)
			return tx('Nemáš v ruce žádnou kartu velení: musíš si je vzít zpět.', 'You hold no command card: you must take them back.');
		return null;
	},
	auto(s, { seat }) {
		// Nothing in the pile: nothing to decide (the pile is public).
		if (s.zones[`cmdDiscard${seat}`].items.length > 0) return false;
		s.tasks.shift();
		return true;
	},
	perform(s, { seat }, a, ctx) {
		if (a.t !== 'reclaim') return;
		s.tasks.shift();
		const pile = s.zones[`cmdDiscard${seat}`].items;
		if (a.take) {
			const back = reclaimable(s, seat);
			s.zones[`cmdDiscard${seat}`].items = pile.filter((c) => !back.includes(c));
			s.zones[`commands${seat}`].items.push(...back);
			ctx.log(tx(`{${seat}} si bere zpět ${back.length} karet velení.`, `{${seat}} takes back ${back.length} command cards.`));
		} else {
			const honor = tablesIn(s).numbers.commandReclaimHonor * pile.length;
			addHonor(s, seat, honor);
			ctx.log(tx(`{${seat}} nechává karty velení ležet: +${honor} cti.`, `{${seat}} leaves the command cards: +${honor} Honor.`));
		}
	}
};

/** W3: all used sections at level 3 (2 with 3 players), an empty shame bank, or the last time space (seed l.749-756). */
export const endCheckHandler: Run<'endCheck'> = {
	run(s, _task, ctx) {
		const t = tablesIn(s);
		const used = usedSections(s);
		const need = s.seats >= 4 ? used.length : Math.min(2, used.length);
		const walls = used.filter((i) => s.sections[i].level >= 3).length >= need;
		const ended = walls ? 'walls' : s.shameBank <= 0 ? 'shame' : s.time >= t.time.length - 1 ? 'time' : null;
		if (!ended) return [{ t: 'year' }];
		s.ended = ended;
		s.over = true;
		s.season = 'over';
		const why = { walls: tx('Zeď je dostavěna.', 'The Wall is complete.'), shame: tx('Došly žetony hanby.', 'The Shame tokens have run out.'), time: tx('Čas vypršel.', 'Time has run out.') }[ended];
		ctx.log({ cs: `Konec hry: ${why.cs}`, en: `The game ends: ${why.en}` });
	}
};

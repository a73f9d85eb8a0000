/**
 * Horde defeats, Winter and breaches (moves layer; spec §4.6, §6.5-6.7): honour for the
 * defenders, the majority takes the card, the loss value kills, rescues for 2 Chi, shame.
 */
import { tx, type DecisionHandler, type RunHandler } from '$lib/engine';
import { trigger } from './abilities';
import { addHonor } from './economy';
import { runSteps } from './effects';
import { attackOf, count, defenceOf, freeInSupply, hordeDef, isDefeated, lossValue, soldiersOn, spotsCovered, tablesIn, usedSections } from './facts';
import { removeHorde } from './hordes';
import { tacticWindow } from './tactics-window';
import { sectionText, unitText } from './text';
import { UNITS, type GwAction, type GwState, type Task } from './types';

type Run<K extends Task['t']> = RunHandler<GwState, Extract<Task, { t: K }>, Task>;
type Decide<K extends Task['t']> = DecisionHandler<GwState, Extract<Task, { t: K }>, GwAction>;

/** The first defeated card: the row closest to the Wall left to right, then the next row (seed l.704-708). */
function firstDefeated(s: GwState): { sec: number; row: number } | null {
	for (let row = 0; row < 3; row++) for (const sec of usedSections(s)) if (s.sections[sec].hordes[row] && isDefeated(s.sections[sec].hordes[row])) return { sec, row };
	return null;
}

export const defeatsHandler: Run<'defeats'> = {
	run(s, _task, ctx) {
		const at = firstDefeated(s);
		if (!at) return [];
		const card = s.sections[at.sec].hordes[at.row];
		const def = hordeDef(s, card.id);
		ctx.log({ cs: `${def.name.cs} je poražena.`, en: `${def.name.en} is defeated.` });
		// 1. 2 Honor to each player with a soldier on it; 2. 2 per archer on the section's firing positions (seed l.766-775).
		const n = tablesIn(s).numbers;
		for (const seat of s.tea) {
			const on = count(soldiersOn(card, seat)) > 0 ? n.defeatHonor : 0;
			const archers = n.archerDefeatHonor * s.sections[at.sec].firing.filter((o) => o === seat).length;
			if (on + archers) {
				addHonor(s, seat, on + archers);
				ctx.log(tx(`{${seat}}: +${on + archers} cti.`, `{${seat}}: +${on + archers} Honor.`));
			}
		}
		// 3. The most spots covered takes it, ties to the higher tea order (seed l.776-783; a horseman covers 2, A13).
		let winner: number | null = null;
		for (const seat of s.tea) if (spotsCovered(card, seat) > 0 && (winner === null || spotsCovered(card, seat) > spotsCovered(card, winner))) winner = seat;
		const losers = s.tea.filter((seat) => count(soldiersOn(card, seat)) > 0);
		const abilities = losers.flatMap((seat) => trigger(s, seat, 'hordeDefeated', ctx));
		return [
			...abilities,
			...tacticWindow(s, 'hordeDefeated'),
			// 4. The loss value per player on this card (seed l.784-788, l.813-821): its own trigger moment.
			...tacticWindow(s, 'soldiersKilled', losers),
			...losers.map((seat) => ({ t: 'loss' as const, seat, sec: at.sec, row: at.row, left: lossValue(s, at.sec), breach: false })),
			{ t: 'breachEnd' },
			{ t: 'claim', sec: at.sec, id: card.id, winner },
			{ t: 'defeats' }
		];
	}
};

/** 5-7: survivors to the staging area, wounds to the bank, the card to its taker or discarded, the rest slide down (seed l.789-795). */
export const claimHandler: Run<'claim'> = {
	run(s, { sec, id, winner }, ctx) {
		const section = s.sections[sec];
		const card = section.hordes.find((h) => h.id === id);
		if (!card) return;
		for (const seat of s.tea) {
			const left = soldiersOn(card, seat);
			for (const u of UNITS) section.staging[seat][u] += left[u];
		}
		removeHorde(s, sec, id);
		const name = hordeDef(s, id).name;
		if (winner === null) {
			s.zones.hordeDiscard.items.unshift(id);
			ctx.log({ cs: `${name.cs} odchází do odhozených.`, en: `${name.en} is discarded.` });
			return;
		}
		s.players[winner].won.push({ id, shame: 0 });
		ctx.log({ cs: `{${winner}} získává ${name.cs}.`, en: `{${winner}} takes ${name.en}.` });
	}
};

/** Soldiers of `seat` a loss takes from: on a card, or (row −1) the archers on the section's firing positions. */
function exposed(s: GwState, seat: number, sec: number, row: number) {
	if (row < 0) return { spear: 0, horse: 0, archer: s.sections[sec].firing.filter((o) => o === seat).length };
	const card = s.sections[sec].hordes[row];
	return card ? soldiersOn(card, seat) : { spear: 0, archer: 0, horse: 0 };
}

const canRescue = (s: GwState, seat: number) => s.freeRescue.includes(seat) || s.players[seat].res.chi >= tablesIn(s).numbers.rescueChi;

/** Killing: the owner chooses which soldier, and may rescue it for 2 Chi to the staging area (seed l.813-834). */
export const lossHandler: Decide<'loss'> = {
	candidates(s, task) {
		const t = exposed(s, task.seat, task.sec, task.row);
		return UNITS.filter((u) => t[u] > 0).flatMap((unit) => [{ t: 'lose' as const, unit, rescue: false }, ...(canRescue(s, task.seat) ? [{ t: 'lose' as const, unit, rescue: true }] : [])]);
	},
	validate(s, task, a) {
		if (a.t !== 'lose') return tx('Vyber vojáka, který padne.', 'Choose the soldier who falls.');
		if (exposed(s, task.seat, task.sec, task.row)[a.unit] <= 0) return tx('Takového vojáka tu nemáš.', 'You have no such soldier here.');
		if (a.rescue && !canRescue(s, task.seat)) return tx(`Na záchranu potřebuješ ${tablesIn(s).numbers.rescueChi} či.`, `A rescue costs ${tablesIn(s).numbers.rescueChi} Chi.`);
		return null;
	},
	auto(s, task) {
		if (task.left > 0 && count(exposed(s, task.seat, task.sec, task.row)) > 0) return false;
		s.tasks.shift();
		return true;
	},
	perform(s, task, a, ctx) {
		if (a.t !== 'lose') return;
		const head = s.tasks[0] as typeof task;
		const section = s.sections[task.sec];
		if (task.row < 0) section.firing.splice(section.firing.indexOf(task.seat), 1);
		else {
			const card = section.hordes[task.row];
			// The last spot this soldier holds; a removed soldier leaves a wound (seed l.500-501), both spots of a horseman.
			const at = card.spots.findLastIndex((x, i) => x !== null && x !== 'w' && x.o === task.seat && x.u === a.unit && (x.h === undefined || x.h === i));
			const first = card.spots[at];
			const h = first && first !== 'w' ? first.h : undefined;
			card.spots.forEach((x, i) => {
				if (i === at || (h !== undefined && x && x !== 'w' && x.o === task.seat && x.h === h)) card.spots[i] = 'w';
			});
		}
		if (a.rescue) {
			// A rescue granted at this moment is used first (one per entry), else it costs Chi (seed l.827-834).
			const granted = s.freeRescue.indexOf(task.seat);
			if (granted >= 0) s.freeRescue.splice(granted, 1);
			else s.players[task.seat].res.chi -= tablesIn(s).numbers.rescueChi;
			section.staging[task.seat][a.unit]++;
			ctx.log({ cs: `{${task.seat}} zachraňuje: ${unitText(a.unit).cs} do nástupního prostoru.`, en: `{${task.seat}} rescues a ${unitText(a.unit).en} to the staging area.` });
		} else {
			s.players[task.seat].supply[a.unit]++;
			ctx.log({ cs: `{${task.seat}}: padl ${unitText(a.unit).cs}.`, en: `{${task.seat}}: a ${unitText(a.unit).en} is killed.` });
		}
		head.left--;
		if (head.left <= 0 || count(exposed(s, task.seat, task.sec, task.row)) === 0) s.tasks.shift();
		// Rescued soldiers do not count as killed (seed l.832-834).
		if (!a.rescue) s.tasks.unshift(...trigger(s, task.seat, 'soldiersKilled', ctx));
	}
};

export const winterHandler: Run<'winter'> = {
	run(s, _task, ctx) {
		s.season = 'winter';
		ctx.log(tx('Zima.', 'Winter.'));
		// W1a section by section from the left, players in tea order (seed l.721-724; A11); W1b; W2.
		return [
			...s.tea.flatMap((seat) => trigger(s, seat, 'winterVolley', ctx)),
			...tacticWindow(s, 'winterVolley'),
			...usedSections(s).map((sec) => ({ t: 'volley' as const, sec })),
			{ t: 'defeats' },
			...s.tea.flatMap((seat) => trigger(s, seat, 'beforeAssault', ctx)),
			...tacticWindow(s, 'beforeAssault'),
			{ t: 'assault' }
		];
	}
};

export const volleyHandler: Run<'volley'> = {
	run: (s, { sec }) => s.tea.flatMap((seat) => {
		const n = s.sections[sec].firing.filter((o) => o === seat).length;
		return n ? [{ t: 'wound' as const, seat, sec, left: n }] : [];
	})
};

/** W2: attack > defence breaches (seed l.727-745); then every barricade goes (l.746-747). */
export const assaultHandler: Run<'assault'> = {
	run(s, _task, ctx) {
		const breaches: Task[] = [];
		for (const sec of usedSections(s)) {
			const attack = attackOf(s, sec);
			const defence = defenceOf(s, sec);
			const held = defence >= attack;
			ctx.log({ cs: `${sectionText(sec).cs}: útok ${attack}, obrana ${defence} — ${held ? 'zeď drží' : 'průlom'}.`, en: `${sectionText(sec).en}: attack ${attack}, defence ${defence} — ${held ? 'the Wall holds' : 'a breach'}.` });
			if (!held) breaches.push({ t: 'breach', sec });
		}
		return [...breaches, { t: 'barricadesOff' }];
	}
};

/** A breach: shame per card without your soldier, then the killing (one trigger moment), wounds left, the section's archers die (seed l.836-850). */
export const breachHandler: Run<'breach'> = {
	run(s, { sec }) {
		const hordes = s.sections[sec].hordes;
		const shame: Task[] = s.tea.flatMap((seat) => hordes.filter((h) => count(soldiersOn(h, seat)) === 0).map(() => ({ t: 'shame' as const, seat })));
		const kills: Task[] = hordes.flatMap((h, row) => s.tea.filter((seat) => count(soldiersOn(h, seat)) > 0).map((seat) => ({ t: 'loss' as const, seat, sec, row, left: lossValue(s, sec), breach: true })));
		const archers: Task[] = s.tea.flatMap((seat) => {
			const n = s.sections[sec].firing.filter((o) => o === seat).length;
			return n ? [{ t: 'loss' as const, seat, sec, row: -1, left: n, breach: true }] : [];
		});
		const exposedSeats = s.tea.filter((seat) => kills.some((k) => 'seat' in k && k.seat === seat) || archers.some((k) => 'seat' in k && k.seat === seat));
		return [...shame, ...tacticWindow(s, 'soldiersKilled', exposedSeats), ...kills, ...archers, { t: 'breachEnd' }];
	}
};

export const breachEndHandler: Run<'breachEnd'> = {
	run(s) {
		s.freeRescue = [];
	}
};

export const barricadesOffHandler: Run<'barricadesOff'> = {
	run(s, _task, ctx) {
		for (const sec of usedSections(s)) s.sections[sec].barricades = 0;
		ctx.log(tx('Zátarasy jsou pryč.', 'The barricades are removed.'));
	}
};

/** Where a shame token may go: under a free supply soldier, or on a won card with a free slot (seed l.455-470). */
const shamePlaces = (s: GwState, seat: number): GwAction[] => {
	const p = s.players[seat];
	return [...UNITS.filter((u) => freeInSupply(p, u) > 0).map((at) => ({ t: 'shame' as const, at })), ...p.won.filter((w) => w.shame < 2).map((w) => ({ t: 'shame' as const, at: w.id }))];
};

/** A shame token: an empty bank or nowhere to put it costs 5 Honor instead (seed l.474-479). */
export const shameHandler: Decide<'shame'> = {
	candidates: (s, { seat }) => shamePlaces(s, seat),
	validate(s, { seat }, a) {
		if (a.t !== 'shame') return tx('Polož žeton hanby.', 'Place the Shame token.');
		return shamePlaces(s, seat).some((x) => x.t === 'shame' && x.at === a.at) ? null : tx('Tam žeton hanby položit nelze.', 'The Shame token cannot go there.');
	},
	auto(s, { seat }, ctx) {
		if (s.shameBank > 0 && shamePlaces(s, seat).length) return false;
		s.tasks.shift();
		if (s.shameBank > 0) s.shameBank--;
		const penalty = tablesIn(s).numbers.shamePenalty;
		addHonor(s, seat, -penalty);
		ctx.log(tx(`{${seat}} nemá kam dát žeton hanby: −${penalty} cti.`, `{${seat}} has nowhere for a Shame token: −${penalty} Honor.`));
		return true;
	},
	single: true,
	perform(s, { seat }, a, ctx) {
		if (a.t !== 'shame') return;
		s.tasks.shift();
		s.shameBank--;
		const p = s.players[seat];
		const u = UNITS.find((x) => x === a.at);
		if (u) p.shamed[u]++;
		else p.won.find((w) => w.id === a.at && w.shame < 2)!.shame++;
		ctx.log({ cs: `{${seat}} dostává žeton hanby (${u ? unitText(u).cs : hordeDef(s, a.at).name.cs}).`, en: `{${seat}} gets a Shame token (${u ? unitText(u).en : hordeDef(s, a.at).name.en}).` });
	}
};

/** A tactic card at its trigger: basic free, boosted for Chi; one per player per moment (seed l.1297-1329). */
export const tacticHandler: Decide<'tactic'> = {
	candidates(s, task) {
		const p = s.players[task.seat];
		return [
			...s.zones[`tactics${task.seat}`].items.flatMap((card) => {
				const def = tablesIn(s).tactics.get(card);
				if (!def || def.when !== task.trigger) return [];
				return [{ t: 'tactic' as const, card, boosted: false }, ...(p.res.chi >= def.boosted.chi ? [{ t: 'tactic' as const, card, boosted: true }] : [])];
			}),
			{ t: 'done' as const }
		];
	},
	validate(s, task, a) {
		if (a.t === 'done') return null;
		if (a.t !== 'tactic') return tx('Zahraj kartu taktiky, nebo pokračuj.', 'Play a tactic card or go on.');
		const def = tablesIn(s).tactics.get(a.card);
		if (!def || !s.zones[`tactics${task.seat}`].items.includes(a.card)) return tx('Tu kartu nemáš.', 'You do not hold that card.');
		if (def.when !== task.trigger) return tx('Tahle karta se teď hrát nedá.', 'That card cannot be played now.');
		if (a.boosted && s.players[task.seat].res.chi < def.boosted.chi) return tx('Na silnější účinek nemáš dost čchi.', 'You do not have the Chi for the boosted effect.');
		if (s.players[task.seat].playedAt === task.moment) return tx('V tomto okamžiku už jsi kartu hrál.', 'You already played a card at this moment.');
		return null;
	},
	perform(s, task, a, ctx) {
		s.tasks.shift();
		if (a.t !== 'tactic') return;
		const def = tablesIn(s).tactics.get(a.card)!;
		const p = s.players[task.seat];
		p.playedAt = task.moment;
		const hand = s.zones[`tactics${task.seat}`].items;
		hand.splice(hand.indexOf(a.card), 1);
		s.zones.tacticDiscard.items.unshift(a.card);
		if (a.boosted) p.res.chi -= def.boosted.chi;
		ctx.log({ cs: `{${task.seat}} hraje ${def.name.cs}${a.boosted ? ' (silnější účinek)' : ''}.`, en: `{${task.seat}} plays ${def.name.en}${a.boosted ? ' (boosted)' : ''}.` });
		s.tasks.unshift(...runSteps(s, task.seat, a.boosted ? def.boosted.steps : def.basic, ctx));
	}
};

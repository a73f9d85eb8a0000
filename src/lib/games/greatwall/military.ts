/**
 * Soldiers (moves layer): recruiting at the Barracks and attacking (seed l.996-1099), wounds,
 * and moving between sections at Headquarters (seed l.1166-1208).
 */
import { tx, type DecisionHandler, type StepContext } from '$lib/engine';
import { trigger } from './abilities';
import { gain, logGain, pay } from './economy';
import { drawTactics } from './effects';
import { tacticWindow } from './tactics-window';
import { canPay, freeFiring, freeInSupply, freePairs, freeSpots, hordeDef, tablesIn, usedSections } from './facts';
import { sectionText, unitText } from './text';
import { UNITS, type ActionOf, type GwAction, type GwState, type Target, type Task, type Unit } from './types';

type Decide<K extends Task['t']> = DecisionHandler<GwState, Extract<Task, { t: K }>, GwAction>;

/** Where a soldier may attack: recruited, at any section (A14); from a staging area, at its own section only (seed l.1068-1099). */
export function attackTargets(s: GwState, unit: Unit, secs: number[]): Target[] {
	const out: Target[] = [];
	for (const sec of secs) {
		const hordes = s.sections[sec].hordes;
		if (unit === 'archer') {
			if (freeFiring(s, sec) > 0) out.push({ k: 'firing', sec });
		} else if (unit === 'spear') {
			// A spearman: a free spot of the card closest to the Wall.
			if (hordes[0]) for (const i of freeSpots(hordes[0])) out.push({ k: 'spot', sec, row: 0, spots: [i] });
		} else hordes.forEach((h, row) => freePairs(s, h).forEach((pair) => out.push({ k: 'spot', sec, row, spots: pair })));
	}
	return out;
}

/** Puts a soldier of `seat` on its target and gains the covered spots' rewards; an archer shoots once (a task). */
function place(s: GwState, seat: number, unit: Unit, to: Target, ctx: StepContext): Task[] {
	const sec = s.sections[to.sec];
	if (to.k === 'staging') {
		sec.staging[seat][unit]++;
		ctx.log({ cs: `{${seat}}: ${unitText(unit).cs} do nástupního prostoru (${sectionText(to.sec).cs}).`, en: `{${seat}}: a ${unitText(unit).en} to the staging area of ${sectionText(to.sec).en}.` });
		return [];
	}
	if (to.k === 'firing') {
		sec.firing.push(seat);
		ctx.log({ cs: `{${seat}}: lučištník na střeleckou pozici (${sectionText(to.sec).cs}).`, en: `{${seat}}: an archer on a firing position of ${sectionText(to.sec).en}.` });
		return [{ t: 'wound', seat, sec: to.sec, left: 1 }];
	}
	const card = to.row === undefined ? undefined : sec.hordes[to.row];
	if (!card || !to.spots?.length) return [];
	const def = hordeDef(s, card.id);
	const first = to.spots[0];
	const more: Task[] = [];
	for (const i of to.spots) {
		card.spots[i] = unit === 'horse' ? { o: seat, u: unit, h: first } : { o: seat, u: unit };
		const { tactic, ...goods } = def.spots[i].reward;
		gain(s, seat, goods);
		logGain(ctx, seat, goods);
		if (tactic) more.push(...drawTactics(s, seat, tactic, ctx));
	}
	ctx.log({ cs: `{${seat}}: ${unitText(unit).cs} útočí na ${def.name.cs}.`, en: `{${seat}}: a ${unitText(unit).en} attacks ${def.name.en}.` });
	return more;
}

/** How many keys of `o` hold a value (canonical JSON leaves undefined ones out). */
const definedKeys = (o: object): number => Object.values(o).filter((v) => v !== undefined).length;

const sameSpots = (a: number[] | undefined, b: number[] | undefined): boolean => a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]));

/** Whether two targets are the same (what comparing their canonical JSON said, without building it: validate runs once per listed action). */
export function sameTarget(a: Target, b: Target): boolean {
	return a.k === b.k && a.sec === b.sec && a.row === b.row && sameSpots(a.spots, b.spots) && definedKeys(a) === definedKeys(b);
}

/** Whether `a` is the recruit `x` (a listed one). */
const sameRecruit = (x: ActionOf<'recruit'>, a: ActionOf<'recruit'>): boolean => x.unit === a.unit && sameTarget(x.to, a.to) && definedKeys(a) === 3;

function recruitOptions(s: GwState, task: Extract<Task, { t: 'recruit' }>): ActionOf<'recruit'>[] {
	const p = s.players[task.seat];
	const used = usedSections(s);
	return UNITS.flatMap((unit) => {
		if ((task.unit !== 'any' && task.unit !== unit) || freeInSupply(p, unit) <= 0 || (!task.free && !canPay(p, tablesIn(s).recruitCost[unit]))) return [];
		const targets: Target[] = [...attackTargets(s, unit, used), ...used.map((sec) => ({ k: 'staging' as const, sec }))];
		return targets.map((to) => ({ t: 'recruit' as const, unit, to }));
	});
}

/** One soldier per clerk, paid, then it attacks at once or goes to a staging area (seed l.996-1020). */
export const recruitHandler: Decide<'recruit'> = {
	candidates: (s, task) => [...recruitOptions(s, task), { t: 'done' }],
	validate(s, task, a) {
		if (a.t === 'done') return null;
		if (a.t !== 'recruit') return tx('Teď se verbuje.', 'Recruit now.');
		if (!recruitOptions(s, task).some((x) => sameRecruit(x, a))) return tx('Takového vojáka sem teď naverbovat nemůžeš.', 'You cannot recruit that soldier there now.');
		return null;
	},
	auto(s, task) {
		if (task.left > 0) return false;
		s.tasks.shift();
		return true;
	},
	perform(s, task, a, ctx) {
		const head = s.tasks[0] as typeof task;
		if (a.t !== 'recruit') {
			s.tasks.shift();
			if (head.made > 0) s.tasks.unshift(...trigger(s, task.seat, 'afterRecruit', ctx), ...tacticWindow(s, 'afterRecruit', [task.seat]));
			return;
		}
		if (!task.free) pay(s, task.seat, tablesIn(s).recruitCost[a.unit]);
		s.players[task.seat].supply[a.unit]--;
		head.left--;
		head.made++;
		const placed = place(s, task.seat, a.unit, a.to, ctx);
		// Recruits of several clerks come at once: the recruitment bonus only once (seed l.1015-1020).
		if (head.left <= 0) {
			s.tasks.shift();
			s.tasks.unshift(...trigger(s, task.seat, 'afterRecruit', ctx), ...tacticWindow(s, 'afterRecruit', [task.seat]));
		}
		s.tasks.unshift(...placed);
	}
};

/** A soldier in a staging area attacks at its own section (Attack Order, FAQ #11: all must, if they can). */
export const attackHandler: Decide<'attack'> = {
	candidates: (s, task) => attackTargets(s, task.unit, [task.sec]).map((to) => ({ t: 'attack' as const, to })),
	validate(s, task, a) {
		if (a.t !== 'attack') return tx('Teď se útočí.', 'Attack now.');
		if (s.sections[task.sec].staging[task.seat][task.unit] <= 0) return tx('Ten voják tu už není.', 'That soldier is no longer there.');
		if (!attackTargets(s, task.unit, [task.sec]).some((t) => sameTarget(t, a.to))) return tx('Tam zaútočit nelze.', 'You cannot attack there.');
		return null;
	},
	auto(s, task) {
		if (s.sections[task.sec].staging[task.seat][task.unit] > 0 && attackTargets(s, task.unit, [task.sec]).length) return false;
		s.tasks.shift();
		return true;
	},
	perform(s, task, a, ctx) {
		s.tasks.shift();
		if (a.t !== 'attack') return;
		s.sections[task.sec].staging[task.seat][task.unit]--;
		s.tasks.unshift(...place(s, task.seat, task.unit, a.to, ctx));
	}
};

/** Free spots at a section (−1: at every used section). */
const woundOptions = (s: GwState, at: number): GwAction[] =>
	(at < 0 ? usedSections(s) : [at]).flatMap((sec) => s.sections[sec].hordes.flatMap((h, row) => freeSpots(h).map((spot) => ({ t: 'wound' as const, sec, row, spot }))));

/** An archer's wound: any free spot of any card at its section, never a reward (seed l.1056-1060, 721-724: mandatory if possible). */
export const woundHandler: Decide<'wound'> = {
	candidates: (s, task) => woundOptions(s, task.sec),
	validate(s, task, a) {
		if (a.t !== 'wound' || (task.sec >= 0 && a.sec !== task.sec) || !usedSections(s).includes(a.sec)) return tx('Vyber pole pro zranění na tomto úseku.', 'Choose a spot at this section for the wound.');
		if (s.sections[a.sec].hordes[a.row]?.spots[a.spot] !== null) return tx('To pole není volné.', 'That spot is not free.');
		return null;
	},
	auto(s, task) {
		if (task.left > 0 && woundOptions(s, task.sec).length) return false;
		s.tasks.shift();
		return true;
	},
	single: true,
	perform(s, task, a, ctx) {
		if (a.t !== 'wound') return;
		const head = s.tasks[0] as typeof task;
		const card = s.sections[a.sec].hordes[a.row];
		card.spots[a.spot] = 'w';
		ctx.log({ cs: `{${task.seat}} zraňuje ${hordeDef(s, card.id).name.cs}.`, en: `{${task.seat}} wounds ${hordeDef(s, card.id).name.en}.` });
		head.left--;
		if (head.left <= 0) s.tasks.shift();
	}
};

const hasTroopsAt = (s: GwState, seat: number, sec: number) => s.sections[sec].firing.includes(seat) || UNITS.some((u) => s.sections[sec].staging[seat][u] > 0);

/** HQ: all your soldiers of one section's staging area and firing positions to one other section (seed l.1166-1208; reading: the whole group moves, DESIGN.md). */
export const hqHandler: Decide<'hq'> = {
	candidates(s, task) {
		const used = usedSections(s);
		const out: GwAction[] = used.flatMap((from) => (hasTroopsAt(s, task.seat, from) ? used.filter((to) => to !== from).map((to) => ({ t: 'move' as const, from, to })) : []));
		return [...out, { t: 'done' }];
	},
	validate(s, task, a) {
		if (a.t === 'done') return null;
		if (a.t !== 'move' || a.from === a.to || !usedSections(s).includes(a.to)) return tx('Vyber dva různé úseky.', 'Choose two different sections.');
		if (!hasTroopsAt(s, task.seat, a.from)) return tx('Na tom úseku nemáš vojáky.', 'You have no soldiers at that section.');
		return null;
	},
	perform(s, task, a, ctx) {
		const head = s.tasks[0] as typeof task;
		if (a.t !== 'move') {
			s.tasks.shift();
			return;
		}
		const from = s.sections[a.from];
		const to = s.sections[a.to];
		// Archers from firing positions: to free firing positions first, the rest to the staging area; never a wound.
		const archers = from.firing.filter((o) => o === task.seat).length;
		from.firing = from.firing.filter((o) => o !== task.seat);
		for (let i = 0; i < archers; i++) {
			if (freeFiring(s, a.to) > 0) to.firing.push(task.seat);
			else to.staging[task.seat].archer++;
		}
		// Staging areas only to a staging area (seed l.1196-1201).
		for (const u of UNITS) {
			to.staging[task.seat][u] += from.staging[task.seat][u];
			from.staging[task.seat][u] = 0;
		}
		ctx.log({ cs: `{${task.seat}} přesouvá vojáky: ${sectionText(a.from).cs} → ${sectionText(a.to).cs}.`, en: `{${task.seat}} moves soldiers from ${sectionText(a.from).en} to ${sectionText(a.to).en}.` });
		head.left--;
		if (head.left <= 0) s.tasks.shift();
	}
};

/**
 * The Builders' Camp (moves layer; seed l.1104-1164): a barricade (2 resources, +2 Honor, at most
 * 3 per section) or the next wall level (Honor = its cost), the Storehouse paying first.
 */
import { tx, type DecisionHandler } from '$lib/engine';
import { trigger } from './abilities';
import { addHonor } from './economy';
import { buildPayment, tablesIn, usedSections } from './facts';
import { sectionText } from './text';
import { BUILDING, type GwAction, type GwState, type Task } from './types';

type Decide<K extends Task['t']> = DecisionHandler<GwState, Extract<Task, { t: K }>, GwAction>;

export const wallCost = (s: GwState, sec: number): number | null => (s.sections[sec].level >= 3 ? null : tablesIn(s).wallCost[s.sections[sec].level]);

type BuildTask = Extract<Task, { t: 'build' }>;

/** What a barricade or the next wall level costs this task (an effect may make it cheaper or free). */
const barricadeCost = (s: GwState, task: BuildTask) => (task.free ? 0 : Math.max(0, tablesIn(s).barricade.cost - task.discount));
const levelCost = (s: GwState, task: BuildTask, sec: number) => {
	const c = wallCost(s, sec);
	return c === null ? null : Math.max(0, c - task.discount);
};

function buildOptions(s: GwState, task: BuildTask): GwAction[] {
	const p = s.players[task.seat];
	const t = tablesIn(s);
	return usedSections(s).flatMap((sec) => {
		const out: GwAction[] = [];
		if (task.what !== 'wall' && s.sections[sec].barricades < t.barricade.max && buildPayment(s, p, barricadeCost(s, task))) out.push({ t: 'barricade', sec });
		const cost = levelCost(s, task, sec);
		if (task.what !== 'barricade' && cost !== null && buildPayment(s, p, cost)) out.push({ t: 'wall', sec });
		return out;
	});
}

/** Pays `amount` (Storehouse first) for `seat`. */
function payBuild(s: GwState, seat: number, amount: number): void {
	const paid = buildPayment(s, s.players[seat], amount)!;
	for (const r of BUILDING) {
		s.storehouse[r] -= paid.store[r];
		s.players[seat].res[r] -= paid.own[r];
	}
}

export const buildHandler: Decide<'build'> = {
	candidates: (s, task) => [...buildOptions(s, task), { t: 'done' }],
	validate(s, task, a) {
		if (a.t === 'done') return null;
		if (a.t !== 'barricade' && a.t !== 'wall') return tx('Teď se staví.', 'Build now.');
		if (!buildOptions(s, task).some((x) => x.t === a.t && 'sec' in x && x.sec === a.sec)) return tx('Tohle teď postavit nemůžeš.', 'You cannot build that now.');
		return null;
	},
	auto(s, task) {
		if (task.left > 0) return false;
		s.tasks.shift();
		return true;
	},
	perform(s, task, a, ctx) {
		const head = s.tasks[0] as typeof task;
		if (a.t !== 'barricade' && a.t !== 'wall') {
			s.tasks.shift();
			if (head.made > 0) s.tasks.unshift(...trigger(s, task.seat, 'afterBuild', ctx));
			return;
		}
		const t = tablesIn(s);
		if (a.t === 'barricade') {
			payBuild(s, task.seat, barricadeCost(s, task));
			s.sections[a.sec].barricades++;
			addHonor(s, task.seat, t.barricade.honor);
			ctx.log({ cs: `{${task.seat}} staví zátaras (${sectionText(a.sec).cs}): +${t.barricade.honor} cti.`, en: `{${task.seat}} builds a barricade at ${sectionText(a.sec).en}: +${t.barricade.honor} Honor.` });
		} else {
			const cost = wallCost(s, a.sec)!;
			payBuild(s, task.seat, levelCost(s, task, a.sec)!);
			s.sections[a.sec].level++;
			// Honor equals the cost, also when the Storehouse paid (the seed; GW-X keeps it).
			addHonor(s, task.seat, cost);
			ctx.log({ cs: `{${task.seat}} staví zeď ${s.sections[a.sec].level}. úrovně (${sectionText(a.sec).cs}): +${cost} cti.`, en: `{${task.seat}} builds wall level ${s.sections[a.sec].level} at ${sectionText(a.sec).en}: +${cost} Honor.` });
		}
		head.left--;
		head.made++;
		if (head.left <= 0) {
			s.tasks.shift();
			s.tasks.unshift(...trigger(s, task.seat, 'afterBuild', ctx));
		}
	}
};

/**
 * The Imperial Embassy (moves layer; seed l.1253-1283): per clerk, one at a time, hire a clerk
 * (2 Gold) or an advisor (Gold = your advisors counting the new one), Active or Supporting for good;
 * the offer slides left and refills at the right after each hire.
 */
import { moveItem, tx, type DecisionHandler } from '$lib/engine';
import { advisorCount } from './embassy-count';
import { tablesIn } from './facts';
import type { GwAction, GwState, Task } from './types';

type Decide<K extends Task['t']> = DecisionHandler<GwState, Extract<Task, { t: K }>, GwAction>;


function embassyOptions(s: GwState, seat: number): GwAction[] {
	const p = s.players[seat];
	const out: GwAction[] = [];
	if (p.unhired > 0 && p.res.gold >= tablesIn(s).numbers.hireClerkGold) out.push({ t: 'hireClerk' });
	if (p.res.gold >= advisorCount(s, seat) + 1) for (const card of s.zones.offer.items) out.push({ t: 'hireAdvisor', card, active: true }, { t: 'hireAdvisor', card, active: false });
	return out;
}

export const embassyHandler: Decide<'embassy'> = {
	candidates: (s, task) => [...embassyOptions(s, task.seat), { t: 'done' }],
	validate(s, task, a) {
		if (a.t === 'done') return null;
		if (a.t !== 'hireClerk' && a.t !== 'hireAdvisor') return tx('Teď se najímá.', 'Hire now.');
		if (!embassyOptions(s, task.seat).some((x) => x.t === a.t && (a.t === 'hireClerk' || (x.t === 'hireAdvisor' && x.card === a.card)))) return tx('Na to nemáš dost zlata.', 'You cannot afford that.');
		return null;
	},
	perform(s, task, a, ctx) {
		const head = s.tasks[0] as typeof task;
		if (a.t !== 'hireClerk' && a.t !== 'hireAdvisor') {
			s.tasks.shift();
			return;
		}
		const p = s.players[task.seat];
		if (a.t === 'hireClerk') {
			p.res.gold -= tablesIn(s).numbers.hireClerkGold;
			p.unhired--;
			p.clerks++;
			ctx.log(tx(`{${task.seat}} najímá úředníka.`, `{${task.seat}} hires a clerk.`));
		} else {
			const price = advisorCount(s, task.seat) + 1;
			p.res.gold -= price;
			const name = tablesIn(s).advisors.get(a.card)?.name ?? tx(a.card, a.card);
			if (a.active) {
				s.zones.offer.items.splice(s.zones.offer.items.indexOf(a.card), 1);
				p.active.push(a.card);
			} else moveItem(s.zones, 'offer', `support${task.seat}`, a.card, s.seats, ctx);
			ctx.log({ cs: `{${task.seat}} najímá rádce ${name.cs} (${a.active ? 'aktivní' : 'podpůrný'}) za ${price} zlata.`, en: `{${task.seat}} hires ${name.en} (${a.active ? 'Active' : 'Supporting'}) for ${price} Gold.` });
			// The offer closes the gap and a new card comes at the right (seed l.1273-1278).
			const fresh = s.zones.advisorDeck.items.shift();
			if (fresh) {
				s.zones.offer.items.push(fresh);
				ctx.reveal();
			}
		}
		head.left--;
		if (head.left <= 0) s.tasks.shift();
	}
};

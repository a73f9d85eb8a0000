/** Paying, receiving and handing over resources; naming types; resource choices of cards. */
import type { RivalsHandlers } from './types';
import type { Resource } from '../cards';
import { cardDef, RESOURCES } from '../cards';
import { cardsOf, textNumber } from '../content';
import { canAfford, findRegion, regionResource, stockOf, stores } from '../principality';
import { effId } from '../theme';
import { addToRegion, payableRegions, paymentIsForced, payForced, storableRegions, storeCapacity } from '../resources';
import { cardName, resCount, tr, regionName, resName, tx, who } from '../text';
import type { RivalsAction } from '../types';
import { costWaivable, finishNaming, missing, nameTypeReason, payTask, waived, wrongStep, type Reason } from '../decisions';

export const RESOURCE_DECISIONS: Pick<RivalsHandlers, 'pay' | 'payAny' | 'gain' | 'give' | 'giveAny' | 'chooseTakeType' | 'nameTypes' | 'merchantBuy' | 'titheBarn' | 'drillWaive'> = {
	pay: {
		candidates(s, task): RivalsAction[] {
			const p = s.players[task.seat];
			return (Object.keys(task.need) as Resource[]).flatMap((res) => payableRegions(p, res).map((r) => ({ t: 'payFrom' as const, region: r.card })));
		},
		validate(s, task, a): Reason {
			const p = s.players[task.seat];
			if (a.t !== 'payFrom') return wrongStep(task);
			const r = findRegion(p, a.region);
			if (!r) return tx('To není tvoje krajina.', 'That is not your region.');
			if (!(task.need[regionResource(r)] ?? 0)) return tx('Tuto surovinu teď neplatíš.', 'You are not paying that resource now.');
			return r.stock > 0 ? null : tx('Na té krajině nic není.', 'That region is empty.');
		},
		perform(s, task, a, ctx) {
			const p = s.players[task.seat];
			const done = () => s.tasks.shift();
			if (a.t !== 'payFrom') return;
			const r = findRegion(p, a.region)!;
			r.stock -= 1;
			const res = regionResource(r);
			task.need[res] = (task.need[res] ?? 0) - 1;
			if (!task.need[res]) delete task.need[res];
			if (Object.keys(task.need).length === 0) done();
		},
		/** A forced payment (no choice of region) is made without asking. */
		auto(s, task) {
			const p = s.players[task.seat];
			if (!paymentIsForced(p, task.need)) return false;
			payForced(p, task.need);
			s.tasks.shift();
			return true;
		},
		single: true
	},
	payAny: {
		candidates(s, task): RivalsAction[] {
			const p = s.players[task.seat];
			// Any store, a Gold Cache included (its gold pays like a region's).
			return stores(p).filter((r) => r.stock > 0).map((r) => ({ t: 'payFrom', region: r.card }));
		},
		validate(s, task, a): Reason {
			const p = s.players[task.seat];
			if (a.t !== 'payFrom') return wrongStep(task);
			const r = findRegion(p, a.region);
			if (!r) return tx('To není tvoje krajina.', 'That is not your region.');
			return r.stock > 0 ? null : tx('Na té krajině nic není.', 'That region is empty.');
		},
		perform(s, task, a, ctx) {
			const p = s.players[task.seat];
			const done = () => s.tasks.shift();
			if (a.t !== 'payFrom') return;
			const r = findRegion(p, a.region)!;
			r.stock -= 1;
			if (--task.count === 0) done();
		},
		single: true
	},
	gain: {
		candidates(s, task): RivalsAction[] {
			const p = s.players[task.seat];
			return storableRegions(s, p, task.allowed).map((r) => ({ t: 'gainOn', region: r.card }));
		},
		validate(s, task, a): Reason {
			const p = s.players[task.seat];
			if (a.t !== 'gainOn') return wrongStep(task);
			const r = findRegion(p, a.region);
			if (!r) return tx('To není tvoje krajina.', 'That is not your region.');
			if (!task.allowed.includes(regionResource(r))) return tx('Tuto surovinu teď dostat nemůžeš.', 'You cannot receive that resource now.');
			const capacity = storeCapacity(s, r);
			return r.stock < capacity ? null : tx(`Krajina je plná (${capacity}).`, `That region is full (${capacity}).`);
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const p = s.players[task.seat];
			const done = () => s.tasks.shift();
			if (a.t !== 'gainOn') return;
			const r = findRegion(p, a.region)!;
			addToRegion(r, 1, storeCapacity(s, r));
			ctx.log(tr('%1 dostává %2 (%3).', '%1 receives %2 (%3).', who(seat), resName(regionResource(r)), regionName(s, r.card)));
			if (--task.count === 0) done();
		},
		/** No region of the allowed types has room: the gain is lost (spec §5.1). */
		auto(s, task, ctx) {
			if (storableRegions(s, s.players[task.seat], task.allowed).length) return false;
			s.tasks.shift();
			ctx.log(tx(`${who(task.seat)} nemá kam uložit další surovinu (${task.count}× propadá).`, `${who(task.seat)} has no room to store it (${task.count} lost).`));
			return true;
		},
		single: true
	},
	give: {
		candidates(s, task): RivalsAction[] {
			const p = s.players[task.seat];
			return payableRegions(p, task.res).map((r) => ({ t: 'giveFrom', region: r.card }));
		},
		validate(s, task, a): Reason {
			const p = s.players[task.seat];
			if (a.t !== 'giveFrom') return wrongStep(task);
			const r = findRegion(p, a.region);
			return r && regionResource(r) === task.res && r.stock > 0 ? null : tr('Vyber svou krajinu, na které je %1.', 'Choose your region that holds %1.', resName(task.res));
		},
		perform(s, task, a, ctx) {
			const p = s.players[task.seat];
			const done = () => s.tasks.shift();
			if (a.t !== 'giveFrom') return;
			findRegion(p, a.region)!.stock -= 1;
			done();
		},
		single: true
	},
	giveAny: {
		candidates(s, task): RivalsAction[] {
			const p = s.players[task.seat];
			return stores(p).filter((r) => r.stock > 0).map((r) => ({ t: 'giveFrom', region: r.card }));
		},
		validate(s, task, a): Reason {
			const p = s.players[task.seat];
			if (a.t !== 'giveFrom') return wrongStep(task);
			const r = findRegion(p, a.region);
			return r && r.stock > 0 ? null : tx('Vyber svou krajinu se surovinou.', 'Choose one of your regions that holds a resource.');
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const p = s.players[task.seat];
			const done = () => s.tasks.shift();
			if (a.t !== 'giveFrom') return;
			const r = findRegion(p, a.region)!;
			r.stock -= 1;
			done();
			const res = regionResource(r);
			ctx.log(tr('%1 dává %2 %3.', '%1 gives %2 to %3.', who(seat), resName(res), who(task.to)));
			s.tasks.unshift({ t: 'gain', seat: task.to, count: 1, allowed: [res], why: tx('Obchodník: dostáváš surovinu.', 'Merchant: you receive a resource.') });
		},
		/** Nothing to give: skipped. */
		auto(s, task) {
			if (stores(s.players[task.seat]).some((r) => r.stock > 0)) return false;
			s.tasks.shift();
			return true;
		},
		single: true
	},
	chooseTakeType: {
		candidates(s, task): RivalsAction[] {
			return RESOURCES.map((res) => ({ t: 'takeType', res }));
		},
		validate(s, task, a): Reason {
			if (a.t !== 'takeType' || !RESOURCES.includes(a.res)) return wrongStep(task);
			return stockOf(s.players[task.from], a.res) > 0 ? null : tx('Soupeř tuto surovinu nemá.', 'Your opponent has none of that.');
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const done = () => s.tasks.shift();
			if (a.t !== 'takeType') return;
			done();
			ctx.log(tr('%1 si bere %2 od %3.', '%1 takes %2 from %3.', who(seat), resName(a.res), who(task.from)));
			s.tasks.unshift({ t: 'give', seat: task.from, to: seat, res: a.res }, { t: 'gain', seat, count: 1, allowed: [a.res], why: task.why });
		}
	},
	nameTypes: {
		candidates(s, task): RivalsAction[] {
			return [...RESOURCES.map((res) => ({ t: 'takeType' as const, res })), { t: 'choose', option: 'done' }];
		},
		validate(s, task, a): Reason {
			if (a.t === 'choose') {
				if (a.option !== 'done') return wrongStep(task);
				if (effId(task.card) === 'merchant' || effId(task.card) === 'tradeMaster') return task.named.length ? null : tx('Urči aspoň 1 surovinu.', 'Name at least 1 resource.');
				return tx('Urči surovinu.', 'Name a resource.');
			}
			if (a.t !== 'takeType' || !RESOURCES.includes(a.res)) return wrongStep(task);
			return nameTypeReason(s, task, a.res);
		},
		perform(s, task, a, ctx) {
			if (a.t === 'choose') return finishNaming(s, task, ctx);
			if (a.t !== 'takeType') return;
			task.named.push(a.res);
			if (--task.left === 0) finishNaming(s, task, ctx);
		},
		/** Nothing (more) can be named: the effect goes on with what was named. */
		auto(s, task, ctx) {
			if (!RESOURCES.every((r) => nameTypeReason(s, task, r) !== null)) return false;
			finishNaming(s, task, ctx);
			return true;
		},
		single: true
	},
	merchantBuy: {
		candidates(s, task): RivalsAction[] {
			return [{ t: 'doneBuying' }, { t: 'buyWithGold' }];
		},
		validate(s, task, a): Reason {
			const p = s.players[task.seat];
			if (a.t === 'doneBuying') return null;
			if (a.t !== 'buyWithGold') return wrongStep(task);
			const price = textNumber(s, 'price.travelingMerchant');
			return stockOf(p, 'gold') >= price ? null : price === 1 ? tx('Nemáš zlato.', 'You have no gold.') : tr('Nemáš %1.', 'You do not have %1.', resCount(price, 'gold'));
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const done = () => s.tasks.shift();
			if (a.t === 'doneBuying') return void done();
			if (--task.left === 0) done();
			const price = textNumber(s, 'price.travelingMerchant');
			s.tasks.unshift(payTask(seat, { gold: price }, tx('Obchodník na cestách', 'Traveling Merchant')), {
				t: 'gain', seat, count: 1, allowed: [...RESOURCES], why: tr('Obchodník na cestách: 1 surovina za %1.', 'Traveling Merchant: 1 resource for %1.', resCount(price, 'gold'))
			});
		},
		/** No gold: nothing to buy. */
		auto(s, task) {
			if (stockOf(s.players[task.seat], 'gold') >= textNumber(s, 'price.travelingMerchant')) return false;
			s.tasks.shift();
			return true;
		},
		single: true
	},
	titheBarn: {
		candidates(s, task): RivalsAction[] {
			return (['wool', 'grain'] as Resource[]).map((res) => ({ t: 'takeType' as const, res }));
		},
		validate(s, task, a): Reason {
			return a.t === 'takeType' && (a.res === 'wool' || a.res === 'grain') ? null : tx('Zvol vlnu, nebo obilí.', 'Choose wool or grain.');
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const done = () => s.tasks.shift();
			if (a.t !== 'takeType') return;
			done();
			ctx.log(tr('Stodola na desátky: %1 bere %2× %3.', 'Tithe Barn: %1 takes %2 %3.', who(seat), task.count, resName(a.res)));
			s.tasks.unshift({ t: 'gain', seat, count: task.count, allowed: [a.res], why: tx('Stodola na desátky', 'Tithe Barn') });
		},
		single: true
	},
	drillWaive: {
		candidates(s, task): RivalsAction[] {
			const p = s.players[task.seat];
			return costWaivable(cardsOf(s), p, task.card).map((res) => ({ t: 'takeType' as const, res }));
		},
		validate(s, task, a): Reason {
			const p = s.players[task.seat];
			const cards = cardsOf(s);
			if (a.t !== 'takeType' || !costWaivable(cards, p, task.card).includes(a.res)) return tx('Zvol surovinu z ceny karty.', "Choose a resource of the card's cost.");
			const cost = waived(cards(task.card).cost ?? {}, a.res);
			return canAfford(p, cost) ? null : missing(p, cost);
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const done = () => s.tasks.shift();
			if (a.t !== 'takeType') return;
			done();
			if (cardDef(task.card).kind === 'hero') ctx.log(tr('Cvičiště: %1 neplatí 1× %2.', 'Drill Ground: %1 does not pay 1 %2.', who(seat), resName(a.res)));
			else ctx.log(tr('Stavební jeřáb: %1 neplatí 1× %2.', 'Building Crane: %1 does not pay 1 %2.', who(seat), resName(a.res)));
			s.tasks.unshift(payTask(seat, waived(cardsOf(s)(task.card).cost ?? {}, a.res), cardName(s, task.card)), { t: 'placeExpansion', seat, card: task.card, site: task.site });
		},
		single: true
	}
};

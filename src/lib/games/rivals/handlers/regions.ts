/** New regions (Scout, the region stack) and Relocation. */
import type { RivalsHandlers } from './types';
import { cardDef } from '../cards';
import { findRegion, outerRegionColumns } from '../principality';
import { isCovered } from '../theme';
import { cardName, tr, regionName, tx, who } from '../text';
import type { RivalsAction, Site } from '../types';
import { settlementRegions, shuffleRegionStack } from '../flow';
import { cardsAt, discardFromHand, swapSites, wrongStep, type Reason } from '../decisions';

export const REGIONS: Pick<RivalsHandlers, 'scoutOffer' | 'scoutPick' | 'orientRegions' | 'relocate'> = {
	scoutOffer: {
		candidates(s, task): RivalsAction[] {
			const p = s.players[task.seat];
			return [{ t: 'noScout' }, ...p.hand.filter((c) => cardDef(c).action === 'scout').map((card) => ({ t: 'useScout' as const, card }))];
		},
		validate(s, task, a): Reason {
			const p = s.players[task.seat];
			if (a.t === 'noScout') return null;
			if (a.t === 'useScout') return p.hand.includes(a.card) && cardDef(a.card).action === 'scout' ? null : tx('Zvěda nemáš v ruce.', 'You have no Scout in hand.');
			return wrongStep(task);
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const done = () => s.tasks.shift();
			done();
			if (a.t === 'useScout') {
				discardFromHand(s, seat, a.card);
				ctx.reveal(); // the region stack is revealed to the player
				ctx.log(tx(`${who(seat)} hraje Zvěda a vybírá si krajiny.`, `${who(seat)} plays the Scout and chooses regions.`));
				s.tasks.unshift({ t: 'scoutPick', seat, col: task.col, picked: [] });
			} else s.tasks.unshift(settlementRegions(s, seat, task.col, ctx));
		}
	},
	scoutPick: {
		candidates(s, task): RivalsAction[] {
			return s.regionStack.map((region) => ({ t: 'scoutTake', region }));
		},
		validate(s, task, a): Reason {
			return a.t === 'scoutTake' && s.regionStack.includes(a.region) ? null : tx('Vyber krajinu z balíčku krajin.', 'Choose a region from the region stack.');
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const done = () => s.tasks.shift();
			if (a.t !== 'scoutTake') return;
			s.regionStack.splice(s.regionStack.indexOf(a.region), 1);
			task.picked.push(a.region);
			if (task.picked.length === 2) {
				done();
				shuffleRegionStack(s, ctx); // then shuffle the region stack ([K][Z] Scout text)
				ctx.reveal();
				s.tasks.unshift({ t: 'orientRegions', seat, col: task.col, cards: task.picked });
			}
		},
		single: true,
		looks: true
	},
	orientRegions: {
		candidates(s, task): RivalsAction[] {
			return task.cards.map((region) => ({ t: 'regionOnTop', region }));
		},
		validate(s, task, a): Reason {
			return a.t === 'regionOnTop' && task.cards.includes(a.region) ? null : tx('Vyber jednu z nových krajin.', 'Choose one of the new regions.');
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const p = s.players[task.seat];
			const done = () => s.tasks.shift();
			if (a.t !== 'regionOnTop') return;
			done();
			const regionCol = task.col > outerRegionColumns(p)[1] ? task.col + 1 : task.col - 1;
			const bottom = task.cards.find((c) => c !== a.region)!;
			p.regions.push({ card: a.region, row: -1, col: regionCol, stock: 0 }, { card: bottom, row: 1, col: regionCol, stock: 0 });
			ctx.log(tr('%1 přikládá krajiny %2 (nahoru) a %3 (dolů).', '%1 lays out the regions %2 (top) and %3 (bottom).', who(seat), regionName(s, a.region), regionName(s, bottom)));
		},
		single: true
	},
	relocate: {
		candidates(s, task): RivalsAction[] {
			const p = s.players[task.seat];
			return [
				...p.regions.map((r) => ({ t: 'relocatePick' as const, target: { kind: 'region' as const, card: r.card } })),
				...p.expansions.map((e) => ({ t: 'relocatePick' as const, target: { kind: 'expansion' as const, card: e.card } }))
			];
		},
		validate(s, task, a): Reason {
			const p = s.players[task.seat];
			if (a.t !== 'relocatePick') return wrongStep(task);
			const t = a.target;
			const mine = t.kind === 'region' ? !!findRegion(p, t.card) : p.expansions.some((e) => e.card === t.card);
			if (!mine) return tx('Vyber svou krajinu nebo kartu výstavby.', 'Choose one of your regions or expansions.');
			if (!task.first && t.kind === 'expansion' && p.expansions.length < 2) return tx('Máš jen jednu kartu výstavby.', 'You have only one expansion.');
			if (task.first && task.first.kind !== t.kind) return tx('Prohodit lze jen 2 krajiny nebo 2 karty výstavby.', 'Swap 2 regions or 2 expansions.');
			if (task.first && task.first.card === t.card) return tx('Vyber jinou kartu.', 'Choose a different card.');
			if (t.kind === 'expansion' && cardDef(t.card).kind === 'regionExpansion') return tx('Výstavbu krajiny nelze stěhovat.', 'A region expansion cannot be relocated.');
			if (t.kind === 'expansion' && isCovered(p, t.card)) return tx('Obecní dům leží pod Radnicí: vyber Radnici, stěhují se spolu.', 'The Parish Hall lies under the Town Hall: choose the Town Hall, they move together.');
			if (t.kind === 'expansion') {
				// Each site's cards must be allowed on the other site: city expansions stay at cities.
				const atCity = (col: number) => p.centers.some((c) => c.col === col && c.kind === 'city');
				const swappable = (a: string, b: string) => {
					const x = p.expansions.find((e) => e.card === a)!;
					const y = p.expansions.find((e) => e.card === b)!;
					if (a === b || (x.col === y.col && x.row === y.row) || cardDef(b).kind === 'regionExpansion' || isCovered(p, b)) return false;
					const cityOnly = (site: Site) => cardsAt(p, site).some((c) => cardDef(c).kind === 'cityExpansion');
					return !((cityOnly(x) && !atCity(y.col)) || (cityOnly(y) && !atCity(x.col)));
				};
				if (task.first ? !swappable(task.first.card, t.card) : !p.expansions.some((e) => swappable(t.card, e.card)))
					return tx('Výstavba města může stát jen ve městě.', 'A city expansion must stay at a city.');
			}
			return null;
		},
		perform(s, task, a, ctx) {
			const seat = task.seat;
			const p = s.players[task.seat];
			const done = () => s.tasks.shift();
			if (a.t !== 'relocatePick') return;
			if (!task.first) {
				task.first = a.target;
				return;
			}
			done();
			const list = task.first.kind === 'region' ? p.regions : p.expansions;
			const x = list.find((c) => c.card === task.first!.card)!;
			const y = list.find((c) => c.card === a.target.card)!;
			if (task.first.kind === 'expansion') swapSites(p, x as Site, y as Site);
			else {
				[x.col, y.col] = [y.col, x.col];
				[x.row, y.row] = [y.row, x.row] as [never, never];
			}
			ctx.log(tr('%1 prohazuje %2 a %3.', '%1 swaps %2 and %3.', who(seat), a.target.kind === 'region' ? regionName(s, x.card) : cardName(s, x.card), a.target.kind === 'region' ? regionName(s, y.card) : cardName(s, y.card)));
		},
		single: true
	}
};

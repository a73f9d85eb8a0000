/**
 * Goods in a supply: paying (gold stands in for wood, stone or food, never the reverse;
 * data §0.2, QR) and gaining. Payment is automatic: the named Resources first, gold for the
 * rest — gold is never worth less than a Resource, so there is nothing to decide.
 */
import { GOODS, RESOURCES, type Cost, type Good } from './data/types';

export type Supply = Record<Good, number>;

export const emptySupply = (): Supply => ({ wood: 0, stone: 0, food: 0, gold: 0, worker: 0, raze: 0, defence: 0 });

export const scaled = (cost: Cost, times: number): Cost => {
	const out: Cost = {};
	for (const g of GOODS) if (cost[g]) out[g] = cost[g]! * times;
	return out;
};

/** Cost plus cost. */
export function plus(a: Cost, b: Cost): Cost {
	const out: Cost = {};
	for (const g of GOODS) if ((a[g] ?? 0) + (b[g] ?? 0) > 0) out[g] = (a[g] ?? 0) + (b[g] ?? 0);
	return out;
}

/** The gold a payment needs for Resources the supply lacks; null when the rest cannot be paid. */
function goldNeeded(g: Supply, cost: Cost): number | null {
	let deficit = 0;
	for (const r of RESOURCES) deficit += Math.max(0, (cost[r] ?? 0) - g[r]);
	for (const x of GOODS) if (!RESOURCES.includes(x as never) && x !== 'gold' && (cost[x] ?? 0) > g[x]) return null;
	return (cost.gold ?? 0) + deficit <= g.gold ? deficit : null;
}

export const canPay = (g: Supply, cost: Cost): boolean => goldNeeded(g, cost) !== null;

/** Pays `cost` (call canPay first). */
export function pay(g: Supply, cost: Cost): void {
	const gold = goldNeeded(g, cost);
	if (gold === null) throw new Error('cannot pay');
	for (const r of RESOURCES) g[r] = Math.max(0, g[r] - (cost[r] ?? 0));
	for (const x of GOODS) if (!RESOURCES.includes(x as never) && x !== 'gold') g[x] -= cost[x] ?? 0;
	g.gold -= (cost.gold ?? 0) + gold;
}

/** "chybí 1 kámen" / "1 stone missing" style list of what a payment lacks. */
export function missing(g: Supply, cost: Cost): Cost {
	const out: Cost = {};
	let spareGold = g.gold - (cost.gold ?? 0);
	for (const r of RESOURCES) {
		const short = Math.max(0, (cost[r] ?? 0) - g[r]);
		const cover = Math.min(short, Math.max(0, spareGold));
		spareGold -= cover;
		if (short - cover > 0) out[r] = short - cover;
	}
	for (const x of GOODS) if (!RESOURCES.includes(x as never) && (cost[x] ?? 0) > g[x]) out[x] = (cost[x] ?? 0) - g[x];
	return out;
}

/** Resources and Workers left (the first tie-break, RB p.7). */
export const leftovers = (g: Supply): number => g.wood + g.stone + g.food + g.worker;

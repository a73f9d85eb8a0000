/** Paying and receiving resources on regions (spec §5.1, §3.1 region storage). */
import type { Resource } from './cards';
import { goldCacheCapacity, type ContentHolder } from './content';
import { isRegionStore, MAX_STOCK, regionResource, stockOf, stores } from './principality';
import type { Player } from './types';

/** How many resources a store holds at most: a region 3 (seed L79-81), a Gold Cache as this match says (content.ts). */
export const storeCapacity = (h: ContentHolder, store: { card: string }): number => (isRegionStore(store) ? MAX_STOCK : goldCacheCapacity(h));

/** Regions that can pay one `res`, in layout order. */
export const payableRegions = (p: Player, res: Resource) => stores(p).filter((r) => regionResource(r) === res && r.stock > 0);

/** Regions that can store one more of one of `allowed`. */
export const storableRegions = (h: ContentHolder, p: Player, allowed: Resource[]) =>
	stores(p).filter((r) => allowed.includes(regionResource(r)) && r.stock < storeCapacity(h, r));

/** Adds up to `n` of the region's resource (a Gold Cache: up to its `capacity`); the rest is lost (seed L79-81). Returns how many were stored. */
export function addToRegion(region: { stock: number }, n: number, capacity = MAX_STOCK): number {
	const stored = Math.min(n, capacity - region.stock);
	region.stock += stored;
	return stored;
}

/**
 * True when paying `need` leaves no real choice: for every type either a single
 * region holds it or everything held must go.
 */
export function paymentIsForced(p: Player, need: Partial<Record<Resource, number>>): boolean {
	return (Object.keys(need) as Resource[]).every((res) => {
		const n = need[res] ?? 0;
		return n === 0 || payableRegions(p, res).length <= 1 || stockOf(p, res) === n;
	});
}

/** Pays a forced payment (see paymentIsForced) region by region. */
export function payForced(p: Player, need: Partial<Record<Resource, number>>): void {
	for (const res of Object.keys(need) as Resource[]) {
		let left = need[res] ?? 0;
		for (const r of payableRegions(p, res)) {
			const take = Math.min(left, r.stock);
			r.stock -= take;
			left -= take;
		}
	}
}

/** How many more of `res` the player's regions (and stores) can take. */
export const spaceFor = (h: ContentHolder, p: Player, res: Resource) => storableRegions(h, p, [res]).reduce((n, r) => n + storeCapacity(h, r) - r.stock, 0);

/**
 * Zones: the places a game keeps its cards, tiles or tokens (a deck, a hand, a discard pile,
 * an offer, a face-down pile, a private area), each declaring who may see what is in it and
 * whether its order is seen too. A zone is plain data inside the game state (cloned, hashed
 * and saved with it); the first item of a zone is its top.
 *
 * Everything that can show someone hidden items goes through the step context, so the undo
 * barrier is set by the zone operation itself (a draw from a hidden deck into a hand shows its
 * owner a card: a barrier; a card moved between open zones shows nobody anything: none).
 * A seat's view of the zones is derived from the same declarations (`zoneView`), and so are the
 * hidden-information contract's variants (`zoneVariants`): whatever a seat may not see is
 * swapped and reordered, and the seat must perceive the same.
 */
import { canonicalJson } from '../hash';
import { randomInt, shuffleInPlace, type RngState } from '../rng';
import type { StepContext } from '../steps';
import { ok, reject, type Result } from '../types';

/** Who may see which items a zone holds. */
export type Sight = 'everyone' | 'owner' | 'nobody';

export type ZoneKind = 'deck' | 'hand' | 'discard' | 'offer' | 'faceDownPile' | 'privateArea';

/**
 * What a zone declares about itself; an owner-only zone always names its owner. `open`: the item
 * at that end of `items` lies face up for everybody (a discard pile whose top card shows) — the
 * rest follows `sees`.
 */
export type ZoneRules = (
	| { kind: ZoneKind; sees: 'owner'; owner: number; ordered: boolean }
	| { kind: ZoneKind; sees: 'everyone' | 'nobody'; owner?: number; ordered: boolean }
) & { open?: 'first' | 'last' };

/**
 * A zone: its rules and its items, top first. `ordered`: those who see the items see their order too.
 *
 * A game whose state keeps its piles in its own shape (a hand inside a player record, Deals as
 * objects with a card inside) declares its zones as a lens onto that state: `items` is the
 * state's own array (changes to it change the state), or a derived list with `put` writing one
 * item back into the state. The contract's hidden variants (`zoneVariants`) change items only
 * through `putItem`, so both forms work; the rules keep using the state as they always did.
 */
export type Zone<C> = ZoneRules & { items: C[]; put?(at: number, item: C): void };

/** Writes `item` at position `at` of a zone (through its lens when it has one). */
export function putItem<C>(zone: Zone<C>, at: number, item: C): void {
	if (zone.put) zone.put(at, item);
	else zone.items[at] = item;
}

/** The position of a zone's face-up end, or -1 (none, or an empty zone). */
export function openAt<C>(zone: Zone<C>): number {
	if (!zone.open || !zone.items.length) return -1;
	return zone.open === 'first' ? 0 : zone.items.length - 1;
}

/** The zones of a state by id. */
export type Zones<C, Id extends string = string> = Record<Id, Zone<C>>;

/** A draw deck: nobody sees its cards or their order. */
export const deckZone = <C>(items: C[] = []): Zone<C> => ({ kind: 'deck', sees: 'nobody', ordered: false, items });
/** A seat's hand: its owner sees the cards (in the order they hold them), the others a count. */
export const handZone = <C>(owner: number, items: C[] = []): Zone<C> => ({ kind: 'hand', sees: 'owner', owner, ordered: true, items });
/** A discard pile, face up: everybody sees its cards and their order. */
export const discardZone = <C>(items: C[] = []): Zone<C> => ({ kind: 'discard', sees: 'everyone', ordered: true, items });
/** An open offer (a market row): everybody sees it. */
export const offerZone = <C>(items: C[] = []): Zone<C> => ({ kind: 'offer', sees: 'everyone', ordered: true, items });
/** A face-down pile (set-aside cards, a seat's face-down stack): nobody sees its cards. */
export const faceDownZone = <C>(items: C[] = [], owner?: number): Zone<C> => ({ kind: 'faceDownPile', sees: 'nobody', ordered: false, items, ...(owner === undefined ? {} : { owner }) });
/** A seat's private area (a hidden tableau, secret objectives): only its owner sees it. */
export const privateZone = <C>(owner: number, items: C[] = []): Zone<C> => ({ kind: 'privateArea', sees: 'owner', owner, ordered: true, items });

/** Whether `seat` (null: a spectator) may see which items `zone` holds. */
export function canSee(zone: ZoneRules, seat: number | null): boolean {
	switch (zone.sees) {
		case 'everyone':
			return true;
		case 'owner':
			return seat !== null && seat === zone.owner;
		case 'nobody':
			return false;
	}
}

/** Whether `seat` may see the order of the items in `zone` (and so which one is on top). */
export function canSeeOrder(zone: ZoneRules, seat: number | null): boolean {
	return zone.ordered && canSee(zone, seat);
}

/** Every seat of a match of `seats` seats, and the spectator (null). */
const everybody = (seats: number): (number | null)[] => [null, ...Array.from({ length: seats }, (_, i) => i)];

/** The seats (of `seats`) and the spectator (null) that see the items of `zone`. */
function viewers(zone: ZoneRules, seats: number): (number | null)[] {
	return everybody(seats).filter((seat) => canSee(zone, seat));
}

/** Whether moving unnamed items from `from` to `to` shows them to a seat that did not see them (or their place) before. */
function shows(from: ZoneRules, to: ZoneRules, seats: number): boolean {
	return viewers(to, seats).some((seat) => !canSeeOrder(from, seat));
}

/** One seat's view of a zone: the items when it may see them, else only how many there are (and its face-up end). */
export type ZoneView<C> = { kind: ZoneKind; owner?: number; count: number } & ({ hidden: false; items: C[] } | { hidden: true; open?: C });

/** Items in a canonical order, so a zone whose order is hidden shows nothing of it. */
function canonicalOrder<C>(items: readonly C[]): C[] {
	return items
		.map((item) => [canonicalJson(item), item] as const)
		.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
		.map(([, item]) => item);
}

/** The items of a zone as `seat` (null: a spectator) sees them (a copy; a hidden order canonical), or null when it only sees how many. */
export function itemsSeen<C>(zone: Zone<C>, seat: number | null): C[] | null {
	if (!canSee(zone, seat)) return null;
	return zone.ordered ? zone.items.slice() : canonicalOrder(zone.items);
}

/**
 * What `seat` (null: a spectator) sees of one zone. Built without object spreads: games build
 * their views at every step (a bot's playout asks for one per action), and spreads made this
 * the hottest line of a view.
 */
export function viewOfZone<C>(zone: Zone<C>, seat: number | null): ZoneView<C> {
	const { kind, owner } = zone;
	const count = zone.items.length;
	const items = itemsSeen(zone, seat);
	if (items) return owner === undefined ? { kind, count, hidden: false, items } : { kind, count, owner, hidden: false, items };
	const at = openAt(zone);
	if (at < 0) return owner === undefined ? { kind, count, hidden: true } : { kind, count, owner, hidden: true };
	const open = zone.items[at];
	return owner === undefined ? { kind, count, hidden: true, open } : { kind, count, owner, hidden: true, open };
}

/** What `seat` (null: a spectator) sees of every zone: hidden contents become counts. */
export function zoneView<C, Id extends string>(zones: Zones<C, Id>, seat: number | null): Record<Id, ZoneView<C>> {
	const out = {} as Record<Id, ZoneView<C>>;
	for (const id of Object.keys(zones) as Id[]) out[id] = viewOfZone(zones[id], seat);
	return out;
}

/** A face-down placeholder per hidden item (for a board that draws card backs). */
export function faceDown<C>(view: ZoneView<C>): (C | null)[] {
	return view.hidden ? Array.from({ length: view.count }, () => null) : view.items;
}

// ------------------------------------------------------------------ operations (through the step context)

/**
 * Moves up to `n` items from the top of `from` onto the top of `to` (a draw, a deal, a refill of
 * the offer) and answers them, top first. A barrier when a seat now sees what it did not (a draw
 * from a hidden deck into a hand); `seats` is the number of seats of the match.
 */
export function drawItems<C, Id extends string>(zones: Zones<C, Id>, from: Id, to: Id, n: number, seats: number, ctx: StepContext): C[] {
	const taken = zones[from].items.splice(0, Math.max(0, Math.floor(n)));
	if (!taken.length) return taken;
	zones[to].items.unshift(...taken);
	if (shows(zones[from], zones[to], seats)) ctx.reveal();
	return taken;
}

/**
 * Moves one named item from `from` to the top of `to` (a card played from a hand, an offer card
 * bought). The action that names it has said what it is, so this is no barrier — unless nobody
 * could see the item where it was (a face-down pile) and somebody sees it now.
 */
export function moveItem<C, Id extends string>(zones: Zones<C, Id>, from: Id, to: Id, item: C, seats: number, ctx: StepContext): Result<C> {
	const at = zones[from].items.indexOf(item);
	if (at < 0) return reject('Ta věc tam není.', 'That item is not there.');
	const [moved] = zones[from].items.splice(at, 1);
	zones[to].items.unshift(moved);
	if (zones[from].sees === 'nobody' && viewers(zones[to], seats).length) ctx.reveal();
	return ok(moved);
}

/** Shows `seat` the top `n` items of a zone without moving them (a scout, a search): a barrier unless it saw them already. */
export function peekItems<C, Id extends string>(zones: Zones<C, Id>, id: Id, seat: number, n: number, ctx: StepContext): C[] {
	const top = zones[id].items.slice(0, Math.max(0, Math.floor(n)));
	if (top.length && !canSeeOrder(zones[id], seat)) ctx.reveal();
	return top;
}

/** Turns the top `n` items of a zone face up for everybody (they stay where they are): a barrier unless all saw them already. */
export function revealTop<C, Id extends string>(zones: Zones<C, Id>, id: Id, n: number, seats: number, ctx: StepContext): C[] {
	const top = zones[id].items.slice(0, Math.max(0, Math.floor(n)));
	if (top.length && everybody(seats).some((seat) => !canSeeOrder(zones[id], seat))) ctx.reveal();
	return top;
}

/** Shuffles a zone with the state's generator (a random draw: always a barrier). */
export function shuffleZone<C, Id extends string>(zones: Zones<C, Id>, id: Id, ctx: StepContext): void {
	ctx.random.shuffle(zones[id].items);
}

// ------------------------------------------------------------------ hidden-information variants

/**
 * Every string inside a value (the ids a pending decision names: the card being built, the hand a
 * card let a seat see…): zoneVariants' `fixed` keeps those items where they are.
 */
export function stringsIn(value: unknown): Set<string> {
	const found = new Set<string>();
	const walk = (x: unknown): void => {
		if (typeof x === 'string') found.add(x);
		else if (Array.isArray(x)) x.forEach(walk);
		else if (x && typeof x === 'object') Object.values(x).forEach(walk);
	};
	walk(value);
	return found;
}

/** A state that differs from another only in what one seat cannot see (tests/contract's HiddenVariant). */
export interface ZoneVariant<S> {
	build: () => S;
	/** False: compared as the state stands only (its order is revealed to everybody by a random step). */
	dynamic: boolean;
	what: string;
}

export interface ZoneVariantOptions<S, C> {
	/** The zones inside a state (of the copy a variant changes). */
	zones(s: S): Zones<C>;
	/** A deep copy of a state. */
	clone(s: S): S;
	/** Items the position names (a card a pending task is about): they stay where they are. */
	fixed?(item: C): boolean;
	/** Whether `a` may stand in for `b` (e.g. both of the same card set); any by default. */
	swappable?(a: C, b: C): boolean;
	/**
	 * The sort of an item where it lies (`zone`: its zone's id): items of different sorts never
	 * trade places (e.g. a hero's own cards only among his deck and hand, which the final scoring
	 * counts), and a partner is looked for among the item's own sort only (a game with hundreds of
	 * hidden items). Together with `swappable` and `fits`, all must allow a swap.
	 */
	sortOf?(item: C, zone: string): string;
	/** Whether `item` may lie in the zone `zone` (a Deal holds only a card of its banner); anywhere by default. */
	fits?(item: C, zone: string): boolean;
	/** Swaps tried per hidden item (random partners); 1 by default. */
	swapsPerItem?: number;
	/** Zones whose order a random step shows to everybody (an event deck): reordered, compared as they stand only. */
	stillOrder?: readonly string[];
	/** Hidden-order zones reordered together in one variant (many decks: one comparison instead of one per deck). */
	reorderTogether?: readonly string[];
	/** Zones an action may show by position (an enemy Deal taken by its place): a swap touching them is compared as it stands only. */
	stillSwaps?: readonly string[];
	/** Zones whose hidden items only stand in for other zones' items (a deep deck: a hand card swapped with one of its cards already tries it), with no swaps of their own. */
	partnersOnly?: readonly string[];
	/** Zones the viewer legitimately looks into now (a searched deck): left as they are. */
	looking?: readonly string[];
}

/**
 * The variants of `s` that `viewer` must not be able to tell apart from it: an item in a zone it
 * cannot see swapped with one in another such zone, and every zone whose order it cannot see
 * reordered. A game's contract adapter passes them on as its `hiddenVariants`.
 */
export function zoneVariants<S, C>(s: S, viewer: number, rng: RngState, options: ZoneVariantOptions<S, C>): ZoneVariant<S>[] {
	const zones = options.zones(s);
	const ids = Object.keys(zones).filter((id) => !options.looking?.includes(id));
	const fixed = options.fixed ?? (() => false);
	const swappable = options.swappable ?? (() => true);
	const out: ZoneVariant<S>[] = [];
	const variant = (what: string, dynamic: boolean, change: (z: Zones<C>) => void) =>
		out.push({
			what,
			dynamic,
			build: () => {
				const v = options.clone(s);
				change(options.zones(v));
				return v;
			}
		});

	const hidden = ids.filter((id) => !canSee(zones[id], viewer));
	// A zone's face-up end is seen by everybody: it is neither swapped nor reordered.
	const movableIn = (id: string) => zones[id].items.map((item, at) => ({ id, at, item })).filter((x) => x.at !== openAt(zones[id]) && !fixed(x.item));
	const fits = options.fits ?? (() => true);
	const partnersOnly = (id: string) => options.partnersOnly?.includes(id) ?? false;
	// Each item's canonical form once (a game with hundreds of hidden items compares every pair).
	const slots = hidden.flatMap(movableIn).map((x, n) => ({ ...x, n, key: canonicalJson(x.item), sort: options.sortOf?.(x.item, x.id) ?? '' }));
	// The slots of each sort, in slot order (one pool of all when the game names no sorts).
	const pools = new Map<string, typeof slots>();
	for (const x of slots) {
		const pool = pools.get(x.sort) ?? [];
		pool.push(x);
		pools.set(x.sort, pool);
	}
	for (const a of slots) {
		if (partnersOnly(a.id)) continue;
		// Random partners among the eligible slots of its sort, in slot order, without building the list (no garbage per pair).
		const pool = pools.get(a.sort) ?? [];
		const eligible = (b: (typeof slots)[number]) =>
			b.id !== a.id && b.key !== a.key && swappable(a.item, b.item) && swappable(b.item, a.item) && fits(a.item, b.id) && fits(b.item, a.id);
		const taken = new Set<number>();
		let left = pool.reduce((n, b) => (eligible(b) ? n + 1 : n), 0);
		for (let k = 0; k < (options.swapsPerItem ?? 1) && left > 0; k++, left--) {
			let r = randomInt(rng, left);
			const b = pool.find((x) => !taken.has(x.n) && eligible(x) && r-- === 0)!;
			taken.add(b.n);
			// Each pair once: the later slot of a pair leaves it to the earlier one (a partners-only slot never swaps itself).
			if (!partnersOnly(b.id) && b.n < a.n) continue;
			const still = options.stillSwaps?.includes(a.id) || options.stillSwaps?.includes(b.id);
			variant(`${b.id}[${b.at}] ↔ ${a.id}[${a.at}]`, !still, (z) => {
				putItem(z[a.id], a.at, b.item);
				putItem(z[b.id], b.at, a.item);
			});
		}
	}
	const reorderable = ids.filter((id) => !canSeeOrder(zones[id], viewer) && zones[id].items.length >= 2 && movableIn(id).length >= 2);
	const reorder = (group: string[]) => (z: Zones<C>) => {
		for (const id of group) {
			const movable = movableIn(id);
			const order = shuffleInPlace(rng, movable.map((x) => x.item));
			movable.forEach((x, k) => putItem(z[id], x.at, order[k]));
		}
	};
	for (const id of reorderable) {
		if (options.reorderTogether?.includes(id)) continue;
		variant(`${id} reordered`, !options.stillOrder?.includes(id), reorder([id]));
	}
	const together = reorderable.filter((id) => options.reorderTogether?.includes(id));
	if (together.length) variant(`${together.join(', ')} reordered`, !together.some((id) => options.stillOrder?.includes(id)), reorder(together));
	return out;
}

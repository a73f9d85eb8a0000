/** Shape checks for actions from untrusted sources (saves, the network), on the kernel's schema parser. */
import { parseShape, shape, type Result, type Text } from '$lib/engine';
import { isCardInstance, isRegionId, RESOURCES } from './cards';
import type { RivalsAction } from './types';

const int = shape.int(-999, 999);
const card = shape.str(39, 1);
const resource = shape.oneOf(RESOURCES);
const via = shape.oneOf(['bank', 'ship', 'largeLeft', 'largeRight', 'mint']);
const row = shape.oneOf([-2, -1, 1, 2]);
const target = shape.obj({ kind: shape.oneOf(['region', 'expansion']), card });

/** Every action kind with exactly its fields. */
const ACTION = shape.tagged('t', {
	startStack: { stack: int },
	roll: {},
	playBrigitta: { card },
	brigittaNumber: { number: int },
	buildRoad: { col: int },
	buildSettlement: { col: int },
	buildCity: { col: int },
	buildExpansion: { card, col: int, row },
	playAction: { card },
	trade: { give: resource, get: resource, via, ship: shape.opt(card) },
	endTurn: {},
	payFrom: { region: card },
	gainOn: { region: card },
	takeType: { res: resource },
	giveFrom: { region: card },
	useScout: { card },
	noScout: {},
	scoutTake: { region: card },
	regionOnTop: { region: card },
	relocatePick: { target },
	buyWithGold: {},
	doneBuying: {},
	feudsPut: { card, stack: int },
	feudSelect: { card },
	feudRemove: { card, stack: int },
	draw: { stack: int },
	putUnder: { card, stack: int },
	exchange: { card, stack: int },
	skipExchange: {},
	takeTop: { stack: int },
	search: { stack: int },
	searchTake: { card },
	demolish: { card },
	pickExpansion: { card },
	choose: { option: card }
} satisfies Record<RivalsAction['t'], object>);

/** Trades through a placed card name it (`ship`: the Large Trade Ship or the Mint); bank and 2:1 trades name none. */
const TRADE_NAMES_CARD = ['largeLeft', 'largeRight', 'mint'];

const MALFORMED: Text = { cs: 'Neplatný tah (poškozená data).', en: 'Malformed action.' };

/**
 * A clean copy of a well-formed action (bounded in size and depth, only known own fields; the canonical
 * form has exactly the fields of its kind: `ship` only where a trade goes through a card), or why not.
 * Never throws.
 */
export function checkRivalsAction(raw: unknown): Result<RivalsAction> {
	const r = parseShape(ACTION, raw, { what: { cs: 'Neplatný tah', en: 'Malformed action' } });
	if (!r.ok) return r;
	const a: RivalsAction = r.value;
	if (a.t === 'trade' && TRADE_NAMES_CARD.includes(a.via) !== (a.ship !== undefined)) return { ok: false, reason: MALFORMED };
	return { ok: true, value: a };
}

/** Returns a clean copy of a well-formed action, or null. */
export function parseRivalsAction(raw: unknown): RivalsAction | null {
	const r = checkRivalsAction(raw);
	return r.ok ? r.value : null;
}

/** Fields that name a card, and fields that name a region (or a store such as a Gold Cache). */
const CARD_FIELDS = ['card', 'ship'];
const STORE_FIELDS = ['region'];

/**
 * Why an action names something that does not exist (`nope`, `abbey#9`): the rules look ids up in
 * the card tables, so an unknown id is refused here, before any rule sees it. Null when all exist.
 */
export function unknownIdReason(a: RivalsAction): Text | null {
	const names: string[] = [];
	for (const key of CARD_FIELDS) {
		const id = fieldOf(a, key);
		if (typeof id === 'string' && !isCardInstance(id)) names.push(id);
	}
	for (const key of STORE_FIELDS) {
		const id = fieldOf(a, key);
		if (typeof id === 'string' && !isStoreId(id)) names.push(id);
	}
	if (a.t === 'relocatePick' && !(a.target.kind === 'region' ? isRegionId(a.target.card) : isCardInstance(a.target.card))) names.push(a.target.card);
	if (!names.length) return null;
	return { cs: `Taková karta neexistuje: ${names.join(', ')}.`, en: `No such card: ${names.join(', ')}.` };
}

const isStoreId = (id: string) => isRegionId(id) || isCardInstance(id);
/** An action's own field `key`, whichever kind it is (undefined when it has none). */
const fieldOf = (a: RivalsAction, key: string): unknown => Object.getOwnPropertyDescriptor(a, key)?.value;

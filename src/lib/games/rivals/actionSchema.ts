/** Shape checks for actions from untrusted sources (saves, the network). */
import type { Text } from '$lib/engine';
import { isCardInstance, isRegionId, RESOURCES } from './cards';
import type { RivalsAction } from './types';

type Field = 'int' | 'card' | 'resource' | 'via' | 'row' | 'target' | 'card?';

const SHAPES: Record<RivalsAction['t'], Record<string, Field>> = {
	startStack: { stack: 'int' },
	roll: {},
	playBrigitta: { card: 'card' },
	brigittaNumber: { number: 'int' },
	buildRoad: { col: 'int' },
	buildSettlement: { col: 'int' },
	buildCity: { col: 'int' },
	buildExpansion: { card: 'card', col: 'int', row: 'row' },
	playAction: { card: 'card' },
	trade: { give: 'resource', get: 'resource', via: 'via', ship: 'card?' },
	endTurn: {},
	payFrom: { region: 'card' },
	gainOn: { region: 'card' },
	takeType: { res: 'resource' },
	giveFrom: { region: 'card' },
	useScout: { card: 'card' },
	noScout: {},
	scoutTake: { region: 'card' },
	regionOnTop: { region: 'card' },
	relocatePick: { target: 'target' },
	buyWithGold: {},
	doneBuying: {},
	feudsPut: { card: 'card', stack: 'int' },
	feudSelect: { card: 'card' },
	feudRemove: { card: 'card', stack: 'int' },
	draw: { stack: 'int' },
	putUnder: { card: 'card', stack: 'int' },
	exchange: { card: 'card', stack: 'int' },
	skipExchange: {},
	takeTop: { stack: 'int' },
	search: { stack: 'int' },
	searchTake: { card: 'card' },
	demolish: { card: 'card' },
	pickExpansion: { card: 'card' },
	choose: { option: 'card' }
};

const isCard = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length < 40;

function fieldOk(kind: Field, v: unknown): boolean {
	switch (kind) {
		case 'int':
			return Number.isSafeInteger(v) && Math.abs(v as number) < 1000;
		case 'card':
			return isCard(v);
		case 'card?':
			return v === undefined || isCard(v);
		case 'resource':
			return (RESOURCES as readonly unknown[]).includes(v);
		case 'via':
			return ['bank', 'ship', 'largeLeft', 'largeRight', 'mint'].includes(v as string);
		case 'row':
			return [-2, -1, 1, 2].includes(v as number);
		case 'target': {
			const t = v as { kind?: unknown; card?: unknown } | null;
			return !!t && typeof t === 'object' && (t.kind === 'region' || t.kind === 'expansion') && isCard(t.card) && Object.keys(t).length === 2;
		}
	}
}

/** Trades through a placed card name it (`ship`: the Large Trade Ship or the Mint); bank and 2:1 trades name none. */
const TRADE_NAMES_CARD = ['largeLeft', 'largeRight', 'mint'];

/** The canonical form has exactly the fields of its kind: `ship` only where a trade goes through a card. */
function canonicalTrade(out: Record<string, unknown>): boolean {
	return TRADE_NAMES_CARD.includes(out.via as string) === (out.ship !== undefined);
}

/** Returns a clean copy of a well-formed action, or null. */
export function parseRivalsAction(raw: unknown): RivalsAction | null {
	if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
	const obj = raw as Record<string, unknown>;
	const shape = Object.hasOwn(SHAPES, obj.t as string) ? SHAPES[obj.t as RivalsAction['t']] : undefined;
	if (!shape) return null;
	const out: Record<string, unknown> = { t: obj.t };
	for (const key of Object.keys(obj)) if (key !== 't' && !Object.hasOwn(shape, key)) return null;
	for (const [key, kind] of Object.entries(shape)) {
		if (!fieldOk(kind, obj[key])) return null;
		if (obj[key] !== undefined) out[key] = kind === 'target' ? { ...(obj[key] as object) } : obj[key];
	}
	if (out.t === 'trade' && !canonicalTrade(out)) return null;
	return out as RivalsAction;
}

/** Fields that name a card, and fields that name a region (or a store such as a Gold Cache). */
const CARD_FIELDS = ['card', 'ship'];
const STORE_FIELDS = ['region'];

/**
 * Why an action names something that does not exist (`nope`, `abbey#9`): the rules look ids up in
 * the card tables, so an unknown id is refused here, before any rule sees it. Null when all exist.
 */
export function unknownIdReason(a: RivalsAction): Text | null {
	const fields = a as unknown as Record<string, unknown>;
	const names: string[] = [];
	for (const key of CARD_FIELDS) if (typeof fields[key] === 'string' && !isCardInstance(fields[key] as string)) names.push(fields[key] as string);
	for (const key of STORE_FIELDS) if (typeof fields[key] === 'string' && !isStoreId(fields[key] as string)) names.push(fields[key] as string);
	if (a.t === 'relocatePick' && !(a.target.kind === 'region' ? isRegionId(a.target.card) : isCardInstance(a.target.card))) names.push(a.target.card);
	if (!names.length) return null;
	return { cs: `Taková karta neexistuje: ${names.join(', ')}.`, en: `No such card: ${names.join(', ')}.` };
}

const isStoreId = (id: string) => isRegionId(id) || isCardInstance(id);

/** Packs for the Imperial Settlers tests: added expansion cards of every row, and owner-described unknown effects. */
import { emptyPack, withPack, type AddedRecord, type ContentPack, type ContentValues } from '../../../src/lib/engine';
import { IS_CONTENT } from '../../../src/lib/games/imperialsettlers/content';

const card = (id: string, values: Record<string, unknown>): AddedRecord =>
	({
		type: 'expansion-card',
		id,
		values: { deck: 'common', type: 'production', color: 'brown', cost: { wood: 1 }, location: 'no', raze: { wood: 1 }, deal: 'none', copies: 1, effect: [], ...values, name: { cs: `Karta ${id}`, en: `Card ${id}` } }
	}) as AddedRecord;

/** The card: a Common Production Location that produces 2 food, gives 2 VP when built and 3 VP at the end. */
export const WATERMILL = card('watermill', {
	effect: [
		{ kind: 'produce', params: { gain: { food: 2 } } },
		{ kind: 'whenBuilt', params: { gain: { vp: 2 } } },
		{ kind: 'endVp', params: { vp: 3 } }
	]
});

/** One added card of each row and several kinds, Common and Faction. */
export const ADDED: AddedRecord[] = [
	WATERMILL,
	card('smithy', { type: 'production', color: 'grey', cost: { stone: 1 }, copies: 2, effect: [{ kind: 'producePerColor', params: { color: 'grey', item: 'stone', max: 3 } }] }),
	card('market', { type: 'action', color: 'gold', cost: { wood: 1, stone: 1 }, effect: [{ kind: 'convert', params: { pay: { worker: 2 }, gain: { gold: 1, vp: 1 }, limit: 2 } }] }),
	card('archive', { type: 'feature', color: 'blue', cost: { stone: 2 }, raze: { card: 1 }, effect: [{ kind: 'onBuild', params: { color: 'brown', gain: { wood: 1 } } }, { kind: 'endVpPerColor', params: { color: 'blue', vp: 1 } }] }),
	card('barracks', { type: 'feature', color: 'black', deck: 'romans', location: 'yes', deal: 'stone', raze: {}, copies: 2, effect: [{ kind: 'onRaze', params: { gain: { vp: 1 } } }, { kind: 'store', params: { goods: 'resources', max: 2 } }] }),
	card('longhouse', { type: 'action', color: 'black', deck: 'barbarians', location: 'yes', deal: 'wood', raze: {}, effect: [{ kind: 'action', params: { pay: { worker: 1 }, effect: 'reproduce', limit: 1 } }] }),
	card('tea-house', { type: 'production', color: 'pink', deck: 'japanese', location: 'yes', deal: 'food', raze: { food: 1 }, effect: [{ kind: 'produce', params: { gain: { worker: 1, food: 1 } } }, { kind: 'whenBuiltPerColor', params: { color: 'pink', item: 'vp', max: 4 } }] }),
	card('obelisk', { type: 'feature', color: 'gold', deck: 'egyptians', location: 'yes', deal: 'gold', raze: {}, effect: [{ kind: 'guarded', params: {} }, { kind: 'endVp', params: { vp: 2 } }] })
];

/** Owner descriptions of unknown effects (content.ts `effect.*`). */
export const DESCRIBED: ContentValues = {
	'effect.bar-barbarian-altar': [{ kind: 'convert', params: { pay: { worker: 1 }, gain: { wood: 3 }, limit: 1 } }],
	'effect.bar-raid': [{ kind: 'onRaze', params: { gain: { worker: 1 } } }],
	'effect.rom-headquarters': [{ kind: 'onBuild', params: { color: 'grey', gain: { stone: 1 } } }],
	'effect.jap-shrine': [{ kind: 'endVp', params: { vp: 2 } }],
	'effect.egy-goldsmith': [{ kind: 'convert', params: { pay: { stone: 1 }, gain: { gold: 2 }, limit: 2 } }]
};

export const pack = (values: ContentValues, added: AddedRecord[]): ContentPack => ({ ...emptyPack(IS_CONTENT, 'Moje karty', 'test'), values, added });
/** Options of a new match playing `values` and `added`. */
export const withTestPack = <T extends object>(options: T, values: ContentValues = {}, added: AddedRecord[] = ADDED): T => withPack(options, pack(values, added)) as T;

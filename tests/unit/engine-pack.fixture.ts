/**
 * A test content description that uses every value kind (int, choice, text, goods, effect with a
 * small vocabulary) and two record templates, and fast-check arbitraries that build VALID values,
 * added records and packs from any description (so they also cover a real game's description).
 */
import fc from 'fast-check';
import {
	PACK_FORMAT,
	PACK_FORMAT_VERSION,
	type AddedRecord,
	type ContentDescription,
	type ContentKind,
	type ContentPack,
	type ContentValue,
	type EffectVocabulary,
	type RecordTemplate
} from '../../src/lib/engine';

const t = (cs: string, en: string) => ({ cs, en });

export const GOODS = [
	{ value: 'wood', label: t('dřevo', 'wood') },
	{ value: 'stone', label: t('kámen', 'stone') },
	{ value: 'gold', label: t('zlato', 'gold') }
];

/** A small closed vocabulary: a kind with goods, one with a number, one with a choice, one without parameters. */
export const VOCAB: EffectVocabulary = {
	maxSteps: 3,
	kinds: [
		{ kind: 'gain', label: t('Získej', 'Gain'), params: [{ key: 'goods', label: t('zboží', 'goods'), kind: { k: 'goods', items: GOODS, max: 5 }, initial: { wood: 1 } }] },
		{ kind: 'vp', label: t('Body', 'Points'), params: [{ key: 'n', label: t('počet', 'count'), kind: { k: 'int', min: 1, max: 9 }, initial: 1 }] },
		{
			kind: 'when',
			label: t('Když', 'When'),
			params: [
				{ key: 'at', label: t('okamžik', 'moment'), kind: { k: 'choice', options: [{ value: 'built', label: t('postavena', 'built') }, { value: 'razed', label: t('zbořena', 'razed') }] }, initial: 'built' },
				{ key: 'n', label: t('počet', 'count'), kind: { k: 'int', min: 0, max: 3 }, initial: 0 }
			]
		},
		{ kind: 'nothing', label: t('Nic', 'Nothing'), params: [] }
	]
};

const EFFECT: ContentKind = { k: 'effect', vocabulary: VOCAB };
const group = t('Karta', 'Card');

export const DESC: ContentDescription = {
	game: 'testgame',
	version: 2,
	fields: [
		{ key: 'cost.a', group, label: t('Cena', 'Cost'), kind: { k: 'int', min: 0, max: 9 }, placeholder: 1, provisional: true },
		{ key: 'target.a', group, label: t('Cíl', 'Target'), kind: { k: 'choice', options: GOODS }, placeholder: 'wood' },
		{ key: 'name.a', group, label: t('Název', 'Name'), kind: { k: 'text', max: 20 }, placeholder: t('Pila', 'Saw') },
		{ key: 'pay.a', group, label: t('Platba', 'Payment'), kind: { k: 'goods', items: GOODS, max: 4 }, placeholder: { wood: 1 } },
		{ key: 'effect.a', group, label: t('Účinek', 'Effect'), kind: EFFECT, placeholder: [{ kind: 'vp', params: { n: 1 } }] }
	],
	templates: [
		{
			type: 'card',
			label: t('Karta z rozšíření', 'Expansion card'),
			max: 3,
			fields: [
				{ key: 'name', label: t('Název', 'Name'), kind: { k: 'text', max: 20 }, initial: t('Nová', 'New') },
				{ key: 'cost', label: t('Cena', 'Cost'), kind: { k: 'goods', items: GOODS, max: 4 }, initial: {} },
				{ key: 'effect', label: t('Účinek', 'Effect'), kind: EFFECT, initial: [] }
			]
		},
		{ type: 'token', label: t('Žeton', 'Token'), max: 2, fields: [{ key: 'vp', label: t('Body', 'Points'), kind: { k: 'int', min: 0, max: 5 }, initial: 0 }] }
	]
};

/** A non-blank string of at most `max` characters. */
const nonBlank = (max: number) => fc.string({ minLength: 1, maxLength: max }).filter((s) => s.trim().length > 0);

/** Any valid value of `kind` (in the form the parser returns: goods in the items' order). */
export function valueArb(kind: ContentKind): fc.Arbitrary<ContentValue> {
	switch (kind.k) {
		case 'int':
			return fc.integer({ min: kind.min, max: kind.max });
		case 'choice':
			return fc.constantFrom(...kind.options.map((o) => o.value));
		case 'text':
			return fc.record({ cs: nonBlank(kind.max), en: nonBlank(kind.max) });
		case 'goods':
			return fc.tuple(...kind.items.map(() => fc.option(fc.integer({ min: 1, max: kind.max }), { nil: undefined }))).map((counts) => {
				const g: Record<string, number> = {};
				kind.items.forEach((it, i) => {
					if (counts[i] !== undefined) g[it.value] = counts[i];
				});
				return g;
			});
		case 'effect': {
			const step = fc.oneof(
				...kind.vocabulary.kinds.map((def) =>
					fc.tuple(...def.params.map((p) => valueArb(p.kind))).map((vs) => ({ kind: def.kind, params: Object.fromEntries(def.params.map((p, i) => [p.key, vs[i]])) as Record<string, number | string | Record<string, number>> }))
				)
			);
			return fc.array(step, { maxLength: kind.vocabulary.maxSteps });
		}
	}
}

/** Valid values of a template's fields. */
const recordValuesArb = (tp: RecordTemplate) => fc.tuple(...tp.fields.map((f) => valueArb(f.kind))).map((vs) => Object.fromEntries(tp.fields.map((f, i) => [f.key, vs[i]])) as Record<string, ContentValue>);

/** Valid added records of `desc` (each template at most its max, ids unique). */
export function addedArb(desc: ContentDescription): fc.Arbitrary<AddedRecord[]> {
	if (!desc.templates.length) return fc.constant([]);
	const perTemplate = desc.templates.map((tp) => fc.array(recordValuesArb(tp), { maxLength: tp.max }).map((vs) => vs.map((values) => ({ type: tp.type, values }))));
	return fc.tuple(...perTemplate).chain((lists) => {
		const all = lists.flat();
		return fc
			.tuple(fc.uniqueArray(fc.stringMatching(/^[a-z0-9-]{1,32}$/), { minLength: all.length, maxLength: all.length }), fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }))
			.map(([ids, shuffled]) => shuffled.map((r, i) => ({ type: r.type, id: ids[i], values: r.values })));
	});
}

/** Valid overrides: any subset of the fields, each with a valid value. */
export function valuesArb(desc: ContentDescription): fc.Arbitrary<Record<string, ContentValue>> {
	return fc.tuple(...desc.fields.map((f) => fc.option(valueArb(f.kind), { nil: undefined }))).map((vs) => {
		const out: Record<string, ContentValue> = {};
		desc.fields.forEach((f, i) => {
			if (vs[i] !== undefined) out[f.key] = vs[i];
		});
		return out;
	});
}

/** Any valid pack of `desc` (names trimmed, notes non-empty, each on a field or an added record). */
export function packArb(desc: ContentDescription): fc.Arbitrary<ContentPack> {
	return fc
		.record({
			name: nonBlank(60).map((s) => s.trim()),
			author: fc.string({ maxLength: 60 }),
			contentVersion: fc.integer({ min: 1, max: desc.version }),
			values: valuesArb(desc),
			added: addedArb(desc)
		})
		.chain((p) => {
			const keys = [...desc.fields.map((f) => f.key), ...p.added.map((a) => a.id)];
			return fc.subarray(keys).chain((noted) =>
				fc.tuple(...noted.map(() => fc.string({ minLength: 1, maxLength: 500 }))).map((texts) => ({
					format: PACK_FORMAT,
					formatVersion: PACK_FORMAT_VERSION,
					game: desc.game,
					...p,
					notes: Object.fromEntries(noted.map((k, i) => [k, texts[i]]))
				}))
			);
		});
}

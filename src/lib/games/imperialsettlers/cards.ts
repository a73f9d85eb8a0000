/**
 * The cards of a MATCH (issue 25): the built-in data (data/index.ts `card`) with the pack's
 * corrections of unknown effects (`effect.<card key>`, content.ts) and the pack's added cards
 * (added.ts). The rules look cards up through `cardOf(state, id)`: a match without a pack gets
 * exactly the built-in records (the same objects), so it plays as before.
 */
import type { AddedRecord, ContentValues, EffectValue } from '$lib/engine';
import { card, cardInfo, type CardInfo } from './data';
import { addedCard, isAddedId, recordIdOf } from './added';
import { composeEffect } from './vocabulary';

/** Anything that carries the match options: the state or a view. */
export interface CardHolder {
	options: { content?: ContentValues; contentAdded?: AddedRecord[] };
}

/** The key of the owner's effect of a card whose text is unknown (content.ts `IS_EFFECT_FIELDS`). */
export const effectKey = (cardKey: string): string => `effect.${cardKey}`;

/**
 * A built-in card with the owner's effect: the composed parts REPLACE its NEUTRAL placeholders
 * (the placeholder Feature, the placeholder Action) and add to its known parts (a printed
 * building bonus, Gate's and Shrine's known Features stay). An Action only on an Action Location.
 */
function corrected(c: CardInfo, effect: EffectValue): CardInfo {
	const parts = composeEffect(effect);
	const { action: _action, bonus: _bonus, production: _production, feature: _feature, ...rest } = c;
	const bonus = [...(c.bonus ?? []), ...parts.bonus];
	const production = [...(c.production ?? []), ...parts.production];
	const feature = [...(c.feature ?? []).filter((f) => f.k !== 'placeholder'), ...parts.feature];
	const action = c.action?.effect.k === 'placeholder' ? parts.action : c.action;
	return {
		...rest,
		...(bonus.length ? { bonus } : {}),
		...(production.length ? { production } : {}),
		...(feature.length ? { feature } : {}),
		...(c.kind === 'action' && action ? { action } : {})
	};
}

const memo = new WeakMap<object, Map<string, CardInfo | undefined>>();

function resolve(h: CardHolder, id: string): CardInfo | undefined {
	const o = h.options;
	if (isAddedId(id)) {
		const r = o.contentAdded?.find((x) => x.id === recordIdOf(id));
		return r && Number(id.split(':')[2]) >= 1 && Number(id.split(':')[2]) <= (r.values.copies as number) ? addedCard(r, id) : undefined;
	}
	const c = cardInfo(id);
	const effect = c && o.content ? o.content[effectKey(c.key)] : undefined;
	return c && Array.isArray(effect) ? corrected(c, effect) : c;
}

/** The card of instance id `id` in this match; undefined for an id the match does not know. */
export function cardInfoOf(h: CardHolder, id: string): CardInfo | undefined {
	const o = h.options;
	if (!o.content && !o.contentAdded) return cardInfo(id);
	let known = memo.get(o);
	if (!known) memo.set(o, (known = new Map()));
	if (!known.has(id)) known.set(id, resolve(h, id));
	return known.get(id);
}

/** The card of instance id `id` the rules hold in this match (a bug when unknown). */
export function cardOf(h: CardHolder, id: string): CardInfo {
	const c = cardInfoOf(h, id);
	return c ?? card(id);
}
